/**
 * The `effect` kind: one choice of a menu a roll opens (a Cypher minor or major effect, a pool-game
 * Combat Complication, a d20 combat manoeuvre). When it `applies` a condition of the same pack,
 * choosing it puts that condition on the target; otherwise its note's body says what the GM does.
 *
 *     ledger: rule          system: cypher        rule: effect
 *     id: stun              label: Stun           roll: major
 *     applies: stunned      lasts: next-turn-end
 */
import { DURATION_WORDS, type Duration } from "../../../engine/conditions";
import type { SystemId } from "../../../notes/schema/kind";
import type { RuleKind } from "./kind";

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
		if (reader.has("lasts")) {
			rule.lasts = reader.duration("lasts", "until-removed");
			if (applies === undefined) reader.fields.note("lasts", "says how long a condition lasts, but the effect applies none (add applies: and a condition's id)");
		}
		return rule;
	},
	describe(rule, pack) {
		const on = ROLL_WORDS[rule.roll] ?? rule.roll;
		if (rule.applies === undefined) return `A choice of ${on}; it applies no condition: the GM plays it out.`;
		const condition = pack.conditions.get(rule.applies)?.rule;
		const name = condition?.label ?? rule.applies;
		return `A choice of ${on}: the target becomes ${name}, ${DURATION_WORDS[rule.lasts ?? condition?.lasts ?? "until-removed"]}.`;
	},
	check(rule, pack) {
		if (rule.applies === undefined || pack.conditions.has(rule.applies)) return [];
		return [`applies: ${pack.name} has no usable condition ${rule.applies}, so this effect cannot be chosen until it has one (check the id, or fix that condition's note)`];
	},
};
