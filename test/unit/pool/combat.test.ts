import { describe, expect, it } from "vitest";
import {
	applyDamage,
	attackPool,
	damageFor,
	defensePool,
	damageMultiplier,
	dontHurtMe,
	effectiveMultiplier,
	protect,
	resolveAttack,
	resolveCounter,
	stanceEffect,
} from "../../../src/engine/systems/pool/combat";
import { poolSize, type PoolSizeInput } from "../../../src/engine/systems/pool/pool-size";
import { roll, unwrap, vitals } from "./helpers";

describe("Damage Multiplier", () => {
	it.each([
		// 003: "Damage Multiplier is 1 +Abilities & Perks (Attack, Strong, Effective…) - weaknesses & flaws (Weak, Ineffective…)"
		{ perks: 0, flaws: 0, armored: 0, dx: 1 },
		{ perks: 2, flaws: 0, armored: 0, dx: 3 },
		{ perks: 2, flaws: 1, armored: 0, dx: 2 },
		// 003: "An opponent’s Armored Ability can reduce the DX of your attack"
		{ perks: 2, flaws: 0, armored: 1, dx: 2 },
		// 003: "Should this reduce your DX below 1, treat it as ½ instead"
		{ perks: 0, flaws: 0, armored: 1, dx: 0.5 },
		{ perks: 1, flaws: 0, armored: 5, dx: 0.5 },
		{ perks: 0, flaws: 2, armored: 0, dx: 0.5 },
	])("1 + $perks − $flaws against Armored $armored → $dx", ({ perks, flaws, armored, dx }) => {
		expect(unwrap(damageMultiplier({ perks, flaws, armored })).value).toBe(dx);
	});

	it("applies Armored to the DX on a sheet", () => {
		expect(unwrap(effectiveMultiplier(3, 1)).value).toBe(2);
		expect(unwrap(effectiveMultiplier(1, 1)).value).toBe(0.5);
		expect(effectiveMultiplier(Number.NaN)).toMatchObject({ ok: false });
		expect(damageMultiplier({ perks: -1 })).toMatchObject({ ok: false });
	});

	it.each([
		// 003: "For every point your Attack Roll exceeds your opponent’s Defense Roll, you deal your Damage Multiplier"
		{ excess: 3, dx: 1, damage: 3 },
		{ excess: 3, dx: 2, damage: 6 },
		// ½ DX: halves round up, so a landed hit always hurts
		{ excess: 1, dx: 0.5, damage: 1 },
		{ excess: 3, dx: 0.5, damage: 2 },
		{ excess: 4, dx: 0.5, damage: 2 },
		{ excess: 0, dx: 2, damage: 0 },
	])("$excess points at DX $dx deal $damage", ({ excess, dx, damage }) => {
		expect(damageFor(excess, dx)).toBe(damage);
	});
});

describe("attack against defense", () => {
	it.each([
		// 003: "This roll is treated as an opposed roll, against the opponent's Defense Roll"
		{ attack: [6, 2], defense: [4, 3], dx: 2, hit: true, damage: 4 },
		{ attack: [4, 2], defense: [4, 3], dx: 2, hit: false, damage: 0 },
		{ attack: [3, 3, 3], defense: [5, 1], dx: 1, hit: true, damage: 4 },
		// 003: "a roll of all ones is always a catastrophic failure"
		{ attack: [1, 1], defense: [1, 1], dx: 3, hit: false, damage: 0 },
	])("$attack against $defense at DX $dx", ({ attack, defense, dx, hit, damage }) => {
		const outcome = resolveAttack(roll(attack), roll(defense), dx);
		expect(outcome.hit).toBe(hit);
		expect(outcome.damage).toBe(damage);
	});

	it("with no Defense Roll the attack counts in full", () => {
		// 003: "Kamikaze Strike: ... make no Defense Rolls until your next turn"
		expect(resolveAttack(roll([5, 2]), null, 2)).toMatchObject({ hit: true, excess: 5, damage: 10 });
	});
});

