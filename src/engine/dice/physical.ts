/**
 * Physical dice: the faces a player rolled at the table, typed in instead of letting the plugin
 * roll. This is the one reader of typed faces, for both places that take them:
 *
 * - a table dialog (ui/frame/roll-modal.ts) knows what the roll needs (how many dice, how many
 *   faces: a DiceNeed) and checks what is typed against it before the game resolves the roll;
 * - a dice block (ui/dice/roll-block.ts) plays the faces back through the expression in the order
 *   its dice are read, so each face is checked against the die that reads it.
 *
 * Either way the result and the log entry are exactly what a plugin roll with those faces would
 * give, marked "entered by hand". Re-rolling one die of a result lives here too: every other die is
 * played back as it was, the chosen one is drawn afresh.
 */
import { fail, ok, type Result } from "../result";
import type { Rng } from "../rng";
import { diceCount } from "../text";
import { childrenOf } from "./ast";
import { sample, type DiceAst, type DiceNode, type RollResult } from "./index";
import { DiceError } from "./types";

/** The dice a roll needs, so a dialog can offer physical dice entry and check what is typed. */
export interface DiceNeed {
	/** How many dice ("3 dice"), at least 1. */
	count: number;
	/** Faces per die: 6 for d6, 20 for d20. */
	sides: number;
	/** "Pool (3d6)", "d20". */
	label: string;
}

/** Faces typed in at the table instead of rolled, a list per DiceNeed; checked for count and range. */
export type EnteredDice = number[][];

/** What the log entry says about dice typed in at the table. */
export const ENTERED_BY_HAND = "entered by hand";

/** The one d20 of a Cypher task, defense or healing roll, as a dialog offers it for typing in. */
export const ONE_D20: DiceNeed = { count: 1, sides: 20, label: "d20" };

/** Most faces one entry may hold: the engine's own bound on dice in a term, a few times over. */
export const MAX_ENTERED_FACES = 5000;

/** More characters than any dialog's roll needs: longer input is refused before it is split. */
const MAX_DIALOG_INPUT = 400;

/** The parts of what was typed: faces are separated by spaces, commas or semicolons ("3 5 2", "3, 5, 2"). */
function typedParts(text: string): string[] {
	return text.split(/[\s,;]+/).filter((part) => part !== "");
}

/** A part as a whole number ("14", "-1" for a Fudge die), or undefined when it is not one. */
function wholeNumber(part: string): number | undefined {
	return /^[+-]?\d{1,6}$/.test(part) ? Number(part) : undefined;
}

/** A part as the user typed it, shortened for a message. */
const shown = (part: string, length: number): string => (part.length > length ? `${part.slice(0, length - 1)}…` : part);

/**
 * Reads the faces typed for each group of dice a dialog's roll needs, in the order the needs list
 * them. Every problem is reported in the user's words; nothing is guessed.
 */
export function readEnteredDice(needs: readonly DiceNeed[], typed: readonly string[]): Result<EnteredDice> {
	const groups: number[][] = [];
	const problems: string[] = [];
	needs.forEach((need, index) => {
		const text = (typed[index] ?? "").trim();
		if (text.length > MAX_DIALOG_INPUT) {
			problems.push(`${need.label}: that is far more than ${diceCount(need.count)}.`);
			return;
		}
		const faces: number[] = [];
		for (const part of typedParts(text)) {
			const face = wholeNumber(part);
			if (face === undefined || face < 1 || face > need.sides) {
				problems.push(`${need.label}: "${part.slice(0, 12)}" is not a face of a d${need.sides} (1 to ${need.sides}).`);
				return;
			}
			faces.push(face);
		}
		if (faces.length !== need.count) {
			problems.push(`${need.label}: type ${diceCount(need.count)}, got ${faces.length}.`);
			return;
		}
		groups.push(faces);
	});
	return problems.length > 0 ? fail(problems.join(" ")) : ok(groups);
}

export type Rolled = { ok: true; result: RollResult } | { ok: false; message: string };

/** Reads "16", "3 5 2" or "3, 5, 2" into faces for a dice block; each face is checked later, by the die that reads it. */
export function readFaces(text: string): { ok: true; faces: number[] } | { ok: false; message: string } {
	const parts = typedParts(text);
	if (parts.length === 0) return { ok: false, message: "Type the faces your dice show, for example: 14 or 3 5 2." };
	if (parts.length > MAX_ENTERED_FACES) return { ok: false, message: `That is ${parts.length} faces; at most ${MAX_ENTERED_FACES} can be typed in.` };
	const faces: number[] = [];
	for (const part of parts) {
		const face = wholeNumber(part);
		if (face === undefined) return { ok: false, message: `"${shown(part, 20)}" is not a die face: write whole numbers.` };
		faces.push(face);
	}
	return { ok: true, faces };
}

function ordinal(n: number): string {
	const tens = n % 100;
	if (tens >= 11 && tens <= 13) return `${n}th`;
	return `${n}${["th", "st", "nd", "rd"][n % 10] ?? "th"}`;
}

/** An Rng that hands out the typed faces in order, checking each against the die that asks (1..sides, or -1..1 for Fudge dice). */
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
