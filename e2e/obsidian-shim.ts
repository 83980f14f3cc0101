/**
 * A small, honest stand-in for the part of the Obsidian API our renderers use,
 * so the plugin's REAL renderers run in a plain browser page (the e2e harness and
 * the demo preview). esbuild aliases `obsidian` to this file for those builds only;
 * the plugin itself is always built against the real Obsidian.
 *
 * What it covers: Component (lifecycle, register, registerDomEvent, addChild),
 * MarkdownRenderChild, a Plugin that RECORDS what onload registers (code block
 * processors, post-processors, commands, settings tabs, views), an empty read-only
 * `app` (createPreviewApp), Notice, normalizePath, the HTMLElement helpers Obsidian
 * adds (createEl, createDiv, createSpan, setText, appendText, empty, addClass,
 * removeClass, toggleClass, hasClass, setAttr), and constructible stand-ins for
 * classes other modules import (TFile, TFolder, MarkdownView, Modal,
 * FuzzySuggestModal, PluginSettingTab, Setting). What the preview cannot do
 * (open a modal, parse YAML, write a note) throws an error that names it.
 * Anything else is not exported, so using it fails the browser build with
 * esbuild's "No matching export" rather than silently doing nothing: add it here
 * when a renderer needs * it, matching Obsidian's documented behaviour.
 */
import { StateField } from "@codemirror/state";

import { readYaml } from "./mini-yaml";

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

	/** Events of the preview app never fire, so there is nothing to unsubscribe. */
	registerEvent(_ref: EventRef): void {}

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
	getSectionInfo(el: HTMLElement): null;
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

/** What the preview's `app.*.on(...)` returns: its events never fire. */
export type EventRef = Record<string, never>;

/** A note the preview serves: its vault path and its text. */
export interface PreviewNote {
	path: string;
	text: string;
}

/**
 * The `app` the preview hands the plugin: a READ-ONLY vault made of the notes the demo
 * server sent. Files, their frontmatter (read with the preview's YAML subset), link
 * resolution by path or note name, reading, and the active file (the note on screen)
 * work. Event subscriptions succeed and never fire (nothing changes). Writing a note,
 * creating files and opening leaves are not available and say so.
 */
