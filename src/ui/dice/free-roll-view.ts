/**
 * What the dice widgets share about free rolls as records: turning a logged entry back into a
 * result to show, and saying in one line where (or why not) a roll was logged.
 */
import type { DieResult, RollResult } from "../../engine/dice/types";
import type { LogEntry } from "../../engine/log";
import type { ParsedLog } from "../../engine/log";
import { freeRollSession, lastRollIn, logFreeRoll, type FreeRollLogged, type FreeRollOrigin, type FreeRollRecord, type FreeRollVia } from "../../notes/dice/free-roll";
import type { FreeRollContext } from "./roll-block";
import { intlTag, t } from "../../lang";

/** "21:03" today, "23 Nov, 21:03" another day: when a result was rolled, read at a glance. */
export function rolledWhen(iso: string, now: Date = new Date()): string {
	const time = new Date(iso);
	if (Number.isNaN(time.getTime())) return iso;
	const clock = time.toLocaleTimeString(intlTag(), { hour: "2-digit", minute: "2-digit" });
	return time.toDateString() === now.toDateString() ? clock : `${time.toLocaleDateString(intlTag(), { day: "numeric", month: "short", year: time.getFullYear() === now.getFullYear() ? undefined : "numeric" })}, ${clock}`;
}

function sidesOf(notation: string): number | "F" {
	const match = /d(\d+|F|%)/i.exec(notation);
	if (!match?.[1]) return 6;
	if (match[1].toUpperCase() === "F") return "F";
	return match[1] === "%" ? 100 : Number(match[1]);
}

/** The result a logged entry recorded, in the shape the result view draws (dice in the order drawn). */
export function resultFromEntry(entry: LogEntry): RollResult {
	const totalInput = entry.inputs.find((input) => input.key === "total")?.value;
	const groups = entry.dice.map((group) => {
		const sides = sidesOf(group.notation);
		return {
			notation: group.notation,
			value: group.total,
			dice: group.dice.map((die): DieResult => ({ value: die.value, sides, kept: die.kept })),
		};
	});
	const total = typeof totalInput === "number" ? totalInput : Number.parseInt(entry.outcome?.text ?? "", 10);
	const expression = entry.inputs.find((input) => input.key === "roll")?.value;
	return { total: Number.isFinite(total) ? total : 0, groups, notation: typeof expression === "string" ? expression : "" };
}

/**
 * The rolls of one widget (a dice block, an inline roll) as records: each is logged to its session,
 * and the last one still standing in the log is found again when the note is opened.
 */
export class WidgetRolls {
	private readonly origin: FreeRollOrigin;

	constructor(
		private readonly context: FreeRollContext,
		via: FreeRollVia,
		expression: string,
		label: string | undefined,
	) {
		this.origin = { sourcePath: context.sourcePath, via, expression, ...(label === undefined ? {} : { label }) };
	}

	log(record: FreeRollRecord): Promise<FreeRollLogged> {
		return logFreeRoll(this.context.app, this.context.settings(), this.origin, record);
	}

	/** The last logged roll of this widget; undefined when there is none, or the log cannot be read. */
	async last(): Promise<LogEntry | undefined> {
		if (this.context.settings().logFreeRolls === false) return undefined;
		const log = await sessionLogOf(this.context);
		return log && lastRollIn(log, this.origin);
	}
}

/**
 * The session log a note's widgets find their last rolls in, looked up once for every widget of the
 * note that asks while the lookup is under way: a note may hold hundreds of widgets, and each used to
 * resolve its session and read its log on its own. Forgotten once read, so a later lookup (a roll
 * logged since, the note's properties changed) reads afresh. Undefined when the log cannot be read.
 */
const sessionLogs = new Map<string, Promise<ParsedLog | undefined>>();

function sessionLogOf({ app, settings, sourcePath, readLog }: FreeRollContext): Promise<ParsedLog | undefined> {
	let lookup = sessionLogs.get(sourcePath);
	if (!lookup) {
		lookup = freeRollSession(app, settings(), sourcePath)
			.then((session) => (session.ok ? readLog(session.value) : undefined))
			.catch(() => undefined)
			.finally(() => sessionLogs.delete(sourcePath));
		sessionLogs.set(sourcePath, lookup);
	}
	return lookup;
}

/** One line under a roll: where it was logged and when, or why it was not. */
export function loggedText(logged: FreeRollLogged): string {
	return logged.logged ? t("dice.record.logged", { session: logged.session.basename, when: rolledWhen(logged.entry.time) }) : logged.reason;
}
