/**
 * How many dice a roll may throw, known before it is rolled: hostile notation (`1000d2!50>=1`
 * forty times over) would otherwise throw millions of dice and fill the session note with them.
 * The count is the worst case, so a notation is accepted or refused every time alike, never
 * depending on how the dice fall: every chain explodes up to its cap and every reroll allowed is
 * taken (a term's unlimited rerolls are bounded by DICE_LIMITS.maxRerollsPerTerm, see sample.ts).
 */
import type { DiceAst, DiceNode, DiceTerm } from "./ast";
import { explosionCap } from "./die";
import { DICE_LIMITS } from "./limits";
import { DiceError } from "./types";
import { grouped } from "../text";

const { maxRolledDice, maxExplosionDepth, maxRerollsPerTerm } = DICE_LIMITS;

/** Refuses, before any die is thrown, a roll that could throw more than DICE_LIMITS.maxRolledDice dice. */
export function checkRollSize(ast: DiceAst): void {
	// First with each explosion at the longest cap any die can have (no need to work out the die's own
	// cap): a usual roll is far below the limit either way, and this costs a walk of the expression.
	if (diceBound(ast.root, false) <= maxRolledDice) return;
	const bound = diceBound(ast.root, true);
	if (bound > maxRolledDice) {
		throw new DiceError(
			`Rolling this could take up to ${grouped(bound)} dice (explosions and rerolls included), over the limit of ${grouped(maxRolledDice)}; try fewer dice.`,
			ast.root.span,
		);
	}
}

/** The most dice the expression may throw; with `exactCaps`, explosion chains are capped as the roller caps them. */
export function diceBound(node: DiceNode, exactCaps = true): number {
	// A switch rather than childrenOf: this runs before every roll, and a list per node cost a tenth of the usual roll.
	switch (node.kind) {
		case "dice":
			return termBound(node, exactCaps);
		case "binary":
			return diceBound(node.left, exactCaps) + diceBound(node.right, exactCaps);
		case "negate":
			return diceBound(node.operand, exactCaps);
		case "group":
		case "call": {
			let sum = 0;
			for (const child of node.kind === "group" ? node.items : node.args) sum += diceBound(child, exactCaps);
			return sum;
		}
		case "number":
			return 0;
	}
}

function termBound(term: DiceTerm, exactCaps: boolean): number {
	const explode = term.explode;
	const extra = !explode ? 0 : exactCaps ? explosionCap(term) : Math.min(explode.limit ?? maxExplosionDepth, maxExplosionDepth);
	const standing = term.count * (1 + extra);
	// Unlimited rerolls (and "u") stop at the term's budget; past it each die settles with one more draw.
	if (term.unique || (term.reroll && term.reroll.limit === undefined)) return 2 * standing + maxRerollsPerTerm;
	return term.reroll ? standing * (1 + (term.reroll.limit ?? 0)) : standing;
}

/** Why the notation cannot be rolled (too many dice), in the user's words; undefined when it can. */
export function rollSizeProblem(ast: DiceAst): string | undefined {
	try {
		checkRollSize(ast);
		return undefined;
	} catch (error) {
		if (error instanceof DiceError) return error.message;
		throw error;
	}
}
