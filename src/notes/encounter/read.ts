/**
 * An encounter note read into what the tracker draws and the actions act on: its game and campaign,
 * its combatants (each resolved to a character note, an NPC note, or a numbered instance of a
 * creature page or NPC template whose values live in the encounter note), the order, the round and
 * whose turn it is. A note edited into nonsense becomes one clear message, never a throw; a single
 * bad combatant (a link to nowhere, a creature page without a level) is a problem on its own row.
 */
import type { App, TFile } from "obsidian";
import {
	checkTurn,
	expandCombatants,
	hasSurpriseRound,
	instanceKey,
	parseCombatantLine,
	parseNamedLines,
	parseOrder,
	type CombatantLine,
	type CombatantRef,
	type OrderEntry,
	type RoundSetup,
	type Slot,
} from "../../engine/encounter";
import { fail, ok, type Result } from "../../engine/result";
import { STATS, type CypherCharacter, type DamageModel } from "../../engine/systems/cypher/character";
import { formatList, t } from "../../lang";
import { readRoundRecord, roundKey, type RoundRecord } from "../../engine/encounter/round-record";
import { leftText, OPPORTUNITY, opportunityAttacksIn } from "../../engine/systems/d20/action-types";
import { ATTACKED } from "../../engine/systems/pool/multiple-actions";
import { DAMAGE_TRACK, isDeadByWounds, NPC_TRACKS } from "../../engine/systems/cypher/health";
import { bossOf, swarmOf } from "../../engine/systems/cypher/procedures";
import { atZero, outOfFight, POOL_TRACKS, type PoolCharacter } from "../../engine/systems/pool/character";
import { D20_TRACKS, modifierOf, type D20Character } from "../../engine/systems/d20/character";
import { trackValue, type Track } from "../../engine/systems/tracks";
import { defenceModifier, signed } from "../../engine/systems/d20/combat";
import { cachedFrontmatter, readCampaignNote, resolveLink } from "../campaign/notes";
import { parseCreature } from "../csrd/creature";
import { readCsrdEntryPage } from "../csrd/cached-page";
import { isCreaturePage } from "../csrd/npc-note";
import { detectPageKind } from "../csrd/page-kind";
import { readFrontmatter, readValue } from "../frontmatter";
import { readCypherCharacter, readCypherNpc } from "../schema/cypher";
import { readD20Character } from "../schema/d20";
import { FieldReader, linkPath } from "../schema/fields";
import { noteKind, noteSystem, SYSTEMS, type SystemId } from "../schema/kind";
import { readPoolCharacter } from "../schema/pool";
import { statblockTemplate } from "../peers/statblock";
import type { LedgerSettings } from "../../settings";
import { parseTimers, timerText, type ConditionTimer } from "../../engine/encounter/timers";
import type { D20Condition } from "../../engine/systems/d20/conditions";
import { CONDITION_FLAGS, CONDITIONS_KEY, readHeld, ruleFor, specsOf, type HeldCondition } from "../../games/conditions/held";
import { TIMERS_KEY } from "../../games/conditions/apply";
import type { Pack } from "../../games/pack/pack";
import { readPack } from "../pack/packs";

export const ENCOUNTER_KEYS = {
	combatants: "combatants",
	round: "round",
	turn: "turn",
	order: "order",
	firstActions: "first-actions",
	lastActions: "last-actions",
	waiting: "waiting",
	/** Cypher: what each waiting combatant waits for, in the user's words ("Kessa Varn: the guard opens the door"). */
	waitTriggers: "wait-triggers",
	/** Cypher: a waiting combatant whose trigger came, and whose turn they act right before ("Kessa Varn: Goblin 1"). */
	actingBefore: "acting-before",
	unaware: "unaware",
	flatFooted: "flat-footed",
	/** d20: who is restricted to a single standard or short action a round (004). */
	restricted: "restricted",
	ended: "ended",
	/** Instances of one creature share one initiative roll and act together (set from the initiative dialog). */
	groupInitiative: "group-initiative",
	/** When conditions applied in the fight end by themselves (engine/encounter/timers.ts). */
	timers: TIMERS_KEY,
} as const;

export type CombatantKind = "pc" | "npc" | "instance";

/** A Cypher NPC or creature as the tracker plays it: 001's boss package and swarms change these numbers. */
export interface CypherNpcData {
	level: number;
	health: number;
	healthMax: number;
	armor: number;
	damage: number;
	/** It has the boss package: its attacks and defenses count one level higher. */
	boss?: boolean;
}

