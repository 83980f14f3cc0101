import { describe, expect, it } from "vitest";
import { seededRng } from "../../../src/engine/rng";
import { conditionOnTask, type CypherCondition } from "../../../src/engine/systems/cypher/health/conditions";
import { planTask, resolveTask } from "../../../src/engine/systems/cypher/task";
import { poolSize } from "../../../src/engine/systems/pool/pool-size";
import type { PoolCondition } from "../../../src/engine/systems/pool/conditions";
import { combineAdjustments } from "../../../src/engine/systems/d20/adjustments";
import { conditionAdjustments, type D20Condition } from "../../../src/engine/systems/d20/conditions";
import { DEFAULT_D20_SETTINGS } from "../../../src/engine/systems/d20/settings";
import { defenceModifier } from "../../../src/engine/systems/d20/combat";
import { applyFlatFootedDamage } from "../../../src/engine/systems/d20/damage";
import { scriptedRng } from "../../../src/engine/rng";
import { seedQuoter } from "../../helpers/seeds";
import { character } from "../cypher/task/fixtures";
import { cypherCondition, packOf, vaultNote } from "./helpers";

const q000 = seedQuoter("000");
const q001 = seedQuoter("001");
const q003 = seedQuoter("003");
const q004 = seedQuoter("004");

const cypher = packOf("cypher");
const spec = (id: string): CypherCondition => cypher.conditions.get(id)?.rule as CypherCondition;

/** The chance of a Might task of difficulty 3 for Ayla, with these conditions of hers. */
function chance(conditions: CypherCondition[], extra: Partial<Parameters<typeof planTask>[1]> = {}): number {
	const plan = planTask(character(), { stat: "might", difficulty: 3, conditions: conditions.map((condition) => ({ condition, role: "self" })), ...extra });
	if (!plan.ok) throw new Error(plan.error);
	return plan.value.odds.success;
}

describe("the Cypher task engine takes conditions as the pack gives them", () => {
	it("dazed: one step harder, so difficulty 3 (target 9, 12 in 20) becomes 4 (target 12, 9 in 20)", () => {
		// 000: "Being dazed hinders all your tasks"; "To succeed at the task, you must roll the target number or higher on a d20."
		q000("Being dazed hinders all your tasks");
		q000("To succeed at the task, you must roll the target number or higher on a d20.");
		expect(chance([])).toBeCloseTo(12 / 20, 12);
		expect(chance([spec("dazed")])).toBeCloseTo(9 / 20, 12);
		const plan = planTask(character(), { stat: "might", difficulty: 3, conditions: [{ condition: spec("dazed"), role: "self" }] });
		expect(plan.ok && plan.value.explanation.map((s) => s.text)).toContain("Dazed: one step harder.");
	});

	it("a house rule from the vault (dazed hinders by two steps) changes the computed odds: 6 in 20", () => {
		const house = packOf("cypher", [cypherCondition("Rules/Dazed.md", { id: "dazed", label: "Dazed", "task-steps": 2 })]);
		const dazed = house.conditions.get("dazed")?.rule as CypherCondition;
		expect(chance([dazed])).toBeCloseTo(6 / 20, 12);
	});

	it("attacking a dazed foe is eased, and defending against a dazed attacker is eased", () => {
		// 000's combat modifiers: "Target dazed" eases the attack; "Attacker dazed" hinders it.
		q000("Target dazed");
		q000("Attacker dazed");
		const target = planTask(character(), { stat: "might", difficulty: 3, attack: { weapon: "medium" }, conditions: [{ condition: spec("dazed"), role: "target" }] });
		const defense = planTask(character(), { stat: "speed", difficulty: 3, defense: true, conditions: [{ condition: spec("dazed"), role: "attacker" }] });
		expect(target.ok && target.value.finalDifficulty).toBe(2);
		expect(defense.ok && defense.value.finalDifficulty).toBe(2);
		expect(target.ok && target.value.explanation.map((s) => s.text)).toContain("Dazed (the target): one step easier.");
	});

	it("stunned: loses the turn, so a task is refused, but a defense roll is made one step harder", () => {
		// 000: "you can't take any actions except to defend yourself"; 001: "Stunned: Lose turn, defend at +1 difficulty"
		q001("Stunned: Lose turn, defend at +1 difficulty");
		const task = planTask(character(), { stat: "might", difficulty: 3, conditions: [{ condition: spec("stunned"), role: "self" }] });
		expect(task).toEqual({ ok: false, error: "Ayla: Stunned: loses its turn, so only defense rolls are made." });
		const defense = planTask(character(), { stat: "speed", difficulty: 3, defense: true, conditions: [{ condition: spec("stunned"), role: "self" }] });
		expect(defense.ok && defense.value.finalDifficulty).toBe(4);
	});

	it("paralyzed: Might and Speed tasks are refused, Intellect allowed; attacks on it hit without a roll", () => {
		// 000: "you can still take actions that require no physical movement"; "Target paralyzed or unconscious" is an Automatic Hit
		q000("you can still take actions that require no physical movement");
		const conditions = [{ condition: spec("paralyzed"), role: "self" as const }];
		expect(planTask(character(), { stat: "speed", difficulty: 3, conditions }).ok).toBe(false);
		expect(planTask(character(), { stat: "intellect", difficulty: 3, conditions }).ok).toBe(true);
		const attack = planTask(character(), { stat: "might", difficulty: 6, attack: { weapon: "heavy" }, conditions: [{ condition: spec("paralyzed"), role: "target" }] });
		expect(attack.ok && attack.value.routine).toBe(true);
		const defense = planTask(character(), { stat: "speed", difficulty: 1, defense: true, conditions });
		expect(defense.ok && [defense.value.impossible, defense.value.odds.success]).toEqual([true, 0]);
		const rolled = resolveTask(character(), { stat: "speed", difficulty: 1, defense: true, conditions }, seededRng(1));
		expect(rolled.ok && rolled.value.outcome).toBe("impossible");
	});

	it("prone: a melee attack on it is eased, a ranged one hindered; a prone PC's defense follows the attack's kind", () => {
		q000("Melee attack on prone target");
		q000("Ranged attack on prone target");
		const prone = [{ condition: spec("prone"), role: "target" as const }];
		expect(conditionOnTask(spec("prone"), "target", { stat: "might", defense: false }).hinder).toBe(-1);
		expect(conditionOnTask(spec("prone"), "target", { stat: "speed", defense: false, ranged: true }).hinder).toBe(1);
		const ranged = planTask(character(), { stat: "speed", difficulty: 3, attack: { weapon: "light" }, ranged: true, conditions: prone });
		expect(ranged.ok && ranged.value.finalDifficulty).toBe(4);
		const defense = planTask(character(), { stat: "speed", difficulty: 3, defense: true, conditions: [{ condition: spec("prone"), role: "self" }] });
		expect(defense.ok && defense.value.finalDifficulty).toBe(4);
	});

	it("a condition's effort-cost makes each level of Effort dearer, said in the cost lines", () => {
		const house = packOf("cypher", [cypherCondition("Rules/Exhausted.md", { id: "exhausted", label: "Exhausted", "effort-cost": 1 })]);
		const exhausted = house.conditions.get("exhausted")?.rule as CypherCondition;
		const plan = planTask(character({ effort: 2 }), { stat: "might", difficulty: 3, effort: 2, conditions: [{ condition: exhausted, role: "self" }] });
		// 000: 3 points for the first level, 2 for each more: 5; +1 a level: 7; Edge 1: 6.
		expect(plan.ok && [plan.value.cost.effortCost, plan.value.cost.total]).toEqual([7, 6]);
		expect(plan.ok && plan.value.cost.explanation.map((s) => s.text)).toContain("Exhausted: 2 more points for the Effort, 7 in all.");
	});
});

