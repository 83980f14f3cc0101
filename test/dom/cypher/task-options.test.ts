/**
 * The task dialog's options for how hard a player pushes: free levels of Effort an ability gives,
 * and a retry of a failed task, which needs Effort. Each case quotes the seed, uses its numbers, and
 * checks the dialog's lines, the note after the roll and the log entry. Kira (fixtures.ts): Might
 * 9/12 Edge 1, Effort 1, trained in climbing.
 */
import { describe, expect, it } from "vitest";
import { parseEntries } from "../../../src/engine/log";
import { rollTask } from "../../../src/ui/cypher/actions";
import { TaskModal } from "../../../src/ui/cypher/task-modal";
import type { WeaponCategory } from "../../../src/engine/systems/cypher/task";
import { seedQuoter } from "../../helpers/seeds";
import type { TestVault } from "../campaign/helpers";
import { deps, KIRA, noteOf, SESSION, table } from "./fixtures";

const core = seedQuoter("000");
const classic = seedQuoter("001");

/** Kira's task dialog, fields set in order as the rows would set them. */
export async function taskDialog(v: TestVault, fields: [string, string | number | boolean][] = [], faces: number[] = [], open: { stat?: "might" | "speed" | "intellect"; label?: string; skill?: string; weapon?: WeaponCategory } = {}) {
	const d = deps(v, faces);
	const modal = new TaskModal(v.app, await noteOf(v, KIRA), (file, f, label) => rollTask(d, file, f, label), open.stat ?? "might", open.label, open.skill ?? "", [], open.weapon ?? "");
	modal.onOpen();
	for (const [key, value] of fields) modal.setField(key, value);
	const lines = (part: string): string[] => [...modal.contentEl.querySelectorAll(`.cl-dialog-${part}`)].map((e) => e.textContent ?? "");
	const labels = (): (string | null)[] => [...modal.contentEl.querySelectorAll(".cl-dialog-field :is(select, input, .cl-seg)")].map((c) => c.getAttribute("aria-label"));
	return { modal, d, lines, labels };
}

const lastEntry = async (v: TestVault) => parseEntries(await v.read(SESSION)).entries.at(-1)?.entry;

describe("free levels of Effort", () => {
	it("ease the task at no cost and on top of the Effort score: a difficulty 5 climb with 1 paid and 1 free level is target 6", async () => {
		core("Some character abilities give you a free level of Effort on a task.");
		core("This free level doesn't cost you any Pool points, and it doesn't count toward your Effort limit.");
		const v = await table();
		// Kira's Effort is 1: the free level comes on top of it.
		const { modal, lines } = await taskDialog(v, [["difficulty", 5], ["effort", 1], ["freeEffort", 1]], [10], { label: "Climb", skill: "climbing" });
		expect(lines("difficulty")).toEqual(["Difficulty 5 → 2 (Standard): target 6"]);
		expect(lines("chance")).toEqual(["Chance of success: 75% (15 in 20)"]);
		// Only the paid level costs: 3 less Edge 1.
		expect(lines("cost")).toEqual(["Cost: 1 level of Effort: 3 Might − 1 Edge = 2 (and 1 free level of Effort)"]);
		await modal.roll();
		expect(v.frontmatter(KIRA)?.["might"]).toBe(7);
		const entry = await lastEntry(v);
		expect(entry?.inputs).toContainEqual({ key: "effort", value: 2 });
		expect(entry?.inputs).toContainEqual({ key: "free effort", value: 1 });
		expect(entry?.explanation).toContain("1 free level of Effort costs nothing and does not count toward the Effort score.");
	});

	it("alone cost nothing at all", async () => {
		const { lines } = await taskDialog(await table(), [["difficulty", 4], ["freeEffort", 2]]);
		expect(lines("difficulty")).toEqual(["Difficulty 4 → 2 (Standard): target 6"]);
		expect(lines("cost")).toEqual(["Cost: none (and 2 free levels of Effort)"]);
	});

	it("still count toward the six levels a task can take", async () => {
		core("even if you have free levels of Effort, you're still limited to applying a maximum of six levels of Effort for a task.");
		const { modal, lines } = await taskDialog(await table(), [["difficulty", 10], ["effort", 1], ["freeEffort", 6]]);
		expect(lines("refusal").join("")).toContain("At most 6 levels of Effort on a task, got 7.");
		expect(modal.rollButton?.disabled).toBe(true);
	});
});

describe("a retry of a failed task", () => {
	it("brings the one level of Effort it needs, and is refused without it", async () => {
		core("If you fail a task (whether it's climbing a wall, picking a lock, trying to figure out a mysterious device, or something else) you can attempt it again, but you have to use Effort when retrying it.");
		classic("RETRY: Must apply 1 level of effort");
		const v = await table();
		const { modal, lines } = await taskDialog(v, [["difficulty", 4], ["retry", true]], [], { label: "Climb", skill: "climbing" });
		// Marking the retry set Effort to 1: trained and Effort ease 4 to 2.
		expect(modal.form.effort).toBe(1);
		expect(lines("difficulty")).toEqual(["Difficulty 4 → 2 (Standard): target 6"]);
		modal.setField("effort", 0);
		expect(lines("refusal").join("")).toContain("A retry needs at least one level of Effort.");
		expect(modal.rollButton?.disabled).toBe(true);
	});

	it("is logged as a retry, with the Effort paid", async () => {
		core("Additional retries may be possible if your first retry fails, but the same rule applies: you have to apply at least one level of Effort each time.");
		const v = await table();
		const { modal } = await taskDialog(v, [["difficulty", 4], ["retry", true]], [5], { label: "Climb", skill: "climbing" });
		await modal.roll();
		const entry = await lastEntry(v);
		expect(entry?.outcome).toEqual({ text: "Failure (5)", code: "failure" });
		expect(entry?.inputs).toContainEqual({ key: "retry", value: "yes" });
		expect(entry?.explanation).toContain("A retry of a failed task: it takes at least one level of Effort (1 level here).");
		expect(v.frontmatter(KIRA)?.["might"]).toBe(7);
	});

	it("is satisfied by a free level of Effort", async () => {
		const { modal, lines } = await taskDialog(await table(), [["difficulty", 4], ["freeEffort", 1], ["retry", true]]);
		// Effort applied already: marking the retry adds no paid level.
		expect(modal.form.effort).toBe(0);
		expect(lines("refusal")).toEqual([]);
		expect(lines("cost")).toEqual(["Cost: none (and 1 free level of Effort)"]);
	});

	it("is not offered for an attack: a missed attack is a new attack next round", async () => {
		core("The retrying rule doesn't apply to something like attacking a foe in combat because combat is always changing and fluid.");
		const { labels } = await taskDialog(await table(), [], [], { weapon: "medium" });
		expect(labels()).not.toContain("Retry of a failed task");
		const plain = await taskDialog(await table());
		expect(plain.labels()).toContain("Retry of a failed task");
	});
});
