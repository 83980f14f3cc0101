/**
 * The current session's log in the sidebar: the session the open note logs to (the one a roll made
 * now would go to), its entries newest first, each with its state line and Undo (the same line a
 * callout entry in the note draws: entry-status.ts), and a filter by character. It follows the log
 * through the one watcher per session note (note-log.ts), so an append or an undo shows at once, and
 * it draws only the latest entries of a long session.
 */
import type { App, Component, TFile } from "obsidian";
import type { ParsedEntry } from "../../engine/log";
import type { Result } from "../../engine/result";
import type { LogIndex } from "../../notes/log/log-index";
import { linkpathOf } from "../../notes/log/targets";
import { drawStatus, entryTime } from "../log/entry-status";
import { textWithLinks } from "../log/links";
import { watchNoteLog, type LogViewer } from "../log/note-log";
import { noteLink } from "../safe-link";
import { isolate, labelText } from "../user-text";
import { t } from "../../lang";

/** Entries drawn at most (the newest, after the filter); the rest are in the note. */
export const SHOWN_ENTRIES = 50;
/** The filter's value for every entry. */
const EVERYONE = "";
/** Numbers each panel's filter, so its label points at its own field. */
let panels = 0;

/** The name an entry's actor link shows ("[[Kessa Varn]]" → "Kessa Varn"). */
export function actorName(actor: string): string {
	return actor === "" ? "" : (linkpathOf(actor).split("/").pop() ?? actor);
}

/** The entries shown: the newest first, those of one actor when the filter names one, at most SHOWN_ENTRIES. */
export function shownEntries(entries: readonly ParsedEntry[], actor: string): { shown: ParsedEntry[]; matching: number } {
	const shown: ParsedEntry[] = [];
	let matching = 0;
	for (let index = entries.length - 1; index >= 0; index--) {
		const item = entries[index];
		if (!item || (actor !== EVERYONE && actorName(item.entry.actor) !== actor)) continue;
		matching++;
		if (shown.length < SHOWN_ENTRIES) shown.push(item);
	}
	return { shown, matching };
}

export class SessionLogPanel implements LogViewer {
	private session: TFile | undefined = undefined;
	private stopWatching: (() => void) | undefined = undefined;
	private index: LogIndex | undefined = undefined;
	private actor = EVERYONE;
	private readonly heading: HTMLElement;
	private readonly filter: HTMLSelectElement;
	private readonly list: HTMLElement;
	private readonly note: HTMLElement;
	/** Bumped on each look for the session, so a slow one never wins over a newer one. */
	private generation = 0;

	constructor(
		owner: Component,
		root: HTMLElement,
		private readonly app: App,
		/** The session the open note logs to, or why there is none. */
		private readonly sessionNow: () => Promise<Result<TFile>>,
	) {
		root.addClass("cl-side-log");
		this.heading = root.createDiv({ cls: "cl-side-log-session" });
		const filterRow = root.createDiv({ cls: "cl-side-log-filter" });
		const filterId = `cl-side-log-filter-${++panels}`;
		filterRow.createEl("label", { text: t("sidebar.log.show"), attr: { for: filterId } });
		this.filter = filterRow.createEl("select", { attr: { id: filterId } });
		this.list = root.createEl("ol", { cls: "cl-side-log-entries" });
		this.note = root.createDiv({ cls: "cl-side-log-note" });
		owner.registerDomEvent(this.filter, "change", () => {
			this.actor = this.filter.value;
			if (this.index) this.update(this.index);
		});
		owner.register(() => this.stopWatching?.());
	}

	/** Looks for the session again (the open note changed) and shows its log. */
	async refresh(): Promise<void> {
		const generation = ++this.generation;
		const session = await this.sessionNow();
		if (generation !== this.generation) return;
		const file = session.ok ? session.value : undefined;
		if (file === this.session && file !== undefined) return;
		this.stopWatching?.();
		this.stopWatching = undefined;
		this.session = file;
		this.index = undefined;
		this.heading.empty();
		this.list.empty();
		this.note.empty();
		if (!session.ok) {
			this.heading.setText(t("sidebar.log.noSession"));
			this.note.setText(labelText(`${session.error.replace(/\.$/, "")}.`));
			this.drawFilter([]);
			return;
		}
		// "Log of {session}": the words around the link come from the message, so a language may put the name anywhere.
		const [before = "", after = ""] = t("sidebar.log.logOf", { session: "\u0000" }).split("\u0000");
		this.heading.appendText(before);
		isolate(noteLink(this.heading, this.app, session.value.path, session.value.basename, ""));
		if (after !== "") this.heading.appendText(after);
		this.note.setText(t("sidebar.log.reading"));
		this.stopWatching = watchNoteLog(this.app, session.value, this);
	}

	update(index: LogIndex): void {
		const file = this.session;
		if (!file) return;
		this.index = index;
		const actors = [...new Set(index.entries.map((item) => actorName(item.entry.actor)).filter((name) => name !== ""))].sort((a, b) => a.localeCompare(b));
		if (this.actor !== EVERYONE && !actors.includes(this.actor)) this.actor = EVERYONE;
		this.drawFilter(actors);
		const { shown, matching } = shownEntries(index.entries, this.actor);
		this.list.empty();
		for (const item of shown) {
			const { entry } = item;
			const li = this.list.createEl("li", { cls: "cl-side-log-entry", attr: { "data-entry-id": entry.id } });
			const head = li.createDiv({ cls: "cl-side-log-head" });
			head.createSpan({ cls: "cl-side-log-time", text: entryTime(entry.time) });
			isolate(head.createSpan({ cls: "cl-side-log-title", text: entry.title }));
			if (entry.outcome?.text) textWithLinks(isolate(li.createDiv({ cls: "cl-side-log-outcome" })), this.app, entry.outcome.text, file.path);
			drawStatus({ app: this.app, file, statusEl: li.createDiv({ cls: "cl-side-log-status" }), entryEl: li, jumps: false }, index, entry.id);
		}
		this.note.setText(
			matching === 0
				? index.entries.length === 0
					? t("sidebar.log.emptySession")
					: t("sidebar.log.emptyCharacter")
				: matching > shown.length
					? t("sidebar.log.latestOf", { shown: shown.length, total: matching })
					: "",
		);
	}

	private drawFilter(actors: readonly string[]): void {
		this.filter.empty();
		this.filter.createEl("option", { text: t("sidebar.log.everyone"), attr: { value: EVERYONE } });
		for (const actor of actors) this.filter.createEl("option", { text: labelText(actor), attr: { value: actor } });
		this.filter.value = this.actor;
		this.filter.disabled = actors.length === 0;
	}
}
