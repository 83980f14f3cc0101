/**
 * Live Preview parity: the page tools as editor widgets (ui/editor/live-preview-tools.ts) and the
 * sidebar view "Campaign Ledger: this page", opened by a command (nothing opens it at startup).
 */
import type { Plugin } from "obsidian";
import type { ActionCommands } from "../commands/action-commands";
import { pageToolsLivePreview } from "../editor/live-preview-tools";
import type { GameRegistry, TableHost } from "../frame/registry";
import { PAGE_VIEW, PageView } from "./page-view";

export function registerPageTools(plugin: Plugin, host: TableHost, registry: GameRegistry, commands: Pick<ActionCommands, "current" | "tracker">): void {
	const { app } = plugin;
	plugin.registerEditorExtension(pageToolsLivePreview(host.deps));
	plugin.registerView(PAGE_VIEW, (leaf) => new PageView(leaf, { host, registry, settings: host.settings, ...commands }));
	plugin.addCommand({
		id: "open-page-view",
		name: "Show this page's tools, the character and the encounter in the sidebar",
		callback: async () => {
			const open = app.workspace.getLeavesOfType(PAGE_VIEW)[0];
			const leaf = open ?? app.workspace.getRightLeaf(false);
			if (!leaf) return;
			if (open) app.workspace.setActiveLeaf(open, { focus: true });
			else await leaf.setViewState({ type: PAGE_VIEW, active: true });
		},
	});
}
