/**
 * Panels drawn above a note's own text (the compendium panel, the rule tools) go on the note's
 * first body section: Obsidian post-processes each section on its own, so a section is the first
 * when its lines hold the first line after the frontmatter and blank lines.
 */
import type { MarkdownPostProcessorContext } from "obsidian";

/** The line a note's body starts on: after its frontmatter and blank lines. */
export function firstBodyLine(text: string): number {
	const head = /^(?:-{3,}[ \t]*\r?\n[\s\S]*?\r?\n-{3}[ \t]*(?:\r?\n|$))?(?:[ \t]*\r?\n)*/.exec(text)?.[0] ?? "";
	return head.split("\n").length - 1;
}

/**
 * The note's whole text when `el` is its first body section and has no `panelClass` panel yet, else
 * undefined. Every other section costs one regex on the note's head.
 */
export function firstSectionText(el: HTMLElement, ctx: MarkdownPostProcessorContext, panelClass: string): string | undefined {
	const info = ctx.getSectionInfo(el);
	if (!info) return undefined;
	const first = firstBodyLine(info.text);
	if (info.lineStart > first || info.lineEnd < first || el.querySelector(`.${panelClass}`)) return undefined;
	return info.text;
}
