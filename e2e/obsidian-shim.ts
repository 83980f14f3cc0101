/**
 * A small, honest stand-in for the part of the Obsidian API our renderers use,
 * so the plugin's REAL renderers run in a plain browser page (the e2e harness and
 * the demo preview). esbuild aliases `obsidian` to this file for those builds only;
 * the plugin itself is always built against the real Obsidian.
 *
 * What it covers: Component (lifecycle, register, registerDomEvent, addChild),
 * MarkdownRenderChild, a Plugin that RECORDS what onload registers (code block
 * processors, post-processors, commands), Notice, and the HTMLElement helpers
 * Obsidian adds (createEl, createDiv, createSpan, setText, appendText, empty, addClass,
 * removeClass, toggleClass, hasClass, setAttr). Anything else is simply not
 * exported, so using it fails the browser build with esbuild's "No matching
 * export" rather than silently doing nothing: add it here when a renderer needs
 * it, matching Obsidian's documented behaviour.
 */

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
 */
export class Plugin extends Component {
	readonly codeBlockProcessors = new Map<string, CodeBlockProcessor>();
	readonly postProcessors: PostProcessor[] = [];
	readonly commands: Array<{ id: string; name: string }> = [];

	constructor(
		public app: unknown,
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

	loadData(): Promise<unknown> {
		return Promise.resolve(null);
	}

	saveData(): Promise<void> {
		return Promise.resolve();
	}
}

/** Obsidian's toast; here a small element at the bottom of the page that removes itself. */
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
