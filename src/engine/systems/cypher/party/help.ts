/**
 * Cooperative actions (seed 000, with 001's classic variant): helping,
 * helping defenses, complementary actions. They return assets (steps) or
 * roll bonuses that the helped character's task request takes in.
 */
import { t } from "../../../../lang";
import type { Explanation } from "../../../explain";
import type { SkillLevel } from "../character";
import { citedStep } from "../cited-step";
import { SKILL_STEPS } from "../task/steps";

/** "assets" is seed 000's help; "classic" is 001's (borrow the helper's training, else +1). */
export type HelpRule = "assets" | "classic";

export interface HelpResult {
	/** Asset steps the helped character gets on the task. */
	assets: number;
	/** Added to the helped character's die (classic rule). */
	rollBonus: number;
	/** Extra skill steps from borrowing the helper's training (classic rule). */
	skillSteps: number;
	explanation: Explanation;
}

function training(level: SkillLevel | undefined): number {
	return level === undefined || level === "inability" ? 0 : SKILL_STEPS[level];
}

/**
 * What a helper's action gives. `helper` and `helped` are their skill levels in
 * the task (undefined = untrained).
 */
export function help(helper: SkillLevel | undefined, helped: SkillLevel | undefined = undefined, rule: HelpRule = "assets"): HelpResult {
	if (helper === "inability") {
		return { assets: 0, rollBonus: 0, skillSteps: 0, explanation: [citedStep(t("engine.cypher.party.helperInability"), "help")] };
	}
	if (rule === "classic") {
		const gain = training(helper) - Math.max(0, training(helped));
		if (gain > 0) {
			return { assets: 0, rollBonus: 0, skillSteps: gain, explanation: [citedStep(t("engine.cypher.party.helperTraining", { skill: helper ?? "trained", steps: gain }), "helpClassic")] };
		}
		return { assets: 0, rollBonus: 1, skillSteps: 0, explanation: [citedStep(t("engine.cypher.party.helpedAsTrained"), "helpClassic")] };
	}
	const assets = helper === undefined ? 1 : 2;
	return {
		assets,
		rollBonus: 0,
		skillSteps: 0,
		explanation: [citedStep(helper !== undefined ? t("engine.cypher.party.helpGivesSkilled", { assets, skill: helper }) : t("engine.cypher.party.helpGives", { assets }), "help")],
	};
}

export interface DefenseHelp {
	/** Asset steps on every defense task of the helped character. */
	assets: number;
	/** The help lasts until the helper's next turn. */
	until: "helper's next turn";
	explanation: Explanation;
}

/** Helping someone defend: an asset on all their defense tasks until the helper's next turn. */
export function helpDefense(helper: SkillLevel | undefined): DefenseHelp {
	const assets = helper === "inability" ? 0 : 1;
	return { assets, until: "helper's next turn", explanation: [citedStep(assets ? t("engine.cypher.party.helpDefense") : t("engine.cypher.party.helperAddsNothing"), assets ? "helpDefense" : "help")] };
}

export interface ComplementResult {
	/** Asset steps for the other person's task. */
	assets: number;
	/** Classic rule: both characters' rolls get this bonus. */
	rollBonusBoth: number;
	explanation: Explanation;
}

/**
 * A complementary action: under 000 an asset when it succeeds; under 001 both gain +2. Help
 * and a complementary action are not used together (citation "oneHelpAtATime").
 */
export function complementaryAction(succeeded: boolean, rule: HelpRule = "assets"): ComplementResult {
	if (rule === "classic") return { assets: 0, rollBonusBoth: 2, explanation: [citedStep(t("engine.cypher.party.complementaryClassic"), "complementaryActionClassic")] };
	return {
		assets: succeeded ? 1 : 0,
		rollBonusBoth: 0,
		explanation: [citedStep(succeeded ? t("engine.cypher.party.complementarySucceeded") : t("engine.cypher.party.complementaryFailed"), "complementaryAction")],
	};
}
