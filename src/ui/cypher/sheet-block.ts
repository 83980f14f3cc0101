/**
 * The `ledger-sheet` block in a Cypher character note: the sheet drawn from the note's own
 * frontmatter, with a button per stat, per quick task and for a recovery roll. It redraws when
 * Obsidian reports the note's metadata changed (after a roll writes the Pool, or a hand edit).
 * A sheet the schema refuses shows the schema's message, naming the key; it never throws.
 */
import { MarkdownRenderChild, type App, type TFile } from "obsidian";
import { STATS, type CypherCharacter, type Stat } from "../../engine/systems/cypher/character";
import { RECOVERY_ORDER } from "../../engine/systems/cypher/recovery";
import { capital } from "../../engine/systems/cypher/task";
import { SEVERITIES } from "../../engine/systems/cypher/health";
import { DAMAGE_TRACK_STEPS, SKILL_LISTS } from "../../notes/schema/cypher";
import { fileAt } from "../../notes/campaign/notes";
import { errorText } from "../../notes/frontmatter";
import type { LedgerSettings } from "../../settings";
import { redrawOnChange } from "../note-events";
import { internalLink } from "../log/links";
import { linkpathOf } from "../../notes/log/targets";
import { abilityCostText, readCharacterAbilities, type CharacterAbilities } from "../../notes/csrd/abilities";
import { readCharacterNote, type CharacterNote } from "./character-note";
import { parseSheetSource, type QuickTask } from "./sheet-source";

/** What the sheet's buttons open; register.ts supplies the real dialogs. */
export interface SheetActions {
	openTask(file: TFile, stat: Stat, quick?: QuickTask): void;
	openRecovery(file: TFile): void;
}

export class CypherSheetChild extends MarkdownRenderChild {
	/** Bumped on each render so a slow read cannot draw over a newer one. */
	private generation = 0;
	private campaignPath: string | undefined;

	constructor(
		containerEl: HTMLElement,
		private readonly app: App,
		private readonly source: string,
		private readonly sourcePath: string,
		private readonly settings: () => LedgerSettings,
		private readonly actions: SheetActions,
	) {
		super(containerEl);
	}

	override onload(): void {
		// The campaign decides wounds or damage track, so its edits redraw the sheet too.
		redrawOnChange(this, this.app, (path) => path === this.sourcePath || path === this.campaignPath, () => this.render());
		void this.render();
	}

	async render(): Promise<void> {
		const generation = ++this.generation;
		const file = fileAt(this.app, this.sourcePath);
		let note: Awaited<ReturnType<typeof readCharacterNote>> | undefined;
		let abilities: CharacterAbilities | undefined;
		if (file) {
			try {
				note = await readCharacterNote(this.app, this.settings(), file);
				if (note.ok) abilities = await readCharacterAbilities(this.app, file, note.value.sheet.abilities);
			} catch (error) {
				// Reading goes through other layers; a sheet must never take the note's view down with it.
				note = { ok: false, error: `The sheet could not be read: ${errorText(error)}` };
			}
		}
		if (generation !== this.generation) return;
		this.containerEl.empty();
		const box = this.containerEl.createDiv({ cls: "cl-sheet" });
		if (!file || note === undefined) {
			box.createEl("p", { cls: "cl-sheet-error", text: `The note "${this.sourcePath}" could not be found.` });
			return;
		}
		if (!note.ok) {
			box.addClass("cl-sheet-invalid");
			box.createEl("p", { cls: "cl-sheet-error", text: note.error });
			return;
		}
		this.campaignPath = note.value.campaignPath;
		drawSheet(box, note.value, parseSheetSource(this.source), this.actions);
		if (abilities) this.drawAbilities(box, abilities);
	}

	/** Each ability links its page, with what it costs; a link that could not be read says why. */
	private drawAbilities(box: HTMLElement, { abilities, problems }: CharacterAbilities): void {
		if (abilities.length + problems.length === 0) return;
		const list = box.createEl("ul", { cls: "cl-sheet-abilities" });
		for (const ability of abilities) {
			const item = list.createEl("li");
			internalLink(item, this.app, linkpathOf(ability.link), ability.name, this.sourcePath);
			item.createSpan({ text: ` — ${ability.kind === "enabler" ? "enabler" : abilityCostText(ability)}` });
		}
		// Not a sheet warning: a vault without the compendium still has a working sheet.
		for (const problem of problems) list.createEl("li", { cls: "cl-sheet-ability-problem", text: problem });
	}
}

