/**
 * The card for an entry of the older form (a fenced ```` ```ledger-entry ```` block), in reading view
 * and Live Preview alike. It leads with one line a player reads at a glance (actor, action, dice,
 * outcome) and keeps the details (inputs, dice, why, changes, rules) one click away in a real
 * <details>, open by default only for the newest entry of the note. Everything comes from note text,
 * so everything is untrusted and goes in through createEl/setText only; `[[links]]` in it become
 * links. An entry that no longer parses is shown as written, with a warning: a hand edit never makes
 * a result disappear. Its state (Undo, undone) comes from the note's shared log (note-log.ts).
 */
import { MarkdownRenderChild, type App } from "obsidian";
import { isolate } from "../user-text";
import { parseLegacyEntryBody, type LogDiceGroup, type LogEntry, type LogScalar } from "../../engine/log";
import { fileAt } from "../../notes/campaign/notes";
import type { LogIndex } from "../../notes/log/log-index";
import { linkpathOf, targetLabel } from "../../notes/log/targets";
import { diceGlance, GLANCE_DICE, outcomeClass } from "./entry-callout";
import { drawStatus, entryTime, statusKey } from "./entry-status";
import { internalLink, noteReference } from "./links";
import { readNoteLog, watchNoteLog } from "./note-log";
import type { UndoFlowHooks } from "./undo-flow";

export { diceGlance, entryTime };
/** A dice group drawn die by die in the details up to this many dice; past it, its count and total, the dice one click further. */
export const CARD_DICE_DRAWN = GLANCE_DICE;

function showScalar(value: LogScalar | string[]): string {
	if (value === null) return "empty";
	if (Array.isArray(value)) return value.join(", ");
	return String(value);
}

const WIKILINK = /\[\[([^[\]]{1,300})\]\]/g;

/** Text in which `[[Note]]` and `[[Note|Name]]` become links and everything else stays text. */
export function textWithLinks(parent: HTMLElement, app: App, text: string, sourcePath: string): void {
	let at = 0;
	for (const match of text.matchAll(WIKILINK)) {
		const index = match.index ?? 0;
		if (index > at) parent.appendText(text.slice(at, index));
		const linkpath = linkpathOf(match[0]);
		if (linkpath === "") parent.appendText(match[0]);
		else internalLink(parent, app, linkpath, targetLabel(match[0]), sourcePath);
		at = index + match[0].length;
	}
	if (at < text.length) parent.appendText(text.slice(at));
}

function number(value: number): string {
	return value.toLocaleString("en-US");
}

export class LedgerEntryChild extends MarkdownRenderChild {
	private statusEl: HTMLElement | null = null;
	private detailsEl: HTMLDetailsElement | null = null;
	private entry: LogEntry | null = null;
	private drawnKey = "";
	/** The user opened or closed the details: never reopen or close them behind their back. */
	private userToggled = false;

	constructor(
		containerEl: HTMLElement,
		private readonly app: App,
		private readonly source: string,
		private readonly sourcePath: string,
		private readonly hooks?: UndoFlowHooks,
	) {
		super(containerEl);
	}

	override onload(): void {
		const parsed = parseLegacyEntryBody(this.source);
		if (!parsed.ok) {
			this.renderUnreadable(parsed.error);
			return;
		}
		this.entry = parsed.value;
		this.renderCard(parsed.value);
		const file = fileAt(this.app, this.sourcePath);
		if (file) this.register(watchNoteLog(this.app, file, { id: parsed.value.id, update: (index) => this.update(index) }));
	}

	private renderUnreadable(error: string): void {
		const box = this.containerEl.createDiv({ cls: "cl-entry cl-entry-unreadable" });
		box.createEl("p", { cls: "cl-warning", text: `This log entry could not be read, so it is shown as written. ${error}` });
		box.createEl("pre", { cls: "cl-entry-raw", text: this.source });
	}
	private renderCard(entry: LogEntry): void {
		const card = this.containerEl.createDiv({ cls: "cl-entry" });
		card.dataset.entryId = entry.id;
		const header = card.createDiv({ cls: "cl-entry-header" });
		if (entry.actor !== "") {
			const actor = isolate(header.createSpan({ cls: "cl-entry-actor" }));
			noteReference(actor, this.app, entry.actor, this.sourcePath);
		}
		const title = isolate(header.createSpan({ cls: "cl-entry-title" }));
		textWithLinks(title, this.app, entry.title, this.sourcePath);
		if (entry.dice.length > 0) header.createSpan({ cls: "cl-entry-dice-glance", text: diceGlance(entry) });
		if (entry.outcome) {
			const outcome = header.createSpan({ cls: "cl-entry-outcome", text: entry.outcome.text });
			const cls = outcomeClass(entry.outcome.code);
			if (cls) outcome.addClass(cls);
		}
		this.statusEl = card.createDiv({ cls: "cl-entry-status" });

		const details = card.createEl("details", { cls: "cl-entry-details" });
		this.detailsEl = details;
		details.createEl("summary", { text: "Details" });
		details.addEventListener("toggle", () => {
			if (details.open) this.ensureDetails();
			if (details.dataset.auto === "1") delete details.dataset.auto;
			else this.userToggled = true;
		});
	}

