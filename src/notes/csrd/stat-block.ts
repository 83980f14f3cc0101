/**
 * Reads the labelled values of a compendium page or entry: `> **Label :** value` stat-block lines,
 * however they are spaced (`**Level :**`, `**Environment: **`, `**Health**:`), quoted or not, nested
 * in callouts (`>>`) or written as a callout's lazy continuation without `>`; a callout or heading
 * titled with a known label (`>[!example] Modifications`, `#### Depletion`) followed by its lines;
 * a known label without bold (`Health: 22`, the CSRD's own form, or `>Damage Inflicted: 6 points`);
 * and Markdown tables, either one row under a header of labels (`| Level | Health | Armor |`) or
 * label/value rows (`| Level | 5 |`). List items under a label are joined by line breaks. Labels are
 * lower-cased; the first value of a label wins.
 */
import { splitRow } from "../../engine/roll-tables/index";
import { propertyText, type CsrdPage } from "./page";

export type StatBlock = ReadonlyMap<string, string>;

/** Labels the parsers read; the only ones taken from a heading, a callout title, a table or unbolded text. */
export const STAT_LABELS: ReadonlySet<string> = new Set(
	"level|health|damage|damage inflicted|armor|movement|modifications|motive|environment|combat|interaction|interactions|use|uses|loot|intrusions|depletion|form|kind|effect|value|options|features|range".split("|"),
);

