/**
 * The d20 character model and its frontmatter keys. Seed 004 uses ability
 * modifiers without stating how they come from scores; we use the d20
 * convention floor((score − 10) / 2) (docs/d20.md). Damage and drain lower the
 * score the modifier is taken from, which gives the "increasing penalties".
 */
import { fail, ok, type Result } from "../../result";

export type Ability = "str" | "dex" | "con" | "int" | "wis" | "cha";
export const ABILITIES: readonly Ability[] = ["str", "dex", "con", "int", "wis", "cha"];

export type Size = "fine" | "diminutive" | "tiny" | "small" | "medium" | "large" | "huge" | "gargantuan" | "colossal";
export const SIZES: readonly Size[] = ["fine", "diminutive", "tiny", "small", "medium", "large", "huge", "gargantuan", "colossal"];

export interface D20Character {
	level: number;
	/** Has Heroic class levels: adds BCB to Defence. */
	heroic: boolean;
	bcb: number;
	scores: Record<Ability, number>;
	damage: Record<Ability, number>;
	drain: Record<Ability, number>;
	vitality: number;
	vitalityMax: number;
	woundPoints: number;
	woundPointsMax: number;
	/** Skill name (lower case) → ranks. */
	skills: Record<string, number>;
	armorBonus: number;
	shieldBonus: number;
	size: Size;
}

/** The frontmatter key of each field (agreed with the note schemas). */
export const KEYS = {
	level: "level",
	heroic: "heroic",
	bcb: "bcb",
	vitality: "vitality",
	vitalityMax: "vitality-max",
	woundPoints: "wound-points",
	woundPointsMax: "wound-points-max",
	skills: "skills",
	armorBonus: "armor-bonus",
	shieldBonus: "shield-bonus",
	size: "size",
} as const;
export const damageKey = (ability: Ability): string => `${ability}-damage`;
export const drainKey = (ability: Ability): string => `${ability}-drain`;

export const MAX_SCORE = 99;
export const MAX_POINTS = 9999;
export const MAX_BONUS = 99;

/** The modifier of a score: floor((score − 10) / 2); 10–11 give +0, 18 gives +4, 7 gives −2. */
export function abilityModifier(score: number): number {
	return Math.floor((score - 10) / 2);
}

/** The score after damage and drain, never below 0. */
export function effectiveScore(character: D20Character, ability: Ability): number {
	return Math.max(0, character.scores[ability] - character.damage[ability] - character.drain[ability]);
}

/** The modifier the rules use: from the score after damage and drain. */
export function modifierOf(character: D20Character, ability: Ability): number {
	return abilityModifier(effectiveScore(character, ability));
}

/** A plain medium character with all scores 10, for tests and new sheets. */
export function blankD20Character(overrides: Partial<D20Character> = {}): D20Character {
	const zero = (): Record<Ability, number> => ({ str: 0, dex: 0, con: 0, int: 0, wis: 0, cha: 0 });
	return {
		level: 1,
		heroic: true,
		bcb: 0,
		scores: { str: 10, dex: 10, con: 10, int: 10, wis: 10, cha: 10 },
		damage: zero(),
		drain: zero(),
		vitality: 0,
		vitalityMax: 0,
		woundPoints: 0,
		woundPointsMax: 0,
		skills: {},
		armorBonus: 0,
		shieldBonus: 0,
		size: "medium",
		...overrides,
	};
}

/**
 * Reads a character from note frontmatter. Missing numbers default (scores 10,
 * the rest 0, size medium); a present but wrong value fails with its key named.
 */
