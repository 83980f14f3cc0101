/**
 * The GM's small dialogs: GM intrusion (who, accepted or refused, who gets the passed XP) and the
 * recovery split. Each collects choices and hands them to a callback from actions.ts; errors come
 * back as a message shown in the dialog. (Apply damage is a sheet action the table's frame draws:
 * damage-action.ts.)
 */
import type { App, TFile } from "obsidian";
import { FormModal } from "../form-modal";
import type { LogEntry } from "../../engine/log";
import type { Result } from "../../engine/result";
import { STATS } from "../../engine/systems/cypher/character";
import type { RuleOutcome } from "../../engine/systems/cypher/health";
import { capital } from "../../engine/systems/cypher/task";
import { poolRoom, RECOVERY_LABEL, type PoolSplit, type RecoveryRoll } from "../../engine/systems/cypher/recovery";
import { dropdownRow, numberRow, textRow, type Choices } from "../setting-rows";
import type { CharacterNote } from "./character-note";
import type { IntrusionDecision } from "./actions";

/** A form that submits once and shows the engine's refusal under its button. */
abstract class ActionModal extends FormModal {
	protected errorEl: HTMLElement | undefined;
	submitButton: HTMLButtonElement | undefined;

	protected footer(label: string): void {
		this.errorEl = this.contentEl.createDiv({ cls: "cl-warning" });
		this.submitButton = this.footerButton("mod-cta", label, () => void this.submit());
	}

	protected abstract run(): Promise<Result<LogEntry>>;

	async submit(): Promise<void> {
		const button = this.submitButton;
		if (!button || button.disabled) return;
		button.disabled = true;
		const result = await this.run();
		button.disabled = false;
		if (result.ok) this.close();
		else this.errorEl?.setText(result.error);
	}
}

export interface PartyMember {
	file: TFile;
	name: string;
}

function memberChoices(members: readonly PartyMember[]): Choices {
	return members.map((m) => [m.file.path, m.name]);
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
		dropdownRow(contentEl, "Character", memberChoices(this.party), this.affected?.path ?? "", (v) => {
			this.affected = this.party.find((m) => m.file.path === v)?.file;
			if (this.passTo === v) this.passTo = this.party.find((m) => m.file.path !== v)?.file.path ?? "";
			this.draw();
		});
		dropdownRow(
			contentEl,
			"The player",
			[
				["accept", "Accepts: gains 2 experience points, passes 1 on"],
				["refuse", "Refuses: spends 1 experience point"],
			],
			this.choice,
			(v) => {
				this.choice = v === "refuse" ? "refuse" : "accept";
				this.draw();
			},
			"Accepting gives 2 experience points, one passed to another player; refusing costs 1.",
		);
		const others = this.party.filter((m) => m.file.path !== this.affected?.path);
		if (this.choice === "accept" && others.length > 0) {
			dropdownRow(contentEl, "Passes 1 experience point to", memberChoices(others), this.passTo, (v) => {
				this.passTo = v;
			});
		}
		textRow(contentEl, "What happens", "The rope frays", this.description, (v) => {
			this.description = v;
		});
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
		const c = this.note.sheet.character;
		this.setTitle(`Recovery roll: ${c.name}`);
		const { contentEl } = this;
		contentEl.empty();
		const bonus = points - face - c.tier;
		const lastAction = bonus > 0 ? ` + ${bonus} (Last action)` : "";
		contentEl.createEl("p", { cls: "cl-recovery-roll", text: `${capital(RECOVERY_LABEL[kind])} recovery: d6 ${face} + tier ${c.tier}${lastAction} = ${points} points to place.` });
		// A Pool never passes its maximum (000: "up to your maximum in a Pool"), so full Pools take fewer points or none.
		const room = poolRoom(c);
		if (room < points) {
			contentEl.createEl("p", {
				cls: "cl-recovery-room",
				text:
					room === 0
						? `Every Pool is full: there is nothing to place. Recover still uses the ${RECOVERY_LABEL[kind]} recovery.`
						: `The Pools have room for ${room} of the ${points} points: place ${room}.`,
			});
		}
		// With every Pool full there is nothing to split: only Recover is left.
		for (const stat of room === 0 ? [] : STATS) {
			const pool = c.pools[stat];
			numberRow(
				contentEl,
				capital(stat),
				this.split[stat] ?? 0,
				(n) => {
					this.split = { ...this.split, [stat]: n };
				},
				`${pool.current} of ${pool.max}`,
			);
		}
		this.footer("Recover");
	}

	protected run(): Promise<Result<LogEntry>> {
		return this.onApply(this.note.file, this.split);
	}
}
