/**
 * Who rolls initiative in an encounter and with what, read once for both the dialog (the dice to
 * type in, the chance to act before each opponent) and the roll itself (actions.ts), so the dice the
 * dialog lists are the dice the roll draws, in the same order.
 */
import type { TFile } from "obsidian";
import {
	cypherActBefore,
	cypherInitiativeDice,
	d20ActBefore,
	d20InitiativeDice,
	poolActBefore,
	poolInitiativeDice,
	rollersOf,
	type ActBeforeLine,
	type D20InitiativeInput,
	type PoolInitiativeInput,
	type Side,
} from "../../engine/encounter";
import type { DiceNeed } from "../../engine/dice/physical";
import { fail, ok, type Result } from "../../engine/result";
import type { CypherCharacter } from "../../engine/systems/cypher/character";
import { initiativeEasing, type InitiativeRequest } from "../../engine/systems/cypher/turns";
import { modifierOf } from "../../engine/systems/d20/character";
import { initiativePool } from "../../engine/systems/pool/initiative";
import { ENCOUNTER_KEYS, type Combatant, type EncounterNote } from "../../notes/encounter/read";
import { readValue } from "../../notes/frontmatter";

export interface InitiativeOptions {
	/** Cypher: each PC's easing for the Speed roll. */
	cypher?: Record<string, { assets?: number; effort?: number; skills?: string[] }>;
	/** d20: who was aware when the scene began (default: everyone). */
	aware?: Record<string, boolean>;
	/** Instances of one creature share one roll (default: what the encounter note keeps). */
	group?: boolean;
}

export interface CypherPcPlan {
	id: string;
	file: TFile;
	character: CypherCharacter;
	request: InitiativeRequest;
}

export type InitiativePlan =
	| { system: "cypher"; pcs: CypherPcPlan[]; npcs: { id: string; level: number; group?: string }[] }
	| { system: "pool"; entries: PoolInitiativeInput[]; sides: Map<string, Side> }
	| { system: "d20"; entries: D20InitiativeInput[]; sides: Map<string, Side> };

/** Whether the encounter note keeps group initiative on (`group-initiative: true`). */
export function groupInitiativeOn(note: EncounterNote): boolean {
	return readValue(note.frontmatter, ENCOUNTER_KEYS.groupInitiative) === true;
}

/** The creature an instance is one of, named without its number ("Rust Hound 2" → "Rust Hound"); undefined for a combatant with its own note. */
export function creatureOf(c: Combatant): string | undefined {
	if (c.ref.instance === undefined) return undefined;
	const name = c.ref.id.replace(/\s+\d+$/, "");
	return name === "" ? c.ref.id : name;
}

/** Whether any creature has two or more instances here: only then does group initiative change anything. */
export function hasInstanceGroups(note: EncounterNote): boolean {
	const seen = new Set<string>();
	return note.combatants.some((c) => {
		const creature = creatureOf(c);
		if (creature === undefined) return false;
		if (seen.has(creature)) return true;
		seen.add(creature);
		return false;
	});
}

const sideOf = (c: Combatant): Side => (c.kind === "pc" ? "pc" : "npc");

