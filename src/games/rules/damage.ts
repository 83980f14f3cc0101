/**
 * The damage calculator, for either of the Cypher damage rules a campaign may use: a step of the
 * damage track (001) and what it does, from the engine's trackStepEffects; or the wounds marked
 * (000), what they hinder, and where one more wound lands after rolling over, from markWounds.
 */
import type { DamageTrackStep } from "../../engine/systems/cypher/character";
import { DAMAGE_TRACK, isDeadByWounds, markWounds, SEVERITIES, stepForEmptyPools, trackStepEffects, woundHindrance, WOUND_BOXES, type WoundSeverity } from "../../engine/systems/cypher/health";
import { effortCost } from "../../engine/systems/cypher/task";
import { capital, counted } from "../../engine/text";
import { countChoices } from "../frame/fields";
import type { PreviewLine } from "../frame/game";
import { explained, type CalculatorField, type CalculatorView, type RuleCalculator } from "./calculator";

export type DamageCalculatorForm = {
	model: "damage-track" | "wounds";
	step: DamageTrackStep;
	speedEmpty: boolean;
	minor: number;
	moderate: number;
	major: number;
	next: WoundSeverity | "";
};

const trackView = (form: DamageCalculatorForm): CalculatorView => {
	const effects = trackStepEffects(form.step, form.speedEmpty ? 0 : undefined);
	const empty = [0, 1, 2, 3].find((n) => stepForEmptyPools(n) === form.step) ?? 0;
	const lines: PreviewLine[] = [{ part: "track", text: `${empty === 0 ? "No Pool" : counted(empty, "Pool")} at 0` }, ...explained(effects.explanation, "effect")];
	if (effects.effortExtraPerLevel > 0 && !effects.dead) {
		lines.push({ part: "effort", text: `Effort: 1 level costs ${effortCost(1, true)} points, 2 levels ${effortCost(2, true)}` });
	}
	return { lines };
};

const woundsView = (form: DamageCalculatorForm): CalculatorView => {
	const wounds = { minor: form.minor, moderate: form.moderate, major: form.major };
	if (form.next !== "") {
		const marked = markWounds("The character", wounds, [form.next]);
		return { lines: explained(marked.explanation, "effect") };
	}
	if (isDeadByWounds(wounds)) return { lines: [{ part: "effect", text: "Three major wounds: the character is dead." }] };
	const hindrance = woundHindrance(wounds);
	if (hindrance.steps === 0) return { lines: [{ part: "effect", text: "No penalty: minor and moderate wounds hinder nothing until every moderate box is filled." }] };
	return { lines: [{ part: "hindrance", text: `Every action is hindered by ${counted(hindrance.steps, "step")}` }, ...explained(hindrance.explanation, "effect")] };
};

const boxes = (key: WoundSeverity): CalculatorField => ({
	kind: "choice",
	key,
	label: `${capital(key)} wounds`,
	choices: countChoices(WOUND_BOXES),
});

export const damageCalculator: RuleCalculator<DamageCalculatorForm> = {
	title: "Damage track and wounds",
	start: { model: "damage-track", step: "hale", speedEmpty: false, minor: 0, moderate: 0, major: 0, next: "" },
	fields(form) {
		const model: CalculatorField = {
			kind: "choice",
			key: "model",
			label: "Damage rules",
			choices: [
				["damage-track", "Damage track"],
				["wounds", "Wounds"],
			],
		};
		if (form.model === "damage-track") {
			const fields: CalculatorField[] = [model, { kind: "choice", key: "step", label: "Step", choices: DAMAGE_TRACK.map((s) => [s, capital(s)]) }];
			if (form.step === "debilitated") fields.push({ kind: "toggle", key: "speedEmpty", label: "Speed Pool at 0" });
			return fields;
		}
		return [
			model,
			...SEVERITIES.map(boxes),
			{ kind: "choice", key: "next", label: "Then one more wound", choices: [["", "None"], ...SEVERITIES.map((s): [string, string] => [s, capital(s)])] },
		];
	},
	view: (form) => (form.model === "wounds" ? woundsView(form) : trackView(form)),
};
