/**
 * The metadata the preview's metadata cache keeps for a note, in the shape Obsidian's API documents
 * (CachedMetadata: frontmatter, frontmatterPosition, frontmatterLinks, sections, headings, links,
 * embeds, tags, listItems, blocks), with Obsidian's positions ({line, col, offset}, lines from 0).
 *
 * Like Obsidian's own index it reads the note as Markdown: a link inside code, a `%%` comment block,
 * math or an HTML comment is not a link; links in callouts, lists, tables and headings are. Where the
 * preview could compare, positions follow caches Obsidian wrote for the same Markdown: a list item
 * starts at its container's content column and ends with its own lines (not its children's); an item
 * followed by a blank line and a sibling ends at the start of that blank line; a list at the top of
 * the note counts its root items' parent as -1.
 *
 * The work is split the way the reading view splits it: the note's body into top-level blocks
 * (markdown-parser.ts), each block parsed on its own into facts relative to the block, facts kept
 * per block and reused when a note changes (an append parses only the new entry), and the whole cache
 * assembled in time slices, so a note of megabytes never holds the page.
 */
import type { Env, Token } from "markdown-it";
import { getFrontMatterInfo, propertiesOf } from "./frontmatter";
import { BlockSplitter, linkDisplayText, parseBlock, parseInline, sourceLineStarts, wikilinkParts, type Block, type CalloutMeta, type WikilinkMeta } from "./markdown-parser";
import { runSliced, type Cancel } from "./schedule";

export interface Loc {
	line: number;
	col: number;
	offset: number;
}
export interface Pos {
	start: Loc;
	end: Loc;
}
export interface Reference {
	link: string;
	original: string;
	displayText?: string;
}
export interface ReferenceCache extends Reference {
	position: Pos;
}
export interface FrontmatterLinkCache extends Reference {
	key: string;
}
export interface HeadingCache {
	heading: string;
	level: number;
	position: Pos;
}
export interface TagCache {
	tag: string;
	position: Pos;
}
export interface SectionCache {
	type: string;
	id?: string;
	position: Pos;
}
export interface ListItemCache {
	parent: number;
	task?: string;
	id?: string;
	position: Pos;
}
export interface BlockCache {
	id: string;
	position: Pos;
}
export interface CachedMetadata {
	frontmatter?: Record<string, unknown>;
	frontmatterPosition?: Pos;
	frontmatterLinks?: FrontmatterLinkCache[];
	sections?: SectionCache[];
	headings?: HeadingCache[];
	links?: ReferenceCache[];
	embeds?: ReferenceCache[];
	tags?: TagCache[];
	listItems?: ListItemCache[];
	blocks?: Record<string, BlockCache>;
}

/** What one block holds, with positions relative to the block (line 0, offset 0 = its first character). */
interface BlockFacts {
	type: string;
	/** A ` ^id` ending the block's own paragraph. */
	id?: string;
	/** The block is a paragraph holding only `^id`: the id of the block before it. */
	idOnly?: string;
	/** The block's end (relative): its last line and the column after its last character. */
	end: Loc;
	headings: HeadingCache[];
	links: ReferenceCache[];
	embeds: ReferenceCache[];
	tags: TagCache[];
	/** parent: a relative line (>= 0), or ROOT - (the list's first relative line) for a root item. */
	listItems: ListItemCache[];
	blocks: BlockCache[];
}

/** Marks a root list item's parent until the list's line is known in the note. */
const ROOT = -1e9;

/** Where each offset of a block is: lines and columns from the block's line starts. */
class BlockLocator {
	readonly starts: number[];

	constructor(readonly text: string) {
		this.starts = sourceLineStarts(text);
	}

	at(offset: number): Loc {
		let low = 0;
		let high = this.starts.length - 1;
		while (low < high) {
			const middle = (low + high + 1) >> 1;
			if (this.starts[middle]! <= offset) low = middle;
			else high = middle - 1;
		}
		return { line: low, col: offset - this.starts[low]!, offset };
	}

