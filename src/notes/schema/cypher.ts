/**
 * Cypher System notes (seeds 000 and 001): player characters and NPCs, read from flat frontmatter
 * keys (docs/ARCHITECTURE.md, Notes as the database) into the engine's CypherCharacter model.
 */
import { ALLY_EFFORT_KEY, allyEffortPool } from "../../engine/systems/cypher/party/npc-allies";
import {
	STATS,
	ARMOR_DAMAGE_KEY,
	edgeKey,
	lastingKey,
	weaknessKey,
	permanentKey,
	poolKey,
	poolMaxKey,
	woundBoxesKey,
	woundKey,
	type ArmorCategory,
	type CypherCharacter,
	type PoolState,
	type SkillLevel,
	type Stat,
	type Wounds,
} from "../../engine/systems/cypher/character";
import { ARMOR_STEPS, DAMAGE_TRACK, SEVERITIES, WOUND_BOXES, SHIELD_CAPACITY, SHIELD_KEYS } from "../../engine/systems/cypher/health";
import { RECOVERIES_TAKEN_KEY, RECOVERY_ORDER, type RecoveryKind } from "../../engine/systems/cypher/recovery";
import { FieldReader } from "./fields";
import { finish, readerFor, type Parsed } from "./parsed";
import { EQUIPMENT_KINDS_KEY, equipmentKindsProblem, equipmentLines } from "./list-forms";
import { t } from "../../lang";

/** The damage track's steps, best first: the engine's list, re-exported under the name the notes layer uses. */
export { DAMAGE_TRACK as DAMAGE_TRACK_STEPS };
export const ARMOR_CATEGORIES: readonly ArmorCategory[] = ["none", "light", "medium", "heavy"];
/** The skill lists of a sheet, in the order a higher list overrides a lower one. */
export const SKILL_LISTS: readonly SkillLevel[] = ["inability", "trained", "specialized", "expert"];

/** Most wound boxes of one severity a sheet may give: no seed names a number, nine is three times the core three. */
const MAX_WOUND_BOXES = 9;
/** A Pool's weakness (001), at most: more would be a typing mistake. */
const MAX_WEAKNESS = 10;

/** Bounds. Pools: no seed caps them, 99 is far above any tier-6 character. */
export const CYPHER_BOUNDS = {
	tier: [1, 6],
	/** 000: "More advanced characters can increase their Effort score (up to a maximum of six)" */
	effort: [1, 6],
	pool: [0, 99],
	edge: [0, 20],
	/** 000: "A core character can take three minor wounds, three moderate wounds, and three major wounds. Your type might allow you to take additional wounds" */
	wounds: [0, 9],
	/** 000: "have all four of your recoveries available again": 0..4 used today. */
	recoveries: [0, 4],
	cypherLimit: [0, 20],
	/** 000: "Task difficulty 0–10"; an NPC's level is its difficulty. */
	npcLevel: [0, 10],
	npcArmor: [0, 20],
	npcHealth: [0, 9999],
} as const;

/** A sheet lists a handful of abilities; a pasted compendium index must not read hundreds of pages. */
export const MAX_ABILITIES = 50;

/** What a Cypher character note holds beyond the engine model. */
export interface CypherSheet {
	character: CypherCharacter;
	/** Link path of the campaign note, when the sheet names one. */
	campaign?: string;
	/** Ability names or link paths (CSRD ability pages). */
	abilities: string[];
	/** What the character carries besides cyphers, one line an item (see engine/systems/cypher/party/equipment.ts). */
	equipment: string[];
	/** Artifacts carried, one line each, with their depletion (see engine/systems/cypher/party/artifacts.ts). */
	artifacts: string[];
	/** Advancements bought at the current tier (0..steps per tier; four advance the tier). */
	advancementSteps: number;
	/** A long chase the character is in (001): the NPC's level and the Speed tasks won and lost so far. */
	chase?: ChaseTally;
}

