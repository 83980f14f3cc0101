/** CSRD compendium pages in the vault: pull a creature into the campaign as an NPC note, and a panel on each page. */
import type { Plugin } from "obsidian";
import { cryptoRng, type Rng } from "../../engine/rng";
import { isCreaturePage } from "../../notes/csrd/npc-note";
import type { LedgerSettings } from "../../settings";
import { announcer } from "../announce";
import { withCampaign } from "../commands/campaign-choice";
import { tableDeps } from "../table/pipeline";
import { mountCsrdPanel } from "./panel";
import { pullNpc } from "./panel-actions";

export { pullNpc };

export function registerCsrdFeatures(plugin: Plugin, getSettings: () => LedgerSettings, rng: Rng = cryptoRng()): void {
	const { app } = plugin;
	plugin.addCommand({
		id: "npc-from-creature-page",
		name: "Create NPC from this creature page",
		checkCallback: (checking) => {
			const page = app.workspace.getActiveFile();
			if (page === null || !isCreaturePage(app, page)) return false;
			// A compendium page belongs to no campaign: the default or only one, else the user picks.
			if (!checking) withCampaign(app, getSettings(), null, (campaign) => void pullNpc(app, page, campaign));
			return true;
		},
	});
	// The compendium page's panel (reading view): the Rng is injected for tests; in Obsidian it is crypto.
	// The announcer is made on first use.
	const deps = tableDeps(app, getSettings, (message) => announcer(plugin)(message), rng);
	plugin.registerMarkdownPostProcessor((el, ctx) => {
		mountCsrdPanel(el, ctx, deps);
	});
}
