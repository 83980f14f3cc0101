/**
 * The GM's shortcuts for creatures in a Cypher fight (001), each one undoable log entry through the
 * tracker's pipeline:
 *
 * - the boss package: +10 health, +1 Armor, +3 damage, and attacks and defenses one level higher.
 *   An NPC with a note of its own gets the numbers written there (and `boss: true`); an instance of
 *   a page keeps `<id>-boss` in the encounter note, its page never written. Taking it off undoes it.
 * - a swarm: four creatures fight as one of the highest level + 1 (engine: swarmOf). The leader's
 *   row plays the swarm (`<leader>-swarm` lists the other three, `<leader>-swarm-health` its
 *   health); the members are out of the fight meanwhile. Breaking it up hands the health the swarm
 *   lost to its members in turn (splitSwarm), each written where its health lives.
 */
import type { TFile } from "obsidian";
import type { LogEntry } from "../../engine/log";
import { fail, ok, type Result } from "../../engine/result";
import type { StateChange, StateValue } from "../../engine/state";
import { bossOf, splitSwarm, swarmOf, SWARM_SIZE } from "../../engine/systems/cypher/procedures";
import { instanceKey } from "../../engine/encounter";
import { linkTo } from "../../notes/campaign/notes";
import { INSTANCE_KEYS, type Combatant, type CypherNpcData, type EncounterNote } from "../../notes/encounter/read";
import { encounterChange, encounterEntry, logged, notHere, type Context, type EncounterDeps } from "./actions";
import type { Field } from "../../games/frame/game";
import { toggleField } from "../../games/frame/fields";
import { t } from "../../lang";
import type { DialogGame } from "../frame/roll-modal";

/** The Cypher NPC numbers of a combatant, or undefined when it is not a creature of the Cypher game. */
export const creatureOf = (c: Combatant | undefined): CypherNpcData | undefined => (c?.data?.system === "cypher" && "npc" in c.data ? c.data.npc : undefined);

/** The combatants that could join a swarm with `id`: standing Cypher creatures, none already in a swarm. */
export function swarmCandidates(note: EncounterNote, id?: string): Combatant[] {
	return note.combatants.filter((c) => c.ref.id !== id && c.problem === undefined && !c.down && c.swarm === undefined && c.inSwarm === undefined && creatureOf(c) !== undefined);
}

/** A change of the combatant's own note's key, from what the note holds (the pipeline records an absent key as null). */
function ownChange(deps: EncounterDeps, ctx: Context, file: TFile, key: string, before: StateValue, after: StateValue): StateChange {
	return { target: linkTo(deps.app, file, ctx.sessionPath), key, before, after };
}

/** Gives a Cypher creature the boss package, or takes it off again. */
export function toggleBoss(deps: EncounterDeps, file: TFile, id: string): Promise<Result<LogEntry>> {
	return logged(deps, file, (ctx) => {
		const c = ctx.note.combatants.find((x) => x.ref.id === id);
		if (!c) return fail(notHere(id));
		const npc = creatureOf(c);
		const own = c.file;
		if (!npc || c.problem !== undefined || !own) return fail(c.problem ?? t("encounter.boss.notCreature", { name: id }));
		if (c.swarm !== undefined || c.inSwarm !== undefined) return fail(t("encounter.boss.inSwarm", { name: id }));
		const making = npc.boss !== true;
		const sign = making ? 1 : -1;
		// The package on the numbers without it, so its steps read the same both ways.
		const plain = making ? npc : { ...npc, health: Math.max(0, npc.health - 10), healthMax: npc.healthMax - 10, armor: npc.armor - 1, damage: npc.damage - 3 };
		const boss = bossOf({ name: id, ...plain });
		const health = making ? boss.health : plain.health;
		const changes: StateChange[] = [];
		if (c.kind === "instance") {
			changes.push(encounterChange(ctx, instanceKey(id, INSTANCE_KEYS.boss), making ? true : null));
			changes.push(encounterChange(ctx, instanceKey(id, "health"), health));
		} else {
			changes.push(
				ownChange(deps, ctx, own, "health", npc.health, health),
				ownChange(deps, ctx, own, "health-max", npc.healthMax, npc.healthMax + sign * 10),
				ownChange(deps, ctx, own, "armor", npc.armor, npc.armor + sign),
				ownChange(deps, ctx, own, "damage", npc.damage, npc.damage + sign * 3),
				ownChange(deps, ctx, own, "boss", making ? null : true, making ? true : null),
			);
		}
		const text = making ? t("encounter.boss.on", { level: boss.combatLevel, health: boss.health, armor: boss.armor, damage: boss.damage }) : t("encounter.boss.off", { health: plain.health, armor: plain.armor, damage: plain.damage });
		const entry = encounterEntry(ctx, "encounter", making ? t("encounter.boss.onTitle", { name: id }) : t("encounter.boss.offTitle", { name: id }), { outcome: { text, code: making ? "boss" : "boss-off" }, explanation: boss.explanation, changes });
		return ok(c.kind === "instance" ? entry : { ...entry, actor: changes[0]?.target ?? "" });
	});
}

