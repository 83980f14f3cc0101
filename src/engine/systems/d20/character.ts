/**
 * The d20 character model and its frontmatter keys. Seed 004 uses ability
 * modifiers without stating how they come from scores; we use the d20
 * convention floor((score − 10) / 2) (demo-vault/Manual/Rules interpretations.md, "The d20
 * game"). Damage and drain lower the score the modifier is taken from, which gives the
 * "increasing penalties".
 *
 * The engine never reads frontmatter: the notes layer (src/notes/schema/d20.ts)
 * validates a note into this model under these KEYS, and the engine names the
 * same keys in the StateChanges it returns, so the game has one list of keys.
 */
import type { Track } from "../tracks";
import { t } from "../../../lang";

export type Ability = "str" | "dex" | "con" | "int" | "wis" | "cha";
export const ABILITIES: readonly Ability[] = ["str", "dex", "con", "int", "wis", "cha"];

export type Size = "fine" | "diminutive" | "tiny" | "small" | "medium" | "large" | "huge" | "gargantuan" | "colossal";
export const SIZES: readonly Size[] = ["fine", "diminutive", "tiny", "small", "medium", "large", "huge", "gargantuan", "colossal"];

export interface D20Character {
	/** The character's name (the note's `name`, else its file name); absent for a model built in code. */
	name?: string;
	/** Link path of the campaign note, when the character note names one. */
	campaign?: string;
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

/** The frontmatter key of each field; the six scores are stored under their ability's name (`str` …). */
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
/**
 * What a fight wears down: Vitality first, then Wound Points. Each label is read when shown (a getter),
 * so it is in the language the player has then, not the one at load.
 */
export const D20_TRACKS: readonly Track[] = [
	{ key: KEYS.vitality, get label() { return t("d20.sheet.vitality"); }, value: "vitality", max: "vitalityMax" },
	{ key: KEYS.woundPoints, get label() { return t("d20.sheet.woundPoints"); }, value: "woundPoints", max: "woundPointsMax" },
];

export const damageKey = (ability: Ability): string => `${ability}-damage`;
export const drainKey = (ability: Ability): string => `${ability}-drain`;

/** Largest Vitality or Wound points (and one hit's damage): four digits catch a typo's extra zero. */
export const MAX_POINTS = 9999;

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

/** A skill check's modifier: ability modifier + skill ranks (0 when untrained) + other modifiers. */
export function skillModifier(character: D20Character, ability: Ability, skill: string, other = 0): number {
	return modifierOf(character, ability) + (character.skills[skill.trim().toLowerCase()] ?? 0) + other;
}
