/**
 * The inline roll's elements, shared by every inline code that rolls (`roll:` dice, a linked table,
 * Dice Roller's `dice:`), in reading view and Live Preview alike.
 */
import { t } from "../../lang";
import { labelText } from "../user-text";

/**
 * The inline roll's elements inside `root`: a button named after the expression and a
 * polite live region for the result. Shared by reading view and Live Preview.
 */
export function buildInlineRoll(root: HTMLElement, expression: string): { button: HTMLButtonElement; output: HTMLElement } {
	root.addClass("cl-inline-roll");
	const button = root.createEl("button", {
		cls: "cl-inline-roll-button",
		// The expression (and its label) is the note's: a button's label, so without bidi overrides (user-text.ts).
		text: labelText(expression),
		attr: { type: "button", "aria-label": labelText(t("dice.rollLabel", { expression })) },
	});
	const output = root.createSpan({ cls: "cl-inline-roll-result", attr: { "aria-live": "polite" } });
	return { button, output };
}

