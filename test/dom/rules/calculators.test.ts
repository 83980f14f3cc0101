/**
 * The five calculators as a GM uses them in a `ledger-rules` block: change a number, read the
 * result. Each expectation is the seed's own arithmetic, quoted from the seed as it is checked.
 */
import { describe, expect, it } from "vitest";
import { seedQuoter } from "../../helpers/seeds";
import { calculator, choose, drawBlock, entries, inputs, line, lines, problem, roll, rollButton, rulesVault, tick, type } from "./helpers";

const q000 = seedQuoter("000");
const q001 = seedQuoter("001");
const PREP = "Gate/Prep.md";

async function block(source: string, faces: number[] = []) {
	const v = await rulesVault({ [PREP]: "# Prep\n" });
	const el = drawBlock(v, PREP, source, faces);
	return { v, el };
}

describe("the task calculator", () => {
	it("shows the target number, three times the difficulty, and the chance on a d20", async () => {
		// 000: "The target number is always three times the task's difficulty, so a difficulty 2 task has a target number of 6, while a difficulty 5 task has a target number of 15."
		q000("The target number is always three times the task's difficulty, so a difficulty 2 task has a target number of 6, while a difficulty 5 task has a target number of 15.");
		const task = calculator((await block("task")).el, "task");
		expect(inputs(task)).toEqual(["Difficulty", "Skill", "Assets", "Levels of Effort", "Hindered by"]);
		choose(task, "difficulty", "2");
		expect(line(task, "target")).toBe("Target number 6 (3 × 2)");
		choose(task, "difficulty", "5");
		expect(line(task, "target")).toBe("Target number 15 (3 × 5)");
		// 000: "To succeed at the task, you must roll the target number or higher on a d20." 15 to 20 is 6 faces of 20.
		q000("To succeed at the task, you must roll the target number or higher on a d20.");
		expect(line(task, "chance")).toBe("Chance of success: 30% (6 in 20)");
	});

	it("eases the difficulty by skill and Effort, one step each (the worked example's climb: difficulty 4 to 2, target 6, 75%)", async () => {
		// 000: "Each level of Effort eases the task by one step."
		q000("Each level of Effort eases the task by one step.");
		const task = calculator((await block("task")).el, "task");
		choose(task, "difficulty", "4");
		expect(line(task, "chance")).toBe("Chance of success: 45% (9 in 20)");
		choose(task, "skill", "trained");
		choose(task, "effort", "1");
		expect(lines(task).slice(0, 3)).toEqual(["Difficulty 4 (Difficult) → 2 (Standard)", "Target number 6 (3 × 2)", "Chance of success: 75% (15 in 20)"]);
		expect(lines(task)).toContain("Skill in this task eases the task by 1 step.");
	});

	it("counts at most two asset steps and says so; eased to 0 it is routine, with nothing to roll", async () => {
		// 000: "Assets can never ease a task by more than two steps—any more than two steps doesn't count."
		q000("Assets can never ease a task by more than two steps—any more than two steps doesn't count.");
		const task = calculator((await block("task")).el, "task");
		choose(task, "difficulty", "3");
		choose(task, "assets", "4");
		expect(lines(task)).toContain("Assets ease the task by 2 steps; the other 2 do not count.");
		expect(line(task, "target")).toBe("Target number 3 (3 × 1)");
		// 000: "If you reduce the difficulty of a task to 0 or less, it's routine, and you automatically succeed without a roll."
		choose(task, "skill", "trained");
		expect(line(task, "target")).toBe("Routine: it succeeds without a roll");
		expect(rollButton(task)).toBeNull();
	});

	it("rolls the d20 against the target, and the roll goes to the session log linking the note it came from", async () => {
		const { v, el } = await block("task", [19]);
		const task = calculator(el, "task");
		choose(task, "difficulty", "6");
		// 000: "19: +3 damage bonus or minor effect." Outside an attack, a 19 that succeeds is a minor effect.
		q000("19: +3 damage bonus or minor effect.");
		const rolled = await roll(task);
		expect(rolled.result).toBe("Task at difficulty 6 (target 18): 19 against 18: success, a minor effect");
		expect(rolled.record).toMatch(/^Logged to Session 3, /);
		const [entry] = await entries(v);
		expect(entry?.title).toBe("Task at difficulty 6 (target 18)");
		expect(entry?.outcome?.text).toBe("19 against 18: success, a minor effect");
		expect(entry?.links).toEqual(["Gate/Prep"]);
	});
});

