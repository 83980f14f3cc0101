/**
 * Note properties inside a dice expression: `1d20 + @might-edge` reads the property of the note the
 * roll is in, `@[[Kessa Varn]].speed-edge` that of another note. References are resolved here, in
 * the notes layer, and replaced by their numbers before the expression is parsed, so the dice
 * grammar knows nothing of notes. A property that is missing, empty or not a whole number is an
 * error that names it: a roll never silently adds 0 for a typo.
 */
import type { App } from "obsidian";
import { fail, ok, type Result } from "../../engine/result";
import { describeValue } from "../../engine/text";
import { cachedFrontmatter, fileAt, resolveLink } from "../campaign/notes";
import { t } from "../../lang";

/** A property name: letters, digits and `_`, with inner hyphens before a letter (`might-edge`; `@might-2` is might minus 2). */
const NAME = String.raw`[A-Za-z_][A-Za-z0-9_]*(?:-[A-Za-z_][A-Za-z0-9_]*)*`;
const REFERENCE = new RegExp(String.raw`@(?:\[\[([^\]|#^]{1,200})(?:\|[^\]]*)?\]\]\.)?(${NAME})`, "g");
/** Most references one expression may hold: each is a lookup, and a roll rarely needs more than two. */
export const MAX_REFERENCES = 20;

export interface PropertyReference {
	/** The reference as written: "@might-edge" or "@[[Kessa Varn]].speed-edge". */
	text: string;
	/** The note named in the reference, or undefined for the roll's own note. */
	note?: string;
	key: string;
	value: number;
}

export interface ResolvedExpression {
	/** The expression with every reference replaced by its number, ready for the dice parser. */
	expression: string;
	references: PropertyReference[];
}

/** Whether an expression holds any property reference (cheap; no lookups). */
export function hasReferences(expression: string): boolean {
	return expression.includes("@");
}

/** Reads a property as the dice need it: a whole number (a quoted whole number reads as one too). */
function wholeNumber(value: unknown): number | undefined {
	if (typeof value === "number" && Number.isSafeInteger(value)) return value;
	if (typeof value === "string" && /^\s*[+-]?\d{1,15}\s*$/.test(value)) return Number(value);
	return undefined;
}

/**
 * Replaces each `@name` / `@[[Note]].name` with the property's number (negative numbers in
 * parentheses, so `1d20 - @penalty` stays a subtraction). `sourcePath` is the note the roll is in.
 */
export function resolveReferences(app: App, expression: string, sourcePath: string): Result<ResolvedExpression> {
	const references: PropertyReference[] = [];
	let problem: string | undefined;
	let count = 0;
	const replaced = expression.replace(REFERENCE, (text: string, note: string | undefined, key: string) => {
		if (problem !== undefined) return text;
		if (++count > MAX_REFERENCES) {
			problem = t("notes.dice.refs.tooMany", { max: MAX_REFERENCES });
			return text;
		}
		const noteName = note?.trim();
		const file = noteName === undefined ? fileAt(app, sourcePath) : resolveLink(app, noteName, sourcePath);
		if (file === undefined) {
			problem = noteName === undefined ? t("notes.dice.refs.ownNoteUnread", { reference: text }) : t("notes.dice.refs.noNote", { reference: text, note: `[[${noteName}]]` });
			return text;
		}
		const frontmatter = cachedFrontmatter(app, file) as Record<string, unknown> | undefined;
		if (frontmatter === undefined || !(key in frontmatter)) {
			problem = noteName === undefined ? t("notes.dice.refs.noPropertyHere", { reference: text, key }) : t("notes.dice.refs.noProperty", { reference: text, note: `[[${noteName}]]`, key });
			return text;
		}
		const found = frontmatter[key];
		const value = wholeNumber(found);
		if (value === undefined) {
			const note = `[[${noteName ?? ""}]]`;
			if (found === "") problem = noteName === undefined ? t("notes.dice.refs.emptyHere", { reference: text, key }) : t("notes.dice.refs.empty", { reference: text, note, key });
			else problem = noteName === undefined ? t("notes.dice.refs.notNumberHere", { reference: text, key, value: describeValue(found) }) : t("notes.dice.refs.notNumber", { reference: text, note, key, value: describeValue(found) });
			return text;
		}
		const reference: PropertyReference = { text, key, value };
		if (noteName !== undefined) reference.note = noteName;
		references.push(reference);
		return value < 0 ? `(${value})` : String(value);
	});
	if (problem !== undefined) return fail(problem);
	if (replaced.includes("@")) return fail(t("notes.dice.refs.notReference", { text: expression.slice(replaced.indexOf("@"), replaced.indexOf("@") + 20) }));
	return ok({ expression: replaced, references });
}
