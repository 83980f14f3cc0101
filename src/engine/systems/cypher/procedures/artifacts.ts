/**
 * Cyphers and artifacts (001, The Strange): identifying one is an Intellect task (a cypher at
 * difficulty 1 or 2, an artifact at its level) that takes a while; using one unidentified is an
 * Intellect task at its level (an artifact's + 2); an identified artifact's first use is an
 * Intellect task at its level; each use of an artifact makes a depletion check.
 */
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

const TIME: Record<FoundItem, string> = { cypher: "15 minutes to an hour", artifact: "15 minutes to 3 hours" };

/** The task, and for identifying how long it takes. */
export function itemTask(request: ItemTaskRequest): Result<ProcedureTask & { time?: string }> {
	const { item, task, level } = request;
	const problem = wholeProblem(fieldName("level"), level, 1, 10);
	if (problem !== undefined) return fail(problem);
	if (item === "cypher" && task === "first-use") return fail("Only an artifact has a first use to master; a cypher is used up once used.");
	let raw: number;
	let source: CitationId;
	let text: string;
	const name = `a level ${level} ${item}`;
	if (task === "identify") {
		raw = item === "cypher" ? (request.cypherDifficulty ?? 2) : level;
		source = item === "cypher" ? "identifyCypher" : "identifyArtifact";
		text = `Identifying ${name} is an Intellect task at ${item === "cypher" ? "difficulty 1 or 2" : "its level"}: difficulty ${raw}, taking ${TIME[item]}.`;
	} else if (task === "use-unidentified") {
		raw = item === "cypher" ? level : level + UNIDENTIFIED_ARTIFACT_STEPS;
		source = item === "cypher" ? "unidentifiedCypher" : "unidentifiedArtifact";
		text = `Using ${name} without knowing what it is: an Intellect task at ${item === "cypher" ? "its level" : `its level + ${UNIDENTIFIED_ARTIFACT_STEPS}`}, difficulty ${raw}.`;
	} else {
		raw = level;
		source = "artifactFirstUse";
		text = `The first use of an identified artifact is an Intellect task at its level: difficulty ${raw}.`;
	}
	const scaled = onScale(raw, `Using ${name}`);
	const explanation: ExplainStep[] = [citedStep(text, source), ...scaled.explanation];
	const label = { identify: `Identifying ${name}`, "use-unidentified": `Using ${name} unidentified`, "first-use": `First use of ${name}` }[task];
	const done: ProcedureTask & { time?: string } = { stat: "intellect", difficulty: scaled.difficulty, assets: 0, hindering: 0, label, explanation };
	if (task === "identify") done.time = TIME[item];
	return ok(done);
}