/**
 * What an instance (and a swarm) keeps in the encounter note beside its tracks, under
 * instanceKey(id, …): the boss package, a maximum raised by an intrusion, the members of the swarm
 * it leads and the swarm's health.
 */
export const INSTANCE_KEYS = { boss: "boss", healthMax: "health-max", swarm: "swarm", swarmHealth: "swarm-health" } as const;

/** What a combatant is in its game, as the engine functions take it. */
export type CombatantData =
	| { system: "cypher"; pc: CypherCharacter }
	| { system: "cypher"; npc: CypherNpcData }
	| { system: "pool"; character: PoolCharacter }
	| { system: "d20"; character: D20Character };

export interface Combatant {
	ref: CombatantRef;
	kind: CombatantKind;
	/** The note the combatant's values are written to: its own note, or the encounter note for an instance. */
	file?: TFile;
	/** The page or note an instance comes from (never written). */
	source?: TFile;
	data?: CombatantData;
	/** Health as text: "Health 6 / 9", "Wounds: 1 minor", "Vitality 5 / 12 · Wound points 10 / 10". */
	health: string;
	/** Short states: "defeated", "−1 die", "First action". Conditions are apart, in `conditions`. */
	status: string[];
	down: boolean;
	/** The conditions it bears, each with its rule and, when the encounter's clock ends it, when. */
	conditions: HeldCondition[];
	/** The values its own note holds (a character's or NPC's note), for the changes a condition writes there. */
	values?: Record<string, unknown>;
	/** Why this combatant cannot be used (shown on its row; actions that need it are refused). */
	problem?: string;
	/** It leads a swarm (001): its row plays the swarm, whose numbers its data now holds; `own` keeps its own. */
	swarm?: { members: string[]; own: CypherNpcData };
	/** It is one of a swarm's members, led by this combatant: out of the order until the swarm breaks up. */
	inSwarm?: string;
	/** What it has done in the round under way (empty before its first action of the round). */
	round: RoundRecord;
}

export interface EncounterNote {
	file: TFile;
	system: SystemId;
	campaign?: TFile;
	damageModel: DamageModel;
	poolDieSize: number;
	lines: CombatantLine[];
	combatants: Combatant[];
	order: OrderEntry[];
	round: number;
	turn: number;
	firstActions: string[];
	/** Cypher: who takes a Last action this round. */
	lastActions: string[];
	/** Cypher: who waits this round, to act after the others' turns. */
	waiting: string[];
	/** Cypher: what each waiting combatant waits for, by name (only those who named a trigger). */
	waitTriggers: Record<string, string>;
	/** Cypher: a waiting combatant whose trigger came, and whose turn they act right before. */
	actingBefore: Record<string, string>;
	unaware: string[];
	flatFooted: string[];
	/** d20: who is restricted to a single standard or short action a round. */
	restricted: string[];
	ended: boolean;
	frontmatter: Record<string, unknown>;
	/** The slot whose turn it is, when initiative has been rolled. */
	current?: Slot;
	/** The game's rule pack: the rules of every condition the combatants bear. */
	pack: Pack;
	/** When the conditions applied in this fight end by themselves. */
	timers: ConditionTimer[];
}

export type FrontmatterSource = (file: TFile) => Promise<Result<Record<string, unknown>>>;

/** What the metadata cache holds (for drawing: fast, and up to date after every change Obsidian reports). */
export const cachedSource =
	(app: App): FrontmatterSource =>
	(file) => {
		const fm = cachedFrontmatter(app, file);
		return Promise.resolve(typeof fm === "object" && fm !== null && !Array.isArray(fm) ? ok(fm as Record<string, unknown>) : ok({}));
	};

/** The note's text read now (for actions: what is written is checked against the file, not a cache). */
export const freshSource =
	(app: App): FrontmatterSource =>
	(file) =>
		readFrontmatter(app, file);

export function setupOf(note: Pick<EncounterNote, "system" | "order" | "round" | "firstActions" | "unaware"> & Partial<Pick<EncounterNote, "lastActions" | "waiting" | "actingBefore">>): RoundSetup {
	return { system: note.system, order: note.order, round: note.round, firstActions: note.firstActions, lastActions: note.lastActions ?? [], waiting: note.waiting ?? [], actingBefore: note.actingBefore ?? {}, unaware: note.unaware };
}

