/**
 * The Manual's tables of commands, code blocks and settings are checked against what the plugin
 * registers when it loads, so they stay true as commands and settings are added or renamed. On a
 * mismatch the message names each row to add, rename or remove, and in which note.
 */
import { readFileSync } from "node:fs";
import { afterEach, describe, expect, it } from "vitest";
import type { Plugin as MockPlugin } from "obsidian-test-mocks/obsidian";
import CampaignLedgerPlugin from "../../../src/main";
import { DEFAULT_SETTINGS, type LedgerSettings } from "../../../src/settings";
import { settingGroups } from "../../../src/ui/settings-tab";
import { table } from "../cypher/fixtures";
import { MANIFEST } from "../helpers/plugin";

const COMMANDS_NOTE = "demo-vault/Manual/Commands.md";
const SETTINGS_NOTE = "demo-vault/Manual/Settings.md";

type Loaded = MockPlugin & CampaignLedgerPlugin & {
	commands__: Map<string, { id: string; name: string; hotkeys?: unknown[] }>;
	markdownCodeBlockProcessors__: Map<string, unknown>;
};
const loaded: Loaded[] = [];
afterEach(() => {
	for (const plugin of loaded.splice(0)) plugin.unload();
});

async function loadPlugin(): Promise<Loaded> {
	const v = await table();
	const plugin = new CampaignLedgerPlugin(v.app, MANIFEST) as unknown as Loaded;
	plugin.load();
	loaded.push(plugin);
	return plugin;
}

/** The first cell of every body row of every Markdown table in `text`. */
function firstCells(text: string): string[] {
	const cells: string[] = [];
	for (const line of text.split("\n")) {
		if (!line.startsWith("| ") || /^\|\s*-/.test(line)) continue;
		const cell = line.slice(2, line.indexOf(" |", 1)).trim();
		cells.push(cell);
	}
	return cells.filter((cell) => !["Command", "Block", "Setting"].includes(cell));
}

/** The rows of the table whose header starts with `header`: every cell of each body row. */
function tableRows(text: string, header: string): string[][] {
	const lines = text.split("\n");
	const start = lines.findIndex((line) => line.startsWith(`| ${header} |`));
	const rows: string[][] = [];
	for (const line of lines.slice(start + 2)) {
		if (!line.startsWith("|")) break;
		rows.push(line.slice(1, -1).split(" | ").map((cell) => cell.trim()));
	}
	return rows;
}

/** What the comparison finds, in the words of the fix. */
function difference(code: readonly string[], documented: readonly string[]): { add: string[]; remove: string[] } {
	return { add: code.filter((name) => !documented.includes(name)), remove: documented.filter((name) => !code.includes(name)) };
}

describe("the Manual's Commands note", () => {
	const note = readFileSync(COMMANDS_NOTE, "utf8");
	const commandsPart = note.slice(0, note.indexOf("## Code blocks and inline code"));
	const blocksPart = note.slice(note.indexOf("## Code blocks and inline code"));

	it("has a row for every command the plugin registers, by its name in the palette, and none for a command it lacks", async () => {
		const plugin = await loadPlugin();
		const registered = [...plugin.commands__.values()].map((command) => command.name);
		// "*Game* sheet: *action*" stands for the commands each opened sheet adds; the others are names.
		const documented = firstCells(commandsPart).filter((cell) => !cell.includes("*"));
		expect(difference(registered, documented), `${COMMANDS_NOTE}: add a row "| <name> | <what it does> | <offered when> |" for each command under "add", and rename or remove each row under "remove"`).toEqual({ add: [], remove: [] });
		// The note promises no default hotkey.
		expect([...plugin.commands__.values()].filter((command) => (command.hotkeys ?? []).length > 0).map((command) => command.name)).toEqual([]);
	});

	it("has a row for every code block the plugin draws", async () => {
		const plugin = await loadPlugin();
		const languages = [...plugin.markdownCodeBlockProcessors__.keys()];
		const documented = firstCells(blocksPart).map((cell) => cell.replace(/`/g, ""));
		expect(difference(languages, documented), `${COMMANDS_NOTE}, "Code blocks and inline code": add a row "| \`<block>\` | <what it draws> | <more> |" for each block under "add", and remove each under "remove"`).toEqual({ add: [], remove: [] });
	});
});

/** A default as the Settings note writes it. */
function defaultText(value: LedgerSettings[keyof LedgerSettings]): string {
	if (value === "") return "none";
	if (typeof value === "boolean") return value ? "on" : "off";
	return typeof value === "string" ? `\`${value}\`` : String(value);
}

describe("the Manual's Settings note", () => {
	it("lists every row of the settings tab, in its order, with the plugin's default", () => {
		const rows = tableRows(readFileSync(SETTINGS_NOTE, "utf8"), "Setting");
		// A dropdown's default is the choice it shows ("Obsidian's language"), as the tab draws it.
		const code = settingGroups()
			.flatMap((group) => group.rows)
			.map((row) => `| ${row.name} | … | ${row.options ? (row.options[String(DEFAULT_SETTINGS[row.key])] ?? "") : defaultText(DEFAULT_SETTINGS[row.key])} |`);
		const documented = rows.map(([name = "", , byDefault = ""]) => `| ${name} | … | ${byDefault} |`);
		expect(documented, `${SETTINGS_NOTE}: the table's rows must be the settings tab's, in order, each with its name and default as shown here (the middle column is yours)`).toEqual(code);
	});
});
