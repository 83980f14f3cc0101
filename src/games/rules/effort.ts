/**
 * The Effort calculator: levels of Effort, an ability's cost and the stat's Edge, priced by the
 * engine's actionCost (the first level 3 points, each more 2, the ability's points added, Edge
 * taken off once for the whole action), with each step of the sum in the engine's words.
 */
import { actionCost, effortCost, MAX_EFFORT_LEVELS } from "../../engine/systems/cypher/task";
import { t } from "../../lang";
import { countChoices } from "../frame/fields";
import { explained, type CalculatorView, type RuleCalculator } from "./calculator";

export type EffortCalculatorForm = {
	levels: number;
	edge: number;
	abilityCost: number;
	impaired: boolean;
};

/** "3, 5, 7, 9, 11, 13": what one to six levels cost before Edge. */
function scale(impaired: boolean): string {
	const costs: number[] = [];
	for (let levels = 1; levels <= MAX_EFFORT_LEVELS; levels++) costs.push(effortCost(levels, impaired));
	return impaired ? t("rules.effort.scaleImpaired", { max: MAX_EFFORT_LEVELS, costs: costs.join(", ") }) : t("rules.effort.scale", { max: MAX_EFFORT_LEVELS, costs: costs.join(", ") });
}

export const effortCalculator: RuleCalculator<EffortCalculatorForm> = {
	get title() {
		return t("rules.effort.title");
	},
	start: { levels: 1, edge: 1, abilityCost: 0, impaired: false },
	fields: () => [
		{ kind: "choice", key: "levels", label: t("rules.effort.levels"), choices: countChoices(MAX_EFFORT_LEVELS) },
		{ kind: "number", key: "edge", label: t("rules.effort.edge"), min: 0, max: 100 },
		{ kind: "number", key: "abilityCost", label: t("rules.effort.abilityCost"), min: 0, max: 100, description: t("rules.effort.abilityCostDesc") },
		{ kind: "toggle", key: "impaired", label: t("rules.effort.impaired"), description: t("rules.effort.impairedDesc") },
	],
	view(form): CalculatorView {
		const cost = actionCost({ paidEffortLevels: form.levels, abilityCost: form.abilityCost, edge: form.edge, impaired: form.impaired });
		if (!cost.ok) return { problem: cost.error };
		const { total, beforeEdge } = cost.value;
		return {
			lines: [
				{ part: "total", text: beforeEdge === 0 ? t("rules.effort.nothing") : t("rules.effort.pays", { points: total }) },
				...explained(cost.value.explanation, "step"),
				{ part: "scale", text: scale(form.impaired) },
			],
		};
	},
};
