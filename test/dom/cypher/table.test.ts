import { describe, expect, it } from "vitest";
import { parseEntries } from "../../../src/engine/log";
import { undoEntry } from "../../../src/notes/log/undo";
import { noSessionMessage } from "../../../src/notes/campaign/resolve-session";
import { applyDamage, applyRecoveryRoll, gmIntrusion, rollRecoveryDie, rollTask } from "../../../src/ui/cypher/actions";
import { defaultForm, type TaskForm } from "../../../src/games/cypher/task-form";
import { TaskModal } from "../../../src/ui/cypher/task-modal";
import type { TestVault } from "../campaign/helpers";
import { deps, KIRA, must, noteOf, ORU, SESSION, table } from "./fixtures";

/** The climb of the worked example (docs/ARCHITECTURE.md): difficulty 4, trained, one level of Effort. */
const climb: TaskForm = { ...defaultForm("might", "climbing"), difficulty: 4, effort: 1 };

async function dialog(v: TestVault, form: Partial<TaskForm> = {}, faces: number[] = []) {
	const d = deps(v, faces);
	const modal = new TaskModal(v.app, await noteOf(v, KIRA), (file, f, label) => rollTask(d, file, f, label), "might", "Climb", "climbing");
	modal.onOpen();
	modal.update(form);
	const line = (cls: string): string => modal.contentEl.querySelector(`.${cls}`)?.textContent ?? "";
	return { modal, d, line };
}

const entriesOf = async (v: TestVault) => parseEntries(await v.read(SESSION)).entries.map((e) => e.entry);

describe("the task dialog", () => {
	it("shows the worked example live: difficulty 4, trained, one level of Effort → difficulty 2, target 6, 75%", async () => {
		// 000: "Each level of Effort eases the task by one step."; "The target number is always three times the task's difficulty"
		const { line, modal } = await dialog(await table(), { difficulty: 4, effort: 1 });
		expect(line("cl-dialog-difficulty")).toBe("Difficulty 4 → 2 (Standard): target 6");
		// d20 ≥ 6 is 15 faces of 20.
		expect(line("cl-dialog-chance")).toBe("Chance of success: 75% (15 in 20)");
		// 000: "Using Effort costs 3 Pool points"; Edge 1 takes 1 off.
		expect(line("cl-dialog-cost")).toBe("Cost: 1 level of Effort: 3 Might − 1 Edge = 2");
		expect(modal.rollButton?.disabled).toBe(false);
	});

	it("follows every change: without Effort the same climb is difficulty 3, target 9, 60%, free", async () => {
		const { line } = await dialog(await table(), { difficulty: 4, effort: 1 });
		const { line: after } = await dialog(await table(), { difficulty: 4, effort: 0 });
		expect(line("cl-dialog-chance")).not.toBe(after("cl-dialog-chance"));
		expect(after("cl-dialog-difficulty")).toBe("Difficulty 4 → 3 (Demanding): target 9");
		expect(after("cl-dialog-chance")).toBe("Chance of success: 60% (12 in 20)");
		expect(after("cl-dialog-cost")).toBe("Cost: none");
	});

	it("a task eased to 0 is routine: no roll, certain", async () => {
		// 000: "If you reduce the difficulty of a task to 0 or less, it's routine, and you automatically succeed without a roll."
		const { line } = await dialog(await table(), { difficulty: 2, effort: 1 });
		expect(line("cl-dialog-difficulty")).toBe("Difficulty 2 → 0 (Routine): routine, no roll");
		expect(line("cl-dialog-chance")).toBe("Chance of success: 100% (routine)");
	});

	it("refuses more Effort than the character's Effort score, with the engine's message, and disables Roll", async () => {
		// 000: "your Effort score on your character sheet is the maximum number of levels of Effort you can use"
		const { line, modal } = await dialog(await table(), { effort: 2 });
		expect(line("cl-dialog-refusal")).toContain("Kira's Effort is 1: cannot pay for 2 levels.");
		expect(modal.rollButton?.disabled).toBe(true);
	});

	it("refuses when the Pool cannot pay, and nothing is written even if Roll is forced", async () => {
		const v = await table({ might: 1 });
		const before = await v.read(SESSION);
		const { line, modal, d } = await dialog(v, { difficulty: 4, effort: 1 }, [14]);
		expect(line("cl-dialog-refusal")).toBe("Kira cannot spend 2 points from Might: the Pool holds 1.");
		expect(modal.rollButton?.disabled).toBe(true);
		await modal.roll();
		const forced = await rollTask(d, v.file(KIRA), climb, "Climb");
		expect(forced).toEqual({ ok: false, error: "Kira cannot spend 2 points from Might: the Pool holds 1." });
		expect(d.told).toEqual(["Kira cannot spend 2 points from Might: the Pool holds 1."]);
		expect(await v.read(SESSION)).toBe(before);
		expect(v.frontmatter(KIRA)?.["might"]).toBe(1);
		expect(d.rng.remaining()).toBe(1);
	});

	it("wounds hinder every task: the dialog says why and counts it", async () => {
		// 000: "Each individual major wound hinders all of your actions."
		const { line, modal } = await dialog(await table({ "wounds-major": 1 }), { difficulty: 4, effort: 1 });
		expect(modal.contentEl.querySelector(".cl-dialog-standing")?.textContent).toContain("major wound");
		expect(line("cl-dialog-difficulty")).toBe("Difficulty 4 → 3 (Demanding): target 9");
	});
});

