/**
 * Compatibility with the notation our users already write (issue 15). The forms below were
 * collected from the public docs of rpg-dice-roller (notation guide: dice, modifiers, group
 * rolls, maths) and of Obsidian Dice Roller (its README's formulas and modifier tables).
 * Each is either accepted with a mean within sampling error of rpg-dice-roller's (run here,
 * side by side; a devDependency), or refused with a message. None is accepted with another
 * meaning. Where the peers disagree we follow rpg-dice-roller (demo-vault/Manual/Dice notation.md
 * says how to write the Dice Roller meaning); forms only Dice Roller knows are checked against
 * their documented meaning, computed here independently of the engine.
 */
import process from "node:process";
import { DiceRoll } from "@dice-roller/rpg-dice-roller";
import { describe, expect, it } from "vitest";
import { distribution, tryParse } from "../../../src/engine/dice/index";

type Source = "rpg-dice-roller" | "Dice Roller" | "both";

/** Accepted: our exact mean must match rpg-dice-roller's sampled mean of `theirs` (default: the same text). */
const accepted: Array<[form: string, source: Source, theirs?: string]> = [
	// Dice
	["d6", "both"],
	["4d6", "both"],
	["d%", "both"],
	["4dF", "both"],
	["4dF.1", "rpg-dice-roller"],
	["4dF.2", "rpg-dice-roller"],
	["1d2", "Dice Roller"],
	["3d4 + 3", "Dice Roller"],
	["1d12 + 1d10 + 5", "Dice Roller"],
	["3d4+3d4-(3d4 * 1d4) - 2^1d7", "Dice Roller"],
	["1d[3,5]", "Dice Roller", "1d3+2"],
	["4d[7,8]", "Dice Roller", "4d2+24"],
	["1d[20,20]", "Dice Roller", "20"],
	// Min / max
	["4d6min3", "rpg-dice-roller"],
	["4d6max3", "rpg-dice-roller"],
	// Exploding, compounding, penetrating
	["4d10!", "both"],
	["2d6!", "both"],
	["2d20!", "Dice Roller"],
	["2d6!=5", "both"],
	["2d6!>4", "rpg-dice-roller"],
	["4d10!<=3", "rpg-dice-roller"],
	["d6!=3", "rpg-dice-roller"],
	["d10!>=5", "rpg-dice-roller"],
	["d6!<>4", "rpg-dice-roller"],
	["2d6!<>4", "rpg-dice-roller"],
	["1d4!=3", "Dice Roller"],
	["1d4!i=!3", "Dice Roller", "1d4!<>3"],
	["4d10!!", "rpg-dice-roller"],
	["2d6!!", "rpg-dice-roller"],
	["2d20!!", "Dice Roller"],
	["2d6!!=5", "rpg-dice-roller"],
	["2d6!!>4", "rpg-dice-roller"],
	["4d10!!<=3", "rpg-dice-roller"],
	["d6!!>4", "rpg-dice-roller"],
	["2d6!!=4", "rpg-dice-roller"],
	["2d6!p", "rpg-dice-roller"],
	["4d6!p", "rpg-dice-roller"],
	["2d6!!p", "rpg-dice-roller"],
	["2d6!p=5", "rpg-dice-roller"],
	["2d6!!p>4", "rpg-dice-roller"],
	["4d10!p<=3", "rpg-dice-roller"],
	["5d10!k2", "rpg-dice-roller"],
	["4d6!d1", "rpg-dice-roller"],
	["4d6d1!", "rpg-dice-roller"],
	["8d4kh4!", "rpg-dice-roller"],
	// Rerolls
	["d6r", "rpg-dice-roller"],
	["d6ro", "rpg-dice-roller"],
	["2d6r=5", "rpg-dice-roller"],
	["2d6ro>4", "rpg-dice-roller"],
	["4d10r<=3", "rpg-dice-roller"],
	["d4r<3", "rpg-dice-roller"],
	["3d8ro>6", "rpg-dice-roller"],
	["1d4r<3", "Dice Roller"],
	["2d20r", "both"],
	["1d2ri", "Dice Roller", "1d2r"],
	// rpg-dice-roller reads a condition after a reroll's as success counting: reroll 1s, count > 3.
	["1d4r<2>3", "Dice Roller"],
	// Unique
	["2d10u", "rpg-dice-roller"],
	// Keep and drop
	["4d10kh2", "both"],
	["4d10k2", "both"],
	["4d10kl1", "rpg-dice-roller"],
	["6d8k3", "rpg-dice-roller"],
	["4d10dl2", "rpg-dice-roller"],
	["4d10d2", "rpg-dice-roller"],
	["4d10dh1", "rpg-dice-roller"],
	["6d8dh3", "rpg-dice-roller"],
	["2d20k", "Dice Roller", "2d20kh1"],
	["2d20kh", "Dice Roller", "2d20kh1"],
	["4d20k2", "Dice Roller"],
	["4d20kh2", "Dice Roller"],
	["2d20kl", "Dice Roller", "2d20kl1"],
	["4d20kl2", "Dice Roller"],
	["2d20dl", "Dice Roller", "2d20dl1"],
	["4d20dl2", "Dice Roller"],
	["2d20dh", "Dice Roller", "2d20dh1"],
	["4d20dh2", "Dice Roller"],
	// Success and failure counting
	["5d10>=8", "rpg-dice-roller"],
	["2d6=6", "both"],
	["4d3>1", "rpg-dice-roller"],
	["4d3<2", "rpg-dice-roller"],
	["5d8>=5", "rpg-dice-roller"],
	["6d10<=4", "rpg-dice-roller"],
	["2d6>3!", "rpg-dice-roller"],
	["2d6>3!<4", "rpg-dice-roller"],
	["4d6>4f<3", "rpg-dice-roller"],
	["3d6=!3", "Dice Roller", "3d6<>3"],
	// Critical markers and sorting (display only)
	["4d10cs>7", "rpg-dice-roller"],
	["5d20cs>=16", "rpg-dice-roller"],
	["4d10cf<3", "rpg-dice-roller"],
	["5d20cf<=6", "rpg-dice-roller"],
	["4d6s", "rpg-dice-roller"],
	["4d6sa", "rpg-dice-roller"],
	["4d6sd", "rpg-dice-roller"],
	// Group rolls
	["{4d6+2d8, 3d20+3}", "rpg-dice-roller"],
	["{4d6, 2d10}k1", "rpg-dice-roller"],
	["{4d6, 2d10}kh1", "rpg-dice-roller"],
	["{2d6, 1d20}kl1", "rpg-dice-roller"],
	["{2d6, 1d20}d1", "rpg-dice-roller"],
	["{4d6, 2d10}>5", "rpg-dice-roller"],
	["{2d6, 1d20}>=7f<3", "rpg-dice-roller"],
	// Maths
	["d6*5", "rpg-dice-roller"],
	// Whole-number division: "/" rounds toward zero here (see the note's table); as floor() for positive values.
	["2d10/d20", "rpg-dice-roller", "floor(2d10/d20)"],
	["3d20^4", "rpg-dice-roller"],
	["3d20**4", "rpg-dice-roller"],
	["d15%2", "rpg-dice-roller"],
	["1d6+2*3", "rpg-dice-roller"],
	["(1d6+2)*3", "rpg-dice-roller"],
	["round(4d10/3)", "rpg-dice-roller"],
	["floor(4d10/3)", "rpg-dice-roller"],
	["ceil(4d10/3)", "rpg-dice-roller"],
	["abs(4d10-25)", "rpg-dice-roller"],
	["min(4d6, 2d10)", "rpg-dice-roller"],
	["max(4d6, 2d10)", "rpg-dice-roller"],
	// Comments and labels
	["2d6 // Sword", "rpg-dice-roller", "2d6"],
	["2d6 # Sword", "Dice Roller", "2d6"],
];

