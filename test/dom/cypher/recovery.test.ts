/**
 * The recovery roll from the sheet's button: choosing the recovery (any order under wounds, 000; in
 * order under the damage track, 001), the one-action recovery as a Last action for +2 (000), the
 * exact points before the roll, the split, and the notice when the Pools were already full.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { parseEntries } from "../../../src/engine/log";
import { undoEntry } from "../../../src/notes/log/undo";
import { applyRecoveryRoll, rollRecoveryDie } from "../../../src/ui/cypher/actions";
import { recoverySplitDialog } from "../../../src/games/cypher/gm-dialogs";
import { recoveryDialog, recoveryPlanForm } from "../../../src/games/cypher/recovery-dialog";
import { tableActions } from "../../../src/ui/cypher/register";
import { RollModal } from "../../../src/ui/frame/roll-modal";
import { seedQuoter } from "../../helpers/seeds";
import type { TestVault } from "../campaign/helpers";
import { deps, KIRA, must, noteOf, SESSION, settle, sheetChild, table } from "./fixtures";

const quote000 = (words: string): string => seedQuoter("000")(words);
const quote001 = (words: string): string => seedQuoter("001")(words);
const texts = (el: Element, selector: string): string[] => [...el.querySelectorAll(selector)].map((e) => e.textContent ?? "");
const entriesOf = async (v: TestVault) => parseEntries(await v.read(SESSION)).entries.map((e) => e.entry);

/** The first step's dialog, as the button opens it (drawn, not yet rolled). */
async function planDialog(v: TestVault) {
	const note = await noteOf(v, KIRA);
	const modal = new RollModal(v.app, recoveryDialog, note, recoveryPlanForm(note), () => Promise.resolve({ ok: false }));
	modal.onOpen();
	const line = (part: string): string => texts(modal.contentEl, `.cl-dialog-${part}`).join(" | ");
	const choices = (key: string): string[] => [...modal.contentEl.querySelectorAll(`[data-key="${key}"] :is(option, .cl-seg-button)`)].map((o) => o.getAttribute("value") ?? o.getAttribute("data-value") ?? "");
	return { modal, line, choices };
}

/**
 * The whole flow from the button: the choice dialog and, after Roll, the split dialog. The test
 * Modal closes itself on the next tick; here the dialogs stay open until the test is done with them.
 */
function watchDialogs() {
	// The spies call the real onOpen; their contexts are the dialogs opened.
	// Both steps are the table's dialog: the first opened is the choice, the second the split.
	const opened = vi.spyOn(RollModal.prototype, "onOpen").mock.contexts as RollModal<unknown, unknown>[];
	vi.spyOn(RollModal.prototype, "close").mockImplementation(() => undefined);
	return { plans: { get 0() { return opened[0]; } }, splits: { get 0() { return opened[1]; } } };
}

afterEach(() => vi.restoreAllMocks());

