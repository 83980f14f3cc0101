/**
 * The tracker's actions, each through the one pipeline every table action uses: find the session
 * note first (nothing is rolled for a result that cannot be logged), read the encounter and the
 * combatants' notes fresh from their files, resolve with the engine, then write the changes and
 * append the entry in one step (applyOutcome). Every change names the value it expects to replace,
 * so a value changed elsewhere in the meantime is never overwritten with an older one.
 * Moving the turn marker and editing the list of combatants write only the encounter note (through
 * the same checked writer) and are not logged: they are bookkeeping, not results.
 */
import type { TFile } from "obsidian";
import {
	combatantLine,
	recountedLine,
	cypherInitiative,
	d20Group,
	d20Initiative,
	formatOrderEntry,
	hasSurpriseRound,
	MAX_TRIGGER,
	namedLines,
	instanceKey,
	instanceLink,
	nextTurn as engineNextTurn,
	poolInitiative,
	poolRefoot,
	previousTurn as enginePreviousTurn,
	turnsOfRound,
	freshRound,
	type CypherPcInitiative,
	type InitiativeOutcome,
	type OrderEntry,
	type TurnMove,
} from "../../engine/encounter";
import type { Explanation } from "../../engine/explain";
import { formatRoundRecord, readRoundRecord, roundKey, withAction, type RoundRecord } from "../../engine/encounter/round-record";
import { ACTION_NAMES, leftText, takeAction as takeD20Action } from "../../engine/systems/d20/action-types";
import { makeEntry, type LogEntry, type LogInput } from "../../engine/log";
import { fail, ok, type Result } from "../../engine/result";
import type { StateChange, StateValue } from "../../engine/state";
import { poolKey, STATS, type Stat } from "../../engine/systems/cypher/character";
import { capital } from "../../engine/text";
import { damageNpc, woundFromPoolDamage, type DamageKind } from "../../engine/systems/cypher/health";
import { damageEntry, type DamageInput, type EntryMeta } from "../../engine/systems/cypher/log-entries";
import { applyDamage as poolDamage } from "../../engine/systems/pool/combat";
import { initiativePool } from "../../engine/systems/pool/initiative";
import { TypedInitiativeRng, type Coin } from "../../engine/encounter/initiative";
import type { EnteredDice } from "../../engine/dice/physical";
import { groupInitiativeOn, initiativePlan, planDice, type InitiativeOptions } from "./initiative-plan";
import { enteredByHand } from "../frame/roll-dialog";
import { applyDamage as d20Damage, applyFlatFootedDamage } from "../../engine/systems/d20/damage";
import { modifierOf } from "../../engine/systems/d20/character";
import { linkTo } from "../../notes/campaign/notes";
import { ENCOUNTER_KEYS, freshSource, readEncounterNote, roundChoiceLists, setupOf, trackNumbers, waitLines, type Combatant, type EncounterNote } from "../../notes/encounter/read";
import { readValue } from "../../notes/frontmatter";
import { TABLE_KEYS as POOL_TABLE_KEYS } from "../../games/pool/model";
import { writeNotes } from "../../notes/log/write-changes";
import { logTableAction, tableDeps, type TableDeps } from "../frame/pipeline";
import { endWords, formatTimer, timersMoved, type ConditionTimer } from "../../engine/encounter/timers";
import { CONDITIONS_KEY, ruleFor, ruleLink, ruleNotes, specsOf } from "../../games/conditions/held";
import { applyPlan, durationsFor, removeAll, removePlan, restoreAll, type Bearer, type ConditionPlan, type TimerClock } from "../../games/conditions/apply";
import type { Duration } from "../../engine/conditions";
import { t } from "../../lang";

/** The tracker's actions run on the table's pipeline, with the table's dependencies. */
export type EncounterDeps = TableDeps;
export const encounterDeps = tableDeps;

/** What a logged action builds its entry from: the encounter read fresh, and the pipeline's entry id, time and link. */
export interface Context {
	note: EncounterNote;
	/** Its actor and target: the encounter note as the session note links it. */
	meta: EntryMeta;
	sessionPath: string;
}

/** A value as the log records it: absent is null, a list is a list of strings. */
function stateOf(value: unknown): StateValue {
	if (value === undefined || value === null) return null;
	if (Array.isArray(value)) return value.map(String);
	if (typeof value === "number" || typeof value === "string" || typeof value === "boolean") return value;
	return JSON.stringify(value);
}

/** What the encounter note holds under a key now, as the log records it and the checked writer expects it. */
export const held = (note: EncounterNote, key: string): StateValue => stateOf(readValue(note.frontmatter, key));

/** A list of names as the note keeps it: an empty list is no key at all. */
const listOrNone = (list: string[]): StateValue => (list.length > 0 ? list : null);

/** The list without one combatant, as the note keeps it. */
const without = (list: readonly string[], id: string): StateValue => listOrNone(list.filter((n) => n !== id));

/** Said when a combatant named by a button or a command is not in the encounter read now. */
export const notHere = (id: string): string => t("encounter.notHere", { name: id.slice(0, 60) });

/** A refusal of a roll: nothing of it reached a note. */
const notRolled = (why: string): Result<never> => fail(t("encounter.notRolled", { why }));

/** A change to the encounter note's own key, from what the note holds now. */
export function encounterChange(ctx: Context, key: string, after: StateValue): StateChange {
	return { target: ctx.meta.target, key, before: held(ctx.note, key), after };
}

/**
 * Runs a logged action through the table's pipeline (session note first, the encounter read fresh,
 * the changes and the entry written in one step) and tells the user how it went.
 */
export function logged(deps: EncounterDeps, file: TFile, build: (ctx: Context) => Result<LogEntry>): Promise<Result<LogEntry>> {
	return logTableAction(deps, file, (f) => freshNote(deps, f), (note, meta, sessionPath) => build({ note, meta, sessionPath }));
}

/**
 * An entry of the encounter: it names the encounter in `encounter`. Its actor is who acted, and the
 * encounter's own bookkeeping (initiative for everyone, a removal, the end) has none: the encounter
 * is not a character, so summaries do not count it as one.
 */
export function encounterEntry(ctx: Context, kind: string, title: string, rest: Omit<Partial<LogEntry>, "explanation"> & { explanation?: Explanation }): LogEntry {
	return makeEntry({
		id: ctx.meta.id,
		time: ctx.meta.time,
		kind,
		system: ctx.note.system,
		actor: "",
		encounter: ctx.meta.target,
		title,
		...rest,
		explanation: (rest.explanation ?? []).map((step) => step.text),
	});
}

/** Everyone in the encounter, when each of them can be used for a roll. */
function usable(note: EncounterNote): Result<Combatant[]> {
	const broken = note.combatants.find((c) => c.problem !== undefined || c.data === undefined);
	if (broken) return notRolled(broken.problem ?? t("encounter.cannotRead", { name: broken.ref.id }));
	if (note.combatants.length === 0) return fail(t("encounter.initiative.nobody"));
	return ok(note.combatants);
}

// ---------------------------------------------------------------------------------------------
// Initiative
// ---------------------------------------------------------------------------------------------

export type { InitiativeOptions } from "./initiative-plan";

/** Dice rolled at the table for an initiative: the faces in the order the dialog listed them, and coins for exact d20 ties. */
export interface TypedInitiative {
	entered: EnteredDice;
	coins: Coin[];
}

