/**
 * Every rule function returns, with its result, the steps that led to it, so the
 * log and the dialogs can say *why* in plain words.
 */
export interface ExplainStep {
	/** One plain sentence, e.g. "Trained in climbing eases the task by 1 step." */
	text: string;
	/**
	 * Which rule the step applies: the id of a citation in its game's citations table
	 * (`systems/<game>/citations.ts`, e.g. "effortCost"), where the seed file and the rule's words
	 * are kept. The words are data for the tests and the docs, checked against the seed texts; the
	 * plugin ships only the id, so a step stays traceable to its rule without carrying the quotation.
	 */
	source?: string;
	/** A CSRD page the step is explained on (page name without brackets), for links back to the rules. */
	page?: string;
}

export type Explanation = ExplainStep[];

/** A step of one game's rules, whose `source` can only be one of that game's citation ids (a typo is a compile error). */
export type CitedStep<Id extends string> = ExplainStep & { source?: Id };

/**
 * One step, built positionally because rule modules write dozens of them. `source` and `page`
 * are left out when not given, so the step is the same object as the literal it replaces.
 */
export function explainStep(text: string, source?: string, page?: string): ExplainStep {
	const step: ExplainStep = { text };
	if (source !== undefined) step.source = source;
	if (page !== undefined) step.page = page;
	return step;
}

/** The explanation as one plain-text paragraph per step. */
export function explainText(steps: Explanation): string {
	return steps.map((step) => step.text).join("\n");
}
