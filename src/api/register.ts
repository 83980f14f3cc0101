/**
 * Opens the plugin to other plugins and scripts: the API on the plugin instance
 * (`app.plugins.plugins["campaign-ledger"].api`), the same object as `window.CampaignLedger` while the
 * plugin is on (removed when it unloads), and the `obsidian://campaign-ledger` links. Building it
 * makes closures only: nothing is read until a call.
 */
import { Notice, type EventRef, type Plugin } from "obsidian";
import { onLogEvent } from "../notes/log/log-events";
import type { GameRegistry, TableHost } from "../ui/frame/registry";
import { createApiParts, eventData, type HeldRoll } from "./api";
import { LinkRollModal } from "../ui/link-roll-modal";
import { WORKSPACE_EVENTS, type CampaignLedgerApi, type LedgerEventData } from "./types";
import { followLink, URI_ACTION } from "./uri";

declare global {
	interface Window {
		/** Campaign Ledger's API while the plugin is on (see src/api/types.ts). */
		CampaignLedger?: CampaignLedgerApi;
	}
}

// The workspace events, typed for code that listens to them (other plugins may copy these lines).
declare module "obsidian" {
	interface Workspace {
		on(name: "campaign-ledger:loaded", callback: (api: CampaignLedgerApi) => unknown, ctx?: unknown): EventRef;
		on(name: "campaign-ledger:appended" | "campaign-ledger:undone" | "campaign-ledger:placed-elsewhere", callback: (data: LedgerEventData) => unknown, ctx?: unknown): EventRef;
	}
}

/** Tells other plugins the API is ready: "campaign-ledger:loaded" on the workspace, with the API. */
export function announceLoaded(plugin: Plugin, api: CampaignLedgerApi): void {
	plugin.app.workspace.trigger(WORKSPACE_EVENTS.loaded, api);
}

export function registerApi(plugin: Plugin, host: TableHost, registry: GameRegistry): CampaignLedgerApi {
	const { api, hold } = createApiParts({ ...host, registry, version: plugin.manifest.version, onUnload: (cleanup) => plugin.register(cleanup) });
	// The main window's global, as other plugins' APIs are found (a popout shares the plugin, not the global).
	window.CampaignLedger = api;
	plugin.register(() => {
		if (window.CampaignLedger === api) delete window.CampaignLedger;
	});
	// Each log event, as `api.on` reports it, also on the workspace, where plugins register their listeners.
	plugin.register(onLogEvent((happened) => plugin.app.workspace.trigger(WORKSPACE_EVENTS[happened.type], eventData(happened))));
	plugin.registerObsidianProtocolHandler(URI_ACTION, (params) => {
		const links = { hold, runAction: (note: string, actionId: string) => api.runAction(note, actionId), offer: (roll: HeldRoll, words: string) => new LinkRollModal(plugin.app, words, roll).open() };
		void followLink(links, params).then((said) => {
			if (said !== "") new Notice(said);
		});
	});
	return api;
}
