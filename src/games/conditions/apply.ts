/**
 * Putting a condition on a combatant and taking it off, as log entries: what changes (the bearer's
 * list of conditions, and the encounter's timer when one ends it by itself), with each value it
 * expects to replace, so the one pipeline writes it and Undo puts it back. The same plan serves the
 * tracker's row, a character's sheet and an effect chosen after a roll; the rule comes from the
 * game's pack, and the entry names the pack's note when the vault has it (`[[…|Dazed]]`).
 *
 * Pure: the bearer's values, the encounter's clock and the pack in; the changes and the words out.
 */
import { TURN_DURATIONS, type Duration } from "../../engine/conditions";
import { endWords, formatTimer, timerEnd, type ConditionTimer, type TimerEnd } from "../../engine/encounter/timers";
import type { RoundSetup, TurnState } from "../../engine/encounter/turns";
import { fail, ok, type Result } from "../../engine/result";
import type { StateChange } from "../../engine/state";
import type { Pack } from "../pack/pack";
import { t } from "../../lang";
import { addChange, heldValue, removeChange, ruleFor, ruleLink, type HeldCondition } from "./held";

/** The encounter key its condition timers are kept under, one line each (engine/encounter/timers.ts). */
export const TIMERS_KEY = "condition-timers";

/** The encounter a bearer is in, as far as a condition's timer needs it. */
export interface TimerClock {
	/** The encounter note's link, as changes name it. */
	link: string;
	setup: RoundSetup;
	clock: TurnState;
	/** The encounter note's values now (its timers' line, the d20 flat-footed list), as writes expect them. */
	values: Readonly<Record<string, unknown>>;
	timers: readonly ConditionTimer[];
}

/** Who bears the condition, and where its values live. */
export interface Bearer {
	/** Its name in the encounter (a combatant's id), or its note's name outside one. */
	name: string;
	/** The values its conditions are kept in: its own note's, or the encounter note's for an instance. */
	values: Readonly<Record<string, unknown>>;
	/** The key of its list of conditions there. */
	listKey: string;
	/** The note those values are written to, as the entry's changes name it. */
	target: string;
	/** The conditions it bears now. */
	held: readonly HeldCondition[];
}

export interface ConditionPlan {
	title: string;
	outcome: string;
	changes: StateChange[];
	explanation: string[];
	inputs: { key: string; value: string }[];
	/** The vault note of the rule, as the entry's rule links list it. */
	links: string[];
}

/** True when the encounter's clock runs: initiative rolled, a turn under way. */
export const clockRuns = (clock: TimerClock | undefined): clock is TimerClock => clock !== undefined && clock.setup.order.length > 0 && clock.clock.turn > 0;

/** The durations a condition may be given here: those that count turns need a running encounter, the encounter's end an encounter. */
export function durationsFor(clock: TimerClock | undefined): Duration[] {
	const all: Duration[] = ["next-turn-end", "next-turn-start", "round", "encounter", "until-removed"];
	return all.filter((d) => (TURN_DURATIONS.includes(d) ? clockRuns(clock) : d === "encounter" ? clock !== undefined : true));
}

/** A duration in the user's words: "until the end of the round". */
export function durationLabel(duration: Duration): string {
	return t("conditions.duration", { duration });
}

/** "until the end of Goblin 1's next turn": a duration in words, counted by `whose` turn. */
export function durationWords(duration: Duration, whose: string | undefined, bearer: string): string {
	if ((duration === "next-turn-end" || duration === "next-turn-start") && whose !== undefined && whose !== bearer) {
		return t("conditions.durationOf", { duration, whose });
	}
	return durationLabel(duration);
}

/** The timers' line with `timer` in place of the bearer's old one for the condition (or without it). */
function timersChange(clock: TimerClock, bearer: string, id: string, timer: ConditionTimer | undefined): StateChange | undefined {
	const kept = clock.timers.filter((t) => !(t.bearer === bearer && t.condition === id));
	const lines = (timer === undefined ? kept : [...kept, timer]).map(formatTimer);
	const before = heldValue(clock.values[TIMERS_KEY]);
	const after = lines.length > 0 ? lines : null;
	return JSON.stringify(before) === JSON.stringify(after) ? undefined : { target: clock.link, key: TIMERS_KEY, before, after };
}

/**
 * The plan that puts condition `id` on `bearer` for `duration` (counted by `whose` turn, the bearer's
 * when not said). A condition it already bears gets the new duration.
 */