describe("the Effort calculator", () => {
	it("prices Effort 3 for the first level and 2 for each more, Edge taken off once", async () => {
		// 000: "Levels of Effort beyond the first one only cost 2 points instead of 3. So applying two levels of Effort costs 5 points (3+2), using three levels cost 7 points (3+2+2)"
		q000("Levels of Effort beyond the first one only cost 2 points instead of 3. So applying two levels of Effort costs 5 points (3+2), using three levels cost 7 points (3+2+2)");
		const effort = calculator((await block("effort")).el, "effort");
		type(effort, "edge", "0");
		choose(effort, "levels", "2");
		expect(line(effort, "total")).toBe("The Pool pays 5 points");
		choose(effort, "levels", "3");
		expect(line(effort, "total")).toBe("The Pool pays 7 points");
		expect(line(effort, "scale")).toBe("1 to 6 levels cost 3, 5, 7, 9, 11, 13 points before Edge");
		// 000: "you can use your Edge only once per action" — an ability costing 2 with two levels: 2 + 5 − Edge 1.
		q000("you can use your Edge only once per action");
		choose(effort, "levels", "2");
		type(effort, "edge", "1");
		type(effort, "abilityCost", "2");
		expect(line(effort, "total")).toBe("The Pool pays 6 points");
		expect(lines(effort)).toContain("Edge 1 takes 1 off once for the whole action: 6 points.");
	});

	it("adds a point per level when impaired", async () => {
		// 001: "Effort costs 1 extra point per level."
		q001("Effort costs 1 extra point per level.");
		const effort = calculator((await block("effort")).el, "effort");
		type(effort, "edge", "0");
		choose(effort, "levels", "2");
		tick(effort, "impaired", true);
		expect(line(effort, "total")).toBe("The Pool pays 7 points");
	});

	it("says what is wrong with a number the rules do not take, and the result comes back once it is fixed", async () => {
		const effort = calculator((await block("effort")).el, "effort");
		type(effort, "edge", "-1");
		expect(problem(effort)).toBe("Edge must be a whole number from 0 to 100 (got -1).");
		expect(lines(effort)).toEqual([]);
		type(effort, "edge", "");
		expect(problem(effort)).toBe('Type a number in "Edge of the stat".');
		type(effort, "edge", "1");
		expect(problem(effort)).toBe("");
		expect(line(effort, "total")).toBe("The Pool pays 2 points");
	});
});

describe("the damage calculator", () => {
	it("says what each step of the damage track does", async () => {
		// 001: "Impaired … 1 stat pool = 0 … Effort costs 1 extra point per level. Rolls of 17+ only deal +1 damage. Ignore major/minor effects."
		q001("Effort costs 1 extra point per level. Rolls of 17+ only deal +1 damage. Ignore major/minor effects.");
		const damage = calculator((await block("damage")).el, "damage");
		expect(lines(damage)).toEqual(["No Pool at 0", "Hale: no penalties."]);
		choose(damage, "step", "impaired");
		expect(line(damage, "track")).toBe("1 Pool at 0");
		expect(lines(damage)).toContain("Effort: 1 level costs 4 points, 2 levels 7");
		// 001: "Cannot take any action other than to move/crawl immediate distance. (If Speed is 0, cannot move.)"
		q001("Cannot take any action other than to move/crawl immediate distance. (If Speed is 0, cannot move.)");
		choose(damage, "step", "debilitated");
		expect(inputs(damage)).toContain("Speed Pool at 0");
		tick(damage, "speedEmpty", true);
		expect(lines(damage)).toContain("Debilitated with Speed 0: no actions and no moving at all.");
	});

	it("under the wounds rules, rolls a wound over when its row is full, and the third major wound kills", async () => {
		// 000: "When you've taken all of your minor wounds, any other minor wounds you take become (“roll over to”) moderate wounds."
		q000("When you've taken all of your minor wounds, any other minor wounds you take become (“roll over to”) moderate wounds.");
		const damage = calculator((await block("damage")).el, "damage");
		choose(damage, "model", "wounds");
		expect(inputs(damage)).toEqual(["Damage rules", "Minor wounds", "Moderate wounds", "Major wounds", "Then one more wound"]);
		choose(damage, "minor", "3");
		choose(damage, "next", "minor");
		expect(lines(damage)[0]).toBe("All minor wound boxes are full, so the minor wound rolls over to a moderate wound.");
		expect(lines(damage)).toContain("Marked a moderate wound (1 of 3).");
		// 000: "Each individual major wound hinders all of your actions. When you take your third major wound, you die."
		q000("Each individual major wound hinders all of your actions. When you take your third major wound, you die.");
		choose(damage, "next", "");
		choose(damage, "major", "2");
		expect(line(damage, "hindrance")).toBe("Every action is hindered by 2 steps");
		choose(damage, "next", "major");
		expect(lines(damage)).toEqual(["Marked a major wound (3 of 3).", "That is the third major wound: the character dies."]);
	});
});

