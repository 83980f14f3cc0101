/**
 * The d20 game (seed 004): a character note read into the engine's D20Character, under the engine's
 * KEYS (and an ability's own name for its score, `<ability>-damage` / `<ability>-drain` for the rest),
 * so the rules and the notes share one model and one list of keys.
 */
import { ABILITIES, damageKey, drainKey, KEYS, MAX_POINTS, SIZES, type Ability, type D20Character } from "../../engine/systems/d20/character";
import { FieldReader } from "./fields";
import { finish, readerFor, type Parsed } from "./parsed";
import { t } from "../../lang";

/**
 * Bounds. Level 1–40 and BCB 0–40 cover any d20 progression; scores 1–60 (damage and drain up to 60,
 * so any score can be worn down to 0); points up to the engine's MAX_POINTS; ranks 0–60; armor and
 * shield bonuses 0–40 (a penalty belongs in the check's adjustments, not in the armor).
 */
export const D20_BOUNDS = { level: [1, 40], bcb: [0, 40], score: [1, 60], points: [0, MAX_POINTS], ranks: [0, 60], bonus: [0, 40] } as const;

/**
 * Read a d20 character. Required: the six ability scores, vitality-max, wound-points-max. A missing
 * score is refused rather than taken as 10: a silent 10 gives a wrong modifier on every roll without
 * the player noticing, and 004 gives no default score. Likewise the maxima (0 would start the
 * character out of Vitality). Defaults: level 1, heroic true (player characters have Heroic class
 * levels), bcb 0, no damage or drain, vitality and wound points full, no skills, armor and shield
 * bonus 0, size medium.
 */
export function readD20Character(frontmatter: unknown, options: { name?: string } = {}): Parsed<D20Character> {
	const r = readerFor(frontmatter, "d20Character");
	if (!(r instanceof FieldReader)) return r;
	const scores = {} as Record<Ability, number>;
	const damage = {} as Record<Ability, number>;
	const drain = {} as Record<Ability, number>;
	const wornMax = D20_BOUNDS.score[1];
	for (const a of ABILITIES) {
		scores[a] = r.requiredInt(a, ...D20_BOUNDS.score);
		// 004: "when it reaches zero, you go unconscious": damage and drain count down to 0, not past it.
		damage[a] = r.int(damageKey(a), 0, 0, wornMax);
		drain[a] = r.int(drainKey(a), 0, 0, wornMax);
	}
	const vitalityMax = r.requiredInt(KEYS.vitalityMax, ...D20_BOUNDS.points);
	const woundPointsMax = r.requiredInt(KEYS.woundPointsMax, ...D20_BOUNDS.points);
	const vitality = r.int(KEYS.vitality, vitalityMax, ...D20_BOUNDS.points);
	const woundPoints = r.int(KEYS.woundPoints, woundPointsMax, ...D20_BOUNDS.points);
	r.checkAtMost(KEYS.vitality, vitality, KEYS.vitalityMax, vitalityMax);
	r.checkAtMost(KEYS.woundPoints, woundPoints, KEYS.woundPointsMax, woundPointsMax);
	const character: D20Character = {
		name: r.text("name", options.name ?? ""),
		level: r.int(KEYS.level, 1, ...D20_BOUNDS.level),
		// 004: "Only creatures with Heroic class levels add their BCB to Defence".
		heroic: r.bool(KEYS.heroic, true),
		bcb: r.int(KEYS.bcb, 0, ...D20_BOUNDS.bcb),
		scores,
		damage,
		drain,
		vitality,
		vitalityMax,
		woundPoints,
		woundPointsMax,
		skills: readSkills(r),
		armorBonus: r.int(KEYS.armorBonus, 0, ...D20_BOUNDS.bonus),
		shieldBonus: r.int(KEYS.shieldBonus, 0, ...D20_BOUNDS.bonus),
		// 004: "Fine –8, Diminutive –4, Tiny –2, Small –1, Medium +0, Large +1, Huge +2, Gargantuan +4, Colossal +8."
		size: r.oneOf(KEYS.size, SIZES, "medium"),
	};
	const campaign = r.link("campaign");
	if (campaign !== undefined) character.campaign = campaign;
	return finish(r, "d20Character", character);
}

/**
 * Skill name → ranks, names lower-cased: the engine looks a skill up in lower case (skillModifier), so
 * "Athletics: 4" on the sheet and a check on "athletics" find each other. Two spellings of one skill
 * ("Stealth" and "stealth") are a half-finished edit: reported, not silently merged.
 */
function readSkills(r: FieldReader): Record<string, number> {
	const skills: Record<string, number> = {};
	for (const [name, ranks] of Object.entries(r.levels(KEYS.skills, ...D20_BOUNDS.ranks))) {
		const key = name.toLowerCase();
		if (skills[key] !== undefined) r.note(KEYS.skills, t("notes.schema.d20.skillTwice", { name }));
		else skills[key] = ranks;
	}
	return skills;
}
