import { describe, expect, it } from "vitest";
import { scriptedRng, seededRng } from "../../../../src/engine/rng";
import type { Follower } from "../../../../src/engine/systems/cypher/party";
import {
	complementaryAction,
	cypherLoad,
	distraction,
	drawTheAttack,
	enforceCypherLimit,
	followerHelp,
	followerLevel,
	guarding,
	help,
	helpDefense,
	npcAllyHelp,
	passGuardingNpc,
	takeTheAttack,
} from "../../../../src/engine/systems/cypher/party";

describe("cypher limit (001)", () => {
	// 001: "If character is carrying more cyphers than their cypher limit, random cyphers disappear instantly until they have cyphers equal to their maximum."
	it("within the limit nothing happens", () => {
		const result = enforceCypherLimit({ name: "Ayla", cypherLimit: 2, cyphers: ["Detonation", "Stim"] }, scriptedRng([]));
		expect(result.ok && result.value.changes).toEqual([]);
	});

	it("over the limit, random cyphers vanish until the count equals the limit (the die picks which)", () => {
		// Faces 2 then 1: the second of four goes, then the first of the remaining three.
		const result = enforceCypherLimit({ name: "Ayla", cypherLimit: 2, cyphers: ["A", "B", "C", "D"] }, scriptedRng([2, 1]), { target: "Ayla.md" });
		expect(result.ok).toBe(true);
		if (!result.ok) return;
		expect(result.value.lost).toEqual(["B", "A"]);
		expect(result.value.changes).toEqual([{ target: "Ayla.md", key: "cyphers", before: ["A", "B", "C", "D"], after: ["C", "D"] }]);
	});

	// 001: "Occultic Cyphers count as 2 cyphers against limit."
	it("occultic cyphers count as two", () => {
		expect(cypherLoad(["A", "Occ"], new Set(["Occ"]))).toBe(3);
		const result = enforceCypherLimit({ name: "Ayla", cypherLimit: 2, cyphers: ["A", "Occ"] }, scriptedRng([1]), { occultic: ["Occ"] });
		expect(result.ok && result.value.kept).toEqual(["Occ"]);
	});

	it("whatever the dice, the load ends at or below the limit", () => {
		const rng = seededRng(7);
		for (let n = 0; n < 12; n++) {
			const cyphers = Array.from({ length: n }, (_, i) => `c${i}`);
			const result = enforceCypherLimit({ name: "X", cypherLimit: 3, cyphers }, rng, { occultic: ["c1", "c4"] });
			expect(result.ok).toBe(true);
			if (result.ok) expect(cypherLoad(result.value.kept, new Set(["c1", "c4"]))).toBeLessThanOrEqual(3);
		}
	});

	it("refuses a corrupt limit", () => {
		expect(enforceCypherLimit({ name: "X", cypherLimit: -1, cyphers: [] }, scriptedRng([])).ok).toBe(false);
	});
});

describe("help (000, 001)", () => {
	// 000: "If you use your action to help someone with a task, you give them an asset on the task. If you're trained, specialized, or expert in that task, you give them an additional asset (for a total of two assets). If you have an inability in a task, your help has no effect."
	it.each([
		[undefined, 1],
		["trained", 2],
		["specialized", 2],
		["expert", 2],
		["inability", 0],
	] as const)("a helper who is %s gives %i asset(s)", (level, assets) => {
		expect(help(level).assets).toBe(assets);
	});

	// 001: "If assisted character has less training, they gain the benefit of the helper's training/specialization. If assisted character has equal or more training, they gain +1 bonus."
	it.each([
		["specialized", undefined, 2, 0],
		["specialized", "trained", 1, 0],
		["trained", "trained", 0, 1],
		[undefined, "trained", 0, 1],
	] as const)("classic: helper %s, helped %s → %i skill step(s), +%i", (helper, helped, steps, bonus) => {
		const result = help(helper, helped, "classic");
		expect(result.skillSteps).toBe(steps);
		expect(result.rollBonus).toBe(bonus);
	});

	// 000: "Helping someone with their defenses gives them an asset on all their defense tasks (not just one defense roll) until your next turn."
	it("helping defense: an asset on all defense tasks until the helper's next turn", () => {
		expect(helpDefense(undefined)).toMatchObject({ assets: 1, until: "helper's next turn" });
		expect(helpDefense("inability").assets).toBe(0);
	});

	// 000: "If your complementary action succeeds, you give the other person an asset on their task."
	it("complementary action: an asset only when it succeeds; classic: both +2", () => {
		expect(complementaryAction(true).assets).toBe(1);
		expect(complementaryAction(false).assets).toBe(0);
		// 001: "Complementary Action: Two characters attempting different but complementary actions both gain +2 bonus."
		expect(complementaryAction(false, "classic").rollBonusBoth).toBe(2);
	});
});