/** A long chase as the character's note keeps it: `chase-level`, `chase-successes`, `chase-failures`. */
export interface ChaseTally {
	level: number;
	successes: number;
	failures: number;
}

/** The keys a long chase is kept under; `chase-level` present means a chase is on. */
export const CHASE_KEYS = { level: "chase-level", successes: "chase-successes", failures: "chase-failures" } as const;
/** A level 10 NPC's chase ends within 21 rolls; more is a typing slip. */
const MAX_CHASE_ROLLS = 21;

export interface CypherSheetOptions {
	/** The note's name (file basename), used when the note has no `name` key. */
	name?: string;
	/** The campaign's `advancement-steps-per-tier` (default 4). */
	advancementStepsPerTier?: number;
}

/**
 * Read a Cypher PC. Required keys: might-max, speed-max, intellect-max. Every other key has a
 * default: the current Pool starts full, Edge 0, tier 1, Effort 1, XP 0, no skills, armor none,
 * no recoveries used, no wounds, hale, cypher-limit 2, advancement-steps 0.
 */
export function readCypherCharacter(frontmatter: unknown, options: CypherSheetOptions = {}): Parsed<CypherSheet> {
	const r = readerFor(frontmatter, "cypherCharacter");
	if (!(r instanceof FieldReader)) return r;
	const pools = {} as Record<Stat, PoolState>;
	for (const stat of STATS) pools[stat] = readPool(r, stat);
	const skills = readSkills(r);
	const wounds = {} as Wounds;
	const boxes = {} as Wounds;
	for (const severity of SEVERITIES) {
		// 000: "Your type might allow you to take additional wounds": `wounds-minor-max` and the like give the boxes.
		boxes[severity] = r.int(woundBoxesKey(severity), WOUND_BOXES, WOUND_BOXES, MAX_WOUND_BOXES);
		wounds[severity] = r.int(woundKey(severity), 0, ...CYPHER_BOUNDS.wounds);
		if (wounds[severity] > boxes[severity]) r.note(woundKey(severity), t("notes.schema.cypher.woundBoxes", { marked: wounds[severity], boxes: boxes[severity], severity, key: woundBoxesKey(severity) }));
	}
	const perTier = options.advancementStepsPerTier ?? 4;
	const character: CypherCharacter = {
		name: r.text("name", options.name ?? ""),
		tier: r.int("tier", 1, ...CYPHER_BOUNDS.tier),
		effort: r.int("effort", 1, ...CYPHER_BOUNDS.effort),
		xp: r.int("xp", 0),
		pools,
		skills,
		armor: r.oneOf("armor", ARMOR_CATEGORIES, "none"),
		recoveriesUsed: r.int("recoveries-used", 0, ...CYPHER_BOUNDS.recoveries),
		wounds,
		damageTrack: r.oneOf("damage-track", DAMAGE_TRACK, "hale"),
		cypherLimit: r.int("cypher-limit", 2, ...CYPHER_BOUNDS.cypherLimit),
		cyphers: r.list("cyphers"),
	};
	if (SEVERITIES.some((severity) => boxes[severity] !== WOUND_BOXES)) character.woundBoxes = boxes;
	// 000: armor damaged by a special attack or an intrusion eases blocks less (`armor-damage`, in steps).
	const armorDamage = r.int(ARMOR_DAMAGE_KEY, 0, 0, ARMOR_STEPS.heavy);
	if (armorDamage > 0) character.armorDamage = armorDamage;
	// 000's shield: carried when the note says `shield: true`, or (without that key) keeps any of its boxes.
	if (r.has("shield") ? r.bool("shield", false) : Object.values(SHIELD_KEYS).some((key) => r.has(key))) {
		character.shield = {
			minor: r.int(SHIELD_KEYS.minor, 0, 0, SHIELD_CAPACITY.minor),
			moderate: r.int(SHIELD_KEYS.moderate, 0, 0, SHIELD_CAPACITY.moderate),
			broken: r.bool(SHIELD_KEYS.broken, false),
		};
	}
	if (r.has("practiced-armor")) {
		const practiced = r.list("practiced-armor");
		const bad = practiced.filter((a) => !(ARMOR_CATEGORIES as readonly string[]).includes(a.toLowerCase()));
		if (bad.length > 0) r.report("practiced-armor", t("notes.schema.listOf", { choices: ARMOR_CATEGORIES.join(" | ") }), bad[0]);
		else character.practicedArmor = practiced.map((a) => a.toLowerCase() as ArmorCategory);
	}
	// Recoveries taken in any order (000: "You can use your recoveries in any order") are a list of their names.
	if (r.has(RECOVERIES_TAKEN_KEY)) {
		const taken = r.list(RECOVERIES_TAKEN_KEY);
		const bad = taken.find((kind) => !(RECOVERY_ORDER as readonly string[]).includes(kind));
		if (bad !== undefined) r.report(RECOVERIES_TAKEN_KEY, t("notes.schema.listOf", { choices: RECOVERY_ORDER.join(" | ") }), bad);
		else if (new Set(taken).size < taken.length) r.note(RECOVERIES_TAKEN_KEY, t("notes.schema.cypher.recoveryTwice"));
		else character.recoveriesTaken = taken as RecoveryKind[];
	}
	// More cyphers than the limit is not a broken note: the sheet still draws, its Cyphers list flags
	// the count, and Use is there to get back under the limit (001: "random cyphers disappear").
	const sheet: CypherSheet = {
		character,
		abilities: r.list("abilities"),
		equipment: readEquipmentLines(r),
		artifacts: r.list("artifacts"),
		advancementSteps: r.int("advancement-steps", 0, 0, perTier),
	};
	if (r.has(CHASE_KEYS.level)) {
		sheet.chase = {
			level: r.int(CHASE_KEYS.level, 0, ...CYPHER_BOUNDS.npcLevel),
			successes: r.int(CHASE_KEYS.successes, 0, 0, MAX_CHASE_ROLLS),
			failures: r.int(CHASE_KEYS.failures, 0, 0, MAX_CHASE_ROLLS),
		};
	}
	const campaign = r.link("campaign");
	if (campaign !== undefined) sheet.campaign = campaign;
	return finish(r, "cypherCharacter", sheet);
}