describe("the pool game's dice take conditions as the pack gives them", () => {
	it("Impaired: −1 die (003), and a house rule of −2 takes two", () => {
		q003("Impaired means the character gets -1 die to all actions until the end of combat");
		const impaired = packOf("pool").conditions.get("impaired")?.rule as PoolCondition;
		const base = poolSize({ abilities: { Strong: 2 } });
		const with1 = poolSize({ abilities: { Strong: 2 }, conditions: [impaired] });
		expect([base.ok && base.value.pool, with1.ok && with1.value.pool]).toEqual([4, 3]);
		expect(with1.ok && with1.value.explanation.map((s) => s.text)).toContain("Impaired: −1 die.");
		const house = packOf("pool", [vaultNote("Rules/Impaired.md", { ledger: "rule", system: "pool", rule: "condition", id: "impaired", label: "Impaired", dice: -2 })]);
		const with2 = poolSize({ abilities: { Strong: 2 }, conditions: [house.conditions.get("impaired")?.rule as PoolCondition] });
		expect(with2.ok && with2.value.pool).toBe(2);
	});
});

describe("the d20 game's adjustments take conditions as the pack gives them", () => {
	const d20 = packOf("d20");
	const prone = d20.conditions.get("prone")?.rule as D20Condition;
	const flat = d20.conditions.get("flat-footed")?.rule as D20Condition;

	it("prone: a Minor bonus to Defence against a ranged attack, a Minor penalty against melee (004)", () => {
		q004("Lying prone - bonus to Defence against ranged attacks, penalty against melee");
		const ranged = combineAdjustments(conditionAdjustments([prone], "defence", { ranged: true }), "defence", DEFAULT_D20_SETTINGS);
		const melee = combineAdjustments(conditionAdjustments([prone], "defence", {}), "defence", DEFAULT_D20_SETTINGS);
		expect([ranged.ok && ranged.value.value, melee.ok && melee.value.value]).toEqual([2, -2]);
	});

	it("flat-footed: no DEX bonus to Defence, and its save's DC is the note's", () => {
		q004("You can't use your Dexterity bonus to Defence (if any) while flat-footed");
		expect(flat.noDexToDefence).toBe(true);
		const c = { name: "Mara", level: 1, heroic: true, bcb: 1, scores: { str: 10, dex: 16, con: 10, int: 10, wis: 10, cha: 10 }, damage: { str: 0, dex: 0, con: 0, int: 0, wis: 0, cha: 0 }, drain: { str: 0, dex: 0, con: 0, int: 0, wis: 0, cha: 0 }, vitality: 10, vitalityMax: 10, woundPoints: 12, woundPointsMax: 12, skills: {}, armorBonus: 0, shieldBonus: 0, size: "medium" as const };
		expect(defenceModifier(c, { flatFooted: flat.label }).modifier).toBe(1);
		expect(defenceModifier(c).modifier).toBe(4);
		// A save of 13 (10 + DEX 3) holds against 004's DC 15? No: 13 < 15. Against a house DC of 12, it does.
		const seed = applyFlatFootedDamage(c, 5, { label: "Mara", modifier: 3, player: true }, scriptedRng([10]), "", flat.woundsUnlessSave ?? 15);
		const house = applyFlatFootedDamage(c, 5, { label: "Mara", modifier: 3, player: true }, scriptedRng([10]), "", 12);
		expect([seed.ok && seed.value.saved, house.ok && house.value.saved]).toEqual([false, true]);
		expect(house.ok && house.value.explanation[0]?.text).toBe("Mara's Reflex save: rolls 10 + 3 = 13 against DC 12.");
	});
});