	/** The details are drawn the first time they open: a long log stays light until a card is read. */
	private ensureDetails(): void {
		const details = this.detailsEl;
		if (!details || !this.entry || details.dataset.drawn === "1") return;
		details.dataset.drawn = "1";
		this.renderDetails(details, this.entry);
	}

	private renderDetails(details: HTMLElement, entry: LogEntry): void {
		details.createDiv({ cls: "cl-entry-meta", text: [entry.kind, entry.system, entryTime(entry.time)].filter(Boolean).join(" · ") });
		if (entry.inputs.length > 0) {
			const inputs = details.createEl("ul", { cls: "cl-entry-inputs" });
			for (const input of entry.inputs) {
				const item = inputs.createEl("li");
				item.appendText(`${input.key}: `);
				textWithLinks(item, this.app, showScalar(input.value), this.sourcePath);
			}
		}
		for (const group of entry.dice) this.renderDiceGroup(details, group);
		if (entry.explanation.length > 0) {
			const why = details.createEl("ul", { cls: "cl-entry-why" });
			for (const line of entry.explanation) textWithLinks(why.createEl("li"), this.app, line, this.sourcePath);
		}
		if (entry.changes.length > 0) {
			const changes = details.createEl("ul", { cls: "cl-entry-changes" });
			for (const change of entry.changes) {
				const item = changes.createEl("li", { cls: "cl-change" });
				noteReference(item, this.app, change.target === "" ? entry.actor : change.target, this.sourcePath);
				item.createSpan({ cls: "cl-change-key", text: ` ${change.key} ` });
				item.createSpan({ cls: "cl-change-before", text: showScalar(change.before) });
				item.createSpan({ text: " → " });
				item.createSpan({ cls: "cl-change-after", text: showScalar(change.after) });
			}
		}
		if (entry.links.length > 0) {
			const rules = details.createDiv({ cls: "cl-entry-rules" });
			rules.createSpan({ text: "Rules: " });
			for (const page of entry.links) internalLink(rules, this.app, page, page, this.sourcePath);
		}
	}

	/** Every die of a group; a big group as its count and total, its dice drawn when asked for. */
	private renderDiceGroup(parent: HTMLElement, group: LogDiceGroup): void {
		const dice = parent.createDiv({ cls: "cl-entry-dice" });
		dice.createSpan({ cls: "cl-dice-notation", text: group.notation });
		if (group.dice.length > CARD_DICE_DRAWN) {
			const more = dice.createEl("details", { cls: "cl-entry-many-dice" });
			more.createEl("summary", { text: `${number(group.dice.length)} dice, ${number(group.total)}` });
			more.addEventListener("toggle", () => {
				if (!more.open || more.querySelector(".cl-dice-text")) return;
				more.createDiv({ cls: "cl-dice-text", text: group.dice.map((die) => (die.kept ? String(die.value) : `(${die.value})`)).join(" ") });
			});
			return;
		}
		for (const die of group.dice) {
			const el = dice.createSpan({ cls: "cl-die", text: String(die.value) });
			if (!die.kept) {
				el.addClass("cl-die-dropped");
				el.setAttr("aria-label", `${die.value} (dropped)`);
			}
		}
		dice.createSpan({ cls: "cl-dice-total", text: `= ${group.total}` });
	}

	/** Reads the note's log now and updates from it (the watcher does this on every change). */
	async refreshStatus(): Promise<void> {
		const file = fileAt(this.app, this.sourcePath);
		if (file) this.update(await readNoteLog(this.app, file));
	}

	/** Undone-ness, the newest entry and duplicate ids live in the whole note's log. */
	private update(index: LogIndex): void {
		const entry = this.entry;
		const status = this.statusEl;
		const file = fileAt(this.app, this.sourcePath);
		if (!entry || !status || !file) return;
		const item = index.byId.get(entry.id);
		const mine = item !== undefined;
		if (this.detailsEl && !this.userToggled) {
			const newest = mine && index.entries[index.entries.length - 1] === item;
			if (this.detailsEl.open !== newest) {
				if (newest) this.ensureDetails();
				this.detailsEl.dataset.auto = "1";
				this.detailsEl.open = newest;
			}
		}
		const key = mine ? statusKey(index, entry.id) : "other";
		if (key === this.drawnKey) return;
		this.drawnKey = key;
		const card = status.parentElement ?? status;
		if (!mine) {
			status.empty();
			card.removeClass("cl-entry-undone");
			return;
		}
		drawStatus({ app: this.app, file, statusEl: status, entryEl: card, hooks: this.hooks }, index, entry.id);
	}
}
