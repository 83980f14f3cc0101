/**
 * The shared table in Obsidian: the `ledger-sheet` block for every game's characters and NPCs, and
 * the palette commands that act on the open note's game under one name in every game. main.ts
 * calls registerTableFeatures once; a game joins by adding its factory to games.ts.
 */
import { announcer } from "../announce";
import type { Plugin, TFile } from "obsidian";
import type { LedgerSettings } from "../../settings";
import { TABLE_GAMES } from "./games";
import { tableDeps } from "./pipeline";
import { GameRegistry, type GameFactory, type TableCommand, type TableHost } from "./registry";
import { TableSheetChild } from "./sheet-child";
import { t } from "../../lang";

export const SHEET_BLOCK = "ledger-sheet";

/**
 * The commands, with the ids the Cypher commands always had (so hotkeys people set keep working)
 * and names every game shares.
 */
export const TABLE_COMMANDS: readonly { id: string; name: () => string; command: TableCommand; icon: string }[] = [
	// Names are read at registration: the language chosen when the plugin loads names them.
	{ id: "roll-task", name: () => t("frame.sheet.command.roll"), command: "roll", icon: "dices" },
	{ id: "apply-damage", name: () => t("frame.sheet.command.damage"), command: "damage", icon: "heart-crack" },
	{ id: "recovery-roll", name: () => t("frame.sheet.command.recover"), command: "recover", icon: "heart-pulse" },
];

/**
 * `character` says which note the commands act on: by default the open note; the plugin passes the
 * current character (the open one, else the last one opened: ui/commands/current-notes.ts), so the
 * commands work from a phone's toolbar while the session note is open.
 */
export function registerTableFeatures(plugin: Plugin, getSettings: () => LedgerSettings, games: readonly GameFactory[] = TABLE_GAMES, character: () => TFile | null | undefined = () => plugin.app.workspace.getActiveFile()): GameRegistry {
	const { app } = plugin;
	const host: TableHost = { app, settings: getSettings, deps: tableDeps(app, getSettings, announcer(plugin)) };
	const registry = new GameRegistry(host, games);
	plugin.registerMarkdownCodeBlockProcessor(SHEET_BLOCK, (source, el, ctx) => {
		ctx.addChild(new TableSheetChild(el, host, registry, source, ctx.sourcePath, () => ctx.getSectionInfo(el)?.lineStart));
	});
	for (const { id, name, command, icon } of TABLE_COMMANDS) {
		plugin.addCommand({
			id,
			name: name(),
			icon,
			checkCallback: (checking) => {
				const file = character();
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
