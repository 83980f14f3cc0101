/**
 * The recovery calculator: the roll d6 + tier (+2 when the one-action recovery is a Last action,
 * 000), its range and average from the engine's recoveryOdds, which recovery of the day comes next
 * in the order one action, ten minutes, one hour, ten hours (planRecovery), and a Roll that logs.
 */
import { MAX_TIER } from "../../engine/systems/cypher/experience";
import { LAST_ACTION_BONUS, planRecovery, RECOVERY_LABEL, RECOVERY_ORDER, recoveryOdds, rollRecovery, type RecoveryKind } from "../../engine/systems/cypher/recovery";
import { capital, counted } from "../../engine/text";
import { formatStat } from "../dice/format";
import { countChoices } from "../frame/fields";
import type { CalculatorView, RuleCalculator } from "./calculator";
import { standIn } from "./stand-in";

export type RecoveryCalculatorForm = {
	tier: number;
	used: number;
	lastAction: boolean;
};

/** "One action", "Ten minutes": a recovery as the day's order lists it. */
const restText = (kind: RecoveryKind): string => capital(kind.replace("-", " "));

export const recoveryCalculator: RuleCalculator<RecoveryCalculatorForm> = {
	title: "Recovery rolls",
	start: { tier: 1, used: 0, lastAction: false },
	fields: () => [
		{ kind: "choice", key: "tier", label: "Tier", choices: countChoices(MAX_TIER).slice(1) },
		{ kind: "choice", key: "used", label: "Recoveries used today", choices: countChoices(RECOVERY_ORDER.length) },
		{ kind: "toggle", key: "lastAction", label: `As a Last action (+${LAST_ACTION_BONUS})`, description: "The one-action recovery only." },
	],
	view(form): CalculatorView {
		const odds = recoveryOdds(form.tier, form.lastAction);
		if (!odds.ok) return { problem: odds.error };
		const character = standIn({ tier: form.tier, recoveriesUsed: form.used });
		const order = { part: "order", text: `Each day: ${RECOVERY_ORDER.map(restText).join(", ")}` };
		const next = planRecovery(character);
		if (!next.ok) return { lines: [order, { part: "next", text: next.error }] };
		const kind = next.value.kind;
		// Asked of the engine only to learn whether this recovery may be a Last action: the die
		// itself is rolled by the Roll button, logged with the page.
		const allowed = rollRecovery(character, { face: 1 }, { lastAction: form.lastAction, kind });
		if (!allowed.ok) return { problem: allowed.error };
		const totals = [...odds.value.keys()];
		const average = [...odds.value].reduce((sum, [points, p]) => sum + points * p, 0);
		const bonus = form.tier + (form.lastAction ? LAST_ACTION_BONUS : 0);
		const dice = `1d6 + ${form.tier}${form.lastAction ? ` + ${LAST_ACTION_BONUS}` : ""}`;
		return {
			lines: [
				{ part: "points", text: `Roll ${dice}: ${Math.min(...totals)} to ${Math.max(...totals)} points, ${formatStat(average)} on average` },
				{ part: "next", text: `Next: the ${RECOVERY_LABEL[kind]} recovery (${form.used + 1} of ${RECOVERY_ORDER.length} today)` },
				order,
				{ part: "split", text: "The points go to the Pools as the player likes, none above its maximum." },
			],
			roll: {
				button: "Roll recovery",
				expression: `1d6+${bonus}`,
				label: `Recovery roll (${RECOVERY_LABEL[kind]}, ${dice})`,
				say: (total) => counted(total, "point"),
			},
		};
	},
};
