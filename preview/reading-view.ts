/**
 * The preview's reading view of one note, drawn and updated the way Obsidian's is:
 *
 * - the note is split into sections (its properties, then each top-level block; markdown-parser.ts),
 *   each parsed and drawn on its own, then handed to the plugin's post-processors;
 * - the first drawing of a long note happens in time slices (schedule.ts): the page stays responsive
 *   and the sections appear from the top; `set` resolves when the last one is drawn;
 * - when the note changes, only the sections whose text changed are drawn again: the others keep
 *   their elements and the children the plugin added to them (a widget's state, its listeners), and
 *   only learn their new line numbers; a removed section's children are unloaded. New sections appear
 *   in place and the page keeps its scroll position;
 * - `ctx.getSectionInfo(el)` gives the note's text and the current lines of the section holding `el`,
 *   and `ctx.addChild` ties a child to its section, so it unloads when the section is drawn again.
 */
import type { Env, Token } from "markdown-it";
import { getFrontMatterInfo, parseYaml } from "./frontmatter";
import { guarded, renderFrontmatter, renderSection, type Renderers, type RenderOptions } from "./markdown";
import { parseBlock, sourceLineStarts } from "./markdown-parser";
import { splitNote, type NoteBlocks } from "./note-index";
import { Component, type MarkdownPostProcessorContext } from "./obsidian-shim";
import { runSliced, type Cancel } from "./schedule";

/** Sections a group holds (between GROUP and twice as many), and the group's class. */
const GROUP = 100;
const GROUP_CLASS = "cl-preview-sections";
/** From this many sections a note is long: the browser skips its groups off screen (obsidian-theme.css). */
const LONG_NOTE = 2000;

/** A drawn section: its text, its lines in the note now, its element, and the component owning its children. */
interface Section {
	text: string;
	frontmatter: boolean;
	lineStart: number;
	lineEnd: number;
	el: HTMLElement;
	owner: Component;
	/** Drawn again or gone: its elements no longer belong to the note. */
	dropped?: boolean;
}

/** A section the new text wants: an existing one kept, or one to draw. */
interface Wanted {
	text: string;
	frontmatter: boolean;
	lineStart: number;
	lineEnd: number;
	kept?: Section;
}

