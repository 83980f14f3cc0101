/**
 * The shared table in Obsidian: the `ledger-sheet` block for every game's characters and NPCs, and
 * the palette commands that act on the open note's game under one name in every game. main.ts
 * calls registerTableFeatures once; a game joins by adding its factory to games.ts.
 */
import { announcer } from "../announce";
import type { Plugin } from "obsidian";
import type { LedgerSettings } from "../../settings";
import { TABLE_GAMES } from "./games";
import { tableDeps } from "./pipeline";
import { GameRegistry, type GameFactory, type TableCommand, type TableHost } from "./registry";
import { TableSheetChild } from "./sheet-child";

export const SHEET_BLOCK = "ledger-sheet";

/**
 * The commands, with the ids the Cypher commands always had (so hotkeys people set keep working)
 * and names every game shares.
 */
export const TABLE_COMMANDS: readonly { id: string; name: string; command: TableCommand }[] = [
	{ id: "roll-task", name: "Roll for this character", command: "roll" },
	{ id: "apply-damage", name: "Apply damage", command: "damage" },
	{ id: "recovery-roll", name: "Recover", command: "recover" },
];

export function registerTableFeatures(plugin: Plugin, getSettings: () => LedgerSettings, games: readonly GameFactory[] = TABLE_GAMES): GameRegistry {
	const { app } = plugin;
	const host: TableHost = { app, settings: getSettings, deps: tableDeps(app, getSettings, announcer(plugin)) };
	const registry = new GameRegistry(host, games);
	plugin.registerMarkdownCodeBlockProcessor(SHEET_BLOCK, (source, el, ctx) => {
		ctx.addChild(new TableSheetChild(el, host, registry, source, ctx.sourcePath, () => ctx.getSectionInfo(el)?.lineStart));
	});
	for (const { id, name, command } of TABLE_COMMANDS) {
		plugin.addCommand({
			id,
			name,
			checkCallback: (checking) => {
				const file = app.workspace.getActiveFile();
				const found = file ? registry.kindFor(app, file) : undefined;
				const run = found?.ok ? found.value.kind.commands?.[command] : undefined;
				if (!file || run === undefined) return false;
				if (!checking) run(file);
				return true;
			},
		});
	}
	return registry;
}
