import { describe, expect, it } from "vitest";
import { scriptedRng, seededRng } from "../../../src/engine/rng";
import { initiativeOdds, rollInitiative, type InitiativeEntrant } from "../../../src/engine/systems/d20/initiative";
import { citedWords } from "./helpers";

const entrant = (id: string, bcb: number, dexModifier: number, aware = true): InitiativeEntrant => ({ id, label: id, bcb, dexModifier, aware });

function order(entrants: InitiativeEntrant[], faces: number[]) {
	const result = rollInitiative(entrants, scriptedRng(faces));
	if (!result.ok) throw new Error(result.error);
	return result.value;
}

describe("d20 initiative", () => {
	// 004: "1d20 + Base Combat Bonus + DEX modifier. The highest goes first."
	it("highest total first", () => {
		const result = order([entrant("Ada", 1, 2), entrant("Orc", 2, 0), entrant("Bo", 0, 0)], [10, 15, 12]);
		expect(result.order.map((s) => [s.id, s.total])).toEqual([
			["Orc", 17],
			["Ada", 13],
			["Bo", 12],
		]);
	});

	// 004: "If two or more rolls match, then the one with the highest Initiative modifier goes first."
	it("a tie goes to the higher modifier", () => {
		const result = order([entrant("Ada", 0, 1), entrant("Orc", 2, 1)], [14, 12]);
		expect(result.order.map((s) => s.id)).toEqual(["Orc", "Ada"]);
		expect(result.explanation.some((s) => citedWords(s)?.includes("highest Initiative modifier"))).toBe(true);
	});

	// 004: "If there is still a tie, then toss a coin."
	it.each([
		[1, ["Ada", "Bo"]],
		[2, ["Bo", "Ada"]],
	])("a full tie is a coin toss through the dice (coin face %i)", (coin, expected) => {
		const result = order([entrant("Ada", 1, 1), entrant("Bo", 1, 1)], [12, 12, coin]);
		expect(result.order.map((s) => s.id)).toEqual(expected);
	});

	it("a coin toss is fair: each of two tied entrants goes first half the time (seeded)", () => {
		const rng = seededRng(11);
		let adaFirst = 0;
		const n = 4000;
		for (let i = 0; i < n; i++) {
			const result = rollInitiative([entrant("Ada", 0, 0), entrant("Bo", 0, 0)], rng);
			if (result.ok && result.value.order[0]?.id === "Ada") adaFirst++;
		}
		// Exact: 1/2 by symmetry.
		expect(initiativeOdds({ modifier: 0 }, { modifier: 0 }).chance).toBe(0.5);
		expect(Math.abs(adaFirst / n - 0.5)).toBeLessThan(4.5 * Math.sqrt(0.25 / n));
	});

	it("exact odds of going first match brute force over the dice and the coin", () => {
		for (const [ma, mb] of [
			[3, 1],
			[0, 5],
			[2, 2],
		] as const) {
			let first = 0;
			for (let x = 1; x <= 20; x++) {
				for (let y = 1; y <= 20; y++) {
					for (const coin of [1, 2]) {
						const result = order([entrant("A", ma, 0), entrant("B", mb, 0)], [x, y, coin]);
						if (result.order[0]?.id === "A") first++;
					}
				}
			}
			expect(initiativeOdds({ modifier: ma }, { modifier: mb }).first).toBe(first);
		}
	});

	// 004: "If some but not all of the participants are aware of their opponents, a surprise round happens"
	it("surprise round: the aware act first, in initiative order", () => {
		const result = order([entrant("Ada", 0, 0, true), entrant("Orc", 0, 0, false), entrant("Bo", 0, 0, true)], [5, 20, 9]);
		expect(result.surpriseRound).toEqual(["Bo", "Ada"]);
	});

	// 004: "If no one or everyone is surprised, no surprise round occurs."
	it.each([true, false])("no surprise round when everyone's awareness is %s", (aware) => {
		const result = order([entrant("Ada", 0, 0, aware), entrant("Orc", 0, 0, aware)], [5, 6]);
		expect(result.surpriseRound).toEqual([]);
	});

	// 004: "before your first regular turn in the initiative order), you are flat-footed"
	it("everyone starts flat-footed", () => {
		expect(order([entrant("Ada", 0, 0), entrant("Orc", 0, 0)], [5, 6]).flatFooted.sort()).toEqual(["Ada", "Orc"]);
	});

	it("rejects duplicates, empty lists and absurd numbers", () => {
		expect(rollInitiative([], scriptedRng([])).ok).toBe(false);
		expect(rollInitiative([entrant("A", 0, 0), entrant("A", 0, 0)], scriptedRng([1, 2])).ok).toBe(false);
		expect(rollInitiative([entrant("A", 1e9, 0)], scriptedRng([1])).ok).toBe(false);
	});
});
