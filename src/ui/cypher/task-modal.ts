/**
 * The Cypher task dialog: the shared table's roll dialog over the Cypher task game (stat,
 * difficulty, skill, assets, Effort, attack, circumstances; the live difficulty, target, exact
 * chance and cost; physical dice). What the engine refuses shows its message and disables Roll.
 */
import type { App, TFile } from "obsidian";
import type { Stat } from "../../engine/systems/cypher/character";
import type { WeaponCategory } from "../../engine/systems/cypher/task";
import type { CharacterAbility } from "../../notes/csrd/abilities";
import type { EnteredDice } from "../../games/frame/game";
import { RollModal } from "../frame/roll-modal";
import type { CharacterNote } from "../../games/cypher/character";
import { cypherPc, cypherTaskGame, taskForm, type CypherPc } from "../../games/cypher/task-game";
import type { TaskForm } from "../../games/cypher/task-form";
import type { SubmitHow } from "../frame/pipeline";

export type RollHandler = (file: TFile, form: TaskForm, label: string | undefined, entered?: EnteredDice, how?: SubmitHow) => Promise<{ ok: boolean }>;

export class TaskModal extends RollModal<CypherPc, TaskForm> {
	constructor(
		app: App,
		note: CharacterNote<TFile>,
		onRoll: RollHandler,
		stat: Stat = "might",
		label?: string,
		skill = "",
		/** The sheet's abilities read from their pages; only actions with a cost are offered. */
		abilities: readonly CharacterAbility[] = [],
		/** A quick task's weapon ("Swing the greatsword | might | heavy weapon"): the dialog opens as that attack. */
		weapon: WeaponCategory | "" = "",
	) {
		const pc = cypherPc(note, abilities);
		super(app, cypherTaskGame, pc, taskForm(pc, stat, label, skill, weapon), (form, entered, how) => onRoll(note.file, form, label, entered, how));
		this.remember = note.file.path;
	}

	/** Changes fields and refreshes the dialog in place (tests call this; the rows use setField). */
	update(changes: Partial<TaskForm>): void {
		this.form = { ...this.form, ...changes };
		this.refresh();
	}

	/** Picks an ability by its index in the dropdown ("" for none); the row calls this, tests do too. */
	chooseAbility(value: string): void {
		this.setField("ability", value);
	}
}
