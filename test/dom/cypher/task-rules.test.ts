/**
 * The task dialog's rules as a player meets them: the special rolls' chances, area attacks, a
 * minor effect on a 20, Effort that cannot help, quick tasks that attack, and the dead and the
 * debilitated. Each case quotes the seed it brings to the table and checks the dialog's lines, the
 * note after the roll, the log entry and undo.
 */
import { describe, expect, it, vi } from "vitest";
import { parseEntries } from "../../../src/engine/log";
import { undoEntry } from "../../../src/notes/log/undo";
import { rollTask } from "../../../src/ui/cypher/actions";
import { parseSheetSource } from "../../../src/games/cypher/sheet-source";
import type { CypherActions } from "../../../src/ui/cypher/table-entry";
import { cypherPc, cypherTask } from "../../../src/games/cypher/task-game";
import type { TaskForm } from "../../../src/games/cypher/task-form";
import { TaskModal } from "../../../src/ui/cypher/task-modal";
import type { WeaponCategory } from "../../../src/engine/systems/cypher/task";
import { rollInitiative } from "../../../src/ui/encounter/actions";
import { seedQuoter } from "../../helpers/seeds";
import { campaign, cypherPc as encounterPc, deps as encounterDeps, ENCOUNTER, encounterNote } from "../encounter/fixtures";
import type { TestVault } from "../campaign/helpers";
import { deps, KIRA, must, noteOf, SESSION, settle, sheetChild, table } from "./fixtures";

const core = seedQuoter("000");
const classic = seedQuoter("001");
const rules = seedQuoter("002");

/** Kira's dialog opened on a stat (or a quick task with its weapon), with fields set as the rows would. */
async function dialog(v: TestVault, fields: Partial<TaskForm> = {}, faces: number[] = [], open: { stat?: "might" | "speed"; label?: string; skill?: string; weapon?: WeaponCategory } = {}) {
	const d = deps(v, faces);
	const modal = new TaskModal(v.app, await noteOf(v, KIRA), (file, f, label) => rollTask(d, file, f, label), open.stat ?? "might", open.label, open.skill ?? "", [], open.weapon ?? "");
	modal.onOpen();
	for (const [key, value] of Object.entries(fields)) modal.setField(key, value as string | number | boolean);
	const lines = (part: string): string[] => [...modal.contentEl.querySelectorAll(`.cl-dialog-${part}`)].map((e) => e.textContent ?? "");
	return { modal, d, lines };
}

const lastEntry = async (v: TestVault) => parseEntries(await v.read(SESSION)).entries.at(-1)?.entry;

describe("the special rolls in the dialog", () => {
	it("a climb shows a 1, the 19 and 20 of a success and the refund, each as an exact chance", async () => {
		core("If you roll a 1 on a task, the GM gets a “free” intrusion—they get to intrude, and they don't give out any XP for it.");
		core("If the roll was something other than an attack, you can choose a minor effect in addition to the normal results of the task.");
		core("the point cost for the action (if any) decreases to 0, so if you spent points from a stat Pool on the action, you regain those points as if you had not spent them at all.");
		// Difficulty 4, trained, one level of Effort: target 6; the level costs 3 − Edge 1 = 2 Might.
		const { lines } = await dialog(await table(), { skill: "climbing", difficulty: 4, effort: 1 });
		expect(lines("intrusion")).toEqual(["Natural 1 (1 in 20): a GM intrusion, with no XP for it"]);
		expect(lines("special")).toEqual(["Natural 19 (1 in 20): a minor effect", "Natural 20 (1 in 20): a major effect"]);
		expect(lines("refund")).toEqual(["Natural 20 (1 in 20): the 2 Might spent comes back"]);
	});

	it("an attack shows +1 to +4 damage on 17–20; a free task has no refund line; a 17 that misses is not special", async () => {
		core("rolling a 17 or higher means you get to add extra damage to the attack: +1 for a 17, +2 for an 18, +3 for a 19 (if you don't choose a minor effect), or +4 for a 20 (if you don't choose a major effect).");
		// Difficulty 6, no easing: target 18, so a 17 misses.
		const { lines } = await dialog(await table(), { difficulty: 6, weapon: "medium" });
		expect(lines("special")).toEqual(["Natural 18 (1 in 20): +2 damage", "Natural 19 (1 in 20): +3 damage", "Natural 20 (1 in 20): +4 damage"]);
		expect(lines("refund")).toEqual([]);
	});

	it("a 20 on an attack can take a minor effect (002): the dialog offers it, shows it and the log says it", async () => {
		rules("If the roll was a damage-dealing attack, it deals 4 additional points of damage or the PC gets a major or minor effect in addition to the normal results of the task.");
		const v = await table();
		const { modal, lines } = await dialog(v, { difficulty: 3, weapon: "medium", effort: 1, effectChoice: "minor" }, [20]);
		expect(lines("special")).toEqual(["Natural 17 (1 in 20): +1 damage", "Natural 18 (1 in 20): +2 damage", "Natural 19–20 (2 in 20): a minor effect"]);
		await modal.roll();
		const entry = await lastEntry(v);
		expect(entry?.outcome?.text).toBe("Success (20: minor effect, points refunded, 4 damage)");
		expect(entry?.inputs).toContainEqual({ key: "on 19 or 20", value: "minor effect" });
		// The 20 gave back the 2 Might the Effort cost.
		expect(v.frontmatter(KIRA)?.["might"]).toBe(9);
	});

	it("impaired on the damage track: 17–20 give +1 damage only and the effect choice is shut", async () => {
		classic("Rolls of 17+ only deal +1 damage. Ignore major/minor effects.");
		const { lines, modal } = await dialog(await table({ "damage-track": "impaired", intellect: 0 }, { "damage-model": "damage-track" }), { difficulty: 3, weapon: "light" });
		expect(lines("special")).toEqual(["Natural 17–20 (4 in 20): +1 damage"]);
		expect(modal.contentEl.querySelector<HTMLSelectElement>('[data-key="effectChoice"] select')?.disabled).toBe(true);
	});
});

