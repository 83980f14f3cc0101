/**
 * The round a character is in, when they fight in a running encounter: what the sheet's dialogs
 * need to count the round's actions (the d20 game's standard, short and full-round actions and its
 * Opportunity attacks; the pool game's actions and their targets) and to write what this one adds.
 * The notes layer reads it from the encounter note (notes/encounter/round.ts); here it is plain data,
 * so the games stay pure.
 */
import { formatRoundRecord, withAction, type RoundRecord } from "../../engine/encounter/round-record";
import type { Result } from "../../engine/result";
import type { StateChange, StateValue } from "../../engine/state";

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

/** The change that records more actions (and, in the pool game, the actions declared for the round). */
export function recordActions(state: RoundState, actions: readonly string[], declared?: number): Result<StateChange> {
	let record = state.record;
	for (const action of actions) {
		const next = withAction(record, action, declared);
		if (!next.ok) return next;
		record = next.value;
	}
	if (declared !== undefined && actions.length === 0) record = { ...record, declared };
	return { ok: true, value: { target: state.encounter, key: state.key, before: state.held, after: formatRoundRecord(record) } };
}

/** "Round 3 of Warm Well Ambush", "the surprise round of …": where the dialog's count comes from. */
export const roundName = (state: RoundState): string => `${state.surprise ? "the surprise round" : `round ${state.round}`} of ${state.encounterName}`;
