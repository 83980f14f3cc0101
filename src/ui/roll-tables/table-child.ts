import { MarkdownRenderChild, type App } from "obsidian";
import { sample } from "../../engine/dice/index";
import type { Rng } from "../../engine/rng";
import { dieName, inferredDieNote, problemLines, resultText, rollOnTable, rowForTypedFace, type DieTableVerdict, type RollTable, type TableProblem, type TableRoll } from "../../engine/roll-tables/index";
import { breakdown, logFreeRoll, type FreeRollLogged } from "../../notes/dice/free-roll";
import { logTableRoll, MAX_FOLLOWED_LINKS, rollOfPage, tableName, type PageRoll } from "../../notes/roll-tables/table-roll";
import type { LedgerSettings } from "../../settings";
import { loggedText } from "../dice/free-roll-view";
import { isSafeHref, noteLink } from "../safe-link";
import { isolate, labelText, userText } from "../user-text";
import { t } from "../../lang";

/** What every table's widget shares: the vault, the settings and the one generator of the plugin. */
export interface RollTableDeps {
	app: App;
	settings: () => LedgerSettings;
	rng: Rng;
}

/** The table as read: rollable, broken (its problems by row), or refused (why it cannot be read). */
export type ReadTable = DieTableVerdict;

const ROLLED = "cl-table-row-rolled";
const PROBLEM = "cl-table-row-problem";

/** The note's name from its path: "Cyphers/Firearm.md" → "Firearm". */
function pageName(path: string): string {
	return (path.split("/").pop() ?? path).replace(/\.md$/i, "");
}

/** Stands for a row's label inside the result's sentence. */
const LABEL_MARK = "\uE000";

/**
 * The bar above one rendered roll table: a "Roll d20" button, the face and the row it picked (the
 * row is highlighted in the table), where the roll was logged, and what the row's links offer to
 * roll next. A table whose rows do not cover the die exactly once shows its problems by row (and
 * highlights those rows) instead of a button. The note's text is never changed: everything here is
 * drawn beside the rendered table and removed with it.
 */
export class RollTableChild extends MarkdownRenderChild {
	private unloaded = false;
	private rolled: HTMLElement | undefined = undefined;
	private marked: HTMLElement[] = [];

	constructor(
		containerEl: HTMLElement,
		private readonly tableEl: HTMLElement,
		private readonly read: ReadTable,
		private readonly deps: RollTableDeps,
		private readonly sourcePath: string,
	) {
		super(containerEl);
	}

	/** The table's row elements in row order (row 1 first; the header counts when it is itself a row). */
	private rowElements(table: RollTable): HTMLElement[] {
		const rows = Array.from(this.tableEl.querySelectorAll("tr"));
		return table.headerIsRow ? rows : rows.slice(1);
	}

	override onload(): void {
		const bar = this.containerEl;
		bar.empty();
		bar.addClass("cl-table-roll");
		const read = this.read;
		if (read.kind === "refused") {
			bar.addClass("cl-table-roll-broken");
			bar.createDiv({ cls: "cl-table-roll-problem-title", text: labelText(read.message) });
			return;
		}
		if (read.kind === "broken") {
			this.showProblems(bar, read.table, read.problems);
			return;
		}
		const { table } = read;
		const die = dieName(table.die);
		const name = tableName(pageName(this.sourcePath), table);
		const button = bar.createEl("button", { cls: ["cl-table-roll-button", "mod-cta"], text: t("dice.rollLabel", { expression: die }), attr: { "aria-label": labelText(t("tables.roll.label", { die, table: name })) } });
		const result = bar.createDiv({ cls: "cl-table-roll-result", attr: { role: "status", "aria-live": "polite" } });
		this.registerDomEvent(button, "click", () => {
			const roll = rollOnTable(table, this.deps.rng, []);
			result.empty();
			if (!roll.ok) {
				result.setText(roll.error);
				return;
			}
			button.setText(t("tables.roll.again", { die }));
			this.showRoll(result, roll.value);
		});
		// Or the die was rolled at the table: its face picks the row, logged as entered by hand.
		const typed = bar.createEl("input", { cls: "cl-table-roll-typed", attr: { type: "text", inputmode: "numeric", size: "4", placeholder: t("tables.roll.typedPlaceholder", { die }), "aria-label": labelText(t("tables.roll.typedLabel", { die, table: name })) } });
		const use = bar.createEl("button", { cls: "cl-table-roll-use", text: t("tables.roll.useFace") });
		const useTyped = (): void => {
			result.empty();
			const roll = rowForTypedFace(table, typed.value, []);
			if (!roll.ok) {
				result.setText(roll.error);
				return;
			}
			this.showRoll(result, roll.value);
		};
		this.registerDomEvent(use, "click", useTyped);
		this.registerDomEvent(typed, "keydown", (event) => {
			if (event.key === "Enter" && !event.isComposing) {
				event.preventDefault();
				useTyped();
			}
		});
	}

	private showProblems(bar: HTMLElement, table: RollTable, problems: readonly TableProblem[]): void {
		bar.addClass("cl-table-roll-broken");
		bar.setAttr("role", "note");
		bar.createDiv({ cls: "cl-table-roll-problem-title", text: t("tables.problems.title", { die: dieName(table.die) }) });
		const list = bar.createEl("ul", { cls: "cl-table-roll-problems" });
		for (const line of problemLines(problems)) list.createEl("li", { text: labelText(line) });
		const note = inferredDieNote(table);
		if (note !== undefined) bar.createDiv({ cls: "cl-table-roll-hint", text: note });
		const rows = this.rowElements(table);
		for (const problem of problems) {
			for (const row of problem.rows) {
				const el = rows[row - 1];
				if (el && !el.hasClass(PROBLEM)) {
					el.addClass(PROBLEM);
					this.marked.push(el);
				}
			}
		}
	}

