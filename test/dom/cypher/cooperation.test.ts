/**
 * Cooperation through the real dialogs: the task dialog's "Help from" (000's help, complementary
 * action, followers and NPC allies; 001's helping), its guard row and 001's three-on-one, and
 * Defend's help with defenses, guarding, distraction, drawing the attack, 001's covering fire and
 * high and low. Each quotes the seed, uses its numbers, checks the odds the dialog shows and what
 * the log entry says, and one undo puts the sheet back. Kira (fixtures.ts): tier 1, Might 9/12
 * Edge 1, Speed 10/10 Edge 0, Effort 1, light armor, trained in climbing.
 */
import { describe, expect, it } from "vitest";
import { parseEntries } from "../../../src/engine/log";
import { undoEntry } from "../../../src/notes/log/undo";
import { DEFEND_ACTION } from "../../../src/games/cypher/defend-action";
import { seedQuoter } from "../../helpers/seeds";
import type { TestVault } from "../campaign/helpers";
import { cypherDialog, KIRA, must, SESSION, table } from "./fixtures";

const q000 = seedQuoter("000");
const q001 = seedQuoter("001");
const TRACK = { "damage-model": "damage-track" };
const entries = async (v: TestVault) => parseEntries(await v.read(SESSION)).entries.map((e) => e.entry);

describe("help with a task (000)", () => {
	it("a trained helper gives two assets: a difficulty 3 Might task becomes 1, and the log says who helped", async () => {
		q000("If you're trained, specialized, or expert in that task, you give them an additional asset (for a total of two assets).");
		const v = await table();
		const plain = await cypherDialog(v, "task:might");
		expect(plain.lines("chance")).toEqual(["Chance of success: 60% (12 in 20)"]);
		const helped = await cypherDialog(v, "task:might", { helpFrom: "trained" }, [2]);
		expect(helped.lines("difficulty")).toEqual(["Difficulty 3 → 1 (Simple): target 3"]);
		expect(helped.lines("chance")).toEqual(["Chance of success: 90% (18 in 20)"]);
		expect(helped.lines("cooperation")).toEqual(["Help gives 2 assets (the helper is trained)."]);
		await helped.modal.roll();
		const [entry] = await entries(v);
		expect(entry?.inputs).toContainEqual({ key: "help from", value: "another character, trained" });
		expect(entry?.explanation).toContain("Help gives 2 assets (the helper is trained).");
		expect(entry?.outcome?.code).toBe("failure");
	});

	it("an untrained helper gives one asset; a helper with an inability none", async () => {
		q000("If you use your action to help someone with a task, you give them an asset on the task.");
		q000("If you have an inability in a task, your help has no effect.");
		const v = await table();
		expect((await cypherDialog(v, "task:might", { helpFrom: "untrained" })).lines("difficulty")).toEqual(["Difficulty 3 → 2 (Standard): target 6"]);
		const none = await cypherDialog(v, "task:might", { helpFrom: "inability" });
		expect(none.lines("difficulty")).toEqual(["Difficulty 3 → 3 (Demanding): target 9"]);
		expect(none.lines("cooperation")).toEqual(["A helper with an inability in the task adds nothing."]);
	});

	it("help counts toward the two assets a task can take", async () => {
		q000("one to three steps from skills, one or two steps from assets, and one to six steps from Effort.");
		const { lines } = await cypherDialog(await table(), "task:might", { assets: 1, helpFrom: "trained" });
		expect(lines("difficulty")).toEqual(["Difficulty 3 → 1 (Simple): target 3"]);
	});

	it("a successful complementary action gives one asset", async () => {
		q000("If your roll is a success, your friend's persuasion task gets an asset.");
		const { lines } = await cypherDialog(await table(), "task:intellect", { helpFrom: "complementary" });
		expect(lines("difficulty")).toEqual(["Difficulty 3 → 2 (Standard): target 6"]);
		expect(lines("cooperation")).toEqual(["The complementary action succeeded: an asset on the other task."]);
	});
});

