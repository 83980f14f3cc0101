/**
 * The dice tray in the sidebar: a free roller for whatever the table needs that no block holds. Type
 * any notation (or tap d4 … d100 to add a die), see its exact odds before rolling, roll (or type in
 * the faces of dice rolled at the table), and keep the last results with their time. A result is not
 * logged by itself: its Log button appends it, once, to the session the open note logs to. The dice
 * are read, rolled and logged by the same functions as a `ledger-roll` block (prepareRoll, sample,
 * rollWithFaces, logFreeRoll), so a roll here is the same record as a roll there.
 */
import type { App, Component } from "obsidian";
import { sample, type DiceAst, type RollResult } from "../../engine/dice/index";
import type { Rng } from "../../engine/rng";
import { logFreeRoll, type FreeRollLogged } from "../../notes/dice/free-roll";
import type { PropertyReference } from "../../notes/dice/property-refs";
import { errorText } from "../../notes/frontmatter";
import type { LedgerSettings } from "../../settings";
import { loggedText } from "../dice/free-roll-view";
import { inlineText, prepareRoll } from "../dice/inline-roll";
import { sharedOdds, type OddsLoader } from "../dice/odds-loader";
import { readFaces, rollWithFaces } from "../../engine/dice/physical";
import { renderOdds } from "../dice/roll-block";
import { isolate, labelText } from "../user-text";
import { formatDateTime, t } from "../../lang";

/** The dice a tap adds. */
export const TRAY_DICE = [4, 6, 8, 10, 12, 20, 100] as const;
/** Results the tray keeps (the oldest goes first). */
export const KEPT_RESULTS = 20;
/** How long the tray waits after a keystroke before working out the odds. */
const ODDS_AFTER_MS = 250;

export interface TrayResult {
	expression: string;
	/** "14 (9, 5)" as an inline roll shows it; a table's row for a table roll. */
	text: string;
	time: Date;
	entered: boolean;
	/** What logging it needs; absent for a result logged when it was made (a table roll). */
	record?: { result: RollResult; references: PropertyReference[] };
	/** Where its Log button sent it, or why it could not (then it may be tried again). */
	logged?: FreeRollLogged;
	logging?: boolean;
}

export interface TrayDeps {
	app: App;
	settings: () => LedgerSettings;
	rng: Rng;
	/** The note a roll is made from: its session gets the entry, its properties answer `@name`. */
	rolledIn: () => string;
	odds?: OddsLoader;
}

/** "d20" added to "1d20 + 2" makes "2d20 + 2"; to anything else, " + 1d20". */
export function addDie(expression: string, sides: number): string {
	const text = expression.trim();
	if (text === "") return `1d${sides}`;
	const own = new RegExp(`(^|[^\\d])(\\d*)d${sides}(?![\\d%a-z])`, "i").exec(text);
	if (own) {
		const count = own[2] === "" || own[2] === undefined ? 1 : Number(own[2]);
		const at = own.index + (own[1] ?? "").length;
		return `${text.slice(0, at)}${count + 1}d${sides}${text.slice(at + (own[2] ?? "").length + 1 + String(sides).length)}`;
	}
	return `${text} + 1d${sides}`;
}

/** Numbers each tray's fields, so each label points at its own field. */
let trays = 0;

/** The clock time of a result, hours and minutes. */
const clock = (time: Date): string => formatDateTime(time, { hour: "2-digit", minute: "2-digit" });

export class DiceTray {
	readonly results: TrayResult[] = [];
	private expression = "";
	private prepared: { ast: DiceAst; references: PropertyReference[] } | undefined = undefined;
	private oddsTimer: number | undefined = undefined;
	private stop: AbortController | undefined = undefined;
	private readonly input: HTMLInputElement;
	private readonly target: HTMLInputElement;
	private readonly oddsEl: HTMLElement;
	private readonly problemEl: HTMLElement;
	private readonly entry: HTMLElement;
	private readonly facesInput: HTMLInputElement;
	private readonly list: HTMLElement;

