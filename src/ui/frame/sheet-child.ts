/**
 * The `ledger-sheet` block for any game: finds the note's game and kind in the registry, reads the
 * model through the game's schema, draws it with the frame, and redraws when the note or a note it
 * watches (its campaign) changes. Steppers, boxes and track steps become small logged edits (so
 * Undo restores them); action buttons open the game's dialogs. A note that cannot be read shows
 * every problem, where the sheet would be, and offers nothing to click.
 *
 * The block draws the note it is in, or the note its first line names (`note: [[Kessa Varn]]`), so
 * a GM screen or a manual can show several characters' sheets; the rest of the body is the game's.
 */
import { MarkdownRenderChild, type TFile } from "obsidian";
import { fileAt, frontmatterOf, resolveLink } from "../../notes/campaign/notes";
import { linkPath } from "../../notes/schema/fields";
import { errorText } from "../../notes/frontmatter";
import { linkpathOf } from "../../notes/log/targets";
import { internalLink } from "../log/links";
import { redrawOnChange } from "../note-events";
import type { SheetAction, SheetEdit, TableSystem } from "../../games/frame/game";
import { logSheetEdit } from "./pipeline";
import type { GameRegistry, ReadResult, SheetKind, TableHost } from "./registry";
import { openRollDialog } from "./roll-dialog";
import { drawSheetModel } from "./sheet-view";
import { addFromSheet, removeFromSheet } from "../conditions/flows";
import { t } from "../../lang";

export class TableSheetChild extends MarkdownRenderChild {
	/** Bumped on each render so a slow read cannot draw over a newer one. */
	private generation = 0;
	private watched: string[] = [];
	/** An edit is on its way to the note: further clicks wait for the redraw it causes. */
	private editing = false;
	/** The drawn sheet, which a redraw replaces. */
	private box: HTMLElement | undefined = undefined;
	/** The action whose button opened a dialog: after the redraw the roll causes, it gets the focus back. */
	private refocusAction: string | undefined = undefined;

	constructor(
		containerEl: HTMLElement,
		private readonly host: TableHost,
		private readonly registry: GameRegistry,
		private readonly source: string,
		private readonly sourcePath: string,
		/** The line the block starts on, when Obsidian says, so the name's heading level follows the note. */
		private readonly blockLine: () => number | undefined = () => undefined,
	) {
		super(containerEl);
	}

	override onload(): void {
		redrawOnChange(this, this.host.app, (path) => path === this.sourcePath || this.watched.includes(path), () => this.render());
		void this.render();
	}

	/** The note the sheet is of, and the body left for the game; or why the named note cannot be found. */
	private target(): { file: TFile | undefined; body: string; missing?: string } {
		const { app } = this.host;
		const named = splitNoteLine(this.source);
		if (named.link === undefined) return { file: fileAt(app, this.sourcePath), body: this.source };
		const path = linkPath(named.link);
		const file = path === undefined ? undefined : resolveLink(app, path, this.sourcePath);
		return file ? { file, body: named.body } : { file: undefined, body: named.body, missing: t("frame.sheet.noteLinkMissing", { link: named.link.slice(0, 120), key: "note:" }) };
	}

	async render(): Promise<void> {
		const generation = ++this.generation;
		const { app } = this.host;
		const { file, body, missing } = this.target();
		// The note shown is watched too, when it is not the one the block sits in.
		this.watched = file && file.path !== this.sourcePath ? [file.path] : [];
		const found = file ? this.registry.kindFor(app, file) : undefined;
		let read: ReadResult<unknown> | undefined;
		if (file && found?.ok === false) {
			// Properties Obsidian could not parse hide `ledger:` too: say how to fix the YAML rather than "not a character".
			const fm = await frontmatterOf(app, file);
			if (!fm.ok) read = fm;
		}
		if (file && found?.ok) {
			try {
				read = await found.value.kind.read(file, body);
			} catch (error) {
				// Reading goes through other layers; a sheet must never take the note's view down with it.
				read = { ok: false, error: t("frame.sheet.unreadableBecause", { error: errorText(error) }) };
			}
		}
		if (generation !== this.generation) return;
		const box = this.freshBox();
		if (!file) {
			box.createEl("p", { cls: "cl-sheet-error", text: missing ?? t("frame.sheet.noteMissing", { path: this.sourcePath }) });
			return;
		}
		if (read === undefined || !read.ok || !found?.ok) {
			// The read's problems, else why the note has no sheet (not a character, no game).
			drawReadFailure(box, read?.ok === false ? read : { ok: false, error: found?.ok === false ? found.error : t("frame.sheet.unreadable") });
			return;
		}
		const { kind, system } = found.value;
		this.watched.push(...(kind.watches?.(read.value) ?? []));
		this.draw(box, file, system, kind, read.value, body);
		this.restoreFocus(box);
	}

