/**
 * The words of seed 003 each rule cites, kept here for the tests and the docs: an explanation
 * step's `source` is one of these ids, and the tests check every quotation against the seed text.
 * Rule code imports only the types below (`CitationId`, `CitedExplanation`), so the plugin ships the ids, not the words.
 */
import type { CitedStep as GenericCitedStep } from "../../explain";

export const CITATIONS = {
	basicRoll: '003: "roll two dice and take the highest one. If they end up the same, add them together"',
	beat: '003: "If you beat it, you succeed!"',
	bonuses: '003: "add a number of dice equal to your level in that Ability"',
	severalAbilities: '003: "more than one Ability are relevant for an action, in this case, you use the bonuses of both or more!"',
	penalties: '003: "Weaknesses take them away from you, and the situation also can give you a Penalty"',
	groups: '003: "With doubles, add them together and compare the sum to any other number rolled"',
	triples: '003: "Triples, quadruples, and so on are all added together"',
	negativeDice: '003: "At zero, roll two dice and take the lowest. For each number below zero, roll an additional die and again take the lowest"',
	negativeNoAdd: '003: "Duplicate dice are never added together when rolling this way"',
	onesNeverAdd: '003: "Ones don\'t add together, and a roll of all ones is always a catastrophic failure"',
	negativeOnes: '003: "At negative dice, any roll of 1 is considered as this"',
	difficulty: '003: "Easy 2, Moderate 4, Challenging 6, Difficult 8, Very Difficult 10, Nigh Impossible 12"',
	amazing: '003: "Rolling above max difficulty grants an Amazing Success"',
	amazingOpposed:
		'003: "If a character rolls an Amazing Success in an opposed roll and their opponent does not, the PC can choose to inflict a Complication on their opponent"',
	dramaDice: '003: "For every 5 points you spend, you may roll one additional die, a Drama Die"',
	dramaAfter: '003: "These dice can be gained even after you have rolled!"',
	dramaNotRegained: '003: "Endurance spent in this way cannot be regained in the usual manner"',
	miracle: '003: "By expending 30 Endurance, a character may guarantee the success of a single action"',
	miracleDegree: '003: "If the degree of success is important, as for an attack, add six dice to your roll"',
	miracleByOne: '003: "Regardless of the actual outcome, you succeed by at least one"',
	extended: '003: "the party has to achieve a certain number of successes before they hit a certain number of failures"',
	teamingUp: '003: "rolls all of their dice plus one extra for every extra person helping out"',
	initiative: '003: "a standard roll, modified by the Ability Quick and the Weakness Slow"',
	initiativeTie: '003: "In a tie, the one rolling the most dice goes first"',
	refooting: '003: "any character can reroll their initiative if they want, but they must stick with the new roll"',
	attack: '003: "Attack Roll is Two Dice + bonuses, abilities, & perks"',
	defense: '003: "This roll is treated as an opposed roll, against the opponent\'s Defense Roll"',
	damage: '003: "For every point your Attack Roll exceeds your opponent’s Defense Roll, you deal your Damage Multiplier (or DX)"',
	healthLoss: '003: "The total is then subtracted from your opponent’s Health"',
	enduranceCost: '003: "Endurance is generally reduced by actions you take"',
	defenseRoll: '003: "Defense Roll is Two Dice + bonuses, abilities, & perks"',
	multiplier: '003: "Damage Multiplier is 1 +Abilities & Perks (Attack, Strong, Effective…) - weaknesses & flaws (Weak, Ineffective…)"',
	armored: '003: "An opponent’s Armored Ability can reduce the DX of your attack. Should this reduce your DX below 1, treat it as ½ instead"',
	resistance: '003: "Abilities and Weaknesses like Resistance and Vulnerability can modify your Damage, too."',
	ranged: '003: "attacks without the Ranged Perk just don\'t hunt"',
	complication: '003: "if a character takes a nasty hit that deals at least half of their maximum health, the also gain a Combat Complication"',
	impaired: '003: "Impaired means the character gets -1 die to all actions until the end of combat"',
	healthZero: '003: "If your Health is reduced to zero, you can continue to fight on at a penalty (-1 on all actions), and any further damage is done to Endurance"',
	enduranceZero: '003: "If your Endurance reaches zero, you can continue to fight on, but at the same penalty, and you can still use Endurance-costing things- they\'re just taken from Health"',
	vehicles: '003: "Vehicles do not get the benefit of coupled Health/Endurance"',
	stunned: '003: "Stunned means the character loses their next action (even stunned characters get a Defense Roll, however)"',
	weaknessComplication: '003: "Weakness complications, which means that one of the character\'s Vices or problems comes knockin\'"',
	outOfFight: '003: "Once a character loses all of their Health and Endurance, they\'re out of the fight"',
	recovering: '003: "Once per combat, a character may use their action to recover 10 Endurance, this is called Recovering"',
	multipleActions: '003: "at penalty equal to the total number of actions taken- so if you take two extra actions, all three are at -3 dice"',
	multipleDefense: '003: "Any Defense Rolls made this round also suffer this penalty"',
	reckless: '003: "Reckless Offense: Increase your Attack Roll by 2 but reduce your Defense Rolls by 2 until your next turn. (Accurate x2, Unwieldy x2)"',
	kamikaze: '003: "Kamikaze Strike: Increase your Attack Roll by 5 but make no Defense Rolls until your next turn. (Accurate x5, Open to Attack)"',
	defensiveStance: '003: "Defensive Stance: Reduce your Attack Roll by 2 but increase your Defense Rolls by 2 until your next turn. (Defensive x2, Inaccurate x2)"',
	dontHurtMe: '003: "By forfeiting your next action in the pursuit of not getting hurt, you may double the number of dice in your Defense Roll"',
	protect: '003: "By forfeiting your next action, you may make a Defense Roll against the attack as if it were made against you and take any Damage received as well"',
	counter: '003: "you compare attack rolls, and the winner rolls damage as though they were attacking a defense roll of ZERO"',
	counterCost: '003: "a character that Counters loses their next round\'s attack"',
} as const;

/** The id of one citation: what an explanation step's `source` holds. */
export type CitationId = keyof typeof CITATIONS;

/** A step of this game's rules, citing one of the ids above. */
export type CitedStep = GenericCitedStep<CitationId>;

/** The steps of one of this game's rules, so that a mistyped citation id is a compile error. */
export type CitedExplanation = CitedStep[];