/** The waiting's own lines (triggers, who acts before whom), as the note's keys and lines: they end with the round, as waiting does. */
export function waitLines(note: Pick<EncounterNote, "waitTriggers" | "actingBefore">): [string, Record<string, string>][] {
	return [
		[ENCOUNTER_KEYS.waitTriggers, note.waitTriggers],
		[ENCOUNTER_KEYS.actingBefore, note.actingBefore],
	];
}

/** The Cypher round's choices that last one round, as the note's keys and lists (cleared together when a round ends). */
export function roundChoiceLists(note: Pick<EncounterNote, "firstActions" | "lastActions" | "waiting">): [string, string[]][] {
	return [
		[ENCOUNTER_KEYS.firstActions, note.firstActions],
		[ENCOUNTER_KEYS.lastActions, note.lastActions],
		[ENCOUNTER_KEYS.waiting, note.waiting],
	];
}

/** What the note's reader found wrong, one sentence a problem. */
const problemText = (reader: FieldReader): string => reader.problems.map((p) => `${p.message}.`).join(" ");

export async function readEncounterNote(app: App, settings: LedgerSettings, file: TFile, source: FrontmatterSource = cachedSource(app)): Promise<Result<EncounterNote>> {
	const read = await source(file);
	if (!read.ok) return read;
	const fm = read.value;
	if (noteKind(fm) !== "encounter") return fail(t("notes.encounter.notEncounter", { path: file.path, property: "ledger: encounter" }));
	// The campaign gives the game and its rules; an encounter may name its own system too.
	let campaign: TFile | undefined;
	let damageModel: DamageModel = "wounds";
	let poolDieSize = settings.poolDieSize;
	let campaignSystem: SystemId | undefined;
	const rawCampaign = fm["campaign"];
	if (rawCampaign !== undefined && rawCampaign !== null) {
		const link = typeof rawCampaign === "string" ? linkPath(rawCampaign) : undefined;
		if (link === undefined) return fail(t("notes.encounter.campaignNotLink", { key: "campaign", example: "[[The Ninth Gate]]" }));
		campaign = resolveLink(app, link, file.path);
		if (!campaign) return fail(t("notes.encounter.campaignMissing", { key: "campaign", link: `[[${link}]]` }));
		const rules = await readCampaignNote(app, campaign, settings);
		if (!rules.ok) return fail(rules.error);
		damageModel = rules.value.campaign.damageModel;
		poolDieSize = rules.value.campaign.poolDieSize;
		campaignSystem = rules.value.campaign.system;
	}
	const ownSystem = noteSystem(fm);
	if (fm["system"] !== undefined && ownSystem === undefined) return fail(t("notes.encounter.systemExpected", { key: "system", systems: formatList(SYSTEMS, "disjunction") }));
	const system = ownSystem ?? campaignSystem;
	if (system === undefined) return fail(t("notes.encounter.noGame", { campaign: "campaign", system: "system", systems: formatList(SYSTEMS, "disjunction") }));
	if (ownSystem !== undefined && campaignSystem !== undefined && ownSystem !== campaignSystem) {
		return fail(t("notes.encounter.systemClash", { key: "system", own: ownSystem, campaign: campaignSystem }));
	}

	// Either form: "3 × [[Rust Hound]]", or a link with its count in rust-hound-count (schema/list-forms.ts).
	const rawLines = readValue(fm, ENCOUNTER_KEYS.combatants);
	if (rawLines !== undefined && rawLines !== null && !Array.isArray(rawLines)) return fail(t("notes.encounter.combatantsNotList", { key: ENCOUNTER_KEYS.combatants, example: '["[[Kessa Varn]]", "3 × [[Rust Hound]]"]' }));
	const lines: CombatantLine[] = [];
	for (const raw of Array.isArray(rawLines) ? rawLines : []) {
		const line = parseCombatantLine(raw);
		if (!line.ok) return fail(`combatants: ${line.error}`);
		lines.push(line.value);
	}
	const refs = expandCombatants(lines);
	if (!refs.ok) return fail(`combatants: ${refs.error}`);
	const known = new Set(refs.value.map((r) => r.id));
	const order = parseOrder(fm[ENCOUNTER_KEYS.order], known);
	if (!order.ok) return order;
	const r = new FieldReader(fm);
	const round = r.int(ENCOUNTER_KEYS.round, 0, 0, 100_000);
	const turn = r.int(ENCOUNTER_KEYS.turn, 0, 0, 1000);
	/** A list of combatants' names, each one of this encounter's. */
	const names = (key: string): string[] => {
		const list = r.list(key);
		const stranger = list.find((id) => !known.has(id));
		if (stranger !== undefined) r.note(key, t("notes.encounter.notAmong", { name: stranger.slice(0, 60) }));
		return list;
	};
	const note: EncounterNote = {
		file,
		system,
		damageModel,
		poolDieSize,
		lines,
		combatants: [],
		order: order.value,
		round,
		turn,
		firstActions: names(ENCOUNTER_KEYS.firstActions),
		lastActions: names(ENCOUNTER_KEYS.lastActions),
		waiting: names(ENCOUNTER_KEYS.waiting),
		waitTriggers: {},
		actingBefore: {},
		unaware: names(ENCOUNTER_KEYS.unaware),
		flatFooted: names(ENCOUNTER_KEYS.flatFooted),
		restricted: names(ENCOUNTER_KEYS.restricted),
		ended: fm[ENCOUNTER_KEYS.ended] === true,
		frontmatter: fm,
		pack: await readPack(app, system),
		timers: [],
	};
	if (r.problems.length > 0) return fail(problemText(r));
	for (const [key, field] of [[ENCOUNTER_KEYS.waitTriggers, "waitTriggers"], [ENCOUNTER_KEYS.actingBefore, "actingBefore"]] as const) {
		const lines = parseNamedLines(fm[key], known, key);
		if (!lines.ok) return lines;
		note[field] = lines.value;
	}
	for (const [id, before] of Object.entries(note.actingBefore)) {
		if (!note.waiting.includes(id)) return fail(t("notes.encounter.actingBefore.notWaiting", { key: ENCOUNTER_KEYS.actingBefore, name: id.slice(0, 60) }));
		if (!known.has(before)) return fail(t("notes.encounter.actingBefore.notAmong", { key: ENCOUNTER_KEYS.actingBefore, name: before.slice(0, 60) }));
	}
	const timers = parseTimers(fm[ENCOUNTER_KEYS.timers], known, ENCOUNTER_KEYS.timers);
	if (!timers.ok) return timers;
	note.timers = timers.value;
	if (campaign) note.campaign = campaign;
	if (note.order.length > 0 && note.round === 0 && !(system === "d20" && hasSurpriseRound(note.order, note.unaware))) {
		return fail(t("notes.encounter.roundZero", { key: ENCOUNTER_KEYS.round }));
	}
	// A turn without an order, or past the round's last, is refused by the engine's own check.
	const slot = checkTurn(setupOf(note), { round: note.round, turn: note.turn });
	if (!slot.ok) return slot;
	if (slot.value) note.current = slot.value;
	// Instances of one line share their page: it is read and parsed once per redraw, not once per instance.
	const pages = new Map<string, Promise<ReturnType<typeof parseCreature>>>();
	const creature = (file: TFile, entry?: string): Promise<ReturnType<typeof parseCreature>> => {
		const key = entry === undefined ? file.path : `${file.path}#${entry}`;
		let parsed = pages.get(key);
		if (!parsed) {
			parsed = readCsrdEntryPage(app, file, entry).then(parseCreature);
			pages.set(key, parsed);
		}
		return parsed;
	};
	// So are their notes' properties: forty guards of one page are one read of it, not forty (each
	// read fresh from the file for an action, where parsing the properties is most of the cost).
	const properties = new Map<string, ReturnType<FrontmatterSource>>();
	const propertiesOf: FrontmatterSource = (target) => {
		let read = properties.get(target.path);
		if (!read) {
			read = source(target);
			properties.set(target.path, read);
		}
		return read;
	};
	for (const ref of refs.value) note.combatants.push(await readCombatant(app, note, ref, propertiesOf, creature));
	if (system === "cypher") note.combatants = withSwarms(note);
	return ok(note);
}