/** The order lines and the round and turn a fresh order starts on. */
function startChanges(ctx: Context, order: OrderEntry[], unaware: string[]): StateChange[] {
	const note = ctx.note;
	const surprise = note.system === "d20" && hasSurpriseRound(order, unaware);
	const round = surprise ? 0 : 1;
	const changes = [
		encounterChange(ctx, ENCOUNTER_KEYS.order, order.map(formatOrderEntry)),
		encounterChange(ctx, ENCOUNTER_KEYS.round, round),
		encounterChange(ctx, ENCOUNTER_KEYS.turn, 1),
	];
	for (const [key, list] of roundChoiceLists(note)) if (list.length > 0) changes.push(encounterChange(ctx, key, null));
	for (const [key, lines] of waitLines(note)) if (Object.keys(lines).length > 0) changes.push(encounterChange(ctx, key, null));
	if (note.system === "d20") {
		changes.push(encounterChange(ctx, ENCOUNTER_KEYS.unaware, listOrNone(unaware)));
		// 004: flat-footed "before your first regular turn": the first regular turn starts now unless a surprise round comes first.
		const first = surprise ? undefined : order[0]?.id;
		changes.push(encounterChange(ctx, ENCOUNTER_KEYS.flatFooted, listOrNone(order.map((e) => e.id).filter((id) => id !== first))));
	}
	return changes;
}

/** An initiative entry: the dice, the order as its outcome ("Kessa Varn 17, Goblin 1 9"), why each place, and what it writes. */
function initiativeEntry(ctx: Context, title: string, rolled: InitiativeOutcome, changes: StateChange[], inputs: LogInput[] = []): LogEntry {
	const text = rolled.order.map((e) => `${e.id} ${e.initiative}`).join(", ");
	return encounterEntry(ctx, "initiative", title, { inputs, dice: rolled.dice, outcome: { text, code: "initiative" }, explanation: rolled.explanation, changes });
}

/**
 * Rolls everyone's initiative, or plays back the dice typed in at the table (`typed`): the same
 * order a plugin roll with those faces gives, the entry marked entered by hand. Group initiative
 * (instances of a creature on one roll) is the option given, else what the note keeps; a change of
 * it is written with the order, so Undo puts both back.
 */
export function rollInitiative(deps: EncounterDeps, file: TFile, options: InitiativeOptions = {}, typed?: TypedInitiative): Promise<Result<LogEntry>> {
	return logged(deps, file, (ctx) => {
		const note = ctx.note;
		const all = usable(note);
		if (!all.ok) return all;
		const plan = initiativePlan(note, all.value, options);
		const inputs: LogInput[] = [{ key: "combatants", value: all.value.length }];
		let rng = deps.rng;
		let facesRng: TypedInitiativeRng | undefined;
		if (typed !== undefined) {
			// The dice the roll draws now, checked against what was typed: the encounter may have changed since the dialog listed them.
			const needs = planDice(note, plan);
			if (!needs.ok) return notRolled(needs.error);
			const fits = needs.value.length === typed.entered.length && needs.value.every((need, i) => typed.entered[i]?.length === need.count);
			if (!fits) return notRolled(t("encounter.initiative.changed"));
			rng = facesRng = new TypedInitiativeRng(typed.entered.flat(), typed.coins);
		}
		let rolled: Result<InitiativeOutcome>;
		let unaware: string[] = [];
		try {
			if (plan.system === "cypher") {
				const pcs: CypherPcInitiative[] = plan.pcs.map((pc) => ({ id: pc.id, target: linkTo(deps.app, pc.file, ctx.sessionPath), character: pc.character, request: pc.request }));
				rolled = cypherInitiative(pcs, plan.npcs, rng, note.damageModel);
			} else if (plan.system === "pool") {
				rolled = poolInitiative(plan.entries, rng, note.poolDieSize);
				inputs.push({ key: "die", value: `d${note.poolDieSize}` });
			} else {
				unaware = plan.entries.filter((e) => !e.aware).map((e) => e.id);
				rolled = d20Initiative(plan.entries, rng);
			}
		} catch (error) {
			if (facesRng?.problem === undefined) throw error;
			return notRolled(facesRng.problem);
		}
		if (!rolled.ok) return notRolled(rolled.error);
		const leftOver = facesRng?.leftOver();
		if (leftOver !== undefined) return notRolled(leftOver);
		const changes = [...rolled.value.changes, ...startChanges(ctx, rolled.value.order, unaware)];
		const group = options.group ?? groupInitiativeOn(note);
		if (group !== groupInitiativeOn(note)) changes.push(encounterChange(ctx, ENCOUNTER_KEYS.groupInitiative, group ? true : null));
		if (group && note.system !== "cypher") inputs.push({ key: "group initiative", value: "on" });
		const entry = initiativeEntry(ctx, t("encounter.initiative.title", { encounter: note.file.basename }), rolled.value, changes, inputs);
		return ok(typed === undefined ? entry : enteredByHand(entry));
	});
}

/** 003 re-footing: only at the start of a round, and the new roll stands. */
export function refoot(deps: EncounterDeps, file: TFile, id: string): Promise<Result<LogEntry>> {
	return logged(deps, file, (ctx) => {
		const note = ctx.note;
		if (note.system !== "pool") return fail(t("encounter.refoot.notPool"));
		if (note.order.length === 0 || note.turn !== 1) return fail(t("encounter.refoot.notStart"));
		const all = usable(note);
		if (!all.ok) return all;
		const poolOf = new Map<string, number>();
		let input: { id: string; abilities: Record<string, number>; weaknesses: Record<string, number> } | undefined;
		for (const c of all.value) {
			if (c.data?.system !== "pool") continue;
			const k = c.data.character;
			const size = initiativePool(k.abilities, k.weaknesses);
			if (!size.ok) return fail(`${c.ref.id}: ${size.error}`);
			poolOf.set(c.ref.id, size.value.pool);
			if (c.ref.id === id) input = { id, abilities: k.abilities, weaknesses: k.weaknesses };
		}
		if (!input) return fail(notHere(id));
		const rolled = poolRefoot(note.order, input, (other) => poolOf.get(other) ?? 2, deps.rng, note.poolDieSize);
		if (!rolled.ok) return rolled;
		return ok(initiativeEntry(ctx, t("encounter.refoot.title", { name: id }), rolled.value, [encounterChange(ctx, ENCOUNTER_KEYS.order, rolled.value.order.map(formatOrderEntry))]));
	});
}

// ---------------------------------------------------------------------------------------------
// Turns (bookkeeping in the encounter note only)
// ---------------------------------------------------------------------------------------------

/** Writes keys of the encounter note, each checked against the value the move was computed from. */
async function writeEncounter(deps: EncounterDeps, note: EncounterNote, values: Record<string, StateValue>): Promise<Result<void>> {
	const writes = Object.entries(values).map(([key, value]) => ({ key, expected: held(note, key), value }));
	const written = await writeNotes(deps.app, [{ file: note.file, reference: note.file.basename, writes }]);
	return written.ok ? ok(undefined) : fail(written.error);
}

async function freshNote(deps: EncounterDeps, file: TFile): Promise<Result<EncounterNote>> {
	const note = await readEncounterNote(deps.app, deps.settings(), file, freshSource(deps.app));
	if (!note.ok) return note;
	if (note.value.ended) return fail(t("encounter.ended", { key: ENCOUNTER_KEYS.ended }));
	return note;
}

/** A move of the bookkeeping: the encounter note's keys to write, and what the user is told once they are. */
interface Move {
	values: Record<string, StateValue>;
	said: string;
}

/**
 * Runs a bookkeeping move on the encounter read fresh (or on `known`, the encounter the caller has
 * just read fresh for it), writes its values (each checked) and tells the user how it went.
 */
