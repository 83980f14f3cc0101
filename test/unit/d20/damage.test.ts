import { describe, expect, it } from "vitest";
import { scriptedRng } from "../../../src/engine/rng";
import { blankD20Character } from "../../../src/engine/systems/d20/character";
import { applyAbilityLoss, applyDamage, applyFlatFootedDamage, flatFootedSave, pointsPerPeriod, recover } from "../../../src/engine/systems/d20/damage";
import { citedWords } from "./helpers";

const hero = () =>
	blankD20Character({
		level: 3,
		vitality: 12,
		vitalityMax: 20,
		woundPoints: 10,
		woundPointsMax: 14,
		scores: { str: 14, dex: 12, con: 14, int: 10, wis: 10, cha: 10 },
	});

function unwrap<T>(r: { ok: true; value: T } | { ok: false; error: string }): T {
	if (!r.ok) throw new Error(r.error);
	return r.value;
}

describe("d20 damage", () => {
	// 004: "When your Vitality runs out, additional damage is applied to your Wound Points."
	it.each([
		{ amount: 5, vitality: 7, wounds: 10, changes: ["vitality"] },
		{ amount: 12, vitality: 0, wounds: 10, changes: ["vitality"] },
		{ amount: 15, vitality: 0, wounds: 7, changes: ["vitality", "wound-points"] },
	])("$amount damage: Vitality $vitality, Wound Points $wounds", ({ amount, vitality, wounds, changes }) => {
		const result = unwrap(applyDamage(hero(), amount, { target: "Ada" }));
		expect([result.character.vitality, result.character.woundPoints]).toEqual([vitality, wounds]);
		expect(result.changes.map((c) => c.key)).toEqual(changes);
		expect(result.changes[0]).toMatchObject({ target: "Ada", before: 12 });
	});

	// 004: "When your Wound Points run out, you become unconscious and may die."
	it("Wound Points running out means unconscious", () => {
		const result = unwrap(applyDamage(hero(), 40));
		expect(result.character.woundPoints).toBe(0);
		expect(result.unconscious).toBe(true);
		expect(result.changes).toContainEqual({ target: "", key: "wound-points", before: 10, after: 0 });
	});

	// 004: "Any damage you take while flat-footed is applied directly to your Wound Points instead of your Vitality Points, unless you succeed a Reflex save, DC 15."
	it.each([
		{ face: 14, saved: true, vitality: 8, wounds: 10 },
		{ face: 13, saved: false, vitality: 12, wounds: 6 },
	])("flat-footed, Reflex d20 $face + 1: saved $saved", ({ face, saved, vitality, wounds }) => {
		const save = unwrap(flatFootedSave({ label: "Ada", modifier: 1, player: true }, scriptedRng([face])));
		expect(save.saved).toBe(saved);
		const result = unwrap(applyDamage(hero(), 4, { toWoundsDirectly: !save.saved }));
		expect([result.character.vitality, result.character.woundPoints]).toEqual([vitality, wounds]);
	});

	it("applyFlatFootedDamage rolls the save, then routes the damage", () => {
		const failed = unwrap(applyFlatFootedDamage(hero(), 4, { label: "Ada", modifier: 1, player: true }, scriptedRng([5]), "Ada"));
		expect(failed.saved).toBe(false);
		expect(failed.changes).toEqual([{ target: "Ada", key: "wound-points", before: 10, after: 6 }]);
		const saved = unwrap(applyFlatFootedDamage(hero(), 4, { label: "Ada", modifier: 1, player: true }, scriptedRng([19])));
		expect(saved.changes).toEqual([{ target: "", key: "vitality", before: 12, after: 8 }]);
		expect(citedWords(saved.explanation[0])).toContain("Reflex save, DC 15");
	});

	it("bad damage is refused with a message", () => {
		for (const amount of [-1, 1.5, 1e12, Number.NaN]) expect(applyDamage(hero(), amount).ok).toBe(false);
	});
});

