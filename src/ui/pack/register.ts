/**
 * Rule packs in Obsidian: the "Write the rule pack" command (a game's built-in rule notes into the
 * vault, never over a note that exists), the `ledger-pack` summary block, and the panel on every
 * rule note's page. Nothing is read at load: a pack is read the first time a rule is needed.
 */
import type { App, Plugin } from "obsidian";
import { SYSTEMS, type SystemId } from "../../notes/schema/kind";
import { writePack, writtenText } from "../../notes/pack/write-pack";
import { GAME_NAMES } from "../../games/pack/rule-reader";
import type { LedgerSettings } from "../../settings";
import { announcer } from "../announce";
import { tableDeps } from "../frame/pipeline";
import { noteGame } from "../frame/registry";
import { PickModal } from "../pick-modal";
import { t } from "../../lang";
import { mountRuleNotePanel } from "./panel";
import { PACK_BLOCK, PackSummaryChild } from "./summary";

/** Writes a game's pack into the rule pack folder and says what was written and what was left alone. */
export async function writePackAndTell(app: App, settings: LedgerSettings, system: SystemId, tell: (message: string) => void): Promise<void> {
	const written = await writePack(app, system, settings.rulePackFolder);
	const name = GAME_NAMES[system];
	tell(written.ok ? writtenText(`${name.charAt(0).toUpperCase()}${name.slice(1)}`, written.value) : written.error);
}

export function registerRulePacks(plugin: Plugin, getSettings: () => LedgerSettings): void {
	const { app } = plugin;
	const tell = (message: string): void => announcer(plugin)(message);
	const write = (system: SystemId): void => void writePackAndTell(app, getSettings(), system, tell);
	plugin.addCommand({
		id: "write-rule-pack",
		name: t("pack.write.name"),
		callback: () => {
			// The open note's game first, when it has one; else the GM picks.
			const file = app.workspace.getActiveFile();
			const game = file ? noteGame(app, file) : undefined;
			const games = game === undefined ? [...SYSTEMS] : [game, ...SYSTEMS.filter((s) => s !== game)];
			new PickModal(app, t("pack.write.which"), games, (s) => GAME_NAMES[s], write).open();
		},
	});
	plugin.registerMarkdownCodeBlockProcessor(PACK_BLOCK, (source, el, ctx) => {
		ctx.addChild(new PackSummaryChild(el, app, source, ctx.sourcePath, write));
	});
	const deps = tableDeps(app, getSettings, tell);
	plugin.registerMarkdownPostProcessor((el, ctx) => {
		mountRuleNotePanel(el, ctx, deps);
	});
}
