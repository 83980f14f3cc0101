import { MarkdownRenderChild, type App, type TFile } from "obsidian";
import { formatNotation, sample } from "../../engine/dice/index";
import type { DiceAst } from "../../engine/dice/index";
import type { Distribution, RollResult, Span } from "../../engine/dice/types";
import type { ParsedLog } from "../../engine/log";
import type { Result } from "../../engine/result";
import { cryptoRng, type Rng } from "../../engine/rng";
import { REROLLED_DIE_INPUT, type FreeRollRecord } from "../../notes/dice/free-roll";
import { errorText } from "../../notes/frontmatter";
import type { LedgerSettings } from "../../settings";
import { readRollBlock, type RollBlockSpec } from "../../games/dice/block-source";
import { renderRollResult } from "./dice-view";
import { formatPercent, formatStat } from "../../games/dice/format";
import { prepareRoll, type PreparedRoll, type RollProblem } from "./inline-roll";
import { loggedText, resultFromEntry, rolledWhen, WidgetRolls } from "./free-roll-view";
import { sharedOdds, watchDistance, type OddsLoader } from "./odds-loader";
import { readFaces, rerollOneDie, rollWithFaces } from "../../engine/dice/physical";
import { isolate, labelText } from "../user-text";
import { currentLanguage, formatNumber, t } from "../../lang";
import { forgetBlock, listenForBlock, type BlockEvents } from "./block-events";
import { buildWhenNear } from "./near-view";

/** The fenced code block language this widget answers to. */
export const ROLL_BLOCK_LANGUAGE = "ledger-roll";

/** What a widget needs to make its rolls records: the vault, the note it is in, and the settings. */
export interface FreeRollContext {
	app: App;
	sourcePath: string;
	settings: () => LedgerSettings;
	/** The parse of a session note's log, shared by every widget and card (ui/log/note-log). */
	readLog: (file: TFile) => Promise<ParsedLog>;
}

/**
 * One `ledger-roll` block in a note: the expression, its exact odds (filled in when ready, never
 * holding up the note), a Roll button, dice from the table, and the last result. With a context,
 * each roll is appended to the session log and the last logged result shows again when the note is
 * reopened. Built only with createEl/createDiv/setText, since every string comes from the note. The
 * Rng is injected so tests are deterministic; in Obsidian it is `cryptoRng()`.
 */

/** Numbers the dice-entry forms, so each label points at its own field (ids only; never a roll). */
let entryForms = 0;

/** The light line of a block not built yet: what it was read as and the elements the build fills in. */
interface Line {
	spec: RollBlockSpec;
	button: HTMLElement;
	enter: HTMLElement;
	oddsEl: HTMLElement;
}

/** What a built block rolls and the elements it changes. */
interface Widget {
	spec: RollBlockSpec;
	ast: DiceAst;
	references: PreparedRoll["references"];
	button: HTMLElement;
	enter: HTMLElement;
	oddsEl: HTMLElement;
	/** Its rolls as records in the session log, when the block has a note to log for. */
	rolls: WidgetRolls | undefined;
}

export class RollBlockChild extends MarkdownRenderChild implements BlockEvents {
	/** Aborts the odds work this block asked for; made only when there is work to abort. */
	private stop: AbortController | undefined = undefined;
	private unloaded = false;
	private last: RollResult | undefined = undefined;
	private widget: Widget | undefined = undefined;
	/** The light line drawn at load, until the block is built (then undefined). */
	private line: Line | undefined = undefined;
	private cancelBuild: (() => void) | undefined = undefined;
	/** The result region, the record line and the dice entry form: made on first use. */
	private outputEl: HTMLElement | undefined = undefined;
	private recordEl: HTMLElement | undefined = undefined;
	private form: HTMLElement | undefined = undefined;

	constructor(
		containerEl: HTMLElement,
		private readonly source: string,
		private readonly rng: Rng = cryptoRng(),
		private readonly context?: FreeRollContext,
		private readonly odds: OddsLoader = sharedOdds,
	) {
		super(containerEl);
	}

	override onload(): void {
		const root = this.containerEl;
		root.empty();
		root.addClass("cl-roll");

		const read = readRollBlock(this.source);
		if (!read.ok) {
			renderProblem(root, { error: read.message });
			return;
		}
		this.drawLine(root, read.spec);
		listenForBlock(root, this);
		this.cancelBuild = buildWhenNear(root, () => this.build());
	}

