/**
 * "Campaign Ledger: dice and log", a sidebar view of its own: the dice tray (a free roller whose
 * results are kept until logged: dice-tray.ts), "Roll a table…", and the current session's log,
 * newest first, with Undo and a filter by character (session-log.ts).
 *
 * A view of its own rather than more sections of "this page" (page-view.ts): that view is drawn
 * again whenever the open note changes, and the tray must keep what was typed and rolled while the
 * user moves between notes; the two can also sit in separate sidebar tabs, or the tray alone on a
 * phone, where the sidebar is a drawer the width of the screen.
 */
import { ItemView, TFile, type WorkspaceLeaf } from "obsidian";
import { resultText } from "../../engine/roll-tables/index";
import { freeRollSession } from "../../notes/dice/free-roll";
import type { TableHost } from "../frame/registry";
import { pickAndRollTable } from "../roll-tables/table-picker";
import { DiceTray } from "./dice-tray";
import { SessionLogPanel } from "./session-log";
import { t } from "../../lang";

export const DICE_VIEW = "campaign-ledger-dice";
/** The plugin's name, a name and so capitalised as one in the view's title. */
const PLUGIN_NAME = "Campaign Ledger";

export class DiceLogView extends ItemView {
	tray: DiceTray | undefined = undefined;
	log: SessionLogPanel | undefined = undefined;

	constructor(
		leaf: WorkspaceLeaf,
		private readonly host: TableHost,
	) {
		super(leaf);
	}

	getViewType(): string {
		return DICE_VIEW;
	}

	getDisplayText(): string {
		return t("sidebar.dice.viewTitle", { plugin: PLUGIN_NAME });
	}

	override getIcon(): string {
		return "dices";
	}

	/** The note rolls are made from: the open Markdown note, else none (the default campaign's session). */
	private rolledIn(): string {
		const file = this.app.workspace.getActiveFile();
		return file instanceof TFile && file.extension === "md" ? file.path : "";
	}

	override async onOpen(): Promise<void> {
		const { app, settings, deps } = this.host;
		const root = this.contentEl.createDiv({ cls: "cl-dice-view" });
		const traySection = root.createDiv({ cls: "cl-dice-view-section" });
		traySection.createDiv({ cls: "cl-dice-view-heading", text: t("sidebar.dice.trayHeading") });
		this.tray = new DiceTray(this, traySection.createDiv(), { app, settings, rng: deps.rng, rolledIn: () => this.rolledIn() });
		const tables = traySection.createEl("button", { cls: "cl-dice-view-tables", text: t("sidebar.rollTable"), attr: { type: "button" } });
		this.registerDomEvent(tables, "click", () =>
			pickAndRollTable({ app, settings, rng: deps.rng, tell: deps.tell, rolledIn: () => this.rolledIn() }, (table, rows) => {
				for (const { roll, logged } of rows.rows) this.tray?.keep({ expression: table.name, text: `${roll.face}: ${resultText(roll)}`, time: new Date(), entered: false, logged });
			}),
		);
		const logSection = root.createDiv({ cls: "cl-dice-view-section" });
		logSection.createDiv({ cls: "cl-dice-view-heading", text: t("sidebar.dice.logHeading") });
		this.log = new SessionLogPanel(this, logSection.createDiv(), app, () => freeRollSession(app, settings(), this.rolledIn()));
		this.registerEvent(app.workspace.on("file-open", () => void this.log?.refresh()));
		// A session made current, or a campaign's current session changed, changes where rolls go.
		this.registerEvent(
			app.metadataCache.on("changed", (file) => {
				const fm = app.metadataCache.getFileCache(file)?.frontmatter;
				if (fm?.["ledger"] === "campaign" || fm?.["ledger"] === "session") void this.log?.refresh();
			}),
		);
		await this.log.refresh();
	}
}
