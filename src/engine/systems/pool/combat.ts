/**
 * Combat in the pool game: attack against defense, damage by the Damage
 * Multiplier (DX), Health and Endurance, Combat Complications, the attack
 * adjustments, "Don't Hurt Me!", Protect and Counter.
 */
import { wholeNumberProblem } from "../../checks";
import { fail, ok, type Result } from "../../result";
import { outOfFight, type Vitals } from "./character";
import type { CitationId, CitedExplanation } from "./citations";
import { vitalsChanges, type VitalsUpdate } from "./endurance";
import { poolSize, type PoolSize, type PoolSizeInput } from "./pool-size";
import type { PoolRoll } from "./read";
import { checkPool } from "./settings";
import { citedStep } from "./cited-step";
import { t } from "../../../lang";

/** The DX used when Armored (or flaws) would take it below 1. */
export const HALF_MULTIPLIER = 0.5;
/** Largest DX or damage accepted, so a hostile note cannot produce absurd numbers. */
export const MAX_MULTIPLIER = 1000;

export interface Multiplier {
	value: number;
	explanation: CitedExplanation;
}

/**
 * A character's Damage Multiplier: 1 + perks − flaws, then minus the target's
 * Armored. Below 1 it is ½. `perks` and `flaws` are summed levels (Attack,
 * Strong, Effective… / Weak, Ineffective…).
 */
export function damageMultiplier(input: { perks?: number; flaws?: number; armored?: number }): Result<Multiplier> {
	const perks = input.perks ?? 0;
	const flaws = input.flaws ?? 0;
	const armored = input.armored ?? 0;
	for (const [name, value] of [["perks", perks], ["flaws", flaws], ["armored", armored]] as const) {
		const problem = wholeNumberProblem(t("engine.pool.field.dxPart", { part: name }), value, 0, MAX_MULTIPLIER);
		if (problem) return fail(problem);
	}
	const base = 1 + perks - flaws;
	const explanation: CitedExplanation = [citedStep(t("engine.pool.dx.sum", { perks, flaws, dx: base }), "multiplier")];
	return ok(withArmored(base, armored, explanation));
}

/**
 * What the defender's own traits do to an attack's DX: their Armored level, and the levels of a
 * Resistance (lower) or a Vulnerability (higher) to the kind of harm the attack deals.
 */
export interface DefenderTraits {
	armored?: number;
	resistance?: number;
	vulnerability?: number;
}

/**
 * A DX already on the sheet (`damage-multiplier`) against a target's Armored level and, when the
 * attack is of a kind they resist or are vulnerable to, their Resistance and Vulnerability: each
 * level moves the DX one point, as Armored does, and below 1 it is ½ (003: "Abilities and Weaknesses
 * like Resistance and Vulnerability can modify your Damage, too").
 */
export function effectiveMultiplier(sheetDx: number, defender: number | DefenderTraits = 0): Result<Multiplier> {
	if (!Number.isFinite(sheetDx) || sheetDx > MAX_MULTIPLIER || sheetDx < -MAX_MULTIPLIER) {
		return fail(t("engine.pool.dx.bad", { max: MAX_MULTIPLIER, got: String(sheetDx) }));
	}
	const traits = typeof defender === "number" ? { armored: defender } : defender;
	const armored = traits.armored ?? 0;
	const resistance = traits.resistance ?? 0;
	const vulnerability = traits.vulnerability ?? 0;
	for (const [trait, level] of [["armored", armored], ["resistance", resistance], ["vulnerability", vulnerability]] as const) {
		const problem = wholeNumberProblem(t("engine.pool.field.defenderTrait", { trait }), level, 0, MAX_MULTIPLIER);
		if (problem) return fail(problem);
	}
	const explanation: CitedExplanation = [citedStep(t("engine.pool.dx.sheet", { dx: sheetDx }), "multiplier")];
	let base = sheetDx;
	if (resistance > 0 || vulnerability > 0) {
		const after = base - resistance + vulnerability;
		const values = { resistance, vulnerability, before: base, after };
		const text =
			vulnerability === 0
				? t("engine.pool.dx.resistance", values)
				: resistance === 0
					? t("engine.pool.dx.vulnerability", values)
					: t("engine.pool.dx.resistanceVulnerability", values);
		explanation.push(citedStep(text, "resistance"));
		base = after;
	}
	return ok(withArmored(base, armored, explanation));
}