async function bookkeeping(deps: EncounterDeps, file: TFile, plan: (note: EncounterNote) => Result<Move> | Promise<Result<Move>>, known?: EncounterNote): Promise<Result<string>> {
	const result = await (async (): Promise<Result<string>> => {
		const read = known ? ok(known) : await freshNote(deps, file);
		if (!read.ok) return read;
		const move = await plan(read.value);
		if (!move.ok) return move;
		const written = await writeEncounter(deps, read.value, move.value.values);
		return written.ok ? ok(move.value.said) : written;
	})();
	deps.tell(result.ok ? result.value : result.error);
	return result;
}

/** The round and turn a move of the marker writes. */
const turnValues = (move: TurnMove): Record<string, StateValue> => ({ [ENCOUNTER_KEYS.round]: move.round, [ENCOUNTER_KEYS.turn]: move.turn });

/** Whose turn it is after a move: "Kessa Varn's turn (First action)". */
const whoseTurn = (move: TurnMove): string => turnOf(move.slot.id, move.slot.kind);

/** A move of the turn marker: the encounter's keys, what the user is told, and the timers it runs out or winds back. */
interface TurnPlan extends Move {
	ended: ConditionTimer[];
	back: ConditionTimer[];
	/** Whose turn it now is, as the entry's title says it. */
	title: string;
}

/** Who loses their turn to a condition (stunned): Next turn passes over them as over those who are down. */
function losingTurn(note: EncounterNote): Map<string, string> {
	const losing = new Map<string, string>();
	for (const c of note.combatants) {
		const condition = specsOf(c.conditions).find((spec) => spec.losesTurn);
		if (condition && !c.down) losing.set(c.ref.id, condition.label);
	}
	return losing;
}

function planNext(note: EncounterNote): Result<TurnPlan> {
	const down = new Set(note.combatants.filter((c) => c.down).map((c) => c.ref.id));
	const losing = losingTurn(note);
	const move = engineNextTurn(setupOf(note), { round: note.round, turn: note.turn }, (id) => down.has(id) || losing.has(id));
	if (!move.ok) return move;
	const values = turnValues(move.value);
	const next = move.value.newRound ? freshRound(setupOf(note)) : setupOf(note);
	if (move.value.newRound) {
		for (const [key, list] of roundChoiceLists(note)) if (list.length > 0) values[key] = null;
		for (const [key, lines] of waitLines(note)) if (Object.keys(lines).length > 0) values[key] = null;
	}
	// 004: flat-footed "before your first regular turn": it ends as that turn begins (the surprise round is not a regular turn).
	if (note.system === "d20" && move.value.round >= 1 && note.flatFooted.includes(move.value.slot.id)) values[ENCOUNTER_KEYS.flatFooted] = without(note.flatFooted, move.value.slot.id);
	const downs = move.value.skipped.filter((id) => !losing.has(id));
	const passed = [
		...(downs.length > 0 ? [t("encounter.turn.passedOver", { names: downs.join(", ") })] : []),
		...move.value.skipped.filter((id) => losing.has(id)).map((id) => t("encounter.turn.losesTurn", { name: id, condition: (losing.get(id) ?? "").toLowerCase() })),
	];
	const skipped = passed.length > 0 ? ` (${passed.join("; ")})` : "";
	const { ended, back } = timersMoved(note.timers, setupOf(note), { round: note.round, turn: note.turn }, next, move.value);
	const title = `${roundWord(move.value.round)}: ${whoseTurn(move.value)}`;
	return ok({ values, said: `${title}${skipped}.`, ended, back, title });
}

function planPrevious(note: EncounterNote): Result<TurnPlan> {
	const move = enginePreviousTurn(setupOf(note), { round: note.round, turn: note.turn });
	if (!move.ok) return move;
	const back = move.value.round < note.round ? freshRound(setupOf(note)) : setupOf(note);
	const moved = timersMoved(note.timers, setupOf(note), { round: note.round, turn: note.turn }, back, move.value);
	const title = t("encounter.turn.back", { round: move.value.round, turn: whoseTurn(move.value) });
	return ok({ values: turnValues(move.value), said: `${title}.`, ended: moved.ended, back: moved.back, title });
}

/**
 * The conditions a move of the marker ends or brings back, as changes to their bearers (a combatant's
 * own note, or the encounter note for an instance), with the words the entry says them in.
 */
function timerChanges(deps: EncounterDeps, ctx: Context, plan: TurnPlan): { changes: StateChange[]; lines: string[]; outcome: string[]; links: string[] } {
	const out = { changes: [] as StateChange[], lines: [] as string[], outcome: [] as string[], links: [] as string[] };
	const bearers = new Set([...plan.ended, ...plan.back].map((t) => t.bearer));
	for (const id of bearers) {
		const c = ctx.note.combatants.find((x) => x.ref.id === id);
		if (!c?.file) continue;
		const own = c.kind !== "instance";
		const values = own ? (c.values ?? {}) : ctx.note.frontmatter;
		const target = own ? linkTo(deps.app, c.file, ctx.sessionPath) : ctx.meta.target;
		const ending = plan.ended.filter((t) => t.bearer === id).flatMap((t) => c.conditions.filter((h) => h.id === t.condition && h.store.kind !== "roster"));
		out.changes.push(...removeAll(values, ending, target));
		const returning = plan.back.filter((t) => t.bearer === id && !c.conditions.some((h) => h.id === t.condition));
		const restored = restoreAll(values, own ? CONDITIONS_KEY : instanceKey(id, CONDITIONS_KEY), returning.map((t) => t.condition), target);
		if (restored) out.changes.push(restored);
		for (const held of ending) {
			out.lines.push(t("encounter.timer.ends", { condition: held.label, name: id }));
			out.outcome.push(t("encounter.timer.endsOutcome", { condition: held.label, name: id }));
			out.links.push(...ruleNotes([held]));
		}
		for (const timer of returning) {
			const rule = ruleFor(ctx.note.pack, timer.condition);
			out.lines.push(t("encounter.timer.back", { name: id, condition: rule.label, end: endWords(timer.end) }));
			out.outcome.push(t("encounter.timer.backOutcome", { condition: rule.label, name: id }));
			out.links.push(...ruleNotes([rule]));
		}
	}
	return out;
}

/**
 * Moves the turn marker. A move that ends a condition by its timer (or, going back, brings one
 * back) is a log entry with the round, the turn and the conditions, so one Undo puts all of it
 * back; a move that touches no condition stays bookkeeping in the encounter note.
 */
async function moveTurn(deps: EncounterDeps, file: TFile, plan: (note: EncounterNote) => Result<TurnPlan>): Promise<Result<string>> {
	// The encounter and its fifty combatants are read once per turn: the move is planned on this
	// read and written from it (each value checked against what the note holds at the write).
	const read = await freshNote(deps, file);
	if (!read.ok) {
		deps.tell(read.error);
		return read;
	}
	const first = plan(read.value);
	if (!first.ok) {
		deps.tell(first.error);
		return first;
	}
	if (first.value.ended.length === 0 && first.value.back.length === 0) return bookkeeping(deps, file, () => first, read.value);
	let said = "";
	const build = (ctx: Context): Result<LogEntry> => {
		const planned = plan(ctx.note);
		if (!planned.ok) return planned;
		const p = planned.value;
		said = p.said;
		const timers = timerChanges(deps, ctx, p);
		const changes = [...Object.entries(p.values).map(([key, after]) => encounterChange(ctx, key, after)), ...timers.changes];
		return ok({
			...encounterEntry(ctx, "turn", p.title, { outcome: { text: timers.outcome.join("; "), code: "turn" }, explanation: [{ text: p.said }, ...timers.lines.map((text) => ({ text }))], changes }),
			links: [...new Set(timers.links)],
		});
	};
	// The pipeline finds the session note, then takes the encounter as read above.
	const entry = await logTableAction(deps, file, () => Promise.resolve(read), (note, meta, sessionPath) => build({ note, meta, sessionPath }));
	return entry.ok ? ok(said) : entry;
}

