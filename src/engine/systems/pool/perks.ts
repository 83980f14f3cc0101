/**
 * The perks and flaws seed 003 gives a rule of their own, found among a character's abilities and
 * weaknesses by name: the damage perks and flaws that make the Damage Multiplier, the Ranged perk,
 * Resistance and Vulnerability. The names are data (a rule pack can list others); the rules that
 * read them are the engine's (combat.ts: damageMultiplier, effectiveMultiplier).
 *
 * A trait is known by its first word, in any case: "Strong", "strong 2", "Resistance (fire)" and
 * "Resistance: fire" are Strong and Resistance. What follows the word (the kind of harm a Resistance
 * is against) is the note's own and is shown as written.
 */
import { fail, ok, type Result } from "../../result";
import type { PoolCharacter } from "./character";
import { damageMultiplier, type Multiplier } from "./combat";
import { t } from "../../../lang";

/** What each trait the rules name does, by name. */
export interface PoolTraitNames {
	/** 003: "Damage Multiplier is 1 +Abilities & Perks (Attack, Strong, Effective…)". */
	damagePerks: readonly string[];
	/** 003: "- weaknesses & flaws (Weak, Ineffective…)". */
	damageFlaws: readonly string[];
	/** 003: "attacks without the Ranged Perk just don't hunt". */
	ranged: string;
	/** 003: "Abilities and Weaknesses like Resistance and Vulnerability can modify your Damage". */
	resistance: string;
	vulnerability: string;
}

/** The seed's own names. */
export const POOL_TRAITS: PoolTraitNames = {
	damagePerks: ["Attack", "Strong", "Effective"],
	damageFlaws: ["Weak", "Ineffective"],
	ranged: "Ranged",
	resistance: "Resistance",
	vulnerability: "Vulnerability",
};

/** The word a trait is known by: "Resistance (fire)" → "resistance". */
export function traitWord(name: string): string {
	return (/^[\p{L}\p{N}'’-]+/u.exec(name.trim())?.[0] ?? "").toLowerCase();
}

/** The entries of `levels` (an ability or weakness map) that are one of `names`, in the map's order. */
export function traitsNamed(levels: Readonly<Record<string, number>>, names: readonly string[]): [string, number][] {
	const wanted = new Set(names.map((n) => n.toLowerCase()));
	return Object.entries(levels).filter(([name]) => wanted.has(traitWord(name)));
}

const sum = (traits: readonly [string, number][]): number => traits.reduce((total, [, level]) => total + level, 0);

/** "Strong 2 + Effective 1", or "" when there are none. */
const listed = (traits: readonly [string, number][], sign: string): string => traits.map(([name, level]) => `${sign}${name} ${level}`).join(" ");

export interface TraitMultiplier extends Multiplier {
	/** "1 + Strong 2 − Weak 1": how the traits make it. */
	formula: string;
}

/**
 * The Damage Multiplier the character's abilities and weaknesses make: 1, plus the level of each damage
 * perk among the abilities, less the level of each damage flaw among the weaknesses; below 1 it is ½.
 */
export function multiplierFromTraits(character: Pick<PoolCharacter, "abilities" | "weaknesses">, names: PoolTraitNames = POOL_TRAITS): Result<TraitMultiplier> {
	const perks = traitsNamed(character.abilities, names.damagePerks);
	const flaws = traitsNamed(character.weaknesses, names.damageFlaws);
	const made = damageMultiplier({ perks: sum(perks), flaws: sum(flaws) });
	if (!made.ok) return made;
	const formula = ["1", listed(perks, "+ "), listed(flaws, "− ")].filter((part) => part !== "").join(" ");
	return ok({ ...made.value, formula });
}

/** The character's Ranged perk, if any (an ability named Ranged). */
export function rangedPerk(character: Pick<PoolCharacter, "abilities">, names: PoolTraitNames = POOL_TRAITS): [string, number] | undefined {
	return traitsNamed(character.abilities, [names.ranged])[0];
}

/**
 * Whether an attack can be made: at range, only with the Ranged perk (003: "if the enemy is flying,
 * shooting from some inaccessible vantage point, or is otherwise very distant … attacks without the
 * Ranged Perk just don't hunt"). Close in, anyone can.
 */
export function canAttackAt(character: Pick<PoolCharacter, "abilities">, atRange: boolean, names: PoolTraitNames = POOL_TRAITS): Result<void> {
	if (!atRange || rangedPerk(character, names) !== undefined) return ok(undefined);
	return fail(t("engine.pool.perks.rangedOnly", { perk: names.ranged }));
}

/** The character's Resistances (abilities) and Vulnerabilities (weaknesses), each with its level. */
export function damageModifiers(character: Pick<PoolCharacter, "abilities" | "weaknesses">, names: PoolTraitNames = POOL_TRAITS): { resistances: [string, number][]; vulnerabilities: [string, number][] } {
	return { resistances: traitsNamed(character.abilities, [names.resistance]), vulnerabilities: traitsNamed(character.weaknesses, [names.vulnerability]) };
}
