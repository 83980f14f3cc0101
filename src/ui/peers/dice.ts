/**
 * Dice Roller's inline `dice:` code rolled by this plugin, in reading view and Live Preview: a dice
 * expression is the same button as `roll:` (the last logged result, the session log, undo), with
 * Dice Roller's `text(…)` and `noform`; a linked table a button that rolls it and logs each row. Only
 * while Dice Roller itself is not enabled and the setting lets this plugin read `dice:`, so one piece
 * of code never gets two widgets. Forms not read say why beside the code (reading view).
 */
import { MarkdownRenderChild, type App } from "obsidian";
import { sample, tryParse } from "../../engine/dice/index";
import type { Rng } from "../../engine/rng";
import { resultText, rollOnTable } from "../../engine/tables/index";
import { fileAt } from "../../notes/campaign/notes";
import { peerTable, readPeerDice, tableByBlock, tableUnderHeading, type PeerDice } from "../../notes/peers/dice-code";
import { logTableRoll } from "../../notes/tables/table-roll";
import type { LedgerSettings } from "../../settings";
import { buildInlineRoll, prepareInlineRoll, wireInlineRoll } from "../dice/inline-roll";
import { InlineCodeWidget } from "../dice/live-preview";
import type { FreeRollContext } from "../dice/roll-block";
import { labelText } from "../user-text";

/** Whether Dice Roller is on: its documented `window.DiceRoller` API is there, or Obsidian lists it as enabled. */
export function diceRollerEnabled(app: App): boolean {
	// Obsidian's list of plugins is not in its typed API: read with care (an app without it has no Dice Roller).
	const plugins = "plugins" in app ? (app as unknown as { plugins?: { enabledPlugins?: Set<string> } }).plugins : undefined;
	return "DiceRoller" in window || plugins?.enabledPlugins?.has("obsidian-dice-roller") === true;
}

/** Whether this plugin rolls `dice:` code now: the setting allows it and Dice Roller is not enabled. */
export const readsDiceCode = (app: App, settings: LedgerSettings): boolean => settings.peerDice !== false && !diceRollerEnabled(app);

/** Rolls a linked table's rows ("3[[…]]" is three; at most 20), each logged from the note rolled in; the rows as one line. */
async function rollTable(dice: Extract<PeerDice, { kind: "table" }>, rng: Rng, context: FreeRollContext): Promise<string> {
	const { app } = context;
	const file = dice.path === "" ? fileAt(app, context.sourcePath) : app.metadataCache.getFirstLinkpathDest(dice.path, context.sourcePath);
	if (!file) return `${dice.path} is not a note of this vault.`;
	const text = await app.vault.cachedRead(file);
	const source = dice.block !== undefined ? tableByBlock(text, dice.block) : tableUnderHeading(text, dice.heading ?? "");
	if (!source) return `No table ${dice.block !== undefined ? `with the block id ^${dice.block}` : `under the heading ${dice.heading ?? ""}`} in ${file.basename}.`;
	const table = peerTable(source, dice.column);
	if (!table.ok) return table.error;
	const count = tryParse(dice.count);
	const lines: string[] = [];
	for (let n = count.ok ? Math.min(sample(count.ast, rng).total, 20) : 1; n > 0; n--) {
		const roll = rollOnTable(table.value, rng);
		if (!roll.ok) return roll.error;
		lines.push(`${roll.value.face}: ${resultText(roll.value)}`);
		const logged = await logTableRoll(app, context.settings(), file.path, roll.value, [], undefined, context.sourcePath);
		if (!logged.logged) lines.push(logged.reason);
	}
	return lines.join("; ");
}

/** What a piece of inline code becomes: a function that builds its button, a reason it is not read, or undefined (left as it is). */
function peerWidget(code: string, rng: Rng, context: FreeRollContext): ((root: HTMLElement) => void) | string | undefined {
	const dice = readPeerDice(code);
	if (dice === undefined || dice.kind === "unread") return dice?.reason;
	if (dice.kind === "table") {
		return (root) => {
			const { button, output } = buildInlineRoll(root, dice.flags.text ?? `Roll on ${dice.heading ?? dice.path}`);
			button.addEventListener("click", () => void rollTable(dice, rng, context).then((text) => output.setText(` ${text}`)));
		};
	}
	const prepared = prepareInlineRoll(dice.expression, context);
	// A typo (or a form of theirs this plugin's dice do not read) stays as typed, as `roll:` code does.
	if (prepared === undefined || "error" in prepared) return prepared?.error;
	return (root) => wireInlineRoll(root, { ...prepared, ...(dice.flags.text === undefined ? {} : { label: dice.flags.text }), noform: dice.flags.noform === true }, rng, context);
}

/** Reading view: each `dice:` code of a rendered section becomes its button (or says why not). */
export function mountPeerDice(el: HTMLElement, addChild: (child: MarkdownRenderChild) => void, rng: Rng, context: FreeRollContext): void {
	if (!readsDiceCode(context.app, context.settings())) return;
	for (const code of Array.from(el.querySelectorAll("code"))) {
		if (code.parentElement?.tagName === "PRE") continue;
		const widget = peerWidget(code.textContent ?? "", rng, context);
		if (typeof widget === "string") code.after(createSpan({ cls: "cl-inline-roll-error", text: ` ${labelText(widget)}` }));
		else if (widget) {
			const child = new MarkdownRenderChild(createSpan());
			code.replaceWith(child.containerEl);
			child.onload = () => widget(child.containerEl);
			addChild(child);
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