describe("followers and NPC allies (000)", () => {
	it("a follower level 3 but level 5 for climbing gives two assets on the climb", async () => {
		q000("For example, if your follower is level 3, but level 5 for climbing, they give you two assets when they help you climb.");
		const v = await table();
		const three = await cypherDialog(v, "task:might", { skill: "climbing", helpFrom: "follower", followerLevel: 3 });
		// Trained in climbing (1) and one asset: 3 → 1.
		expect(three.lines("difficulty")).toEqual(["Difficulty 3 → 1 (Simple): target 3"]);
		const { modal, lines, labels } = await cypherDialog(v, "task:might", { skill: "climbing", helpFrom: "follower", followerLevel: 5 }, [12]);
		expect(labels()).toContain("Follower's level");
		expect(lines("difficulty")).toEqual(["Difficulty 3 → 0 (Routine): routine, no roll"]);
		await modal.roll();
		const [entry] = await entries(v);
		expect(entry?.inputs).toContainEqual({ key: "help from", value: "a follower" });
		expect(entry?.inputs).toContainEqual({ key: "follower's level", value: 5 });
		expect(entry?.explanation).toContain("The follower (level 5 for climbing) helps: 2 assets.");
	});

	it("grows with its leader: gained at tier 2 and level 4, it is level 5 at tier 4 and gives two assets", async () => {
		q000("for every two tiers you gain after acquiring the follower, increase the follower's level and its modifier levels by 1.");
		const v = await table({ tier: 4 });
		const { lines } = await cypherDialog(v, "task:might", { helpFrom: "follower", followerLevel: 4, followerJoined: 2 });
		expect(lines("cooperation")).toEqual(["The follower has gained 1 level(s) since joining at tier 2.", "The follower (level 5 for might) helps: 2 assets."]);
		expect(lines("difficulty")).toEqual(["Difficulty 3 → 1 (Simple): target 3"]);
	});

	it("an NPC ally helping an attack gives an asset", async () => {
		q000("an NPC ally uses their action (on your turn) to help you with (easing) a task if they can—that’s the default.");
		const { lines } = await cypherDialog(await table(), "task:might", { weapon: "medium", helpFrom: "ally" });
		expect(lines("cooperation")).toEqual(["The NPC ally helps: an asset on the attacks."]);
		expect(lines("difficulty")).toEqual(["Difficulty 3 → 2 (Standard): target 6"]);
	});
});

describe("helping under 001 (the damage track)", () => {
	it("an untrained Kira borrows a specialized helper's two steps; trained Kira with a trained helper gets +1", async () => {
		q001("If assisted character has less training, they gain the benefit of the helper’s training/specialization. If assisted character has equal or more training, they gain +1 bonus.");
		const v = await table({}, TRACK);
		const lent = await cypherDialog(v, "task:might", { helpFrom: "specialized" });
		expect(lent.lines("difficulty")).toEqual(["Difficulty 3 → 1 (Simple): target 3"]);
		expect(lent.lines("cooperation")).toEqual(["The helper is specialized and the helped character less so: the helper's training eases the task by 2 steps."]);
		const bonus = await cypherDialog(v, "task:might", { skill: "climbing", helpFrom: "trained" });
		// Trained: 3 → 2, target 6; +1 on the die makes a 5 enough: 16 in 20.
		expect(bonus.lines("difficulty")).toEqual(["Difficulty 3 → 2 (Standard): target 6"]);
		expect(bonus.lines("chance")).toEqual(["Chance of success: 80% (16 in 20)"]);
	});

	it("a complementary action is +2 on the roll", async () => {
		q001("Complementary Action: Two characters attempting different but complementary actions both gain +2 bonus.");
		const { lines } = await cypherDialog(await table({}, TRACK), "task:intellect", { helpFrom: "complementary" });
		// Target 9, a 7 is enough: 14 in 20.
		expect(lines("chance")).toEqual(["Chance of success: 70% (14 in 20)"]);
	});

	it("three-on-one: +1 on a melee attack, not offered at range nor under wounds", async () => {
		q001("THREE-ON-ONE: If three characters attack a single foe in melee, they all gain +1 bonus on attack.");
		const v = await table({}, TRACK);
		const { lines, labels } = await cypherDialog(v, "task:might", { weapon: "medium", threeOnOne: true });
		expect(labels()).toContain("Three on one");
		// Target 9 with +1: an 8 is enough, 13 in 20 (against 12 without).
		expect(lines("chance")).toEqual(["Chance of success: 65% (13 in 20)"]);
		expect(lines("cooperation")).toEqual(["3 attack the foe in melee: +1 to the attack roll."]);
		expect((await cypherDialog(await table(), "task:might", { weapon: "medium" })).labels()).not.toContain("Three on one");
	});
});