	/**
	 * A block's light line, from the note's text alone: Roll, the label, the expression as written,
	 * Enter dice and its odds line to come, in the look and size of the built block, so nothing moves
	 * when it is built. The Roll button is a real button from the start (keyboards, screen readers):
	 * touching it builds the block at once, and a click rolls at once. Parsing the expression, asking
	 * for its odds and looking up its last logged roll wait until the block comes near the view
	 * (near-view.ts): a note may hold hundreds of blocks.
	 */
	private drawLine(root: HTMLElement, spec: RollBlockSpec): void {
		// The block's first line (Roll, label, expression, Enter dice) sits directly in the block, which
		// wraps it (see styles.css): one element fewer per block. Buttons outside a form need no type.
		// A native <button> already turns Enter and Space into clicks, for keyboards and switches.
		const labelled = Boolean(spec.label);
		const line = blockLine(labelled);
		// The template's elements in order: Roll, the label (when there is one), expression, Enter dice, odds.
		const button = line.firstElementChild as HTMLElement;
		const label = labelled ? (button.nextElementSibling as HTMLElement) : undefined;
		const expression = (label ?? button).nextElementSibling as HTMLElement;
		const enter = expression.nextElementSibling as HTMLElement;
		const oddsEl = enter.nextElementSibling as HTMLElement;
		button.setAttr("aria-label", labelText(t("dice.rollLabel", { expression: spec.label ?? spec.expression })));
		// The label is the note's, isolated in the template (dir="auto"), so its direction stays its own.
		label?.setText(spec.label ?? "");
		expression.setText(spec.expression);
		if (spec.gm) expression.after(createSpan({ cls: "cl-roll-gm", text: t("frame.dialog.gmOnly") }));
		// Into the block once, in its final form.
		root.appendChild(line);
		this.line = { spec, button, enter, oddsEl };
	}

	/** The full widget: the expression parsed (or why it cannot be), its odds asked for, its last roll looked up. */
	private build(): void {
		const line = this.line;
		if (!line || this.widget || this.unloaded) return;
		this.line = undefined;
		this.cancelBuild?.();
		const prepared = prepareRoll(line.spec.expression, this.context);
		if ("error" in prepared) {
			forgetBlock(this.containerEl);
			this.containerEl.empty();
			renderProblem(this.containerEl, prepared);
		} else this.renderWidget(line, prepared);
	}

	/**
	 * An unused block is one line (Roll, label, expression, Enter dice) and its odds: a note may hold
	 * hundreds. The result region, the record line and the dice entry form are made on first use, and
	 * the block's events come from its window's listeners (block-events.ts).
	 */
	private renderWidget({ spec, button, enter, oddsEl }: Line, { ast, references }: PreparedRoll): void {
		if (references.length > 0) {
			oddsEl.before(createDiv({ cls: "cl-roll-references", text: references.map((reference) => `${reference.text} = ${reference.value}`).join(", ") }));
		}
		// The odds are known by the notation as read (properties resolved), whichever block asks.
		this.fillOdds(oddsEl, formatNotation(ast), ast, spec.target);

		const rolls = this.context && new WidgetRolls(this.context, "block", spec.expression, spec.label);
		this.widget = { spec, ast, references, button, enter, oddsEl, rolls };

		// Reopening the note: the last result of this block, found in the session log (one lookup for
		// the note's widgets together, see WidgetRolls), drawn when the log has been read.
		void rolls?.last().then((entry) => {
			// A roll made while the log was being read is newer than what the log held.
			if (this.unloaded || this.last || !entry) return;
			this.display(resultFromEntry(entry), entry.explanation[0]);
			// Told by the entry's machine part (its input), never its title: the title is in the language it was written in.
			const when = rolledWhen(entry.time);
			this.record(entry.inputs.some((input) => input.key === REROLLED_DIE_INPUT) ? t("dice.record.lastRerolled", { when }) : t("dice.record.lastRolled", { when }));
		});
	}

	/**
	 * Screen readers announce each new result. The live region must exist before its content (regions
	 * added together with their content are often not announced), so it is made as soon as the block
	 * is touched or focused, before the click that fills it.
	 */
	touched(): void {
		this.build();
		this.output();
	}

	clicked(target: EventTarget | null): void {
		// A click that came without a press or a focus first (a script's, an assistive tool's) builds the block too.
		this.build();
		if (!this.widget) return;
		if (target === this.widget.button) this.rollNow();
		else if (target === this.widget.enter) this.toggleEntry();
	}

	private output(): HTMLElement | undefined {
		if (!this.outputEl && this.widget) {
			this.outputEl = createDiv({ cls: "cl-roll-result", attr: { "aria-live": "polite", role: "status" } });
			this.widget.oddsEl.after(this.outputEl);
		}
		return this.outputEl;
	}

	/** The line under the result: logging, logged, or why not. */
	private record(text: string): void {
		if (!this.recordEl) {
			this.recordEl = createDiv({ cls: "cl-roll-record" });
			this.output()?.after(this.recordEl);
		}
		this.recordEl.setText(text);
	}

