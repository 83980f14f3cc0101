/**
 * The wounds variant (seed 000): three boxes each of minor, moderate and major
 * wounds (more when a type or ability gives them), rolling over upward when a
 * row is full; a full moderate row and each major wound hinder; the last major
 * box (the third for a core character) kills.
 */
import { t } from "../../../../lang";
import { woundKey, type CypherCharacter, type DamageModel, type Wounds } from "../character";
import type { ExplainStep } from "../../../explain";
import { PAGE, pushChange, type RuleOutcome } from "./outcome";
import { checkCharacter } from "./validate";
import { fail, ok, type Result } from "../../../result";
import { citedStep } from "../cited-step";
import { choiceProblem } from "../../choice";

export type WoundSeverity = keyof Wounds;
export const SEVERITIES: readonly WoundSeverity[] = ["minor", "moderate", "major"];
/** Boxes per severity for a core character (000: "three minor wounds, three moderate wounds, and three major wounds"). */
export const WOUND_BOXES = 3;

/** Why a wound read from a note or a dialog is not minor, moderate or major, or null. */
export const severityProblem = (severity: unknown): string | null => choiceProblem(t("engine.cypher.health.field.woundSeverity"), severity, SEVERITIES);

/** One step more severe, or null past major (a fourth row does not exist: the third major wound is death). */
export function worse(severity: WoundSeverity): WoundSeverity | null {
	return severity === "minor" ? "moderate" : severity === "moderate" ? "major" : null;
}

/** One step less severe, or null below minor (no wound at all). */
export function milder(severity: WoundSeverity): WoundSeverity | null {
	return severity === "major" ? "moderate" : severity === "moderate" ? "minor" : null;
}

/** Three boxes of each severity: a core character's (000). */
export const CORE_WOUND_BOXES: Readonly<Wounds> = { minor: WOUND_BOXES, moderate: WOUND_BOXES, major: WOUND_BOXES };

/** 000: the third major wound means death; with more major boxes (a type's), the last one. */
export const isDeadByWounds = (wounds: Wounds, boxes: Readonly<Wounds> = CORE_WOUND_BOXES): boolean => wounds.major >= boxes.major;

/**
 * Dead by the campaign's damage rules: the third major wound (000; the default), or the last step of
 * 001's damage track ("3 stat pools = 0": citation "trackThreePoolsEmpty").
 */
export const isDead = (character: Pick<CypherCharacter, "wounds" | "damageTrack" | "woundBoxes">, model: DamageModel | undefined): boolean =>
	model === "damage-track" ? character.damageTrack === "dead" : isDeadByWounds(character.wounds, character.woundBoxes);

/**
 * Steps every action is hindered by because of wounds. 000 gives two separate
 * sources and does not say they replace each other, so they add up.
 */
export function woundHindrance(wounds: Wounds, boxes: Readonly<Wounds> = CORE_WOUND_BOXES): { steps: number; explanation: ExplainStep[] } {
	// The last major wound is death, not one more step of hindrance: a dead character takes no action to hinder.
	if (isDeadByWounds(wounds, boxes)) {
		const text = boxes.major === CORE_WOUND_BOXES.major ? t("engine.cypher.health.threeMajorWounds") : t("engine.cypher.health.majorWoundsDead", { wounds: boxes.major });
		return { steps: 0, explanation: [citedStep(text, "thirdMajorWoundKills", PAGE.rules)] };
	}
	const explanation: ExplainStep[] = [];
	let steps = 0;
	if (wounds.moderate >= boxes.moderate) {
		steps += 1;
		explanation.push(citedStep(
			t("engine.cypher.health.moderateWoundsHinder"),
			"moderateWoundsHinder",
			PAGE.rules,
		));
	}
	const majors = wounds.major;
	if (majors > 0) {
		steps += majors;
		explanation.push(citedStep(
			t("engine.cypher.health.majorWoundsHinder", { wounds: majors }),
			"majorWoundHinders",
			PAGE.rules,
		));
	}
	return { steps, explanation };
}

export interface WoundResult {
	wounds: Wounds;
	/** The box actually marked after rollover, or null when the character was already dead. */
	marked: WoundSeverity | null;
	dead: boolean;
	/** Steps all actions are hindered by after the wound. */
	hindrance: number;
}

/**
 * Marks one wound of `severity`, rolling over to the next row when the row is
 * full. Taking a wound when already dead changes nothing.
 */
export function takeWound(character: CypherCharacter, severity: WoundSeverity): Result<RuleOutcome<WoundResult>> {
	const error = checkCharacter(character) ?? severityProblem(severity);
	if (error) return fail(error);
	const outcome = markWounds(character.name, character.wounds, [severity], character.woundBoxes);
	return ok(outcome);
}

/** Marks several wounds in order (e.g. an attack's wound plus the extra minor one for taking the attack). */
export function markWounds(
	target: string,
	start: Wounds,
	severities: readonly WoundSeverity[],
	boxes: Readonly<Wounds> = CORE_WOUND_BOXES,
): RuleOutcome<WoundResult> {
	const wounds: Wounds = { ...start };
	const explanation: ExplainStep[] = [];
	let marked: WoundSeverity | null = null;
	for (const incoming of severities) {
		marked = null;
		if (isDeadByWounds(wounds, boxes)) {
			explanation.push(citedStep(t("engine.cypher.health.alreadyDead", { severity: incoming })));
			continue;
		}
		let row: WoundSeverity | null = incoming;
		while (row && wounds[row] >= boxes[row]) {
			const next: WoundSeverity | null = worse(row);
			if (!next) break;
			explanation.push(citedStep(
				t("engine.cypher.health.woundRollsOver", { severity: row, next }),
				row === "minor"
						? "minorWoundsRollOver"
						: "moderateWoundsRollOver",
				PAGE.rules,
			));
			row = next;
		}
		if (!row) continue;
		wounds[row] += 1;
		marked = row;
		explanation.push(citedStep(t("engine.cypher.health.woundMarked", { severity: row, marked: wounds[row], boxes: boxes[row] }), boxes[row] > WOUND_BOXES ? "extraWounds" : "markWound", PAGE.rules));
		if (isDeadByWounds(wounds, boxes)) {
			explanation.push(citedStep(boxes.major === WOUND_BOXES ? t("engine.cypher.health.thirdMajorWound") : t("engine.cypher.health.lastMajorWound"), "thirdMajorWoundKills", PAGE.rules));
		}
	}
	const dead = isDeadByWounds(wounds, boxes);
	const hindrance = woundHindrance(wounds, boxes);
	if (!dead) explanation.push(...hindrance.explanation);
	const changes: RuleOutcome<WoundResult>["changes"] = [];
	for (const severity of SEVERITIES) pushChange(changes, target, woundKey(severity), start[severity], wounds[severity]);
	return { value: { wounds, marked, dead, hindrance: dead ? 0 : hindrance.steps }, explanation, changes };
}
