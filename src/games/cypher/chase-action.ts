/**
 * A long chase on the Cypher sheet (001: "Long Chase: Must succeed on number of Speed tasks equal
 * to NPC's level"): while the note keeps one (`chase-level`, written by the first chase roll), the
 * sheet lists where it stands, with "Chase roll" (the task dialog on the chase procedure, the
 * NPC's level preset) and "End chase", which clears the tally with a log entry Undo reverses.
 */
import { ok } from "../../engine/result";
import type { StateChange } from "../../engine/state";
import { chaseStanding } from "../../engine/systems/cypher/procedures";
import { cypherEntry } from "../../engine/systems/cypher/log-entries";
import { t } from "../../lang";
import { CHASE_KEYS } from "../../notes/schema/cypher";
import { refusedPreview, type SheetListItem } from "../frame/game";
import type { CypherAction } from "./action";
import { dialogTitle } from "./character";
import { procedureAction } from "./procedures";
import type { CypherPc } from "./task-game";

export const END_CHASE = "chase:end";
export const CHASE_ROLL = procedureAction("chase");

/** "Level 4: 2 of 4 successes, 1 failure (up to 3 more can be afforded)", or how it ended. */
export function chaseText(pc: CypherPc): string | undefined {
	const chase = pc.note.sheet.chase;
	if (chase === undefined) return undefined;
	const standing = chaseStanding(chase.level, chase.successes, chase.failures);
	if (!standing.ok) return standing.error;
	const values = { level: chase.level, successes: chase.successes, failures: chase.failures };
	if (standing.value.state === "escaped") return t("cypher.chase.won", values);
	if (standing.value.state === "caught") return t("cypher.chase.lost", values);
	return t("cypher.chase.running", values);
}

export const chaseAction: CypherAction<{ end: true }> = {
	sheet(pc) {
		const text = chaseText(pc);
		if (text === undefined) return {};
		const items: SheetListItem[] = [
			{ text, action: { id: CHASE_ROLL, label: t("cypher.chase.roll"), description: t("cypher.chase.rollHint") } },
			{ text: t("cypher.chase.over"), action: { id: END_CHASE, label: t("cypher.chase.end"), description: t("cypher.chase.endHint") } },
		];
		return { lists: [{ title: t("cypher.chase.title"), items }] };
	},
	form: (pc, actionId) => (actionId === END_CHASE && pc.note.sheet.chase !== undefined ? { end: true } : undefined),
	title: (pc) => dialogTitle(t("cypher.chase.endTitle"), pc.note),
	fields: () => [],
	preview(pc) {
		const text = chaseText(pc);
		if (text === undefined) return refusedPreview(t("cypher.chase.none"), { submit: t("cypher.chase.end") });
		return { odds: [{ text: t("cypher.chase.endPreview", { chase: text }), part: "chase" }], submit: t("cypher.chase.end") };
	},
	resolve(pc, _form, { meta }) {
		const chase = pc.note.sheet.chase;
		if (chase === undefined) return { ok: false, error: t("cypher.chase.none") };
		const changes: StateChange[] = [
			{ target: meta.target, key: CHASE_KEYS.level, before: chase.level, after: null },
			{ target: meta.target, key: CHASE_KEYS.successes, before: chase.successes, after: null },
			{ target: meta.target, key: CHASE_KEYS.failures, before: chase.failures, after: null },
		];
		const text = chaseText(pc) ?? "";
		return ok(cypherEntry(meta, "chase", t("cypher.chase.ended"), [{ text: t("cypher.chase.cleared", { chase: text }) }], { outcome: { text, code: "chase-end" }, changes, actorName: pc.note.sheet.character.name }));
	},
};
