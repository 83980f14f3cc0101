/**
 * Waiting for a trigger on the Cypher tracker (000, 001): Wait asks what for, the row says it, and
 * when it happens Act now places the waiting combatant right before the turn under way, logged, so
 * Undo in the session note puts the waiting back. The seed's own initiative example.
 */
import { describe, expect, it } from "vitest";
import { parseEntries } from "../../../src/engine/log";
import { undoEntry } from "../../../src/notes/log/undo";
import { actNow, nextTurn, rollInitiative, toggleRoundChoice } from "../../../src/ui/encounter/actions";
import { waitDialog } from "../../../src/ui/encounter/dialogs";
import { readEncounterNote } from "../../../src/notes/encounter/read";
import { seedQuoter } from "../../helpers/seeds";
import { campaign, creaturePage, cypherPc, deps, ENCOUNTER, encounterNote, rowMenu, rowNames, SESSION, settle, texts, tracker } from "./fixtures";
import type { TestVault } from "../campaign/helpers";

const q000 = seedQuoter("000");
const q001 = seedQuoter("001");
const entries = async (v: TestVault) => parseEntries(await v.read(SESSION)).entries.map((e) => e.entry);

/** 000's example: "Charles rolls an 8, Shanna rolls a 15, and Tammie rolls a 4. The target number for a level 2 creature is 6". */
async function rolled(): Promise<{ v: TestVault; d: ReturnType<typeof deps> }> {
	const v = await campaign("cypher", { "damage-model": "wounds" });
	for (const name of ["Charles", "Shanna", "Tammie"]) await v.note(`Camp/${name}.md`, cypherPc(name));
	await v.app.vault.create("Compendium/Guard.md", creaturePage(2, 6));
	await encounterNote(v, { combatants: ["[[Charles]]", "[[Shanna]]", "[[Tammie]]", "2 × [[Guard]]"] });
	const d = deps(v, [8, 15, 4]);
	await rollInitiative(d, v.file(ENCOUNTER));
	return { v, d };
}

const status = (el: HTMLElement, name: string): string =>
	[...el.querySelectorAll(".cl-encounter-row")].find((row) => row.querySelector(".cl-encounter-name")?.textContent === name)?.querySelector(".cl-encounter-status")?.textContent ?? "";

