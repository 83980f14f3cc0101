/**
 * Free rolls (a `ledger-roll` block or an inline `roll:`) are records: each roll is appended to the
 * session note the usual resolution finds (docs/ARCHITECTURE.md, Where a result goes), and the last logged result of a block is found
 * again through the log, never stored in the note's own text. A block is known in the log by the note
 * it is in, how it was rolled (block or inline), its expression as written and its label.
 */
import type { App, TFile } from "obsidian";
import type { RollResult } from "../../engine/dice/index";
import { makeEntry, type LogEntry, type LogInput, type ParsedLog } from "../../engine/log";
import { fail, ok, type Result } from "../../engine/result";
import { logInput } from "../../engine/systems/entry";
import type { LedgerSettings } from "../../settings";
import { resolveSessionNote } from "../campaign/resolve-session";
import { cachedFrontmatter, fileAt, linkTo, pathLink } from "../campaign/notes";
import { appendEntry } from "../log/append";
import { errorText } from "../frontmatter";
import { GM_ONLY } from "../gm-log";
import { nextEntryId } from "../log/undo";
import { linkpathOf } from "../log/targets";
import { noteKind } from "../schema/kind";
import { breakdown } from "./breakdown";
import type { PropertyReference } from "./property-refs";
import { t } from "../../lang";

export { breakdown } from "./breakdown";

/** How a free roll was made: a dice block, an inline roll, a command (the palette, a link, another plugin through the API), or the sidebar's dice tray. */
export type FreeRollVia = "block" | "inline" | "command" | "tray";

/** Where a free roll lives: what identifies "this block" in the log. */
export interface FreeRollOrigin {
	sourcePath: string;
	via: FreeRollVia;
	/** The expression as the user wrote it, property references included. */
	expression: string;
	label?: string;
}

export interface FreeRollRecord {
	result: RollResult;
	references: readonly PropertyReference[];
	target?: number;
	/** The faces were typed in from physical dice. */
	entered?: boolean;
	/** Logged as GM only (a block's `gm` line): under the GM log heading, left out of what players see. */
	gm?: boolean;
	/** One die was re-rolled: which one, and its face before and after. */
	reroll?: { die: number; notation: string; before: number; after: number };
}

export type FreeRollLogged = { logged: true; session: TFile; entry: LogEntry } | { logged: false; reason: string };

const VIA_TEXT: Record<FreeRollVia, string> = { block: "dice block", inline: "inline roll", command: "command", tray: "dice tray" };
/** Why a free roll was not logged when the settings say never (read when said, in the language then). */
const neverLogReason = (): string => t("notes.dice.neverLog");

/** The character (or NPC) note a roll was made in, as a link, if it was made in one. */
export function rollActor(app: App, sourcePath: string): string | undefined {
	const file = fileAt(app, sourcePath);
	if (!file) return undefined;
	const kind = noteKind(cachedFrontmatter(app, file));
	return kind === "character" || kind === "npc" ? linkTo(app, file, sourcePath) : undefined;
}

/** The input naming the die a re-roll changed: how a reader tells a re-roll, whatever language its title is in. */
export const REROLLED_DIE_INPUT = "re-rolled die";

function originInputs(app: App, origin: FreeRollOrigin): LogInput[] {
	const source = fileAt(app, origin.sourcePath);
	const inputs: LogInput[] = [
		logInput("roll", origin.expression),
		logInput("from", source ? pathLink(source) : origin.sourcePath),
		logInput("via", VIA_TEXT[origin.via]),
	];
	if (origin.label !== undefined) inputs.push(logInput("label", origin.label));
	return inputs;
}

export function freeRollEntry(app: App, origin: FreeRollOrigin, record: FreeRollRecord, made: { id: string; time: string }): LogEntry {
	const { result, target } = record;
	const inputs = originInputs(app, origin);
	inputs.push(logInput("total", result.total));
	for (const reference of record.references) inputs.push(logInput(reference.text, reference.value));
	if (target !== undefined) inputs.push(logInput("target", target));
	if (record.entered) inputs.push(logInput("dice entered by hand", true));
	if (record.gm) inputs.push({ ...GM_ONLY });
	const explanation = [breakdown(result)];
	for (const reference of record.references) {
		const values = { text: reference.text, value: reference.value, key: reference.key };
		explanation.push(reference.note === undefined ? t("notes.dice.reference", values) : t("notes.dice.referenceOf", { ...values, note: `[[${reference.note}]]` }));
	}
	const name = origin.label ?? t("notes.dice.rollTitle", { expression: origin.expression });
	let title = name;
	if (record.reroll) {
		const { die, notation, before, after } = record.reroll;
		inputs.push(logInput(REROLLED_DIE_INPUT, `${notation} die ${die}: ${before} → ${after}`));
		explanation.unshift(t("notes.dice.rerolled", { die, notation, before, after }));
		title = t("notes.dice.rerollTitle", { name });
	}
	const actor = rollActor(app, origin.sourcePath) ?? "";
	return makeEntry({
		id: made.id,
		time: made.time,
		kind: "roll",
		actor,
		title,
		inputs,
		dice: result.groups.map((group) => ({
			notation: group.notation,
			dice: group.dice.map((die) => ({ value: die.value, kept: die.kept && !die.rerolled })),
			total: group.value,
		})),
		outcome:
			target === undefined
				? { text: String(result.total) }
				: result.total >= target
					? { code: "success", text: t("notes.dice.outcomeMeets", { total: String(result.total), target: String(target) }) }
					: { code: "failure", text: t("notes.dice.outcomeMisses", { total: String(result.total), target: String(target) }) },
		explanation,
	});
}

