import type { DieResult, RollResult } from "../../engine/dice/types";

/**
 * Draws the dice of a roll: every die is shown, and how it fared (kept, dropped,
 * exploded, rerolled, success, failure) is written out in text as well as styled,
 * so the information never depends on colour or on hovering.
 */
export function renderRollResult(parent: HTMLElement, result: RollResult, target?: number): void {
	const total = parent.createDiv({ cls: "cl-roll-total" });
	total.createSpan({ cls: "cl-roll-total-label", text: "Total" });
	total.createSpan({ cls: "cl-roll-total-value", text: String(result.total) });
	if (target !== undefined) {
		const met = result.total >= target;
		total.createSpan({
			cls: ["cl-roll-verdict", met ? "cl-roll-verdict-met" : "cl-roll-verdict-missed"],
			text: met ? `meets ${target}` : `misses ${target}`,
		});
	}

	if (result.groups.length === 0) return;
	const groups = parent.createEl("ul", { cls: "cl-roll-groups" });
	for (const group of result.groups) {
		const item = groups.createEl("li", { cls: "cl-roll-group" });
		item.createSpan({ cls: "cl-roll-group-notation", text: group.notation });
		const dice = item.createEl("ul", { cls: "cl-dice", attr: { "aria-label": `Dice of ${group.notation}` } });
		for (const die of group.dice) renderDie(dice, die);
		item.createSpan({ cls: "cl-roll-group-value", text: `= ${group.value}` });
	}
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
		attr: { "aria-label": [`${sides}: ${face}`, ...tags].join(", ") },
	});
	item.createSpan({ cls: "cl-die-value", text: face });
	for (const tag of tags) item.createSpan({ cls: "cl-die-tag", text: tag });
}

function fudgeFace(value: number): string {
	if (value > 0) return "+";
	if (value < 0) return "−";
	return "0";
}
