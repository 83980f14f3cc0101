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
import { formatList, t } from "../../../lang";

export interface ModifierBreakdown {
	modifier: number;
	explanation: CitedExplanation;
}

/** Attack = BCB + STR or DEX modifier (by weapon) + other modifiers. */
export function attackModifier(character: D20Character, ability: "str" | "dex", other = 0): ModifierBreakdown {
	const { modifier, text } = sumModifier([
		{ name: t("engine.d20.part", { part: "bcb" }), value: character.bcb },
		{ name: t("d20.ability.short", { ability }), value: modifierOf(character, ability) },
		{ name: t("engine.d20.part", { part: "other" }), value: other },
	]);
	return { modifier, explanation: [citedStep(t("engine.d20.attack.modifier", { modifier: signed(modifier), parts: text }), "attack")] };
}

/**
 * Defence = BCB (heroic classes only) + DEX modifier + armour + shield + other.
 * Flat-footed loses a DEX *bonus*; a DEX penalty still applies ("(if any)").
 */
export function defenceModifier(character: D20Character, options: { flatFooted?: boolean | string; other?: number } = {}): ModifierBreakdown {
	const explanation: CitedExplanation = [];
	const dex = modifierOf(character, "dex");
	// A condition that takes the DEX bonus away names itself (a rule pack's note); 004's is flat-footed.
	const noDex = options.flatFooted === true ? t("engine.d20.defence.flatFooted") : options.flatFooted === false || options.flatFooted === undefined || options.flatFooted === "" ? undefined : options.flatFooted;
	const dexUsed = noDex !== undefined && dex > 0 ? 0 : dex;
	if (noDex !== undefined && dex > 0) {
		explanation.push(citedStep(t("engine.d20.defence.noDex", { condition: noDex, dex: t("d20.ability.short", { ability: "dex" }), bonus: signed(dex) }), "flatFootedDex"));
	}
	if (!character.heroic && character.bcb !== 0) {
		explanation.push(citedStep(t("engine.d20.defence.notHeroic"), "heroicDefence"));
	}
	const { modifier, text } = sumModifier([
		{ name: t("engine.d20.part", { part: "bcb" }), value: character.heroic ? character.bcb : 0 },
		{ name: t("d20.ability.short", { ability: "dex" }), value: dexUsed },
		{ name: t("engine.d20.part", { part: "armour" }), value: character.armorBonus },
		{ name: t("engine.d20.part", { part: "shield" }), value: character.shieldBonus },
		{ name: t("engine.d20.part", { part: "other" }), value: options.other ?? 0 },
	]);
	explanation.push(citedStep(t("engine.d20.defence.modifier", { modifier: signed(modifier), parts: text }), "defence"));
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
		citedStep(describeRoll(t("engine.d20.roll.attacks", { name: shortLabel(attacker.label) }), attack, attacker.modifier), attack.took10 ? "npcTake10" : "attack"),
		citedStep(describeRoll(t("engine.d20.roll.defends", { name: shortLabel(defender.label) }), defence, defender.modifier), defence.took10 ? "npcTake10" : "defence"),
	];
	const outcome = attackOutcome(attack, defence, threat, tieWinner(attacker, defender) === "actor");
	if (outcome.critical) {
		explanation.push(
			attack.took10 || attack.natural < threat
				? citedStep(t("engine.d20.attack.criticalOnDefence", { natural: defence.natural, attacker: shortLabel(attacker.label) }), "criticalDefence")
				: citedStep(t("engine.d20.attack.critical", { natural: attack.natural }), "critical"),
		);
	} else {
		explanation.push(citedStep(
			attack.total === defence.total
				? t("engine.d20.attack.tie", { attack: attack.total, defence: defence.total, hit: outcome.hit ? "hit" : "miss", winner: shortLabel(outcome.hit ? attacker.label : defender.label) })
				: t("engine.d20.attack.result", { attack: attack.total, defence: defence.total, hit: outcome.hit ? "hit" : "miss" }),
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
		const valid = validModifier(side.modifier, t("engine.d20.field.sideModifier", { name: side.label.slice(0, 40) }));
		if (!valid.ok) return valid;
	}
	const threat = input.attacker.threat ?? 20;
	if (!Number.isInteger(threat) || threat < 2 || threat > 20) return fail(t("engine.d20.attack.threatRange", { got: String(threat).slice(0, 20) }));
	return ok(threat);
}

/** "As many as your Dexterity bonus (but always at least 1)" per round. */
export function opportunityAttacksPerRound(character: D20Character): { count: number; explanation: CitedExplanation } {
	const dex = modifierOf(character, "dex");
	const count = Math.max(1, dex);
	const explanation = [citedStep(t("engine.d20.opportunity.count", { count, dex: t("d20.ability.short", { ability: "dex" }), modifier: signed(dex) }), "opportunityCount")];
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
			? t("engine.d20.critical.opportunityRanged")
			: context.opportunityAttacksLeft < 1
				? t("engine.d20.critical.opportunityNoneLeft")
				: t("engine.d20.critical.opportunity");
	return [
		{ option: "opportunity-attack", available: !context.ranged && context.opportunityAttacksLeft >= 1, reason: opportunity, source: "critOpportunity" },
		{
			option: "combat-manoeuvre",
			available: context.manoeuvreFeasible ?? true,
			reason: context.manoeuvreFeasible === false ? t("engine.d20.critical.manoeuvreNotFeasible") : t("engine.d20.critical.manoeuvre"),
			source: "critManoeuvre",
		},
		{ option: "crippling-injury", available: true, reason: t("engine.d20.critical.crippling", { dc: 15 }), source: "crippling" },
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
	const valid = validModifier(input.target.modifier, t("engine.d20.field.saveModifier"));
	if (!valid.ok) return valid;
	if (!CRIPPLING_TARGETS.includes(input.penaltyTo)) return fail(t("engine.d20.crippling.targets", { targets: formatList(CRIPPLING_TARGETS.map((target) => t("d20.roll", { roll: target })), "disjunction") }));
	const save = input.attackAbility === "str" ? "fortitude" : "reflex";
	const roll = rollD20(rng, input.target.modifier, input.target.takes10 ?? false);
	const saved = roll.total >= CRIPPLING_DC;
	const penalty: Adjustment | null = saved ? null : { level: "minor", direction: "penalty", applies: input.penaltyTo, source: t("engine.d20.crippling.source") };
	return ok({
		save,
		roll,
		saved,
		penalty,
		explanation: [
			citedStep(
				describeRoll(t("engine.d20.roll.save", { name: shortLabel(input.target.label), save }), roll, input.target.modifier),
				"crippling",
			),
			citedStep(
				saved ? t("engine.d20.crippling.saved", { total: roll.total, dc: 15 }) : t("engine.d20.crippling.penalty", { total: roll.total, dc: 15, roll: t("d20.roll", { roll: input.penaltyTo }) }),
				"crippling",
			),
		],
	});
}

/** Modifiers as sheets print them, "+3", "−2" (from engine/text, where every game finds it). */
export { signed };
