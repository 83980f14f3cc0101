/**
 * A character's abilities as the sheet and the task dialog show them: which are worth a choice in the
 * dialog, and what each costs in words. notes/csrd/abilities.ts reads them from their pages.
 */
import { t } from "../../lang";
import type { CharacterAbility } from "../../notes/csrd/abilities";

/** Abilities worth a choice in the task dialog: actions that cost points (enablers and free ones cost nothing to use). */
export function usableAbilities(abilities: readonly CharacterAbility[]): CharacterAbility[] {
	return abilities.filter((a) => a.kind === "action" && a.cost > 0 && a.pool !== undefined);
}

/** "1 Might", "4+ Intellect", or "no cost". */
export function abilityCostText(ability: Pick<CharacterAbility, "cost" | "pool" | "costOpenEnded">): string {
	if (ability.cost === 0 || ability.pool === undefined) return t("cypher.abilities.noCost");
	return ability.costOpenEnded ? t("cypher.abilities.costOrMore", { cost: ability.cost, pool: ability.pool }) : t("cypher.abilities.cost", { cost: ability.cost, pool: ability.pool });
}
