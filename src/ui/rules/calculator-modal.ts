/**
 * A rule calculator in a dialog, from the command palette: "Open a rule calculator…" picks one
 * (task, Effort, damage, recovery, XP, travel) and draws it as the `ledger-rules` block does,
 * open. Its rolls link back to the note that was open, and are not offered without one.
 */
import { type App, type TFile } from "obsidian";
import type { TableDeps } from "../frame/pipeline";
import { FormModal } from "../form-modal";
import { PickModal } from "../pick-modal";
import { RULE_TOPICS, type RuleTopic } from "../../notes/csrd/rule-page";
import { CALCULATORS, RuleToolsChild } from "./tools";

export const RULE_CALCULATOR_COMMAND = "rule-calculator";

export class RuleCalculatorModal extends FormModal {
	private tools: RuleToolsChild | undefined;

	constructor(
		app: App,
		private readonly topic: RuleTopic,
		private readonly deps: TableDeps,
		private readonly page: TFile | undefined,
	) {
		super(app);
	}

	override onOpen(): void {
		this.setTitle(CALCULATORS[this.topic].title);
		const body = this.contentEl.createDiv();
		this.tools = new RuleToolsChild(body, [this.topic], this.deps, this.page, { cls: "cl-rules-modal", openSingle: true });
		this.tools.load();
		if (this.page === undefined) this.contentEl.createEl("p", { cls: "setting-item-description", text: "Open a note to roll from here: the roll is logged with a link to it." });
	}

	override onClose(): void {
		// Its events end with it: a roll finishing after the dialog closed draws nothing.
		this.tools?.unload();
		this.tools = undefined;
		super.onClose();
	}
}

/** Picks a calculator by its title, then opens it in a dialog. */
export function pickRuleCalculator(app: App, deps: TableDeps, page: TFile | undefined): void {
	new PickModal(app, "Which calculator?", [...RULE_TOPICS], (topic) => CALCULATORS[topic].title, (topic) => new RuleCalculatorModal(app, topic, deps, page).open()).open();
}
