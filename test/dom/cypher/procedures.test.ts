/**
 * The GM's procedures in the task dialog (seed 001; 000's object levels): choosing one sets the
 * stat and the difficulty by its rule or table, the player's skill, assets and Effort still ease
 * it, and the roll is logged as the procedure. A chase roll keeps the long chase's tally on the
 * note, crafting a recursion key spends its XP, a failed translation rolls the failure table: each
 * in the roll's one entry, which Undo takes back. Kira (fixtures.ts): Might 9/12 Edge 1, Speed
 * 10, Intellect 11 Edge 1, Effort 1, XP 3, trained in climbing.
 */
import { describe, expect, it, vi } from "vitest";
import { RollModal } from "../../../src/ui/frame/roll-modal";
import { registerProcedureCommands } from "../../../src/ui/cypher/procedure-commands";
import { registered, testPlugin } from "../helpers/plugin";
import { parseEntries } from "../../../src/engine/log";
import { undoEntry } from "../../../src/notes/log/undo";
import { procedureAction } from "../../../src/games/cypher/procedures";
import { END_CHASE } from "../../../src/games/cypher/chase-action";
import { taskAction } from "../../../src/games/cypher/task-game";
import { DEFEND_ACTION } from "../../../src/games/cypher/defend-action";
import type { TaskForm } from "../../../src/games/cypher/task-form";
import { seedQuoter } from "../../helpers/seeds";
import type { TestVault } from "../campaign/helpers";
import { cypherDialog, KIRA, must, SESSION, settle, sheetChild, table } from "./fixtures";

const q000 = seedQuoter("000");
const q001 = seedQuoter("001");

const entries = async (v: TestVault) => parseEntries(await v.read(SESSION)).entries.map((e) => e.entry);
const fm = (v: TestVault, key: string): unknown => v.frontmatter(KIRA)?.[key];
/** The task form inside the Cypher dialog's tagged form. */
const inner = (modal: { form: unknown }): TaskForm => (modal.form as { form: TaskForm }).form;
const difficultyField = (modal: { contentEl: HTMLElement }) => modal.contentEl.querySelector('[data-key="difficulty"]');

