/**
 * A small, honest stand-in for the part of the Obsidian API the plugin uses, so the plugin's REAL
 * code (its onload, processors, dialogs and writers) runs in a plain browser page: the e2e harness
 * and the demo preview. esbuild aliases `obsidian` to this file for those builds only; the plugin
 * itself is always built against the real Obsidian.
 *
 * What it imitates, as Obsidian's API documents it or as Obsidian visibly behaves:
 * - Component (load, unload, addChild, register, registerEvent, registerDomEvent, registerInterval),
 *   MarkdownRenderChild, and a Plugin that RECORDS what onload registers (code block processors,
 *   post-processors, commands, settings tabs, views, editor extensions); MarkdownRenderer.render
 *   with every loaded plugin's processors (drawn as one section);
 * - the reading view (reading-view.ts, markdown.ts, markdown-parser.ts): each top-level block a
 *   section of its own, handed to the plugin's code block processors and post-processors, with
 *   ctx.getSectionInfo (the section's current lines) and ctx.addChild (unloaded with its section);
 *   callouts (`> [!type|metadata]±`, Obsidian's markup, folding by a click on the title, nesting),
 *   wikilinks and embeds as links, block ids not drawn, `%%comments%%` hidden, math as `.math`
 *   elements holding the TeX, tags, raw HTML kept to CommonMark's block boundaries but shown as text;
 *   after a write only the changed sections are drawn again, and a long note is drawn in time slices
 *   (sections grouped, so the browser lays out only the groups near the screen);
 * - an `app` whose vault lives IN MEMORY (vault.ts; nothing reaches the disk, a reload starts fresh):
 *   read, cachedRead, process, modify, append, create, createFolder, delete, trash, rename and their
 *   events; fileManager.processFrontMatter, renameFile (links in every note rewritten, as with
 *   "Automatically update internal links" on), trashFile, generateMarkdownLink; a metadata cache
 *   (note-index.ts, links.ts) with getFileCache (frontmatter, frontmatterPosition, frontmatterLinks,
 *   sections, headings, links, embeds, tags, listItems, blocks), resolvedLinks, unresolvedLinks,
 *   getFirstLinkpathDest, fileToLinktext, and the changed, deleted, resolve and resolved events;
 * - Modal (a real dialog in the page), Setting rows (name, description, heading, dropdown, text
 *   field, button), Notice, FuzzySuggestModal as a plain filtered list, normalizePath, the helpers
 *   Obsidian adds to elements (createEl, createDiv, createSpan, setText, appendText, empty, addClass,
 *   removeClass, toggleClass, hasClass, getAttr, setAttr, instanceOf), and TFile, TFolder,
 *   TAbstractFile, MarkdownView and PluginSettingTab (constructible; instanceof works);
 * - parseYaml, stringifyYaml, getFrontMatterInfo, parseFrontMatterTags, parseFrontMatterAliases and
 *   getAllTags (frontmatter.ts), getLinkpath and parseLinktext (links.ts).
 *
 * - getLanguage() (the app's language, from localStorage "language" as Obsidian keeps it; issue 35).
 * - app.commands, the command palette on Ctrl/Cmd+P, Menu, and a plugin's data.json for
 *   loadData/saveData (issue 24, at the end of this file).
 *
 * - the right sidebar (sidebar.ts, issue 32): getRightLeaf, getLeavesOfType, setActiveLeaf,
 *   rightSplit.expand/collapse, a leaf's setViewState building a registered view and calling its
 *   onOpen; ribbon icons drawn in the page's ribbon, calling back on a click; workspace.trigger; and
 *   "file-open" on the workspace each time another note is shown.
 *
 * - the settings window, for the plugins' tabs (the ribbon's gear opens it: each tab's display()
 *   draws in it), and the toggle control its rows use.
 *
 * What it does not imitate: the editor and Live Preview (the editor extensions and editor suggests
 * are recorded, never mounted), Obsidian's own settings pages, hotkeys other than the palette's, the main
 * area's tabs, the left sidebar and saved layouts (a view opens only in the right sidebar), popout windows and the desktop app's printing (Platform says a desktop browser, not the app);
 * embeds (`![[Note]]` is a link), images, footnotes (their text is shown as written), MathJax,
 * callout icons, the Properties view (a plain table stands in), Obsidian's drawing of only the
 * sections near the screen (the preview draws every section), a real trash, and links rewritten with a "relative" or "absolute" link format (the
 * preview writes Obsidian's default, the shortest path). Raw HTML is never made into elements.
 * Anything else is not exported, so using it fails the browser build with esbuild's "No matching
 * export" rather than silently doing nothing: add it here when the plugin needs it, matching
 * Obsidian's documented behaviour.
 */
import { StateField } from "@codemirror/state";

import { guarded, renderSection } from "./markdown";
import { parseBlock } from "./markdown-parser";
import type { PreviewApp } from "./vault";
import { registeredViews, type LeafView, type SidebarLeaf } from "./sidebar";

export { getAllTags, getFrontMatterInfo, parseFrontMatterAliases, parseFrontMatterTags, parseYaml, stringifyYaml } from "./frontmatter";
export { TAbstractFile, TFile, TFolder } from "./files";
export type { EventRef } from "./events";
export { createPreviewApp, type PreviewApp, type PreviewNote } from "./vault";
export { getLinkpath, parseLinktext } from "./links";

type Cls = string | string[];
interface ElOptions {
	cls?: Cls;
	text?: string | DocumentFragment;
	attr?: Record<string, string | number | boolean | null>;
	title?: string;
	parent?: Node;
	value?: string;
	type?: string;
	placeholder?: string;
	href?: string;
}

function classesOf(cls: Cls | undefined): string[] {
	if (cls === undefined) return [];
	return (Array.isArray(cls) ? cls : cls.split(" ")).filter((name) => name !== "");
}

function applyOptions(el: HTMLElement, options: ElOptions | string | undefined): void {
	if (options === undefined) return;
	if (typeof options === "string") {
		el.className = options;
		return;
	}
	for (const name of classesOf(options.cls)) el.classList.add(name);
	if (options.text !== undefined) {
		if (typeof options.text === "string") el.textContent = options.text;
		else el.appendChild(options.text);
	}
	if (options.title !== undefined) el.title = options.title;
	for (const key of ["value", "type", "placeholder", "href"] as const) {
		const value = options[key];
		if (value !== undefined) el.setAttribute(key, value);
	}
	for (const [key, value] of Object.entries(options.attr ?? {})) {
		if (value === null || value === false) el.removeAttribute(key);
		else el.setAttribute(key, value === true ? "" : String(value));
	}
	if (options.parent) options.parent.appendChild(el);
}

