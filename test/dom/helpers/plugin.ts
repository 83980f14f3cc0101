/** A real (mocked) Plugin to register features on, and a look at what they registered. */
import { Plugin, type App, type MarkdownPostProcessorContext, type PluginManifest } from "obsidian";

export const MANIFEST: PluginManifest = { id: "campaign-ledger", name: "Campaign Ledger", version: "0.1.0", minAppVersion: "1.4.10", author: "", description: "" };

class TestPlugin extends Plugin {}

export function testPlugin(app: App): Plugin {
	return new TestPlugin(app, MANIFEST);
}

export interface RegisteredCommand {
	id: string;
	name: string;
	hotkeys?: unknown[];
	callback?: () => unknown;
	checkCallback?: (checking: boolean) => boolean | undefined;
}

export type RegisteredProcessor = (source: string, el: HTMLElement, ctx: MarkdownPostProcessorContext) => unknown;

/** The mock plugin's records of addCommand and registerMarkdownCodeBlockProcessor. */
export function registered(plugin: Plugin): { commands: Map<string, RegisteredCommand>; processors: Map<string, RegisteredProcessor> } {
	const internals = plugin as unknown as { commands__: Map<string, RegisteredCommand>; markdownCodeBlockProcessors__: Map<string, RegisteredProcessor> };
	return { commands: internals.commands__, processors: internals.markdownCodeBlockProcessors__ };
}
