/**
 * The single-die model of a dice term, shared by both interpreters so they
 * cannot disagree: which faces a die can show, how a reroll reshapes it, what
 * triggers an explosion, and what one die scores under success counting.
 */
import type { DiceTerm } from "./ast";
import { faceList, matches } from "./parse";

/** The face that makes a die explode: its highest. */
export function explodeFace(term: DiceTerm): number {
	return term.sides === "F" ? 1 : term.sides;
}

/**
 * What one physical die contributes under success counting: +1 for a success,
 * -1 for a failure, 0 otherwise. A die meeting both conditions counts as a success.
 */
export function successScore(term: DiceTerm, face: number): number {
	const rule = term.successes;
	if (!rule) return face;
	if (matches(rule.success, face)) return 1;
	if (rule.failure && matches(rule.failure, face)) return -1;
	return 0;
}

/**
 * The face probabilities of one die after its reroll rule:
 * - `ro` (reroll once): p'(f) = p(f)·[f does not match] + P(match)·p(f);
 * - `r` (reroll until no match): the die conditioned on not matching.
 */
export function baseFaces(term: DiceTerm): Array<{ face: number; p: number }> {
	const faces = faceList(term.sides);
	const p = 1 / faces.length;
	const reroll = term.reroll;
	if (!reroll) return faces.map((face) => ({ face, p }));
	const matching = faces.filter((f) => matches(reroll.when, f)).length;
	if (reroll.once) {
		const pMatch = matching * p;
		return faces.map((face) => ({ face, p: (matches(reroll.when, face) ? 0 : p) + pMatch * p }));
	}
	const left = faces.length - matching;
	return faces.filter((f) => !matches(reroll.when, f)).map((face) => ({ face, p: 1 / left }));
}
