import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { CIRCUMSTANCES, MAX_EASING_STEPS, skillSteps, taskSteps } from "../../../../src/engine/systems/cypher/task";
import { citedWords } from "../citations";
import { character } from "./fixtures";

const skilled = character({
	skills: { climbing: "trained", jumping: "specialized", gymnastics: "expert", persuasion: "inability", "deception": "trained" },
});

function steps(request: Parameters<typeof taskSteps>[1]) {
	const result = taskSteps(skilled, request);
	if (!result.ok) throw new Error(result.error);
	return result.value;
}

describe("skills ease a task (000)", () => {
	// 000: "Being trained eases your task by one step, being specialized eases it by two, and being expert eases it by three."
	it.each([
		[["climbing"], 1],
		[["jumping"], 2],
		[["gymnastics"], 3],
		[["CLIMBING "], 1],
		[["juggling"], 0],
	])("%j eases by %i", (skills, expected) => {
		expect(steps({ skills }).skill).toBe(expected);
	});

	// 000: "A skill can never ease a task by more than three steps."
	it("never more than three steps from skills, however many apply", () => {
		expect(steps({ skills: ["climbing", "jumping", "gymnastics"] }).skill).toBe(3);
	});

	// 001: "Inability: +1 difficulty step"
	it("an inability hinders by one step", () => {
		const result = steps({ skills: ["persuasion"] });
		expect(result.skill).toBe(-1);
		expect(result.hindering).toBe(1);
	});

	// Interpretation: training and inability that both apply cancel step for step.
	it("training and inability cancel", () => {
		expect(skillSteps(skilled, ["deception", "persuasion"]).steps).toBe(0);
		expect(steps({ skills: ["deception", "persuasion"] }).net).toBe(0);
	});

	it("ignores inherited property names (hostile skill names)", () => {
		expect(steps({ skills: ["__proto__", "constructor", "<img src=x>"] }).skill).toBe(0);
	});
});

describe("assets ease a task (000)", () => {
	// 000: "An asset usually eases a task by one step. A really good asset (or two regular assets) can ease a task by two steps. Assets can never ease a task by more than two steps—any more than two steps doesn't count."
	it.each([
		[1, 1, 0],
		[2, 2, 0],
		[3, 2, 1],
		[5, 2, 3],
	])("%i asset steps offered → %i count, %i lost", (offered, counted, lost) => {
		const result = steps({ assets: offered });
		expect(result.assets).toBe(counted);
		expect(result.assetsLost).toBe(lost);
	});
});

describe("Effort eases a task (000)", () => {
	// 000: "Each level of Effort eases the task by one step."
	it.each([1, 3, 6])("%i level(s) ease by as many steps", (levels) => {
		expect(steps({ effortOnRoll: levels }).net).toBe(levels);
	});
});

describe("at most eleven steps of easing (000)", () => {
	// 000: "you can ease a task by a maximum of eleven steps: one to three steps from skills, one or two steps from assets, and one to six steps from Effort."
	it("3 skill + 2 assets + 6 Effort = 11, and circumstances cannot push past it", () => {
		expect(steps({ skills: ["gymnastics"], assets: 2, effortOnRoll: 6 }).easing).toBe(11);
		expect(steps({ skills: ["gymnastics"], assets: 2, effortOnRoll: 6, circumstances: ["surprise"] }).easing).toBe(11);
	});

	it("property: easing is 0..11, hindering ≥ 0, skill −1..3, assets 0..2 for any request", () => {
		fc.assert(
			fc.property(
				fc.subarray(["climbing", "jumping", "gymnastics", "persuasion", "deception"]),
				fc.integer({ min: 0, max: 10 }),
				fc.integer({ min: 0, max: 6 }),
				fc.subarray(CIRCUMSTANCES.map((c) => c.id)),
				fc.integer({ min: -20, max: 20 }),
				(skills, assets, effortOnRoll, circumstances, rollBonus) => {
					const result = taskSteps(skilled, { skills, assets, effortOnRoll, circumstances, rollBonus });
					expect(result.ok).toBe(true);
					if (!result.ok) return;
					const s = result.value;
					expect(s.easing).toBeGreaterThanOrEqual(0);
					expect(s.easing).toBeLessThanOrEqual(MAX_EASING_STEPS);
					expect(s.hindering).toBeGreaterThanOrEqual(0);
					expect(s.skill).toBeGreaterThanOrEqual(-1);
					expect(s.skill).toBeLessThanOrEqual(3);
					expect(s.assets).toBeLessThanOrEqual(2);
					expect(s.net).toBe(s.easing - s.hindering);
					expect(Math.abs(s.rollBonus)).toBeLessThanOrEqual(20);
				},
			),
		);
	});
});