	/** A result in the result region, with the arithmetic line as logged when read back from the log. */
	private display(result: RollResult, line?: string): void {
		const widget = this.widget;
		const region = this.output();
		if (!widget || !region) return;
		this.last = result;
		region.empty();
		const target = widget.spec.target;
		renderRollResult(region, result, { ...(target !== undefined ? { target } : {}), ...(line !== undefined ? { line } : {}), onReroll: (index) => this.reroll(index) });
		widget.button.setText(t("dice.block.rollAgain"));
	}

	private show(result: RollResult, made: Omit<FreeRollRecord, "result" | "references" | "target"> = {}): void {
		this.display(result);
		const widget = this.widget;
		if (!widget?.rolls) return;
		this.record(t("sidebar.tray.logging"));
		const { spec, references } = widget;
		const entry: FreeRollRecord = { result, references, ...made, ...(spec.gm ? { gm: true } : {}) };
		if (spec.target !== undefined) entry.target = spec.target;
		void widget.rolls.log(entry).then((logged) => {
			if (!this.unloaded) this.record(loggedText(logged));
		});
	}

	private reroll(index: number): void {
		const previous = this.last;
		if (!previous || !this.widget) return;
		const again = rerollOneDie(this.widget.ast, previous, index, this.rng);
		if (!again.ok) {
			this.record(again.message);
			return;
		}
		this.show(again.result, { reroll: { die: index + 1, notation: again.notation ?? "", before: again.before ?? 0, after: again.after ?? 0 } });
	}

	private rollNow(): void {
		if (!this.widget) return;
		try {
			this.show(sample(this.widget.ast, this.rng));
		} catch (error) {
			const region = this.output();
			region?.empty();
			region?.createDiv({ cls: "cl-roll-error-message", text: t("sidebar.tray.rollFailed", { error: errorText(error) }) });
		}
	}

	private toggleEntry(): void {
		const widget = this.widget;
		if (!widget) return;
		if (this.form) {
			this.form.toggleClass("cl-hidden", !this.form.hasClass("cl-hidden"));
		} else {
			this.form = this.buildEntryForm(widget.enter, widget.ast, (result) => this.show(result, { entered: true }));
		}
		widget.enter.setAttr("aria-expanded", String(!this.form.hasClass("cl-hidden")));
	}

	/** The form for dice rolled at the table: built on first use, so an unused block stays light. */
	private buildEntryForm(after: HTMLElement, ast: DiceAst, use: (result: RollResult) => void): HTMLElement {
		const form = createDiv({ cls: "cl-roll-entry" });
		after.after(form);
		const id = `cl-roll-entry-${++entryForms}`;
		form.createEl("label", { text: t("sidebar.tray.facesLabel"), attr: { for: id } });
		const input = form.createEl("input", { attr: { id, type: "text", inputmode: "numeric", autocomplete: "off", placeholder: t("sidebar.tray.facesPlaceholder") } });
		const submit = form.createEl("button", { text: t("sidebar.tray.useDice"), attr: { type: "button" } });
		const message = form.createDiv({ cls: "cl-roll-entry-message", attr: { role: "alert" } });
		const go = (): void => {
			const faces = readFaces(input.value);
			if (!faces.ok) {
				message.setText(faces.message);
				return;
			}
			const rolled = rollWithFaces(ast, faces.faces);
			if (!rolled.ok) {
				message.setText(rolled.message);
				return;
			}
			message.setText("");
			input.value = "";
			use(rolled.result);
		};
		this.registerDomEvent(submit, "click", go);
		this.registerDomEvent(input, "keydown", (event) => {
			if (event.key === "Enter") go();
		});
		input.focus();
		return form;
	}

	private fillOdds(parent: HTMLElement, expression: string, ast: DiceAst, target: number | undefined): void {
		// Odds worked out already (this note opened before, or another block of it asked first) replace the
		// light line's placeholder as the block is built: no timer, no wait for the queue.
		const cached = this.odds.cached(expression);
		if (cached) {
			parent.removeClass("cl-roll-odds-pending");
			renderOdds(parent, cached, target);
			return;
		}
		this.stop = new AbortController();
		const where = watchDistance(parent);
		void this.odds.oddsOf(expression, ast, this.stop.signal, where.distance).then((odds) => {
			where.stop();
			if (this.unloaded) return;
			parent.removeClass("cl-roll-odds-pending");
			renderOdds(parent, odds, target);
		});
	}

	override onunload(): void {
		this.unloaded = true;
		this.cancelBuild?.();
		this.stop?.abort();
		forgetBlock(this.containerEl);
		this.containerEl.empty();
	}
}

/** The first line of an unused block (see blockLine), built once with a label and once without. */
const blockLineTemplates = new Map<string, DocumentFragment>();

