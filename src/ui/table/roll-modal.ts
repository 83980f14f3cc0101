/**
 * The roll dialog every game uses: a labelled control per Field, the live panel (notes, exact odds,
 * cost, refusal), physical dice entry and Roll. A change updates the rows in place — the control
 * the user is on keeps its focus — and recomputes the panel from the game's pure `preview`.
 */
import { changeForm } from "./form-change";
import type { App } from "obsidian";
import { Setting } from "obsidian";
import { FormModal } from "../form-modal";
import type { DiceNeed, EnteredDice, Field, Preview, PreviewLine, TableGame } from "./game";
import { readEnteredDice } from "./physical-dice";
import { labelText } from "../user-text";

/** What the dialog needs from a game: everything but the sheet and resolve. */
export type DialogGame<Model, Form> = Pick<TableGame<Model, Form>, "title" | "fields" | "update" | "preview">;

/** Rolls (or logs entered dice) for the form; resolves ok when the entry was written. */
export type RollSubmit<Form> = (form: Form, entered: EnteredDice | undefined) => Promise<{ ok: boolean }>;

/** A field's control, kept so a change can update it in place. */
interface FieldRow {
	kind: Field["kind"];
	setting: Setting;
	control: HTMLSelectElement | HTMLInputElement;
	/** The choices drawn, so options are rebuilt only when they change. */
	choicesKey: string;
}

/** Number fields with at most this many values are a dropdown; wider ones are a number box. */
const MAX_NUMBER_CHOICES = 40;

export class RollModal<Model, Form> extends FormModal {
	form: Form;
	rollButton: HTMLButtonElement | undefined;
	private fieldsEl: HTMLElement | undefined;
	private summaryEl: HTMLElement | undefined;
	private diceEl: HTMLElement | undefined;
	private readonly rows = new Map<string, FieldRow>();
	private rolling = false;
	/** Physical dice: on when the player types the faces rolled at the table. */
	private byHand = false;
	private typed: string[] = [];
	private preview: Preview = { odds: [] };
	private diceSignature = "";

	constructor(
		app: App,
		protected readonly game: DialogGame<Model, Form>,
		protected readonly model: Model,
		form: Form,
		private readonly submit: RollSubmit<Form>,
	) {
		super(app);
		this.form = form;
	}

	override onOpen(): void {
		const { contentEl } = this;
		contentEl.empty();
		this.rows.clear();
		this.diceSignature = "";
		contentEl.addClass("cl-dialog-dialog");
		this.setTitle(this.game.title(this.model, this.form));
		this.fieldsEl = contentEl.createDiv({ cls: "cl-dialog-fields" });
		this.summaryEl = contentEl.createDiv({ cls: "cl-dialog-summary", attr: { "aria-live": "polite" } });
		this.diceEl = contentEl.createDiv({ cls: "cl-dialog-dice" });
		this.rollButton = this.footerButton(["mod-cta", "cl-dialog-button"], "Roll", () => void this.roll());
		this.refresh();
		// The first control has the focus, so the keyboard starts in the dialog.
		this.fieldsEl.querySelector<HTMLElement>("select, input")?.focus();
	}

	/** One field changed (the controls call this; tests do too): the game updates the form, the dialog follows. */
	setField(key: string, value: string | number | boolean): void {
		this.form = changeForm(this.game, this.model, this.form, key, value);
		this.refresh();
	}

	/** Turns physical dice entry on or off (the toggle calls this; tests do too). */
	setByHand(on: boolean): void {
		this.byHand = on;
		this.refresh();
	}

	/** The faces typed for each group of dice (the inputs call this; tests do too). */
	setTyped(index: number, text: string): void {
		this.typed[index] = text;
		this.drawPanelState();
	}

	/** Redraws what depends on the form: rows in place, the live panel, the dice entry. */
	protected refresh(): void {
		if (!this.fieldsEl) return;
		this.drawFields(this.game.fields(this.model, this.form));
		const preview = (this.preview = this.game.preview(this.model, this.form));
		this.drawDiceEntry(this.preview.dice ?? []);
		this.drawPanelState();
		// Odds worked out in slices: the panel is drawn again when they are ready, unless the form changed or the dialog closed meanwhile.
		void preview.pending?.then(() => {
			if (this.preview === preview && this.fieldsEl && this.contentEl.contains(this.fieldsEl)) this.refresh();
		});
	}

