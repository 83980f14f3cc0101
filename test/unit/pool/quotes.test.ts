import { expect, it } from "vitest";
import { CITATIONS, type CitationId } from "../../../src/engine/systems/pool/citations";
import { describeQuotingSeeds, seedText } from "../../helpers/seeds";

// Every explanation step cites seed 003 by an id of CITATIONS; each citation must be the seed's own words.
const normalise = (text: string): string => text.replace(/\s+/g, " ").trim();

/** Citations of a table in the seed: its rows, one a line there, are quoted joined by ", ". */
const TABLE_ROWS: ReadonlySet<CitationId> = new Set(["difficulty"]);

describeQuotingSeeds("pool explanations quote seed 003 word for word", () => {
	const text = seedText("003");
	const seed = normalise(text);
	const lines = text.split("\n").map(normalise);
	it.each(Object.entries(CITATIONS) as [CitationId, string][])("%s", (id, citation) => {
		expect(citation).toMatch(/^003: ".+"$/);
		const words = citation.slice('003: "'.length, -1);
		if (!TABLE_ROWS.has(id)) {
			expect(seed).toContain(normalise(words));
			return;
		}
		// Each row is a whole line of the seed, in the seed's order.
		const at = words.split(", ").map((row) => lines.indexOf(row));
		expect(at).not.toContain(-1);
		expect(at).toEqual([...at].sort((a, b) => a - b));
	});
});
