/**
 * What other plugins' notes get here: Dice Roller's inline `dice:` code (reading view and Live
 * Preview), a bar beside Fantasy Statblocks' `statblock` blocks and Initiative Tracker's `encounter`
 * blocks (reading view). Their blocks are never rewritten. main.ts calls registerPeerFeatures once.
 */
import type { Plugin, TFile } from "obsidian";
import { inlineRollLivePreview } from "../dice/live-preview";
import type { FreeRollContext } from "../dice/roll-block";
import { readNoteLog } from "../log/note-log";
import type { TableHost } from "../frame/registry";
import { mountPeerBlockBars } from "./blocks";
import { mountPeerDice, peerDiceWidget } from "./dice";

/**
 * Bars are drawn after other plugins' own block processors (Fantasy Statblocks empties the block's
 * element when it draws), so they stay: Obsidian runs post-processors by this order, lowest first.
 */
const AFTER_OTHER_PLUGINS = 100;

export function registerPeerFeatures(plugin: Plugin, { app, settings, deps }: TableHost): void {
	const { rng } = deps;
	const contextFor = (sourcePath: string): FreeRollContext => ({ app, sourcePath, settings, readLog: (file: TFile) => readNoteLog(app, file) });
	plugin.registerMarkdownPostProcessor((el, ctx) => mountPeerDice(el, (child) => ctx.addChild(child), rng, contextFor(ctx.sourcePath)));
	plugin.registerEditorExtension(inlineRollLivePreview(rng, contextFor, peerDiceWidget(rng)));
	plugin.registerMarkdownPostProcessor((el, ctx) => mountPeerBlockBars(el, ctx, deps), AFTER_OTHER_PLUGINS);
}
