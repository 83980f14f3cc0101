import { describe, expect, it } from "vitest";
import { explainText } from "../../../../src/engine/explain";
import { scriptedRng } from "../../../../src/engine/rng";
import type { TaskRequest, TaskResult } from "../../../../src/engine/systems/cypher/task";
import { resolveTask } from "../../../../src/engine/systems/cypher/task";
import { citedWords } from "../citations";
import { character, veteran } from "./fixtures";

function resolve(request: TaskRequest, faces: number[] = [], pc = character(), options = {}): TaskResult {
	const result = resolveTask(pc, request, scriptedRng(faces), options);
	if (!result.ok) throw new Error(result.error);
	return result.value;
}

function refusal(request: TaskRequest, pc = character(), options = {}): string {
	const result = resolveTask(pc, request, scriptedRng([]), options);
	if (result.ok) throw new Error("expected a refusal");
	return result.error;
}

describe("difficulty, easing and the target number (000)", () => {
	// 000: "if your character has to succeed at a difficulty 3 climbing task, but you're trained in climbing, that reduces the difficulty by one step, down to difficulty 2."
	it("trained climbing: difficulty 3 → 2, target 6", () => {
		const result = resolve({ stat: "might", difficulty: 3, skills: ["climbing"] }, [6]);
		expect(result.finalDifficulty).toBe(2);
		expect(result.target).toBe(6);
		expect(result.outcome).toBe("success");
	});

	// 000: "So to attack a level 3 mugger, the task is level 3 and you need to roll a 9."
	it.each([
		[9, "success"],
		[8, "failure"],
	])("attacking a level 3 mugger: a %i is a %s", (face, outcome) => {
		expect(resolve({ stat: "speed", difficulty: 3, attack: { weapon: "medium" } }, [face]).outcome).toBe(outcome);
	});

	// 000: "If you reduce the difficulty of a task to 0 or less, it's routine, and you automatically succeed without a roll."
	it("eased to 0 or less: routine, no die rolled", () => {
		const result = resolve({ stat: "might", difficulty: 1, skills: ["climbing"] });
		expect(result.outcome).toBe("routine");
		expect(result.natural).toBeUndefined();
		expect(result.odds.success).toBe(1);
	});

	// 002: "if not even rolling a natural 20 … is sufficient to accomplish the task—then no roll is made."
	it("difficulty 7 with no easing: impossible, no roll, nothing spent", () => {
		const result = resolve({ stat: "speed", difficulty: 7 });
		expect(result.outcome).toBe("impossible");
		expect(result.natural).toBeUndefined();
		expect(result.changes).toEqual([]);
		expect(explainText(result.explanation)).toContain("impossible");
	});

	// 002: "instead of adding a +3 bonus to the roll, reduce the difficulty by one step … they would normally roll against difficulty 3 and try to reach a target number of 9, but thanks to their asset, they roll against difficulty 2 and try to reach a target number of 6."
	it("the Warrior's three +1 bonuses against a level 3 foe: difficulty 2, target 6", () => {
		const result = resolve({ stat: "might", difficulty: 3, rollBonus: 3, attack: { weapon: "medium" } }, [6]);
		expect(result.finalDifficulty).toBe(2);
		expect(result.target).toBe(6);
		expect(result.steps.rollBonus).toBe(0);
	});

	// 002: "the original roll matters if it's a special roll"
	it("a bonus is added to the die but the special roll reads the natural die", () => {
		const result = resolve({ stat: "might", difficulty: 6, rollBonus: 2, attack: { weapon: "medium" } }, [16]);
		expect(result.total).toBe(18);
		expect(result.outcome).toBe("success");
		expect(result.special?.kind).toBe("none");
		expect(result.damage?.total).toBe(4);
	});

	// 000 combat table: "Target paralyzed or unconscious" → "Automatic Hit"; "Target entirely behind sturdy cover" → "Not Attackable"
	it("automatic hit needs no roll; a target behind full cover cannot be attacked", () => {
		expect(resolve({ stat: "speed", difficulty: 5, circumstances: ["target-paralyzed"], attack: { weapon: "light" } }).outcome).toBe("routine");
		expect(resolve({ stat: "speed", difficulty: 1, circumstances: ["full-cover"], attack: { weapon: "light" } }).outcome).toBe("impossible");
	});
});

