/** Which campaign a command means, from the note the user is in. */
import type { App, TFile } from "obsidian";
import { noteKind } from "../schema/kind";
import type { LedgerSettings } from "../../settings";
import { cachedFrontmatter, campaignOfNote, fileAt, notesOfKind } from "./notes";

/**
 * The campaign for a command run while `active` is open: the note itself when it is a campaign;
 * the campaign it links to (a session, character, NPC or encounter); else the default campaign;
 * else the only campaign in the vault. Undefined means "ask the user".
 */
export function campaignForContext(app: App, settings: LedgerSettings, active: TFile | null): TFile | undefined {
	const own = active === null ? undefined : campaignOfNote(app, active);
	if (own !== undefined && noteKind(cachedFrontmatter(app, own)) === "campaign") return own;
	if (settings.defaultCampaign !== "") {
		const def = fileAt(app, settings.defaultCampaign);
		if (def !== undefined) return def;
	}
	const all = notesOfKind(app, "campaign");
	return all.length === 1 ? all[0] : undefined;
}
