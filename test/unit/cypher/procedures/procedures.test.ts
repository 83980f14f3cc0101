/**
 * The GM's procedures of the cheat sheet (seed 001) and 000's object levels, each tested with the
 * seed's own numbers and quoting the seed's words (seedQuoter fails a quotation that is not there).
 */
import { describe, expect, it } from "vitest";
import {
	ABILITY_CHANGES,
	bossOf,
	chaseAfter,
	chaseOdds,
	chaseStanding,
	chaseTask,
	CLIMB_TABLE,
	CRAFTING_TABLE,
	drivingTask,
	failureRow,
	foeGainsHealth,
	heavyObjectTask,
	INTRUSION_EXAMPLES,
	INTERRUPTED,
	intrusionChoice,
	NOTICING_ARRIVAL,
	TRANSLATION_FACTS,
	INTRUSION_KINDS,
	itemTask,
	jumpTask,
	KNOWLEDGE_TABLE,
	modifyAbility,
	movementDefense,
	npcAgainstNpc,
	objectLevelGuide,
	opposedOdds,
	planCrafting,
	planTranslation,
	rangeMove,
	roundMove,
	readMovement,
	resolveOpposed,
	RIDING_TABLE,
	rollTranslationFailure,
	splitSwarm,
	swarmOf,
	tableTask,
	travel,
	TRANSLATION_FAILURES,
	translationEffect,
	zeroGravityMove,
	type CreatureNumbers,
} from "../../../../src/engine/systems/cypher/procedures";
import { circumstance, planTask } from "../../../../src/engine/systems/cypher/task";
import { scriptedRng } from "../../../../src/engine/rng";
import type { Result } from "../../../../src/engine/result";
import { seedQuoter } from "../../../helpers/seeds";
import { pc } from "../health/fixtures";
import { citedWords } from "../citations";
import { describeQuotingSeeds, seedText } from "../../../helpers/seeds";
import type { Explanation } from "../../../../src/engine/explain";

const q001 = seedQuoter("001");
const q000 = seedQuoter("000");

function must<T>(result: Result<T>): T {
	if (!result.ok) throw new Error(result.error);
	return result.value;
}