async function readCombatant(
	app: App,
	note: EncounterNote,
	ref: CombatantRef,
	source: FrontmatterSource,
	creature: (file: TFile, entry?: string) => Promise<ReturnType<typeof parseCreature>>,
): Promise<Combatant> {
	const record = readRoundRecord(note.frontmatter[roundKey(ref.id)], note.round, roundKey(ref.id));
	const base = { ref, health: "", status: [] as string[], down: false, conditions: [] as HeldCondition[], round: record.ok ? record.value : { round: note.round, actions: [] } };
	/** A combatant that cannot be used, and why (shown on its row). */
	const refused = (kind: CombatantKind, problem: string, page?: TFile): Combatant => ({ ...base, kind, problem, ...(page ? { source: page } : {}) });
	const target = resolveLink(app, ref.linkpath, note.file.path);
	if (!target) return refused(ref.instance ? "instance" : "npc", t("notes.encounter.combatant.missing", { link: ref.linkpath }));
	const fm = await source(target);
	if (!fm.ok) return refused("npc", fm.error);
	const kind = noteKind(fm.value);
	const system = noteSystem(fm.value) ?? note.system;
	if (kind === "character" || kind === "npc") {
		if (system !== note.system) return refused("npc", t("notes.encounter.combatant.otherGame", { name: ref.id, system, encounterSystem: note.system }));
		if (kind === "character" && ref.instance !== undefined) return refused("pc", t("notes.encounter.combatant.counted", { link: ref.linkpath }));
		const counted = ref.instance !== undefined;
		const read = readGameNote(system, kind, fm.value, target.basename);
		if (!read.ok) return refused(counted ? "instance" : kind === "character" ? "pc" : "npc", `${ref.id}: ${read.error}`);
		if (!counted) {
			const held = readHeld(fm.value, CONDITIONS_KEY, CONDITION_FLAGS[note.system], note.pack);
			const own: Combatant = { ...base, kind: kind === "character" ? "pc" : "npc", file: target, data: read.value, values: fm.value, conditions: held.held };
			if (held.problems.length > 0) own.problem = `${ref.id}: ${held.problems.map((p) => p.message).join("; ")}.`;
			return describe(own, note);
		}
		return instanceOf(base, note, target, read.value);
	}
	// A Fantasy Statblocks creature (a `statblock` block in the note, or under the link's heading): a template for d20 or Cypher.
	const block = await statblockTemplate(app, target, ref.subpath, note.system);
	if (block) return block.ok ? instanceOf(base, note, target, block.value) : refused("instance", block.error, target);
	// A page without creature tags (another vault's layout, a user's own page) is recognised by its stat block.
	// A creature entry of a longer note ("[[Reef chapter#Reef Stalker]]") is read as a page of its own.
	if (isCreaturePage(app, target) || detectPageKind(await readCsrdEntryPage(app, target, ref.subpath)) === "creature") {
		if (note.system !== "cypher") return refused("instance", t("notes.encounter.combatant.compendiumCypher", { name: ref.id, system: note.system }));
		const parsed = await creature(target, ref.subpath);
		if (!parsed.ok) return refused("instance", t("notes.encounter.combatant.noLevel", { problem: parsed.error, tag: "Creature/Level", line: "Level" }), target);
		const c = parsed.creature;
		if (c.health === undefined) return refused("instance", t("notes.encounter.combatant.noHealth", { id: ref.id, name: c.name, health: c.healthText }), target);
		return instanceOf(base, note, target, { system: "cypher", npc: { level: c.level, health: c.health, healthMax: c.health, armor: c.armor, damage: c.damage ?? c.level } });
	}
	return refused("npc", t("notes.encounter.combatant.unknownKind", { link: ref.linkpath }));
}

