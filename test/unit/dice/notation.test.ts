import { describe, expect, it } from "vitest";
import { DICE_LIMITS, DiceError, formatNotation, parse, tryParse } from "../../../src/engine/dice/index";

describe("dice notation: what parses, and how it reads back", () => {
	// [typed, normalised, label]
	const valid: Array<[string, string, string?]> = [
		["2d6+1", "2d6 + 1"],
		["  2D6 +  1  ", "2d6 + 1"],
		["(1d6)*(2)\t-\n3", "1d6 * 2 - 3"],
		["d20", "1d20"],
		["1d20+5-2", "1d20 + 5 - 2"],
		["d%", "1d100"],
		["4dF", "4dF"],
		["dF", "1dF"],
		["4df", "4dF"],
		["4d6kh3", "4d6kh3"],
		["4D6KH3", "4d6kh3"],
		["2d20kh", "2d20kh1"],
		["2d20kl", "2d20kl1"],
		["4d6dl", "4d6dl1"],
		["5d10dh2", "5d10dh2"],
		["3d6!", "3d6!"],
		// Dice Roller's rN: reroll the lowest face up to N times (r1 is ro).
		["3d6r1", "3d6ro"],
		["3d6r3", "3d6r3"],
		["3d6r", "3d6r"],
		["3d6ri", "3d6r"],
		["3d6r<3", "3d6r<3"],
		["3d6ro1", "3d6ro"],
		["3d6ro", "3d6ro"],
		["3d6ro2", "3d6ro=2"],
		["3d6ro<=2", "3d6ro<=2"],
		["5d6>=5", "5d6>=5"],
		["5d6=6", "5d6=6"],
		["5d6>4f<2", "5d6>4f<2"],
		["5d6>=5f1", "5d6>=5f1"],
		["5d6>=5f<=1", "5d6>=5f<=1"],
		// Success counting is printed first, so that no condition after "!" or "r" is read as theirs.
		["4d6kh3!!r1", "4d6!!rokh3"],
		// rpg-dice-roller: modifiers apply in a fixed order whatever the order written (explode before keep).
		["8d4kh4!", "8d4!kh4"],
		["2d6>3!", "2d6>3!"],
		["2d6!=5", "2d6!=5"],
		["2d6!>4", "2d6!>4"],
		["4d10!<=3", "4d10!<=3"],
		["d6!<>4", "1d6!<>4"],
		["1d4!=!3", "1d4!<>3"],
		["2d6!!", "2d6!!"],
		["2d6!p", "2d6!p"],
		["2d6!!p>4", "2d6!!p>4"],
		["2d4!3", "2d4!3"],
		["2d4!i", "2d4!"],
		["2d20k", "2d20kh1"],
		["4d10k2", "4d10kh2"],
		["4d6d1", "4d6dl1"],
		["4d6d", "4d6dl1"],
		["4d6min3", "4d6min3"],
		["4d6max3", "4d6max3"],
		["1d[3,5]", "1d[3,5]"],
		["4dF.1", "4dF.1"],
		["4dF.2", "4dF"],
		["5d20cs>=16cf<=2", "5d20cs>=16cf<=2"],
		["4d6s", "4d6sa"],
		["4d6sd", "4d6sd"],
		["5d10u", "5d10u"],
		["floor(7/2)", "floor(7 / 2)"],
		["max(1d6, 1d8, 3)", "max(1d6, 1d8, 3)"],
		["abs(1d6-4)", "abs(1d6 - 4)"],
		["2^3", "2 ^ 3"],
		["2**3", "2 ^ 3"],
		["-2^2", "-(2 ^ 2)"],
		["(1d6)^2", "1d6 ^ 2"],
		["7%3", "7 % 3"],
		["{4d6, 2d10}kh1", "{4d6, 2d10}kh1"],
		["{2d6,1d20}>=7f<3", "{2d6, 1d20}>=7f<3"],
		["{3d6+2}", "{3d6 + 2}"],
		["2d6 // Sword", "2d6", "Sword"],
		["4dF>=1", "4dF>=1"],
		["4dF>=-1", "4dF>=-1"],
		// As rpg-dice-roller reads it: reroll the lowest face, then subtract 1.
		["4dFr-1", "4dFr - 1"],
		["4dFr=-1", "4dFr"],
		["1d6>=5-1", "1d6>=5 - 1"],
		["2+3*4", "2 + 3 * 4"],
		["(2+3)*4", "(2 + 3) * 4"],
		["2-(3-1)", "2 - (3 - 1)"],
		["(2-3)-1", "2 - 3 - 1"],
		["8/(4/2)", "8 / (4 / 2)"],
		["-1d6", "-1d6"],
		["-(1d6+2)", "-(1d6 + 2)"],
		["--3", "-(-3)"],
		["2*-3", "2 * -3"],
		["((1d6))", "1d6"],
		["2d6+1 # Sword", "2d6 + 1", "Sword"],
		["1d20+5 #  Attack <b>roll</b> ", "1d20 + 5", "Attack <b>roll</b>"],
		["1d20 #", "1d20"],
	];

	it.each(valid)("%s reads as %s", (typed, normalised, label) => {
		const ast = parse(typed);
		expect(formatNotation(ast)).toBe(normalised);
		expect(ast.label).toBe(label);
		// The normalised text is itself valid and stable.
		expect(formatNotation(parse(normalised))).toBe(normalised);
	});

	it("parses precedence and unary minus into the expected tree", () => {
		const ast = parse("1 + 2 * -3");
		expect(ast.root).toMatchObject({
			kind: "binary",
			op: "+",
			left: { kind: "number", value: 1 },
			right: { kind: "binary", op: "*", left: { kind: "number", value: 2 }, right: { kind: "negate", operand: { kind: "number", value: 3 } } },
		});
	});

	it("records every modifier on the dice term", () => {
		expect(parse("6d10r<2!!dl2>=8f1cs=10").root).toMatchObject({
			kind: "dice",
			count: 6,
			sides: 10,
			explode: { compound: true, penetrate: false, when: { op: "=", value: 10 } },
			reroll: { when: { op: "<", value: 2 } },
			keep: { mode: "dl", count: 2 },
			criticals: { success: { op: "=", value: 10 } },
			successes: { success: { op: ">=", value: 8 }, failure: { op: "=", value: 1 } },
		});
	});

	// [input, message pattern, expected span start]
	const invalid: Array<[string, RegExp, number]> = [
		["", /empty/, 0],
		["   ", /empty/, 3],
		["# just a label", /empty/, 0],
		["2d", /number of sides/, 2],
		["2dx", /number of sides/, 2],
		["0d6", /at least one die/, 0],
		["1d0", /at least one side/, 2],
		["1.5+2", /whole numbers/, 1],
		["2d6+", /ends too early/, 4],
		["2d6 3", /Unexpected "3"/, 4],
		// A dice term is written without spaces inside it.
		["2 d6", /Unexpected "d" at position 3: write a dice term without spaces/, 2],
		["4d6 kh3", /Unexpected "k" at position 5: write a dice term without spaces inside it/, 4],
		["(1+2", /never closed/, 0],
		["1+2)", /no matching/, 3],
		["(1+2(", /Unexpected "\("/, 4],
		["2d6kx", /Unexpected "x"/, 4],
		["2d6dx", /Unexpected "x"/, 4],
		["2d6kh1kl1", /keep\/drop modifier .* is written twice/, 6],
		["2d6!!!", /twice/, 5],
		["2d6r>", /r condition needs a number/, 4],
		["2d6r1r2", /reroll .*twice/, 5],
		["2d6>=", /needs a number/, 3],
		["2d6>=5>=4", /success condition is written twice/, 6],
		["5d6f1", /must follow a success condition/, 3],
		["1d6r<7", /every face/, 0],
		["1d6r>=1", /every face/, 0],
		["d10!>0", /matches every face .*explode forever/, 0],
		["1d6!>=1", /explode forever/, 0],
		["d1!", /every face .*explode forever/, 0],
		["4dF!", /Fudge dice .* cannot explode/, 0],
		["5d4u", /cannot all show different faces/, 0],
		["2d10uo", /"uo"/, 4],
		["1d6min2!", /"min"\/"max" cannot be combined/, 0],
		["floor(1d6/2+1)", /directly around the division/, 0],
		["min(3)", /two or more/, 0],
		["{3d6}kh1", /group of one expression/, 0],
		["1d[5,3]", /empty/, 2],
		["1d6 + $", /Unexpected "\$"/, 6],
		["*2", /Unexpected "\*"/, 0],
	];

	it.each(invalid)("%j is refused: %s at %i", (input, message, start) => {
		const result = tryParse(input);
		expect(result.ok).toBe(false);
		if (result.ok) return;
		expect(result.error).toBeInstanceOf(DiceError);
		expect(result.error.message).toMatch(message);
		expect(result.error.span.start).toBe(start);
		expect(result.error.span.end).toBeGreaterThanOrEqual(start);
		expect(() => parse(input)).toThrow(DiceError);
	});

	describe("limits name themselves", () => {
		const cases: Array<[string, string, RegExp, number]> = [
			["input length", "1+".repeat(250) + "1", new RegExp(`limit is ${DICE_LIMITS.maxInputLength}`), DICE_LIMITS.maxInputLength],
			["dice per term", "1001d6", /1001 dice is over the limit of 1000 dice/, 0],
			["sides", "2d10001", /d10001 is over the limit of 10000 sides/, 2],
			["number size", "99999999999999999999", /over the limit of 1,000,000,000/, 0],
			["keep count size", "2d6kh99999999999", /over the limit of 1,000,000,000/, 5],
			["parenthesis nesting", "(".repeat(40) + "1" + ")".repeat(40), /deeper than the limit of 32/, 32],
			["unary minus nesting", "-".repeat(40) + "1", /deeper than the limit of 32/, 32],
		];
		it.each(cases)("%s", (_name, input, message, start) => {
			const result = tryParse(input);
			expect(result.ok).toBe(false);
			if (result.ok) return;
			expect(result.error.message).toMatch(message);
			expect(result.error.span.start).toBe(start);
		});

		it("accepts input right at the limits", () => {
			expect(tryParse(`${DICE_LIMITS.maxDice}d${DICE_LIMITS.maxSides}`).ok).toBe(true);
			expect(tryParse("(".repeat(32) + "1" + ")".repeat(32)).ok).toBe(true);
			expect(tryParse("1+".repeat(249) + "1").ok).toBe(true); // 499 characters
		});
	});
});
