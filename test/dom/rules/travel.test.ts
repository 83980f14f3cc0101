/**
 * The travel calculator as a GM uses it in a `ledger-rules` block: how far a day or some hours of
 * travel go, by road or overland, over rough or difficult ground, swimming, in high, low or zero
 * gravity, riding or on foot; and in a fight, what an immediate, short or long move costs and how
 * far it goes. Each expectation is the seed's own arithmetic, quoted from the seed as it is checked.
 */
import { describe, expect, it, vi } from "vitest";
import { Modal } from "obsidian";
import { scriptedRng } from "../../../src/engine/rng";
import { PickModal } from "../../../src/ui/pick-modal";
import { RULE_CALCULATOR_COMMAND, RuleCalculatorModal } from "../../../src/ui/rules/calculator-modal";
import { registerRuleTools } from "../../../src/ui/rules/register";
import type { RuleTopic } from "../../../src/notes/csrd/rule-page";
import { seedQuoter } from "../../helpers/seeds";
import { CAMPAIGN } from "../cypher/fixtures";
import { registered, testPlugin } from "../helpers/plugin";
import { calculator, choose, drawBlock, entries, inputs, line, lines, problem, roll, rollButton, rulesVault, tick, type } from "./helpers";

const q001 = seedQuoter("001");
const PREP = "Gate/Prep.md";

async function travel(faces: number[] = []) {
	const v = await rulesVault({ [PREP]: "# Prep\n" });
	const el = drawBlock(v, PREP, "travel", faces);
	return { v, calc: calculator(el, "travel") };
}