describe("area attacks", () => {
	it("Effort on damage adds 2 a level instead of 3; the roll deals it, the log says so and undo puts Might back", async () => {
		core("When you use Effort to increase the damage of an area attack, it adds only 2 damage per level of Effort (instead of the normal 3).");
		const v = await table();
		const { modal, lines } = await dialog(v, { difficulty: 3, weapon: "medium", effort: 1, effortOnDamage: 1, area: true }, [15]);
		// Target 9: faces 9–20 hit for 6, plus 1+2+3+4 on 17–20: (72 + 10) / 20.
		expect(lines("damage")).toEqual(["Damage on a hit: 6 (4 weapon + 2 Effort); on average 4.10 counting misses and special rolls"]);
		await modal.roll();
		const entry = await lastEntry(v);
		expect(entry?.outcome?.text).toBe("Success (15: 6 damage)");
		expect(entry?.inputs).toContainEqual({ key: "area attack", value: "yes" });
		expect(v.frontmatter(KIRA)?.["might"]).toBe(7);
		must(await undoEntry(v.app, v.file(SESSION), entry?.id ?? ""));
		expect(v.frontmatter(KIRA)?.["might"]).toBe(9);
	});

	it("the Area attack row is there only for an attack", async () => {
		const { modal } = await dialog(await table());
		expect(modal.contentEl.querySelector('[data-key="area"]')).toBeNull();
		modal.setField("weapon", "heavy");
		expect(modal.contentEl.querySelector('[data-key="area"] input')).not.toBeNull();
	});
});

describe("Effort that cannot help", () => {
	it("is refused before the roll, naming the Effort that is enough; a forced roll charges nothing", async () => {
		core("If you reduce the difficulty of a task to 0 or less, it's routine, and you automatically succeed without a roll.");
		// Difficulty 1, trained: routine already, so the level of Effort would cost 2 Might for nothing.
		const v = await table();
		const { modal, lines, d } = await dialog(v, { skill: "climbing", difficulty: 1, effort: 1 });
		expect(lines("refusal")).toEqual(["The task is routine without Effort: more Effort eases nothing but would still cost points. Set Effort to 0."]);
		expect(modal.rollButton?.disabled).toBe(true);
		const forced = await rollTask(d, v.file(KIRA), modal.form);
		expect(forced.ok).toBe(false);
		expect(v.frontmatter(KIRA)?.["might"]).toBe(9);
	});

	it("counts the levels that do help: difficulty 3, trained, three levels → two are enough", async () => {
		const { lines } = await dialog(await table({ effort: 3, might: 12 }), { skill: "climbing", difficulty: 3, effort: 3 });
		expect(lines("refusal")).toEqual(["The task is routine with 2 levels of Effort: more Effort eases nothing but would still cost points. Set Effort to 2."]);
		const { lines: enough } = await dialog(await table({ effort: 3, might: 12 }), { skill: "climbing", difficulty: 3, effort: 2 });
		expect(enough("refusal")).toEqual([]);
		expect(enough("chance")).toEqual(["Chance of success: 100% (routine)"]);
	});

	it("Effort on an attack's damage still helps a routine attack", async () => {
		const { lines } = await dialog(await table(), { difficulty: 0, weapon: "light", effort: 1, effortOnDamage: 1 });
		expect(lines("refusal")).toEqual([]);
		expect(lines("damage")[0]).toContain("Damage on a hit: 5 (2 weapon + 3 Effort)");
	});
});

