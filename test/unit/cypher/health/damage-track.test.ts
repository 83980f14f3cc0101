import { describe, expect, it } from "vitest";
import { applyTrackDamage, moveOnTrack, stepForEmptyPools, trackStepEffects } from "../../../../src/engine/systems/cypher/health";
import type { DamageTrackStep } from "../../../../src/engine/systems/cypher/character";
import { must, pc } from "./fixtures";

const pools = (might: number, speed: number, intellect: number) => ({
	might: { current: might, max: 12, edge: 0 },
	speed: { current: speed, max: 12, edge: 0 },
	intellect: { current: intellect, max: 12, edge: 0 },
});

describe("damage track steps (001)", () => {
	it.each([
		// 001: "Hale ... 0 stat pools = 0"; "Impaired ... 1 stat pool = 0"; "Debilitated 2 stat pools = 0"; "Dead 3 stat pools = 0"
		{ empty: 0, step: "hale" },
		{ empty: 1, step: "impaired" },
		{ empty: 2, step: "debilitated" },
		{ empty: 3, step: "dead" },
	] as const)("$empty empty Pools → $step", ({ empty, step }) => {
		expect(stepForEmptyPools(empty)).toBe(step);
	});

	it("impaired: Effort +1 per level, 17+ only +1 damage, no minor/major effects", () => {
		// 001: "Effort costs 1 extra point per level. Rolls of 17+ only deal +1 damage. Ignore major/minor effects."
		expect(trackStepEffects("impaired")).toMatchObject({ effortExtraPerLevel: 1, specialDamageCap: 1, ignoresMinorMajorEffects: true, onlyCrawl: false });
	});

	it("debilitated: only crawl an immediate distance", () => {
		// 001: "Cannot take any action other than to move/crawl immediate distance."
		expect(trackStepEffects("debilitated").onlyCrawl).toBe(true);
		expect(trackStepEffects("debilitated", 4).canMove).toBe(true);
		// 001: "(If Speed is 0, cannot move.)"
		expect(trackStepEffects("debilitated", 0).canMove).toBe(false);
		expect(trackStepEffects("hale")).toMatchObject({ effortExtraPerLevel: 0, onlyCrawl: false, dead: false });
	});
});

describe("damage subtracted from Pools (001)", () => {
	it.each([
		// 001: "Damage to PC: Subtract from stat pool (default Might)."
		{ start: pools(10, 10, 10), damage: 4, armor: "none", end: [6, 10, 10], step: "hale" },
		// 001: "Damage: Damage rating - Armor" — medium armor (2) takes 2 off a 6-point blow.
		{ start: pools(10, 10, 10), damage: 6, armor: "medium", end: [6, 10, 10], step: "hale" },
		{ start: pools(10, 10, 10), damage: 2, armor: "heavy", end: [10, 10, 10], step: "hale" },
		// Might to 0 moves one step down; the rest spills into Speed (CSRD order: Might, Speed, Intellect).
		{ start: pools(3, 10, 10), damage: 5, armor: "none", end: [0, 8, 10], step: "impaired" },
		// Two Pools emptied by one blow: two steps.
		{ start: pools(2, 3, 10), damage: 5, armor: "none", end: [0, 0, 10], step: "debilitated" },
		// 001: "3 stat pools = 0" → Dead.
		{ start: pools(1, 1, 1), damage: 9, armor: "none", end: [0, 0, 0], step: "dead" },
	] as const)("$damage damage, $armor armor → $end, $step", ({ start, damage, armor, end, step }) => {
		const out = must(applyTrackDamage(pc({ pools: start, armor }), damage));
		const p = out.value.pools;
		expect([p.might.current, p.speed.current, p.intellect.current]).toEqual(end);
		expect(out.value.damageTrack).toBe(step);
	});

	it("ambient damage is not affected by armor", () => {
		// 001: "Ambient Damage: Not affected by armor."
		const out = must(applyTrackDamage(pc({ pools: pools(10, 10, 10), armor: "heavy" }), 3, { kind: "ambient" }));
		expect(out.value.pools.might.current).toBe(7);
	});

	it("Intellect damage comes off Intellect first", () => {
		const out = must(applyTrackDamage(pc({ pools: pools(10, 10, 2) }), 4, { stat: "intellect", kind: "mental" }));
		expect([out.value.pools.intellect.current, out.value.pools.might.current]).toEqual([0, 8]);
		expect(out.value.damageTrack).toBe("impaired");
	});

	it("records Pool and track changes with before-values", () => {
		const out = must(applyTrackDamage(pc({ pools: pools(3, 10, 10) }), 5));
		expect(out.changes).toEqual([
			{ target: "Ria", key: "might", before: 3, after: 0 },
			{ target: "Ria", key: "speed", before: 10, after: 8 },
			{ target: "Ria", key: "damage-track", before: "hale", after: "impaired" },
		]);
	});

	it("special damage can move the character down the track directly", () => {
		// 001: "POISON: Might defense, then special effect ... Examples: Move on damage track"
		const out = must(moveOnTrack(pc(), 1, "Rare poison"));
		expect(out.value).toBe<DamageTrackStep>("impaired");
		expect(must(moveOnTrack(pc({ damageTrack: "dead" }), -1, "Healing")).value).toBe("dead");
	});
});