function createElement(tag: string, options?: ElOptions | string, callback?: (el: HTMLElement) => void): HTMLElement {
	const el = document.createElement(tag);
	applyOptions(el, options);
	callback?.(el);
	return el;
}

/** Installs Obsidian's DOM helpers on Node/HTMLElement and as globals. Idempotent. */
export function installDomHelpers(): void {
	const proto = Node.prototype as unknown as Record<string, unknown>;
	if (typeof proto.createEl === "function") return;
	Object.assign(Node.prototype, {
		createEl(this: Node, tag: string, options?: ElOptions | string, callback?: (el: HTMLElement) => void): HTMLElement {
			const el = createElement(tag, options, callback);
			this.appendChild(el);
			return el;
		},
		createDiv(this: Node, options?: ElOptions | string, callback?: (el: HTMLElement) => void): HTMLElement {
			return (this as unknown as { createEl: typeof createElement }).createEl("div", options, callback);
		},
		createSpan(this: Node, options?: ElOptions | string, callback?: (el: HTMLElement) => void): HTMLElement {
			return (this as unknown as { createEl: typeof createElement }).createEl("span", options, callback);
		},
		empty(this: Node): void {
			while (this.firstChild) this.removeChild(this.firstChild);
		},
		setText(this: Node, text: string): void {
			this.textContent = text;
		},
		appendText(this: Node, text: string): void {
			this.appendChild(document.createTextNode(text));
		},
		// Obsidian's type check that also works across windows; the roll tables use it on a row's cells.
		instanceOf(this: Node, type: abstract new (...args: never[]) => unknown): boolean {
			// The preview has one window, so the type's prototype in this node's chain settles it.
			return Object.prototype.isPrototypeOf.call(type.prototype, this);
		},
	});
	Object.assign(Element.prototype, {
		addClass(this: Element, ...names: string[]): void {
			this.classList.add(...names);
		},
		removeClass(this: Element, ...names: string[]): void {
			this.classList.remove(...names);
		},
		toggleClass(this: Element, names: string | string[], value: boolean): void {
			for (const name of Array.isArray(names) ? names : [names]) this.classList.toggle(name, value);
		},
		hasClass(this: Element, name: string): boolean {
			return this.classList.contains(name);
		},
		getAttr(this: Element, name: string): string | null {
			return this.getAttribute(name);
		},
		setAttr(this: Element, name: string, value: string | number | boolean | null): void {
			if (value === null || value === false) this.removeAttribute(name);
			else this.setAttribute(name, value === true ? "" : String(value));
		},
	});
	Object.assign(globalThis, {
		createEl: createElement,
		createDiv: (options?: ElOptions | string, callback?: (el: HTMLElement) => void) => createElement("div", options, callback),
		createSpan: (options?: ElOptions | string, callback?: (el: HTMLElement) => void) => createElement("span", options, callback),
		createFragment: (callback?: (fragment: DocumentFragment) => void) => {
			const fragment = document.createDocumentFragment();
			callback?.(fragment);
			return fragment;
		},
	});
}

installDomHelpers();

/** Obsidian's Component lifecycle: load runs onload then loads children; unload reverses everything. */
export class Component {
	private loaded = false;
	private children: Component[] = [];
	private cleanups: Array<() => unknown> = [];

	load(): void {
		if (this.loaded) return;
		this.loaded = true;
		this.onload();
		for (const child of [...this.children]) child.load();
	}

	onload(): void {}

	unload(): void {
		if (!this.loaded) return;
		this.loaded = false;
		for (const child of [...this.children].reverse()) child.unload();
		this.children = [];
		for (const cleanup of [...this.cleanups].reverse()) cleanup();
		this.cleanups = [];
		this.onunload();
	}

	onunload(): void {}

	addChild<T extends Component>(child: T): T {
		this.children.push(child);
		if (this.loaded) child.load();
		return child;
	}

	removeChild<T extends Component>(child: T): T {
		const index = this.children.indexOf(child);
		if (index !== -1) this.children.splice(index, 1);
		child.unload();
		return child;
	}

	register(cleanup: () => unknown): void {
		this.cleanups.push(cleanup);
	}

	registerDomEvent(
		el: Window | Document | HTMLElement,
		type: string,
		callback: (event: Event) => unknown,
		options?: boolean | AddEventListenerOptions,
	): void {
		el.addEventListener(type, callback, options);
		this.register(() => el.removeEventListener(type, callback, options));
	}

	/** Like Obsidian: the subscription ends when the component unloads. */
	registerEvent(ref: { off(): void }): void {
		this.register(() => ref.off());
	}

	registerInterval(id: number): number {
		this.register(() => window.clearInterval(id));
		return id;
	}
}

export class MarkdownRenderChild extends Component {
	constructor(public containerEl: HTMLElement) {
		super();
	}
}

/** The context a code block processor receives; the preview gives each block its own. */
export interface MarkdownPostProcessorContext {
	docId: string;
	sourcePath: string;
	frontmatter: unknown;
	addChild(child: Component): void;
	/** The note's text and the section's first and last line (counted from the note's top), or null for a code block. */
	getSectionInfo(el: HTMLElement): { text: string; lineStart: number; lineEnd: number } | null;
}

export type CodeBlockProcessor = (source: string, el: HTMLElement, ctx: MarkdownPostProcessorContext) => unknown;
export type PostProcessor = (el: HTMLElement, ctx: MarkdownPostProcessorContext) => unknown;

export interface PluginManifest {
	id: string;
	name: string;
	version: string;
	[key: string]: unknown;
}

/**
 * A Plugin that records registrations instead of wiring them into an app, so the
 * preview can run the plugin's own onload and then mount every block it registered.
 * Settings tabs, ribbon icons, views and editor extensions are recorded too (the
 * preview shows none of them), so an onload that registers them still runs.
 */