	/** The end of a line: after its last character that is not white space. */
	lineEnd(line: number): Loc {
		const start = this.starts[line] ?? this.text.length;
		const next = this.starts[line + 1];
		const raw = this.text.slice(start, next === undefined ? this.text.length : next - 1);
		const trimmed = raw.replace(/[ \t\r]+$/, "");
		return { line, col: trimmed.length, offset: start + trimmed.length };
	}

	lineText(line: number): string {
		const start = this.starts[line] ?? this.text.length;
		const next = this.starts[line + 1];
		return this.text.slice(start, next === undefined ? this.text.length : next - 1);
	}
}

/** Content offsets of an inline token → block offsets, through the line starts the parser recorded. */
function inlineMapper(inline: Token): (offset: number) => number {
	const starts = (inline.meta as { lineStarts?: number[] } | null)?.lineStarts ?? [0];
	const contentStarts = sourceLineStarts(inline.content);
	return (offset) => {
		let line = 0;
		while (line + 1 < contentStarts.length && contentStarts[line + 1]! <= offset) line++;
		return (starts[line] ?? 0) + offset - contentStarts[line]!;
	};
}

function sectionType(tokens: readonly Token[]): string {
	const first = tokens[0];
	if (!first) return "definition";
	switch (first.type) {
		case "paragraph_open":
			return (first.meta as { footnote?: boolean } | null)?.footnote ? "footnoteDefinition" : "paragraph";
		case "heading_open":
			return "heading";
		case "bullet_list_open":
		case "ordered_list_open":
			return "list";
		case "blockquote_open":
			return (first.meta as CalloutMeta | null)?.type !== undefined ? "callout" : "blockquote";
		case "fence":
		case "code_block":
			return "code";
		case "hr":
			return "thematicBreak";
		case "table_open":
			return "table";
		case "html_block":
			return "html";
		case "comment_block":
			return "comment";
		case "math_block":
			return "math";
		default:
			return first.type;
	}
}

/** A Markdown link's target as Obsidian indexes it: decoded, and only when it names no web address. */
function internalTarget(href: string): string | undefined {
	if (href === "" || /^[a-z][a-z0-9+.-]*:/i.test(href)) return undefined;
	try {
		return decodeURI(href);
	} catch {
		return href;
	}
}

interface OpenItem {
	item: ListItemCache;
	line: number;
	contentCol: number;
	/** The line the item's first nested list starts on, if it has one. */
	nestedAt?: number;
	last: boolean;
	mapEnd: number;
}

