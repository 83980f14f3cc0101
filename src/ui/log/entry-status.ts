/**
 * The state line of one entry, wherever it is drawn (a callout entry or an older fenced one): an Undo
 * button, "Undone at 19:10" with a way to the undo, "Undoes “Climb” from 19:06", or why undo is off
 * (a copied id, a hand edit); an entry the plugin cannot vouch for (typed, pasted) says so beside
 * its Undo, which asks first. Read from the note's shared log by the entry's id: one lookup, no search.
 */
import type { App, TFile } from "obsidian";
import { labelText, userText } from "../user-text";
import type { LogEntry } from "../../engine/log";
import type { LogIndex } from "../../notes/log/log-index";
import { runUndo, type UndoFlowHooks } from "./undo-flow";
import { vouchedFor } from "../../notes/log/seal-keys";
import { intlTag, t } from "../../lang";

/** The clock time of an entry, for naming entries in words. */
export function entryTime(iso: string): string {
	const time = new Date(iso);
	if (Number.isNaN(time.getTime())) return iso;
	return time.toLocaleString(intlTag(), { day: "numeric", month: "short", hour: "2-digit", minute: "2-digit" });
}

/** Stands for an entry's title inside a sentence (see "Undoes …"). */
const TITLE_MARK = "\uE000";

/** What the status line says, as a key: drawing happens only when it changes. */
export function statusKey(index: LogIndex, id: string): string {
	const item = index.byId.get(id);
	if (!item) return "missing";
	if (index.problems.some((problem) => problem.id === id && problem.code === "duplicate-id")) return "duplicate";
	const { entry } = item;
	if (entry.kind === "undo") return `undoes:${entry.undoes ?? ""}:${index.byId.has(entry.undoes ?? "") ? "1" : "0"}`;
	if (entry.undone !== undefined) return `undone:${entry.undone}`;
	if (item.checksum === "edited") return "edited";
	return vouchedFor(item) ? "undoable" : "unvouched";
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

/**
 * The entry whose Undo was pressed last. An undo rewrites the entry, so Obsidian draws a new card
 * in its place and the focused Undo button goes with the old one: the new card takes the focus back
 * (a keyboard user stays where they were), for a while, and only when nothing else has it.
 */
let focusReturnsTo: { id: string; until: number } | undefined;
const FOCUS_RETURN_MS = 120_000;

/** Draws the entry's state line from the log. */
export function drawStatus(target: StatusTarget, index: LogIndex, id: string): void {
	drawStatusLine(target, index, id);
	const doc = target.statusEl.ownerDocument;
	const lost = doc.activeElement === null || doc.activeElement === doc.body;
	if (focusReturnsTo?.id !== id || !lost || !target.statusEl.isConnected) return;
	// Not cleared when used: the old card may redraw first and then be replaced by the new one.
	if (focusReturnsTo.until < Date.now()) {
		focusReturnsTo = undefined;
		return;
	}
	const control = target.statusEl.querySelector<HTMLElement>("button");
	if (control) control.focus();
	else {
		target.entryEl.setAttr("tabindex", "-1");
		target.entryEl.focus();
	}
}

function drawStatusLine(target: StatusTarget, index: LogIndex, id: string): void {
	const { statusEl, entryEl } = target;
	statusEl.empty();
	const item = index.byId.get(id);
	const key = statusKey(index, id);
	entryEl.toggleClass("cl-entry-undone", key.startsWith("undone:"));
	if (!item) return;
	const { entry } = item;
	if (key === "duplicate") {
		const lines = index.problems.filter((problem) => problem.id === id && problem.copyOf === undefined).map((problem) => t("log.status.line", { line: String(problem.line) }));
		statusEl.createSpan({
			cls: "cl-warning",
			text: t("log.status.duplicate", { lines: [t("log.status.line", { line: String(item.startLine + 1) }), ...lines].join(", ") }),
		});
		return;
	}
	if (entry.kind === "undo") {
		const undid = entry.undoes === undefined ? undefined : index.byId.get(entry.undoes)?.entry;
		const undoOf = statusEl.createSpan({ cls: "cl-undo-of" });
		if (undid) {
			// The title is the note's (isolated as user text), so it is placed where the language's sentence puts it.
			const [before = "", after = ""] = t("log.status.undoes", { title: TITLE_MARK, time: entryTime(undid.time) }).split(TITLE_MARK);
			undoOf.appendText(before);
			userText(undoOf, undid.title);
			undoOf.appendText(after);
		} else undoOf.setText(t("log.status.undoesGone"));
		if (undid && target.jumps !== false) jumpButton(statusEl, undid, t("log.status.showIt"));
		return;
	}
	if (entry.undone !== undefined) {
		const by = index.byId.get(entry.undone)?.entry;
		statusEl.createSpan({ cls: "cl-undone", text: by ? t("log.status.undoneAt", { time: entryTime(by.time) }) : t("log.status.undone") });
		if (by && target.jumps !== false) jumpButton(statusEl, by, t("log.status.showUndo"));
		return;
	}
	if (key === "edited") {
		statusEl.createSpan({ cls: "cl-warning", text: t("log.status.edited") });
		return;
	}
	if (key === "unvouched") {
		// Not a refusal: Undo still works, after showing what it would write.
		statusEl.createSpan({ cls: "cl-unvouched", text: t("log.status.unvouched") });
	}
	const button = statusEl.createEl("button", { cls: "cl-undo-button", text: t("log.status.undo"), attr: { type: "button", "aria-label": labelText(t("log.status.undoLabel", { title: entry.title })) } });
	let busy = false;
	button.addEventListener("click", (event) => {
		// The button sits in a callout's title, whose click folds the callout.
		event.stopPropagation();
		event.preventDefault();
		if (busy) return;
		// Busy, not disabled: a disabled button drops the focus, and the "restore anyway?" dialog would
		// then have no button to give it back to when it closes.
		busy = true;
		button.setAttr("aria-disabled", "true");
		focusReturnsTo = { id: entry.id, until: Date.now() + FOCUS_RETURN_MS };
		void runUndo(target.app, target.file, entry.id, entry.title, target.hooks).finally(() => {
			busy = false;
			button.removeAttribute("aria-disabled");
		});
	});
}

/** A button that scrolls to another entry of this note and moves focus there. */
function jumpButton(parent: HTMLElement, target: LogEntry, text: string): void {
	const button = parent.createEl("button", { cls: "cl-entry-jump", text, attr: { type: "button", "aria-label": labelText(t("log.status.jumpLabel", { action: text, title: target.title, time: entryTime(target.time) })) } });
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
