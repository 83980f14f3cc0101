/**
 * The dialog fields every game's form lists (see Field in game.ts), one builder per kind, so a form
 * reads as the list of its inputs: `numberField("assets", "Assets", form.assets, 0, MAX_ASSETS)`.
 * Where a field edits the form's own value under its key (the frame stores a change there, see
 * form-change.ts), the `form…` builders read it from the form, so a field cannot show one value and
 * edit another: `formNumber(form, "dc", "DC", 1, 60)`.
 */
import type { Field, NoteFieldName } from "./game";

/** What a field may add: a line under its label, folded under "More", greyed out. */
export interface FieldExtras {
	description?: string;
	rare?: boolean;
	disabled?: boolean;
}

/** The extras of a field folded under "More" (an input changed only now and then). */
export const RARE: FieldExtras = { rare: true };

/** [value, label] pairs. */
export type Choices = readonly (readonly [string, string])[];

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

/** A choice among [value, label] pairs: buttons when short, else a dropdown. */
export function choiceField(key: string, label: string, value: string, choices: Choices, extras: FieldExtras = {}): Field {
	return { kind: "choice", key, label, value, choices, ...extras };
}

/** A whole number from min to max. */
export function numberField(key: string, label: string, value: number, min: number, max: number, extras: FieldExtras = {}): Field {
	return { kind: "number", key, label, value, min, max, ...extras };
}

/** A checkbox. */
export function toggleField(key: string, label: string, value: boolean, extras: FieldExtras = {}): Field {
	return { kind: "toggle", key, label, value, ...extras };
}

/** What a text field may add besides: the notes it suggests, a longer bound for a list. */
export type TextExtras = Omit<FieldExtras, "disabled"> & { notes?: NoteFieldName; maxLength?: number };

/** A line of text, with an example as its placeholder. */
export function textField(key: string, label: string, value: string, placeholder: string, extras: TextExtras = {}): Field {
	return { kind: "text", key, label, value, placeholder, ...extras };
}

/** A choice whose value is the form's under `key`. */
export function formChoice<Key extends string>(form: Record<Key, string>, key: Key, label: string, choices: Choices, extras: FieldExtras = {}): Field {
	return choiceField(key, label, form[key], choices, extras);
}

/** A whole number whose value is the form's under `key`. */
export function formNumber<Key extends string>(form: Record<Key, number>, key: Key, label: string, min: number, max: number, extras: FieldExtras = {}): Field {
	return numberField(key, label, form[key], min, max, extras);
}

/** A checkbox whose value is the form's under `key`. */
export function formToggle<Key extends string>(form: Record<Key, boolean>, key: Key, label: string, extras: FieldExtras = {}): Field {
	return toggleField(key, label, form[key], extras);
}

/** A line of text whose value is the form's under `key`. */
export function formText<Key extends string>(form: Record<Key, string>, key: Key, label: string, placeholder: string, extras: TextExtras = {}): Field {
	return textField(key, label, form[key], placeholder, extras);
}
