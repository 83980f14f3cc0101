/**
 * The `ledger-summary` block: a table of rolls, successes, failures, intrusions and XP per character
 * from the note's own log, redrawn whenever the note changes.
 */
import { MarkdownRenderChild, type App } from "obsidian";
import { summarize } from "../../engine/log";
import { fileAt } from "../../notes/campaign/notes";
import { redrawOnChange } from "../note-events";
import { noteReference } from "./links";
import { readNoteLog } from "./note-log";

export const SUMMARY_LANGUAGE = "ledger-summary";

const COLUMNS = ["Character", "Rolls", "Successes", "Failures", "Intrusions", "XP gained", "XP spent"] as const;

export class LedgerSummaryChild extends MarkdownRenderChild {
	constructor(
		containerEl: HTMLElement,
		private readonly app: App,
		private readonly sourcePath: string,
	) {
		super(containerEl);
	}

	override onload(): void {
		redrawOnChange(this, this.app, (path) => path === this.sourcePath, () => this.render());
		void this.render();
	}

	async render(): Promise<void> {
		const file = fileAt(this.app, this.sourcePath);
		if (!file) return;
		const log = await readNoteLog(this.app, file);
		const rows = summarize(log.entries.map((item) => item.entry));
		this.containerEl.empty();
		const box = this.containerEl.createDiv({ cls: "cl-summary" });
		if (rows.length === 0) box.createEl("p", { cls: "cl-summary-empty", text: "No log entries yet." });
		else {
			const table = box.createEl("table", { cls: "cl-summary-table" });
			const head = table.createEl("thead").createEl("tr");
			for (const column of COLUMNS) head.createEl("th", { text: column });
			const body = table.createEl("tbody");
			for (const row of rows) {
				const tr = body.createEl("tr");
				noteReference(tr.createEl("td"), this.app, row.actor, this.sourcePath);
				for (const value of [row.rolls, row.successes, row.failures, row.intrusions, row.xpGained, row.xpSpent]) tr.createEl("td", { text: String(value) });
			}
		}
		if (log.problems.length > 0) {
			const lines = log.problems.map((problem) => problem.line).join(", ");
			const count = log.problems.length === 1 ? "1 log entry could not be read and is" : `${log.problems.length} log entries could not be read and are`;
			box.createEl("p", { cls: "cl-warning", text: `${count} not counted (line${log.problems.length === 1 ? "" : "s"} ${lines}).` });
		}
	}
}