	constructor(
		private readonly owner: Component,
		root: HTMLElement,
		private readonly deps: TrayDeps,
	) {
		root.addClass("cl-tray");
		const form = root.createDiv({ cls: "cl-tray-form" });
		this.input = form.createEl("input", { cls: "cl-tray-input", attr: { type: "text", placeholder: t("sidebar.tray.dicePlaceholder"), "aria-label": t("sidebar.tray.diceLabel"), autocomplete: "off", spellcheck: "false" } });
		const dice = root.createDiv({ cls: "cl-tray-dice", attr: { role: "group", "aria-label": t("sidebar.tray.addDie") } });
		for (const sides of TRAY_DICE) {
			const button = dice.createEl("button", { cls: "cl-tray-die", text: `d${sides}`, attr: { type: "button", "aria-label": t("sidebar.tray.addDieOf", { die: `d${sides}` }) } });
			owner.registerDomEvent(button, "click", () => this.setExpression(addDie(this.input.value, sides)));
		}
		const clear = dice.createEl("button", { cls: "cl-tray-clear", text: t("sidebar.tray.clear"), attr: { type: "button" } });
		owner.registerDomEvent(clear, "click", () => this.setExpression(""));
		const targetRow = root.createDiv({ cls: "cl-tray-target" });
		const targetId = `cl-tray-target-${++trays}`;
		targetRow.createEl("label", { text: t("sidebar.tray.atLeast"), attr: { for: targetId } });
		this.target = targetRow.createEl("input", { attr: { id: targetId, type: "number", inputmode: "numeric", placeholder: t("sidebar.tray.optional") } });
		this.oddsEl = root.createDiv({ cls: "cl-tray-odds", attr: { "aria-live": "polite" } });
		this.problemEl = root.createDiv({ cls: "cl-tray-problem", attr: { role: "alert" } });
		const actions = root.createDiv({ cls: "cl-tray-actions" });
		const roll = actions.createEl("button", { cls: ["cl-tray-roll", "mod-cta"], text: t("sidebar.tray.roll"), attr: { type: "button" } });
		const enter = actions.createEl("button", { cls: "cl-tray-enter", text: t("sidebar.tray.enterDice"), attr: { type: "button", "aria-expanded": "false" } });
		this.entry = root.createDiv({ cls: "cl-tray-entry cl-hidden" });
		const facesId = `${targetId}-faces`;
		this.entry.createEl("label", { text: t("sidebar.tray.facesLabel"), attr: { for: facesId } });
		this.facesInput = this.entry.createEl("input", { attr: { id: facesId, type: "text", inputmode: "numeric", autocomplete: "off", placeholder: t("sidebar.tray.facesPlaceholder") } });
		const use = this.entry.createEl("button", { text: t("sidebar.tray.useDice"), attr: { type: "button" } });
		root.createDiv({ cls: "cl-tray-results-title", text: t("sidebar.tray.lastResults") });
		this.list = root.createEl("ol", { cls: "cl-tray-results", attr: { "aria-live": "polite" } });
		this.drawResults();

		owner.registerDomEvent(this.input, "input", () => this.setExpression(this.input.value, false));
		owner.registerDomEvent(this.input, "keydown", (event) => {
			if (event.key === "Enter") this.roll();
		});
		owner.registerDomEvent(this.target, "input", () => this.oddsSoon());
		owner.registerDomEvent(roll, "click", () => this.roll());
		owner.registerDomEvent(enter, "click", () => {
			const open = this.entry.hasClass("cl-hidden");
			this.entry.toggleClass("cl-hidden", !open);
			enter.setAttr("aria-expanded", String(open));
			if (open) this.facesInput.focus();
		});
		owner.registerDomEvent(use, "click", () => this.rollEntered());
		owner.registerDomEvent(this.facesInput, "keydown", (event) => {
			if (event.key === "Enter") this.rollEntered();
		});
		owner.register(() => {
			this.stop?.abort();
			if (this.oddsTimer !== undefined) window.clearTimeout(this.oddsTimer);
		});
	}

	/** Puts an expression in the field (a tap on a die, Clear, typing) and works out its odds. */
	setExpression(expression: string, write = true): void {
		if (write) this.input.value = expression;
		this.expression = expression.trim();
		this.prepared = undefined;
		this.problemEl.setText("");
		this.oddsSoon();
	}

	/** The expression read, or its problem said where the user looks. */
	private read(): { ast: DiceAst; references: PropertyReference[] } | undefined {
		if (this.prepared) return this.prepared;
		if (this.expression === "") {
			this.problemEl.setText(t("sidebar.tray.nothingTyped"));
			return undefined;
		}
		const prepared = prepareRoll(this.expression, { app: this.deps.app, sourcePath: this.deps.rolledIn(), settings: this.deps.settings, readLog: () => Promise.reject(new Error("unused")) });
		if ("error" in prepared) {
			this.problemEl.setText(labelText(prepared.error));
			return undefined;
		}
		this.prepared = { ast: prepared.ast, references: prepared.references };
		return this.prepared;
	}

