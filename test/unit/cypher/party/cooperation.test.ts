/**
 * Cooperation as the dialogs offer it (games/cypher/cooperation.ts): each choice turned into steps
 * or a roll bonus by the engine's party rules, with the seeds' numbers. 000 is played under wounds
 * (help is assets), 001 under the damage track (help lends training or +1).
 */
import { describe, expect, it } from "vitest";
import { coveringFire, highAndLow, threeOnOne } from "../../../../src/engine/systems/cypher/party";
import { changeHelp, foeOnDefense, guardOnTask, helpChoices, helpOnRoll, threeOnOneOnAttack, together } from "../../../../src/games/cypher/cooperation";
import type { Result } from "../../../../src/engine/result";
import { seedQuoter } from "../../../helpers/seeds";
import { citedWords } from "../citations";

function must<T>(result: Result<T>): T {
	if (!result.ok) throw new Error(result.error);
	return result.value;
}

const q000 = seedQuoter("000");
const q001 = seedQuoter("001");
const TASK = { name: "climbing", tier: 1, defense: false, attack: false };
const DEFENSE = { name: "speed defense", tier: 1, defense: true, attack: false };

describe("help with a task (000: assets)", () => {
	it("an untrained helper gives one asset, a trained, specialized or expert one two, one with an inability none", () => {
		q000("If you use your action to help someone with a task, you give them an asset on the task. If you're trained, specialized, or expert in that task, you give them an additional asset (for a total of two assets). If you have an inability in a task, your help has no effect.");
		expect(must(helpOnRoll({ helpFrom: "untrained" }, "assets", undefined, TASK)).assets).toBe(1);
		for (const level of ["trained", "specialized", "expert"] as const) expect(must(helpOnRoll({ helpFrom: level }, "assets", undefined, TASK)).assets).toBe(2);
		expect(must(helpOnRoll({ helpFrom: "inability" }, "assets", undefined, TASK))).toMatchObject({ assets: 0, easing: 0, rollBonus: 0 });
		expect(must(helpOnRoll({ helpFrom: "" }, "assets", undefined, TASK)).explanation).toEqual([]);
	});

	it("a successful complementary action gives one asset", () => {
		q000("If your complementary action succeeds, you give the other person an asset on their task.");
		const done = must(helpOnRoll({ helpFrom: "complementary" }, "assets", undefined, TASK));
		expect(done.assets).toBe(1);
		expect(citedWords(done.explanation[0]?.source)).toContain("complementary action succeeds");
	});

	it("help with defenses is one asset whatever the helper's training", () => {
		q000("Helping someone with their defenses gives them an asset on all their defense tasks (not just one defense roll) until your next turn.");
		expect(must(helpOnRoll({ helpFrom: "specialized" }, "assets", undefined, DEFENSE)).assets).toBe(1);
		expect(must(helpOnRoll({ helpFrom: "inability" }, "assets", undefined, DEFENSE)).assets).toBe(0);
	});

	it("a complementary action does not help a defense", () => {
		expect(helpOnRoll({ helpFrom: "complementary" }, "assets", undefined, DEFENSE).ok).toBe(false);
		expect(helpChoices(true).map(([id]) => id)).not.toContain("complementary");
	});
});

describe("followers and NPC allies (000)", () => {
	it("a follower gives one asset, two at level 5 or more for the task", () => {
		q000("If your follower's level or modification is 5 or higher for a task, them helping you with that task gives you two assets instead of one. For example, if your follower is level 3, but level 5 for climbing, they give you two assets when they help you climb.");
		expect(must(helpOnRoll({ helpFrom: "follower", followerLevel: 3 }, "assets", undefined, TASK)).assets).toBe(1);
		expect(must(helpOnRoll({ helpFrom: "follower", followerLevel: 5 }, "assets", undefined, TASK)).assets).toBe(2);
	});

	it("grows a level for every two tiers its leader gains: gained at tier 2, level 2, it is level 3 at tier 4", () => {
		q000("For example, if you gained a scout follower at tier 2 and you advance to tier 4, the scout's level increases to 3");
		const at4 = must(helpOnRoll({ helpFrom: "follower", followerLevel: 2, followerJoined: 2 }, "assets", undefined, { ...TASK, tier: 4 }));
		expect(at4.assets).toBe(1);
		expect(at4.explanation.map((s) => s.text)).toContain("The follower (level 3 for climbing) helps: 1 asset.");
		// Level 4 at tier 2 is level 5 at tier 4: two assets.
		expect(must(helpOnRoll({ helpFrom: "follower", followerLevel: 4, followerJoined: 2 }, "assets", undefined, { ...TASK, tier: 4 })).assets).toBe(2);
		expect(must(helpOnRoll({ helpFrom: "follower", followerLevel: 4, followerJoined: 2 }, "assets", undefined, { ...TASK, tier: 3 })).assets).toBe(1);
	});

	it("an NPC ally gives an asset on the task, the attack or the dodge", () => {
		q000("In combat, you should decide if the ally helps you attack (giving you an asset on your attacks) or defend (giving you an asset on your dodge rolls).");
		expect(must(helpOnRoll({ helpFrom: "ally" }, "assets", undefined, DEFENSE)).explanation[0]?.text).toBe("The NPC ally helps: an asset on the dodge rolls.");
		expect(must(helpOnRoll({ helpFrom: "ally" }, "assets", undefined, { ...TASK, attack: true })).assets).toBe(1);
	});
});

