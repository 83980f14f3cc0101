/**
 * Draws any game's SheetModel: a header, resource meters with −/+ steppers (the value is a
 * spinbutton, so the arrow keys step it too), clickable boxes and track steps, titled lists,
 * action buttons and every problem the note has. Pure DOM from the model: what a click means is
 * the caller's (sheet-child.ts turns edits into logged changes, actions into dialogs).
 */
import type { SheetAction, SheetBoxes, SheetCondition, SheetEdit, SheetListItem, SheetMeter, SheetModel, SheetTrack } from "../../games/frame/game";
import { isolate, labelText } from "../user-text";
import { t } from "../../lang";

export interface SheetHandlers {
	/** A stepper, box or track step asks for this change. */
	edit(edit: SheetEdit): void;
	action(action: SheetAction): void;
	/** Draws an internal link (Obsidian's own link element, so hover and click work). */
	link(parent: HTMLElement, target: string, text: string): void;
	/** Opens the Add condition dialog. */
	addCondition?: () => void;
	/** Asks, then takes a condition off (by its id). */
	removeCondition?: (id: string) => void;
}

export interface SheetViewOptions {
	/** The name's heading level, one below the note's heading the block sits under (2 to 6). */
	headingLevel: number;
}

export function drawSheetModel(box: HTMLElement, model: SheetModel, handlers: SheetHandlers, options: SheetViewOptions): void {
	box.addClass("cl-sheet", `cl-sheet-${model.system}`);
	const header = box.createDiv({ cls: "cl-sheet-header" });
	// Not an <h3>: the level follows the note's own headings, so the outline stays right.
	// The name is the note's: its writing direction is its own (user-text.ts).
	isolate(header.createDiv({ cls: "cl-sheet-name", text: model.title, attr: { role: "heading", "aria-level": String(options.headingLevel) } }));
	if (model.subtitle !== undefined) header.createDiv({ cls: "cl-sheet-subtitle", text: model.subtitle });

	if (model.meters.length > 0) {
		const meters = box.createDiv({ cls: "cl-sheet-meters" });
		for (const meter of model.meters) drawMeter(meters, meter, handlers);
	}
	for (const boxes of model.boxes) drawBoxes(box, boxes, handlers);
	for (const track of model.tracks) drawTrack(box, track, handlers);
	if (model.conditions !== undefined) drawConditions(box, model.conditions, handlers);
	for (const list of model.lists) {
		if (list.items.length === 0) continue;
		const section = box.createDiv({ cls: "cl-sheet-list", attr: { "data-list": list.title } });
		section.createDiv({ cls: "cl-sheet-list-title", text: list.title });
		const ul = section.createEl("ul");
		for (const item of list.items) drawItem(ul, item, handlers);
	}
	if (model.actions.length > 0) {
		const actions = box.createDiv({ cls: "cl-sheet-actions" });
		for (const action of model.actions) actionButton(actions, action, handlers);
	}
	if (model.problems.length > 0) {
		// Every problem, one line each: the user fixes them all in one pass, none hidden behind a count.
		const problems = box.createEl("ul", { cls: "cl-sheet-problems", attr: { "aria-label": t("frame.sheet.problemsLabel") } });
		for (const problem of model.problems) problems.createEl("li", { cls: "cl-warning", text: labelText(problem) });
	}
}

/** The edit a stepper, box or track step asks for, titled as its log entry is: "Might 9 → 8". */
function editOf(part: { key: string; label: string }, before: number | string, after: number | string): SheetEdit {
	return { key: part.key, before, after, label: `${part.label} ${before} → ${after}` };
}

function clamp(meter: SheetMeter, value: number): number {
	const min = meter.min ?? 0;
	const max = meter.max ?? Number.MAX_SAFE_INTEGER;
	return Math.min(Math.max(value, min), max);
}

function valueText(meter: SheetMeter): string {
	return meter.max === undefined ? String(meter.value) : `${meter.value} / ${meter.max}`;
}

