/**
 * How the d20 rules write an explanation step: `explainStep` with its `source` typed as an id
 * of this game's citations table, so a misspelt or missing citation is a compile error instead of a
 * step that names no rule (as cypher/cited-step.ts does for the Cypher rules). The same function at
 * run time; only the type is narrower.
 */
import { explainStep } from "../../explain";
import type { CitationId, CitedStep, StepMarker } from "./citations";

// The step's source is the id passed in, so the narrower return type holds.
export const citedStep = explainStep as (text: string, source?: CitationId) => CitedStep;

/** A step its callers recognise by its marker, never by its words (which are in the player's language). */
export function markedStep(text: string, source: CitationId, marker: StepMarker): CitedStep {
	return { ...citedStep(text, source), marker };
}