describe("d20 ability damage and drain", () => {
	// 004: "When one of your ability scores is damaged, you take increasing penalties - when it reaches zero, you go unconscious and may die."
	it("damage lowers the modifier and writes str-damage", () => {
		const result = unwrap(applyAbilityLoss(hero(), "str", 5, "damage", "Ada"));
		expect([result.modifierBefore, result.modifierAfter]).toEqual([2, -1]);
		expect(result.changes).toEqual([{ target: "Ada", key: "str-damage", before: 0, after: 5 }]);
		expect(result.unconscious).toBe(false);
	});

	it("drain writes con-drain; reaching zero is unconscious, and it stops at zero", () => {
		const result = unwrap(applyAbilityLoss(hero(), "con", 30, "drain"));
		expect(result.changes).toEqual([{ target: "", key: "con-drain", before: 0, after: 14 }]);
		expect(result.unconscious).toBe(true);
	});

	it("damage and drain add up against one score", () => {
		const damaged = unwrap(applyAbilityLoss(hero(), "dex", 4, "damage")).character;
		const both = unwrap(applyAbilityLoss(damaged, "dex", 4, "drain"));
		expect(both.modifierAfter).toBe(-3); // score 12 − 8 = 4, floor((4 − 10) / 2)
	});

	it("an unknown ability is refused", () => {
		expect(applyAbilityLoss(hero(), "luck" as "str", 1, "damage").ok).toBe(false);
	});
});

describe("d20 healing and recovery", () => {
	// 004: "VP - recover 1 / level + CON bonus (minimum 1) per 10 minutes rest, or per active hour"
	it("points per period: level + CON modifier, at least 1", () => {
		expect(pointsPerPeriod(hero())).toBe(3 + 2);
		expect(pointsPerPeriod(blankD20Character({ level: 1, scores: { str: 10, dex: 10, con: 4, int: 10, wis: 10, cha: 10 } }))).toBe(1);
	});

	// 004: "Each period noted below must pass in full before the points are recovered"
	it.each([
		{ minutes: 9, activity: "rest", vitality: 12 },
		{ minutes: 10, activity: "rest", vitality: 17 },
		{ minutes: 25, activity: "rest", vitality: 20 },
		{ minutes: 59, activity: "active", vitality: 12 },
		{ minutes: 60, activity: "active", vitality: 17 },
	] as const)("VP after $minutes minutes $activity: $vitality", ({ minutes, activity, vitality }) => {
		const result = unwrap(recover(hero(), { minutes, activity, kind: "damage" }));
		expect(result.character.vitality).toBe(vitality);
	});

	// 004: "WP - recover 1 / level + CON bonus (minimum 1) per 8 hours rest, or per active day"
	it.each([
		{ minutes: 8 * 60, activity: "rest", wounds: 14 },
		{ minutes: 8 * 60 - 1, activity: "rest", wounds: 10 },
		{ minutes: 24 * 60, activity: "active", wounds: 14 },
		{ minutes: 23 * 60, activity: "active", wounds: 10 },
	] as const)("WP after $minutes minutes $activity: $wounds (capped at wound-points-max)", ({ minutes, activity, wounds }) => {
		expect(unwrap(recover(hero(), { minutes, activity, kind: "damage" })).character.woundPoints).toBe(wounds);
	});

	// 004: "Ability score damage - recover 1 per 8 hours rest, or per active day"
	it("ability damage heals 1 per 8 hours of rest", () => {
		const damaged = unwrap(applyAbilityLoss(hero(), "str", 5, "damage")).character;
		const result = unwrap(recover(damaged, { minutes: 16 * 60, activity: "rest", kind: "damage", target: "Ada" }));
		expect(result.changes).toContainEqual({ target: "Ada", key: "str-damage", before: 5, after: 3 });
	});

	// 004: "Ability score drain - recover 1 per week full rest, or per month"
	// 004: "VP - recover 1 / level + CON bonus (minimum 1) per week rest, or per month"
	it("drain recovers by the week of rest or the (30-day) month of activity", () => {
		const drained = unwrap(applyAbilityLoss(hero(), "wis", 3, "drain")).character;
		const sixDays = unwrap(recover(drained, { minutes: 6 * 24 * 60, activity: "rest", kind: "drain" }));
		expect(sixDays.changes).toEqual([]);
		const week = unwrap(recover(drained, { minutes: 7 * 24 * 60, activity: "rest", kind: "drain" }));
		expect(week.changes.map((c) => [c.key, c.after])).toEqual([
			["vitality", 17],
			["wound-points", 14],
			["wis-drain", 2],
		]);
		const month = unwrap(recover(drained, { minutes: 30 * 24 * 60, activity: "active", kind: "drain" }));
		expect(month.character.drain.wis).toBe(2);
		// Drain does not heal by damage rates.
		expect(unwrap(recover(drained, { minutes: 7 * 24 * 60, activity: "rest", kind: "damage" })).character.drain.wis).toBe(3);
	});

	it("refuses negative or absurd times", () => {
		expect(recover(hero(), { minutes: -1, activity: "rest", kind: "damage" }).ok).toBe(false);
		expect(recover(hero(), { minutes: 1e15, activity: "rest", kind: "damage" }).ok).toBe(false);
	});
});