describe("a procedure sets the task's stat and difficulty", () => {
	it(`a long jump of 12 feet is a difficulty 8 Might task (${q001("Long Jump: Might task, diffculty # feet jumped - 4")})`, async () => {
		const v = await table();
		const { modal, lines } = await cypherDialog(v, taskAction("intellect"), { procedure: "jump", "procedure.feet": 12 }, [16]);
		expect(inner(modal)).toMatchObject({ stat: "might", difficulty: 8, procedure: "jump" });
		modal.setField("procedure.feet", 9);
		expect(lines("difficulty")).toEqual(["Difficulty 5 → 5 (Challenging): target 15"]);
		// The difficulty row shows what the procedure set and cannot be changed by hand meanwhile.
		expect(difficultyField(modal)?.textContent).toContain("Set by a jump");
	});

	it(`a run-up is an asset (${q001("Running immediate distance = asset")}), and a short one halves the feet (${q001("Running short distance = asset, difficulty ½ feet jumped - 4")})`, async () => {
		const v = await table();
		const { modal, lines } = await cypherDialog(v, taskAction("might"), { procedure: "jump", "procedure.feet": 12, "procedure.runUp": "short" }, [11]);
		expect(inner(modal).difficulty).toBe(2);
		// 2, eased by the run-up's asset: 1, target 3.
		expect(lines("difficulty")).toEqual(["Difficulty 2 → 1 (Simple): target 3"]);
		await modal.roll();
		const [entry] = await entries(v);
		expect(entry?.title).toContain("Long jump, 12 feet");
		expect(entry?.outcome?.code).toBe("success");
		expect(entry?.inputs[0]).toEqual({ key: "procedure", value: "Long jump, 12 feet" });
		expect(entry?.explanation.join(" ")).toContain("half the feet less 4");
	});

	it(`the climbing table: a glass wall is 10, and training still eases it (${q001("CLIMB (MIGHT)")})`, async () => {
		q001("Glass wall or similar surface");
		const v = await table();
		const { modal, lines } = await cypherDialog(v, taskAction("might"), { procedure: "climb", "procedure.row": "glass", skill: "climbing", effort: 1 });
		expect(inner(modal).difficulty).toBe(10);
		modal.setField("procedure.row", "smooth-stone");
		expect(lines("difficulty")).toEqual(["Difficulty 5 → 3 (Demanding): target 9"]);
		modal.setField("procedure.row", "handholds");
		expect(inner(modal).difficulty).toBe(2);
		expect(lines("difficulty")).toEqual(["Difficulty 2 → 0 (Routine): routine, no roll"]);
	});

	it(`the knowledge and riding tables set Intellect and Speed (${q001("Something a scholar probably knows")}, ${q001("Staying on when you take damage")})`, async () => {
		const v = await table();
		const { modal } = await cypherDialog(v, taskAction("might"), { procedure: "knowledge", "procedure.row": "scholar-knows" });
		expect(inner(modal)).toMatchObject({ stat: "intellect", difficulty: 3 });
		modal.setField("procedure", "riding");
		modal.setField("procedure.row", "stay-on-when-hurt");
		expect(inner(modal)).toMatchObject({ stat: "speed", difficulty: 3 });
	});

	it(`moving 150 pounds is difficulty 3 (${q001("Might task, difficulty +1 per 50 pounds to move immediate distance.")})`, async () => {
		const v = await table();
		const { modal } = await cypherDialog(v, taskAction("speed"), { procedure: "heavy", "procedure.pounds": 150 });
		expect(inner(modal)).toMatchObject({ stat: "might", difficulty: 3 });
	});

	it(`breaking an object: its level, with 000's guide (${q000("something that takes a little work to break is level 3 or 4")})`, async () => {
		const v = await table();
		const { modal, lines } = await cypherDialog(v, taskAction("might"), { procedure: "break-object", "procedure.level": "4" });
		expect(inner(modal).difficulty).toBe(4);
		expect(lines("procedure")[0]).toContain("takes a little work to break");
	});

	it("None gives the difficulty back to the player", async () => {
		const v = await table();
		const { modal } = await cypherDialog(v, taskAction("might"), { procedure: "heavy", "procedure.pounds": 400 });
		expect(inner(modal).difficulty).toBe(8);
		modal.setField("procedure", "");
		expect(inner(modal).procedure).toBeUndefined();
		modal.setField("difficulty", 3);
		expect(inner(modal).difficulty).toBe(3);
		expect(difficultyField(modal)?.textContent).not.toContain("Set by");
	});
});

describe("a long chase kept on the sheet (001)", () => {
	it(`${q001("Long Chase: Must succeed on number of Speed tasks equal to NPC’s level.")}: each roll counts, the sheet shows it, Undo takes it back`, async () => {
		const v = await table();
		const first = await cypherDialog(v, procedureAction("chase"), { "procedure.level": "2" }, [15]);
		expect(inner(first.modal)).toMatchObject({ stat: "speed", difficulty: 2 });
		expect(first.lines("chase")).toEqual([expect.stringMatching(/^Winning the whole chase from here, if every roll has this chance: \d/)]);
		await first.modal.roll();
		expect([fm(v, "chase-level"), fm(v, "chase-successes"), fm(v, "chase-failures")]).toEqual([2, 1, 0]);
		let [entry] = await entries(v);
		expect(entry?.outcome?.text).toBe("Success (15); chase: 1 of 2 successes, 0 failures");

		// The sheet lists the chase, with the roll that continues it and the end.
		const el = createDiv();
		sheetChild(v, el, "", KIRA).load();
		await settle();
		expect([...el.querySelectorAll('[data-list="Long chase"] li')].map((li) => li.textContent)).toEqual([
			expect.stringContaining("Against level 2: 1 of 2 successes, 0 failures"),
			expect.stringContaining("Over, or given up"),
		]);

		// The second roll, opened from the sheet's Chase roll, keeps the NPC's level and wins the chase.
		const second = await cypherDialog(v, procedureAction("chase"), {}, [12]);
		// Each test dialog counts its entry ids from 1: the second gets ids of its own.
		second.d.ids = () => "mhz3k2a1c-000001";
		expect(inner(second.modal).procedureInputs).toMatchObject({ level: 2 });
		const firstId = entry?.id;
		await second.modal.roll();
		const all = await entries(v);
		expect(all).toHaveLength(2);
		entry = all.find((e) => e.id !== firstId);
		expect(entry?.outcome?.text).toBe("Success (12); the chase is won");
		expect(fm(v, "chase-successes")).toBe(2);
		must(await undoEntry(v.app, v.file(SESSION), entry?.id ?? ""));
		expect(fm(v, "chase-successes")).toBe(1);
	});

	it(`${q001("If PC has more failures than successes, they fail the chase.")}: a third failure against level 2 loses it`, async () => {
		const v = await table({ "chase-level": 2, "chase-successes": 1, "chase-failures": 2 });
		const { modal } = await cypherDialog(v, procedureAction("chase"), {}, [3]);
		await modal.roll();
		const [entry] = await entries(v);
		expect(entry?.outcome?.text).toBe("Failure (3); the chase is lost");
		expect(fm(v, "chase-failures")).toBe(3);
	});

	it("End chase clears the tally, and Undo brings it back", async () => {
		const v = await table({ "chase-level": 4, "chase-successes": 1, "chase-failures": 1 });
		const { modal } = await cypherDialog(v, END_CHASE);
		await modal.roll();
		expect(fm(v, "chase-level")).toBeUndefined();
		const [entry] = await entries(v);
		must(await undoEntry(v.app, v.file(SESSION), entry?.id ?? ""));
		expect([fm(v, "chase-level"), fm(v, "chase-successes"), fm(v, "chase-failures")]).toEqual([4, 1, 1]);
	});
});