describe("choosing the recovery (wounds, seed 000)", () => {
	it("lists the recoveries not used today, in any order, with the points d6 + tier can give", async () => {
		// 000: "You can use your recoveries in any order."
		quote000("You can use your recoveries in any order.");
		// Kira used one recovery (recoveries-used: 1): ten minutes, one hour and ten hours are left.
		const { choices, line, modal } = await planDialog(await table({ might: 5 }));
		expect(choices("kind")).toEqual(["ten-minutes", "one-hour", "ten-hours"]);
		// 000: "When you take a recovery, roll a d6 and add your tier to see how many points you recover."
		quote000("When you take a recovery, roll a d6 and add your tier to see how many points you recover.");
		expect(line("points")).toBe("d6 + tier 1: 2 to 7 points, each 1 in 6.");
		// Might 5 of 12 has room for 7: every total fits, so the expectation is the average of 2..7.
		expect(line("expected")).toBe("Expected: 4.5 points.");
		// Only the one-action recovery can be a Last action: no toggle for the ten-minute one.
		expect(modal.contentEl.querySelector('[data-key="lastAction"]')).toBeNull();
		expect(texts(modal.contentEl, ".cl-dialog-rest")).toEqual([]);
		expect(modal.rollButton?.disabled).toBe(false);
	});

	it("shows what the rest also does: ten minutes removes the minor wounds, ten hours ends the day and tries the major wound", async () => {
		// 000: "| Ten-minute | Remove all minor wounds |"
		quote000("| Ten-minute | Remove all minor wounds |");
		const v = await table({ "wounds-minor": 2, "wounds-major": 1 });
		const { line, modal } = await planDialog(v);
		expect(line("rest")).toBe("Resting ten minutes removes all minor wounds (2).");
		modal.setField("kind", "ten-hours");
		// 000: "with a successful difficulty 6 Might task, remove one major wound", and the wound itself hinders the task.
		quote000("with a successful difficulty 6 Might task, remove one major wound");
		quote000("Each individual major wound hinders all of your actions.");
		quote000("at difficulty 7 and above, the target number is higher than 20, and since you’re rolling a d20, those targets are impossible");
		quote000("When that rest ends, you're starting a new day and have all four of your recoveries available again.");
		expect(texts(modal.contentEl, ".cl-dialog-rest")).toEqual([
			"The Might task to remove a major wound is difficulty 7 (6, 1 major wound +1): impossible without more easing, so no major wound is removed.",
			"The ten-hour rest ends the day: all four recoveries are available again.",
		]);
		// One level of Might Effort eases it back to 6 (target 18, faces 18–20); it costs 3 − Edge 1 = 2 Might.
		modal.setField("effort", 1);
		expect(texts(modal.contentEl, ".cl-dialog-rest")[0]).toBe("A difficulty 6 Might task (6, 1 major wound +1, Effort −1; target 18: 15%, 3 in 20) removes one major wound; its d20 is rolled when the points are placed.");
		expect(line("cost")).toBe("Cost: 2 Might for 1 level of Effort on the major wound task, once the points are placed");
		// Another recovery takes no Effort on the task.
		modal.setField("kind", "one-hour");
		expect(modal.form).toMatchObject({ kind: "one-hour", effort: 0 });
		expect(modal.contentEl.querySelector('[data-key="effort"]')).toBeNull();
	});

	it("the ten-hour rest with Might Effort on the major wound task: the die, the wound removed, the Effort paid, one Undo", async () => {
		quote000("| Ten-hour | Remove all moderate wounds and, with a successful difficulty 6 Might task, remove one major wound |");
		const v = await table({ might: 4, "wounds-moderate": 2, "wounds-major": 1, "recoveries-used": 3 });
		// The recovery d6 (5: 5 + tier 1 = 6 points), then the Might task's d20 (18 against target 18).
		const d = deps(v, [5, 18]);
		const { plans, splits } = watchDialogs();
		tableActions(d).openRecovery(v.file(KIRA));
		await settle();
		const plan = plans[0];
		if (!plan) throw new Error("no recovery dialog");
		expect(plan.form).toMatchObject({ kind: "ten-hours", effort: 0 });
		plan.setField("effort", 1);
		await plan.roll();
		const split = splits[0];
		if (!split) throw new Error("no split dialog");
		await split.roll();
		// Might 4 + 6 = 10, less 2 for the Effort: 8. The moderate wounds go with the rest, the major one with the task.
		expect(v.frontmatter(KIRA)).toMatchObject({ might: 8, "wounds-moderate": 0, "wounds-major": 0, "recoveries-used": 0 });
		const [entry] = await entriesOf(v);
		expect(entry?.explanation).toEqual(expect.arrayContaining(["1 major wound: all actions are hindered by 1 step.", "Might task to remove a major wound: difficulty 6, target 18, rolled 18: success.", "One major wound removed."]));
		expect(entry?.dice.map((g) => g.total)).toEqual([5, 18]);
		const undone = await undoEntry(v.app, v.file(SESSION), entry?.id ?? "");
		expect(undone.ok).toBe(true);
		expect(v.frontmatter(KIRA)).toMatchObject({ might: 4, "wounds-moderate": 2, "wounds-major": 1, "recoveries-used": 3 });
	});

	it("warns before the roll when every Pool is full and points beyond the room are lost", async () => {
		// 000: "You can divide these recovered points among your stat Pools however you wish, up to your maximum in a Pool."
		quote000("up to your maximum in a Pool");
		const full = await planDialog(await table({ might: 12 }));
		expect(full.line("expected")).toBe("Every Pool is full: the roll places nothing, but the ten-minute recovery is still used.");
		// Might 9 of 12: room for 3. Totals 2..7 place 2, 3, 3, 3, 3, 3 → 17/6 ≈ 2.8; 2 and 3 fit entirely.
		const some = await planDialog(await table());
		expect(some.line("expected")).toBe("The Pools have room for 3 more points: 2.8 expected to be placed; every point fits 2 in 6.");
	});

	it("refuses when all four recoveries are used", async () => {
		const { line, modal } = await planDialog(await table({ "recoveries-used": 4 }));
		expect(line("refusal")).toBe("All four recoveries are used today; a new day starts after a ten-hour rest.");
		expect(modal.rollButton?.disabled).toBe(true);
	});
});

