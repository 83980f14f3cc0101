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
import { formatList, t } from "../../../../lang";

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
	if (order.length > 200) return fail(t("engine.cypher.turns.tooManyInRound"));
	if (new Set(order).size !== order.length) return fail(t("engine.cypher.turns.appearsOnce"));
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
			if (choice.before !== undefined && choice.after !== undefined) return fail(t("engine.cypher.turns.waitBoth", { name }));
			if (ref === undefined) {
				toEnd.push(name);
				slotOf.set(name, "action");
				explanation.push(citedStep(t("engine.cypher.turns.waitsToEnd", { name }), "wait", "Rules-of-the-Game"));
				continue;
			}
			if (ref === name) return fail(t("engine.cypher.turns.waitSelf", { name }));
			if (!known.has(ref)) return fail(t("engine.cypher.turns.waitUnknown", { name, other: ref }));
			const refKind = slotOf.get(ref);
			if (refKind === undefined) {
				still.push(name);
				continue;
			}
			if (refKind !== "action") return fail(t("engine.cypher.turns.waitNotNormal", { name, other: ref, slot: refKind }));
			// The one waited for may itself be waiting to the end of the normal turns (two who wait, one acting just before the other).
			const line = middle.includes(ref) ? middle : toEnd;
			const at = line.indexOf(ref);
			line.splice(choice.before !== undefined ? at : at + 1, 0, name);
			slotOf.set(name, "action");
			explanation.push(citedStep(
				choice.before !== undefined ? t("engine.cypher.turns.waitsBefore", { name, other: ref }) : t("engine.cypher.turns.waitsAfter", { name, other: ref }),
				choice.before !== undefined ? "waitForTrigger" : "wait",
				"Rules-of-the-Game",
			));
		}
		if (still.length === waiting.length) return fail(t("engine.cypher.turns.waitCircle", { names: formatList(still) }));
		waiting = still;
	}
	middle.push(...toEnd);

	if (firsts.length > 0) explanation.unshift(citedStep(t("engine.cypher.turns.firstActions", { names: formatList(firsts) }), firsts.length > 1 ? "manyFirstActions" : "firstAction", "Rules-of-the-Game"));
	const followUps = firsts.filter((n) => (choiceOf(n) as { followUp?: boolean }).followUp !== false);
	if (followUps.length > 0) explanation.push(citedStep(t("engine.cypher.turns.followUps", { names: formatList(followUps) }), "followUpAction", "Rules-of-the-Game"));
	if (lasts.length > 0) explanation.push(citedStep(t("engine.cypher.turns.lastActions", { names: formatList(lasts) }), lasts.length > 1 ? "manyLastActions" : "lastAction", "Rules-of-the-Game"));

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
