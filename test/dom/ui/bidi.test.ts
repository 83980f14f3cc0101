/**
 * Bidirectional overrides in names (issue 28). A name holding U+202E (right-to-left override) or its
 * kin would turn the rest of its line around: "Roll ‮tnemyap lla teleD" drawn as written can spoof a
 * button. Every view is checked the same way, with the same hostile names:
 * - no label carries an override, embedding or isolate: buttons, options, dialog titles and setting
 *   names, aria-label, aria-description and title;
 * - where the page shows the name itself, it is isolated: inside a <bdi> or an element with dir.
 * The views: the sheet frame (every game's sheet), the roll dialog frame (every game's dialogs), the
 * encounter tracker, a roll block, an inline roll, a roll table's bar, and the picker. The session log's
 * views are checked in test/dom/log/bidi.test.ts with the same names.
 */
import { afterEach, describe, expect, it } from "vitest";
import type { MarkdownPostProcessorContext, Plugin } from "obsidian";
import { Plugin as MockPlugin } from "obsidian-test-mocks/obsidian";
import { parse } from "../../../src/engine/dice/index";
import { scriptedRng } from "../../../src/engine/rng";
import { buildInlineRoll } from "../../../src/ui/dice/inline-button";
import { RollBlockChild } from "../../../src/ui/dice/roll-block";
import { PickModal } from "../../../src/ui/pick-modal";
import type { DialogGame } from "../../../src/ui/frame/roll-modal";
import { RollModal } from "../../../src/ui/frame/roll-modal";
import type { SheetModel } from "../../../src/games/frame/game";
import { drawSheetModel } from "../../../src/ui/frame/sheet-view";
import { registerRollTables } from "../../../src/ui/roll-tables/register";
import { hasBidiControls } from "../../../src/ui/user-text";
import { EMBEDDED, expectBidiSafe, expectShown, ISOLATE, OVERRIDE } from "../helpers/bidi";
import { testVault } from "../campaign/helpers";
import { campaign, cypherPc, encounterNote, tracker } from "../encounter/fixtures";

afterEach(() => {
	document.body.empty();
});