function drawMeter(parent: HTMLElement, meter: SheetMeter, handlers: SheetHandlers): void {
	const cell = parent.createDiv({ cls: "cl-sheet-meter", attr: { "data-key": meter.key } });
	cell.createDiv({ cls: "cl-sheet-meter-label", text: meter.label });
	const editable = meter.editable !== false;
	const step = (delta: number): void => {
		const after = clamp(meter, meter.value + delta);
		if (after !== meter.value) handlers.edit(editOf(meter, meter.value, after));
	};
	const row = cell.createDiv({ cls: "cl-sheet-meter-row" });
	if (editable) stepButton(row, "−", t("frame.sheet.lower", { label: meter.label }), meter.value <= (meter.min ?? 0), () => step(-1));
	const value = row.createDiv({ cls: "cl-sheet-meter-value", text: valueText(meter) });
	if (editable) {
		// A spinbutton: focusable, read as "Might, 9", and stepped with the arrow keys.
		setAttributes(value, { role: "spinbutton", tabindex: "0", "aria-label": meter.label, "aria-valuenow": String(meter.value), "aria-valuetext": valueText(meter), "aria-valuemin": String(meter.min ?? 0) });
		if (meter.max !== undefined) value.setAttr("aria-valuemax", String(meter.max));
		value.addEventListener("keydown", (event) => {
			const delta = event.key === "ArrowUp" || event.key === "ArrowRight" ? 1 : event.key === "ArrowDown" || event.key === "ArrowLeft" ? -1 : 0;
			if (delta === 0) return;
			event.preventDefault();
			step(delta);
		});
		stepButton(row, "+", t("frame.sheet.raise", { label: meter.label }), meter.max !== undefined && meter.value >= meter.max, () => step(1));
	} else {
		value.setAttr("aria-label", `${meter.label} ${valueText(meter)}`);
	}
	if (meter.detail !== undefined) cell.createDiv({ cls: "cl-sheet-meter-detail", text: meter.detail });
}

function stepButton(parent: HTMLElement, text: string, label: string, disabled: boolean, onClick: () => void): void {
	const button = parent.createEl("button", { cls: "cl-sheet-step", text, attr: { "aria-label": label, title: label } });
	button.disabled = disabled;
	button.addEventListener("click", onClick);
}

function drawBoxes(parent: HTMLElement, boxes: SheetBoxes, handlers: SheetHandlers): void {
	const row = parent.createDiv({ cls: "cl-sheet-boxes", attr: { "data-key": boxes.key } });
	row.createSpan({ cls: "cl-sheet-boxes-label", text: `${boxes.label} ${boxes.taken}/${boxes.total}` });
	const group = row.createDiv({ cls: "cl-sheet-box-row", attr: { role: "group", "aria-label": boxes.label } });
	for (let index = 0; index < boxes.total; index++) {
		const taken = index < boxes.taken;
		const button = group.createEl("button", {
			cls: ["cl-sheet-box", ...(taken ? ["cl-sheet-box-taken"] : [])],
			// The mark is text, so a taken box reads as taken without colour.
			text: taken ? "✕" : "",
			attr: { "aria-pressed": String(taken), "aria-label": t("frame.sheet.box", { label: boxes.label, number: index + 1, total: boxes.total, state: taken ? "taken" : "free" }) },
		});
		// Clicking a free box takes up to it; clicking a taken box clears it and those after it.
		const after = index < boxes.taken ? index : index + 1;
		button.addEventListener("click", () => handlers.edit(editOf(boxes, boxes.taken, after)));
	}
}

function drawTrack(parent: HTMLElement, track: SheetTrack, handlers: SheetHandlers): void {
	const section = parent.createDiv({ cls: "cl-sheet-track-box", attr: { "data-key": track.key } });
	section.createSpan({ cls: "cl-sheet-track-label", text: track.label });
	const list = section.createEl("ol", { cls: "cl-sheet-track", attr: { "aria-label": track.label } });
	// A step is written as its value and read as its label (the same unless the game gives labels).
	const labelOf = (step: string): string => track.stepLabels?.[track.steps.indexOf(step)] ?? step;
	for (const value of track.steps) {
		const step = labelOf(value);
		const current = value === track.current;
		const item = list.createEl("li", { cls: ["cl-sheet-track-step", ...(current ? ["cl-sheet-track-current"] : [])] });
		if (current) item.setAttr("aria-current", "step");
		if (track.editable === false) {
			item.setText(step);
			continue;
		}
		const button = item.createEl("button", { cls: "cl-sheet-track-button", text: step, attr: { "aria-pressed": String(current), "aria-label": current ? t("frame.sheet.trackStepNow", { label: track.label, step }) : `${track.label}: ${step}` } });
		button.addEventListener("click", () => {
			if (!current) handlers.edit(editOf(track, track.current, value));
		});
	}
	section.createSpan({ cls: "cl-sheet-track-now", text: t("frame.sheet.trackNow", { step: labelOf(track.current) }) });
}