describe("the one-action recovery as a Last action", () => {
	it("adds +2: the dialog shows 4 to 9, the roll 4 + 1 + 2 = 7, and the entry says so", async () => {
		// 000: "You can use your one-action recovery as a Last action (even if you're not in a round-byround situation) to get an additional +2 on your roll."
		quote000("You can use your one-action recovery as a Last action (even if you're not in a round-byround situation) to get an additional +2 on your roll.");
		const v = await table({ might: 2, "recoveries-used": 0 });
		const d = deps(v, [4]);
		const { plans, splits } = watchDialogs();
		tableActions(d).openRecovery(v.file(KIRA));
		await settle();
		const plan = plans[0];
		if (!plan) throw new Error("no recovery dialog");
		expect(plan.form).toEqual({ kind: "one-action", lastAction: false, effort: 0, withoutRest: false, effect: "" });
		plan.setField("lastAction", true);
		expect(texts(plan.contentEl, ".cl-dialog-points")).toEqual(["d6 + tier 1 + 2 (Last action): 4 to 9 points, each 1 in 6."]);
		expect(texts(plan.contentEl, ".cl-dialog-expected")).toEqual(["Expected: 6.5 points."]);
		await plan.roll();
		const split = splits[0];
		if (!split) throw new Error("no split dialog");
		expect(split.contentEl.querySelector(".cl-dialog-recovery-roll")?.textContent).toBe("One-action recovery: d6 4 + tier 1 + 2 (Last action) = 7 points to place.");
		expect(split.form).toEqual({ might: 7 });
		await split.roll();
		expect(v.frontmatter(KIRA)).toMatchObject({ might: 9, "recoveries-used": 1 });
		const [entry] = await entriesOf(v);
		expect(entry?.title).toBe("One-action recovery as a Last action");
		expect(entry?.inputs).toContainEqual({ key: "last action", value: "+2" });
		expect(entry?.outcome?.text).toBe("7 points recovered");
		expect(entry?.explanation).toContain("Taken as a Last action: +2, 7 points.");
		expect(d.told).toEqual(["One-action recovery as a Last action: 7 points recovered"]);
		// Choosing another recovery turns the Last action off: only the one-action recovery can be one.
		plan.setField("kind", "ten-minutes");
		expect(plan.form).toEqual({ kind: "ten-minutes", lastAction: false, effort: 0, withoutRest: false, effect: "" });
	});
});

describe("recoveries in any order", () => {
	it("the one-hour recovery before the ten-minute one: the note keeps the list, the next dialog offers the rest, undo restores", async () => {
		// 000: "You could even use two recoveries back to back, like having a ten-minute rest followed by a one-hour rest."
		quote000("You can use your recoveries in any order.");
		const v = await table({ might: 5, "wounds-moderate": 1 });
		const d = deps(v, [3]);
		const rolled = must(await rollRecoveryDie(d, v.file(KIRA), { kind: "one-hour" }));
		expect(rolled.roll.value).toEqual({ kind: "one-hour", face: 3, points: 4 });
		const entry = must(await applyRecoveryRoll(d, v.file(KIRA), rolled.roll, rolled.suggested, rolled.how));
		// 000: "| One-hour | Remove one moderate wound |"
		quote000("| One-hour | Remove one moderate wound |");
		expect(v.frontmatter(KIRA)).toMatchObject({ might: 9, "recoveries-used": 2, "recoveries-taken": ["one-action", "one-hour"], "wounds-moderate": 0 });
		expect(entry.title).toBe("One-hour recovery");
		const { choices } = await planDialog(v);
		expect(choices("kind")).toEqual(["ten-minutes", "ten-hours"]);
		// The sheet counts the list: two used, the ten-minute one still to take.
		const el = createDiv();
		sheetChild(v, el, "", KIRA, { openTask: () => undefined, openRecovery: () => undefined }).load();
		await settle();
		expect(texts(el, ".cl-sheet-list-item")).toContain("Recoveries used: 2 of 4 (next: ten minutes)");
		must(await undoEntry(v.app, v.file(SESSION), entry.id));
		expect(v.frontmatter(KIRA)).toMatchObject({ might: 5, "recoveries-used": 1, "wounds-moderate": 1 });
		expect(v.frontmatter(KIRA)).not.toHaveProperty("recoveries-taken");
	});

	it("a chosen recovery that was used meanwhile is refused, and nothing is written", async () => {
		const v = await table();
		const d = deps(v, [3]);
		const rolled = must(await rollRecoveryDie(d, v.file(KIRA), { kind: "one-hour" }));
		await v.app.fileManager.processFrontMatter(v.file(KIRA), (fm: Record<string, unknown>) => {
			fm["recoveries-taken"] = ["one-action", "one-hour"];
		});
		const before = await v.read(SESSION);
		expect(await applyRecoveryRoll(d, v.file(KIRA), rolled.roll, rolled.suggested, rolled.how)).toEqual({ ok: false, error: "The one-hour recovery is already used today." });
		expect(await v.read(SESSION)).toBe(before);
	});
});