describe("the recovery calculator", () => {
	it("shows d6 + tier, its range and average, and the next recovery of the day in order", async () => {
		// 000: "When you take a recovery, roll a d6 and add your tier to see how many points you recover."
		q000("When you take a recovery, roll a d6 and add your tier to see how many points you recover.");
		// 001: "Rest Time Needed 1 action 10 minutes 1 hour 10 hours"
		q001("Rest Time Needed 1 action 10 minutes 1 hour 10 hours");
		const recovery = calculator((await block("recovery")).el, "recovery");
		choose(recovery, "tier", "2");
		expect(line(recovery, "points")).toBe("Roll 1d6 + 2: 3 to 8 points, 5.5 on average");
		expect(line(recovery, "order")).toBe("Each day: One action, Ten minutes, One hour, Ten hours");
		choose(recovery, "used", "2");
		expect(line(recovery, "next")).toBe("Next: the one-hour recovery (3 of 4 today)");
		choose(recovery, "used", "4");
		expect(line(recovery, "next")).toBe("All four recoveries are used today; a new day starts after a ten-hour rest.");
		expect(rollButton(recovery)).toBeNull();
	});

	it("adds 2 for the one-action recovery as a Last action, and refuses it for another", async () => {
		// 000: "You can use your one-action recovery as a Last action (even if you're not in a round-byround situation) to get an additional +2 on your roll."
		q000("You can use your one-action recovery as a Last action (even if you're not in a round-byround situation) to get an additional +2 on your roll.");
		const recovery = calculator((await block("recovery")).el, "recovery");
		tick(recovery, "lastAction", true);
		expect(line(recovery, "points")).toBe("Roll 1d6 + 1 + 2: 4 to 9 points, 6.5 on average");
		choose(recovery, "used", "1");
		expect(problem(recovery)).toBe("Only the one-action recovery can be taken as a Last action, not the ten-minute one.");
	});

	it("rolls the recovery and logs it with a link to the note", async () => {
		// 001: "1d6 + tier points, divided among stat pools"
		q001("1d6 + tier points, divided among stat pools");
		const { v, el } = await block("recovery", [5]);
		const recovery = calculator(el, "recovery");
		choose(recovery, "tier", "3");
		const rolled = await roll(recovery);
		expect(rolled.result).toBe("Recovery roll (one-action, 1d6 + 3): 8 points");
		const [entry] = await entries(v);
		expect(entry?.outcome?.text).toBe("8 points");
		expect(entry?.links).toEqual(["Gate/Prep"]);
	});
});

describe("the XP calculator", () => {
	it("prices what XP buys and says which purchases the XP held cannot pay", async () => {
		// 001: "1 XP: Reroll any roll … 2 XP: Short-Term Benefit … 3 XP: Long-Term Benefit … 4 XP: Character Advancement"
		for (const words of ["1 XP: Reroll any roll", "2 XP: Short-Term Benefit", "3 XP: Long-Term Benefit", "4 XP: Character Advancement", "1 XP: Refuse the intrusion"]) q001(words);
		const xp = calculator((await block("xp")).el, "xp");
		type(xp, "xp", "3");
		expect(lines(xp).slice(0, 5)).toEqual([
			"Reroll any roll, keep the better, 1 XP: 3 → 2 XP.",
			"Short-term benefit, 2 XP: 3 → 1 XP.",
			"Long-term benefit, 3 XP: 3 → 0 XP.",
			"A step toward the next tier, 4 XP: The character has 3 XP; a step of advancement costs 4.",
			"Refuse a GM intrusion, 1 XP: 3 → 2 XP.",
		]);
		// 001: "2 XP to affected PC, who passes 1 XP to another PC"
		q001("2 XP to affected PC, who passes 1 XP to another PC");
		expect(line(xp, "intrusion")).toBe("GM intrusion: The character gets 2 XP and passes 1 to another player (The character 3 → 4, another player 0 → 1).");
	});

	it("counts the steps toward the next tier, four to a tier", async () => {
		// 001: "4 XP: Character Advancement … (gain one step towards next tier)"
		q001("(gain one step towards next tier)");
		const xp = calculator((await block("xp")).el, "xp");
		type(xp, "xp", "8");
		choose(xp, "tier", "2");
		choose(xp, "steps", "3");
		expect(lines(xp)).toContain("A step toward the next tier, 4 XP: 8 → 4 XP. That is step 4 of 4: The character reaches tier 3 and gains its type and focus benefits.");
		expect(line(xp, "tier")).toBe("Tier 3 is 1 step away: 4 XP");
		type(xp, "xp", "2.5");
		expect(problem(xp)).toBe("The character's XP must be a whole number from 0 to 10000 (got 2.5).");
	});
});
