/** The rule tools: calculators on rule pages (a reading-view panel), in any note (the `ledger-rules` block) and from the palette (a dialog). */
import type { Plugin } from "obsidian";
import { cryptoRng, type Rng } from "../../engine/rng";
import type { LedgerSettings } from "../../settings";
import { announcer } from "../announce";
import { tableDeps } from "../frame/pipeline";
import { mountRulesBlock, RULES_BLOCK } from "./block";
import { pickRuleCalculator, RULE_CALCULATOR_COMMAND } from "./calculator-modal";
import { mountRulePanel } from "./panel";

/** The Rng is injected for tests; in Obsidian it is crypto. The announcer is made on first use. */
export function registerRuleTools(plugin: Plugin, getSettings: () => LedgerSettings, rng: Rng = cryptoRng()): void {
	const deps = tableDeps(plugin.app, getSettings, (message) => announcer(plugin)(message), rng);
	plugin.registerMarkdownCodeBlockProcessor(RULES_BLOCK, (source, el, ctx) => mountRulesBlock(source, el, ctx, deps));
	plugin.registerMarkdownPostProcessor((el, ctx) => {
		mountRulePanel(el, ctx, deps);
	});
	plugin.addCommand({
		id: RULE_CALCULATOR_COMMAND,
		name: "Open a rule calculator…",
		icon: "calculator",
		callback: () => pickRuleCalculator(plugin.app, deps, plugin.app.workspace.getActiveFile() ?? undefined),
	});
}
