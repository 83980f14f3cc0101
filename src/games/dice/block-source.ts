/**
 * Reads the body of a `ledger-roll` block. The body is plain text a user typed
 * in a note, so everything here is untrusted and bounded:
 *
 * ```ledger-roll
 * 2d20kh1 + 3   # Attack with advantage
 * vs 15
 * ```
 *
 * - the first line that is neither blank nor a target line is the dice expression;
 * - `# text` after the expression (or on a line of its own) is the label;
 * - `vs N` or `target: N` (own line, or after the expression) asks for the chance
 *   of a total of at least N;
 * - `gm` on a line of its own makes the roll GM only: logged under the session's GM log heading.
 *
 * This module is pure (no `obsidian` import) so it can be tested in plain Node.
 */

/** Longest label we display; longer ones are cut with an ellipsis so a pasted essay cannot flood the note. */
export const MAX_LABEL_LENGTH = 200;
/** Largest target we accept, in either direction; dice totals beyond this are not meaningful at a table. */
export const MAX_TARGET = 1_000_000_000;
/** Longest block body we read; beyond this the block is refused with a message. */
export const MAX_SOURCE_LENGTH = 10_000;

export interface RollBlockSpec {
	/** The dice expression exactly as written (trimmed). */
	expression: string;
	/** Logged as GM only (a `gm` line): the recap leaves it out. */
	gm?: boolean;
	/** "Chance of meeting a target of at least N", when asked for. */
	target?: number;
	label?: string;
}

export type RollBlockRead = { ok: true; spec: RollBlockSpec } | { ok: false; message: string };

const TARGET_LINE = /^(?:vs\.?|target\s*:)\s*(\S.*)$/i;
const TRAILING_TARGET = /^(.*?)\s+(?:vs\.?|target\s*:)\s*(\S+)$/i;

/** Splits a block body into expression, target and label, or explains why it cannot. */
export function readRollBlock(source: string): RollBlockRead {
	if (source.length > MAX_SOURCE_LENGTH) {
		return { ok: false, message: `This block is ${source.length} characters long; a roll block holds at most ${MAX_SOURCE_LENGTH}.` };
	}
	let expression: string | undefined;
	let target: number | undefined;
	let label: string | undefined;
	let gm = false;

	for (const rawLine of source.split(/\r?\n/)) {
		const hash = rawLine.indexOf("#");
		const text = (hash === -1 ? rawLine : rawLine.slice(0, hash)).trim();
		const lineLabel = hash === -1 ? undefined : rawLine.slice(hash + 1).trim();
		if (lineLabel && label === undefined) label = lineLabel;
		if (text === "") continue;
		if (text.toLowerCase() === "gm") {
			gm = true;
			continue;
		}

		const targetLine = TARGET_LINE.exec(text);
		if (targetLine) {
			const read = readTarget(targetLine[1] ?? "");
			if (!read.ok) return read;
			target = read.value;
			continue;
		}
		if (expression !== undefined) {
			return { ok: false, message: `Only one dice expression per block: found "${clip(expression)}" and then "${clip(text)}".` };
		}
		const trailing = TRAILING_TARGET.exec(text);
		if (trailing) {
			const read = readTarget(trailing[2] ?? "");
			if (!read.ok) return read;
			target = read.value;
			expression = (trailing[1] ?? "").trim();
		} else {
			expression = text;
		}
	}

	if (expression === undefined || expression === "") {
		return { ok: false, message: "This block has no dice expression. Write one, for example: 2d6+1" };
	}
	const spec: RollBlockSpec = { expression };
	if (target !== undefined) spec.target = target;
	if (label !== undefined) spec.label = clip(label, MAX_LABEL_LENGTH);
	if (gm) spec.gm = true;
	return { ok: true, spec };
}

function readTarget(text: string): { ok: true; value: number } | { ok: false; message: string } {
	const trimmed = text.trim();
	if (!/^[+-]?\d+$/.test(trimmed)) {
		return { ok: false, message: `The target "${clip(trimmed)}" is not a whole number. Write it like: vs 15` };
	}
	const value = Number(trimmed);
	if (Math.abs(value) > MAX_TARGET) {
		return { ok: false, message: `The target ${clip(trimmed)} is out of range (at most ${MAX_TARGET.toLocaleString("en-US")}).` };
	}
	return { ok: true, value };
}

function clip(text: string, max = 40): string {
	return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}
