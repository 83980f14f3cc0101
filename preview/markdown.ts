/**
 * Draws one section of a note (a top-level block parsed by markdown-parser.ts) as Obsidian's reading
 * view draws it, with DOM calls and text nodes only: note text is untrusted, nothing is ever parsed as
 * HTML. Fenced blocks whose language the plugin registered go to the plugin's own processor.
 *
 * Obsidian's markup where the plugin or a theme may look for it: a section is a `div.el-*`; a callout
 * is `div.callout[data-callout][data-callout-metadata]` with `.callout-title` > `.callout-title-inner`
 * (the title as inline Markdown) and `.callout-content`, `.is-collapsible` and `.is-collapsed` and a
 * `.callout-fold` when it folds (a click on the title folds and unfolds it); math is `.math.math-inline`
 * or `.math.math-block` holding the TeX as text (the preview has no MathJax); a tag is `a.tag`; a
 * wikilink is `a.internal-link` with `data-href`, `.is-unresolved` when no note has that name.
 * Raw HTML is shown as its text (comments are hidden), `%%comments%%` and block ids are not drawn.
 */
import type { Token } from "markdown-it";
import { calloutDefaultTitle, parseInline, type CalloutMeta, type WikilinkMeta } from "./markdown-parser";
import type { CodeBlockProcessor, MarkdownPostProcessorContext } from "./obsidian-shim";

export interface Renderers {
	codeBlockProcessors: ReadonlyMap<string, CodeBlockProcessor>;
	postProcessors: readonly ((el: HTMLElement, ctx: MarkdownPostProcessorContext) => unknown)[];
}

export interface RenderOptions {
	sourcePath: string;
	/**
	 * Turns a link's path into an href, e.g. "Dice" → "#note=Dice.md" ("" is the note itself); undefined
	 * when no note of the vault has that name (the link is drawn as unresolved, as Obsidian does).
	 */
	linkHref?: (linkpath: string) => string | undefined;
}

/** Obsidian's class for a section, from its first token. */
function sectionClass(tokens: readonly Token[]): string | undefined {
	const first = tokens[0];
	if (!first) return undefined;
	switch (first.type) {
		case "paragraph_open":
			return "el-p";
		case "heading_open":
			return `el-${first.tag}`;
		case "bullet_list_open":
			return "el-ul";
		case "ordered_list_open":
			return "el-ol";
		case "blockquote_open":
			return (first.meta as CalloutMeta | null)?.type !== undefined ? "el-div" : "el-blockquote";
		case "fence":
		case "code_block":
			return "el-pre";
		case "hr":
			return "el-hr";
		case "table_open":
			return "el-table";
		case "math_block":
		case "html_block":
			return "el-div";
		default:
			return undefined;
	}
}

/** Draws a section's tokens into `section`; `ctx` is handed to the plugin's code block processors. */
export function renderSection(section: HTMLElement, tokens: readonly Token[], renderers: Renderers, ctx: MarkdownPostProcessorContext, options: RenderOptions): void {
	const cls = sectionClass(tokens);
	if (cls) section.addClass(cls);
	const stack: HTMLElement[] = [section];
	const top = (): HTMLElement => stack[stack.length - 1] ?? section;
	for (let index = 0; index < tokens.length; index++) {
		const token = tokens[index]!;
		switch (token.type) {
			case "fence":
			case "code_block":
				codeBlock(top(), token, renderers, ctx);
				break;
			case "inline":
				inline(top(), token.children ?? [], options);
				break;
			case "hr":
				top().createEl("hr");
				break;
			case "math_block":
				top().createDiv({ cls: ["math", "math-block"], text: token.content });
				break;
			case "comment_block":
				break;
			case "html_block":
				rawHtml(top(), token.content);
				break;
			case "paragraph_open": {
				// A paragraph that held only a block id (`^id` on its own line) draws nothing.
				const meta = tokens[index + 1]?.meta as { idOnly?: boolean } | null | undefined;
				if (meta?.idOnly) index += 2;
				else stack.push(token.hidden ? top() : top().createEl("p"));
				break;
			}
			case "paragraph_close":
				stack.pop();
				break;
			case "blockquote_open": {
				const meta = token.meta as CalloutMeta | null;
				const hasBody = tokens[index + 1]?.type !== "blockquote_close";
				stack.push(meta?.type !== undefined ? callout(top(), meta, hasBody, options) : top().createEl("blockquote"));
				break;
			}
			default:
				if (token.nesting === 1) stack.push(openBlock(top(), token));
				else if (token.nesting === -1) stack.pop();
		}
	}
}

