/**
 * Dice Roller's inline `dice:` code rolled by this plugin, in reading view and Live Preview: a dice
 * expression is the same button as `roll:` (the last logged result, the session log, undo), with
 * Dice Roller's `text(…)` and `noform`; a linked table is the same button as `roll: [[…]]`
 * (ui/roll-tables/inline-table.ts). Only while Dice Roller itself is not enabled and the setting lets
 * this plugin read `dice:`, so one piece of code never gets two widgets. Forms not read say why beside
 * the code (reading view).
 */
import { MarkdownRenderChild, type App } from "obsidian";
import type { Rng } from "../../engine/rng";
import { readPeerDice } from "../../notes/peers/dice-code";
import type { LedgerSettings } from "../../settings";
import { prepareInlineRoll, wireInlineRoll } from "../dice/inline-roll";
import { InlineCodeWidget } from "../dice/live-preview";
import type { FreeRollContext } from "../dice/roll-block";
import { wireTableRoll } from "../roll-tables/inline-table";
import { labelText } from "../user-text";

/** Dice Roller's plugin id, as Obsidian lists it among the enabled plugins. */
const DICE_ROLLER_ID = "obsidian-dice-roller";

/** Whether Dice Roller is on: its documented `window.DiceRoller` API is there, or Obsidian lists it as enabled. */
export function diceRollerEnabled(app: App): boolean {
	// Obsidian's list of plugins is not in its typed API: read with care (an app without it has no Dice Roller).
	const plugins = "plugins" in app ? (app as unknown as { plugins?: { enabledPlugins?: Set<string> } }).plugins : undefined;
	return "DiceRoller" in window || plugins?.enabledPlugins?.has(DICE_ROLLER_ID) === true;
}

/** Whether this plugin rolls `dice:` code now: the setting allows it and Dice Roller is not enabled. */
export const readsDiceCode = (app: App, settings: LedgerSettings): boolean => settings.peerDice !== false && !diceRollerEnabled(app);

/** What a piece of inline code becomes: a function that builds its button, a reason it is not read, or undefined (left as it is). */
function peerWidget(code: string, rng: Rng, context: FreeRollContext): ((root: HTMLElement) => void) | string | undefined {
	const dice = readPeerDice(code);
	if (dice === undefined || dice.kind === "unread") return dice?.reason;
	if (dice.kind === "table") {
		const roll = { link: dice.link, count: dice.count, ...(dice.column === undefined ? {} : { column: dice.column }), ...(dice.flags.text === undefined ? {} : { label: dice.flags.text }) };
		return (root) => wireTableRoll(root, roll, rng, context);
	}
	const prepared = prepareInlineRoll(dice.expression, context);
	// A typo (or a form of theirs this plugin's dice do not read) stays as typed, as `roll:` code does.
	if (prepared === undefined || "error" in prepared) return prepared?.error;
	return (root) => wireInlineRoll(root, { ...prepared, ...(dice.flags.text === undefined ? {} : { label: dice.flags.text }), noform: dice.flags.noform === true }, rng, context);
}

/** A widget drawn in reading view, as a child of the section it is in. */
class PeerDiceChild extends MarkdownRenderChild {
	constructor(
		containerEl: HTMLElement,
		private readonly draw: (root: HTMLElement) => void,
	) {
		super(containerEl);
	}

	override onload(): void {
		this.draw(this.containerEl);
	}
}

/** Reading view: each `dice:` code of a rendered section becomes its button (or says why not). */
export function mountPeerDice(el: HTMLElement, addChild: (child: MarkdownRenderChild) => void, rng: Rng, context: FreeRollContext): void {
	const codes = el.getElementsByTagName("code");
	// Most sections hold no code: nothing more is looked at (the settings and plugins only when there is some).
	if (codes.length === 0 || !readsDiceCode(context.app, context.settings())) return;
	for (const code of Array.from(codes)) {
		if (code.parentElement?.tagName === "PRE") continue;
		const widget = peerWidget(code.textContent ?? "", rng, context);
		if (typeof widget === "string") code.after(createSpan({ cls: "cl-inline-roll-error", text: ` ${labelText(widget)}` }));
		else if (widget) {
			const holder = createSpan();
			code.replaceWith(holder);
			addChild(new PeerDiceChild(holder, widget));
		}
	}
}

/** Live Preview: the same button in place of a `dice:` span (a form not read stays as typed, as does any span outside a note). */
export const peerDiceWidget =
	(rng: Rng) =>
	(code: string, context: FreeRollContext | undefined): InlineCodeWidget | undefined => {
		const widget = context && readsDiceCode(context.app, context.settings()) ? peerWidget(code, rng, context) : undefined;
		return typeof widget === "function" ? new InlineCodeWidget(`${code}\n${context?.sourcePath ?? ""}`, widget) : undefined;
	};
