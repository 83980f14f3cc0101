/**
 * The preview's Markdown parser: markdown-it (a devDependency, never in main.js) with the parts of
 * Obsidian's Markdown that a plain CommonMark parser lacks, written here as small markdown-it rules:
 *
 * - `[[wikilinks]]` and `![[embeds]]`, with the display text Obsidian gives them;
 * - callouts: `> [!type|metadata]+/- Title`, the title parsed as inline Markdown;
 * - block ids: ` ^id` ending a paragraph or list item, and a paragraph holding only `^id`;
 * - comments: `%%…%%` inline, and a `%%` line opening a comment block that runs to the next `%%`
 *   across blank lines (or to the end of the note when none closes it);
 * - math: `$$…$$` blocks (to the next `$$`, across blank lines) and inline, `$…$` inline (the TeX kept
 *   as text: the preview has no MathJax);
 * - a `%%` or `$$` opened in a paragraph and not closed in it runs on to its closer, blank lines and
 *   all, as it does in Obsidian;
 * - `#tags`; footnote definitions kept as text;
 * - raw HTML with CommonMark's block boundaries (types 1–7, markdown-it's `html` option), never
 *   turned into elements: the renderer shows it as text and hides comments.
 *
 * It also splits a whole note into its top-level blocks cheaply and in slices (BlockSplitter), so a
 * note of megabytes is never parsed in one go: each block is then parsed on its own (parseBlock), as
 * Obsidian's reading view renders each section on its own.
 */
import MarkdownIt from "markdown-it";
import type { Env, MarkdownIt as Markdown, StateBlock, StateCore, StateInline, Token } from "markdown-it";

/** `[[target#sub|alias]]` as Obsidian indexes it: `link` (target and subpath), `original` text, `displayText`. */
export type WikilinkMeta = {
	link: string;
	original: string;
	displayText: string;
	embed: boolean;
	/** Offsets in the inline content (see positions in note-index.ts). */
	from: number;
	to: number;
};

export type CalloutMeta = {
	/** The type, lower-cased (type names are case-insensitive). */
	type: string;
	/** What follows `|` inside the brackets, or "". */
	metadata: string;
	/** "+", "-" or "" (not foldable). */
	fold: string;
	/** The title as written ("" when the callout has none), and its inline tokens. */
	title: string;
	titleTokens: Token[];
	/** Where the title starts in the block's source, when positions were asked for. */
	titleOffset: number;
};

/** `[[…]]` with the display text Obsidian gives it: the alias, else the target with "#" shown as " > ". */
export function wikilinkParts(inner: string): { link: string; alias: string | undefined } {
	// A bar first in the link is part of the link (Obsidian indexes [[|alias]] as the link "|alias").
	const bar = inner.indexOf("|", 1);
	return { link: bar < 0 ? inner : inner.slice(0, bar), alias: bar < 0 ? undefined : inner.slice(bar + 1) };
}

/** Obsidian's display text for a link without an alias: "Note > Heading", "Heading" for "#Heading". */
export function linkDisplayText(link: string): string {
	const shown = link.startsWith("#") ? link.slice(1) : link;
	return shown.split("#").join(" > ");
}

function wikilinks(md: Markdown): void {
	md.inline.ruler.before("link", "wikilink", (state: StateInline, silent: boolean) => {
		const start = state.pos;
		const embed = state.src.charCodeAt(start) === 0x21; /* ! */
		const open = embed ? start + 1 : start;
		if (!state.src.startsWith("[[", open)) return false;
		const close = state.src.indexOf("]]", open + 2);
		if (close < 0 || close > state.posMax) return false;
		const inner = state.src.slice(open + 2, close);
		if (inner.trim() === "" || inner.includes("\n") || inner.includes("[[")) return false;
		if (!silent) {
			const { link, alias } = wikilinkParts(inner);
			const meta: WikilinkMeta = {
				link: link.trim(),
				original: state.src.slice(start, close + 2),
				displayText: alias ?? linkDisplayText(link.trim()),
				embed,
				from: start,
				to: close + 2,
			};
			state.push("wikilink", "", 0).meta = meta;
		}
		state.pos = close + 2;
		return true;
	});
}

