/**
 * The task dialog: Setting rows for stat, difficulty, skill, assets, Effort and circumstances, and
 * a live line with the final difficulty, the target number, the exact chance and the cost. What the
 * engine refuses (too much Effort, not enough points) shows its message and disables Roll.
 */
import type { App, TFile } from "obsidian";
import { FormModal } from "../form-modal";
import { STATS, type SkillLevel, type Stat } from "../../engine/systems/cypher/character";
import { SKILL_LISTS } from "../../notes/schema/cypher";
import { capital, CIRCUMSTANCES, DIFFICULTY_NAMES, MAX_ASSET_STEPS, WEAPON_CATEGORIES, type WeaponCategory } from "../../engine/systems/cypher/task";
import { countChoices, dropdownRow, sameChoices } from "../setting-rows";
import { abilityCostText, usableAbilities, type CharacterAbility } from "../../notes/csrd/abilities";
import type { CharacterNote } from "./character-note";
import { defaultForm, previewTask, standingHindrance, type TaskForm } from "./task-form";

/** Other easing/hindering the GM names in plain steps; more than this is a different difficulty. */
const MAX_OTHER_STEPS = 5;
const MAX_ROLL_BONUS = 6;

export type RollHandler = (file: TFile, form: TaskForm, label: string | undefined) => Promise<{ ok: boolean }>;

export class TaskModal extends FormModal {
	form: TaskForm;
	private summaryEl: HTMLElement | undefined;
	rollButton: HTMLButtonElement | undefined;
	private rolling = false;
	private readonly abilities: CharacterAbility[];

	constructor(
		app: App,
		private readonly note: CharacterNote,
		private readonly onRoll: RollHandler,
		stat: Stat = "might",
		private readonly label?: string,
		skill = "",
		/** The sheet's abilities read from their pages; only actions with a cost are offered. */
		abilities: readonly CharacterAbility[] = [],
	) {
		super(app);
		// A quick task's skill is used only when the sheet has it; otherwise no skill is assumed.
		this.form = defaultForm(stat, note.sheet.character.skills[skill] !== undefined ? skill : "");
		this.abilities = usableAbilities(abilities);
	}


	override onOpen(): void {
		const name = this.note.sheet.character.name;
		this.setTitle(this.label ? `${this.label}: ${name}` : `Task: ${name}`);
		this.draw();
	}

	/** Changes fields and refreshes the live line (the rows call this; tests do too). */
	update(changes: Partial<TaskForm>): void {
		this.form = { ...this.form, ...changes };
		this.refresh();
	}

	/** Picks an ability by its index in the dropdown ("" for none); the rows call this, tests do too. */
	chooseAbility(value: string): void {
		const ability = value === "" ? undefined : this.abilities[Number(value)];
		this.form = { ...this.form, ability, stat: ability?.pool ?? this.form.stat };
		// Drawn again so the stat row shows, and locks to, the ability's Pool.
		this.draw();
	}