export interface PreviewApp {
	workspace: {
		onLayoutReady(callback: () => unknown): void;
		on(...args: unknown[]): EventRef;
		getActiveFile(): TFile | null;
		getActiveViewOfType(type: unknown): null;
		openLinkText(link: string, sourcePath: string): Promise<void>;
		iterateAllLeaves(callback: (leaf: unknown) => unknown): void;
		getLeaf(...args: unknown[]): never;
	};
	vault: {
		configDir: string;
		on(...args: unknown[]): EventRef;
		getMarkdownFiles(): TFile[];
		getAbstractFileByPath(path: string): TFile | null;
		read(file: TFile): Promise<string>;
		cachedRead(file: TFile): Promise<string>;
		process(file: TFile, fn: (data: string) => string): Promise<string>;
		create(path: string, data: string): Promise<TFile>;
		createFolder(path: string): Promise<void>;
	};
	metadataCache: {
		on(...args: unknown[]): EventRef;
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

export function createPreviewApp(configDir: string, notes: readonly PreviewNote[] = []): PreviewApp {
	const never = (): EventRef => ({});
	const files = new Map<string, { file: TFile; text: string; frontmatter?: Record<string, unknown> }>();
	for (const note of notes) {
		files.set(note.path, { file: TFile.at(note.path), text: note.text, frontmatter: frontmatterOf(note.text) });
	}
	let active: TFile | null = null;
	const textOf = (file: TFile): Promise<string> => {
		const entry = files.get(file.path);
		return entry ? Promise.resolve(entry.text) : Promise.reject(new Error(`No note at ${file.path}.`));
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
			on: never,
			getActiveFile: () => active,
			getActiveViewOfType: () => null,
			openLinkText: (link) => {
				const target = resolve(link);
				if (target) window.location.hash = `note=${encodeURIComponent(target.path)}`;
				return Promise.resolve();
			},
			iterateAllLeaves: () => {},
			getLeaf: () => {
				throw unavailable("workspace.getLeaf");
			},
		},
		vault: {
			configDir,
			on: never,
			getMarkdownFiles: () => [...files.values()].map((entry) => entry.file),
			getAbstractFileByPath: (path) => files.get(path)?.file ?? null,
			read: textOf,
			cachedRead: textOf,
			process: () => Promise.reject(unavailable("vault.process (the preview is read-only)")),
			create: () => Promise.reject(unavailable("vault.create (the preview is read-only)")),
			createFolder: () => Promise.reject(unavailable("vault.createFolder (the preview is read-only)")),
		},
		metadataCache: {
			on: never,
			getFileCache: (file) => {
				const entry = files.get(file.path);
				if (!entry) return null;
				return entry.frontmatter ? { frontmatter: entry.frontmatter } : {};
			},
			getFirstLinkpathDest: (link) => resolve(link),
			fileToLinktext: (file) => file.basename,
		},
		fileManager: {
			processFrontMatter: () => Promise.reject(unavailable("fileManager.processFrontMatter (the preview is read-only)")),
		},
		setActiveFile: (path) => {
			active = path === null ? null : (files.get(path)?.file ?? null);
		},
	};
}

/** The frontmatter of a note's text, or undefined when it has none or it is beyond the YAML subset. */
function frontmatterOf(text: string): Record<string, unknown> | undefined {
	const match = /^---\r?\n([\s\S]*?)\r?\n---(\r?\n|$)/.exec(text);
	if (!match) return undefined;
	try {
		const value = readYaml(match[1] ?? "");
		return value !== null && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
	} catch {
		return undefined;
	}
}

/** The error for API the preview deliberately does not provide. */
export function unavailable(name: string): Error {
	return new Error(`${name} is not available in the browser preview (see e2e/obsidian-shim.ts).`);
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

/** Modals construct (so commands can be registered) but cannot open in the preview. */
export class Modal extends Component {
	readonly containerEl = createElement("div", { cls: "modal-container" });
	readonly titleEl = createElement("div", { cls: "modal-title" });
	readonly contentEl = createElement("div", { cls: "modal-content" });

	constructor(public app: PreviewApp) {
		super();
	}

	open(): void {
		throw unavailable("Modal.open");
	}

	close(): void {}
}
export class SuggestModal extends Modal {}
export class FuzzySuggestModal extends Modal {}

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

/** Only used inside a settings tab's display(), which the preview never calls. */
export class Setting {
	constructor(_containerEl: HTMLElement) {
		throw unavailable("Setting");
	}
}

/** The preview's YAML subset (e2e/mini-yaml.ts); beyond it, an error naming the line. */
export function parseYaml(text: string): unknown {
	return readYaml(text);
}

export function stringifyYaml(_value: unknown): string {
	throw unavailable("stringifyYaml");
}

/** Obsidian's path normaliser: forward slashes, no doubled, leading or trailing slashes. */
export function normalizePath(path: string): string {
	const cleaned = path.replace(/\\/g, "/").replace(/\/+/g, "/").replace(/^\/|\/$/g, "");
	return cleaned === "" ? "/" : cleaned;
}

/** Obsidian's toast; here a small element at the bottom of the page that removes itself. */
/**
 * Obsidian's "is this editor in Live Preview" field. The preview has no editor, so the
 * Live Preview extension is registered but never mounted; the field exists so it builds.
 */
export const editorLivePreviewField = StateField.define<boolean>({ create: () => true, update: (value) => value });

export class Notice {
	readonly noticeEl: HTMLElement;

	constructor(message: string, timeout = 5000) {
		this.noticeEl = createElement("div", { cls: "notice", text: message });
		document.body.appendChild(this.noticeEl);
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