/** Markdown links and images keep where they were written and their label, for the metadata cache. */
function linkSources(md: Markdown): void {
	for (const name of ["link", "image"] as const) {
		const index = md.inline.ruler.__rules__.findIndex((rule) => rule.name === name);
		const original = md.inline.ruler.__rules__[index]?.fn;
		if (!original) throw new Error(`markdown-it has no ${name} rule`);
		md.inline.ruler.at(name, (state: StateInline, silent: boolean) => {
			const start = state.pos;
			const before = state.tokens.length;
			if (!original(state, silent)) return false;
			if (silent) return true;
			const opener = state.tokens.slice(before).find((token) => token.type === (name === "link" ? "link_open" : "image"));
			if (opener) {
				const labelStart = start + (name === "image" ? 2 : 1);
				const labelEnd = state.md.helpers.parseLinkLabel(state, labelStart - 1, true);
				opener.meta = {
					...(opener.meta),
					from: start,
					to: state.pos,
					original: state.src.slice(start, state.pos),
					label: labelEnd > labelStart ? state.src.slice(labelStart, labelEnd) : "",
				};
			}
			return true;
		});
	}
}

/** Where `delimiter` closes in `src` from `from`, skipping backslash escapes; -1 when it does not. */
function findCloser(src: string, delimiter: string, from: number, max = src.length): number {
	for (let at = src.indexOf(delimiter, from); at >= 0 && at + delimiter.length <= max; at = src.indexOf(delimiter, at + 1)) {
		if (src.charCodeAt(at - 1) !== 0x5c /* \ */) return at;
	}
	return -1;
}

/**
 * `%%hidden%%` inside a paragraph: not drawn, but its content is still tokenized between
 * comment_open and comment_close, because Obsidian's index keeps the links and tags written inside an
 * inline comment (a `%%` block's are not kept).
 */
function inlineComments(md: Markdown): void {
	md.inline.ruler.after("backticks", "comment", (state: StateInline, silent: boolean) => {
		const start = state.pos;
		if (!state.src.startsWith("%%", start)) return false;
		const close = findCloser(state.src, "%%", start + 2, state.posMax);
		if (close < 0) return false;
		if (!silent) {
			const max = state.posMax;
			state.push("comment_open", "", 1);
			state.pos = start + 2;
			state.posMax = close;
			state.md.inline.tokenize(state);
			state.posMax = max;
			state.push("comment_close", "", -1);
		}
		state.pos = close + 2;
		return true;
	});
}

const isWhitespace = (code: number): boolean => code === 0x20 || code === 0x09 || code === 0x0a || code === 0x0d;
const isDigit = (code: number): boolean => code >= 0x30 && code <= 0x39;

/**
 * Where a `$…$` starting at `start` closes, or -1: no space inside either end, no digit right after
 * the closer, and a `$$` never closes it ("$5 and $10" is money, not math).
 */
function inlineMathEnd(src: string, start: number, max: number): number {
	if (start + 1 >= max || isWhitespace(src.charCodeAt(start + 1)) || src.charCodeAt(start + 1) === 0x24) return -1;
	for (let at = src.indexOf("$", start + 1); at >= 0 && at < max; at = src.indexOf("$", at + 1)) {
		if (src.charCodeAt(at + 1) === 0x24) return -1;
		if (src.charCodeAt(at - 1) === 0x5c || isWhitespace(src.charCodeAt(at - 1))) continue;
		if (at + 1 < max && isDigit(src.charCodeAt(at + 1))) continue;
		return at;
	}
	return -1;
}

/** `$x$` (inline) and `$$x$$` (display) inside a paragraph. */
function inlineMath(md: Markdown): void {
	md.inline.ruler.after("comment", "math", (state: StateInline, silent: boolean) => {
		const start = state.pos;
		if (state.src.charCodeAt(start) !== 0x24 /* $ */) return false;
		if (state.src.startsWith("$$", start)) {
			const close = findCloser(state.src, "$$", start + 2, state.posMax);
			if (close < 0) return false;
			if (!silent) state.push("math_display", "", 0).content = state.src.slice(start + 2, close).trim();
			state.pos = close + 2;
			return true;
		}
		const close = inlineMathEnd(state.src, start, state.posMax);
		if (close < 0) return false;
		if (!silent) state.push("math_inline", "", 0).content = state.src.slice(start + 1, close);
		state.pos = close + 1;
		return true;
	});
}

/** Characters a tag cannot hold (besides white space): ASCII punctuation other than `-`, `_` and `/`. */
const NOT_IN_TAG = new Set("!\"#$%&'()*+,.:;<=>?@[\\]^`{|}~");

