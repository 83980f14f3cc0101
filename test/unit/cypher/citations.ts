import { expect } from "vitest";
import { CITATIONS, type CitationId } from "../../../src/engine/systems/cypher/citations";

/** True when `id` names an entry of the Cypher citations table. */
export const isCitationId = (id: unknown): id is CitationId => typeof id === "string" && Object.prototype.hasOwnProperty.call(CITATIONS, id);

/** The seed's words a step's `source` cites; fails the test when `source` is not an id of the table. */
export function citedWords(source: string | undefined): string {
	expect(isCitationId(source), `${JSON.stringify(source)} is an id of the Cypher citations table`).toBe(true);
	return CITATIONS[source as CitationId];
}
