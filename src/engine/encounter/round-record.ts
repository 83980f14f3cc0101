/**
 * What each combatant has done in the round under way: the actions taken (a d20 standard action, an
 * Opportunity attack, a pool-game attack on Bandit 2) and, in the pool game, how many actions they
 * take this round. The encounter note keeps it, one list per combatant under its own key (as an
 * instance's health is kept), the round first:
 *
 *     mara-quell-round: ["round 3", "standard", "opportunity attack"]
 *     tamsin-hale-round: ["round 2", "2 actions", "attack: Bandit 1"]
 *
 * A list written in an earlier round says nothing about this one, so a new round starts empty
 * without anything being written, and Previous turn back into that round finds it again. Pure: the
 * notes layer reads the key and writes what these functions return.
 */
import { fail, ok, type Result } from "../result";
import { instanceKey } from "./combatants";
import { t } from "../../lang";
import type { StateValue } from "../state";

/** The key a combatant's round record is kept under in the encounter note. */
export const roundKey = (id: string): string => instanceKey(id, "round");

/** Most entries a record keeps: a round holds a handful of actions; more is a mistake or a hostile note. */
export const MAX_ROUND_ENTRIES = 40;
/** Longest entry read (an action and a target's name). */
const MAX_ENTRY = 120;

export interface RoundRecord {
	/** The round the record is about. */
	round: number;
	/** The actions taken, in order, in the game's words ("standard", "attack: Bandit 1"). */
	actions: string[];
	/** Pool game: the actions this character takes this round, when declared. */
	declared?: number;
}

const ROUND_ITEM = /^round (\d{1,5})$/;
const DECLARED_ITEM = /^(\d{1,2}) actions?$/;

/** The list the note keeps for a record. */
export function formatRoundRecord(record: RoundRecord): string[] {
	const items = [`round ${record.round}`];
	if (record.declared !== undefined) items.push(`${record.declared} action${record.declared === 1 ? "" : "s"}`);
	return [...items, ...record.actions];
}

/**
 * The record the note keeps under a combatant's key, read for `round`: an empty one when the key is
 * absent or holds an earlier (or later) round. A list that is no record is a problem in the user's
 * words, never a throw.
 */
export function readRoundRecord(raw: unknown, round: number, key: string): Result<RoundRecord> {
	const empty: RoundRecord = { round, actions: [] };
	if (raw === undefined || raw === null) return ok(empty);
	if (!Array.isArray(raw) || raw.length === 0 || raw.length > MAX_ROUND_ENTRIES + 2 || !raw.every((item) => typeof item === "string" && item.length <= MAX_ENTRY)) {
		return fail(t("encounter.record.notList", { key, example: '["round 2", "standard"]' }));
	}
	const items = raw as string[];
	const at = ROUND_ITEM.exec(items[0]?.trim() ?? "");
	if (!at) return fail(t("encounter.record.noRound", { key, example: "round 2" }));
	if (Number(at[1]) !== round) return ok(empty);
	const record: RoundRecord = { round, actions: [] };
	for (const item of items.slice(1)) {
		const text = item.trim();
		const declared = DECLARED_ITEM.exec(text);
		if (declared && record.declared === undefined && record.actions.length === 0) record.declared = Number(declared[1]);
		else if (text !== "") record.actions.push(text);
	}
	return ok(record);
}

/** The record with one more action, refused past MAX_ROUND_ENTRIES. */
export function withAction(record: RoundRecord, action: string, declared?: number): Result<RoundRecord> {
	if (record.actions.length >= MAX_ROUND_ENTRIES) return fail(t("encounter.record.tooMany", { max: MAX_ROUND_ENTRIES }));
	const next: RoundRecord = { round: record.round, actions: [...record.actions, action.slice(0, MAX_ENTRY)] };
	const count = declared ?? record.declared;
	if (count !== undefined) next.declared = count;
	return ok(next);
}

/**
 * The round a character is in, when they fight in a running encounter, as the notes layer reads it
 * from the encounter note and the games count actions against it (games/frame/round.ts).
 */
export interface RoundState {
	/** The encounter note as a change names it ("[[Warm Well Ambush]]"). */
	encounter: string;
	/** Its name, for what the dialogs say, and its path (a sheet redraws when it changes). */
	encounterName: string;
	encounterPath: string;
	/** The character's name in the encounter ("Mara Quell"). */
	id: string;
	round: number;
	/** d20: the surprise round (round 0), when only the aware act, each a standard or short action. */
	surprise: boolean;
	/** d20: restricted to a single standard or short action (the tracker row's Restricted). */
	restricted: boolean;
	/** The encounter note's key for this character's round, and what it holds now (the change's before-value). */
	key: string;
	held: StateValue;
	/** What this character has done in this round. */
	record: RoundRecord;
	/** The others in the encounter, by their names there: the targets of an attack. */
	others: string[];
	/** The encounter note holds this character's round in a form it cannot read: nothing is counted or written until it is fixed. */
	problem?: string;
}