/** `#tag` not inside a word: letters, digits, `_`, `-`, `/`, and not only digits. */
function tags(md: Markdown): void {
	md.inline.ruler.after("math", "tag", (state: StateInline, silent: boolean) => {
		const start = state.pos;
		if (state.src.charCodeAt(start) !== 0x23 /* # */) return false;
		// Not inside a word or a path ("C#", "page#part", "a/#b"); after white space or punctuation it is a tag.
		if (start > 0 && /[\p{L}\p{N}_#/-]/u.test(state.src.charAt(start - 1))) return false;
		let end = start + 1;
		while (end < state.posMax && !isWhitespace(state.src.charCodeAt(end)) && !NOT_IN_TAG.has(state.src.charAt(end))) end++;
		const name = state.src.slice(start + 1, end);
		if (name === "" || /^[0-9]+$/.test(name)) return false;
		if (!silent) {
			const token = state.push("tag", "", 0);
			token.content = `#${name}`;
			token.meta = { from: start, to: end };
		}
		state.pos = end;
		return true;
	});
}

/** Where the line holding offset `at` is, as a line index of the state (bMarks), from `startLine`. */
function lineOf(state: StateBlock, at: number, startLine: number, endLine: number): number {
	for (let line = startLine; line < endLine; line++) if (at <= state.eMarks[line]!) return line;
	return endLine;
}

/**
 * A block that opens with `delimiter` at the start of a line and runs to the line of the next
 * `delimiter` (blank lines included), or to the end of its container when none closes it: `%%`
 * comments and `$$` math. Text after the closer on its line belongs to the block.
 */
function delimitedBlock(delimiter: string, type: string) {
	return (state: StateBlock, startLine: number, endLine: number, silent: boolean): boolean => {
		const pos = state.bMarks[startLine]! + state.tShift[startLine]!;
		const max = state.eMarks[startLine]!;
		if (state.sCount[startLine]! - state.blkIndent >= 4) return false;
		if (!state.src.startsWith(delimiter, pos)) return false;
		const close = findCloser(state.src, delimiter, pos + delimiter.length);
		// `%%a%% then text` on one line is an inline comment in a paragraph, not a block.
		if (close >= 0 && close < max && state.src.slice(close + delimiter.length, max).trim() !== "") return false;
		if (silent) return true;
		const closeLine = close < 0 ? endLine : lineOf(state, close, startLine, endLine);
		const nextLine = Math.min(closeLine + 1, endLine);
		const token = state.push(type, "", 0);
		token.map = [startLine, nextLine];
		// The text between the delimiters, without the quote markers or indentation of a container.
		const lines = state.getLines(startLine, nextLine, state.blkIndent, false).trim().slice(delimiter.length);
		const inner = findCloser(lines, delimiter, 0);
		token.content = (inner < 0 ? lines : lines.slice(0, inner)).trim();
		token.markup = delimiter;
		// Where the text between the delimiters is in the source (the index reads tags there).
		token.meta = { from: pos + delimiter.length, to: close < 0 || closeLine >= endLine ? state.eMarks[nextLine - 1]! : close };
		state.line = nextLine;
		return true;
	};
}

/**
 * The delimiter (`%%` or `$$`) that `content` leaves open, or undefined. Code spans, escapes, inline
 * math and closed pairs are skipped, so only a delimiter that truly runs on is reported.
 */
export function openDelimiter(content: string): "%%" | "$$" | undefined {
	for (let at = 0; at < content.length; at++) {
		const code = content.charCodeAt(at);
		if (code === 0x5c /* \ */) {
			at++;
		} else if (code === 0x60 /* ` */) {
			let run = 1;
			while (content.charCodeAt(at + run) === 0x60) run++;
			const fence = "`".repeat(run);
			let close = content.indexOf(fence, at + run);
			while (close >= 0 && content.charCodeAt(close + run) === 0x60) close = content.indexOf(fence, close + run + 1);
			at = close < 0 ? at + run - 1 : close + run - 1;
		} else if (content.startsWith("%%", at) || content.startsWith("$$", at)) {
			const delimiter = content.startsWith("%%", at) ? "%%" : "$$";
			const close = findCloser(content, delimiter, at + 2);
			if (close < 0) return delimiter;
			at = close + 1;
		} else if (code === 0x24 /* $ */) {
			const close = inlineMathEnd(content, at, content.length);
			if (close >= 0) at = close;
		}
	}
	return undefined;
}

/** CommonMark trims only ASCII white space around a paragraph. */
function asciiTrim(text: string): string {
	let start = 0;
	let end = text.length;
	while (start < end && isWhitespace(text.charCodeAt(start))) start++;
	while (end > start && isWhitespace(text.charCodeAt(end - 1))) end--;
	return text.slice(start, end);
}

/**
 * markdown-it's paragraph, plus Obsidian's run-on: a paragraph that opens a `%%` comment or `$$` math
 * and does not close it goes on to the line of the closer (or to the end), blank lines included, so
 * the comment or math covers everything in between.
 */
function paragraph(state: StateBlock, startLine: number, endLine: number): boolean {
	const terminators = state.md.block.ruler.getRules("paragraph");
	const oldParentType = state.parentType;
	state.parentType = "paragraph";
	let nextLine = startLine + 1;
	for (; nextLine < endLine && !state.isEmpty(nextLine); nextLine++) {
		if (state.sCount[nextLine]! - state.blkIndent > 3 || state.sCount[nextLine]! < 0) continue;
		if (terminators.some((rule) => rule(state, nextLine, endLine, true))) break;
	}
	let content = asciiTrim(state.getLines(startLine, nextLine, state.blkIndent, false));
	const open = openDelimiter(content);
	if (open !== undefined) {
		const close = findCloser(state.src, open, state.eMarks[nextLine - 1]!);
		nextLine = close < 0 ? endLine : Math.min(lineOf(state, close, nextLine, endLine) + 1, endLine);
		content = asciiTrim(state.getLines(startLine, nextLine, state.blkIndent, false));
	}
	state.line = nextLine;
	const opener = state.push("paragraph_open", "p", 1);
	opener.map = [startLine, nextLine];
	const inline = state.push("inline", "", 0);
	inline.content = content;
	inline.map = [startLine, nextLine];
	inline.children = [];
	state.push("paragraph_close", "p", -1);
	state.parentType = oldParentType;
	return true;
}

/** `[^1]: text` is a footnote in Obsidian; the preview keeps it as a paragraph of text (no footnotes). */
function footnoteDefinition(state: StateBlock, startLine: number, endLine: number, silent: boolean): boolean {
	const pos = state.bMarks[startLine]! + state.tShift[startLine]!;
	if (state.sCount[startLine]! - state.blkIndent >= 4) return false;
	if (!/^\[\^[^\]\s]+\]:/.test(state.src.slice(pos, state.eMarks[startLine]))) return false;
	if (silent) return true;
	const before = state.tokens.length;
	paragraph(state, startLine, endLine);
	const opener = state.tokens[before];
	if (opener) opener.meta = { footnote: true };
	return true;
}

const CALLOUT_HEAD = /^\[!([^\]|]+)(?:\|([^\]]*))?\]([+-]?)[ \t]*(.*)$/;

