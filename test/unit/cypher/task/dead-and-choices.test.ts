/**
 * Rules found by checking the engine against the seeds: the dead act no more (000's third major
 * wound, 001's last track step), a debilitated character at Speed 0 cannot even move (001), and a
 * 20 on an attack may take a minor effect (002).
 */
import { describe, expect, it } from "vitest";
import { scriptedRng } from "../../../../src/engine/rng";
import { applyTrackDamage } from "../../../../src/engine/systems/cypher/health";
import { planTask, readSpecialRoll, resolveTask, taskOdds, type EffectChoice } from "../../../../src/engine/systems/cypher/task";
import { rollInitiative } from "../../../../src/engine/systems/cypher/turns";
import { seedQuoter } from "../../../helpers/seeds";
import { character } from "./fixtures";

const core = seedQuoter("000");
const classic = seedQuoter("001");
const rules = seedQuoter("002");

describe("the dead take no action", () => {
	it("under wounds, the third major wound ends tasks and initiative; two still act", () => {
		core("When you take your third major wound, you die.");
		const dead = character({ wounds: { minor: 0, moderate: 0, major: 3 } });
		expect(planTask(dead, { stat: "might", difficulty: 2 }, { damageModel: "wounds" })).toEqual({ ok: false, error: "Ayla is dead and cannot act." });
		// Wounds are the default model: a task with no options is refused too.
		expect(resolveTask(dead, { stat: "might", difficulty: 2 }, scriptedRng([10])).ok).toBe(false);
		expect(rollInitiative(dead, {}, scriptedRng([10]), { damageModel: "wounds" })).toEqual({ ok: false, error: "Ayla is dead and takes no turn." });
		const hurt = character({ wounds: { minor: 0, moderate: 0, major: 2 } });
		expect(planTask(hurt, { stat: "might", difficulty: 2 }, { damageModel: "wounds" }).ok).toBe(true);
		expect(rollInitiative(hurt, {}, scriptedRng([10]), { damageModel: "wounds" }).ok).toBe(true);
	});

	it("on the damage track, wound boxes do not count and the dead step does", () => {
		classic("3 stat pools = 0");
		const marked = character({ wounds: { minor: 0, moderate: 0, major: 3 } });
		expect(planTask(marked, { stat: "might", difficulty: 2 }, { damageModel: "damage-track" }).ok).toBe(true);
		const dead = character({ damageTrack: "dead" });
		expect(rollInitiative(dead, {}, scriptedRng([10]), { damageModel: "damage-track" })).toEqual({ ok: false, error: "Ayla is dead and takes no turn." });
	});
});

describe("debilitated at Speed 0", () => {
	const speed = (current: number) => ({ might: { current: 0, max: 12, edge: 1 }, speed: { current, max: 10, edge: 0 }, intellect: { current: 11, max: 11, edge: 1 } });

	it("cannot move: even a task that is only moving is refused", () => {
		classic("Cannot take any action other than to move/crawl immediate distance. (If Speed is 0, cannot move.)");
		const stuck = character({ damageTrack: "debilitated", pools: speed(0) });
		expect(planTask(stuck, { stat: "speed", difficulty: 1, movementOnly: true }, { damageModel: "damage-track" })).toEqual({
			ok: false,
			error: "Ayla is debilitated with Speed 0: no action at all, not even moving.",
		});
		const crawling = character({ damageTrack: "debilitated", pools: speed(4) });
		expect(planTask(crawling, { stat: "speed", difficulty: 1, movementOnly: true }, { damageModel: "damage-track" }).ok).toBe(true);
		expect(planTask(crawling, { stat: "speed", difficulty: 1 }, { damageModel: "damage-track" }).ok).toBe(false);
	});

	it("damage that leaves Speed at 0 on the debilitated step says there is no moving at all", () => {
		const ayla = character({ pools: { might: { current: 0, max: 12, edge: 1 }, speed: { current: 2, max: 10, edge: 0 }, intellect: { current: 11, max: 11, edge: 1 } }, damageTrack: "impaired", armor: "none" });
		const hit = applyTrackDamage(ayla, 2, { stat: "speed" });
		expect(hit.ok && hit.value.value.damageTrack).toBe("debilitated");
		expect(hit.ok && hit.value.explanation.map((s) => s.text)).toContain("Debilitated with Speed 0: no actions and no moving at all.");
	});
});

describe("a 20 on an attack may take a minor effect (002)", () => {
	const attack = (natural: number, effectChoice: EffectChoice) => readSpecialRoll(natural, { success: true, damagingAttack: true, effectChoice });

	it("the minor choice: a minor effect on a 19 and on a 20, the 20 still refunds", () => {
		rules("If the roll was a damage-dealing attack, it deals 4 additional points of damage or the PC gets a major or minor effect in addition to the normal results of the task.");
		expect(attack(20, "minor")).toMatchObject({ kind: "minor-effect", minorEffect: true, majorEffect: false, bonusDamage: 0, refund: true });
		expect(attack(19, "minor")).toMatchObject({ kind: "minor-effect", bonusDamage: 0 });
		expect(attack(20, "effect")).toMatchObject({ kind: "major-effect" });
		expect(attack(20, "damage")).toMatchObject({ kind: "damage-bonus", bonusDamage: 4 });
	});

	it("only for attacks: a 20 on another task is still a major effect", () => {
		expect(readSpecialRoll(20, { success: true, damagingAttack: false, effectChoice: "minor" })).toMatchObject({ kind: "major-effect" });
	});

	it("the odds count it: no +3 on a 19 nor +4 on a 20, so the average damage drops by 7/20", () => {
		const withDamage = taskOdds({ target: 9, attackDamage: 4, effectChoice: "damage" }).expectedDamage ?? 0;
		const withMinor = taskOdds({ target: 9, attackDamage: 4, effectChoice: "minor" }).expectedDamage ?? 0;
		expect(withDamage - withMinor).toBeCloseTo((3 + 4) / 20);
	});

	it("a choice that is not one of the three is refused", () => {
		const result = planTask(character(), { stat: "might", difficulty: 2, attack: { weapon: "light" }, effectChoice: "both" as EffectChoice });
		expect(result).toEqual({ ok: false, error: 'Unknown choice on a 19 or 20 "both": use damage, effect or minor.' });
	});
});
