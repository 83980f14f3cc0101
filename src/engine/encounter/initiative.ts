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
import type { StateChange } from "../state";
import type { CypherCharacter, DamageModel } from "../systems/cypher/character";
import { isDead } from "../systems/cypher/health/wounds";
import { initiativeOrder as cypherOrder, rollInitiative as rollCypher, type InitiativeRequest } from "../systems/cypher/turns";
import { initiativeOrder as poolOrder, initiativePool, refoot } from "../systems/pool/initiative";
import { rollPool } from "../systems/pool/roll";
import type { PoolRoll } from "../systems/pool/read";
import { rollInitiative as rollD20 } from "../systems/d20/initiative";
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
			explanation.push(explainStep(`${pc.id} is dead and takes no turn.`, damageModel === "damage-track" ? "trackThreePoolsEmpty" : "thirdMajorWoundKills"));
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

function poolEntries(rolls: ReadonlyArray<{ id: string; roll: PoolRoll }>): { order: OrderEntry[]; explanation: Explanation } {
	const placed = poolOrder(rolls);
	const order = placed.order.map((p): OrderEntry => ({ id: p.id, initiative: p.roll.result, note: `${diceCount(p.roll.pool)}${p.tied ? ", tie: GM decides" : ""}` }));
	return { order, explanation: placed.explanation };
}

/** 003: a standard roll with Quick and Slow; higher first, ties to the larger pool. */
export function poolInitiative(inputs: readonly PoolInitiativeInput[], rng: Rng, dieSize: number): Result<InitiativeOutcome> {
	const rolls: { id: string; roll: PoolRoll }[] = [];
	const explanation: Explanation = [];
	for (const input of inputs) {
		const roll = poolRollFor(input, rng, dieSize);
		if (!roll.ok) return roll;
		rolls.push({ id: input.id, roll: roll.value });
		explanation.push(explainStep(`${input.id} rolls ${diceCount(roll.value.pool)}: ${roll.value.dice.join(", ")} → ${roll.value.result}.`));
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
	if (!old) return fail(`${input.id} has no place in the order to re-foot.`);
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
}

/** 004: d20 + BCB + DEX; ties to the higher modifier, then a coin toss (said so beside the number). */
export function d20Initiative(inputs: readonly D20InitiativeInput[], rng: Rng): Result<InitiativeOutcome> {
	const rolled = rollD20(inputs.map((i) => ({ id: i.id, label: i.id, bcb: i.bcb, dexModifier: i.dexModifier, aware: i.aware })), rng);
	if (!rolled.ok) return rolled;
	const slots = rolled.value.order;
	const order = slots.map((slot): OrderEntry => {
		const sameTotal = slots.filter((s) => s.total === slot.total);
		const sameBoth = sameTotal.filter((s) => s.modifier === slot.modifier);
		let note = `${slot.natural} ${plusOrMinus(slot.modifier)}`;
		if (sameBoth.length === 2) note += ", tie: coin toss";
		else if (sameBoth.length > 2) note += ", tie: random draw";
		else if (sameTotal.length > 1) note += ", tie: higher modifier";
		return { id: slot.id, initiative: slot.total, note };
	});
	const dice = slots.map((s) => d20Group(s.id, s.natural));
	return ok({ order, dice, explanation: rolled.value.explanation, changes: [] });
}