describe("Effort on a task (000)", () => {
	// 000: "Tier 1 characters can only use one level of Effort on a task"
	it("a tier 1 character cannot pay for two levels", () => {
		expect(refusal({ stat: "might", difficulty: 4, effort: 2 })).toContain("Effort is 1");
	});

	// 000: "This free level doesn't cost you any Pool points, and it doesn't count toward your Effort limit."
	it("a free level adds to the paid one and costs nothing", () => {
		const result = resolve({ stat: "speed", difficulty: 4, effort: 2, freeEffort: 1 }, [10]);
		expect(result.effort).toMatchObject({ total: 2, paid: 1, free: 1 });
		expect(result.finalDifficulty).toBe(2);
		expect(result.cost.total).toBe(3);
	});

	// 000: "even if you have free levels of Effort, you're still limited to applying a maximum of six levels of Effort for a task."
	it("never more than six levels in all", () => {
		expect(refusal({ stat: "might", difficulty: 9, effort: 7, freeEffort: 1 }, veteran())).toContain("At most 6");
	});

	// 000: "Using Effort costs 3 Pool points … Remember to subtract your Edge from this cost." Might Edge 1: 3 − 1 = 2.
	it("spends the cost less Edge from the task's Pool, recorded on its frontmatter key", () => {
		const result = resolve({ stat: "might", difficulty: 4, effort: 1 }, [10], character(), { target: "Ayla.md" });
		expect(result.cost).toMatchObject({ beforeEdge: 3, edgeApplied: 1, total: 2 });
		expect(result.changes).toEqual([{ target: "Ayla.md", key: "might", before: 9, after: 7 }]);
	});

	// 000: "if your Effort is 3, you could use three levels of Effort on the attack roll, or two levels on the attack roll and one level on the damage"
	it.each([
		[3, 0, 3, 0],
		[3, 1, 2, 3],
		[3, 3, 0, 9],
	])("Effort %i with %i on damage: eases %i steps, adds %i damage", (effort, onDamage, eased, extra) => {
		const result = resolve({ stat: "speed", difficulty: 6, effort, effortOnDamage: onDamage, attack: { weapon: "medium" } }, [20], veteran());
		expect(result.steps.effort).toBe(eased);
		expect(result.damage?.fromEffort).toBe(extra);
	});

	// 000: "When you use Effort to increase the damage of an area attack, it adds only 2 damage per level of Effort (instead of the normal 3)."
	it("area attacks get 2 damage per level", () => {
		const result = resolve({ stat: "intellect", difficulty: 2, effort: 2, effortOnDamage: 2, attack: { damage: 4, area: true } }, [10], veteran());
		expect(result.damage?.total).toBe(4 + 4);
	});

	// 000: "In general, there's no penalty for spending a Pool down to 0 points. It just means you can't use Effort from that stat"
	it("no Effort from a Pool at 0", () => {
		const pc = character({ pools: { ...character().pools, speed: { current: 0, max: 10, edge: 3 } } });
		expect(refusal({ stat: "speed", difficulty: 3, effort: 1 }, pc)).toContain("Pool is at 0");
	});

	it("refuses an action that costs more than the Pool holds", () => {
		const pc = character({ pools: { ...character().pools, speed: { current: 2, max: 10, edge: 0 } } });
		expect(refusal({ stat: "speed", difficulty: 3, effort: 1 }, pc)).toBe("Ayla cannot spend 3 points from Speed: the Pool holds 2.");
	});

	// 000: "you have to apply at least one level of Effort each time."
	it("a retry needs a level of Effort", () => {
		expect(refusal({ stat: "speed", difficulty: 3, retry: true })).toContain("A retry needs at least one level of Effort");
		expect(resolve({ stat: "speed", difficulty: 3, retry: true, effort: 1 }, [6]).outcome).toBe("success");
	});
});

