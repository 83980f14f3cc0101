import { expect, it } from "vitest";
import * as experience from "../../../../src/engine/systems/cypher/experience";
import * as party from "../../../../src/engine/systems/cypher/party";
import * as task from "../../../../src/engine/systems/cypher/task";
import * as turns from "../../../../src/engine/systems/cypher/turns";
import { describeQuotingSeeds, seedText } from "../../../helpers/seeds";

// The seeds mix straight and curly apostrophes; footnote marks ("invisible1") are not part of the words.
const normalize = (text: string): string => text.replace(/’/g, "'").replace(/invisible1/g, "invisible").replace(/\s+/g, " ").trim();

/** Every `"…"` quotation in a source string, split at the ellipses that join its parts. */
function quotations(source: string): Array<{ seed: string; words: string }> {
	const seed = /^(000|001|002)\b/.exec(source)?.[1];
	if (!seed) return [];
	return [...source.matchAll(/"([^"]+)"/g)].flatMap((m) =>
		(m[1] as string)
			.split("…")
			.map((part) => part.trim())
			.filter((part) => part.length >= 6)
			.map((words) => ({ seed, words })),
	);
}

const sources = [
	...[task, turns, experience, party].flatMap((module) =>
		Object.entries(module)
			.filter(([name, value]) => name.startsWith("SOURCE_") && typeof value === "string")
			.map(([, value]) => value as string),
	),
	...task.CIRCUMSTANCES.map((c) => c.source),
];

describeQuotingSeeds("every seed quotation in the task, turn, experience and party rules is the seed's own words", () => {
	const seeds: Record<string, string> = { "000": normalize(seedText("000")), "001": normalize(seedText("001")), "002": normalize(seedText("002")) };
	const quoted = sources.flatMap(quotations);

	it("covers the rules' quotations", () => {
		expect(quoted.length).toBeGreaterThan(90);
	});

	it.each([...new Map(quoted.map((q) => [`${q.seed}${q.words}`, q])).values()])("$seed: $words", ({ seed, words }) => {
		expect(seeds[seed]).toContain(normalize(words));
	});
});