describe("distraction, drawing and taking the attack, guarding (000)", () => {
	// 000: "This can't hinder a foe by more than one step, no matter how many people are trying to distract"
	it.each([
		[0, 0],
		[1, 1],
		[4, 1],
	])("%i distracting → the foe's attacks hindered %i step", (n, steps) => {
		expect(distraction(n).foeAttackHindered).toBe(steps);
	});

	// 000: "your defense is hindered by two steps. Two characters attempting to draw an attack at the same time cancel each other out."
	it("drawing the attack hinders your defense by two; two drawers cancel", () => {
		expect(drawTheAttack()).toMatchObject({ drawn: true, defenseHindered: 2 });
		expect(drawTheAttack({ drawers: 2 })).toMatchObject({ drawn: false, defenseHindered: 0 });
		// 000: "Against an intelligent or determined foe, you may have to succeed at an Intellect action to draw their attack"
		expect(drawTheAttack({ intelligentFoe: true, succeeded: false })).toMatchObject({ drawn: false, rollNeeded: true });
		// 001: "Prominent character suffers +1 difficulty on defense."
		expect(drawTheAttack({ rule: "001" }).defenseHindered).toBe(1);
	});

	// 000: "The attack automatically succeeds against you and it inflicts an additional minor wound."
	it("taking the attack: automatic hit plus a minor wound (000) or +1 damage (001)", () => {
		expect(takeTheAttack()).toMatchObject({ automaticHit: true, extraMinorWounds: 1, extraDamage: 0 });
		expect(takeTheAttack("001")).toMatchObject({ extraMinorWounds: 0, extraDamage: 1 });
	});

	// 000: "When guarding, you don't make attacks, but all your defense tasks are eased." / "If an NPC is guarding, you have to succeed at a hindered Speed task"
	it("guarding eases defense and the Speed action to stop a foe; a guarding NPC hinders", () => {
		expect(guarding()).toMatchObject({ defenseEased: 1, interceptEased: 1, canAttack: false });
		expect(passGuardingNpc().speedHindered).toBe(1);
	});
});

describe("followers and NPC allies (000)", () => {
	// 000: "a scout follower might be level 2 with a level 3 modifier for perception"
	const scout: Follower = { name: "Scout", level: 2, modifiers: { perception: 3 }, acquiredAtTier: 2 };

	// 000: "if you gained a scout follower at tier 2 and you advance to tier 4, the scout's level increases to 3 and their perception modifier to 4."
	it.each([
		[2, undefined, 2],
		[3, undefined, 2],
		[4, undefined, 3],
		[4, "perception", 4],
		[6, "perception", 5],
	])("at leader tier %i, level for %s is %i", (tier, task, level) => {
		const result = followerLevel(scout, tier, task);
		expect(result.ok && result.value).toBe(level);
	});

	// 000: "if your follower is level 3, but level 5 for climbing, they give you two assets when they help you climb."
	it("level 3 but 5 for climbing: two assets climbing, one otherwise", () => {
		const climber: Follower = { name: "Climber", level: 3, modifiers: { climbing: 5 }, acquiredAtTier: 1 };
		const climbing = followerHelp(climber, 1, "Climbing");
		const other = followerHelp(climber, 1, "stealth");
		expect(climbing.ok && climbing.value.assets).toBe(2);
		expect(other.ok && other.value.assets).toBe(1);
	});

	// 000: "A follower can have an inability just like a PC does" + "If you have an inability in a task, your help has no effect."
	it("a follower with an inability in the task gives no asset", () => {
		const result = followerHelp({ ...scout, inabilities: ["swimming"] }, 2, "swimming");
		expect(result.ok && result.value.assets).toBe(0);
	});

	it("refuses a leader tier below the tier the follower joined at, and bad levels", () => {
		expect(followerLevel(scout, 1).ok).toBe(false);
		expect(followerLevel({ ...scout, level: 99 }, 2).ok).toBe(false);
		expect(followerLevel({ ...scout, modifiers: { x: -3 } }, 2).ok).toBe(false);
	});

	// 000: "an NPC ally uses their action (on your turn) to help you with (easing) a task if they can—that's the default."
	it("an NPC ally helps with one asset by default", () => {
		expect(npcAllyHelp("defense")).toMatchObject({ assets: 1, on: "defense" });
	});
});
