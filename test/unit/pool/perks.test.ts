/**
 * The perks and flaws seed 003 gives rules of their own, at the table: the Damage Multiplier made
 * from the abilities and weaknesses, the Ranged perk, Resistance and Vulnerability, and vehicles.
 * Each rule is quoted from the seed and checked with the seed's numbers in the dialogs' previews and
 * the log entries.
 */
import { describe, expect, it } from "vitest";
import { changeForm } from "../../../src/games/frame/form-change";
import { scriptedRng } from "../../../src/engine/rng";
import { applyDamage, effectiveMultiplier } from "../../../src/engine/systems/pool/combat";
import { canAttackAt, multiplierFromTraits, traitWord } from "../../../src/engine/systems/pool/perks";
import { resolvePool } from "../../../src/games/pool/actions";
import { poolFields, poolForm, poolPreview, type PoolForm } from "../../../src/games/pool/form";
import { poolGame } from "../../../src/games/pool/game";
import { readPoolModel, type PoolModel } from "../../../src/games/pool/model";
import type { ResolveContext } from "../../../src/games/frame/game";
import { readPoolCharacter } from "../../../src/notes/schema/pool";
import { seedQuoter } from "../../helpers/seeds";

const quote = seedQuoter("003");

const BASE = { ledger: "character", system: "pool", name: "Kit", "health-max": 20, "endurance-max": 30 };

const model = (extra: Record<string, unknown> = {}): PoolModel => readPoolModel({ ...BASE, ...extra }, { name: "Kit" });

function form(m: PoolModel, action: string, changes: Record<string, string | number | boolean> = {}): PoolForm {
	let f = poolForm(m, action);
	if (!f) throw new Error(`no form for ${action}`);
	for (const [key, value] of Object.entries(changes)) f = changeForm(poolGame, m, f, key, value);
	return f;
}

const context = (faces: number[]): ResolveContext => ({
	meta: { id: "e1", time: "2026-03-14T19:00:00.000Z", actor: "[[Kit]]", target: "[[Kit]]" },
	rng: scriptedRng(faces),
	sessionPath: "Session 1.md",
});

const odds = (m: PoolModel, f: PoolForm): string[] => poolPreview(m, f).odds.map((line) => (typeof line === "string" ? line : line.text));

describe("the Damage Multiplier made from the abilities", () => {
	it("is 1 plus the damage perks less the damage flaws when the note gives no number of its own", () => {
		quote("Damage Multiplier is 1 +Abilities & Perks (Attack, Strong, Effective…) - weaknesses & flaws (Weak, Ineffective…)");
		const kit = readPoolCharacter({ ...BASE, abilities: { Strong: 2, "Effective (blades)": 1, Quick: 3 }, weaknesses: { Weak: 1, Slow: 1 } });
		if (!kit.ok) throw new Error(kit.error);
		// 1 + Strong 2 + Effective 1 − Weak 1 = 3; Quick and Slow are no damage traits.
		expect(kit.value.damageMultiplier).toBe(3);
		expect(kit.value.damageMultiplierFrom).toBe("1 + Strong 2 + Effective (blades) 1 − Weak 1");
		expect(poolGame.sheet(model({ abilities: { Strong: 2 } })).lists[0]?.items[0]?.text).toBe("Damage Multiplier (DX): 3 = 1 + Strong 2");
	});

	it("counts as ½ when the flaws take it below 1, and a number written on the note stands as written", () => {
		quote("Should this reduce your DX below 1, treat it as ½ instead.");
		expect(multiplierFromTraits({ abilities: {}, weaknesses: { Ineffective: 2 } })).toMatchObject({ ok: true, value: { value: 0.5, formula: "1 − Ineffective 2" } });
		const typed = readPoolCharacter({ ...BASE, "damage-multiplier": 2, abilities: { Strong: 3 } });
		expect(typed.ok && [typed.value.damageMultiplier, typed.value.damageMultiplierFrom]).toEqual([2, undefined]);
		expect(poolGame.sheet(model()).lists[0]?.items[0]?.text).toBe("Damage Multiplier (DX): 1 = 1 (no damage perk or flaw)");
	});

	it("is the DX every attack deals by: a margin of 4 at DX 3 is 12 damage", () => {
		quote("For every point your Attack Roll exceeds your opponent’s Defense Roll, you deal your Damage Multiplier (or DX).");
		const m = model({ abilities: { Attack: 2 } });
		// Attack [6, 2] → 6 against the defense [1, 2] → 2: 4 points at DX 3.
		const entry = resolvePool(m, form(m, "attack"), context([6, 2, 1, 2]));
		expect(entry.ok && entry.value.outcome?.text).toBe("Hit by 4: 12 damage (highest single die 6: result 6, DX 3)");
	});

	it("knows a trait by its first word, in any case", () => {
		expect(["Resistance (fire)", "resistance: cold", "Strong", "Ranged 2"].map(traitWord)).toEqual(["resistance", "resistance", "strong", "ranged"]);
	});
});