describe("named circumstances (000 combat modifiers)", () => {
	// Each case quotes the row of 000's tables it checks.
	it.each([
		["higher-ground", 1, 0], // "Attacker on higher ground" (One Step, eases)
		["surprise", 2, 0], // "Surprise (first attack ambush on unaware target)" (Two Steps)
		["target-blinded", 2, 0], // "Target blinded"
		["cover", 0, 1], // "Target is behind sturdy cover" (One Step, hinders)
		["prone-target-ranged", 0, 1], // "Ranged attack on prone target"
		["dim-light", 0, 1], // "Target in dim light, within short range"
		["very-dim-light-short", 0, 2], // "Target in very dim light, more than immediate range but within short range"
		["aim-limb", 0, 2], // "Attacker aiming for specific limb"
		["blind-target", 0, 3], // "Three Steps | Attacker trying to blind target for a few rounds"
		["darkness-sensed", 0, 4], // "Four Steps | Target in darkness or invisible1 but attacker has a sense of where they might be"
		["dazed", 0, 1], // 000: "Being dazed hinders all your tasks"
	])("%s eases %i / hinders %i", (id, ease, hinder) => {
		const result = steps({ circumstances: [id] });
		expect(result.easing).toBe(ease);
		expect(result.hindering).toBe(hinder);
		expect(citedWords(result.explanation[0]?.source)).toMatch(/^000/);
	});

	// 000: "Automatic Hit" … "Target paralyzed or unconscious"; "Not Attackable" … "Target entirely behind sturdy cover (if the attack can break through the cover, the attack is only hindered)"
	it("marks automatic hits and targets that cannot be attacked", () => {
		expect(steps({ circumstances: ["target-paralyzed"] }).automaticHit).toBe(true);
		expect(steps({ circumstances: ["full-cover"] }).notAttackable?.id).toBe("full-cover");
	});

	// 000: "Wear camouflage or appropriate gear when sneaking (asset)": counts toward the two-asset limit.
	it("asset circumstances count toward the two-asset limit", () => {
		expect(steps({ assets: 2, circumstances: ["camouflage"] }).assets).toBe(2);
	});

	it("rejects an unknown circumstance by name", () => {
		const result = taskSteps(skilled, { circumstances: ["<script>"] });
		expect(result.ok).toBe(false);
		if (!result.ok) expect(result.error).toContain("Unknown circumstance");
	});
});

describe("roll bonuses (002)", () => {
	// 002: "If a character's modifiers add up to +3, treat them as an asset instead. In other words, instead of adding a +3 bonus to the roll, reduce the difficulty by one step."
	it.each([
		[1, 0, 1],
		[2, 0, 2],
		[3, 1, 0],
		[4, 1, 1],
		[6, 2, 0],
		[-2, 0, -2],
	])("+%i → %i asset step(s) and %i on the die", (bonus, assetSteps, left) => {
		const result = steps({ rollBonus: bonus });
		expect(result.bonusSteps).toBe(assetSteps);
		expect(result.rollBonus).toBe(left);
	});

	it("a bonus made asset shares the two-asset limit", () => {
		expect(steps({ assets: 2, rollBonus: 3 }).assets).toBe(2);
	});

	it.each([[21], [2.5], [Number.NaN]])("rejects a bonus of %s", (bonus) => {
		expect(taskSteps(skilled, { rollBonus: bonus }).ok).toBe(false);
	});
});