/** One line an item, from either form of `equipment` (list-forms.ts): the item, then its kind from `equipment-kinds`. */
function readEquipmentLines(r: FieldReader): string[] {
	const lines = r.list("equipment");
	const kinds = r.raw(EQUIPMENT_KINDS_KEY);
	const problem = equipmentKindsProblem(lines.length, kinds);
	if (problem !== undefined) r.note(EQUIPMENT_KINDS_KEY, problem);
	return Array.isArray(kinds) && problem === undefined ? equipmentLines(lines, kinds) : lines;
}

/**
 * A Pool: current, maximum and Edge, and 001's lasting and permanent damage, which hold points of the
 * maximum back (`might-lasting`, `might-permanent`): the model's `max` is what is left, so every rule
 * that stops at the maximum stops there.
 */
function readPool(r: FieldReader, stat: Stat): PoolState {
	const [lo, hi] = CYPHER_BOUNDS.pool;
	const full = r.requiredInt(poolMaxKey(stat), lo, hi);
	const lasting = r.int(lastingKey(stat), 0, 0, full);
	const permanent = r.int(permanentKey(stat), 0, 0, full);
	const max = Math.max(0, full - lasting - permanent);
	const current = r.int(poolKey(stat), max, lo, hi);
	const edge = r.int(edgeKey(stat), 0, ...CYPHER_BOUNDS.edge);
	if (lasting + permanent === 0) r.checkAtMost(poolKey(stat), current, poolMaxKey(stat), full);
	else if (current > max) r.note(poolKey(stat), t("notes.schema.cypher.poolOver", { current, stat: t("encounter.stat", { stat }), full, damage: lasting + permanent, max }));
	const pool: PoolState = { current, max, edge };
	if (lasting > 0) pool.lasting = lasting;
	if (permanent > 0) pool.permanent = permanent;
	const weakness = r.int(weaknessKey(stat), 0, 0, MAX_WEAKNESS);
	if (weakness > 0) pool.weakness = weakness;
	return pool;
}

