/**
 * Combat stances: a bonus to one of attack, defence and damage with an equal
 * penalty to another, as large as the stance table allows for the BCB.
 * A stance yields ordinary adjustments, so combined stances (and cover,
 * flanking…) meet on the Minor → Major → Extreme track.
 */
import { fail, ok, type Result } from "../../result";
import { combineAll, type Adjustment, type CombinedAdjustment } from "./adjustments";
import type { CitedExplanation } from "./citations";
import { ADJUSTMENT_LEVELS, maxStanceLevel, type AdjustmentLevel, type D20Settings } from "./settings";
import { choiceProblem } from "../choice";
import { citedStep } from "./cited-step";
import { capital } from "../../text";
import { t } from "../../../lang";

export type StanceRoll = "attack" | "defence" | "damage";
export const STANCE_ROLLS: readonly StanceRoll[] = ["attack", "defence", "damage"];

export interface StanceShape {
	bonus: StanceRoll;
	penalty: StanceRoll;
}

/**
 * The four named stances. The text names them without their rolls; these
 * follow its words: reckless "neglecting your defence in favour of scoring
 * more hits", defensive "protecting yourself at the expense of attacks", and
 * aggressive + reckless "taking a larger penalty to Defence and gaining a bonus
 * to both attack and damage" (so aggressive trades Defence for damage).
 * Precision trades damage for accuracy.
 */
export const NAMED_STANCES = {
	reckless: { bonus: "attack", penalty: "defence" },
	aggressive: { bonus: "damage", penalty: "defence" },
	defensive: { bonus: "defence", penalty: "attack" },
	precision: { bonus: "attack", penalty: "damage" },
} as const satisfies Record<string, StanceShape>;
export type StanceName = keyof typeof NAMED_STANCES;

export interface StanceChoice {
	/** A named stance or a made-up pair ("you can make up other combinations"). */
	stance: StanceName | StanceShape;
	/** How large; at most the table's maximum for the BCB. Defaults to that maximum. */
	level?: AdjustmentLevel;
}

export interface StanceResult {
	/** The adjustments the stances make, to combine with other circumstances. */
	adjustments: Adjustment[];
	/** Each roll's net adjustment from the stances alone. */
	combined: CombinedAdjustment[];
	/** A roll gets both a bonus and a penalty: the GM may not allow this. */
	needsGmApproval: boolean;
	explanation: CitedExplanation;
}

const MAX_STANCES = 6;

/** A roll as running text names it: "attack", "defence", "damage". */
const rollWord = (roll: StanceRoll): string => t("d20.roll", { roll });

export function adoptStances(bcb: number, choices: readonly StanceChoice[], settings: D20Settings): Result<StanceResult> {
	if (choices.length > MAX_STANCES) return fail(t("engine.d20.stance.tooMany", { max: MAX_STANCES }));
	const explanation: CitedExplanation = [];
	if (choices.length === 0) {
		return ok({ adjustments: [], combined: [], needsGmApproval: false, explanation: [citedStep(t("engine.d20.stance.neutral"))] });
	}
	const max = maxStanceLevel(bcb, settings);
	if (max === null) return fail(t("engine.d20.stance.noneAllowed", { bcb }));
	const adjustments: Adjustment[] = [];
	const seen = new Set<string>();
	for (const choice of choices) {
		const name = typeof choice.stance === "string" ? choice.stance : null;
		const shape: StanceShape | undefined = name ? (NAMED_STANCES as Record<string, StanceShape>)[name] : (choice.stance as StanceShape);
		if (!shape) return fail(t("engine.d20.stance.unknown", { name: String(name).slice(0, 40) }));
		if (!STANCE_ROLLS.includes(shape.bonus) || !STANCE_ROLLS.includes(shape.penalty)) {
			return fail(t("engine.d20.stance.rolls"));
		}
		if (shape.bonus === shape.penalty) return fail(t("engine.d20.stance.sameRoll"));
		// The stance as the player reads it: its name, or the pair it trades ("attack for damage").
		const label = name !== null ? t("d20.stance", { stance: name }) : t("engine.d20.stance.pair", { bonus: rollWord(shape.bonus), penalty: rollWord(shape.penalty) });
		if (seen.has(label)) return fail(t("engine.d20.stance.twice", { stance: label }));
		seen.add(label);
		const level = choice.level ?? max;
		const levelProblem = choiceProblem(t("engine.d20.field.adjustmentLevel"), level, ADJUSTMENT_LEVELS);
		if (levelProblem) return fail(levelProblem);
		if (ADJUSTMENT_LEVELS.indexOf(level) > ADJUSTMENT_LEVELS.indexOf(max)) {
			return fail(t("engine.d20.stance.tooLarge", { bcb, max, level }));
		}
		const source = t("engine.d20.stance.source", { stance: label });
		adjustments.push(
			{ level, direction: "bonus", applies: shape.bonus, source },
			{ level, direction: "penalty", applies: shape.penalty, source },
		);
		explanation.push(citedStep(
			t("engine.d20.stance.adopted", { stance: capital(label), level, bonus: rollWord(shape.bonus), penalty: rollWord(shape.penalty) }),
			"stance",
		));
	}
	const combined = combineAll(adjustments, settings);
	if (!combined.ok) return combined;
	if (choices.length > 1) explanation.push(citedStep(t("engine.d20.stance.combine"), "stanceCombine"));
	for (const roll of combined.value) explanation.push(...roll.explanation);
	const rollsWithBonus = new Set(adjustments.filter((a) => a.direction === "bonus").map((a) => a.applies));
	const needsGmApproval = adjustments.some((a) => a.direction === "penalty" && rollsWithBonus.has(a.applies));
	if (needsGmApproval) explanation.push(citedStep(t("engine.d20.stance.bothWays"), "stanceGm"));
	return ok({ adjustments, combined: combined.value, needsGmApproval, explanation });
}