export function nextTurn(deps: EncounterDeps, file: TFile): Promise<Result<string>> {
	return moveTurn(deps, file, planNext);
}

export function previousTurn(deps: EncounterDeps, file: TFile): Promise<Result<string>> {
	return moveTurn(deps, file, planPrevious);
}

/** "Round 2", or the d20 game's "Surprise round" for round 0. */
export const roundWord = (round: number): string => (round === 0 ? t("encounter.round.surprise") : t("encounter.round.number", { round }));

/** Whose turn it is, with its kind when it is not a plain action: "Kessa Varn's turn (First action)". */
export function turnOf(id: string, kind: string): string {
	return t("encounter.turn.whose", { name: id, kind });
}

/**
 * Cypher: a First action for this round, or not. Chosen at the start of the round, before the first
 * turn is taken (000: "jump ahead to the front of the initiative order, ahead of everyone else").
 */
export function toggleFirstAction(deps: EncounterDeps, file: TFile, id: string): Promise<Result<string>> {
	return bookkeeping(deps, file, (note) => {
		if (note.system !== "cypher") return fail(t("encounter.firstAction.notCypher"));
		if (note.order.length === 0 || note.turn !== 1) return fail(t("encounter.firstAction.notStart"));
		if (!note.order.some((e) => e.id === id)) return fail(t("encounter.noPlace", { name: id }));
		const taking = !note.firstActions.includes(id);
		const list = taking ? [...note.firstActions, id] : without(note.firstActions, id);
		const said = taking ? t("encounter.firstAction.taken", { name: id }) : t("encounter.normalOrder", { name: id });
		return ok({ values: { [ENCOUNTER_KEYS.firstActions]: list }, said });
	});
}

/**
 * Cypher: a Last action this round, or waiting to act after the others' turns (000), or back to the
 * normal turn. Chosen any time before the combatant's turn has passed, on their turn too (the next
 * in line then takes it); going back is refused once the normal place has passed, so no one loses
 * a turn. Both end with the round, as First actions do.
 */
export function toggleRoundChoice(deps: EncounterDeps, file: TFile, id: string, choice: "last" | "wait", trigger = ""): Promise<Result<string>> {
	return bookkeeping(deps, file, (note) => {
		if (note.system !== "cypher") return fail(choice === "last" ? t("encounter.lastAction.notCypher") : t("encounter.wait.notCypher"));
		if (note.order.length === 0) return fail(t("encounter.noRound"));
		if (!note.order.some((e) => e.id === id)) return fail(t("encounter.noPlace", { name: id }));
		if (note.firstActions.includes(id)) return fail(t("encounter.hasFirstAction", { name: id }));
		const key = choice === "last" ? ENCOUNTER_KEYS.lastActions : ENCOUNTER_KEYS.waiting;
		const own = choice === "last" ? note.lastActions : note.waiting;
		const other = choice === "last" ? note.waiting : note.lastActions;
		const otherKey = choice === "last" ? ENCOUNTER_KEYS.waiting : ENCOUNTER_KEYS.lastActions;
		const taking = !own.includes(id);
		const ownAfter = taking ? [...own, id] : own.filter((n) => n !== id);
		const otherAfter = taking ? other.filter((n) => n !== id) : other;
		const values: Record<string, StateValue> = { [key]: listOrNone(ownAfter) };
		if (otherAfter.length !== other.length) values[otherKey] = listOrNone(otherAfter);
		// 001: "Select a trigger action": the trigger, in the user's words, is kept while the combatant waits.
		const named = trigger.replace(/\s+/g, " ").trim().slice(0, MAX_TRIGGER);
		const waitsFor = choice === "wait" && taking && named !== "";
		for (const [lineKey, lines] of waitLines(note)) {
			const kept = Object.fromEntries(Object.entries(lines).filter(([who]) => who !== id));
			if (waitsFor && lineKey === ENCOUNTER_KEYS.waitTriggers) kept[id] = named;
			const before = namedLines(lines);
			const after = namedLines(kept);
			if (before.join("\n") !== after.join("\n")) values[lineKey] = listOrNone(after);
		}
		const after = { ...setupOf(note), ...(choice === "last" ? { lastActions: ownAfter, waiting: otherAfter } : { lastActions: otherAfter, waiting: ownAfter }) };
		// Its turn must still be ahead (or now) in the round, before and after the change.
		const placeOf = (setup: ReturnType<typeof setupOf>): number => turnsOfRound(setup).findIndex((s) => s.id === id && s.kind !== "follow-up");
		if (placeOf(setupOf(note)) < note.turn - 1) return fail(t("encounter.alreadyActed", { name: id }));
		if (placeOf(after) < note.turn - 1) return fail(t("encounter.placePassed", { name: id }));
		const now = turnsOfRound(after)[note.turn - 1];
		const next = now && now.id !== id && turnsOfRound(setupOf(note))[note.turn - 1]?.id === id ? ` ${t("encounter.actsNow", { name: now.id })}` : "";
		const said = !taking
			? t("encounter.normalOrder", { name: id })
			: choice === "last"
				? t("encounter.lastAction.taken", { name: id }) + next
				: waitsFor
					? t("encounter.wait.for", { name: id, trigger: named }) + next
					: t("encounter.wait.taken", { name: id }) + next;
		return ok({ values, said });
	});
}

/**
 * Cypher: a waiting combatant's trigger came, so they act now, right before the combatant whose
 * turn it is (000: "act right before it"; 001: "resolve your action when the trigger occurs"). The
 * turn marker stays where it is and now points at them; the one whose turn it was acts next. One
 * log entry, so Undo in the session note puts the waiting back.
 */
export function actNow(deps: EncounterDeps, file: TFile, id: string): Promise<Result<LogEntry>> {
	return logged(deps, file, (ctx) => {
		const note = ctx.note;
		if (note.system !== "cypher") return fail(t("encounter.actNow.notCypher"));
		if (!note.waiting.includes(id)) return fail(t("encounter.actNow.notWaiting", { name: id }));
		if (note.actingBefore[id] !== undefined) return fail(t("encounter.actNow.already", { name: id, current: note.actingBefore[id] ?? "" }));
		const current = turnsOfRound(setupOf(note))[note.turn - 1];
		if (!current) return fail(t("encounter.actNow.noTurn"));
		if (current.id === id) return fail(t("encounter.actNow.ownTurn", { name: id }));
		if (current.kind !== "action") return fail(t("encounter.actNow.special", { current: current.id, kind: current.kind }));
		const actingBefore = { ...note.actingBefore, [id]: current.id };
		const after = { ...setupOf(note), actingBefore };
		const placed = turnsOfRound(after)[note.turn - 1];
		if (placed?.id !== id) return fail(t("encounter.actNow.cannotPlace", { name: id, current: current.id }));
		const trigger = note.waitTriggers[id];
		const changes = [encounterChange(ctx, ENCOUNTER_KEYS.actingBefore, namedLines(actingBefore))];
		const said = trigger === undefined || trigger === "" ? t("encounter.actNow.said", { name: id, current: current.id }) : t("encounter.actNow.saidTrigger", { name: id, current: current.id, trigger });
		const inputs: LogInput[] = [{ key: "before", value: current.id }, ...(trigger ? [{ key: "trigger", value: trigger }] : [])];
		return ok(encounterEntry(ctx, "turn", t("encounter.actNow.title", { round: roundWord(note.round), name: id, current: current.id }), { inputs, outcome: { text: t("encounter.actNow.outcome", { name: id }), code: "turn" }, explanation: [{ text: said }], changes }));
	});
}

