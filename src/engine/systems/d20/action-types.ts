/**
 * The d20 game's actions in a round (seed 004): a standard and a short action, or two short actions,
 * or one full-round action, and any number of free actions; restricted (and in the surprise round)
 * a single standard or short action. Which kind each thing takes is data (ACTION_OF), so a rule
 * pack can change it; what a round can still hold is worked out here, once.
 */
import { fail, ok, type Result } from "../../result";
import type { CitedExplanation } from "./citations";
import { citedStep } from "./cited-step";
import { t } from "../../../lang";

/** The kinds of action a round is made of. "none" is not an action at all (an Opportunity attack). */
export type ActionType = "standard" | "short" | "full-round" | "free" | "none";

export const ACTION_TYPES: readonly ActionType[] = ["standard", "short", "full-round", "free", "none"];

/** How the dialogs and the tracker name each kind. */
export const ACTION_NAMES: Readonly<Record<ActionType, string>> = {
	standard: "standard action",
	short: "short action",
	"full-round": "full-round action",
	free: "free action",
	none: "no action",
};

/** The kinds a round's record counts (free actions and non-actions take nothing from the round). */
const COUNTED: readonly ActionType[] = ["standard", "short", "full-round"];

export interface RoundLimits {
	/** 004: "you are restricted to taking only a single standard action or a single short action". */
	restricted?: boolean;
	/** 004: in the surprise round the aware "each take a standard or short action". */
	surprise?: boolean;
}

interface Counts {
	standard: number;
	short: number;
	fullRound: number;
}

function counts(used: readonly string[]): Counts {
	return {
		standard: used.filter((a) => a === "standard").length,
		short: used.filter((a) => a === "short").length,
		fullRound: used.filter((a) => a === "full-round").length,
	};
}

/** What the round still holds, by kind. */
export function actionsLeft(used: readonly string[], limits: RoundLimits = {}): { standard: boolean; short: boolean; fullRound: boolean } {
	const c = counts(used);
	const taken = c.standard + c.short + c.fullRound;
	if (limits.restricted === true || limits.surprise === true) return { standard: taken === 0, short: taken === 0, fullRound: false };
	return {
		standard: c.fullRound === 0 && c.standard === 0 && c.short <= 1,
		short: c.fullRound === 0 && c.standard + c.short <= 1,
		fullRound: taken === 0,
	};
}

/** What is left, as the tracker row and a refusal say it: "a standard and a short action, or a full-round action". */
export function leftText(used: readonly string[], limits: RoundLimits = {}): string {
	const left = actionsLeft(used, limits);
	const c = counts(used);
	if (limits.restricted === true || limits.surprise === true) return left.standard ? t("engine.d20.left", { left: "single" }) : t("engine.d20.left", { left: "free" });
	if (left.fullRound) return t("engine.d20.left", { left: "all" });
	if (left.standard) return c.short === 1 ? t("engine.d20.left", { left: "standardOrShort" }) : t("engine.d20.left", { left: "standard" });
	if (left.short) return t("engine.d20.left", { left: "short" });
	return t("engine.d20.left", { left: "free" });
}

/**
 * Whether `type` fits in what the round still holds, with the rule that decides it; the refusal says
 * what is left. A free action or no action always fits.
 */
export function takeAction(used: readonly string[], type: ActionType, limits: RoundLimits = {}): Result<CitedExplanation> {
	if (type === "free" || type === "none") return ok([]);
	const left = actionsLeft(used, limits);
	const fits = type === "standard" ? left.standard : type === "short" ? left.short : left.fullRound;
	const why = limits.surprise === true ? "surprise" : limits.restricted === true ? "restricted" : "round";
	if (!fits) {
		const restrictedFull = type === "full-round" && (limits.restricted === true || limits.surprise === true);
		return fail(restrictedFull ? t("engine.d20.action.fullRoundRefused", { why }) : t("engine.d20.action.noneLeft", { type, left: leftText(used, limits) }));
	}
	const after = [...used.filter((a) => COUNTED.includes(a as ActionType)), type];
	const explanation: CitedExplanation = [
		citedStep(
			t("engine.d20.action.taken", { type, left: leftText(after, limits) }),
			limits.restricted === true ? "restricted" : limits.surprise === true ? "surpriseAction" : "actionTypes",
		),
	];
	return ok(explanation);
}

/** How many Opportunity attacks the round's record counts. */
export const OPPORTUNITY = "opportunity attack";
export const opportunityAttacksIn = (used: readonly string[]): number => used.filter((a) => a === OPPORTUNITY).length;

/** 004: "A round is 6 seconds long, so there are 10 rounds in one minute." */
export const ROUND_SECONDS = 6;

/** "18 seconds", "1 minute 12 seconds": how long `rounds` rounds take. */
export function roundsTime(rounds: number): string {
	const seconds = Math.max(0, rounds) * ROUND_SECONDS;
	const minutes = Math.floor(seconds / 60);
	const rest = seconds % 60;
	if (minutes === 0) return t("encounter.time.seconds", { seconds: rest });
	return rest === 0 ? t("encounter.time.minutes", { minutes }) : t("encounter.time.minutesSeconds", { minutes, seconds: rest });
}
