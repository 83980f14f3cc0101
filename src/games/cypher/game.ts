/**
 * The Cypher System's character at the shared table: the task game's sheet with every other
 * action's buttons and lists, and one dialog per action. Each action lives in a module of its own
 * (task-game.ts, cyphers-action.ts, …); this file only puts them together and sends each form back
 * to the action that made it.
 */
import type { LogEntry } from "../../engine/log";
import type { Result } from "../../engine/result";
import type { Field, Preview, ResolveContext, SheetModel, TableGame } from "../frame/game";
import { changeForm } from "../frame/form-change";
import type { CypherAction } from "./action";
import { abilitiesAction } from "./abilities-action";
import { armorHoursAction } from "./armor-action";
import { chaseAction } from "./chase-action";
import { cyphersAction } from "./cyphers-action";
import { artifactsAction } from "./artifacts-action";
import { damageAction } from "./damage-action";
import { defendAction } from "./defend-action";
import { equipmentAction } from "./equipment-action";
import { grappleAction } from "./grapple-action";
import { healAction } from "./heal-action";
import { poisonAction } from "./poison-action";
import { weaknessAction } from "./weakness-action";
import { xpAction } from "./xp-action";
import { sheet as taskSheet, cypherTask, type CypherPc } from "./task-game";

/** Every action of the Cypher sheet, in the order their buttons and lists are drawn. */
const ACTIONS = {
	task: cypherTask,
	defend: defendAction,
	damage: damageAction,
	poison: poisonAction,
	weakness: weaknessAction,
	grapple: grappleAction,
	armorHours: armorHoursAction,
	heal: healAction,
	xp: xpAction,
	cyphers: cyphersAction,
	artifacts: artifactsAction,
	equipment: equipmentAction,
	abilities: abilitiesAction,
	chase: chaseAction,
};

type ActionName = keyof typeof ACTIONS;
type FormOf<A> = A extends CypherAction<infer F> ? F : never;

/** A dialog's form, tagged with the action that made it. */
export type CypherForm = { [K in ActionName]: { action: K; form: FormOf<(typeof ACTIONS)[K]> } }[ActionName];

const NAMES = Object.keys(ACTIONS) as ActionName[];

// Each form goes back to the action that made it; the tag guarantees the form's type matches.
const actionOf = (form: CypherForm): CypherAction<unknown> => ACTIONS[form.action];
const retag = (form: CypherForm, inner: unknown): CypherForm => ({ action: form.action, form: inner }) as CypherForm;

function sheet(pc: CypherPc): SheetModel {
	const model = taskSheet(pc);
	for (const name of NAMES) {
		const parts = ACTIONS[name].sheet?.(pc);
		if (parts?.actions) model.actions.push(...parts.actions);
		if (parts?.lists) model.lists.push(...parts.lists);
	}
	return model;
}

export const cypherGame: TableGame<CypherPc, CypherForm> = {
	system: "cypher",
	sheet,
	form(pc, actionId) {
		for (const name of NAMES) {
			const form: unknown = ACTIONS[name].form(pc, actionId);
			if (form !== undefined) return { action: name, form } as CypherForm;
		}
		return undefined;
	},
	title: (pc, form) => actionOf(form).title(pc, form.form),
	fields: (pc, form): Field[] => actionOf(form).fields(pc, form.form),
	// The frame's check of the field runs on the action's own form, as for any other game.
	update: (pc, form, key, value) => retag(form, changeForm(actionOf(form), pc, form.form, key, value)),
	preview: (pc, form): Preview => actionOf(form).preview(pc, form.form),
	resolve: (pc, form, context: ResolveContext): Result<LogEntry> => actionOf(form).resolve(pc, form.form, context),
};