describe("moving (001)", () => {
	it(q001("Long (100 ft.) = Speed task, difficulty 4"), () => {
		const long = rangeMove("long");
		expect(long.task).toMatchObject({ stat: "speed", difficulty: 4 });
		expect(rangeMove("short").cost).toBe("action");
		expect(rangeMove("immediate").cost).toBe("part");
		q001("Immediate (10 ft.) = Part of another action");
		q001("Short (50 ft.) = 1 action");
	});

	it(q001("Walking (Road): 3 miles per hour, 20 miles per day"), () => {
		expect(must(travel("road", "normal", { hours: 2 })).miles).toBe(6);
		expect(must(travel("road", "normal", { days: 3 })).miles).toBe(60);
	});

	it(q001("Walking (Overland): 2 miles per hour, 12 miles per day"), () => {
		expect(must(travel("overland", "normal", { days: 1 })).miles).toBe(12);
	});

	it(q001("Rough Terrain: ½ long-term movement, +1 difficulty"), () => {
		const walk = must(travel("overland", "rough", { days: 1 }));
		expect(walk.miles).toBe(6);
		expect(walk.hindering).toBe(1);
		expect(walk.shortMoveFeet).toBe(50);
	});

	it(q001("Difficult Terrain: ½ round movement, 1/3 long-term movement, +1 difficulty"), () => {
		const walk = must(travel("road", "difficult", { days: 3 }));
		expect(walk.miles).toBeCloseTo(20);
		expect(walk.shortMoveFeet).toBe(25);
		expect(walk.hindering).toBe(1);
	});

	it(`${q001("Climbing: Difficult Terrain + Might task")} and ${q001("High Gravity: Difficult terrain")}`, () => {
		for (const terrain of ["climbing", "high-gravity"] as const) {
			const walk = must(travel("road", terrain, { days: 3 }));
			expect(walk.miles).toBeCloseTo(20);
			expect(walk.explanation[1]?.text).toContain("counts as difficult terrain");
		}
	});

	it(q001("Swimming: ¼ movement, +1 difficulty"), () => {
		const swim = must(travel("road", "swimming", { hours: 4 }));
		expect(swim.miles).toBe(3);
		expect(swim.shortMoveFeet).toBe(12.5);
	});

	it(q001("Riding: Speed x 2 + Speed task for maneuver"), () => {
		expect(must(travel("road", "normal", { days: 1 }, true)).miles).toBe(40);
	});

	it(q001("Zero Gravity: Might task, difficulty ¼ distance in feet (continue moving ½ initial distance each round)"), () => {
		const move = must(zeroGravityMove(20));
		expect(move).toMatchObject({ stat: "might", difficulty: 5, driftFeet: 10 });
		// A part of a step counts as a whole one: 30 feet is 7.5, difficulty 8.
		expect(must(zeroGravityMove(30)).difficulty).toBe(8);
		expect(must(zeroGravityMove(100)).difficulty).toBe(10);
	});

	it(`in a round: ${q001("Difficult Terrain: ½ round movement, 1/3 long-term movement, +1 difficulty")}`, () => {
		// A short move of 50 feet is 25 in difficult terrain, 12.5 swimming, whole in rough terrain (which slows only long-term movement).
		expect(roundMove("short", "normal")).toMatchObject({ feet: 50, cost: "action", hindering: 0 });
		expect(roundMove("short", "difficult")).toMatchObject({ feet: 25, cost: "action", hindering: 1 });
		expect(roundMove("short", "swimming").feet).toBe(12.5);
		expect(roundMove("short", "rough").feet).toBe(50);
		expect(roundMove("immediate", "high-gravity")).toMatchObject({ feet: 5, cost: "part" });
		// The long move stays 001's difficulty 4 Speed task, hindered a step by the ground as any task there.
		expect(roundMove("long", "normal").task).toMatchObject({ stat: "speed", difficulty: 4, hindering: 0 });
		expect(roundMove("long", "rough").task).toMatchObject({ stat: "speed", difficulty: 4, hindering: 1 });
		expect(roundMove("short", "normal").task).toBeUndefined();
	});

	it(`in a round, ${q001("Riding: Speed x 2 + Speed task for maneuver")}`, () => {
		expect(roundMove("short", "normal", true).feet).toBe(100);
		expect(roundMove("long", "difficult", true).feet).toBe(100);
		expect(roundMove("long", "difficult", true).explanation.map((step) => step.text)).toContain("Riding doubles it: about 100 feet.");
	});

	it("refuses a walk of a fraction of an hour or a negative day", () => {
		expect(travel("road", "normal", { hours: 1.5 }).ok).toBe(false);
		expect(travel("road", "normal", { days: -1 }).ok).toBe(false);
	});
});

describe("jumping and heavy objects (001)", () => {
	it(q001("Long Jump: Might task, diffculty # feet jumped - 4"), () => {
		expect(must(jumpTask("long", 12))).toMatchObject({ stat: "might", difficulty: 8, assets: 0 });
		expect(must(jumpTask("long", 3)).difficulty).toBe(0);
	});

	it(q001("Running immediate distance = asset"), () => {
		expect(must(jumpTask("long", 12, "immediate"))).toMatchObject({ difficulty: 8, assets: 1 });
		expect(must(jumpTask("vertical", 3, "immediate"))).toMatchObject({ difficulty: 3, assets: 1 });
	});

	it(q001("Running short distance = asset, difficulty ½ feet jumped - 4"), () => {
		expect(must(jumpTask("long", 12, "short"))).toMatchObject({ difficulty: 2, assets: 1 });
		expect(must(jumpTask("long", 13, "short")).difficulty).toBe(3);
	});

	it(q001("Vertical Jump: Might task, difficulty # feet jumped"), () => {
		expect(must(jumpTask("vertical", 4))).toMatchObject({ stat: "might", difficulty: 4 });
	});

	it("a jump past the scale counts as difficulty 10 and says so", () => {
		const far = must(jumpTask("long", 20));
		expect(far.difficulty).toBe(10);
		expect(far.explanation.at(-1)?.text).toContain("would be difficulty 16");
	});

	it(q001("Might task, difficulty +1 per 50 pounds to move immediate distance."), () => {
		expect(must(heavyObjectTask(150))).toMatchObject({ stat: "might", difficulty: 3, shortMove: false });
		expect(must(heavyObjectTask(99)).difficulty).toBe(1);
	});

	it(q001("(If difficulty 0, they can move short distance as an action.)"), () => {
		expect(must(heavyObjectTask(40))).toMatchObject({ difficulty: 0, shortMove: true });
	});
});