/**
 * What every loaded plugin registered for Markdown: Obsidian keeps its post-processors and code block
 * processors in one place and runs them on all the Markdown it renders, MarkdownRenderer.render's
 * included. A plugin's own lists (below) are what the reading view of the preview draws with.
 */
const registeredCodeBlocks = new Map<string, CodeBlockProcessor>();
const registeredPostProcessors: PostProcessor[] = [];

/**
 * MarkdownRenderer.render, as Obsidian's API documents it: `markdown` drawn into `el` as the reading
 * view draws a note's text, the registered code block processors and post-processors run on it, and
 * the children they add belong to `component`. Links resolve from `sourcePath`. The preview draws the
 * text as one section (Obsidian splits it into several; nothing the plugin renders this way depends on it).
 */
export class MarkdownRenderer {
	static render(app: PreviewApp, markdown: string, el: HTMLElement, sourcePath: string, component: Component): Promise<void> {
		const ctx: MarkdownPostProcessorContext = {
			docId: sourcePath,
			sourcePath,
			frontmatter: null,
			addChild: (child) => void component.addChild(child),
			getSectionInfo: () => null,
		};
		const linkHref = (linkpath: string): string | undefined => {
			const target = app.metadataCache.getFirstLinkpathDest(linkpath, sourcePath);
			return target ? `#note=${encodeURIComponent(target.path)}` : undefined;
		};
		const section = el.createDiv();
		renderSection(section, parseBlock(markdown, {}), { codeBlockProcessors: registeredCodeBlocks, postProcessors: registeredPostProcessors }, ctx, { sourcePath, linkHref });
		for (const processor of [...registeredPostProcessors]) guarded(section, "post-processor", () => processor(section, ctx));
		return Promise.resolve();
	}
}

export class Plugin extends Component {
	readonly codeBlockProcessors = new Map<string, CodeBlockProcessor>();
	readonly postProcessors: PostProcessor[] = [];
	readonly commands: Array<{ id: string; name: string }> = [];
	readonly settingTabs: PluginSettingTab[] = [];
	readonly views = new Map<string, unknown>();
	readonly editorExtensions: unknown[] = [];

	constructor(
		public app: PreviewApp,
		public manifest: PluginManifest,
	) {
		super();
	}

	registerMarkdownCodeBlockProcessor(language: string, handler: CodeBlockProcessor): void {
		this.codeBlockProcessors.set(language, handler);
		registeredCodeBlocks.set(language, handler);
		this.register(() => registeredCodeBlocks.delete(language));
	}

	registerMarkdownPostProcessor(processor: PostProcessor): void {
		this.postProcessors.push(processor);
		registeredPostProcessors.push(processor);
		this.register(() => registeredPostProcessors.splice(registeredPostProcessors.indexOf(processor), 1));
	}

	addCommand<T extends { id: string; name: string }>(command: T): T {
		this.commands.push(command);
		// Issue 24: as Obsidian does, the command joins app.commands under the plugin's id and name (the palette lists it).
		const registry = commandsOf(this.app);
		const id = `${this.manifest.id}:${command.id}`;
		registry.commands[id] = { ...(command as PaletteCommand), id, name: `${this.manifest.name}: ${command.name}` };
		this.register(() => delete registry.commands[id]);
		return command;
	}

	/** Recorded, and shown in the preview's settings window (the ribbon's gear, as in Obsidian). */
	addSettingTab(tab: PluginSettingTab): void {
		this.settingTabs.push(tab);
		const entry = { name: this.manifest.name, tab };
		registeredSettingTabs.push(entry);
		this.register(() => registeredSettingTabs.splice(registeredSettingTabs.indexOf(entry), 1));
		settingsGear(this.app);
	}

	/**
	 * As Obsidian draws a ribbon icon: an element in the ribbon (the page's `#ribbon`, when it has one)
	 * named by its title, calling back on a click (or Enter), removed when the plugin unloads. The icon
	 * itself is not drawn: the title's first letter stands in.
	 */
	addRibbonIcon(icon: string, title: string, callback: (event: MouseEvent) => unknown = () => undefined): HTMLElement {
		const el = createElement("div", { cls: ["side-dock-ribbon-action", "clickable-icon"], text: title.slice(0, 1), attr: { "aria-label": title, role: "button", tabindex: "0", "data-icon": icon } });
		el.addEventListener("click", (event) => void callback(event));
		el.addEventListener("keydown", (event) => {
			if (event.key === "Enter") el.click();
		});
		document.getElementById("ribbon")?.appendChild(el);
		this.register(() => el.remove());
		return el;
	}

	addStatusBarItem(): HTMLElement {
		return createElement("div", { cls: "status-bar-item" });
	}

	/** Recorded, and made known to the preview's right sidebar, which opens it in a leaf (sidebar.ts). */
	registerView(type: string, creator: (leaf: SidebarLeaf) => LeafView): void {
		this.views.set(type, creator);
		registeredViews.set(type, creator);
		this.register(() => registeredViews.delete(type));
	}

	registerEditorExtension(extension: unknown): void {
		this.editorExtensions.push(extension);
	}

	/** obsidian:// links the plugin answers: recorded (the preview opens no such links). */
	readonly protocolHandlers = new Map<string, (params: Record<string, string>) => unknown>();
	registerObsidianProtocolHandler(action: string, handler: (params: Record<string, string>) => unknown): void {
		this.protocolHandlers.set(action, handler);
	}

	/** Recorded like the editor extensions: the preview has no editor to suggest in. */
	registerEditorSuggest(suggest: unknown): void {
		this.editorExtensions.push(suggest);
	}

	/** Issue 24: the plugin's data.json (setPluginData), or null when it has none, as Obsidian reads it. */
	loadData(): Promise<unknown> {
		return Promise.resolve(pluginData.get(this.manifest.id) ?? null);
	}

	saveData(data: unknown): Promise<void> {
		pluginData.set(this.manifest.id, data);
		return Promise.resolve();
	}
}

/** The error for API the preview deliberately does not provide. */
export function unavailable(name: string): Error {
	return new Error(`${name} is not available in the browser preview (see preview/obsidian-shim.ts).`);
}

/** Never the active view in the preview (there is no editor). */
export class MarkdownView extends Component {}