function drawItem(list: HTMLElement, item: SheetListItem, handlers: SheetHandlers): void {
	const li = list.createEl("li", { cls: item.problem === true ? "cl-sheet-list-problem" : "cl-sheet-list-item" });
	// The item's name is the note's: isolated, so its direction cannot reach the detail or the button after it.
	if (item.link !== undefined) handlers.link(li.createEl("bdi"), item.link, item.text);
	else isolate(li.createSpan({ text: item.text }));
	if (item.detail !== undefined) li.createSpan({ cls: "cl-sheet-list-detail", text: ` ${item.detail}` });
	if (item.action !== undefined) actionButton(li, item.action, handlers);
}

function actionButton(parent: HTMLElement, action: SheetAction, handlers: SheetHandlers): void {
	const cls = ["cl-sheet-button", ...(action.emphasis === "primary" ? ["mod-cta"] : [])];
	const button = parent.createEl("button", { cls, text: labelText(action.label), attr: { "data-action": action.id } });
	if (action.description !== undefined) setAttributes(button, { title: labelText(action.description), "aria-description": labelText(action.description) });
	button.addEventListener("click", () => handlers.action(action));
}

/** Several attributes at once (setAttr only: the browser preview's shim has no setAttrs). */
function setAttributes(el: HTMLElement, attributes: Record<string, string>): void {
	for (const [name, value] of Object.entries(attributes)) el.setAttr(name, value);
}

/**
 * The conditions section: a chip per condition (its name, what it does and when it ends, in words a
 * screen reader reads too), each with a button that asks before removing it, and Add condition.
 */
function drawConditions(parent: HTMLElement, conditions: readonly SheetCondition[], handlers: SheetHandlers): void {
	const section = parent.createDiv({ cls: "cl-sheet-conditions", attr: { "data-list": "Conditions" } });
	section.createDiv({ cls: "cl-sheet-list-title", text: t("frame.sheet.conditions") });
	drawConditionChips(section, conditions, handlers.removeCondition);
	if (conditions.length === 0) section.createDiv({ cls: "cl-sheet-conditions-none", text: t("frame.sheet.conditionsNone") });
	if (handlers.addCondition) {
		const add = handlers.addCondition;
		const button = section.createEl("button", { cls: "cl-sheet-button cl-condition-add", text: t("frame.sheet.addCondition"), attr: { "data-action": "condition:add" } });
		button.addEventListener("click", () => add());
	}
}

/** Condition chips, as the sheet and the tracker's row draw them; a chip's button asks before removing it. */
export function drawConditionChips(parent: HTMLElement, conditions: readonly SheetCondition[], remove: ((id: string) => void) | undefined): HTMLElement {
	const list = parent.createEl("ul", { cls: "cl-condition-chips", attr: { "aria-label": t("frame.sheet.conditions") } });
	for (const condition of conditions) {
		const chip = list.createEl("li", { cls: ["cl-condition-chip", ...(condition.problem !== undefined ? ["cl-condition-chip-problem"] : [])], attr: { "data-condition": condition.id } });
		isolate(chip.createSpan({ cls: "cl-condition-label", text: condition.label }));
		chip.createSpan({ cls: "cl-condition-detail", text: labelText(condition.problem ?? condition.detail) });
		if (remove) {
			const button = chip.createEl("button", { cls: "cl-condition-remove", text: "×", attr: { "aria-label": labelText(t("frame.sheet.removeCondition", { label: condition.label })), title: labelText(t("frame.sheet.removeCondition", { label: condition.label })) } });
			button.addEventListener("click", () => remove(condition.id));
		}
	}
	return list;
}
