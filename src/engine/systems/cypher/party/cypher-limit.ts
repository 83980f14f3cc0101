/**
 * The cypher limit (seed 001): a character carrying more cyphers than the
 * limit loses random ones at once until the load is back at the limit.
 * Occultic cyphers count as two. Seed 000 says nothing on the limit.
 *
 * A sheet lists each cypher as one line of `cyphers`: its name or a wikilink
 * to its page, then optionally its level and whether it is occultic in one
 * trailing parenthesis: "[[Detonation]] (level 4)", "Stim (level 2, occultic)".
 */
import { formatList, t } from "../../../../lang";
import { wholeNumberProblem } from "../../../checks";
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

/** A cypher as its sheet line says it. */
export interface CypherEntry {
	/** What the sheet shows: the link's alias or page, or the plain text. */
	name: string;
	/** The whole wikilink when the line starts with one ("[[Detonation]]"). */
	link?: string;
	level?: number;
	occultic: boolean;
}

/**
 * Reads a sheet line. Only a trailing parenthesis made of "level N" and "occultic" is read as
 * notes; any other ("Stim (injector)") is part of the name, so no hand-written line loses words.
 */
export function readCypher(line: string): CypherEntry {
	const text = line.trim();
	const tail = /^(.*\S)\s*\(([^()]*)\)$/.exec(text);
	const notes = (tail?.[2] ?? "").split(",").map((part) => part.trim().toLowerCase());
	const known = tail !== null && notes.every((part) => part === "occultic" || /^level \d{1,2}$/.test(part));
	const head = known ? (tail?.[1] ?? text) : text;
	const wiki = /^\[\[([^\]|]+)(?:\|([^\]]+))?\]\]$/.exec(head);
	const entry: CypherEntry = { name: (wiki?.[2] ?? wiki?.[1] ?? head).trim(), occultic: known && notes.includes("occultic") };
	if (wiki) entry.link = head;
	const level = known ? notes.find((part) => part.startsWith("level")) : undefined;
	if (level !== undefined) entry.level = Number(level.slice(6));
	return entry;
}

/** The sheet line for a cypher: readCypher reads it back to the same name, level and kind. */
export function cypherLine(name: string, level?: number, occultic = false): string {
	const notes = [...(level === undefined ? [] : [`level ${level}`]), ...(occultic ? ["occultic"] : [])];
	return notes.length === 0 ? name.trim() : `${name.trim()} (${notes.join(", ")})`;
}

/** The lines that are occultic cyphers (they count as two). */
export const occulticOf = (cyphers: readonly string[]): string[] => cyphers.filter((line) => readCypher(line).occultic);

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
	const problem = wholeNumberProblem(t("engine.cypher.party.field.cypherLimit", { name: carrier.name }), carrier.cypherLimit, 0, MAX_CYPHERS);
	if (problem) return fail(problem);
	if (carrier.cyphers.length > MAX_CYPHERS) return fail(t("engine.cypher.party.tooManyCyphers", { name: carrier.name, max: MAX_CYPHERS }));
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
		explanation.push(citedStep(t("engine.cypher.party.withinLimit", { name: carrier.name, load, limit: carrier.cypherLimit })));
		return ok({ load, limit: carrier.cypherLimit, lost, kept, changes: [], explanation });
	}
	explanation.push(citedStep(t("engine.cypher.party.overLimit", { name: carrier.name, load, limit: carrier.cypherLimit, lost: formatList(lost), count: lost.length }), "overCypherLimit"));
	if (occultic.size > 0) explanation.push(citedStep(t("engine.cypher.party.occultic"), "occulticCyphers"));
	return ok({
		load,
		limit: carrier.cypherLimit,
		lost,
		kept,
		changes: [{ target: options.target ?? "", key: CYPHERS_KEY, before: [...carrier.cyphers], after: [...kept] }],
		explanation,
	});
}

/** The load of a sheet's lines, occultic ones (as their lines say) counting two. */
export const sheetLoad = (cyphers: readonly string[]): number => cypherLoad(cyphers, new Set(occulticOf(cyphers)));

/**
 * Adds a cypher to the carrier's list, then applies the limit at once: over it, random cyphers
 * (the new one among them) disappear until the load fits. One change, from the list before the
 * add, so undoing it takes the new cypher away and gives back any that disappeared.
 */
export function addCypher(carrier: CypherCarrier, line: string, rng: Rng, target = ""): Result<CypherLimitResult> {
	const added = line.trim();
	if (added === "") return fail(t("engine.cypher.party.cypherNameMissing"));
	// A full list is refused by enforceCypherLimit, which checks the list with the new cypher in it.
	const cyphers = [...carrier.cyphers, added];
	const limited = enforceCypherLimit({ ...carrier, cyphers }, rng, { occultic: occulticOf(cyphers), target });
	if (!limited.ok) return limited;
	return ok({ ...limited.value, changes: [{ target, key: CYPHERS_KEY, before: [...carrier.cyphers], after: limited.value.kept }] });
}

/** Uses (and so removes) the cypher at `index`; `line` must still be there, else the sheet changed under the dialog. */
export function useCypher(carrier: CypherCarrier, index: number, line: string, target = ""): Result<{ kept: string[]; changes: StateChange[] }> {
	// Found again by its line when the list moved since the dialog opened; the first copy goes.
	const at = carrier.cyphers[index] === line ? index : carrier.cyphers.indexOf(line);
	if (at < 0) return fail(t("engine.cypher.party.cypherGone", { cypher: readCypher(line).name, name: carrier.name }));
	const kept = carrier.cyphers.filter((_, i) => i !== at);
	return ok({ kept, changes: [{ target, key: CYPHERS_KEY, before: [...carrier.cyphers], after: kept }] });
}
