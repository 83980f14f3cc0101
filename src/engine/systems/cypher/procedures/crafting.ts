/**
 * Crafting (001): an Intellect task at the item's level (a numenera's level + 5; a permanent
 * nonstandard or strange item at least 7, and an artifact costs XP), materials of the item's level
 * and every level below, the time the crafting table gives for the difficulty, training that may
 * save time or materials instead of easing the roll, a retry that needs fresh material of the
 * highest level; and The Strange's recursion key: a day at the place, a week of work, 1 XP and an
 * Intellect task at the recursion's level + 2.
 */
import { t } from "../../../../lang";
import { fail, ok, type Result } from "../../../result";
import type { ExplainStep } from "../../../explain";
import { citedStep } from "../cited-step";
import { craftingTime } from "./tables";
import { fieldName, onScale, wholeProblem, type ProcedureTask } from "./task";

export type CraftKind = "common" | "numenera" | "strange" | "recursion-key";
/** What training in the craft is spent on: easing the roll (as usual), or, if the GM allows, the time or the materials. */
export type TrainingUse = "difficulty" | "time" | "materials";

/** The lowest difficulty of a permanent nonstandard or strange item. */
export const STRANGE_MIN_DIFFICULTY = 7;
export const NUMENERA_STEPS = 5;
export const RECURSION_KEY_STEPS = 2;
export const RECURSION_KEY_XP = 1;
/** Items are rated 1 to 10 (000: levels on "a scale from 1 (lowest) to 10 (highest)"). */
export const MAX_ITEM_LEVEL = 10;

export interface CraftingRequest {
	kind: CraftKind;
	/** The item's level (the recursion's level for a key). */
	level: number;
	/** Steps of training the crafter has in it (0 none, 1 trained, 2 specialized, 3 expert). */
	trainingSteps?: number;
	/** What the training is spent on (001's option, at the GM's word); easing the roll by default. */
	trainingUse?: TrainingUse;
	/** A second try after a failure. */
	retry?: boolean;
	/** XP an artifact's crafting costs: 001 requires some but names no number, so the GM sets it. */
	artifactXp?: number;
}

export interface CraftingPlan {
	task: ProcedureTask;
	/** The crafting table's row for the difficulty: what is built there and how long it takes. */
	time: string;
	/** The material levels needed, highest first; a retry needs fresh material of the first. */
	materials: number[];
	/** XP the crafting spends (a recursion key's 1, an artifact's as set). */
	xp: number;
	/** Whether the training eases the roll (else it saved time or materials, and the dialog should not count it again). */
	trainingEasesRoll: boolean;
	explanation: ExplainStep[];
}

const KIND_WORDS: Record<CraftKind, string> = { common: "An item", numenera: "A numenera", strange: "A permanent strange item", "recursion-key": "A recursion key" };

export function planCrafting(request: CraftingRequest): Result<CraftingPlan> {
	const { kind, level } = request;
	const problem = wholeProblem(fieldName("level"), level, kind === "recursion-key" ? 0 : 1, MAX_ITEM_LEVEL) ?? wholeProblem(fieldName("xp"), request.artifactXp ?? 0, 0, 100) ?? wholeProblem(fieldName("training"), request.trainingSteps ?? 0, 0, 3);
	if (problem !== undefined) return fail(problem);
	const explanation: ExplainStep[] = [];
	let raw: number;
	switch (kind) {
		case "common":
			raw = level;
			explanation.push(citedStep(t("engine.cypher.procedure.craftCommon", { level }), "craftCommon"));
			break;
		case "numenera":
			raw = level + NUMENERA_STEPS;
			explanation.push(citedStep(t("engine.cypher.procedure.craftNumenera", { level, steps: NUMENERA_STEPS, difficulty: raw }), "craftNumenera"));
			break;
		case "strange":
			raw = Math.max(level, STRANGE_MIN_DIFFICULTY);
			explanation.push(citedStep(request.artifactXp ? t("engine.cypher.procedure.craftStrangeXp", { min: STRANGE_MIN_DIFFICULTY, difficulty: raw, xp: request.artifactXp }) : t("engine.cypher.procedure.craftStrange", { min: STRANGE_MIN_DIFFICULTY, difficulty: raw }), "craftStrange"));
			break;
		case "recursion-key":
			raw = level + RECURSION_KEY_STEPS;
			explanation.push(
				citedStep(t("engine.cypher.procedure.keyVisit"), "recursionKeyVisit"),
				citedStep(t("engine.cypher.procedure.keyWeek"), "recursionKeyWeek"),
				citedStep(t("engine.cypher.procedure.keyTask", { xp: RECURSION_KEY_XP, steps: RECURSION_KEY_STEPS, difficulty: raw }), "recursionKeyTask"),
			);
			break;
	}
	const scaled = onScale(raw, t("engine.cypher.procedure.craftKind", { kind }));
	explanation.push(...scaled.explanation);
	const steps = request.trainingSteps ?? 0;
	const use = steps > 0 ? (request.trainingUse ?? "difficulty") : "difficulty";
	// The time is the crafting table's row for the difficulty; training spent on time moves it a row per step.
	let time = craftingTime(Math.max(0, scaled.difficulty - (use === "time" ? steps : 0)));
	if (kind === "recursion-key") time = t("engine.cypher.procedure.keyTime");
	else explanation.push(citedStep(t("engine.cypher.procedure.craftTime", { difficulty: scaled.difficulty, time: craftingTime(scaled.difficulty) }), "craftTime"));
	const all: number[] = [];
	for (let l = kind === "recursion-key" ? 0 : level; l >= 1; l--) all.push(l);
	let materials = all;
	if (kind !== "recursion-key") {
		explanation.push(citedStep(all.length === 1 ? t("engine.cypher.procedure.materialsOne") : t("engine.cypher.procedure.materials", { level }), "craftMaterials"));
		// Training spent on materials drops the lowest levels, a level a step (never the item's own level).
		if (use === "materials") materials = all.slice(0, Math.max(1, all.length - steps));
	}
	if (use !== "difficulty") {
		const saved = use === "time" ? t("engine.cypher.procedure.trainingSavesTime", { steps, time }) : t("engine.cypher.procedure.trainingSavesMaterials", { steps, levels: materials.join(", ") });
		explanation.push(citedStep(saved, "craftTraining"));
	}
	if (request.retry === true && materials.length > 0) explanation.push(citedStep(t("engine.cypher.procedure.retry", { level: materials[0] ?? 1 }), "craftRetry"));
	const xp = kind === "recursion-key" ? RECURSION_KEY_XP : kind === "strange" ? (request.artifactXp ?? 0) : 0;
	return ok({
		task: { stat: "intellect", difficulty: scaled.difficulty, assets: 0, hindering: 0, label: kind === "recursion-key" ? `Crafting a recursion key (level ${level} recursion)` : `Crafting ${KIND_WORDS[kind].toLowerCase()} of level ${level}`, explanation },
		time,
		materials,
		xp,
		trainingEasesRoll: use === "difficulty",
		explanation,
	});
}
