import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
	applyDefendedWound,
	applyPoolDamage,
	applyTrackDamage,
	DAMAGE_TRACK,
	damageObject,
	newObject,
	takeWound,
} from "../../../../src/engine/systems/cypher/health";
import { applyRecovery, suggestSplit } from "../../../../src/engine/systems/cypher/recovery";
import type { CypherCharacter, DamageTrackStep } from "../../../../src/engine/systems/cypher/character";
import type { StateChange, StateValue } from "../../../../src/engine/state";
import { must, pc } from "./fixtures";

type Frontmatter = Record<string, StateValue>;

function frontmatter(c: CypherCharacter): Frontmatter {
	return {
		might: c.pools.might.current,
		speed: c.pools.speed.current,
		intellect: c.pools.intellect.current,
		"wounds-minor": c.wounds.minor,
		"wounds-moderate": c.wounds.moderate,
		"wounds-major": c.wounds.major,
		"damage-track": c.damageTrack,
		"recoveries-used": c.recoveriesUsed,
	};
}

function apply(fm: Frontmatter, changes: StateChange[], side: "before" | "after"): Frontmatter {
	const next = { ...fm };
	for (const change of side === "after" ? changes : [...changes].reverse()) {
		expect(next[change.key]).toEqual(side === "after" ? change.before : change.after);
		next[change.key] = change[side];
	}
	return next;
}

const poolArb = fc.integer({ min: 0, max: 30 }).chain((max) => fc.record({ current: fc.integer({ min: 0, max }), max: fc.constant(max), edge: fc.integer({ min: 0, max: 3 }) }));
const box = fc.integer({ min: 0, max: 3 });
const characterArb = fc
	.record({
		might: poolArb,
		speed: poolArb,
		intellect: poolArb,
		minor: box,
		moderate: box,
		major: box,
		track: fc.constantFrom<DamageTrackStep>(...DAMAGE_TRACK),
		armor: fc.constantFrom("none", "light", "medium", "heavy" as const),
		used: fc.integer({ min: 0, max: 3 }),
		tier: fc.integer({ min: 1, max: 6 }),
	})
	.map((r) =>
		pc({
			tier: r.tier,
			pools: { might: r.might, speed: r.speed, intellect: r.intellect },
			wounds: { minor: r.minor, moderate: r.moderate, major: r.major },
			damageTrack: r.track,
			armor: r.armor,
			recoveriesUsed: r.used,
		}),
	);

function checkInvariants(c: CypherCharacter): void {
	for (const pool of Object.values(c.pools)) {
		expect(pool.current).toBeGreaterThanOrEqual(0);
		expect(pool.current).toBeLessThanOrEqual(pool.max);
	}
	for (const n of Object.values(c.wounds)) expect(n >= 0 && n <= 3).toBe(true);
	expect(DAMAGE_TRACK).toContain(c.damageTrack);
}

describe("health invariants (property tests)", () => {
	it("Pool damage in the wounds variant keeps Pools in 0..max and boxes in 0..3, and undoes exactly", () => {
		fc.assert(
			fc.property(characterArb, fc.constantFrom("might", "speed", "intellect" as const), fc.integer({ min: 0, max: 60 }), (c, stat, damage) => {
				const out = must(applyPoolDamage(c, stat, damage));
				const after = { ...c, pools: out.value.pools, wounds: out.value.wounds };
				checkInvariants(after);
				const fm = frontmatter(c);
				expect(apply(fm, out.changes, "after")).toEqual(frontmatter(after));
				expect(apply(frontmatter(after), out.changes, "before")).toEqual(fm);
			}),
		);
	});

	it("damage-track damage keeps Pools in 0..max and the track on its four steps, and undoes exactly", () => {
		fc.assert(
			fc.property(characterArb, fc.integer({ min: 0, max: 80 }), fc.constantFrom("physical", "mental", "ambient" as const), (c, damage, kind) => {
				const out = must(applyTrackDamage(c, damage, { kind }));
				const after = { ...c, pools: out.value.pools, damageTrack: out.value.damageTrack };
				checkInvariants(after);
				// A character never ends better off on the track than its empty Pools allow.
				const empty = Object.values(after.pools).filter((p) => p.current === 0).length;
				expect(DAMAGE_TRACK.indexOf(after.damageTrack)).toBeGreaterThanOrEqual(empty);
				expect(apply(frontmatter(after), out.changes, "before")).toEqual(frontmatter(c));
			}),
		);
	});

	it("wounds and defended wounds keep boxes in 0..3 and undo exactly", () => {
		fc.assert(
			fc.property(
				characterArb,
				fc.constantFrom("minor", "moderate", "major" as const),
				fc.constantFrom("block", "dodge" as const),
				fc.boolean(),
				(c, severity, kind, succeeded) => {
					for (const out of [must(takeWound(c, severity)), must(applyDefendedWound(c, severity, { kind, succeeded }))]) {
						const after = { ...c, wounds: out.value.wounds };
						checkInvariants(after);
						expect(apply(frontmatter(after), out.changes, "before")).toEqual(frontmatter(c));
					}
				},
			),
		);
	});

	it("recoveries with the suggested split never pass a Pool's maximum and undo exactly", () => {
		fc.assert(
			fc.property(characterArb, fc.integer({ min: 1, max: 6 }), fc.constantFrom("wounds", "damage-track" as const), (c, face, model) => {
				const alive = { ...c, damageTrack: c.damageTrack === "dead" ? ("debilitated" as const) : c.damageTrack, wounds: { ...c.wounds, major: Math.min(2, c.wounds.major) } };
				const points = face + alive.tier;
				const out = applyRecovery(alive, { model, points, split: suggestSplit(alive, points), majorWoundTask: { succeeded: true } });
				const value = must(out);
				const after = { ...alive, pools: value.value.pools, wounds: value.value.wounds, damageTrack: value.value.damageTrack, recoveriesUsed: value.value.recoveriesUsed };
				checkInvariants(after);
				expect(apply(frontmatter(after), value.changes, "before")).toEqual(frontmatter(alive));
			}),
		);
	});

	it("objects: level stays in 0..original and enough hits always destroy it", () => {
		fc.assert(
			fc.property(fc.integer({ min: 1, max: 10 }), fc.array(fc.integer({ min: 0, max: 25 }), { maxLength: 20 }), (level, hits) => {
				let object = newObject("Crate", level);
				for (const hit of hits) {
					object = must(damageObject(object, hit)).value.object;
					expect(object.level).toBeGreaterThanOrEqual(0);
					expect(object.level).toBeLessThanOrEqual(level);
				}
				// Hits of original level + its level again: first breaks it (level + level gets through), second destroys.
				const broken = must(damageObject(object, 2 * level)).value.object;
				expect(must(damageObject(broken, level)).value.condition).toBe("destroyed");
			}),
		);
	});
});
