/**
 * The Cypher System character model the rules work on. Field names mirror the
 * frontmatter keys of a character note (docs/ARCHITECTURE.md, Notes as the database) so state changes can name
 * the key the notes layer writes: `poolKey("might")` is "might", the maximum is
 * "might-max", the Edge "might-edge".
 */

export type Stat = "might" | "speed" | "intellect";
export const STATS: readonly Stat[] = ["might", "speed", "intellect"];

export interface PoolState {
	current: number;
	/**
	 * What the Pool can be restored to now: the note's `might-max` less any lasting and permanent
	 * damage (001), so every rule that stops at the maximum (a recovery, healing) stops there.
	 */
	max: number;
	edge: number;
	/** 001's lasting damage: points of the maximum held back until they heal, a point a day of full rest. */
	lasting?: number;
	/** 001's permanent damage: points of the maximum that never heal normally. */
	permanent?: number;
	/** 001's weakness: points more that every task spending from this Pool costs (`might-weakness`). */
	weakness?: number;
	/**
	 * 001's unpracticed armor: points of the Speed Pool's maximum the armor holds back while it is
	 * worn. Derived from the armor on the sheet, never stored in the note.
	 */
	armor?: number;
}

/** The Pool's maximum as the note gives it (`might-max`), before lasting and permanent damage and armor. */
export const fullMax = (pool: PoolState): number => pool.max + (pool.lasting ?? 0) + (pool.permanent ?? 0) + (pool.armor ?? 0);

export type SkillLevel = "inability" | "trained" | "specialized" | "expert";

/** seed 000 wounds variant or seed 001 damage track, chosen per campaign. */
export type DamageModel = "wounds" | "damage-track";
export type DamageTrackStep = "hale" | "impaired" | "debilitated" | "dead";
export type RecoveryKind = "one-action" | "ten-minutes" | "one-hour" | "ten-hours";
export type ArmorCategory = "none" | "light" | "medium" | "heavy";

export interface Wounds {
	minor: number;
	moderate: number;
	major: number;
}

export interface CypherCharacter {
	name: string;
	tier: number;
	/** The character's Effort score: how many levels of Effort they may apply (1..6). */
	effort: number;
	xp: number;
	pools: Record<Stat, PoolState>;
	/** Skill name (lower case) → level. */
	skills: Record<string, SkillLevel>;
	armor: ArmorCategory;
	/** Armor categories the character is practiced in (seed 000: unpracticed armor hinders all Speed tasks). */
	practicedArmor?: ArmorCategory[];
	/** 0..4: recoveries used today, in the order one action, ten minutes, one hour, ten hours. */
	recoveriesUsed: number;
	/**
	 * Which recoveries were used today, when the campaign lets them be taken in any
	 * order (seed 000: "You can use your recoveries in any order"); frontmatter
	 * `recoveries-taken`. Absent: the count above, in order.
	 */
	recoveriesTaken?: RecoveryKind[];
	wounds: Wounds;
	/**
	 * Wound boxes of each severity, when a type or ability gives more than 000's three (`wounds-minor-max`…);
	 * absent: three each.
	 */
	woundBoxes?: Wounds;
	/** 000: steps of block easing the worn armor has lost to damage (`armor-damage`); its dodge penalty stays. */
	armorDamage?: number;
	/**
	 * A shield (seed 000: it takes three minor, two moderate and one major wound), when the note says
	 * `shield: true` or keeps its boxes (`shield-wounds-minor`, `shield-wounds-moderate`, `shield-broken`).
	 */
	shield?: { minor: number; moderate: number; broken: boolean };
	damageTrack: DamageTrackStep;
	cypherLimit: number;
	cyphers: string[];
}

/** Frontmatter key of a Pool's current value, maximum and Edge. */
export const poolKey = (stat: Stat): string => stat;
export const poolMaxKey = (stat: Stat): string => `${stat}-max`;
export const edgeKey = (stat: Stat): string => `${stat}-edge`;

/** Frontmatter keys of the wound boxes (seed 000 variant). */
export const woundKey = (severity: keyof Wounds): string => `wounds-${severity}`;
/** Frontmatter key of how many boxes a severity has, when a type or ability gives more than three. */
export const WOUND_BOXES_KEYS: Readonly<Record<keyof Wounds, string>> = { minor: "wounds-minor-max", moderate: "wounds-moderate-max", major: "wounds-major-max" };
export const woundBoxesKey = (severity: keyof Wounds): string => WOUND_BOXES_KEYS[severity];
/** Frontmatter keys of a Pool's lasting and permanent damage (001). */
export const lastingKey = (stat: Stat): string => `${stat}-lasting`;
export const permanentKey = (stat: Stat): string => `${stat}-permanent`;
/** Frontmatter key of a Pool's weakness (001). */
export const weaknessKey = (stat: Stat): string => `${stat}-weakness`;
export const ARMOR_DAMAGE_KEY = "armor-damage";

/**
 * The character after a rule's changes to its own keys (Pools, wounds, the damage track, XP), so a
 * second rule in the same action works on what the first one left: a hit lands on the Pool the
 * Effort was paid from, a save is rolled by the character the hit left. Keys of other notes and
 * keys the model does not hold are left alone.
 */
export function withChanges(character: CypherCharacter, changes: readonly { key: string; after: unknown }[]): CypherCharacter {
	const pools = { ...character.pools };
	const wounds = { ...character.wounds };
	let { damageTrack, xp } = character;
	for (const { key, after } of changes) {
		const stat = STATS.find((s) => poolKey(s) === key);
		if (stat !== undefined && typeof after === "number") pools[stat] = { ...pools[stat], current: after };
		const severity = (["minor", "moderate", "major"] as const).find((s) => woundKey(s) === key);
		if (severity !== undefined && typeof after === "number") wounds[severity] = after;
		if (key === "damage-track" && (after === "hale" || after === "impaired" || after === "debilitated" || after === "dead")) damageTrack = after;
		if (key === "xp" && typeof after === "number") xp = after;
	}
	return { ...character, pools, wounds, damageTrack, xp };
}
