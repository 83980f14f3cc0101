/**
 * The `ledger-summary` block: a table of rolls, successes, failures, intrusions and XP per character
 * (GM-only entries and the GM log section left out: players read the recap).
 * Empty, it counts the note's own log; with `campaign` (or `campaign: [[Name]]`) it is a recap of
 * every session of the campaign: the totals, then each session. Redrawn whenever a note it reads
 * changes. Tables scroll inside the block, so a phone-width page never widens.
 */
import { MarkdownRenderChild, type App, type TFile } from "obsidian";
import { isolate } from "../user-text";
import { addCounts, summarize, type ActorSummary, type ParsedLog } from "../../engine/log";
import { cachedFrontmatter, fileAt } from "../../notes/campaign/notes";
import { playersEntries } from "../../notes/gm-log";
import { recapRequest, recapScope } from "../../notes/campaign/recap";
import { redrawOnChange } from "../note-events";
import { internalLink, noteReference } from "./links";
import { linkpathOf } from "../../notes/log/targets";
import { noteKind } from "../../notes/schema/kind";
import { readNoteLog } from "./note-log";
import { copyAdvice, groupSessionCopies } from "../../notes/campaign/session-copies";
import { t } from "../../lang";

export const SUMMARY_LANGUAGE = "ledger-summary";

/** The table's column headings, in the reader's language. */
function columns(): string[] {
	return [t("log.summary.character"), t("log.summary.rolls"), t("log.summary.successes"), t("log.summary.failures"), t("log.summary.intrusions"), t("log.summary.xpGained"), t("log.summary.xpSpent")];
}

/** Stands for the campaign's link inside the heading's sentence, so a language can put the link where its words need it. */
const LINK_MARK = "\uE000";

/** Adds one actor's counts to their campaign totals. */
function addInto(totals: Map<string, ActorSummary>, row: ActorSummary): void {
	const sum = totals.get(row.actor);
	if (sum) addCounts(sum, row);
	else totals.set(row.actor, { ...row });
}

export class LedgerSummaryChild extends MarkdownRenderChild {
	/** Notes the last draw read; a change to any of them redraws. */
	private watched = new Set<string>();

	constructor(
		containerEl: HTMLElement,
		private readonly app: App,
		private readonly sourcePath: string,
		private readonly source = "",
	) {
		super(containerEl);
	}

	override onload(): void {
		this.watched = new Set([this.sourcePath]);
		redrawOnChange(this, this.app, (path) => this.watched.has(path), () => this.render());
		void this.render();
	}

	async render(): Promise<void> {
		const request = recapRequest(this.source);
		if ("error" in request) {
			this.refuse(request.error);
			return;
		}
		if (request.scope === "campaign") {
			await this.renderCampaign(request.name);
			return;
		}
		const file = fileAt(this.app, this.sourcePath);
		if (!file) return;
		const log = await readNoteLog(this.app, file);
		this.containerEl.empty();
		const box = this.containerEl.createDiv({ cls: "cl-summary" });
		this.table(box, summarize(playersEntries(this.app, file, log).map((item) => item.entry)));
		this.problems(box, [{ file, log }]);
	}

	private async renderCampaign(name: string | undefined): Promise<void> {
		const scope = recapScope(this.app, this.sourcePath, name);
		if (!scope.ok) {
			this.refuse(scope.error);
			return;
		}
		const { campaign, sessions } = scope.value;
		this.watched = new Set([this.sourcePath, campaign.path, ...sessions.map((session) => session.file.path)]);
		const logs: { file: TFile; log: ParsedLog }[] = [];
		for (const session of sessions) logs.push({ file: session.file, log: await readNoteLog(this.app, session.file) });
		const logOf = new Map(logs.map(({ file, log }) => [file.path, log]));
		// A sync tool's copy of a session is the same session: counted once, and the user told which note to keep.
		const groups = groupSessionCopies(sessions.map((session) => ({ file: session.file, number: session.number, ids: logOf.get(session.file.path)?.entries.map((item) => item.entry.id) ?? [] })));

		this.containerEl.empty();
		const box = this.containerEl.createDiv({ cls: ["cl-summary", "cl-summary-campaign"] });
		const heading = box.createEl("p", { cls: "cl-summary-heading" });
		const [before = "", after = ""] = t("log.summary.recapOf", { campaign: LINK_MARK, count: groups.length }).split(LINK_MARK);
		heading.appendText(before);
		internalLink(heading, this.app, campaign.path, campaign.basename, this.sourcePath);
		heading.appendText(after);
		const totals = new Map<string, ActorSummary>();
		const perSession = groups.map((group) => {
			// Every entry of the session once, whichever of its copies holds it (the kept note's first).
			const seen = new Set<string>();
			const entries = group.notes.flatMap(({ file }) => playersEntries(this.app, file, logOf.get(file.path) ?? { entries: [], problems: [] }).map((item) => item.entry));
			const once = entries.filter((entry) => {
				if (seen.has(entry.id)) return false;
				seen.add(entry.id);
				return true;
			});
			const rows = summarize(once);
			for (const row of rows) addInto(totals, row);
			return { file: group.keep.file, rows };
		});
		box.createEl("p", { cls: "cl-summary-subheading", text: t("log.summary.allSessions") });
		this.table(box, [...totals.values()]);
		for (const { file, rows } of perSession) {
			const title = box.createEl("p", { cls: "cl-summary-subheading" });
			internalLink(title, this.app, file.path, file.basename, this.sourcePath);
			this.table(box, rows);
		}
		for (const group of groups) {
			for (const copy of group.copies) box.createEl("p", { cls: "cl-warning cl-summary-copy", text: copyAdvice(copy, group.keep.number) });
		}
		this.problems(box, logs);
	}

