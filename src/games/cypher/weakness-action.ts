/**
 * The Cypher sheet's "Weakness": sets or clears 001's weakness in a Pool ("Weakness: Increase spend
 * on matching task's pool by Weakness"), kept on the note as `might-weakness` and so on. The task
 * engine reads it when it prices a task (task/costs.ts, with costWithWeakness), so every dialog's cost
 * line and every spend shows it; this dialog only writes the rating, as a log entry Undo takes back.
 */
import type { LogEntry } from "../../engine/log";
import { fail, ok, type Result } from "../../engine/result";
import { weaknessKey, type Stat } from "../../engine/systems/cypher/character";
import { cypherEntry } from "../../engine/systems/cypher/log-entries";
import { citedStep } from "../../engine/systems/cypher/cited-step";
import { t } from "../../lang";
import { choiceField, numberField } from "../frame/fields";
import { refusedPreview, type Field, type Preview, type ResolveContext } from "../frame/game";
import type { CypherAction } from "./action";
import { dialogTitle } from "./character";
import { statChoices } from "./choices";
import type { CypherPc } from "./task-game";
import { statName } from "./task-form";

export const WEAKNESS_ACTION = "weakness";
const label = (): string => t("cypher.weakness.title");
const submit = (): string => t("cypher.weakness.submit");
const MAX_WEAKNESS = 10;

export interface WeaknessForm {
	stat: Stat;
	rating: number;
}

const ratingOf = (pc: CypherPc, stat: Stat): number => pc.note.sheet.character.pools[stat].weakness ?? 0;

function startForm(pc: CypherPc): WeaknessForm {
	// The Pool that already has a weakness first, so the dialog opens on what can be changed or cleared.
	const stat = (["might", "speed", "intellect"] as const).find((s) => ratingOf(pc, s) > 0) ?? "might";
	return { stat, rating: Math.max(1, ratingOf(pc, stat)) };
}

/** What the rating does, in a sentence. */
function effectText(stat: Stat, rating: number): string {
	return rating === 0 ? t("cypher.weakness.none", { stat: statName(stat) }) : t("cypher.weakness.effect", { stat: statName(stat), rating });
}

function plan(pc: CypherPc, form: WeaknessForm): Result<{ before: number; text: string }> {
	const before = ratingOf(pc, form.stat);
	const stat = statName(form.stat);
	if (before === form.rating) return fail(before === 0 ? t("cypher.weakness.nothingToClear", { stat }) : t("cypher.weakness.already", { stat, rating: before }));
	const text = form.rating === 0 ? t("cypher.weakness.cleared", { stat }) : t("cypher.weakness.set", { stat, rating: form.rating });
	return ok({ before, text });
}

export const weaknessAction: CypherAction<WeaknessForm> = {
	sheet: () => ({ actions: [{ id: WEAKNESS_ACTION, label: label(), description: t("cypher.weakness.titleHint") }] }),
	form: (pc, actionId) => (actionId === WEAKNESS_ACTION ? startForm(pc) : undefined),
	title: (pc) => dialogTitle(label(), pc.note),
	fields(pc, form): Field[] {
		return [
			choiceField("stat", t("cypher.taskForm.field.pool"), form.stat, statChoices((s) => (ratingOf(pc, s) > 0 ? t("cypher.weakness.choice", { stat: statName(s), rating: ratingOf(pc, s) }) : statName(s)))),
			numberField("rating", label(), form.rating, 0, MAX_WEAKNESS, { description: t("cypher.weakness.ratingHint") }),
		];
	},
	update(pc, form, key) {
		// Choosing a Pool shows its own rating (or 1 for a Pool without one).
		return key === "stat" ? { ...form, rating: Math.max(1, ratingOf(pc, form.stat)) } : form;
	},
	preview(pc, form): Preview {
		const planned = plan(pc, form);
		if (!planned.ok) return refusedPreview(planned.error, { submit: submit() });
		return { odds: [{ text: effectText(form.stat, form.rating), part: "weakness" }], submit: submit() };
	},
	resolve(pc, form, context: ResolveContext): Result<LogEntry> {
		const planned = plan(pc, form);
		if (!planned.ok) return planned;
		const { before, text } = planned.value;
		const change = { target: context.meta.target, key: weaknessKey(form.stat), before: before === 0 ? null : before, after: form.rating === 0 ? null : form.rating };
		return ok(cypherEntry(context.meta, "note", t("cypher.weakness.entryTitle", { stat: statName(form.stat) }), [citedStep(effectText(form.stat, form.rating), form.rating === 0 ? undefined : "weakness")], { outcome: { text, code: "weakness" }, changes: [change] }));
	},
};
