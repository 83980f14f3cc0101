/**
 * fast-check generators of valid dice notation covering the whole grammar (parse.ts),
 * for the property tests and the fuzz suite. Small pools, so every exact
 * distribution stays quick; combinations parse() rightly refuses are avoided.
 */
import fc from "fast-check";

export const diceTerm: fc.Arbitrary<string> = fc
	.record({
		count: fc.integer({ min: 1, max: 4 }),
		die: fc.constantFrom("2", "3", "4", "6", "8", "F", "F.1", "[3,5]", "[-1,2]"),
		clamp: fc.constantFrom("", "", "min2", "max3"),
		explode: fc.constantFrom("", "", "!", "!!", "!p", "!!p", "!>=3", "!<2", "!=1", "!<>2", "!2", "!!3"),
		reroll: fc.constantFrom("", "", "r", "ro", "r2", "r=1", "ro<3", "r>=8"),
		unique: fc.boolean(),
		keep: fc.constantFrom("", "", "kh", "kl", "dh", "dl", "k", "d"),
		keepCount: fc.integer({ min: 1, max: 4 }),
		success: fc.constantFrom("", "", ">=2", "<2", "=1", ">=6f1", ">0f<=-1", "<>3"),
		critical: fc.constantFrom("", "", "cs>=4", "cf=1", "cs=6cf<2"),
		sort: fc.constantFrom("", "", "s", "sd"),
	})
	.map(({ count, die, clamp, explode, reroll, unique, keep, keepCount, success, critical, sort }) => {
		const faces = facesOf(die, clamp);
		let boom: string = die.startsWith("F") || clamp ? "" : explode;
		// An explosion that matches every face would never end; parse() refuses it.
		if (boom && explodesOnEveryFace(boom, faces)) boom = "";
		let again = clamp || (boom.includes("p") && !!reroll) ? "" : reroll;
		if (again && rerollsEveryFace(again, faces)) again = "";
		const distinct = new Set(faces).size;
		const same = die !== "F.1" && !clamp;
		const isUnique = unique && !boom && !again && same && count <= distinct ? "u" : "";
		return `${count}d${die}${clamp}${success}${boom}${again}${isUnique}${keep ? keep + keepCount : ""}${critical}${sort}`;
	});

function facesOf(die: string, clamp: string): number[] {
	let faces: number[];
	if (die === "F") faces = [-1, 0, 1];
	else if (die === "F.1") faces = [-1, 0, 0, 0, 0, 1];
	else if (die === "[3,5]") faces = [3, 4, 5];
	else if (die === "[-1,2]") faces = [-1, 0, 1, 2];
	else faces = Array.from({ length: Number(die) }, (_, i) => i + 1);
	if (clamp === "min2") faces = faces.map((f) => Math.max(2, f));
	if (clamp === "max3") faces = faces.map((f) => Math.min(3, f));
	return faces;
}

function test(op: string, value: number, face: number): boolean {
	switch (op) {
		case "=":
			return face === value;
		case "<>":
			return face !== value;
		case "<":
			return face < value;
		case "<=":
			return face <= value;
		case ">":
			return face > value;
		default:
			return face >= value;
	}
}

function explodesOnEveryFace(explode: string, faces: number[]): boolean {
	const condition = /(<>|<=|>=|<|>|=)(-?\d+)$/.exec(explode);
	if (/\d$/.test(explode) && !condition) return false; // !2, !!3: a count, so it ends
	const matchesFace = (f: number): boolean => (condition ? test(condition[1] as string, Number(condition[2]), f) : f === Math.max(...faces));
	return faces.every(matchesFace);
}

function rerollsEveryFace(reroll: string, faces: number[]): boolean {
	if (reroll === "ro" || reroll === "r2" || reroll.startsWith("ro")) return false;
	const condition = /(<>|<=|>=|<|>|=)(-?\d+)$/.exec(reroll);
	const matchesFace = (f: number): boolean => (condition ? test(condition[1] as string, Number(condition[2]), f) : f === Math.min(...faces));
	return faces.every(matchesFace);
}

/** Expressions over dice terms: + - * and small divisions, groups, functions and powers. */
export const expression: fc.Arbitrary<string> = fc.letrec<{ expr: string; leaf: string }>((tie) => ({
	leaf: fc.oneof(diceTerm, fc.integer({ min: 0, max: 20 }).map(String)),
	expr: fc.oneof(
		{ depthSize: "small", withCrossShrink: true },
		tie("leaf"),
		fc.tuple(tie("expr"), fc.constantFrom("+", "-", "*"), tie("expr")).map(([a, op, b]) => `${a} ${op} ${b}`),
		fc.tuple(tie("expr"), fc.integer({ min: 1, max: 3 }), fc.constantFrom("", "floor", "ceil", "round")).map(([a, b, f]) => (f ? `${f}((${a}) / ${b})` : `(${a}) / ${b}`)),
		fc.tuple(tie("expr"), fc.integer({ min: 1, max: 3 })).map(([a, b]) => `(${a}) % ${b}`),
		fc.tuple(tie("leaf"), fc.integer({ min: 0, max: 2 })).map(([a, b]) => `(${a}) ^ ${b}`),
		fc.tuple(fc.constantFrom("abs", "min", "max"), tie("expr"), tie("expr")).map(([f, a, b]) => (f === "abs" ? `abs(${a} - ${b})` : `${f}(${a}, ${b})`)),
		fc
			.tuple(fc.array(tie("leaf"), { minLength: 2, maxLength: 3 }), fc.constantFrom("", "kh1", "kl1", "dl1", "d1", ">=4", "<3f>=10"))
			.map(([items, mod]) => `{${items.join(", ")}}${mod}`),
		tie("expr").map((a) => `-(${a})`),
	),
})).expr;
