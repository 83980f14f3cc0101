/**
 * The XP calculator: what XP buys and at what price (a reroll 1, a short-term benefit 2, a
 * long-term benefit 3, a step toward the next tier 4; refusing a GM intrusion 1), each asked of
 * the engine's spendXp for the XP held, so a purchase the player cannot pay says why, and how far
 * the next tier is.
 */
import { DEFAULT_STEPS_PER_TIER, gmIntrusion, MAX_TIER, refuseIntrusion, spendXp, XP_COSTS, type XpHolder, type XpPurchase, type XpResult } from "../../engine/systems/cypher/experience";
import type { Result } from "../../engine/result";
import { t } from "../../lang";
import { countChoices } from "../frame/fields";
import type { PreviewLine } from "../frame/game";
import type { CalculatorView, RuleCalculator } from "./calculator";
import { standInName } from "./stand-in";

export type XpCalculatorForm = {
	xp: number;
	tier: number;
	steps: number;
};

/** Whom the second XP of a GM intrusion goes to. */
const otherPlayer = (): XpHolder => ({ name: t("rules.xp.otherPlayer"), xp: 0, target: "another player" });

const purchases = (): [XpPurchase, string][] => [
	["reroll", t("rules.xp.reroll")],
	["short-term", t("rules.xp.shortTerm")],
	["long-term", t("rules.xp.longTerm")],
	["advancement", t("rules.xp.advancement")],
];

/**
 * One purchase's line: its price, then the XP before and after paying it (and, for a step toward
 * the next tier, where that leaves the character), or why it cannot be paid.
 */
function purchaseLine(label: string, cost: number, spent: Result<XpResult>): { part: string; text: string } {
	if (!spent.ok) return { part: "cannot", text: t("rules.xp.cannot", { label, cost, reason: spent.error }) };
	const [paid] = spent.value.changes;
	const after = spent.value.explanation.slice(1).map((step) => ` ${step.text}`).join("");
	return { part: "buy", text: t("rules.xp.buy", { label, cost, before: String(paid?.before), after: String(paid?.after), then: after }) };
}

export const xpCalculator: RuleCalculator<XpCalculatorForm> = {
	get title() {
		return t("rules.xp.title");
	},
	start: { xp: 4, tier: 1, steps: 0 },
	fields: () => [
		{ kind: "number", key: "xp", label: t("rules.xp.xp"), min: 0, max: 10_000 },
		{ kind: "choice", key: "tier", label: t("rules.recovery.tier"), choices: countChoices(MAX_TIER).slice(1) },
		{ kind: "choice", key: "steps", label: t("rules.xp.steps"), choices: countChoices(DEFAULT_STEPS_PER_TIER - 1) },
	],
	view(form): CalculatorView {
		const holder: XpHolder = { name: standInName(), xp: form.xp, tier: form.tier, advancementSteps: form.steps };
		// An intrusion refuses nothing but an XP count that is not one: its refusal is the box's message.
		const intrusion = gmIntrusion(holder, otherPlayer());
		if (!intrusion.ok) return { problem: intrusion.error };
		const lines: PreviewLine[] = purchases().map(([purchase, label]) => purchaseLine(label, XP_COSTS[purchase], spendXp(holder, purchase)));
		lines.push(purchaseLine(t("rules.xp.refuse"), 1, refuseIntrusion(holder)));
		lines.push({ part: "intrusion", text: intrusion.value.explanation.map((step) => step.text).join(" ") });
		if (form.tier < MAX_TIER) {
			const left = DEFAULT_STEPS_PER_TIER - form.steps;
			lines.push({ part: "tier", text: t("rules.xp.nextTier", { tier: form.tier + 1, steps: left, xp: left * XP_COSTS.advancement }) });
		}
		return { lines };
	},
};
