/**
 * Moving (001): a move of an immediate distance comes with another action, a short one is the
 * action, a long one a Speed task at difficulty 4; walking for hours or days covers miles by road
 * or overland; terrain, water and gravity slow it and make tasks harder; moving in zero gravity is
 * a Might task whose difficulty is a quarter of the distance; riding doubles the pace.
 */
import { t } from "../../../../lang";
import { fail, ok, type Result } from "../../../result";
import type { ExplainStep } from "../../../explain";
import type { CitationId } from "../citations";
import { citedStep } from "../cited-step";
import { fieldName, onScale, wholeProblem, type ProcedureTask } from "./task";

export type MoveRange = "immediate" | "short" | "long";

/** 001's ranges as moves: how far, and what the move costs. */
export const MOVES: Record<MoveRange, { feet: number; cost: "part" | "action" | "task"; source: CitationId }> = {
	immediate: { feet: 10, cost: "part", source: "moveImmediate" },
	short: { feet: 50, cost: "action", source: "moveShort" },
	long: { feet: 100, cost: "task", source: "moveLong" },
};

/** The difficulty of 001's long move, a Speed task. */
export const LONG_MOVE_DIFFICULTY = 4;

/** A move of one range: what it costs, and for a long move the Speed task it takes. */
export function rangeMove(range: MoveRange): { feet: number; cost: "part" | "action" | "task"; task?: ProcedureTask; explanation: ExplainStep[] } {
	const move = MOVES[range];
	const explanation = [citedStep(t("engine.cypher.procedure.moveRange", { range, feet: move.feet, difficulty: LONG_MOVE_DIFFICULTY }), move.source)];
	if (move.cost !== "task") return { feet: move.feet, cost: move.cost, explanation };
	return { feet: move.feet, cost: move.cost, explanation, task: { stat: "speed", difficulty: LONG_MOVE_DIFFICULTY, assets: 0, hindering: 0, label: "A long move", explanation } };
}

export type Pace = "road" | "overland";

/** 001's walking paces. */
export const PACES: Record<Pace, { label: string; milesPerHour: number; milesPerDay: number; source: CitationId }> = {
	road: { label: "On a road", milesPerHour: 3, milesPerDay: 20, source: "travelRoad" },
	overland: { label: "Overland", milesPerHour: 2, milesPerDay: 12, source: "travelOverland" },
};

export type Terrain = "normal" | "rough" | "difficult" | "climbing" | "swimming" | "low-gravity" | "high-gravity";

export interface TerrainRule {
	label: string;
	/** The share of a round's movement left (a short move of 50 feet becomes 25 in difficult terrain). */
	round: number;
	/** The share of a day's or an hour's travel left. */
	longTerm: number;
	/** Steps tasks there are hindered by. */
	hindering: number;
	/** Climbing is also a Might task (its difficulty from the climbing table). */
	mightTask?: boolean;
	sources: CitationId[];
}

/** 001's movement modifiers; high gravity is difficult terrain and climbing is difficult terrain plus a Might task. */
export const TERRAIN: Record<Terrain, TerrainRule> = {
	normal: { label: "Open ground", round: 1, longTerm: 1, hindering: 0, sources: [] },
	rough: { label: "Rough terrain", round: 1, longTerm: 1 / 2, hindering: 1, sources: ["terrainRough"] },
	difficult: { label: "Difficult terrain", round: 1 / 2, longTerm: 1 / 3, hindering: 1, sources: ["terrainDifficult"] },
	climbing: { label: "Climbing", round: 1 / 2, longTerm: 1 / 3, hindering: 1, mightTask: true, sources: ["terrainClimbing", "terrainDifficult"] },
	swimming: { label: "Swimming", round: 1 / 4, longTerm: 1 / 4, hindering: 1, sources: ["terrainSwimming"] },
	"low-gravity": { label: "Low gravity", round: 1, longTerm: 1, hindering: 1, sources: ["gravityLow"] },
	"high-gravity": { label: "High gravity", round: 1 / 2, longTerm: 1 / 3, hindering: 1, sources: ["gravityHigh", "terrainDifficult"] },
};

/** A walking pace's name in the user's language ("On a road"); the English `label` stays the data's. */
export const paceLabel = (pace: Pace): string => t("engine.cypher.procedure.paceName", { pace });

/** A terrain's name in the user's language ("Difficult terrain"); the English `label` stays the data's. */
export const terrainLabel = (terrain: Terrain): string => t("engine.cypher.procedure.terrainName", { terrain });

/** The share of the movement a ground leaves, as the messages' select names it (half, a third, a quarter). */
const FRACTION_WORDS: Record<string, string> = { "1": "all", "0.5": "half", "0.3333333333333333": "third", "0.25": "quarter" };
const share = (fraction: number): string => FRACTION_WORDS[String(fraction)] ?? "all";

/** Miles to one decimal, as a GM says them: "6.7 miles", "20 miles". */
const miles = (value: number): string => t("engine.cypher.procedure.miles", { miles: Math.round(value * 10) / 10 });

/** The ground the numbers are said of: "Difficult terrain" where the terrain counts as difficult terrain, else its own name. */
const groundName = (terrain: Terrain, asDifficult: boolean): string => terrainLabel(asDifficult ? "difficult" : terrain);

/** "High gravity counts as difficult terrain." (climbing: "…, and is a Might task besides."). */
const countsAsDifficult = (terrain: Terrain): string => t("engine.cypher.procedure.countsAsDifficult", { ground: terrainLabel(terrain), might: TERRAIN[terrain].mightTask === true ? "yes" : "no" });

export interface Travel {
	miles: number;
	/** A short move's feet in a round there (50 on open ground). */
	shortMoveFeet: number;
	hindering: number;
	explanation: ExplainStep[];
}