describe("special rolls in a task", () => {
	// 000: "the point cost for the action (if any) decreases to 0, so if you spent points from a stat Pool on the action, you regain those points"
	it("a natural 20 refunds the points: the spend and the refund are both recorded", () => {
		const result = resolve({ stat: "might", difficulty: 4, effort: 1 }, [20], character(), { target: "Ayla.md" });
		expect(result.cost.refunded).toBe(true);
		expect(result.changes).toEqual([
			{ target: "Ayla.md", key: "might", before: 9, after: 7 },
			{ target: "Ayla.md", key: "might", before: 7, after: 9 },
		]);
	});

	// 000: "rolling a 17 or higher means you get to add extra damage … +2 for an 18"
	it("an 18 on a heavy weapon hit deals 6 + 2", () => {
		expect(resolve({ stat: "might", difficulty: 3, attack: { weapon: "heavy" } }, [18]).damage?.total).toBe(8);
	});

	// 000: "if you roll a 17 but you needed an 18 to hit, you miss and don't inflict any damage at all."
	it("a 17 against target 18 misses for no damage", () => {
		const result = resolve({ stat: "might", difficulty: 6, attack: { weapon: "heavy" } }, [17]);
		expect(result.outcome).toBe("failure");
		expect(result.damage?.total).toBe(0);
	});
});

describe("weapons (000, 001)", () => {
	// 000: "weapons inflict 2, 4, or 6 damage depending on whether they are light, medium or heavy"
	it.each([
		["light", 2],
		["medium", 4],
		["heavy", 6],
	] as const)("a %s weapon hits for %i", (weapon, damage) => {
		expect(resolve({ stat: "might", difficulty: 1, attack: { weapon } }, [10]).damage?.total).toBe(damage);
	});

	// 001: "Unarmed/Light Weapon: 2 damage, -1 attack difficulty" — only with the campaign option on.
	it("light weapons ease the attack only when the campaign uses 001's rule", () => {
		expect(resolve({ stat: "speed", difficulty: 3, attack: { weapon: "light" } }, [10]).finalDifficulty).toBe(3);
		expect(resolve({ stat: "speed", difficulty: 3, attack: { weapon: "light" } }, [10], character(), { lightWeaponsEase: true }).finalDifficulty).toBe(2);
	});
});

describe("damage track variant (001)", () => {
	const track = { damageModel: "damage-track" as const };

	// 001: "Impaired … Effort costs 1 extra point per level. Rolls of 17+ only deal +1 damage."
	it("impaired: Effort costs one more per level and a 20 adds only +1", () => {
		const pc = character({ damageTrack: "impaired" });
		const result = resolve({ stat: "speed", difficulty: 3, effort: 1, attack: { weapon: "medium" } }, [20], pc, track);
		expect(result.cost.beforeEdge).toBe(4);
		expect(result.damage?.total).toBe(5);
	});

	// 001: "Debilitated … Cannot take any action other than to move/crawl immediate distance."
	it("debilitated: only movement", () => {
		const pc = character({ damageTrack: "debilitated" });
		expect(refusal({ stat: "speed", difficulty: 2 }, pc, track)).toContain("debilitated");
		expect(resolve({ stat: "speed", difficulty: 2, movementOnly: true }, [12], pc, track).outcome).toBe("success");
	});

	it("the track is ignored when the campaign uses wounds", () => {
		const pc = character({ damageTrack: "debilitated" });
		expect(resolve({ stat: "speed", difficulty: 2 }, [12], pc, { damageModel: "wounds" }).outcome).toBe("success");
	});
});

