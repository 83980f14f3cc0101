/**
 * 001's "TRADING DAMAGE FOR EFFECT": an attacker gives up some of a hit's damage for an effect, the
 * creature's level added to what it costs. The table is data (a rule pack can hold the same
 * fields); what each effect then does to the target (a knock down, a stun) is the GM's, or a
 * condition's once conditions are kept.
 */
import type { ExplainStep } from "../../../explain";
import { citedStep } from "../cited-step";
import { t } from "../../../../lang";

export interface TradeEffect {
	id: string;
	/** The effect in our words. */
	label: string;
	/** Damage given up before the creature's level is added. */
	damage: number;
	/** What the table notes about it, in our words, when it notes anything. */
	note?: string;
}

/** 001's table, in its order. */
export const TRADE_EFFECTS: readonly TradeEffect[] = [
	{ id: "hinder", label: "Hinder or distract", damage: 1, note: "its tasks are one step harder for a round" },
	{ id: "body-part", label: "Strike a specific body part", damage: 2 },
	{ id: "knock-back", label: "Knock back", damage: 3 },
	{ id: "move-past", label: "Move past", damage: 3, note: "it ends a guarding action" },
	{ id: "held-object", label: "Strike a held object", damage: 3, note: "the object takes the hit as an object does" },
	{ id: "knock-down", label: "Knock down", damage: 4 },
	{ id: "disarm", label: "Disarm", damage: 7, note: "it drops one item it holds or carries" },
	{ id: "stun", label: "Stun", damage: 8, note: "it loses its turn and defends one step harder" },
];

/** Each effect's label and note in the user's language (the fields stay English, as a rule pack's are). */
const WORDS: Readonly<Record<string, { label: () => string; note?: () => string }>> = {
	hinder: { label: () => t("engine.cypher.task.trade.hinder"), note: () => t("engine.cypher.task.trade.hinderNote") },
	"body-part": { label: () => t("engine.cypher.task.trade.bodyPart") },
	"knock-back": { label: () => t("engine.cypher.task.trade.knockBack") },
	"move-past": { label: () => t("engine.cypher.task.trade.movePast"), note: () => t("engine.cypher.task.trade.movePastNote") },
	"held-object": { label: () => t("engine.cypher.task.trade.heldObject"), note: () => t("engine.cypher.task.trade.heldObjectNote") },
	"knock-down": { label: () => t("engine.cypher.task.trade.knockDown") },
	disarm: { label: () => t("engine.cypher.task.trade.disarm"), note: () => t("engine.cypher.task.trade.disarmNote") },
	stun: { label: () => t("engine.cypher.task.trade.stun"), note: () => t("engine.cypher.task.trade.stunNote") },
};

/** What a player reads for an effect: its label in the user's language. */
export const tradeLabel = (effect: TradeEffect): string => WORDS[effect.id]?.label() ?? effect.label;
/** The effect's note in the user's language, when it has one. */
export const tradeNote = (effect: TradeEffect): string | undefined => (effect.note === undefined ? undefined : WORDS[effect.id]?.note?.() ?? effect.note);

/** The effect with this id, or undefined. */
export const tradeEffect = (id: string): TradeEffect | undefined => TRADE_EFFECTS.find((effect) => effect.id === id);

/** What trading for `effect` costs against a creature of `level`: the table's damage plus the level. */
export const tradeCost = (effect: TradeEffect, level: number): number => effect.damage + Math.max(0, level);

/** The step that says what was traded, and what damage is left. */
export function tradeStep(effect: TradeEffect, level: number, left: number): ExplainStep {
	const values = { cost: tradeCost(effect, level), damage: effect.damage, level, effect: tradeLabel(effect).toLowerCase(), note: tradeNote(effect) ?? "", left };
	return citedStep(
		effect.note === undefined ? t("engine.cypher.task.traded", values) : t("engine.cypher.task.tradedNote", values),
		"tradeDamage",
		"Rules-of-the-Game",
	);
}