/** The facts of one block, from its own parse. */
function blockFacts(text: string, env: Env): BlockFacts {
	const tokens = parseBlock(text, env, true);
	const locate = new BlockLocator(text);
	const lastLine = locate.starts.length - 1;
	const facts: BlockFacts = { type: sectionType(tokens), end: locate.lineEnd(lastLine), headings: [], links: [], embeds: [], tags: [], listItems: [], blocks: [] };
	const pos = (from: number, to: number): Pos => ({ start: locate.at(from), end: locate.at(to) });

	const inlineFacts = (children: readonly Token[], map: (offset: number) => number): void => {
		for (const child of children) {
			if (child.type === "wikilink") {
				const meta = child.meta as WikilinkMeta;
				const reference = { link: meta.link, original: meta.original, displayText: meta.displayText, position: pos(map(meta.from), map(meta.to)) };
				(meta.embed ? facts.embeds : facts.links).push(reference);
			} else if (child.type === "link_open" || child.type === "image") {
				const meta = child.meta as { from?: number; to?: number; original?: string; label?: string } | null;
				const target = internalTarget(String(child.attrGet("src") ?? child.attrGet("href") ?? ""));
				if (meta?.from === undefined || meta.to === undefined || target === undefined) continue;
				const reference = { link: target, original: meta.original ?? "", displayText: meta.label ?? "", position: pos(map(meta.from), map(meta.to)) };
				(child.type === "image" ? facts.embeds : facts.links).push(reference);
			} else if (child.type === "tag") {
				const meta = child.meta as { from: number; to: number };
				facts.tags.push({ tag: child.content, position: pos(map(meta.from), map(meta.to)) });
			}
		}
	};

	// Quote markers before the content of a line, for the column a list item starts at.
	let quoteDepth = 0;
	const quoteContentCol = (line: number): number => {
		const lineText = locate.lineText(line);
		let col = 0;
		for (let depth = 0; depth < quoteDepth; depth++) {
			const marker = lineText.indexOf(">", col);
			if (marker < 0) break;
			col = marker + 1;
			if (lineText.charAt(col) === " " || lineText.charAt(col) === "\t") col++;
		}
		return col;
	};
	const lists: Array<{ firstLine: number; items: OpenItem[] }> = [];
	const openItems: OpenItem[] = [];

	for (let index = 0; index < tokens.length; index++) {
		const token = tokens[index]!;
		switch (token.type) {
			case "blockquote_open": {
				quoteDepth++;
				const callout = token.meta as CalloutMeta | null;
				if (callout?.type !== undefined && callout.titleTokens.length > 0) {
					inlineFacts(callout.titleTokens, (offset) => callout.titleOffset + offset);
				}
				break;
			}
			case "blockquote_close":
				quoteDepth--;
				break;
			case "bullet_list_open":
			case "ordered_list_open": {
				const line = token.map?.[0] ?? 0;
				const parent = openItems[openItems.length - 1];
				if (parent && parent.nestedAt === undefined) parent.nestedAt = line;
				lists.push({ firstLine: line, items: [] });
				break;
			}
			case "bullet_list_close":
			case "ordered_list_close": {
				const list = lists.pop();
				const lastItem = list?.items[list.items.length - 1];
				if (lastItem) lastItem.last = true;
				for (const open of list?.items ?? []) finishItem(open, locate);
				break;
			}
			case "list_item_open": {
				const line = token.map?.[0] ?? 0;
				const list = lists[lists.length - 1]!;
				const parent = openItems[openItems.length - 1];
				const containerCol = parent ? parent.contentCol : quoteContentCol(line);
				const lineText = locate.lineText(line);
				let markerCol = containerCol;
				while (lineText.charAt(markerCol) === " " || lineText.charAt(markerCol) === "\t") markerCol++;
				const markerEnd = markerCol + token.markup.length + (token.info === "" ? 0 : token.info.length);
				let spaces = 0;
				while (lineText.charAt(markerEnd + spaces) === " ") spaces++;
				const contentCol = markerEnd + (spaces >= 1 && spaces <= 4 && markerEnd + spaces < lineText.length ? spaces : 1);
				const start = { line, col: containerCol, offset: (locate.starts[line] ?? 0) + containerCol };
				const item: ListItemCache = { parent: parent ? parent.line : ROOT - list.firstLine, position: { start, end: start } };
				const task = /^\[(.)\][ \t]/.exec(lineText.slice(contentCol) + " ");
				if (task) item.task = task[1];
				const open: OpenItem = { item, line, contentCol, last: false, mapEnd: token.map?.[1] ?? line + 1 };
				openItems.push(open);
				list.items.push(open);
				facts.listItems.push(item);
				break;
			}
			case "list_item_close":
				openItems.pop();
				break;
			case "heading_open": {
				const inline = tokens[index + 1];
				const line = token.map?.[0] ?? 0;
				const endLine = (token.map?.[1] ?? line + 1) - 1;
				facts.headings.push({ heading: inline?.content ?? "", level: Number(token.tag.slice(1)), position: { start: locate.at(locate.starts[line] ?? 0), end: locate.lineEnd(endLine) } });
				break;
			}
			case "comment_block": {
				// Obsidian's index keeps the tags written in a %% comment block (not its links or list items).
				const { from, to } = token.meta as { from: number; to: number };
				const children = parseInline(text.slice(from, to)).filter((child) => child.type === "tag");
				inlineFacts(children, (offset) => from + offset);
				break;
			}
			case "inline": {
				inlineFacts(token.children ?? [], inlineMapper(token));
				const meta = token.meta as { blockId?: string; idOnly?: boolean } | null;
				if (meta?.blockId === undefined) break;
				const owner = openItems[openItems.length - 1];
				if (owner && owner.item.id === undefined && owner.nestedAt === undefined) {
					owner.item.id = meta.blockId;
				} else if (index === 1 && tokens.length === 3) {
					if (meta.idOnly) facts.idOnly = meta.blockId;
					else facts.id = meta.blockId;
				}
				break;
			}
			default:
				break;
		}
	}
	const whole = { start: { line: 0, col: 0, offset: 0 }, end: facts.end };
	if (facts.id !== undefined) facts.blocks.push({ id: facts.id, position: whole });
	for (const item of facts.listItems) if (item.id !== undefined) facts.blocks.push({ id: item.id, position: item.position });
	return facts;
}