describe("the damage track (seed 001)", () => {
	it("takes the recoveries in order, with no Last action", async () => {
		// 001: "First recovery roll 1 action, Second 10 minutes, Third 1 hour, Fourth 10 hours" (the recovery table).
		quote001("First recovery roll");
		quote001("1d6 + tier points, divided among stat pools");
		const v = await table({ "recoveries-used": 0 }, { "damage-model": "damage-track" });
		const { modal, choices } = await planDialog(v);
		expect(choices("kind")).toEqual(["one-action"]);
		expect(modal.contentEl.querySelector<HTMLButtonElement>('[data-key="kind"] .cl-seg-button')?.disabled).toBe(true);
		expect(modal.contentEl.querySelector('[data-key="lastAction"]')).toBeNull();
		const d = deps(v, [4]);
		expect(await rollRecoveryDie(d, v.file(KIRA), { lastAction: true })).toEqual({ ok: false, error: "Under the damage track a recovery has no Last action bonus: roll it without." });
		expect(d.rng.remaining()).toBe(1);
	});

	it("points into an empty Pool move up the track, and the dialog says so first", async () => {
		const v = await table({ speed: 0, "damage-track": "impaired", "recoveries-used": 0 }, { "damage-model": "damage-track" });
		const { line } = await planDialog(v);
		expect(line("rest")).toBe("Points into an empty Pool move the character up the damage track.");
		const d = deps(v, [2]);
		const rolled = must(await rollRecoveryDie(d, v.file(KIRA)));
		must(await applyRecoveryRoll(d, v.file(KIRA), rolled.roll, { speed: 3 }, rolled.how));
		expect(v.frontmatter(KIRA)).toMatchObject({ speed: 3, "damage-track": "hale" });
	});
});

describe("when the Pools are full", () => {
	it("says nothing was recovered and that the recovery is still used (the rest still removes minor wounds)", async () => {
		const v = await table({ might: 12, "wounds-minor": 1 });
		const d = deps(v, [3]);
		const { plans, splits } = watchDialogs();
		tableActions(d).openRecovery(v.file(KIRA));
		await settle();
		await plans[0]?.roll();
		const split = splits[0];
		if (!split) throw new Error("no split dialog");
		expect(split.contentEl.querySelector(".cl-dialog-note")?.textContent).toBe("Every Pool is full: the roll places nothing, but the ten-minute recovery is still used.");
		// Nothing to split: no Pool rows, only Recover.
		expect(split.contentEl.querySelectorAll(".cl-dialog-field")).toHaveLength(0);
		await split.roll();
		expect(d.told).toEqual(["Ten-minute recovery: Every Pool was already full: nothing recovered, but the ten-minute recovery is used"]);
		expect(v.frontmatter(KIRA)).toMatchObject({ might: 12, "recoveries-used": 2, "wounds-minor": 0 });
		const [entry] = await entriesOf(v);
		expect(entry?.outcome).toEqual({ text: "Every Pool was already full: nothing recovered, but the ten-minute recovery is used", code: "recovery" });
		must(await undoEntry(v.app, v.file(SESSION), entry?.id ?? ""));
		expect(v.frontmatter(KIRA)).toMatchObject({ "recoveries-used": 1, "wounds-minor": 1 });
	});

	it("places what fits and says how many of the rolled points that was", async () => {
		const v = await table({ might: 11 });
		const d = deps(v, [4]);
		const rolled = must(await rollRecoveryDie(d, v.file(KIRA)));
		const split = new RollModal(v.app, recoverySplitDialog, { note: rolled.note, roll: rolled.roll }, { ...rolled.suggested }, () => Promise.resolve({ ok: false, error: "unused" }));
		split.onOpen();
		expect(split.contentEl.querySelector(".cl-dialog-note")?.textContent).toBe("The Pools have room for 1 of the 5 points: place 1.");
		const entry = must(await applyRecoveryRoll(d, v.file(KIRA), rolled.roll, rolled.suggested, rolled.how));
		expect(entry.outcome?.text).toBe("1 of 5 points recovered: the Pools are full");
	});
});

