/**
 * One live rule calculator: a calculator is pure data and functions of its form (which inputs it
 * has, what they give: games/rules/calculator.ts), and `drawCalculator` draws any of them with the plugin's Setting rows,
 * recomputes its lines on every change, and rolls through the page's free-roll logging. The same
 * frame serves the rule-page panel and the `ledger-rules` code block.
 */
import { Setting, type TFile } from "obsidian";
import type { CalculatorField, CalculatorForm, CalculatorView, FormValue, RuleCalculator } from "../../games/rules/calculator";
import type { TableDeps } from "../frame/pipeline";
import { rollIntoStatus } from "../csrd/panel-actions";
import { labelText } from "../user-text";

/** Where a calculator is drawn: its events end with the host's component; its rolls log from `page`. */
export interface CalculatorHost {
	deps: TableDeps;
	/** The page the rolls link back to; without one nothing is rolled. */
	page: TFile | undefined;
	register: <K extends keyof HTMLElementEventMap>(el: HTMLElement, type: K, handler: (event: HTMLElementEventMap[K]) => unknown) => void;
	/** False once the panel is gone, so a roll finishing late draws nothing. */
	alive: () => boolean;
}

/** The rows' shape without their values: the rows are drawn again only when it changes. */
const shapeOf = (fields: CalculatorField[]): string => JSON.stringify(fields.map((f) => [f.kind, f.key, f.label, "choices" in f ? f.choices : []]));

/** A form value for a control's raw value: a choice standing for a number is kept a number. */
function stored(held: FormValue | undefined, raw: FormValue): FormValue {
	return typeof held === "number" && typeof raw === "string" ? Number(raw) : raw;
}

/** Draws a calculator into `el` and keeps it live. */
export function drawCalculator<Form extends CalculatorForm>(el: HTMLElement, calculator: RuleCalculator<Form>, host: CalculatorHost): void {
	let form = calculator.start;
	let shape = "";
	const rowsEl = el.createDiv({ cls: "cl-rules-fields" });
	const outEl = el.createDiv({ cls: "cl-rules-out", attr: { "aria-live": "polite" } });
	const actionsEl = el.createDiv({ cls: "cl-rules-actions" });
	const statusEl = el.createDiv({ cls: "cl-rules-status", attr: { role: "status" } });
	let rollButton: HTMLButtonElement | undefined;
	let rolling = false;
	let view: CalculatorView = { lines: [] };

	const change = (key: string, raw: FormValue): void => {
		form = { ...form, [key]: stored(form[key], raw) };
		refresh();
	};

	const drawRows = (fields: CalculatorField[]): void => {
		const focused = rowsEl.querySelector(":focus")?.closest("[data-key]")?.getAttribute("data-key");
		rowsEl.empty();
		for (const field of fields) {
			const setting = drawRow(rowsEl, field, form[field.key], change, host);
			setting.settingEl.addClass("cl-rules-field");
			setting.settingEl.setAttr("data-key", field.key);
		}
		// A change that adds or removes rows (another damage model) leaves the focus where it was.
		if (focused) rowsEl.querySelector<HTMLElement>(`[data-key="${focused}"] :is(select, input)`)?.focus();
	};

	const drawOut = (): void => {
		outEl.empty();
		if ("problem" in view) {
			outEl.createEl("p", { cls: "cl-rules-problem", text: view.problem, attr: { role: "alert" } });
			return;
		}
		for (const line of view.lines) {
			const text = typeof line === "string" ? line : line.text;
			outEl.createEl("p", { cls: ["cl-rules-line", ...(typeof line === "string" ? [] : [`cl-rules-${line.part}`])], text });
		}
	};

	const drawActions = (): void => {
		const roll = "roll" in view ? view.roll : undefined;
		if (!roll || !host.page) {
			actionsEl.empty();
			rollButton = undefined;
			return;
		}
		if (!rollButton) {
			rollButton = actionsEl.createEl("button", { cls: "cl-rules-button" });
			host.register(rollButton, "click", () => void rollNow());
		}
		rollButton.setText(roll.button);
		rollButton.disabled = rolling;
	};

	const refresh = (): void => {
		const fields = calculator.fields(form);
		const next = shapeOf(fields);
		if (next !== shape) {
			shape = next;
			drawRows(fields);
		}
		// An empty box is no number at all: say so rather than let the rules read it as one.
		const empty = fields.find((field) => field.kind === "number" && !Number.isFinite(form[field.key]));
		view = empty ? { problem: `Type a number in "${empty.label}".` } : calculator.view(form);
		drawOut();
		drawActions();
	};

	/** Rolls the view's dice, shows the result at once and then where it was logged. */
	const rollNow = async (): Promise<void> => {
		const roll = "roll" in view ? view.roll : undefined;
		const page = host.page;
		if (!roll || !page || rolling) return;
		rolling = true;
		drawActions();
		try {
			await rollIntoStatus(host.deps, page, roll, statusEl, "cl-rules", host.alive);
		} finally {
			rolling = false;
			if (host.alive()) drawActions();
		}
	};

	refresh();
}

/**
 * One input row: Obsidian's Setting row with its control, as the roll dialogs draw theirs. The
 * control's events are the host's, so they end when the panel does.
 */
function drawRow(parent: HTMLElement, field: CalculatorField, value: FormValue | undefined, change: (key: string, value: FormValue) => void, host: CalculatorHost): Setting {
	const row = new Setting(parent).setName(labelText(field.label));
	if (field.description !== undefined) row.setDesc(field.description);
	const label = { "aria-label": labelText(field.label) };
	switch (field.kind) {
		case "choice": {
			const select = row.controlEl.createEl("select", { cls: "dropdown", attr: label });
			for (const [value, text] of field.choices) select.createEl("option", { text: labelText(text), attr: { value } });
			select.value = String(value);
			host.register(select, "change", () => change(field.key, select.value));
			break;
		}
		case "number": {
			const input = row.controlEl.createEl("input", { attr: { ...label, type: "number", inputmode: "numeric", min: field.min, max: field.max } });
			input.value = String(value);
			// Every number typed counts at once; what the rules refuse is said under the rows, and the
			// box keeps what was typed. An empty box is not a number yet.
			host.register(input, "input", () => change(field.key, input.value.trim() === "" ? Number.NaN : Number(input.value)));
			break;
		}
		case "toggle": {
			const box = row.controlEl.createEl("input", { cls: "cl-rules-toggle", attr: { ...label, type: "checkbox" } });
			box.checked = value === true;
			host.register(box, "change", () => change(field.key, box.checked));
			break;
		}
	}
	return row;
}
