/**
 * Attack and defence rolls, critical hits and their three options, and the
 * number of Opportunity attacks. An attack is an opposed check of Attack
 * against Defence; player characters roll both, the GM's NPCs take 10.
 */
import { signed } from "../../text";
import { fail, ok, type Result } from "../../result";
import type { Rng } from "../../rng";
import type { Adjustment } from "./adjustments";
import { describeRoll, rollD20, shortLabel, sumModifier, tieWinner, validModifier, type Contestant, type D20Roll } from "./check";
import { modifierOf, type D20Character } from "./character";
import type { CitationId, CitedExplanation } from "./citations";
import { pairOdds, type Odds } from "./odds";
import { citedStep } from "./cited-step";

export interface ModifierBreakdown {
	modifier: number;
	explanation: CitedExplanation;
}

/** Attack = BCB + STR or DEX modifier (by weapon) + other modifiers. */
export function attackModifier(character: D20Character, ability: "str" | "dex", other = 0): ModifierBreakdown {
	const { modifier, text } = sumModifier([
		{ name: "BCB", value: character.bcb },
		{ name: ability.toUpperCase(), value: modifierOf(character, ability) },
		{ name: "other", value: other },
	]);
	return { modifier, explanation: [citedStep(`Attack modifier ${signed(modifier)} (${text}).`, "attack")] };
}

/**
 * Defence = BCB (heroic classes only) + DEX modifier + armour + shield + other.
 * Flat-footed loses a DEX *bonus*; a DEX penalty still applies ("(if any)").
 */
export function defenceModifier(character: D20Character, options: { flatFooted?: boolean | string; other?: number } = {}): ModifierBreakdown {
	const explanation: CitedExplanation = [];
	const dex = modifierOf(character, "dex");
	// A condition that takes the DEX bonus away names itself (a rule pack's note); 004's is flat-footed.
	const noDex = options.flatFooted === true ? "Flat-footed" : options.flatFooted === false || options.flatFooted === undefined || options.flatFooted === "" ? undefined : options.flatFooted;
	const dexUsed = noDex !== undefined && dex > 0 ? 0 : dex;
	if (noDex !== undefined && dex > 0) {
		explanation.push(citedStep(`${noDex}: no DEX bonus (+${dex}) to Defence.`, "flatFootedDex"));
	}
	if (!character.heroic && character.bcb !== 0) {
		explanation.push(citedStep(`No Heroic class levels: BCB is not added to Defence.`, "heroicDefence"));
	}
	const { modifier, text } = sumModifier([
		{ name: "BCB", value: character.heroic ? character.bcb : 0 },
		{ name: "DEX", value: dexUsed },
		{ name: "armour", value: character.armorBonus },
		{ name: "shield", value: character.shieldBonus },
		{ name: "other", value: options.other ?? 0 },
	]);
	explanation.push(citedStep(`Defence modifier ${signed(modifier)} (${text}).`, "defence"));
	return { modifier, explanation };
}

export interface AttackInput {
	attacker: Contestant & {
		/** Lowest natural roll that is a critical hit with this weapon (20 by default; 19 means 19–20). */
		threat?: number;
	};
	defender: Contestant;
}

export interface AttackResult {
	attack: D20Roll;
	defence: D20Roll;
	hit: boolean;
	critical: boolean;
	explanation: CitedExplanation;
}

/** Players roll; NPCs take 10, unless the caller says otherwise. */
const takes10 = (side: Contestant): boolean => side.takes10 ?? !side.player;

export function resolveAttack(input: AttackInput, rng: Rng): Result<AttackResult> {
	const valid = validateAttack(input);
	if (!valid.ok) return valid;
	const threat = valid.value;
	const { attacker, defender } = input;
	const attack = rollD20(rng, attacker.modifier, takes10(attacker));
	const defence = rollD20(rng, defender.modifier, takes10(defender));
	const explanation: CitedExplanation = [
		citedStep(describeRoll(`${attacker.label} attacks:`, attack, attacker.modifier), attack.took10 ? "npcTake10" : "attack"),
		citedStep(describeRoll(`${defender.label} defends:`, defence, defender.modifier), defence.took10 ? "npcTake10" : "defence"),
	];
	const outcome = attackOutcome(attack, defence, threat, tieWinner(attacker, defender) === "actor");
	if (outcome.critical) {
		explanation.push(
			attack.took10 || attack.natural < threat
				? citedStep(`A natural ${defence.natural} on Defence: ${shortLabel(attacker.label)} scores a critical hit.`, "criticalDefence")
				: citedStep(`A natural ${attack.natural} to hit: a critical hit.`, "critical"),
		);
	} else {
		explanation.push(citedStep(
			`${attack.total} against ${defence.total}: ${outcome.hit ? "hit" : "miss"}${attack.total === defence.total ? ` (a tie goes to ${shortLabel(outcome.hit ? attacker.label : defender.label)})` : ""}.`,
			attack.total === defence.total && !outcome.hit ? "opposedGm" : "opposed",
		));
	}
	return ok({ attack, defence, ...outcome, explanation });
}

/**
 * The rule the roller and the odds share: a critical (a natural in the weapon's
 * threat range to hit, or the mirrored low natural on Defence) hits; otherwise
 * the higher total wins, ties by `tieWinner`.
 */
function attackOutcome(attack: D20Roll, defence: D20Roll, threat: number, attackerWinsTies: boolean): { hit: boolean; critical: boolean } {
	const critical = (!attack.took10 && attack.natural >= threat) || (!defence.took10 && defence.natural <= 21 - threat);
	const hit = critical || attack.total > defence.total || (attack.total === defence.total && attackerWinsTies);
	return { hit, critical };
}

