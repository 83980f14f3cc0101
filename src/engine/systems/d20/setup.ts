/**
 * Builds the two sides of an attack or a combat manoeuvre from two character
 * sheets and the adjustments each one carries (stances, cover, crippling
 * injuries…), so a widget only has to say who attacks whom, and how.
 */
import { signed } from "../../text";
import { ok, type Result } from "../../result";
import { combineAdjustments, type Adjustment } from "./adjustments";
import type { D20Character } from "./character";
import type { CitedExplanation } from "./citations";
import { attackModifier, defenceModifier, type AttackInput } from "./combat";
import { cma, cmd, type ManoeuvreInput } from "./manoeuvre";
import type { D20Settings } from "./settings";
import { citedStep } from "./cited-step";
import { t } from "../../../lang";

export interface Combatant {
	label: string;
	character: D20Character;
	player: boolean;
	/** Adjustments this combatant carries; "attack" ones count on its attacks, "defence" ones on its Defence. */
	adjustments?: readonly Adjustment[];
}

export interface AttackSetupOptions {
	/** STR for most melee and thrown weapons, DEX for ranged or finesse weapons. */
	ability: "str" | "dex";
	/** Lowest natural roll that is a critical hit with this weapon (default 20). */
	threat?: number;
	/** The defender loses its DEX bonus to Defence (flat-footed: it has not had a regular turn yet); a string names the condition that does it. */
	defenderFlatFooted?: boolean | string;
}

export interface Setup<T> {
	input: T;
	explanation: CitedExplanation;
}

function adjustmentValue(combatant: Combatant, applies: string, settings: D20Settings, explanation: CitedExplanation): Result<number> {
	const combined = combineAdjustments(combatant.adjustments ?? [], applies, settings);
	if (!combined.ok) return combined;
	explanation.push(...combined.value.explanation);
	return ok(combined.value.value);
}

/** The attack and Defence modifiers of two characters, ready for `resolveAttack` and `attackOdds`. */
export function setupAttack(attacker: Combatant, defender: Combatant, options: AttackSetupOptions, settings: D20Settings): Result<Setup<AttackInput>> {
	const explanation: CitedExplanation = [];
	const attackAdjustment = adjustmentValue(attacker, "attack", settings, explanation);
	if (!attackAdjustment.ok) return attackAdjustment;
	const defenceAdjustment = adjustmentValue(defender, "defence", settings, explanation);
	if (!defenceAdjustment.ok) return defenceAdjustment;
	const attack = attackModifier(attacker.character, options.ability, attackAdjustment.value);
	const defence = defenceModifier(defender.character, { flatFooted: options.defenderFlatFooted ?? false, other: defenceAdjustment.value });
	explanation.push(...attack.explanation, ...defence.explanation);
	return ok({
		input: {
			attacker: { label: attacker.label, modifier: attack.modifier, player: attacker.player, ...(options.threat !== undefined ? { threat: options.threat } : {}) },
			defender: { label: defender.label, modifier: defence.modifier, player: defender.player },
		},
		explanation,
	});
}

/**
 * CMA (with the attacker's attack adjustments: "Combat manoeuvres are attack
 * rolls, so you take any penalties that would normally apply to an attack roll")
 * against CMD, ready for `resolveManoeuvre` and `manoeuvreOdds`.
 */
export function setupManoeuvre(
	attacker: Combatant,
	defender: Combatant,
	options: { escapingBonds?: boolean },
	settings: D20Settings,
): Result<Setup<ManoeuvreInput>> {
	const explanation: CitedExplanation = [];
	const attackAdjustment = adjustmentValue(attacker, "attack", settings, explanation);
	if (!attackAdjustment.ok) return attackAdjustment;
	const attackerCma = cma(attacker.character);
	const defenderCmd = cmd(defender.character);
	explanation.push(...attackerCma.explanation, ...defenderCmd.explanation);
	if (attackAdjustment.value !== 0) {
		explanation.push(citedStep(
			t("engine.d20.manoeuvre.attackAdjustments", { modifier: signed(attackAdjustment.value) }),
			"cmAttackRoll",
		));
	}
	return ok({
		input: {
			attacker: { label: attacker.label, bonus: attackerCma.value + attackAdjustment.value, player: attacker.player },
			defender: { label: defender.label, bonus: defenderCmd.value, player: defender.player },
			escapingBonds: options.escapingBonds ?? false,
		},
		explanation,
	});
}
