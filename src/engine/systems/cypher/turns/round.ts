/**
 * One round's running order (seed 000): First actions at the front in
 * initiative order, then everyone's turns, then the Follow-ups of those who
 * took a First action, then Last actions in initiative order. Waiting moves a
 * turn for this round only, right before or after someone else's turn.
 */
import type { ExplainStep, Explanation } from "../../../explain";
import type { Result } from "../../../result";
import { fail, ok } from "../../../result";
import { citedStep } from "../cited-step";

export type TurnChoice =
	| { kind: "action" }
	/** A First action; `followUp: false` if the character skips the Follow-up. */
	| { kind: "first"; followUp?: boolean }
	| { kind: "last" }
	/** Wait until right before or right after another combatant's turn, or to the end of the normal turns. */
	| { kind: "wait"; before?: string; after?: string };

export type SlotKind = "first-action" | "action" | "follow-up" | "last-action";

export interface RoundSlot {
	name: string;
	kind: SlotKind;
}

export interface Round {
	slots: RoundSlot[];
	explanation: Explanation;
}

/**
 * Builds the round from names in initiative order and each one's choice
 * (missing = a normal action).
 */
export function buildRound(order: readonly string[], choices: Readonly<Record<string, TurnChoice>> = {}): Result<Round> {
	if (order.length > 200) return fail("At most 200 combatants in a round.");
	if (new Set(order).size !== order.length) return fail("Each combatant appears once in the initiative order.");
	const known = new Set(order);
	for (const name of Object.keys(choices)) {
		if (!known.has(name)) return fail(`${name} is not in the initiative order.`);
	}
	const choiceOf = (name: string): TurnChoice => (Object.prototype.hasOwnProperty.call(choices, name) ? (choices[name] as TurnChoice) : { kind: "action" });
	const explanation: ExplainStep[] = [];

	const firsts = order.filter((n) => choiceOf(n).kind === "first");
	const lasts = order.filter((n) => choiceOf(n).kind === "last");
	/** The normal turns, in the order they are taken. */
	const middle = order.filter((n) => choiceOf(n).kind === "action");
	const slotOf = new Map<string, SlotKind>();
	for (const n of firsts) slotOf.set(n, "first-action");
	for (const n of lasts) slotOf.set(n, "last-action");
	for (const n of middle) slotOf.set(n, "action");

	// Waiters are placed once the one they wait for is placed; chains resolve in passes, cycles are refused.
	let waiting = order.filter((n) => choiceOf(n).kind === "wait");
	const toEnd: string[] = [];
	while (waiting.length > 0) {
		const still: string[] = [];
		for (const name of waiting) {
			const choice = choiceOf(name) as Extract<TurnChoice, { kind: "wait" }>;
			const ref = choice.before ?? choice.after;
			if (choice.before !== undefined && choice.after !== undefined) return fail(`${name} waits for one thing: before or after someone, not both.`);
			if (ref === undefined) {
				toEnd.push(name);
				slotOf.set(name, "action");
				explanation.push(citedStep(`${name} waits until the others have acted.`, "wait", "Rules-of-the-Game"));
				continue;
			}
			if (ref === name) return fail(`${name} cannot wait for their own turn.`);
			if (!known.has(ref)) return fail(`${name} waits for ${ref}, who is not in the initiative order.`);
			const refKind = slotOf.get(ref);
			if (refKind === undefined) {
				still.push(name);
				continue;
			}
			if (refKind !== "action") return fail(`${name} can wait only for a normal turn; ${ref} takes a ${refKind.replace("-", " ")}.`);
			// The one waited for may itself be waiting to the end of the normal turns (two who wait, one acting just before the other).
			const line = middle.includes(ref) ? middle : toEnd;
			const at = line.indexOf(ref);
			line.splice(choice.before !== undefined ? at : at + 1, 0, name);
			slotOf.set(name, "action");
			explanation.push(citedStep(
				`${name} waits and acts right ${choice.before !== undefined ? "before" : "after"} ${ref}.`,
				choice.before !== undefined ? "waitForTrigger" : "wait",
				"Rules-of-the-Game",
			));
		}
		if (still.length === waiting.length) return fail(`${still.join(", ")} wait for each other: nobody would act.`);
		waiting = still;
	}
	middle.push(...toEnd);

	if (firsts.length > 0) explanation.unshift(citedStep(`First actions: ${firsts.join(", ")}.`, firsts.length > 1 ? "manyFirstActions" : "firstAction", "Rules-of-the-Game"));
	const followUps = firsts.filter((n) => (choiceOf(n) as { followUp?: boolean }).followUp !== false);
	if (followUps.length > 0) explanation.push(citedStep(`Follow-ups: ${followUps.join(", ")}.`, "followUpAction", "Rules-of-the-Game"));
	if (lasts.length > 0) explanation.push(citedStep(`Last actions: ${lasts.join(", ")}.`, lasts.length > 1 ? "manyLastActions" : "lastAction", "Rules-of-the-Game"));

	return ok({ slots: roundOrder(firsts, middle, followUps, lasts), explanation });
}

/**
 * The slots of a round once every turn is placed, in the order 000 runs them: First actions in
 * initiative order, the normal turns, the Follow-ups of those who took a First action, then Last
 * actions. Apart from buildRound so that a caller who knows there is no waiting (the encounter
 * tracker, which offers First actions only) runs the round without the rules it does not use.
 */
export function roundOrder(firsts: readonly string[], turns: readonly string[], followUps: readonly string[], lasts: readonly string[] = []): RoundSlot[] {
	const slots = (names: readonly string[], kind: SlotKind): RoundSlot[] => names.map((name) => ({ name, kind }));
	return [...slots(firsts, "first-action"), ...slots(turns, "action"), ...slots(followUps, "follow-up"), ...slots(lasts, "last-action")];
}