	private drawFields(fields: Field[]): void {
		const parent = this.fieldsEl;
		if (!parent) return;
		const wanted = new Set(fields.map((field) => field.key));
		for (const [key, row] of this.rows) {
			if (!wanted.has(key)) {
				row.setting.settingEl.remove();
				this.rows.delete(key);
			}
		}
		let previous: HTMLElement | undefined;
		for (const field of fields) {
			let row = this.rows.get(field.key);
			if (row && row.kind !== field.kind) {
				row.setting.settingEl.remove();
				row = undefined;
			}
			if (!row) {
				row = this.createRow(parent, field);
				this.rows.set(field.key, row);
			}
			this.updateRow(row, field);
			// Keep the rows in the fields' order, moving only what is out of place (a move drops focus).
			const el = row.setting.settingEl;
			const expected = previous ? previous.nextElementSibling : parent.firstElementChild;
			if (expected !== el) parent.insertBefore(el, expected);
			previous = el;
		}
	}

	private createRow(parent: HTMLElement, field: Field): FieldRow {
		const setting = new Setting(parent);
		setting.settingEl.addClass("cl-dialog-field");
		setting.settingEl.setAttr("data-key", field.key);
		let control: HTMLSelectElement | HTMLInputElement;
		const key = field.key;
		if (field.kind === "choice" || (field.kind === "number" && field.max - field.min <= MAX_NUMBER_CHOICES)) {
			const select = setting.controlEl.createEl("select", { cls: "dropdown" });
			select.addEventListener("change", () => this.setField(key, field.kind === "number" ? Number(select.value) : select.value));
			control = select;
		} else if (field.kind === "toggle") {
			const box = setting.controlEl.createEl("input", { cls: "cl-dialog-toggle", attr: { type: "checkbox" } });
			box.addEventListener("change", () => this.setField(key, box.checked));
			control = box;
		} else if (field.kind === "number") {
			const input = setting.controlEl.createEl("input", { attr: { type: "number", inputmode: "numeric" } });
			// Each whole number typed updates the preview at once, so Roll is ready before the box loses
			// the focus (a click on a still-disabled button would only blur the box).
			input.addEventListener("input", () => {
				if (input.value.trim() !== "" && Number.isInteger(Number(input.value))) this.setField(key, Number(input.value));
			});
			input.addEventListener("change", () => {
				const value = Number(input.value);
				// An empty or out-of-range box is put back to the form's value rather than guessed at.
				if (input.value.trim() !== "" && Number.isInteger(value)) this.setField(key, value);
				input.value = String(this.game.fields(this.model, this.form).find((f) => f.key === key)?.value ?? input.value);
				this.refresh();
			});
			control = input;
		} else {
			const input = setting.controlEl.createEl("input", { attr: { type: "text" } });
			input.addEventListener("input", () => this.setField(key, input.value));
			control = input;
		}
		return { kind: field.kind, setting, control, choicesKey: "" };
	}

	private updateRow(row: FieldRow, field: Field): void {
		// Labels, choices and lines may name things from the note: without bidi overrides (user-text.ts).
		row.setting.setName(labelText(field.label));
		row.setting.setDesc(labelText(field.description ?? ""));
		const { control } = row;
		control.setAttr("aria-label", labelText(field.label));
		control.disabled = "disabled" in field && field.disabled === true;
		if (control instanceof HTMLSelectElement) {
			const choices = field.kind === "choice" ? field.choices : field.kind === "number" ? numberChoices(field.min, field.max) : [];
			const choicesKey = JSON.stringify(choices);
			if (choicesKey !== row.choicesKey) {
				// Options are replaced inside the same <select>, so a focused dropdown keeps its focus.
				control.empty();
				for (const [value, label] of choices) control.createEl("option", { text: labelText(label), attr: { value } });
				row.choicesKey = choicesKey;
			}
			control.value = String(field.value);
			return;
		}
		if (field.kind === "toggle") {
			control.checked = field.value;
			return;
		}
		if (field.kind === "number") {
			control.setAttr("min", String(field.min));
			control.setAttr("max", String(field.max));
		}
		if (field.kind === "text" && field.placeholder !== undefined) control.placeholder = field.placeholder;
		// The box the user is typing in is left alone; the form already has what they typed.
		if (control.ownerDocument.activeElement !== control) control.value = String(field.value);
	}