/** A note read by its game's reader, as the engine takes it; the reader's message when it cannot be. */
function gameData<T>(read: Result<T>, data: (value: T) => CombatantData): Result<CombatantData> {
	return read.ok ? ok(data(read.value)) : fail(read.error);
}

function readGameNote(system: SystemId, kind: "character" | "npc", fm: Record<string, unknown>, name: string): Result<CombatantData> {
	if (system === "cypher") {
		if (kind === "character") return gameData(readCypherCharacter(fm, { name }), (read) => ({ system, pc: read.character }));
		return gameData(readCypherNpc(fm, { name }), (npc) => ({ system, npc: { level: npc.level, health: npc.health, healthMax: npc.healthMax, armor: npc.armor, damage: npc.damage, ...(npc.boss === true ? { boss: true } : {}) } }));
	}
	if (system === "pool") return gameData(readPoolCharacter(fm, { name }), (character) => ({ system, character }));
	return gameData(readD20Character(fm, { name }), (character) => ({ system, character }));
}

/** The numbers of a combatant a fight wears down (each with its maximum), and the model that holds them; a Cypher PC's Pools are not among them. */
function tracksOf(data: CombatantData): { model: object; tracks: readonly Track[] } | undefined {
	if (data.system === "cypher") return "npc" in data ? { model: data.npc, tracks: NPC_TRACKS } : undefined;
	return { model: data.character, tracks: data.system === "pool" ? POOL_TRACKS : D20_TRACKS };
}