describe("rolling from the dialog", () => {
	it("a 14 succeeds: Kira's Might 9 → 7 is written and the entry is appended to the session note with before and after", async () => {
		const v = await table();
		const { modal, d } = await dialog(v, { difficulty: 4, effort: 1 }, [14]);
		await modal.roll();
		expect(v.frontmatter(KIRA)?.["might"]).toBe(7);
		const [entry, ...rest] = await entriesOf(v);
		expect(rest).toEqual([]);
		expect(entry).toMatchObject({
			kind: "task",
			actor: "[[Kira]]",
			title: "Climb (Might, trained)",
			dice: [{ notation: "d20", dice: [{ value: 14, kept: true }], total: 14 }],
			outcome: { text: "Success (14)", code: "success" },
			changes: [{ target: "[[Kira]]", key: "might", before: 9, after: 7 }],
		});
		expect(entry?.inputs).toContainEqual({ key: "target", value: 6 });
		expect(d.told).toEqual(["Climb (Might, trained): Success (14)"]);
		// The rest of the session note is untouched.
		expect(await v.read(SESSION)).toContain("# Session 3\n\nThe party reaches the ruin.\n");
	});

	it("a natural 20 refunds the points: Might ends where it started, both changes logged", async () => {
		// 000: "the point cost for the action (if any) decreases to 0, so if you spent points from a stat Pool on the action, you regain those points"
		const v = await table();
		const d = deps(v, [20]);
		const entry = must(await rollTask(d, v.file(KIRA), climb, "Climb"));
		expect(entry.outcome?.text).toBe("Success (20: major effect, points refunded)");
		expect(v.frontmatter(KIRA)?.["might"]).toBe(9);
	});

	it("with no session to log to, says how to start one and rolls nothing", async () => {
		const v = await table({ campaign: null });
		const d = deps(v, [14]);
		const result = await rollTask(d, v.file(KIRA), climb);
		expect(result).toEqual({ ok: false, error: noSessionMessage() });
		expect(d.rng.remaining()).toBe(1);
		expect(v.frontmatter(KIRA)?.["might"]).toBe(9);
	});

	it("reads the note fresh: an edit made after the dialog opened is what the roll spends from", async () => {
		const v = await table();
		const { modal } = await dialog(v, { difficulty: 4, effort: 1 }, [14]);
		await v.app.fileManager.processFrontMatter(v.file(KIRA), (fm: Record<string, unknown>) => {
			fm["might"] = 5;
		});
		await modal.roll();
		expect(v.frontmatter(KIRA)?.["might"]).toBe(3);
		expect((await entriesOf(v))[0]?.changes).toEqual([{ target: "[[Kira]]", key: "might", before: 5, after: 3 }]);
	});
});

