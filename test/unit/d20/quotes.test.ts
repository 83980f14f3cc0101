import { expect, it } from "vitest";
import { CITATIONS } from "../../../src/engine/systems/d20/citations";
import { describeQuotingSeeds, seedText } from "../../helpers/seeds";

// Every explanation step cites seed 004 by an id of CITATIONS; each citation must be the seed's own words.
const normalise = (text: string): string => text.replace(/\s+/g, " ").trim();

describeQuotingSeeds("d20 explanations quote seed 004 word for word", () => {
	const seed = normalise(seedText("004"));
	it.each(Object.entries(CITATIONS))("%s", (_id, words) => {
		expect(words.startsWith("004: ")).toBe(true);
		expect(seed).toContain(normalise(words.slice("004: ".length)));
	});
});
