/**
 * The roll dialog every game uses, laid out for the table: the inputs a player changes every roll
 * first, each one tap (a short choice or a small number is a row of buttons; a long list stays a
 * dropdown), the rarely used ones folded under "More" (open or closed as this character left it),
 * the exact chances and the rules' notes next, and a footer that stays in view however long the
 * dialog is: the headline chance, the cost, a refusal, and the button, which says what it does
 * ("Roll", "Apply damage", "Spend XP"). Enter presses it. A change updates the rows in place (the
 * control the user is on keeps its focus) and recomputes the panel from the game's pure `preview`.
 */
import { changeForm } from "../../games/frame/form-change";
import type { App } from "obsidian";
import { Setting } from "obsidian";
import { FormModal } from "../form-modal";
import type { DiceNeed, EnteredDice, Field, Preview, PreviewLine, TableGame } from "../../games/frame/game";
import { readEnteredDice } from "../../engine/dice/physical";
import type { SubmitHow } from "./pipeline";
import { labelText } from "../user-text";
import { t } from "../../lang";
import { NOTE_FIELDS, NoteSuggest } from "../note-suggest";

/** What the dialog needs from a game: everything but the sheet and resolve. */
export type DialogGame<Model, Form> = Pick<TableGame<Model, Form>, "title" | "fields" | "update" | "preview">;

/** Rolls (or logs entered dice) for the form; resolves ok when the entry was written, or with why not. */
export type RollSubmit<Form> = (form: Form, entered: EnteredDice | undefined, how: SubmitHow) => Promise<{ ok: true } | { ok: false; error?: string }>;

/** A field's control, kept so a change can update it in place. */
interface FieldRow {
	/** How it is drawn: a row of buttons, a dropdown, a checkbox or a box to type in. */
	shape: Shape;
	setting: Setting;
	/** The control (a dropdown or an input), or the group holding the buttons. */
	control: HTMLSelectElement | HTMLInputElement | HTMLElement;
	/** The choices drawn, so options are rebuilt only when they change. */
	choicesKey: string;
}

type Shape = "buttons" | "select" | "toggle" | "number" | "text";

/** Number fields with at most this many values are buttons, wider ones up to MAX_NUMBER_CHOICES a dropdown, the rest a box. */
const MAX_NUMBER_BUTTONS = 11;
const MAX_NUMBER_CHOICES = 40;
/** A choice is buttons when it has this few choices, short enough together to sit side by side on a phone. */
const MAX_CHOICE_BUTTONS = 6;
const MAX_BUTTON_TEXT = 48;

/** Whether "More" was left open, per character (the dialog's `remember` key), for as long as Obsidian runs. */
const moreOpen = new Map<string, boolean>();

/** The choices a field offers as [value, label], or undefined for a field typed or ticked. */
function choicesOf(field: Field): readonly (readonly [string, string])[] | undefined {
	if (field.kind === "choice") return field.choices;
	if (field.kind !== "number" || field.max - field.min > MAX_NUMBER_CHOICES) return undefined;
	const choices: [string, string][] = [];
	for (let n = field.min; n <= field.max; n++) choices.push([String(n), String(n)]);
	return choices;
}

function shapeOf(field: Field): Shape {
	const choices = choicesOf(field);
	if (choices === undefined) return field.kind === "choice" ? "select" : field.kind;
	const few = field.kind === "number" ? choices.length <= MAX_NUMBER_BUTTONS : choices.length <= MAX_CHOICE_BUTTONS && choices.reduce((sum, [, label]) => sum + label.length, 0) <= MAX_BUTTON_TEXT;
	return few ? "buttons" : "select";
}

