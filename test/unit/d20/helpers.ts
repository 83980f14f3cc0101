import type { ExplainStep } from "../../../src/engine/explain";
import { CITATIONS, type CitationId } from "../../../src/engine/systems/d20/citations";

/** The seed's words a step cites, looked up by its citation id; undefined when it cites none, an error when the id is not in the table. */
export function citedWords(step: ExplainStep | undefined): string | undefined {
	const id = step?.source;
	if (id === undefined) return undefined;
	if (!(id in CITATIONS)) throw new Error(`"${id}" is not a citation of seed 004.`);
	return CITATIONS[id as CitationId];
}