describe("crafting, cyphers and artifacts, modifying abilities (001)", () => {
	it(`a recursion key spends 1 XP with its roll (${q001("Spend 1 XP and attempt Intellect task (difficulty equal to level of recursion/area + 2).")})`, async () => {
		const v = await table();
		const { modal, lines } = await cypherDialog(v, procedureAction("craft"), { "procedure.kind": "recursion-key", "procedure.level": "3" }, [17]);
		expect(inner(modal)).toMatchObject({ stat: "intellect", difficulty: 5 });
		expect(lines("procedure")).toContain("The attempt spends 1 XP.");
		await modal.roll();
		expect(fm(v, "xp")).toBe(2);
		const [entry] = await entries(v);
		must(await undoEntry(v.app, v.file(SESSION), entry?.id ?? ""));
		expect(fm(v, "xp")).toBe(3);
	});

	it(`a level 3 item takes a day and materials of levels 3, 2 and 1 (${q001("Materials: Item requires materials equal to its level and all levels below it.")})`, async () => {
		const v = await table();
		const { modal, lines } = await cypherDialog(v, procedureAction("craft"), { "procedure.level": "3" });
		expect(inner(modal).difficulty).toBe(3);
		expect(lines("procedure")).toEqual(expect.arrayContaining(["It takes 1 day.", "Materials: level 3, 2, 1."]));
	});

	it(`an artifact used unidentified is its level + 2 (${q001("Artifact: Intellect task, difficulty = artifact level + 2")})`, async () => {
		const v = await table();
		const { modal } = await cypherDialog(v, procedureAction("item"), { "procedure.item": "artifact", "procedure.task": "use-unidentified", "procedure.level": "4" });
		expect(inner(modal)).toMatchObject({ stat: "intellect", difficulty: 6 });
	});

	it(`stretching an ability's range costs a point a step, paid with the task (${q001("Increase Range: 1 step per point spent.")})`, async () => {
		const v = await table();
		const { modal, lines } = await cypherDialog(v, taskAction("might"), { procedure: "modify", "procedure.range": 2, difficulty: 2 }, [12]);
		// Range alone leaves the difficulty to the player; the 2 points are paid from Might (Edge 1 takes one off).
		expect(inner(modal).difficulty).toBe(2);
		expect(lines("cost").join(" ")).toContain("1");
		await modal.roll();
		expect(fm(v, "might")).toBe(8);
	});
});

