/**
 * Each game's initiative, turned into the encounter's order lines. The rules are the games' own
 * engine functions (Cypher turns/initiative, pool initiative, d20 initiative); this module only
 * runs them for everyone at once and says, beside each number, why a place was decided.
 */
import { explainStep, type Explanation } from "../explain";
import type { LogDiceGroup } from "../log/entry";
import { fail, ok, type Result } from "../result";
import type { Rng } from "../rng";
import { diceCount, plusOrMinus } from "../text";
import type { DiceNeed } from "../dice/physical";
import { checkRoll } from "../systems/pool/settings";
import type { StateChange } from "../state";
import type { CypherCharacter, DamageModel } from "../systems/cypher/character";
import { isDead } from "../systems/cypher/health/wounds";
import { initiativeOrder as cypherOrder, rollInitiative as rollCypher, type InitiativeRequest } from "../systems/cypher/turns";
import { initiativeOrder as poolOrder, initiativePool, refoot } from "../systems/pool/initiative";
import { rollPool } from "../systems/pool/roll";
import type { PoolRoll } from "../systems/pool/read";
import { rollInitiative as rollD20 } from "../systems/d20/initiative";
import { t } from "../../lang";
import type { OrderEntry } from "./turns";

export interface InitiativeOutcome {
	order: OrderEntry[];
	dice: LogDiceGroup[];
	explanation: Explanation;
	/** Costs paid on the roll (Cypher Speed Effort), aimed at each PC's note. */
	changes: StateChange[];
}

/** One d20 as the log shows it: "d20 (Kessa Varn)", its face, and the total it made (the face unless said). */
export function d20Group(label: string, natural: number, total = natural): LogDiceGroup {
	return { notation: `d20 (${label})`, dice: [{ value: natural, kept: true }], total };
}

export interface CypherPcInitiative {
	id: string;
	/** The note the PC's Effort cost is written to. */
	target: string;
	character: CypherCharacter;
	request: InitiativeRequest;
}

/** 000: PCs roll Speed (eased by skill, assets, Effort), NPCs act on their target number; a PC who meets it goes first. */
export function cypherInitiative(
	pcs: readonly CypherPcInitiative[],
	npcs: ReadonlyArray<{ id: string; level: number }>,
	rng: Rng,
	damageModel: DamageModel,
): Result<InitiativeOutcome> {
	const rolled: { name: string; initiative: number }[] = [];
	const dice: LogDiceGroup[] = [];
	const explanation: Explanation = [];
	const changes: StateChange[] = [];
	const net = new Map<string, number>();
	for (const pc of pcs) {
		// The dead take no turn: they leave the order instead of stopping everyone's initiative.
		if (isDead(pc.character, damageModel)) {
			explanation.push(explainStep(t("encounter.initiative.dead", { name: pc.id }), damageModel === "damage-track" ? "trackThreePoolsEmpty" : "thirdMajorWoundKills"));
			continue;
		}
		const roll = rollCypher({ ...pc.character, name: pc.id }, pc.request, rng, { damageModel, target: pc.target });
		if (!roll.ok) return fail(`${pc.id}: ${roll.error}`);
		rolled.push({ name: pc.id, initiative: roll.value.initiative });
		net.set(pc.id, roll.value.steps.net);
		dice.push(d20Group(pc.id, roll.value.natural));
		explanation.push(...roll.value.explanation);
		changes.push(...roll.value.changes.map((c) => ({ ...c, target: c.target === "" || c.target === pc.id ? pc.target : c.target })));
	}
	const ordered = cypherOrder(rolled, npcs.map((n) => ({ name: n.id, level: n.level })));
	if (!ordered.ok) return ordered;
	explanation.push(...ordered.value.explanation);
	const order = ordered.value.order.map((c): OrderEntry => {
		if (c.side === "npc") return { id: c.name, initiative: c.initiative, note: "target number" };
		const steps = net.get(c.name) ?? 0;
		return steps === 0 ? { id: c.name, initiative: c.initiative } : { id: c.name, initiative: c.initiative, note: `${steps > 0 ? "eased" : "hindered"} ${Math.abs(steps)}` };
	});
	return ok({ order, dice, explanation, changes });
}

export interface PoolInitiativeInput {
	id: string;
	abilities: Record<string, number>;
	weaknesses: Record<string, number>;
	/** Group initiative: instances of one creature share one roll, named by this label ("Rust Hound"). */
	group?: string;
}

