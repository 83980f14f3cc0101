/**
 * What a game brings to the shared table. Every game (Cypher, the pool game, the d20 game) is
 * described by pure functions of the note's model: no DOM, no Obsidian calls. The frame in
 * `ui/frame/` draws any SheetModel and any Field list with createEl, owns redraw-on-change,
 * keyboard use, the 390 px layout and physical dice entry, and runs `resolve` through the one
 * action pipeline (session note first, note read fresh, engine, write and append in one step).
 *
 * Because the models are data, each game's tests check models rather than pixels, and encounter
 * rows and CSRD page panels are more SheetModels drawn by the same frame.
 */
import type { LogEntry } from "../../engine/log";
import type { DiceNeed, EnteredDice } from "../../engine/dice/physical";
import type { Result } from "../../engine/result";
import type { Rng } from "../../engine/rng";
import type { StateValue } from "../../engine/state";
import type { EntryMeta } from "../../engine/systems/cypher/log-entries";

export type TableSystem = "cypher" | "pool" | "d20";

/**
 * The kinds of note a dialog's text field can suggest (ui/note-suggest.ts says which notes each
 * takes): a party, a combatant, an encounter's creature lines, a campaign, any note.
 */
export type NoteFieldName = "party" | "combatant" | "creatures" | "campaign" | "anyNote";

// ---------------------------------------------------------------------------------------------
// Sheets
// ---------------------------------------------------------------------------------------------

/**
 * A number the sheet shows and lets the user step (−/+ buttons and the arrow keys). A step writes
 * `key` from `value` to the new value through the one frontmatter writer and logs a small entry
 * with before and after, so it can be undone like a roll.
 */
export interface SheetMeter {
	/** "Might", "Health", "Vitality". */
	label: string;
	/** The frontmatter key a step writes ("might", "health"). */
	key: string;
	value: number;
	/** Shown as "value / max" when present; steps never go above it. */
	max?: number;
	/** Steps never go below it (0 unless the game says otherwise). */
	min?: number;
	/** Small print under the value: "Edge 1", "max 12". */
	detail?: string;
	/** False for a value the sheet shows but does not edit (a derived number). Editable by default. */
	editable?: boolean;
}

/**
 * A row of boxes the user clicks (Cypher wounds of one severity, a pool-game complication). Clicking
 * the box after the last taken one takes a box; clicking the last taken box clears it.
 */
export interface SheetBoxes {
	label: string;
	key: string;
	taken: number;
	total: number;
}

/** A track the user clicks a step of (the Cypher damage track, a d20 stance). */
export interface SheetTrack {
	label: string;
	key: string;
	steps: readonly string[];
	/**
	 * What each step reads as, in the reader's language, when it differs from the value the note keeps
	 * (the pool game's stances are written in English, whatever the language). Defaults to the steps.
	 */
	stepLabels?: readonly string[];
	current: string;
	/** False when the track is shown only (the value follows from other keys). Editable by default. */
	editable?: boolean;
}

/** A titled list of short lines (skills, abilities, weaknesses, cyphers). */
export interface SheetList {
	title: string;
	items: SheetListItem[];
}

export interface SheetListItem {
	text: string;
	/** A wikilink target the item links to (an ability page, a cypher page). */
	link?: string;
	/** An action the item offers on its own line ("Use" on a cypher). */
	action?: SheetAction;
	/** True for a line that reports a problem with this item (an ability link that reads nothing). */
	problem?: boolean;
	/** Text after the link ("— 2 Speed"); drawn as plain text. */
	detail?: string;
}

/** A button on the sheet. `id` is the game's own name for it; the frame passes it back to `form`. */
export interface SheetAction {
	id: string;
	label: string;
	/** Extra words read by a screen reader and shown as the button's title ("Might task, trained"). */
	description?: string;
	/** "primary" for the few actions used every turn; the rest are drawn quieter. */
	emphasis?: "primary" | "normal";
}

/**
 * A sheet action as a command a user can bind (a hotkey, a Meta Bind or Commander button, the
 * phone's toolbar), known before any note is read, so every command exists from the moment the
 * plugin loads. `id` names one action of the sheet; `among` names a family of actions that differ
 * from note to note (quick tasks, cyphers, weapons, skills: the ids that start with one of these),
 * and the command asks which. Each game lists every action its sheets can offer, and a test holds
 * the demo vault's sheets to their lists.
 */
export interface BindableAction {
	/** The command's name after the game's ("Might task", "Use a cypher…"); unique among its sheet's. */
	name: string;
	id?: string;
	among?: readonly string[];
	/** For `among`: what the note lacks when it has none ("has no quick tasks"). */
	none?: string;
	/**
	 * For `among`: each action of the family also gets a command of its own, named after what follows
	 * the prefix in its id ("Cypher quick task: Climb" for "quick:Climb"), once a note offering it is read.
	 */
	each?: string;
}

/** A condition the character bears, as its chip shows it. */
export interface SheetCondition {
	/** Its id: what a removal names. */
	id: string;
	label: string;
	/** What it does and when it ends: "All its tasks one step harder · ends after its turn". */
	detail: string;
	/** Why it changes no roll (the pack has no rule by that name, its note is broken). */
	problem?: string;
}