// ---------------------------------------------------------------------------------------------
// The round's actions (d20 action types, restricted; the pool game's actions this round)
// ---------------------------------------------------------------------------------------------

/** A combatant named by a tracker action, found in the encounter read now, with its round record. */
function combatantNow(note: EncounterNote, id: string): Result<{ c: Combatant; key: string; record: RoundRecord }> {
	const c = note.combatants.find((x) => x.ref.id === id);
	if (!c) return fail(notHere(id));
	if (note.order.length === 0) return fail(t("encounter.actions.noOrder"));
	const key = roundKey(id);
	const record = readRoundRecord(note.frontmatter[key], note.round, key);
	return record.ok ? ok({ c, key, record: record.value }) : record;
}

/** The actor of an entry about a combatant: its own note, or none for an instance (the encounter is no character). */
export function actorOf(deps: EncounterDeps, ctx: Context, c: Combatant): string {
	return c.kind !== "instance" && c.file ? linkTo(deps.app, c.file, ctx.sessionPath) : "";
}

/**
 * d20: a combatant takes a standard, short or full-round action outside the dialogs (a move, a
 * readied weapon, an NPC's turn): it is counted in the round's record, as a dialog's action is, and
 * refused when the round holds no such action any more (004's action types).
 */
export function markAction(deps: EncounterDeps, file: TFile, id: string, type: "standard" | "short" | "full-round"): Promise<Result<LogEntry>> {
	return logged(deps, file, (ctx) => {
		const note = ctx.note;
		if (note.system !== "d20") return fail(t("encounter.d20.actionsOnly"));
		const found = combatantNow(note, id);
		if (!found.ok) return found;
		const { c, key, record } = found.value;
		const limits = { restricted: note.restricted.includes(id), surprise: note.round === 0 };
		const taken = takeD20Action(record.actions, type, limits);
		if (!taken.ok) return fail(`${id}: ${taken.error}`);
		const next = withAction(record, type);
		if (!next.ok) return next;
		const left = leftText(next.value.actions, limits);
		return ok(
			makeEntry({
				...encounterEntry(ctx, "action", `${id}: ${ACTION_NAMES[type]}`, { explanation: taken.value, outcome: { text: t("encounter.d20.left", { left }), code: "action" } }),
				actor: actorOf(deps, ctx, c),
				changes: [encounterChange(ctx, key, formatRoundRecord(next.value))],
			}),
		);
	});
}

/** d20: restricted to a single standard or short action a round (004), on or off, until the GM changes it. */
export function toggleRestricted(deps: EncounterDeps, file: TFile, id: string): Promise<Result<LogEntry>> {
	return logged(deps, file, (ctx) => {
		const note = ctx.note;
		if (note.system !== "d20") return fail(t("encounter.restricted.notD20"));
		const c = note.combatants.find((x) => x.ref.id === id);
		if (!c) return fail(notHere(id));
		const on = !note.restricted.includes(id);
		const list = on ? [...note.restricted, id] : without(note.restricted, id);
		const text = on ? t("encounter.restricted.on") : t("encounter.menu.unrestricted");
		const steps: Explanation = on ? [{ text: t("encounter.restricted.rule"), source: "restricted" }] : [];
		return ok(
			makeEntry({
				...encounterEntry(ctx, "condition", on ? t("encounter.restricted.title", { name: id }) : t("encounter.restricted.offTitle", { name: id }), { explanation: steps, outcome: { text, code: on ? "restricted" : "unrestricted" } }),
				actor: actorOf(deps, ctx, c),
				changes: [encounterChange(ctx, ENCOUNTER_KEYS.restricted, list)],
			}),
		);
	});
}

/** The pool game: the actions a combatant takes this round, declared before they are rolled (each, and each Defense Roll, at −1 die per action). */
export function declareActions(deps: EncounterDeps, file: TFile, id: string, count: number): Promise<Result<LogEntry>> {
	return logged(deps, file, (ctx) => {
		const note = ctx.note;
		if (note.system !== "pool") return fail(t("encounter.pool.notPool"));
		if (!Number.isInteger(count) || count < 1 || count > 10) return fail(t("encounter.pool.actionsRange", { min: 1, max: 10 }));
		const found = combatantNow(note, id);
		if (!found.ok) return found;
		const { c, key, record } = found.value;
		if (count < record.actions.length) return fail(t("encounter.pool.alreadyTaken", { name: id, count: record.actions.length }));
		const declared = formatRoundRecord({ ...record, declared: count });
		const text = t("encounter.pool.declared", { count });
		return ok(
			makeEntry({
				...encounterEntry(ctx, "action", t("encounter.pool.title", { name: id, count }), { explanation: [{ text: `${text}.`, source: "multipleActions" }], outcome: { text, code: "action" } }),
				actor: actorOf(deps, ctx, c),
				changes: [encounterChange(ctx, key, declared)],
			}),
		);
	});
}

// ---------------------------------------------------------------------------------------------
// Damage and healing
// ---------------------------------------------------------------------------------------------

export type HarmRequest =
	| { id: string; mode: "damage"; amount: number; kind?: DamageKind; stat?: Stat; cypher?: DamageInput; complication?: string }
	| { id: string; mode: "heal"; amount: number; track?: string };

const MAX_HARM = 9999;

/**
 * Where a combatant's values are written, and the aim of an engine change at it: its own note's
 * key, the instance's key in the encounter note, or the swarm's. A swarm's health is its own, kept
 * in the encounter note; its leader's note or page is not touched. An instance is named at its
 * place in the encounter note, so the log (and a query of it) tells Goblin 1 from Goblin 2.
 */
export function aimAtCombatant(deps: EncounterDeps, ctx: Pick<Context, "note" | "sessionPath">, c: Combatant, file: TFile): { own: boolean; target: string; aim: (change: StateChange) => StateChange } {
	const own = c.kind !== "instance" && c.swarm === undefined;
	const noteLink = linkTo(deps.app, c.swarm === undefined ? file : ctx.note.file, ctx.sessionPath);
	const target = c.kind === "instance" && c.swarm === undefined ? instanceLink(noteLink, c.ref.id) : noteLink;
	const aim = (change: StateChange): StateChange => ({ ...change, target, key: own ? change.key : instanceKey(c.ref.id, c.swarm === undefined ? change.key : `swarm-${change.key}`) });
	return { own, target, aim };
}