describe("the travel calculator: a journey", () => {
	it("walks 20 miles a day by road and 12 overland, 3 and 2 miles an hour", async () => {
		q001("Walking (Road): 3 miles per hour, 20 miles per day");
		q001("Walking (Overland): 2 miles per hour, 12 miles per day");
		const { calc } = await travel();
		expect(inputs(calc)).toEqual(["Moving", "Ground", "Way", "Counted in", "Days", "Riding"]);
		expect(line(calc, "distance")).toBe("20 miles in 1 day, on foot");
		type(calc, "amount", "3");
		expect(line(calc, "distance")).toBe("60 miles in 3 days, on foot");
		choose(calc, "pace", "overland");
		expect(line(calc, "distance")).toBe("36 miles in 3 days, on foot");
		choose(calc, "span", "hours");
		expect(inputs(calc)).toContain("Hours");
		type(calc, "amount", "5");
		expect(line(calc, "distance")).toBe("10 miles in 5 hours, on foot");
		expect(lines(calc)).toContain("Overland a walker covers 2 miles an hour, 12 a day: 5 hours make 10 miles.");
		// Nothing to roll on an easy walk.
		expect(rollButton(calc)).toBeNull();
	});

	it("halves a day in rough terrain, leaves a third in difficult terrain and high gravity, a quarter swimming; each hinders tasks a step", async () => {
		q001("Rough Terrain: ½ long-term movement, +1 difficulty");
		q001("Difficult Terrain: ½ round movement, 1/3 long-term movement, +1 difficulty");
		q001("High Gravity: Difficult terrain");
		q001("Swimming: ¼ movement, +1 difficulty");
		const { calc } = await travel();
		choose(calc, "pace", "overland");
		choose(calc, "ground", "rough");
		expect(line(calc, "distance")).toBe("6 miles in 1 day, on foot");
		expect(lines(calc)).toContain("Rough terrain leaves half of that: 6 miles, and tasks there are hindered by 1 step.");
		choose(calc, "pace", "road");
		choose(calc, "ground", "difficult");
		expect(line(calc, "distance")).toBe("6.7 miles in 1 day, on foot");
		choose(calc, "ground", "high-gravity");
		expect(line(calc, "distance")).toBe("6.7 miles in 1 day, on foot");
		expect(lines(calc)).toContain("High gravity counts as difficult terrain.");
		choose(calc, "span", "hours");
		type(calc, "amount", "4");
		choose(calc, "ground", "swimming");
		expect(line(calc, "distance")).toBe("3 miles in 4 hours, on foot");
		// Nobody rides while swimming.
		expect(inputs(calc)).not.toContain("Riding");
	});

	it("low gravity leaves the distance but hinders tasks a step", async () => {
		q001("Low Gravity: +1 difficulty");
		const { calc } = await travel();
		choose(calc, "ground", "low-gravity");
		expect(line(calc, "distance")).toBe("20 miles in 1 day, on foot");
		expect(lines(calc)).toContain("Low gravity: the distance is the same, and tasks there are hindered by 1 step.");
	});

	it("riding doubles the distance and lists the manoeuvres, each a Speed task of the riding table", async () => {
		q001("Riding: Speed x 2 + Speed task for maneuver");
		const { calc } = await travel();
		tick(calc, "riding", true);
		expect(line(calc, "distance")).toBe("40 miles in 1 day, riding");
		choose(calc, "ground", "rough");
		expect(line(calc, "distance")).toBe("20 miles in 1 day, riding");
		// 001's riding table: "Riding" 0, "Staying on when you take damage" 3, "Coaxing a mount to move / jump twice as fast / far" 5.
		const manoeuvres = lines(calc).find((text) => text.startsWith("Manoeuvres are Speed tasks")) ?? "";
		expect(manoeuvres).toContain("riding along 0");
		expect(manoeuvres).toContain("keeping your seat when you are hurt 3");
		expect(manoeuvres).toContain("urging a mount to go twice as fast or jump twice as far 5");
	});

	it("climbing is difficult terrain and a Might task by the surface, rolled and logged", async () => {
		q001("Climbing: Difficult Terrain + Might task");
		const { v, calc } = await travel([12]);
		choose(calc, "ground", "climbing");
		expect(inputs(calc)).toEqual(["Moving", "Ground", "Surface", "Way", "Counted in", "Days"]);
		choose(calc, "span", "hours");
		type(calc, "amount", "3");
		expect(line(calc, "distance")).toBe("3 miles in 3 hours, on foot");
		// 001's climbing table: 4 · "Crumbling or slippery surface".
		choose(calc, "surface", "crumbling");
		expect(line(calc, "task")).toBe("The climb: a Might task at difficulty 4 (difficult), target 12, 45% (9 in 20)");
		const rolled = await roll(calc);
		expect(rolled.result).toContain("12 against 12: success");
		const [entry] = await entries(v);
		expect(entry?.title).toBe("The climb (Might task, difficulty 4, target 12)");
		expect(entry?.links).toEqual(["Gate/Prep"]);
	});

	it("says what is wrong with a day that is not a whole number, instead of a distance", async () => {
		const { calc } = await travel();
		type(calc, "amount", "1.5");
		expect(problem(calc)).toBe("Days must be a whole number.");
		type(calc, "amount", "");
		expect(problem(calc)).toBe('Type a number in "Days".');
	});
});

