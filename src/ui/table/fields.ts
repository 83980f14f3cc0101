/**
 * A dialog's fields declared from the form they edit: each builder takes the form, the key and the
 * label (and a number's bounds, a choice's choices) and reads the value from the form under that
 * same key, which is where the frame stores a change (form-change.ts). A field so always shows the
 * value it edits, and a game's field list reads as the table of inputs it is.
 */
import type { Field } from "./game";

/** What any field may add: the line under its label, folded under "More", greyed out. */
export interface FieldExtras {
	description?: string;
	rare?: boolean;
	disabled?: boolean;
}

/** The extras of a field folded under "More" (an input changed only now and then). */
export const RARE: FieldExtras = { rare: true };

export type Choices = readonly (readonly [string, string])[];

/** A whole number from `min` to `max`. */
export function numberField<Key extends string>(form: Record<Key, number>, key: Key, label: string, min: number, max: number, extras: FieldExtras = {}): Field {
	return { kind: "number", key, label, value: form[key], min, max, ...extras };
}

/** One of `choices`, as [value, label] pairs. */
export function choiceField<Key extends string>(form: Record<Key, string>, key: Key, label: string, choices: Choices, extras: FieldExtras = {}): Field {
	return { kind: "choice", key, label, value: form[key], choices, ...extras };
}

/** On or off. */
export function toggleField<Key extends string>(form: Record<Key, boolean>, key: Key, label: string, extras: FieldExtras = {}): Field {
	return { kind: "toggle", key, label, value: form[key], ...extras };
}

/** A short text, with an example in the empty box. */
export function textField<Key extends string>(form: Record<Key, string>, key: Key, label: string, placeholder: string, extras: Omit<FieldExtras, "disabled"> = {}): Field {
	return { kind: "text", key, label, value: form[key], placeholder, ...extras };
}