export function harm(deps: EncounterDeps, file: TFile, request: HarmRequest): Promise<Result<LogEntry>> {
	return logged(deps, file, (ctx) => {
		const c = ctx.note.combatants.find((x) => x.ref.id === request.id);
		if (!c) return fail(notHere(request.id));
		if (c.problem !== undefined || !c.data || !c.file) return fail(t("encounter.nothingWritten", { problem: c.problem ?? t("encounter.cannotRead", { name: c.ref.id }) }));
		if (!Number.isInteger(request.amount) || request.amount < 0 || request.amount > MAX_HARM) return fail(t("encounter.harm.amountRange", { max: MAX_HARM }));
		if (request.amount === 0 && !(request.mode === "damage" && request.cypher)) return fail(request.mode === "heal" ? t("encounter.harm.nothingToHeal") : t("encounter.harm.nothingToApply"));
		if (c.inSwarm !== undefined) return fail(t("encounter.harm.inSwarm", { name: c.ref.id, swarm: c.inSwarm }));
		const { own, target, aim } = aimAtCombatant(deps, ctx, c, c.file);
		// A combatant with a note of its own is the actor; an instance has none (its values live in the encounter note).
		const actor = own ? target : "";
		const entry = (kind: string, title: string, text: string, explanation: Explanation, changes: StateChange[], inputs: LogInput[]): LogEntry =>
			makeEntry({ ...encounterEntry(ctx, kind, title, { explanation, inputs, outcome: { text, code: kind } }), actor, changes: changes.map(aim) });
		/** Damage the engine dealt, logged as "Goblin 1: 4 damage" (or its kind) with the amount and any other inputs. */
		const damaged = (text: string, hit: { explanation: Explanation; changes: StateChange[] }, title = t("encounter.harm.title", { name: c.ref.id, amount: request.amount }), inputs: LogInput[] = []): LogEntry =>
			entry("damage", title, text, hit.explanation, hit.changes, [{ key: "damage", value: request.amount }, ...inputs]);
		const data = c.data;
		if (request.mode === "heal") return heal(c, request.amount, request.track, entry);
		if (data.system === "cypher" && "pc" in data) {
			const input: DamageInput = request.cypher ?? pcDamage(ctx.note.damageModel, request.amount, request.stat, request.kind);
			if (input.model !== ctx.note.damageModel) return fail(ctx.note.damageModel === "wounds" ? t("encounter.harm.usesWounds") : t("encounter.harm.usesTrack"));
			const built = damageEntry({ ...ctx.meta, actor: target, target }, { ...data.pc, name: c.ref.id }, input);
			return built.ok ? ok({ ...built.value, title: `${c.ref.id}: ${built.value.title}` }) : built;
		}
		if (data.system === "cypher" && "npc" in data) {
			const kind = request.kind ?? "physical";
			const hit = damageNpc({ name: c.ref.id, level: data.npc.level, health: data.npc.health, armor: data.npc.armor }, request.amount, kind);
			if (!hit.ok) return hit;
			const v = hit.value.value;
			const text = v.defeated ? t("encounter.harm.defeated", { health: v.npc.health }) : t("encounter.harm.health", { before: data.npc.health, after: v.npc.health });
			return ok(damaged(text, hit.value, t("encounter.harm.titleKind", { name: c.ref.id, amount: request.amount, kind }), [{ key: "kind", value: kind }]));
		}
		if (data.system === "pool") {
			const hit = poolDamage(data.character, request.amount);
			if (!hit.ok) return hit;
			const v = hit.value;
			const vitals = { health: v.vitals.health, endurance: v.vitals.endurance };
			const text = v.outOfFight ? t("encounter.harm.outOfFight") : v.complication ? t("encounter.harm.poolComplication", vitals) : t("encounter.harm.pool", vitals);
			const made = damaged(text, v);
			if (v.complication && request.complication !== undefined) complicate(deps, ctx, c, request.complication, made);
			return ok(made);
		}
		const k = data.character;
		const vitals = (v: { character: typeof k; unconscious: boolean }): string => {
			const values = { vitality: v.character.vitality, woundPoints: v.character.woundPoints };
			return v.unconscious ? t("encounter.harm.d20Unconscious", values) : t("encounter.harm.d20", values);
		};
		if (ctx.note.flatFooted.includes(c.ref.id)) {
			const hit = applyFlatFootedDamage(k, request.amount, { label: c.ref.id, modifier: modifierOf(k, "dex"), player: c.kind === "pc" }, deps.rng);
			if (!hit.ok) return hit;
			const v = hit.value;
			const text = v.saved ? t("encounter.harm.reflexMade", { vitals: vitals(v) }) : t("encounter.harm.reflexFailed", { vitals: vitals(v) });
			// The save's own line says where the damage goes: the flat-footed rule is not said twice.
			const steps = v.explanation.filter((s) => s.marker !== "flatFootedToWounds");
			const made = damaged(text, { explanation: steps, changes: v.changes }, t("encounter.harm.titleFlatFooted", { name: c.ref.id, amount: request.amount }), [{ key: "flat-footed", value: true }]);
			made.dice = [d20Group("Reflex, DC 15", v.save.natural, v.save.total)];
			return ok(made);
		}
		const hit = d20Damage(k, request.amount);
		if (!hit.ok) return hit;
		return ok(damaged(vitals(hit.value), hit.value));
	});
}

/**
 * The Combat Complication the GM picked for a pool-game hit (003): the pack's complication, and the
 * condition it applies (Stunned, Impaired) put on the combatant with the damage's own entry.
 */
function complicate(deps: EncounterDeps, ctx: Context, c: Combatant, id: string, entry: LogEntry): void {
	const effect = ctx.note.pack.effects.get(id);
	if (!effect) return;
	entry.inputs.push({ key: "complication", value: ruleLink({ label: effect.rule.label, ...(effect.from.kind === "vault" ? { notePath: effect.from.path } : {}) }) });
	const applies = effect.rule.applies;
	const bearer = bearerOf(deps, ctx, c);
	const condition = applies === undefined ? undefined : ctx.note.pack.conditions.get(applies)?.rule;
	if (applies === undefined || !bearer || !condition) {
		entry.explanation.push(t("encounter.complication.playOut", { effect: effect.rule.label }));
		return;
	}
	const clock = clockOf(ctx.note, ctx.meta.target);
	const duration = effect.rule.lasts ?? condition.lasts;
	const plan = applyPlan(ctx.note.pack, { ...bearer, values: mergedValues(bearer, entry) }, applies, durationsFor(clock).includes(duration) ? duration : "until-removed", clock);
	if (!plan.ok) {
		entry.explanation.push(`${effect.rule.label}: ${plan.error}`);
		return;
	}
	entry.changes.push(...plan.value.changes);
	entry.explanation.push(...plan.value.explanation);
	entry.links.push(...plan.value.links);
	if (entry.outcome) entry.outcome = { ...entry.outcome, text: `${entry.outcome.text}: ${plan.value.outcome}` };
}

/** A bearer's values as the entry leaves them (the damage's own changes to the same note counted). */
function mergedValues(bearer: Bearer, entry: LogEntry): Record<string, unknown> {
	const values: Record<string, unknown> = { ...bearer.values };
	for (const change of entry.changes) if (change.target === bearer.target) values[change.key] = change.after;
	return values;
}

/**
 * Points of damage to a Cypher PC by the campaign's rules. Under 000's wounds a creature's attack
 * deals a wound, and its points say which, read as 000's table reads Pool damage (1–4 minor, 5–8
 * moderate, 9+ major): so the tracker's field and "Defend against it" agree with the row's Damage.
 * A Pool named by the GM (the dialog's "Points to a Pool") is Pool damage instead. Under 001's
 * damage track the points come off a Pool, Might unless said.
 */
export function pcDamage(model: EncounterNote["damageModel"], amount: number, stat?: Stat, kind?: DamageKind): DamageInput {
	if (model === "damage-track") return { model, amount, stat: stat ?? "might", kind: kind ?? "physical" };
	if (stat !== undefined) return { model, stat, amount };
	return { model, wound: woundFromPoolDamage(amount) ?? "minor" };
}

/** The tracks healing can restore, as [frontmatter key, label, current, max]: a Cypher PC's Pools, else the game's tracks (engine/systems/tracks.ts). */
export function healTracks(c: Combatant): [string, string, number, number][] {
	const data = c.data;
	if (data?.system === "cypher" && "pc" in data) return STATS.map((s) => [poolKey(s), `${capital(s)} Pool`, data.pc.pools[s].current, data.pc.pools[s].max]);
	return trackNumbers(data).map(({ track, current, max }) => [track.key, track.label, current, max]);
}