describe("chases and driving (001)", () => {
	it(`${q001("CHASE: Speed task")}: against the NPC's level`, () => {
		expect(must(chaseTask(4))).toMatchObject({ stat: "speed", difficulty: 4 });
	});

	it(q001("Long Chase: Must succeed on number of Speed tasks equal to NPC’s level."), () => {
		expect(must(chaseStanding(3, 3, 2)).state).toBe("escaped");
		expect(must(chaseStanding(3, 2, 2))).toMatchObject({ state: "running", needed: 1, spare: 1 });
	});

	it(q001("If PC has more failures than successes, they fail the chase."), () => {
		// Read at the chase's end: with 3 successes to make, a fourth failure can no longer be outnumbered.
		expect(must(chaseStanding(3, 2, 4)).state).toBe("caught");
		expect(must(chaseStanding(3, 3, 3)).state).toBe("escaped");
		expect(must(chaseAfter({ level: 3, successes: 1, failures: 3 }, false)).state).toBe("caught");
	});

	it("the odds of a long chase agree with enumerating every run of rolls", () => {
		// Every sequence of outcomes until the chase ends, weighted: the same as the closed sum.
		const walk = (p: number, level: number, s: number, f: number): number => {
			if (f > level) return 0;
			if (s >= level) return 1;
			return p * walk(p, level, s + 1, f) + (1 - p) * walk(p, level, s, f + 1);
		};
		for (const p of [0.05, 0.45, 0.75, 1]) for (const level of [1, 3, 6]) expect(chaseOdds(p, level, level)).toBeCloseTo(walk(p, level, 0, 0), 12);
		expect(chaseOdds(0.5, 0, 0)).toBe(1);
	});

	it(q001("DRIVING: Difficulty 0. +1 difficulty for each round taking an action other than driving the vehicle."), () => {
		expect(must(drivingTask(0)).difficulty).toBe(0);
		expect(must(drivingTask(2)).difficulty).toBe(2);
		expect(drivingTask(11).ok).toBe(false);
	});
});