export interface SheetModel {
	system: TableSystem;
	/** The character's or NPC's name. */
	title: string;
	/** One line under the name: "Tier 1 · Effort 1 · XP 3", "Level 4 · target 12". */
	subtitle?: string;
	meters: SheetMeter[];
	boxes: SheetBoxes[];
	tracks: SheetTrack[];
	lists: SheetList[];
	actions: SheetAction[];
	/**
	 * The conditions the character bears, drawn as chips with a way to remove each and to add one
	 * (ui/conditions runs both for every game); undefined when the sheet offers none (a broken note).
	 */
	conditions?: SheetCondition[];
	/** Problems the user should fix in the note, each in the user's words (never thrown). */
	problems: string[];
}

// ---------------------------------------------------------------------------------------------
// Roll dialogs
// ---------------------------------------------------------------------------------------------

/**
 * One input of a dialog. `key` names the form field it edits; the frame calls `update` with it. The
 * frame draws a short choice (up to 6 choices, 48 characters in all) or a small number (up to 11 values) as a row of
 * buttons, one tap each; longer lists as a dropdown. A `rare` field (another skill, a circumstance,
 * a roll bonus) is folded under "More", so the inputs changed every roll are the ones in view.
 * A text field that names notes (`notes`) suggests them as Obsidian's fields do; one that holds a
 * list (a party, creature lines) sets a `maxLength` above the frame's usual bound (form-change.ts).
 */
export type Field = (
	| { kind: "choice"; key: string; label: string; value: string; choices: readonly (readonly [string, string])[]; description?: string; disabled?: boolean }
	| { kind: "number"; key: string; label: string; value: number; min: number; max: number; description?: string; disabled?: boolean }
	| { kind: "toggle"; key: string; label: string; value: boolean; description?: string; disabled?: boolean }
	| { kind: "text"; key: string; label: string; value: string; placeholder?: string; description?: string; notes?: NoteFieldName; maxLength?: number }
) & { rare?: boolean };

// The dice a roll needs and the faces typed at the table: the engine's one reader of physical dice defines them.
export type { DiceNeed, EnteredDice };

/**
 * A line of the live panel. A plain string, or the text with a `part` name the frame turns into a
 * class (`cl-dialog-<part>`) so a test or a theme can find that line ("chance", "difficulty").
 */
export type PreviewLine = string | { text: string; part: string };

export interface Preview {
	/**
	 * The exact chances, in the user's words ("Beat DN 6: 42.1%"). The first is the headline: the
	 * frame keeps it in view beside the button, with the cost; the others go in the panel above.
	 */
	odds: PreviewLine[];
	/** What the action costs, or undefined when it costs nothing. */
	cost?: string;
	/** A refusal in the user's words: the frame shows it and disables Roll. */
	refusal?: string;
	/** Dice the roll will use; absent when nothing is rolled (a routine task). */
	dice?: DiceNeed[];
	/** Why the roll is as it is, drawn above the odds ("A major wound hinders every task."). */
	notes?: PreviewLine[];
	/** More odds lines than a phone shows at once (a chance per combatant in a big fight): folded under `summary`. */
	folded?: { summary: string; lines: PreviewLine[] };
	/** The button's word when the action rolls nothing ("Apply damage", "Spend XP"); "Roll" otherwise. */
	submit?: string;
	/** Odds still being worked out off the thread (their lines say so): the frame redraws the panel when this settles. */
	pending?: Promise<unknown>;
}

/** A preview that refuses: no odds, the reason in the user's words, and anything else it still shows (notes, the button's word). */
export function refusedPreview(text: string, rest: Omit<Preview, "odds" | "refusal"> = {}): Preview {
	return { ...rest, odds: [], refusal: text };
}

/**
 * Everything `resolve` gets: the entry's id, time, actor and target, an Rng for dice the player
 * did not type, and the faces entered by hand, if any (then the entry says "entered by hand").
 */
export interface ResolveContext {
	meta: EntryMeta;
	rng: Rng;
	entered?: EnteredDice;
	/** The session note's path, for links written into the entry. */
	sessionPath: string;
}

/**
 * One game on the table. `Model` is what the game's schema reads from a note (a character or an
 * NPC); `Form` is the dialog's inputs for one action.
 */
export interface TableGame<Model, Form> {
	system: TableSystem;
	/** The sheet drawn from the note's model. */
	sheet(model: Model): SheetModel;
	/** The dialog's starting inputs for a sheet action, or undefined when the action opens no dialog. */
	form(model: Model, actionId: string): Form | undefined;
	/** The dialog's title for a form. */
	title(model: Model, form: Form): string;
	/** The dialog's inputs for the current form (they may change as the form changes). */
	fields(model: Model, form: Form): Field[];
	/**
	 * The form after one change, once the frame has checked the value against its field and stored
	 * it where the form holds a plain value (form-change.ts). The game adjusts what depends on it
	 * (choosing an ability locks its Pool) and handles keys that hold more than a plain value.
	 * `value` is the control's raw value. A game whose fields are all plain needs none.
	 */
	update?(model: Model, form: Form, key: string, value: string | number | boolean): Form;
	/** The live lines: exact odds, cost, refusal, dice needed. Pure and fast (called on every change). */
	preview(model: Model, form: Form): Preview;
	/** The engine's result as a log entry, or the engine's refusal. */
	resolve(model: Model, form: Form, context: ResolveContext): Result<LogEntry>;
}

/** A stepper's or a box's edit, before the frame turns it into a logged change. */
export interface SheetEdit {
	key: string;
	before: StateValue;
	after: StateValue;
	/** "Might 9 → 8" as the entry's title says it. */
	label: string;
}
