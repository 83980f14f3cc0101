/**
 * The `ledger-entry` card, in reading view and Live Preview alike. Everything comes from note text,
 * so everything is untrusted and goes in through createEl/setText only. An entry that no longer
 * parses is shown as written, with a warning: a hand edit never makes a result disappear.
 */
import { MarkdownRenderChild, type App } from "obsidian";
import { parseEntryBody, type LogEntry, type LogScalar } from "../../engine/log";
import { fileAt } from "../../notes/campaign/notes";
import { redrawOnChange } from "../note-events";
import { noteReference, internalLink } from "./links";
import { readNoteLog } from "./note-log";
import { runUndo, type UndoFlowHooks } from "./undo-flow";

function showScalar(value: LogScalar | string[]): string {
	if (value === null) return "empty";
	if (Array.isArray(value)) return value.join(", ");
	return String(value);
}

/** Outcome codes become a class so themes can colour successes and failures; anything odd is dropped. */
function outcomeClass(code: string | undefined): string | null {
	return code && /^[a-z0-9-]{1,40}$/.test(code) ? `cl-outcome-${code}` : null;
}

/** A list of plain lines under the card, left out when there are none. */
function textList(card: HTMLElement, cls: string, lines: readonly string[]): void {
	if (lines.length === 0) return;
	const list = card.createEl("ul", { cls });
	for (const text of lines) list.createEl("li", { text });
}

export class LedgerEntryChild extends MarkdownRenderChild {
	private statusEl: HTMLElement | null = null;
	private entry: LogEntry | null = null;

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
		const actor = header.createSpan({ cls: "cl-entry-actor" });
		noteReference(actor, this.app, entry.actor, this.sourcePath);
		header.createSpan({ cls: "cl-entry-title", text: entry.title });
		if (entry.outcome) {
			const outcome = header.createSpan({ cls: "cl-entry-outcome", text: entry.outcome.text });
			const cls = outcomeClass(entry.outcome.code);
			if (cls) outcome.addClass(cls);
		}
		card.createDiv({ cls: "cl-entry-meta", text: [entry.kind, entry.system, new Date(entry.time).toLocaleString()].filter(Boolean).join(" · ") });

		textList(
			card,
			"cl-entry-inputs",
			entry.inputs.map((input) => `${input.key}: ${showScalar(input.value)}`),
		);
		for (const group of entry.dice) {
			const dice = card.createDiv({ cls: "cl-entry-dice" });
			dice.createSpan({ cls: "cl-dice-notation", text: group.notation });
			for (const die of group.dice) {
				const el = dice.createSpan({ cls: "cl-die", text: String(die.value) });
				if (!die.kept) {
					el.addClass("cl-die-dropped");
					el.setAttr("aria-label", `${die.value} (dropped)`);
				}
			}
			dice.createSpan({ cls: "cl-dice-total", text: `= ${group.total}` });
		}
		textList(card, "cl-entry-why", entry.explanation);
		if (entry.changes.length > 0) {
			const changes = card.createEl("ul", { cls: "cl-entry-changes" });
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
			const rules = card.createDiv({ cls: "cl-entry-rules" });
			rules.createSpan({ text: "Rules: " });
			for (const page of entry.links) internalLink(rules, this.app, page, page, this.sourcePath);
		}
		this.statusEl = card.createDiv({ cls: "cl-entry-status" });
	}

	/** Undone-ness lives in later undo entries, so it is read from the whole note. */
	async refreshStatus(): Promise<void> {
		const entry = this.entry;
		const status = this.statusEl;
		const file = fileAt(this.app, this.sourcePath);
		if (!entry || !status || !file) return;
		const log = await readNoteLog(this.app, file);
		const current = log.entries.find((item) => item.entry.id === entry.id)?.entry;
		status.empty();
		const card = status.parentElement;
		if (current?.undone !== undefined) {
			card?.addClass("cl-entry-undone");
			status.createSpan({ cls: "cl-undone", text: `Undone (entry ${current.undone})` });
			return;
		}
		card?.removeClass("cl-entry-undone");
		if (entry.kind === "undo") return;
		const button = status.createEl("button", { cls: "cl-undo-button", text: "Undo" });
		button.addEventListener("click", () => {
			button.disabled = true;
			void runUndo(this.app, file, entry.id, entry.title, this.hooks).finally(() => {
				button.disabled = false;
			});
		});
	}
}