describe("helping (001: the helper's training, else +1; complementary +2 to both)", () => {
	it("a helper with more training lends it; with equal or less, +1", () => {
		q001("If assisted character has less training, they gain the benefit of the helper’s training/specialization. If assisted character has equal or more training, they gain +1 bonus.");
		expect(must(helpOnRoll({ helpFrom: "specialized" }, "classic", undefined, TASK))).toMatchObject({ easing: 2, rollBonus: 0, assets: 0 });
		expect(must(helpOnRoll({ helpFrom: "specialized" }, "classic", "trained", TASK))).toMatchObject({ easing: 1, rollBonus: 0 });
		expect(must(helpOnRoll({ helpFrom: "trained" }, "classic", "trained", TASK))).toMatchObject({ easing: 0, rollBonus: 1 });
		expect(must(helpOnRoll({ helpFrom: "untrained" }, "classic", undefined, TASK))).toMatchObject({ easing: 0, rollBonus: 1 });
	});

	it("complementary actions: +2", () => {
		q001("Complementary Action: Two characters attempting different but complementary actions both gain +2 bonus.");
		expect(must(helpOnRoll({ helpFrom: "complementary" }, "classic", undefined, TASK))).toMatchObject({ rollBonus: 2, assets: 0 });
	});
});

describe("what the others did to the attacker, on a defense", () => {
	it("000: distraction eases 1, guarding eases 1, drawing the attack hinders 2", () => {
		q000("When you use your turn to distract a foe, that foe's attacks are hindered for one round.");
		q000("When guarding, you don't make attacks, but all your defense tasks are eased.");
		q000("your defense is hindered by two steps");
		expect(foeOnDefense({ distracted: true }, "assets")).toMatchObject({ easing: 1, hindering: 0 });
		expect(foeOnDefense({ guarding: true }, "assets")).toMatchObject({ easing: 1 });
		expect(foeOnDefense({ drewAttack: true }, "assets")).toMatchObject({ easing: 0, hindering: 2 });
		expect(foeOnDefense({ guarding: true, distracted: true, drewAttack: true }, "assets")).toMatchObject({ easing: 2, hindering: 2 });
	});

	it("001: drawing hinders 1; covering fire and high and low each ease 1; 000 has neither", () => {
		q001("(Prominent character suffers +1 difficulty on defense.)");
		q001("COVERING FIRE: On successful covering fire attack roll, foe’s next attack suffers disadvantage.");
		q001("HIGH AND LOW: If both melee and ranged attack succeed on single opponent in same round, opponents suffers +1 difficulty for next task.");
		expect(foeOnDefense({ drewAttack: true }, "classic").hindering).toBe(1);
		expect(foeOnDefense({ coveringFire: true }, "classic").easing).toBe(1);
		expect(foeOnDefense({ highAndLow: true }, "classic").easing).toBe(1);
		expect(foeOnDefense({ coveringFire: true, highAndLow: true }, "assets").easing).toBe(0);
		expect(citedWords(coveringFire().explanation[0]?.source)).toContain("COVERING FIRE");
		expect(citedWords(highAndLow().explanation[0]?.source)).toContain("HIGH AND LOW");
	});
});

describe("guarding on a Speed task (000) and three-on-one (001)", () => {
	it("stopping a foe you guard against is eased; getting past a guarding foe is hindered", () => {
		q000("you can attempt an eased Speed action against the foe.");
		q000("If an NPC is guarding, you have to succeed at a hindered Speed task against them in order to do the thing they're guarding against.");
		expect(guardOnTask("stopping")).toMatchObject({ easing: 1, hindering: 0 });
		expect(guardOnTask("passing")).toMatchObject({ easing: 0, hindering: 1 });
		expect(guardOnTask("").explanation).toEqual([]);
	});

	it("three attacking one foe in melee each get +1; two do not", () => {
		q001("THREE-ON-ONE: If three characters attack a single foe in melee, they all gain +1 bonus on attack.");
		expect(threeOnOne(3).rollBonus).toBe(1);
		expect(threeOnOne(2).rollBonus).toBe(0);
		expect(threeOnOneOnAttack(true).rollBonus).toBe(1);
		expect(together([threeOnOneOnAttack(true), guardOnTask("passing")])).toMatchObject({ rollBonus: 1, hindering: 1 });
	});
});

describe("the help rows' values", () => {
	it("keep a follower's level within 0–10 and its tier from 1 to the character's, and refuse a helper the list does not have", () => {
		expect(changeHelp({}, "followerLevel", 99, 3)).toEqual({ followerLevel: 10 });
		expect(changeHelp({}, "followerJoined", 6, 3)).toEqual({ followerJoined: 3 });
		expect(changeHelp({}, "followerJoined", 0, 3)).toEqual({ followerJoined: 1 });
		expect(changeHelp({ helpFrom: "trained" }, "helpFrom", "<b>boss</b>", 1)).toEqual({ helpFrom: "trained" });
		expect(changeHelp({}, "helpFrom", "ally", 1)).toEqual({ helpFrom: "ally" });
		expect(changeHelp({}, "assets", 1, 1)).toBeUndefined();
	});
});
