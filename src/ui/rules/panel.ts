/**
 * The rule-page panel: on a page whose content is about a computable rule (rule-page.ts), the
 * calculators of its topics in a compact panel above the first section, in reading view. The page
 * itself is never written; the panel goes with the section it was drawn in.
 */
import type { MarkdownPostProcessorContext, TFile } from "obsidian";
import { fileAt } from "../../notes/campaign/notes";
import { pageFromCache } from "../../notes/csrd/cached-page";
import { readRulePageOf, type RuleTopic } from "../../notes/csrd/rule-page";
import { firstSectionText } from "../first-section";
import type { TableDeps } from "../frame/pipeline";
import { RuleToolsChild } from "./tools";

const PANEL = "cl-rules-panel";
/** What the panel is named by, on the page and in the sidebar. */
export const RULE_PANEL_TITLE = "Rule tools for this page";

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
	ctx.addChild(rulePagePanel(panel, topics, deps, page));
	return true;
}

/** The rule tools of a page in `el` (reading view's panel, Live Preview's widget, the sidebar): they go with it. */
export const rulePagePanel = (el: HTMLElement, topics: readonly RuleTopic[], deps: TableDeps, page: TFile): RuleToolsChild =>
	new RuleToolsChild(el, topics, deps, page, { cls: PANEL, caption: RULE_PANEL_TITLE, ownContainer: true });
