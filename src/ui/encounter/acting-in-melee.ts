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
import { t } from "../../lang";
import { actorOf, encounterEntry, logged, type EncounterDeps } from "./actions";

/** The row menu's item (read when the menu opens, so in the language of the moment). */
export const actingInMeleeLabel = (): string => t("encounter.melee.menu");

export interface MeleeForm {
	id: string;
	onlyMoving: boolean;
}

/** The encounter plays the optional rule: a Cypher encounter whose note turns it on. */
export const playsActingInMelee = (note: Pick<EncounterNote, "system" | "frontmatter">): boolean => note.system === "cypher" && note.frontmatter[ACTING_IN_MELEE_KEY] === true;

export const meleeDialog: DialogGame<EncounterNote, MeleeForm> = {
	title: (_note, form) => t("encounter.melee.title", { name: form.id }),
	fields: (_note, form) => [{ kind: "toggle", key: "onlyMoving", label: t("encounter.melee.onlyMoves"), value: form.onlyMoving, description: t("encounter.melee.onlyMovesHelp") }],
	preview: (_note, form) => ({ odds: [`${actingInMelee(form.id, form.onlyMoving).text}.`], submit: t("encounter.melee.logIt") }),
};

/** The entry: who acted, and whether the foes in melee attack at once. Nothing on the notes changes. */
export function logActingInMelee(deps: EncounterDeps, file: TFile, form: MeleeForm): Promise<Result<LogEntry>> {
	return logged(deps, file, (ctx) => {
		if (!playsActingInMelee(ctx.note)) return fail(t("encounter.melee.notPlayed", { key: `${ACTING_IN_MELEE_KEY}: true` }));
		const c = ctx.note.combatants.find((x) => x.ref.id === form.id);
		if (!c) return fail(t("encounter.notHere", { name: form.id }));
		const done = actingInMelee(form.id, form.onlyMoving);
		return ok(
			makeEntry({
				...encounterEntry(ctx, "action", t("encounter.melee.logTitle", { name: form.id }), { explanation: done.explanation, outcome: { text: done.text, code: done.provokes ? "extra-attack" : "move" } }),
				actor: actorOf(deps, ctx, c),
			}),
		);
	});
}
