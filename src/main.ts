import { Plugin } from "obsidian";

/** Wiring only: every feature lives in engine/, notes/ or ui/ and is registered here. */
export default class CampaignLedgerPlugin extends Plugin {
	override async onload(): Promise<void> {
		await Promise.resolve();
	}
}
