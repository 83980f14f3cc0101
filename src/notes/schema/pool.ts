/**
 * The dice-pool game (seed 003): a character note read into the engine's PoolCharacter, under the
 * engine's POOL_KEYS, so the rules and the notes share one model and one list of keys.
 */
import { POOL_KEYS, type PoolCharacter } from "../../engine/systems/pool/character";
import { multiplierFromTraits } from "../../engine/systems/pool/perks";
import { FieldReader } from "./fields";
import { finish, readerFor, type Parsed } from "./parsed";
import { t } from "../../lang";

/**
 * Bounds. Tracks up to 9999: no seed example comes near, and a four-digit limit catches a typo such
 * as an extra zero. Levels 1–10: a level-0 Ability is no Ability, and above 10 one trait alone would
 * mean pools of a dozen-plus dice; no seed example comes near.
 */
export const POOL_BOUNDS = { stat: [0, 9999], level: [1, 10], multiplier: [0.5, 100] } as const;

/**
 * Read a pool-game character. Required: health-max, endurance-max (a missing maximum would make a
 * fresh character look dead or unbounded, so it is asked for rather than guessed). Defaults: health
 * and endurance start full, endurance-spent 0, damage-multiplier 1, no abilities or weaknesses.
 */
export function readPoolCharacter(frontmatter: unknown, options: { name?: string } = {}): Parsed<PoolCharacter> {
	const r = readerFor(frontmatter, "poolCharacter");
	if (!(r instanceof FieldReader)) return r;
	const K = POOL_KEYS;
	const healthMax = r.requiredInt(K.healthMax, ...POOL_BOUNDS.stat);
	const enduranceMax = r.requiredInt(K.enduranceMax, ...POOL_BOUNDS.stat);
	// Neither goes below 0: 003 "If your Health is reduced to zero ... any further damage is done to Endurance".
	const health = r.int(K.health, healthMax, ...POOL_BOUNDS.stat);
	const endurance = r.int(K.endurance, enduranceMax, ...POOL_BOUNDS.stat);
	r.checkAtMost(K.health, health, K.healthMax, healthMax);
	r.checkAtMost(K.endurance, endurance, K.enduranceMax, enduranceMax);
	const character: PoolCharacter = {
		name: r.text("name", options.name ?? ""),
		health,
		healthMax,
		endurance,
		enduranceMax,
		// 003: "Endurance spent in this way cannot be regained in the usual manner": tracked apart.
		enduranceSpent: r.int(K.enduranceSpent, 0, ...POOL_BOUNDS.stat),
		damageMultiplier: readMultiplier(r),
		abilities: r.levels(K.abilities, ...POOL_BOUNDS.level),
		weaknesses: r.levels(K.weaknesses, ...POOL_BOUNDS.level),
	};
	if (r.bool(K.vehicle, false)) character.vehicle = true;
	// With no damage-multiplier the abilities make it: 1 + damage perks − damage flaws (003).
	if (!r.has(K.damageMultiplier)) {
		const made = multiplierFromTraits(character);
		if (made.ok) {
			character.damageMultiplier = made.value.value;
			character.damageMultiplierFrom = made.value.formula;
		}
	}
	const campaign = r.link("campaign");
	if (campaign !== undefined) character.campaign = campaign;
	return finish(r, "poolCharacter", character);
}

/** Whole numbers, or ½ (written 0.5): 003 "Should this reduce your DX below 1, treat it as ½ instead". */
function readMultiplier(r: FieldReader): number {
	const key = POOL_KEYS.damageMultiplier;
	const value = r.number(key, 1, ...POOL_BOUNDS.multiplier);
	if (value !== 0.5 && !Number.isInteger(value)) {
		r.report(key, t("notes.schema.pool.multiplier", { half: "0.5" }), value);
		return 1;
	}
	return value;
}
