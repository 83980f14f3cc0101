/**
 * Which damage Armor stops. 000: "Mental attacks like a psychic blast ignore
 * Armor, and some unusual physical attacks (such as poison on a blade) can
 * bypass Armor"; 001: "Ambient Damage: Not affected by armor."
 */
import type { ExplainStep } from "../../../explain";
import { PAGE } from "./outcome";
import type { CitationId } from "../citations";
import { citedStep } from "../cited-step";
import { t } from "../../../../lang";

/**
 * - physical: a blow, a shot, a claw: Armor subtracts.
 * - mental: a psychic blast: ignores Armor.
 * - ambient: fire, cold, falling, acid (001's hazards): not affected by Armor.
 * - bypass: physical damage the attack says gets past Armor (poison on a blade).
 */
export type DamageKind = "physical" | "mental" | "ambient" | "bypass";
export const DAMAGE_KINDS: readonly DamageKind[] = ["physical", "mental", "ambient", "bypass"];

export const armorApplies = (kind: DamageKind): boolean => kind === "physical";

/** Damage left after Armor, never below 0 (000: "If the NPC's Armor reduces the incoming damage to 0 or less, the NPC takes no damage at all."). */
export function afterArmor(
	damage: number,
	armor: number,
	kind: DamageKind,
	who: string,
	armorSource: CitationId = "armorReducesDamage",
): { damage: number; explanation: ExplainStep[] } {
	if (armor <= 0) return { damage, explanation: [] };
	if (!armorApplies(kind)) {
		return {
			damage,
			explanation: [
				citedStep(
					t("engine.cypher.health.ignoresArmor", { kind, who, armor }),
					kind === "ambient"
							? "ambientIgnoresArmor"
							: kind === "mental"
								? "mentalIgnoresArmor"
								: "bypassesArmor",
					PAGE.rules,
				),
			],
		};
	}
	const left = Math.max(0, damage - armor);
	return {
		damage: left,
		explanation: [
			citedStep(t("engine.cypher.health.armorReduces", { who, armor, damage, left }), armorSource, PAGE.rules),
		],
	};
}
