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

export const SHIELD_KEYS = { minor: "shield-wounds-minor", moderate: "shield-wounds-moderate", broken: "shield-broken" } as const;
/** 000: "A shield can take three minor wounds, two moderate wounds, and one major wound." */
export const SHIELD_CAPACITY = { minor: 3, moderate: 2, major: 1 } as const;

export interface ShieldState {
	minor: number;
	moderate: number;
	broken: boolean;
}

/** What a broken shield does: the block's refusal and the dialog's word for it. */
export const SHIELD_BROKEN = "The shield is broken and no longer has any effect.";

export const newShield = (): ShieldState => ({ minor: 0, moderate: 0, broken: false });

export function applyShieldWound(
	target: string,
	shield: ShieldState,
	severity: WoundSeverity,
): RuleOutcome<{ shield: ShieldState; marked: WoundSeverity }> {
	const explanation: ExplainStep[] = [
		citedStep(`The shield takes the entire ${severity} wound.`, "shieldTakesWound", PAGE.defense),
	];
	let row: WoundSeverity = severity;
	const next = { ...shield };
	if (row === "minor" && next.minor >= SHIELD_CAPACITY.minor) {
		row = "moderate";
		explanation.push(citedStep(
			"The shield's minor wounds are used up: it rolls over to a moderate wound.",
			"shieldMinorRollsOver",
			PAGE.defense,
		));
	}
	if (row === "moderate" && next.moderate >= SHIELD_CAPACITY.moderate) {
		row = "major";
		explanation.push(citedStep(
			"The shield's moderate wounds are used up: it rolls over to a major wound.",
			"shieldModerateRollsOver",
			PAGE.defense,
		));
	}
	if (row === "major") {
		next.broken = true;
		explanation.push(citedStep("A major wound breaks the shield: it no longer has any effect.", "shieldBreaks", PAGE.defense));
	} else {
		next[row] += 1;
	}
	const changes: RuleOutcome<unknown>["changes"] = [];
	pushChange(changes, target, SHIELD_KEYS.minor, shield.minor, next.minor);
	pushChange(changes, target, SHIELD_KEYS.moderate, shield.moderate, next.moderate);
	pushChange(changes, target, SHIELD_KEYS.broken, shield.broken, next.broken);
	return { value: { shield: next, marked: row }, explanation, changes };
}
