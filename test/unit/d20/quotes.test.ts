import { expect, it } from "vitest";
import { RULE } from "../../../src/engine/systems/d20/rules";
import { describeQuotingSeeds, seedText } from "../../helpers/seeds";

// Every explanation step cites seed 004 through RULE; each citation must be the seed's own words.
const normalise = (text: string): string => text.replace(/\s+/g, " ").trim();

describeQuotingSeeds("d20 explanations quote seed 004 word for word", () => {
	const seed = normalise(seedText("004"));
	it.each(Object.entries(RULE))("%s", (_name, source) => {
		expect(source.startsWith("004: ")).toBe(true);
		expect(seed).toContain(normalise(source.slice("004: ".length)));
	});
});