export function applyPlan(pack: Pack, bearer: Bearer, id: string, duration: Duration, clock: TimerClock | undefined, whose?: string): Result<ConditionPlan> {
	const rule = ruleFor(pack, id);
	if (rule.spec === undefined) return fail(rule.problem ?? t("conditions.apply.unknown", { pack: pack.name, id }));
	let end: TimerEnd | undefined;
	if (duration !== "until-removed") {
		if (clock === undefined) return fail(t("conditions.apply.noEncounter", { name: bearer.name, condition: rule.label, lasts: durationLabel(duration), untilRemoved: durationLabel("until-removed") }));
		const found = timerEnd(duration, whose ?? bearer.name, clock.setup, clock.clock);
		if (!found.ok) return found;
		end = found.value;
	}
	const changes: StateChange[] = [];
	if (!bearer.held.some((h) => h.id === id)) changes.push(addChange(bearer.values, bearer.listKey, id, bearer.target));
	const timer = clock === undefined ? undefined : timersChange(clock, bearer.name, id, end && { bearer: bearer.name, condition: id, end });
	if (timer) changes.push(timer);
	const lasts = durationWords(duration, whose, bearer.name);
	if (changes.length === 0) return fail(t("conditions.apply.already", { name: bearer.name, condition: rule.label, lasts }));
	return ok({
		title: `${bearer.name}: ${rule.label}`,
		outcome: `${rule.label} ${lasts}`,
		changes,
		explanation: [end === undefined ? t("conditions.apply.is", { name: bearer.name, condition: rule.label, lasts }) : t("conditions.apply.until", { name: bearer.name, condition: rule.label, end: endWords(end) })],
		inputs: [
			{ key: "condition", value: ruleLink(rule) },
			{ key: "lasts", value: lasts },
		],
		links: rule.notePath === undefined ? [] : [rule.notePath.replace(/\.md$/, "")],
	});
}

/**
 * The plan that takes condition `id` off `bearer` by hand, and its timer line with it. A condition the
 * encounter's own list holds (the d20 game's flat-footed) comes off that list, in the encounter note.
 */
export function removePlan(pack: Pack, bearer: Bearer, id: string, clock: TimerClock | undefined): Result<ConditionPlan> {
	const held = bearer.held.find((h) => h.id === id);
	if (held === undefined) return fail(t("conditions.remove.notAnyMore", { name: bearer.name, condition: ruleFor(pack, id).label }));
	const inEncounter = held.store.kind === "roster";
	if (inEncounter && clock === undefined) return fail(t("conditions.remove.encounterUnread", { condition: held.label }));
	const changes: StateChange[] = [inEncounter && clock ? removeChange(clock.values, held, clock.link) : removeChange(bearer.values, held, bearer.target)];
	const timer = clock === undefined ? undefined : timersChange(clock, bearer.name, id, undefined);
	if (timer) changes.push(timer);
	return ok({
		title: t("conditions.remove.title", { name: bearer.name, condition: held.label }),
		outcome: t("conditions.remove.outcome", { condition: held.label }),
		changes,
		explanation: [t("conditions.remove.byHand", { name: bearer.name, condition: held.label })],
		inputs: [{ key: "condition", value: held.spec ? ruleLink(held) : held.label }],
		links: held.notePath === undefined ? [] : [held.notePath.replace(/\.md$/, "")],
	});
}

/**
 * The changes that take several conditions off one bearer at once (a Next turn ending two of them),
 * one change per key, each from the value the key holds now.
 */
export function removeAll(values: Readonly<Record<string, unknown>>, ending: readonly HeldCondition[], target: string): StateChange[] {
	const byKey = new Map<string, StateChange>();
	for (const held of ending) {
		const key = held.store.key;
		const now = byKey.get(key);
		const current = now === undefined ? values : { ...values, [key]: now.after };
		const change = removeChange(current, held, target);
		byKey.set(key, now === undefined ? change : { ...change, before: now.before });
	}
	return [...byKey.values()];
}

/** The change that puts conditions back on a bearer's list (a Previous turn undoing what its Next turn ended). */
export function restoreAll(values: Readonly<Record<string, unknown>>, listKey: string, ids: readonly string[], target: string): StateChange | undefined {
	let change: StateChange | undefined;
	for (const id of ids) {
		const current = change === undefined ? values : { ...values, [listKey]: change.after };
		const next = addChange(current, listKey, id, target);
		change = change === undefined ? next : { ...next, before: change.before };
	}
	return change;
}

/**
 * What a rest or recovery of the bearer ends: the conditions whose rule says a rest ends them
 * (`ends-on-rest`), as changes and the entry's lines. Nothing when none does.
 */
export function endOnRest(values: Readonly<Record<string, unknown>>, held: readonly HeldCondition[], target = ""): { changes: StateChange[]; lines: string[]; links: string[] } {
	const ending = held.filter((h) => h.spec?.endsOnRest === true && h.store.kind !== "roster");
	return {
		changes: removeAll(values, ending, target),
		lines: ending.map((h) => t("conditions.rest.ends", { condition: h.label })),
		links: ending.flatMap((h) => (h.notePath === undefined ? [] : [h.notePath.replace(/\.md$/, "")])),
	};
}
