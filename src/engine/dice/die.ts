/**
 * The single-die model of a dice term, shared by both interpreters so they
 * cannot disagree: which faces a die shows, how an explosion chain grows and
 * where it is capped, how a reroll reshapes a face, and what one die scores.
 *
 * The order is rpg-dice-roller's: min/max, then explosions (decided on the face
 * rolled), then rerolls of any die of the chain (a rerolled die does not explode),
 * then success counting.
 */
import type { DiceTerm, SuccessCount } from "./ast";
import { DICE_LIMITS } from "./limits";
import { clampedFaces, matches } from "./parse";

// Read once: the sampler works out the cap on rolls of exploding dice, and this spares it a lookup each time.
const { maxExplosionDepth, explosionCutoff } = DICE_LIMITS;

/**
 * What one die contributes under success counting: +1 for a success, -1 for a
 * failure, 0 otherwise; its face when nothing is counted. A die meeting both
 * conditions counts as a success (as rpg-dice-roller counts it: `3d6>=4f<=4` reads a 4 as +1).
 * A compounding chain (`!!`) is one die whose face is the chain's total, so it is scored once,
 * on that total (see scoresChains).
 */
export function successScore(term: DiceTerm, face: number): number {
	return term.successes ? scoreOf(term.successes, face) : face;
}

/** +1 for a value meeting the success condition, -1 for one meeting the failure one (success wins), else 0. */
export function scoreOf(rule: SuccessCount, value: number): number {
	if (matches(rule.success, value)) return 1;
	return rule.failure && matches(rule.failure, value) ? -1 : 0;
}

/**
 * Whether successes are counted on whole chains: with `!!` the chain compounds into one die, and
 * `5d10>=13!!` compares each chain's total with 13 (rpg-dice-roller and AnyDice read it so), never
 * the faces it was added from. With `!` every extra die is a die of its own and is counted alone.
 */
export function scoresChains(term: DiceTerm): boolean {
	return term.successes !== undefined && term.explode?.compound === true;
}

/** The faces of one die (after min/max) with their probabilities, merged: dF.1 gives -1: 1/6, 0: 4/6, +1: 1/6. */
export function rawFaces(term: DiceTerm): Array<{ face: number; p: number }> {
	const faces = clampedFaces(term);
	// Sorted, equal faces sit side by side and merge in one pass, without a Map: rolling exploding dice
	// asks for these (explosionCap). The parser lists faces in ascending order already (min/max keep it).
	const sorted = isAscending(faces) ? faces : faces.slice().sort((a, b) => a - b);
	const merged: Array<{ face: number; p: number }> = [];
	for (let i = 0; i < sorted.length; ) {
		const face = sorted[i] as number;
		let end = i + 1;
		while (sorted[end] === face) end++;
		merged.push({ face, p: (end - i) / faces.length });
		i = end;
	}
	return merged;
}

function isAscending(faces: readonly number[]): boolean {
	for (let i = 1; i < faces.length; i++) if ((faces[i] as number) < (faces[i - 1] as number)) return false;
	return true;
}

/** Probability that one die's face sets off an explosion (0 without "!"). */
export function explodeChance(term: DiceTerm): number {
	const explode = term.explode;
	if (!explode) return 0;
	return rawFaces(term).reduce((sum, { face, p }) => (matches(explode.when, face) ? sum + p : sum), 0);
}

/**
 * The most extra dice one die's chain may add, used by sample() and distribution()
 * alike: the notation's own limit (Dice Roller's !3), else DICE_LIMITS.maxExplosionDepth,
 * or fewer where reaching the next explosion gets less likely than DICE_LIMITS.explosionCutoff.
 */
export function explosionCap(term: DiceTerm): number {
	const explode = term.explode;
	if (!explode) return 0;
	const pExplode = explodeChance(term);
	let cap = Math.min(explode.limit ?? maxExplosionDepth, maxExplosionDepth);
	if (pExplode > 0 && pExplode < 1) {
		// pExplode^(j+1) is the chance that a chain of j extra dice would have gone on.
		const byCutoff = Math.max(1, Math.ceil(Math.log(explosionCutoff) / Math.log(pExplode)) - 1);
		cap = Math.min(cap, byCutoff);
	}
	return cap;
}

/**
 * The share of one die's chains that the cap stops although the notation would let them go on
 * (0 when the notation's own limit is what stops them).
 */
export function capCutOff(term: DiceTerm): number {
	const explode = term.explode;
	if (!explode) return 0;
	const cap = explosionCap(term);
	if (explode.limit !== undefined && cap >= explode.limit) return 0;
	return Math.pow(explodeChance(term), cap + 1);
}

/**
 * What a face becomes under the reroll rule, as probabilities: itself when it does not match;
 * otherwise a fresh face, rerolled again while it matches up to the limit (the last face stands).
 */
export function afterReroll(term: DiceTerm, face: number): Array<{ face: number; p: number }> {
	const reroll = term.reroll;
	if (!reroll || !matches(reroll.when, face)) return [{ face, p: 1 }];
	const faces = rawFaces(term);
	const pMatch = faces.reduce((sum, f) => (matches(reroll.when, f.face) ? sum + f.p : sum), 0);
	const limit = reroll.limit;
	if (limit === undefined) return faces.filter((f) => !matches(reroll.when, f.face)).map((f) => ({ face: f.face, p: f.p / (1 - pMatch) }));
	// Ending on a non-matching face after 1..limit draws: p · (1 + q + … + q^(limit−1)); on a matching one: p · q^(limit−1).
	const reachLast = Math.pow(pMatch, limit - 1);
	const settle = pMatch === 1 ? limit : (1 - Math.pow(pMatch, limit)) / (1 - pMatch);
	return faces.map((f) => ({ face: f.face, p: f.p * (matches(reroll.when, f.face) ? reachLast : settle) }));
}
