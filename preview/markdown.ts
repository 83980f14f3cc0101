/**
 * The preview's Markdown renderer: markdown-it (a devDependency, never in main.js) parses the
 * note, two small plugins of ours add Obsidian's [[wikilinks]] and > [!callouts], and this
 * module builds the page from markdown-it's tokens with DOM calls and text nodes only (note
 * text is untrusted; markdown-it's `html` option is off, so HTML in a note stays text).
 * Like Obsidian's reading view, each top-level block is its own section element, fenced
 * blocks whose language the plugin registered go to the plugin's own processor, and every
 * section passes through the plugin's post-processors. The frontmatter is shown as a table.
 */
import MarkdownIt from "markdown-it";
import type { MarkdownIt as Markdown, StateCore, StateInline, Token } from "markdown-it";
import { getFrontMatterInfo, parseYaml } from "./frontmatter";
import type { CodeBlockProcessor, Component, MarkdownPostProcessorContext, PostProcessor } from "./obsidian-shim";

export interface Renderers {
	codeBlockProcessors: ReadonlyMap<string, CodeBlockProcessor>;
	postProcessors: readonly PostProcessor[];
	/** Owns the children the processors add; unloading it cleans up every widget. */
	owner: Component;
}

export interface RenderOptions {
	sourcePath: string;
	/**
	 * Turns a wikilink target into an href, e.g. "Dice" → "#note=Dice.md"; undefined when no note
	 * of the vault has that name (the link is drawn as unresolved, as Obsidian does).
	 */
	linkHref?: (target: string) => string | undefined;
}

type WikilinkMeta = {
	target: string;
	alias: string | undefined;
	embed: boolean;
};

type CalloutMeta = {
	type: string;
	title: string;
};

/** `[[Target]]`, `[[Target|shown text]]`, `[[Target#Heading]]` and `![[Embed]]` as one "wikilink" token. */
function wikilinks(md: Markdown): void {
	md.inline.ruler.before("link", "wikilink", (state: StateInline, silent: boolean) => {
		const embed = state.src.charCodeAt(state.pos) === 0x21; /* ! */
		const open = embed ? state.pos + 1 : state.pos;
		if (!state.src.startsWith("[[", open)) return false;
		const close = state.src.indexOf("]]", open + 2);
		if (close < 0) return false;
		const inner = state.src.slice(open + 2, close);
		if (inner.trim() === "" || /[[\]\n]/.test(inner)) return false;
		if (!silent) {
			const bar = inner.indexOf("|");
			const meta: WikilinkMeta = {
				target: (bar < 0 ? inner : inner.slice(0, bar)).trim(),
				alias: bar < 0 ? undefined : inner.slice(bar + 1).trim(),
				embed,
			};
			state.push("wikilink", "", 0).meta = meta;
		}
		state.pos = close + 2;
		return true;
	});
}

const CALLOUT_HEAD = /^\[!([\w-]+)\][+-]?[ \t]*(.*)$/;

/**
 * A blockquote whose first line is `[!type] Optional title` becomes a callout: the title line is
 * taken out of the quote's text and kept on the blockquote token, for the DOM builder to draw.
 */
function callouts(md: Markdown): void {
	md.core.ruler.after("block", "callout", (state: StateCore) => {
		const tokens = state.tokens;
		for (let index = 0; index + 2 < tokens.length; index++) {
			const quote = tokens[index];
			const paragraph = tokens[index + 1];
			const inline = tokens[index + 2];
			if (quote?.type !== "blockquote_open" || paragraph?.type !== "paragraph_open" || inline?.type !== "inline") continue;
			const newline = inline.content.indexOf("\n");
			const firstLine = newline < 0 ? inline.content : inline.content.slice(0, newline);
			const head = CALLOUT_HEAD.exec(firstLine);
			if (!head) continue;
			const type = (head[1] ?? "note").toLowerCase();
			const meta: CalloutMeta = { type, title: head[2]?.trim() || type.charAt(0).toUpperCase() + type.slice(1) };
			quote.meta = meta;
			inline.content = newline < 0 ? "" : inline.content.slice(newline + 1);
			if (inline.content === "") {
				// Only a title: drop the empty paragraph.
				tokens.splice(index + 1, 3);
			}
		}
		return false;
	});
}

const markdown = new MarkdownIt({ html: false, linkify: false, typographer: false }).use(wikilinks).use(callouts);

