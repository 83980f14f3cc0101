/**
 * The "Add condition" dialog every game shares (the tracker's row and each sheet open it): which of
 * the pack's conditions, for how long (the condition's own duration first, and only durations the
 * encounter's clock can count), and, for a turn's duration, whose turn counts. Pure: the frame
 * (ui/frame/roll-modal.ts) draws it; ui/conditions runs what its button asks.
 */
import type { Duration } from "../../engine/conditions";
import type { DialogGame } from "../../ui/frame/roll-modal";
import { choiceField } from "../frame/fields";
import type { Field, Preview } from "../frame/game";
import { describeCondition } from "../pack/kinds/condition";
import type { ConditionSpec, Pack } from "../pack/pack";
import { durationLabel, durationWords } from "./apply";
import { t } from "../../lang";
import type { HeldCondition } from "./held";

export interface ConditionDialogModel {
	/** Who gets the condition. */
	bearer: string;
	pack: Pack;
	held: readonly HeldCondition[];
	/** The durations the clock can count here (durationsFor). */
	durations: readonly Duration[];
	/** Whose turns can count a duration (the encounter's order); empty outside a running fight. */
	turnTakers: readonly string[];
	/** Why only some durations are offered ("Not in a running encounter: …"), shown under the choice. */
	durationNote?: string;
}

export interface ConditionForm {
	condition: string;
	duration: Duration;
	/** Whose turn counts a turn's duration: the bearer's unless chosen. */
	whose: string;
}

/** The pack's conditions, by label. */
function conditionsOf(model: ConditionDialogModel): ConditionSpec[] {
	return [...model.pack.conditions.values()].map((entry) => entry.rule).sort((a, b) => a.label.localeCompare(b.label));
}

/** The duration a condition starts with: its own, when the clock can count it; else until removed. */
function startDuration(model: ConditionDialogModel, spec: ConditionSpec | undefined): Duration {
	return spec && model.durations.includes(spec.lasts) ? spec.lasts : "until-removed";
}

export function conditionForm(model: ConditionDialogModel, id?: string): ConditionForm {
	const spec = id === undefined ? conditionsOf(model)[0] : model.pack.conditions.get(id)?.rule;
	return { condition: spec?.id ?? "", duration: startDuration(model, spec), whose: model.bearer };
}

const TURN_OF: readonly Duration[] = ["next-turn-start", "next-turn-end"];

export const conditionDialog: DialogGame<ConditionDialogModel, ConditionForm> = {
	title: (model) => t("conditions.dialog.title", { name: model.bearer }),
	fields(model, form): Field[] {
		const spec = model.pack.conditions.get(form.condition)?.rule;
		const fields: Field[] = [
			choiceField("condition", t("conditions.dialog.condition"), form.condition, conditionsOf(model).map((c) => [c.id, model.held.some((h) => h.id === c.id) ? t("conditions.dialog.hasIt", { condition: c.label }) : c.label]), {
				...(spec ? { description: describeCondition(spec) } : {}),
			}),
			choiceField("duration", t("conditions.dialog.lasts"), form.duration, model.durations.map((d) => [d, durationLabel(d)]), model.durationNote === undefined ? {} : { description: model.durationNote }),
		];
		if (TURN_OF.includes(form.duration) && model.turnTakers.length > 1) {
			fields.push(choiceField("whose", t("conditions.dialog.whose"), form.whose, model.turnTakers.map((id) => [id, id === model.bearer ? t("conditions.dialog.ownTurn", { name: id }) : id]), { rare: true }));
		}
		return fields;
	},
	update(model, form, key) {
		// A new condition brings its own duration.
		if (key === "condition") return { ...form, duration: startDuration(model, model.pack.conditions.get(form.condition)?.rule) };
		return form;
	},
	preview(model, form): Preview {
		const spec = model.pack.conditions.get(form.condition)?.rule;
		if (!spec) return { odds: [], refusal: t("conditions.dialog.choose"), submit: t("conditions.dialog.submit") };
		const whose = TURN_OF.includes(form.duration) ? form.whose : undefined;
		const becomes = { name: model.bearer, condition: spec.label, lasts: durationWords(form.duration, whose, model.bearer) };
		return {
			odds: [{ text: model.held.some((h) => h.id === spec.id) ? t("conditions.dialog.becomesAgain", becomes) : t("conditions.dialog.becomes", becomes), part: "condition" }],
			notes: [{ text: describeCondition(spec), part: "condition-effect" }],
			submit: t("conditions.dialog.submit"),
		};
	},
};