	/** The block says why it shows no recap instead of one. */
	private refuse(message: string): void {
		this.containerEl.empty();
		this.containerEl.createDiv({ cls: "cl-summary" }).createEl("p", { cls: "cl-warning", text: message });
	}

	private table(box: HTMLElement, rows: ActorSummary[]): void {
		if (rows.length === 0) {
			box.createEl("p", { cls: "cl-summary-empty", text: t("log.summary.empty") });
			return;
		}
		// The table scrolls sideways inside this wrapper on a narrow screen instead of widening the page.
		const scroll = box.createDiv({ cls: "cl-summary-scroll", attr: { tabindex: "0", role: "region", "aria-label": t("log.summary.tableLabel") } });
		const table = scroll.createEl("table", { cls: "cl-summary-table" });
		const head = table.createEl("thead").createEl("tr");
		const headings = columns();
		for (const column of headings) head.createEl("th", { text: column, attr: { scope: "col" } });
		// Characters under "Character"; NPCs, the GM and rolls nobody made go in a group of their own below.
		const characters = rows.filter((row) => this.isCharacter(row.actor));
		const others = rows.filter((row) => !characters.includes(row));
		this.rows(table.createEl("tbody"), characters);
		if (others.length === 0) return;
		const group = table.createEl("tbody", { cls: "cl-summary-others" });
		group.createEl("tr").createEl("th", { text: t("log.summary.others"), attr: { scope: "rowgroup", colspan: String(headings.length) } });
		this.rows(group, others);
	}

	private rows(body: HTMLElement, rows: ActorSummary[]): void {
		for (const row of rows) {
			const tr = body.createEl("tr");
			const who = isolate(tr.createEl("th", { attr: { scope: "row" } }));
			if (row.actor === "") who.setText(t("log.summary.noCharacter"));
			else noteReference(who, this.app, row.actor, this.sourcePath);
			for (const value of [row.rolls, row.successes, row.failures, row.intrusions, row.xpGained, row.xpSpent]) tr.createEl("td", { text: String(value) });
		}
	}

	/**
	 * Whether an entry's actor counts as a character: a link to a character note (`ledger: character`),
	 * or to a note the vault does not have (a character's note moved or deleted is still theirs). An NPC
	 * or creature note, a plain name ("GM") and no actor at all are not.
	 */
	private isCharacter(actor: string): boolean {
		if (!/^\[\[[^\]]+\]\]$/.test(actor.trim())) return false;
		const file = this.app.metadataCache.getFirstLinkpathDest(linkpathOf(actor), this.sourcePath);
		return file === null || noteKind(cachedFrontmatter(this.app, file)) === "character";
	}

	private problems(box: HTMLElement, logs: { file: TFile; log: ParsedLog }[]): void {
		for (const { file, log } of logs) {
			const elsewhere = logs.length > 1 || file.path !== this.sourcePath;
			const unreadable = log.problems.filter((problem) => problem.copyOf === undefined);
			const copies = log.problems.filter((problem) => problem.copyOf !== undefined);
			if (unreadable.length > 0) {
				const lines = unreadable.map((problem) => problem.line).join(", ");
				const count = unreadable.length;
				box.createEl("p", { cls: "cl-warning", text: elsewhere ? t("log.summary.unreadableIn", { count, note: file.basename, lines }) : t("log.summary.unreadable", { count, lines }) });
			}
			if (copies.length > 0) {
				// Not a problem with the count: each is counted once, as its callout. The old blocks can go.
				const lines = copies.map((problem) => problem.line).join(", ");
				const count = copies.length;
				box.createEl("p", { cls: "cl-warning", text: elsewhere ? t("log.summary.olderCopiesIn", { count, note: file.basename, lines }) : t("log.summary.olderCopies", { count, lines }) });
			}
		}
	}
}
