/**
 * One dialog change, checked by the frame against the field the dialog drew: a number is a whole
 * number clamped to the field's range, a choice is one of its choices, a toggle is true or false,
 * a text is cut to MAX_TEXT (or its field's maxLength). The checked value is stored under the field's key when the form holds
 * a plain value there, then the game's `update` adjusts what depends on it (choosing an ability
 * locks its Pool). The rules for what a field accepts so live in one place, next to the field the
 * user sees, and a game writes only what is its own.
 */
import type { Field, TableGame } from "./game";

/** Longest text a dialog keeps (a label, a description): enough for a sentence, bounded for the log. */
export const MAX_TEXT = 120;

type Value = string | number | boolean;

/** The value a field accepts for `value`, or undefined when it accepts none (the change is ignored). */
export function checkedValue(field: Field, value: Value): Value | undefined {
	switch (field.kind) {
		case "number": {
			const n = typeof value === "number" ? value : typeof value === "string" && value.trim() !== "" ? Number(value) : Number.NaN;
			return Number.isFinite(n) ? Math.min(field.max, Math.max(field.min, Math.trunc(n))) : undefined;
		}
		case "choice": {
			const text = String(value);
			return field.choices.some(([id]) => id === text) ? text : undefined;
		}
		case "toggle":
			return value === true;
		case "text":
			return String(value).slice(0, field.maxLength ?? MAX_TEXT);
	}
}

/** The form after one change: the frame's check and store, then the game's own adjustments. */
export function changeForm<Model, Form>(game: Pick<TableGame<Model, Form>, "fields" | "update">, model: Model, form: Form, key: string, value: Value): Form {
	const field = game.fields(model, form).find((f) => f.key === key);
	let next = form;
	const held = (form as Record<string, unknown>)[key];
	if (field !== undefined && (typeof held === "number" || typeof held === "string" || typeof held === "boolean")) {
		const checked = checkedValue(field, value);
		if (checked === undefined) return form;
		// A choice that stands for a number ("3" for difficulty 3) is stored as the number the form holds.
		const stored = typeof held === "number" ? Number(checked) : checked;
		if (!Number.isFinite(stored) && typeof held === "number") return form;
		next = { ...form, [key]: stored };
	}
	return game.update ? game.update(model, next, key, value) : next;
}
