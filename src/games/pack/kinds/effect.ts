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
import type { Duration } from "../../../engine/conditions";
import type { SystemId } from "../../../notes/schema/kind";
import type { RuleKind } from "./kind";
import type { MarginRule } from "../../../engine/systems/d20/manoeuvre";
import { formatList, t } from "../../../lang";

/** The menus a roll opens, per game: what an effect's `roll` may say. */
export const EFFECT_ROLLS: Readonly<Record<SystemId, readonly string[]>> = {
	cypher: ["minor", "major"],
	pool: ["complication"],
	d20: ["manoeuvre"],
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
		for (const [key] of present) reader.fields.note(key, t("pack.problem.marginNotD20"));
		return undefined;
	}
	const [moves, per, more] = [MARGIN_KEYS.movesFeet, MARGIN_KEYS.perMargin, MARGIN_KEYS.moreFeet].map(([key, min, max]) => reader.int(key, 0, min, max)) as [number, number, number];
	if (per > 0 && more === 0) reader.fields.note("per-margin", t("pack.problem.perMarginNeedsMore", { key: "more-feet" }));
	return { movesFeet: moves, perMargin: per, moreFeet: more };
}

/** "is moved 5 feet, and 5 feet more for every 5 the roll beats the CMD by". */
export function marginWords(rule: MarginRule): string {
	const { movesFeet: feet, moreFeet: more, perMargin: per } = rule;
	if (per <= 0 || more <= 0) return feet > 0 ? t("pack.kind.moved", { feet }) : t("pack.kind.notMoved");
	return feet > 0 ? t("pack.kind.movedAndMore", { feet, more, per }) : t("pack.kind.movedPer", { more, per });
}

export const effectKind: RuleKind<EffectRule> = {
	name: "effect",
	noun: "effect",
	needsBody: false,
	read(reader, system, id, label) {
		const rolls = EFFECT_ROLLS[system];
		const roll = reader.has("roll") ? reader.oneOf("roll", rolls, rolls[0] ?? "") : "";
		if (!reader.has("roll")) reader.fields.note("roll", t("pack.problem.required", { values: formatList(rolls, "disjunction") }));
		const rule: EffectRule = { id, label, roll };
		const applies = reader.id("applies", false);
		if (applies !== undefined) rule.applies = applies;
		const margin = readMargin(reader, system);
		if (margin !== undefined) rule.margin = margin;
		if (reader.has("lasts")) {
			rule.lasts = reader.duration("lasts", "until-removed");
			if (applies === undefined) reader.fields.note("lasts", t("pack.problem.lastsWithoutApplies", { key: "applies:" }));
		}
		return rule;
	},
	describe(rule, pack) {
		const roll = rule.roll;
		if (rule.applies === undefined) {
			return rule.margin ? t("pack.kind.choiceMoves", { roll, moved: marginWords(rule.margin) }) : t("pack.kind.choiceNothing", { roll });
		}
		const condition = pack.conditions.get(rule.applies)?.rule;
		const name = condition?.label ?? rule.applies;
		const lasts = t("conditions.duration", { duration: rule.lasts ?? condition?.lasts ?? "until-removed" });
		return rule.margin ? t("pack.kind.choiceAppliesMoves", { roll, name, lasts, moved: marginWords(rule.margin) }) : t("pack.kind.choiceApplies", { roll, name, lasts });
	},
	check(rule, pack) {
		if (rule.applies === undefined || pack.conditions.has(rule.applies)) return [];
		return [t("pack.problem.appliesMissing", { key: "applies", pack: pack.name, id: rule.applies })];
	},
};
