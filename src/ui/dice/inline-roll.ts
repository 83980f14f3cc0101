import { MarkdownRenderChild } from "obsidian";
import { rollSizeProblem, sample, tryParse } from "../../engine/dice/index";
import type { DiceAst, RollResult, Span } from "../../engine/dice/index";
import type { Rng } from "../../engine/rng";
import { breakdown } from "../../notes/dice/free-roll";
import { hasReferences, resolveReferences, type PropertyReference } from "../../notes/dice/property-refs";
import { errorText } from "../../notes/frontmatter";
import { OPEN_DICE_LIMIT } from "./dice-view";
import { resultFromEntry, rolledWhen, WidgetRolls } from "./free-roll-view";
import type { FreeRollContext } from "./roll-block";
import { labelText } from "../user-text";
import { buildInlineRoll } from "./inline-button";
import { readTableLink } from "../../notes/roll-tables/table-link";
import { InlineTableChild } from "../roll-tables/inline-table";
import { t } from "../../lang";

/** Inline code starting with this prefix, e.g. `roll: 2d6+1`, becomes a roll button in reading view. */
export const INLINE_ROLL_PREFIX = "roll:";

/** The dice expression of an inline code text, or undefined when it is not an inline roll. */
export function inlineRollExpression(code: string): string | undefined {
	const trimmed = code.trim();
	if (!trimmed.toLowerCase().startsWith(INLINE_ROLL_PREFIX)) return undefined;
	const expression = trimmed.slice(INLINE_ROLL_PREFIX.length).trim();
	return expression === "" ? undefined : expression;
}

/** A roll ready to draw: the expression as written, what the dice parser read, and the properties it used. */
export interface PreparedRoll {
	expression: string;
	ast: DiceAst;
	references: PropertyReference[];
	/** The button's words and the roll's label in the log, when not the expression (Dice Roller's `text(…)`). */
	label?: string;
	/** The total alone, without its dice (Dice Roller's `noform`). */
	noform?: boolean;
}

/** Why an expression cannot be rolled, in the user's words; for a notation that does not parse, where (in the expression as resolved). */
export interface RollProblem {
	error: string;
	at?: { expression: string; span: Span };
}

/**
 * Reads a roll, for a block or inline code alike: property references resolved against the note (the
 * context's), then parsed, then checked against the dice a roll may throw.
 */
export function prepareRoll(expression: string, context: FreeRollContext | undefined): PreparedRoll | RollProblem {
	let text = expression;
	let references: PropertyReference[] = [];
	if (hasReferences(expression)) {
		if (!context) return { error: t("dice.references.needNote") };
		const resolved = resolveReferences(context.app, expression, context.sourcePath);
		if (!resolved.ok) return { error: resolved.error };
		text = resolved.value.expression;
		references = resolved.value.references;
	}
	const parsed = tryParse(text);
	if (!parsed.ok) return { error: parsed.error.message, at: { expression: text, span: parsed.error.span } };
	// Too many dice to roll: said at once, not after a click.
	const refusal = rollSizeProblem(parsed.ast);
	return refusal === undefined ? { expression, ast: parsed.ast, references } : { error: refusal };
}

/**
 * An inline roll: as prepareRoll reads it, except that code which does not parse stays as typed
 * (undefined), so a typo never hides what the user wrote.
 */
export function prepareInlineRoll(expression: string, context: FreeRollContext | undefined): PreparedRoll | { error: string } | undefined {
	const prepared = prepareRoll(expression, context);
	return "at" in prepared ? undefined : prepared;
}

/**
 * A small inline button that rolls an expression and shows the total next to it, logged to the
 * session like a block's roll. The dice of the last roll are spelled out in the visible result (a
 * roll of many dice shows its count and total, its dice one click away), so nothing depends on hovering.
 */
export class InlineRollChild extends MarkdownRenderChild {
	private readonly stop = new AbortController();

	constructor(
		containerEl: HTMLElement,
		private readonly expression: string,
		private readonly ast: DiceAst,
		private readonly rng: Rng,
		private readonly context?: FreeRollContext,
		private readonly references: PropertyReference[] = [],
	) {
		super(containerEl);
	}

	override onload(): void {
		wireInlineRoll(this.containerEl, { expression: this.expression, ast: this.ast, references: this.references }, this.rng, this.context, this.stop.signal);
	}

	override onunload(): void {
		this.stop.abort();
	}
}

