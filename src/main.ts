import { Plugin } from "obsidian";
import { registerDiceWidgets } from "./ui/dice/register";

/** Wiring only: every feature lives in engine/, notes/ or ui/ and is registered here. */
export default class CampaignLedgerPlugin extends Plugin {
	override onload(): void {
		registerDiceWidgets(this);
	}
}
