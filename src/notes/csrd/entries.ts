/**
 * Entries inside a note (issue 23 §3): the abilities and creatures a note holds, each with its line
 * range, whether the note is one compendium page, a whole chapter pasted in one note, or a GM's prep
 * note with an ability and a creature among its own words. A pure function of the note's text, so
 * the reading view's buttons, a sidebar and an editor widget can all use it.
 *
 * How a note is cut into entries:
 * - headings make sections (a section runs to the next heading of the same or a higher level);
 *   a section is an entry when its own words read as one: an ability's marker, cost or type lines,
 *   a cost in its heading, its closing "Action." or "Enabler."; a creature's "Name 5 (15)" header
 *   with stat lines, or a stat block with a level and health, damage or Armor. A section whose
 *   subsections are entries is a chapter, not an entry (its own words are only a title);
 * - within a section that is not an entry, paragraphs that open like the CSRD's own entries
 *   (`**Bash (1 Might point):** …`, `**Name:** … Enabler.`, a `Ghoul 4 (12)` line) are entries: an
 *   ability runs until the paragraph that ends with its marker (at most a few paragraphs), a creature
 *   until the next heading or entry.
 * Code blocks are never read.
 */
import { closingForm, closingMarker, isLabelName, isPreamble, readAbilityContent, readParagraphHead, readHeadingCost, readsAsAbility } from "./ability";
import type { ReadingReason } from "./reasons";
import { hasCreatureStats, readCreatureHeader, readsAsCreatureBlock, type CreatureHeader } from "./creature";
import { propertiesBlock } from "../../engine/properties-block";
import type { CsrdPage } from "./page";
import { readStatBlock, type StatBlock } from "./stat-block";

export type EntryKind = "ability" | "creature";

export interface CsrdEntry {
	kind: EntryKind;
	/** The entry's name: its heading, its paragraph's bold name, or its header's name; "" for a page's untitled opening. */
	name: string;
	/** The first and last line of the entry in the text given (0-based, as Obsidian's section info counts them). */
	lineStart: number;
	lineEnd: number;
	/** The entry's own text (its lines, the header first). */
	text: string;
	/** How it is written ("cost in parentheses", "'Name 5 (15)' header" once worded). */
	forms: ReadingReason[];
	/** True when the entry lies inside another entry (a creature's companion, described on its page). */
	nested: boolean;
}

/** At most this many paragraphs make one ability entry while its closing marker is looked for. */
const MAX_PARAGRAPHS = 6;
/** A long note is read whole, but never beyond this many entries (a pasted index of the whole compendium). */
export const MAX_ENTRIES = 2000;

interface Section {
	/** Line of its heading (-1 for the text before the first heading). */
	start: number;
	/** Its heading's text without bold ("" before the first heading). */
	title: string;
	level: number;
	/** One past its last line. */
	end: number;
	children: Section[];
	/** Set once classified: the entry it is, or whether it holds entries. */
	entry?: CsrdEntry;
	holdsEntries: boolean;
}

