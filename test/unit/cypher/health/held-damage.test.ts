/**
 * Extra wound boxes and damaged armor (seed 000), and lasting and permanent damage (seed 001), in
 * the engine: each case quotes the seed and uses its numbers.
 */
import { describe, expect, it } from "vitest";
import { damageArmor, defenseSteps, healLastingDamage, isDeadByWounds, markHeldDamage, markWounds, woundHindrance } from "../../../../src/engine/systems/cypher/health";
import { damageEntry } from "../../../../src/engine/systems/cypher/log-entries";
import type { Wounds } from "../../../../src/engine/systems/cypher/character";
import { seedQuoter } from "../../../helpers/seeds";
import { must, pc } from "./fixtures";

const q000 = seedQuoter("000");
const q001 = seedQuoter("001");
const w = (minor: number, moderate: number, major: number): Wounds => ({ minor, moderate, major });
const META = { id: "t", time: "2026-11-21T02:30:00.000Z", actor: "GM", target: "Ria" };

describe("extra wound boxes (000)", () => {
	q000("A core character can take three minor wounds, three moderate wounds, and three major wounds.");
	q000("Your type might allow you to take additional wounds");
	const four = w(4, 3, 4);

	it("a fourth minor box takes a fourth minor wound before rolling over", () => {
		const marked = markWounds("Ria", w(3, 0, 0), ["minor"], four);
		expect(marked.value.wounds).toEqual(w(4, 0, 0));
		expect(marked.explanation.map((s) => s.text)).toContain("Marked a minor wound (4 of 4).");
		// The core three roll the fourth over to moderate.
		expect(markWounds("Ria", w(3, 0, 0), ["minor"]).value.wounds).toEqual(w(3, 1, 0));
	});

	it("with four major boxes the third major wound is not death; the fourth is", () => {
		q000("When you take your third major wound, you die.");
		expect(isDeadByWounds(w(0, 0, 3), four)).toBe(false);
		expect(isDeadByWounds(w(0, 0, 3))).toBe(true);
		const last = markWounds("Ria", w(0, 0, 3), ["major"], four);
		expect(last.value.dead).toBe(true);
		expect(last.explanation.map((s) => s.text)).toContain("That is the last major wound: the character dies.");
	});

	it("each major wound short of death hinders, so three of four major wounds hinder by three steps", () => {
		q000("Each individual major wound hinders all of your actions.");
		expect(woundHindrance(w(0, 0, 3), four).steps).toBe(3);
		// A full moderate row still means all three of its boxes here.
		expect(woundHindrance(w(0, 3, 0), four).steps).toBe(1);
	});
});

describe("damaged armor (000)", () => {
	q000("Special attacks or a GM Intrusion as part of an attack might damage your armor, reducing how much it eases your block tasks (but not affecting how much it hinders your dodge tasks");

	it("medium armor with one step of damage eases blocks by one step, and still hinders dodges by two", () => {
		q000("Medium Armor: Block rolls are eased by two steps. Dodge rolls are hindered by two steps.");
		const damaged = pc({ armor: "medium", armorDamage: 1 });
		expect(defenseSteps(damaged, "block").difficultyChange).toBe(-1);
		expect(defenseSteps(damaged, "dodge").difficultyChange).toBe(2);
		expect(defenseSteps(damaged, "block").explanation.map((s) => s.text)).toContain("The armor is damaged: it eases the block 1 step less, 1 step in all.");
	});

	it("a damaging attack takes one step of easing at a time, down to none", () => {
		const first = damageArmor(pc({ armor: "medium" }));
		expect(first.changes).toEqual([{ target: "Ria", key: "armor-damage", before: null, after: 1 }]);
		const second = damageArmor(pc({ armor: "medium", armorDamage: 1 }));
		expect(second.changes).toEqual([{ target: "Ria", key: "armor-damage", before: 1, after: 2 }]);
		expect(defenseSteps(pc({ armor: "medium", armorDamage: 2 }), "block").difficultyChange).toBe(0);
		// Armor that eases nothing any more has nothing left to lose.
		expect(damageArmor(pc({ armor: "medium", armorDamage: 2 })).changes).toEqual([]);
		expect(damageArmor(pc({ armor: "none" })).changes).toEqual([]);
	});
});

describe("lasting and permanent damage (001)", () => {
	q001("Lasting Damage: GM intrusion, heal at 1 point per day of full rest / 3 days of regular activity");
	q001("Permanent Damage: Special situation, never heals normally");

	it("points lost as lasting damage hold the Pool's maximum down by as much", () => {
		const held = markHeldDamage(pc(), { might: 4 }, "lasting");
		expect(held.changes).toEqual([{ target: "Ria", key: "might-lasting", before: null, after: 4 }]);
		expect(held.explanation.map((s) => s.text)).toEqual(["4 of it is lasting damage: Might's maximum is 6 until it heals, a point a day of full rest or three of regular activity."]);
		const permanent = markHeldDamage(pc(), { speed: 2 }, "permanent");
		expect(permanent.changes).toEqual([{ target: "Ria", key: "speed-permanent", before: null, after: 2 }]);
	});

	it("Apply damage as lasting: the Pool loses the points and its maximum holds them back", () => {
		const entry = must(damageEntry(META, pc(), { model: "wounds", stat: "might", amount: 4, heals: "lasting" }));
		expect(entry.changes).toEqual([
			{ target: "Ria", key: "might", before: 10, after: 6 },
			{ target: "Ria", key: "might-lasting", before: null, after: 4 },
		]);
		expect(entry.inputs).toContainEqual({ key: "heals", value: "lasting damage" });
	});

	it.each([
		// A point per day of full rest; a point per three days of regular activity.
		{ fullRest: 1, regular: 0, healed: 1 },
		{ fullRest: 0, regular: 3, healed: 1 },
		{ fullRest: 0, regular: 5, healed: 1 },
		{ fullRest: 2, regular: 6, healed: 4 },
		// Never more than the Pool holds back.
		{ fullRest: 9, regular: 0, healed: 4 },
	])("$fullRest days of full rest and $regular of regular activity heal $healed of 4 points", ({ fullRest, regular, healed }) => {
		const ria = pc({ pools: { might: { current: 5, max: 6, edge: 1, lasting: 4 }, speed: { current: 10, max: 10, edge: 0 }, intellect: { current: 10, max: 10, edge: 0 } } });
		const out = must(healLastingDamage(ria, "might", { fullRest, regular }));
		expect(out.value.healed).toBe(healed);
		expect(out.changes).toEqual([
			{ target: "Ria", key: "might-lasting", before: 4, after: 4 - healed === 0 ? null : 4 - healed },
			{ target: "Ria", key: "might", before: 5, after: 5 + healed },
		]);
	});

	it("too few days, or no lasting damage, heal nothing and say why", () => {
		const ria = pc({ pools: { might: { current: 5, max: 6, edge: 1, lasting: 4 }, speed: { current: 10, max: 10, edge: 0 }, intellect: { current: 10, max: 10, edge: 0 } } });
		const short = healLastingDamage(ria, "might", { fullRest: 0, regular: 2 });
		expect(short).toEqual({ ok: false, error: "A point of lasting damage heals after a day of full rest or three days of regular activity." });
		expect(healLastingDamage(ria, "speed", { fullRest: 1, regular: 0 })).toEqual({ ok: false, error: "Ria's Speed has no lasting damage to heal." });
		expect(healLastingDamage(ria, "might", { fullRest: -1, regular: 0 }).ok).toBe(false);
	});
});