	private targetValue(): number | undefined {
		const value = this.target.value.trim() === "" ? Number.NaN : Number(this.target.value);
		return Number.isSafeInteger(value) ? value : undefined;
	}

	private oddsSoon(): void {
		if (this.oddsTimer !== undefined) window.clearTimeout(this.oddsTimer);
		this.oddsTimer = window.setTimeout(() => {
			this.oddsTimer = undefined;
			this.showOdds();
		}, ODDS_AFTER_MS);
	}

	/** The exact odds of the expression in the field, before any roll. */
	showOdds(): void {
		this.stop?.abort();
		this.oddsEl.empty();
		if (this.expression === "") return;
		const read = this.read();
		if (!read) return;
		const odds = this.deps.odds ?? sharedOdds;
		const expression = this.expression;
		this.oddsEl.setText(t("sidebar.tray.workingOut"));
		this.stop = new AbortController();
		void odds.oddsOf(expression, read.ast, this.stop.signal).then((result) => {
			if (expression === this.expression) renderOdds(this.oddsEl, result, this.targetValue());
		});
	}

	roll(): void {
		const read = this.read();
		if (!read) return;
		let result: RollResult;
		try {
			result = sample(read.ast, this.deps.rng);
		} catch (error) {
			return void this.problemEl.setText(t("sidebar.tray.rollFailed", { error: errorText(error) }));
		}
		this.add(result, false, read.references);
	}

	private rollEntered(): void {
		const read = this.read();
		if (!read) return;
		const faces = readFaces(this.facesInput.value);
		const rolled = faces.ok ? rollWithFaces(read.ast, faces.faces) : faces;
		if (!rolled.ok) return void this.problemEl.setText(rolled.message);
		this.facesInput.value = "";
		this.add(rolled.result, true, read.references);
	}

	/** A roll made here: kept first in the list, with what its Log button needs. */
	private add(result: RollResult, entered: boolean, references: PropertyReference[]): void {
		this.problemEl.setText("");
		this.keep({ expression: this.expression, text: inlineText(result), time: new Date(), entered, record: { result, references } });
	}

	/** Keeps a result at the top of the list (a table rolled from the sidebar too), the oldest dropped past KEPT_RESULTS. */
	keep(result: TrayResult): void {
		this.results.unshift(result);
		this.results.splice(KEPT_RESULTS);
		this.drawResults();
	}

	private drawResults(): void {
		this.list.empty();
		if (this.results.length === 0) this.list.createEl("li", { cls: "cl-tray-empty", text: t("sidebar.tray.empty") });
		for (const result of this.results) {
			const li = this.list.createEl("li", { cls: "cl-tray-result" });
			li.createSpan({ cls: "cl-tray-time", text: clock(result.time) });
			isolate(li.createSpan({ cls: "cl-tray-expression", text: result.expression }));
			li.createSpan({ cls: "cl-tray-total", text: result.entered ? t("sidebar.tray.entered", { result: result.text }) : result.text });
			const status = li.createDiv({ cls: "cl-tray-logged" });
			if (result.logging) status.setText(t("sidebar.tray.logging"));
			else if (result.logged) status.setText(labelText(loggedText(result.logged)));
			if (result.record && !result.logging && result.logged?.logged !== true) {
				const button = status.createEl("button", { cls: "cl-tray-log", text: t("sidebar.tray.log"), attr: { type: "button", "aria-label": labelText(t("sidebar.tray.logLabel", { expression: result.expression, result: result.text })) } });
				this.owner.registerDomEvent(button, "click", () => void this.log(result));
			}
		}
	}

	/** Appends a kept result to the session of the note open now, once (a failed try may be tried again). */
	private async log(result: TrayResult): Promise<void> {
		if (!result.record || result.logging === true || result.logged?.logged === true) return;
		const { record } = result;
		result.logging = true;
		this.drawResults();
		const origin = { sourcePath: this.deps.rolledIn(), via: "tray" as const, expression: result.expression };
		const logged = await logFreeRoll(this.deps.app, this.deps.settings(), origin, { ...record, ...(result.entered ? { entered: true } : {}) }, () => result.time, true);
		result.logged = logged;
		result.logging = false;
		this.drawResults();
	}
}
