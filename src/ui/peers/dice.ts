/**
 * Dice Roller's inline `dice:` code rolled by this plugin, in reading view and Live Preview: a dice
 * expression becomes the same button as `roll:` (exact odds before the first roll, the result, the
 * session log, undo), a linked table a button that rolls it and logs the row. Only while Dice Roller
 * itself is not enabled and the setting lets this plugin read `dice:`, so one piece of code never
 * gets two widgets. Forms this plugin does not read say why beside the code (reading view).
 */
import { MarkdownRenderChild, type App } from "obsidian";
import { WidgetType } from "@codemirror/view";
import { sample, tryParse, type RollResult } from "../../engine/dice/index";
import type { Rng } from "../../engine/rng";
import { rollOnTable, tableRollEntry } from "../../engine/tables/index";
import { fileAt, pathLink } from "../../notes/campaign/notes";
import { freeRollSession, lastFreeRoll, logFreeRoll, NEVER_LOG_REASON, rollActor, type FreeRollLogged, type FreeRollOrigin } from "../../notes/dice/free-roll";
import { errorText } from "../../notes/frontmatter";
import { appendEntry } from "../../notes/log/append";
import { nextEntryId } from "../../notes/log/undo";
import { peerTable, readPeerDice, tableByBlock, tableUnderHeading, type DiceFlags, type PeerDice } from "../../notes/peers/dice-code";
import { tableName } from "../../notes/tables/table-roll";
import type { LedgerSettings } from "../../settings";
import { formatStat } from "../dice/format";
import { resultFromEntry, rolledWhen } from "../dice/free-roll-view";
import { buildInlineRoll, inlineText, prepareInlineRoll, type PreparedInlineRoll } from "../dice/inline-roll";
import { sharedOdds } from "../dice/odds-loader";
import type { FreeRollContext } from "../dice/roll-block";
import { labelText } from "../user-text";

/** Dice Roller's plugin id, and the global it sets while it is loaded (its documented API). */
const DICE_ROLLER_ID = "obsidian-dice-roller";

/** Whether Dice Roller is on: its `window.DiceRoller` API is there, or Obsidian lists it among the enabled plugins. */
export function diceRollerEnabled(app: App): boolean {
	if ("DiceRoller" in window) return true;
	// Obsidian's list of plugins is not in its typed API: read with care (an app without it has no Dice Roller).
	const plugins = "plugins" in app ? (app as unknown as { plugins?: { enabledPlugins?: Set<string> } }).plugins : undefined;
	return plugins?.enabledPlugins?.has(DICE_ROLLER_ID) === true;
}

/** Whether this plugin rolls `dice:` code now: the setting allows it and Dice Roller is not enabled. */
export const readsDiceCode = (app: App, settings: LedgerSettings): boolean => settings.peerDice !== false && !diceRollerEnabled(app);

/** Most rows one table link rolls at once ("20[[…]]"). */
const MAX_TABLE_ROWS_ROLLED = 20;

/** A table link's button: rolls its rows (logged one entry a row) and shows them beside it. */
function wireTable(root: HTMLElement, dice: Extract<PeerDice, { kind: "table" }>, rng: Rng, context: FreeRollContext): void {
	const { button, output } = buildInlineRoll(root, dice.flags.text ?? `Roll on ${dice.heading ?? dice.path}`);
	button.addEventListener("click", (event) => {
		event.preventDefault();
		void rollTable(dice, rng, context).then((text) => output.setText(` ${text}`));
	});
}

async function rollTable(dice: Extract<PeerDice, { kind: "table" }>, rng: Rng, context: FreeRollContext): Promise<string> {
	const { app } = context;
	const file = dice.path === "" ? fileAt(app, context.sourcePath) : app.metadataCache.getFirstLinkpathDest(dice.path, context.sourcePath);
	if (!file) return `${dice.path} is not a note of this vault.`;
	const text = await app.vault.cachedRead(file);
	const source = dice.block !== undefined ? tableByBlock(text, dice.block) : tableUnderHeading(text, dice.heading ?? "");
	if (!source) return `No table ${dice.block !== undefined ? `with the block id ^${dice.block}` : `under the heading ${dice.heading ?? ""}`} in ${file.basename}.`;
	const table = peerTable(source, dice.column);
	if (!table.ok) return table.error;
	let count = Number(dice.count);
	if (!Number.isSafeInteger(count)) {
		const parsed = tryParse(dice.count);
		if (!parsed.ok) return `"${dice.count}" is not a number of rows.`;
		count = sample(parsed.ast, rng).total;
	}
	const lines: string[] = [];
	for (let n = 0; n < Math.min(Math.max(count, 1), MAX_TABLE_ROWS_ROLLED); n++) {
		const roll = rollOnTable(table.value, rng);
		if (!roll.ok) return roll.error;
		lines.push(`${roll.value.face}: ${roll.value.row.cells.filter((cell) => cell !== "").join(" · ") || roll.value.row.label}`);
		const logged = await logTableRollFrom(context, file, roll.value);
		if (!logged.logged) lines.push(logged.reason);
	}
	return lines.join("; ");
}

