/**
 * A small, honest stand-in for the part of the Obsidian API our renderers use,
 * so the plugin's REAL renderers run in a plain browser page (the e2e harness and
 * the demo preview). esbuild aliases `obsidian` to this file for those builds only;
 * the plugin itself is always built against the real Obsidian.
 *
 * What it covers: Component (lifecycle, register, registerDomEvent, registerEvent,
 * addChild),
 * MarkdownRenderChild, a Plugin that RECORDS what onload registers (code block
 * processors, post-processors, commands, settings tabs, views), an
 * `app` whose vault lives IN MEMORY (createPreviewApp: notes can be read, rewritten
 * with vault.process and fileManager.processFrontMatter, and metadataCache fires
 * "changed" after a write; nothing reaches the disk, a reload starts fresh),
 * Modal (a real dialog in the page), Setting rows (name, description, heading,
 * dropdown, text field, button), Notice, normalizePath, the HTMLElement helpers
 * Obsidian adds (createEl, createDiv, createSpan, setText, appendText, empty,
 * addClass, removeClass, toggleClass, hasClass, getAttr, setAttr, instanceOf), and constructible
 * stand-ins for classes other modules import (TFile, TFolder, MarkdownView,
 * PluginSettingTab), and FuzzySuggestModal as a plain filtered list (the pickers of
 * the compendium panels). What the preview cannot do (create notes
 * or folders, a settings window) throws an error that names it. parseYaml, stringifyYaml and
 * getFrontMatterInfo come from frontmatter.ts.
 * Anything else is not exported, so using it fails the browser build with
 * esbuild's "No matching export" rather than silently doing nothing: add it here
 * when a renderer needs * it, matching Obsidian's documented behaviour.
 */
import { StateField } from "@codemirror/state";

import { getFrontMatterInfo, propertiesOf, withProperties } from "./frontmatter";

export { getFrontMatterInfo, parseYaml, stringifyYaml } from "./frontmatter";

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
	registerEvent(ref: EventRef): void {
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
export class Plugin extends Component {
	readonly codeBlockProcessors = new Map<string, CodeBlockProcessor>();
	readonly postProcessors: PostProcessor[] = [];
	readonly commands: Array<{ id: string; name: string }> = [];
	readonly settingTabs: unknown[] = [];
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
	}

	registerMarkdownPostProcessor(processor: PostProcessor): void {
		this.postProcessors.push(processor);
	}

	addCommand<T extends { id: string; name: string }>(command: T): T {
		this.commands.push(command);
		return command;
	}

	addSettingTab(tab: unknown): void {
		this.settingTabs.push(tab);
	}

	addRibbonIcon(_icon: string, title: string): HTMLElement {
		return createElement("div", { cls: "side-dock-ribbon-action", attr: { "aria-label": title } });
	}

	addStatusBarItem(): HTMLElement {
		return createElement("div", { cls: "status-bar-item" });
	}

	registerView(type: string, creator: unknown): void {
		this.views.set(type, creator);
	}

	registerEditorExtension(extension: unknown): void {
		this.editorExtensions.push(extension);
	}

	loadData(): Promise<unknown> {
		return Promise.resolve(null);
	}

	saveData(): Promise<void> {
		return Promise.resolve();
	}
}

/** What the preview's `app.*.on(...)` returns; Component.registerEvent ends it on unload (Obsidian's offref). */
export interface EventRef {
	off(): void;
}

type Handler = (...args: never[]) => unknown;

/** Obsidian's Events: named handlers; a handler that throws is reported and the others still run. */
class Events {
	private readonly handlers = new Map<string, Set<Handler>>();

	on(name: string, callback: Handler): EventRef {
		const set = this.handlers.get(name) ?? new Set<Handler>();
		this.handlers.set(name, set);
		set.add(callback);
		return { off: () => void set.delete(callback) };
	}

	trigger(name: string, ...args: unknown[]): void {
		for (const handler of [...(this.handlers.get(name) ?? [])]) {
			try {
				(handler as (...all: unknown[]) => unknown)(...args);
			} catch (error) {
				console.error(error);
			}
		}
	}
}

/** A note the preview serves: its vault path and its text. */
export interface PreviewNote {
	path: string;
	text: string;
}

/**
 * The `app` the preview hands the plugin: a vault IN MEMORY made of the notes the demo
 * server sent. Files, their frontmatter (read with the `yaml` package, see frontmatter.ts), link
 * resolution by path or note name, reading, and the active file (the note on screen)
 * work. Writes follow Obsidian's documented behaviour: `vault.process` replaces a
 * note's text, `fileManager.processFrontMatter` hands the parsed frontmatter to a
 * callback (a throw means no write) and writes it back; after either, the vault fires
 * "modify" and, on the next task like Obsidian's re-index, the metadataCache fires
 * "changed" with the re-read frontmatter. Nothing reaches the disk: a page reload
 * starts from the files again. Creating notes or folders is not available and says so.
 */
