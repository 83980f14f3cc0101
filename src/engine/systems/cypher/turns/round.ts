/**
 * One round's running order (seed 000): First actions at the front in
 * initiative order, then everyone's turns, then the Follow-ups of those who
 * took a First action, then Last actions in initiative order. Waiting moves a
 * turn for this round only, right before or after someone else's turn.
 */
import type { ExplainStep, Explanation } from "../../../explain";
import type { Result } from "../../../result";
import { fail, ok } from "../../../result";

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

export const SOURCE_FIRST = '000: "With a First action, you have the option to jump ahead to the front of the initiative order, ahead of everyone else."';
export const SOURCE_MANY_FIRST = '000: "If more than one character wants to take a First action, they all happen at the start of the round, in initiative order."';
export const SOURCE_FOLLOW_UP =
	'000: "After everyone else\'s turn using their actions are done, you have the option to perform a follow-up non-attack activity"';
export const SOURCE_LAST =
	'000: "A Last action always happens at the end of the round, after everyone else has acted (even after the Follow-up action of someone who performed a First action this round)."';
export const SOURCE_MANY_LAST = '000: "If more than one character takes a Last action, they happen at the end of the round, in initiative order."';
export const SOURCE_WAIT = '000: "You can always wait until later in the initiative order to take your turn."';
export const SOURCE_WAIT_TRIGGER = '000: "if that thing happens you get to go right before it"';

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
	const middle: RoundSlot[] = order.filter((n) => choiceOf(n).kind === "action").map((name) => ({ name, kind: "action" }));
	const slotOf = new Map<string, SlotKind>();
	for (const n of firsts) slotOf.set(n, "first-action");
	for (const n of lasts) slotOf.set(n, "last-action");
	for (const s of middle) slotOf.set(s.name, "action");

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
				explanation.push({ text: `${name} waits until the others have acted.`, source: SOURCE_WAIT, page: "Rules-of-the-Game" });
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
			const at = middle.findIndex((s) => s.name === ref);
			middle.splice(choice.before !== undefined ? at : at + 1, 0, { name, kind: "action" });
			slotOf.set(name, "action");
			explanation.push({
				text: `${name} waits and acts right ${choice.before !== undefined ? "before" : "after"} ${ref}.`,
				source: choice.before !== undefined ? SOURCE_WAIT_TRIGGER : SOURCE_WAIT,
				page: "Rules-of-the-Game",
			});
		}
		if (still.length === waiting.length) return fail(`${still.join(", ")} wait for each other: nobody would act.`);
		waiting = still;
	}
	for (const name of toEnd) middle.push({ name, kind: "action" });

	if (firsts.length > 0) explanation.unshift({ text: `First actions: ${firsts.join(", ")}.`, source: firsts.length > 1 ? SOURCE_MANY_FIRST : SOURCE_FIRST, page: "Rules-of-the-Game" });
	const followUps = firsts.filter((n) => (choiceOf(n) as { followUp?: boolean }).followUp !== false);
	if (followUps.length > 0) explanation.push({ text: `Follow-ups: ${followUps.join(", ")}.`, source: SOURCE_FOLLOW_UP, page: "Rules-of-the-Game" });
	if (lasts.length > 0) explanation.push({ text: `Last actions: ${lasts.join(", ")}.`, source: lasts.length > 1 ? SOURCE_MANY_LAST : SOURCE_LAST, page: "Rules-of-the-Game" });

	const slots: RoundSlot[] = [
		...firsts.map((name): RoundSlot => ({ name, kind: "first-action" })),
		...middle,
		...followUps.map((name): RoundSlot => ({ name, kind: "follow-up" })),
		...lasts.map((name): RoundSlot => ({ name, kind: "last-action" })),
	];
	return ok({ slots, explanation });
}
