/**
 * Sheet and tracker actions as commands (ui/commands/action-commands.ts), the editor commands
 * "Insert roll" and "Roll selection", and the suggestions for dice and @properties in rolls.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { Modal, type Command, type Editor } from "obsidian";
import type { Plugin as MockPlugin } from "obsidian-test-mocks/obsidian";
import CampaignLedgerPlugin from "../../../src/main";
import { TRACKER_COMMANDS } from "../../../src/ui/commands/action-commands";
import { diceAtCursor, insertRoll } from "../../../src/ui/commands/editor-commands";
import { completing, diceSuggestions, propertySuggestions, rollBeforeCursor } from "../../../src/ui/editor/roll-suggest";
import { PickModal } from "../../../src/ui/pick-modal";
import { KIRA, SESSION, settle, table } from "../cypher/fixtures";
import type { TestVault } from "../campaign/helpers";

const MANIFEST = { id: "campaign-ledger", name: "Campaign Ledger", version: "0.1.0", minAppVersion: "1.4.10", author: "", description: "" };
type Loaded = MockPlugin & CampaignLedgerPlugin;
const loaded: Loaded[] = [];

afterEach(() => {
	for (const plugin of loaded.splice(0)) plugin.unload();
	vi.restoreAllMocks();
});

function load(v: TestVault): Loaded {
	const plugin = new CampaignLedgerPlugin(v.app, MANIFEST) as unknown as Loaded;
	plugin.load();
	loaded.push(plugin);
	return plugin;
}

/** Opens a note as the active one and tells the workspace, as Obsidian does. */
async function open(v: TestVault, path: string): Promise<void> {
	const leaf = v.app.workspace.getLeaf(false);
	await leaf.openFile(v.file(path));
	v.app.workspace.trigger("file-open", v.file(path));
	await settle();
}

const command = (plugin: Loaded, id: string): Command => {
	const found = plugin.commands__.get(id);
	if (!found) throw new Error(`no command ${id}; there are ${[...plugin.commands__.keys()].join(", ")}`);
	return found;
};

// Each sheet action as a command of its own: test/dom/ui/sheet-commands.test.ts.
describe("sheet actions as commands", () => {
	it("'Run a sheet action…' lists the sheet's actions and is not offered before a character was opened", async () => {
		const v = await table();
		const plugin = load(v);
		const run = command(plugin, "sheet-action");
		expect(run.checkCallback?.(true)).toBe(false);
		await open(v, KIRA);
		const picked: PickModal<{ label: string }>[] = [];
		vi.spyOn(Modal.prototype, "open").mockImplementation(function (this: Modal) {
			if (this instanceof PickModal) picked.push(this as PickModal<{ label: string }>);
		});
		run.checkCallback?.(false);
		await settle();
		expect(picked[0]?.getItems().map((a) => a.label)).toEqual(expect.arrayContaining(["Might task", "Speed task", "Intellect task", "Recovery roll", "Spend XP", "Add equipment"]));
	});
});

describe("tracker actions as commands", () => {
	it("every tracker action has a command; the ones the encounter module lacks are added and act on the running encounter", async () => {
		const v = await table();
		const plugin = load(v);
		for (const { id, registered } of Object.values(TRACKER_COMMANDS)) {
			expect(plugin.commands__.has(id), id).toBe(true);
			if (!registered) expect(command(plugin, id).checkCallback?.(true), id).toBe(false);
		}
		await v.note("Gate/Encounters/Ash Pit.md", { ledger: "encounter", campaign: "[[Gate]]", combatants: ["[[Kira]]"], round: 0, turn: 0 }, "```ledger-encounter\n```\n");
		// Not open, but running (not ended): the commands find it from the session note.
		await open(v, SESSION);
		expect(command(plugin, "encounter-previous-turn").checkCallback?.(true)).toBe(true);
		const picked: PickModal<string>[] = [];
		vi.spyOn(Modal.prototype, "open").mockImplementation(function (this: Modal) {
			if (this instanceof PickModal) picked.push(this as PickModal<string>);
		});
		command(plugin, "encounter-remove-combatant").checkCallback?.(false);
		await settle();
		expect(picked[0]?.getItems()).toEqual(["Kira"]);
	});
});

