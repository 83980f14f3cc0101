/**
 * 001's optional rule on the tracker: with `acting-in-melee: true` on a Cypher encounter note, each
 * row's menu offers "Acts in melee, not fighting…". The GM says whether the combatant only moves;
 * the entry announces the extra attack the foes in melee get (or that moving alone provokes none),
 * so the turn's record shows it. The rule's words are the engine's (party/acting-in-melee.ts).
 */
import type { TFile } from "obsidian";
import { fail, ok, type Result } from "../../engine/result";
import type { LogEntry } from "../../engine/log";
import { makeEntry } from "../../engine/log";
import { ACTING_IN_MELEE_KEY, actingInMelee } from "../../engine/systems/cypher/party";
import type { EncounterNote } from "../../notes/encounter/read";
import type { DialogGame } from "../frame/roll-modal";
import { actorOf, encounterEntry, logged, type EncounterDeps } from "./actions";

export const ACTING_IN_MELEE_LABEL = "Acts in melee, not fighting…";

export interface MeleeForm {
	id: string;
	onlyMoving: boolean;
}

/** The encounter plays the optional rule: a Cypher encounter whose note turns it on. */
export const playsActingInMelee = (note: Pick<EncounterNote, "system" | "frontmatter">): boolean => note.system === "cypher" && note.frontmatter[ACTING_IN_MELEE_KEY] === true;

export const meleeDialog: DialogGame<EncounterNote, MeleeForm> = {
	title: (_note, form) => `${form.id} acts in melee`,
	fields: (_note, form) => [{ kind: "toggle", key: "onlyMoving", label: "Only moves", value: form.onlyMoving, description: "Moving away and doing nothing else provokes no attack." }],
	preview: (_note, form) => ({ odds: [`${actingInMelee(form.id, form.onlyMoving).text}.`], submit: "Log it" }),
};

/** The entry: who acted, and whether the foes in melee attack at once. Nothing on the notes changes. */
export function logActingInMelee(deps: EncounterDeps, file: TFile, form: MeleeForm): Promise<Result<LogEntry>> {
	return logged(deps, file, (ctx) => {
		if (!playsActingInMelee(ctx.note)) return fail(`This encounter does not play the optional rule on acting in melee (${ACTING_IN_MELEE_KEY}: true on the encounter note turns it on).`);
		const c = ctx.note.combatants.find((x) => x.ref.id === form.id);
		if (!c) return fail(`${form.id} is not in this encounter.`);
		const done = actingInMelee(form.id, form.onlyMoving);
		return ok(
			makeEntry({
				...encounterEntry(ctx, "action", `${form.id}: acts in melee, not fighting`, { explanation: done.explanation, outcome: { text: done.text, code: done.provokes ? "extra-attack" : "move" } }),
				actor: actorOf(deps, ctx, c),
			}),
		);
	});
}
