/**
 * Intrigue (seed 004): a war of words framed by the speaker's intent (what they hope to gain), their
 * method (trick, bargain or convince) and the target's position, and settled as an opposed check
 * against the target's Sense motive or Knowledge (check.ts's rollOpposed; nothing here rolls).
 *
 * The seed names the four intents, the three methods and the two opposing skills, and no more: how
 * the target's position counts (a bonus or penalty on the usual track) and which opposing skill a
 * method meets by default are this plugin's reading, listed in the Manual's Rules interpretations.
 */
import type { AdjustmentLevel } from "./settings";
import { modifierOf, type Ability, type D20Character } from "./character";

export type IntrigueIntent = "friendliness" | "force-action" | "favour" | "premise";
export type IntrigueMethod = "trick" | "bargain" | "convince";
export type IntriguePosition = "inclined" | "open" | "reluctant" | "against";
export type IntrigueResist = "sense-motive" | "knowledge";

/**
 * The seed's four intents, in its order. `label` is the log's input line (English, as every input
 * line); what the player reads, and what a success brings, come from the catalogue (d20.intrigue.*).
 */
export const INTRIGUE_INTENTS: Readonly<Record<IntrigueIntent, { label: string }>> = {
	friendliness: { label: "Increased friendliness" },
	"force-action": { label: "Force action" },
	favour: { label: "Gain a favour" },
	premise: { label: "Accept premise" },
};

/** The seed's three methods, each with the opposing skill it meets unless the GM says otherwise. */
export const INTRIGUE_METHODS: Readonly<Record<IntrigueMethod, { label: string; resist: IntrigueResist; skills: readonly string[] }>> = {
	// A trick or a bargain hides what the speaker wants: reading it is Sense motive.
	trick: { label: "Trick them", resist: "sense-motive", skills: ["deceive", "deception", "bluff"] },
	bargain: { label: "Bargain with them", resist: "sense-motive", skills: ["diplomacy", "persuasion", "persuade"] },
	// An argument stands or falls on what the target knows: Knowledge.
	convince: { label: "Convince them", resist: "knowledge", skills: ["diplomacy", "persuasion", "persuade"] },
};

/** The target's position toward what is asked, as a bonus or penalty on the track (none when open). */
export const INTRIGUE_POSITIONS: Readonly<Record<IntriguePosition, { label: string; adjustment?: { level: AdjustmentLevel; direction: "bonus" | "penalty" } }>> = {
	inclined: { label: "Already inclined to agree", adjustment: { level: "minor", direction: "bonus" } },
	open: { label: "Open to it" },
	reluctant: { label: "Reluctant: it costs them", adjustment: { level: "minor", direction: "penalty" } },
	against: { label: "Firmly against it", adjustment: { level: "major", direction: "penalty" } },
};

/** The two skills the seed says oppose intrigue, with the ability each is rolled with. */
export const INTRIGUE_RESISTS: Readonly<Record<IntrigueResist, { label: string; ability: Ability; skill: string }>> = {
	"sense-motive": { label: "Sense motive", ability: "wis", skill: "sense motive" },
	knowledge: { label: "Knowledge", ability: "int", skill: "knowledge" },
};

/** The speaker's usual skill for a method: the first of its skills the character has ranks in, else none. */
export function intrigueSkill(character: D20Character, method: IntrigueMethod): string {
	return INTRIGUE_METHODS[method].skills.find((skill) => character.skills[skill] !== undefined) ?? "";
}

/**
 * The target's opposing modifier: the skill's ability modifier plus its ranks. A Knowledge split by
 * field ("knowledge (history)") counts its best field, as the GM would pick the one that applies.
 */
export function resistModifier(character: D20Character, resist: IntrigueResist): { modifier: number; ranks: number; ability: Ability; skill: string } {
	const { ability, skill } = INTRIGUE_RESISTS[resist];
	const named = Object.entries(character.skills).filter(([name]) => name === skill || name.startsWith(`${skill} (`));
	const best = named.reduce<[string, number] | undefined>((top, entry) => (top === undefined || entry[1] > top[1] ? entry : top), undefined);
	const ranks = best?.[1] ?? 0;
	return { modifier: modifierOf(character, ability) + ranks, ranks, ability, skill: best?.[0] ?? skill };
}
