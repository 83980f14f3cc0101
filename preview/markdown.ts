/**
 * A deliberately tiny Markdown renderer for the demo preview and the e2e harness:
 * frontmatter (as a table), headings, paragraphs, lists, fenced code, inline code,
 * bold/italic, [[wikilinks]] and [links](…). Fenced blocks whose language the
 * plugin registered are handed to the plugin's own processor, exactly as Obsidian
 * would. Everything is built with DOM calls and text nodes: note text is untrusted.
 */
import { readYaml } from "./mini-yaml";
import type { CodeBlockProcessor, Component, MarkdownPostProcessorContext, PostProcessor } from "./obsidian-shim";

export interface Renderers {
	codeBlockProcessors: ReadonlyMap<string, CodeBlockProcessor>;
	postProcessors: readonly PostProcessor[];
	/** Owns the children the processors add; unloading it cleans up every widget. */
	owner: Component;
}

export interface RenderOptions {
	sourcePath: string;
	/** Turns a wikilink target into an href, e.g. "Dice" → "#note=Dice.md". */
	linkHref?: (target: string) => string;
}

export function renderMarkdown(container: HTMLElement, markdown: string, renderers: Renderers, options: RenderOptions): void {
	const lines = markdown.replace(/\r\n?/g, "\n").split("\n");
	let index = 0;
	let frontmatter: Record<string, string> | null = null;

	if (lines[0] === "---") {
		const end = lines.indexOf("---", 1);
		if (end > 0) {
			frontmatter = readFrontmatter(lines.slice(1, end));
			renderFrontmatter(container, frontmatter, options);
			index = end + 1;
		}
	}

	const ctxFor = (): MarkdownPostProcessorContext => ({
		docId: options.sourcePath,
		sourcePath: options.sourcePath,
		frontmatter,
		addChild: (child) => renderers.owner.addChild(child),
		getSectionInfo: () => null,
	});
	const section = (): HTMLElement => container.createDiv({ cls: "markdown-preview-section-block" });
	const postProcess = (el: HTMLElement): void => {
		for (const processor of renderers.postProcessors) guarded(el, "post-processor", () => processor(el, ctxFor()));
	};

	let paragraph: string[] = [];
	const flushParagraph = (): void => {
		if (paragraph.length === 0) return;
		const el = section();
		inline(el.createEl("p"), paragraph.join(" "), options);
		paragraph = [];
		postProcess(el);
	};

	while (index < lines.length) {
		const line = lines[index] ?? "";
		const fence = /^(```+|~~~+)\s*([\w-]*)/.exec(line);
		if (fence) {
			flushParagraph();
			const marker = fence[1] ?? "```";
			const language = fence[2] ?? "";
			const body: string[] = [];
			index++;
			while (index < lines.length && !(lines[index] ?? "").startsWith(marker)) body.push(lines[index++] ?? "");
			index++;
			const source = body.join("\n");
			const el = section();
			const processor = renderers.codeBlockProcessors.get(language);
			if (processor) {
				const blockEl = el.createDiv({ cls: `block-language-${language}` });
				guarded(blockEl, language, () => processor(source, blockEl, ctxFor()));
			} else {
				el.createEl("pre").createEl("code", { text: source, cls: language ? `language-${language}` : undefined });
			}
			continue;
		}
		const heading = /^(#{1,6})\s+(.*)$/.exec(line);
		if (heading) {
			flushParagraph();
			const el = section();
			inline(el.createEl(`h${(heading[1] ?? "#").length}` as "h1"), heading[2] ?? "", options);
			postProcess(el);
			index++;
			continue;
		}
		if (/^\s*([-*+]|\d+\.)\s+/.test(line)) {
			flushParagraph();
			const el = section();
			const ordered = /^\s*\d+\./.test(line);
			const list = el.createEl(ordered ? "ol" : "ul");
			while (index < lines.length && /^\s*([-*+]|\d+\.)\s+/.test(lines[index] ?? "")) {
				inline(list.createEl("li"), (lines[index] ?? "").replace(/^\s*([-*+]|\d+\.)\s+/, ""), options);
				index++;
			}
			postProcess(el);
			continue;
		}
		if (line.trim() === "") flushParagraph();
		else paragraph.push(line.trim());
		index++;
	}
	flushParagraph();
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

/**
 * The frontmatter as display strings: lists joined with commas, nested mappings as
 * "key: value" pairs. Read with the preview's YAML subset; beyond it, one row says so.
 */
function readFrontmatter(lines: readonly string[]): Record<string, string> {
	let value: unknown;
	try {
		value = readYaml(lines.join("\n"));
	} catch (error) {
		return { frontmatter: error instanceof Error ? error.message : String(error) };
	}
	if (value === null || typeof value !== "object" || Array.isArray(value)) return {};
	return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, display(item)]));
}

function display(value: unknown): string {
	if (Array.isArray(value)) return value.map(display).join(", ");
	if (value !== null && typeof value === "object") {
		return Object.entries(value).map(([key, item]) => `${key}: ${display(item)}`).join(", ");
	}
	if (typeof value === "string" || typeof value === "number" || typeof value === "boolean") return String(value);
	return "";
}

function renderFrontmatter(container: HTMLElement, frontmatter: Record<string, string>, options: RenderOptions): void {
	const table = container.createEl("table", { cls: "cl-preview-frontmatter" });
	for (const [key, value] of Object.entries(frontmatter)) {
		const row = table.createEl("tr");
		row.createEl("th", { text: key });
		inline(row.createEl("td"), value, options);
	}
}

const INLINE = /`([^`]+)`|\*\*([^*]+)\*\*|\*([^*]+)\*|\[\[([^\]|]+)(?:\|([^\]]+))?\]\]|\[([^\]]+)\]\(([^)\s]+)\)/g;

/** Inline Markdown into `parent`, as text nodes and elements only. */
function inline(parent: HTMLElement, text: string, options: RenderOptions): void {
	let last = 0;
	for (const match of text.matchAll(INLINE)) {
		const at = match.index ?? 0;
		if (at > last) parent.appendText(text.slice(last, at));
		const [, code, bold, italic, wikiTarget, wikiAlias, linkText, linkUrl] = match;
		if (code !== undefined) parent.createEl("code", { text: code });
		else if (bold !== undefined) parent.createEl("strong", { text: bold });
		else if (italic !== undefined) parent.createEl("em", { text: italic });
		else if (wikiTarget !== undefined) {
			const href = options.linkHref ? options.linkHref(wikiTarget.trim()) : "#";
			parent.createEl("a", { cls: "internal-link", text: wikiAlias ?? wikiTarget, href });
		} else if (linkText !== undefined && linkUrl !== undefined) {
			// Only web links: a note must not be able to run script through a javascript: URL.
			const safe = /^https?:\/\//i.test(linkUrl) ? linkUrl : "#";
			parent.createEl("a", { cls: "external-link", text: linkText, href: safe, attr: { rel: "noopener", target: "_blank" } });
		}
		last = at + match[0].length;
	}
	if (last < text.length) parent.appendText(text.slice(last));
}