describe("names with bidirectional overrides are isolated, and labels carry none", () => {
	it("the sheet frame: the name, list items, actions and problems", () => {
		const model: SheetModel = {
			system: "cypher",
			title: OVERRIDE,
			subtitle: "Tier 1",
			meters: [{ label: "Might", key: "might", value: 9, max: 12 }],
			boxes: [],
			tracks: [],
			lists: [
				{ title: "Skills", items: [{ text: ISOLATE }, { text: EMBEDDED, detail: "— trained", action: { id: "use", label: `Use ${EMBEDDED}`, description: `Use ${OVERRIDE}` } }] },
				{ title: "Abilities", items: [{ text: OVERRIDE, link: OVERRIDE }] },
			],
			actions: [{ id: "attack", label: `Attack with ${OVERRIDE}`, description: `Attack ${ISOLATE}` }],
			problems: [`The key "${OVERRIDE}" is not a number.`],
		};
		const box = document.body.createDiv();
		drawSheetModel(box, model, { edit: () => undefined, action: () => undefined, link: (parent, _target, text) => void parent.createEl("a", { text }) }, { headingLevel: 2 });
		expectBidiSafe(box);
		expectShown(box, OVERRIDE);
	});

	it("the roll dialog frame: title, field names, choices and the live panel", () => {
		const game: DialogGame<unknown, { who: string }> = {
			title: () => `Attack: ${OVERRIDE}`,
			fields: () => [
				{ kind: "choice", key: "who", label: `Target: ${ISOLATE}`, value: "a", choices: [["a", OVERRIDE], ["b", EMBEDDED]] },
				{ kind: "number", key: "n", label: `Assets for ${OVERRIDE}`, value: 1, min: 0, max: 2 },
			],
			preview: () => ({ odds: [`Beat ${OVERRIDE}: 50%`], cost: `1 point from ${ISOLATE}`, dice: [{ count: 1, sides: 20, label: `${OVERRIDE}'s d20` }] }),
		};
		const modal = new RollModal(testVault().app, game, {}, { who: "a" }, () => Promise.resolve({ ok: false }));
		modal.onOpen();
		modal.setByHand(true);
		expectBidiSafe(modal.modalEl);
		expect(modal.modalEl.textContent ?? "").toContain("Attack: Kira");
		modal.close();
	});

	it("the encounter tracker: names on rows, their buttons' labels", async () => {
		const v = await campaign("cypher");
		await v.note(`Camp/${OVERRIDE}.md`, cypherPc(OVERRIDE));
		await v.note(`Camp/${ISOLATE}.md`, cypherPc(ISOLATE));
		await encounterNote(v, { combatants: [`[[${OVERRIDE}]]`, `[[${ISOLATE}]]`] });
		const { el, child } = await tracker(v);
		document.body.appendChild(el);
		expect(el.querySelectorAll(".cl-encounter-name").length).toBe(2);
		expectBidiSafe(el);
		child.unload();
	});

	it("a roll block's label and its Roll button", () => {
		const el = document.body.createDiv();
		const child = new RollBlockChild(el, `1d20 + 2 # ${OVERRIDE}`, scriptedRng([5]));
		child.load();
		el.querySelector<HTMLButtonElement>("button.cl-roll-button")?.click();
		expectBidiSafe(el);
		expectShown(el, OVERRIDE);
		child.unload();
	});

	it("an inline roll's button", () => {
		const el = document.body.createSpan();
		buildInlineRoll(el, `1d6 # ${OVERRIDE}`);
		expectBidiSafe(el);
		expect(parse(`1d6 # ${OVERRIDE}`).label).toBe(OVERRIDE);
	});

	it("a roll table's bar: its button's label names the note, the rolled row is isolated", async () => {
		const v = testVault();
		const path = `Tables/${OVERRIDE}.md`;
		await v.note(path, {}, "Omens.\n");
		const el = document.body.createDiv();
		const table = el.createEl("table");
		const head = table.createEl("thead").createEl("tr");
		// The die as a table's header names it (lower case, as the compendium writes it).
		const die = ["d", "2"].join("");
		head.createEl("th", { text: die });
		head.createEl("th", { text: `Omen of ${ISOLATE}` });
		const body = table.createEl("tbody");
		for (const [face, text] of [["1", OVERRIDE], ["2", EMBEDDED]]) {
			const tr = body.createEl("tr");
			tr.createEl("td", { text: face });
			tr.createEl("td", { text });
		}
		class TablesPlugin extends MockPlugin {}
		const plugin = new TablesPlugin(v.app as never, { id: "campaign-ledger", name: "Campaign Ledger", version: "0.1.0", minAppVersion: "1.4.10", author: "", description: "" });
		registerRollTables(plugin as unknown as Plugin, () => v.settings({}), scriptedRng([1]));
		const children: Array<{ unload(): void }> = [];
		const ctx = {
			sourcePath: path,
			getSectionInfo: () => null,
			addChild: (child: { load(): void; unload(): void }) => {
				child.load();
				children.push(child);
			},
		} as unknown as MarkdownPostProcessorContext;
		for (const processor of plugin.markdownPostProcessors__) void processor(el, ctx);
		el.querySelector<HTMLButtonElement>("button.cl-table-roll-button")?.click();
		const bar = el.querySelector(".cl-table-roll") as HTMLElement;
		expectBidiSafe(bar);
		expectShown(bar, OVERRIDE);
		for (const child of children) child.unload();
	});

	it("the picker's suggestions", () => {
		const modal = new PickModal(testVault().app, "Pick", [OVERRIDE, ISOLATE], (name) => name, () => undefined);
		for (const item of modal.getItems()) expect(hasBidiControls(modal.getItemText(item))).toBe(false);
	});
});
