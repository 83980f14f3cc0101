/** The kinds of damage as every Cypher damage dialog offers them: what each one does to Armor, in the user's words. */
import { DAMAGE_KINDS, type DamageKind } from "../../engine/systems/cypher/health";

export const DAMAGE_KIND_LABELS: Record<DamageKind, string> = {
	physical: "Physical (Armor subtracts)",
	mental: "Mental (ignores Armor)",
	ambient: "Ambient: fire, cold, falling (ignores Armor)",
	bypass: "Gets past Armor (poison on a blade)",
};

/** The dropdown's choices, in the engine's order. */
export const DAMAGE_KIND_CHOICES: [DamageKind, string][] = DAMAGE_KINDS.map((kind) => [kind, DAMAGE_KIND_LABELS[kind]]);
