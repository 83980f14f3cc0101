/**
 * Shields (000): a successful block may let the shield take the whole wound.
 * A shield holds three minor and two moderate wounds, rolls over like a PC, and
 * a major wound breaks it. Kept on the character note as `shield-wounds-minor`,
 * `shield-wounds-moderate` and `shield-broken`.
 */
import type { ExplainStep } from "../../../explain";
import { cite, PAGE, pushChange, SEED_PLAYER, type RuleOutcome } from "./outcome";
import type { WoundSeverity } from "./wounds";

export const SHIELD_KEYS = { minor: "shield-wounds-minor", moderate: "shield-wounds-moderate", broken: "shield-broken" } as const;
/** 000: "A shield can take three minor wounds, two moderate wounds, and one major wound." */
export const SHIELD_CAPACITY = { minor: 3, moderate: 2, major: 1 } as const;

export interface ShieldState {
	minor: number;
	moderate: number;
	broken: boolean;
}

export const newShield = (): ShieldState => ({ minor: 0, moderate: 0, broken: false });

export function applyShieldWound(
	target: string,
	shield: ShieldState,
	severity: WoundSeverity,
): RuleOutcome<{ shield: ShieldState; marked: WoundSeverity }> {
	const explanation: ExplainStep[] = [
		{
			text: `The shield takes the entire ${severity} wound.`,
			source: cite(SEED_PLAYER, "you can have the shield take the entire wound from the attack so you take no damage"),
			page: PAGE.defense,
		},
	];
	let row: WoundSeverity = severity;
	const next = { ...shield };
	if (row === "minor" && next.minor >= SHIELD_CAPACITY.minor) {
		row = "moderate";
		explanation.push({
			text: "The shield's minor wounds are used up: it rolls over to a moderate wound.",
			source: cite(SEED_PLAYER, "when a shield runs out of minor wounds, additional minor wounds become (“roll over to”) moderate wounds"),
			page: PAGE.defense,
		});
	}
	if (row === "moderate" && next.moderate >= SHIELD_CAPACITY.moderate) {
		row = "major";
		explanation.push({
			text: "The shield's moderate wounds are used up: it rolls over to a major wound.",
			source: cite(SEED_PLAYER, "when it runs out of moderate wounds, additional moderate wounds become (“roll over to”) major wounds"),
			page: PAGE.defense,
		});
	}
	if (row === "major") {
		next.broken = true;
		explanation.push({
			text: "A major wound breaks the shield: it no longer has any effect.",
			source: cite(SEED_PLAYER, "When a shield takes a major wound, it is broken, ruined, or destroyed and no longer has any effect."),
			page: PAGE.defense,
		});
	} else {
		next[row] += 1;
	}
	const changes: RuleOutcome<unknown>["changes"] = [];
	pushChange(changes, target, SHIELD_KEYS.minor, shield.minor, next.minor);
	pushChange(changes, target, SHIELD_KEYS.moderate, shield.moderate, next.moderate);
	pushChange(changes, target, SHIELD_KEYS.broken, shield.broken, next.broken);
	return { value: { shield: next, marked: row }, explanation, changes };
}
