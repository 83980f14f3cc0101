/**
 * The rule-page panel: on a page whose content is about a computable rule (rule-page.ts), the
 * calculators of its topics in a compact panel above the first section, in reading view. The page
 * itself is never written; the panel goes with the section it was drawn in.
 */
import type { MarkdownPostProcessorContext } from "obsidian";
import { fileAt } from "../../notes/campaign/notes";
import { pageFromCache } from "../../notes/csrd/cached-page";
import { readRulePageOf } from "../../notes/csrd/rule-page";
import { firstSectionText } from "../first-section";
import type { TableDeps } from "../table/pipeline";
import { RuleToolsChild } from "./tools";

const PANEL = "cl-rules-panel";

/**
 * Mounts the panel on a section when it is the note's first body section and the note is a rule
 * page. Every later section costs one regex on the note's head; a first section, one reading of
 * the note's headings and words.
 */
export function mountRulePanel(el: HTMLElement, ctx: MarkdownPostProcessorContext, deps: TableDeps): boolean {
	const text = firstSectionText(el, ctx, PANEL);
	if (text === undefined) return false;
	const page = fileAt(deps.app, ctx.sourcePath);
	// Tags and properties from Obsidian's metadata cache; the words from the section's text.
	const topics = page ? readRulePageOf(pageFromCache(page.path, deps.app.metadataCache.getFileCache(page), text), text) : [];
	if (!page || topics.length === 0) return false;
	const panel = createDiv({ cls: PANEL });
	el.prepend(panel);
	ctx.addChild(new RuleToolsChild(panel, topics, deps, page, { cls: PANEL, caption: "Rule tools for this page", ownContainer: true }));
	return true;
}
