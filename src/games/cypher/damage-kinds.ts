/** The kinds of damage as every Cypher damage dialog offers them: what each one does to Armor, in the user's words. */
import { DAMAGE_KINDS, type DamageKind } from "../../engine/systems/cypher/health";
import { t } from "../../lang";

/** A kind of damage as the dropdown names it, in the user's language. */
export function damageKindLabel(kind: DamageKind): string {
	switch (kind) {
		case "physical":
			return t("cypher.damageKind.physical");
		case "mental":
			return t("cypher.damageKind.mental");
		case "ambient":
			return t("cypher.damageKind.ambient");
		case "bypass":
			return t("cypher.damageKind.bypass");
	}
}

/** The dropdown's choices, in the engine's order (made when a dialog is drawn, so they follow the language). */
export const damageKindChoices = (): [DamageKind, string][] => DAMAGE_KINDS.map((kind) => [kind, damageKindLabel(kind)]);