/**
 * Obsidian's Platform flags. The preview runs in a browser tab as a desktop would: not the mobile
 * app, and not the desktop app either (no Electron: no popout windows, no printing through Obsidian).
 */
export const Platform = {
	isDesktop: true,
	isMobile: false,
	isDesktopApp: false,
	isMobileApp: false,
	isIosApp: false,
	isAndroidApp: false,
	isPhone: false,
	isTablet: false,
	isMacOS: false,
	isWin: false,
	isLinux: false,
	isSafari: false,
};

/**
 * Obsidian's EditorSuggest, constructible so a plugin can register one; the preview has no editor,
 * so it is never triggered (see "What it does not imitate").
 */
export abstract class EditorSuggest<T> {
	context: unknown = null;
	limit = 100;
	constructor(public app: PreviewApp) {}
	setInstructions(_instructions: { command: string; purpose: string }[]): void {}
	close(): void {}
	abstract onTrigger(...args: unknown[]): unknown;
	abstract getSuggestions(context: never): T[] | Promise<T[]>;
	abstract renderSuggestion(value: T, el: HTMLElement): void;
	abstract selectSuggestion(value: T, evt: MouseEvent | KeyboardEvent): void;
}

/**
 * Obsidian's ItemView: a view with `containerEl` holding a header and `contentEl`, opened in a leaf:
 * in the preview, a leaf of the right sidebar (sidebar.ts), or an element a test hands it.
 */
export abstract class ItemView extends Component {
	readonly containerEl = createElement("div", { cls: "workspace-leaf-content" });
	readonly contentEl: HTMLElement;
	constructor(public leaf: { app?: PreviewApp; view?: unknown }) {
		super();
		this.containerEl.createDiv({ cls: "view-header" });
		this.contentEl = this.containerEl.createDiv({ cls: "view-content" });
	}
	get app(): PreviewApp {
		if (!this.leaf.app) throw unavailable("A view's app outside a leaf");
		return this.leaf.app;
	}
	abstract getViewType(): string;
	abstract getDisplayText(): string;
	getIcon(): string {
		return "document";
	}
	onOpen(): Promise<void> {
		return Promise.resolve();
	}
	onClose(): Promise<void> {
		return Promise.resolve();
	}
	getState(): Record<string, unknown> {
		return {};
	}
	setState(_state: unknown, _result: unknown): Promise<void> {
		return Promise.resolve();
	}
}

/**
 * Obsidian's Modal: `open()` puts a `.modal-container` (a dimming `.modal-bg` and the
 * `.modal` with its close button, `.modal-title` and `.modal-content`) on the page and
 * calls onOpen; `close()` calls onClose and removes it. Escape, the close button and a
 * click on the background close it, as in Obsidian.
 */
export class Modal extends Component {
	readonly containerEl = createElement("div", { cls: ["modal-container", "mod-dim"] });
	readonly modalEl: HTMLElement;
	readonly titleEl: HTMLElement;
	readonly contentEl: HTMLElement;
	private isOpen = false;
	private readonly onKey = (event: KeyboardEvent): void => {
		if (event.key === "Escape") {
			event.preventDefault();
			this.close();
		}
	};

	constructor(public app: PreviewApp) {
		super();
		this.containerEl.createDiv({ cls: "modal-bg" }).addEventListener("click", () => this.close());
		this.modalEl = this.containerEl.createDiv({ cls: "modal" });
		const closeButton = this.modalEl.createDiv({ cls: "modal-close-button", attr: { role: "button", "aria-label": "Close", tabindex: 0 } });
		closeButton.addEventListener("click", () => this.close());
		this.titleEl = this.modalEl.createDiv({ cls: "modal-header" }).createDiv({ cls: "modal-title" });
		this.contentEl = this.modalEl.createDiv({ cls: "modal-content" });
	}

	setTitle(title: string): this {
		this.titleEl.textContent = title;
		return this;
	}

	setContent(content: string | DocumentFragment): this {
		this.contentEl.empty();
		if (typeof content === "string") this.contentEl.textContent = content;
		else this.contentEl.appendChild(content);
		return this;
	}

	open(): void {
		if (this.isOpen) return;
		this.isOpen = true;
		document.body.appendChild(this.containerEl);
		document.addEventListener("keydown", this.onKey);
		this.onOpen();
	}

	close(): void {
		if (!this.isOpen) return;
		this.isOpen = false;
		document.removeEventListener("keydown", this.onKey);
		this.onClose();
		this.containerEl.remove();
	}

	onOpen(): void {}

	onClose(): void {}
}
/** A plain SuggestModal opened in the preview: the command palette's own pickers are out of its scope. */
export class SuggestModal extends Modal {
	setPlaceholder(_placeholder: string): void {}

	override open(): void {
		throw unavailable("SuggestModal.open");
	}
}

/**
 * Obsidian's fuzzy picker, simplified: a text box that filters the items by a plain substring
 * (not fuzzy) and one `.suggestion-item` button per item; a click or Enter on the first chooses it.
 */
export class FuzzySuggestModal<T> extends Modal {
	private placeholder = "";

	setPlaceholder(placeholder: string): void {
		this.placeholder = placeholder;
	}

	getItems(): T[] {
		return [];
	}

	getItemText(item: T): string {
		return String(item);
	}

	onChooseItem(_item: T, _event: MouseEvent | KeyboardEvent): void {}

	override onOpen(): void {
		this.modalEl.addClass("prompt");
		const input = this.contentEl.createEl("input", { cls: "prompt-input", attr: { type: "text", placeholder: this.placeholder, "aria-label": this.placeholder } });
		const list = this.contentEl.createDiv({ cls: "prompt-results", attr: { role: "listbox" } });
		const draw = (): T[] => {
			list.empty();
			const query = input.value.trim().toLowerCase();
			const shown = this.getItems().filter((item) => this.getItemText(item).toLowerCase().includes(query));
			for (const item of shown) {
				const button = list.createEl("button", { cls: "suggestion-item", text: this.getItemText(item), attr: { role: "option" } });
				button.addEventListener("click", (event) => this.choose(item, event));
			}
			return shown;
		};
		input.addEventListener("input", () => void draw());
		input.addEventListener("keydown", (event) => {
			const first = draw()[0];
			if (event.key === "Enter" && first !== undefined) this.choose(first, event);
		});
		draw();
		input.focus();
	}

