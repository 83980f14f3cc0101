/**
 * Suggestions while typing a roll, in `roll: …` inline code and in `ledger-roll` blocks: after a die
 * ("2d", "1d1") the usual dice with their range and average, and after "@" the note's own number
 * properties with their values, so `1d20 + @mi` completes to `@might-edge` and a typo is seen before
 * the roll. Only the line the cursor is on (and, for a block, the few lines above it) is read.
 */
import { EditorSuggest, type App, type Editor, type EditorPosition, type EditorSuggestContext, type EditorSuggestTriggerInfo, type TFile } from "obsidian";
import { cachedFrontmatter } from "../../notes/campaign/notes";
import { labelText } from "../user-text";
import { t } from "../../lang";

export interface RollSuggestion {
	text: string;
	detail: string;
}

const DICE = [4, 6, 8, 10, 12, 20, 100];
/** How far up a `ledger-roll` fence is looked for: a roll block is a few lines. */
const BLOCK_LINES = 20;
const MAX_SUGGESTED_COUNT = 1000;

/** The roll typed so far on this line before the cursor, or undefined when the cursor is not in a roll. */
export function rollBeforeCursor(before: string, linesAbove: readonly string[]): string | undefined {
	const inline = /`+\s*roll:([^`]*)$/i.exec(before);
	if (inline) return inline[1];
	// Inside a block: the nearest fence above opens a ledger-roll block (and the line is no fence).
	if (/^\s*(`{3,}|~{3,})/.test(before)) return undefined;
	for (let i = linesAbove.length - 1; i >= 0 && i >= linesAbove.length - BLOCK_LINES; i--) {
		const fence = /^\s*(`{3,}|~{3,})\s*(\S*)/.exec(linesAbove[i] ?? "");
		if (fence) return fence[2]?.toLowerCase() === "ledger-roll" ? before : undefined;
	}
	return undefined;
}

/** What the cursor is completing: a property after "@", or a die after "d". */
export function completing(roll: string): { kind: "property" | "dice"; typed: string } | undefined {
	const property = /@([A-Za-z0-9_-]*)$/.exec(roll);
	if (property) return { kind: "property", typed: property[0] };
	const die = /(?:^|[^A-Za-z0-9])(\d*[dD]\d*)$/.exec(roll);
	return die?.[1] ? { kind: "dice", typed: die[1] } : undefined;
}

/** The dice "2d" may become, with what each rolls. */
export function diceSuggestions(typed: string): RollSuggestion[] {
	const [count = "", sides = ""] = typed.toLowerCase().split("d");
	const n = count === "" ? 1 : Number(count);
	if (!Number.isSafeInteger(n) || n < 1 || n > MAX_SUGGESTED_COUNT) return [];
	return DICE.filter((s) => String(s).startsWith(sides)).map((s) => ({ text: `${count}d${s}`, detail: t("editor.suggest.diceDetail", { min: n, max: n * s, average: (n * (s + 1)) / 2 }) }));
}

/** The note's whole-number properties whose name starts as typed ("@mi" → "@might", "@might-edge"). */
export function propertySuggestions(frontmatter: unknown, typed: string): RollSuggestion[] {
	if (typeof frontmatter !== "object" || frontmatter === null) return [];
	const start = typed.slice(1).toLowerCase();
	return Object.entries(frontmatter as Record<string, unknown>)
		.filter(([key, value]) => key.toLowerCase().startsWith(start) && typeof value === "number" && Number.isSafeInteger(value))
		.slice(0, 50)
		.map(([key, value]) => ({ text: `@${key}`, detail: String(value) }));
}

export class RollSuggest extends EditorSuggest<RollSuggestion> {
	private kind: "property" | "dice" = "dice";

	constructor(app: App) {
		super(app);
	}

	onTrigger(cursor: EditorPosition, editor: Editor, _file: TFile | null): EditorSuggestTriggerInfo | null {
		const before = editor.getLine(cursor.line).slice(0, cursor.ch);
		const above: string[] = [];
		for (let line = Math.max(0, cursor.line - BLOCK_LINES); line < cursor.line; line++) above.push(editor.getLine(line));
		const roll = rollBeforeCursor(before, above);
		const what = roll === undefined ? undefined : completing(roll);
		if (!what) return null;
		this.kind = what.kind;
		return { start: { line: cursor.line, ch: cursor.ch - what.typed.length }, end: cursor, query: what.typed };
	}

	getSuggestions(context: EditorSuggestContext): RollSuggestion[] {
		if (this.kind === "dice") return diceSuggestions(context.query);
		return propertySuggestions(context.file ? cachedFrontmatter(this.app, context.file) : undefined, context.query);
	}

	renderSuggestion(suggestion: RollSuggestion, el: HTMLElement): void {
		// Property names are the note's: labels, so without bidi overrides (user-text.ts).
		el.createDiv({ cls: "cl-suggest-text", text: labelText(suggestion.text) });
		el.createEl("small", { cls: "cl-suggest-detail", text: labelText(suggestion.detail) });
	}

	selectSuggestion(suggestion: RollSuggestion): void {
		const context = this.context;
		if (!context) return;
		context.editor.replaceRange(suggestion.text, context.start, context.end);
		context.editor.setCursor({ line: context.start.line, ch: context.start.ch + suggestion.text.length });
	}
}
