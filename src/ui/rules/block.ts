/**
 * The `ledger-rules` code block: the rule calculators in any note (a GM's prep note, a session
 * note). Its lines name the calculators wanted, in the order wanted; an empty block has them all.
 * Words it does not know are listed in a message, and the calculators it does know still draw.
 */
import type { MarkdownPostProcessorContext } from "obsidian";
import { fileAt } from "../../notes/campaign/notes";
import { RULE_TOPICS, type RuleTopic } from "../../notes/csrd/rule-page";
import type { TableDeps } from "../frame/pipeline";
import { RuleToolsChild } from "./tools";

export const RULES_BLOCK = "ledger-rules";

export interface RulesBlockSource {
	topics: RuleTopic[];
	/** Words that name no calculator, as written (each once). */
	unknown: string[];
}

const isTopic = (word: string): word is RuleTopic => (RULE_TOPICS as readonly string[]).includes(word);

/** The calculators a block's source names: words separated by lines, spaces or commas, any case. */
export function readRulesBlock(source: string): RulesBlockSource {
	const words = source.split(/[\s,]+/).filter((word) => word !== "");
	if (words.length === 0) return { topics: [...RULE_TOPICS], unknown: [] };
	const topics: RuleTopic[] = [];
	const unknown: string[] = [];
	for (const word of words) {
		const name = word.toLowerCase();
		if (isTopic(name)) {
			if (!topics.includes(name)) topics.push(name);
		} else if (!unknown.includes(word)) unknown.push(word);
	}
	return { topics, unknown };
}

/** The message for words the block does not know, naming what it does. */
export function unknownWordsMessage(unknown: readonly string[]): string {
	const shown = unknown.slice(0, 5).map((word) => `"${word.slice(0, 30)}"`);
	const more = unknown.length > shown.length ? ` and ${unknown.length - shown.length} more` : "";
	return `${RULES_BLOCK} does not know ${shown.join(", ")}${more}. It understands ${RULE_TOPICS.join(", ")}: one or more, or none for all of them.`;
}

export function mountRulesBlock(source: string, el: HTMLElement, ctx: MarkdownPostProcessorContext, deps: TableDeps): void {
	const read = readRulesBlock(source);
	const options = { cls: "cl-rules-block", openSingle: true, ...(read.unknown.length > 0 ? { notice: unknownWordsMessage(read.unknown) } : {}) };
	ctx.addChild(new RuleToolsChild(el, read.topics, deps, fileAt(deps.app, ctx.sourcePath), options));
}