	private choose(item: T, event: MouseEvent | KeyboardEvent): void {
		this.close();
		this.onChooseItem(item, event);
	}
}

/** Settings tabs construct, are recorded by addSettingTab and drawn in the settings window (SettingsWindow). */
export class PluginSettingTab {
	readonly containerEl = createElement("div", { cls: "vertical-tab-content" });

	constructor(
		public app: PreviewApp,
		public plugin: Plugin,
	) {}

	display(): void {}
	hide(): void {}
}

/** The plugins' settings tabs, in the order they were added, each under its plugin's name. */
const registeredSettingTabs: { name: string; tab: PluginSettingTab }[] = [];

/**
 * Obsidian's settings window, for the plugins' tabs only: a `.modal.mod-settings` with the tabs' names
 * in `.vertical-tab-header` and the chosen tab drawn in `.vertical-tab-content-container` (its
 * display() on opening and on choosing it, its hide() on leaving it or closing the window).
 * Obsidian's own settings pages are not imitated.
 */
class SettingsWindow extends Modal {
	private shown: PluginSettingTab | undefined;

	override onOpen(): void {
		this.modalEl.addClass("mod-settings");
		const header = this.contentEl.createDiv({ cls: "vertical-tab-header" });
		const content = this.contentEl.createDiv({ cls: "vertical-tab-content-container" });
		const items = registeredSettingTabs.map(({ name, tab }) => {
			const item = header.createDiv({ cls: "vertical-tab-nav-item", text: name, attr: { role: "tab", tabindex: 0 } });
			item.addEventListener("click", () => show(tab, item));
			return item;
		});
		const show = (tab: PluginSettingTab, item: HTMLElement): void => {
			this.shown?.hide();
			items.forEach((other) => other.toggleClass("is-active", other === item));
			content.empty();
			content.appendChild(tab.containerEl);
			tab.display();
			this.shown = tab;
		};
		const first = registeredSettingTabs[0];
		if (first && items[0]) show(first.tab, items[0]);
	}

	override onClose(): void {
		this.shown?.hide();
		this.shown = undefined;
		this.contentEl.empty();
	}
}

/** The gear at the foot of the ribbon that opens the settings window (once per page, when the page has a ribbon). */
function settingsGear(app: PreviewApp): void {
	const ribbon = document.getElementById("ribbon");
	if (!ribbon || ribbon.querySelector(".side-dock-settings")) return;
	const gear = ribbon.createDiv({ cls: "side-dock-settings" }).createDiv({ cls: "clickable-icon", text: "⚙", attr: { role: "button", tabindex: 0, "aria-label": "Settings", "data-icon": "settings" } });
	gear.addEventListener("click", () => new SettingsWindow(app).open());
	gear.addEventListener("keydown", (event) => {
		if (event.key === "Enter") gear.click();
	});
}

/** Obsidian's toggle: a `.checkbox-container` that is `.is-enabled` when on; a click flips it and onChange fires. */
export class ToggleComponent {
	readonly toggleEl: HTMLElement;
	private value = false;
	private changed: ((value: boolean) => unknown) | null = null;

	constructor(containerEl: HTMLElement) {
		this.toggleEl = containerEl.createDiv({ cls: "checkbox-container", attr: { role: "switch", tabindex: 0, "aria-checked": "false" } });
		this.toggleEl.createEl("input", { attr: { type: "checkbox", tabindex: -1 } });
		this.toggleEl.addEventListener("click", () => {
			if (this.toggleEl.hasClass("is-disabled")) return;
			this.setValue(!this.value);
			void this.changed?.(this.value);
		});
	}

	getValue(): boolean {
		return this.value;
	}

	setValue(on: boolean): this {
		this.value = on;
		this.toggleEl.toggleClass("is-enabled", on);
		this.toggleEl.setAttribute("aria-checked", String(on));
		return this;
	}

	setDisabled(disabled: boolean): this {
		this.toggleEl.toggleClass("is-disabled", disabled);
		return this;
	}

	onChange(callback: (value: boolean) => unknown): this {
		this.changed = callback;
		return this;
	}
}

/** Obsidian's dropdown control: a real `<select class="dropdown">`; onChange fires on the user's change. */
export class DropdownComponent {
	readonly selectEl: HTMLSelectElement;

	constructor(containerEl: HTMLElement) {
		this.selectEl = containerEl.createEl("select", { cls: "dropdown" });
	}

	addOption(value: string, display: string): this {
		this.selectEl.createEl("option", { text: display, attr: { value } });
		return this;
	}

	addOptions(options: Record<string, string>): this {
		for (const [value, display] of Object.entries(options)) this.addOption(value, display);
		return this;
	}

	getValue(): string {
		return this.selectEl.value;
	}

	setValue(value: string): this {
		this.selectEl.value = value;
		return this;
	}

	setDisabled(disabled: boolean): this {
		this.selectEl.disabled = disabled;
		return this;
	}

	onChange(callback: (value: string) => unknown): this {
		this.selectEl.addEventListener("change", () => void callback(this.selectEl.value));
		return this;
	}
}

/** Obsidian's text field: a real `<input type="text">`; onChange fires as the user types. */
export class TextComponent {
	readonly inputEl: HTMLInputElement;

	constructor(containerEl: HTMLElement) {
		this.inputEl = containerEl.createEl("input", { attr: { type: "text", spellcheck: false } });
	}

	getValue(): string {
		return this.inputEl.value;
	}

	setValue(value: string): this {
		this.inputEl.value = value;
		return this;
	}

	setPlaceholder(placeholder: string): this {
		this.inputEl.placeholder = placeholder;
		return this;
	}

	setDisabled(disabled: boolean): this {
		this.inputEl.disabled = disabled;
		return this;
	}

	onChange(callback: (value: string) => unknown): this {
		this.inputEl.addEventListener("input", () => void callback(this.inputEl.value));
		return this;
	}
}

/** Obsidian's button control: a real `<button>`. */
export class ButtonComponent {
	readonly buttonEl: HTMLButtonElement;

	constructor(containerEl: HTMLElement) {
		this.buttonEl = containerEl.createEl("button");
	}

	setButtonText(text: string): this {
		this.buttonEl.textContent = text;
		return this;
	}