function withArmored(base: number, armored: number, explanation: CitedExplanation): Multiplier {
	let value = base - armored;
	if (armored > 0) explanation.push(citedStep(t("engine.pool.dx.armored", { armored, before: base, after: value }), "armored"));
	if (value < 1) {
		explanation.push(citedStep(t("engine.pool.dx.half", { dx: value }), "armored"));
		value = HALF_MULTIPLIER;
	}
	return { value, explanation };
}

/** Damage for `excess` points at `dx`: a ½ DX rounds up, so a hit that lands always deals at least 1. */
export function damageFor(excess: number, dx: number): number {
	return excess <= 0 ? 0 : Math.ceil(excess * dx);
}

export interface AttackOutcome {
	hit: boolean;
	/** How far the attack beat the defense (0 on a miss). */
	excess: number;
	damage: number;
	explanation: CitedExplanation;
}

/**
 * An Attack Roll against a Defense Roll (`null` when the defender makes none,
 * e.g. after a Kamikaze Strike: the attack is measured against zero). A
 * catastrophic attack misses.
 */
export function resolveAttack(attack: PoolRoll, defense: PoolRoll | null, dx: number): AttackOutcome {
	const defenseValue = defense?.result ?? 0;
	const explanation: CitedExplanation = [];
	if (attack.catastrophe) {
		explanation.push(citedStep(t("engine.pool.attack.catastrophe"), "onesNeverAdd"));
		return { hit: false, excess: 0, damage: 0, explanation };
	}
	const excess = attack.result - defenseValue;
	if (excess <= 0) {
		explanation.push(citedStep(t("engine.pool.attack.miss", { attack: attack.result, defense: defenseValue }), "defense"));
		return { hit: false, excess: 0, damage: 0, explanation };
	}
	const damage = damageFor(excess, dx);
	explanation.push(citedStep(
		defense
			? t("engine.pool.attack.beats", { attack: attack.result, defense: defenseValue, excess })
			: t("engine.pool.attack.undefended", { attack: attack.result }),
		"defense",
	));
	explanation.push(citedStep(
		dx === HALF_MULTIPLIER
			? excess % 2 === 1
				? t("engine.pool.attack.damageHalfUp", { excess, damage })
				: t("engine.pool.attack.damageHalf", { excess, damage })
			: t("engine.pool.attack.damage", { excess, dx, damage }),
		"damage",
	));
	return { hit: true, excess, damage, explanation };
}

export interface DamageUpdate extends VitalsUpdate {
	/** The hit dealt at least half of maximum Health: Stunned, Impaired or a Weakness complication (the GM picks). */
	complication: boolean;
	outOfFight: boolean;
}


/**
 * Applies `damage` to Health. Damage Health cannot take (it is at zero, or the
 * hit takes it past zero) goes to Endurance, except for vehicles, whose Health
 * and Endurance are not coupled: a vehicle is out at zero Health.
 */