/** The default title: the type with its first letter capitalised ("note" → "Note"). */
export function calloutDefaultTitle(type: string): string {
	return type.charAt(0).toUpperCase() + type.slice(1);
}

/**
 * Where each line of an inline token's content starts in the block's source: markdown-it strips
 * quote markers, list markers and indentation, so each content line is the end of its source line.
 */
function lineStarts(source: string, sourceLineStarts: number[], inline: Token, cursor: Map<number, number>): number[] {
	const first = inline.map?.[0] ?? 0;
	const lines = inline.content.split("\n");
	return lines.map((line, index) => {
		const at = first + index;
		const lineStart = sourceLineStarts[at] ?? 0;
		const lineEnd = (sourceLineStarts[at + 1] ?? source.length + 1) - 1;
		let sourceLine = source.slice(lineStart, lineEnd);
		if (index === lines.length - 1) sourceLine = sourceLine.replace(/[ \t]+$/, "");
		if (sourceLine.endsWith(line)) return lineStart + sourceLine.length - line.length;
		// Table cells and headings with closing #s: the text is inside the line, not at its end.
		const found = source.slice(lineStart, lineEnd).indexOf(line, cursor.get(at) ?? 0);
		if (found >= 0) cursor.set(at, found + line.length);
		return lineStart + Math.max(found, 0);
	});
}

