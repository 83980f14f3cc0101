/**
 * Runs the plugin's own onload against the shim and exposes what it registered.
 * Both the e2e harness and the demo preview go through here, so every block the
 * plugin registers (ledger-roll today, ledger-log and others later) works in both
 * without a list to maintain.
 */
import CampaignLedgerPlugin from "../src/main";
import { Component, createPreviewApp, Plugin, type PreviewApp, type PreviewNote } from "./obsidian-shim";
import { renderMarkdown, type RenderOptions } from "./markdown";

export interface LoadedPlugin {
	plugin: Plugin;
	app: PreviewApp;
	/** Renders a note into `container`; returns the owner whose unload removes every widget's listeners. */
	render(container: HTMLElement, markdown: string, options: RenderOptions): Component;
}

const MANIFEST = { id: "campaign-ledger", name: "Campaign Ledger", version: "0.0.0-preview" };
/** The preview reads no configuration folder; this name only marks paths built from it as the preview's. */
const PREVIEW_CONFIG_DIR = ".preview-config";

/** Loads the plugin against a preview vault holding `notes` in memory (writes never reach the disk). */
export async function loadPlugin(notes: readonly PreviewNote[] = []): Promise<LoadedPlugin> {
	// main.ts imports `Plugin` from "obsidian", which the browser build aliases to the
	// shim, so this is the recording Plugin at run time; the cast only bridges the types.
	const app = createPreviewApp(PREVIEW_CONFIG_DIR, notes);
	const plugin = new CampaignLedgerPlugin(app as never, MANIFEST as never) as unknown as Plugin;
	plugin.load();
	// onload may be async in the future (settings); wait for it like Obsidian does.
	await Promise.resolve();
	return {
		plugin,
		app,
		render(container, markdown, options) {
			const owner = new Component();
			owner.load();
			renderMarkdown(
				container,
				markdown,
				{ codeBlockProcessors: plugin.codeBlockProcessors, postProcessors: plugin.postProcessors, owner },
				options,
			);
			return owner;
		},
	};
}