/**
 * A new block's first line (Roll, the label if it has one, expression, Enter dice) and its odds line
 * (saying they are being worked out),
 * cloned from a template: one deep clone costs far less than building each element with its classes
 * and attributes, and a note may hold hundreds of blocks. The caller fills in the texts.
 */
function blockLine(labelled: boolean): DocumentFragment {
	// One template per language too: its words are the language's, and the language can change.
	const key = `${currentLanguage()}:${String(labelled)}`;
	let template = blockLineTemplates.get(key);
	if (!template) {
		template = createFragment();
		template.createEl("button", { cls: ["cl-roll-button", "mod-cta"], text: t("frame.dialog.roll") });
		// The label is the note's: isolated, so its direction stays its own (user-text.ts).
		if (labelled) isolate(template.createSpan({ cls: "cl-roll-label" }));
		template.createEl("code", { cls: "cl-roll-expression" });
		template.createEl("button", { cls: "cl-roll-enter-button", text: t("sidebar.tray.enterDice"), attr: { "aria-expanded": "false" } });
		// The odds are on their way from the start: they are asked for when the block is built.
		template.createDiv({ cls: ["cl-roll-odds", "cl-roll-odds-pending"], text: t("sidebar.tray.workingOut") });
		blockLineTemplates.set(key, template);
	}
	return template.cloneNode(true) as DocumentFragment;
}

/** English keeps the odds' own figures (games/dice/format.ts); another language writes the same rounding with its own decimal sign and percent. */
function inEnglish(): boolean {
	const language = currentLanguage();
	return language === "en" || language === "en-XA";
}

function statText(value: number): string {
	return inEnglish() || !Number.isFinite(value) ? formatStat(value) : formatNumber(value, { maximumFractionDigits: 2 });
}

function percentText(chance: number): string {
	if (inEnglish()) return formatPercent(chance);
	const percent = (value: number): string => formatNumber(value / 100, { style: "percent", maximumFractionDigits: 2 });
	if (!Number.isFinite(chance) || chance <= 0) return percent(0);
	if (chance >= 1) return percent(100);
	const value = chance * 100;
	if (value < 0.01) return `<${percent(0.01)}`;
	if (value > 99.99) return `>${percent(99.99)}`;
	return percent(value);
}

/** The odds line of an expression against a target, worked out once per distribution (blocks repeat). */
const oddsLines = new WeakMap<Distribution, Map<string, { text: string; chance?: string }>>();

function oddsLine(odds: Distribution, target: number | undefined): { text: string; chance?: string } {
	let byTarget = oddsLines.get(odds);
	if (!byTarget) {
		byTarget = new Map();
		oddsLines.set(odds, byTarget);
	}
	const key = `${currentLanguage()}:${String(target)}`;
	let line = byTarget.get(key);
	if (!line) {
		const range = odds.min === odds.max ? String(odds.min) : `${odds.min}–${odds.max}`;
		line = { text: t("dice.odds.line", { range, mean: statText(odds.mean), stdDev: statText(odds.stdDev) }) };
		if (target !== undefined) line.chance = percentText(chanceAtLeast(odds, target));
		byTarget.set(key, line);
	}
	return line;
}

/** The odds line of a roll (a block, the dice tray): mean and range, the chance of the target, or why there are none. */
export function renderOdds(parent: HTMLElement, read: Result<Distribution>, target: number | undefined): void {
	parent.empty();
	if (!read.ok) {
		// Rolling still works when the exact odds are too costly to compute.
		parent.createSpan({ cls: "cl-roll-odds-missing", text: t("dice.odds.unavailable", { error: read.error }) });
		return;
	}
	const odds = read.value;
	// Plain text in the block's own line, not a list of elements: a note may hold hundreds of these blocks.
	const line = oddsLine(odds, target);
	parent.setText(line.text);
	if (target !== undefined && line.chance !== undefined) {
		parent.appendText(" · ");
		parent.createSpan({ cls: "cl-roll-chance", text: t("dice.odds.chance", { target: String(target), chance: line.chance }), attr: { "data-value": line.chance } });
	}
	if (odds.truncated > 0) {
		parent.createDiv({
			cls: "cl-roll-odds-note",
			text: t("dice.odds.capped", { share: percentText(odds.truncated) }),
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


/**
 * Shows why the block cannot be rolled. When the engine points at a position, the
 * expression is repeated with a caret line under the offending characters. The
 * picture is hidden from screen readers: the engine's message already names the position.
 */
function renderProblem(root: HTMLElement, { error, at }: RollProblem): void {
	const box = root.createDiv({ cls: "cl-roll-error", attr: { role: "alert" } });
	box.createDiv({ cls: "cl-roll-error-message", text: labelText(error) });
	if (at === undefined) return;
	// Bidi controls would move the expression away from its carets: the picture is drawn without them.
	const { source, marker } = caretPicture(labelText(at.expression), at.span);
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