describe("crafting (001)", () => {
	it(q001("Intellect task, difficulty = common item level"), () => {
		const plan = must(planCrafting({ kind: "common", level: 3 }));
		expect(plan.task).toMatchObject({ stat: "intellect", difficulty: 3 });
		expect(plan.time).toBe("1 day");
	});

	it(q001("Intellect task, difficulty = numenera level + 5"), () => {
		expect(must(planCrafting({ kind: "numenera", level: 2 })).task.difficulty).toBe(7);
	});

	it(q001("Permanent Nonstandard / Strange Items: Difficulty 7+. Requires XP expenditure for artifacts."), () => {
		expect(must(planCrafting({ kind: "strange", level: 4, artifactXp: 3 }))).toMatchObject({ task: { difficulty: 7 }, xp: 3 });
		expect(must(planCrafting({ kind: "strange", level: 9 })).task.difficulty).toBe(9);
	});

	it(q001("Materials: Item requires materials equal to its level and all levels below it. (Level 3 item requires level 3 material, level 2 material, and level 1 material.)"), () => {
		expect(must(planCrafting({ kind: "common", level: 3 })).materials).toEqual([3, 2, 1]);
	});

	it(q001("Training: Can be used to reduce the time or materials required instead of the difficulty (at GM’s discretion)."), () => {
		const time = must(planCrafting({ kind: "common", level: 5, trainingSteps: 1, trainingUse: "time" }));
		expect(time.time).toBe("1 to 2 days");
		expect(time.trainingEasesRoll).toBe(false);
		expect(must(planCrafting({ kind: "common", level: 3, trainingSteps: 2, trainingUse: "materials" })).materials).toEqual([3]);
		expect(must(planCrafting({ kind: "common", level: 3, trainingSteps: 1 })).trainingEasesRoll).toBe(true);
	});

	it(q001("Retry: Requires fresh supply of highest-level material."), () => {
		expect(must(planCrafting({ kind: "common", level: 4, retry: true })).explanation.at(-1)?.text).toBe("A retry needs fresh material of level 4.");
	});

	it(q001("Spend 1 XP and attempt Intellect task (difficulty equal to level of recursion/area + 2)."), () => {
		const key = must(planCrafting({ kind: "recursion-key", level: 3 }));
		expect(key).toMatchObject({ task: { difficulty: 5 }, xp: 1, materials: [] });
		q001("Must have visited/studied location for 1 day.");
		q001("Spend 1 week crafting the key’s form.");
	});

	it(`${q001("General Time to Build")}: the table row for each difficulty`, () => {
		expect(CRAFTING_TABLE.map((row) => row.difficulty)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
		expect(CRAFTING_TABLE[1]?.time).toBe("5 minutes");
		expect(CRAFTING_TABLE[6]?.time).toBe("1 month");
	});
});

describe("the difficulty tables (001) and object levels (000)", () => {
	it(`${q001("CLIMB (MIGHT)")}: 2 for plenty of handholds to 10 for glass`, () => {
		expect(CLIMB_TABLE.rows.map((r) => r.difficulty)).toEqual([2, 3, 4, 5, 6, 8, 10]);
		expect(must(tableTask(CLIMB_TABLE, "glass"))).toMatchObject({ stat: "might", difficulty: 10 });
		q001("Glass wall or similar surface");
	});

	it(`${q001("RIDING (SPEED)")}: 0 to ride, 3 to stay on when hurt, 5 to coax a mount`, () => {
		expect(RIDING_TABLE.rows.map((r) => r.difficulty)).toEqual([0, 1, 3, 4, 4, 4, 5, 5]);
		expect(must(tableTask(RIDING_TABLE, "stay-on-when-hurt"))).toMatchObject({ stat: "speed", difficulty: 3 });
		q001("Staying on when you take damage");
	});

	it(`${q001("REMEMBER/ IDENTIFY/ UNDERSTAND (INTELLECT)")}: 0 common knowledge to 10 lost`, () => {
		expect(KNOWLEDGE_TABLE.rows.map((r) => r.difficulty)).toEqual([0, 1, 3, 5, 7, 10]);
		expect(must(tableTask(KNOWLEDGE_TABLE, "scholar-knows"))).toMatchObject({ stat: "intellect", difficulty: 3 });
		q001("Something a scholar probably knows");
	});

	it("a row the table does not have is refused", () => {
		expect(tableTask(CLIMB_TABLE, "moon").ok).toBe(false);
	});

	it(q000("Something easy to break in the real world is level 1 or 2, something that takes a little work to break is level 3 or 4, and something hard to break without tools is level 5 or higher."), () => {
		expect(objectLevelGuide(2).text).toContain("easy to break");
		expect(objectLevelGuide(4).text).toContain("little work");
		expect(objectLevelGuide(7).text).toContain("without tools");
	});
});

describe("cyphers and artifacts (001)", () => {
	it(q001("Cypher: Intellect task, difficulty 1 or 2,"), () => {
		expect(must(itemTask({ item: "cypher", task: "identify", level: 5 }))).toMatchObject({ stat: "intellect", difficulty: 2, time: "15 minutes to an hour" });
		expect(must(itemTask({ item: "cypher", task: "identify", level: 5, cypherDifficulty: 1 })).difficulty).toBe(1);
	});

	it(q001("Artifact: Intellect task, difficulty = artifact level"), () => {
		expect(must(itemTask({ item: "artifact", task: "identify", level: 6 }))).toMatchObject({ difficulty: 6, time: "15 minutes to 3 hours" });
	});

	it(`${q001("Cypher: Intellect task, difficulty = cypher level")}; ${q001("Artifact: Intellect task, difficulty = artifact level + 2")}`, () => {
		expect(must(itemTask({ item: "cypher", task: "use-unidentified", level: 4 })).difficulty).toBe(4);
		expect(must(itemTask({ item: "artifact", task: "use-unidentified", level: 4 })).difficulty).toBe(6);
	});

	it(q001("USING ARTIFACT: Must make Intellect task, difficulty = to artifact level, first time using an identified artifact."), () => {
		expect(must(itemTask({ item: "artifact", task: "first-use", level: 3 })).difficulty).toBe(3);
		expect(itemTask({ item: "cypher", task: "first-use", level: 3 }).ok).toBe(false);
	});
});

describe("modifying abilities and weapon range (001)", () => {
	it(`${q001("Increase Range: 1 step per point spent.")} ${q001("Increase Duration: 1 step (1 minute to 10 minutes to 1 hour) per point spent; maximum one increase.")}`, () => {
		expect(must(modifyAbility({ rangeSteps: 2, durationSteps: 1, stat: "intellect" })).points).toBe(3);
		expect(modifyAbility({ rangeSteps: 0, durationSteps: 2, stat: "intellect" }).ok).toBe(false);
	});

	it(`${q001("Difficult task (modifying an ability to do something within the spirit and general idea of the ability)")}, formidable, impossible`, () => {
		expect(ABILITY_CHANGES["within-spirit"].difficulty).toBe(4);
		expect(ABILITY_CHANGES["changing-nature"].difficulty).toBe(7);
		expect(ABILITY_CHANGES.unrelated.difficulty).toBe(10);
		expect(must(modifyAbility({ rangeSteps: 0, durationSteps: 0, change: "changing-nature", stat: "might" })).task).toMatchObject({ stat: "might", difficulty: 7 });
	});

	it.each([
		["weapon-range-long", 2, "Short Range to Long Range: +2 difficulty"],
		["weapon-range-200", 2, "Long Range to 200 feet: +2 difficulty"],
		["weapon-range-500", 4, "Long Range to 500 feet: +4 difficulty"],
		["weapon-range-1000", 6, "Long Range to 1000 feet: +6 difficulty"],
	] as const)("%s hinders the attack %i steps (%s)", (id, steps, words) => {
		q001(words);
		expect(circumstance(id)).toMatchObject({ effect: "hinder", steps });
		// Through the engine that rolls the attack: difficulty 3 becomes 3 + steps.
		const plan = must(planTask(pc(), { stat: "speed", difficulty: 3, circumstances: [id] }));
		expect(plan.finalDifficulty).toBe(3 + steps);
	});
});

describe("opposed rolls (001)", () => {
	it(q001("Both PCs roll, highest roll succeeds."), () => {
		const odds = must(opposedOdds({ name: "A", advantages: 0 }, { name: "B", advantages: 0 }));
		expect(odds).toEqual({ first: 190 / 400, second: 190 / 400, tie: 20 / 400 });
		expect(must(resolveOpposed({ name: "A", advantages: 0 }, { name: "B", advantages: 0 }, [12, 9])).winner).toBe(0);
		expect(must(resolveOpposed({ name: "A", advantages: 0 }, { name: "B", advantages: 0 }, [9, 9])).winner).toBeUndefined();
	});

	it(q001("Advantages/Disadvantages: +/- 3 on die roll"), () => {
		const roll = must(resolveOpposed({ name: "A", advantages: -1 }, { name: "B", advantages: 1 }, [15, 10]));
		expect(roll.totals).toEqual([12, 13]);
		expect(roll.winner).toBe(1);
		// Enumerated: A wins when a − 3 > b, 136 of 400 pairs.
		const odds = must(opposedOdds({ name: "A", advantages: 0 }, { name: "B", advantages: 1 }));
		let count = 0;
		for (let a = 1; a <= 20; a++) for (let b = 1; b <= 20; b++) if (a > b + 3) count++;
		expect(odds.first).toBe(count / 400);
		expect(odds.first + odds.second + odds.tie).toBeCloseTo(1, 12);
	});

	it(q001("Roll for one of the NPCs (usually whichever NPC is allied with the PCs)"), () => {
		expect(must(npcAgainstNpc("Sul", "Rust Hound", 4))).toMatchObject({ difficulty: 4, target: 12, chance: 9 / 20 });
		// 001: "Advantage: Adjust difficulty by 1 step in their favor".
		expect(must(npcAgainstNpc("Sul", "Rust Hound", 4, 1))).toMatchObject({ difficulty: 3, target: 9, chance: 12 / 20 });
		expect(must(npcAgainstNpc("Sul", "Rust Hound", 1, 2))).toMatchObject({ difficulty: 0, chance: 1 });
		expect(npcAgainstNpc("Sul", "Rust Hound", 11).ok).toBe(false);
	});
});

describe("swarms, bosses and creature movement (001)", () => {
	const hound = (name: string, level: number, health = level * 3): CreatureNumbers => ({ name, level, health, healthMax: level * 3, armor: 1, damage: level });

	it(q001("4 creatures = 1 creature of highest level + 1 level (minimum +2 damage bonus)"), () => {
		const swarm = must(swarmOf([hound("Hound 1", 2), hound("Hound 2", 3), hound("Hound 3", 2), hound("Hound 4", 2)]));
		expect(swarm).toMatchObject({ level: 4, damage: 5, health: 12, armor: 1, leader: "Hound 2" });
		expect(swarmOf([hound("Hound 1", 2)]).ok).toBe(false);
	});

	it("a broken-up swarm's lost health falls on its members in turn", () => {
		const split = splitSwarm([{ name: "A", health: 6 }, { name: "B", health: 6 }, { name: "C", health: 6 }, { name: "D", health: 6 }], 8);
		expect(split.health).toEqual([0, 4, 6, 6]);
		expect(split.explanation[0]?.text).toContain("A falls");
	});

	it(`${q001("BOSS PACKAGE")}: ${q001("+10 health")}, ${q001("+1 Armor")}, ${q001("+3 points of damage")}, ${q001("+1 level for attack/defense")}`, () => {
		const boss = bossOf({ name: "Sul", level: 5, health: 12, healthMax: 15, armor: 2, damage: 5 });
		expect(boss).toMatchObject({ health: 22, healthMax: 25, armor: 3, damage: 8, combatLevel: 6 });
	});

	it(`${q001("vs. Immediate Movement Creature: -1 difficulty")} and ${q001("vs. Long Movement Creature: +1 difficulty")}`, () => {
		expect(movementDefense("immediate")).toMatchObject({ easing: 1, hindering: 0 });
		expect(movementDefense("long")).toMatchObject({ easing: 0, hindering: 1 });
		expect(movementDefense("short")).toMatchObject({ easing: 0, hindering: 0 });
		expect(readMovement("Movement: Immediate; long when flying")).toBe("immediate");
		expect(readMovement("Very long")).toBe("long");
		expect(readMovement("Whatever it likes")).toBeUndefined();
	});
});

describe("GM intrusions (001)", () => {
	it(q001("Types: Bad luck, unknown/impending complications, opponent luck/skill, fumbles, partial success, increased difficulty"), () => {
		expect(INTRUSION_KINDS).toHaveLength(6);
	});

	it(q001("Examples: Force roll on automatic success, foe gains 5 health, NPC gains free attack, ally decides to flee/steal from them, equipment lost/damaged/dropped/malfunctions, lasting damage, ongoing damage"), () => {
		expect(INTRUSION_EXAMPLES).toHaveLength(7);
		expect(foeGainsHealth("Sul", 10, 15)).toMatchObject({ health: 15, healthMax: 15 });
		expect(foeGainsHealth("Sul", 15, 15)).toMatchObject({ health: 20, healthMax: 20 });
	});
});

describe("translation (001, The Strange)", () => {
	it(`${q001("TRANSLATION ROLL: Intellect task")}: ${q001("+1 difficulty per character in trance who has initiated, eased, hastened, or helped translation in last 24 hours (cumulative per translation).")}`, () => {
		const plan = must(planTranslation({ destination: 3, helpers: 2, likeness: false, hastening: "none", easing: "none" }));
		expect(plan.task).toMatchObject({ stat: "intellect", difficulty: 5 });
		expect(plan).toMatchObject({ trance: "4 hours", acclimation: "1 hour" });
	});

	it(q001("+3 difficulty if relying on recursion likeness that helped shape recursion through fictional leakage instead of the actual recursion."), () => {
		expect(must(planTranslation({ destination: 3, helpers: 0, likeness: true, hastening: "none", easing: "none" })).task.difficulty).toBe(6);
	});

	it(`${q001("Assistant Hastening: 2 hours")}, ${q001("Spinner Hastens: 10 minutes")}, ${q001("Assistant Easing: 10 minutes")}, ${q001("Vector Easing: 1 round")}`, () => {
		expect(must(planTranslation({ destination: 2, helpers: 0, likeness: false, hastening: "assistant", easing: "vector" }))).toMatchObject({ trance: "2 hours", acclimation: "1 round" });
		expect(must(planTranslation({ destination: 2, helpers: 0, likeness: false, hastening: "spinner", easing: "assistant" }))).toMatchObject({ trance: "10 minutes", acclimation: "10 minutes" });
	});

	it("a 19 and a 20 bring their effects", () => {
		q001("Acclimation time is zero.");
		q001("-1 difficulty to focus-related tasks for 1 hour.");
		q001("-1 difficulty to focus-related tasks for 1 day.");
		expect(translationEffect(19)[0]?.text).toContain("an hour");
		expect(translationEffect(20)[0]?.text).toContain("a day");
		expect(translationEffect(18)).toEqual([]);
	});

	it("the failure table covers 01 to 00 once, fourteen rows in the seed's order", () => {
		const covered = TRANSLATION_FAILURES.flatMap((row) => Array.from({ length: row.high - row.low + 1 }, (_, i) => row.low + i));
		expect(covered).toEqual(Array.from({ length: 100 }, (_, i) => i + 1));
		expect(TRANSLATION_FAILURES.map((r) => `${String(r.low).padStart(2, "0")}-${r.high === 100 ? "00" : r.high}`)).toEqual(["01-20", "21-40", "41-45", "46-50", "51-55", "56-60", "61-65", "66-70", "71-75", "76-80", "81-85", "86-90", "91-98", "99-00"]);
		expect(failureRow(1)?.id).toBe("complete");
		expect(failureRow(100)?.id).toBe("catastrophic");
		q001("Complete Failure: Characters do not translate.");
	});

	it(q001("Catastrophic Failure: Roll twice on this table."), () => {
		// d100 99 (catastrophe), then 30 (altered destination) and 99 again, rolled over as 50 (blurred senses).
		const roll = rollTranslationFailure(scriptedRng([99, 30, 99, 50]));
		expect(roll.faces).toEqual([99, 30, 99, 50]);
		expect(roll.rows.map((r) => r.id)).toEqual(["catastrophic", "altered", "blurred"]);
		expect(rollTranslationFailure(scriptedRng([44])).rows.map((r) => r.id)).toEqual(["taxing"]);
	});
});

/** Every step these procedures can say, from a spread of calls. */
function allSteps(): Explanation {
	const steps: Explanation = [];
	for (const range of ["immediate", "short", "long"] as const) steps.push(...rangeMove(range).explanation);
	for (const terrain of ["normal", "rough", "difficult", "climbing", "swimming", "low-gravity", "high-gravity"] as const) {
		steps.push(...must(travel("road", terrain, { days: 1 }, true)).explanation, ...must(travel("overland", terrain, { hours: 2 })).explanation);
	}
	steps.push(...must(zeroGravityMove(90)).explanation);
	for (const run of ["none", "immediate", "short"] as const) steps.push(...must(jumpTask("long", 30, run)).explanation, ...must(jumpTask("vertical", 4, run)).explanation);
	steps.push(...must(heavyObjectTask(30)).explanation, ...must(heavyObjectTask(120)).explanation, ...must(chaseTask(3)).explanation);
	for (const [s, f] of [[0, 0], [3, 1], [1, 4]] as const) steps.push(...must(chaseStanding(3, s, f)).explanation);
	steps.push(...must(drivingTask(0)).explanation, ...must(drivingTask(3)).explanation);
	for (const kind of ["common", "numenera", "strange", "recursion-key"] as const) {
		steps.push(...must(planCrafting({ kind, level: 3, trainingSteps: 1, trainingUse: "time", retry: true, artifactXp: 2 })).explanation);
		steps.push(...must(planCrafting({ kind, level: 3, trainingSteps: 1, trainingUse: "materials" })).explanation);
	}
	for (const table of [CLIMB_TABLE, RIDING_TABLE, KNOWLEDGE_TABLE]) for (const row of table.rows) steps.push(...must(tableTask(table, row.id)).explanation);
	for (const level of [1, 3, 6]) steps.push(objectLevelGuide(level));
	for (const item of ["cypher", "artifact"] as const) for (const task of ["identify", "use-unidentified", "first-use"] as const) { const done = itemTask({ item, task, level: 9 }); if (done.ok) steps.push(...done.value.explanation); }
	for (const change of ["within-spirit", "changing-nature", "unrelated"] as const) steps.push(...must(modifyAbility({ rangeSteps: 1, durationSteps: 1, change, stat: "might" })).explanation);
	steps.push(...must(resolveOpposed({ name: "A", advantages: 1 }, { name: "B", advantages: 0 }, [3, 6])).explanation, ...must(resolveOpposed({ name: "A", advantages: 0 }, { name: "B", advantages: 0 }, [3, 3])).explanation);
	steps.push(...must(npcAgainstNpc("A", "B", 3)).explanation, ...must(npcAgainstNpc("A", "B", 3, -1)).explanation);
	const h = { name: "H", level: 3, health: 9, healthMax: 9, armor: 0, damage: 3 };
	steps.push(...must(swarmOf([h, h, h, h])).explanation, ...splitSwarm([h, h], 4).explanation, ...bossOf(h).explanation);
	for (const m of ["immediate", "long"] as const) steps.push(...movementDefense(m).explanation);
	steps.push(...foeGainsHealth("H", 9, 9).explanation);
	for (const hastening of ["none", "assistant", "spinner"] as const) for (const easing of ["none", "assistant", "vector"] as const) steps.push(...must(planTranslation({ destination: 9, helpers: 1, likeness: true, hastening, easing, paradox: true })).explanation);
	steps.push(...translationEffect(19), ...translationEffect(20));
	for (let face = 1; face <= 98; face += 5) steps.push(...rollTranslationFailure(scriptedRng([face])).explanation);
	steps.push(...rollTranslationFailure(scriptedRng([100, 1, 91])).explanation);
	steps.push(...TRANSLATION_FACTS, ...NOTICING_ARRIVAL.explanation, INTERRUPTED);
	for (const kind of INTRUSION_KINDS) for (const example of INTRUSION_EXAMPLES) steps.push(...intrusionChoice(kind.id, example.id));
	return steps;
}

describeQuotingSeeds("every step of the procedures quotes its seed word for word", () => {
	const normalize = (text: string): string => text.replace(/\s+/g, " ").trim();
	const seeds: Record<string, string> = { "000": normalize(seedText("000")), "001": normalize(seedText("001")) };
	const steps = allSteps();
	it("names its rule in every step (but the reading that keeps a difficulty on the 0–10 scale)", () => {
		expect(steps.length).toBeGreaterThan(100);
		for (const step of steps) if (!step.text.includes("past the top of the scale")) expect(step.source, step.text).toBeDefined();
	});
	const quoted = [...new Set(steps.flatMap((s) => (s.source === undefined ? [] : [citedWords(s.source)])))].flatMap((words) => {
		const match = /^(000|001): "(.*)"$/.exec(words);
		if (!match) return [];
		return (match[2] as string).split("…").map((part) => [match[1] as string, part.trim()] as const).filter(([, part]) => part !== "");
	});
	it.each(quoted)("%s: %s", (seed, words) => {
		expect(seeds[seed]).toContain(normalize(words));
	});
});
