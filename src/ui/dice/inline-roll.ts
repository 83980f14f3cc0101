import { MarkdownRenderChild } from "obsidian";
import { sample, tryParse } from "../../engine/dice/index";
import type { DiceAst } from "../../engine/dice/index";
import type { Rng } from "../../engine/rng";
import { errorText } from "../../notes/frontmatter";

/** Inline code starting with this prefix, e.g. `roll: 2d6+1`, becomes a roll button in reading view. */
export const INLINE_ROLL_PREFIX = "roll:";

/** The dice expression of an inline code text, or undefined when it is not an inline roll. */
export function inlineRollExpression(code: string): string | undefined {
	const trimmed = code.trim();
	if (!trimmed.toLowerCase().startsWith(INLINE_ROLL_PREFIX)) return undefined;
	const expression = trimmed.slice(INLINE_ROLL_PREFIX.length).trim();
	return expression === "" ? undefined : expression;
}

/**
 * A small inline button that rolls an expression and shows the total next to it.
 * The dice of the last roll are spelled out in the button's accessible name and in
 * the visible result, so nothing depends on hovering.
 */
export class InlineRollChild extends MarkdownRenderChild {
	constructor(
		containerEl: HTMLElement,
		private readonly expression: string,
		private readonly ast: DiceAst,
		private readonly rng: Rng,
	) {
		super(containerEl);
	}

	override onload(): void {
		const { button, output } = buildInlineRoll(this.containerEl, this.expression);
		this.registerDomEvent(button, "click", () => output.setText(rollText(this.ast, this.rng)));
	}
}

/**
 * The inline roll's elements inside `root`: a button named after the expression and a
 * polite live region for the result. Shared by reading view and Live Preview.
 */
export function buildInlineRoll(root: HTMLElement, expression: string): { button: HTMLButtonElement; output: HTMLElement } {
	root.addClass("cl-inline-roll");
	const button = root.createEl("button", {
		cls: "cl-inline-roll-button",
		text: expression,
		attr: { type: "button", "aria-label": `Roll ${expression}` },
	});
	const output = root.createSpan({ cls: "cl-inline-roll-result", attr: { "aria-live": "polite" } });
	return { button, output };
}

/** Rolls and describes the result as "total (kept faces)", or the error's message; never throws. */
export function rollText(ast: DiceAst, rng: Rng): string {
	try {
		const result = sample(ast, rng);
		const faces = result.groups.flatMap((group) => group.dice.filter((die) => die.kept && !die.rerolled).map((die) => die.value));
		return faces.length > 0 ? `${result.total} (${faces.join(", ")})` : String(result.total);
	} catch (error) {
		return errorText(error);
	}
}

/**
 * Finds inline `roll: …` code in rendered Markdown and turns each into an
 * InlineRollChild. Code that does not parse is left as it was, so a typo never
 * hides what the user wrote.
 */
export function mountInlineRolls(
	el: HTMLElement,
	addChild: (child: MarkdownRenderChild) => void,
	rng: Rng,
): void {
	for (const code of Array.from(el.querySelectorAll("code"))) {
		if (code.parentElement?.tagName === "PRE") continue;
		const expression = inlineRollExpression(code.textContent ?? "");
		if (expression === undefined) continue;
		const parsed = tryParse(expression);
		if (!parsed.ok) continue;
		const holder = createSpan();
		code.replaceWith(holder);
		addChild(new InlineRollChild(holder, expression, parsed.ast, rng));
	}
}
