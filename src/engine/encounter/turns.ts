/**
 * The running of an encounter: the initiative order as the note keeps it ("Kessa Varn: 17"), the
 * round's turns (Cypher First actions jump ahead and come back for a Follow-up; a d20 surprise round
 * has only those who were aware), and moving the turn marker forward and back. Pure: the notes layer
 * reads the note into these shapes and writes back what they return.
 */
import { fail, ok, type Result } from "../result";
import { buildRound, type SlotKind, type TurnChoice } from "../systems/cypher/turns";
import { t } from "../../lang";
import { clip } from "./combatants";

export type EncounterSystem = "cypher" | "pool" | "d20";

/** One place in the initiative order: who, the number they act on, and why they sit there (a tie, a target number). */
export interface OrderEntry {
	id: string;
	initiative: number;
	/** Shown beside the number: "target number", "3 dice", "coin toss". */
	note?: string;
}

const ORDER_LINE = /^(.+?):\s*(-?\d{1,4})(?:\s*\((.{0,80})\))?$/;

export function formatOrderEntry(entry: OrderEntry): string {
	return entry.note ? `${entry.id}: ${entry.initiative} (${entry.note})` : `${entry.id}: ${entry.initiative}`;
}

/** Reads the `order` list; every line must name a combatant of the encounter, once. */
export function parseOrder(raw: unknown, known: ReadonlySet<string>): Result<OrderEntry[]> {
	if (raw === undefined || raw === null) return ok([]);
	if (!Array.isArray(raw)) return fail(t("encounter.order.notList", { key: "order:", example: "Kessa Varn: 17" }));
	const out: OrderEntry[] = [];
	const seen = new Set<string>();
	for (const item of raw) {
		const match = typeof item === "string" ? ORDER_LINE.exec(item.trim()) : null;
		if (!match) return fail(t("encounter.order.badLine", { key: "order:", line: clip(String(item)), example: "Kessa Varn: 17" }));
		const id = (match[1] as string).trim();
		if (!known.has(id)) return fail(t("encounter.order.unknown", { key: "order:", name: clip(id) }));
		if (seen.has(id)) return fail(t("encounter.order.twice", { key: "order:", name: clip(id) }));
		seen.add(id);
		const entry: OrderEntry = { id, initiative: Number(match[2]) };
		if (match[3]) entry.note = match[3].trim();
		out.push(entry);
	}
	return ok(out);
}

/** Said when a turn is moved before anyone has a place in the order. */
const noOrder = (): string => t("encounter.order.none");

export interface Slot {
	id: string;
	kind: SlotKind;
}

export interface RoundSetup {
	system: EncounterSystem;
	order: readonly OrderEntry[];
	round: number;
	/** Cypher: who takes a First action this round (jumps to the front, Follow-up after the others). */
	firstActions?: readonly string[];
	/** Cypher: who takes a Last action this round (at the very end, after the Follow-ups, in initiative order). */
	lastActions?: readonly string[];
	/** Cypher: who waits this round, to act once the others have taken their turns. */
	waiting?: readonly string[];
	/**
	 * Cypher: those of `waiting` whose trigger came, and whose turn they act right before (000: wait
	 * "for something to happen" and act before it; 001: "resolve your action when the trigger occurs").
	 */
	actingBefore?: Readonly<Record<string, string>>;
	/** d20: who was unaware when the scene began (no turn in the surprise round). */
	unaware?: readonly string[];
}

/** Round 0 is the d20 surprise round; it happens only when some but not all were aware. */
export function hasSurpriseRound(order: readonly OrderEntry[], unaware: readonly string[]): boolean {
	const unawareIn = order.filter((e) => unaware.includes(e.id)).length;
	return unawareIn > 0 && unawareIn < order.length;
}

/**
 * The setup of a new round: First actions, Last actions and waiting last one round (000: "On later
 * rounds … the initiative order goes back to normal").
 */
export const freshRound = (setup: RoundSetup): RoundSetup => ({ ...setup, firstActions: [], lastActions: [], waiting: [], actingBefore: {} });

/** The turns of one round, in the order they are taken (every order has them: this never fails). */
export function turnsOfRound(setup: RoundSetup): Slot[] {
	const ids = setup.order.map((e) => e.id);
	if (setup.system === "d20" && setup.round === 0) {
		const unaware = setup.unaware ?? [];
		return ids.filter((id) => !unaware.includes(id)).map((id) => ({ id, kind: "action" as const }));
	}
	if (setup.system === "cypher" && (setup.firstActions?.length ?? 0) + (setup.lastActions?.length ?? 0) + (setup.waiting?.length ?? 0) > 0) {
		// 000: First actions jump ahead and come back for a Follow-up after the others; those who wait act
		// after the normal turns; Last actions close the round, in initiative order (buildRound's rules).
		const choices: Record<string, TurnChoice> = {};
		for (const id of ids) {
			if (setup.firstActions?.includes(id) === true) choices[id] = { kind: "first" };
			else if (setup.lastActions?.includes(id) === true) choices[id] = { kind: "last" };
			else if (setup.waiting?.includes(id) === true) {
				const before = setup.actingBefore?.[id];
				choices[id] = before === undefined ? { kind: "wait" } : { kind: "wait", before };
			}
		}
		const round = buildRound(ids, choices);
		// The order's ids are unique and few (the notes layer checks), so this does not fail; if it did, the plain order stands.
		if (round.ok) return round.value.slots.map((s) => ({ id: s.name, kind: s.kind }));
	}
	return ids.map((id) => ({ id, kind: "action" as const }));
}