	setCta(): this {
		this.buttonEl.addClass("mod-cta");
		return this;
	}

	setWarning(): this {
		this.buttonEl.addClass("mod-warning");
		return this;
	}

	setDisabled(disabled: boolean): this {
		this.buttonEl.disabled = disabled;
		return this;
	}

	onClick(callback: (event: MouseEvent) => unknown): this {
		this.buttonEl.addEventListener("click", (event) => void callback(event));
		return this;
	}
}

/**
 * Obsidian's Setting row: `.setting-item` with an info part (name, description) and a
 * control part the add* methods fill. Only the controls the plugin's dialogs use exist;
 * any other control is not exported, so using it fails the browser build.
 */
export class Setting {
	readonly settingEl: HTMLElement;
	readonly infoEl: HTMLElement;
	readonly nameEl: HTMLElement;
	readonly descEl: HTMLElement;
	readonly controlEl: HTMLElement;

	constructor(containerEl: HTMLElement) {
		this.settingEl = containerEl.createDiv({ cls: "setting-item" });
		this.infoEl = this.settingEl.createDiv({ cls: "setting-item-info" });
		this.nameEl = this.infoEl.createDiv({ cls: "setting-item-name" });
		this.descEl = this.infoEl.createDiv({ cls: "setting-item-description" });
		this.controlEl = this.settingEl.createDiv({ cls: "setting-item-control" });
	}

	setName(name: string | DocumentFragment): this {
		this.nameEl.empty();
		if (typeof name === "string") this.nameEl.textContent = name;
		else this.nameEl.appendChild(name);
		return this;
	}

	setDesc(desc: string | DocumentFragment): this {
		this.descEl.empty();
		if (typeof desc === "string") this.descEl.textContent = desc;
		else this.descEl.appendChild(desc);
		return this;
	}

	setHeading(): this {
		this.settingEl.addClass("setting-item-heading");
		return this;
	}

	setClass(cls: string): this {
		this.settingEl.addClass(cls);
		return this;
	}

	addDropdown(callback: (component: DropdownComponent) => unknown): this {
		callback(new DropdownComponent(this.controlEl));
		return this;
	}

	addText(callback: (component: TextComponent) => unknown): this {
		callback(new TextComponent(this.controlEl));
		return this;
	}

	addButton(callback: (component: ButtonComponent) => unknown): this {
		callback(new ButtonComponent(this.controlEl));
		return this;
	}

	addToggle(callback: (component: ToggleComponent) => unknown): this {
		callback(new ToggleComponent(this.controlEl));
		return this;
	}
}

/** The preview's YAML subset (preview/mini-yaml.ts); beyond it, an error naming the line. */
export function normalizePath(path: string): string {
	const cleaned = path.replace(/\\/g, "/").replace(/\/+/g, "/").replace(/^\/|\/$/g, "");
	return cleaned === "" ? "/" : cleaned;
}

/**
 * Obsidian's "is this editor in Live Preview" field. The preview has no editor, so the
 * Live Preview extension is registered but never mounted; the field exists so it builds.
 */
export const editorLivePreviewField = StateField.define<boolean>({ create: () => true, update: (value) => value });
/** The note an editor shows; the preview has no editors, so none. */
export const editorInfoField = StateField.define<{ file: { path: string } | null }>({ create: () => ({ file: null }), update: (value) => value });

/** Obsidian's toast: a `.notice` in the page's `.notice-container` that removes itself after `timeout` ms. */
export class Notice {
	readonly noticeEl: HTMLElement;

	constructor(message: string, timeout = 5000) {
		this.noticeEl = createElement("div", { cls: "notice", text: message });
		const container = document.body.querySelector(":scope > .notice-container") ?? document.body.createDiv({ cls: "notice-container" });
		container.appendChild(this.noticeEl);
		if (timeout > 0) window.setTimeout(() => this.hide(), timeout);
	}

	setMessage(message: string): this {
		this.noticeEl.textContent = message;
		return this;
	}

	hide(): void {
		this.noticeEl.remove();
	}
}

// ---- moment (added for session templates' {{time}} and {{date:FORMAT}}) ----
/**
 * Obsidian's `moment` is the moment.js library itself (obsidian.d.ts: `export const moment: typeof
 * Moment`; the obsidian package pins moment 2.29.4), so the preview exports that same library and
 * version. Not imitated: Obsidian switches moment's locale to the app's language; the preview keeps
 * moment's default English.
 */
export { default as moment } from "moment";

// ---- getLanguage (added for the plugin's language, issue 35) ----
/**
 * Obsidian's `getLanguage()` (obsidian.d.ts, since 1.8.7): "the ISO code for the currently configured
 * app language. Defaults to 'en'." Obsidian keeps that choice in the window's localStorage under
 * "language", so the preview reads the same key: a demo page switched with
 * `localStorage.setItem("language", "de")` and reloaded runs the plugin in German.
 */
const APP_LANGUAGE_KEY = "language";
export function getLanguage(): string {
	// A page with no storage of its own (a bench's blank page) refuses localStorage; Obsidian's answer
	// there would be its default, "en", never an error.
	try {
		return window.localStorage.getItem(APP_LANGUAGE_KEY) ?? "en";
	} catch {
		return "en";
	}
}

// ---- activeWindow / activeDocument (added for popout windows) ----
/**
 * Obsidian's globals for the window that has the focus (a popout window has its own document);
 * code that is not handed an element uses them instead of `window` and `document`. The preview has
 * one window, so they are that window and its document.
 */
Object.assign(globalThis, { activeWindow: window, activeDocument: document });

// ---- AbstractInputSuggest (added for the suggestions under note-name fields) ----
/**
 * Obsidian's suggestions under a text field. As the user types, getSuggestions(the field's text)
 * is drawn, at most `limit`, in a `.suggestion-container` under the field, one `.suggestion-item`
 * per value filled by renderSuggestion; a click, or Enter on the highlighted item (↑ and ↓ move
 * it), calls selectSuggestion, whose default calls onSelect's callback; Escape and leaving the
 * field close the list. Not imitated: Obsidian's Scope (keys are read from the field itself), and
 * its placement rules beyond "under the field".
 */