describe("quick tasks that attack", () => {
	const SOURCE = "tasks:\n  Climb | might | climbing\n  Swing the greatsword | might | heavy weapon\n  Stab | speed | stabbing | light";

	it("a weapon after the stat makes the quick task an attack: its button says so and its dialog deals the weapon's damage", async () => {
		core("weapons inflict 2, 4, or 6 damage depending on whether they are light, medium or heavy damage respectively");
		const v = await table();
		const openTask = vi.fn<CypherActions["openTask"]>();
		const el = createDiv();
		sheetChild(v, el, SOURCE, KIRA, { openTask, openRecovery: vi.fn() }).load();
		await settle();
		const buttons = [...el.querySelectorAll<HTMLButtonElement>('[data-action^="quick:"]')];
		expect(buttons.map((b) => b.textContent)).toEqual(["Climb (Might, trained)", "Swing the greatsword (Might, heavy weapon)", "Stab (Speed, untrained, light weapon)"]);
		buttons[1]?.click();
		expect(openTask).toHaveBeenCalledWith(expect.objectContaining({ path: KIRA }), "might", { label: "Swing the greatsword", stat: "might", skill: "", weapon: "heavy" });
		// The sheet's own dialog path starts the same attack.
		const pc = cypherPc(await noteOf(v, KIRA), [], parseSheetSource(SOURCE));
		// A quick task's id is its name (a link or a command names the task, not its place); the place still reads, as ids were once written.
		expect(buttons.map((b) => b.dataset["action"])).toEqual(["quick:Climb", "quick:Swing the greatsword", "quick:Stab"]);
		expect(cypherTask.form(pc, "quick:swing the greatsword")).toMatchObject({ label: "Swing the greatsword", weapon: "heavy" });
		expect(cypherTask.form(pc, "quick:1")).toMatchObject({ label: "Swing the greatsword", weapon: "heavy" });
		const { modal, lines } = await dialog(v, { difficulty: 2 }, [12], { label: "Swing the greatsword", weapon: "heavy" });
		expect(lines("damage")[0]).toContain("Damage on a hit: 6;");
		await modal.roll();
		const entry = await lastEntry(v);
		expect(entry).toMatchObject({ kind: "attack", title: "Swing the greatsword (Might)", outcome: { text: "Success (12: 6 damage)" } });
	});

	it("a line that is not a quick task says how one is written", () => {
		expect(parseSheetSource("tasks:\n  just some words\n  Fly |\n  Dive | fins\n  Hit | might | swords | axes").problems).toEqual([
			'line 2: not a quick task: write it as name | stat | skill, like "Climb | might | climbing"',
			'line 3: after the name comes might, speed or intellect, like "Climb | might | climbing"',
			'line 4: after the name comes might, speed or intellect (not "fins"), like "Climb | might | climbing"',
			'line 5: after the stat, at most one skill and one weapon, like "Swing | might | swords | heavy weapon"',
		]);
	});
});

