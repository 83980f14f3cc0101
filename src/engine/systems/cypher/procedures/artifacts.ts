/**
 * Cyphers and artifacts (001, The Strange): identifying one is an Intellect task (a cypher at
 * difficulty 1 or 2, an artifact at its level) that takes a while; using one unidentified is an
 * Intellect task at its level (an artifact's + 2); an identified artifact's first use is an
 * Intellect task at its level; each use of an artifact makes a depletion check.
 */
import { t } from "../../../../lang";
import { fail, ok, type Result } from "../../../result";
import type { ExplainStep } from "../../../explain";
import { citedStep } from "../cited-step";
import type { CitationId } from "../citations";
import { fieldName, onScale, wholeProblem, type ProcedureTask } from "./task";

export type FoundItem = "cypher" | "artifact";
export type ItemTask = "identify" | "use-unidentified" | "first-use";

/** 001: a cypher is identified at difficulty 1 or 2; the GM picks, and 2 is the default here (the harder one). */
export const CYPHER_IDENTIFY_DIFFICULTIES = [1, 2] as const;
export const UNIDENTIFIED_ARTIFACT_STEPS = 2;

export interface ItemTaskRequest {
	item: FoundItem;
	task: ItemTask;
	/** The item's level (1–10). */
	level: number;
	/** A cypher's identification difficulty, 1 or 2 (the GM's pick). */
	cypherDifficulty?: 1 | 2;
}

/** How long identifying takes, in the user's language. */
const identifyTime = (item: FoundItem): string => t("engine.cypher.procedure.identifyTime", { item });

/** The task, and for identifying how long it takes. */
export function itemTask(request: ItemTaskRequest): Result<ProcedureTask & { time?: string }> {
	const { item, task, level } = request;
	const problem = wholeProblem(fieldName("level"), level, 1, 10);
	if (problem !== undefined) return fail(problem);
	if (item === "cypher" && task === "first-use") return fail(t("engine.cypher.procedure.cypherNoFirstUse"));
	let raw: number;
	let source: CitationId;
	let text: string;
	const name = `a level ${level} ${item}`;
	if (task === "identify") {
		raw = item === "cypher" ? (request.cypherDifficulty ?? 2) : level;
		source = item === "cypher" ? "identifyCypher" : "identifyArtifact";
		text = t("engine.cypher.procedure.identify", { item, level, difficulty: raw, time: identifyTime(item) });
	} else if (task === "use-unidentified") {
		raw = item === "cypher" ? level : level + UNIDENTIFIED_ARTIFACT_STEPS;
		source = item === "cypher" ? "unidentifiedCypher" : "unidentifiedArtifact";
		text = t("engine.cypher.procedure.useUnidentified", { item, level, steps: UNIDENTIFIED_ARTIFACT_STEPS, difficulty: raw });
	} else {
		raw = level;
		source = "artifactFirstUse";
		text = t("engine.cypher.procedure.firstUse", { difficulty: raw });
	}
	const scaled = onScale(raw, t("engine.cypher.procedure.usingItem", { item, level }));
	const explanation: ExplainStep[] = [citedStep(text, source), ...scaled.explanation];
	const label = { identify: `Identifying ${name}`, "use-unidentified": `Using ${name} unidentified`, "first-use": `First use of ${name}` }[task];
	const done: ProcedureTask & { time?: string } = { stat: "intellect", difficulty: scaled.difficulty, assets: 0, hindering: 0, label, explanation };
	if (task === "identify") done.time = identifyTime(item);
	return ok(done);
}
