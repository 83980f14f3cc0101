import { describe, expect, it } from "vitest";
import {
	applyDefendedWound,
	applyTrackDamage,
	damageNpc,
	damageObject,
	defenseSteps,
	hazardDamage,
	newObject,
	npcStartingHealth,
	takeWound,
} from "../../../../src/engine/systems/cypher/health";
import { applyRecovery, rollRecovery } from "../../../../src/engine/systems/cypher/recovery";
import { explainText } from "../../../../src/engine/explain";
import { must, pc } from "./fixtures";

describe("hostile and broken input", () => {
	it.each([
		{ what: "NaN damage", run: () => damageNpc({ name: "Orc", level: 2, health: 6, armor: 0 }, Number.NaN) },
		{ what: "huge damage", run: () => damageObject(newObject("Wall", 5), 1e300) },
		{ what: "a string level", run: () => npcStartingHealth("7" as never) },
		{ what: "negative Pool", run: () => takeWound(pc({ pools: { ...pc().pools, speed: { current: -3, max: 10, edge: 0 } } }), "minor") },
		{ what: "Pool above max", run: () => applyTrackDamage(pc({ pools: { ...pc().pools, might: { current: 11, max: 10, edge: 0 } } }), 1) },
		{ what: "an unknown severity", run: () => takeWound(pc(), "grievous" as never) },
		{ what: "an unknown hazard named like an Object property", run: () => hazardDamage("constructor" as never) },
		{ what: "an overfull shield", run: () => applyDefendedWound(pc(), "minor", { kind: "block", succeeded: true, useShield: true }, { minor: 9, moderate: 0, broken: false }) },
		{ what: "an unknown defense", run: () => applyDefendedWound(pc(), "minor", { kind: "parry" } as never) },
		{ what: "a fractional recovery die", run: () => rollRecovery(pc(), { face: 2.5 }) },
		{ what: "recoveries-used out of range", run: () => applyRecovery(pc({ recoveriesUsed: 99 }), { model: "wounds", points: 3, split: { might: 3 } }) },
	])("$what gives a clear message, not an exception", ({ run }) => {
		const out = run();
		expect(out.ok).toBe(false);
		if (!out.ok) expect(out.error.length).toBeGreaterThan(10);
	});

	it("armor read from a note as an unknown word counts as none", () => {
		expect(defenseSteps(pc({ armor: "constructor" as never }), "block").difficultyChange).toBe(0);
		expect(must(applyTrackDamage(pc({ armor: "toString" as never }), 3)).value.pools.might.current).toBe(7);
	});

	it("a long name with HTML is cut short in the explanation and kept whole in the state change", () => {
		const name = `<img src=x onerror=alert(1)>${"a".repeat(5000)}`;
		const out = must(damageNpc({ name, level: 2, health: 6, armor: 0 }, 2));
		expect(explainText(out.explanation).length).toBeLessThan(400);
		expect(out.changes[0]?.target).toBe(name);
	});

	it("taking the attack in the damage-track rules adds 1 damage", () => {
		// 001: "TAKE THE ATTACK: Speed task (optional), on success attack automatically hits you for +1 damage."
		expect(must(applyTrackDamage(pc(), 4, { takingTheAttack: true })).value.pools.might.current).toBe(5);
	});
});