function drawSheet(box: HTMLElement, note: CharacterNote, source: ReturnType<typeof parseSheetSource>, actions: SheetActions): void {
	const c = note.sheet.character;
	const header = box.createDiv({ cls: "cl-sheet-header" });
	header.createEl("h3", { cls: "cl-sheet-name", text: c.name });
	header.createDiv({ cls: "cl-sheet-stats", text: `Tier ${c.tier} · Effort ${c.effort} · XP ${c.xp}` });

	const pools = box.createDiv({ cls: "cl-sheet-pools" });
	for (const stat of STATS) {
		const pool = c.pools[stat];
		const cell = pools.createDiv({ cls: ["cl-sheet-pool", `cl-sheet-pool-${stat}`] });
		cell.createDiv({ cls: "cl-sheet-pool-name", text: capital(stat) });
		cell.createDiv({ cls: "cl-sheet-pool-value", text: `${pool.current} / ${pool.max}`, attr: { "aria-label": `${capital(stat)} Pool ${pool.current} of ${pool.max}` } });
		cell.createDiv({ cls: "cl-sheet-pool-edge", text: `Edge ${pool.edge}` });
	}

	const facts = box.createEl("ul", { cls: "cl-sheet-facts" });
	for (const level of SKILL_LISTS) {
		const names = Object.entries(c.skills).filter(([, l]) => l === level).map(([name]) => name);
		if (names.length > 0) facts.createEl("li", { text: `${capitalise(level)}: ${names.join(", ")}` });
	}
	facts.createEl("li", { text: `Armor: ${c.armor}` });
	facts.createEl("li", { cls: "cl-sheet-recoveries", text: recoveriesText(c) });

	drawHealth(box, note);

	const buttons = box.createDiv({ cls: "cl-sheet-actions" });
	for (const stat of STATS) {
		button(buttons, `${capital(stat)} task`, () => actions.openTask(note.file, stat));
	}
	for (const task of source.tasks) {
		const skill = task.skill === "" ? "" : `, ${c.skills[task.skill] ?? "untrained"}`;
		button(buttons, `${task.label} (${capital(task.stat)}${skill})`, () => actions.openTask(note.file, task.stat, task), "cl-sheet-quick");
	}
	button(buttons, "Recovery roll", () => actions.openRecovery(note.file));

	for (const problem of [...source.problems, ...(note.campaignProblem ? [note.campaignProblem] : [])]) {
		box.createEl("p", { cls: "cl-warning", text: problem });
	}
}

function drawHealth(box: HTMLElement, note: CharacterNote): void {
	const c = note.sheet.character;
	const health = box.createDiv({ cls: "cl-sheet-health" });
	if (note.damageModel === "damage-track") {
		health.createSpan({ cls: "cl-sheet-health-label", text: "Damage track" });
		const track = health.createEl("ol", { cls: "cl-sheet-track" });
		for (const step of DAMAGE_TRACK_STEPS) {
			const item = track.createEl("li", { cls: ["cl-sheet-track-step", ...(step === c.damageTrack ? ["cl-sheet-track-current"] : [])], text: step });
			if (step === c.damageTrack) item.setAttr("aria-current", "step");
		}
		health.createSpan({ cls: "cl-sheet-health-text", text: `Now: ${c.damageTrack}` });
		return;
	}
	health.createSpan({ cls: "cl-sheet-health-label", text: "Wounds" });
	for (const severity of SEVERITIES) {
		const row = health.createDiv({ cls: "cl-sheet-wounds" });
		const taken = c.wounds[severity];
		row.createSpan({ cls: "cl-sheet-wounds-name", text: `${capitalise(severity)} ${taken}/3` });
		// Boxes are drawn for the three core boxes; more (some types allow extra) show in the count.
		const boxes = row.createSpan({ cls: "cl-sheet-wound-boxes", attr: { "aria-hidden": "true" } });
		for (let i = 0; i < 3; i++) boxes.createSpan({ cls: ["cl-sheet-wound-box", ...(i < taken ? ["cl-sheet-wound-taken"] : [])] });
	}
}

function recoveriesText(c: CypherCharacter): string {
	const used = c.recoveriesTaken ? c.recoveriesTaken.length : c.recoveriesUsed;
	const next = c.recoveriesTaken ? RECOVERY_ORDER.find((k) => !c.recoveriesTaken?.includes(k)) : RECOVERY_ORDER[c.recoveriesUsed];
	return `Recoveries used: ${used} of 4${next ? ` (next: ${next.replace("-", " ")})` : " (none left today)"}`;
}

function button(parent: HTMLElement, text: string, onClick: () => void, cls = "cl-sheet-button"): HTMLButtonElement {
	const el = parent.createEl("button", { cls: cls === "cl-sheet-button" ? cls : ["cl-sheet-button", cls], text });
	el.addEventListener("click", onClick);
	return el;
}

function capitalise(word: string): string {
	return word.charAt(0).toUpperCase() + word.slice(1);
}
