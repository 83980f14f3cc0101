/**
 * Action checks: 1d20 + modifiers against a DC (unopposed) or against another
 * check (opposed). Match or beat succeeds. NPCs "take 10" where the text says
 * they do not roll (attacks, defence, combat manoeuvres); callers say so with
 * `takes10`, so the same resolution serves every rule.
 */
import { wholeNumberProblem } from "../../checks";
import { plusOrMinus, signed } from "../../text";
import { fail, ok, type Result } from "../../result";
import { rollDie, type Rng } from "../../rng";
import type { CitedExplanation } from "./citations";
import { citedStep } from "./cited-step";
import { t } from "../../../lang";

export const MAX_MODIFIER = 1000;

/** One side of a roll. */
export interface Contestant {
	label: string;
	/** Everything added to the d20. */
	modifier: number;
	/** A player character (ties of opposed checks go to the player against the GM). */
	player: boolean;
	/** Does not roll: counts the die as 10. */
	takes10?: boolean;
}

export interface D20Roll {
	/** The face rolled, or 10 when taking 10. */
	natural: number;
	took10: boolean;
	total: number;
}

export interface CheckInput {
	label: string;
	modifier: number;
	dc: number;
	takes10?: boolean;
	/** An Easy task: no roll, it succeeds, unless `extremeConditions`. */
	easy?: boolean;
	extremeConditions?: boolean;
}

export interface CheckResult {
	roll: D20Roll | null;
	dc: number;
	success: boolean;
	/** total − DC (0 when no roll was made). */
	margin: number;
	explanation: CitedExplanation;
}

export interface OpposedResult {
	actor: D20Roll;
	opponent: D20Roll;
	/** The actor succeeded. */
	success: boolean;
	/** Who wins a tie, and why. */
	tieGoesTo: "actor" | "opponent";
	explanation: CitedExplanation;
}

export function validModifier(value: number, what: string): Result<number> {
	const problem = wholeNumberProblem(what, value, -MAX_MODIFIER, MAX_MODIFIER);
	return problem ? fail(problem) : ok(value);
}

/** Rolls (or takes 10 for) one contestant. */
export function rollD20(rng: Rng, modifier: number, takes10 = false): D20Roll {
	const natural = takes10 ? 10 : rollDie(rng, 20);
	return { natural, took10: takes10, total: natural + modifier };
}

/** Names come from notes: long ones are cut so an explanation stays readable and bounded. */
export const MAX_LABEL = 80;
export const shortLabel = (label: string): string => (label.length > MAX_LABEL ? `${label.slice(0, MAX_LABEL - 1)}…` : label);

/** A side's roll as a player reads it out: "rolls 14 + 5 = 19" or "takes 10 + 5 = 15". */
export function rollText(roll: D20Roll, modifier: number): string {
	return `${roll.took10 ? "takes 10" : `rolls ${roll.natural}`} ${plusOrMinus(modifier)} = ${roll.total}`;
}

/**
 * The roll as an explanation sentence: "Mara rolls 14 + 5 = 19.", or with the DC it is against when
 * the caller names one: "Mara's Reflex save: rolls 9 + 2 = 11 against DC 12.". `who` is the side as
 * the sentence names it (a name, or a translated "Mara attacks:"), cut short when it is a note's name.
 */
export function describeRoll(who: string, roll: D20Roll, modifier: number, dc?: number): string {
	const values = { who: shortLabel(who), took10: roll.took10 ? "yes" : "no", natural: roll.natural, modifier: plusOrMinus(modifier), total: roll.total };
	return dc === undefined ? t("engine.d20.roll.describe", values) : t("engine.d20.roll.describeDc", { ...values, dc });
}

/**
 * Who wins a tie of two checks: the actor ("match or beat"), except that a
 * player opposing the GM's check always wins ties ("match or beat the GM's
 * opposed check").
 */
export function tieWinner(actor: Contestant, opponent: Contestant): "actor" | "opponent" {
	return !actor.player && opponent.player ? "opponent" : "actor";
}

/** An unopposed check: match or beat the DC. */
export function rollCheck(input: CheckInput, rng: Rng): Result<CheckResult> {
	const modifier = validModifier(input.modifier, t("engine.d20.field.modifier"));
	if (!modifier.ok) return modifier;
	const dc = validModifier(input.dc, t("engine.d20.field.dc"));
	if (!dc.ok) return dc;
	if (input.easy && !input.extremeConditions) {
		return ok({
			roll: null,
			dc: input.dc,
			success: true,
			margin: 0,
			explanation: [citedStep(t("engine.d20.check.easy", { name: shortLabel(input.label) }), "easy")],
		});
	}
	const roll = rollD20(rng, input.modifier, input.takes10);
	const success = roll.total >= input.dc;
	const explanation: CitedExplanation = [
		citedStep(describeRoll(input.label, roll, input.modifier), input.takes10 ? "npcTake10" : "check"),
		citedStep(
			t("engine.d20.check.againstDc", { total: roll.total, dc: input.dc, result: success ? (roll.total === input.dc ? "matches" : "beats") : "below" }),
			"unopposed",
		),
	];
	return ok({ roll, dc: input.dc, success, margin: roll.total - input.dc, explanation });
}

/** An opposed check: both sides roll (or take 10); the actor succeeds by matching or beating the opponent. */
export function rollOpposed(actor: Contestant, opponent: Contestant, rng: Rng): Result<OpposedResult> {
	for (const side of [actor, opponent]) {
		const valid = validModifier(side.modifier, t("engine.d20.field.sideModifier", { name: side.label.slice(0, 40) }));
		if (!valid.ok) return valid;
	}
	const a = rollD20(rng, actor.modifier, actor.takes10);
	const b = rollD20(rng, opponent.modifier, opponent.takes10);
	const tieGoesTo = tieWinner(actor, opponent);
	const success = a.total > b.total || (a.total === b.total && tieGoesTo === "actor");
	const explanation: CitedExplanation = [
		citedStep(describeRoll(actor.label, a, actor.modifier), actor.takes10 ? "npcTake10" : "check"),
		citedStep(describeRoll(opponent.label, b, opponent.modifier), opponent.takes10 ? "npcTake10" : "check"),
		citedStep(
			a.total === b.total
				? t("engine.d20.check.tie", { total: a.total, winner: shortLabel(tieGoesTo === "actor" ? actor.label : opponent.label), result: success ? "success" : "failure" })
				: t("engine.d20.check.opposed", { total: a.total, against: b.total, result: success ? "success" : "failure" }),
			a.total === b.total && tieGoesTo === "opponent" ? "opposedGm" : "opposed",
		),
	];
	return ok({ actor: a, opponent: b, success, tieGoesTo, explanation });
}

/** Sums the parts of a check's modifier, with one explanation step listing them. */
export function sumModifier(parts: readonly { name: string; value: number }[]): { modifier: number; text: string } {
	const used = parts.filter((p) => p.value !== 0);
	const modifier = used.reduce((sum, p) => sum + p.value, 0);
	const text = used.length === 0 ? t("d20.preview.noModifiers") : used.map((p) => `${p.name} ${signed(p.value)}`).join(", ");
	return { modifier, text };
}