	/** The "dice rolled at the table" toggle and, when on, one box per group of dice. */
	private drawDiceEntry(needs: DiceNeed[]): void {
		const el = this.diceEl;
		if (!el) return;
		// Redrawn only when the dice needed change, so a box being typed in keeps its focus.
		const signature = JSON.stringify([this.byHand, needs]);
		if (this.diceSignature === signature) return;
		this.diceSignature = signature;
		el.empty();
		if (needs.length === 0) return;
		const toggleRow = new Setting(el).setName("Dice rolled at the table").setDesc("Type the faces you rolled instead of letting the plugin roll.");
		const toggle = toggleRow.controlEl.createEl("input", { cls: "cl-dialog-toggle cl-dialog-by-hand", attr: { type: "checkbox", "aria-label": "Dice rolled at the table" } });
		toggle.checked = this.byHand;
		toggle.addEventListener("change", () => this.setByHand(toggle.checked));
		if (!this.byHand) return;
		needs.forEach((need, index) => {
			const row = new Setting(el).setName(labelText(need.label)).setDesc(`${need.count} ${need.count === 1 ? "face" : "faces"}, each 1 to ${need.sides}, separated by spaces.`);
			const input = row.controlEl.createEl("input", { cls: "cl-dialog-faces", attr: { type: "text", inputmode: "numeric", "aria-label": labelText(`Faces for ${need.label}`) } });
			input.value = this.typed[index] ?? "";
			input.addEventListener("input", () => this.setTyped(index, input.value));
		});
		el.createEl("p", { cls: "cl-dialog-dice-problem", attr: { role: "alert" } });
	}

	/** The entered dice when typing is on and they fit what the roll needs. */
	private entered(): ReturnType<typeof readEnteredDice> | undefined {
		const needs = this.preview.dice ?? [];
		return this.byHand && needs.length > 0 ? readEnteredDice(needs, this.typed) : undefined;
	}

	/** The live panel and whether Roll may be pressed. */
	private drawPanelState(): void {
		const el = this.summaryEl;
		if (!el) return;
		el.empty();
		const preview = this.preview;
		for (const note of preview.notes ?? []) previewLine(el, "note", note);
		if (preview.refusal !== undefined) {
			previewLine(el, "refusal", preview.refusal);
		} else {
			for (const line of preview.odds) previewLine(el, "odds", line);
			if (preview.cost !== undefined) previewLine(el, "cost", `Cost: ${preview.cost}`);
		}
		const entered = this.entered();
		const problemEl = this.diceEl?.querySelector(".cl-dialog-dice-problem");
		// Nothing typed yet is not an error worth shouting; a wrong face or count is.
		const typedSomething = this.typed.some((text) => text !== undefined && text.trim() !== "");
		if (problemEl) problemEl.setText(entered && !entered.ok && typedSomething ? entered.error : "");
		if (this.rollButton) {
			this.rollButton.setText(entered ? "Log these dice" : (preview.submit ?? "Roll"));
			this.rollButton.disabled = this.rolling || preview.refusal !== undefined || (entered !== undefined && !entered.ok);
		}
	}

	/** Rolls (or logs the typed faces) through the game's pipeline; the dialog closes when it is logged. */
	async roll(): Promise<void> {
		if (this.rolling || this.rollButton?.disabled === true) return;
		const entered = this.entered();
		if (entered && !entered.ok) return;
		this.rolling = true;
		this.drawPanelState();
		const result = await this.submit(this.form, entered?.value);
		this.rolling = false;
		if (result.ok) this.close();
		else this.refresh();
	}
}

function numberChoices(min: number, max: number): [string, string][] {
	const choices: [string, string][] = [];
	for (let n = min; n <= max; n++) choices.push([String(n), String(n)]);
	return choices;
}

function previewLine(parent: HTMLElement, kind: string, line: PreviewLine): void {
	const text = typeof line === "string" ? line : line.text;
	const cls = ["cl-dialog-line", `cl-dialog-${kind}`, ...(typeof line === "string" ? [] : [`cl-dialog-${line.part}`])];
	parent.createEl("p", { cls, text: labelText(text) });
}
