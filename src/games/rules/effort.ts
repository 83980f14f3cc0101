/**
 * The Effort calculator: levels of Effort, an ability's cost and the stat's Edge, priced by the
 * engine's actionCost (the first level 3 points, each more 2, the ability's points added, Edge
 * taken off once for the whole action), with each step of the sum in the engine's words.
 */
import { actionCost, effortCost, MAX_EFFORT_LEVELS } from "../../engine/systems/cypher/task";
import { counted } from "../../engine/text";
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
	return `1 to ${MAX_EFFORT_LEVELS} levels cost ${costs.join(", ")} points before Edge${impaired ? " (impaired)" : ""}`;
}

export const effortCalculator: RuleCalculator<EffortCalculatorForm> = {
	title: "Effort and Edge",
	start: { levels: 1, edge: 1, abilityCost: 0, impaired: false },
	fields: () => [
		{ kind: "choice", key: "levels", label: "Levels of Effort", choices: countChoices(MAX_EFFORT_LEVELS) },
		{ kind: "number", key: "edge", label: "Edge of the stat", min: 0, max: 100 },
		{ kind: "number", key: "abilityCost", label: "Ability cost", min: 0, max: 100, description: "Points the ability itself costs, if any." },
		{ kind: "toggle", key: "impaired", label: "Impaired", description: "On the damage track: 1 more point per level." },
	],
	view(form): CalculatorView {
		const cost = actionCost({ paidEffortLevels: form.levels, abilityCost: form.abilityCost, edge: form.edge, impaired: form.impaired });
		if (!cost.ok) return { problem: cost.error };
		const { total, beforeEdge } = cost.value;
		return {
			lines: [
				{ part: "total", text: beforeEdge === 0 ? "Nothing to pay" : `The Pool pays ${counted(total, "point")}` },
				...explained(cost.value.explanation, "step"),
				{ part: "scale", text: scale(form.impaired) },
			],
		};
	},
};