export abstract class AbstractInputSuggest<T> {
	limit = 100;
	private listEl: HTMLElement | null = null;
	private shown: T[] = [];
	private highlighted = 0;
	private selectCallback: ((value: T, evt: MouseEvent | KeyboardEvent) => unknown) | undefined;

	constructor(
		public app: PreviewApp,
		private readonly textInputEl: HTMLInputElement | HTMLDivElement,
	) {
		textInputEl.addEventListener("input", () => void this.update());
		textInputEl.addEventListener("blur", () => this.close());
		textInputEl.addEventListener("keydown", (event) => this.onKey(event as KeyboardEvent));
	}

	protected abstract getSuggestions(query: string): T[] | Promise<T[]>;
	abstract renderSuggestion(value: T, el: HTMLElement): void;

	selectSuggestion(value: T, evt: MouseEvent | KeyboardEvent): void {
		this.selectCallback?.(value, evt);
	}

	onSelect(callback: (value: T, evt: MouseEvent | KeyboardEvent) => unknown): this {
		this.selectCallback = callback;
		return this;
	}

	getValue(): string {
		return this.textInputEl instanceof HTMLInputElement ? this.textInputEl.value : (this.textInputEl.textContent ?? "");
	}

	setValue(value: string): void {
		if (this.textInputEl instanceof HTMLInputElement) this.textInputEl.value = value;
		else this.textInputEl.textContent = value;
	}

	open(): void {
		if (this.listEl) return;
		const doc = this.textInputEl.ownerDocument;
		const container = doc.body.createDiv({ cls: "suggestion-container" });
		const rect = this.textInputEl.getBoundingClientRect();
		// Placed under the field (its look is in obsidian-theme.css, as Obsidian's own CSS gives it).
		container.style.left = `${rect.left}px`;
		container.style.top = `${rect.bottom + 2}px`;
		container.style.minWidth = `${rect.width}px`;
		this.listEl = container.createDiv({ cls: "suggestion", attr: { role: "listbox" } });
	}

	close(): void {
		this.listEl?.parentElement?.remove();
		this.listEl = null;
		this.shown = [];
	}

	private async update(): Promise<void> {
		const found = await this.getSuggestions(this.getValue());
		this.shown = this.limit > 0 ? found.slice(0, this.limit) : found;
		if (this.shown.length === 0) {
			this.close();
			return;
		}
		this.open();
		this.highlighted = 0;
		this.draw();
	}

	private draw(): void {
		const list = this.listEl;
		if (!list) return;
		list.empty();
		this.shown.forEach((value, index) => {
			const item = list.createDiv({ cls: "suggestion-item", attr: { role: "option", "aria-selected": String(index === this.highlighted) } });
			if (index === this.highlighted) item.addClass("is-selected");
			this.renderSuggestion(value, item);
			// Keep the focus in the field, so the click is not lost to its blur.
			item.addEventListener("mousedown", (event) => event.preventDefault());
			item.addEventListener("click", (event) => this.choose(value, event));
		});
	}

	private onKey(event: KeyboardEvent): void {
		if (!this.listEl) return;
		if (event.key === "ArrowDown" || event.key === "ArrowUp") {
			event.preventDefault();
			const step = event.key === "ArrowDown" ? 1 : -1;
			this.highlighted = (this.highlighted + step + this.shown.length) % this.shown.length;
			this.draw();
		} else if (event.key === "Enter") {
			const value = this.shown[this.highlighted];
			if (value === undefined) return;
			event.preventDefault();
			event.stopPropagation();
			this.choose(value, event);
		} else if (event.key === "Escape") {
			// The list closes, not the dialog around the field.
			event.stopPropagation();
			this.close();
		}
	}

	private choose(value: T, event: MouseEvent | KeyboardEvent): void {
		this.selectSuggestion(value, event);
		this.close();
	}
}

// ---- Issue 24: app.commands and the command palette (Ctrl/Cmd+P), Menu, a plugin's data.json ----
/**
 * What Obsidian does with a plugin's commands: `addCommand` puts each in `app.commands.commands`
 * under "<plugin id>:<command id>", named "<plugin name>: <command name>"; `listCommands()` lists
 * them, `executeCommandById(id)` runs one (a checkCallback is asked first, as the palette does);
 * Ctrl+P (Cmd+P on a Mac) opens the command palette, a suggester of the commands available now, and
 * choosing one runs it. Commands that need an editor (editorCallback, editorCheckCallback) are not
 * offered: the preview has no editor, as Obsidian offers none without one. Not imitated: hotkeys
 * other than the palette's, pinned and recent commands, fuzzy ranking (a plain filter).
 */
export interface PaletteCommand {
	id: string;
	name: string;
	callback?: () => unknown;
	checkCallback?: (checking: boolean) => boolean | void;
	editorCallback?: unknown;
	editorCheckCallback?: unknown;
}

export interface CommandRegistry {
	commands: Record<string, PaletteCommand>;
	listCommands(): PaletteCommand[];
	findCommand(id: string): PaletteCommand | undefined;
	executeCommandById(id: string): boolean;
}

/** The app's command registry, made on first use (Obsidian's `app.commands`). */
export function commandsOf(app: PreviewApp): CommandRegistry {
	const holder = app as PreviewApp & { commands?: CommandRegistry };
	if (holder.commands) return holder.commands;
	const commands: Record<string, PaletteCommand> = {};
	holder.commands = {
		commands,
		listCommands: () => Object.values(commands),
		findCommand: (id) => commands[id],
		executeCommandById: (id) => {
			const command = commands[id];
			if (!command || !commandAvailable(command)) return false;
			if (command.checkCallback) command.checkCallback(false);
			else command.callback?.();
			return true;
		},
	};
	return holder.commands;
}

/** Whether the command can run now: its checkCallback says (asked with `checking` true), else it has a callback. Editor-only commands have neither. */
export function commandAvailable(command: PaletteCommand): boolean {
	return command.checkCallback ? command.checkCallback(true) === true : command.callback !== undefined;
}

/** Obsidian's command palette: the commands available now, by name; Enter or a click runs one. */
export class CommandPalette extends FuzzySuggestModal<PaletteCommand> {
	constructor(app: PreviewApp) {
		super(app);
		this.setPlaceholder("Type a command");
	}

