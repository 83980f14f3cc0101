/**
 * The cypher limit (seed 001): a character carrying more cyphers than the
 * limit loses random ones at once until the load is back at the limit.
 * Occultic cyphers count as two. Seed 000 says nothing on the limit.
 */
import type { Explanation } from "../../../explain";
import type { Result } from "../../../result";
import { fail, ok } from "../../../result";
import type { Rng } from "../../../rng";
import type { StateChange } from "../../../state";
import { citedStep } from "../cited-step";

export const CYPHERS_KEY = "cyphers";
export const MAX_CYPHERS = 100;

export interface CypherCarrier {
	name: string;
	cypherLimit: number;
	cyphers: readonly string[];
}

/** How much of the limit the cyphers use: 1 each, 2 for an occultic one. */
export function cypherLoad(cyphers: readonly string[], occultic: ReadonlySet<string> = new Set()): number {
	return cyphers.reduce((sum, c) => sum + (occultic.has(c) ? 2 : 1), 0);
}

export interface CypherLimitResult {
	load: number;
	limit: number;
	lost: string[];
	kept: string[];
	changes: StateChange[];
	explanation: Explanation;
}

/** Applies the over-limit rule: random cyphers vanish (drawn with `rng`) until the load fits. */
export function enforceCypherLimit(carrier: CypherCarrier, rng: Rng, options: { occultic?: readonly string[]; target?: string } = {}): Result<CypherLimitResult> {
	if (!Number.isInteger(carrier.cypherLimit) || carrier.cypherLimit < 0 || carrier.cypherLimit > MAX_CYPHERS) {
		return fail(`${carrier.name}'s cypher limit must be a whole number from 0 to ${MAX_CYPHERS}, got ${String(carrier.cypherLimit)}.`);
	}
	if (carrier.cyphers.length > MAX_CYPHERS) return fail(`${carrier.name} carries at most ${MAX_CYPHERS} cyphers in a note.`);
	const occultic = new Set(options.occultic ?? []);
	const kept = [...carrier.cyphers];
	const lost: string[] = [];
	const load = cypherLoad(kept, occultic);
	const explanation: Explanation = [];
	let current = load;
	while (current > carrier.cypherLimit) {
		const index = rng.nextInt(kept.length);
		const [gone] = kept.splice(index, 1);
		if (gone === undefined) break;
		lost.push(gone);
		current -= occultic.has(gone) ? 2 : 1;
	}
	if (lost.length === 0) {
		explanation.push({ text: `${carrier.name} carries ${load} of ${carrier.cypherLimit} cyphers: within the limit.` });
		return ok({ load, limit: carrier.cypherLimit, lost, kept, changes: [], explanation });
	}
	explanation.push(citedStep(`${carrier.name} carries ${load} cyphers against a limit of ${carrier.cypherLimit}: ${lost.join(", ")} disappear${lost.length === 1 ? "s" : ""}.`, "overCypherLimit"));
	if (occultic.size > 0) explanation.push(citedStep("Occultic cyphers count as two.", "occulticCyphers"));
	return ok({
		load,
		limit: carrier.cypherLimit,
		lost,
		kept,
		changes: [{ target: options.target ?? "", key: CYPHERS_KEY, before: [...carrier.cyphers], after: [...kept] }],
		explanation,
	});
}
