/**
 * The preview's right sidebar: the leaves of Obsidian's right split, where a plugin's views open
 * (`workspace.getRightLeaf(false)`, `leaf.setViewState({ type })`, `workspace.getLeavesOfType(type)`,
 * `workspace.setActiveLeaf(leaf)`, `workspace.rightSplit.expand()` / `collapse()`), as Obsidian's
 * documentation describes them:
 * - a new leaf holds the empty view ("empty") until a view state is set;
 * - setting a view state of a registered type builds the view with the plugin's creator, loads it and
 *   calls its onOpen (Obsidian's `open`), and the view's element is drawn in the leaf;
 * - the split shows one leaf at a time, with a tab for each; a collapsed split shows nothing, and on a
 *   narrow page the expanded split is a drawer over the note, as on a phone.
 * Not imitated: the left split, splitting, dragging tabs, layouts saved across reloads, popouts.
 */
import type { TFile } from "./files";

/** What the sidebar needs of a view: Obsidian's View lifecycle and its element. */
export interface LeafView {
	containerEl: HTMLElement;
	getViewType(): string;
	getDisplayText(): string;
	load(): void;
	unload(): void;
	onOpen(): Promise<void>;
	onClose(): Promise<void>;
	getState?(): Record<string, unknown>;
	setState?(state: unknown, result: unknown): Promise<void>;
}

/** The views plugins registered (Plugin.registerView in the shim), by type. */
export const registeredViews = new Map<string, (leaf: SidebarLeaf) => LeafView>();

/** Obsidian's empty view: what a new leaf shows before a view state is set. */
function emptyView(): LeafView {
	const containerEl = document.createElement("div");
	return {
		containerEl,
		getViewType: () => "empty",
		getDisplayText: () => "New tab",
		load: () => undefined,
		unload: () => undefined,
		onOpen: () => Promise.resolve(),
		onClose: () => Promise.resolve(),
	};
}

export class SidebarLeaf {
	view: LeafView = emptyView();

	constructor(
		readonly app: unknown,
		private readonly sidebar: PreviewSidebar,
		private readonly openNote: (file: TFile) => void,
	) {}

	async setViewState(state: { type: string; active?: boolean; state?: unknown }): Promise<void> {
		const creator = registeredViews.get(state.type);
		if (!creator) throw new Error(`No view of type "${state.type}" is registered.`);
		await this.close();
		const view = creator(this);
		this.view = view;
		view.load();
		if (state.state !== undefined) await view.setState?.(state.state, { history: false });
		await view.onOpen();
		if (state.active === true) this.sidebar.setActive(this);
		this.sidebar.draw();
	}

	getViewState(): { type: string; state: Record<string, unknown> } {
		return { type: this.view.getViewType(), state: this.view.getState?.() ?? {} };
	}

	/** A note opened from a sidebar leaf goes to the note pane (the preview's only pane for notes). */
	openFile(file: TFile): Promise<void> {
		this.openNote(file);
		return Promise.resolve();
	}

	/** Closes the view and takes the leaf out of the sidebar. */
	async detach(): Promise<void> {
		await this.close();
		this.sidebar.remove(this);
	}

	private async close(): Promise<void> {
		const old = this.view;
		if (old.getViewType() === "empty") return;
		await old.onClose();
		old.unload();
		old.containerEl.remove();
		this.view = emptyView();
	}
}

export class PreviewSidebar {
	readonly leaves: SidebarLeaf[] = [];
	private active: SidebarLeaf | undefined = undefined;
	collapsed = true;

	/** The app a leaf gives its view (set once the app exists: the app holds the sidebar). */
	app: unknown = undefined;

	constructor(private readonly openNote: (file: TFile) => void) {}

	newLeaf(): SidebarLeaf {
		const leaf = new SidebarLeaf(this.app, this, this.openNote);
		this.leaves.push(leaf);
		this.active ??= leaf;
		return leaf;
	}

	ofType(type: string): SidebarLeaf[] {
		return this.leaves.filter((leaf) => leaf.view.getViewType() === type);
	}

	setActive(leaf: SidebarLeaf): void {
		if (!this.leaves.includes(leaf)) return;
		this.active = leaf;
		this.draw();
	}

	remove(leaf: SidebarLeaf): void {
		this.leaves.splice(this.leaves.indexOf(leaf), 1);
		if (this.active === leaf) this.active = this.leaves[0];
		this.draw();
	}

	expand(): void {
		this.collapsed = false;
		this.draw();
	}

	collapse(): void {
		this.collapsed = true;
		this.draw();
	}

	/** The page's sidebar element (the demo page has one; a page without one gets it at the end of its body). */
	private host(): HTMLElement {
		const found = document.getElementById("sidebar");
		if (found) return found;
		const made = document.body.createEl("aside", { attr: { id: "sidebar" } });
		return made;
	}

	/** Draws the split: a tab per leaf, the active leaf's view, a button that folds it away. */
	draw(): void {
		const host = this.host();
		host.addClass("cl-preview-sidebar");
		host.toggleClass("is-collapsed", this.collapsed || this.leaves.length === 0);
		host.setAttr("aria-label", "Right sidebar");
		let header = host.querySelector<HTMLElement>(":scope > .cl-preview-sidebar-tabs");
		if (!header) header = host.createDiv({ cls: "cl-preview-sidebar-tabs", attr: { role: "tablist" } });
		header.empty();
		for (const leaf of this.leaves) {
			const tab = header.createEl("button", { cls: "cl-preview-sidebar-tab", text: leaf.view.getDisplayText(), attr: { type: "button", role: "tab", "aria-selected": String(leaf === this.active) } });
			tab.addEventListener("click", () => this.setActive(leaf));
		}
		const close = header.createEl("button", { cls: "cl-preview-sidebar-close", text: "×", attr: { type: "button", "aria-label": "Close the sidebar" } });
		close.addEventListener("click", () => this.collapse());
		let body = host.querySelector<HTMLElement>(":scope > .cl-preview-sidebar-body");
		if (!body) body = host.createDiv({ cls: "cl-preview-sidebar-body" });
		for (const leaf of this.leaves) {
			const el = leaf.view.containerEl;
			if (el.parentElement !== body) body.appendChild(el);
			el.toggleClass("cl-hidden", leaf !== this.active);
		}
	}
}