/** Each track of a combatant with its numbers now: what the tracker shows, healing restores (none for a Cypher PC). */
export function trackNumbers(data: CombatantData | undefined): { track: Track; current: number; max: number }[] {
	const found = data && tracksOf(data);
	return found ? found.tracks.map((track) => ({ track, current: trackValue(found.model, track.value), max: trackValue(found.model, track.max) })) : [];
}

/** An instance: the template's numbers, with its tracks from the encounter note (full when not yet written). */
function instanceOf(base: Omit<Combatant, "kind">, note: EncounterNote, sourceFile: TFile, template: CombatantData): Combatant {
	const id = base.ref.id;
	const r = new FieldReader(note.frontmatter);
	let boosted = template;
	if (template.system === "cypher" && "npc" in template) {
		// A Cypher instance's boss package and a maximum an intrusion raised live in the encounter note (its page is never written).
		let npc = template.npc;
		if (r.bool(instanceKey(id, INSTANCE_KEYS.boss), false)) {
			const boss = bossOf({ name: id, ...npc });
			npc = { ...npc, healthMax: boss.healthMax, armor: boss.armor, damage: boss.damage, boss: true };
		}
		npc = { ...npc, healthMax: r.int(instanceKey(id, INSTANCE_KEYS.healthMax), npc.healthMax, 0, 9999) };
		boosted = { ...template, npc: { ...npc, health: npc.healthMax } };
	}
	const found = tracksOf(boosted);
	let data = boosted;
	if (found) {
		// The instance's own values, each full when the encounter note has not written it yet; a character template takes the instance's name.
		const model: Record<string, unknown> = boosted.system === "cypher" ? { ...found.model } : { ...found.model, name: id };
		for (const track of found.tracks) {
			const max = trackValue(model, track.max);
			model[track.value] = r.int(instanceKey(id, track.key), max, 0, max);
		}
		data = { ...boosted, [boosted.system === "cypher" ? "npc" : "character"]: model };
	}
	const held = readHeld(note.frontmatter, instanceKey(id, CONDITIONS_KEY), {}, note.pack);
	const combatant: Combatant = { ...base, kind: "instance", file: note.file, source: sourceFile, data, conditions: held.held };
	for (const problem of held.problems) r.problems.push(problem);
	if (r.problems.length > 0) return { ...combatant, problem: problemText(r) };
	return describe(combatant, note);
}

/**
 * What the round under way has taken from a combatant, as the row says it: a d20 combatant's actions
 * left once it has acted (or when it is restricted) and its Opportunity attacks; a pool-game
 * combatant's actions this round (their penalty) and whom it has attacked.
 */
function roundStatus(note: EncounterNote, c: Combatant): string[] {
	const record = readRoundRecord(note.frontmatter[roundKey(c.ref.id)], note.round, roundKey(c.ref.id));
	if (!record.ok) return [t("notes.encounter.status.recordUnreadable")];
	const { actions, declared } = record.value;
	const out: string[] = [];
	if (note.system === "d20") {
		const limits = { restricted: note.restricted.includes(c.ref.id), surprise: note.round === 0 };
		if (limits.restricted) out.push(t("notes.encounter.status.restricted"));
		if (actions.some((a) => a !== OPPORTUNITY) || limits.restricted || limits.surprise) out.push(t("notes.encounter.status.left", { left: leftText(actions, limits) }));
		const opportunities = opportunityAttacksIn(actions);
		if (opportunities > 0) out.push(t("notes.encounter.status.opportunities", { count: opportunities }));
	} else if (note.system === "pool") {
		if (declared !== undefined && declared > 1) out.push(t("notes.encounter.status.declared", { count: declared }));
		const taken = actions.length;
		if (taken > 0) out.push(t("notes.encounter.status.taken", { count: taken }));
		const attacked = actions.filter((a) => a.startsWith(ATTACKED)).map((a) => a.slice(ATTACKED.length));
		if (attacked.length > 0) out.push(t("notes.encounter.status.attacked", { names: attacked.join(", ") }));
	}
	return out;
}

