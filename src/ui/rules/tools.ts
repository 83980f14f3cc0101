/**
 * The rule tools drawn together: one collapsible calculator per topic, for a rule page's panel and
 * for a `ledger-rules` block alike. On a rule page they start folded, a line each, so the page's
 * own text stays in view on a phone; a block naming a single calculator shows it open, since the
 * note's author asked for just that one. Each is drawn when first opened.
 */
import { MarkdownRenderChild, type TFile } from "obsidian";
import type { RuleTopic } from "../../notes/csrd/rule-page";
import type { TableDeps } from "../frame/pipeline";
import { drawCalculator } from "./calculator";
import type { CalculatorForm, RuleCalculator } from "../../games/rules/calculator";
import { damageCalculator } from "../../games/rules/damage";
import { effortCalculator } from "../../games/rules/effort";
import { recoveryCalculator } from "../../games/rules/recovery";
import { taskCalculator } from "../../games/rules/task";
import { travelCalculator } from "../../games/rules/travel";
import { xpCalculator } from "../../games/rules/xp";

/** The calculator of each topic (each with its own form; the frame hands each only its own). */
export const CALCULATORS: Readonly<Record<RuleTopic, RuleCalculator<CalculatorForm>>> = {
	task: taskCalculator,
	effort: effortCalculator,
	damage: damageCalculator,
	recovery: recoveryCalculator,
	xp: xpCalculator,
	travel: travelCalculator,
};

export interface RuleToolsOptions {
	/** The panel's class ("cl-rules-panel", "cl-rules-block"). */
	cls: string;
	/** A line naming the panel (a rule page's, so the reader knows it is not the page's text). */
	caption?: string;
	/** A message above the calculators (a block's words it does not know). */
	notice?: string;
	/** The container was made for these tools (a page's panel): it goes with them. */
	ownContainer?: boolean;
	/** A single calculator starts open (a block that names one). */
	openSingle?: boolean;
}

/** The calculators of some topics in one container; removed with the section or block. */
export class RuleToolsChild extends MarkdownRenderChild {
	private unloaded = false;

	constructor(
		containerEl: HTMLElement,
		private readonly topics: readonly RuleTopic[],
		private readonly deps: TableDeps,
		private readonly page: TFile | undefined,
		private readonly options: RuleToolsOptions,
	) {
		super(containerEl);
	}

	override onload(): void {
		const el = this.containerEl;
		el.empty();
		el.addClass("cl-rules", this.options.cls);
		if (this.options.caption !== undefined) el.createDiv({ cls: "cl-rules-caption", text: this.options.caption });
		if (this.options.notice !== undefined) el.createEl("p", { cls: "cl-rules-unknown", text: this.options.notice, attr: { role: "alert" } });
		const host = {
			deps: this.deps,
			page: this.page,
			register: <K extends keyof HTMLElementEventMap>(target: HTMLElement, type: K, handler: (event: HTMLElementEventMap[K]) => unknown) =>
				this.registerDomEvent(target, type, handler),
			alive: () => !this.unloaded,
		};
		for (const topic of this.topics) {
			const details = el.createEl("details", { cls: "cl-rules-calc", attr: { "data-topic": topic } });
			const calculator = CALCULATORS[topic];
			details.createEl("summary", { cls: "cl-rules-title", text: calculator.title });
			const body = details.createDiv({ cls: "cl-rules-body" });
			// Drawn when first opened: a folded calculator costs one line.
			const draw = (): void => {
				if (details.open && body.childElementCount === 0) drawCalculator(body, calculator, host);
			};
			if (this.topics.length === 1 && this.options.openSingle === true) details.open = true;
			draw();
			this.registerDomEvent(details, "toggle", draw);
		}
	}

	override onunload(): void {
		this.unloaded = true;
		if (this.options.ownContainer === true) this.containerEl.remove();
		else this.containerEl.empty();
	}
}
