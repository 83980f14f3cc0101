/**
 * Counts per character from a session's log: rolls, successes, failures, intrusions, XP.
 * Undone entries and the undo entries themselves do not count (the undo cancels them out).
 */
import { damageOf, xpDelta, type LogEntry } from "./entry";

export interface ActorSummary {
	actor: string;
	rolls: number;
	successes: number;
	failures: number;
	intrusions: number;
	xpGained: number;
	xpSpent: number;
}

function isSuccess(code: string | undefined): boolean {
	return code !== undefined && /(^|-)success$/.test(code);
}

function isFailure(code: string | undefined): boolean {
	return code !== undefined && /(^|-)fail(ure)?$/.test(code);
}

/** Adds one row's counts to another's (campaign totals, a session's totals). */
export function addCounts(into: Omit<ActorSummary, "actor">, row: Omit<ActorSummary, "actor">): void {
	into.rolls += row.rolls;
	into.successes += row.successes;
	into.failures += row.failures;
	into.intrusions += row.intrusions;
	into.xpGained += row.xpGained;
	into.xpSpent += row.xpSpent;
}

/** Per actor, in the order they first appear. XP counts for the note whose xp changed. */
export function summarize(entries: readonly LogEntry[]): ActorSummary[] {
	const byActor = new Map<string, ActorSummary>();
	const row = (actor: string): ActorSummary => {
		let summary = byActor.get(actor);
		if (!summary) {
			summary = { actor, rolls: 0, successes: 0, failures: 0, intrusions: 0, xpGained: 0, xpSpent: 0 };
			byActor.set(actor, summary);
		}
		return summary;
	};
	for (const entry of entries) {
		if (entry.kind === "undo" || entry.undone !== undefined) continue;
		const summary = row(entry.actor);
		if (entry.dice.length > 0) summary.rolls++;
		if (isSuccess(entry.outcome?.code)) summary.successes++;
		if (isFailure(entry.outcome?.code)) summary.failures++;
		if (entry.kind === "intrusion") summary.intrusions++;
		for (const change of entry.changes) {
			const delta = xpDelta(change);
			if (delta === undefined) continue;
			// A GM intrusion is logged by the GM but the XP belongs to the player whose note changed.
			const owner = row(change.target === "" ? entry.actor : change.target);
			if (delta > 0) owner.xpGained += delta;
			else owner.xpSpent -= delta;
		}
	}
	return [...byActor.values()];
}

/**
 * A session's totals as flat numbers, for the session note's properties (so Bases and other tools
 * that read properties can table sessions): what counts is what summarize counts, over everyone.
 */
export interface SessionTotals {
	entries: number;
	rolls: number;
	successes: number;
	failures: number;
	intrusions: number;
	xpAwarded: number;
	xpSpent: number;
	/** Damage dealt or taken in the session, from the entries that name an amount. */
	damage: number;
}

export function sessionTotals(entries: readonly LogEntry[]): SessionTotals {
	const counts = { rolls: 0, successes: 0, failures: 0, intrusions: 0, xpGained: 0, xpSpent: 0 };
	for (const row of summarize(entries)) addCounts(counts, row);
	const { rolls, successes, failures, intrusions, xpGained, xpSpent } = counts;
	const totals: SessionTotals = { entries: 0, rolls, successes, failures, intrusions, xpAwarded: xpGained, xpSpent, damage: 0 };
	for (const entry of entries) {
		if (entry.kind === "undo" || entry.undone !== undefined) continue;
		totals.entries++;
		totals.damage += damageOf(entry);
	}
	return totals;
}
