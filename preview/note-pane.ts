/**
 * The pane that shows one note of the vault in reading view and follows it, as Obsidian's Markdown
 * view does: when the note is written (a roll, an undo, a rename rewriting its links) the view brings
 * its drawing up to the new text, section by section; when the note is renamed the pane keeps showing
 * it under its new path; when it is deleted the pane says so. The demo page and the e2e harness both
 * use it.
 */
import type { Renderers } from "./markdown";
import { Component, TFile, type PreviewApp } from "./obsidian-shim";
import { ReadingView } from "./reading-view";
import { nextTask } from "./schedule";

export class NotePane extends Component {
	private view: ReadingView | undefined;
	private file: TFile | null = null;
	private drawing: Promise<boolean> = Promise.resolve(true);
	/** Where each link path leads from the note on screen, until a file appears, goes or moves. */
	private readonly hrefs = new Map<string, string | undefined>();

	constructor(
		private readonly app: PreviewApp,
		private readonly renderers: Renderers,
		readonly containerEl: HTMLElement,
		/** Called when the note on screen changes path or goes (null). */
		private readonly onMoved: (path: string | null) => void = () => {},
	) {
		super();
	}

	override onload(): void {
		const vault = this.app.vault;
		this.registerEvent(
			vault.on("modify", (file: TFile) => {
				if (file === this.file) void this.refresh();
			}),
		);
		for (const name of ["create", "delete", "rename"]) this.registerEvent(vault.on(name, () => this.hrefs.clear()));
		this.registerEvent(
			vault.on("rename", (file: TFile) => {
				if (file !== this.file || !this.view) return;
				this.view.options = { ...this.view.options, sourcePath: file.path };
				this.app.setActiveFile(file.path);
				this.onMoved(file.path);
			}),
		);
		this.registerEvent(
			vault.on("delete", (file: TFile) => {
				if (file !== this.file) return;
				this.close();
				this.containerEl.createEl("p", { text: `${file.path} was deleted.` });
				this.onMoved(null);
			}),
		);
	}

	/** The path of the note on screen. */
	get path(): string | undefined {
		return this.file?.path;
	}

	/** Shows the note at `path`; resolves true once it is drawn, false when another note was opened meanwhile. */
	open(path: string): Promise<boolean> {
		const found = this.app.vault.getAbstractFileByPath(path);
		this.close();
		this.hrefs.clear();
		if (!(found instanceof TFile)) {
			this.app.setActiveFile(null);
			this.containerEl.createEl("p", { text: `There is no note ${path} in the vault.` });
			this.drawing = Promise.resolve(true);
			return this.drawing;
		}
		this.file = found;
		this.app.setActiveFile(found.path);
		this.view = this.addChild(
			new ReadingView(this.containerEl, this.renderers, {
				sourcePath: found.path,
				linkHref: (linkpath) => this.href(linkpath),
			}),
		);
		return this.refresh();
	}

	/** Resolves when the drawing under way (the first one, or an update after a write) is done, and any that followed it. */
	async whenDrawn(): Promise<boolean> {
		let drawing: Promise<boolean>;
		do {
			drawing = this.drawing;
			await drawing;
		} while (drawing !== this.drawing);
		return drawing;
	}

	/**
	 * Draws the note's current text. As Obsidian's view does, it catches up with a write a moment
	 * after it, in a task of its own: the write's task does not also carry the redraw (in a long
	 * session, reading the new text alone is tens of milliseconds).
	 */
	private refresh(): Promise<boolean> {
		const view = this.view;
		const file = this.file;
		if (!view || !file) return Promise.resolve(false);
		const drawing = (async () => {
			await nextTask();
			const text = await this.app.vault.cachedRead(file);
			if (view !== this.view) return false;
			return view.set(text);
		})();
		this.drawing = drawing;
		return drawing;
	}

	/** A link path as an href of the preview, resolved as Obsidian resolves it from the note on screen. */
	private href(linkpath: string): string | undefined {
		if (!this.hrefs.has(linkpath)) {
			const target = this.app.metadataCache.getFirstLinkpathDest(linkpath, this.file?.path ?? "");
			this.hrefs.set(linkpath, target ? `#note=${encodeURIComponent(target.path)}` : undefined);
		}
		return this.hrefs.get(linkpath);
	}

	private close(): void {
		if (this.view) this.removeChild(this.view);
		this.view = undefined;
		this.file = null;
		this.containerEl.empty();
	}
}
