/**
 * The dice engine's public face. One AST, two interpreters:
 * `sample(ast, rng)` rolls it, `distribution(ast)` computes its exact odds.
 */
import type { DiceAst } from "./ast";
import { parse } from "./parse";
import { sample } from "./sample";
import type { Rng } from "../rng";
import type { RollResult } from "./types";

export { parse, tryParse } from "./parse";
export { sample } from "./sample";
export { distribution } from "./distribution";
export { distributionInSlices, ODDS_ABORTED, OddsQueue, type OddsJobOptions } from "./odds-job";
export { formatNotation, formatWithLabel } from "./format";
export { DICE_LIMITS } from "./limits";
export { rollSizeProblem } from "./roll-size";
export * from "./types";
export type * from "./ast";

/** parse + sample. Throws only DiceError. */
export function roll(text: string, rng: Rng): RollResult {
	const ast: DiceAst = parse(text);
	return sample(ast, rng);
}
