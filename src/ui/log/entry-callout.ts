/**
 * Log entries in their callout form, as Obsidian draws them (reading view, and callouts in Live
 * Preview): the plugin adds to what is there rather than replacing it. The callout's title already
 * reads "[[Kira]] · Climb (Might, trained) · Success" with real links, and its folded content lists
 * the details; the plugin adds the dice at a glance and the entry's state (Undo, or "Undone at …") to
 * the title, colours the outcome, and quiets the line of query fields. Every entry of a note shares
 * one watcher of the note's log (note-log.ts), so a card learns its state by one lookup.
 */
import { MarkdownRenderChild, type App, type MarkdownPostProcessorContext, type TFile } from "obsidian";
import { CALLOUT_TYPE, fieldsItemIndex, type LogDiceGroup, type LogEntry } from "../../engine/log";
import { fileAt } from "../../notes/campaign/notes";
import type { LogIndex } from "../../notes/log/log-index";
import { watchNoteLog } from "./note-log";
import { drawStatus, statusKey } from "./entry-status";
import type { UndoFlowHooks } from "./undo-flow";
import { grouped } from "../../engine/text";

/** A dice group written out die by die in the glance up to this many dice; past it, its count and total. */
export const GLANCE_DICE = 20;

/** A number as toLocaleString("en-US") writes it, without the locale data its first call loads (tens of ms on the first roll). */
function number(value: number): string {
	return grouped(value);
}

/** The dice in a few words: the free roll's arithmetic (`16 + 5 = 21`), else each group's kept faces or its count. */
export function diceGlance(entry: LogEntry): string {
	const expression = entry.inputs.find((input) => input.key === "roll")?.value;
	const dice = entry.dice.reduce((sum, group) => sum + group.dice.length + (group.omitted ?? 0), 0);
	if (typeof expression === "string" && dice <= GLANCE_DICE && entry.explanation[0] !== undefined) return `${expression}: ${entry.explanation[0]}`;
	return entry.dice.map((group) => `${group.notation}: ${groupGlance(group)}`).join("; ");
}

function groupGlance(group: LogDiceGroup): string {
	const count = group.dice.length + (group.omitted ?? 0);
	if (count > GLANCE_DICE) return `${number(count)} dice, ${number(group.total)}`;
	const kept = group.dice.filter((die) => die.kept).map((die) => String(die.value));
	return kept.length === 1 && kept[0] === String(group.total) ? kept[0] : `${kept.join(", ")} → ${group.total}`;
}

/** Outcome codes become a class so themes can colour successes and failures; anything odd is dropped. */
export function outcomeClass(code: string | undefined): string | null {
	return code && /^[a-z0-9-]{1,40}$/.test(code) ? `cl-outcome-${code}` : null;
}

/** One entry callout on screen; unloads with the section Obsidian drew it in. */
export class EntryCalloutChild extends MarkdownRenderChild {
	private statusEl: HTMLElement | null = null;
	private drawnKey = "";
	private decorated = false;
	private file: TFile | undefined;

	constructor(
		private readonly callout: HTMLElement,
		private readonly app: App,
		private readonly sourcePath: string,
		private readonly id: string,
		private readonly hooks?: UndoFlowHooks,
	) {
		super(callout);
	}

	override onload(): void {
		const file = fileAt(this.app, this.sourcePath);
		this.callout.dataset.entryId = this.id;
		this.callout.addClass("cl-entry-callout");
		if (!file) return;
		this.file = file;
		const stop = watchNoteLog(this.app, file, { id: this.id, update: (index) => this.update(index) });
		this.register(stop);
	}

	private update(index: LogIndex): void {
		const file = this.file;
		const item = index.byId.get(this.id);
		if (!file || !item) return;
		if (!this.decorated) this.decorate(item.entry);
		const key = statusKey(index, this.id);
		if (key === this.drawnKey || !this.statusEl) return;
		this.drawnKey = key;
		drawStatus({ app: this.app, file, statusEl: this.statusEl, entryEl: this.callout, hooks: this.hooks }, index, this.id);
	}

	/** Adds the glance, the outcome's colour and the state slot once the entry is known. */
	private decorate(entry: LogEntry): void {
		this.decorated = true;
		const cls = outcomeClass(entry.outcome?.code);
		if (cls) this.callout.addClass(cls);
		const title = this.callout.querySelector<HTMLElement>(":scope > .callout-title") ?? this.callout;
		if (entry.dice.length > 0) {
			const glance = diceGlance(entry);
			const inner = title.querySelector(".callout-title-inner");
			// The written summary already ends in the roll when the outcome names it; the glance adds the dice otherwise.
			if (!(inner?.textContent ?? "").includes(glance)) title.createSpan({ cls: "cl-entry-dice-glance", text: glance });
		}
		this.statusEl = title.createSpan({ cls: "cl-entry-status" });
		// The fields line comes after the input and dice lines (when the entry has them), not first.
		const items = this.callout.querySelectorAll(":scope > .callout-content > ul > li");
		items.item(fieldsItemIndex(entry))?.addClass("cl-entry-fields");
	}
}

/** Finds the entry callouts Obsidian drew in `el` and decorates each. */
export function decorateEntryCallouts(el: HTMLElement, ctx: MarkdownPostProcessorContext, app: App, hooks?: UndoFlowHooks): void {
	const callouts = el.querySelectorAll<HTMLElement>(`.callout[data-callout="${CALLOUT_TYPE}"]`);
	for (const callout of Array.from(callouts)) {
		const id = (callout.dataset.calloutMetadata ?? "").trim();
		if (id === "" || callout.dataset.entryId !== undefined) continue;
		ctx.addChild(new EntryCalloutChild(callout, app, ctx.sourcePath, id, hooks));
	}
}