/** Dice Roller-only forms (rpg-dice-roller refuses them): checked against their documented meaning. */
const diceRollerOnly: Array<[form: string, mean: number, meaning: string]> = [
	// "Re-roll a minimum dice {n} times": a 1 is rerolled at most 3 times, the last face stands.
	["2d4r3", 2 * rerollLowestMean(4, 3), "reroll the lowest face up to 3 times"],
	["2d4r1", 2 * rerollLowestMean(4, 1), "reroll the lowest face once"],
	// "Explode dice {n} times": at most three extra dice per die.
	["2d4!3", 2 * 2.5 * (1 + 1 / 4 + 1 / 16 + 1 / 64), "explode at most 3 times"],
	["2d4!!3", 2 * 2.5 * (1 + 1 / 4 + 1 / 16 + 1 / 64), "explode and combine at most 3 times"],
];

/** Refused, each with the reason the message must give. */
const refused: Array<[form: string, source: Source, message: RegExp]> = [
	["d10!>0", "rpg-dice-roller", /explode forever/],
	["1d10!>0", "rpg-dice-roller", /explode forever/],
	["1d1!i", "Dice Roller", /explode forever/],
	["1d1!!i", "Dice Roller", /explode forever/],
	["d10r>0", "rpg-dice-roller", /never end/],
	["2d10uo", "rpg-dice-roller", /"uo"/],
	["4d6u=5", "rpg-dice-roller", /"u" with a condition/],
	["10d4u<=2", "rpg-dice-roller", /"u" with a condition/],
	["5d4u", "rpg-dice-roller", /cannot all show different faces/],
	["5d3u", "rpg-dice-roller", /cannot all show different faces/],
	["3d10k1dh1", "rpg-dice-roller", /keep\/drop modifier .* is written twice/],
	["3d10k1d1", "rpg-dice-roller", /keep\/drop modifier .* is written twice/],
	["4d10dh1dl2", "rpg-dice-roller", /keep\/drop modifier .* is written twice/],
	["(4-2)d10", "rpg-dice-roller", /Unexpected "d"/],
	["3d(2*6)", "rpg-dice-roller", /number of sides/],
	["sqrt(4d10/3)", "rpg-dice-roller", /Unexpected "s"/],
	["1d66%", "Dice Roller", /ends too early/],
	["1dS", "Dice Roller", /number of sides/],
	["1d", "Dice Roller", /number of sides/],
	["3d6-=1", "Dice Roller", /Unexpected "="|ends too early|a number/],
];