describe("bad input is refused with a clear message", () => {
	it.each([
		[{ stat: "luck", difficulty: 3 }, "use might, speed or intellect"],
		[{ stat: "might", difficulty: 99 }, "from 0 (routine) to 10"],
		[{ stat: "might", difficulty: 3, effort: -1 }, "whole number"],
		[{ stat: "might", difficulty: 3, effort: 1, freeEffort: 2 }, "Free levels"],
		[{ stat: "might", difficulty: 3, effortOnDamage: 1, effort: 1 }, "only to an attack"],
		[{ stat: "might", difficulty: 3, attack: { weapon: "<b>huge</b>" } }, "light, medium or heavy"],
		[{ stat: "might", difficulty: 3, attack: { damage: 1e9 } }, "Attack damage"],
	])("%j → %s", (request, message) => {
		expect(refusal(request as TaskRequest)).toContain(message);
	});
});

describe("explanation", () => {
	it("every step is one sentence, and seed sources are quoted with a file number", () => {
		const result = resolve({ stat: "might", difficulty: 4, skills: ["climbing"], effort: 1 }, [19]);
		for (const step of result.explanation) {
			expect(step.text).toMatch(/[.:)]$/);
			if (step.source) expect(citedWords(step.source)).toMatch(/^00[0-2]/);
		}
		expect(explainText(result.explanation)).toContain("target number 6");
	});
});

describe("properties of any task", () => {
	it("costs are never negative, Pools never go below 0, and the odds sum to 1", async () => {
		const fc = (await import("fast-check")).default;
		const { seededRng } = await import("../../../../src/engine/rng");
		fc.assert(
			fc.property(
				fc.record({
					stat: fc.constantFrom("might" as const, "speed" as const, "intellect" as const),
					difficulty: fc.integer({ min: 0, max: 10 }),
					effort: fc.integer({ min: 0, max: 6 }),
					freeEffort: fc.integer({ min: 0, max: 2 }),
					assets: fc.integer({ min: 0, max: 4 }),
					abilityCost: fc.integer({ min: 0, max: 6 }),
					rollBonus: fc.integer({ min: -3, max: 7 }),
					circumstances: fc.subarray(["cover", "surprise", "dazed", "higher-ground", "blind-target"]),
				}),
				fc.boolean(),
				fc.integer(),
				(request, isAttack, seed) => {
					const full: TaskRequest = { ...request, freeEffort: Math.min(request.freeEffort, request.effort) };
					if (isAttack) full.attack = { weapon: "medium" };
					const result = resolveTask(veteran(), full, seededRng(seed));
					if (!result.ok) {
						expect(result.error.length).toBeGreaterThan(10);
						return;
					}
					const r = result.value;
					expect(r.cost.total).toBeGreaterThanOrEqual(0);
					for (const change of r.changes) expect(change.after).toBeGreaterThanOrEqual(0);
					expect(r.odds.success + r.odds.failure).toBeCloseTo(1, 12);
					expect(r.finalDifficulty).toBeGreaterThanOrEqual(request.difficulty - 11);
					expect(r.steps.easing).toBeLessThanOrEqual(11);
					if (r.outcome === "success" || r.outcome === "failure") expect(r.natural).toBeGreaterThanOrEqual(1);
					else expect(r.natural).toBeUndefined();
				},
			),
			{ numRuns: 300 },
		);
	});

	it.each([
		[{ effort: Number.NaN }, "Effort score"],
		[{ pools: { ...character().pools, might: { current: -4, max: 12, edge: 1 } } }, "Might Pool must be a whole number of 0 or more (got -4)"],
		[{ pools: { ...character().pools, might: { current: 9, max: 12, edge: -1 } } }, "Edge"],
	])("a corrupt character %j is refused (%s)", (overrides, message) => {
		expect(refusal({ stat: "might", difficulty: 3, effort: 1 }, character(overrides))).toContain(message);
	});

	// 000: "If you're trained, specialized, or expert in that task, you give them an additional asset (for a total of two assets)" + "Assets can never ease a task by more than two steps"
	it("help from a trained friend plus a crowbar still eases only two asset steps", async () => {
		const { help } = await import("../../../../src/engine/systems/cypher/party");
		const result = resolve({ stat: "might", difficulty: 4, assets: help("trained").assets + 1 }, [6]);
		expect(result.steps.assets).toBe(2);
		expect(result.finalDifficulty).toBe(2);
	});
});
