import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { seededRng } from "../../../src/engine/rng";
import { combineAdjustments, type Adjustment } from "../../../src/engine/systems/d20/adjustments";
import { rollInitiative } from "../../../src/engine/systems/d20/initiative";
import { DEFAULT_D20_SETTINGS } from "../../../src/engine/systems/d20/settings";

const adjustment = fc.record({
	level: fc.constantFrom("minor" as const, "major" as const, "extreme" as const),
	direction: fc.constantFrom("bonus" as const, "penalty" as const),
	applies: fc.constant("attack"),
});

function value(list: Adjustment[]): number {
	const result = combineAdjustments(list, "attack", DEFAULT_D20_SETTINGS);
	if (!result.ok) throw new Error(result.error);
	return result.value.value;
}

describe("d20 properties", () => {
	it("the track does not depend on the order adjustments are listed in", () => {
		fc.assert(
			fc.property(fc.array(adjustment, { maxLength: 12 }), fc.integer(), (list, seed) => {
				const shuffled = [...list];
				const rng = seededRng(seed);
				for (let i = shuffled.length - 1; i > 0; i--) {
					const j = rng.nextInt(i + 1);
					const held = shuffled[i] as (typeof shuffled)[number];
					shuffled[i] = shuffled[j] as (typeof shuffled)[number];
					shuffled[j] = held;
				}
				expect(value(shuffled)).toBe(value(list));
			}),
		);
	});

	it("one more bonus never lowers the result, one more penalty never raises it, and it stays within ±Extreme", () => {
		fc.assert(
			fc.property(fc.array(adjustment, { maxLength: 12 }), adjustment, (list, extra) => {
				const before = value(list);
				const after = value([...list, extra]);
				if (extra.direction === "bonus") expect(after).toBeGreaterThanOrEqual(before);
				else expect(after).toBeLessThanOrEqual(before);
				expect(Math.abs(after)).toBeLessThanOrEqual(DEFAULT_D20_SETTINGS.extreme);
			}),
		);
	});

	it("a bonus and a penalty of the same level cancel out (while neither side passes Extreme)", () => {
		const steps = { minor: 1, major: 2, extreme: 4 } as const;
		const side = (list: Adjustment[], direction: string) => list.filter((a) => a.direction === direction).reduce((n, a) => n + steps[a.level], 0);
		fc.assert(
			fc.property(fc.array(adjustment, { maxLength: 6 }), adjustment, (list, pair) => {
				const opposite: Adjustment = { ...pair, direction: pair.direction === "bonus" ? "penalty" : "bonus" };
				const all = [...list, pair, opposite];
				fc.pre(side(all, "bonus") <= steps.extreme && side(all, "penalty") <= steps.extreme);
				expect(value(all)).toBe(value(list));
			}),
		);
	});

	it("initiative order is by total, then by modifier, and contains everyone once", () => {
		const entrant = fc.record({ bcb: fc.integer({ min: 0, max: 10 }), dexModifier: fc.integer({ min: -3, max: 5 }), aware: fc.boolean() });
		fc.assert(
			fc.property(fc.array(entrant, { minLength: 1, maxLength: 12 }), fc.integer(), (list, seed) => {
				const entrants = list.map((e, i) => ({ ...e, id: `p${i}`, label: `P${i}` }));
				const result = rollInitiative(entrants, seededRng(seed));
				if (!result.ok) throw new Error(result.error);
				const order = result.value.order;
				expect(order.map((s) => s.id).sort()).toEqual(entrants.map((e) => e.id).sort());
				for (let i = 1; i < order.length; i++) {
					const [a, b] = [order[i - 1], order[i]];
					if (!a || !b) continue;
					expect(a.total > b.total || (a.total === b.total && a.modifier >= b.modifier)).toBe(true);
				}
				const aware = entrants.filter((e) => e.aware).length;
				expect(result.value.surpriseRound.length).toBe(aware > 0 && aware < entrants.length ? aware : 0);
			}),
		);
	});
});
