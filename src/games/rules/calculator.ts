/**
 * What a live rule calculator is, as data: its inputs, and what they give (lines to show and the roll
 * it offers, or a value the rules do not accept). Each calculator of games/rules/ is one of these;
 * ui/rules/calculator.ts draws any of them and rolls through the page's free-roll logging.
 */
import type { ExplainStep } from "../../engine/explain";
import type { Field, PreviewLine } from "../frame/game";

/** A roll from a page: the dice, the log entry's label, and the outcome in words for a total. */
export interface PageRollSpec {
	expression: string;
	label: string;
	say?: (total: number) => string;
}

/** A form value: a dropdown's number or word, a number box's number, a toggle. */
export type FormValue = string | number | boolean;
export type CalculatorForm = Readonly<Record<string, FormValue>>;

/** A roll the calculator offers: its button's words, the dice, the log entry's label, and the outcome in words. */
export interface RuleRoll extends PageRollSpec {
	button: string;
}

/** What a calculator shows for its form: its lines and the roll it offers, or a value the rules do not accept, in the user's words (shown instead, with no roll). */
export type CalculatorView = { lines: PreviewLine[]; roll?: RuleRoll } | { problem: string };

/** The engine's explanation, a line per step, each of the given part ("step", "effect"). */
export const explained = (steps: readonly ExplainStep[], part: string): PreviewLine[] => steps.map((step) => ({ part, text: step.text }));

/** The table's fields without what the frame reads from the form (each control shows the form's value under its key). */
type FieldOfForm<F> = F extends unknown ? Omit<F, "value" | "disabled" | "rare"> : never;

/** The inputs a calculator draws: dropdowns, number boxes and toggles. */
export type CalculatorField = FieldOfForm<Exclude<Field, { kind: "text" }>>;

export interface RuleCalculator<Form extends CalculatorForm> {
	title: string;
	start: Form;
	fields(form: Form): CalculatorField[];
	view(form: Form): CalculatorView;
}