/** The properties as parsed YAML; when they are not valid YAML, one row says why (as Obsidian's Properties view warns). */
function readFrontmatter(yaml: string): Record<string, unknown> {
	let value: unknown;
	try {
		value = yaml.trim() === "" ? {} : parseYaml(yaml);
	} catch (error) {
		return { frontmatter: `Invalid YAML: ${error instanceof Error ? error.message : String(error)}` };
	}
	return value !== null && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

export class ReadingView extends Component {
	/** The sections on the page, in their order. */
	private current: () => Section[] = () => [];
	private readonly byElement = new WeakMap<HTMLElement, Section>();
	private text = "";
	private split: NoteBlocks | undefined;
	private env: Env = {};
	private frontmatter: Record<string, unknown> | null = null;
	private job: Cancel | undefined;

	constructor(
		readonly containerEl: HTMLElement,
		private readonly renderers: Renderers,
		public options: RenderOptions,
	) {
		super();
		containerEl.addClass("markdown-preview-section");
	}

	/** The note's text as drawn (or being drawn). */
	get data(): string {
		return this.text;
	}

	/**
	 * Draws `text`, or brings the drawing up to it: only changed sections are drawn again. Resolves
	 * true when every section is drawn, false when a newer `set` took over.
	 */
	async set(text: string): Promise<boolean> {
		if (this.job) this.job.cancelled = true;
		const cancel: Cancel = { cancelled: false };
		this.job = cancel;
		const split = await splitNote(text, this.split, cancel);
		if (!split || cancel.cancelled) return false;
		this.split = split;
		this.text = text;
		this.env = split.env;
		const info = getFrontMatterInfo(text);
		this.frontmatter = info.exists ? readFrontmatter(info.frontmatter) : null;
		const wanted: Wanted[] = [];
		if (info.exists) {
			const head = text.slice(0, info.contentStart);
			wanted.push({ text: head, frontmatter: true, lineStart: 0, lineEnd: sourceLineStarts(head.replace(/\r?\n$/, "")).length - 1 });
		}
		for (const block of split.blocks) wanted.push({ text: block.text, frontmatter: false, lineStart: block.lineStart, lineEnd: block.lineEnd });
		this.containerEl.toggleClass("cl-preview-long", wanted.length >= LONG_NOTE);
		return this.update(wanted, cancel);
	}

	/** Keeps the sections whose text is unchanged, drops the rest, draws the new ones in order, in slices. */
	private async update(wanted: Wanted[], cancel: Cancel): Promise<boolean> {
		// The sections on the page now (an update still under way may have drawn some and not others).
		const old = this.current();
		const same = (section: Section | undefined, want: Wanted | undefined): boolean => section !== undefined && want !== undefined && section.text === want.text && section.frontmatter === want.frontmatter;
		let prefix = 0;
		while (prefix < old.length && prefix < wanted.length && same(old[prefix], wanted[prefix])) wanted[prefix]!.kept = old[prefix++];
		let suffix = 0;
		while (suffix < old.length - prefix && suffix < wanted.length - prefix && same(old[old.length - 1 - suffix], wanted[wanted.length - 1 - suffix])) {
			wanted[wanted.length - 1 - suffix]!.kept = old[old.length - 1 - suffix];
			suffix++;
		}
		// In between, a section whose text is still there somewhere (moved) is kept too. A note opened
		// afresh has nothing to keep: its sections' texts (megabytes in a long session) are not looked up.
		const spare = new Map<string, Section[]>();
		for (const section of old.slice(prefix, old.length - suffix)) {
			const key = `${section.frontmatter ? "fm" : "md"}:${section.text}`;
			const list = spare.get(key);
			if (list) list.push(section);
			else spare.set(key, [section]);
		}
		if (spare.size > 0) {
			for (const want of wanted.slice(prefix, wanted.length - suffix)) {
				const list = spare.get(`${want.frontmatter ? "fm" : "md"}:${want.text}`);
				if (list && list.length > 0) want.kept = list.shift();
			}
		}
		for (const list of spare.values()) for (const section of list) this.drop(section);
		for (const want of wanted) {
			if (!want.kept) continue;
			want.kept.lineStart = want.lineStart;
			want.kept.lineEnd = want.lineEnd;
		}

		// Draw in order: the kept sections of the middle are moved into place, new ones drawn after the previous.
		const drawn: Section[] = wanted.slice(0, prefix).map((want) => want.kept!);
		const rest = wanted.slice(prefix, wanted.length - suffix);
		const tail = wanted.slice(wanted.length - suffix).map((want) => want.kept!);
		let next = 0;
		// What is on the page at any moment: the sections drawn so far, then the kept ones not yet reached, in their order.
		this.current = () => [...drawn, ...rest.slice(next).flatMap((want) => (want.kept ? [want.kept] : [])), ...tail];
		const finished = await runSliced(() => {
			const want = rest[next];
			if (!want) return true;
			const section = want.kept ?? this.draw(want);
			this.place(section, drawn[drawn.length - 1]);
			drawn.push(section);
			next++;
			return false;
		}, cancel);
		if (this.job === cancel) {
			const final = this.current();
			this.current = () => final;
		}
		return finished;
	}

	/**
	 * Puts a section right after `previous` (first when there is none). Sections sit in groups of about
	 * GROUP (`div.cl-preview-sections`; in a long note `content-visibility: auto`, obsidian-theme.css): a
	 * browser lays out and paints a container of 20,000 children again in full for each one added, about
	 * 100 ms a frame; in groups, only the groups near the screen are laid out and a change costs one
	 * group. Obsidian avoids the same cost by keeping only the sections near the screen in the page; the
	 * preview keeps them all, so tests and screenshots see the whole note.
	 */
	private place(section: Section, previous: Section | undefined): void {
		const group = previous ? (previous.el.parentElement ?? undefined) : (this.containerEl.firstElementChild as HTMLElement | null) ?? undefined;
		let target = group ?? this.containerEl.createDiv({ cls: GROUP_CLASS });
		const after = previous ? previous.el.nextSibling : target.firstChild;
		if (section.el === after && section.el.parentElement === target) return;
		// Past the end of a full group, a new group begins: a note drawn from the top fills its groups in
		// turn and never moves a section (a split moves half a group).
		if (after === null && target.childElementCount >= GROUP) {
			const next = createDiv({ cls: GROUP_CLASS });
			target.after(next);
			target = next;
		}
		const left = section.el.parentElement;
		target.insertBefore(section.el, after);
		if (left && left !== target && left.childElementCount === 0) left.remove();
		if (target.childElementCount > GROUP * 2) this.splitGroup(target);
	}

	/** A group grown to twice its size gives its second half to a new group after it. */
	private splitGroup(group: HTMLElement): void {
		const half = createDiv({ cls: GROUP_CLASS });
		group.after(half);
		half.append(...Array.from(group.children).slice(GROUP));
	}

	private drop(section: Section): void {
		section.dropped = true;
		this.removeChild(section.owner);
		const group = section.el.parentElement;
		section.el.remove();
		if (group && group !== this.containerEl && group.childElementCount === 0) group.remove();
	}

	/** One section: its element, drawn, then handed to the plugin's post-processors. */
	private draw(want: Wanted): Section {
		const el = createDiv();
		const owner = this.addChild(new Component());
		const section: Section = { text: want.text, frontmatter: want.frontmatter, lineStart: want.lineStart, lineEnd: want.lineEnd, el, owner };
		this.byElement.set(el, section);
		if (want.frontmatter) {
			el.addClass("mod-header");
			if (this.frontmatter) renderFrontmatter(el, this.frontmatter, this.options);
			return section;
		}
		const ctx = this.context(owner);
		const tokens: Token[] = parseBlock(want.text, this.env);
		renderSection(el, tokens, this.renderers, ctx, this.options);
		for (const processor of this.renderers.postProcessors) guarded(el, "post-processor", () => processor(el, ctx));
		return section;
	}

	private context(owner: Component): MarkdownPostProcessorContext {
		return {
			docId: this.options.sourcePath,
			sourcePath: this.options.sourcePath,
			frontmatter: this.frontmatter,
			addChild: (child) => void owner.addChild(child),
			getSectionInfo: (el) => {
				for (let at: HTMLElement | null = el; at; at = at.parentElement) {
					const section = this.byElement.get(at);
					if (section) return section.dropped ? null : { text: this.text, lineStart: section.lineStart, lineEnd: section.lineEnd };
				}
				return null;
			},
		};
	}

	override onunload(): void {
		if (this.job) this.job.cancelled = true;
		for (const group of Array.from(this.containerEl.querySelectorAll(`:scope > .${GROUP_CLASS}`))) group.remove();
		this.current = () => [];
	}
}
