/**
 * Rolling with dice from the table: typed-in faces replace the generator, checked one by one (a
 * face that does not fit its die, too few or too many faces are each told in words). And re-rolling
 * one die of a result: every other die is played back as it was, the chosen one is drawn afresh.
 * Pure (no `obsidian` import), so it is unit tested in Node.
 */
import { sample, type DiceAst, type DiceNode, type RollResult } from "../../engine/dice/index";
import { childrenOf } from "../../engine/dice/ast";
import { DiceError } from "../../engine/dice/types";
import type { Rng } from "../../engine/rng";

/** Most faces one entry may hold: the engine's own bound on dice in a term, a few times over. */
export const MAX_ENTERED_FACES = 5000;

export type Rolled = { ok: true; result: RollResult } | { ok: false; message: string };

/** Reads "16", "3 5 2" or "3, 5, 2" into faces; anything else is refused with the part that is wrong. */
export function readFaces(text: string): { ok: true; faces: number[] } | { ok: false; message: string } {
	const parts = text.split(/[\s,;]+/).filter((part) => part !== "");
	if (parts.length === 0) return { ok: false, message: "Type the faces your dice show, for example: 14 or 3 5 2." };
	if (parts.length > MAX_ENTERED_FACES) return { ok: false, message: `That is ${parts.length} faces; at most ${MAX_ENTERED_FACES} can be typed in.` };
	const faces: number[] = [];
	for (const part of parts) {
		if (!/^[+-]?\d{1,6}$/.test(part)) return { ok: false, message: `"${part.length > 20 ? `${part.slice(0, 19)}…` : part}" is not a die face: write whole numbers.` };
		faces.push(Number(part));
	}
	return { ok: true, faces };
}

function ordinal(n: number): string {
	const tens = n % 100;
	if (tens >= 11 && tens <= 13) return `${n}th`;
	return `${n}${["th", "st", "nd", "rd"][n % 10] ?? "th"}`;
}

/** The faces a die of `sides` can show, as typed: 1..sides, or -1, 0, +1 for Fudge dice (drawn as 3 sides). */
class FacesRng implements Rng {
	used = 0;
	problem: string | undefined;
	constructor(
		private readonly faces: readonly number[],
		private readonly fudge: (n: number) => boolean,
	) {}

	nextInt(n: number): number {
		const index = this.used++;
		const face = this.faces[index];
		if (face === undefined) {
			this.problem = `This roll needs more dice than the ${this.faces.length} you typed in (a ${ordinal(index + 1)} die is needed).`;
			throw new Error(this.problem);
		}
		const fudge = this.fudge(n);
		const low = fudge ? -1 : 1;
		const high = fudge ? 1 : n;
		if (!Number.isInteger(face) || face < low || face > high) {
			this.problem = `The ${ordinal(index + 1)} die, ${face}, does not fit a ${fudge ? "Fudge die" : `d${n}`} (${low} to ${high}).`;
			throw new Error(this.problem);
		}
		return fudge ? face + 1 : face - 1;
	}
}

/** Whether the expression rolls Fudge dice (their three faces are typed as -1, 0, 1). */
function rollsFudge(node: DiceNode): boolean {
	return node.kind === "dice" ? node.sides === "F" : childrenOf(node).some(rollsFudge);
}

/** Rolls the expression with the typed-in faces, in the order the dice are read left to right. */
export function rollWithFaces(ast: DiceAst, faces: readonly number[]): Rolled {
	const fudge = rollsFudge(ast.root);
	const rng = new FacesRng(faces, (n) => fudge && n === 3);
	let result: RollResult;
	try {
		result = sample(ast, rng);
	} catch (error) {
		if (rng.problem !== undefined) return { ok: false, message: rng.problem };
		return { ok: false, message: error instanceof DiceError || error instanceof Error ? error.message : String(error) };
	}
	if (rng.used < faces.length) {
		return { ok: false, message: `This roll uses ${rng.used} ${rng.used === 1 ? "die" : "dice"}, but ${faces.length} faces were typed in.` };
	}
	return { ok: true, result };
}

/** The faces a result drew, in the order they were drawn (rerolled-away faces included). */
export function drawnFaces(result: RollResult): number[] {
	return result.groups.flatMap((group) => group.dice.map((die) => die.value));
}

/**
 * The result again with die `index` (0-based, over every die shown, in order) drawn afresh from
 * `rng` and every other die as it was. Dice that the new face brings in (a new explosion) are drawn
 * from `rng` too; dice it makes unnecessary are left out.
 */
export function rerollOneDie(ast: DiceAst, previous: RollResult, index: number, rng: Rng): Rolled & { before?: number; after?: number; notation?: string } {
	const faces = drawnFaces(previous);
	if (!Number.isInteger(index) || index < 0 || index >= faces.length) return { ok: false, message: "There is no such die to re-roll." };
	let drawn = 0;
	let after: number | undefined;
	const fudge = rollsFudge(ast.root);
	const replay: Rng = {
		nextInt(n: number): number {
			const at = drawn++;
			const old = faces[at];
			if (at === index || old === undefined) {
				const fresh = rng.nextInt(n);
				if (at === index) after = fudge && n === 3 ? fresh - 1 : fresh + 1;
				return fresh;
			}
			const value = fudge && n === 3 ? old + 1 : old - 1;
			return value >= 0 && value < n ? value : rng.nextInt(n);
		},
	};
	try {
		const result = sample(ast, replay);
		let notation = "";
		let seen = 0;
		for (const group of previous.groups) {
			if (index < seen + group.dice.length) {
				notation = group.notation;
				break;
			}
			seen += group.dice.length;
		}
		return { ok: true, result, before: faces[index] as number, after: after as number, notation };
	} catch (error) {
		return { ok: false, message: error instanceof Error ? error.message : String(error) };
	}
}
