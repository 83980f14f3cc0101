/**
 * The damage calculator, for either of the Cypher damage rules a campaign may use: a step of the
 * damage track (001) and what it does, from the engine's trackStepEffects; or the wounds marked
 * (000), what they hinder, and where one more wound lands after rolling over, from markWounds.
 */
import type { DamageTrackStep } from "../../engine/systems/cypher/character";
import { DAMAGE_TRACK, isDeadByWounds, markWounds, SEVERITIES, stepForEmptyPools, trackStepEffects, woundHindrance, WOUND_BOXES, type WoundSeverity } from "../../engine/systems/cypher/health";
import { effortCost } from "../../engine/systems/cypher/task";
import { t } from "../../lang";
import { countChoices } from "../frame/fields";
import type { PreviewLine } from "../frame/game";
import { explained, type CalculatorField, type CalculatorView, type RuleCalculator } from "./calculator";
import { standInName } from "./stand-in";

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
	const lines: PreviewLine[] = [{ part: "track", text: t("rules.damage.poolsAtZero", { count: empty }) }, ...explained(effects.explanation, "effect")];
	if (effects.effortExtraPerLevel > 0 && !effects.dead) {
		lines.push({ part: "effort", text: t("rules.damage.effortCost", { one: effortCost(1, true), two: effortCost(2, true) }) });
	}
	return { lines };
};

const woundsView = (form: DamageCalculatorForm): CalculatorView => {
	const wounds = { minor: form.minor, moderate: form.moderate, major: form.major };
	if (form.next !== "") {
		const marked = markWounds(standInName(), wounds, [form.next]);
		return { lines: explained(marked.explanation, "effect") };
	}
	if (isDeadByWounds(wounds)) return { lines: [{ part: "effect", text: t("rules.damage.dead") }] };
	const hindrance = woundHindrance(wounds);
	if (hindrance.steps === 0) return { lines: [{ part: "effect", text: t("rules.damage.noPenalty") }] };
	return { lines: [{ part: "hindrance", text: t("rules.damage.hindered", { steps: hindrance.steps }) }, ...explained(hindrance.explanation, "effect")] };
};

const boxes = (key: WoundSeverity): CalculatorField => ({
	kind: "choice",
	key,
	label: t("rules.damage.woundBoxes", { severity: key }),
	choices: countChoices(WOUND_BOXES),
});

/** A wound's severity as the dropdown names it ("Minor"). */
const severityName = (severity: WoundSeverity): string => t("rules.damage.severity", { severity });

export const damageCalculator: RuleCalculator<DamageCalculatorForm> = {
	get title() {
		return t("rules.damage.title");
	},
	start: { model: "damage-track", step: "hale", speedEmpty: false, minor: 0, moderate: 0, major: 0, next: "" },
	fields(form) {
		const model: CalculatorField = {
			kind: "choice",
			key: "model",
			label: t("rules.damage.rules"),
			choices: [
				["damage-track", t("rules.damage.track")],
				["wounds", t("rules.damage.wounds")],
			],
		};
		if (form.model === "damage-track") {
			const fields: CalculatorField[] = [model, { kind: "choice", key: "step", label: t("rules.damage.step"), choices: DAMAGE_TRACK.map((s) => [s, t("rules.damage.stepName", { step: s })]) }];
			if (form.step === "debilitated") fields.push({ kind: "toggle", key: "speedEmpty", label: t("rules.damage.speedEmpty") });
			return fields;
		}
		return [
			model,
			...SEVERITIES.map(boxes),
			{ kind: "choice", key: "next", label: t("rules.damage.next"), choices: [["", t("rules.damage.none")], ...SEVERITIES.map((s): [string, string] => [s, severityName(s)])] },
		];
	},
	view: (form) => (form.model === "wounds" ? woundsView(form) : trackView(form)),
};