function rollOrigin(app: App, sourcePath: string): { sourcePath: string; actorPath?: string } {
	return rollActor(app, sourcePath) === undefined ? { sourcePath } : { sourcePath, actorPath: sourcePath };
}

/** The session a free roll from this note goes to, or why there is none. */
export function freeRollSession(app: App, settings: LedgerSettings, sourcePath: string): Promise<Result<TFile>> {
	return resolveSessionNote(app, settings, rollOrigin(app, sourcePath));
}

/**
 * Appends a roll's entry to the session note a roll made in `rolledIn` goes to; when it cannot, says
 * why in one line (the roll still shows). Every kind of roll logs through here: free rolls, rolls on
 * tables. `entryFor` makes the entry once the session is known.
 */
export async function logRoll(app: App, settings: LedgerSettings, rolledIn: string, entryFor: (session: TFile) => LogEntry, asked = false): Promise<FreeRollLogged> {
	// `asked`: the user logged this one roll on purpose (the dice tray's Log button), whatever free rolls do by themselves.
	if (settings.logFreeRolls === false && !asked) return { logged: false, reason: neverLogReason() };
	const session = await freeRollSession(app, settings, rolledIn);
	if (!session.ok) return { logged: false, reason: t("notes.dice.notLogged", { error: session.error.replace(/\.$/, "") }) };
	let entry: LogEntry;
	try {
		entry = entryFor(session.value);
	} catch (error) {
		return { logged: false, reason: t("notes.dice.notLoggedRaw", { error: errorText(error) }) };
	}
	const appended = await appendEntry(app, session.value, entry);
	return appended.ok ? { logged: true, session: session.value, entry } : { logged: false, reason: t("notes.dice.notLoggedRaw", { error: appended.error }) };
}

/** Appends a free roll to its session note (see logRoll; `asked` logs it even when free rolls are set never to log). */
export function logFreeRoll(app: App, settings: LedgerSettings, origin: FreeRollOrigin, record: FreeRollRecord, now: () => Date = () => new Date(), asked = false): Promise<FreeRollLogged> {
	return logRoll(app, settings, origin.sourcePath, () => freeRollEntry(app, origin, record, { id: nextEntryId(), time: now().toISOString() }), asked);
}

function inputValue(entry: LogEntry, key: string): string | undefined {
	const value = entry.inputs.find((input) => input.key === key)?.value;
	return value === undefined || value === null ? undefined : String(value);
}

/** Whether a logged entry is a roll of this block (or inline roll). */
export function isRollOf(entry: LogEntry, origin: FreeRollOrigin): boolean {
	if (entry.kind !== "roll") return false;
	const from = inputValue(entry, "from");
	if (from === undefined || `${linkpathOf(from)}.md` !== origin.sourcePath) return false;
	return inputValue(entry, "via") === VIA_TEXT[origin.via] && inputValue(entry, "roll") === origin.expression && inputValue(entry, "label") === origin.label;
}

/** The last result of this block still standing in the log (undone rolls are passed over). */
export function lastRollIn(log: ParsedLog, origin: FreeRollOrigin): LogEntry | undefined {
	for (let index = log.entries.length - 1; index >= 0; index--) {
		const entry = log.entries[index]?.entry;
		if (entry && entry.undone === undefined && isRollOf(entry, origin)) return entry;
	}
	return undefined;
}

/** Finds the last logged result of a free roll, through the session it would log to. */
export async function lastFreeRoll(
	app: App,
	settings: LedgerSettings,
	origin: FreeRollOrigin,
	readLog: (file: TFile) => Promise<ParsedLog>,
): Promise<Result<{ entry: LogEntry; session: TFile } | undefined>> {
	if (settings.logFreeRolls === false) return ok(undefined);
	const session = await freeRollSession(app, settings, origin.sourcePath);
	if (!session.ok) return fail(session.error);
	const entry = lastRollIn(await readLog(session.value), origin);
	return ok(entry ? { entry, session: session.value } : undefined);
}
