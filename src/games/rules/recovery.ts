/**
 * The recovery calculator: the roll d6 + tier (+2 when the one-action recovery is a Last action,
 * 000), its range and average from the engine's recoveryOdds, which recovery of the day comes next
 * in the order one action, ten minutes, one hour, ten hours (planRecovery), and a Roll that logs.
 */
import { MAX_TIER } from "../../engine/systems/cypher/experience";
import { LAST_ACTION_BONUS, planRecovery, RECOVERY_ORDER, recoveryOdds, rollRecovery, type RecoveryKind } from "../../engine/systems/cypher/recovery";
import { formatNumber, t } from "../../lang";
import { countChoices } from "../frame/fields";
import type { CalculatorView, RuleCalculator } from "./calculator";
import { standIn } from "./stand-in";

export type RecoveryCalculatorForm = {
	tier: number;
	used: number;
	lastAction: boolean;
};

/** "One action", "Ten minutes": a recovery as the day's order lists it. */
const restText = (kind: RecoveryKind): string => t("rules.recovery.rest", { kind });

export const recoveryCalculator: RuleCalculator<RecoveryCalculatorForm> = {
	get title() {
		return t("rules.recovery.title");
	},
	start: { tier: 1, used: 0, lastAction: false },
	fields: () => [
		{ kind: "choice", key: "tier", label: t("rules.recovery.tier"), choices: countChoices(MAX_TIER).slice(1) },
		{ kind: "choice", key: "used", label: t("rules.recovery.used"), choices: countChoices(RECOVERY_ORDER.length) },
		{ kind: "toggle", key: "lastAction", label: t("rules.recovery.lastAction", { bonus: LAST_ACTION_BONUS }), description: t("rules.recovery.lastActionDesc") },
	],
	view(form): CalculatorView {
		const odds = recoveryOdds(form.tier, form.lastAction);
		if (!odds.ok) return { problem: odds.error };
		const character = standIn({ tier: form.tier, recoveriesUsed: form.used });
		const order = { part: "order", text: t("rules.recovery.order", { order: RECOVERY_ORDER.map(restText).join(", ") }) };
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
				{ part: "points", text: t("rules.recovery.points", { dice, min: Math.min(...totals), max: Math.max(...totals), average: formatNumber(average, { maximumFractionDigits: 2 }) }) },
				{ part: "next", text: t("rules.recovery.next", { kind, nth: form.used + 1, of: RECOVERY_ORDER.length }) },
				order,
				{ part: "split", text: t("rules.recovery.split") },
			],
			roll: {
				button: t("rules.recovery.roll"),
				expression: `1d6+${bonus}`,
				label: t("rules.recovery.rollLabel", { kind, dice }),
				say: (total) => t("rules.recovery.said", { points: total }),
			},
		};
	},
};