/** Logs a row rolled from a note (the session its note resolves to), naming and linking the table's own note. */
async function logTableRollFrom(context: FreeRollContext, table: NonNullable<ReturnType<typeof fileAt>>, roll: Parameters<typeof tableRollEntry>[0]): Promise<FreeRollLogged> {
	const { app } = context;
	const settings = context.settings();
	if (settings.logFreeRolls === false) return { logged: false, reason: NEVER_LOG_REASON };
	const session = await freeRollSession(app, settings, context.sourcePath);
	if (!session.ok) return { logged: false, reason: `Not logged: ${session.error}.` };
	try {
		const entry = tableRollEntry(roll, {
			id: nextEntryId(),
			time: new Date().toISOString(),
			actor: rollActor(app, context.sourcePath) ?? "",
			table: tableName(table.basename, roll.table),
			from: pathLink(table),
			links: [app.metadataCache.fileToLinktext(table, session.value.path, true)],
		});
		const appended = await appendEntry(app, session.value, entry);
		return appended.ok ? { logged: true, session: session.value, entry } : { logged: false, reason: `Not logged: ${appended.error}` };
	} catch (error) {
		return { logged: false, reason: `Not logged: ${errorText(error)}` };
	}
}

/** A dice expression's button, with Dice Roller's flags: its words (`text(…)`), the total alone (`noform`), what shows before the first roll. */
function wireRoll(root: HTMLElement, roll: PreparedInlineRoll, flags: DiceFlags, rng: Rng, context: FreeRollContext | undefined): void {
	const { button, output } = buildInlineRoll(root, flags.text ?? roll.expression);
	const show = (result: RollResult, line?: string): void => output.setText(` ${flags.noform === true ? result.total : inlineText(result, line)}`);
	const origin: FreeRollOrigin | undefined = context && { sourcePath: context.sourcePath, via: "inline", expression: roll.expression, ...(flags.text === undefined ? {} : { label: flags.text }) };
	let rolled = false;
	button.addEventListener("click", (event) => {
		event.preventDefault();
		rolled = true;
		let result: RollResult;
		try {
			result = sample(roll.ast, rng);
		} catch (error) {
			output.setText(` ${errorText(error)}`);
			return;
		}
		show(result);
		if (origin && context) void logFreeRoll(context.app, context.settings(), origin, { result, references: roll.references }).then((logged) => !logged.logged && output.appendText(` ${logged.reason}`));
	});
	if (flags.none === true) return;
	// Before the first roll: the last logged result, else this plugin's exact odds (only the average with `avg`).
	const odds = (): void =>
		void sharedOdds.oddsOf(roll.expression, roll.ast).then((read) => {
			if (rolled || !read.ok) return;
			const mean = `average ${formatStat(read.value.mean)}`;
			output.setText(` ${flags.avg === true || read.value.min === read.value.max ? mean : `${read.value.min}–${read.value.max}, ${mean}`}`);
		});
	if (!origin || !context || flags.avg === true) return odds();
	void lastFreeRoll(context.app, context.settings(), origin, context.readLog)
		.then((found) => {
			if (rolled) return;
			if (!found.ok || !found.value) return odds();
			show(resultFromEntry(found.value.entry), found.value.entry.explanation[0]);
			output.appendText(`, rolled ${rolledWhen(found.value.entry.time)}`);
		})
		.catch(odds);
}

/** What a piece of inline code becomes: a wired element, a reason it is not read, or undefined (left as it is). */
function peerWidget(code: string, rng: Rng, context: FreeRollContext | undefined): ((root: HTMLElement) => void) | string | undefined {
	const dice = readPeerDice(code);
	if (dice === undefined) return undefined;
	if (dice.kind === "unread") return dice.reason;
	if (dice.kind === "table") return context && ((root) => wireTable(root, dice, rng, context));
	const prepared = prepareInlineRoll(dice.expression, context);
	// A typo (or a form of theirs this plugin's dice do not read) stays as typed, as `roll:` code does.
	if (prepared === undefined) return undefined;
	if ("error" in prepared) return prepared.error;
	return (root) => wireRoll(root, prepared, dice.flags, rng, context);
}

class PeerDiceChild extends MarkdownRenderChild {
	constructor(
		el: HTMLElement,
		private readonly wire: (root: HTMLElement) => void,
	) {
		super(el);
	}

	override onload(): void {
		this.wire(this.containerEl);
	}
}

/** Reading view: each `dice:` code of a rendered section becomes its button (or says why not). */
export function mountPeerDice(el: HTMLElement, addChild: (child: MarkdownRenderChild) => void, rng: Rng, context: FreeRollContext): void {
	if (!readsDiceCode(context.app, context.settings())) return;
	for (const code of Array.from(el.querySelectorAll("code"))) {
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

/** Live Preview: the same button in place of a `dice:` span (a form not read stays as typed). */
class PeerDiceWidget extends WidgetType {
	constructor(
		private readonly code: string,
		private readonly path: string | undefined,
		private readonly wire: (root: HTMLElement) => void,
	) {
		super();
	}

	override eq(other: PeerDiceWidget): boolean {
		return other.code === this.code && other.path === this.path;
	}

	override toDOM(): HTMLElement {
		const root = createSpan();
		this.wire(root);
		return root;
	}

	override ignoreEvent(): boolean {
		return true;
	}
}

/** The Live Preview widget for a span's code, when this plugin reads `dice:` now. */
export const peerDiceWidget =
	(rng: Rng) =>
	(code: string, context: FreeRollContext | undefined): WidgetType | undefined => {
		// Without a note there is no telling whether Dice Roller is on: the span stays as typed.
		if (!context || !readsDiceCode(context.app, context.settings())) return undefined;
		const widget = peerWidget(code, rng, context);
		return typeof widget === "function" ? new PeerDiceWidget(code, context?.sourcePath, widget) : undefined;
	};
