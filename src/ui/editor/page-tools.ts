/**
 * What reading view draws on a note, found from the note's text alone, so Live Preview (editor
 * widgets, live-preview-tools.ts) and the sidebar (ui/sidebar) can draw the same things: the
 * compendium panel or the rule tools above the first body line, a bar after each pasted ability or
 * creature, and a roll bar above each table whose first column is a die. Each tool is drawn by the
 * very child reading view uses (CsrdPanelChild, RuleToolsChild, RollTableChild), so a button does
 * the same thing everywhere.
 */
import type { CachedMetadata, MarkdownRenderChild, TFile } from "obsidian";
import { findMarkdownTablesIn, judgeTable, type SourceTable } from "../../engine/roll-tables/index";
import { pageFromCache } from "../../notes/csrd/cached-page";
import { readRulePageOf } from "../../notes/csrd/rule-page";
import { noteEntries } from "../csrd/entry-buttons";
import { CsrdPanelChild, panelFacts, readEntryPanel, readPanelPage } from "../csrd/panel";
import { firstBodyLine } from "../first-section";
import { rulePagePanel, RULE_PANEL_TITLE } from "../rules/panel";
import { isSafeHref } from "../safe-link";
import type { TableDeps } from "../frame/pipeline";
import { RollTableChild } from "../roll-tables/table-child";
import { isRuleFile } from "../../notes/pack/packs";
import { RuleNotePanelChild } from "../pack/panel";
import { t } from "../../lang";

export interface PageTool {
	/** The note's line (0-based) the tool goes with. */
	line: number;
	/** Drawn above that line (a page's panel, a table's bar) or below it (an entry's bar under its heading). */
	place: "before" | "after";
	/** The same key is the same tool: a redraw keeps what it shows (the last roll). */
	key: string;
	/** What the sidebar names it by ("Salt Lash (ability)", "d20 table, line 12"). */
	title: string;
	/**
	 * Draws the tool in `el`; returns the child to load (and to unload when the tool goes). `showTable`
	 * draws a table's rows under its bar (the sidebar, where the note's own table is not beside it).
	 */
	mount(el: HTMLElement, showTable: boolean): MarkdownRenderChild;
}