type EntryMaker = (kind: string, title: string, text: string, explanation: Explanation, changes: StateChange[], inputs: LogInput[]) => LogEntry;

/** Healing puts points back on one track, never above its maximum. */
function heal(c: Combatant, amount: number, track: string | undefined, entry: EntryMaker): Result<LogEntry> {
	const tracks = healTracks(c);
	const chosen = tracks.find(([key]) => key === (track ?? tracks[0]?.[0]));
	if (!chosen) return fail(t("encounter.heal.noTrack", { name: c.ref.id, track: String(track).slice(0, 40) }));
	const [key, label, current, max] = chosen;
	const after = Math.min(max, current + amount);
	const step = { name: c.ref.id, track: label, current, amount, after, max };
	const explanation: Explanation = [{ text: current + amount > max ? t("encounter.heal.stepCapped", step) : t("encounter.heal.step", step) }];
	const changes = after === current ? [] : [{ target: "", key, before: current, after }];
	return ok(entry("heal", t("encounter.heal.title", { name: c.ref.id, amount, track: label }), `${label} ${current} → ${after}`, explanation, changes, [{ key: "heal", value: amount }, { key: "track", value: label }]));
}

// ---------------------------------------------------------------------------------------------
// Combatants
// ---------------------------------------------------------------------------------------------

export function addCombatant(deps: EncounterDeps, file: TFile, linkpath: string, count?: number, alias?: string): Promise<Result<string>> {
	return bookkeeping(deps, file, async (note) => {
		// "Reef chapter#Reef Stalker": a creature entry of a longer note keeps its name after '#'.
		const [path = "", entry] = linkpath.split("#");
		const { metadataCache } = deps.app;
		const target = metadataCache.getFirstLinkpathDest(path, file.path);
		if (!target) return fail(t("encounter.add.noNote", { name: linkpath.slice(0, 60) }));
		// More of a creature already counted here join its line ("2 × [[Glass-Moth|Glass Moth]]" becomes 3 ×),
		// however the link was written: one creature is one group, with one set of numbers.
		const same = count === undefined ? undefined : note.lines.find((l) => l.count !== undefined && (l.subpath ?? "") === (entry ?? "") && metadataCache.getFirstLinkpathDest(l.linkpath, file.path) === target);
		const linkText = metadataCache.fileToLinktext(target, file.path, true) + (entry ? `#${entry}` : "");
		const line = same ? recountedLine(same, (same.count ?? 0) + (count ?? 1)) : combatantLine(linkText, count, alias);
		const lines = same ? note.lines.map((l) => (l === same ? line : l.line)) : [...note.lines.map((l) => l.line), line];
		// The same reader the tracker uses checks the new list before anything is written: the encounter
		// as it would be, the combatants' notes as they are (an NPC is read from its own note, not this one).
		const fresh = freshSource(deps.app);
		const check = await readEncounterNote(deps.app, deps.settings(), file, (f) => (f.path === file.path ? Promise.resolve(ok({ ...note.frontmatter, combatants: lines })) : fresh(f)));
		if (!check.ok) return check;
		const added = check.value.combatants.filter((c) => c.ref.line === line);
		const broken = added.find((c) => c.problem !== undefined);
		if (broken) return fail(t("encounter.nothingWritten", { problem: broken.problem ?? "" }));
		const who = added.length > 1 ? t("encounter.add.range", { first: added[0]?.ref.id ?? "", last: added[added.length - 1]?.ref.id ?? "" }) : (added[0]?.ref.id ?? linkText);
		const said = note.order.length > 0 ? t("encounter.add.joined", { encounter: note.file.basename, who }) : t("encounter.add.said", { encounter: note.file.basename, who });
		return ok({ values: { [ENCOUNTER_KEYS.combatants]: lines }, said });
	});
}

/**
 * Removes a combatant: its line, its place in the order and the lists, and an instance's values,
 * as one log entry, so Undo in the session note puts all of it back. An instance is the last of
 * its line to go (so the others keep their numbers).
 */
export function removeCombatant(deps: EncounterDeps, file: TFile, id: string): Promise<Result<LogEntry>> {
	return logged(deps, file, (ctx) => {
		const note = ctx.note;
		const c = note.combatants.find((x) => x.ref.id === id);
		if (!c) return fail(notHere(id));
		const line = note.lines.find((l) => l.line === c.ref.line);
		let lines = note.lines.map((l) => l.line);
		if (line?.count !== undefined && c.ref.instance !== line.count) {
			return fail(t("encounter.remove.notLast", { name: id, last: `${line.name} ${line.count}` }));
		}
		if (line?.count !== undefined && line.count > 1) {
			const fewer = recountedLine(line, line.count - 1);
			lines = lines.map((l) => (l === line.line ? fewer : l));
		} else lines = lines.filter((l) => l !== c.ref.line);
		const values: Record<string, StateValue> = { [ENCOUNTER_KEYS.combatants]: listOrNone(lines) };
		const place = note.order.findIndex((e) => e.id === id);
		if (place >= 0) {
			const order = note.order.filter((e) => e.id !== id);
			values[ENCOUNTER_KEYS.order] = listOrNone(order.map(formatOrderEntry));
			// The marker stays on whoever's turn it is; when it was the removed one's turn, the next in line has it.
			const removedBefore = turnsOfRound(setupOf(note)).slice(0, note.turn - 1).filter((s) => s.id === id).length;
			const size = turnsOfRound({ ...setupOf(note), order }).length;
			values[ENCOUNTER_KEYS.turn] = size === 0 ? 0 : Math.min(Math.max(1, note.turn - removedBefore), size);
			if (order.length === 0) values[ENCOUNTER_KEYS.round] = 0;
		}
		for (const [key, list] of [...roundChoiceLists(note), [ENCOUNTER_KEYS.unaware, note.unaware], [ENCOUNTER_KEYS.flatFooted, note.flatFooted]] as const) {
			if (list.includes(id)) values[key] = without(list, id);
		}
		// A waiting one's trigger goes with it; one who acts before it goes back to waiting for the end of the round.
		for (const [key, lines] of waitLines(note)) {
			const kept = Object.fromEntries(Object.entries(lines).filter(([who, text]) => who !== id && !(key === ENCOUNTER_KEYS.actingBefore && text === id)));
			if (Object.keys(kept).length !== Object.keys(lines).length) values[key] = listOrNone(namedLines(kept));
		}
		if (c.kind === "instance") for (const { track } of trackNumbers(c.data)) if (readValue(note.frontmatter, instanceKey(id, track.key)) !== null) values[instanceKey(id, track.key)] = null;
		// Its conditions' timers go with it (a line about someone not in the fight would stop the tracker), and an instance's conditions.
		if (note.timers.some((t) => t.bearer === id)) values[ENCOUNTER_KEYS.timers] = listOrNone(note.timers.filter((t) => t.bearer !== id).map(formatTimer));
		if (c.kind === "instance" && readValue(note.frontmatter, instanceKey(id, CONDITIONS_KEY)) !== null) values[instanceKey(id, CONDITIONS_KEY)] = null;
		const changes = Object.entries(values).map(([key, after]) => encounterChange(ctx, key, after));
		return ok(encounterEntry(ctx, "encounter", t("encounter.remove.title", { name: id, encounter: note.file.basename }), { outcome: { text: t("encounter.remove.outcome"), code: "removed" }, changes }));
	});
}

// ---------------------------------------------------------------------------------------------
// The end
// ---------------------------------------------------------------------------------------------

const RECOVERED_KEY = POOL_TABLE_KEYS.recovered;

