/**
 * The Setting rows every dialog builds: a named row with one dropdown, one number field or one
 * text field, an optional description, and a callback on change. One builder keeps the dialogs
 * alike and keeps the plugin bundle small (each dialog used to spell the same chain out).
 */
import { Setting } from "obsidian";
import { labelText } from "./user-text";

/** A dropdown's options as [value, label] pairs, in the order shown. */
export type Choices = Iterable<readonly [string, string]>;

/** Names, descriptions and choices may name notes: labels, so without bidi overrides (user-text.ts). */
function row(parent: HTMLElement, name: string, desc: string | undefined): Setting {
	const setting = new Setting(parent).setName(labelText(name));
	return desc === undefined ? setting : setting.setDesc(labelText(desc));
}

/** A row with one dropdown. */
export function dropdownRow(parent: HTMLElement, name: string, choices: Choices, value: string, onChange: (value: string) => unknown, desc?: string): Setting {
	return row(parent, name, desc).addDropdown((dd) => {
		for (const [option, label] of choices) dd.addOption(option, labelText(label));
		dd.setValue(value).onChange(onChange);
		// The row's name is a separate element; screen readers need it on the control itself.
		dd.selectEl.setAttribute("aria-label", labelText(name));
	});
}

/** The whole numbers 0..max as choices, each labelled by `label` (the number itself by default). */
export function countChoices(max: number, label: (n: number) => string = String): [string, string][] {
	const choices: [string, string][] = [];
	for (let i = 0; i <= max; i++) choices.push([String(i), label(i)]);
	return choices;
}

/** Choices whose label is the value itself. */
export function sameChoices(values: readonly string[]): [string, string][] {
	return values.map((v) => [v, v]);
}

/** A row with a number field; the callback gets Number(what was typed). */
export function numberRow(parent: HTMLElement, name: string, value: number, onChange: (value: number) => void, desc?: string): Setting {
	return row(parent, name, desc).addText((t) => {
		t.inputEl.type = "number";
		t.inputEl.setAttribute("aria-label", labelText(name));
		t.setValue(String(value)).onChange((v) => onChange(Number(v)));
	});
}

/** A row with a text field and its placeholder. */
export function textRow(parent: HTMLElement, name: string, placeholder: string, value: string, onChange: (value: string) => void, desc?: string): Setting {
	return row(parent, name, desc).addText((t) => {
		t.inputEl.setAttribute("aria-label", labelText(name));
		t.setPlaceholder(placeholder).setValue(value).onChange(onChange);
	});
}
