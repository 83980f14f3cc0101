/**
 * Combat manoeuvres: a CMA roll against the target's CMD. Players roll both
 * sides; the GM's NPCs add 10 ("Just like normal attacks and defence").
 * A natural 20 always succeeds (not when escaping bonds), a natural 1 always fails.
 */
import { ok, type Result } from "../../result";
import type { Rng } from "../../rng";
import { describeRoll, rollD20, shortLabel, validModifier, type D20Roll } from "./check";
import { modifierOf, SIZES, type D20Character, type Size } from "./character";
import type { CitedExplanation } from "./citations";
import { pairOdds, type Odds } from "./odds";
import { citedStep } from "./cited-step";
import { t } from "../../../lang";

export const SIZE_MODIFIER: Record<Size, number> = {
	fine: -8,
	diminutive: -4,
	tiny: -2,
	small: -1,
	medium: 0,
	large: 1,
	huge: 2,
	gargantuan: 4,
	colossal: 8,
};

/** Tiny or smaller creatures use DEX for their CMA. */
export const usesDexForCma = (size: Size): boolean => SIZES.indexOf(size) <= SIZES.indexOf("tiny");

export function cma(character: D20Character): { value: number; explanation: CitedExplanation } {
	const tiny = usesDexForCma(character.size);
	const ability = tiny ? "dex" : "str";
	const mod = modifierOf(character, ability);
	const size = SIZE_MODIFIER[character.size];
	const value = character.bcb + mod + size;
	const explanation: CitedExplanation = [citedStep(t("engine.d20.manoeuvre.cmaSum", { value, bcb: character.bcb, ability: t("d20.ability.short", { ability }), modifier: mod, size }), "cma")];
	if (tiny) explanation.push(citedStep(t("engine.d20.manoeuvre.tinyUsesDex", { size: character.size }), "cmaTiny"));
	return { value, explanation };
}

/** CMD = BCB ("Base attack bonus" in the text) + STR + DEX + size modifier. */
export function cmd(character: D20Character): { value: number; explanation: CitedExplanation } {
	const str = modifierOf(character, "str");
	const dex = modifierOf(character, "dex");
	const size = SIZE_MODIFIER[character.size];
	const value = character.bcb + str + dex + size;
	return { value, explanation: [citedStep(t("engine.d20.manoeuvre.cmdSum", { value, bcb: character.bcb, str, dex, size }), "cmd")] };
}

export interface ManoeuvreSide {
	label: string;
	/** CMA for the attacker (plus any attack bonuses that apply), CMD for the defender. */
	bonus: number;
	/** Player characters roll; NPCs add 10. */
	player: boolean;
}

export interface ManoeuvreInput {
	attacker: ManoeuvreSide;
	defender: ManoeuvreSide;
	/** Escaping bonds: a natural 20 is not an automatic success. */
	escapingBonds?: boolean;
}

export interface ManoeuvreResult {
	attack: D20Roll;
	defence: D20Roll;
	success: boolean;
	/** Attack total − defence total, for manoeuvres with degrees of success (bull rush). */
	margin: number;
	/** The defender won and may make an attack of opportunity. */
	defenderMayCounter: boolean;
	explanation: CitedExplanation;
}

function outcome(attack: D20Roll, defence: D20Roll, escapingBonds: boolean): { success: boolean; natural: "20" | "1" | null } {
	if (!attack.took10 && attack.natural === 20 && !escapingBonds) return { success: true, natural: "20" };
	if (!attack.took10 && attack.natural === 1) return { success: false, natural: "1" };
	return { success: attack.total >= defence.total, natural: null };
}

export function resolveManoeuvre(input: ManoeuvreInput, rng: Rng): Result<ManoeuvreResult> {
	for (const side of [input.attacker, input.defender]) {
		const valid = validModifier(side.bonus, t("engine.d20.field.sideBonus", { name: side.label.slice(0, 40) }));
		if (!valid.ok) return valid;
	}
	const attack = rollD20(rng, input.attacker.bonus, !input.attacker.player);
	const defence = rollD20(rng, input.defender.bonus, !input.defender.player);
	const result = outcome(attack, defence, input.escapingBonds ?? false);
	const explanation: CitedExplanation = [
		citedStep(describeRoll(t("engine.d20.roll.cma", { name: shortLabel(input.attacker.label) }), attack, input.attacker.bonus), attack.took10 ? "cmNpc" : "cma"),
		citedStep(describeRoll(t("engine.d20.roll.cmd", { name: shortLabel(input.defender.label) }), defence, input.defender.bonus), defence.took10 ? "cmNpc" : "cmd"),
	];
	if (result.natural === "20") explanation.push(citedStep(t("engine.d20.manoeuvre.natural20"), "cmNatural"));
	else if (result.natural === "1") explanation.push(citedStep(t("engine.d20.manoeuvre.natural1"), "cmNatural"));
	else {
		if (input.escapingBonds && attack.natural === 20 && !attack.took10) {
			explanation.push(citedStep(t("engine.d20.manoeuvre.escapingBonds"), "cmNatural"));
		}
		explanation.push(citedStep(t("engine.d20.check.opposed", { total: attack.total, against: defence.total, result: result.success ? "success" : "failure" }), "cmSuccess"));
	}
	if (!result.success) explanation.push(citedStep(t("engine.d20.manoeuvre.counter", { name: shortLabel(input.defender.label) }), "cmDefenderWins"));
	return ok({
		attack,
		defence,
		success: result.success,
		margin: attack.total - defence.total,
		defenderMayCounter: !result.success,
		explanation,
	});
}

/** Exact chance the manoeuvre succeeds, over every pair of dice. */
export function manoeuvreOdds(input: ManoeuvreInput): Odds {
	const { attacker, defender } = input;
	return pairOdds(!attacker.player, !defender.player, (a, d) => {
		const attack = { natural: a, took10: !attacker.player, total: a + attacker.bonus };
		const defence = { natural: d, took10: !defender.player, total: d + defender.bonus };
		return outcome(attack, defence, input.escapingBonds ?? false).success;
	});
}

/**
 * What a successful manoeuvre does by how far it won (004: "Some manoeuvres, such as bull rush, have
 * varying levels of success depending on how much your attack roll exceeds the target's CMD"). The
 * seed gives no manoeuvre's numbers: they are a rule pack's (a manoeuvre note's `moves-feet`,
 * `per-margin`, `more-feet`), so a GM's house rule changes them. A natural 20 that wins below the
 * CMD wins by nothing.
 */
export interface MarginRule {
	/** Feet the target is moved by any success. */
	movesFeet: number;
	/** Every this much the roll beats the CMD by… (0: the margin changes nothing). */
	perMargin: number;
	/** …moves the target this many feet more. */
	moreFeet: number;
}

export interface MarginOutcome {
	/** Attack total − CMD total, never below 0 on a success. */
	margin: number;
	/** Whole steps of `perMargin` in the margin. */
	steps: number;
	/** Feet the target is moved in all. */
	feet: number;
}

export function manoeuvreMargin(result: Pick<ManoeuvreResult, "margin" | "success">, rule: MarginRule): MarginOutcome | undefined {
	if (!result.success) return undefined;
	const margin = Math.max(0, result.margin);
	const steps = rule.perMargin > 0 ? Math.floor(margin / rule.perMargin) : 0;
	return { margin, steps, feet: rule.movesFeet + steps * rule.moreFeet };
}