/** Offsets of each line's start in `source`. */
export function sourceLineStarts(source: string): number[] {
	const starts = [0];
	for (let at = source.indexOf("\n"); at >= 0; at = source.indexOf("\n", at + 1)) starts.push(at + 1);
	return starts;
}

/** Where each inline token's content lines start in the source, when the env asks for positions. */
function positions(state: StateCore): void {
	if (state.env.positions !== true) return;
	const starts = sourceLineStarts(state.src);
	const cursor = new Map<number, number>();
	for (const token of state.tokens) {
		if (token.type === "inline") token.meta = { ...(token.meta), lineStarts: lineStarts(state.src, starts, token, cursor) };
	}
}

/**
 * A blockquote whose first line is `[!type|metadata]± Title` becomes a callout: the head is taken out
 * of the quote's text and kept on the blockquote token, for the renderer and the index.
 */
function callouts(state: StateCore): void {
	const tokens = state.tokens;
	for (let index = 0; index + 2 < tokens.length; index++) {
		const quote = tokens[index];
		const paragraphOpen = tokens[index + 1];
		const inline = tokens[index + 2];
		if (quote?.type !== "blockquote_open" || paragraphOpen?.type !== "paragraph_open" || inline?.type !== "inline") continue;
		const newline = inline.content.indexOf("\n");
		const firstLine = newline < 0 ? inline.content : inline.content.slice(0, newline);
		const head = CALLOUT_HEAD.exec(firstLine);
		if (!head) continue;
		const rest = head[4] ?? "";
		const title = rest.trim();
		const starts = (inline.meta as { lineStarts?: number[] } | null)?.lineStarts;
		const meta: CalloutMeta = {
			type: (head[1] ?? "").trim().toLowerCase(),
			metadata: (head[2] ?? "").trim(),
			fold: head[3] ?? "",
			title,
			titleTokens: [],
			titleOffset: (starts?.[0] ?? 0) + firstLine.length - rest.length,
		};
		quote.meta = meta;
		if (newline < 0) {
			// Only a title: the quote's first paragraph goes.
			tokens.splice(index + 1, 3);
			continue;
		}
		inline.content = inline.content.slice(newline + 1);
		if (inline.map) inline.map = [inline.map[0] + 1, inline.map[1]];
		if (paragraphOpen.map) paragraphOpen.map = [paragraphOpen.map[0] + 1, paragraphOpen.map[1]];
		if (starts) inline.meta = { ...(inline.meta as Record<string, unknown>), lineStarts: starts.slice(1) };
	}
}

/** The callout titles, parsed as inline Markdown (links, emphasis, code) once the inline rules are set. */
function calloutTitles(state: StateCore): void {
	for (const token of state.tokens) {
		const meta = token.meta as CalloutMeta | null;
		if (token.type !== "blockquote_open" || !meta || typeof meta.type !== "string" || meta.title === "") continue;
		const children: Token[] = [];
		state.md.inline.parse(meta.title, state.md, state.env, children);
		meta.titleTokens = children;
	}
}

const BLOCK_ID = /(^|[ \t])\^([A-Za-z0-9-]+)[ \t]*$/;

/**
 * ` ^id` ending a paragraph (a list item's too) is its block id, not drawn in reading view: it is
 * taken off the last text and kept on the inline token (meta.blockId; meta.idOnly when the paragraph
 * held nothing else, Obsidian's way to give the block before it an id).
 */
function blockIds(state: StateCore): void {
	for (let index = 0; index < state.tokens.length; index++) {
		const inline = state.tokens[index];
		if (inline?.type !== "inline" || state.tokens[index - 1]?.type !== "paragraph_open") continue;
		const children = inline.children ?? [];
		const last = children[children.length - 1];
		if (last?.type !== "text") continue;
		const match = BLOCK_ID.exec(last.content);
		if (!match) continue;
		last.content = last.content.slice(0, match.index + (match[1] ?? "").length).replace(/[ \t]+$/, "");
		if (last.content === "") children.pop();
		while (children.length > 0 && children[children.length - 1]?.type === "softbreak") children.pop();
		inline.meta = { ...(inline.meta), blockId: match[2], idOnly: children.every((child) => child.type === "text" && child.content.trim() === "") };
	}
}

