/**
 * What every game's session-log entry shares, whichever game made it: who and when (`EntryMeta`),
 * the explanation written as plain sentences with the CSRD pages it cites, and the state changes
 * aimed at the note they are written to. Each game's log-entries module builds its entries through
 * `gameEntry`, so the three games write one shape of entry.
 */
import type { Explanation } from "../explain";
import { makeEntry, type LogDiceGroup, type LogEntry, type LogInput, type LogKind, type LogOutcome } from "../log/entry";
import type { StateChange } from "../state";

/** Who and when: the caller makes the id and time so the rule modules stay pure and testable. */
export interface EntryMeta {
	id: string;
	/** ISO 8601. */
	time: string;
	/** The acting character as a wikilink, e.g. "[[Kessa Varn]]". */
	actor: string;
	/**
	 * The note the actor's own changes are written to (a wikilink or path); usually the same as
	 * `actor`. Engine changes aimed at "" (the actor) are re-aimed here, so the notes layer finds
	 * the note even when the name in the frontmatter differs from the file name.
	 */
	target: string;
}

/** The parts of an entry that differ from one result to the next. */
export interface EntryParts {
	inputs?: LogInput[];
	dice?: LogDiceGroup[];
	outcome: LogOutcome;
	/** Changes as the engine returned them; those aimed at the actor are re-aimed at `meta.target`. */
	changes?: readonly StateChange[];
	/** The actor's name as the engine wrote it into its changes (Cypher rules name the character). */
	actorName?: string;
}

/**
 * An entry of `system`: id, time and actor from `meta`, the explanation as plain text and the
 * CSRD pages it cites. The keys go in the same order as a hand-written entry's.
 */
export function gameEntry(meta: EntryMeta, system: string, kind: LogKind, title: string, explanation: Explanation, parts: EntryParts): LogEntry {
	return makeEntry({
		id: meta.id,
		time: meta.time,
		kind,
		system,
		actor: meta.actor,
		title,
		inputs: parts.inputs ?? [],
		dice: parts.dice ?? [],
		outcome: parts.outcome,
		explanation: explanation.map((step) => step.text),
		changes: aimAt(parts.changes ?? [], meta.target, parts.actorName),
		links: pagesOf(explanation),
	});
}

/** Engine changes aimed at the actor ("", or the actor's name when given) go to the actor's note; each change is a copy. */
export function aimAt(changes: readonly StateChange[], target: string, actorName = ""): StateChange[] {
	return changes.map((change) => (change.target === "" || change.target === actorName ? { ...change, target } : { ...change }));
}

/** One `name = value` line of an entry's inputs. */
export function logInput(key: string, value: LogInput["value"]): LogInput {
	return { key, value };
}

/** The CSRD pages the explanation cites, each once, in first-cited order. */
export function pagesOf(explanation: Explanation): string[] {
	const pages: string[] = [];
	for (const step of explanation) {
		if (step.page !== undefined && step.page !== "" && !pages.includes(step.page)) pages.push(step.page);
	}
	return pages;
}
