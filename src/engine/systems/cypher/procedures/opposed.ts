/**
 * Characters against characters (001). PC against PC: both roll a d20, each advantage adds 3 to
 * the roll and each disadvantage takes 3 off, and the higher roll succeeds; the seed is silent on
 * equal rolls, read here as a stand-off that is rolled again. NPC against NPC: the GM rolls for
 * one of them (usually the one allied with the PCs) as a task against the other's level.
 */
import { t } from "../../../../lang";
import { fail, ok, type Result } from "../../../result";
import type { ExplainStep } from "../../../explain";
import { citedStep } from "../cited-step";
import { signed } from "../../../text";
import { validateDifficulty } from "../task/difficulty";
import { closedFormSuccess } from "../task/odds";
import { fieldName, wholeProblem } from "./task";

export const ADVANTAGE_BONUS = 3;
/** Most advantages or disadvantages a side may claim: five either way is +15 or −15 on a d20. */
export const MAX_ADVANTAGES = 5;

export interface OpposedSide {
	name: string;
	/** Advantages less disadvantages: −5 to 5. */
	advantages: number;
}

export interface OpposedOdds {
	first: number;
	second: number;
	tie: number;
}

const checkSide = (side: OpposedSide): string | undefined => wholeProblem(`${side.name}'s advantages`, side.advantages, -MAX_ADVANTAGES, MAX_ADVANTAGES);

/** The exact chances of each side winning, and of a tie, over the 400 pairs of d20 faces. */
export function opposedOdds(first: OpposedSide, second: OpposedSide): Result<OpposedOdds> {
	const problem = checkSide(first) ?? checkSide(second);
	if (problem !== undefined) return fail(problem);
	const shift = (first.advantages - second.advantages) * ADVANTAGE_BONUS;
	let won = 0;
	let tied = 0;
	for (let a = 1; a <= 20; a++) {
		for (let b = 1; b <= 20; b++) {
			if (a + shift > b) won++;
			else if (a + shift === b) tied++;
		}
	}
	return ok({ first: won / 400, second: (400 - won - tied) / 400, tie: tied / 400 });
}

export interface OpposedResult {
	totals: [number, number];
	/** 0 for the first side, 1 for the second, undefined for a tie. */
	winner?: 0 | 1;
	explanation: ExplainStep[];
}

/** Reads two d20 faces for two PCs. */
export function resolveOpposed(first: OpposedSide, second: OpposedSide, faces: [number, number]): Result<OpposedResult> {
	const problem = checkSide(first) ?? checkSide(second) ?? wholeProblem(fieldName("d20"), faces[0], 1, 20) ?? wholeProblem(fieldName("d20"), faces[1], 1, 20);
	if (problem !== undefined) return fail(problem);
	const totals: [number, number] = [faces[0] + first.advantages * ADVANTAGE_BONUS, faces[1] + second.advantages * ADVANTAGE_BONUS];
	const said = (side: OpposedSide, face: number, total: number): string => (side.advantages === 0 ? `${side.name} ${face}` : `${side.name} ${face} ${signed(side.advantages * ADVANTAGE_BONUS)} = ${total}`);
	const explanation: ExplainStep[] = [citedStep(t("engine.cypher.procedure.bothRoll", { first: said(first, faces[0], totals[0]), second: said(second, faces[1], totals[1]) }), "pcVsPc")];
	if (first.advantages !== 0 || second.advantages !== 0) explanation.push(citedStep(t("engine.cypher.procedure.advantages", { bonus: ADVANTAGE_BONUS }), "pcVsPcAdvantage"));
	const result: OpposedResult = { totals, explanation };
	if (totals[0] === totals[1]) explanation.push(citedStep(t("engine.cypher.procedure.tie"), "pcVsPc"));
	else {
		result.winner = totals[0] > totals[1] ? 0 : 1;
		explanation.push(citedStep(t("engine.cypher.procedure.higherWins", { name: result.winner === 0 ? first.name : second.name }), "pcVsPc"));
	}
	return ok(result);
}

/** "Eased by 2 steps: difficulty 1, target 3." (or hindered; "routine" at 0). */
function npcStepsLine(steps: number, difficulty: number, target: number): string {
	const values = { steps: Math.abs(steps), difficulty, target };
	if (difficulty === 0) return steps > 0 ? t("engine.cypher.procedure.easedRoutine", values) : t("engine.cypher.procedure.hinderedRoutine", values);
	return steps > 0 ? t("engine.cypher.procedure.eased", values) : t("engine.cypher.procedure.hindered", values);
}

/** Most steps the GM may ease or hinder an NPC's roll by, either way. */
export const MAX_NPC_STEPS = 5;

export interface NpcRoll {
	/** The difficulty after the GM's steps, 0 (routine) and up. */
	difficulty: number;
	target: number;
	/** The exact chance on a d20 (1 when routine, 0 past 20). */
	chance: number;
	explanation: ExplainStep[];
}

/**
 * NPC against NPC: the task of the one the GM rolls for, against the other's level (its attack and
 * defense level, for a boss), eased (positive `steps`) or hindered (negative) as the GM says.
 */
export function npcAgainstNpc(roller: string, opponent: string, opponentLevel: number, steps = 0): Result<NpcRoll> {
	const level = validateDifficulty(opponentLevel, `${opponent}'s level`);
	if (!level.ok) return level;
	const problem = wholeProblem(fieldName("steps"), steps, -MAX_NPC_STEPS, MAX_NPC_STEPS);
	if (problem !== undefined) return fail(problem);
	const difficulty = Math.max(0, level.value - steps);
	const target = difficulty * 3;
	const explanation = [citedStep(t("engine.cypher.procedure.npcVsNpc", { roller, opponent, difficulty: level.value, target: level.value * 3 }), "npcVsNpc")];
	if (steps !== 0) explanation.push(citedStep(npcStepsLine(steps, difficulty, target), "advantageStep"));
	return ok({ difficulty, target, chance: difficulty === 0 ? 1 : closedFormSuccess(target), explanation });
}
