/**
 * When a condition applied in an encounter ends by itself. Its timer is kept beside the encounter's
 * clock (the encounter note's round and turn), one readable line each, as the order is:
 *
 *     Goblin 1: dazed until the end of Goblin 1's turn in round 2
 *     Kessa Varn: prone until the start of Kessa Varn's turn in round 3
 *     Rust Hound 2: distracted until the end of round 2
 *     Wren Calloway: impaired until the end of the encounter
 *
 * Whether a timer has run out is a pure function of its line and the clock, so Next turn ends what
 * has run out, and Previous turn, going back past the same point, brings it back: the line stays in
 * the note until the condition is removed by hand or the encounter ends.
 */
import { fail, ok, type Result } from "../result";
import type { Duration } from "../conditions";
import { clip } from "./combatants";
import { t } from "../../lang";
import { freshRound, turnsOfRound, type RoundSetup, type TurnState } from "./turns";

export type TimerEnd =
	| { kind: "turn-start"; whose: string; round: number }
	| { kind: "turn-end"; whose: string; round: number }
	| { kind: "round-end"; round: number }
	| { kind: "encounter" };

export interface ConditionTimer {
	/** The combatant who bears the condition. */
	bearer: string;
	/** The condition's id ("dazed"). */
	condition: string;
	end: TimerEnd;
}

/** Condition ids as notes write them: lower case, digits and dashes. */
export const CONDITION_ID = /^[a-z0-9][a-z0-9-]{0,59}$/;

const TURN_LINE = /^(.+?): ([a-z0-9][a-z0-9-]{0,59}) until the (start|end) of (.+)'s turn in round (\d{1,5})$/;
const ROUND_LINE = /^(.+?): ([a-z0-9][a-z0-9-]{0,59}) until the end of round (\d{1,5})$/;
const ENCOUNTER_LINE = /^(.+?): ([a-z0-9][a-z0-9-]{0,59}) until the end of the encounter$/;

/** The end in words, as the line writes it: "the end of Goblin 1's turn in round 2", "the end of the encounter". */
export function endText(end: TimerEnd): string {
	switch (end.kind) {
		case "turn-start":
		case "turn-end":
			return `the ${end.kind === "turn-start" ? "start" : "end"} of ${end.whose}'s turn in round ${end.round}`;
		case "round-end":
			return `the end of round ${end.round}`;
		case "encounter":
			return "the end of the encounter";
	}
}

/** The end in the user's words, for the log's readable lines and the dialogs (endText is the note's own line, in English). */
export function endWords(end: TimerEnd): string {
	const whose = end.kind === "turn-start" || end.kind === "turn-end" ? end.whose : "";
	const round = end.kind === "encounter" ? 0 : end.round;
	return t("encounter.timer.end", { kind: end.kind, whose, round });
}

export function formatTimer(timer: ConditionTimer): string {
	return `${timer.bearer}: ${timer.condition} until ${endText(timer.end)}`;
}

/** One line of the note's timers, or why it is not one. */
export function parseTimer(line: string): Result<ConditionTimer> {
	const text = line.trim();
	const turn = TURN_LINE.exec(text);
	if (turn) {
		const end: TimerEnd = { kind: turn[3] === "start" ? "turn-start" : "turn-end", whose: (turn[4] as string).trim(), round: Number(turn[5]) };
		return ok({ bearer: (turn[1] as string).trim(), condition: turn[2] as string, end });
	}
	const round = ROUND_LINE.exec(text);
	if (round) return ok({ bearer: (round[1] as string).trim(), condition: round[2] as string, end: { kind: "round-end", round: Number(round[3]) } });
	const whole = ENCOUNTER_LINE.exec(text);
	if (whole) return ok({ bearer: (whole[1] as string).trim(), condition: whole[2] as string, end: { kind: "encounter" } });
	return fail(t("encounter.timers.badLine", { line: clip(text), example: "Goblin 1: dazed until the end of round 2" }));
}

/**
 * The note's timer lines, each about a combatant of the encounter (`known`). A condition has one
 * timer per bearer: a second line for the same one is refused, as the order refuses a name twice.
 */
