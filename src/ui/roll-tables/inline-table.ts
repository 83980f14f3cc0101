/**
 * A roll table named by a link, rolled from inline code anywhere: `roll: [[Road tables^weather]]`,
 * `roll: [[Road tables#Encounters]]`, and Dice Roller's `dice: 2[[…]]|Column` (ui/peers/dice.ts).
 * The button rolls the linked table (notes/roll-tables/reference.ts) and logs each row to the
 * session of the note the code is in, with the table's note linked; the rows show beside it.
 */
import { MarkdownRenderChild } from "obsidian";
import type { Rng } from "../../engine/rng";
import { sample, tryParse } from "../../engine/dice/index";
import { findLinkedTable, rollTableRows } from "../../notes/roll-tables/reference";
import { tableLinkLabel, type TableLink } from "../../notes/roll-tables/table-link";
import { buildInlineRoll } from "../dice/inline-button";
import type { FreeRollContext } from "../dice/roll-block";
import { labelText } from "../user-text";
import { t } from "../../lang";

export interface InlineTableRoll {
	link: TableLink;
	/** How many rows: a whole number or dice ("1d4+1"); one when absent. */
	count?: string;
	/** Keep only this column's cell as the result. */
	column?: string;
	/** The button's words, when not "Roll on …". */
	label?: string;
}

/** The rows one click rolls: the count as written (dice are rolled), at least one. */
function rowsToRoll(count: string | undefined, rng: Rng): number {
	if (count === undefined) return 1;
	const parsed = tryParse(count);
	return parsed.ok ? sample(parsed.ast, rng).total : 1;
}

/** Draws the button into `root` and makes its clicks roll the table and say the rows (or why not). */
export function wireTableRoll(root: HTMLElement, roll: InlineTableRoll, rng: Rng, context: FreeRollContext): void {
	const { button, output } = buildInlineRoll(root, roll.label ?? t("tables.rollOn", { table: tableLinkLabel(roll.link) }));
	button.addEventListener("click", (event) => {
		event.preventDefault();
		void rollLinked(roll, rng, context).then((text) => output.setText(` ${labelText(text)}`));
	});
}

/** Rolls the linked table from the note the code is in: the rows as one line, and any row that could not be logged says why. */
export async function rollLinked(roll: InlineTableRoll, rng: Rng, context: FreeRollContext): Promise<string> {
	const found = await findLinkedTable(context.app, roll.link, context.sourcePath, roll.column);
	if (!found.ok) return found.error;
	const rolled = await rollTableRows(context.app, context.settings(), found.value, rowsToRoll(roll.count, rng), rng, context.sourcePath);
	if (!rolled.ok) return rolled.error;
	const unlogged = rolled.value.rows.find(({ logged }) => !logged.logged)?.logged;
	return unlogged && !unlogged.logged ? `${rolled.value.text}. ${unlogged.reason}` : rolled.value.text;
}

/** The table button in reading view, as a child of the section it is in. */
export class InlineTableChild extends MarkdownRenderChild {
	constructor(
		containerEl: HTMLElement,
		private readonly roll: InlineTableRoll,
		private readonly rng: Rng,
		private readonly context: FreeRollContext,
	) {
		super(containerEl);
	}

	override onload(): void {
		wireTableRoll(this.containerEl, this.roll, this.rng, this.context);
	}
}
