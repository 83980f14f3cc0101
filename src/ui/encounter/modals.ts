/**
 * The tracker's dialogs that name notes: adding a combatant and creating an encounter (their name
 * fields suggest notes as Obsidian's do). Each collects choices, hands them to an action, and shows
 * a refusal under its button. Damage, healing, initiative and the end are the table's frame
 * (dialogs.ts).
 */
import type { App } from "obsidian";
import type { Result } from "../../engine/result";
import { MAX_COUNT } from "../../engine/encounter";
import { FormModal } from "../form-modal";
import { NOTE_FIELDS, suggestNotes } from "../note-suggest";
import { dropdownRow, numberRow, textRow } from "../setting-rows";

/** A dialog that submits once and shows the refusal under its button; the first control gets focus. */
abstract class SubmitModal extends FormModal {
	protected errorEl: HTMLElement | undefined;
	submitButton: HTMLButtonElement | undefined;

	protected footer(label: string): void {
		this.errorEl = this.contentEl.createDiv({ cls: "cl-warning", attr: { role: "alert" } });
		this.submitButton = this.footerButton("mod-cta", label, () => void this.submit());
		const first = this.contentEl.querySelector<HTMLElement>("select, input, button");
		first?.focus();
	}

	protected abstract run(): Promise<Result<unknown>>;

	async submit(): Promise<void> {
		const button = this.submitButton;
		if (!button || button.disabled) return;
		button.disabled = true;
		const result = await this.run();
		button.disabled = false;
		if (result.ok) this.close();
		else this.errorEl?.setText(result.error);
	}
}

/**
 * A note or creature page by name, with a count for several numbered instances. A creature page's
 * "Add to encounter" opens it with the page and one instance filled in, and the encounter in the title.
 */
export class AddCombatantModal extends SubmitModal {
	name = "";
	count = 0;

	constructor(
		app: App,
		private readonly onAdd: (linkpath: string, count?: number) => Promise<Result<unknown>>,
		private readonly title = "Add combatant",
	) {
		super(app);
	}

	override onOpen(): void {
		this.setTitle(this.title);
		const { contentEl } = this;
		contentEl.empty();
		const setName = (v: string): void => {
			this.name = v;
		};
		const name = textRow(contentEl, "Note or creature page", "Rust Hound", this.name, setName, "A character, an NPC note or a compendium creature page, by name.");
		suggestNotes(this.app, name, NOTE_FIELDS.combatant, setName);
		numberRow(contentEl, "How many", this.count, (n) => {
			this.count = n;
		}, `0 for the note itself; 1 to ${MAX_COUNT} for numbered instances whose health is kept in this encounter.`);
		this.footer("Add");
	}

	protected run(): Promise<Result<unknown>> {
		const name = this.name.replace(/^\[\[|\]\]$/g, "").trim();
		if (name === "") return Promise.resolve({ ok: false, error: "Name a note or creature page." });
		if (!Number.isInteger(this.count) || this.count < 0 || this.count > MAX_COUNT) return Promise.resolve({ ok: false, error: `How many must be 0 to ${MAX_COUNT}.` });
		return this.onAdd(name, this.count === 0 ? undefined : this.count);
	}
}

export interface EncounterCandidate {
	linkpath: string;
	label: string;
}

/** A new encounter: its name, who of the campaign takes part, and creature lines with a count. */
export class CreateEncounterModal extends SubmitModal {
	name = "";
	chosen = new Set<string>();
	creatures = "";

	constructor(
		app: App,
		private readonly campaignName: string,
		private readonly candidates: EncounterCandidate[],
		private readonly onCreate: (name: string, lines: string[]) => Promise<Result<unknown>>,
	) {
		super(app);
	}

	override onOpen(): void {
		this.setTitle(`Create encounter: ${this.campaignName}`);
		const { contentEl } = this;
		contentEl.empty();
		textRow(contentEl, "Name", "Ambush at the well", this.name, (v) => {
			this.name = v;
		});
		for (const c of this.candidates) {
			dropdownRow(contentEl, c.label, [["out", "Not in this fight"], ["in", "Takes part"]], "out", (v) => {
				if (v === "in") this.chosen.add(c.linkpath);
				else this.chosen.delete(c.linkpath);
			});
		}
		const setCreatures = (v: string): void => {
			this.creatures = v;
		};
		const creatures = textRow(contentEl, "Creatures", "3 × Rust Hound", this.creatures, setCreatures, 'Creature pages or NPC notes with a count, separated by commas: "3 × Rust Hound, Ghoul".');
		suggestNotes(this.app, creatures, NOTE_FIELDS.creatures, setCreatures);
		this.footer("Create encounter");
	}

	protected run(): Promise<Result<unknown>> {
		const lines = [...this.chosen].map((p) => `[[${p}]]`);
		for (const part of this.creatures.split(",")) {
			const m = /^\s*(?:(\d+)\s*[×xX*]\s*)?(?:\[\[)?([^\]]+?)(?:\]\])?\s*$/.exec(part);
			if (part.trim() === "") continue;
			if (!m) return Promise.resolve({ ok: false, error: `"${part.trim().slice(0, 60)}" is not a creature line like "3 × Rust Hound".` });
			lines.push(m[1] ? `${m[1]} × [[${m[2] as string}]]` : `[[${m[2] as string}]]`);
		}
		return this.onCreate(this.name, lines);
	}
}
