import { describe, expect, it } from "vitest";
import { parse, sample, type DiceAst } from "../../../src/engine/dice/index";
import { fail, ok } from "../../../src/engine/result";
import { scriptedRng, seededRng } from "../../../src/engine/rng";
import { breakdown } from "../../../src/notes/dice/breakdown";
import { ByteLruCache } from "../../../src/engine/dice/byte-cache";
import { OddsLoader, type OddsJob } from "../../../src/ui/dice/odds-loader";
import { drawnFaces, readFaces, rerollOneDie, rollWithFaces } from "../../../src/engine/dice/physical";

describe("the arithmetic of a result, with its modifiers", () => {
	it.each([
		["1d20 + 5", [16], "16 + 5 = 21"],
		["2d6 - 1", [3, 4], "7 - 1 = 6"],
		["1d20", [12], "12"],
		["4d6kh3 + 1d4 + 2", [6, 1, 4, 5, 3], "15 + 3 + 2 = 20"],
	])("%s with faces %j reads %s", (expression, faces, text) => {
		expect(breakdown(sample(parse(expression), scriptedRng(faces)))).toBe(text);
	});
});

describe("dice from the table", () => {
	it("reads faces separated by spaces or commas, and refuses anything else by name", () => {
		expect(readFaces(" 3, 5 2 ")).toEqual({ ok: true, faces: [3, 5, 2] });
		expect(readFaces("3 five")).toEqual({ ok: false, message: '"five" is not a die face: write whole numbers.' });
		expect(readFaces("")).toMatchObject({ ok: false });
	});

	it("rolls with exactly the typed faces, checking each against its die", () => {
		const ast = parse("1d20 + 2d6");
		const rolled = rollWithFaces(ast, [17, 2, 6]);
		expect(rolled.ok && rolled.result.total).toBe(25);
		expect(rollWithFaces(ast, [21, 2, 6])).toEqual({ ok: false, message: "The 1st die, 21, does not fit a d20 (1 to 20)." });
		expect(rollWithFaces(ast, [17, 2])).toEqual({ ok: false, message: "This roll needs more dice than the 2 you typed in (a 3rd die is needed)." });
		expect(rollWithFaces(ast, [17, 2, 6, 1])).toEqual({ ok: false, message: "This roll uses 3 dice, but 4 faces were typed in." });
	});

	it("an exploding die asks for the extra die it brings in", () => {
		const ast = parse("1d6!");
		expect(rollWithFaces(ast, [6])).toMatchObject({ ok: false, message: "This roll needs more dice than the 1 you typed in (a 2nd die is needed)." });
		const rolled = rollWithFaces(ast, [6, 3]);
		expect(rolled.ok && rolled.result.total).toBe(9);
	});

	it("Fudge dice are typed as -1, 0 and 1", () => {
		const rolled = rollWithFaces(parse("4dF"), [-1, 0, 1, 1]);
		expect(rolled.ok && rolled.result.total).toBe(1);
		expect(rollWithFaces(parse("1dF"), [2])).toEqual({ ok: false, message: "The 1st die, 2, does not fit a Fudge die (-1 to 1)." });
	});
});

describe("re-rolling one die", () => {
	it("keeps every other die and draws the chosen one afresh, over many seeded cases", () => {
		const ast: DiceAst = parse("4d6kh3 + 1d8 + 3");
		const rng = seededRng(11);
		for (let run = 0; run < 200; run++) {
			const before = sample(ast, rng);
			const index = run % 5;
			const again = rerollOneDie(ast, before, index, rng);
			if (!again.ok) throw new Error(again.message);
			const old = drawnFaces(before);
			const now = drawnFaces(again.result);
			expect(now.filter((_, i) => i !== index)).toEqual(old.filter((_, i) => i !== index));
			expect(again.before).toBe(old[index]);
			expect(again.after).toBe(now[index]);
			expect(again.notation).toBe(index < 4 ? "4d6kh3" : "1d8");
		}
	});

	it("refuses a die that is not there", () => {
		const before = sample(parse("1d6"), scriptedRng([4]));
		expect(rerollOneDie(parse("1d6"), before, 3, seededRng(1))).toEqual({ ok: false, message: "There is no such die to re-roll." });
	});
});

describe("the odds cache", () => {
	it("keeps the most recently used entries up to its limit in bytes, and never one larger than the limit", () => {
		const cache = new ByteLruCache<string, number>(100, (value) => value);
		cache.set("a", 40);
		cache.set("b", 40);
		expect(cache.get("a")).toBe(40);
		cache.set("c", 40);
		expect(cache.get("b")).toBeUndefined();
		expect(cache.get("a")).toBe(40);
		expect(cache.size).toBe(2);
		expect(cache.bytes).toBe(80);
		cache.set("huge", 101);
		expect(cache.get("huge")).toBeUndefined();
		expect(cache.bytes).toBe(80);
	});

	it("computes one expression once for every widget asking, and aborts work no widget waits for", async () => {
		let runs = 0;
		const aborted: boolean[] = [];
		const job: OddsJob = async (_ast, { signal }) => {
			runs++;
			await new Promise((resolve) => setTimeout(resolve, 5));
			aborted.push(signal?.aborted ?? false);
			return signal?.aborted ? fail("aborted") : ok({ min: 1, outcomes: [] } as never);
		};
		const loader = new OddsLoader(job);
		const ast = parse("1d6");
		const [a, b] = await Promise.all([loader.oddsOf("1d6", ast, new AbortController().signal), loader.oddsOf("1d6", ast)]);
		expect(runs).toBe(1);
		expect(a).toEqual(b);
		expect(loader.cached("1d6")?.ok).toBe(true);

		const stop = new AbortController();
		const pending = loader.oddsOf("2d6", parse("2d6"), stop.signal);
		stop.abort();
		expect(await pending).toMatchObject({ ok: false });
		await new Promise((resolve) => setTimeout(resolve, 20));
		expect(aborted.at(-1)).toBe(true);
		expect(loader.cached("2d6")).toBeUndefined();
	});
});
