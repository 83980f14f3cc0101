/**
 * Initiative (seed 000): PCs roll a Speed task, NPCs use their target number
 * (level × 3), and PCs at or above an NPC's number act before it. Easing an
 * initiative roll counts as +3 per step, since higher is earlier.
 */
import type { ExplainStep, Explanation } from "../../../explain";
import { describeValue } from "../../../text";
import { t } from "../../../../lang";
import type { Result } from "../../../result";
import { fail, ok } from "../../../result";
import type { Rng } from "../../../rng";
import { rollDie } from "../../../rng";
import type { StateChange } from "../../../state";
import type { CypherCharacter, DamageModel } from "../character";
import { citedStep } from "../cited-step";
import { isDead } from "../health/wounds";
import type { ActionCost } from "../task/costs";
import { priceEffort } from "../task/costs";
import { validateDifficulty } from "../task/difficulty";
import { D20 } from "../task/odds";
import type { StepBreakdown } from "../task/steps";
import { BONUS_PER_STEP, taskSteps } from "../task/steps";

export interface InitiativeRequest {
	skills?: readonly string[];
	assets?: number;
	/** Levels of Speed Effort (paid and free). */
	effort?: number;
	freeEffort?: number;
	circumstances?: readonly string[];
	rollBonus?: number;
}

export interface InitiativeRoll {
	name: string;
	natural: number;
	/** Net steps of easing (negative when hindered). */
	steps: StepBreakdown;
	/** natural + 3 × net steps + roll bonus: the number compared with NPC target numbers. */
	initiative: number;
	cost: ActionCost;
	changes: StateChange[];
	explanation: Explanation;
}

/** Initiative value of a roll: each net step of easing is worth +3 (000). */
export function initiativeValue(natural: number, netSteps: number, rollBonus = 0): number {
	return natural + BONUS_PER_STEP * netSteps + rollBonus;
}

/**
 * Exact chance a PC's initiative reaches an NPC's (and so acts before it):
 * natural + 3 × net steps + bonus ≥ 3 × level, counted over the d20's faces.
 */
export function chanceToActBefore(npcLevel: number, netSteps = 0, rollBonus = 0): Result<number> {
	const npc = npcInitiative(npcLevel);
	if (!npc.ok) return npc;
	if (!Number.isInteger(netSteps) || Math.abs(netSteps) > 30 || !Number.isInteger(rollBonus) || Math.abs(rollBonus) > 20) {
		return fail(t("engine.cypher.turns.stepsNotSmall"));
	}
	let faces = 0;
	for (let natural = 1; natural <= D20; natural++) if (initiativeValue(natural, netSteps, rollBonus) >= npc.value) faces++;
	return ok(faces / D20);
}

/** An NPC's initiative: its target number, 3 × level. */
export function npcInitiative(level: number): Result<number> {
	const checked = validateDifficulty(level, t("engine.cypher.turns.npcLevel"));
	return checked.ok ? ok(checked.value * 3) : checked;
}

/**
 * The steps a PC's initiative is eased (or hindered) by: skill, assets, Speed Effort and
 * circumstances, as for any task (000: "Initiative can be eased just like any other roll"). The roll
 * and the dialog's chance to act before each NPC both read it from here.
 */
export function initiativeEasing(character: Pick<CypherCharacter, "skills">, request: InitiativeRequest): Result<StepBreakdown> {
	return taskSteps(character, {
		skills: request.skills ?? [],
		assets: request.assets ?? 0,
		effortOnRoll: request.effort ?? 0,
		circumstances: request.circumstances ?? [],
		rollBonus: request.rollBonus ?? 0,
	});
}

/** Rolls a PC's initiative as a Speed task, paying any Speed Effort. */
export function rollInitiative(
	character: CypherCharacter,
	request: InitiativeRequest,
	rng: Rng,
	options: { damageModel?: DamageModel; target?: string } = {},
): Result<InitiativeRoll> {
	// A debilitated character still takes a turn (to move), so only the dead are left out: citations
	// "thirdMajorWoundKills" (wounds) and "trackThreePoolsEmpty" (the damage track).
	if (isDead(character, options.damageModel)) return fail(t("engine.cypher.turns.deadNoTurn", { name: character.name }));
	const total = request.effort ?? 0;
	const impaired = options.damageModel === "damage-track" && character.damageTrack === "impaired";
	const price = priceEffort(character, "speed", { total, free: request.freeEffort ?? 0, impaired, target: options.target ?? "" });
	if (!price.ok) return price;
	const { cost, spend } = price.value;
	const steps = initiativeEasing(character, request);
	if (!steps.ok) return steps;
	const natural = rollDie(rng, D20);
	const net = steps.value.net;
	const initiative = initiativeValue(natural, net, steps.value.rollBonus);
	const explanation: ExplainStep[] = [
		citedStep(t("engine.cypher.turns.rolls", { name: character.name, natural }), "pcInitiative", "Rules-of-the-Game"),
		...steps.value.explanation,
		...cost.explanation,
	];
	if (net !== 0) {
		explanation.push(citedStep(net > 0 ? t("engine.cypher.turns.eased", { steps: net, natural, initiative }) : t("engine.cypher.turns.hindered", { steps: -net, natural, initiative }), "stepIsThree", "Rules-of-the-Game"));
	}
	return ok({
		name: character.name,
		natural,
		steps: steps.value,
		initiative,
		cost,
		changes: cost.total > 0 ? [spend.change] : [],
		explanation,
	});
}

export interface Combatant {
	name: string;
	side: "pc" | "npc";
	initiative: number;
}

export interface InitiativeOrder {
	order: Combatant[];
	explanation: Explanation;
}

/**
 * Everyone in initiative order, highest first. A PC tied with an NPC goes
 * first ("equal to or higher"); otherwise ties keep the order given.
 */
export function initiativeOrder(pcs: ReadonlyArray<{ name: string; initiative: number }>, npcs: ReadonlyArray<{ name: string; level: number }>): Result<InitiativeOrder> {
	if (pcs.length + npcs.length > 200) return fail(t("engine.cypher.turns.tooManyInOrder"));
	const combatants: Combatant[] = [];
	for (const pc of pcs) {
		if (!Number.isFinite(pc.initiative) || Math.abs(pc.initiative) > 1000) return fail(t("engine.cypher.turns.initiativeNotNumber", { name: pc.name, value: describeValue(pc.initiative) }));
		combatants.push({ name: pc.name, side: "pc", initiative: pc.initiative });
	}
	const explanation: ExplainStep[] = [];
	for (const npc of npcs) {
		const value = npcInitiative(npc.level);
		if (!value.ok) return fail(`${npc.name}: ${value.error}`);
		combatants.push({ name: npc.name, side: "npc", initiative: value.value });
		explanation.push(citedStep(t("engine.cypher.turns.npcActsOn", { name: npc.name, level: npc.level, initiative: value.value }), "npcInitiative", "Rules-of-the-Game"));
	}
	const order = combatants
		.map((c, index) => ({ c, index }))
		.sort((a, b) => b.c.initiative - a.c.initiative || sideRank(a.c) - sideRank(b.c) || a.index - b.index)
		.map(({ c }) => c);
	explanation.push(citedStep(t("engine.cypher.turns.order", { order: order.map((c) => t("engine.cypher.turns.orderItem", { name: c.name, initiative: c.initiative })).join(", ") }), "pcBeforeNpc", "Rules-of-the-Game"));
	return ok({ order, explanation });
}

function sideRank(c: Combatant): number {
	return c.side === "pc" ? 0 : 1;
}