export interface PreviewApp {
	workspace: {
		onLayoutReady(callback: () => unknown): void;
		on(name: string, callback: Handler): EventRef;
		getActiveFile(): TFile | null;
		getActiveViewOfType(type: unknown): null;
		openLinkText(link: string, sourcePath: string): Promise<void>;
		iterateAllLeaves(callback: (leaf: unknown) => unknown): void;
		/** The preview has one pane: opening a file in a leaf shows that note. */
		getLeaf(...args: unknown[]): { openFile(file: TFile): Promise<void> };
	};
	vault: {
		configDir: string;
		on(name: string, callback: Handler): EventRef;
		getMarkdownFiles(): TFile[];
		getAbstractFileByPath(path: string): TFile | null;
		read(file: TFile): Promise<string>;
		cachedRead(file: TFile): Promise<string>;
		process(file: TFile, fn: (data: string) => string): Promise<string>;
		create(path: string, data: string): Promise<TFile>;
		createFolder(path: string): Promise<void>;
	};
	metadataCache: {
		on(name: string, callback: Handler): EventRef;
		getFileCache(file: TFile): { frontmatter?: Record<string, unknown> } | null;
		getFirstLinkpathDest(link: string, source: string): TFile | null;
		fileToLinktext(file: TFile, sourcePath: string): string;
	};
	fileManager: {
		processFrontMatter(file: TFile, fn: (frontmatter: Record<string, unknown>) => void): Promise<void>;
	};
	/** Preview-only: which note is on screen (what getActiveFile returns). */
	setActiveFile(path: string | null): void;
}

/** The value of `run` as a promise; what it throws becomes the rejection, as an async API reports it. */
function settle<T>(run: () => T): Promise<T> {
	try {
		return Promise.resolve(run());
	} catch (error) {
		return Promise.reject(error instanceof Error ? error : new Error(String(error)));
	}
}

/** Shows `path` in the preview (its hash route). */
function showNote(path: string): void {
	window.location.hash = `note=${encodeURIComponent(path)}`;
}

