/**
 * What Campaign Ledger offers other plugins and scripts (Templater, QuickAdd, Meta Bind, Dataview):
 * `app.plugins.plugins["campaign-ledger"].api`, also `window.CampaignLedger` while the plugin is on.
 * The Manual's "Scripting and other plugins" note shows each call. Every function that can fail
 * rejects with an Error whose message says what is wrong in the user's words (the same words a
 * notice would use); nothing is written when it does.
 *
 * A note is named by its path ("Party/Kessa Varn.md"), by its name as a link would ("Kessa Varn"),
 * or by a link ("[[Kessa Varn]]").
 */
import type { LogEntry } from "../engine/log";
import type { Fraction } from "../engine/dice/fraction";
import type { SheetModel, TableSystem } from "../games/frame/game";

// The API's types are defined here and in the layers below the UI (the engine's log entry, the games'
// sheet model): nothing a script receives depends on how a widget is drawn (a unit test walks this
// file's imports to hold it to that).
export type { Fraction, LogEntry, SheetModel, TableSystem };

export interface RollOptions {
	/** The note the roll is made from: its `@property` references are read there, and its session gets the entry. */
	note?: string;
	/** A total to meet or beat: the answer carries the chance and whether the roll made it. */
	target?: number;
	/** A label for the log ("Attack with the spear"). */
	label?: string;
	/** False to roll without logging; by default the roll is logged as the settings say free rolls are. */
	log?: boolean;
}

export interface DiceAnswer {
	notation: string;
	/** The faces of one dice term; `kept: false` for a die a keep/drop rule set aside. */
	dice: { value: number; kept: boolean }[];
	total: number;
}

export interface RollAnswer {
	/** The expression as written, `@property` references included. */
	expression: string;
	total: number;
	/** Every dice term with its faces. */
	dice: DiceAnswer[];
	/** "14 (14; 14 + 5)": the total and how it was made, as the inline roll shows it. */
	text: string;
	/** The chance of meeting the target (0 to 1), when a target was given. */
	chance?: number;
	/** The same chance as an exact fraction of whole numbers (9/20), when one can be counted (see OddsAnswer.rolls). */
	chanceFraction?: Fraction;
	/** Whether the total met the target, when a target was given. */
	success?: boolean;
	/** Where the entry went (the session note's path and the entry's id), or why it was not logged. */
	logged: { session: string; id: string } | { reason: string };
}

export interface OddsAnswer {
	expression: string;
	min: number;
	max: number;
	mean: number;
	stdDev: number;
	/** Every total with its probability, ascending; `fraction` is that probability exactly, when `rolls` is given. */
	outcomes: { value: number; p: number; fraction?: Fraction }[];
	/**
	 * How many equally likely rolls the expression makes (36 for 2d6): every fraction counts over them.
	 * Absent when they are too many to count exactly in a JavaScript number (more than 2^40), or when
	 * dice are thrown a varying number of times (explosions, rerolls until a face no longer matches,
	 * unique dice); then only the decimal probabilities are given.
	 */
	rolls?: number;
	/** P(total ≥ target), when a target was given. */
	atLeast?: number;
	/** The same as an exact fraction, when a target was given and `rolls` is. */
	atLeastFraction?: Fraction;
}

export interface SheetAnswer {
	/** The note's path. */
	path: string;
	system: TableSystem;
	role: "character" | "npc";
	/** The sheet as the `ledger-sheet` block draws it: name, meters, boxes, tracks, lists, actions, problems. */
	sheet: SheetModel;
	/** Every action the sheet offers (its buttons and its lists' buttons), by id: what runAction takes. */
	actions: { id: string; label: string; description?: string }[];
}

export interface AppendOptions {
	/** The session note to append to; by default the session the `note` (or the default campaign) resolves to. */
	session?: string;
	/** The note the entry is about (a character): it becomes the entry's actor and decides the session. */
	note?: string;
	/** The entry's title ("The party reaches the Warm Well"). */
	title: string;
	/** Sentences shown in the entry's body, one per line. */
	text?: string | string[];
	/** The entry's kind; "note" unless given. */
	kind?: string;
}

/** The log's own events: an entry written, an entry undone, an entry that had to go somewhere other than the end. */
export type LedgerEvent = "appended" | "undone" | "placed-elsewhere";

export interface LedgerEventData {
	type: LedgerEvent;
	/** The session note's path. */
	session: string;
	entry: LogEntry;
	/** For "undone": the undo entry. */
	undo?: LogEntry;
	/** For "placed-elsewhere": why, and where the entry went. */
	message?: string;
}

export interface CampaignLedgerApi {
	/** The plugin's version (manifest.json). */
	readonly version: string;
	/** Rolls dice notation ("2d6+1", "1d20 + @might-edge"), logs it, and says the chance of `target`. */
	roll(expression: string, options?: RollOptions): Promise<RollAnswer>;
	/** The exact odds of an expression, without rolling. */
	odds(expression: string, options?: Omit<RollOptions, "label" | "log">): Promise<OddsAnswer>;
	/** A character's or NPC's sheet, read fresh from its note. */
	sheet(note: string): Promise<SheetAnswer>;
	/** Runs one of a sheet's actions for its character, as its button does (most open their dialog). */
	runAction(note: string, actionId: string): Promise<void>;
	/** Appends an entry to a session note; resolves to the entry as written. */
	append(options: AppendOptions): Promise<LogEntry>;
	/** The entries of a session note, oldest first (undone ones carry `undone`); rejects when the note is not a session note. */
	entries(session: string): Promise<LogEntry[]>;
	/**
	 * Calls `listener` on each event of this kind; returns the function that stops it (all stop when the
	 * plugin unloads). The same events are triggered on `app.workspace` (WORKSPACE_EVENTS), which is how
	 * other plugins usually listen: `this.registerEvent(app.workspace.on("campaign-ledger:appended", …))`.
	 */
	on(event: LedgerEvent, listener: (data: LedgerEventData) => void): () => void;
}

/**
 * The events Campaign Ledger triggers on `app.workspace`, as other plugins' events are (Dataview's
 * "dataview:index-ready"): a plugin listens with `this.registerEvent(app.workspace.on(name, callback))`,
 * and Obsidian removes the listener with the plugin that registered it.
 * - "campaign-ledger:loaded" (api: CampaignLedgerApi): the API is ready (the plugin loaded or reloaded);
 * - "campaign-ledger:appended", "campaign-ledger:undone", "campaign-ledger:placed-elsewhere"
 *   (data: LedgerEventData): as `on` reports them.
 */
export const WORKSPACE_EVENTS = {
	loaded: "campaign-ledger:loaded",
	appended: "campaign-ledger:appended",
	undone: "campaign-ledger:undone",
	"placed-elsewhere": "campaign-ledger:placed-elsewhere",
} as const;
