/**
 * "Campaign Ledger: this page", a view for the right sidebar that follows the active note: the
 * note's tools as reading view draws them (the compendium panel or rule tools, a bar for each pasted
 * entry, a roll bar and the rows of each die table: page-tools.ts), then the sheet of the current
 * character and the tracker of the running encounter (ui/commands/current-notes.ts), so a GM writing
 * in the session note still has both at hand. Everything is drawn by the children the notes' own
 * blocks use, and redrawn when the note changes; nothing is read while the view is closed.
 */
import { ItemView, MarkdownRenderChild, TFile, type WorkspaceLeaf } from "obsidian";
import type { LedgerSettings } from "../../settings";
import type { CurrentNotes } from "../commands/current-notes";
import { ENCOUNTER_LANGUAGE, EncounterTrackerChild, type TrackerActions } from "../encounter/tracker";
import { linesOfText, pageTools } from "../editor/page-tools";
import { TableSheetChild } from "../frame/sheet-child";
import type { GameRegistry, TableHost } from "../frame/registry";
import { isolate } from "../user-text";
import { t } from "../../lang";

export const PAGE_VIEW = "campaign-ledger-page";
/** The plugin's name, a name and so capitalised as one in the view's title. */
const PLUGIN_NAME = "Campaign Ledger";
/** How long the view waits after a change before drawing again (typing in the note changes it often). */
const REDRAW_AFTER_MS = 300;

export interface PageViewDeps {
	host: TableHost;
	registry: GameRegistry;
	settings: () => LedgerSettings;
	current: CurrentNotes;
	tracker: TrackerActions;
}

export class PageView extends ItemView {
	private drawn: MarkdownRenderChild[] = [];
	private timer: number | undefined = undefined;
	/** Bumped on each draw, so a slow read never draws over a newer one. */
	private generation = 0;

	constructor(
		leaf: WorkspaceLeaf,
		private readonly deps: PageViewDeps,
	) {
		super(leaf);
	}

	getViewType(): string {
		return PAGE_VIEW;
	}

	getDisplayText(): string {
		return t("sidebar.page.viewTitle", { plugin: PLUGIN_NAME });
	}

	override getIcon(): string {
		return "dice";
	}

	override async onOpen(): Promise<void> {
		const { workspace, metadataCache } = this.app;
		this.registerEvent(workspace.on("file-open", () => this.redrawSoon(0)));
		this.registerEvent(
			metadataCache.on("changed", (file) => {
				if (file.path === this.page()?.path) this.redrawSoon(REDRAW_AFTER_MS);
			}),
		);
		await this.redraw();
	}

	override async onClose(): Promise<void> {
		if (this.timer !== undefined) window.clearTimeout(this.timer);
		this.clear();
		return Promise.resolve();
	}

	/** The note the view is about: the active Markdown note. */
	private page(): TFile | undefined {
		const file = this.app.workspace.getActiveFile();
		return file instanceof TFile && file.extension === "md" ? file : undefined;
	}

	private redrawSoon(after: number): void {
		if (this.timer !== undefined) window.clearTimeout(this.timer);
		this.timer = window.setTimeout(() => {
			this.timer = undefined;
			void this.redraw();
		}, after);
	}

	private clear(): void {
		for (const child of this.drawn.splice(0)) this.removeChild(child);
		this.contentEl.empty();
	}

	private show(child: MarkdownRenderChild): void {
		this.drawn.push(child);
		this.addChild(child);
	}

	async redraw(): Promise<void> {
		const generation = ++this.generation;
		const page = this.page();
		const text = page ? await this.app.vault.cachedRead(page) : "";
		if (generation !== this.generation) return;
		this.clear();
		const root = this.contentEl.createDiv({ cls: "cl-page-view" });
		const section = (title: string, note?: TFile): HTMLElement => {
			const box = root.createDiv({ cls: "cl-page-view-section" });
			const heading = box.createDiv({ cls: "cl-page-view-heading", text: title });
			if (note) isolate(heading.createSpan({ cls: "cl-page-view-note", text: ` ${note.basename}` }));
			return box;
		};

		const here = section(t("sidebar.page.thisPage"), page);
		const tools = page ? pageTools(this.deps.host.deps, page, linesOfText(text)) : [];
		if (tools.length === 0) here.createEl("p", { cls: "cl-page-view-empty", text: page ? t("sidebar.page.noTools") : t("sidebar.page.noNote") });
		for (const tool of tools) {
			const box = here.createDiv({ cls: "cl-page-view-tool" });
			isolate(box.createDiv({ cls: "cl-page-view-tool-title", text: tool.title }));
			this.show(tool.mount(box.createDiv(), true));
		}

		const character = this.deps.current.character();
		if (character && character.path !== page?.path) {
			const box = section(t("sidebar.page.character"), character);
			this.show(new TableSheetChild(box.createDiv(), this.deps.host, this.deps.registry, "", character.path));
		}
		const encounter = this.deps.current.encounter();
		if (encounter && encounter.path !== page?.path) {
			const box = section(t("sidebar.page.encounter"), encounter);
			this.show(new EncounterTrackerChild(box.createDiv({ cls: `block-language-${ENCOUNTER_LANGUAGE}` }), this.app, encounter.path, this.deps.settings, this.deps.tracker));
		}
	}
}