	/** An empty sheet box in place of the last one. */
	private freshBox(): HTMLElement {
		this.containerEl.empty();
		this.box = this.containerEl.createDiv({ cls: "cl-sheet" });
		return this.box;
	}

	/** Focus back on the button that opened the last dialog, unless the user has moved on since (or the dialog is still open). */
	private restoreFocus(box: HTMLElement): void {
		const action = this.refocusAction;
		// The sheet's own window: in a popout, the global document is the main window's.
		const doc = box.ownerDocument;
		const active = doc.activeElement;
		if (action === undefined || (active !== null && active !== doc.body && active.isConnected)) return;
		if (doc.querySelector(".modal-container .cl-modal")) return;
		this.refocusAction = undefined;
		const button = [...box.querySelectorAll<HTMLElement>("button[data-action]")].find((b) => b.dataset.action === action);
		button?.focus();
	}


	private draw(box: HTMLElement, file: TFile, system: TableSystem, kind: SheetKind<unknown, unknown>, model: unknown, body: string): void {
		const { app } = this.host;
		drawSheetModel(
			box,
			kind.game.sheet(model),
			{
				edit: (edit) => void this.edit(file, system, kind, edit, body),
				action: (action) => this.act(file, system, kind, model, action, body),
				link: (parent, target, text) => internalLink(parent, app, linkpathOf(target), text, this.sourcePath),
				addCondition: () => void addFromSheet(this.host.deps, file, system),
				removeCondition: (id) => void removeFromSheet(this.host.deps, file, system, id),
			},
			{ headingLevel: headingLevel(app, file, this.blockLine()) },
		);
	}

	private async edit(file: TFile, system: TableSystem, kind: SheetKind<unknown, unknown>, edit: SheetEdit, body: string): Promise<void> {
		if (this.editing) return;
		this.editing = true;
		try {
			await logSheetEdit(this.host.deps, file, (f) => kind.read(f, body), system, edit);
		} finally {
			this.editing = false;
		}
	}

	private act(file: TFile, system: TableSystem, kind: SheetKind<unknown, unknown>, model: unknown, action: SheetAction, body: string): void {
		this.refocusAction = action.id;
		// A change made at once (a toggle): the click on the sheet is the user's word.
		const edit = kind.edit?.(model, action.id);
		if (edit !== undefined) {
			void this.edit(file, system, kind, edit, body);
			return;
		}
		if (kind.act?.(file, model, action.id) === true) return;
		// The roll may redraw the sheet while the dialog is still open: the focus comes back when it closes.
		const opened = openRollDialog(this.host, kind, file, model, action.id, () => this.box && this.restoreFocus(this.box));
		if (!opened) this.host.deps.tell(t("frame.sheet.namedNothingToOpen", { action: action.label }));
	}
}

/** Every problem the schema found, one line each, under a line that says what to do. */
function drawReadFailure(box: HTMLElement, failure: Extract<ReadResult<unknown>, { ok: false }>): void {
	box.addClass("cl-sheet-invalid");
	const problems = "problems" in failure ? (failure.problems ?? []) : [];
	if (problems.length <= 1) {
		box.createEl("p", { cls: "cl-sheet-error", text: failure.error });
		return;
	}
	box.createEl("p", { cls: "cl-sheet-error", text: t("frame.sheet.problems", { count: problems.length }) });
	const list = box.createEl("ul", { cls: "cl-sheet-problems" });
	for (const problem of problems) list.createEl("li", { cls: "cl-sheet-error", text: problem.message });
}

/**
 * One below the last heading above the block (a sheet under "# Kira" is level 2), or 2 when the
 * note has no heading above it; at most 6.
 */
export function headingLevel(app: TableHost["app"], file: TFile, line: number | undefined): number {
	const headings = app.metadataCache.getFileCache(file)?.headings ?? [];
	const above = line === undefined ? headings.slice(0, 1) : headings.filter((h) => h.position.start.line < line);
	const last = above[above.length - 1];
	return Math.min((last?.level ?? 1) + 1, 6);
}

/** A first line `note: [[Name]]` names the note to draw; everything after it is the game's body. */
export function splitNoteLine(source: string): { link?: string; body: string } {
	const lines = source.split(/\r?\n/);
	const first = lines.findIndex((line) => line.trim() !== "");
	const match = first < 0 ? null : /^note\s*:\s*(\[\[[^\]]+\]\])\s*$/i.exec(lines[first]?.trim() ?? "");
	if (!match?.[1]) return { body: source };
	// The named line is blanked, not removed, so the game's problems keep the block's line numbers.
	return { link: match[1], body: [...lines.slice(0, first), "", ...lines.slice(first + 1)].join("\n") };
}