describe("editor commands", () => {
	/** One line of text with a selection: the few Editor methods the commands use. */
	const editor = (text: string, from: number, to = from): Editor => {
		let value = text;
		let selection = [from, to];
		const fake = {
			getValue: () => value,
			getLine: () => value,
			getSelection: () => value.slice(selection[0], selection[1]),
			getCursor: (side?: string) => ({ line: 0, ch: side === "to" ? (selection[1] ?? 0) : (selection[0] ?? 0) }),
			replaceSelection: (text: string) => {
				value = value.slice(0, selection[0]) + text + value.slice(selection[1]);
				selection = [(selection[0] ?? 0) + text.length, (selection[0] ?? 0) + text.length];
			},
			setSelection: (anchor: { ch: number }, head: { ch: number }) => {
				selection = [anchor.ch, head.ch];
			},
		};
		return fake as unknown as Editor;
	};

	it("Insert roll writes `roll: 1d20`, or wraps the selected dice, with the dice selected", () => {
		const empty = editor("Hit ", 4);
		insertRoll(empty);
		expect(empty.getValue()).toBe("Hit `roll: 1d20`");
		expect(empty.getSelection()).toBe("1d20");
		const selected = editor("Hit 2d6+1 now", 4, 9);
		insertRoll(selected);
		expect(selected.getValue()).toBe("Hit `roll: 2d6+1` now");
		expect(selected.getSelection()).toBe("2d6+1");
	});

	it("Roll selection takes the selection, or the roll code the cursor is in; nothing elsewhere", () => {
		expect(diceAtCursor(editor("Hit 2d6+1 now", 4, 9))).toBe("2d6+1");
		const line = "Attack `roll: 1d20 + @might-edge` then";
		expect(diceAtCursor(editor(line, line.indexOf("1d20")))).toBe("1d20 + @might-edge");
		expect(diceAtCursor(editor(line, 2))).toBeUndefined();
	});

	it("Roll selection rolls through the API with the note's properties and logs it", async () => {
		const v = await table();
		const plugin = load(v);
		await open(v, KIRA);
		const roll = vi.spyOn(plugin.api as NonNullable<typeof plugin.api>, "roll");
		const e = editor("`roll: 1d20 + @might-edge`", 3);
		const cmd = command(plugin, "roll-selection");
		expect(cmd.editorCheckCallback?.(true, e, { file: v.file(KIRA) } as never)).toBe(true);
		cmd.editorCheckCallback?.(false, e, { file: v.file(KIRA) } as never);
		await settle();
		expect(roll).toHaveBeenCalledWith("1d20 + @might-edge", { note: KIRA });
		expect(await v.read(SESSION)).toContain("1d20 + @might-edge");
	});
});

describe("suggestions in rolls", () => {
	it("knows when the cursor is in a roll: `roll:` code on the line, or a ledger-roll block above", () => {
		expect(rollBeforeCursor("Hit `roll: 2d", [])).toBe(" 2d");
		expect(rollBeforeCursor("Hit `2d", [])).toBeUndefined();
		expect(rollBeforeCursor("Hit `roll: 1d6` then 2d", [])).toBeUndefined();
		expect(rollBeforeCursor("1d20 + @mi", ["# Notes", "```ledger-roll"])).toBe("1d20 + @mi");
		expect(rollBeforeCursor("1d20 + @mi", ["```ledger-roll", "1d6", "```", "text"])).toBeUndefined();
		expect(rollBeforeCursor("x = 2d", ["```js"])).toBeUndefined();
	});

	it("suggests dice with their range and average, and the note's number properties after @", () => {
		expect(completing(" 2d")).toEqual({ kind: "dice", typed: "2d" });
		expect(completing("1d20 + @mi")).toEqual({ kind: "property", typed: "@mi" });
		expect(completing("1d20 + ")).toBeUndefined();
		expect(diceSuggestions("2d1").map((s) => `${s.text} ${s.detail}`)).toEqual(["2d10 2–20, average 11", "2d12 2–24, average 13", "2d100 2–200, average 101"]);
		expect(diceSuggestions("d2")[0]).toEqual({ text: "d20", detail: "1–20, average 10.5" });
		expect(diceSuggestions("99999d")).toEqual([]);
		const fm = { might: 9, "might-edge": 1, "might-max": 12, name: "Kira", mighty: "yes" };
		expect(propertySuggestions(fm, "@mi").map((s) => `${s.text}=${s.detail}`)).toEqual(["@might=9", "@might-edge=1", "@might-max=12"]);
	});

	it("is registered as an editor suggest by the plugin", async () => {
		const v = await table();
		const plugin = load(v);
		expect(plugin.editorSuggests__.length).toBe(1);
	});
});