const BOLD = /^\*\*\s*([A-Za-z][A-Za-z ]{0,40}?)\s*(?::\s*([^*]*?))?\s*\*\*\s*:?\s*(.*?)\s*$/;
const PLAIN = /^([A-Za-z][A-Za-z ]{0,25}?)\s*:\s*(.*?)\s*$/;
const TITLE = /^(?:\[![\w-]+\][-+]?|#{2,6})\s*(.*?)\s*:?\s*$/;
/** A line that may hold a label without quote, bold or heading: "Health: 22". */
const PLAIN_START = /^\s*[A-Za-z][A-Za-z ]{0,25}:/;
const LIST_ITEM = /^\s*[-*]\s+/;

/** The label a cell, heading or line names, lower-cased, when it is one the parsers read. */
const knownLabel = (text: string): string | undefined => {
	const label = text.trim().toLowerCase();
	return STAT_LABELS.has(label) ? label : undefined;
};

/** A table row's cells, split as the table roller splits them, without bold or `&nbsp;`. */
const cellsOf = (row: string): string[] => splitRow(row).map((cell) => cell.replace(/&nbsp;/g, " ").replace(/\*\*/g, "").trim());

// Detection and then parsing read the same page's block one after the other: the last one is kept.
let last: { body: string; block: StatBlock } | undefined;

export function readStatBlock(body: string): StatBlock {
	if (last?.body === body) return last.block;
	const fields = new Map<string, string>();
	last = { body, block: fields };
	// The label whose lines follow it (a list, or a value under a heading), until a blank line.
	let open: string | null = null;
	// A heading's label takes the line under it as its value, quoted or not (`#### Depletion` then `1 in 1d20`).
	let underHeading = false;
	// The table being read: its header's cells, and whether its header row named the labels.
	let table: { header: string[]; wide: boolean; rows: number } | null = null;
	const add = (label: string, value: string) => {
		if (!fields.has(label)) fields.set(label, value);
	};
	for (const line of body.split("\n")) {
		const quoted = /^\s*>/.test(line);
		const rest = quoted ? line.replace(/^\s*(?:>\s*)+/, "").trim() : line.trim();
		if (rest.startsWith("|")) {
			const cells = cellsOf(rest);
			if (cells.every((cell) => /^:?-{2,}:?$/.test(cell))) continue;
			if (!table) {
				const wide = cells.filter(knownLabel).length >= 2;
				table = { header: cells, wide, rows: 0 };
				// A label/value table without a header row of its own: its first row is a pair too.
				const pair = !wide && cells.length === 2 ? knownLabel(cells[0] as string) : undefined;
				if (pair) add(pair, cells[1] as string);
				continue;
			}
			table.rows++;
			// A header row of labels gives the row under it its values; else each row is a label and its value.
			const pairs = table.wide ? (table.rows === 1 ? table.header.map((label, i) => [label, cells[i]]) : []) : [[cells[0], cells[1]]];
			for (const [cell, value] of pairs) {
				const label = knownLabel(cell ?? "");
				if (label && value) add(label, value);
			}
			continue;
		}
		table = null;
		if (underHeading && open && !quoted && rest !== "" && !rest.startsWith("#") && fields.get(open) === "") {
			fields.set(open, rest);
			open = null;
			underHeading = false;
			continue;
		}
		if (rest !== "") underHeading = false;
		// Most lines are prose: no quote, no bold, no heading, no label, no list item. They only end an open label.
		if (!quoted && !line.includes("**") && !/^\s*#/.test(line) && !PLAIN_START.test(line) && !(open && LIST_ITEM.test(line))) {
			open = null;
			continue;
		}
		if (rest === "") {
			if (!quoted) open = null;
			continue;
		}
		const bold = BOLD.exec(rest);
		if (bold) {
			const label = (bold[1] as string).trim().toLowerCase();
			add(label, [bold[2], bold[3]].filter((part) => part).join(" "));
			open = bold[2] || bold[3] ? null : label;
			continue;
		}
		const title = TITLE.exec(rest);
		if (title) {
			open = knownLabel(title[1] as string) ?? null;
			underHeading = open !== null && rest.startsWith("#");
			if (open) add(open, "");
			continue;
		}
		const plain = PLAIN.exec(rest);
		const plainLabel = plain ? knownLabel(plain[1] as string) : undefined;
		if (plain && plainLabel) {
			const value = plain[2] as string;
			add(plainLabel, value);
			open = value === "" ? plainLabel : null;
			continue;
		}
		if (open && (quoted || LIST_ITEM.test(line))) {
			// A list item, or the value written under its heading; the corpus ends some items with a stray ">".
			const item = rest.replace(/^[-*]\s+/, "").replace(/\s*>$/, "");
			const before = fields.get(open) ?? "";
			if (item) fields.set(open, before ? `${before}\n${item}` : item);
		} else if (!quoted) open = null;
	}
	return fields;
}

/** A labelled value of a page: its property first (keys in any case), else its stat block's; the first of `labels` given. */
export function pageValue(page: CsrdPage, block: StatBlock, ...labels: string[]): string | undefined {
	return propertyText(page, ...labels) ?? labels.map((label) => block.get(label)).find((value) => value !== undefined);
}

/** True when the block gives `label` a value (a label alone, with nothing after it, gives none). */
export const hasValue = (block: StatBlock, label: string): boolean => (block.get(label) ?? "") !== "";

/** A stat-block value as a number only where one number applies to it as a whole. */
export interface Amount {
	/** The page's words, kept whole ("6 to 12 points", "1 (5 against poison)"). */
	text: string;
	/** The number, when the text is one number of points, perhaps with a pointer ("; see Combat") or a name in brackets. */
	value?: number;
}

export function readAmount(text: string): Amount {
	const trimmed = text.trim();
	const match = /^(\d{1,4})(?:\s+points?)?\s*(.*)$/i.exec(trimmed);
	if (!match) return { text: trimmed };
	const rest = (match[2] as string).replace(/^[;,.]\s*/, "");
	// Anything after the number that is not a "see …" pointer or a bracketed name without numbers is a
	// condition or a range ("to 12", "or 5", "plus 3", "(5 against poison)"): no single number applies.
	if (rest === "" || /^(?:see\s+[\w ]+|\([^)\d]*\))\.?$/i.test(rest)) return { text: trimmed, value: Number(match[1]) };
	return { text: trimmed };
}

/** "NA", "-", "∞", "none", empty: the page says the value does not apply. */
export function saysNotApplicable(text: string | undefined): boolean {
	return text !== undefined && /^(?:n\/?a|-+|—|∞|infinite|none|null)\.?$/i.test(text.trim());
}