	private draw(): void {
		const { contentEl } = this;
		contentEl.empty();
		contentEl.addClass("cl-task-dialog");
		const c = this.note.sheet.character;
		const number = (v: string): number => Number.parseInt(v, 10) || 0;

		const effortChoices = countChoices(c.effort);

		if (this.abilities.length > 0) {
			dropdownRow(
				contentEl,
				"Ability",
				[["", "None"], ...this.abilities.map((a, i): [string, string] => [String(i), `${a.name} (${abilityCostText(a)})`])],
				this.form.ability ? String(this.abilities.indexOf(this.form.ability)) : "",
				(v) => this.chooseAbility(v),
			);
		}
		const statRow = dropdownRow(
			contentEl,
			"Stat",
			STATS.map((stat) => [stat, `${capital(stat)} (${c.pools[stat].current}/${c.pools[stat].max}, Edge ${c.pools[stat].edge})`]),
			this.form.stat,
			(v) => this.update({ stat: v as Stat }),
		);
		// The ability's points are paid from its Pool, so the task's stat is that Pool.
		const statSelect = statRow.controlEl.querySelector("select");
		if (statSelect && this.form.ability) statSelect.disabled = true;
		dropdownRow(
			contentEl,
			"Difficulty",
			DIFFICULTY_NAMES.map((name, level) => [String(level), `${level} — ${name}`]),
			String(this.form.difficulty),
			(v) => this.update({ difficulty: number(v) }),
			"Before easing and hindering; a creature's level is its difficulty.",
		);
		dropdownRow(contentEl, "Skill", [["", "No skill"], ...Object.entries(c.skills).map(([skill, level]): [string, string] => [skill, `${skill} (${level})`])], this.form.skill, (v) =>
			this.update({ skill: v }),
		);
		dropdownRow(
			contentEl,
			"Another skill",
			[["", "None"], ...sameChoices(SKILL_LISTS)],
			this.form.otherLevel,
			(v) => this.update({ otherLevel: v as SkillLevel | "" }),
			"A level for a skill the sheet does not list; used when no sheet skill is chosen.",
		);
		dropdownRow(
			contentEl,
			"Assets",
			countChoices(MAX_ASSET_STEPS),
			String(this.form.assets),
			(v) => this.update({ assets: number(v) }),
			"Help, tools or circumstances in your favour; at most two steps count.",
		);
		dropdownRow(contentEl, "Effort", effortChoices, String(this.form.effort), (v) => this.update({ effort: number(v) }), `Levels of Effort, up to ${c.name}'s Effort of ${c.effort}.`);
		dropdownRow(
			contentEl,
			"Attack",
			[["", "Not an attack"], ...WEAPON_CATEGORIES.map((w): [string, string] => [w, `${w} weapon`])],
			this.form.weapon,
			(v) => this.update({ weapon: v as WeaponCategory | "" }),
		);
		dropdownRow(
			contentEl,
			"Effort on damage",
			effortChoices,
			String(this.form.effortOnDamage),
			(v) => this.update({ effortOnDamage: number(v) }),
			"Attacks only: levels that add 3 damage each instead of easing the roll.",
		);
		dropdownRow(
			contentEl,
			"Circumstance",
			[
				["", "None"],
				...CIRCUMSTANCES.map((item): [string, string] => {
					const effect = item.effect === "ease" ? `eases ${item.steps}` : item.effect === "hinder" ? `hinders ${item.steps}` : item.effect.replace("-", " ");
					return [item.id, `${item.label} (${effect})`];
				}),
			],
			this.form.circumstance,
			(v) => this.update({ circumstance: v }),
		);
		dropdownRow(
			contentEl,
			"Other easing / hindering",
			countChoices(MAX_OTHER_STEPS, (i) => `eased ${i}`),
			String(this.form.extraEasing),
			(v) => this.update({ extraEasing: number(v) }),
			"Steps added for anything else the table agrees on.",
		).addDropdown((dd) => {
			for (const [option, label] of countChoices(MAX_OTHER_STEPS, (i) => `hindered ${i}`)) dd.addOption(option, label);
			dd.setValue(String(this.form.extraHindering)).onChange((v) => this.update({ extraHindering: number(v) }));
		});
		dropdownRow(
			contentEl,
			"Roll bonus",
			countChoices(MAX_ROLL_BONUS, (i) => `+${i}`),
			String(this.form.rollBonus),
			(v) => this.update({ rollBonus: number(v) }),
			"Added to the die; every full +3 counts as an asset instead.",
		);

		this.summaryEl = contentEl.createDiv({ cls: "cl-task-summary", attr: { "aria-live": "polite" } });
		this.rollButton = this.footerButton(["mod-cta", "cl-task-roll"], "Roll", () => void this.roll());
		this.refresh();
	}

	/** The live line: recomputed from the engine on every change. */
	private refresh(): void {
		const el = this.summaryEl;
		if (!el) return;
		el.empty();
		/** One paragraph of the live line; `part` names its class, cl-task-<part>. */
		const line = (part: string, text: string): void => void el.createEl("p", { cls: `cl-task-${part}`, text });
		const standing = standingHindrance(this.note.sheet.character, this.form.stat, this.note.damageModel);
		for (const step of standing.explanation) line("standing", step.text);
		const ability = this.form.ability;
		if (ability?.pool) line("ability", `${ability.name} is paid from ${capital(ability.pool)}, so the task uses ${capital(ability.pool)}.`);
		const preview = previewTask(this.note, this.form);
		if (!preview.ok) {
			line("refusal", preview.error);
			this.setRollEnabled(false);
			return;
		}
		line("difficulty", preview.value.difficulty);
		line("chance", `Chance of success: ${preview.value.chance}`);
		line("cost", `Cost: ${preview.value.cost}`);
		if (preview.value.damage !== undefined) line("damage", preview.value.damage);
		this.setRollEnabled(!preview.value.plan.impossible);
	}

	private setRollEnabled(enabled: boolean): void {
		if (this.rollButton) this.rollButton.disabled = !enabled || this.rolling;
	}

	/** Rolls the task through the handler; the dialog closes when the result is logged. */
	async roll(): Promise<void> {
		if (this.rolling || this.rollButton?.disabled === true) return;
		this.rolling = true;
		this.setRollEnabled(false);
		const result = await this.onRoll(this.note.file, this.form, this.label);
		this.rolling = false;
		if (result.ok) this.close();
		else this.refresh();
	}
}