describe("range: the Ranged perk", () => {
	it("an attack on a foe out of reach is refused without the Ranged perk, and rolls with it", () => {
		quote("if the enemy is flying, shooting from some inaccessible vantage point, or is otherwise very distant and difficult to get to by means a character has at their disposal, then combat occurs at range, and attacks without the Ranged Perk just don't hunt");
		const melee = model();
		const far = form(melee, "attack", { atRange: true });
		expect(poolPreview(melee, far).refusal).toBe("At range only an attack with the Ranged perk can hit, and this character has none: close in, or leave it to someone who has it.");
		expect(resolvePool(melee, far, context([6, 6, 1, 1])).ok).toBe(false);
		// Close in, the same attack rolls.
		expect(poolPreview(melee, form(melee, "attack")).refusal).toBeUndefined();
		const archer = model({ abilities: { Ranged: 1 } });
		const shot = form(archer, "attack", { atRange: true });
		expect(poolPreview(archer, shot).refusal).toBeUndefined();
		expect(poolFields(archer, shot).find((f) => f.key === "atRange")?.description).toBe("Flying, far off: your Ranged perk still reaches");
		const entry = resolvePool(archer, shot, context([5, 3, 1, 2]));
		expect(entry.ok && entry.value.inputs).toContainEqual({ key: "at range", value: true });
		expect(entry.ok && entry.value.explanation).toContain("At range: the Ranged perk lets the attack reach.");
	});

	it("a Counter at range is an attack too, so it needs the perk", () => {
		quote("you compare attack rolls");
		const m = model();
		const counter = form(m, "defend", { response: "counter", atRange: true });
		expect(poolPreview(m, counter).refusal).toMatch(/^At range only an attack with the Ranged perk can hit/);
		expect(canAttackAt({ abilities: { ranged: 2 } }, true).ok).toBe(true);
		// A Defense Roll is no attack: at range it is made as ever.
		expect(poolFields(m, form(m, "defend")).some((f) => f.key === "atRange")).toBe(false);
	});
});