/** A Cypher PC's Pools as the tracker shows them: "Might 9/10 · Speed 10/10 · Intellect 8/8". */
export function poolsText(pc: CypherCharacter): string {
	return STATS.map((s) => `${t("encounter.stat", { stat: s })} ${pc.pools[s].current}/${pc.pools[s].max}`).join(" · ");
}

/** The health line, the states and whether the combatant is down, in its game's words. */
function describe(c: Combatant, note: EncounterNote): Combatant {
	const data = c.data;
	if (!data) return c;
	const status: string[] = [];
	let health = "";
	let down = false;
	if (data.system === "cypher" && "pc" in data) {
		const pools = poolsText(data.pc);
		if (note.damageModel === "damage-track") {
			const step = t("notes.encounter.damageStep", { step: data.pc.damageTrack });
			health = `${pools} · ${step}`;
			down = data.pc.damageTrack === DAMAGE_TRACK[3];
			if (data.pc.damageTrack !== "hale") status.push(step);
		} else {
			const w = data.pc.wounds;
			health = `${pools} · ${t("notes.encounter.wounds", { minor: w.minor, moderate: w.moderate, major: w.major })}`;
			down = isDeadByWounds(w, data.pc.woundBoxes);
			if (down) status.push(t("notes.encounter.status.dead"));
		}
	} else {
		health = trackNumbers(data).map((t) => `${t.track.label} ${t.current} / ${t.max}`).join(" · ");
		if (data.system === "cypher") {
			down = data.npc.health <= 0;
			if (down) status.push(t("encounter.area.defeated"));
			if (data.npc.boss === true) status.push(t("notes.encounter.status.boss"));
			if (c.swarm) status.push(t("notes.encounter.status.swarm", { count: c.swarm.members.length + 1 }));
		} else if (data.system === "pool") {
			const k = data.character;
			down = outOfFight(k);
			if (down) status.push(t("pool.log.outOfFight"));
			else if (atZero(k)) status.push(t("notes.encounter.status.lessOneDie"));
		} else {
			const k = data.character;
			// 004: flat-footed "can't use your Dexterity bonus to Defence": the Defence shown is the one that counts now.
			const noDex = specsOf<D20Condition>(conditionsOf(c, note)).find((h) => h.noDexToDefence)?.label;
			const defence = defenceModifier(k, { flatFooted: noDex ?? false }).modifier;
			const modifier = signed(defence);
			health += ` · ${noDex !== undefined && modifierOf(k, "dex") > 0 ? t("notes.encounter.defenceNoDex", { modifier }) : t("notes.encounter.defence", { modifier })}`;
			down = k.woundPoints === 0;
			if (down) status.push(t("notes.encounter.status.unconscious"));
		}
	}
	// The d20 encounter's own flat-footed list (from initiative to the first regular turn) is one more way to bear Flat-footed.
	const conditions = [...conditionsOf(c, note)];
	// When the encounter's clock ends each one, as its chip says it.
	const clock = { round: note.round, turn: note.turn };
	for (const [index, held] of conditions.entries()) {
		const timer = note.timers.find((t) => t.bearer === c.ref.id && t.condition === held.id);
		if (timer) conditions[index] = { ...held, ends: timerText(timer, clock) };
		else if (held.store.kind === "roster") conditions[index] = { ...held, ends: t("notes.encounter.endsFirstTurn") };
	}
	if (note.order.length > 0 && !note.ended) status.push(...roundStatus(note, c));
	// Unaware only until the surprise round is over (round 0): the list stays, so Previous turn can go back to it.
	if (note.system === "d20" && note.round === 0 && note.unaware.includes(c.ref.id)) status.push(t("notes.encounter.status.unaware"));
	if (note.system === "cypher" && note.firstActions.includes(c.ref.id)) status.push(t("encounter.menu.firstAction"));
	if (note.system === "cypher" && note.lastActions.includes(c.ref.id)) status.push(t("encounter.menu.lastAction"));
	if (note.system === "cypher" && note.waiting.includes(c.ref.id)) status.push(waitingText(note, c.ref.id));
	return { ...c, health, status, down, conditions };
}