/** Each combatant's part in the initiative, by the encounter's game. */
export function initiativePlan(note: EncounterNote, combatants: readonly Combatant[], options: InitiativeOptions = {}): InitiativePlan {
	const group = options.group ?? groupInitiativeOn(note);
	// Instances share a roll under their creature's name; a PC or an NPC with its own note rolls alone.
	const grouped = (c: Combatant): { group?: string } => {
		const creature = group ? creatureOf(c) : undefined;
		return creature === undefined ? {} : { group: creature };
	};
	const sides = new Map(combatants.map((c) => [c.ref.id, sideOf(c)] as const));
	if (note.system === "cypher") {
		const pcs: CypherPcPlan[] = [];
		const npcs: { id: string; level: number; group?: string }[] = [];
		for (const c of combatants) {
			const data = c.data;
			if (data?.system !== "cypher") continue;
			if ("pc" in data && c.file) {
				const chosen = options.cypher?.[c.ref.id] ?? {};
				// The sheet's own "initiative" skill eases the roll without being asked (000: "Initiative can be eased just like any other roll, using skill").
				const skills = chosen.skills ?? (data.pc.skills["initiative"] ? ["initiative"] : []);
				pcs.push({ id: c.ref.id, file: c.file, character: data.pc, request: { skills, assets: chosen.assets ?? 0, effort: chosen.effort ?? 0 } });
			} else if ("npc" in data) {
				const creature = creatureOf(c);
				npcs.push({ id: c.ref.id, level: data.npc.level, ...(creature === undefined ? {} : { group: creature }) });
			}
		}
		return { system: "cypher", pcs, npcs };
	}
	if (note.system === "pool") {
		const entries = combatants.flatMap((c): PoolInitiativeInput[] => (c.data?.system === "pool" ? [{ id: c.ref.id, abilities: c.data.character.abilities, weaknesses: c.data.character.weaknesses, ...grouped(c) }] : []));
		return { system: "pool", entries, sides };
	}
	const entries = combatants.flatMap((c): D20InitiativeInput[] =>
		c.data?.system === "d20" ? [{ id: c.ref.id, bcb: c.data.character.bcb, dexModifier: modifierOf(c.data.character, "dex"), aware: options.aware?.[c.ref.id] ?? !note.unaware.includes(c.ref.id), ...grouped(c) }] : [],
	);
	return { system: "d20", entries, sides };
}

/** The dice the plan's roll draws, in order, for the dialog's "Dice rolled at the table". */
export function planDice(note: EncounterNote, plan: InitiativePlan): Result<DiceNeed[]> {
	if (plan.system === "cypher") return ok(cypherInitiativeDice(plan.pcs, note.damageModel));
	if (plan.system === "pool") return poolInitiativeDice(plan.entries, note.poolDieSize);
	return ok(d20InitiativeDice(plan.entries));
}

/** Who a roller's line names: a group by its creature, a combatant by its own name; instances of one creature are alike, so one line speaks for them. */
function rollerName<T extends { id: string; group?: string }>(input: T, instanceOf: (id: string) => string | undefined): string {
	return input.group ?? instanceOf(input.id) ?? input.id;
}

/** The chance each combatant acts before each opponent, by the plan's game. */
export function planChances(note: EncounterNote, plan: InitiativePlan): Result<ActBeforeLine[]> {
	const creatures = new Map(note.combatants.map((c) => [c.ref.id, creatureOf(c)] as const));
	const instanceOf = (id: string): string | undefined => creatures.get(id);
	if (plan.system === "cypher") {
		const pcs: { who: string; netSteps: number; rollBonus: number }[] = [];
		for (const pc of plan.pcs) {
			const steps = initiativeEasing(pc.character, pc.request);
			if (!steps.ok) return fail(`${pc.id}: ${steps.error}`);
			pcs.push({ who: pc.id, netSteps: steps.value.net, rollBonus: steps.value.rollBonus });
		}
		return cypherActBefore(pcs, plan.npcs.map((n) => ({ who: n.group ?? n.id, level: n.level })));
	}
	const sideOf = (id: string): Side => plan.sides.get(id) ?? "npc";
	if (plan.system === "d20") {
		return d20ActBefore(rollersOf(plan.entries).map((r) => {
			const first = r.members[0] as D20InitiativeInput;
			return { who: rollerName(first, instanceOf), side: sideOf(first.id), modifier: first.bcb + first.dexModifier };
		}));
	}
	const rollers: { who: string; side: Side; pool: number }[] = [];
	for (const r of rollersOf(plan.entries)) {
		const first = r.members[0] as PoolInitiativeInput;
		const size = initiativePool(first.abilities, first.weaknesses);
		if (!size.ok) return fail(`${first.id}: ${size.error}`);
		rollers.push({ who: rollerName(first, instanceOf), side: sideOf(first.id), pool: size.value.pool });
	}
	return poolActBefore(rollers, note.poolDieSize);
}