export class RollModal<Model, Form> extends FormModal {
	form: Form;
	rollButton: HTMLButtonElement | undefined;
	/** The character the dialog is for (its note's path): "More" opens as it was last left for them. */
	remember: string | undefined = undefined;
	private fieldsEl: HTMLElement | undefined = undefined;
	private moreEl: HTMLDetailsElement | undefined = undefined;
	private summaryEl: HTMLElement | undefined = undefined;
	private resultEl: HTMLElement | undefined = undefined;
	private diceEl: HTMLElement | undefined = undefined;
	private readonly rows = new Map<string, FieldRow>();
	/** The rarely used fields' values when the dialog opened: "More (2 set)" counts those changed. */
	private readonly startValues = new Map<string, string>();
	private rolling = false;
	/** Why the last submit was refused (a value changed meanwhile): shown in the footer until the form changes. */
	private failure: string | undefined = undefined;
	/** "GM only" ticked: the entry goes under the session's GM log heading, left out of what the players see (notes/gm-log.ts). */
	gmOnly = false;
	/** False for a dialog that creates notes rather than log entries (Create campaign): it has no "GM only" box. */
	logsEntry = true;
	/** Physical dice: on when the player types the faces rolled at the table. */
	private byHand = false;
	private typed: string[] = [];
	private preview: Preview = { odds: [] };
	private diceSignature = "";
	/** Whether the preview's folded lines were left open. */
	private foldedOpen = false;

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
		this.startValues.clear();
		this.diceSignature = "";
		contentEl.addClass("cl-dialog-dialog");
		this.setTitle(this.game.title(this.model, this.form));
		this.fieldsEl = contentEl.createDiv({ cls: "cl-dialog-fields" });
		const more = (this.moreEl = contentEl.createEl("details", { cls: "cl-dialog-more" }));
		more.open = this.remember !== undefined && moreOpen.get(this.remember) === true;
		more.createEl("summary", { text: t("frame.dialog.more") });
		more.createDiv({ cls: "cl-dialog-fields" });
		more.addEventListener("toggle", () => {
			if (this.remember !== undefined) moreOpen.set(this.remember, more.open);
		});
		this.diceEl = more.createDiv({ cls: "cl-dialog-dice" });
		this.summaryEl = contentEl.createDiv({ cls: "cl-dialog-summary" });
		// The footer stays in view (styles.css makes it sticky): the headline, the cost and the button.
		const footer = contentEl.createDiv({ cls: "cl-dialog-footer" });
		this.resultEl = footer.createDiv({ cls: "cl-dialog-result", attr: { "aria-live": "polite" } });
		if (this.logsEntry) {
			const gm = footer.createEl("label", { cls: "cl-dialog-gm" });
			const gmBox = gm.createEl("input", { attr: { type: "checkbox" } });
			gm.appendText(` ${t("frame.dialog.gmOnly")}`);
			gmBox.checked = this.gmOnly;
			gmBox.addEventListener("change", () => (this.gmOnly = gmBox.checked));
		}
		this.rollButton = footer.createEl("button", { cls: ["mod-cta", "cl-dialog-button"], text: t("frame.dialog.roll") });
		this.rollButton.addEventListener("click", () => void this.roll());
		// Enter presses the button from anywhere but a button or a fold, which Enter already presses, and
		// unless something took it first (a list of note suggestions choosing one). A choice already
		// chosen is the exception: Enter on it rolls, so "Effort 1, Enter" is a roll (the first Enter on
		// a choice chooses it, the next rolls).
		contentEl.addEventListener("keydown", (event) => {
			const target = event.target;
			const chosen = target instanceof HTMLButtonElement && target.classList.contains("cl-seg-button") && target.getAttribute("aria-pressed") === "true";
			if (event.key !== "Enter" || event.isComposing || event.defaultPrevented || (target instanceof HTMLButtonElement && !chosen) || (target instanceof HTMLElement && target.tagName === "SUMMARY")) return;
			event.preventDefault();
			void this.roll();
		});
		this.refresh();
		// The first control has the focus, so the keyboard starts in the dialog.
		this.fieldsEl.querySelector<HTMLElement>("select, input, button")?.focus();
	}

	/** One field changed (the controls call this; tests do too): the game updates the form, the dialog follows. */
	setField(key: string, value: string | number | boolean): void {
		this.failure = undefined;
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
		// "More" shows only when it holds something: a rarely used field, or dice to type in.
		this.moreEl?.toggleClass("cl-hidden", this.moreEl.querySelector(".cl-dialog-field, .cl-dialog-dice > *") === null);
		this.drawPanelState();
		// Odds worked out in slices: the panel is drawn again when they are ready, unless the form changed or the dialog closed meanwhile.
		void preview.pending?.then(() => {
			if (this.preview === preview && this.fieldsEl && this.contentEl.contains(this.fieldsEl)) this.refresh();
		});
	}

	private drawFields(fields: Field[]): void {
		const main = this.fieldsEl;
		const rare = this.moreEl?.querySelector<HTMLElement>(".cl-dialog-fields");
		if (!main || !rare || !this.moreEl) return;
		const wanted = new Set(fields.map((field) => field.key));
		for (const [key, row] of this.rows) {
			if (!wanted.has(key)) {
				row.setting.settingEl.remove();
				this.rows.delete(key);
			}
		}
		const previous = new Map<HTMLElement, HTMLElement>();
		let changed = 0;
		for (const field of fields) {
			const parent = field.rare === true ? rare : main;
			let row = this.rows.get(field.key);
			if (row && row.shape !== shapeOf(field)) {
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
			const before = previous.get(parent);
			const expected = before ? before.nextElementSibling : parent.firstElementChild;
			if (expected !== el) parent.insertBefore(el, expected);
			previous.set(parent, el);
			if (field.rare === true) {
				const value = String(field.value);
				if (!this.startValues.has(field.key)) this.startValues.set(field.key, value);
				if (this.startValues.get(field.key) !== value) changed++;
			}
		}
		this.moreEl.querySelector("summary")?.setText(changed > 0 ? t("frame.dialog.moreSet", { count: changed }) : t("frame.dialog.more"));
	}

	private createRow(parent: HTMLElement, field: Field): FieldRow {
		const setting = new Setting(parent);
		setting.settingEl.addClass("cl-dialog-field");
		setting.settingEl.setAttr("data-key", field.key);
		const shape = shapeOf(field);
		const key = field.key;
		const set = (value: string | number | boolean): void => this.setField(key, field.kind === "number" ? Number(value) : value);
		let control: FieldRow["control"];
		if (shape === "buttons") {
			control = setting.controlEl.createDiv({ cls: "cl-seg", attr: { role: "group" } });
		} else if (shape === "select") {
			const select = setting.controlEl.createEl("select", { cls: "dropdown" });
			select.addEventListener("change", () => set(select.value));
			control = select;
		} else if (shape === "toggle") {
			const box = setting.controlEl.createEl("input", { cls: "cl-dialog-toggle", attr: { type: "checkbox" } });
			box.addEventListener("change", () => this.setField(key, box.checked));
			control = box;
		} else if (shape === "number") {
			const input = setting.controlEl.createEl("input", { attr: { type: "number", inputmode: "numeric" } });
			// Each whole number typed updates the preview at once, so the button is ready before the box
			// loses the focus (a click on a still-disabled button would only blur the box).
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
			if (field.kind === "text" && field.notes !== undefined) new NoteSuggest(this.app, input, NOTE_FIELDS[field.notes], (value) => this.setField(key, value));
			control = input;
		}
		return { shape, setting, control, choicesKey: "" };
	}

	private updateRow(row: FieldRow, field: Field): void {
		// Labels, choices and lines may name things from the note: without bidi overrides (user-text.ts).
		row.setting.setName(labelText(field.label));
		row.setting.setDesc(labelText(field.description ?? ""));
		const { control } = row;
		control.setAttr("aria-label", labelText(field.label));
		const disabled = "disabled" in field && field.disabled === true;
		const value = String(field.value);
		const choices = choicesOf(field);
		if (choices !== undefined) {
			const choicesKey = JSON.stringify([choices, disabled]);
			if (choicesKey !== row.choicesKey) {
				// Options are replaced inside the same control, so a focused dropdown keeps its focus.
				control.empty();
				for (const [id, label] of choices) {
					if (row.shape === "select") {
						control.createEl("option", { text: labelText(label), attr: { value: id } });
						continue;
					}
					const button = control.createEl("button", { cls: "cl-seg-button", text: labelText(label), attr: { "data-value": id } });
					button.disabled = disabled;
					button.addEventListener("click", () => this.setField(field.key, field.kind === "number" ? Number(id) : id));
				}
				row.choicesKey = choicesKey;
			}
			if (control instanceof HTMLSelectElement) {
				control.disabled = disabled;
				control.value = value;
			} else {
				for (const button of Array.from(control.children)) {
					const on = button.getAttribute("data-value") === value;
					button.toggleClass("is-active", on);
					button.setAttr("aria-pressed", String(on));
				}
			}
			return;
		}
		if (!(control instanceof HTMLInputElement)) return;
		control.disabled = disabled;
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
		if (control.ownerDocument.activeElement !== control) control.value = value;
	}

	/** The "dice rolled at the table" toggle and, when on, one box per group of dice (under More). */
	private drawDiceEntry(needs: DiceNeed[]): void {
		const el = this.diceEl;
		if (!el) return;
		// Redrawn only when the dice needed change, so a box being typed in keeps its focus.
		const signature = JSON.stringify([this.byHand, needs]);
		if (this.diceSignature === signature) return;
		this.diceSignature = signature;
		el.empty();
		if (needs.length === 0) return;
		const toggleRow = new Setting(el).setName(t("frame.dialog.byHand.name")).setDesc(t("frame.dialog.byHand.desc"));
		const toggle = toggleRow.controlEl.createEl("input", { cls: "cl-dialog-toggle cl-dialog-by-hand", attr: { type: "checkbox", "aria-label": t("frame.dialog.byHand.name") } });
		toggle.checked = this.byHand;
		toggle.addEventListener("change", () => this.setByHand(toggle.checked));
		if (!this.byHand) return;
		needs.forEach((need, index) => {
			const row = new Setting(el).setName(labelText(need.label)).setDesc(t("frame.dialog.byHand.faces", { count: need.count, sides: need.sides }));
			const input = row.controlEl.createEl("input", { cls: "cl-dialog-faces", attr: { type: "text", inputmode: "numeric", "aria-label": labelText(t("frame.dialog.byHand.facesFor", { label: need.label })) } });
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

	/**
	 * The live panel and the footer. The first odds line is the headline (every game puts its main
	 * chance first): it and the cost sit in the footer beside the button; notes and the other lines
	 * stay in the panel above it. A refusal takes the headline's place.
	 */
	private drawPanelState(): void {
		const el = this.summaryEl;
		const result = this.resultEl;
		if (!el || !result) return;
		el.empty();
		result.empty();
		const preview = this.preview;
		for (const note of preview.notes ?? []) previewLine(el, "note", note);
		if (preview.refusal !== undefined) {
			previewLine(result, "refusal", preview.refusal);
		} else {
			const [headline, ...rest] = preview.odds;
			if (headline !== undefined) previewLine(result, "odds", headline);
			if (preview.cost !== undefined) previewLine(result, "cost", t("frame.dialog.cost", { cost: preview.cost }));
			for (const line of rest) previewLine(el, "odds", line);
			if (preview.folded !== undefined && preview.folded.lines.length > 0) {
				const fold = el.createEl("details", { cls: "cl-dialog-folded" });
				// Redrawn on every change: it stays open or closed as the user left it.
				fold.open = this.foldedOpen;
				fold.addEventListener("toggle", () => (this.foldedOpen = fold.open));
				fold.createEl("summary", { text: labelText(preview.folded.summary) });
				for (const line of preview.folded.lines) previewLine(fold, "odds", line);
			}
		}
		if (this.failure !== undefined) previewLine(result, "refusal", this.failure);
		el.toggleClass("cl-hidden", el.childElementCount === 0);
		const entered = this.entered();
		const problemEl = this.diceEl?.querySelector(".cl-dialog-dice-problem");
		// Nothing typed yet is not an error worth shouting; a wrong face or count is.
		const typedSomething = this.typed.some((text) => text !== undefined && text.trim() !== "");
		if (problemEl) problemEl.setText(entered && !entered.ok && typedSomething ? entered.error : "");
		if (this.rollButton) {
			this.rollButton.setText(entered ? t("frame.dialog.logTheseDice") : labelText(preview.submit ?? t("frame.dialog.roll")));
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
		// "GM only" goes with this submit to the entry it logs (pipeline.ts), never to whichever entry is appended next.
		const result = await this.submit(this.form, entered?.value, { gmOnly: this.gmOnly });
		this.rolling = false;
		if (result.ok) this.close();
		else {
			this.failure = result.error;
			this.refresh();
		}
	}
}

function previewLine(parent: HTMLElement, kind: string, line: PreviewLine): void {
	const text = typeof line === "string" ? line : line.text;
	const cls = ["cl-dialog-line", `cl-dialog-${kind}`, ...(typeof line === "string" ? [] : [`cl-dialog-${line.part}`])];
	parent.createEl("p", { cls, text: labelText(text) });
}