/** Builds an inline roll and makes its clicks roll, log and show; shows the last logged result when there is one. */
export function wireInlineRoll(root: HTMLElement, roll: PreparedRoll, rng: Rng, context: FreeRollContext | undefined, signal?: AbortSignal): void {
	const { button, output } = buildInlineRoll(root, roll.label ?? roll.expression);
	const rolls = context && new WidgetRolls(context, "inline", roll.expression, roll.label);
	const show = (result: RollResult, line?: string): void => (roll.noform === true ? output.setText(String(result.total)) : showInline(output, result, line));
	let rolled = false;
	button.addEventListener("click", (event) => {
		event.preventDefault();
		rolled = true;
		let result: RollResult;
		try {
			result = sample(roll.ast, rng);
		} catch (error) {
			output.setText(errorText(error));
			return;
		}
		show(result);
		void rolls?.log({ result, references: roll.references }).then((logged) => {
			if (!signal?.aborted && !logged.logged) output.createSpan({ cls: "cl-inline-roll-note", text: ` ${logged.reason}` });
		});
	});
	void rolls?.last().then((entry) => {
		if (signal?.aborted || rolled || !entry) return;
		show(resultFromEntry(entry), entry.explanation[0]);
		output.createSpan({ cls: "cl-inline-roll-when", text: `, ${t("dice.inline.rolled", { when: rolledWhen(entry.time) })}` });
	});
}

/** The kept faces of a result, in order. */
function keptFaces(result: RollResult): number[] {
	return result.groups.flatMap((group) => group.dice.filter((die) => die.kept && !die.rerolled).map((die) => die.value));
}

/** "9 (2, 6; 2d6 + 1 → 8 + 1)": the total, its dice, and the arithmetic when modifiers take part. */
export function inlineText(result: RollResult, line: string = breakdown(result)): string {
	const faces = keptFaces(result);
	const count = result.groups.reduce((sum, group) => sum + group.dice.length, 0);
	if (count > OPEN_DICE_LIMIT) return t("dice.result.manyDice", { count, total: result.total });
	if (faces.length === 0) return String(result.total);
	const arithmetic = line.replace(/ = -?\d+$/, "");
	const plain = faces.join(" + ");
	return arithmetic === plain || arithmetic === String(result.total) || faces.length === 1 && arithmetic === String(faces[0])
		? `${result.total} (${faces.join(", ")})`
		: `${result.total} (${faces.join(", ")}; ${arithmetic})`;
}

function showInline(output: HTMLElement, result: RollResult, line?: string): void {
	output.empty();
	output.createSpan({ text: inlineText(result, line) });
	const count = result.groups.reduce((sum, group) => sum + group.dice.length, 0);
	if (count <= OPEN_DICE_LIMIT) return;
	// Many dice: every die one click away, drawn only when asked for.
	const toggle = output.createEl("button", { cls: "cl-inline-roll-dice-toggle", text: t("dice.inline.showDice"), attr: { type: "button", "aria-expanded": "false" } });
	let dice: HTMLElement | undefined;
	toggle.addEventListener("click", (event) => {
		event.preventDefault();
		if (!dice) {
			dice = output.createSpan({ cls: "cl-inline-roll-dice" });
			dice.setText(result.groups.map((group) => `${group.notation}: ${group.dice.map((die) => (die.kept && !die.rerolled ? String(die.value) : `(${die.value})`)).join(" ")}`).join("; "));
		} else {
			dice.toggleClass("cl-hidden", !dice.hasClass("cl-hidden"));
		}
		const open = !dice.hasClass("cl-hidden");
		toggle.setText(open ? t("dice.inline.hideDice") : t("dice.inline.showDice"));
		toggle.setAttr("aria-expanded", String(open));
	});
}

/** Rolls and describes the result as "total (kept faces)", or the error's message; never throws. */
export function rollText(ast: DiceAst, rng: Rng): string {
	try {
		return inlineText(sample(ast, rng));
	} catch (error) {
		return errorText(error);
	}
}

/**
 * Finds inline `roll: …` code in rendered Markdown and turns each into an
 * InlineRollChild (or, for `roll: [[Note^table]]`, a button that rolls that table). Code that does not parse is left as it was, so a typo never
 * hides what the user wrote; a property that cannot be read is named next to it.
 */
export function mountInlineRolls(
	el: HTMLElement,
	addChild: (child: MarkdownRenderChild) => void,
	rng: Rng,
	context?: FreeRollContext,
): void {
	const codes = el.getElementsByTagName("code");
	if (codes.length === 0) return;
	for (const code of Array.from(codes)) {
		// Code blocks, and a roll block's own expression, are not inline rolls.
		if (code.parentElement?.tagName === "PRE" || code.hasClass("cl-roll-expression")) continue;
		const expression = inlineRollExpression(code.textContent ?? "");
		if (expression === undefined) continue;
		// `roll: [[Road tables^weather]]`: a table named by a link rolls from any note.
		const link = context && readTableLink(expression);
		if (link && context) {
			const holder = createSpan();
			code.replaceWith(holder);
			addChild(new InlineTableChild(holder, { link }, rng, context));
			continue;
		}
		const prepared = prepareInlineRoll(expression, context);
		if (prepared === undefined) continue;
		if ("error" in prepared) {
			code.after(createSpan({ cls: "cl-inline-roll-error", text: ` ${labelText(prepared.error)}`, attr: { role: "alert" } }));
			continue;
		}
		const holder = createSpan();
		code.replaceWith(holder);
		addChild(new InlineRollChild(holder, expression, prepared.ast, rng, context, prepared.references));
	}
}
