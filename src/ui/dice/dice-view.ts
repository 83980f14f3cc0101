import type { DieResult, RollResult } from "../../engine/dice/types";
import { breakdown } from "../../notes/dice/breakdown";
import { formatNumber, t } from "../../lang";

/** Dice drawn open under a result; a roll of more dice shows its total and count, the dice one click away. */
export const OPEN_DICE_LIMIT = 20;
/** Dice of one term drawn one by one (with their fate in words); past this a term's faces are one line of text. */
export const DICE_DRAWN_ONE_BY_ONE = 60;
/** Dice offered for a single re-roll; past this, re-roll the whole expression. */
export const MAX_REROLL_CHOICES = 200;

export interface ResultViewOptions {
	target?: number;
	/** Offers "Re-roll one die" and calls back with the die's index over every die shown. */
	onReroll?: (index: number) => void;
	/** The arithmetic line as logged, for a result read back from the log. */
	line?: string;
}

function diceCount(result: RollResult): number {
	let count = 0;
	for (const group of result.groups) count += group.dice.length;
	return count;
}

/**
 * Draws a roll's result with a bounded number of elements: the total, the verdict against a target,
 * the arithmetic with its modifiers (`16 + 5 = 21`), and the dice in a disclosure that is open for a
 * few dice and closed (drawn only when opened) for many. How each die fared (kept, dropped,
 * exploded, rerolled, success, failure) is written out in text, never colour or hover alone.
 */
export function renderRollResult(parent: HTMLElement, result: RollResult, options: ResultViewOptions | number = {}): void {
	const { target, onReroll, line: logged } = typeof options === "number" ? { target: options, onReroll: undefined, line: undefined } : options;
	const total = parent.createDiv({ cls: "cl-roll-total" });
	total.createSpan({ cls: "cl-roll-total-label", text: t("dice.result.total") });
	total.createSpan({ cls: "cl-roll-total-value", text: String(result.total) });
	if (target !== undefined) {
		const met = result.total >= target;
		total.createSpan({
			cls: ["cl-roll-verdict", met ? "cl-roll-verdict-met" : "cl-roll-verdict-missed"],
			text: met ? t("dice.result.meets", { target: String(target) }) : t("dice.result.misses", { target: String(target) }),
		});
	}
	const count = diceCount(result);
	if (result.groups.length === 0) return;
	const line = count > OPEN_DICE_LIMIT ? t("dice.result.manyDice", { count, total: result.total }) : (logged ?? breakdown(result));
	parent.createDiv({ cls: "cl-roll-breakdown", text: line });

	const details = parent.createEl("details", { cls: "cl-roll-dice" });
	details.createEl("summary", { text: t("dice.result.diceSummary", { count }) });
	let drawn = false;
	const draw = (): void => {
		if (drawn) return;
		drawn = true;
		drawDice(details, result, onReroll);
	};
	if (count <= OPEN_DICE_LIMIT) {
		details.open = true;
		draw();
	} else {
		details.addEventListener("toggle", () => {
			if (details.open) draw();
		});
	}
}

/** A number as the language writes it; small ones (nearly every roll) without the locale data a formatter's first use loads (tens of ms on the first roll). */
function number(value: number): string {
	return Math.abs(value) < 1000 ? String(value) : formatNumber(value);
}

function drawDice(details: HTMLElement, result: RollResult, onReroll: ((index: number) => void) | undefined): void {
	const groups = details.createEl("ul", { cls: "cl-roll-groups" });
	for (const group of result.groups) {
		const item = groups.createEl("li", { cls: "cl-roll-group" });
		item.createSpan({ cls: "cl-roll-group-notation", text: group.notation });
		if (group.dice.length <= DICE_DRAWN_ONE_BY_ONE) {
			const dice = item.createEl("ul", { cls: "cl-dice", attr: { "aria-label": t("dice.result.diceOf", { notation: group.notation }) } });
			for (const die of group.dice) renderDie(dice, die);
		} else {
			// One line of text for a big term: every face is there, dropped ones in parentheses.
			const faces = group.dice.map((die) => {
				const face = die.sides === "F" ? fudgeFace(die.value) : String(die.value);
				return die.kept && !die.rerolled ? face : `(${face})`;
			});
			item.createSpan({ cls: "cl-dice-text", text: faces.join(" ") });
			if (faces.some((face) => face.startsWith("("))) item.createSpan({ cls: "cl-dice-legend", text: ` ${t("dice.result.legend")}` });
		}
		item.createSpan({ cls: "cl-roll-group-value", text: `= ${number(group.value)}` });
	}
	const count = diceCount(result);
	if (onReroll && count <= MAX_REROLL_CHOICES) drawRerollChoice(details, result, onReroll);
}

function drawRerollChoice(parent: HTMLElement, result: RollResult, onReroll: (index: number) => void): void {
	const row = parent.createDiv({ cls: "cl-roll-reroll" });
	const select = row.createEl("select", { cls: "cl-roll-reroll-select", attr: { "aria-label": t("dice.reroll.select") } });
	let index = 0;
	for (const group of result.groups) {
		group.dice.forEach((die, inGroup) => {
			const face = die.sides === "F" ? fudgeFace(die.value) : String(die.value);
			select.createEl("option", { value: String(index), text: t("dice.reroll.option", { notation: group.notation, number: inGroup + 1, face }) });
			index++;
		});
	}
	const button = row.createEl("button", { cls: "cl-roll-reroll-button", text: t("dice.reroll.button"), attr: { type: "button" } });
	button.addEventListener("click", () => onReroll(Number(select.value)));
}

/** The words that describe a die's fate, in the order they are shown. */
export function dieTags(die: DieResult): string[] {
	const tags: string[] = [];
	if (die.rerolled) tags.push("rerolled");
	else if (!die.kept) tags.push("dropped");
	if (die.exploded) tags.push("exploded");
	if (die.outcome) tags.push(die.outcome);
	return tags;
}

function renderDie(parent: HTMLElement, die: DieResult): void {
	const tags = dieTags(die);
	const sides = die.sides === "F" ? "dF" : `d${die.sides}`;
	const face = die.sides === "F" ? fudgeFace(die.value) : String(die.value);
	const classes = ["cl-die", ...tags.map((tag) => `cl-die-${tag}`)];
	if (die.kept && !die.rerolled) classes.push("cl-die-kept");
	const item = parent.createEl("li", {
		cls: classes,
		attr: { "aria-label": [`${sides}: ${face}`, ...tags.map(tagText)].join(", ") },
	});
	item.createSpan({ cls: "cl-die-value", text: face });
	for (const tag of tags) item.createSpan({ cls: "cl-die-tag", text: tagText(tag) });
}

/** A die's fate in the reader's words (the tag itself stays English: it names the CSS class). */
function tagText(tag: string): string {
	switch (tag) {
		case "rerolled":
			return t("dice.die.rerolled");
		case "dropped":
			return t("dice.die.dropped");
		case "exploded":
			return t("dice.die.exploded");
		case "success":
			return t("dice.die.success");
		case "failure":
			return t("dice.die.failure");
		default:
			return tag;
	}
}

function fudgeFace(value: number): string {
	if (value > 0) return "+";
	if (value < 0) return "−";
	return "0";
}