describe("guarding on a Speed task (000)", () => {
	it("stopping a foe you guard against is eased; getting past a guarding foe is hindered", async () => {
		q000("If a foe tries to get by you or take an action you're guarding against (such as moving through a door or attacking your friend), you can attempt an eased Speed action against the foe.");
		q000("If an NPC is guarding, you have to succeed at a hindered Speed task against them in order to do the thing they're guarding against.");
		const v = await table();
		expect((await cypherDialog(v, "task:speed", { guard: "stopping" })).lines("difficulty")).toEqual(["Difficulty 3 → 2 (Standard): target 6"]);
		expect((await cypherDialog(v, "task:speed", { guard: "passing" })).lines("difficulty")).toEqual(["Difficulty 3 → 4 (Difficult): target 12"]);
		expect((await cypherDialog(v, "task:might")).labels()).not.toContain("Guarding");
	});
});

describe("Defend: help and what the others did to the attacker", () => {
	it("000: help with defenses and a distracted attacker each ease; drawing the attack hinders two; logged and undone", async () => {
		q000("Helping someone with their defenses gives them an asset on all their defense tasks (not just one defense roll) until your next turn.");
		q000("When you use your turn to distract a foe, that foe's attacks are hindered for one round.");
		q000("your defense is hindered by two steps");
		const v = await table();
		// A dodge in light armor: level 3 hindered to 4.
		const plain = await cypherDialog(v, DEFEND_ACTION, { defense: "dodge" });
		expect(plain.lines("difficulty")).toEqual(["Difficulty 3 → 4 (Difficult): target 12"]);
		const eased = await cypherDialog(v, DEFEND_ACTION, { defense: "dodge", helpFrom: "untrained", distracted: true });
		expect(eased.lines("difficulty")).toEqual(["Difficulty 3 → 2 (Standard): target 6"]);
		const { modal, lines } = await cypherDialog(v, DEFEND_ACTION, { defense: "dodge", drewAttack: true, effort: 1 }, [5]);
		expect(lines("difficulty")).toEqual(["Difficulty 3 → 5 (Challenging): target 15"]);
		expect(lines("defense")).toContain("The foe attacks the drawing character, whose defense is hindered by 2 steps.");
		await modal.roll();
		const [entry] = await entries(v);
		expect(entry?.inputs).toContainEqual({ key: "cooperation", value: "drew the attack" });
		expect(entry?.explanation).toContain("The foe attacks the drawing character, whose defense is hindered by 2 steps.");
		expect(v.frontmatter(KIRA)?.["wounds-moderate"]).toBe(1);
		must(await undoEntry(v.app, v.file(SESSION), entry?.id ?? ""));
		expect(v.frontmatter(KIRA)?.["wounds-moderate"] ?? 0).toBe(0);
		expect(v.frontmatter(KIRA)?.["speed"]).toBe(10);
	});

	it("000: guarding eases every defense; 001's covering fire and high and low are not offered", async () => {
		q000("When guarding, you don't make attacks, but all your defense tasks are eased.");
		const v = await table();
		const { lines, labels } = await cypherDialog(v, DEFEND_ACTION, { defense: "block", guarding: true });
		// A block in light armor is eased 1; guarding 1 more: 3 → 1.
		expect(lines("difficulty")).toEqual(["Difficulty 3 → 1 (Simple): target 3"]);
		expect(labels()).not.toContain("Covering fire hit the attacker");
	});

	it("001: covering fire and high and low ease the Speed defense one step each; drawing the attack hinders it one", async () => {
		q001("COVERING FIRE: On successful covering fire attack roll, foe’s next attack suffers disadvantage.");
		q001("HIGH AND LOW: If both melee and ranged attack succeed on single opponent in same round, opponents suffers +1 difficulty for next task.");
		q001("(Prominent character suffers +1 difficulty on defense.)");
		const v = await table({}, TRACK);
		expect((await cypherDialog(v, DEFEND_ACTION, {})).lines("difficulty")).toEqual(["Difficulty 3 → 3 (Demanding): target 9"]);
		expect((await cypherDialog(v, DEFEND_ACTION, { coveringFire: true, highAndLow: true })).lines("difficulty")).toEqual(["Difficulty 3 → 1 (Simple): target 3"]);
		expect((await cypherDialog(v, DEFEND_ACTION, { drewAttack: true })).lines("difficulty")).toEqual(["Difficulty 3 → 4 (Difficult): target 12"]);
	});

	it("001: a helper with defense lends +1 to the roll", async () => {
		q001("If assisted character has equal or more training, they gain +1 bonus.");
		const { lines } = await cypherDialog(await table({}, TRACK), DEFEND_ACTION, { helpFrom: "untrained" });
		expect(lines("chance")).toEqual(["Chance to defend: 65% (13 in 20)"]);
	});
});