	/** The face, the row (highlighted in the table, its links clickable), the log line and what to roll next. */
	private showRoll(result: HTMLElement, roll: TableRoll): void {
		this.rolled?.removeClass(ROLLED);
		const rowEl = this.rowElements(roll.table)[roll.row.row - 1];
		if (rowEl) {
			rowEl.addClass(ROLLED);
			this.rolled = rowEl;
		}
		result.createSpan({ cls: "cl-table-roll-face", text: roll.enteredByHand === true ? t("tables.roll.faceAtTable", { die: dieName(roll.table.die), face: roll.face }) : `${dieName(roll.table.die)}: ${roll.face}` });
		// The row's label is the note's (isolated as user text), placed where the language's words put it.
		const [before = "", after = ""] = t("tables.roll.row", { row: roll.row.row, label: LABEL_MARK }).split(LABEL_MARK);
		result.appendText(` ${before}`);
		userText(result, roll.row.label);
		result.appendText(`${after} `);
		// The row's cells are the note's: isolated, so their direction stays their own (user-text.ts).
		const text = isolate(result.createSpan({ cls: "cl-table-roll-text" }));
		const links = rowEl ? this.copyCells(rowEl, text) : [];
		if (!rowEl) text.setText(resultText(roll));
		const record = result.createDiv({ cls: "cl-table-roll-record", text: t("sidebar.tray.logging") });
		const next = result.createDiv({ cls: "cl-table-roll-next" });
		// The rendered table was read by its first cells only: the logged result is the row's cells as shown.
		const cells = rowEl ? Array.from(rowEl.children).slice(1).map((cell) => (cell.textContent ?? "").trim()) : roll.row.cells;
		void logTableRoll(this.deps.app, this.deps.settings(), this.sourcePath, { ...roll, row: { ...roll.row, cells } }, links).then((logged) => this.say(record, logged));
		void this.offerNext(next, links);
	}

	private say(record: HTMLElement, logged: FreeRollLogged): void {
		if (!this.unloaded) record.setText(loggedText(logged));
	}

	/**
	 * The row's result cells (all but the first) copied as text, with the row's internal links as
	 * links that open their page. Returns the link targets. Built with createEl/appendText only: the
	 * cells are note text.
	 */
	private copyCells(rowEl: HTMLElement, into: HTMLElement): string[] {
		const links: string[] = [];
		const copy = (node: Node, to: HTMLElement): void => {
			if (node.nodeType === Node.TEXT_NODE) {
				to.appendText(node.textContent ?? "");
				return;
			}
			if (!node.instanceOf(HTMLElement)) return;
			const target = node.hasClass("internal-link") ? (node.getAttr("data-href") ?? node.getAttr("href")) : null;
			if (target) {
				// A row's link is note text: one that is no note path (`[[javascript:…]]`) is copied as text and followed nowhere.
				if (isSafeHref(target) && !links.includes(target)) links.push(target);
				noteLink(to, this.deps.app, target, node.textContent ?? target, this.sourcePath, (link, open) => this.registerDomEvent(link, "click", open));
				return;
			}
			node.childNodes.forEach((child) => copy(child, to));
		};
		let first = true;
		for (const cell of Array.from(rowEl.children).slice(1)) {
			if (!first) into.appendText(" · ");
			first = false;
			cell.childNodes.forEach((child) => copy(child, into));
		}
		return links;
	}

	/** For each page the row links to that has its own roll (a table, a level formula), a button to roll it here. */
	private async offerNext(next: HTMLElement, links: readonly string[]): Promise<void> {
		for (const link of links.slice(0, MAX_FOLLOWED_LINKS)) {
			const offer = await rollOfPage(this.deps.app, link, this.sourcePath);
			if (!offer || this.unloaded) continue;
			const label = offer.kind === "table" ? t("tables.rollOn", { table: offer.name }) : t("tables.follow.rollLevel", { name: offer.name, expression: offer.expression });
			const button = next.createEl("button", { cls: "cl-table-roll-follow", text: labelText(label) });
			const line = next.createDiv({ cls: "cl-table-roll-follow-result", attr: { role: "status", "aria-live": "polite" } });
			this.registerDomEvent(button, "click", () => this.rollNext(offer, line));
		}
	}

	private rollNext(offer: PageRoll, line: HTMLElement): void {
		const { app, settings, rng } = this.deps;
		const record = (logged: FreeRollLogged): void => {
			if (!this.unloaded) line.createDiv({ cls: "cl-table-roll-record", text: loggedText(logged) });
		};
		line.empty();
		if (offer.kind === "level") {
			const result = sample(offer.ast, rng);
			line.setText(labelText(t("tables.follow.levelRolled", { name: offer.name, total: result.total, breakdown: breakdown(result) })));
			void logFreeRoll(app, settings(), { sourcePath: offer.page.path, via: "block", expression: offer.expression, label: t("tables.follow.levelOf", { name: offer.name }) }, { result, references: [] }).then(record);
			return;
		}
		const roll = rollOnTable(offer.table, rng);
		if (!roll.ok) {
			line.setText(roll.error);
			return;
		}
		line.setText(labelText(t("tables.follow.rolled", { table: offer.name, die: dieName(offer.table.die), face: roll.value.face, row: roll.value.row.row, result: resultText(roll.value) })));
		void logTableRoll(app, settings(), offer.page.path, roll.value).then(record);
	}

	override onunload(): void {
		this.unloaded = true;
		this.rolled?.removeClass(ROLLED);
		for (const el of this.marked) el.removeClass(PROBLEM);
		this.containerEl.remove();
	}
}