/**
 * Four creatures into one swarm: `ids` are the four (the one whose menu was used among them). The
 * row of the highest level leads it (the first listed of those on a tie).
 */
export function formSwarm(deps: EncounterDeps, file: TFile, ids: readonly string[]): Promise<Result<LogEntry>> {
	return logged(deps, file, (ctx) => {
		const note = ctx.note;
		if (note.system !== "cypher") return fail(t("encounter.swarm.notCypher"));
		if (new Set(ids).size !== SWARM_SIZE) return fail(t("encounter.swarm.chooseDifferent", { size: SWARM_SIZE }));
		const free = new Set(swarmCandidates(note).map((c) => c.ref.id));
		const members = ids.map((id) => note.combatants.find((c) => c.ref.id === id));
		const missing = ids.find((id, i) => members[i] === undefined || !free.has(id));
		if (missing !== undefined) return fail(t("encounter.swarm.cannotJoin", { name: missing.slice(0, 60) }));
		const numbers = members.map((c) => ({ name: c?.ref.id ?? "", ...(creatureOf(c) as CypherNpcData) }));
		const swarm = swarmOf(numbers);
		if (!swarm.ok) return swarm;
		const leader = swarm.value.leader;
		const others = ids.filter((id) => id !== leader);
		const changes = [encounterChange(ctx, instanceKey(leader, INSTANCE_KEYS.swarm), others), encounterChange(ctx, instanceKey(leader, INSTANCE_KEYS.swarmHealth), swarm.value.health)];
		const text = t("encounter.swarm.formed", { leader, others: others.join(", "), level: swarm.value.level, health: swarm.value.health, damage: swarm.value.damage });
		return ok(encounterEntry(ctx, "encounter", t("encounter.swarm.title", { names: ids.join(", ") }), { outcome: { text, code: "swarm" }, explanation: swarm.value.explanation, changes, inputs: [{ key: "creatures", value: ids.join(", ") }] }));
	});
}