describe("translation (001, The Strange)", () => {
	it(`a failed translation rolls the failure table in the same entry (${q001("Complete Failure: Characters do not translate.")})`, async () => {
		const v = await table();
		const { modal } = await cypherDialog(v, procedureAction("translate"), { "procedure.destination": "4", "procedure.helpers": 1 }, [3, 12]);
		expect(inner(modal)).toMatchObject({ stat: "intellect", difficulty: 5 });
		await modal.roll();
		const [entry] = await entries(v);
		expect(entry?.outcome?.text).toBe("Failure (3); failure table: 12, complete failure");
		expect(entry?.dice.map((d) => d.notation)).toEqual(["d20", "d100"]);
	});

	it(`a paradox retries once, automatically (${q001("Paradox Initiator: One automatic retry on failed roll.")})`, async () => {
		const v = await table();
		const { modal } = await cypherDialog(v, procedureAction("translate"), { "procedure.destination": "2", "procedure.paradox": true }, [3, 19]);
		await modal.roll();
		const [entry] = await entries(v);
		expect(entry?.outcome).toEqual({ text: "Success; translated on the paradox's retry (19)", code: "success" });
		expect(entry?.explanation.join(" ")).toContain("no acclimation at all");
	});

	it(`the dialog and the entry say where the travellers arrive (${q001("ARRIVAL LOCATION: Same spot initiator last left that recursion. Otherwise, initial destination determined by GM.")})`, async () => {
		const v = await table();
		const { modal } = await cypherDialog(v, procedureAction("translate"), { "procedure.destination": "2" }, [15]);
		expect(modal.contentEl.textContent).toContain("They arrive at the spot where the initiator last left that recursion.");
		modal.setField("procedure.arrival", "first");
		expect(modal.contentEl.textContent).toContain("the GM decides where they arrive");
		modal.setField("procedure.arrival", "key");
		expect(modal.contentEl.textContent).toContain("The recursion key takes them to the place it gives access to");
		await modal.roll();
		const [entry] = await entries(v);
		expect(entry?.explanation.join(" ")).toContain("The recursion key takes them to the place it gives access to; the key itself stays behind.");
	});
});

describe("defending against a slow or a fast creature (001)", () => {
	it(`${q001("vs. Immediate Movement Creature: -1 difficulty")}, ${q001("vs. Long Movement Creature: +1 difficulty")}`, async () => {
		const v = await table();
		const { modal, lines } = await cypherDialog(v, DEFEND_ACTION, { defense: "speed", level: 4 });
		expect(lines("difficulty")).toEqual(["Difficulty 4 → 4 (Difficult): target 12"]);
		modal.setField("foeMovement", "immediate");
		expect(lines("difficulty")).toEqual(["Difficulty 4 → 3 (Demanding): target 9"]);
		expect(lines("defense")).toContain("The foe moves only an immediate distance: defending against it is eased by 1 step.");
		modal.setField("foeMovement", "long");
		expect(lines("difficulty")).toEqual(["Difficulty 4 → 5 (Challenging): target 15"]);
	});
});

describe("the procedure commands", () => {
	/** Records the dialogs opened (drawn, so their lines can be read) instead of showing them. */
	function watchDialogs(): RollModal<unknown, unknown>[] {
		const opened: RollModal<unknown, unknown>[] = [];
		vi.spyOn(RollModal.prototype, "open").mockImplementation(function (this: RollModal<unknown, unknown>) {
			opened.push(this);
			this.onOpen();
		});
		return opened;
	}

	it("registers Start a chase, Craft an item, Translate to a recursion and GM procedure…, with no hotkeys", async () => {
		const v = await table();
		const plugin = testPlugin(v.app);
		registerProcedureCommands(plugin, () => v.settings());
		const commands = [...registered(plugin).commands.values()];
		expect(commands.map((c) => [c.id, c.name])).toEqual([
			["start-chase", "Start a chase"],
			["craft-item", "Craft an item"],
			["translate", "Translate to a recursion"],
			["gm-procedure", "GM procedure…"],
		]);
		for (const c of commands) expect(c.hotkeys).toBeUndefined();
	});

	it("Start a chase on Kira's open note opens her task dialog on the chase against level 3", async () => {
		const v = await table();
		const plugin = testPlugin(v.app);
		registerProcedureCommands(plugin, () => v.settings());
		await v.app.workspace.getLeaf(false).openFile(v.file(KIRA));
		const opened = watchDialogs();
		registered(plugin).commands.get("start-chase")?.callback?.();
		await settle();
		expect(opened).toHaveLength(1);
		expect(inner(opened[0] as RollModal<unknown, unknown>)).toMatchObject({ stat: "speed", procedure: "chase", difficulty: 3 });
		vi.restoreAllMocks();
	});
});