describe("a die rolled at the table", () => {
	it("the face typed in is the roll, and the entry says it was entered by hand", async () => {
		const v = await table({ might: 3 });
		const d = deps(v, [6]);
		const { plans, splits } = watchDialogs();
		tableActions(d).openRecovery(v.file(KIRA));
		await settle();
		const plan = plans[0];
		if (!plan) throw new Error("no recovery dialog");
		plan.setByHand(true);
		plan.setTyped(0, "2");
		await plan.roll();
		expect(splits[0]?.contentEl.querySelector(".cl-dialog-recovery-roll")?.textContent).toBe("Ten-minute recovery: d6 2 + tier 1 = 3 points to place.");
		await splits[0]?.roll();
		expect(d.rng.remaining()).toBe(1);
		const [entry] = await entriesOf(v);
		expect(entry?.dice).toEqual([{ notation: "d6", dice: [{ value: 2, kept: true }], total: 2 }]);
		expect(entry?.inputs).toContainEqual({ key: "dice", value: "entered by hand" });
		expect(v.frontmatter(KIRA)?.["might"]).toBe(6);
	});
});

describe("a recovery used only to shake off an effect (000)", () => {
	it("rolls no d6, gives no points and heals nothing, counts among the day's recoveries, then opens the defense roll", async () => {
		quote000("If you use a recovery this way, you don't get any of the benefits a recovery normally grants, but it still takes the indicated time.");
		quote000("he can use a ten-shour non-rest recovery to attempt another Intellect defense roll to break the demon's control");
		const v = await table({ might: 5, "wounds-minor": 1 });
		const d = deps(v, [6]);
		const { plans, splits } = watchDialogs();
		tableActions(d).openRecovery(v.file(KIRA));
		await settle();
		const plan = plans[0];
		if (!plan) throw new Error("no recovery dialog");
		plan.setField("kind", "ten-minutes");
		plan.setField("withoutRest", true);
		plan.setField("effect", "the demon's hold");
		expect(texts(plan.contentEl, ".cl-dialog-points")).toEqual(["The ten-minute recovery is used up with no roll: no points, no wounds healed."]);
		expect(plan.contentEl.querySelector(".cl-dialog-by-hand")).toBeNull();
		await plan.roll();
		await settle();
		// Might stays 5 and the minor wound stays (a ten-minute rest would have removed it); the recovery is used.
		expect(v.frontmatter(KIRA)).toMatchObject({ might: 5, "wounds-minor": 1, "recoveries-taken": ["one-action", "ten-minutes"] });
		const [entry] = await entriesOf(v);
		expect(entry).toMatchObject({ kind: "recovery", title: "Ten-minute recovery, without rest", dice: [], outcome: { text: "Recovery used to shake off an effect: no points, no healing" } });
		expect(entry?.inputs).toContainEqual({ key: "effect", value: "the demon's hold" });
		expect(entry?.explanation).toContain("The ten-minute recovery is spent without resting: no Pool points, no wounds removed.");
		expect(d.rng.remaining()).toBe(1);
		// The next dialog is the defense against the effect (an Intellect defense by default), not a split.
		const defense = splits[0];
		expect((defense?.form as { label?: string } | undefined)?.label).toBe("Defense against the demon's hold");
		must(await undoEntry(v.app, v.file(SESSION), entry?.id ?? ""));
		expect(v.frontmatter(KIRA)?.["recoveries-taken"] ?? null).toBeNull();
	});
});