/** The turns of one round as a Result, for callers that read it as one (the tracker). */
export function roundSlots(setup: RoundSetup): Result<Slot[]> {
	return ok(turnsOfRound(setup));
}

export interface TurnState {
	round: number;
	/** 1-based position in the round's slots. */
	turn: number;
}

export interface TurnMove extends TurnState {
	/** A new round began: this round's First actions are over. */
	newRound: boolean;
	/** The slot whose turn it now is. */
	slot: Slot;
	/** Slots passed over because their combatant is down. */
	skipped: string[];
}

/**
 * The next turn, passing over those who are down (they stay in the order and come back if healed).
 * After the last slot a new round starts, and First actions end with it (000: "On later rounds after
 * the round you used a First action, the initiative order goes back to normal").
 */
export function nextTurn(setup: RoundSetup, state: TurnState, isDown: (id: string) => boolean): Result<TurnMove> {
	if (setup.order.length === 0) return fail(noOrder());
	if (setup.order.every((e) => isDown(e.id))) return fail(t("encounter.order.allDown"));
	let round = state.round;
	let turn = state.turn;
	let current: RoundSetup = setup;
	let newRound = false;
	const skipped: string[] = [];
	// At most two rounds are walked: someone is up, so they are found within the next full round.
	for (let step = 0; step < 2 * setup.order.length + 4; step++) {
		let slots = turnsOfRound({ ...current, round });
		if (turn < slots.length) {
			turn += 1;
		} else {
			round += 1;
			turn = 1;
			newRound = true;
			current = freshRound(current);
			slots = turnsOfRound({ ...current, round });
			if (slots.length === 0) continue;
		}
		const slot = slots[turn - 1];
		if (slot === undefined) continue;
		if (isDown(slot.id)) {
			skipped.push(slot.id);
			continue;
		}
		return ok({ round, turn, newRound, slot, skipped });
	}
	return fail(t("encounter.order.noTurn"));
}

/** The turn before, within this round or at the end of the round before (its First actions are not remembered). */
export function previousTurn(setup: RoundSetup, state: TurnState): Result<TurnMove> {
	if (setup.order.length === 0) return fail(noOrder());
	const firstRound = setup.system === "d20" && hasSurpriseRound(setup.order, setup.unaware ?? []) ? 0 : 1;
	if (state.turn <= 1 && state.round <= firstRound) return fail(t("encounter.order.firstTurn"));
	if (state.turn > 1) {
		const slots = turnsOfRound({ ...setup, round: state.round });
		const turn = Math.min(state.turn - 1, slots.length);
		const slot = slots[turn - 1];
		if (!slot) return fail(t("encounter.order.pastEnd"));
		return ok({ round: state.round, turn, newRound: false, slot, skipped: [] });
	}
	const round = state.round - 1;
	const slots = turnsOfRound({ ...freshRound(setup), round });
	const slot = slots[slots.length - 1];
	if (!slot) return fail(t("engine.encounter.turns.noneBefore"));
	return ok({ round, turn: slots.length, newRound: false, slot, skipped: [] });
}

/** Checks a hand-edited round and turn against the round's slots. */
export function checkTurn(setup: RoundSetup, state: TurnState): Result<Slot | undefined> {
	if (setup.order.length === 0) {
		return state.turn === 0 ? ok(undefined) : fail(t("engine.encounter.turns.noOrder", { turn: state.turn }));
	}
	const slots = turnsOfRound(setup);
	if (state.turn < 1 || state.turn > slots.length) {
		return fail(t("engine.encounter.turns.outOfRound", { turn: state.turn, round: state.round, count: slots.length }));
	}
	return ok(slots[state.turn - 1]);
}

/** Longest trigger kept: a sentence in the user's words, not a page. */
export const MAX_TRIGGER = 120;

/**
 * Reads a list of "Name: text" lines (a waiting combatant's trigger, whose turn one acts before),
 * each naming a combatant of the encounter once. The name is matched against the known ones, so a
 * trigger may hold a colon of its own.
 */
export function parseNamedLines(raw: unknown, known: ReadonlySet<string>, key: string): Result<Record<string, string>> {
	// No prototype: a combatant called "__proto__" is a name like any other.
	const out = Object.create(null) as Record<string, string>;
	if (raw === undefined || raw === null) return ok(out);
	if (!Array.isArray(raw)) return fail(t("engine.encounter.waits.notList", { key }));
	// Longest names first, so "Goblin 10" is not read as "Goblin 1" followed by "0: …".
	const names = [...known].sort((a, b) => b.length - a.length);
	for (const item of raw) {
		const line = typeof item === "string" ? item.trim() : "";
		const id = names.find((name) => line.startsWith(`${name}:`));
		if (id === undefined) return fail(t("engine.encounter.waits.noName", { key, line: clip(String(item)) }));
		if (Object.prototype.hasOwnProperty.call(out, id)) return fail(t("engine.encounter.waits.twice", { key, name: clip(id) }));
		out[id] = line.slice(id.length + 1).trim().slice(0, MAX_TRIGGER);
	}
	return ok(out);
}

/** The lines parseNamedLines reads, as the note keeps them. */
export const namedLines = (lines: Readonly<Record<string, string>>): string[] => Object.entries(lines).map(([id, text]) => `${id}: ${text}`);