/** An item ends with its own lines: before its nested list; at the start of a blank line before its next sibling. */
function finishItem(open: OpenItem, locate: BlockLocator): void {
	let last = (open.nestedAt ?? open.mapEnd) - 1;
	while (last > open.line && locate.lineText(last).trim() === "") last--;
	const blankAfter = open.nestedAt === undefined && !open.last && last + 1 < open.mapEnd;
	open.item.position = {
		start: open.item.position.start,
		end: blankAfter ? { line: last + 1, col: 0, offset: locate.starts[last + 1] ?? locate.text.length } : locate.lineEnd(last),
	};
}

const shiftLoc = (loc: Loc, lines: number, offset: number): Loc => ({ line: loc.line + lines, col: loc.col, offset: loc.offset + offset });
const shiftPos = (pos: Pos, lines: number, offset: number): Pos => ({ start: shiftLoc(pos.start, lines, offset), end: shiftLoc(pos.end, lines, offset) });

/** Frontmatter links: every `[[…]]` in a string property, keyed as Obsidian keys them ("party.0" for a list's first). */
function frontmatterLinks(frontmatter: Record<string, unknown>): FrontmatterLinkCache[] {
	const found: FrontmatterLinkCache[] = [];
	const visit = (value: unknown, key: string): void => {
		if (typeof value === "string") {
			for (const match of value.matchAll(/!?\[\[([^\]\n]+)\]\]/g)) {
				const { link, alias } = wikilinkParts(match[1] ?? "");
				found.push({ key, link: link.trim(), original: match[0], displayText: alias ?? linkDisplayText(link.trim()) });
			}
		} else if (Array.isArray(value)) {
			value.forEach((item, index) => visit(item, `${key}.${index}`));
		} else if (value !== null && typeof value === "object") {
			for (const [name, item] of Object.entries(value)) visit(item, `${key}.${name}`);
		}
	};
	for (const [key, value] of Object.entries(frontmatter)) visit(value, key);
	return found;
}

/** A note split into top-level blocks: what the index and the reading view share and keep between versions. */
export interface NoteBlocks {
	text: string;
	bodyStart: number;
	blocks: Block[];
	env: Env;
}

/** Splits of recent texts, so the reading view reuses what the index just split. */
const recentSplits: NoteBlocks[] = [];

/** Where `a` and `b` first differ (compared a chunk at a time: most of a long note is equal). */
function firstDifference(a: string, b: string): number {
	const max = Math.min(a.length, b.length);
	const step = 4096;
	let at = 0;
	while (at < max && a.slice(at, at + step) === b.slice(at, at + step)) at += step;
	while (at < max && a.charCodeAt(at) === b.charCodeAt(at)) at++;
	return at;
}