/**
 * Who rolls, in the order the dice are drawn: one roller per combatant, or one per group when
 * instances of a creature share a roll (group initiative). The dialog lists the dice to type in from
 * this same list, so the faces typed reach the combatants they were rolled for.
 */
export interface Roller<T> {
	label: string;
	members: T[];
}

export function rollersOf<T extends { id: string; group?: string }>(inputs: readonly T[]): Roller<T>[] {
	const rollers: Roller<T>[] = [];
	const byGroup = new Map<string, Roller<T>>();
	for (const input of inputs) {
		const shared = input.group === undefined ? undefined : byGroup.get(input.group);
		if (shared) {
			shared.members.push(input);
			continue;
		}
		const roller = { label: input.group ?? input.id, members: [input] };
		if (input.group !== undefined) byGroup.set(input.group, roller);
		rollers.push(roller);
	}
	// A group of one is just that combatant, named as itself.
	return rollers.map((r) => (r.members.length === 1 ? { label: (r.members[0] as T).id, members: r.members } : r));
}

/** The dice each pool roller draws, in order: its initiative pool on the encounter's die. */
export function poolInitiativeDice(inputs: readonly PoolInitiativeInput[], dieSize: number): Result<DiceNeed[]> {
	const needs: DiceNeed[] = [];
	for (const roller of rollersOf(inputs)) {
		const first = roller.members[0] as PoolInitiativeInput;
		const size = initiativePool(first.abilities, first.weaknesses);
		if (!size.ok) return fail(`${first.id}: ${size.error}`);
		const count = checkRoll(size.value.pool, dieSize);
		if (!count.ok) return fail(`${first.id}: ${count.error}`);
		needs.push({ count: count.value, sides: dieSize, label: `${roller.label} (${diceCount(count.value)})` });
	}
	return ok(needs);
}

function poolRollFor(input: PoolInitiativeInput, rng: Rng, dieSize: number): Result<PoolRoll> {
	const size = initiativePool(input.abilities, input.weaknesses);
	if (!size.ok) return fail(`${input.id}: ${size.error}`);
	const roll = rollPool(size.value.pool, rng, dieSize);
	return roll.ok ? roll : fail(`${input.id}: ${roll.error}`);
}

function poolDice(id: string, roll: PoolRoll): LogDiceGroup {
	return { notation: `${roll.dice.length}d${roll.dieSize} (${id})`, dice: roll.dice.map((value) => ({ value, kept: true })), total: roll.result };
}

/** Said beside each member of a group that acted on one roll. */
const GROUP_NOTE = "one roll for the group";

/** The parts an order line's note is written with, in English as the note keeps it, and each one's name in the catalogue. */
const NOTE_PARTS: ReadonlyArray<{ pattern: RegExp; part: string }> = [
	{ pattern: /^(\d{1,3}) (?:die|dice)$/, part: "dice" },
	{ pattern: /^one roll for the group$/, part: "group" },
	{ pattern: /^tie: GM decides$/, part: "gmTie" },
	{ pattern: /^tie: coin toss$/, part: "coinTie" },
	{ pattern: /^tie: random draw$/, part: "drawTie" },
	{ pattern: /^tie: higher modifier$/, part: "modifierTie" },
	{ pattern: /^target number$/, part: "target" },
	{ pattern: /^eased (\d{1,3})$/, part: "eased" },
	{ pattern: /^hindered (\d{1,3})$/, part: "hindered" },
];

/**
 * An order line's note ("3 dice, one roll for the group, tie: GM decides") in the user's words, for
 * the tracker; the note keeps the English the engine wrote. A part the engine does not write (one the
 * GM typed, a d20's "14 +3") is shown as it is.
 */
export function orderNoteWords(note: string): string {
	return note
		.split(", ")
		.map((text) => {
			for (const { pattern, part } of NOTE_PARTS) {
				const match = pattern.exec(text);
				if (match) return t("engine.encounter.orderNote", { part, n: Number(match[1] ?? 0), text });
			}
			return text;
		})
		.join(", ");
}

/**
 * The order from each roller's roll; the members of a group follow one another on their shared
 * roll (so no tie is flagged between them: they act together).
 */
