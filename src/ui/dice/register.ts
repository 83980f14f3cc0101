import type { Plugin } from "obsidian";
import { cryptoRng, type Rng } from "../../engine/rng";
import { mountInlineRolls } from "./inline-roll";
import { inlineRollLivePreview } from "./live-preview";
import { ROLL_BLOCK_LANGUAGE, RollBlockChild } from "./roll-block";

/**
 * Registers the dice widgets: the `ledger-roll` code block and inline `roll: …`
 * code, in reading view (a post-processor) and in Live Preview (an editor
 * extension). One crypto generator serves every widget of the plugin.
 */
export function registerDiceWidgets(plugin: Plugin, rng: Rng = cryptoRng()): void {
	plugin.registerMarkdownCodeBlockProcessor(ROLL_BLOCK_LANGUAGE, (source, el, ctx) => {
		ctx.addChild(new RollBlockChild(el, source, rng));
	});
	plugin.registerMarkdownPostProcessor((el, ctx) => {
		mountInlineRolls(el, (child) => ctx.addChild(child), rng);
	});
	plugin.registerEditorExtension(inlineRollLivePreview(rng));
}