	override getItems(): PaletteCommand[] {
		return commandsOf(this.app)
			.listCommands()
			.filter(commandAvailable)
			.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
	}

	override getItemText(command: PaletteCommand): string {
		return command.name;
	}

	override onChooseItem(command: PaletteCommand): void {
		commandsOf(this.app).executeCommandById(command.id);
	}
}

/** Ctrl+P, or Cmd+P on a Mac, opens the palette anywhere in the page (the preview calls this once). */
export function installCommandPalette(app: PreviewApp): void {
	document.addEventListener("keydown", (event) => {
		if (event.key.toLowerCase() !== "p" || !(event.ctrlKey || event.metaKey) || event.shiftKey || event.altKey) return;
		event.preventDefault();
		new CommandPalette(app).open();
	});
}

/**
 * A plugin's saved data, Obsidian's `<config folder>/plugins/<id>/data.json`: loadData returns it and
 * saveData replaces it (in memory). The preview is handed the demo vault's file when it is built
 * (preview.ts), where Obsidian reads it as the plugin loads.
 */
const pluginData = new Map<string, unknown>();

/** Preview-only: the data.json `loadData` gives the plugin with this id. */
export function setPluginData(id: string, data: unknown): void {
	pluginData.set(id, data);
}

/**
 * Obsidian's Menu: items with a title (and an icon, a section, a checkmark, a warning colour, or
 * disabled), separators, shown at the mouse event or a position as a `.menu` of `.menu-item`s.
 * Choosing an item runs its onClick and closes the menu; Escape, a click elsewhere or another menu
 * closes it; the arrow keys move between items and Enter chooses, as in Obsidian. Not imitated:
 * icons (the name is kept, nothing is drawn), submenus, native menus.
 */
export class MenuItem {
	title = "";
	disabled = false;
	checked: boolean | null = null;
	warning = false;
	section = "";
	icon: string | null = null;
	callback: ((event: MouseEvent | KeyboardEvent) => unknown) | null = null;

	setTitle(title: string | DocumentFragment): this {
		this.title = typeof title === "string" ? title : (title.textContent ?? "");
		return this;
	}

	setIcon(icon: string | null): this {
		this.icon = icon;
		return this;
	}

	setDisabled(disabled: boolean): this {
		this.disabled = disabled;
		return this;
	}

	setChecked(checked: boolean | null): this {
		this.checked = checked;
		return this;
	}

	setWarning(warning: boolean): this {
		this.warning = warning;
		return this;
	}

	setSection(section: string): this {
		this.section = section;
		return this;
	}

	onClick(callback: (event: MouseEvent | KeyboardEvent) => unknown): this {
		this.callback = callback;
		return this;
	}
}

export class Menu extends Component {
	readonly dom = createElement("div", { cls: "menu", attr: { role: "menu" } });
	private readonly items: (MenuItem | "separator")[] = [];
	private hideCallback: (() => unknown) | null = null;
	private readonly onDocument = (event: Event): void => {
		if (event instanceof KeyboardEvent) this.onKey(event);
		else if (!this.dom.contains(event.target as Node)) this.hide();
	};

	addItem(callback: (item: MenuItem) => unknown): this {
		const item = new MenuItem();
		callback(item);
		this.items.push(item);
		return this;
	}

	addSeparator(): this {
		this.items.push("separator");
		return this;
	}

	onHide(callback: () => unknown): void {
		this.hideCallback = callback;
	}

	showAtMouseEvent(event: MouseEvent): this {
		// A click from the keyboard has no position: the menu opens under the element clicked.
		const target = event.target instanceof HTMLElement ? event.target.getBoundingClientRect() : undefined;
		const keyboard = event.clientX === 0 && event.clientY === 0 && target !== undefined;
		return this.showAtPosition(keyboard ? { x: target.left, y: target.bottom } : { x: event.clientX, y: event.clientY });
	}

	showAtPosition(position: { x: number; y: number }): this {
		this.dom.empty();
		for (const item of this.items) {
			if (item === "separator") {
				this.dom.createDiv({ cls: "menu-separator" });
				continue;
			}
			const el = this.dom.createDiv({ cls: ["menu-item", ...(item.disabled ? ["is-disabled"] : []), ...(item.warning ? ["is-warning"] : [])], attr: { role: "menuitem", tabindex: -1 } });
			el.createDiv({ cls: "menu-item-title", text: item.title });
			if (item.disabled) el.setAttr("aria-disabled", "true");
			el.addEventListener("click", (event) => this.choose(item, event));
		}
		document.body.appendChild(this.dom);
		// Kept on the screen, as Obsidian keeps it.
		const { width, height } = this.dom.getBoundingClientRect();
		this.dom.style.left = `${Math.max(0, Math.min(position.x, window.innerWidth - width))}px`;
		this.dom.style.top = `${Math.max(0, Math.min(position.y, window.innerHeight - height))}px`;
		window.setTimeout(() => {
			document.addEventListener("mousedown", this.onDocument);
			document.addEventListener("keydown", this.onDocument);
		});
		this.dom.querySelector<HTMLElement>(".menu-item:not(.is-disabled)")?.focus();
		return this;
	}

	hide(): this {
		document.removeEventListener("mousedown", this.onDocument);
		document.removeEventListener("keydown", this.onDocument);
		if (this.dom.isConnected) {
			this.dom.remove();
			this.hideCallback?.();
		}
		return this;
	}

	close(): void {
		this.hide();
	}

	private choose(item: MenuItem, event: MouseEvent | KeyboardEvent): void {
		if (item.disabled) return;
		this.hide();
		item.callback?.(event);
	}

	private onKey(event: KeyboardEvent): void {
		const entries = [...this.dom.querySelectorAll<HTMLElement>(".menu-item:not(.is-disabled)")];
		const at = entries.indexOf(document.activeElement as HTMLElement);
		if (event.key === "Escape") {
			event.preventDefault();
			event.stopPropagation();
			this.hide();
		} else if (event.key === "ArrowDown" || event.key === "ArrowUp") {
			event.preventDefault();
			entries[(at + (event.key === "ArrowDown" ? 1 : entries.length - 1)) % entries.length]?.focus();
		} else if (event.key === "Enter" && at >= 0) {
			event.preventDefault();
			entries[at]?.click();
		}
	}
}