export function renderMarkdown(container: HTMLElement, text: string, renderers: Renderers, options: RenderOptions): void {
	const info = getFrontMatterInfo(text);
	let frontmatter: Record<string, unknown> | null = null;
	if (info.exists) {
		frontmatter = readFrontmatter(info.frontmatter);
		renderFrontmatter(container, frontmatter, options);
	}
	const body = info.exists ? text.slice(info.contentStart) : text;

	// The body's lines start after the frontmatter: section line numbers count from the note's top, as Obsidian's do.
	const bodyLine = info.exists ? text.slice(0, info.contentStart).split("\n").length - 1 : 0;
	const ctx = (lines?: { lineStart: number; lineEnd: number }): MarkdownPostProcessorContext => ({
		docId: options.sourcePath,
		sourcePath: options.sourcePath,
		frontmatter,
		addChild: (child) => renderers.owner.addChild(child),
		getSectionInfo: () => (lines ? { text, ...lines } : null),
	});

	const tokens = markdown.parse(body, {});
	let section: HTMLElement | undefined;
	let sectionLines: { lineStart: number; lineEnd: number } | undefined;
	const stack: HTMLElement[] = [];
	const top = (): HTMLElement => stack[stack.length - 1] ?? container;

	for (const token of tokens) {
		if (token.level === 0 && token.nesting >= 0) {
			section = container.createDiv({ cls: "markdown-preview-section-block" });
			// markdown-it's map is [first line, line after the last); Obsidian's lineEnd is the last line.
			sectionLines = token.map ? { lineStart: token.map[0] + bodyLine, lineEnd: token.map[1] - 1 + bodyLine } : undefined;
			stack.length = 0;
			stack.push(section);
		}
		if (token.type === "fence" || token.type === "code_block") {
			codeBlock(top(), token, renderers, ctx);
		} else if (token.type === "inline") {
			inline(top(), token.children ?? [], options);
		} else if (token.type === "hr") {
			top().createEl("hr");
		} else if (token.type === "blockquote_open" && token.meta) {
			stack.push(callout(top(), token.meta as unknown as CalloutMeta));
		} else if (token.nesting === 1) {
			stack.push(openBlock(top(), token));
		} else if (token.nesting === -1) {
			stack.pop();
		}
		if (token.level === 0 && token.nesting <= 0 && section) {
			const done = section;
			const lines = sectionLines;
			for (const processor of renderers.postProcessors) guarded(done, "post-processor", () => processor(done, ctx(lines)));
			section = undefined;
		}
	}
}

function openBlock(parent: HTMLElement, token: Token): HTMLElement {
	const el = parent.createEl(token.tag as keyof HTMLElementTagNameMap);
	const start = token.attrGet("start");
	if (token.type === "ordered_list_open" && start !== null) el.setAttribute("start", String(start));
	const style = token.attrGet("style");
	const styleText = style === null ? null : String(style);
	// Table column alignment, the only style markdown-it sets, as a class rather than inline CSS.
	if (styleText !== null) {
		const align = /text-align:(left|center|right)/.exec(styleText)?.[1];
		if (align) el.addClass(`cl-preview-align-${align}`);
	}
	return el;
}

/** Obsidian's callout markup: the title bar, then the content the rest of the quote fills. */
function callout(parent: HTMLElement, meta: CalloutMeta): HTMLElement {
	const box = parent.createDiv({ cls: "callout", attr: { "data-callout": meta.type } });
	box.createDiv({ cls: "callout-title" }).createDiv({ cls: "callout-title-inner", text: meta.title });
	return box.createDiv({ cls: "callout-content" });
}

function codeBlock(parent: HTMLElement, token: Token, renderers: Renderers, ctx: () => MarkdownPostProcessorContext): void {
	const language = token.type === "fence" ? (token.info.trim().split(/\s+/)[0] ?? "") : "";
	// markdown-it keeps the closing newline; Obsidian hands processors the lines without it.
	const source = token.content.replace(/\n$/, "");
	const processor = renderers.codeBlockProcessors.get(language);
	if (processor) {
		const blockEl = parent.createDiv({ cls: `block-language-${language}` });
		guarded(blockEl, language, () => processor(source, blockEl, ctx()));
		return;
	}
	parent.createEl("pre").createEl("code", { text: source, cls: language ? `language-${language}` : undefined });
}

