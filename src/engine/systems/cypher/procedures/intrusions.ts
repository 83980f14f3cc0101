/**
 * 001's GM intrusion kinds and examples, as typed data the intrusion dialog offers, each in our own
 * words. `applies` says what the plugin itself does when the GM picks the example: a foe gains 5
 * health (written to the foe, in the same entry as the XP), or the entry names it for the table
 * to play (an NPC's free attack, lost equipment, lasting or ongoing damage…).
 */
import { t } from "../../../../lang";
import type { ExplainStep } from "../../../explain";
import { citedStep } from "../cited-step";

export interface IntrusionKind {
	id: string;
	label: string;
}

export const INTRUSION_KINDS: readonly IntrusionKind[] = [
	{ id: "bad-luck", label: "Bad luck" },
	{ id: "complication", label: "A complication, now or coming" },
	{ id: "opponent", label: "An opponent's luck or skill" },
	{ id: "fumble", label: "A fumble" },
	{ id: "partial-success", label: "Only a partial success" },
	{ id: "harder", label: "The task gets harder" },
];

export interface IntrusionExample {
	id: string;
	label: string;
	/** What the plugin does with it: raise a foe's health, or only say it in the entry. */
	applies: "foe-health" | "noted";
}

/** The health a foe gains (001's example). */
export const FOE_HEALTH_GAIN = 5;

export const INTRUSION_EXAMPLES: readonly IntrusionExample[] = [
	{ id: "force-roll", label: "A roll is needed after all, where it was automatic", applies: "noted" },
	{ id: "foe-health", label: `A foe gains ${FOE_HEALTH_GAIN} health`, applies: "foe-health" },
	{ id: "free-attack", label: "An NPC makes a free attack", applies: "noted" },
	{ id: "ally-flees", label: "An ally flees or steals from them", applies: "noted" },
	{ id: "equipment", label: "Equipment is lost, damaged, dropped or fails", applies: "noted" },
	{ id: "lasting-damage", label: "Damage that lasts", applies: "noted" },
	{ id: "ongoing-damage", label: "Damage that keeps coming", applies: "noted" },
];

/** An intrusion kind's words in the user's language (the table's `label` stays English). */
export const intrusionKindLabel = (id: string): string => t("engine.cypher.procedure.intrusionKind", { id });
/** An intrusion example's words in the user's language. */
export const intrusionExampleLabel = (id: string): string => t("engine.cypher.procedure.intrusionExample", { id, gain: FOE_HEALTH_GAIN });
/** "Bad luck" → "bad luck", in any language (the first letter only). */
const lowerFirst = (text: string): string => `${text.charAt(0).toLowerCase()}${text.slice(1)}`;

/** The steps an intrusion's kind and example add to its entry. */
export function intrusionChoice(kindId: string, exampleId: string): ExplainStep[] {
	const steps: ExplainStep[] = [];
	const kind = INTRUSION_KINDS.find((k) => k.id === kindId);
	const example = INTRUSION_EXAMPLES.find((e) => e.id === exampleId);
	if (kind) steps.push(citedStep(t("engine.cypher.procedure.intrusionKindLine", { kind: lowerFirst(intrusionKindLabel(kind.id)) }), "intrusionKinds"));
	if (example) steps.push(citedStep(t("engine.cypher.procedure.intrusionExampleLine", { example: lowerFirst(intrusionExampleLabel(example.id)) }), "intrusionExamples"));
	return steps;
}

/** A foe's health after the example's gain: more than its maximum raises the maximum with it. */
export function foeGainsHealth(name: string, health: number, healthMax: number): { health: number; healthMax: number; explanation: ExplainStep[] } {
	const after = health + FOE_HEALTH_GAIN;
	return {
		health: after,
		healthMax: Math.max(healthMax, after),
		explanation: [citedStep(after > healthMax ? t("engine.cypher.procedure.foeGainsRaised", { name, gain: FOE_HEALTH_GAIN, before: health, after }) : t("engine.cypher.procedure.foeGains", { name, gain: FOE_HEALTH_GAIN, before: health, after }), "intrusionExamples")],
	};
}
