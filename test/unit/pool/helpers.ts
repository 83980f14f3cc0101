import { readRoll, type PoolRoll } from "../../../src/engine/systems/pool/read";
import type { Vitals } from "../../../src/engine/systems/pool/character";
import type { Result } from "../../../src/engine/result";
import type { ExplainStep } from "../../../src/engine/explain";
import { CITATIONS, type CitationId } from "../../../src/engine/systems/pool/citations";

/** Reads dice for a pool (by default the pool equals the number of dice), failing the test on bad input. */
export function roll(dice: number[], pool = dice.length, dieSize = 6): PoolRoll {
	return unwrap(readRoll(dice, pool, dieSize));
}

export function unwrap<T>(result: Result<T>): T {
	if (!result.ok) throw new Error(result.error);
	return result.value;
}

export function vitals(overrides: Partial<Vitals> = {}): Vitals {
	return { health: 20, healthMax: 20, endurance: 30, enduranceMax: 30, enduranceSpent: 0, ...overrides };
}

/** The seed's words a step cites, looked up by its citation id; undefined when it cites none, an error when the id is not in the table. */
export function citedWords(step: ExplainStep | undefined): string | undefined {
	const id = step?.source;
	if (id === undefined) return undefined;
	if (!(id in CITATIONS)) throw new Error(`"${id}" is not a citation of seed 003.`);
	return CITATIONS[id as CitationId];
}
