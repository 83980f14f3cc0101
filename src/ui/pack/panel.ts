/**
 * The panel on a rule note's page (a note with `ledger: rule`), above its first section in reading
 * view and in Live Preview (page-tools.ts): what the plugin reads from the note and does with it,
 * or, when it cannot read it, every problem and what is used meanwhile ("Until it is fixed, the
 * built-in Dazed is used."). It is redrawn when any rule note changes, since another note can take
 * this one's id. The note itself is never written.
 */
import { MarkdownRenderChild, type MarkdownPostProcessorContext, type TFile } from "obsidian";
import { buildPack, describeRule, problemOf, ruleAt, RULE_KINDS, type NoteReading, type Pack } from "../../games/pack/pack";
import { fileAt } from "../../notes/campaign/notes";
import { builtInNotes, isRuleFile, readRuleNotePage } from "../../notes/pack/packs";
import { firstSectionText } from "../first-section";
import type { TableDeps } from "../frame/pipeline";
import { labelText } from "../user-text";
import { t } from "../../lang";

export const RULE_NOTE_PANEL = "cl-rule-note-panel";

/** Mounts the panel on a rule note's first body section (reading view). */
export function mountRuleNotePanel(el: HTMLElement, ctx: MarkdownPostProcessorContext, deps: TableDeps): boolean {
	const file = fileAt(deps.app, ctx.sourcePath);
	if (!file || !isRuleFile(deps.app, file)) return false;
	if (firstSectionText(el, ctx, RULE_NOTE_PANEL) === undefined) return false;
	const panel = createDiv({ cls: RULE_NOTE_PANEL });
	el.prepend(panel);
	ctx.addChild(new RuleNotePanelChild(panel, deps, file));
	return true;
}

export class RuleNotePanelChild extends MarkdownRenderChild {
	private generation = 0;

	constructor(
		containerEl: HTMLElement,
		private readonly deps: TableDeps,
		private readonly file: TFile,
	) {
		super(containerEl);
	}

	override onload(): void {
		const { app } = this.deps;
		// Any rule note's change can change this one's standing (another note taking its id).
		this.registerEvent(
			app.metadataCache.on("changed", (file) => {
				if (file.path === this.file.path || isRuleFile(app, file)) void this.render();
			}),
		);
		void this.render();
	}

	async render(): Promise<void> {
		const mine = ++this.generation;
		const read = await readRuleNotePage(this.deps.app, this.file);
		if (mine !== this.generation) return;
		this.containerEl.empty();
		this.containerEl.addClass(RULE_NOTE_PANEL);
		drawRuleNotePanel(this.containerEl, this.file.path, read.reading, read.pack);
	}
}

/** The panel's content: a heading line, then what the plugin does with the note, or why it cannot. */
export function drawRuleNotePanel(el: HTMLElement, path: string, reading: NoteReading, pack: Pack | undefined): void {
	const name = reading.label ?? reading.id ?? t("pack.note.unnamed");
	el.createDiv({ cls: "cl-rule-note-title", text: labelText(t("pack.note.title", { name, kind: reading.kind ?? "rule", game: reading.system ?? "none" })) });
	const problem = pack ? problemOf(pack, path) : undefined;
	const problems = problem?.problems ?? reading.problems;
	if (problems.length > 0 || pack === undefined) {
		const box = el.createDiv({ cls: "cl-rule-note-problems", attr: { role: "alert" } });
		box.createDiv({ text: t("pack.note.cannotUse") });
		const list = box.createEl("ul");
		for (const text of problems) list.createEl("li", { text: labelText(text) });
		box.createDiv({ cls: "cl-rule-note-meanwhile", text: labelText(problem?.meanwhile ?? t("pack.note.namesNoGame", { key: "system" })) });
		return;
	}
	const used = ruleAt(pack, path);
	if (!used) return;
	const entry = pack.rules[used.kind].get(used.id);
	if (!entry) return;
	const box = el.createDiv({ cls: "cl-rule-note-use" });
	box.createDiv({ cls: "cl-rule-note-does", text: labelText(t("pack.note.inUse", { rule: describeRule(used.kind, entry.rule, pack) })) });
	const condition = used.kind === "condition" ? pack.conditions.get(used.id)?.rule : undefined;
	if (condition) box.createDiv({ cls: "cl-rule-note-lasts", text: t("pack.note.lasts", { lasts: t("conditions.duration", { duration: condition.lasts }) }) });
	// What it replaced, folded: the built-in rule with the same id, as the plugin ships it.
	const replaced = builtInOf(pack.system, used.kind, used.id);
	const details = box.createEl("details", { cls: "cl-rule-note-details" });
	details.createEl("summary", { text: replaced === undefined ? t("pack.note.vaultOwn") : t("pack.note.replaces") });
	details.createDiv({ text: replaced === undefined ? t("pack.note.addsNew", { kind: used.kind, id: used.id }) : t("pack.note.replacesOwn", { rule: replaced }) });
}

/** The built-in rule a vault note with this id replaces, in a sentence, or undefined. */
function builtInOf(system: Pack["system"], kind: keyof typeof RULE_KINDS, id: string): string | undefined {
	const pack = builtInPack(system);
	const entry = pack.rules[kind].get(id);
	return entry ? `${entry.rule.label}: ${describeRule(kind, entry.rule, pack)}` : undefined;
}

/** The plugin's own pack for a game, without the vault's notes. */
function builtInPack(system: Pack["system"]): Pack {
	return buildPack(system, builtInNotes(system), []);
}