describe("waiting for a trigger (000, 001)", () => {
	it("names the trigger, and Act now puts the turn right before the one under way; Undo puts the waiting back", async () => {
		q000("You can also tell the GM that you want to wait until something specific happens, and if that thing happens you get to go right before it");
		q001("WAIT: Select a trigger action and resolve your action");
		const { v, d } = await rolled();
		const { el, actions } = await tracker(v);
		// The row's menu asks for the trigger through a dialog (register.ts); the dialog says what the wait does.
		rowMenu(el, "Shanna").click("Wait…");
		expect(actions.wait).toHaveBeenCalledWith(v.file(ENCOUNTER), "Shanna");
		const read = await readEncounterNote(v.app, v.settings(), v.file(ENCOUNTER));
		if (!read.ok) throw new Error(read.error);
		const form = { id: "Shanna", trigger: "the guard raises its spear" };
		expect(waitDialog.fields(read.value, form).map((f) => f.label)).toEqual(["Waits for"]);
		expect(waitDialog.preview(read.value, form).odds).toEqual(["Shanna acts when this happens, right before the turn under way then."]);

		const waited = await toggleRoundChoice(d, v.file(ENCOUNTER), "Shanna", "wait", form.trigger);
		expect(waited.ok && waited.value).toBe("Shanna waits for: the guard raises its spear. When it happens, Act now on Shanna's row places the turn right before it. Charles acts now.");
		expect(v.frontmatter(ENCOUNTER)?.["wait-triggers"]).toEqual(["Shanna: the guard raises its spear"]);
		await settle();
		expect(rowNames(el)).toEqual(["Charles", "Guard 1", "Guard 2", "Tammie", "Shanna"]);
		expect(status(el, "Shanna")).toBe("waiting for: the guard raises its spear");

		// Charles acts; on Guard 1's turn the guard raises its spear: Shanna acts first.
		await nextTurn(d, v.file(ENCOUNTER));
		await settle();
		const button = [...el.querySelectorAll<HTMLButtonElement>("button.cl-encounter-act-now")];
		expect(button.map((b) => b.getAttribute("aria-label"))).toEqual(["Shanna acts now, before Guard 1"]);
		button[0]?.click();
		expect(actions.actNow).toHaveBeenCalledWith(v.file(ENCOUNTER), "Shanna");
		const before = { ...v.frontmatter(ENCOUNTER) };
		const acted = await actNow(d, v.file(ENCOUNTER), "Shanna");
		expect(acted.ok).toBe(true);
		await settle();
		expect(rowNames(el)).toEqual(["Charles", "Shanna", "Guard 1", "Guard 2", "Tammie"]);
		expect(texts(el, ".cl-encounter-round")).toEqual(["Cypher System · Round 1 · Shanna's turn"]);
		expect(status(el, "Shanna")).toBe("acts now, before Guard 1");
		expect(el.querySelector("button.cl-encounter-act-now")).toBeNull();
		const [entry] = (await entries(v)).slice(-1);
		expect(entry).toMatchObject({ kind: "turn", title: "Round 1: Shanna acts before Guard 1", outcome: { text: "Shanna acts now" } });
		expect(entry?.inputs).toEqual([{ key: "before", value: "Guard 1" }, { key: "trigger", value: "the guard raises its spear" }]);

		// Undo: Shanna waits again, at the end of the round, for the same trigger.
		expect((await undoEntry(v.app, v.file(SESSION), entry?.id ?? "")).ok).toBe(true);
		expect(v.frontmatter(ENCOUNTER)).toEqual(before);
		await settle();
		expect(rowNames(el)).toEqual(["Charles", "Guard 1", "Guard 2", "Tammie", "Shanna"]);

		// Done again, then the turn goes on: Guard 1 (whose turn it was) acts next, and the next round is the rolled order.
		await actNow(d, v.file(ENCOUNTER), "Shanna");
		await nextTurn(d, v.file(ENCOUNTER));
		await settle();
		expect(texts(el, ".cl-encounter-round")).toEqual(["Cypher System · Round 1 · Guard 1's turn"]);
		for (let i = 0; i < 3; i++) await nextTurn(d, v.file(ENCOUNTER));
		expect(v.frontmatter(ENCOUNTER)?.["round"]).toBe(2);
		expect(v.frontmatter(ENCOUNTER)?.["wait-triggers"]).toBeUndefined();
		expect(v.frontmatter(ENCOUNTER)?.["acting-before"]).toBeUndefined();
		await settle();
		expect(rowNames(el)).toEqual(["Shanna", "Charles", "Guard 1", "Guard 2", "Tammie"]);
	});

	it("a wait with no trigger acts after the others, as before; Act now is refused for one who is not waiting", async () => {
		const { v, d } = await rolled();
		const waited = await toggleRoundChoice(d, v.file(ENCOUNTER), "Shanna", "wait", "   ");
		expect(waited.ok && waited.value).toBe("Shanna waits, to act once the others have taken their turns this round. Charles acts now.");
		expect(v.frontmatter(ENCOUNTER)?.["wait-triggers"]).toBeUndefined();
		const { el } = await tracker(v);
		expect(status(el, "Shanna")).toBe("waiting");
		const refused = await actNow(d, v.file(ENCOUNTER), "Tammie");
		expect(!refused.ok && refused.error).toBe("Tammie is not waiting: choose Wait on the row first.");
		// Stopping the wait clears its trigger too.
		await toggleRoundChoice(d, v.file(ENCOUNTER), "Tammie", "wait", "the door opens");
		expect(v.frontmatter(ENCOUNTER)?.["wait-triggers"]).toEqual(["Tammie: the door opens"]);
		await toggleRoundChoice(d, v.file(ENCOUNTER), "Tammie", "wait");
		expect(v.frontmatter(ENCOUNTER)?.["wait-triggers"]).toBeUndefined();
	});

	it("two who wait: the second acts right before the first, once the normal turns are over", async () => {
		const { v, d } = await rolled();
		await toggleRoundChoice(d, v.file(ENCOUNTER), "Shanna", "wait", "Tammie draws her bow");
		await toggleRoundChoice(d, v.file(ENCOUNTER), "Charles", "wait", "Shanna moves");
		for (let i = 0; i < 3; i++) await nextTurn(d, v.file(ENCOUNTER));
		const { el } = await tracker(v);
		expect(texts(el, ".cl-encounter-round")).toEqual(["Cypher System · Round 1 · Shanna's turn"]);
		expect((await actNow(d, v.file(ENCOUNTER), "Charles")).ok).toBe(true);
		await settle();
		expect(rowNames(el)).toEqual(["Guard 1", "Guard 2", "Tammie", "Charles", "Shanna"]);
		expect(texts(el, ".cl-encounter-round")).toEqual(["Cypher System · Round 1 · Charles's turn"]);
	});
});
