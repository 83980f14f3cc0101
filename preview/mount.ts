/**
 * Runs the plugin's own onload against the shim and exposes what it registered.
 * Both the e2e harness and the demo preview go through here, so every block the
 * plugin registers (ledger-roll today, ledger-log and others later) works in both
 * without a list to maintain.
 */
import CampaignLedgerPlugin from "../src/main";
import type { Renderers, RenderOptions } from "./markdown";
import { createPreviewApp, Plugin, setPluginData, type PreviewApp, type PreviewNote } from "./obsidian-shim";
import { ReadingView } from "./reading-view";

export interface LoadedPlugin {
	plugin: Plugin;
	app: PreviewApp;
	/** The plugin's code block processors and post-processors, as a reading view uses them. */
	renderers: Renderers;
	/**
	 * Draws a note into `container` in a reading view of its own; `drawn` resolves when every section
	 * is drawn. Unloading the view removes every widget's listeners.
	 */
	render(container: HTMLElement, markdown: string, options: RenderOptions): { view: ReadingView; drawn: Promise<boolean> };
}

/** No processors at all: Markdown as Obsidian draws it without any plugin (for benches of the preview itself). */
export const NO_RENDERERS: Renderers = { codeBlockProcessors: new Map(), postProcessors: [] };

const MANIFEST = { id: "campaign-ledger", name: "Campaign Ledger", version: "0.0.0-preview" };
/** The preview reads no configuration folder; this name only marks paths built from it as the preview's. */
const PREVIEW_CONFIG_DIR = ".preview-config";

/**
 * Loads the plugin against a preview vault holding `notes` in memory (writes never reach the disk);
 * `data` is its data.json, what loadData gives it (the demo vault's own settings in the demo).
 */
export async function loadPlugin(notes: readonly PreviewNote[] = [], data?: unknown): Promise<LoadedPlugin> {
	// main.ts imports `Plugin` from "obsidian", which the browser build aliases to the
	// shim, so this is the recording Plugin at run time; the cast only bridges the types.
	const app = createPreviewApp(PREVIEW_CONFIG_DIR, notes);
	setPluginData(MANIFEST.id, data ?? null);
	const plugin = new CampaignLedgerPlugin(app as never, MANIFEST as never) as unknown as Plugin;
	plugin.load();
	// onload may be async in the future (settings); wait for it like Obsidian does.
	await Promise.resolve();
	const renderers: Renderers = { codeBlockProcessors: plugin.codeBlockProcessors, postProcessors: plugin.postProcessors };
	return {
		plugin,
		app,
		renderers,
		render(container, markdown, options) {
			const view = new ReadingView(container, renderers, options);
			view.load();
			return { view, drawn: view.set(markdown) };
		},
	};
}
