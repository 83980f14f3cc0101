import type { Plugin, TFile } from "obsidian";
import { cryptoRng, type Rng } from "../../engine/rng";
import { DEFAULT_SETTINGS, type LedgerSettings } from "../../settings";
import { readNoteLog } from "../log/note-log";
import { mountInlineRolls } from "./inline-roll";
import { inlineRollLivePreview } from "./live-preview";
import { ROLL_BLOCK_LANGUAGE, RollBlockChild, type FreeRollContext } from "./roll-block";
import { listenIn, stopListening } from "./block-events";

/**
 * Registers the dice widgets: the `ledger-roll` code block and inline `roll: …`
 * code, in reading view (a post-processor) and in Live Preview (an editor
 * extension). One crypto generator serves every widget of the plugin. Every roll
 * is logged to the session its note resolves to (unless the settings say never).
 */
export function registerDiceWidgets(plugin: Plugin, getSettings: () => LedgerSettings = () => DEFAULT_SETTINGS, rng: Rng = cryptoRng()): void {
	const { app } = plugin;
	const readLog = (file: TFile): ReturnType<typeof readNoteLog> => readNoteLog(app, file);
	// The widgets of one note share one context: a note may hold hundreds of them.
	let last: FreeRollContext | undefined;
	const contextFor = (sourcePath: string): FreeRollContext => {
		if (last?.sourcePath !== sourcePath) last = { app, sourcePath, settings: getSettings, readLog };
		return last;
	};
	plugin.registerMarkdownCodeBlockProcessor(ROLL_BLOCK_LANGUAGE, (source, el, ctx) => {
		ctx.addChild(new RollBlockChild(el, source, rng, contextFor(ctx.sourcePath)));
	});
	plugin.registerMarkdownPostProcessor((el, ctx) => {
		mountInlineRolls(el, (child) => ctx.addChild(child), rng, contextFor(ctx.sourcePath));
	});
	plugin.registerEditorExtension(inlineRollLivePreview(rng, contextFor));
	// The blocks' events come from one set of listeners per window (block-events.ts).
	plugin.registerEvent(app.workspace.on("window-open", (win) => listenIn(win.doc)));
	plugin.register(stopListening);
}
