/**
 * The XP calculator: what XP buys and at what price (a reroll 1, a short-term benefit 2, a
 * long-term benefit 3, a step toward the next tier 4; refusing a GM intrusion 1), each asked of
 * the engine's spendXp for the XP held, so a purchase the player cannot pay says why, and how far
 * the next tier is.
 */
import { DEFAULT_STEPS_PER_TIER, gmIntrusion, MAX_TIER, refuseIntrusion, spendXp, XP_COSTS, type XpHolder, type XpPurchase, type XpResult } from "../../engine/systems/cypher/experience";
import type { Result } from "../../engine/result";
import { counted } from "../../engine/text";
import { countChoices } from "../frame/fields";
import type { PreviewLine } from "../frame/game";
import type { CalculatorView, RuleCalculator } from "./calculator";

export type XpCalculatorForm = {
	xp: number;
	tier: number;
	steps: number;
};

/** Whom the second XP of a GM intrusion goes to. */
const OTHER_PLAYER: XpHolder = { name: "another player", xp: 0, target: "another player" };

const PURCHASES: [XpPurchase, string][] = [
	["reroll", "Reroll any roll, keep the better"],
	["short-term", "Short-term benefit"],
	["long-term", "Long-term benefit"],
	["advancement", "A step toward the next tier"],
];

/**
 * One purchase's line: its price, then the XP before and after paying it (and, for a step toward
 * the next tier, where that leaves the character), or why it cannot be paid.
 */
function purchaseLine(label: string, cost: number, spent: Result<XpResult>): { part: string; text: string } {
	if (!spent.ok) return { part: "cannot", text: `${label}, ${cost} XP: ${spent.error}` };
	const [paid] = spent.value.changes;
	const after = spent.value.explanation.slice(1).map((step) => ` ${step.text}`).join("");
	return { part: "buy", text: `${label}, ${cost} XP: ${String(paid?.before)} → ${String(paid?.after)} XP.${after}` };
}

export const xpCalculator: RuleCalculator<XpCalculatorForm> = {
	title: "Experience points",
	start: { xp: 4, tier: 1, steps: 0 },
	fields: () => [
		{ kind: "number", key: "xp", label: "XP", min: 0, max: 10_000 },
		{ kind: "choice", key: "tier", label: "Tier", choices: countChoices(MAX_TIER).slice(1) },
		{ kind: "choice", key: "steps", label: "Steps bought this tier", choices: countChoices(DEFAULT_STEPS_PER_TIER - 1) },
	],
	view(form): CalculatorView {
		const holder: XpHolder = { name: "The character", xp: form.xp, tier: form.tier, advancementSteps: form.steps };
		// An intrusion refuses nothing but an XP count that is not one: its refusal is the box's message.
		const intrusion = gmIntrusion(holder, OTHER_PLAYER);
		if (!intrusion.ok) return { problem: intrusion.error };
		const lines: PreviewLine[] = PURCHASES.map(([purchase, label]) => purchaseLine(label, XP_COSTS[purchase], spendXp(holder, purchase)));
		lines.push(purchaseLine("Refuse a GM intrusion", 1, refuseIntrusion(holder)));
		lines.push({ part: "intrusion", text: intrusion.value.explanation.map((step) => step.text).join(" ") });
		if (form.tier < MAX_TIER) {
			const left = DEFAULT_STEPS_PER_TIER - form.steps;
			lines.push({ part: "tier", text: `Tier ${form.tier + 1} is ${counted(left, "step")} away: ${left * XP_COSTS.advancement} XP` });
		}
		return { lines };
	},
};