const LINK = /\[\[([^\]|#]*)(#[^\]|]*)?(?:\|([^\]]*))?\]\]/g;

/** A cell's text, its [[links]] as the internal links reading view makes (what the roll bar follows). */
function fillCell(cell: HTMLElement, written: string): void {
	// In a table, a link's alias pipe is written escaped ("[[Page\\|Name]]"), as any pipe in a cell is.
	const text = written.replace(/\\\|/g, "|");
	let at = 0;
	for (const match of text.matchAll(LINK)) {
		const index = match.index ?? 0;
		cell.appendText(text.slice(at, index));
		const target = `${match[1] ?? ""}${match[2] ?? ""}`;
		// A link that is no note path (`[[javascript:…]]`) stays text, as everywhere else (safe-link.ts).
		if (isSafeHref(target)) cell.createEl("a", { cls: "internal-link", text: match[3] ?? target, attr: { "data-href": target, href: target } });
		else cell.appendText(match[0]);
		at = index + match[0].length;
	}
	cell.appendText(text.slice(at));
}

/** The table as elements (built with createEl, never parsed as HTML): the roll bar reads and marks its rows. */
export function tableElement(source: SourceTable): HTMLTableElement {
	const table = createEl("table", { cls: "cl-table-source" });
	const header = table.createEl("thead").createEl("tr");
	for (const text of source.header) fillCell(header.createEl("th"), text);
	const body = table.createEl("tbody");
	for (const row of source.rows) {
		const tr = body.createEl("tr");
		for (const text of row) fillCell(tr.createEl("td"), text);
	}
	return table;
}

/**
 * A note's text as the reader has it: Live Preview's editor holds a document of lines, and joining a
 * 7 MB session into one string after every pause in typing would cost more than reading it.
 */
export interface NoteLines {
	readonly lineCount: number;
	lineAt(index: number): string;
	text(): string;
}

/** The lines of the editor's document, gathered once (a document's line lookup walks its tree each time). */
export function linesOfDoc(doc: { iterLines(): Iterable<string> & Iterator<string>; toString(): string }): NoteLines {
	const lines = Array.from(doc.iterLines());
	return { lineCount: lines.length, lineAt: (index) => lines[index] ?? "", text: () => doc.toString() };
}

/** The lines of a note read as one string (the sidebar's page view reads the file). */
export function linesOfText(text: string): NoteLines {
	const lines = text.split(/\r?\n/);
	return { lineCount: lines.length, lineAt: (index) => lines[index] ?? "", text: () => text };
}

/** Every tool of a note, in the note's order. */
export function pageTools(deps: TableDeps, file: TFile, note: NoteLines): PageTool[] {
	const tools: PageTool[] = [];
	const cache = deps.app.metadataCache.getFileCache(file);
	// A session note holds the log, never a compendium page, rule chapter or entry list: reading those
	// on a 10,000-entry session after every pause in typing cost some 50 ms of a 50 ms task. Its roll
	// tables (a loot table the GM keeps beside the log) are still found, line by line.
	if (cache?.frontmatter?.ledger !== "session") addCompendiumTools(tools, deps, file, note.text(), cache);
	for (const source of findMarkdownTablesIn(note.lineCount, (index) => note.lineAt(index))) {
		const read = judgeTable(source);
		if (read.kind === "plain") continue;
		tools.push({
			line: source.line,
			place: "before",
			key: `table:${JSON.stringify([source.header, source.rows, source.diceLine ?? ""])}`,
			title: source.header[0] === undefined ? t("editor.tool.rollTable", { line: source.line + 1 }) : t("editor.tool.table", { header: source.header[0], line: source.line + 1 }),
			mount: (el, showTable) => {
				const table = tableElement(source);
				const bar = el.createDiv();
				if (showTable) el.appendChild(table);
				return new RollTableChild(bar, table, read, deps, file.path);
			},
		});
	}
	return tools.sort((a, b) => a.line - b.line || (a.place === b.place ? 0 : a.place === "before" ? -1 : 1));
}

/** A page's or entry's name with its kind, as the sidebar lists it: "Salt Lash (ability)". */
function kindTitle(name: string, kind: string): string {
	return t("editor.tool.kindTitle", { name, kind });
}

/** The tools of a compendium or rule page: the entry's panel, the rule topics' panel, one panel per entry. */
function addCompendiumTools(tools: PageTool[], deps: TableDeps, file: TFile, text: string, cache: CachedMetadata | null): void {
	const page = pageFromCache(file.path, cache, text);
	const first = firstBodyLine(text);
	const panel = readPanelPage(page);
	if (panel) {
		const key = `panel:${panel.kind}:${panelFacts(panel).join("|")}`;
		tools.push({ line: first, place: "before", key, title: kindTitle(file.basename, panel.kind), mount: (el) => new CsrdPanelChild(el, { file }, panel, deps) });
	}
	if (isRuleFile(deps.app, file)) {
		tools.push({ line: first, place: "before", key: `rule-note:${file.path}`, title: t("editor.tool.ruleNote"), mount: (el) => new RuleNotePanelChild(el, deps, file) });
	}
	const topics = readRulePageOf(page, text);
	if (topics.length > 0) {
		tools.push({
			line: first,
			place: "before",
			key: `rules:${topics.join(",")}`,
			title: RULE_PANEL_TITLE,
			mount: (el) => rulePagePanel(el, topics, deps, file),
		});
	}
	for (const entry of noteEntries(deps.app, file, text)) {
		const read = readEntryPanel(file.path, entry);
		if (!read) continue;
		const name = entry.name || file.basename;
		tools.push({
			line: entry.lineStart,
			place: "after",
			key: `entry:${entry.kind}:${name}:${panelFacts(read).join("|")}`,
			title: kindTitle(name, entry.kind),
			mount: (el) => new CsrdPanelChild(el, { file, entry: name }, read, deps),
		});
	}
}