describe("GM commands", () => {
	it("GM intrusion accepted: 2 XP to Kira, who passes 1 to Oru; both notes and the log", async () => {
		// 000: "The GM awards 2 experience points (XP) to the player affected by the intrusion. The player then awards one of those XP to another player of their choosing"
		const v = await table();
		const d = deps(v);
		must(await gmIntrusion(d, v.file(KIRA), { kind: "accept", passTo: v.file(ORU) }, "The rope frays"));
		expect(v.frontmatter(KIRA)?.["xp"]).toBe(4);
		expect(v.frontmatter(ORU)?.["xp"]).toBe(1);
		const [entry] = await entriesOf(v);
		expect(entry?.changes).toEqual([
			{ target: "[[Kira]]", key: "xp", before: 3, after: 4 },
			{ target: "[[Oru]]", key: "xp", before: 0, after: 1 },
		]);
		expect(d.told).toEqual(["GM intrusion: Accepted: +2 XP, 1 passed to Oru"]);
	});

	it("GM intrusion refused: 1 XP spent; with no XP it is refused and nothing is written", async () => {
		// 001: "1 XP: Refuse the intrusion"
		const v = await table();
		must(await gmIntrusion(deps(v), v.file(KIRA), { kind: "refuse" }));
		expect(v.frontmatter(KIRA)?.["xp"]).toBe(2);
		const broke = await table({ xp: 0 });
		const before = await broke.read(SESSION);
		const result = await gmIntrusion(deps(broke), broke.file(KIRA), { kind: "refuse" });
		expect(result).toEqual({ ok: false, error: "Kira has no XP and cannot refuse the intrusion." });
		expect(await broke.read(SESSION)).toBe(before);
	});

	it("GM intrusion cannot pass the XP to the same character", async () => {
		const v = await table();
		const result = await gmIntrusion(deps(v), v.file(KIRA), { kind: "accept", passTo: v.file(KIRA) });
		expect(result.ok).toBe(false);
		expect(v.frontmatter(KIRA)?.["xp"]).toBe(3);
	});

	it("Apply damage under wounds: a minor wound is marked and logged", async () => {
		// 000: "Each time you take a wound, mark off the appropriate wound box on your character sheet."
		const v = await table();
		must(await applyDamage(deps(v), v.file(KIRA), { model: "wounds", wound: "minor" }));
		expect(v.frontmatter(KIRA)?.["wounds-minor"]).toBe(1);
		expect((await entriesOf(v))[0]).toMatchObject({ kind: "damage", title: "Minor wound", changes: [{ target: "[[Kira]]", key: "wounds-minor", before: null, after: 1 }] });
		// The note had no wounds-minor key (the sheet reads it as 0): the log records it as absent, so undo removes it again.
		const entry = (await entriesOf(v))[0];
		const undone = must(await undoEntry(v.app, v.file(SESSION), entry?.id ?? ""));
		expect(undone.status).toBe("undone");
		expect(v.frontmatter(KIRA)).not.toHaveProperty("wounds-minor");
	});

	it("a task roll can be undone from the session note: Might goes back to 9", async () => {
		const v = await table();
		const entry = must(await rollTask(deps(v, [14]), v.file(KIRA), climb, "Climb"));
		must(await undoEntry(v.app, v.file(SESSION), entry.id));
		expect(v.frontmatter(KIRA)?.["might"]).toBe(9);
	});

	it("Apply damage under the damage track: damage after Armor comes off Might", async () => {
		// 001: "Damage to PC: Subtract from stat pool (default Might)."; "Damage: Damage rating - Armor"
		const v = await table({}, { "damage-model": "damage-track" });
		must(await applyDamage(deps(v), v.file(KIRA), { model: "damage-track", amount: 5, stat: "might", kind: "physical", armor: 1 }));
		expect(v.frontmatter(KIRA)?.["might"]).toBe(5);
	});

	it("Apply damage refuses the other campaign's model", async () => {
		const v = await table();
		const result = await applyDamage(deps(v), v.file(KIRA), { model: "damage-track", amount: 5 });
		expect(result.ok).toBe(false);
		expect(v.frontmatter(KIRA)?.["might"]).toBe(9);
	});

	it("Recovery roll: d6 + tier, the split placed, the next recovery counted", async () => {
		// 000: "When you take a recovery, roll a d6 and add your tier to see how many points you recover."
		const v = await table();
		const d = deps(v, [4]);
		const rolled = must(await rollRecoveryDie(d, v.file(KIRA)));
		expect(rolled.roll.value).toEqual({ kind: "ten-minutes", face: 4, points: 5 });
		// 000: "You can divide these recovered points among your stat Pools however you wish, up to your maximum in a Pool."
		expect(rolled.suggested).toEqual({ might: 3 });
		const refused = await applyRecoveryRoll(d, v.file(KIRA), rolled.roll, { might: 5 });
		expect(refused.ok).toBe(false);
		must(await applyRecoveryRoll(d, v.file(KIRA), rolled.roll, { might: 3 }));
		expect(v.frontmatter(KIRA)?.["might"]).toBe(12);
		expect(v.frontmatter(KIRA)?.["recoveries-used"]).toBe(2);
		expect((await entriesOf(v))[0]?.dice).toEqual([{ notation: "d6", dice: [{ value: 4, kept: true }], total: 4 }]);
		// Taken in order (001's table), the note keeps its count and gets no recoveries-taken list.
		expect(v.frontmatter(KIRA)).not.toHaveProperty("recoveries-taken");
	});

	it("the ten-hour recovery rolls the Might task for a major wound when Effort makes it possible: 18 removes it", async () => {
		// 000: "| Ten-hour | Remove all moderate wounds and, with a successful difficulty 6 Might task, remove one major wound |";
		// the wound hinders it to 7, one level of Effort eases it back to 6.
		const v = await table({ "recoveries-used": 3, "wounds-moderate": 2, "wounds-major": 1 });
		const d = deps(v, [2, 18]);
		const rolled = must(await rollRecoveryDie(d, v.file(KIRA), { effort: 1 }));
		expect(rolled.roll.value.kind).toBe("ten-hours");
		must(await applyRecoveryRoll(d, v.file(KIRA), rolled.roll, rolled.suggested, rolled.how));
		expect(v.frontmatter(KIRA)).toMatchObject({ "wounds-moderate": 0, "wounds-major": 0, "recoveries-used": 0 });
		expect((await entriesOf(v))[0]?.dice.map((g) => [g.notation, g.total])).toEqual([
			["d6", 2],
			["d20", 18],
		]);
	});

	it("without Effort the major wound makes the task impossible: no d20 is rolled and the wound stays", async () => {
		const v = await table({ "recoveries-used": 3, "wounds-moderate": 2, "wounds-major": 1 });
		const d = deps(v, [2]);
		const rolled = must(await rollRecoveryDie(d, v.file(KIRA)));
		must(await applyRecoveryRoll(d, v.file(KIRA), rolled.roll, rolled.suggested, rolled.how));
		expect(v.frontmatter(KIRA)).toMatchObject({ "wounds-moderate": 0, "wounds-major": 1, "recoveries-used": 0 });
		expect((await entriesOf(v))[0]?.dice.map((g) => g.notation)).toEqual(["d6"]);
		expect(d.rng.remaining()).toBe(0);
	});

	it("a recovery rolled before another was logged is refused rather than logged as the wrong one", async () => {
		const v = await table();
		const d = deps(v, [4]);
		const rolled = must(await rollRecoveryDie(d, v.file(KIRA)));
		await v.app.fileManager.processFrontMatter(v.file(KIRA), (fm: Record<string, unknown>) => {
			fm["recoveries-used"] = 2;
		});
		const result = await applyRecoveryRoll(d, v.file(KIRA), rolled.roll, rolled.suggested);
		expect(result).toEqual({ ok: false, error: "The ten-minute recovery was rolled, but the note now says the next one is the one-hour recovery: roll again." });
	});

	it("no recovery die is rolled when there is no session to log to", async () => {
		const v = await table({ campaign: null });
		const d = deps(v, [4]);
		expect(await rollRecoveryDie(d, v.file(KIRA))).toEqual({ ok: false, error: noSessionMessage() });
		expect(d.rng.remaining()).toBe(1);
	});
});