/** Inline tokens into `parent`, as text nodes and elements only. */
function inline(parent: HTMLElement, tokens: readonly Token[], options: RenderOptions): void {
	const stack: HTMLElement[] = [parent];
	const top = (): HTMLElement => stack[stack.length - 1] ?? parent;
	for (const token of tokens) {
		switch (token.type) {
			case "text":
				top().appendText(token.content);
				break;
			case "code_inline":
				top().createEl("code", { text: token.content });
				break;
			case "softbreak":
			case "hardbreak":
				top().createEl("br");
				break;
			case "wikilink":
				wikilink(top(), token.meta as unknown as WikilinkMeta, options);
				break;
			case "link_open":
				stack.push(link(top(), String(token.attrGet("href") ?? ""), options));
				break;
			case "image":
				// Images are not part of the preview: their description stands in for them.
				top().appendText(token.content);
				break;
			default:
				if (token.nesting === 1) stack.push(top().createEl(token.tag as keyof HTMLElementTagNameMap));
				else if (token.nesting === -1 && stack.length > 1) stack.pop();
				else if (token.content) top().appendText(token.content);
		}
	}
}

function wikilink(parent: HTMLElement, meta: WikilinkMeta, options: RenderOptions): void {
	const href = options.linkHref ? options.linkHref(meta.target) : "#";
	const cls = ["internal-link", ...(meta.embed ? ["internal-embed"] : []), ...(href === undefined ? ["is-unresolved"] : [])];
	// Obsidian shows a link to a heading as "Note > Heading" unless the link gives its own text.
	const text = meta.alias ?? meta.target.replace(/#/g, " > ");
	parent.createEl("a", { cls, text, href: href ?? "#", attr: { "data-href": meta.target } });
}

/** A Markdown link: web links open outside; a relative one is a link to a note of the vault. */
function link(parent: HTMLElement, href: string, options: RenderOptions): HTMLElement {
	if (/^https?:\/\//i.test(href)) return parent.createEl("a", { cls: "external-link", href, attr: { rel: "noopener", target: "_blank" } });
	// Anything else with a scheme (javascript:, data:, …) is never followed.
	if (/^[a-z][a-z0-9+.-]*:/i.test(href)) return parent.createEl("a", { cls: "external-link", href: "#" });
	let target = href;
	try {
		target = decodeURIComponent(href);
	} catch {
		// A malformed escape: keep the text as written.
	}
	const resolved = options.linkHref ? options.linkHref(target) : "#";
	const cls = resolved === undefined ? ["internal-link", "is-unresolved"] : ["internal-link"];
	return parent.createEl("a", { cls, href: resolved ?? "#", attr: { "data-href": target } });
}

/**
 * Runs one processor; if it throws (for instance because it needs API the preview does
 * not provide), the block shows the error and the rest of the note still renders. The
 * error also goes to the console, so the e2e tests, which fail on console errors, see it.
 */
function guarded(el: HTMLElement, what: string, run: () => unknown): void {
	try {
		const result = run();
		if (result instanceof Promise) result.catch((error: unknown) => reportFailure(el, what, error));
	} catch (error) {
		reportFailure(el, what, error);
	}
}

function reportFailure(el: HTMLElement, what: string, error: unknown): void {
	const message = error instanceof Error ? error.message : String(error);
	el.createDiv({ cls: "cl-preview-error", text: `${what}: ${message}` });
	console.error(`Preview: ${what} failed: ${message}`);
}

/** The frontmatter as parsed YAML; when it is not valid YAML, one row says why (as Obsidian's Properties view warns). */
function readFrontmatter(yaml: string): Record<string, unknown> {
	let value: unknown;
	try {
		value = yaml.trim() === "" ? {} : parseYaml(yaml);
	} catch (error) {
		return { frontmatter: `Invalid YAML: ${error instanceof Error ? error.message : String(error)}` };
	}
	return value !== null && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

/** A property's value for display: lists joined with commas, nested mappings as "key: value" pairs. */
function display(value: unknown): string {
	if (Array.isArray(value)) return value.map(display).join(", ");
	if (value !== null && typeof value === "object") {
		return Object.entries(value).map(([key, item]) => `${key}: ${display(item)}`).join(", ");
	}
	if (typeof value === "string" || typeof value === "number" || typeof value === "boolean") return String(value);
	return "";
}

function renderFrontmatter(container: HTMLElement, frontmatter: Record<string, unknown>, options: RenderOptions): void {
	const table = container.createEl("table", { cls: "cl-preview-frontmatter" });
	for (const [key, value] of Object.entries(frontmatter)) {
		const row = table.createEl("tr");
		row.createEl("th", { text: key });
		const cell = row.createEl("td");
		// Property values may hold wikilinks ("[[The Ninth Gate]]"): parsed inline, like Obsidian's links in properties.
		inline(cell, markdown.parseInline(display(value), {})[0]?.children ?? [], options);
	}
}
