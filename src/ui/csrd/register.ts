/** CSRD compendium pages in the vault: pull a creature into the campaign as an NPC note, a panel on each page, and a bar beside each entry of a longer note. */
import { Notice, type App, type Plugin, type TFile } from "obsidian";
import { cryptoRng, type Rng } from "../../engine/rng";
import { cachedFrontmatter } from "../../notes/campaign/notes";
import { readCsrdPage } from "../../notes/csrd/cached-page";
import { isCreaturePage } from "../../notes/csrd/npc-note";
import { detectPageKind } from "../../notes/csrd/page-kind";
import { noteKind } from "../../notes/schema/kind";
import type { LedgerSettings } from "../../settings";
import { announcer } from "../announce";
import { tableDeps } from "../frame/pipeline";
import { mountEntryButtons } from "./entry-buttons";
import { mountCsrdPanel } from "./panel";
import { pullNpc } from "./panel-actions";
import { t } from "../../lang";

/** Creates the NPC when the page reads as a creature by its content, else says why not. */
async function pullFromPage(app: App, getSettings: () => LedgerSettings, page: TFile): Promise<void> {
	if (!isCreaturePage(app, page) && detectPageKind(await readCsrdPage(app, page)) !== "creature") {
		new Notice(t("csrd.npc.notCreature", { page: page.basename }));
		return;
	}
	pullNpc(app, getSettings(), page);
}

export function registerCsrdFeatures(plugin: Plugin, getSettings: () => LedgerSettings, rng: Rng = cryptoRng()): void {
	const { app } = plugin;
	plugin.addCommand({
		id: "npc-from-creature-page",
		name: t("csrd.command.createNpc"),
		checkCallback: (checking) => {
			const page = app.workspace.getActiveFile();
			// Offered on tagged creature pages and on any other Markdown page that is not one of the
			// plugin's own notes: a hand-written or differently organised creature page has no tags, so
			// its content decides when the command runs.
			if (page === null || page.extension !== "md" || (!isCreaturePage(app, page) && noteKind(cachedFrontmatter(app, page)) !== undefined)) return false;
			if (!checking) void pullFromPage(app, getSettings, page);
			return true;
		},
	});
	// The compendium page's panel and the bars beside entries of longer notes (reading view): the Rng
	// is injected for tests; in Obsidian it is crypto. The announcer is made on first use.
	const deps = tableDeps(app, getSettings, (message) => announcer(plugin)(message), rng);
	plugin.registerMarkdownPostProcessor((el, ctx) => {
		mountCsrdPanel(el, ctx, deps);
		mountEntryButtons(el, ctx, deps);
	});
}
