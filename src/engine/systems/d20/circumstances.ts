/**
 * The circumstances seed 004 names as examples of bonuses and penalties, offered by name in the
 * dialogs: taking cover, flanking, lying prone, improvised tools, persuading while your allies attack.
 * The seed classes each as a bonus or a penalty but gives no size: each is Minor here, the smallest
 * step of the track (Rules interpretations). The list is data a rule pack can change or extend; the
 * track that combines them is adjustments.ts's, as for any other bonus or penalty.
 */
import type { Adjustment } from "./adjustments";
import type { AdjustmentLevel } from "./settings";

export type CircumstanceRoll = "attack" | "defence" | "check";

export interface NamedCircumstance {
	id: string;
	/** The log's input line and the adjustment's source, in English; the dialog names it from the catalogue (d20.circumstance). */
	label: string;
	level: AdjustmentLevel;
	direction: "bonus" | "penalty";
	/** The roll it adjusts: the attacker's, the target's Defence, or a check. */
	applies: CircumstanceRoll;
	/** Only against this kind of attack (004: prone helps "against ranged attacks", hurts "against melee"). */
	against?: "ranged" | "melee";
}

/** 004's examples, in its order. */
export const NAMED_CIRCUMSTANCES: readonly NamedCircumstance[] = [
	{ id: "cover", label: "The target is taking cover", level: "minor", direction: "bonus", applies: "defence" },
	{ id: "flanking", label: "Flanking the target", level: "minor", direction: "bonus", applies: "attack" },
	{ id: "prone-ranged", label: "The target is lying prone", level: "minor", direction: "bonus", applies: "defence", against: "ranged" },
	{ id: "prone-melee", label: "The target is lying prone", level: "minor", direction: "penalty", applies: "defence", against: "melee" },
	{ id: "improvised-tools", label: "Using improvised tools", level: "minor", direction: "penalty", applies: "check" },
	{ id: "allies-attacking", label: "Persuading someone your allies are attacking", level: "minor", direction: "penalty", applies: "check" },
];

/** The circumstances a dialog offers for a roll (an attack offers the attacker's and the target's), one toggle a label. */
export function circumstancesFor(roll: "attack" | "check"): { id: string; label: string }[] {
	const offered = NAMED_CIRCUMSTANCES.filter((c) => (roll === "check" ? c.applies === "check" : c.applies !== "check"));
	const seen = new Set<string>();
	const out: { id: string; label: string }[] = [];
	for (const c of offered) {
		// Prone is one toggle: which way it counts follows the attack.
		const id = c.id.startsWith("prone") ? "prone" : c.id;
		if (seen.has(id)) continue;
		seen.add(id);
		out.push({ id, label: c.label });
	}
	return out;
}

/** The adjustments the ticked circumstances make for an attack (melee or ranged) or a check; each is its own source. */
export function circumstanceAdjustments(ticked: readonly string[], roll: "attack" | "check", ranged = false): Adjustment[] {
	return NAMED_CIRCUMSTANCES.filter((c) => {
		const id = c.id.startsWith("prone") ? "prone" : c.id;
		if (!ticked.includes(id)) return false;
		if (roll === "check") return c.applies === "check";
		if (c.applies === "check") return false;
		return c.against === undefined || c.against === (ranged ? "ranged" : "melee");
	}).map((c) => ({ level: c.level, direction: c.direction, applies: c.applies, source: c.label.toLowerCase() }));
}