describe("Health and Endurance", () => {
	it("takes damage from Health", () => {
		const update = unwrap(applyDamage(vitals({ health: 20, healthMax: 20 }), 4, "Kara"));
		expect(update.vitals.health).toBe(16);
		expect(update.complication).toBe(false);
		expect(update.changes).toEqual([{ target: "Kara", key: "health", before: 20, after: 16 }]);
	});

	it.each([
		// 003: "if a character takes a nasty hit that deals at least half of their maximum health, the also gain a Combat Complication"
		{ healthMax: 20, damage: 10, complication: true },
		{ healthMax: 20, damage: 9, complication: false },
		{ healthMax: 15, damage: 8, complication: true },
		{ healthMax: 15, damage: 7, complication: false },
	])("$damage damage against maximum Health $healthMax: complication $complication", ({ healthMax, damage, complication }) => {
		expect(unwrap(applyDamage(vitals({ health: healthMax, healthMax }), damage)).complication).toBe(complication);
	});

	it("sends damage past zero Health to Endurance", () => {
		// 003: "If your Health is reduced to zero ... any further damage is done to Endurance"
		const update = unwrap(applyDamage(vitals({ health: 3, endurance: 10 }), 5));
		expect(update.vitals).toMatchObject({ health: 0, endurance: 8 });
		expect(update.outOfFight).toBe(false);
		expect(update.explanation.some((s) => s.text.includes("−1 die"))).toBe(true);
	});

	it("is out of the fight when both are gone", () => {
		// 003: "Once a character loses all of their Health and Endurance, they're out of the fight"
		const update = unwrap(applyDamage(vitals({ health: 2, endurance: 3 }), 9));
		expect(update.vitals).toMatchObject({ health: 0, endurance: 0 });
		expect(update.outOfFight).toBe(true);
	});

	it("a vehicle's Health and Endurance are not coupled", () => {
		// 003: "Vehicles do not get the benefit of coupled Health/Endurance"
		const update = unwrap(applyDamage(vitals({ health: 3, endurance: 10 }), 5, "Van", { vehicle: true }));
		expect(update.vitals).toMatchObject({ health: 0, endurance: 10 });
		expect(update.outOfFight).toBe(true);
		expect(update.changes).toEqual([{ target: "Van", key: "health", before: 3, after: 0 }]);
	});

	it("refuses negative or fractional damage", () => {
		expect(applyDamage(vitals(), -1)).toMatchObject({ ok: false });
		expect(applyDamage(vitals(), 1.5)).toMatchObject({ ok: false });
	});
});

describe("adjusting attacks", () => {
	it.each([
		// 003: "Reckless Offense: Increase your Attack Roll by 2 but reduce your Defense Rolls by 2 until your next turn. (Accurate x2, Unwieldy x2)"
		{ stance: "reckless", attackDice: 2, defenseDice: -2, canDefend: true },
		// 003: "Kamikaze Strike: Increase your Attack Roll by 5 but make no Defense Rolls until your next turn. (Accurate x5, Open to Attack)"
		{ stance: "kamikaze", attackDice: 5, defenseDice: 0, canDefend: false },
		// 003: "Defensive Stance: Reduce your Attack Roll by 2 but increase your Defense Rolls by 2 until your next turn. (Defensive x2, Inaccurate x2)"
		{ stance: "defensive", attackDice: -2, defenseDice: 2, canDefend: true },
		{ stance: "normal", attackDice: 0, defenseDice: 0, canDefend: true },
	] as const)("$stance", ({ stance, attackDice, defenseDice, canDefend }) => {
		expect(stanceEffect(stance)).toMatchObject({ attackDice, defenseDice, canDefend });
	});

	it("a Reckless attacker's defense after three actions", () => {
		// 003: "Any Defense Rolls made this round also suffer this penalty" — and Reckless takes 2 more
		const effect = stanceEffect("reckless");
		const defense = unwrap(poolSize({ abilities: { Evasive: 3 }, actionsThisRound: 3, bonus: Math.max(0, effect.defenseDice), penalty: Math.max(0, -effect.defenseDice) }));
		expect(defense.pool).toBe(0);
	});

	it.each([
		// 003: "you may double the number of dice in your Defense Roll"
		{ pool: 3, doubled: 6 },
		{ pool: 1, doubled: 2 },
		{ pool: 0, doubled: 0 },
		{ pool: -2, doubled: -2 },
	])("Don't Hurt Me! doubles a Defense pool of $pool to $doubled", ({ pool, doubled }) => {
		const effect = dontHurtMe(pool);
		expect(effect.pool).toBe(doubled);
		expect(effect.forfeitsNextAction).toBe(true);
	});
});

