/**
 * The DOM Obsidian draws for an entry callout (reading view, and callouts in Live Preview), built
 * from the entry's Markdown, for the DOM tests of the plugin's decoration: the callout with its type
 * and metadata, folded, a title, and its content list. The browser tests check the same against the
 * preview's real Markdown renderer.
 */
import { MarkdownRenderer, type MarkdownPostProcessorContext } from "obsidian";
import { vi } from "vitest";

/** The section Obsidian draws for an entry callout's Markdown, added to the page. */
export function calloutElement(markdown: string): HTMLElement {
	const section = calloutSection(markdown);
	document.body.appendChild(section);
	return section;
}

/**
 * Obsidian's MarkdownRenderer.render, for the entry callouts the plugin hands it (the mocks' render
 * draws nothing): the callout's section drawn into `el`. Returns the spy, whose calls hold the Markdown.
 */
export function drawCalloutsOnRender() {
	const render = vi.spyOn(MarkdownRenderer, "render").mockImplementation((_app, markdown, el) => {
		el.appendChild(calloutSection(markdown));
		return Promise.resolve();
	});
	render.mockClear();
	return render;
}

function calloutSection(markdown: string): HTMLElement {
	const lines = markdown.split("\n");
	const head = /^> \[!([^|\]]+)\|([^\]]*)\]([+-]?) ?(.*)$/.exec(lines[0] ?? "");
	if (!head) throw new Error(`not a callout: ${lines[0]}`);
	const section = createDiv({ cls: "markdown-preview-section-block" });
	const callout = section.createDiv({ cls: ["callout", "is-collapsible", ...(head[3] === "-" ? ["is-collapsed"] : [])] });
	callout.dataset.callout = (head[1] ?? "").toLowerCase();
	callout.dataset.calloutMetadata = head[2] ?? "";
	const title = callout.createDiv({ cls: "callout-title" });
	inline(title.createDiv({ cls: "callout-title-inner" }), head[4] ?? "");
	title.createDiv({ cls: "callout-fold" });
	const list = callout.createDiv({ cls: "callout-content" }).createEl("ul");
	for (const line of lines.slice(1)) if (line.startsWith("> - ")) inline(list.createEl("li"), line.slice(4));
	return section;
}

/** Inline Markdown as Obsidian shows it, as far as entries use it: [[links]] as links, backslash escapes undone. */
function inline(parent: HTMLElement, text: string): void {
	let at = 0;
	for (const match of text.matchAll(/\[\[([^[\]]+)\]\]/g)) {
		parent.appendText(unescape(text.slice(at, match.index)));
		const [target, alias] = (match[1] ?? "").split("|");
		const link = parent.createEl("a", { cls: "internal-link", text: alias ?? target ?? "" });
		link.dataset.href = target ?? "";
		at = (match.index ?? 0) + match[0].length;
	}
	parent.appendText(unescape(text.slice(at)));
}

function unescape(text: string): string {
	return text.replace(/\\([!-/:-@[-`{-~])/g, "$1");
}

/** A post-processor context for a section of `sourcePath`, collecting the children added. */
export function sectionContext(sourcePath: string, children: { load(): void }[] = []): MarkdownPostProcessorContext {
	return {
		sourcePath,
		docId: sourcePath,
		frontmatter: undefined,
		addChild: (child: { load(): void }) => {
			children.push(child);
			child.load();
		},
		getSectionInfo: () => null,
	};
}
