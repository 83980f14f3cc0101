/**
 * The dialog fields every game's form lists (see Field in game.ts), one builder per kind, so a form
 * reads as the list of its inputs: `numberField("assets", "Assets", form.assets, 0, MAX_ASSETS)`.
 */
import type { Field } from "./game";

/** What a field may add: a line under its label, folded under "More", greyed out. */
export interface FieldExtras {
	description?: string;
	rare?: boolean;
	disabled?: boolean;
}

/** A choice among [value, label] pairs: buttons when short, else a dropdown. */
export function choiceField(key: string, label: string, value: string, choices: readonly (readonly [string, string])[], extras: FieldExtras = {}): Field {
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

/** A line of text, with an example as its placeholder. */
export function textField(key: string, label: string, value: string, placeholder: string, extras: Omit<FieldExtras, "disabled"> = {}): Field {
	return { kind: "text", key, label, value, placeholder, ...extras };
}