export function applyDamage(vitals: Vitals, damage: number, target = "", options: { vehicle?: boolean } = {}): Result<DamageUpdate> {
	const problem = wholeNumberProblem(t("engine.pool.field.damage"), damage, 0);
	if (problem) return fail(problem);
	// A vehicle note says so itself; a caller may also say it.
	options = { vehicle: options.vehicle ?? vitals.vehicle === true };
	const toHealth = Math.min(damage, vitals.health);
	const toEndurance = options.vehicle ? 0 : Math.min(damage - toHealth, vitals.endurance);
	const next: Vitals = { ...vitals, health: vitals.health - toHealth, endurance: vitals.endurance - toEndurance };
	const explanation: CitedExplanation = [
		citedStep(t("engine.pool.damage.health", { damage, before: vitals.health, after: next.health }), "healthLoss"),
	];
	if (damage > toHealth && !options.vehicle) {
		explanation.push(citedStep(
			t("engine.pool.damage.toEndurance", { rest: damage - toHealth, before: vitals.endurance, after: next.endurance }),
			"healthZero",
		));
	}
	const complication = damage > 0 && damage * 2 >= vitals.healthMax;
	if (complication) {
		explanation.push(citedStep(
			t("engine.pool.damage.complication", { damage, max: vitals.healthMax }),
			"complication",
		));
	}
	if (options.vehicle) {
		const wrecked = next.health === 0;
		explanation.push(citedStep(
			wrecked ? t("engine.pool.damage.vehicleOut") : t("engine.pool.damage.vehicle"),
			"vehicles",
		));
		return ok({ vitals: next, changes: vitalsChanges(vitals, next, target), explanation, complication, outOfFight: wrecked });
	}
	const out = outOfFight(next);
	if (out) explanation.push(citedStep(t("engine.pool.endurance.out"), "outOfFight"));
	else if (next.health === 0 || next.endurance === 0) {
		explanation.push(citedStep(t("engine.pool.damage.fightsOn"), next.health === 0 ? "healthZero" : "enduranceZero"));
	}
	return ok({ vitals: next, changes: vitalsChanges(vitals, next, target), explanation, complication, outOfFight: out });
}

export type Stance = "normal" | "reckless" | "kamikaze" | "defensive";

export interface StanceEffect {
	/** Dice added to (or taken from) this turn's Attack Roll. */
	attackDice: number;
	/** Dice added to (or taken from) Defense Rolls until the character's next turn. */
	defenseDice: number;
	/** False after a Kamikaze Strike: no Defense Rolls until the next turn. */
	canDefend: boolean;
	explanation: CitedExplanation;
}

/**
 * The attack adjustments, one row each: dice, whether Defense Rolls remain, and the sentence that
 * says so. "Increase your Attack Roll by 2" is read as two dice, because the seed gives each its
 * perk equivalent (Accurate x2), and perks add dice.
 */
const STANCE_EFFECTS: Readonly<Record<Exclude<Stance, "normal">, readonly [attackDice: number, defenseDice: number, source: CitationId]>> = {
	reckless: [2, -2, "reckless"],
	kamikaze: [5, 0, "kamikaze"],
	defensive: [-2, 2, "defensiveStance"],
};

/** The sentence that says what a stance does, in the reader's language. */
function stanceText(stance: Exclude<Stance, "normal">): string {
	switch (stance) {
		case "reckless":
			return t("engine.pool.stance.reckless");
		case "kamikaze":
			return t("engine.pool.stance.kamikaze");
		case "defensive":
			return t("engine.pool.stance.defensive");
	}
}

export function stanceEffect(stance: Stance): StanceEffect {
	// A stance read from a note may be anything: only the table's own rows count, anything else is a normal attack.
	const row = Object.prototype.hasOwnProperty.call(STANCE_EFFECTS, stance) ? STANCE_EFFECTS[stance as keyof typeof STANCE_EFFECTS] : undefined;
	if (!row) return { attackDice: 0, defenseDice: 0, canDefend: true, explanation: [] };
	const [attackDice, defenseDice, source] = row;
	return { attackDice, defenseDice, canDefend: stance !== "kamikaze", explanation: [citedStep(stanceText(stance as Exclude<Stance, "normal">), source)] };
}

/**
 * "Don't Hurt Me!": the Defense Roll's dice are doubled (after every other
 * modifier) and the next action is lost. A pool of zero or fewer has no dice to
 * double, so it stays as it is rather than growing more negative.
 */
export function dontHurtMe(defensePool: number): { pool: number; forfeitsNextAction: true; explanation: CitedExplanation } {
	const pool = defensePool >= 1 ? defensePool * 2 : defensePool;
	return {
		pool,
		forfeitsNextAction: true,
		explanation: [
			citedStep(
				defensePool >= 1
					? t("engine.pool.dontHurtMe.doubled", { before: defensePool, after: pool })
					: t("engine.pool.dontHurtMe.nothing", { pool: defensePool }),
				"dontHurtMe",
			),
		],
	};
}

