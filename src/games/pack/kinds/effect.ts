/**
 * The `effect` kind: one choice of a menu a roll opens (a Cypher minor or major effect, a pool-game
 * Combat Complication, a d20 combat manoeuvre). When it `applies` a condition of the same pack,
 * choosing it puts that condition on the target; otherwise its note's body says what the GM does.
 *
 *     ledger: rule          system: cypher        rule: effect
 *     id: stun              label: Stun           roll: major
 *     applies: stunned      lasts: next-turn-end
 *
 * A d20 manoeuvre may also move its target, by how far the roll beat the CMD (engine/systems/d20/
 * manoeuvre.ts's manoeuvreMargin): `moves-feet: 5`, `per-margin: 5`, `more-feet: 5` read "pushed 5
 * feet, and 5 feet more for every 5 the roll beats the CMD by".
 */
import { DURATION_WORDS, type Duration } from "../../../engine/conditions";
import type { SystemId } from "../../../notes/schema/kind";
import type { RuleKind } from "./kind";
import type { MarginRule } from "../../../engine/systems/d20/manoeuvre";

/** The menus a roll opens, per game: what an effect's `roll` may say. */
export const EFFECT_ROLLS: Readonly<Record<SystemId, readonly string[]>> = {
	cypher: ["minor", "major"],
	pool: ["complication"],
	d20: ["manoeuvre"],
};

/** How each menu is named in a sentence. */
export const ROLL_WORDS: Readonly<Record<string, string>> = {
	minor: "a minor effect (a natural 19)",
	major: "a major effect (a natural 20)",
	complication: "a Combat Complication (a hit of at least half the maximum Health)",
	manoeuvre: "a combat manoeuvre that succeeds",
};

export interface EffectRule {
	id: string;
	label: string;
	/** The menu it is a choice of. */
	roll: string;
	/** The id of the condition choosing it applies to the target, if any. */
	applies?: string;
	/** How long that condition lasts; the condition's own default when not said. */
	lasts?: Duration;
	/** A d20 manoeuvre's movement of its target, by the margin over the CMD (all three keys, or none). */
	margin?: MarginRule;
}

/** The keys of a manoeuvre's margin rule, and their bounds (feet and a step no table needs more of). */
const MARGIN_KEYS = { movesFeet: ["moves-feet", 0, 100], perMargin: ["per-margin", 0, 20], moreFeet: ["more-feet", 0, 100] } as const;

/** The margin rule of a d20 manoeuvre note, when it has any of the keys; other games are told the keys are not theirs. */
function readMargin(reader: Parameters<RuleKind<EffectRule>["read"]>[0], system: string): MarginRule | undefined {
	const present = Object.values(MARGIN_KEYS).filter(([key]) => reader.has(key));
	if (present.length === 0) return undefined;
	if (system !== "d20") {
		for (const [key] of present) reader.fields.note(key, "moves a d20 manoeuvre's target; this game's effects have no such rule, so it is not used");
		return undefined;
	}
	const [moves, per, more] = [MARGIN_KEYS.movesFeet, MARGIN_KEYS.perMargin, MARGIN_KEYS.moreFeet].map(([key, min, max]) => reader.int(key, 0, min, max)) as [number, number, number];
	if (per > 0 && more === 0) reader.fields.note("per-margin", "needs more-feet: how many feet more each step moves the target");
	return { movesFeet: moves, perMargin: per, moreFeet: more };
}

/** "is moved 5 feet, and 5 feet more for every 5 the roll beats the CMD by". */
export function marginWords(rule: MarginRule): string {
	const per = rule.perMargin > 0 && rule.moreFeet > 0 ? `for every ${rule.perMargin} the roll beats the CMD by` : "";
	if (per === "") return rule.movesFeet > 0 ? `is moved ${rule.movesFeet} feet` : "is not moved";
	return rule.movesFeet > 0 ? `is moved ${rule.movesFeet} feet, and ${rule.moreFeet} feet more ${per}` : `is moved ${rule.moreFeet} feet ${per}`;
}

export const effectKind: RuleKind<EffectRule> = {
	name: "effect",
	noun: "effect",
	needsBody: false,
	read(reader, system, id, label) {
		const rolls = EFFECT_ROLLS[system];
		const roll = reader.has("roll") ? reader.oneOf("roll", rolls, rolls[0] ?? "") : "";
		if (!reader.has("roll")) reader.fields.note("roll", `is required: ${rolls.join(" or ")}`);
		const rule: EffectRule = { id, label, roll };
		const applies = reader.id("applies", false);
		if (applies !== undefined) rule.applies = applies;
		const margin = readMargin(reader, system);
		if (margin !== undefined) rule.margin = margin;
		if (reader.has("lasts")) {
			rule.lasts = reader.duration("lasts", "until-removed");
			if (applies === undefined) reader.fields.note("lasts", "says how long a condition lasts, but the effect applies none (add applies: and a condition's id)");
		}
		return rule;
	},
	describe(rule, pack) {
		const on = ROLL_WORDS[rule.roll] ?? rule.roll;
		const moved = rule.margin ? ` The target ${marginWords(rule.margin)}.` : "";
		if (rule.applies === undefined) return `A choice of ${on}; it applies no condition${moved === "" ? ": the GM plays it out." : `.${moved}`}`;
		const condition = pack.conditions.get(rule.applies)?.rule;
		const name = condition?.label ?? rule.applies;
		return `A choice of ${on}: the target becomes ${name}, ${DURATION_WORDS[rule.lasts ?? condition?.lasts ?? "until-removed"]}.${moved}`;
	},
	check(rule, pack) {
		if (rule.applies === undefined || pack.conditions.has(rule.applies)) return [];
		return [`applies: ${pack.name} has no usable condition ${rule.applies}, so this effect cannot be chosen until it has one (check the id, or fix that condition's note)`];
	},
};