export function createPreviewApp(configDir: string, notes: readonly PreviewNote[] = []): PreviewApp {
	const files = new Map<string, { file: TFile; text: string; frontmatter?: Record<string, unknown> }>();
	for (const note of notes) {
		files.set(note.path, { file: TFile.at(note.path), text: note.text, frontmatter: frontmatterOf(note.text) });
	}
	const workspaceEvents = new Events();
	const vaultEvents = new Events();
	const metadataEvents = new Events();
	let active: TFile | null = null;
	const entryOf = (file: TFile): { file: TFile; text: string; frontmatter?: Record<string, unknown> } => {
		const entry = files.get(file.path);
		if (!entry) throw new Error(`No note at ${file.path}.`);
		return entry;
	};
	const textOf = (file: TFile): Promise<string> => {
		const entry = files.get(file.path);
		return entry ? Promise.resolve(entry.text) : Promise.reject(new Error(`No note at ${file.path}.`));
	};
	/** Replaces a note's text in memory and tells the listeners, as Obsidian does after a write. */
	const write = (file: TFile, text: string): void => {
		const entry = entryOf(file);
		if (entry.text === text) return;
		entry.text = text;
		entry.frontmatter = frontmatterOf(text);
		vaultEvents.trigger("modify", entry.file);
		// Obsidian re-reads the note's metadata after the write, so "changed" comes a moment later.
		window.setTimeout(() => metadataEvents.trigger("changed", entry.file, entry.text, entry.frontmatter ? { frontmatter: entry.frontmatter } : {}), 0);
	};
	const resolve = (link: string): TFile | null => {
		const name = (link.split(/[#^|]/)[0] ?? "").trim();
		const path = name.endsWith(".md") ? name : `${name}.md`;
		const exact = files.get(path);
		if (exact) return exact.file;
		for (const entry of files.values()) if (entry.file.path.endsWith(`/${path}`)) return entry.file;
		return null;
	};
	return {
		workspace: {
			onLayoutReady: (callback) => void Promise.resolve().then(callback),
			on: (name, callback) => workspaceEvents.on(name, callback),
			getActiveFile: () => active,
			getActiveViewOfType: () => null,
			openLinkText: (link) => {
				const target = resolve(link);
				if (target) showNote(target.path);
				return Promise.resolve();
			},
			iterateAllLeaves: () => {},
			getLeaf: () => ({
				openFile: (file) => {
					showNote(file.path);
					return Promise.resolve();
				},
			}),
		},
		vault: {
			configDir,
			on: (name, callback) => vaultEvents.on(name, callback),
			getMarkdownFiles: () => [...files.values()].map((entry) => entry.file),
			getAbstractFileByPath: (path) => files.get(path)?.file ?? null,
			read: textOf,
			cachedRead: textOf,
			process: (file, fn) =>
				settle(() => {
					const text = fn(entryOf(file).text);
					write(file, text);
					return text;
				}),
			create: () => Promise.reject(unavailable("vault.create (the preview cannot add notes)")),
			createFolder: () => Promise.reject(unavailable("vault.createFolder (the preview cannot add folders)")),
		},
		metadataCache: {
			on: (name, callback) => metadataEvents.on(name, callback),
			getFileCache: (file) => {
				const entry = files.get(file.path);
				if (!entry) return null;
				return entry.frontmatter ? { frontmatter: entry.frontmatter } : {};
			},
			getFirstLinkpathDest: (link) => resolve(link),
			fileToLinktext: (file) => file.basename,
		},
		fileManager: {
			processFrontMatter: (file, fn) =>
				settle(() => {
					const text = entryOf(file).text;
					const frontmatter = propertiesOf(text, file.path);
					// A throw from fn propagates before anything is written, as in Obsidian.
					fn(frontmatter);
					write(file, withProperties(text, frontmatter));
				}),
		},
		setActiveFile: (path) => {
			active = path === null ? null : (files.get(path)?.file ?? null);
		},
	};
}

/** The frontmatter of a note's text, or undefined when it has none or it is not valid YAML (as Obsidian's cache). */
function frontmatterOf(text: string): Record<string, unknown> | undefined {
	if (!getFrontMatterInfo(text).exists) return undefined;
	try {
		return propertiesOf(text, "");
	} catch {
		return undefined;
	}
}

/** The error for API the preview deliberately does not provide. */
export function unavailable(name: string): Error {
	return new Error(`${name} is not available in the browser preview (see preview/obsidian-shim.ts).`);
}

/** Files of the preview vault. `instanceof TFile` works as in Obsidian. */
export class TAbstractFile {
	path = "";
	name = "";
}
export class TFile extends TAbstractFile {
	basename = "";
	extension = "md";

	static at(path: string): TFile {
		const file = new TFile();
		file.path = path;
		file.name = path.slice(path.lastIndexOf("/") + 1);
		file.extension = file.name.includes(".") ? file.name.slice(file.name.lastIndexOf(".") + 1) : "";
		file.basename = file.extension ? file.name.slice(0, -(file.extension.length + 1)) : file.name;
		return file;
	}
}
export class TFolder extends TAbstractFile {
	children: TAbstractFile[] = [];
}

/** Never the active view in the preview (there is no editor). */
export class MarkdownView extends Component {}

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

/** Settings tabs construct and are recorded by addSettingTab; the preview has no settings window. */
export class PluginSettingTab {
	readonly containerEl = createElement("div", { cls: "vertical-tab-content" });

	constructor(
		public app: PreviewApp,
		public plugin: Plugin,
	) {}

	display(): void {}
	hide(): void {}
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

// ---- Tags and aliases as Obsidian's metadata cache hands them out (added for the CSRD pages, issue 27). ----
// This preview's cache keeps no inline #tags (see README.md): getAllTags gives the frontmatter's.

type FrontmatterRecord = Readonly<Record<string, unknown>> | null | undefined;

function frontmatterStrings(frontmatter: FrontmatterRecord, keys: readonly string[]): string[] | null {
	if (!frontmatter) return null;
	const value = keys.map((key) => frontmatter[key]).find((v) => v !== undefined && v !== null);
	if (typeof value === "string") return [value];
	return Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : null;
}

/** Obsidian's parseFrontMatterTags: the `tags` (or `tag`) property as "#tag" strings, or null. */
export function parseFrontMatterTags(frontmatter: FrontmatterRecord): string[] | null {
	return frontmatterStrings(frontmatter, ["tags", "tag"])?.map((tag) => (tag.startsWith("#") ? tag : `#${tag}`)) ?? null;
}

/** Obsidian's parseFrontMatterAliases: the `aliases` (or `alias`) property as strings, or null. */
export function parseFrontMatterAliases(frontmatter: FrontmatterRecord): string[] | null {
	return frontmatterStrings(frontmatter, ["aliases", "alias"]);
}

/** Obsidian's getAllTags: the properties' tags, then the tags written in the body; null without a cache. */
export function getAllTags(cache: { frontmatter?: Record<string, unknown>; tags?: ReadonlyArray<{ tag: string }> } | null | undefined): string[] | null {
	if (!cache) return null;
	return [...(parseFrontMatterTags(cache.frontmatter) ?? []), ...(cache.tags ?? []).map((tag) => tag.tag)];
}