function poolEntries(rolls: ReadonlyArray<{ id: string; roll: PoolRoll; members?: readonly string[] }>): { order: OrderEntry[]; explanation: Explanation } {
	const placed = poolOrder(rolls);
	const membersOf = new Map(rolls.map((r) => [r.roll, r.members ?? [r.id]] as const));
	const order = placed.order.flatMap((p): OrderEntry[] => {
		const members = membersOf.get(p.roll) ?? [p.id];
		const note = `${diceCount(p.roll.pool)}${members.length > 1 ? `, ${GROUP_NOTE}` : ""}${p.tied ? ", tie: GM decides" : ""}`;
		return members.map((id) => ({ id, initiative: p.roll.result, note }));
	});
	return { order, explanation: placed.explanation };
}

/** 003: a standard roll with Quick and Slow; higher first, ties to the larger pool. */
export function poolInitiative(inputs: readonly PoolInitiativeInput[], rng: Rng, dieSize: number): Result<InitiativeOutcome> {
	const rolls: { id: string; roll: PoolRoll; members: string[] }[] = [];
	const explanation: Explanation = [];
	for (const roller of rollersOf(inputs)) {
		const roll = poolRollFor(roller.members[0] as PoolInitiativeInput, rng, dieSize);
		if (!roll.ok) return roll;
		const members = roller.members.map((m) => m.id);
		rolls.push({ id: roller.label, roll: roll.value, members });
		const rolled = { dice: roll.value.pool, faces: roll.value.dice.join(", "), result: roll.value.result };
		explanation.push(explainStep(members.length > 1 ? t("encounter.initiative.groupRolls", { name: roller.label, members: members.join(", "), ...rolled }) : t("encounter.initiative.rolls", { name: roller.label, ...rolled })));
	}
	const placed = poolEntries(rolls);
	return ok({ order: placed.order, dice: rolls.map((r) => poolDice(r.id, r.roll)), explanation: [...explanation, ...placed.explanation], changes: [] });
}

/**
 * 003 re-footing: at the start of a round one combatant rolls initiative again and keeps the new roll,
 * better or worse; the order is sorted again (pool sizes of the others are read from their notes now).
 */
export function poolRefoot(
	order: readonly OrderEntry[],
	input: PoolInitiativeInput,
	poolOf: (id: string) => number,
	rng: Rng,
	dieSize: number,
): Result<InitiativeOutcome> {
	const old = order.find((e) => e.id === input.id);
	if (!old) return fail(t("encounter.refoot.noPlace", { name: input.id }));
	const roll = poolRollFor(input, rng, dieSize);
	if (!roll.ok) return roll;
	const previous: PoolRoll = { ...roll.value, result: old.initiative };
	const kept = refoot(previous, roll.value);
	const rolls = order.map((e) => ({ id: e.id, roll: e.id === input.id ? roll.value : { ...roll.value, result: e.initiative, pool: poolOf(e.id) } }));
	const placed = poolEntries(rolls);
	return ok({ order: placed.order, dice: [poolDice(input.id, roll.value)], explanation: [...kept.explanation, ...placed.explanation], changes: [] });
}

export interface D20InitiativeInput {
	id: string;
	bcb: number;
	dexModifier: number;
	aware: boolean;
	/** Group initiative: instances of one creature share one roll, named by this label ("Goblin"). */
	group?: string;
}

/** One d20 per d20 roller, in the order the engine draws them. */
export function d20InitiativeDice(inputs: readonly D20InitiativeInput[]): DiceNeed[] {
	return rollersOf(inputs).map((r) => ({ count: 1, sides: 20, label: r.label }));
}

/**
 * 004: d20 + BCB + DEX; ties to the higher modifier, then a coin toss (said so beside the number).
 * A group rolls once (its first member's modifier: instances of one creature share their numbers)
 * and its members act one after another on that roll; a group is aware when any member is.
 */