/** Protect: the protector's Defense Roll meets the attack, and the protector takes the damage and loses their next action. */
export function protect(attack: PoolRoll, protectorDefense: PoolRoll, dx: number): AttackOutcome & { forfeitsNextAction: true } {
	const outcome = resolveAttack(attack, protectorDefense, dx);
	return {
		...outcome,
		forfeitsNextAction: true,
		explanation: [
			citedStep(t("engine.pool.protect"), "protect"),
			...outcome.explanation,
		],
	};
}

export interface CounterOutcome {
	winner: "attacker" | "counterer" | "none";
	/** Damage the winner deals, as though against a Defense Roll of zero. */
	damage: number;
	/** The counterer always loses their next round's attack. */
	countererLosesNextAttack: true;
	explanation: CitedExplanation;
}

/**
 * Countering: both Attack Rolls are compared; the one that beats the other
 * deals damage as though against a Defense Roll of ZERO. Equal rolls (or two
 * catastrophes) beat nothing, so no one is hurt.
 */
export function resolveCounter(attack: PoolRoll, counter: PoolRoll, attackerDx: number, countererDx: number): CounterOutcome {
	const a = attack.catastrophe ? 0 : attack.result;
	const c = counter.catastrophe ? 0 : counter.result;
	const explanation: CitedExplanation = [];
	let winner: CounterOutcome["winner"] = "none";
	let damage = 0;
	if (a > c) {
		winner = "attacker";
		damage = damageFor(attack.result, attackerDx);
	} else if (c > a) {
		winner = "counterer";
		damage = damageFor(counter.result, countererDx);
	}
	explanation.push(citedStep(
		winner === "none"
			? t("engine.pool.counter.tie", { attack: attack.result, counter: counter.result })
			: winner === "attacker"
				? t("engine.pool.counter.attackerWins", { damage })
				: t("engine.pool.counter.countererWins", { damage }),
		"counter",
	));
	explanation.push(citedStep(t("engine.pool.counter.cost"), "counterCost"));
	return { winner, damage, countererLosesNextAttack: true, explanation };
}

/** The Attack Roll's pool: the usual pool (Abilities, perks, actions this round…) and the stance's dice. */
export function attackPool(input: PoolSizeInput, stance: Stance = "normal"): Result<PoolSize> {
	const size = poolSize(input);
	if (!size.ok) return size;
	const effect = stanceEffect(stance);
	const pool = size.value.pool + effect.attackDice;
	const check = checkPool(pool);
	if (!check.ok) return check;
	const explanation: CitedExplanation = [citedStep(t("engine.pool.attack.roll"), "attack"), ...size.value.explanation, ...effect.explanation];
	if (effect.attackDice !== 0) explanation.push(citedStep(t("engine.pool.attack.pool", { pool }), "attack"));
	return ok({ pool, explanation });
}

/**
 * The Defense Roll's pool, with the stance taken on the character's last turn
 * and, when asked, "Don't Hurt Me!" (doubled last). After a Kamikaze Strike
 * there is no Defense Roll: `canDefend` is false and the attack counts against 0.
 */
export function defensePool(
	input: PoolSizeInput,
	stance: Stance = "normal",
	dontHurt = false,
): Result<PoolSize & { canDefend: boolean; forfeitsNextAction: boolean }> {
	const size = poolSize(input);
	if (!size.ok) return size;
	const effect = stanceEffect(stance);
	let pool = size.value.pool + effect.defenseDice;
	const explanation: CitedExplanation = [citedStep(t("engine.pool.defense.roll"), "defenseRoll"), ...size.value.explanation, ...effect.explanation];
	if (!effect.canDefend) return ok({ pool: 0, explanation, canDefend: false, forfeitsNextAction: false });
	if (dontHurt) {
		const doubled = dontHurtMe(pool);
		pool = doubled.pool;
		explanation.push(...doubled.explanation);
	}
	const check = checkPool(pool);
	if (!check.ok) return check;
	if (effect.defenseDice !== 0 || dontHurt) explanation.push(citedStep(t("engine.pool.defense.pool", { pool }), "defenseRoll"));
	return ok({ pool, explanation, canDefend: true, forfeitsNextAction: dontHurt });
}