/** A swarm back into its four creatures: the health it lost falls on them in turn (the leader first). */
export function breakSwarm(deps: EncounterDeps, file: TFile, leaderId: string): Promise<Result<LogEntry>> {
	return logged(deps, file, (ctx) => {
		const note = ctx.note;
		const leader = note.combatants.find((c) => c.ref.id === leaderId);
		if (!leader) return fail(notHere(leaderId));
		const swarm = leader.swarm;
		const now = creatureOf(leader);
		if (swarm === undefined || now === undefined) return fail(t("encounter.swarm.noSwarm", { name: leaderId }));
		const members = [leader, ...swarm.members.map((id) => note.combatants.find((c) => c.ref.id === id))];
		const healths = members.map((c, i) => (i === 0 ? swarm.own.health : (creatureOf(c)?.health ?? 0)));
		const split = splitSwarm(members.map((c, i) => ({ name: c?.ref.id ?? "", health: healths[i] ?? 0 })), now.healthMax - now.health);
		const changes: StateChange[] = [encounterChange(ctx, instanceKey(leaderId, INSTANCE_KEYS.swarm), null), encounterChange(ctx, instanceKey(leaderId, INSTANCE_KEYS.swarmHealth), null)];
		members.forEach((c, i) => {
			const after = split.health[i] ?? 0;
			if (!c || after === healths[i]) return;
			if (c.kind === "instance") changes.push(encounterChange(ctx, instanceKey(c.ref.id, "health"), after));
			else if (c.file) changes.push(ownChange(deps, ctx, c.file, "health", healths[i] ?? 0, after));
		});
		const text = members.map((c, i) => `${c?.ref.id ?? ""} ${split.health[i] ?? 0}`).join(", ");
		return ok(encounterEntry(ctx, "encounter", t("encounter.swarm.breaksUp", { name: leaderId }), { outcome: { text: t("encounter.swarm.splitHealth", { health: text }), code: "swarm-end" }, explanation: split.explanation, changes }));
	});
}


// ---------------------------------------------------------------------------------------------
// The swarm dialog: the creature whose menu was used, and three more to join it
// ---------------------------------------------------------------------------------------------

/** "with:<id>" for each creature that may join, ticked or not; `from` is the creature whose menu opened it. */
export type SwarmForm = Record<string, boolean | string> & { from: string };

export function swarmForm(note: EncounterNote, from: string): SwarmForm {
	const form: SwarmForm = { from };
	// The next three of the same page (a counted line's instances) are ticked to start with.
	const same = note.combatants.find((c) => c.ref.id === from)?.ref.line;
	let ticked = 0;
	for (const c of swarmCandidates(note, from)) {
		const tick = ticked < SWARM_SIZE - 1 && c.ref.line === same;
		if (tick) ticked++;
		form[`with:${c.ref.id}`] = tick;
	}
	return form;
}

/** The four a form makes: the creature it came from and those ticked. */
export const swarmIds = (form: SwarmForm): string[] => [form.from, ...Object.entries(form).filter(([key, value]) => key.startsWith("with:") && value === true).map(([key]) => key.slice("with:".length))];

export const swarmDialog: DialogGame<EncounterNote, SwarmForm> = {
	title: (_note, form) => t("encounter.swarm.dialogTitle", { name: form.from }),
	fields: (note, form): Field[] =>
		swarmCandidates(note, form.from).map((c) => {
			const npc = creatureOf(c);
			return toggleField(`with:${c.ref.id}`, c.ref.id, form[`with:${c.ref.id}`] === true, { description: npc ? t("encounter.swarm.candidate", { level: npc.level, health: npc.health }) : "" });
		}),
	// The keys name creatures, so the form holds no plain value for the frame to store: this does.
	update: (_note, form, key, value) => (key.startsWith("with:") ? { ...form, [key]: value === true } : form),
	preview(note, form) {
		const ids = swarmIds(form);
		const submit = t("encounter.swarm.submit");
		if (ids.length !== SWARM_SIZE) return { odds: [t("encounter.swarm.chosen", { count: ids.length, size: SWARM_SIZE })], refusal: t("encounter.swarm.tick", { count: SWARM_SIZE - 1, name: form.from }), submit };
		const swarm = swarmOf(ids.map((id) => ({ name: id, ...(creatureOf(note.combatants.find((c) => c.ref.id === id)) as CypherNpcData) })));
		if (!swarm.ok) return { odds: [], refusal: swarm.error, submit };
		return { odds: [{ text: t("encounter.swarm.preview", { leader: swarm.value.leader, level: swarm.value.level, target: swarm.value.level * 3, health: swarm.value.health, armor: swarm.value.armor, damage: swarm.value.damage }), part: "swarm" }], notes: swarm.value.explanation.map((s) => s.text), submit };
	},
};