/** Mean of a d`sides` whose lowest face (1) is rerolled at most `times` times. */
function rerollLowestMean(sides: number, times: number): number {
	const stillOne = Math.pow(1 / sides, times + 1);
	let mean = stillOne;
	for (let face = 2; face <= sides; face++) mean += (face * (1 - stillOne)) / (sides - 1);
	return mean;
}

/** rpg-dice-roller's mean and standard deviation over `rolls` rolls. */
function theirMean(notation: string, rolls: number): { mean: number; sd: number } {
	let sum = 0;
	let squares = 0;
	for (let i = 0; i < rolls; i++) {
		const total = new DiceRoll(notation).total;
		sum += total;
		squares += total * total;
	}
	const mean = sum / rolls;
	return { mean, sd: Math.sqrt(Math.max(0, squares / rolls - mean * mean)) };
}

const ROLLS = 4000;

describe("compatibility with the peers' documented notation", () => {
	it.each(accepted)("%s (%s) has rpg-dice-roller's mean", (form, _source, theirs) => {
		const parsed = tryParse(form);
		expect(parsed.ok ? "parsed" : parsed.error.message).toBe("parsed");
		if (!parsed.ok) return;
		const ours = distribution(parsed.ast);
		const sampled = theirMean(theirs ?? form, ROLLS);
		// Within five standard errors (by the larger spread of the two), plus rounding.
		const tolerance = (5 * Math.max(sampled.sd, ours.stdDev)) / Math.sqrt(ROLLS) + 1e-9;
		expect(Math.abs(ours.mean - sampled.mean)).toBeLessThanOrEqual(tolerance);
	});

	it.each(diceRollerOnly)("%s has Dice Roller's documented meaning (mean %d: %s)", (form, mean) => {
		const parsed = tryParse(form);
		expect(parsed.ok).toBe(true);
		if (parsed.ok) expect(distribution(parsed.ast).mean).toBeCloseTo(mean, 10);
	});

	it.each(refused)("%s (%s) is refused with a message", (form, _source, message) => {
		const parsed = tryParse(form);
		let error = parsed.ok ? undefined : parsed.error.message;
		if (parsed.ok) {
			try {
				distribution(parsed.ast);
			} catch (e) {
				error = (e as Error).message;
			}
		}
		expect(error).toMatch(message);
	});

	it("accepts most of the documented forms", () => {
		const total = accepted.length + diceRollerOnly.length + refused.length;
		const share = (accepted.length + diceRollerOnly.length) / total;
		// Figures for the note: accepted and refused counts.
		process.stdout.write(`Peers' documented forms: ${accepted.length + diceRollerOnly.length} of ${total} accepted (${(share * 100).toFixed(0)}%), ${refused.length} refused.\n`);
		expect(share).toBeGreaterThan(0.8);
	});
});
