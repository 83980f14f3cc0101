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

export function adoptStances(bcb: number, choices: readonly StanceChoice[], settings: D20Settings): Result<StanceResult> {
	if (choices.length > MAX_STANCES) return fail(`At most ${MAX_STANCES} stances at once.`);
	const explanation: CitedExplanation = [];
	if (choices.length === 0) {
		return ok({ adjustments: [], combined: [], needsGmApproval: false, explanation: [citedStep("Fighting neutrally: no stance, no bonus or penalty.")] });
	}
	const max = maxStanceLevel(bcb, settings);
	if (max === null) return fail(`With BCB +${bcb} the stance table allows no stance.`);
	const adjustments: Adjustment[] = [];
	const seen = new Set<string>();
	for (const choice of choices) {
		const name = typeof choice.stance === "string" ? choice.stance : null;
		const shape: StanceShape | undefined = name ? (NAMED_STANCES as Record<string, StanceShape>)[name] : (choice.stance as StanceShape);
		if (!shape) return fail(`"${String(name).slice(0, 40)}" is not a stance: use aggressive, defensive, precision, reckless or a bonus/penalty pair.`);
		if (!STANCE_ROLLS.includes(shape.bonus) || !STANCE_ROLLS.includes(shape.penalty)) {
			return fail("A stance trades between attack, defence and damage.");
		}
		if (shape.bonus === shape.penalty) return fail("A stance takes its bonus and its penalty on two different rolls.");
		const label = name ?? `${shape.bonus} for ${shape.penalty}`;
		if (seen.has(label)) return fail(`The ${label} stance is chosen twice.`);
		seen.add(label);
		const level = choice.level ?? max;
		const levelProblem = choiceProblem("level", level, ADJUSTMENT_LEVELS);
		if (levelProblem) return fail(levelProblem);
		if (ADJUSTMENT_LEVELS.indexOf(level) > ADJUSTMENT_LEVELS.indexOf(max)) {
			return fail(`With BCB +${bcb} a stance can be at most ${max}, not ${level}.`);
		}
		adjustments.push(
			{ level, direction: "bonus", applies: shape.bonus, source: `${label} stance` },
			{ level, direction: "penalty", applies: shape.penalty, source: `${label} stance` },
		);
		explanation.push(citedStep(
			`${label[0]?.toUpperCase()}${label.slice(1)} stance: ${level} bonus to ${shape.bonus}, ${level} penalty to ${shape.penalty}.`,
			"stance",
		));
	}
	const combined = combineAll(adjustments, settings);
	if (!combined.ok) return combined;
	if (choices.length > 1) explanation.push(citedStep("The stances combine along the track.", "stanceCombine"));
	for (const roll of combined.value) explanation.push(...roll.explanation);
	const rollsWithBonus = new Set(adjustments.filter((a) => a.direction === "bonus").map((a) => a.applies));
	const needsGmApproval = adjustments.some((a) => a.direction === "penalty" && rollsWithBonus.has(a.applies));
	if (needsGmApproval) explanation.push(citedStep("These stances pull one roll both ways: the GM may not allow the combination.", "stanceGm"));
	return ok({ adjustments, combined: combined.value, needsGmApproval, explanation });
}
