/**
 * The GM's small dialogs: GM intrusion (who, accepted or refused, who gets the passed XP), damage
 * (by the campaign's damage model) and the recovery split. Each collects choices and hands them to
 * a callback from actions.ts; errors come back as a message shown in the dialog.
 */
import { Modal, Setting, type App, type TFile } from "obsidian";
import type { LogEntry } from "../../engine/log";
import type { Result } from "../../engine/result";
import { STATS, type Stat } from "../../engine/systems/cypher/character";
import type { RuleOutcome } from "../../engine/systems/cypher/health";
import { ARMOR_VALUE, DAMAGE_KINDS, SEVERITIES, type DamageKind, type WoundSeverity } from "../../engine/systems/cypher/health";
import { capital } from "../../engine/systems/cypher/task";
import type { DamageInput } from "../../engine/systems/cypher/log-entries";
import type { PoolSplit, RecoveryRoll } from "../../engine/systems/cypher/recovery";
import type { CharacterNote } from "./character-note";
import type { IntrusionDecision } from "./actions";

const MAX_DAMAGE = 999;

/** A form that submits once and shows the engine's refusal under its button. */
abstract class ActionModal extends Modal {
	protected errorEl: HTMLElement | undefined;
	submitButton: HTMLButtonElement | undefined;

	protected footer(label: string): void {
		this.errorEl = this.contentEl.createDiv({ cls: "cl-warning" });
		const footer = this.contentEl.createDiv({ cls: "cl-task-footer" });
		this.submitButton = footer.createEl("button", { cls: "mod-cta", text: label });
		this.submitButton.addEventListener("click", () => void this.submit());
	}

	protected abstract run(): Promise<Result<LogEntry>>;

	async submit(): Promise<void> {
		if (!this.submitButton || this.submitButton.disabled) return;
		this.submitButton.disabled = true;
		const result = await this.run();
		this.submitButton.disabled = false;
		if (result.ok) this.close();
		else this.errorEl?.setText(result.error);
	}

	override onClose(): void {
		this.contentEl.empty();
	}
}

export interface PartyMember {
	file: TFile;
	name: string;
}

export class IntrusionModal extends ActionModal {
	affected: TFile | undefined;
	choice: "accept" | "refuse" = "accept";
	passTo = "";
	description = "";

	constructor(
		app: App,
		private readonly party: PartyMember[],
		private readonly onIntrude: (file: TFile, decision: IntrusionDecision, description: string) => Promise<Result<LogEntry>>,
		preselected?: TFile,
	) {
		super(app);
		this.affected = preselected ?? party[0]?.file;
		this.passTo = party.find((m) => m.file.path !== this.affected?.path)?.file.path ?? "";
	}

	override onOpen(): void {
		this.setTitle("Intrusion");
		this.draw();
	}

	private draw(): void {
		const { contentEl } = this;
		contentEl.empty();
		new Setting(contentEl).setName("Character").addDropdown((dd) => {
			for (const m of this.party) dd.addOption(m.file.path, m.name);
			dd.setValue(this.affected?.path ?? "").onChange((v) => {
				this.affected = this.party.find((m) => m.file.path === v)?.file;
				if (this.passTo === v) this.passTo = this.party.find((m) => m.file.path !== v)?.file.path ?? "";
				this.draw();
			});
		});
		new Setting(contentEl)
			.setName("The player")
			.setDesc("Accepting gives 2 experience points, one passed to another player; refusing costs 1.")
			.addDropdown((dd) => {
				dd.addOption("accept", "Accepts: gains 2 experience points, passes 1 on");
				dd.addOption("refuse", "Refuses: spends 1 experience point");
				dd.setValue(this.choice).onChange((v) => {
					this.choice = v === "refuse" ? "refuse" : "accept";
					this.draw();
				});
			});
		const others = this.party.filter((m) => m.file.path !== this.affected?.path);
		if (this.choice === "accept" && others.length > 0) {
			new Setting(contentEl).setName("Passes 1 experience point to").addDropdown((dd) => {
				for (const m of others) dd.addOption(m.file.path, m.name);
				dd.setValue(this.passTo).onChange((v) => {
					this.passTo = v;
				});
			});
		}
		new Setting(contentEl).setName("What happens").addText((t) =>
			t
				.setPlaceholder("The rope frays")
				.setValue(this.description)
				.onChange((v) => {
					this.description = v;
				}),
		);
		this.footer("Log intrusion");
	}

	protected run(): Promise<Result<LogEntry>> {
		const affected = this.affected;
		if (!affected) return Promise.resolve({ ok: false, error: "Choose the character the intrusion affects." });
		const other = this.party.find((m) => m.file.path === this.passTo && m.file.path !== affected.path)?.file;
		const decision: IntrusionDecision = this.choice === "refuse" ? { kind: "refuse" } : other ? { kind: "accept", passTo: other } : { kind: "accept" };
		return this.onIntrude(affected, decision, this.description.slice(0, 200));
	}
}