/** What the end records and its dialog shows: the rounds fought and who fell ("2 rounds; fell: Goblin 1"). */
export function fought(note: EncounterNote): { rounds: number; fell: string[]; text: string } {
	const fell = note.combatants.filter((c) => c.down).map((c) => c.ref.id);
	const rounds = note.order.length === 0 ? 0 : Math.max(note.round, 0);
	return { rounds, fell, text: fell.length > 0 ? t("encounter.end.fought", { rounds, fell: fell.join(", ") }) : t("encounter.end.foughtNobodyFell", { rounds }) };
}

/**
 * Ends the encounter with a short result in the session log: rounds fought, who fell, and the XP the
 * GM awards. Cypher keeps XP on the character sheet, so each PC's note gets it; the other games keep
 * no XP key, so there the award is recorded in the entry only.
 */
export function endEncounter(deps: EncounterDeps, file: TFile, xp = 0): Promise<Result<LogEntry>> {
	return logged(deps, file, (ctx) => {
		const note = ctx.note;
		if (!Number.isInteger(xp) || xp < 0 || xp > 100) return fail(t("encounter.end.xpRange", { min: 0, max: 100 }));
		const { rounds, fell, text } = fought(note);
		const changes: StateChange[] = [encounterChange(ctx, ENCOUNTER_KEYS.ended, true)];
		// Every condition the fight's clock was counting ends with it, its timer line too.
		const ends = timerChanges(deps, ctx, { values: {}, said: "", title: "", ended: note.timers, back: [] });
		changes.push(...ends.changes);
		if (note.timers.length > 0) changes.push(encounterChange(ctx, ENCOUNTER_KEYS.timers, null));
		const pcs = note.combatants.filter((c) => c.kind === "pc");
		// 003's Recovering is once per combat: the fight is over, so each mark is cleared with it (one Undo puts them back).
		const rested = note.system === "pool" ? recoveredMarks(deps, ctx) : [];
		changes.push(...rested.map((r) => r.change));
		if (xp > 0 && note.system === "cypher") {
			for (const pc of pcs) {
				if (pc.data?.system === "cypher" && "pc" in pc.data && pc.file) {
					changes.push({ target: linkTo(deps.app, pc.file, ctx.sessionPath), key: "xp", before: pc.data.pc.xp, after: pc.data.pc.xp + xp });
				}
			}
		}
		const parts = [text];
		if (ends.outcome.length > 0) parts.push(ends.outcome.join(", "));
		if (rested.length > 0) parts.push(t("encounter.end.recoverAgain", { names: rested.map((r) => r.name).join(", ") }));
		if (xp > 0) parts.push(pcs.length > 0 ? t("encounter.end.xp", { xp, names: pcs.map((p) => p.ref.id).join(", ") }) : t("encounter.end.xpNobody", { xp }));
		const inputs: LogInput[] = [{ key: "rounds", value: rounds }, { key: "fell", value: fell.join(", ") || "none" }];
		if (xp > 0) inputs.push({ key: "xp", value: xp });
		return ok({
			...encounterEntry(ctx, "encounter", t("encounter.end.title", { encounter: note.file.basename }), { inputs, outcome: { text: parts.join("; "), code: "encounter-end" }, explanation: ends.lines.map((line) => ({ text: line })), changes }),
			links: [...new Set(ends.links)],
		});
	});
}

/** The pool game's mark of Recovering used in this fight, on each combatant's own note that bears it, and its clearing. */
function recoveredMarks(deps: EncounterDeps, ctx: Context): { name: string; change: StateChange }[] {
	const marks: { name: string; change: StateChange }[] = [];
	for (const c of ctx.note.combatants) {
		// An instance keeps no mark of its own (its numbers live on the encounter), so only a note's own key is read.
		if (c.kind === "instance" || !c.file || c.values === undefined) continue;
		const before = stateOf(readValue(c.values, RECOVERED_KEY));
		if (before === null || before === 0 || before === false || before === "0" || before === "false") continue;
		marks.push({ name: c.ref.id, change: { target: linkTo(deps.app, c.file, ctx.sessionPath), key: RECOVERED_KEY, before, after: 0 } });
	}
	return marks;
}

// ---------------------------------------------------------------------------------------------
// Conditions
// ---------------------------------------------------------------------------------------------

/** What the tracker's Add condition asks: which condition, for how long, counted by whose turn. */
export interface ConditionRequest {
	id: string;
	condition: string;
	duration: Duration;
	/** Whose turn a turn's duration counts: the bearer's unless said. */
	whose?: string;
}

/** The encounter's clock, as a condition's timer reads it. */
export function clockOf(note: EncounterNote, link: string): TimerClock {
	return { link, setup: setupOf(note), clock: { round: note.round, turn: note.turn }, values: note.frontmatter, timers: note.timers };
}

/** A combatant as the bearer of conditions: its own note's values, or the encounter's for an instance. */
export function bearerOf(deps: EncounterDeps, ctx: Pick<Context, "note" | "meta" | "sessionPath">, c: Combatant): Bearer | undefined {
	if (!c.file) return undefined;
	const own = c.kind !== "instance";
	return {
		name: c.ref.id,
		values: own ? (c.values ?? {}) : ctx.note.frontmatter,
		listKey: own ? CONDITIONS_KEY : instanceKey(c.ref.id, CONDITIONS_KEY),
		target: own ? linkTo(deps.app, c.file, ctx.sessionPath) : ctx.meta.target,
		held: c.conditions,
	};
}

/** An entry of a condition put on or taken off a combatant, from its plan. */
function conditionEntry(ctx: Context, c: Combatant, plan: ConditionPlan): LogEntry {
	const actor = c.kind !== "instance" ? (plan.changes.find((change) => change.key === CONDITIONS_KEY)?.target ?? "") : "";
	return makeEntry({
		...encounterEntry(ctx, "condition", plan.title, { inputs: plan.inputs, outcome: { text: plan.outcome, code: "condition" }, explanation: plan.explanation.map((text) => ({ text })), changes: plan.changes }),
		actor,
		links: plan.links,
	});
}

/** Puts a condition on a combatant, its timer beside the encounter's clock: one entry, one Undo. */
export function addCondition(deps: EncounterDeps, file: TFile, request: ConditionRequest): Promise<Result<LogEntry>> {
	return logged(deps, file, (ctx) => {
		const c = ctx.note.combatants.find((x) => x.ref.id === request.id);
		if (!c) return fail(notHere(request.id));
		if (c.problem !== undefined) return fail(t("encounter.nothingWritten", { problem: c.problem }));
		const bearer = bearerOf(deps, ctx, c);
		if (!bearer) return fail(t("encounter.cannotRead", { name: c.ref.id }));
		const plan = applyPlan(ctx.note.pack, bearer, request.condition, request.duration, clockOf(ctx.note, ctx.meta.target), request.whose);
		return plan.ok ? ok(conditionEntry(ctx, c, plan.value)) : plan;
	});
}

/** Takes a condition off a combatant by hand (its timer goes with it). */
export function removeCondition(deps: EncounterDeps, file: TFile, id: string, condition: string): Promise<Result<LogEntry>> {
	return logged(deps, file, (ctx) => {
		const c = ctx.note.combatants.find((x) => x.ref.id === id);
		if (!c) return fail(notHere(id));
		const bearer = bearerOf(deps, ctx, c);
		if (!bearer) return fail(t("encounter.cannotRead", { name: c.ref.id }));
		const plan = removePlan(ctx.note.pack, bearer, condition, clockOf(ctx.note, ctx.meta.target));
		return plan.ok ? ok(conditionEntry(ctx, c, plan.value)) : plan;
	});
}