export function parseTimers(raw: unknown, known: ReadonlySet<string>, key: string): Result<ConditionTimer[]> {
	if (raw === undefined || raw === null) return ok([]);
	const items = typeof raw === "string" ? [raw] : raw;
	if (!Array.isArray(items)) return fail(t("encounter.timers.notList", { key, example: "Goblin 1: dazed until the end of round 2" }));
	if (items.length > 500) return fail(t("encounter.timers.tooMany", { key, max: 500 }));
	const out: ConditionTimer[] = [];
	for (const item of items) {
		if (typeof item !== "string") return fail(t("encounter.timers.notText", { key, example: "Goblin 1: dazed until the end of round 2" }));
		const timer = parseTimer(item);
		if (!timer.ok) return fail(`${key}: ${timer.error}`);
		if (!known.has(timer.value.bearer)) return fail(t("encounter.timers.unknown", { key, name: clip(timer.value.bearer) }));
		if (out.some((t) => t.bearer === timer.value.bearer && t.condition === timer.value.condition)) {
			return fail(t("encounter.timers.twice", { key, name: clip(timer.value.bearer), condition: timer.value.condition }));
		}
		out.push(timer.value);
	}
	return ok(out);
}

/** Where in its round a combatant's turn comes (0-based), or undefined when it has none that round. */
function slotIndex(setup: RoundSetup, round: number, whose: string): number | undefined {
	const index = turnsOfRound({ ...setup, round }).findIndex((slot) => slot.id === whose);
	return index < 0 ? undefined : index;
}

/**
 * Whether a timer has run out at this point of the encounter (`clock` is the round and the 1-based
 * turn the marker is on). A turn's start is reached when the marker is on it or past it; its end
 * when the marker is past it; a round's end when a later round has begun.
 */
export function timerExpired(end: TimerEnd, setup: RoundSetup, clock: TurnState): boolean {
	if (end.kind === "encounter") return false;
	if (clock.round > end.round) return true;
	if (clock.round < end.round || end.kind === "round-end") return false;
	const index = slotIndex(setup, end.round, end.whose);
	if (index === undefined) return false;
	return end.kind === "turn-start" ? index <= clock.turn - 1 : index < clock.turn - 1;
}

/**
 * The end of a condition applied now (`clock`) for `duration`, counted by `whose` turn (the bearer's,
 * usually); undefined for one that lasts until removed. Turns are counted once initiative is rolled.
 */
export function timerEnd(duration: Duration, whose: string, setup: RoundSetup, clock: TurnState): Result<TimerEnd | undefined> {
	if (duration === "until-removed") return ok(undefined);
	if (duration === "encounter") return ok({ kind: "encounter" });
	if (setup.order.length === 0 || clock.turn === 0) return fail(t("encounter.timers.noClock"));
	if (duration === "round") return ok({ kind: "round-end", round: clock.round });
	// The next turn of `whose` after the one now (when it is its turn now, the next one): later this
	// round, else in the next round that gives it one (a new round has no First actions yet).
	const laterToday = turnsOfRound({ ...setup, round: clock.round }).findIndex((slot, index) => slot.id === whose && index > clock.turn - 1);
	let round = laterToday >= 0 ? clock.round : undefined;
	for (let next = clock.round + 1; round === undefined && next <= clock.round + 2; next++) {
		if (slotIndex(freshRound(setup), next, whose) !== undefined) round = next;
	}
	if (round === undefined) return fail(t("engine.encounter.timer.noPlace", { name: clip(whose) }));
	return ok({ kind: duration === "next-turn-start" ? "turn-start" : "turn-end", whose, round });
}

/** How a timer reads on a chip, from now: "ends after its turn", "ends with round 3". */
export function timerText(timer: ConditionTimer, clock: TurnState): string {
	const end = timer.end;
	if (end.kind === "encounter") return t("engine.encounter.timer.withEncounter");
	if (end.kind === "round-end") return end.round === clock.round ? t("engine.encounter.timer.withThisRound") : t("engine.encounter.timer.withRound", { round: end.round });
	const who = { own: end.whose === timer.bearer ? "yes" : "no", whose: end.whose };
	const nextRound = end.round > clock.round;
	if (end.kind === "turn-start") return nextRound ? t("engine.encounter.timer.turnStartNextRound", who) : t("engine.encounter.timer.turnStart", who);
	return nextRound ? t("engine.encounter.timer.turnEndNextRound", who) : t("engine.encounter.timer.turnEnd", who);
}

/**
 * What a move of the turn marker does to the timers: those it runs out (`ended`: a Next turn
 * passing their point) and those it winds back (`back`: a Previous turn going back before it).
 * `setup` is the round's setup before the move, `next` after it (a new round has no First actions).
 */
export function timersMoved(timers: readonly ConditionTimer[], setup: RoundSetup, from: TurnState, next: RoundSetup, to: TurnState): { ended: ConditionTimer[]; back: ConditionTimer[] } {
	const ended: ConditionTimer[] = [];
	const back: ConditionTimer[] = [];
	for (const timer of timers) {
		const before = timerExpired(timer.end, setup, from);
		const after = timerExpired(timer.end, next, to);
		if (!before && after) ended.push(timer);
		else if (before && !after) back.push(timer);
	}
	return { ended, back };
}
