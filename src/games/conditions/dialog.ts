/**
 * The "Add condition" dialog every game shares (the tracker's row and each sheet open it): which of
 * the pack's conditions, for how long (the condition's own duration first, and only durations the
 * encounter's clock can count), and, for a turn's duration, whose turn counts. Pure: the frame
 * (ui/frame/roll-modal.ts) draws it; ui/conditions runs what its button asks.
 */
import { DURATION_WORDS, type Duration } from "../../engine/conditions";
import type { DialogGame } from "../../ui/frame/roll-modal";
import { choiceField } from "../frame/fields";
import type { Field, Preview } from "../frame/game";
import { describeCondition } from "../pack/kinds/condition";
import type { ConditionSpec, Pack } from "../pack/pack";
import { durationWords } from "./apply";
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
	title: (model) => `Add a condition: ${model.bearer}`,
	fields(model, form): Field[] {
		const spec = model.pack.conditions.get(form.condition)?.rule;
		const fields: Field[] = [
			choiceField("condition", "Condition", form.condition, conditionsOf(model).map((c) => [c.id, model.held.some((h) => h.id === c.id) ? `${c.label} (has it)` : c.label]), {
				...(spec ? { description: describeCondition(spec) } : {}),
			}),
			choiceField("duration", "Lasts", form.duration, model.durations.map((d) => [d, DURATION_WORDS[d]]), model.durationNote === undefined ? {} : { description: model.durationNote }),
		];
		if (TURN_OF.includes(form.duration) && model.turnTakers.length > 1) {
			fields.push(choiceField("whose", "Counted by whose turn", form.whose, model.turnTakers.map((id) => [id, id === model.bearer ? `${id} (its own)` : id]), { rare: true }));
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
		if (!spec) return { odds: [], refusal: "Choose a condition.", submit: "Add condition" };
		const whose = TURN_OF.includes(form.duration) ? form.whose : undefined;
		const again = model.held.some((h) => h.id === spec.id) ? ` It has it already: this sets how long it lasts.` : "";
		return {
			odds: [{ text: `${model.bearer} becomes ${spec.label} ${durationWords(form.duration, whose, model.bearer)}.${again}`, part: "condition" }],
			notes: [{ text: describeCondition(spec), part: "condition-effect" }],
			submit: "Add condition",
		};
	},
};
