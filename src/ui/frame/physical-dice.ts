/**
 * Physical dice: the faces a player rolled at the table, typed into the dialog instead of letting
 * the plugin roll. What is typed is checked against what the roll needs (how many dice, how many
 * faces), and the engine then plays those faces back in order, so the result and the log entry are
 * exactly what a plugin roll with those faces would give — marked "entered by hand".
 */
import { fail, ok, type Result } from "../../engine/result";
import { diceCount } from "../../engine/text";
import type { DiceNeed, EnteredDice } from "../../games/frame/game";

/** What the log entry says about dice typed in at the table. */
export const ENTERED_BY_HAND = "entered by hand";

/** The one d20 of a Cypher task, defense or healing roll, as the dialog offers it for typing in. */
export const ONE_D20: DiceNeed = { count: 1, sides: 20, label: "d20" };

/** More characters than any real roll needs: longer input is refused before it is split. */
const MAX_INPUT = 400;

/**
 * Reads the faces typed for each group of dice ("4 6 1", "4, 6, 1"), in the order the needs list
 * them. Every problem is reported in the user's words; nothing is guessed.
 */
export function readEnteredDice(needs: readonly DiceNeed[], typed: readonly string[]): Result<EnteredDice> {
	const groups: number[][] = [];
	const problems: string[] = [];
	needs.forEach((need, index) => {
		const text = (typed[index] ?? "").trim();
		if (text.length > MAX_INPUT) {
			problems.push(`${need.label}: that is far more than ${diceCount(need.count)}.`);
			return;
		}
		const parts = text === "" ? [] : text.split(/[\s,;]+/).filter((part) => part !== "");
		const faces: number[] = [];
		for (const part of parts) {
			const face = /^\d+$/.test(part) ? Number(part) : Number.NaN;
			if (!Number.isInteger(face) || face < 1 || face > need.sides) {
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