/**
 * Splits `text` into its top-level blocks a step at a time, reusing the blocks of `previous` that
 * end before the first change (an append re-splits only the last block and what was added).
 */
export class SplitJob {
	result: NoteBlocks | undefined;
	private kept: Block[] = [];
	private splitter: BlockSplitter | undefined;
	private bodyStart = 0;
	private begun = false;

	constructor(
		private readonly text: string,
		private readonly previous: NoteBlocks | undefined,
	) {}

	/**
	 * The first step: the reuse of a recent split, the properties, what is kept of `previous`. A step
	 * of its own because it is the first to read a note just written, and V8 then copies the whole text
	 * into one string (megabytes in a long session): that copy gets a task without other work.
	 */
	private begin(): void {
		this.begun = true;
		const text = this.text;
		const previous = this.previous;
		this.result = recentSplits.find((split) => split.text === text);
		const info = getFrontMatterInfo(text);
		this.bodyStart = info.exists ? info.contentStart : 0;
		if (this.result) return;
		let from = this.bodyStart;
		let line = info.exists ? sourceLineStarts(text.slice(0, this.bodyStart)).length - 1 : 0;
		if (previous && previous.bodyStart === this.bodyStart) {
			const change = firstDifference(previous.text, text);
			// A block ends where the next begins: it is final when the block after it starts before the change.
			let keep = 0;
			while (keep + 1 < previous.blocks.length && previous.blocks[keep + 1]!.from < change) keep++;
			const restart = previous.blocks[keep];
			if (restart && restart.from < change) {
				this.kept = previous.blocks.slice(0, keep);
				from = restart.from;
				line = restart.lineStart;
			}
		}
		this.splitter = new BlockSplitter(text, from, line);
		if (previous) Object.assign(this.splitter.env.references ?? {}, previous.env.references);
	}

	step(): boolean {
		if (!this.begun) {
			this.begin();
			return this.result !== undefined;
		}
		if (this.result) return true;
		if (this.splitter && !this.splitter.step()) return false;
		this.result = { text: this.text, bodyStart: this.bodyStart, blocks: [...this.kept, ...(this.splitter?.blocks ?? [])], env: this.splitter?.env ?? {} };
		recentSplits.unshift(this.result);
		recentSplits.length = Math.min(recentSplits.length, 3);
		return true;
	}
}

/** Splits `text` in slices (see SplitJob); undefined when cancelled. */
export async function splitNote(text: string, previous: NoteBlocks | undefined, cancel?: Cancel): Promise<NoteBlocks | undefined> {
	const job = new SplitJob(text, previous);
	return (await runSliced(() => job.step(), cancel)) ? job.result : undefined;
}

/**
 * One note's index, kept between versions: its blocks, and what each block holds where it stands in
 * the note, so a changed note parses only its new or changed blocks, a block that moved is shifted,
 * and a block that did not move brings the very objects it had (an append makes objects for the new
 * entry only, not again for the 50,000 links before it).
 */
export class NoteIndex {
	split: NoteBlocks | undefined;
	placed = new Map<Block, Placed>();
	byText = new Map<string, Placed>();

	/** A job that indexes `text`: run its steps in slices (runSliced), or all at once for a note already known at load. */
	job(text: string): IndexJob {
		return new IndexJob(this, text);
	}
}

/** Indexing one version of a note, a step at a time: split, place each block (parsing only new text), assemble the cache. */
export class IndexJob {
	result: CachedMetadata | undefined;
	private readonly splitting: SplitJob;
	private split: NoteBlocks | undefined;
	private readonly placed = new Map<Block, Placed>();
	private readonly byText = new Map<string, Placed>();
	private readonly all: Placed[] = [];
	private assembly: Assembly | undefined;

