/**
 * The state line of one entry, wherever it is drawn (a callout entry or an older fenced one): an Undo
 * button, "Undone at 19:10" with a way to the undo, "Undoes “Climb” from 19:06", or why undo is off
 * (a copied id, a hand edit). Read from the note's shared log by the entry's id: one lookup, no search.
 */
import type { App, TFile } from "obsidian";
import { labelText, userText } from "../user-text";
import { DUPLICATE_ID_MESSAGE, type LogEntry } from "../../engine/log";
import type { LogIndex } from "../../notes/log/log-index";
import { runUndo, type UndoFlowHooks } from "./undo-flow";

/** The clock time of an entry, for naming entries in words. */
export function entryTime(iso: string): string {
	const time = new Date(iso);
	if (Number.isNaN(time.getTime())) return iso;
	return time.toLocaleString(undefined, { day: "numeric", month: "short", hour: "2-digit", minute: "2-digit" });
}

/** What the status line says, as a key: drawing happens only when it changes. */
export function statusKey(index: LogIndex, id: string): string {
	const item = index.byId.get(id);
	if (!item) return "missing";
	if (index.problems.some((problem) => problem.id === id && problem.message.startsWith(DUPLICATE_ID_MESSAGE))) return "duplicate";
	const { entry } = item;
	if (entry.kind === "undo") return `undoes:${entry.undoes ?? ""}:${index.byId.has(entry.undoes ?? "") ? "1" : "0"}`;
	if (entry.undone !== undefined) return `undone:${entry.undone}`;
	if (item.checksum === "edited") return "edited";
	return "undoable";
}

export interface StatusTarget {
	app: App;
	file: TFile;
	/** Where the state line goes (emptied and redrawn). */
	statusEl: HTMLElement;
	/** The whole entry, marked as undone when it is. */
	entryEl: HTMLElement;
	hooks?: UndoFlowHooks;
	/** False where the entries are not the note's own (the sidebar): no "Show it" to scroll to another entry. */
	jumps?: boolean;
}

/** Draws the entry's state line from the log. */
export function drawStatus(target: StatusTarget, index: LogIndex, id: string): void {
	const { statusEl, entryEl } = target;
	statusEl.empty();
	const item = index.byId.get(id);
	const key = statusKey(index, id);
	entryEl.toggleClass("cl-entry-undone", key.startsWith("undone:"));
	if (!item) return;
	const { entry } = item;
	if (key === "duplicate") {
		const lines = index.problems.filter((problem) => problem.id === id).map((problem) => `line ${problem.line}`);
		statusEl.createSpan({
			cls: "cl-warning",
			text: `Another entry in this note has the same id (line ${item.startLine + 1}, ${lines.join(", ")}), so Undo is off for these entries: change the id of the copy.`,
		});
		return;
	}
	if (entry.kind === "undo") {
		const undid = entry.undoes === undefined ? undefined : index.byId.get(entry.undoes)?.entry;
		const undoOf = statusEl.createSpan({ cls: "cl-undo-of" });
		if (undid) {
			undoOf.appendText("Undoes “");
			userText(undoOf, undid.title);
			undoOf.appendText(`” from ${entryTime(undid.time)}`);
		} else undoOf.setText("Undoes an entry no longer in this note");
		if (undid && target.jumps !== false) jumpButton(statusEl, undid, "Show it");
		return;
	}
	if (entry.undone !== undefined) {
		const by = index.byId.get(entry.undone)?.entry;
		statusEl.createSpan({ cls: "cl-undone", text: by ? `Undone at ${entryTime(by.time)}` : "Undone" });
		if (by && target.jumps !== false) jumpButton(statusEl, by, "Show the undo");
		return;
	}
	if (key === "edited") {
		statusEl.createSpan({ cls: "cl-warning", text: "Edited by hand after it was logged, so Undo is off for it." });
		return;
	}
	const button = statusEl.createEl("button", { cls: "cl-undo-button", text: "Undo", attr: { type: "button", "aria-label": labelText(`Undo ${entry.title}`) } });
	button.addEventListener("click", (event) => {
		// The button sits in a callout's title, whose click folds the callout.
		event.stopPropagation();
		event.preventDefault();
		button.disabled = true;
		void runUndo(target.app, target.file, entry.id, entry.title, target.hooks).finally(() => {
			button.disabled = false;
		});
	});
}

/** A button that scrolls to another entry of this note and moves focus there. */
function jumpButton(parent: HTMLElement, target: LogEntry, text: string): void {
	const button = parent.createEl("button", { cls: "cl-entry-jump", text, attr: { type: "button", "aria-label": labelText(`${text}: ${target.title}, ${entryTime(target.time)}`) } });
	button.addEventListener("click", (event) => {
		event.stopPropagation();
		event.preventDefault();
		const doc = parent.ownerDocument;
		const entryEl = Array.from(doc.querySelectorAll<HTMLElement>("[data-entry-id]")).find((el) => el.dataset.entryId === target.id);
		if (!entryEl) return;
		entryEl.scrollIntoView({ block: "center" });
		entryEl.setAttr("tabindex", "-1");
		entryEl.focus();
	});
}
