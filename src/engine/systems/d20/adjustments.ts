/**
 * Circumstance bonuses and penalties along the Minor → Major → Extreme track.
 *
 * Model: each level is worth a number of "Minor steps" (Minor 1, Major 2,
 * Extreme 4), which makes every line of the seed's table true: Minor + Minor =
 * 2 = Major, Major + Minor + Minor = 4 = Extreme, Major + Major = 4 = Extreme.
 * A lone leftover Minor does not lift a Major (two of one level are needed).
 * Bonuses and penalties on the same roll cancel step for step, so a Minor
 * penalty cancels a Minor bonus and reduces a Major bonus to a Minor. Each side
 * stops at Extreme, the end of the track.
 */
import { signed } from "../../text";
import { fail, ok, type Result } from "../../result";
import type { CitationId, CitedExplanation } from "./citations";
import { ADJUSTMENT_LEVELS, adjustmentSize, type AdjustmentLevel, type D20Settings } from "./settings";
import { choiceProblem } from "../choice";
import { citedStep } from "./cited-step";
import { t } from "../../../lang";

export type Direction = "bonus" | "penalty";

export interface Adjustment {
	level: AdjustmentLevel;
	direction: Direction;
	/** What it applies to, e.g. "attack", "defence", "damage", "speed", "skill:diplomacy". */
	applies: string;
	/** Where it comes from, e.g. "laser sight"; adjustments from the same source do not combine. */
	source?: string;
}

export interface CombinedAdjustment {
	applies: string;
	/** The net level after combining and cancelling, or null when nothing is left. */
	level: AdjustmentLevel | null;
	direction: Direction | null;
	/** Signed number to add to the roll (settings give the sizes). */
	value: number;
	explanation: CitedExplanation;
}

const STEPS: Record<AdjustmentLevel, number> = { minor: 1, major: 2, extreme: 4 };
const EXTREME_STEPS = STEPS.extreme;
const MAX_ADJUSTMENTS = 1000;

/** "Minor", "Major", "Extreme" in the reader's language. */
const label = (level: AdjustmentLevel): string => t("engine.d20.level", { level });
/** The roll an adjustment is on ("attack", "Defence", "check"), in the reader's language. */
const rollWord = (applies: string): string => t("d20.roll", { roll: applies });

/** The level a number of Minor steps reaches on the track (null for none). */
export function levelOfSteps(steps: number): AdjustmentLevel | null {
	if (steps >= STEPS.extreme) return "extreme";
	if (steps >= STEPS.major) return "major";
	if (steps >= STEPS.minor) return "minor";
	return null;
}

/**
 * Combines the adjustments that apply to one roll (all with the same `applies`;
 * others are ignored). Returns the net level and its signed size.
 */
export function combineAdjustments(
	adjustments: readonly Adjustment[],
	applies: string,
	settings: D20Settings,
): Result<CombinedAdjustment> {
	if (adjustments.length > MAX_ADJUSTMENTS) return fail(t("engine.d20.track.tooMany", { count: adjustments.length, max: MAX_ADJUSTMENTS }));
	for (const adjustment of adjustments) {
		const problem = choiceProblem(t("engine.d20.field.adjustmentLevel"), adjustment.level, ADJUSTMENT_LEVELS) ?? choiceProblem(t("engine.d20.field.adjustmentDirection"), adjustment.direction, ["bonus", "penalty"]);
		if (problem) return fail(problem);
	}
	const explanation: CitedExplanation = [];
	const relevant = dropSameSource(
		adjustments.filter((a) => a.applies === applies),
		explanation,
	);
	const side = (direction: Direction): number => {
		const levels = relevant.filter((a) => a.direction === direction).map((a) => a.level);
		if (levels.length === 0) return 0;
		const raw = levels.reduce((sum, level) => sum + STEPS[level], 0);
		const steps = Math.min(raw, EXTREME_STEPS);
		const reached = levelOfSteps(steps);
		if (levels.length > 1 && reached) {
			const values = { direction, roll: rollWord(applies), levels: levels.map(label).join(" + "), reached: label(reached) };
			explanation.push(citedStep(raw > EXTREME_STEPS ? t("engine.d20.track.sumCapped", values) : t("engine.d20.track.sum", values), trackSource(levels)));
		}
		return steps;
	};
	const bonus = side("bonus");
	const penalty = side("penalty");
	const net = bonus - penalty;
	const level = levelOfSteps(Math.abs(net));
	const direction: Direction | null = level === null ? null : net > 0 ? "bonus" : "penalty";
	if (bonus > 0 && penalty > 0) {
		explanation.push(citedStep(
			level
				? t("engine.d20.track.cancel", { roll: rollWord(applies), bonus: levelOfSteps(bonus) ?? "minor", penalty: levelOfSteps(penalty) ?? "minor", level, direction: direction ?? "bonus" })
				: t("engine.d20.track.cancelNothing", { roll: rollWord(applies) }),
			"cancel",
		));
	}
	const value = level === null ? 0 : (direction === "bonus" ? 1 : -1) * adjustmentSize(level, settings);
	if (level) {
		explanation.push(citedStep(t("engine.d20.track.value", { level, direction: direction ?? "bonus", roll: rollWord(applies), value: signed(value) }), "track"));
	}
	return ok({ applies, level, direction, value, explanation });
}

/** Every roll the adjustments name, each combined on its own. */
export function combineAll(adjustments: readonly Adjustment[], settings: D20Settings): Result<CombinedAdjustment[]> {
	const targets = [...new Set(adjustments.map((a) => a.applies))];
	const out: CombinedAdjustment[] = [];
	for (const applies of targets) {
		const combined = combineAdjustments(adjustments, applies, settings);
		if (!combined.ok) return combined;
		out.push(combined.value);
	}
	return ok(out);
}

/** Of adjustments from one source in one direction, only the largest counts. */
function dropSameSource(adjustments: readonly Adjustment[], explanation: CitedExplanation): Adjustment[] {
	const kept = new Map<string, Adjustment>();
	const out: Adjustment[] = [];
	for (const adjustment of adjustments) {
		if (adjustment.source === undefined || adjustment.source === "") {
			out.push(adjustment);
			continue;
		}
		const key = `${adjustment.direction}\u0000${adjustment.source}`;
		const previous = kept.get(key);
		if (previous) {
			explanation.push(citedStep(t("engine.d20.track.sameSource", { direction: adjustment.direction, source: adjustment.source.slice(0, 80) }), "sameSource"));
			if (STEPS[adjustment.level] > STEPS[previous.level]) kept.set(key, adjustment);
		} else {
			kept.set(key, adjustment);
		}
	}
	return [...out, ...kept.values()];
}

/** The citation for how these levels add up on the track. */
function trackSource(levels: readonly AdjustmentLevel[]): CitationId {
	const majors = levels.filter((l) => l === "major").length;
	const minors = levels.filter((l) => l === "minor").length;
	if (majors >= 2) return "majorMajor";
	if (majors === 1 && minors >= 2) return "majorMinorMinor";
	if (minors >= 2) return "minorMinor";
	return "track";
}