export interface AttackOdds {
	hit: Odds;
	critical: Odds;
}

/** Exact chance to hit and to score a critical hit, over every pair of dice. */
export function attackOdds(input: AttackInput): Result<AttackOdds> {
	const valid = validateAttack(input);
	if (!valid.ok) return valid;
	const { attacker, defender } = input;
	const attackerWinsTies = tieWinner(attacker, defender) === "actor";
	const outcomeOf = (a: number, d: number): { hit: boolean; critical: boolean } =>
		attackOutcome(
			{ natural: a, took10: takes10(attacker), total: a + attacker.modifier },
			{ natural: d, took10: takes10(defender), total: d + defender.modifier },
			valid.value,
			attackerWinsTies,
		);
	return ok({
		hit: pairOdds(takes10(attacker), takes10(defender), (a, d) => outcomeOf(a, d).hit),
		critical: pairOdds(takes10(attacker), takes10(defender), (a, d) => outcomeOf(a, d).critical),
	});
}

function validateAttack(input: AttackInput): Result<number> {
	for (const side of [input.attacker, input.defender]) {
		const valid = validModifier(side.modifier, `${side.label.slice(0, 40)}'s modifier`);
		if (!valid.ok) return valid;
	}
	const threat = input.attacker.threat ?? 20;
	if (!Number.isInteger(threat) || threat < 2 || threat > 20) return fail(`A weapon's threat range must start between 2 and 20 (got ${String(threat).slice(0, 20)}).`);
	return ok(threat);
}

/** "As many as your Dexterity bonus (but always at least 1)" per round. */
export function opportunityAttacksPerRound(character: D20Character): { count: number; explanation: CitedExplanation } {
	const dex = modifierOf(character, "dex");
	const count = Math.max(1, dex);
	const explanation = [citedStep(`${count} Opportunity attack${count === 1 ? "" : "s"} per round (DEX ${signed(dex)}).`, "opportunityCount")];
	return { count, explanation };
}

export type CriticalOption = "opportunity-attack" | "combat-manoeuvre" | "crippling-injury";

export interface CriticalChoice {
	option: CriticalOption;
	available: boolean;
	reason: string;
	source: CitationId;
}

/** The three critical hit options and whether each is open to this attack. */
export function criticalOptions(context: { ranged: boolean; opportunityAttacksLeft: number; manoeuvreFeasible?: boolean }): CriticalChoice[] {
	const opportunity =
		context.ranged
			? "You can't make an Opportunity attack with a ranged weapon."
			: context.opportunityAttacksLeft < 1
				? "No Opportunity attacks are left this round."
				: "Attack again with the same bonuses, using one Opportunity attack.";
	return [
		{ option: "opportunity-attack", available: !context.ranged && context.opportunityAttacksLeft >= 1, reason: opportunity, source: "critOpportunity" },
		{
			option: "combat-manoeuvre",
			available: context.manoeuvreFeasible ?? true,
			reason: context.manoeuvreFeasible === false ? "That manoeuvre is not feasible for this mode of attack." : "Subject the target to a combat manoeuvre as well as the damage.",
			source: "critManoeuvre",
		},
		{ option: "crippling-injury", available: true, reason: "The target saves (DC 15) or takes a Minor penalty.", source: "crippling" },
	];
}

export type CripplingTarget = "attack" | "damage" | "defence" | "skills" | "speed";
export const CRIPPLING_TARGETS: readonly CripplingTarget[] = ["attack", "damage", "defence", "skills", "speed"];
export const CRIPPLING_DC = 15;

export interface CripplingResult {
	save: "fortitude" | "reflex";
	roll: D20Roll;
	saved: boolean;
	/** The Minor penalty the target takes when the save fails; combine it along the track. */
	penalty: Adjustment | null;
	explanation: CitedExplanation;
}

/**
 * A crippling injury: Fortitude against Strength attacks, Reflex against
 * Dexterity attacks, DC 15, or a Minor penalty to the chosen roll.
 */
export function resolveCripplingInjury(
	input: { attackAbility: "str" | "dex"; target: Contestant; penaltyTo: CripplingTarget },
	rng: Rng,
): Result<CripplingResult> {
	const valid = validModifier(input.target.modifier, "The save modifier");
	if (!valid.ok) return valid;
	if (!CRIPPLING_TARGETS.includes(input.penaltyTo)) return fail(`A crippling injury penalises one of ${CRIPPLING_TARGETS.join(", ")}.`);
	const save = input.attackAbility === "str" ? "fortitude" : "reflex";
	const roll = rollD20(rng, input.target.modifier, input.target.takes10 ?? false);
	const saved = roll.total >= CRIPPLING_DC;
	const penalty: Adjustment | null = saved ? null : { level: "minor", direction: "penalty", applies: input.penaltyTo, source: "crippling injury" };
	return ok({
		save,
		roll,
		saved,
		penalty,
		explanation: [
			citedStep(
				describeRoll(`${input.target.label} makes a ${save === "fortitude" ? "Fortitude" : "Reflex"} save:`, roll, input.target.modifier),
				"crippling",
			),
			citedStep(
				saved ? `${roll.total} meets DC 15: no penalty.` : `${roll.total} is below DC 15: a Minor penalty to ${input.penaltyTo}.`,
				"crippling",
			),
		],
	});
}

/** Modifiers as sheets print them, "+3", "−2" (from engine/text, where every game finds it). */
export { signed };