describe("Protect and Counter", () => {
	it("the protector defends and takes the damage", () => {
		// 003: "you may make a Defense Roll against the attack as if it were made against you and take any Damage received as well"
		const outcome = protect(roll([6, 6]), roll([5, 2]), 1);
		expect(outcome).toMatchObject({ hit: true, damage: 7, forfeitsNextAction: true });
	});

	it.each([
		// 003: "you compare attack rolls, and the winner rolls damage as though they were attacking a defense roll of ZERO"
		{ attack: [5, 2], counter: [4, 4], attackerDx: 1, countererDx: 2, winner: "counterer", damage: 16 },
		{ attack: [6, 2], counter: [4, 1], attackerDx: 2, countererDx: 1, winner: "attacker", damage: 12 },
		{ attack: [5, 2], counter: [5, 3], attackerDx: 1, countererDx: 1, winner: "none", damage: 0 },
		{ attack: [2, 1], counter: [1, 1], attackerDx: 1, countererDx: 1, winner: "attacker", damage: 2 },
	])("$attack against a counter of $counter", ({ attack, counter, attackerDx, countererDx, winner, damage }) => {
		const outcome = resolveCounter(roll(attack), roll(counter), attackerDx, countererDx);
		expect(outcome.winner).toBe(winner);
		expect(outcome.damage).toBe(damage);
		// 003: "a character that Counters loses their next round's attack"
		expect(outcome.countererLosesNextAttack).toBe(true);
	});
});

describe("attack and defense pools", () => {
	it.each([
		// 003: "Attack Roll is Two Dice + bonuses, abilities, & perks (Agile, Combat Expert, Accurate…)"
		{ input: { abilities: { Agile: 1, "Combat Expert": 1 } }, stance: "normal", pool: 4 },
		// 003: "Reckless Offense: Increase your Attack Roll by 2"
		{ input: { abilities: { Agile: 1 } }, stance: "reckless", pool: 5 },
		// 003: "Kamikaze Strike: Increase your Attack Roll by 5"
		{ input: {}, stance: "kamikaze", pool: 7 },
		// 003: "Defensive Stance: Reduce your Attack Roll by 2"
		{ input: {}, stance: "defensive", pool: 0 },
	] as const)("attack $input $stance → $pool", ({ input, stance, pool }) => {
		expect(unwrap(attackPool(input as PoolSizeInput, stance)).pool).toBe(pool);
	});

	it.each([
		// 003: "Defense Roll is Two Dice + bonuses, abilities, & perks (Evasive, Quick, Defensive…)"
		{ input: { abilities: { Evasive: 1 } }, stance: "normal", dontHurt: false, pool: 3, canDefend: true },
		// 003: "Defensive Stance: ... increase your Defense Rolls by 2 until your next turn"
		{ input: { abilities: { Evasive: 1 } }, stance: "defensive", dontHurt: false, pool: 5, canDefend: true },
		// 003: "you may double the number of dice in your Defense Roll"
		{ input: { abilities: { Evasive: 1 } }, stance: "reckless", dontHurt: true, pool: 2, canDefend: true },
		// 003: "Any Defense Rolls made this round also suffer this penalty" — two actions, then doubled
		{ input: { abilities: { Evasive: 3 }, actionsThisRound: 2 }, stance: "normal", dontHurt: true, pool: 6, canDefend: true },
		// 003: "make no Defense Rolls until your next turn"
		{ input: { abilities: { Evasive: 3 } }, stance: "kamikaze", dontHurt: false, pool: 0, canDefend: false },
	] as const)("defense $input $stance (Don't Hurt Me: $dontHurt) → $pool", ({ input, stance, dontHurt, pool, canDefend }) => {
		const result = unwrap(defensePool(input, stance, dontHurt));
		expect(result.pool).toBe(pool);
		expect(result.canDefend).toBe(canDefend);
		expect(result.forfeitsNextAction).toBe(dontHurt);
	});
});
