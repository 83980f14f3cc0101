import { MarkdownRenderChild } from "obsidian";
import { distribution, sample, tryParse } from "../../engine/dice/index";
import type { DiceAst } from "../../engine/dice/index";
import type { Distribution, Span } from "../../engine/dice/types";
import { cryptoRng, type Rng } from "../../engine/rng";
import { errorText } from "../../notes/frontmatter";
import { readRollBlock, type RollBlockSpec } from "./block-source";
import { renderRollResult } from "./dice-view";
import { formatPercent, formatStat } from "./format";

/** The fenced code block language this widget answers to. */
export const ROLL_BLOCK_LANGUAGE = "ledger-roll";

/**
 * One `ledger-roll` block in a note: the expression, its exact odds, a Roll
 * button and the last result. Built only with createEl/createDiv/setText, since
 * every string comes from the note. The Rng is injected so tests are deterministic;
 * in Obsidian it is `cryptoRng()`.
 */
export class RollBlockChild extends MarkdownRenderChild {
	constructor(
		containerEl: HTMLElement,
		private readonly source: string,
		private readonly rng: Rng = cryptoRng(),
	) {
		super(containerEl);
	}

	override onload(): void {
		const root = this.containerEl;
		root.empty();
		root.addClass("cl-roll");

		const read = readRollBlock(this.source);
		if (!read.ok) {
			renderProblem(root, read.message);
			return;
		}
		const { spec } = read;
		const parsed = tryParse(spec.expression);
		if (!parsed.ok) {
			renderProblem(root, parsed.error.message, spec.expression, parsed.error.span);
			return;
		}
		this.renderWidget(root, spec, parsed.ast);
	}

	private renderWidget(root: HTMLElement, spec: RollBlockSpec, ast: DiceAst): void {
		const header = root.createDiv({ cls: "cl-roll-header" });
		if (spec.label) header.createSpan({ cls: "cl-roll-label", text: spec.label });
		header.createEl("code", { cls: "cl-roll-expression", text: spec.expression });

		renderOdds(root.createDiv({ cls: "cl-roll-odds" }), ast, spec.target);

		const actions = root.createDiv({ cls: "cl-roll-actions" });
		const button = actions.createEl("button", {
			cls: ["cl-roll-button", "mod-cta"],
			text: "Roll",
			attr: { type: "button", "aria-label": `Roll ${spec.label ?? spec.expression}` },
		});
		// Screen readers announce each new result; the region exists before the first roll
		// because live regions added together with their content are often not announced.
		const output = root.createDiv({
			cls: "cl-roll-result",
			attr: { "aria-live": "polite", role: "status" },
		});

		// A native <button> already turns Enter and Space into clicks, for keyboards and switches.
		this.registerDomEvent(button, "click", () => {
			output.empty();
			try {
				renderRollResult(output, sample(ast, this.rng), spec.target);
			} catch (error) {
				output.createDiv({ cls: "cl-roll-error-message", text: `The roll failed: ${errorText(error)}` });
			}
		});
	}

	override onunload(): void {
		this.containerEl.empty();
	}
}

function renderOdds(parent: HTMLElement, ast: DiceAst, target: number | undefined): void {
	let odds: Distribution;
	try {
		odds = distribution(ast);
	} catch (error) {
		// Rolling still works when the exact odds are too costly to compute.
		parent.createSpan({ cls: "cl-roll-odds-missing", text: `Exact odds unavailable: ${errorText(error)}` });
		return;
	}
	const list = parent.createEl("dl", { cls: "cl-roll-stats" });
	stat(list, "Range", odds.min === odds.max ? String(odds.min) : `${odds.min}–${odds.max}`);
	stat(list, "Mean", formatStat(odds.mean));
	stat(list, "Std dev", formatStat(odds.stdDev));
	if (target !== undefined) stat(list, `Chance of ${target} or more`, formatPercent(chanceAtLeast(odds, target)), "cl-roll-chance");
	if (odds.truncated > 0) {
		parent.createDiv({
			cls: "cl-roll-odds-note",
			text: `Explosions are capped: ${formatPercent(odds.truncated)} of the odds lie beyond the cap and are left out.`,
		});
	}
}

/**
 * P(total ≥ target), exact at the ends: a target above the maximum is impossible
 * and one at or below the minimum is certain, whatever rounding the running sums
 * of the distribution carry (a player must see "0%" for an impossible task).
 */
function chanceAtLeast(odds: Distribution, target: number): number {
	if (target > odds.max) return 0;
	if (target <= odds.min) return 1;
	// Between the true ends both outcomes are possible, even where a huge pool's
	// tail odds underflow (1000d6 vs 6000): keep them off exactly 0% and 100%.
	return Math.min(Math.max(odds.atLeast(target), Number.MIN_VALUE), 1 - Number.EPSILON);
}

function stat(list: HTMLElement, name: string, value: string, cls?: string): void {
	const item = list.createDiv({ cls: cls ? ["cl-roll-stat", cls] : "cl-roll-stat" });
	item.createEl("dt", { text: name });
	item.createEl("dd", { text: value });
}

/**
 * Shows why the block cannot be rolled. When the engine points at a position, the
 * expression is repeated with a caret line under the offending characters. The
 * picture is hidden from screen readers: the engine's message already names the position.
 */
function renderProblem(root: HTMLElement, message: string, expression?: string, span?: Span): void {
	const box = root.createDiv({ cls: "cl-roll-error", attr: { role: "alert" } });
	box.createDiv({ cls: "cl-roll-error-message", text: message });
	if (expression === undefined || span === undefined) return;
	const { source, marker } = caretPicture(expression, span);
	const pre = box.createEl("pre", { cls: "cl-roll-caret", attr: { "aria-hidden": "true" } });
	pre.createDiv({ cls: "cl-roll-caret-source", text: source });
	pre.createDiv({ cls: "cl-roll-caret-marker", text: marker });
}

/** Widest caret picture we draw; a long expression is shown as a window around the error. */
export const CARET_WINDOW = 60;

/**
 * The expression (or a window of it around the error, with "…" where it is cut) and a
 * line of spaces and carets under the offending characters. Bounded by CARET_WINDOW,
 * so a pasted wall of text cannot produce a wall of carets.
 */
export function caretPicture(expression: string, span: Span): { source: string; marker: string } {
	const start = clamp(span.start, 0, expression.length);
	const end = clamp(span.end, start + 1, expression.length + 1);
	if (expression.length <= CARET_WINDOW) {
		return { source: expression, marker: `${" ".repeat(start)}${"^".repeat(end - start)}` };
	}
	const from = clamp(start - CARET_WINDOW / 3, 0, expression.length);
	const to = Math.min(expression.length, from + CARET_WINDOW);
	const prefix = from > 0 ? "…" : "";
	const suffix = to < expression.length ? "…" : "";
	const carets = Math.max(1, Math.min(end, to + 1) - start);
	return {
		source: `${prefix}${expression.slice(from, to)}${suffix}`,
		marker: `${" ".repeat(prefix.length + start - from)}${"^".repeat(carets)}`,
	};
}

function clamp(value: number, min: number, max: number): number {
	return Math.min(Math.max(value, min), max);
}
