/**
 * Every rule function returns, with its result, the steps that led to it, so the
 * log and the dialogs can say *why* in plain words.
 */
export interface ExplainStep {
	/** One plain sentence, e.g. "Trained in climbing eases the task by 1 step." */
	text: string;
	/** Where the rule comes from: seed file and the rule's words, e.g. "000: Effort … costs 3 points". */
	source?: string;
	/** A CSRD page the step is explained on (page name without brackets), for links back to the rules. */
	page?: string;
}

export type Explanation = ExplainStep[];

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
