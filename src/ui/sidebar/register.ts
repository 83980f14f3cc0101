/**
 * The sidebar and the quick ways in: Live Preview parity (the page tools as editor widgets:
 * ui/editor/live-preview-tools.ts), the view "Campaign Ledger: this page", the view "Campaign Ledger:
 * dice and log" (the dice tray and the session log), the command "Roll a table…", and one ribbon
 * icon whose menu holds what a turn needs most on a phone: the current character's roll, Next turn,
 * Undo last log entry, and the two views. Nothing is opened or read at startup.
 */
import { Menu, type Plugin, type TFile } from "obsidian";
import type { ActionCommands } from "../commands/action-commands";
import { pageToolsLivePreview } from "../editor/live-preview-tools";
import type { GameRegistry, TableHost } from "../frame/registry";
import { undoLastInSession } from "../log/register";
import { pickAndRollTable } from "../roll-tables/table-picker";
import { labelText } from "../user-text";
import { t } from "../../lang";
import { DICE_VIEW, DiceLogView } from "./dice-view";
import { PAGE_VIEW, PageView } from "./page-view";

/** The ribbon icon's words (its tooltip and its name for screen readers), in the language at load. */
export const ribbonTitle = (): string => t("sidebar.ribbon.title", { plugin: "Campaign Ledger" });

export function registerPageTools(plugin: Plugin, host: TableHost, registry: GameRegistry, commands: Pick<ActionCommands, "current" | "tracker">): void {
	const { app } = plugin;
	const { current, tracker } = commands;
	plugin.registerEditorExtension(pageToolsLivePreview(host.deps));
	plugin.registerView(PAGE_VIEW, (leaf) => new PageView(leaf, { host, registry, settings: host.settings, ...commands }));
	plugin.registerView(DICE_VIEW, (leaf) => new DiceLogView(leaf, host));

	/** Shows a view of the plugin in the right sidebar (the drawer on a phone), opening it the first time. */
	const showSide = async (type: string): Promise<void> => {
		const leaf = app.workspace.getLeavesOfType(type)[0] ?? app.workspace.getRightLeaf(false);
		if (!leaf) return;
		if (leaf.view.getViewType() !== type) await leaf.setViewState({ type, active: true });
		// Open the sidebar (the drawer on a phone) when it is folded away, and bring the view forward in it.
		app.workspace.rightSplit.expand();
		app.workspace.setActiveLeaf(leaf, { focus: true });
	};
	plugin.addCommand({ id: "open-page-view", name: t("sidebar.command.openPageView"), callback: () => void showSide(PAGE_VIEW) });
	plugin.addCommand({ id: "open-dice-view", name: t("sidebar.command.openDiceView"), icon: "dices", callback: () => void showSide(DICE_VIEW) });

	const rolledIn = (): string => app.workspace.getActiveFile()?.path ?? "";
	plugin.addCommand({ id: "roll-table", name: t("sidebar.rollTable"), icon: "table", callback: () => pickAndRollTable({ app, settings: host.settings, rng: host.deps.rng, tell: host.deps.tell, rolledIn }) });

	// One icon, and its menu names what it acts on: no scrolling to the sheet's buttons on a phone.
	plugin.addRibbonIcon("dices", ribbonTitle(), (event) => {
		const menu = new Menu();
		const character = current.character();
		const roll = character ? registry.kindFor(app, character) : undefined;
		const rollOf = roll?.ok ? roll.value.kind.commands?.roll : undefined;
		if (character && rollOf) menu.addItem((item) => item.setTitle(labelText(t("sidebar.ribbon.rollFor", { name: character.basename }))).setIcon("dices").onClick(() => rollOf(character)));
		const encounter: TFile | undefined = current.encounter();
		if (encounter) menu.addItem((item) => item.setTitle(labelText(t("sidebar.ribbon.nextTurnIn", { name: encounter.basename }))).setIcon("skip-forward").onClick(() => tracker.nextTurn(encounter)));
		menu.addItem((item) => item.setTitle(t("sidebar.ribbon.undoLast")).setIcon("undo-2").onClick(() => void undoLastInSession(app, host.settings(), app.workspace.getActiveFile())));
		menu.addSeparator();
		menu.addItem((item) => item.setTitle(t("sidebar.ribbon.diceView")).setIcon("dices").onClick(() => void showSide(DICE_VIEW)));
		menu.addItem((item) => item.setTitle(t("sidebar.ribbon.pageView")).setIcon("layout-list").onClick(() => void showSide(PAGE_VIEW)));
		menu.showAtMouseEvent(event);
	});
}