/** How far a walk of `hours` (or, with `days`, whole days) goes at a pace over a terrain; `riding` doubles it. */
export function travel(pace: Pace, terrain: Terrain, span: { hours: number } | { days: number }, riding = false): Result<Travel> {
	const rate = PACES[pace];
	const ground = TERRAIN[terrain];
	const byDay = "days" in span;
	const amount = byDay ? span.days : span.hours;
	const problem = wholeProblem(byDay ? fieldName("days") : fieldName("hours"), amount, 0, byDay ? 365 : 24);
	if (problem !== undefined) return fail(problem);
	const base = (byDay ? rate.milesPerDay : rate.milesPerHour) * amount;
	const explanation: ExplainStep[] = [
		citedStep(
			byDay
				? t("engine.cypher.procedure.walkDays", { pace, perHour: rate.milesPerHour, perDay: rate.milesPerDay, days: amount, miles: miles(base) })
				: t("engine.cypher.procedure.walkHours", { pace, perHour: rate.milesPerHour, perDay: rate.milesPerDay, hours: amount, miles: miles(base) }),
			rate.source,
		),
	];
	let total = base;
	const [own, numbers] = ground.sources;
	if (numbers !== undefined && own !== undefined) {
		// High gravity and climbing are played as difficult terrain: the first words say so, the second give its numbers.
		explanation.push(citedStep(countsAsDifficult(terrain), own));
	}
	const name = groundName(terrain, numbers !== undefined);
	if (ground.longTerm !== 1) {
		total = base * ground.longTerm;
		const values = { ground: name, share: share(ground.longTerm), miles: miles(total), steps: ground.hindering };
		explanation.push(citedStep(ground.hindering > 0 ? t("engine.cypher.procedure.leavesOfWalkHindered", values) : t("engine.cypher.procedure.leavesOfWalk", values), numbers ?? own));
	} else if (own !== undefined) {
		explanation.push(citedStep(ground.hindering > 0 ? t("engine.cypher.procedure.sameDistanceHindered", { ground: name, steps: ground.hindering }) : t("engine.cypher.procedure.sameDistance", { ground: name }), own));
	}
	if (riding) {
		total *= 2;
		explanation.push(citedStep(t("engine.cypher.procedure.ridingDoubles", { miles: miles(total) }), "ridingSpeed"));
	}
	const shortMoveFeet = MOVES.short.feet * ground.round * (riding ? 2 : 1);
	return ok({ miles: total, shortMoveFeet, hindering: ground.hindering, explanation });
}

export interface RoundMove {
	/** About how many feet the move covers there (a short move: 50 on open ground, 25 in difficult terrain). */
	feet: number;
	cost: "part" | "action" | "task";
	/** Steps tasks there are hindered by (terrain, water, gravity). */
	hindering: number;
	/** A long move's Speed task, hindered by the ground as any task there is. */
	task?: ProcedureTask;
	explanation: ExplainStep[];
}

/**
 * A move of one range in a round, over a terrain, on foot or riding: the range's cost (001's
 * immediate, short and long moves), the share of a round's movement the ground leaves (difficult
 * terrain, climbing and high gravity a half, swimming a quarter), riding's doubling, and the
 * ground's hindrance on the long move's Speed task ("+1 difficulty" there, as on any task).
 */
export function roundMove(range: MoveRange, terrain: Terrain, riding = false): RoundMove {
	const move = rangeMove(range);
	const ground = TERRAIN[terrain];
	const explanation = [...move.explanation];
	const [own, numbers] = ground.sources;
	if (numbers !== undefined && own !== undefined) {
		explanation.push(citedStep(countsAsDifficult(terrain), own));
	}
	let feet = move.feet * ground.round;
	if (ground.round !== 1) {
		explanation.push(citedStep(t("engine.cypher.procedure.leavesOfRound", { ground: groundName(terrain, numbers !== undefined), share: share(ground.round), feet }), numbers ?? own));
	}
	if (ground.hindering > 0) {
		explanation.push(citedStep(t("engine.cypher.procedure.terrainHinders", { ground: terrainLabel(terrain), steps: ground.hindering }), numbers ?? own));
	}
	if (riding) {
		feet *= 2;
		explanation.push(citedStep(t("engine.cypher.procedure.ridingDoublesFeet", { feet }), "ridingSpeed"));
	}
	const result: RoundMove = { feet, cost: move.cost, hindering: ground.hindering, explanation };
	if (move.task === undefined) return result;
	return { ...result, task: { ...move.task, hindering: ground.hindering, explanation } };
}

/** How far a long jump or a move in zero gravity may go before the numbers stop meaning anything. */
export const MAX_FEET = 1000;

/**
 * 001's zero gravity: a Might task whose difficulty is a quarter of the distance in feet (a part
 * of a step counts as a whole one), then drifting on half the first distance each round.
 */
export function zeroGravityMove(feet: number): Result<ProcedureTask & { driftFeet: number }> {
	const problem = wholeProblem(fieldName("feet"), feet, 0, MAX_FEET);
	if (problem !== undefined) return fail(problem);
	const raw = Math.ceil(feet / 4);
	const scaled = onScale(raw, t("engine.cypher.procedure.pushingOff", { feet }));
	const driftFeet = feet / 2;
	const explanation = [
		citedStep(t("engine.cypher.procedure.zeroGravity", { feet, difficulty: raw, drift: driftFeet }), "gravityZero"),
		...scaled.explanation,
	];
	return ok({ stat: "might", difficulty: scaled.difficulty, assets: 0, hindering: 0, label: `Moving ${feet} feet in zero gravity`, explanation, driftFeet });
}