describe("the travel calculator: in a fight", () => {
	it("an immediate move is part of another action, a short move is the action, a long move a difficulty 4 Speed task", async () => {
		q001("Immediate (10 ft.) = Part of another action");
		q001("Short (50 ft.) = 1 action");
		q001("Long (100 ft.) = Speed task, difficulty 4");
		const { v, calc } = await travel([3]);
		choose(calc, "scale", "fight");
		expect(inputs(calc)).toEqual(["Moving", "Ground", "Distance", "Riding"]);
		expect(line(calc, "distance")).toBe("A short distance: about 50 feet, the whole action");
		expect(rollButton(calc)).toBeNull();
		choose(calc, "range", "immediate");
		expect(line(calc, "distance")).toBe("An immediate distance: about 10 feet, part of another action");
		choose(calc, "range", "long");
		expect(line(calc, "distance")).toBe("A long distance: about 100 feet, the whole action and a Speed task");
		expect(line(calc, "task")).toBe("A long move: a Speed task at difficulty 4 (difficult), target 12, 45% (9 in 20)");
		const rolled = await roll(calc);
		expect(rolled.result).toContain("3 against 12: failure");
		expect((await entries(v))[0]?.title).toBe("A long move (Speed task, difficulty 4, target 12)");
	});

	it("difficult terrain halves a round's move and hinders the long move's task; riding doubles it", async () => {
		q001("Difficult Terrain: ½ round movement, 1/3 long-term movement, +1 difficulty");
		q001("Riding: Speed x 2 + Speed task for maneuver");
		const { calc } = await travel();
		choose(calc, "scale", "fight");
		choose(calc, "ground", "difficult");
		expect(line(calc, "distance")).toBe("A short distance: about 25 feet, the whole action");
		choose(calc, "range", "long");
		expect(line(calc, "task")).toBe("A long move: a Speed task at difficulty 5 (challenging), target 15, 30% (6 in 20)");
		tick(calc, "riding", true);
		expect(line(calc, "distance")).toBe("A long distance: about 100 feet, the whole action and a Speed task");
		// Rough terrain slows only a journey: a round's move is whole.
		choose(calc, "ground", "rough");
		expect(line(calc, "distance")).toBe("A long distance: about 200 feet, the whole action and a Speed task");
	});

	it("zero gravity: a push-off is a Might task at a quarter of the feet, then a drift of half as far each round", async () => {
		q001("Zero Gravity: Might task, difficulty ¼ distance in feet (continue moving ½ initial distance each round)");
		const { v, calc } = await travel([20]);
		choose(calc, "ground", "zero-gravity");
		expect(inputs(calc)).toEqual(["Moving", "Ground", "Feet to push off"]);
		expect(line(calc, "distance")).toBe("Pushing off 20 feet, then drifting 10 feet each round");
		expect(line(calc, "task")).toBe("Moving 20 feet in zero gravity: a Might task at difficulty 5 (challenging), target 15, 30% (6 in 20)");
		type(calc, "feet", "30");
		expect(line(calc, "task")).toContain("difficulty 8");
		type(calc, "feet", "20");
		const rolled = await roll(calc);
		expect(rolled.result).toContain("20 against 15: success");
		expect((await entries(v))[0]?.title).toBe("Moving 20 feet in zero gravity (Might task, difficulty 5, target 15)");
	});
});

describe("the rule calculators from the command palette", () => {
	it("'Open a rule calculator…' lists the calculators by title and opens the travel one in a dialog, its rolls linking the open note", async () => {
		const v = await rulesVault({ [PREP]: "# Prep\n" });
		const plugin = testPlugin(v.app);
		registerRuleTools(plugin, () => v.settings({ defaultCampaign: CAMPAIGN }), scriptedRng([15]));
		await v.app.workspace.getLeaf(false).openFile(v.file(PREP));
		const picked: PickModal<RuleTopic>[] = [];
		const dialogs: RuleCalculatorModal[] = [];
		// Obsidian's own open, kept to open the calculator's dialog for real once it is seen.
		const open = Object.getOwnPropertyDescriptor(Modal.prototype, "open")?.value as (this: Modal) => void;
		vi.spyOn(Modal.prototype, "open").mockImplementation(function (this: Modal) {
			if (this instanceof PickModal) picked.push(this as PickModal<RuleTopic>);
			if (this instanceof RuleCalculatorModal) dialogs.push(this);
			open.call(this);
		});
		registered(plugin).commands.get(RULE_CALCULATOR_COMMAND)?.callback?.();
		const pick = picked[0];
		expect(pick?.getItems().map((topic) => pick.getItemText(topic))).toEqual(["Task difficulty", "Effort and Edge", "Damage track and wounds", "Recovery rolls", "Experience points", "Travel and movement"]);
		pick?.onChooseItem("travel");
		const dialog = dialogs[0];
		if (!dialog) throw new Error("no calculator dialog opened");
		const calc = calculator(dialog.contentEl, "travel");
		choose(calc, "scale", "fight");
		choose(calc, "range", "long");
		expect(line(calc, "task")).toBe("A long move: a Speed task at difficulty 4 (difficult), target 12, 45% (9 in 20)");
		const rolled = await roll(calc);
		expect(rolled.result).toContain("15 against 12: success");
		expect((await entries(v))[0]?.links).toEqual(["Gate/Prep"]);
		dialog.close();
		expect(dialog.contentEl.childElementCount).toBe(0);
	});
});
