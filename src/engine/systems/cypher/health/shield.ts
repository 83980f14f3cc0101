/**
 * Shields (000): a successful block may let the shield take the whole wound.
 * A shield holds three minor and two moderate wounds, rolls over like a PC, and
 * a major wound breaks it. Kept on the character note as `shield-wounds-minor`,
 * `shield-wounds-moderate` and `shield-broken`.
 */
import type { ExplainStep } from "../../../explain";
import { PAGE, pushChange, type RuleOutcome } from "./outcome";
import type { WoundSeverity } from "./wounds";
import { citedStep } from "../cited-step";
import { t } from "../../../../lang";

export const SHIELD_KEYS = { minor: "shield-wounds-minor", moderate: "shield-wounds-moderate", broken: "shield-broken" } as const;
/** 000: "A shield can take three minor wounds, two moderate wounds, and one major wound." */
export const SHIELD_CAPACITY = { minor: 3, moderate: 2, major: 1 } as const;

export interface ShieldState {
	minor: number;
	moderate: number;
	broken: boolean;
}

/** What a broken shield does: the block's refusal and the dialog's word for it (English; `shieldBrokenText` says it in the user's language). */
export const SHIELD_BROKEN = "The shield is broken and no longer has any effect.";

/** SHIELD_BROKEN in the user's language. */
export const shieldBrokenText = (): string => t("engine.cypher.health.shieldBroken");

export const newShield = (): ShieldState => ({ minor: 0, moderate: 0, broken: false });

export function applyShieldWound(
	target: string,
	shield: ShieldState,
	severity: WoundSeverity,
): RuleOutcome<{ shield: ShieldState; marked: WoundSeverity }> {
	const explanation: ExplainStep[] = [
		citedStep(t("engine.cypher.health.shieldTakesWound", { severity }), "shieldTakesWound", PAGE.defense),
	];
	let row: WoundSeverity = severity;
	const next = { ...shield };
	if (row === "minor" && next.minor >= SHIELD_CAPACITY.minor) {
		row = "moderate";
		explanation.push(citedStep(
			t("engine.cypher.health.shieldMinorRollsOver"),
			"shieldMinorRollsOver",
			PAGE.defense,
		));
	}
	if (row === "moderate" && next.moderate >= SHIELD_CAPACITY.moderate) {
		row = "major";
		explanation.push(citedStep(
			t("engine.cypher.health.shieldModerateRollsOver"),
			"shieldModerateRollsOver",
			PAGE.defense,
		));
	}
	if (row === "major") {
		next.broken = true;
		explanation.push(citedStep(t("engine.cypher.health.shieldBreaks"), "shieldBreaks", PAGE.defense));
	} else {
		next[row] += 1;
	}
	const changes: RuleOutcome<unknown>["changes"] = [];
	pushChange(changes, target, SHIELD_KEYS.minor, shield.minor, next.minor);
	pushChange(changes, target, SHIELD_KEYS.moderate, shield.moderate, next.moderate);
	pushChange(changes, target, SHIELD_KEYS.broken, shield.broken, next.broken);
	return { value: { shield: next, marked: row }, explanation, changes };
}
