/**
 * The words of seed 004 each rule cites, kept here for the tests and the docs: an explanation
 * step's `source` is one of these ids, and the tests check every quotation against the seed text.
 * Rule code imports only the types below (`CitationId`, `CitedExplanation`), so the plugin ships the ids, not the words.
 */
import type { CitedStep as GenericCitedStep } from "../../explain";

export const CITATIONS = {
	check: "004: 1d20 + ability modifier + skill ranks or combat bonus (+ other modifiers)",
	unopposed: "004: Unopposed action: match or beat fixed DC",
	opposed: "004: if you match or beat their roll, you succeed in what you were trying to do",
	opposedGm: "004: Opposed action: match or beat the GM's opposed check",
	easy: "004: For Easy tasks, don't roll except under Extreme conditions",
	npcTake10: "004: Non-player characters, i.e., those controlled by the GM, don't roll - instead we assume they rolled a 10, and add their bonuses",
	track: "004: When more than one bonus or penalty applies, you move along the track to the next adjustment",
	minorMinor: "004: Minor + Minor = Major",
	majorMinorMinor: "004: Major + Minor + Minor = Extreme",
	majorMajor: "004: Major + Major = Extreme",
	cancel: "004: Penalties cancel out bonuses of the same type",
	sameSource: "004: modifiers from the same source are usually not combined",
	stance: "004: You choose to take a bonus to one, and an equal penalty to another. The size of the adjustment is determined by your Base Combat Bonus",
	stanceCombine: "004: You can combine stances, too",
	stanceGm: "004: Your GM may not allow some combinations that seem impossible, like an aggressive and defensive stance",
	initiative: "004: 1d20 + Base Combat Bonus + DEX modifier. The highest goes first",
	initiativeTie: "004: If two or more rolls match, then the one with the highest Initiative modifier goes first. If there is still a tie, then toss a coin",
	surprise: "004: If some but not all of the participants are aware of their opponents, a surprise round happens before regular rounds begin",
	noSurprise: "004: If no one or everyone is surprised, no surprise round occurs",
	actionTypes: "004: In a normal round, you can perform a standard action and a short action, or you can perform a full-round action. You can also perform one or more free actions. You can always take a short action in place of a standard action.",
	restricted: "004: In such cases, you are restricted to taking only a single standard action or a single short action (plus free actions as normal). You can't take a full-round action.",
	surpriseAction: "004: In initiative order (highest to lowest), participants who started the action aware of their opponents each take a standard or short action during the surprise round.",
	roundLength: "004: A round is 6 seconds long, so there are 10 rounds in one minute.",
	flatFooted: "004: before your first regular turn in the initiative order), you are flat-footed",
	flatFootedDex: "004: You can't use your Dexterity bonus to Defence (if any) while flat-footed",
	flatFootedWounds: "004: Any damage you take while flat-footed is applied directly to your Wound Points instead of your Vitality Points, unless you succeed a Reflex save, DC 15",
	attack: "004: Attack = 1d20 + Base Combat Bonus + STR or DEX modifier (depending on weapon) (+ other modifiers)",
	defence: "004: Defence = 1d20 + Base Combat Bonus* + DEX modifier + Armour bonus + Shield bonus (+ other modifiers)",
	heroicDefence: "004: Only creatures with Heroic class levels add their BCB to Defence",
	critical: "004: When you roll a 20 on the die to hit (or lower, depending on the weapon you're using), you have scored a critical hit",
	criticalDefence: "004: Your opponents score Critical hits on you when you roll a 1 for Defence (or higher, depending on their weapon)",
	critOpportunity: "004: You must have enough Opportunity attacks remaining in this round to make this attack. You can't make an Opportunity attack with a ranged weapon",
	critManoeuvre: "004: The Combat manoeuvre must be feasible for your mode of attack",
	crippling: "004: The target must make a Fortitude save (against Strength attacks - most melee or thrown weapons) or Reflex save (against Dexterity attacks - most ranged or finesse weapons) with a target DC of 15, or take a Minor penalty to Attack, Damage, Defence, Skills or Speed",
	opportunityCount: "004: Each round, you can make as many Opportunity attacks as your Dexterity bonus (but always at least 1)",
	cma: "004: CMA = Base combat bonus + Strength modifier + special size modifier",
	cmaTiny: "004: Creatures that are size Tiny or smaller use their Dexterity modifier in place of their Strength modifier to determine their CMA",
	cmd: "004: CMD = Base attack bonus + Strength modifier + Dexterity modifier + special size modifier",
	sizeModifier: "004: Fine –8, Diminutive –4, Tiny –2, Small –1, Medium +0, Large +1, Huge +2, Gargantuan +4, Colossal +8",
	cmAttackRoll: "004: Combat manoeuvres are attack rolls, so you take any penalties that would normally apply to an attack roll",
	cmSuccess: "004: If your CMA roll equals or exceeds the CMD of the target, your manoeuvre is a success",
	cmNatural: "004: Rolling a natural 20 while attempting a combat manoeuvre is always a success (except when attempting to escape from bonds), while rolling a natural 1 is always a failure",
	cmNpc: "004: your NPC opponents add 10 to their CMA and CMD, and your roll is checked against that total",
	cmDefenderWins: "004: If the defender wins, he may make an attack of opportunity against the attacker, and the attacker gains no advantage",
	cmMargin: "004: Some manoeuvres, such as bull rush, have varying levels of success depending on how much your attack roll exceeds the target's CMD",
	intrigue: "004: We break it down in-game into your intent (that is, your goal, what you hope to achieve), your method (that is, whether you try to trick your target, bargain with them, or convince them), and your target's position",
	intrigueOpposed: "004: Opposed by: Sense motive, Knowledge",
	vitality: "004: When your Vitality runs out, additional damage is applied to your Wound Points",
	woundsOut: "004: When your Wound Points run out, you become unconscious and may die",
	abilityDamage: "004: When one of your ability scores is damaged, you take increasing penalties - when it reaches zero, you go unconscious and may die",
	recoverFull: "004: Each period noted below must pass in full before the points are recovered",
	psychicHealing: "004: Psychic powers may be used to accelerate healing. Vitality recovery can never be accelerated beyond the rate of natural rest.",
	recoverVp: "004: VP - recover 1 / level + CON bonus (minimum 1) per 10 minutes rest, or per active hour",
	recoverWp: "004: WP - recover 1 / level + CON bonus (minimum 1) per 8 hours rest, or per active day",
	recoverAbility: "004: Ability score damage - recover 1 per 8 hours rest, or per active day",
	recoverVpDrain: "004: VP - recover 1 / level + CON bonus (minimum 1) per week rest, or per month",
	recoverWpDrain: "004: WP - recover 1 / level + CON bonus (minimum 1) per week rest, or per month",
	recoverAbilityDrain: "004: Ability score drain - recover 1 per week full rest, or per month",
} as const;

/** The id of one citation: what an explanation step's `source` holds. */
export type CitationId = keyof typeof CITATIONS;

/**
 * What a caller may need to recognise a step by, since its words are in the player's language:
 * `flatFootedToWounds`, the flat-footed rule's own line (left out where a failed save already said it);
 * `namesSide`, a roll's line that already names whose roll it is.
 */
export type StepMarker = "flatFootedToWounds" | "namesSide";

/** A step of this game's rules, citing one of the ids above. */
export type CitedStep = GenericCitedStep<CitationId> & { marker?: StepMarker };

/** The steps of one of this game's rules, so that a mistyped citation id is a compile error. */
export type CitedExplanation = CitedStep[];
