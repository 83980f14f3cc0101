/**
 * The `ledger-pack` block: a game's rule pack as the vault has it now (every rule, what it does and
 * whether the vault's note or the plugin's own is in use), the notes the pack cannot use with what
 * is used meanwhile, and a button that writes the pack into the vault. With no body it shows every
 * game's pack; `system: cypher` (or pool, d20) shows one. The Manual's pack notes embed it.
 */
import { MarkdownRenderChild, type App } from "obsidian";
import { describeRule, KIND_NAMES, RULE_KINDS, type Pack, type PackProblem } from "../../games/pack/pack";
import { SYSTEMS, type SystemId } from "../../notes/schema/kind";
import { isRuleFile, readAllPacks } from "../../notes/pack/packs";
import { internalLink } from "../log/links";
import { labelText } from "../user-text";
import { t } from "../../lang";

export const PACK_BLOCK = "ledger-pack";

/** Each kind as the summary titles its list (TypeScript asks for a title when a kind is added). */
const KIND_TITLES: Record<keyof typeof RULE_KINDS, () => string> = { condition: () => t("pack.summary.conditions"), effect: () => t("pack.summary.effects") };

/** The games a block asks for: `system: pool` names one; nothing names all three. */
export function blockSystems(source: string): { systems: SystemId[]; problem?: string } {
	const line = source.split(/\r?\n/).map((l) => l.trim()).find((l) => l !== "");
	if (line === undefined) return { systems: [...SYSTEMS] };
	const match = /^system\s*:\s*(\S+)$/i.exec(line);
	const system = SYSTEMS.find((s) => s === match?.[1]?.toLowerCase());
	return system ? { systems: [system] } : { systems: [...SYSTEMS], problem: t("pack.summary.namesNoGame", { line: line.slice(0, 60), key: "system" }) };
}

export class PackSummaryChild extends MarkdownRenderChild {
	private generation = 0;

	constructor(
		containerEl: HTMLElement,
		private readonly app: App,
		private readonly source: string,
		private readonly sourcePath: string,
		private readonly write: (system: SystemId) => void,
	) {
		super(containerEl);
	}

	override onload(): void {
		this.registerEvent(
			this.app.metadataCache.on("changed", (file) => {
				if (isRuleFile(this.app, file)) void this.render();
			}),
		);
		this.registerEvent(this.app.vault.on("delete", () => void this.render()));
		this.registerEvent(this.app.vault.on("rename", () => void this.render()));
		void this.render();
	}

	async render(): Promise<void> {
		const mine = ++this.generation;
		const { systems, problem } = blockSystems(this.source);
		const { packs, unplaced } = await readAllPacks(this.app, systems);
		if (mine !== this.generation) return;
		const el = this.containerEl;
		el.empty();
		const box = el.createDiv({ cls: "cl-pack-summary" });
		if (problem !== undefined) box.createEl("p", { cls: "cl-warning", text: problem });
		for (const pack of packs) this.drawPack(box, pack);
		if (unplaced.length > 0 && systems.length === SYSTEMS.length) drawProblems(box, t("pack.summary.unplaced"), unplaced, this.app, this.sourcePath);
	}

	private drawPack(parent: HTMLElement, pack: Pack): void {
		const section = parent.createDiv({ cls: "cl-pack", attr: { "data-system": pack.system } });
		const head = section.createDiv({ cls: "cl-pack-head" });
		head.createEl("h4", { cls: "cl-pack-title", text: t("pack.summary.title", { name: pack.name }) });
		const button = head.createEl("button", { cls: "cl-pack-write", text: t("pack.write.name"), attr: { "aria-label": t("pack.summary.writeLabel", { name: pack.name }) } });
		button.addEventListener("click", () => this.write(pack.system));
		for (const kind of KIND_NAMES) {
			const rules = [...pack.rules[kind].values()].sort((a, b) => a.rule.label.localeCompare(b.rule.label));
			if (rules.length === 0) continue;
			section.createDiv({ cls: "cl-pack-kind", text: KIND_TITLES[kind]() });
			const list = section.createEl("ul", { cls: "cl-pack-rules" });
			for (const entry of rules) {
				const item = list.createEl("li", { cls: "cl-pack-rule", attr: { "data-rule": `${kind}:${entry.rule.id}` } });
				if (entry.from.kind === "vault") internalLink(item.createEl("bdi"), this.app, entry.from.path.replace(/\.md$/, ""), entry.rule.label, this.sourcePath);
				else item.createEl("bdi", { cls: "cl-pack-rule-name", text: entry.rule.label });
				item.createSpan({ cls: "cl-pack-rule-from", text: ` ${entry.from.kind === "vault" ? t("pack.summary.fromVault") : t("pack.summary.builtIn")}` });
				item.createSpan({ cls: "cl-pack-rule-does", text: ` ${labelText(describeRule(kind, entry.rule, pack))}` });
			}
		}
		if (pack.problems.length > 0) drawProblems(section, t("pack.summary.problems", { name: pack.name }), pack.problems, this.app, this.sourcePath);
		else section.createDiv({ cls: "cl-pack-fine", text: t("pack.summary.fine", { name: pack.name }) });
	}
}

function drawProblems(parent: HTMLElement, title: string, problems: readonly PackProblem[], app: App, sourcePath: string): void {
	const box = parent.createDiv({ cls: "cl-pack-problems", attr: { role: "alert" } });
	box.createDiv({ cls: "cl-pack-kind", text: title });
	const list = box.createEl("ul");
	for (const problem of problems) {
		const item = list.createEl("li");
		internalLink(item.createEl("bdi"), app, problem.path.replace(/\.md$/, ""), problem.name, sourcePath);
		item.createSpan({ text: labelText(`: ${problem.problems.join("; ")}. ${problem.meanwhile}`) });
	}
}