export class DamageModal extends ActionModal {
	/** Wounds: "wound" marks a wound, "pool" damages a Pool (000's special attacks). */
	mode: "wound" | "pool" = "wound";
	wound: WoundSeverity = "minor";
	stat: Stat = "might";
	amount = 0;
	kind: DamageKind = "physical";
	armor: number;

	constructor(
		app: App,
		private readonly note: CharacterNote,
		private readonly onDamage: (file: TFile, input: DamageInput) => Promise<Result<LogEntry>>,
	) {
		super(app);
		this.armor = ARMOR_VALUE[note.sheet.character.armor];
		if (note.damageModel === "damage-track") this.mode = "pool";
	}

	override onOpen(): void {
		this.setTitle(`Apply damage: ${this.note.sheet.character.name}`);
		this.draw();
	}

	private draw(): void {
		const { contentEl } = this;
		contentEl.empty();
		const wounds = this.note.damageModel === "wounds";
		if (wounds) {
			new Setting(contentEl).setName("Damage").addDropdown((dd) => {
				dd.addOption("wound", "A wound");
				dd.addOption("pool", "Damage to a stat pool");
				dd.setValue(this.mode).onChange((v) => {
					this.mode = v === "pool" ? "pool" : "wound";
					this.draw();
				});
			});
		}
		if (wounds && this.mode === "wound") {
			new Setting(contentEl).setName("Wound").addDropdown((dd) => {
				for (const s of SEVERITIES) dd.addOption(s, s);
				dd.setValue(this.wound).onChange((v) => {
					this.wound = v as WoundSeverity;
				});
			});
		} else {
			new Setting(contentEl).setName("Points").addText((t) => {
				t.inputEl.type = "number";
				t.setValue(String(this.amount)).onChange((v) => {
					this.amount = Number(v);
				});
			});
			new Setting(contentEl).setName("Pool").addDropdown((dd) => {
				for (const s of STATS) dd.addOption(s, capital(s));
				dd.setValue(this.stat).onChange((v) => {
					this.stat = v as Stat;
				});
			});
		}
		if (!wounds) {
			new Setting(contentEl).setName("Kind").addDropdown((dd) => {
				for (const k of DAMAGE_KINDS) dd.addOption(k, k);
				dd.setValue(this.kind).onChange((v) => {
					this.kind = v as DamageKind;
				});
			});
			new Setting(contentEl)
				.setName("Armor")
				.setDesc("Subtracted from physical damage; the sheet's armor by default.")
				.addText((t) => {
					t.inputEl.type = "number";
					t.setValue(String(this.armor)).onChange((v) => {
						this.armor = Number(v);
					});
				});
		}
		this.footer("Apply damage");
	}

	input(): DamageInput {
		if (this.note.damageModel === "damage-track") return { model: "damage-track", amount: this.amount, stat: this.stat, kind: this.kind, armor: this.armor };
		return this.mode === "wound" ? { model: "wounds", wound: this.wound } : { model: "wounds", stat: this.stat, amount: this.amount };
	}

	protected run(): Promise<Result<LogEntry>> {
		const input = this.input();
		if ("amount" in input && (!Number.isInteger(input.amount) || input.amount < 0 || input.amount > MAX_DAMAGE)) {
			return Promise.resolve({ ok: false, error: `Points of damage must be a whole number from 0 to ${MAX_DAMAGE}.` });
		}
		return this.onDamage(this.note.file, input);
	}
}

export class RecoveryModal extends ActionModal {
	split: PoolSplit;

	constructor(
		app: App,
		private readonly note: CharacterNote,
		private readonly roll: RuleOutcome<RecoveryRoll>,
		suggested: PoolSplit,
		private readonly onApply: (file: TFile, split: PoolSplit) => Promise<Result<LogEntry>>,
	) {
		super(app);
		this.split = { ...suggested };
	}

	override onOpen(): void {
		const { kind, face, points } = this.roll.value;
		this.setTitle(`Recovery roll: ${this.note.sheet.character.name}`);
		const { contentEl } = this;
		contentEl.empty();
		contentEl.createEl("p", { cls: "cl-recovery-roll", text: `${kind} recovery: d6 ${face} + tier ${this.note.sheet.character.tier} = ${points} points to place.` });
		for (const stat of STATS) {
			const pool = this.note.sheet.character.pools[stat];
			new Setting(contentEl)
				.setName(capital(stat))
				.setDesc(`${pool.current} of ${pool.max}`)
				.addText((t) => {
					t.inputEl.type = "number";
					t.setValue(String(this.split[stat] ?? 0)).onChange((v) => {
						this.split = { ...this.split, [stat]: Number(v) };
					});
				});
		}
		this.footer("Recover");
	}

	protected run(): Promise<Result<LogEntry>> {
		return this.onApply(this.note.file, this.split);
	}
}