function openBlock(parent: HTMLElement, token: Token): HTMLElement {
	const el = parent.createEl(token.tag as keyof HTMLElementTagNameMap);
	const start = token.attrGet("start");
	if (token.type === "ordered_list_open" && start !== null) el.setAttribute("start", String(start));
	const style = token.attrGet("style");
	// Table column alignment, the only style markdown-it sets, as a class rather than inline CSS.
	const align = style === null ? undefined : /text-align:(left|center|right)/.exec(String(style))?.[1];
	if (align) el.addClass(`cl-preview-align-${align}`);
	return el;
}

/**
 * Obsidian's callout: the title bar (icon, title, fold control when it folds), then the content the
 * rest of the quote fills. Folded (`-`), the content is hidden; a click on the title toggles it.
 * Obsidian draws a lucide icon per type; the preview leaves `.callout-icon` empty.
 */
function callout(parent: HTMLElement, meta: CalloutMeta, hasBody: boolean, options: RenderOptions): HTMLElement {
	const foldable = meta.fold !== "";
	const box = parent.createDiv({
		cls: ["callout", ...(foldable ? ["is-collapsible"] : []), ...(meta.fold === "-" ? ["is-collapsed"] : [])],
		attr: { "data-callout": meta.type, "data-callout-metadata": meta.metadata, "data-callout-fold": meta.fold },
	});
	const title = box.createDiv({ cls: "callout-title", attr: { dir: "auto" } });
	title.createDiv({ cls: "callout-icon" });
	const inner = title.createDiv({ cls: "callout-title-inner" });
	if (meta.title === "") inner.setText(calloutDefaultTitle(meta.type));
	else inline(inner, meta.titleTokens, options);
	// A title-only callout has no content to fold.
	if (!hasBody) return box;
	const content = box.createDiv({ cls: "callout-content" });
	if (!foldable) return content;
	const fold = title.createDiv({ cls: ["callout-fold", ...(meta.fold === "-" ? ["is-collapsed"] : [])] });
	chevron(fold);
	const show = (open: boolean): void => {
		box.toggleClass("is-collapsed", !open);
		fold.toggleClass("is-collapsed", !open);
		// Obsidian hides a folded callout's content with display: none on the element.
		content.style.display = open ? "" : "none";
	};
	show(meta.fold !== "-");
	title.addEventListener("click", (event) => {
		// A link in the title follows the link; anywhere else on the title folds or unfolds.
		if (event.target instanceof Element && event.target.closest("a")) return;
		show(box.hasClass("is-collapsed"));
	});
	return content;
}

const SVG = "http://www.w3.org/2000/svg";

/** The chevron Obsidian draws in a fold control (lucide's chevron-down), made with DOM calls. */
function chevron(parent: HTMLElement): void {
	const svg = document.createElementNS(SVG, "svg");
	for (const [name, value] of Object.entries({ viewBox: "0 0 24 24", fill: "none", stroke: "currentColor", "stroke-width": "2", "stroke-linecap": "round", "stroke-linejoin": "round", class: "svg-icon lucide-chevron-down" })) {
		svg.setAttribute(name, value);
	}
	const path = document.createElementNS(SVG, "path");
	path.setAttribute("d", "m6 9 6 6 6-6");
	svg.appendChild(path);
	parent.appendChild(svg);
}

function codeBlock(parent: HTMLElement, token: Token, renderers: Renderers, ctx: MarkdownPostProcessorContext): void {
	const language = token.type === "fence" ? (token.info.trim().split(/\s+/)[0] ?? "") : "";
	// markdown-it keeps the closing newline; Obsidian hands processors the lines without it.
	const source = token.content.replace(/\n$/, "");
	const processor = renderers.codeBlockProcessors.get(language);
	if (processor) {
		const blockEl = parent.createDiv({ cls: `block-language-${language}` });
		guarded(blockEl, language, () => processor(source, blockEl, ctx));
		return;
	}
	parent.createEl("pre").createEl("code", { text: source, cls: language ? `language-${language}` : undefined });
}

const COMMENT = /<!--[\s\S]*?(?:-->|$)/g;