export function d20Initiative(inputs: readonly D20InitiativeInput[], rng: Rng): Result<InitiativeOutcome> {
	const rollers = rollersOf(inputs);
	const byId = new Map<string, Roller<D20InitiativeInput>>();
	const entrants = rollers.map((roller, index) => {
		const first = roller.members[0] as D20InitiativeInput;
		// A group's own id cannot collide with a combatant's name: it is numbered apart.
		const id = roller.members.length > 1 ? `group ${index}` : first.id;
		byId.set(id, roller);
		return { id, label: roller.label, bcb: first.bcb, dexModifier: first.dexModifier, aware: roller.members.some((m) => m.aware) };
	});
	const rolled = rollD20(entrants, rng);
	if (!rolled.ok) return rolled;
	const slots = rolled.value.order;
	const order = slots.flatMap((slot): OrderEntry[] => {
		const sameTotal = slots.filter((s) => s.total === slot.total);
		const sameBoth = sameTotal.filter((s) => s.modifier === slot.modifier);
		let note = `${slot.natural} ${plusOrMinus(slot.modifier)}`;
		if (sameBoth.length === 2) note += ", tie: coin toss";
		else if (sameBoth.length > 2) note += ", tie: random draw";
		else if (sameTotal.length > 1) note += ", tie: higher modifier";
		const members = byId.get(slot.id)?.members ?? [];
		if (members.length > 1) note += `, ${GROUP_NOTE}`;
		return members.map((m) => ({ id: m.id, initiative: slot.total, note }));
	});
	const dice = slots.map((s) => d20Group(byId.get(s.id)?.label ?? s.label, s.natural));
	return ok({ order, dice, explanation: rolled.value.explanation, changes: [] });
}

/** One d20 per living Cypher PC, in the order cypherInitiative rolls them (NPCs roll nothing). */
export function cypherInitiativeDice(pcs: ReadonlyArray<{ id: string; character: CypherCharacter }>, damageModel: DamageModel): DiceNeed[] {
	return pcs.filter((pc) => !isDead(pc.character, damageModel)).map((pc) => ({ count: 1, sides: 20, label: pc.id }));
}

/** A coin tossed at the table for an exact d20 tie: heads keeps the order the tied are listed in, tails swaps them. */
export type Coin = "heads" | "tails";

/** A coin's side in the user's language, lower case, as the dialog asks for it ("heads", "Kopf" → "kopf"). */
export function coinWord(coin: Coin): string {
	return coin === "heads" ? t("encounter.coins.heads").toLowerCase() : t("encounter.coins.tails").toLowerCase();
}

/** Reads "heads, tails" (or "h t") typed for the coin tosses; a word that is neither is refused in words. */
export function readCoins(text: string): Result<Coin[]> {
	const coins: Coin[] = [];
	for (const word of text.toLowerCase().split(/[\s,;]+/).filter((w) => w !== "").slice(0, 100)) {
		// English's words always, and the language's own (Kopf, Zahl) as the dialog names them.
		if (word === "heads" || word === "h" || word === coinWord("heads")) coins.push("heads");
		else if (word === "tails" || word === "t" || word === coinWord("tails")) coins.push("tails");
		else return fail(t("encounter.coins.notCoin", { word: word.slice(0, 12), heads: coinWord("heads"), tails: coinWord("tails") }));
	}
	return ok(coins);
}

/**
 * The dice of an initiative typed in at the table: the faces in the order the dialog listed them,
 * then, for the d20 game's exact ties (same total, same modifier: 004 "toss a coin"), the coins
 * tossed at the table. Nothing is ever drawn at random: a roll that needs a coin nobody typed, or
 * lots among three or more, stops with `problem` saying what to do.
 */
export class TypedInitiativeRng implements Rng {
	private used = 0;
	private coinsUsed = 0;
	problem: string | undefined;
	constructor(
		private readonly faces: readonly number[],
		private readonly coins: readonly Coin[] = [],
	) {}

	nextInt(n: number): number {
		if (this.used < this.faces.length) {
			const face = this.faces[this.used++] as number;
			if (!Number.isInteger(face) || face < 1 || face > n) this.stop(t("encounter.typed.faceMisfit", { face, die: `d${n}` }));
			return face - 1;
		}
		if (n === 2) {
			const coin = this.coins[this.coinsUsed++];
			if (coin === undefined) this.stop(t("encounter.typed.needCoin", { heads: coinWord("heads"), tails: coinWord("tails") }));
			return coin === "heads" ? 0 : 1;
		}
		// Past the typed faces only the d20 game's ties draw (the caller checks the faces fit the dice first).
		this.stop(t("encounter.typed.threeTie"));
	}

	/** Faces or coins typed but not used: the encounter lost a combatant since the dialog listed the dice. */
	leftOver(): string | undefined {
		if (this.used < this.faces.length) return t("encounter.typed.facesLeft", { count: this.faces.length - this.used });
		if (this.coinsUsed < this.coins.length) return this.coins.length === 1 ? t("encounter.typed.coinLeft") : t("encounter.typed.coinsLeft", { count: this.coins.length - this.coinsUsed });
		return undefined;
	}

	private stop(problem: string): never {
		this.problem = problem;
		throw new Error(problem);
	}
}