	constructor(
		private readonly index: NoteIndex,
		private readonly text: string,
	) {
		this.splitting = new SplitJob(text, index.split);
	}

	step(): boolean {
		if (this.result) return true;
		if (!this.split) {
			if (!this.splitting.step()) return false;
			this.split = this.splitting.result!;
			return false;
		}
		const block = this.split.blocks[this.all.length];
		if (block) {
			const same = this.byText.get(block.text) ?? this.index.byText.get(block.text);
			const placed = this.index.placed.get(block) ?? (same ? shift(same, block) : place(block, blockFacts(block.text, this.split.env)));
			this.placed.set(block, placed);
			if (!this.byText.has(block.text)) this.byText.set(block.text, placed);
			this.all.push(placed);
			return false;
		}
		this.assembly ??= new Assembly(this.text, this.all);
		if (!this.assembly.step()) return false;
		this.index.split = this.split;
		this.index.placed = this.placed;
		this.index.byText = this.byText;
		this.result = this.assembly.cache;
		return true;
	}
}

/** What a block holds where it stands in the note: what the cache lists for it. */
interface Placed {
	block: Block;
	section: SectionCache;
	/** A paragraph holding only `^id`: the id of the block before it. */
	idOnly?: string;
	/** That section before it with the id, and the block the id names (made once, kept with this block). */
	named?: { section: SectionCache; block: BlockCache };
	headings: HeadingCache[];
	links: ReferenceCache[];
	embeds: ReferenceCache[];
	tags: TagCache[];
	listItems: ListItemCache[];
	/** For each list item, the line its list starts on when it is a root item. */
	roots: Array<number | undefined>;
	blocks: BlockCache[];
}

/** A root item's parent is minus the line its list starts on (-1 for a list on the note's first line). */
const rootParent = (line: number): number => -Math.max(line, 1);

function place(block: Block, facts: BlockFacts): Placed {
	const lines = block.lineStart;
	const offset = block.from;
	const section: SectionCache = { type: facts.type, position: { start: { line: lines, col: 0, offset }, end: shiftLoc(facts.end, lines, offset) } };
	if (facts.id !== undefined) section.id = facts.id;
	const roots = facts.listItems.map((item) => (item.parent <= ROOT / 2 ? ROOT - item.parent + lines : undefined));
	return {
		block,
		section,
		...(facts.idOnly === undefined ? {} : { idOnly: facts.idOnly }),
		headings: facts.headings.map((heading) => ({ ...heading, position: shiftPos(heading.position, lines, offset) })),
		links: facts.links.map((link) => ({ ...link, position: shiftPos(link.position, lines, offset) })),
		embeds: facts.embeds.map((embed) => ({ ...embed, position: shiftPos(embed.position, lines, offset) })),
		tags: facts.tags.map((tag) => ({ ...tag, position: shiftPos(tag.position, lines, offset) })),
		listItems: facts.listItems.map((item, index) => {
			const root = roots[index];
			return { ...item, parent: root === undefined ? item.parent + lines : rootParent(root), position: shiftPos(item.position, lines, offset) };
		}),
		roots,
		blocks: facts.blocks.map((id) => ({ id: id.id, position: shiftPos(id.position, lines, offset) })),
	};
}

/** The same text placed again where `block` stands (it moved): its objects shifted, nothing parsed. */
function shift(from: Placed, block: Block): Placed {
	const lines = block.lineStart - from.block.lineStart;
	const offset = block.from - from.block.from;
	if (lines === 0 && offset === 0) return { ...from, block, named: undefined };
	const section: SectionCache = { ...from.section, position: shiftPos(from.section.position, lines, offset) };
	const roots = from.roots.map((root) => (root === undefined ? undefined : root + lines));
	return {
		...from,
		block,
		named: undefined,
		section,
		headings: from.headings.map((heading) => ({ ...heading, position: shiftPos(heading.position, lines, offset) })),
		links: from.links.map((link) => ({ ...link, position: shiftPos(link.position, lines, offset) })),
		embeds: from.embeds.map((embed) => ({ ...embed, position: shiftPos(embed.position, lines, offset) })),
		tags: from.tags.map((tag) => ({ ...tag, position: shiftPos(tag.position, lines, offset) })),
		listItems: from.listItems.map((item, index) => {
			const root = roots[index];
			return { ...item, parent: root === undefined ? item.parent + lines : rootParent(root), position: shiftPos(item.position, lines, offset) };
		}),
		roots,
		blocks: from.blocks.map((id) => ({ id: id.id, position: shiftPos(id.position, lines, offset) })),
	};
}