function readSkills(r: FieldReader): Record<string, SkillLevel> {
	const skills: Record<string, SkillLevel> = {};
	for (const level of SKILL_LISTS) {
		for (const name of r.list(level)) {
			const key = name.toLowerCase();
			const earlier = skills[key];
			if (earlier !== undefined) {
				// A skill in two lists is almost always a half-finished edit; say so instead of guessing.
				r.note(level, t("notes.schema.cypher.skillTwice", { name, list: earlier }));
				continue;
			}
			skills[key] = level;
		}
	}
	return skills;
}

/** A Cypher NPC or creature: 000 "that NPC's level is the difficulty", health often 3 × level. */
export interface CypherNpc {
	name: string;
	level: number;
	/** 000: "The target number is always three times the task's difficulty". Derived, never stored. */
	targetNumber: number;
	health: number;
	healthMax: number;
	armor: number;
	/** Damage the NPC inflicts, when the note says (000 NPCs usually inflict their level). */
	damage: number;
	/** What it does at another level than its own ("Perception as level 5"), one line each. */
	modifications: string[];
	/** It has 001's boss package (`boss: true`): its attacks and defenses count one level higher. */
	boss?: boolean;
	campaign?: string;
	/**
	 * An NPC ally (`ally: true`), under 001's house rule: its Effort pool (`effort-pool`, full at
	 * three times its level when the key is absent) and what the note holds (null when absent).
	 */
	ally?: { pool: number; max: number; stored: number | null };
	/** An object (`object: true`): 000 "its level acts like Armor and health"; keys as OBJECT_KEYS. */
	object?: { originalLevel: number; damagePastBroken: number };
}

/**
 * Read a Cypher NPC. Required: level. Defaults: health-max = target number (000: "health, which
 * often is the same as their target number (three times their level)"), health = health-max,
 * armor 0, damage = level.
 */
export function readCypherNpc(frontmatter: unknown, options: { name?: string } = {}): Parsed<CypherNpc> {
	const r = readerFor(frontmatter, "cypherNpc");
	if (!(r instanceof FieldReader)) return r;
	const level = r.requiredInt("level", ...CYPHER_BOUNDS.npcLevel);
	const targetNumber = level * 3;
	const healthMax = r.int("health-max", targetNumber, ...CYPHER_BOUNDS.npcHealth);
	const health = r.int("health", healthMax, ...CYPHER_BOUNDS.npcHealth);
	r.checkAtMost("health", health, "health-max", healthMax);
	const npc: CypherNpc = {
		name: r.text("name", options.name ?? ""),
		level,
		targetNumber,
		health,
		healthMax,
		armor: r.int("armor", 0, ...CYPHER_BOUNDS.npcArmor),
		damage: r.int("damage", level, 0, CYPHER_BOUNDS.npcHealth[1]),
		modifications: r.list("modifications"),
	};
	if (r.bool("boss", false)) npc.boss = true;
	if (r.bool("ally", false)) {
		// 001: "Gain effort pool equal to level x 3 per day."
		const max = allyEffortPool(level);
		const stored = r.has(ALLY_EFFORT_KEY) ? r.int(ALLY_EFFORT_KEY, max, 0, max) : null;
		npc.ally = { pool: stored ?? max, max, stored };
	}
	const campaign = r.link("campaign");
	if (campaign !== undefined) npc.campaign = campaign;
	if (r.bool("object", false)) {
		// `level` is the current level; level-max (the original level) defaults to it.
		const originalLevel = r.int("level-max", level, ...CYPHER_BOUNDS.npcLevel);
		r.checkAtMost("level", level, "level-max", originalLevel);
		npc.object = { originalLevel, damagePastBroken: r.int("damage-past-broken", 0, 0, originalLevel) };
	}
	return finish(r, "cypherNpc", npc);
}