/** The d20 game's flat-footed condition's id, which the encounter's own list also holds. */
const FLAT_FOOTED = "flat-footed";

/** A combatant's conditions with the d20 encounter's flat-footed list counted. */
function conditionsOf(c: Combatant, note: EncounterNote): HeldCondition[] {
	if (note.system !== "d20" || !note.flatFooted.includes(c.ref.id) || c.conditions.some((h) => h.id === FLAT_FOOTED)) return c.conditions;
	return [...c.conditions, { id: FLAT_FOOTED, ...ruleFor(note.pack, FLAT_FOOTED), store: { kind: "roster", key: ENCOUNTER_KEYS.flatFooted, name: c.ref.id } }];
}

/**
 * The swarms of a Cypher encounter (001: "4 creatures = 1 creature of highest level + 1 level"):
 * a combatant whose `<id>-swarm` key lists three others leads them, its row playing the swarm with
 * the engine's numbers (swarmOf) and the swarm's health under `<id>-swarm-health`; the members
 * are out of the fight until it breaks up. A list that names someone who cannot join (not a
 * creature, already in a swarm, not here) is a problem on the leader's row, never a guess.
 */
function withSwarms(note: EncounterNote): Combatant[] {
	const byId = new Map(note.combatants.map((c) => [c.ref.id, c]));
	const r = new FieldReader(note.frontmatter);
	const led = new Map<string, string>();
	const out = new Map(note.combatants.map((c) => [c.ref.id, c]));
	for (const leader of note.combatants) {
		const key = instanceKey(leader.ref.id, INSTANCE_KEYS.swarm);
		if (!r.has(key)) continue;
		const ids = r.list(key);
		const members = ids.map((id) => byId.get(id));
		const npcOf = (c: Combatant | undefined): CypherNpcData | undefined => (c?.data?.system === "cypher" && "npc" in c.data ? c.data.npc : undefined);
		const lead = npcOf(leader);
		const bad = ids.find((id, i) => npcOf(members[i]) === undefined || id === leader.ref.id || led.has(id) || r.has(instanceKey(id, INSTANCE_KEYS.swarm)));
		if (lead === undefined || bad !== undefined) {
			out.set(leader.ref.id, { ...leader, problem: bad === undefined ? t("notes.encounter.swarm.notCreature", { key, name: leader.ref.id }) : t("notes.encounter.swarm.cannotJoin", { key, name: bad.slice(0, 60) }) });
			continue;
		}
		const all = [{ name: leader.ref.id, ...lead }, ...ids.map((id, i) => ({ name: id, ...(npcOf(members[i]) as CypherNpcData) }))];
		const swarm = swarmOf(all);
		if (!swarm.ok) {
			out.set(leader.ref.id, { ...leader, problem: `${key}: ${swarm.error}` });
			continue;
		}
		for (const id of ids) led.set(id, leader.ref.id);
		const health = r.int(instanceKey(leader.ref.id, INSTANCE_KEYS.swarmHealth), swarm.value.health, 0, swarm.value.health);
		const npc: CypherNpcData = { level: swarm.value.level, health, healthMax: swarm.value.health, armor: swarm.value.armor, damage: swarm.value.damage };
		out.set(leader.ref.id, describe({ ...leader, data: { system: "cypher", npc }, swarm: { members: ids, own: lead } }, note));
	}
	for (const [id, leader] of led) {
		const member = out.get(id);
		if (member) out.set(id, { ...member, inSwarm: leader, down: true, status: [...member.status, t("notes.encounter.status.inSwarm", { leader })] });
	}
	if (r.problems.length > 0) {
		const first = note.combatants[0];
		if (first) out.set(first.ref.id, { ...(out.get(first.ref.id) as Combatant), problem: problemText(r) });
	}
	return note.combatants.map((c) => out.get(c.ref.id) as Combatant);
}

/** A waiting combatant's state on its row: "waiting for: the guard opens the door", "acts now, before Goblin 1". */
export function waitingText(note: Pick<EncounterNote, "waitTriggers" | "actingBefore">, id: string): string {
	const before = note.actingBefore[id];
	if (before !== undefined) return t("notes.encounter.status.actsBefore", { name: before });
	const trigger = note.waitTriggers[id];
	return trigger === undefined || trigger === "" ? t("notes.encounter.status.waiting") : t("notes.encounter.status.waitingFor", { trigger });
}
