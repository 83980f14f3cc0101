/**
 * The `ledger-entry` card, in reading view and Live Preview alike. It leads with one line a player
 * reads at a glance (actor, action, dice, outcome) and keeps the details (inputs, dice, why, changes,
 * rules) one click away in a real <details>, open by default only for the newest entry of the note.
 * Everything comes from note text, so everything is untrusted and goes in through createEl/setText
 * only; `[[links]]` in it become links. An entry that no longer parses is shown as written, with a
 * warning: a hand edit never makes a result disappear.
 */
import { MarkdownRenderChild, type App } from "obsidian";
import { parseEntryBody, type LogDiceGroup, type LogEntry, type LogScalar, type ParsedLog } from "../../engine/log";
import { fileAt } from "../../notes/campaign/notes";
import { linkpathOf, targetLabel } from "../../notes/log/targets";
import { redrawOnChange } from "../note-events";
import { internalLink, noteReference } from "./links";
import { readNoteLog } from "./note-log";
import { runUndo, type UndoFlowHooks } from "./undo-flow";

/** A dice group drawn die by die in the details up to this many dice; past it, its count and total, the dice one click further. */
export const CARD_DICE_DRAWN = 20;
const DUPLICATE_MESSAGE = "Another entry already has the id";

function showScalar(value: LogScalar | string[]): string {
	if (value === null) return "empty";
	if (Array.isArray(value)) return value.join(", ");
	return String(value);
}

/** Outcome codes become a class so themes can colour successes and failures; anything odd is dropped. */
function outcomeClass(code: string | undefined): string | null {
	return code && /^[a-z0-9-]{1,40}$/.test(code) ? `cl-outcome-${code}` : null;
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

/** The clock time of an entry, for the one-line header and for naming entries in words. */
export function entryTime(iso: string): string {
	const time = new Date(iso);
	if (Number.isNaN(time.getTime())) return iso;
	return time.toLocaleString(undefined, { day: "numeric", month: "short", hour: "2-digit", minute: "2-digit" });
}

/** The dice in a few words: the free roll's arithmetic (`16 + 5 = 21`), else each group's kept faces or its count. */
export function diceGlance(entry: LogEntry): string {
	const expression = entry.inputs.find((input) => input.key === "roll")?.value;
	const dice = entry.dice.reduce((sum, group) => sum + group.dice.length, 0);
	if (typeof expression === "string" && dice <= CARD_DICE_DRAWN && entry.explanation[0] !== undefined) return `${expression}: ${entry.explanation[0]}`;
	return entry.dice.map((group) => `${group.notation}: ${groupGlance(group)}`).join("; ");
}

function groupGlance(group: LogDiceGroup): string {
	if (group.dice.length > CARD_DICE_DRAWN) return `${number(group.dice.length)} dice, ${number(group.total)}`;
	const kept = group.dice.filter((die) => die.kept).map((die) => String(die.value));
	return kept.length === 1 && kept[0] === String(group.total) ? kept[0] : `${kept.join(", ")} → ${group.total}`;
}

export class LedgerEntryChild extends MarkdownRenderChild {
	private statusEl: HTMLElement | null = null;
	private detailsEl: HTMLDetailsElement | null = null;
	private entry: LogEntry | null = null;
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
		const parsed = parseEntryBody(this.source);
		if (!parsed.ok) {
			this.renderUnreadable(parsed.error);
			return;
		}
		this.entry = parsed.value;
		this.renderCard(parsed.value);
		redrawOnChange(this, this.app, (path) => path === this.sourcePath, () => this.refreshStatus());
		void this.refreshStatus();
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
			const actor = header.createSpan({ cls: "cl-entry-actor" });
			noteReference(actor, this.app, entry.actor, this.sourcePath);
		}
		const title = header.createSpan({ cls: "cl-entry-title" });
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

	/** Undone-ness, the newest entry and duplicate ids live in the whole note, so they are read from it. */
	async refreshStatus(): Promise<void> {
		const entry = this.entry;
		const status = this.statusEl;
		const file = fileAt(this.app, this.sourcePath);
		if (!entry || !status || !file) return;
		const log = await readNoteLog(this.app, file);
		const index = log.entries.findIndex((item) => item.entry.id === entry.id && item.raw.trim() === this.source.trim());
		const current = index >= 0 ? log.entries[index]?.entry : undefined;
		const duplicates = duplicatesOf(log, entry.id);
		if (this.detailsEl && !this.userToggled) {
			const newest = index >= 0 && index === log.entries.length - 1;
			if (this.detailsEl.open !== newest) {
				if (newest) this.ensureDetails();
				this.detailsEl.dataset.auto = "1";
				this.detailsEl.open = newest;
			}
		}
		status.empty();
		const card = status.parentElement;
		if (duplicates.length > 0) {
			status.createSpan({
				cls: "cl-warning",
				text: `Another entry in this note has the same id (${duplicates.map((line) => `line ${line}`).join(", ")}), so Undo is off for these entries: change the id of the copy.`,
			});
			return;
		}
		if (entry.kind === "undo" && entry.undoes !== undefined) {
			const undid = log.entries.find((item) => item.entry.id === entry.undoes)?.entry;
			status.createSpan({ cls: "cl-undo-of", text: undid ? `Undoes “${undid.title}” from ${entryTime(undid.time)}` : "Undoes an entry no longer in this note" });
			if (undid) this.jumpButton(status, undid, "Show it");
			return;
		}
		if (current?.undone !== undefined) {
			card?.addClass("cl-entry-undone");
			const by = log.entries.find((item) => item.entry.id === current.undone)?.entry;
			status.createSpan({ cls: "cl-undone", text: by ? `Undone at ${entryTime(by.time)}` : "Undone" });
			if (by) this.jumpButton(status, by, "Show the undo");
			return;
		}
		card?.removeClass("cl-entry-undone");
		if (index < 0) return;
		const button = status.createEl("button", { cls: "cl-undo-button", text: "Undo", attr: { "aria-label": `Undo ${entry.title}` } });
		button.addEventListener("click", () => {
			button.disabled = true;
			void runUndo(this.app, file, entry.id, entry.title, this.hooks).finally(() => {
				button.disabled = false;
			});
		});
	}

	/** A button that scrolls to another card of this note and moves focus there. */
	private jumpButton(parent: HTMLElement, target: LogEntry, text: string): void {
		const button = parent.createEl("button", { cls: "cl-entry-jump", text, attr: { type: "button", "aria-label": `${text}: ${target.title}, ${entryTime(target.time)}` } });
		button.addEventListener("click", () => {
			const doc = this.containerEl.ownerDocument;
			const card = Array.from(doc.querySelectorAll<HTMLElement>(".cl-entry")).find((el) => el.dataset.entryId === target.id);
			if (!card) return;
			card.scrollIntoView({ block: "center" });
			card.setAttr("tabindex", "-1");
			card.focus();
		});
	}
}

/** 1-based lines of the other blocks in the note that carry this id (a copy-paste). */
function duplicatesOf(log: ParsedLog, id: string): number[] {
	const lines: number[] = [];
	let kept: number | undefined;
	for (const problem of log.problems) {
		if (!problem.message.startsWith(DUPLICATE_MESSAGE)) continue;
		const parsed = parseEntryBody(problem.raw);
		if (parsed.ok && parsed.value.id === id) lines.push(problem.line);
	}
	if (lines.length === 0) return lines;
	const first = log.entries.find((item) => item.entry.id === id);
	if (first) kept = first.startLine + 1;
	return kept === undefined ? lines : [kept, ...lines];
}