/** Raw HTML as its text (never elements); its comments are hidden, as Obsidian hides them. */
function rawHtml(parent: HTMLElement, html: string): void {
	const shown = html.replace(COMMENT, "").replace(/\n$/, "");
	if (shown.trim() !== "") parent.createDiv({ cls: "cl-preview-html", text: shown });
}

/** Inline tokens into `parent`, as text nodes and elements only. */
function inline(parent: HTMLElement, tokens: readonly Token[], options: RenderOptions): void {
	const stack: HTMLElement[] = [parent];
	const top = (): HTMLElement => stack[stack.length - 1] ?? parent;
	let hidden = 0;
	for (const token of tokens) {
		// What an inline %%comment%% holds is not drawn.
		if (token.type === "comment_open" || token.type === "comment_close") {
			hidden += token.nesting;
			continue;
		}
		if (hidden > 0) continue;
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
				wikilink(top(), token.meta as WikilinkMeta, options);
				break;
			case "link_open":
				stack.push(link(top(), String(token.attrGet("href") ?? ""), options));
				break;
			case "image":
				// Images are not part of the preview: their description stands in for them.
				top().appendText(token.content);
				break;
			case "math_inline":
				top().createSpan({ cls: ["math", "math-inline"], text: token.content });
				break;
			case "math_display":
				top().createSpan({ cls: ["math", "math-block"], text: token.content });
				break;
			case "tag":
				tag(top(), token.content);
				break;
			case "html_inline":
				if (/^<br\s*\/?>$/i.test(token.content)) top().createEl("br");
				else if (!token.content.startsWith("<!--")) top().appendText(token.content);
				break;
			default:
				if (token.nesting === 1) stack.push(top().createEl(token.tag as keyof HTMLElementTagNameMap));
				else if (token.nesting === -1 && stack.length > 1) stack.pop();
				else if (token.content) top().appendText(token.content);
		}
	}
}

/** A tag as Obsidian draws it; the preview has no tag search, so a click goes nowhere. */
function tag(parent: HTMLElement, name: string): void {
	const el = parent.createEl("a", { cls: "tag", text: name, href: name, attr: { target: "_blank", rel: "noopener" } });
	el.addEventListener("click", (event) => event.preventDefault());
}

function wikilink(parent: HTMLElement, meta: WikilinkMeta, options: RenderOptions): void {
	const path = meta.link.split("#")[0] ?? "";
	const href = options.linkHref ? options.linkHref(path) : "#";
	const cls = ["internal-link", ...(meta.embed ? ["internal-embed"] : []), ...(href === undefined ? ["is-unresolved"] : [])];
	parent.createEl("a", { cls, text: meta.displayText, href: href ?? "#", attr: { "data-href": meta.link } });
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
	const resolved = options.linkHref ? options.linkHref(target.split("#")[0] ?? "") : "#";
	const cls = resolved === undefined ? ["internal-link", "is-unresolved"] : ["internal-link"];
	return parent.createEl("a", { cls, href: resolved ?? "#", attr: { "data-href": target } });
}

/**
 * Runs one processor; if it throws (for instance because it needs API the preview does
 * not provide), the block shows the error and the rest of the note still renders. The
 * error also goes to the console, so the e2e tests, which fail on console errors, see it.
 */
export function guarded(el: HTMLElement, what: string, run: () => unknown): void {
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

/** A property's value for display: lists joined with commas, nested mappings as "key: value" pairs. */
function display(value: unknown): string {
	if (Array.isArray(value)) return value.map(display).join(", ");
	if (value !== null && typeof value === "object") {
		return Object.entries(value).map(([key, item]) => `${key}: ${display(item)}`).join(", ");
	}
	if (typeof value === "string" || typeof value === "number" || typeof value === "boolean") return String(value);
	return "";
}

/** The properties as a table (the preview's stand-in for Obsidian's Properties view). */
export function renderFrontmatter(container: HTMLElement, frontmatter: Record<string, unknown>, options: RenderOptions): void {
	const table = container.createEl("table", { cls: "cl-preview-frontmatter" });
	for (const [key, value] of Object.entries(frontmatter)) {
		const row = table.createEl("tr");
		row.createEl("th", { text: key });
		const cell = row.createEl("td");
		// Property values may hold wikilinks ("[[The Ninth Gate]]"): parsed inline, like Obsidian's links in properties.
		inline(cell, parseInline(display(value)), options);
	}
}