export function readD20Character(frontmatter: Readonly<Record<string, unknown>>): Result<D20Character> {
	const character = blankD20Character();
	const number = (key: string, min: number, max: number, fallback: number): Result<number> => {
		const raw = frontmatter[key];
		if (raw === undefined || raw === null || raw === "") return ok(fallback);
		const value = typeof raw === "string" ? Number(raw.trim().replace(/^\+/, "")) : raw;
		if (typeof value !== "number" || !Number.isInteger(value) || value < min || value > max) {
			return fail(`${key} must be a whole number from ${min} to ${max}.`);
		}
		return ok(value);
	};
	const fields: [keyof D20Character, string, number, number][] = [
		["level", KEYS.level, 0, 99],
		["bcb", KEYS.bcb, 0, MAX_BONUS],
		["vitality", KEYS.vitality, 0, MAX_POINTS],
		["vitalityMax", KEYS.vitalityMax, 0, MAX_POINTS],
		["woundPoints", KEYS.woundPoints, 0, MAX_POINTS],
		["woundPointsMax", KEYS.woundPointsMax, 0, MAX_POINTS],
		["armorBonus", KEYS.armorBonus, -MAX_BONUS, MAX_BONUS],
		["shieldBonus", KEYS.shieldBonus, -MAX_BONUS, MAX_BONUS],
	];
	const target = character as unknown as Record<string, unknown>;
	for (const [field, key, min, max] of fields) {
		const value = number(key, min, max, target[field] as number);
		if (!value.ok) return value;
		target[field] = value.value;
	}
	for (const ability of ABILITIES) {
		for (const [record, key, fallback] of [
			[character.scores, ability, 10],
			[character.damage, damageKey(ability), 0],
			[character.drain, drainKey(ability), 0],
		] as const) {
			const value = number(key, 0, MAX_SCORE, fallback);
			if (!value.ok) return value;
			record[ability] = value.value;
		}
	}
	const heroic = frontmatter[KEYS.heroic];
	if (heroic !== undefined && heroic !== null) {
		if (typeof heroic !== "boolean") return fail(`${KEYS.heroic} must be true or false.`);
		character.heroic = heroic;
	}
	const size = frontmatter[KEYS.size];
	if (size !== undefined && size !== null && size !== "") {
		const name = typeof size === "string" ? size.trim().toLowerCase() : "";
		if (!(SIZES as readonly string[]).includes(name)) return fail(`${KEYS.size} must be one of ${SIZES.join(", ")}.`);
		character.size = name as Size;
	}
	const skills = frontmatter[KEYS.skills];
	if (skills !== undefined && skills !== null) {
		if (typeof skills !== "object" || Array.isArray(skills)) return fail(`${KEYS.skills} must be a map of skill name to ranks.`);
		const entries = Object.entries(skills as Record<string, unknown>);
		if (entries.length > 200) return fail(`${KEYS.skills} has more than 200 skills.`);
		for (const [name, ranks] of entries) {
			if (typeof ranks !== "number" || !Number.isInteger(ranks) || ranks < 0 || ranks > MAX_BONUS) {
				return fail(`${KEYS.skills}: ranks for "${name.slice(0, 40)}" must be a whole number from 0 to ${MAX_BONUS}.`);
			}
			character.skills[name.trim().toLowerCase().slice(0, 100)] = ranks;
		}
	}
	if (character.vitality > character.vitalityMax && frontmatter[KEYS.vitalityMax] !== undefined) {
		return fail(`${KEYS.vitality} (${character.vitality}) is above ${KEYS.vitalityMax} (${character.vitalityMax}).`);
	}
	if (character.woundPoints > character.woundPointsMax && frontmatter[KEYS.woundPointsMax] !== undefined) {
		return fail(`${KEYS.woundPoints} (${character.woundPoints}) is above ${KEYS.woundPointsMax} (${character.woundPointsMax}).`);
	}
	return ok(character);
}

/** A skill check's modifier: ability modifier + skill ranks (0 when untrained) + other modifiers. */
export function skillModifier(character: D20Character, ability: Ability, skill: string, other = 0): number {
	return modifierOf(character, ability) + (character.skills[skill.trim().toLowerCase()] ?? 0) + other;
}
