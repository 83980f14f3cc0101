/**
 * The round a character is in, when they fight in a running encounter: what the sheet's dialogs
 * need to count the round's actions (the d20 game's standard, short and full-round actions and its
 * Opportunity attacks; the pool game's actions and their targets) and to write what this one adds.
 * The notes layer reads it from the encounter note (notes/encounter/round.ts); here it is plain data,
 * so the games stay pure.
 */
import { formatRoundRecord, withAction, type RoundState } from "../../engine/encounter/round-record";
import type { Result } from "../../engine/result";
import type { StateChange } from "../../engine/state";
import { t } from "../../lang";

/** The round as the notes layer reads it (engine/encounter/round-record.ts holds the shape, so notes need not import games). */
export type { RoundState } from "../../engine/encounter/round-record";

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
export const roundName = (state: RoundState): string => (state.surprise ? t("frame.game.surpriseRoundOf", { encounter: state.encounterName }) : t("frame.game.roundOf", { round: state.round, encounter: state.encounterName }));
