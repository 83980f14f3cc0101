/**
 * How the Cypher rules write an explanation step: `explainStep` with its `source` typed as an id
 * of the Cypher citations table, so a misspelt or missing citation is a compile error instead of
 * a step that names no rule. The same function at run time; only the type is narrower.
 */
import { explainStep, type ExplainStep } from "../../explain";
import type { CitationId } from "./citations";

export const citedStep: (text: string, source?: CitationId, page?: string) => ExplainStep = explainStep;