describe("Resistance and Vulnerability", () => {
	it("each level moves the attack's DX a point, as Armored does, and ½ below 1", () => {
		quote("Abilities and Weaknesses like Resistance and Vulnerability can modify your Damage, too.");
		expect(effectiveMultiplier(3, { resistance: 1 })).toMatchObject({ ok: true, value: { value: 2 } });
		expect(effectiveMultiplier(2, { armored: 1, vulnerability: 2 })).toMatchObject({ ok: true, value: { value: 3 } });
		expect(effectiveMultiplier(2, { armored: 1, resistance: 2 })).toMatchObject({ ok: true, value: { value: 0.5 } });
	});

	it("the attacker gives the defender's Resistance: DX 3 against Resistance 2 deals 1 a point", () => {
		const m = model({ abilities: { Strong: 2 } });
		const f = form(m, "attack", { targetResistance: 2 });
		expect(odds(m, f)).toContain("DX 1 against Armored 0, Resistance 2");
		// Attack [6, 1] → 6 against [2, 1] → 2: 4 points at DX 1.
		const entry = resolvePool(m, f, context([6, 1, 2, 1]));
		expect(entry.ok && entry.value.outcome?.text).toBe("Hit by 4: 4 damage (highest single die 6: result 6, DX 1)");
	});

	it("the defender ticks the Resistance or Vulnerability the attack meets, and the damage follows", () => {
		const m = model({ abilities: { "Resistance (fire)": 1 }, weaknesses: { "Vulnerability (cold)": 2 } });
		const plain = form(m, "defend", { attackPool: 2, attackerDx: 2 });
		expect(poolFields(m, plain).filter((f) => f.key.startsWith("resists:")).map((f) => f.label)).toEqual(["The attack meets Resistance (fire) (−1 DX)", "The attack meets Vulnerability (cold) (+2 DX)"]);
		const fire = form(m, "defend", { attackPool: 2, attackerDx: 2, "resists:Resistance (fire)": true });
		expect(odds(m, fire)).toContain("Their DX 1 after your Armored 0, Resistance 1");
		// Defense [1, 2] → 2; their attack [6, 3] → 6: 4 points at DX 1 = 4 damage.
		const burnt = resolvePool(m, fire, context([1, 2, 6, 3]));
		expect(burnt.ok && burnt.value.changes).toEqual([{ target: "[[Kit]]", key: "health", before: 20, after: 16 }]);
		const cold = form(m, "defend", { attackPool: 2, attackerDx: 2, "resists:Vulnerability (cold)": true });
		const frozen = resolvePool(m, cold, context([1, 2, 6, 3]));
		// 4 points at DX 2 + 2 = 16.
		expect(frozen.ok && frozen.value.changes).toEqual([{ target: "[[Kit]]", key: "health", before: 20, after: 4 }]);
		expect(frozen.ok && frozen.value.inputs).toContainEqual({ key: "the attack meets", value: "Vulnerability (cold)" });
	});
});

describe("vehicles", () => {
	it("a vehicle's damage stays in Health, and at zero Health it is out of the fight", () => {
		quote("Vehicles do not get the benefit of coupled Health/Endurance.");
		const wagon = model({ vehicle: true, health: 5, "health-max": 20, endurance: 0, "endurance-max": 0 });
		expect(poolGame.sheet(wagon).subtitle).toMatch(/^Vehicle · /);
		expect(poolGame.sheet(wagon).lists[0]?.items.map((i) => i.text)).toContain("Vehicle: damage stays in Health, never passes to Endurance; out at zero Health");
		const f = form(wagon, "damage", { amount: 8 });
		expect(odds(wagon, f)).toEqual(["Health 5 → 0: out of the fight"]);
		const entry = resolvePool(wagon, f, context([]));
		expect(entry.ok && entry.value.changes).toEqual([{ target: "[[Kit]]", key: "health", before: 5, after: 0 }]);
		expect(entry.ok && entry.value.outcome?.text).toBe("8 damage; Health 5 to 0; out of the fight");
		// A character's damage past zero Health goes on to Endurance.
		const rider = model({ health: 5, endurance: 10 });
		expect(odds(rider, form(rider, "damage", { amount: 8 }))).toEqual(["Health 5 → 0, Endurance 10 → 7"]);
		// With no Endurance at all, a vehicle still rolls its full pool: no −1 die at zero Endurance.
		expect(poolPreview(wagon, form(wagon, "check")).odds).toContain("Pool: 2 dice (d6), highest die or equal dice added");
		expect(applyDamage({ ...wagon.character, health: 20 }, 3).ok).toBe(true);
	});
});