describe("the dead and the debilitated", () => {
	it("three major wounds: the sheet says Dead and every task is refused", async () => {
		core("Each individual major wound hinders all of your actions. When you take your third major wound, you die.");
		const v = await table({ "wounds-major": 3 });
		const { modal, lines, d } = await dialog(v, { difficulty: 2 }, [15]);
		expect(lines("refusal")).toEqual(["Kira is dead and cannot act."]);
		// The third major wound is death, not two steps of hindrance out of three.
		expect(lines("standing")).toEqual(["Three major wounds: the character is dead and takes no action."]);
		expect(modal.rollButton?.disabled).toBe(true);
		expect((await rollTask(d, v.file(KIRA), modal.form)).ok).toBe(false);
		const el = createDiv();
		sheetChild(v, el, "", KIRA).load();
		await settle();
		expect(el.querySelector(".cl-sheet-subtitle")?.textContent).toBe("Tier 1 · Effort 1 · XP 3 · Dead");
	});

	it("dead on the damage track: refused, and the sheet says Dead", async () => {
		classic("3 stat pools = 0");
		const v = await table({ "damage-track": "dead", might: 0, speed: 0, intellect: 0 }, { "damage-model": "damage-track" });
		const { lines } = await dialog(v);
		expect(lines("refusal")).toEqual(["Kira is dead and cannot act."]);
		const el = createDiv();
		sheetChild(v, el, "", KIRA).load();
		await settle();
		expect(el.querySelector(".cl-sheet-subtitle")?.textContent).toBe("Tier 1 · Effort 1 · XP 3 · Dead");
	});

	it("a PC dead on the damage track rolls no initiative and takes no turn; the living still roll", async () => {
		// 001's track ends at Dead (the 000 wounds case is in test/dom/encounter/cypher.test.ts).
		classic("Dead");
		const v = await campaign("cypher", { "damage-model": "damage-track" });
		await v.note("Camp/Charles.md", encounterPc("Charles"));
		await v.note("Camp/Tammie.md", encounterPc("Tammie", { "damage-track": "dead" }));
		await encounterNote(v, { combatants: ["[[Charles]]", "[[Tammie]]"] });
		// One die, for Charles alone.
		const d = encounterDeps(v, [8]);
		const rolled = await rollInitiative(d, v.file(ENCOUNTER));
		expect(rolled.ok).toBe(true);
		expect(d.rng.remaining()).toBe(0);
		expect(v.frontmatter(ENCOUNTER)?.["order"]).toEqual(["Charles: 8"]);
		expect(rolled.ok && rolled.value.explanation).toContain("Tammie is dead and takes no turn.");
	});

	it("debilitated with Speed 0: no action and no moving, even when the task is only moving", async () => {
		classic("Cannot take any action other than to move/crawl immediate distance. (If Speed is 0, cannot move.)");
		const v = await table({ "damage-track": "debilitated", might: 0, speed: 0 }, { "damage-model": "damage-track" });
		const { modal, lines } = await dialog(v, { movementOnly: true }, [], { stat: "speed" });
		expect(lines("standing")).toEqual(["Debilitated with Speed 0: no actions and no moving at all."]);
		expect(lines("refusal")).toEqual(["Kira is debilitated with Speed 0: no action at all, not even moving."]);
		expect(modal.rollButton?.disabled).toBe(true);
	});

	it("debilitated with Speed left: only moving is allowed, and a crawl is rolled and logged", async () => {
		const v = await table({ "damage-track": "debilitated", might: 0, intellect: 0 }, { "damage-model": "damage-track" });
		const { modal, lines } = await dialog(v, { stat: "speed", difficulty: 2 }, [11], { stat: "speed" });
		expect(lines("refusal")).toEqual(["Kira is debilitated: the only action left is to move (crawl) an immediate distance."]);
		modal.setField("movementOnly", true);
		expect(lines("refusal")).toEqual([]);
		await modal.roll();
		expect((await lastEntry(v))?.outcome?.text).toBe("Success (11)");
	});
});

describe("wound boxes", () => {
	it("more marked in a row than the sheet has boxes is refused by the sheet, by name, instead of by every roll later", async () => {
		core("A core character can take three minor wounds, three moderate wounds, and three major wounds.");
		const v = await table({ "wounds-minor": 4 });
		const el = createDiv();
		sheetChild(v, el, "", KIRA).load();
		await settle();
		expect([...el.querySelectorAll(".cl-sheet-error")].map((e) => e.textContent).join("")).toContain(
			"wounds-minor: 4 marked, but the sheet has 3 minor wound boxes; mark at most 3, or give the extra boxes a type or ability grants in wounds-minor-max",
		);
		expect(el.querySelectorAll("button")).toHaveLength(0);
	});

	it("a fourth box a type gives (wounds-minor-max: 4) is drawn, and four minor wounds are read", async () => {
		core("Your type might allow you to take additional wounds");
		const v = await table({ "wounds-minor-max": 4, "wounds-minor": 4 });
		const el = createDiv();
		sheetChild(v, el, "", KIRA).load();
		await settle();
		expect(el.querySelectorAll(".cl-sheet-error")).toHaveLength(0);
		expect([...el.querySelectorAll(".cl-sheet-boxes-label")].map((e) => e.textContent)).toEqual(["Minor wounds 4/4", "Moderate wounds 0/3", "Major wounds 0/3"]);
	});
});
