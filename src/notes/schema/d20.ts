/** The d20 game (seed 004): ability scores with damage and drain, Vitality and Wound points, skills. */
import { FieldReader, readLevels } from "./fields";
import { finish, readerFor, type Parsed } from "./parsed";

export const ABILITIES = ["str", "dex", "con", "int", "wis", "cha"] as const;
export type Ability = (typeof ABILITIES)[number];

/** 004: "Fine –8, Diminutive –4, Tiny –2, Small –1, Medium +0, Large +1, Huge +2, Gargantuan +4, Colossal +8." */
export const SIZES = ["fine", "diminutive", "tiny", "small", "medium", "large", "huge", "gargantuan", "colossal"] as const;
export type Size = (typeof SIZES)[number];

export interface AbilityScore {
	score: number;
	damage: number;
	drain: number;
}

export interface D20Character {
	name: string;
	campaign?: string;
	level: number;
	/** 004: "Only creatures with Heroic class levels add their BCB to Defence". */
	heroic: boolean;
	/** Base Combat Bonus. */
	bcb: number;
	abilities: Record<Ability, AbilityScore>;
	vitality: number;
	vitalityMax: number;
	woundPoints: number;
	woundPointsMax: number;
	/** Skill name → ranks. */
	skills: Record<string, number>;
	armorBonus: number;
	shieldBonus: number;
	size: Size;
}

export const D20_BOUNDS = { level: [1, 40], bcb: [0, 40], score: [1, 60], points: [0, 9999], ranks: [0, 60], bonus: [0, 40] } as const;

/**
 * Read a d20 character. Required: the six ability scores, vitality-max, wound-points-max.
 * Defaults: level 1, heroic true (player characters have Heroic class levels), bcb 0, no damage or
 * drain, vitality and wound points full, no skills, armor and shield bonus 0, size medium.
 */
export function readD20Character(frontmatter: unknown, options: { name?: string } = {}): Parsed<D20Character> {
	const r = readerFor(frontmatter, "d20 character");
	if (!(r instanceof FieldReader)) return r;
	const abilities = {} as Record<Ability, AbilityScore>;
	for (const a of ABILITIES) {
		const score = r.requiredInt(a, ...D20_BOUNDS.score);
		abilities[a] = {
			score,
			// 004: "when it reaches zero, you go unconscious": damage and drain count down to 0, not past it.
			damage: r.int(`${a}-damage`, 0, 0, D20_BOUNDS.score[1]),
			drain: r.int(`${a}-drain`, 0, 0, D20_BOUNDS.score[1]),
		};
	}
	const vitalityMax = r.requiredInt("vitality-max", ...D20_BOUNDS.points);
	const woundPointsMax = r.requiredInt("wound-points-max", ...D20_BOUNDS.points);
	const vitality = r.int("vitality", vitalityMax, ...D20_BOUNDS.points);
	const woundPoints = r.int("wound-points", woundPointsMax, ...D20_BOUNDS.points);
	r.checkAtMost("vitality", vitality, "vitality-max", vitalityMax);
	r.checkAtMost("wound-points", woundPoints, "wound-points-max", woundPointsMax);
	const character: D20Character = {
		name: r.text("name", options.name ?? ""),
		level: r.int("level", 1, ...D20_BOUNDS.level),
		heroic: r.bool("heroic", true),
		bcb: r.int("bcb", 0, ...D20_BOUNDS.bcb),
		abilities,
		vitality,
		vitalityMax,
		woundPoints,
		woundPointsMax,
		skills: readLevels(r, "skills", ...D20_BOUNDS.ranks),
		armorBonus: r.int("armor-bonus", 0, ...D20_BOUNDS.bonus),
		shieldBonus: r.int("shield-bonus", 0, ...D20_BOUNDS.bonus),
		size: r.oneOf("size", SIZES, "medium"),
	};
	const campaign = r.link("campaign");
	if (campaign !== undefined) character.campaign = campaign;
	return finish(r, "d20 character", character);
}