/** The note's cache from its placed blocks, a block a step: arrays of the placed objects, no copies. */
class Assembly {
	readonly cache: CachedMetadata = {};
	private readonly sections: SectionCache[] = [];
	private readonly headings: HeadingCache[] = [];
	private readonly links: ReferenceCache[] = [];
	private readonly embeds: ReferenceCache[] = [];
	private readonly tags: TagCache[] = [];
	private readonly listItems: ListItemCache[] = [];
	private readonly blocks: Record<string, BlockCache> = {};
	private index = 0;

	constructor(
		text: string,
		private readonly all: readonly Placed[],
	) {
		const info = getFrontMatterInfo(text);
		if (!info.exists) return;
		// From the opening `---` to the end of the closing one.
		const head = text.slice(0, info.contentStart).replace(/\r?\n$/, "");
		const closeStart = head.lastIndexOf("\n") + 1;
		const position = { start: { line: 0, col: 0, offset: 0 }, end: { line: sourceLineStarts(head).length - 1, col: head.length - closeStart, offset: head.length } };
		this.sections.push({ type: "yaml", position });
		// Empty properties (`---` twice) are a section, but no frontmatter, as in Obsidian's cache.
		if (info.frontmatter.trim() === "") return;
		try {
			this.cache.frontmatter = propertiesOf(text, "");
			this.cache.frontmatterLinks = frontmatterLinks(this.cache.frontmatter);
		} catch {
			// Properties that are not valid YAML: Obsidian's cache has none, and neither does this one.
		}
		this.cache.frontmatterPosition = position;
	}

	step(): boolean {
		const placed = this.all[this.index];
		if (!placed) {
			this.finish();
			return true;
		}
		// `^id` alone after a blank line names the block before it (a callout, a quote, a list, a table).
		const before = this.sections[this.sections.length - 1];
		if (placed.idOnly !== undefined && before && before.type !== "yaml") {
			if (placed.named?.section.position !== before.position) {
				placed.named = { section: { ...before, id: placed.idOnly }, block: { id: placed.idOnly, position: { start: before.position.start, end: placed.section.position.end } } };
			}
			this.sections[this.sections.length - 1] = placed.named.section;
			this.blocks[placed.idOnly] = placed.named.block;
		}
		this.sections.push(placed.section);
		for (const heading of placed.headings) this.headings.push(heading);
		for (const link of placed.links) this.links.push(link);
		for (const embed of placed.embeds) this.embeds.push(embed);
		for (const tag of placed.tags) this.tags.push(tag);
		for (const item of placed.listItems) this.listItems.push(item);
		for (const id of placed.blocks) this.blocks[id.id] = id;
		this.index++;
		return false;
	}

	private finish(): void {
		const cache = this.cache;
		if (this.sections.length > 0) cache.sections = this.sections;
		if (this.headings.length > 0) cache.headings = this.headings;
		if (this.links.length > 0) cache.links = this.links;
		if (this.embeds.length > 0) cache.embeds = this.embeds;
		if (this.tags.length > 0) cache.tags = this.tags;
		if (this.listItems.length > 0) cache.listItems = this.listItems;
		if (Object.keys(this.blocks).length > 0) cache.blocks = this.blocks;
	}
}