function obsidianMarkdown(md: Markdown): void {
	md.block.ruler.before("fence", "comment_block", delimitedBlock("%%", "comment_block"), { alt: ["paragraph", "reference", "blockquote", "list"] });
	md.block.ruler.before("fence", "math_block", delimitedBlock("$$", "math_block"), { alt: ["paragraph", "reference", "blockquote", "list"] });
	md.block.ruler.before("reference", "footnote_definition", footnoteDefinition);
	md.block.ruler.at("paragraph", paragraph);
	md.core.ruler.after("block", "positions", positions);
	md.core.ruler.after("positions", "callout", callouts);
	md.core.ruler.after("inline", "callout_title", calloutTitles);
	md.core.ruler.after("callout_title", "block_id", blockIds);
}

export const markdown = new MarkdownIt({ html: true, linkify: false, typographer: false })
	.use(wikilinks)
	.use(linkSources)
	.use(inlineComments)
	.use(inlineMath)
	.use(tags)
	.use(obsidianMarkdown);

/** One block's tokens. `env` carries the note's link reference definitions; `withPositions` maps inline content back to the source. */
export function parseBlock(text: string, env: Env, withPositions = false): Token[] {
	return markdown.parse(text, { references: env.references, positions: withPositions });
}

/** Inline Markdown on its own (a property's value). */
export function parseInline(text: string): Token[] {
	return markdown.parseInline(text, {})[0]?.children ?? [];
}

/** A top-level block of a note: its text, where it is, and the lines it spans (first and last, counted from the note's top). */
export interface Block {
	text: string;
	from: number;
	to: number;
	lineStart: number;
	lineEnd: number;
}

/** About 1,000 lines of a note: one step of the splitter. */
const CHUNK = 64 * 1024;

/**
 * Splits a note's body into its top-level blocks, a chunk at a time (call `step` until it returns
 * true): each chunk is tokenized by markdown-it's block rules only, the blocks it holds are kept but
 * the last, which may go on in the next chunk, where the next step starts. A block longer than a
 * chunk (a long list, an unclosed comment) doubles the chunk until it fits. Link reference
 * definitions are collected in `env` on the way.
 */
export class BlockSplitter {
	readonly blocks: Block[] = [];
	readonly env: Env = { references: {} };
	private chunk = CHUNK;

	constructor(
		private readonly text: string,
		private at: number,
		private line: number,
	) {}

	step(): boolean {
		if (this.at >= this.text.length) return true;
		let end = Math.min(this.text.length, this.at + this.chunk);
		if (end < this.text.length) {
			const newline = this.text.indexOf("\n", end);
			end = newline < 0 ? this.text.length : newline + 1;
		}
		const last = end >= this.text.length;
		const source = this.text.slice(this.at, end);
		const state = new markdown.block.State(source, markdown, this.env, []);
		markdown.block.tokenize(state, 0, state.lineMax);
		const spans: Array<[number, number]> = [];
		let covered = 0;
		for (const token of state.tokens) {
			if (token.level !== 0 || token.nesting === -1 || !token.map) continue;
			// Lines no token covers but that hold text are link reference definitions: a block of their own.
			const gap = firstFilled(state, covered, token.map[0]);
			if (gap < token.map[0]) spans.push([gap, token.map[0]]);
			spans.push([token.map[0], token.map[1]]);
			covered = token.map[1];
		}
		const tail = firstFilled(state, covered, state.lineMax);
		if (tail < state.lineMax) spans.push([tail, state.lineMax]);
		if (!last) {
			if (spans.length <= 1) {
				this.chunk *= 2;
				return false;
			}
			const next = spans.pop()!;
			this.keep(state, spans);
			this.line += next[0];
			this.at += state.bMarks[next[0]]!;
			this.chunk = CHUNK;
			return false;
		}
		this.keep(state, spans);
		this.at = this.text.length;
		return true;
	}

	private keep(state: StateBlock, spans: ReadonlyArray<[number, number]>): void {
		for (const [first, after] of spans) {
			let lastLine = after - 1;
			while (lastLine > first && state.isEmpty(lastLine)) lastLine--;
			const from = this.at + state.bMarks[first]!;
			const to = this.at + state.eMarks[lastLine]!;
			this.blocks.push({ text: this.text.slice(from, to), from, to, lineStart: this.line + first, lineEnd: this.line + lastLine });
		}
	}
}

/** The first line from `line` (before `end`) that is not blank, or `end`. */
function firstFilled(state: StateBlock, line: number, end: number): number {
	let at = line;
	while (at < end && state.isEmpty(at)) at++;
	return at;
}