const HEADING = /^\s{0,3}(#{1,6})\s+(.*?)\s*#*\s*$/;
const FENCE = /^\s*(?:>\s*)*(?:```|~~~)/;

/** A health or damage label, in any form the stat block reads (`**Health:**`, `Damage Inflicted: 4`, `| Health |`, `#### Damage`). */
const HARM_LABEL = /^[ \t>]*(?:[-*][ \t]+)?(?:\*\*)?[ \t]*(?:health|heath|damage(?: inflicted)?)[ \t]*(?:\*\*)?[ \t]*:|^[ \t>]*\|[^\n]*\b(?:health|damage)\b|^[ \t>]*(?:#{2,6}|\[![\w-]+\][-+]?)[ \t]*(?:health|damage)/im;
const EMPTY_BLOCK: StatBlock = new Map();

/**
 * The words without one of which no entry is read: an ability needs a marker ("Action", "Enabler"),
 * a Pool, a cost or points field, or a cost of nothing in parentheses ("(NA)"); a creature needs its
 * stats (health, damage, Armor, movement, motive). One search of the text tells a note without any
 * (a page of dice blocks, a session's prose) from one worth cutting into sections, which costs far
 * more (a note of 300 roll blocks opened 2.5–3× slower than without the plugin, issue 34.7).
 */
const ENTRY_SIGNS = /action|enabler|might|speed|intellect|cost|points|health|heath|damage|armor|movement|motive|\(\s*(?:n\/?a|none|-+|—|0)\.?\s*\)/i;

/** False when `text` cannot hold an ability or creature entry (it has none of their words); true when it may. */
export const mayHoldEntries = (text: string): boolean => ENTRY_SIGNS.test(text);

// Detection, the page's parse and the buttons read the same note one after the other: the last reading is kept.
let last: { body: string; firstLine: number; entries: CsrdEntry[] } | undefined;

/** The entries of a note's body; `firstLine` is the body's first line in the whole note. */
export function findEntriesInBody(body: string, firstLine = 0): CsrdEntry[] {
	if (last?.body === body && last.firstLine === firstLine) return last.entries;
	const entries = mayHoldEntries(body) ? cutIntoEntries(body, firstLine) : [];
	last = { body, firstLine, entries };
	return entries;
}

function cutIntoEntries(body: string, firstLine: number): CsrdEntry[] {
	const lines = body.split("\n");
	// Each line without its quote marks, trimmed: what blank-line and paragraph tests look at.
	const bare = lines.map((line) => (line.includes(">") ? line.replace(/^\s*(?:>\s*)*/, "") : line).trim());
	const fenced: boolean[] = [];
	let inFence = false;
	for (const line of lines) {
		if (FENCE.test(line)) {
			fenced.push(true);
			inFence = !inFence;
		} else fenced.push(inFence);
	}
	const root: Section = { start: -1, title: "", level: 0, end: lines.length, children: [], holdsEntries: false };
	const stack: Section[] = [root];
	lines.forEach((line, i) => {
		if (fenced[i]) return;
		const heading = HEADING.exec(line);
		if (!heading) return;
		const level = (heading[1] as string).length;
		while ((stack[stack.length - 1] as Section).level >= level) (stack.pop() as Section).end = i;
		const section: Section = { start: i, title: (heading[2] as string).replace(/\*\*/g, "").trim(), level, end: lines.length, children: [], holdsEntries: false };
		(stack[stack.length - 1] as Section).children.push(section);
		stack.push(section);
	});

	const entries: CsrdEntry[] = [];
	const textOf = (from: number, to: number): string => lines.slice(from, to).join("\n");
	const make = (kind: EntryKind, name: string, from: number, to: number, forms: ReadingReason[]): CsrdEntry => {
		let last = to - 1;
		while (last > from && (lines[last] as string).trim() === "") last--;
		return { kind, name, lineStart: from + firstLine, lineEnd: last + firstLine, text: textOf(from, last + 1), forms, nested: false };
	};

	/**
	 * A section's own words: its lines outside its subsections, and the lines of a subsection titled
	 * with a stat label (a creature's "### Combat", an artifact's "#### Depletion"), which belong to
	 * it. Other subsections are read on their own, so a long chapter is read once, not once per level.
	 */
	const ownLines = (section: Section): number[] => {
		const own: number[] = [];
		let child = 0;
		for (let i = section.start + 1; i < section.end; i++) {
			const c = section.children[child];
			if (c && i === c.start) {
				child++;
				if (c.entry || c.holdsEntries || !isLabelName(c.title.replace(/:$/, ""))) {
					i = c.end - 1;
					continue;
				}
			}
			if (!fenced[i]) own.push(i);
		}
		return own;
	};

	/** Paragraph entries among a section's own lines. */
	const paragraphEntries = (own: readonly number[]): CsrdEntry[] => {
		const found: CsrdEntry[] = [];
		const ownSet = new Set(own);
		const blank = (i: number) => !ownSet.has(i) || bare[i] === "";
		/** A line that may open an entry: bold, or with parentheses (cheap tests first; most lines are prose). */
		const mayOpen = (i: number): boolean => {
			const text = bare[i] as string;
			return text.startsWith("**") || text.startsWith("- **") || text.startsWith("* **") || text.startsWith("[!") || text.includes("(");
		};
		const opensEntry = (i: number): boolean => {
			if (HEADING.test(lines[i] as string)) return true;
			return mayOpen(i) && (readParagraphHead((bare[i] as string).replace(/^[-*]\s+/, "")) !== undefined || readCreatureHeader(lines[i] as string) !== undefined);
		};
		let k = 0;
		/** Goes on past the lines an entry just found took. */
		const skipTo = (end: number) => {
			while (k + 1 < own.length && (own[k + 1] as number) < end) k++;
		};
		for (; k < own.length; k++) {
			const i = own[k] as number;
			if (bare[i] === "" || !blank(i - 1) || !mayOpen(i)) continue;
			const line = lines[i] as string;
			if (HEADING.test(line)) continue;
			const unquoted = (bare[i] as string).replace(/^[-*]\s+/, "");
			const creature = readCreatureHeader(line);
			if (creature) {
				let end = i + 1;
				while (end < lines.length && ownSet.has(end) && !(blank(end - 1) && opensEntry(end))) end++;
				const block = readStatBlock(textOf(i + 1, end));
				if (hasCreatureStats(block)) found.push(make("creature", creature.name, i, end, creatureForms()));
				continue;
			}
			// A callout titled with the ability's name, its marker or cost inside (`> [!tip] Name`, `> 3 Intellect, Action`).
			const callout = line.trimStart().startsWith(">") ? /^\[![\w-]+\][-+]?\s*(.*?)\s*$/.exec(bare[i] as string) : null;
			if (callout) {
				const title = (callout[1] as string).replace(/\*\*/g, "").trim();
				if (title === "" || isLabelName(title)) continue;
				let end = i + 1;
				while (end < lines.length && ownSet.has(end) && bare[end] !== "" && !(bare[end] as string).startsWith("[!")) end++;
				const content = readAbilityContent(textOf(i + 1, end));
				if (readsAsAbility(content)) {
					found.push(make("ability", readHeadingCost(title)?.name ?? title, i, end, [{ id: "form.callout" }, ...content.forms]));
					skipTo(end);
				}
				continue;
			}
			const head = readParagraphHead(unquoted);
			if (!head) continue;
			// The entry's paragraphs: until one ends with its marker, another entry opens, or the section ends.
			let end = i;
			let paragraphs = 0;
			let marked = false;
			let firstEnd = -1;
			while (end < lines.length && ownSet.has(end)) {
				while (end < lines.length && ownSet.has(end) && !blank(end)) end++;
				paragraphs++;
				if (firstEnd < 0) firstEnd = end;
				if (closingMarker(bare[end - 1] as string)) {
					marked = true;
					break;
				}
				let next = end;
				while (next < lines.length && ownSet.has(next) && blank(next)) next++;
				if (paragraphs >= MAX_PARAGRAPHS || next >= lines.length || !ownSet.has(next) || opensEntry(next)) break;
				end = next;
			}
			if (!marked && !head.cost) continue;
			const to = marked ? end : firstEnd;
			const forms: ReadingReason[] = [...(head.cost ? [{ id: "form.costInParentheses" } as const] : []), ...(marked ? [closingForm(closingMarker(bare[to - 1] as string)?.sentence ?? "")] : [])];
			found.push(make("ability", head.name, i, to, forms));
			skipTo(to);
		}
		return found;
	};

	const classify = (section: Section): void => {
		for (const child of section.children) classify(child);
		const own = ownLines(section);
		const found = paragraphEntries(own);
		const firstOwn = own.find((i) => bare[i] !== "" && !isPreamble(bare[i] as string));
		const headed = section.start >= 0;
		const only = found.length === 1 ? (found[0] as CsrdEntry) : undefined;
		if (only && only.lineStart === (firstOwn ?? -1) + firstLine) {
			// One paragraph entry opening the section is the section itself (a page holding just the CSRD's paragraph).
			section.entry = headed ? make(only.kind, only.name || section.title, section.start, section.end, only.forms) : only;
		} else {
			// The section's own words, without the entries found in it: a page's title and opening lines
			// around the abilities it describes (a blessing and its choices, a creature and its companions).
			const taken = new Set<number>();
			for (const entry of found) for (let i = entry.lineStart - firstLine; i <= entry.lineEnd - firstLine; i++) taken.add(i);
			const rest = found.length === 0 ? own : own.filter((i) => !taken.has(i));
			const ownText = [...(headed ? [lines[section.start] as string] : []), ...rest.map((i) => lines[i] as string)].join("\n");
			const header: CreatureHeader | undefined = headed ? readCreatureHeader(lines[section.start] as string) : undefined;
			// Most sections (a rules chapter's) label no stat a creature needs: their stat block is not read at all.
			const block = header || HARM_LABEL.test(ownText) ? readStatBlock(ownText) : EMPTY_BLOCK;
			const content = readAbilityContent(ownText);
			// With entries inside, a closing sentence is the last entry's: only the opening lines count.
			const ability = found.length === 0 ? readsAsAbility(content) : content.opening === true;
			const firstRest = rest.find((i) => bare[i] !== "" && !isPreamble(bare[i] as string));
			if (header && hasCreatureStats(block)) {
				section.entry = make("creature", header.name, Math.max(section.start, 0), section.end, creatureForms());
			} else if (ability && firstRest !== undefined) {
				const name = headed ? (readHeadingCost(section.title)?.name ?? section.title) : "";
				section.entry = make("ability", name, headed ? section.start : firstRest, section.end, [...content.forms]);
			} else if (readsAsCreatureBlock(block)) {
				section.entry = make("creature", section.title, headed ? section.start : (firstRest ?? 0), section.end, [{ id: "form.statBlock" }]);
			}
			entries.push(...found);
			if (found.length > 0 && !section.entry) section.holdsEntries = true;
		}
		if (section.children.some((child) => child.entry || child.holdsEntries)) section.holdsEntries = true;
		if (section.entry) {
			entries.push(section.entry);
			// Entries found inside it are its companions (a creature's minion), not a chapter around it.
			section.holdsEntries = false;
		}
	};
	classify(root);
	entries.sort((a, b) => a.lineStart - b.lineStart || b.lineEnd - a.lineEnd);
	// Sorted by start (the wider first), an entry is nested when one before it reaches past its end.
	let reach = -1;
	for (const entry of entries) {
		entry.nested = reach >= entry.lineEnd;
		reach = Math.max(reach, entry.lineEnd);
	}
	return entries.slice(0, MAX_ENTRIES);
}

/** The entries of a note's whole text, frontmatter skipped; lines counted from the note's first line. */
export function findEntries(text: string): CsrdEntry[] {
	const start = propertiesBlock(text)?.contentStart ?? 0;
	return findEntriesInBody(text.slice(start), start === 0 ? 0 : text.slice(0, start).split("\n").length - 1);
}

/**
 * A note's body read as one page: the entry that opens it when it is the only one at the top (a
 * page of one ability or creature, perhaps with a companion inside), else undefined (a chapter, a
 * note with entries among other words, or no entry at all).
 */
export function leadEntry(body: string): CsrdEntry | undefined {
	const entries = findEntriesInBody(body);
	const top = entries.filter((entry) => !entry.nested);
	const first = top[0];
	if (!first || top.length > 1) return undefined;
	const lines = body.split("\n");
	const opening = lines.findIndex((line) => line.trim() !== "" && !isPreamble(line.trim()));
	return first.lineStart <= opening || opening < 0 ? first : undefined;
}


/** The forms that make a creature entry: the book's "Ghoul 4 (12)" header and its stat lines. */
function creatureForms(): ReadingReason[] {
	return [{ id: "form.creatureHeader" }, { id: "form.statLines" }];
}

/** A name as links and headings compare it: case, spacing and punctuation aside ("Salt Lash" = "salt-lash"). */
export const entryKey = (name: string): string => name.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, "");

/** The entry of a note named `name` (a link's "#Salt Lash"), the first of that name. */
export function entryNamed(body: string, name: string): CsrdEntry | undefined {
	const want = entryKey(name);
	return want === "" ? undefined : findEntriesInBody(body).find((entry) => entryKey(entry.name) === want);
}

/** An entry read as a page of its own: its words only (the note's tags and properties are the note's, not the entry's). */
export function entryAsPage(path: string, entry: CsrdEntry): CsrdPage {
	return { path, tags: [], aliases: entry.name ? [entry.name] : [], body: entry.text };
}
