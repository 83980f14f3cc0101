/**
 * Experience points (seeds 000 and 001): GM intrusions award XP, players pay
 * XP to refuse an intrusion or to intrude themselves, and XP buys rerolls,
 * benefits and steps toward the next tier. Every change is a StateChange on the
 * frontmatter keys `xp`, `tier` and `advancement-steps`.
 */
import { wholeNumberProblem } from "../../../checks";
import type { ExplainStep, Explanation } from "../../../explain";
import type { Result } from "../../../result";
import { fail, ok } from "../../../result";
import type { Rng } from "../../../rng";
import { rollDie } from "../../../rng";
import type { StateChange } from "../../../state";
import type { CitationId } from "../citations";
import { citedStep } from "../cited-step";
import { choiceProblem } from "../../choice";
import { t } from "../../../../lang";

export const XP_KEY = "xp";
export const TIER_KEY = "tier";
/** Steps bought toward the next tier (0 until the tier is reached, then back to 0). */
export const ADVANCEMENT_KEY = "advancement-steps";
export const MAX_TIER = 6;
/** Classic game (001): four steps of advancement make a tier. */
export const DEFAULT_STEPS_PER_TIER = 4;
export const MAX_XP = 10_000;

/** A player as far as XP goes; `target` names the note the change is written to. */
export interface XpHolder {
	name: string;
	xp: number;
	target?: string;
	tier?: number;
	advancementSteps?: number;
}

export interface XpResult {
	changes: StateChange[];
	explanation: Explanation;
}

function targetOf(p: XpHolder): string {
	return p.target ?? p.name;
}

function checkXp(p: XpHolder): string | undefined {
	return wholeNumberProblem(t("engine.cypher.xp.field.whoseXp", { name: p.name }), p.xp, 0, MAX_XP) ?? undefined;
}

/**
 * A GM intrusion (not the free one of a natural 1): the affected player gets 2
 * XP and passes 1 to another player. With nobody to pass to (a one-player game)
 * the affected player keeps both.
 */
export function gmIntrusion(affected: XpHolder, passTo?: XpHolder): Result<XpResult> {
	const bad = checkXp(affected) ?? (passTo ? checkXp(passTo) : undefined);
	if (bad) return fail(bad);
	if (passTo && targetOf(passTo) === targetOf(affected)) return fail(t("engine.cypher.xp.passToSelf", { name: affected.name }));
	const explanation: ExplainStep[] = [];
	const changes: StateChange[] = [];
	if (passTo) {
		changes.push({ target: targetOf(affected), key: XP_KEY, before: affected.xp, after: affected.xp + 1 });
		changes.push({ target: targetOf(passTo), key: XP_KEY, before: passTo.xp, after: passTo.xp + 1 });
		explanation.push(citedStep(
			t("engine.cypher.xp.intrusionPassed", { name: affected.name, other: passTo.name, before: affected.xp, after: affected.xp + 1, otherBefore: passTo.xp, otherAfter: passTo.xp + 1 }),
			"gmIntrusionXp",
			"Gm-Intrusion",
		));
	} else {
		changes.push({ target: targetOf(affected), key: XP_KEY, before: affected.xp, after: affected.xp + 2 });
		explanation.push(citedStep(t("engine.cypher.xp.intrusionKept", { name: affected.name, before: affected.xp, after: affected.xp + 2 }), "gmIntrusionXp", "Gm-Intrusion"));
	}
	return ok({ changes, explanation });
}

/** The free intrusion of a natural 1: no XP changes hands. */
export function freeIntrusion(): XpResult {
	return { changes: [], explanation: [citedStep(t("engine.cypher.xp.freeIntrusion"), "freeIntrusion", "Gm-Intrusion")] };
}

/** Refusing a GM intrusion costs 1 XP (001); without XP there is nothing to pay with. */
export function refuseIntrusion(player: XpHolder): Result<XpResult> {
	return spend(player, 1, "refuse", "refuseIntrusion", "Gm-Intrusion", t("engine.cypher.xp.cannotRefuse", { name: player.name }));
}

/** A player intrusion costs 1 XP; if the GM refuses it, nothing is spent. */
export function playerIntrusion(player: XpHolder, gmAccepts = true): Result<XpResult> {
	if (!gmAccepts) {
		const bad = checkXp(player);
		if (bad) return fail(bad);
		return ok({ changes: [], explanation: [citedStep(t("engine.cypher.xp.gmRefuses", { name: player.name }), "gmRefusesIntrusion", "Player-Intrusion")] });
	}
	// The rule behind the no-XP refusal: citation "noXpNoPlayerIntrusion".
	return spend(player, 1, "player-intrusion", "playerIntrusion", "Player-Intrusion", t("engine.cypher.xp.noPlayerIntrusion", { name: player.name }));
}

/**
 * Reacting to a GM intrusion (000): 1 XP spent on the next action to deal with what the GM brought
 * in. Not the same as refusing it (001's "1 XP: Refuse the intrusion", refuseIntrusion above).
 */
export function reactToIntrusion(player: XpHolder): Result<XpResult> {
	return spend(player, 1, "react", "reactToIntrusion", "Gm-Intrusion", t("engine.cypher.xp.cannotReact", { name: player.name }));
}

export type XpPurchase = "reroll" | "short-term" | "long-term" | "advancement";
export const XP_COSTS: Readonly<Record<XpPurchase, number>> = { reroll: 1, "short-term": 2, "long-term": 3, advancement: 4 };
const XP_PURCHASES = Object.keys(XP_COSTS);
/** What XP is spent on: a purchase, refusing or reacting to a GM intrusion, or a player intrusion (the message's select). */
type XpSpending = XpPurchase | "refuse" | "react" | "player-intrusion";

/**
 * Spends XP on a purchase. A step of advancement also moves `advancement-steps`
 * on, and the last step of a tier raises `tier` and starts the count again.
 */
export function spendXp(player: XpHolder, purchase: XpPurchase, options: { stepsPerTier?: number } = {}): Result<XpResult> {
	const unknown = choiceProblem(t("engine.cypher.xp.field.purchase"), purchase, XP_PURCHASES);
	if (unknown) return fail(unknown);
	const cost = XP_COSTS[purchase];
	// One refusal for every purchase short of XP, a step of advancement included.
	const notEnough = t("engine.cypher.xp.notEnough", { name: player.name, xp: player.xp, purchase, cost });
	if (purchase !== "advancement") return spend(player, cost, purchase, "xpSpending", "Spending-Experience-Points", notEnough);
	const perTier = options.stepsPerTier ?? DEFAULT_STEPS_PER_TIER;
	const tier = player.tier ?? 1;
	const steps = player.advancementSteps ?? 0;
	const problem =
		wholeNumberProblem(t("engine.cypher.xp.field.stepsPerTier"), perTier, 1, 10) ??
		wholeNumberProblem(t("engine.cypher.xp.field.tier", { name: player.name }), tier, 1, MAX_TIER) ??
		wholeNumberProblem(t("engine.cypher.xp.field.advancementSteps", { name: player.name }), steps, 0, perTier - 1);
	if (problem) return fail(problem);
	// The rule behind this refusal: citation "tiersOneToSix".
	if (tier === MAX_TIER) return fail(t("engine.cypher.xp.highestTier", { name: player.name, tier: MAX_TIER }));
	const paid = spend(player, cost, "advancement", "xpAdvancement", "Character-Tiers", notEnough);
	if (!paid.ok) return paid;
	const { changes, explanation } = paid.value;
	const target = targetOf(player);
	if (steps + 1 >= perTier) {
		changes.push({ target, key: ADVANCEMENT_KEY, before: steps, after: 0 });
		changes.push({ target, key: TIER_KEY, before: tier, after: tier + 1 });
		explanation.push(citedStep(t("engine.cypher.xp.tierReached", { steps: perTier, name: player.name, tier: tier + 1 }), "xpAdvancement", "Character-Tiers"));
	} else {
		changes.push({ target, key: ADVANCEMENT_KEY, before: steps, after: steps + 1 });
		explanation.push(citedStep(t("engine.cypher.xp.stepToward", { step: steps + 1, steps: perTier, tier: tier + 1 }), "xpAdvancement", "Character-Tiers"));
	}
	return ok({ changes, explanation });
}

export interface Reroll {
	first: number;
	second: number;
	kept: number;
	explanation: Explanation;
}

/** The 1 XP reroll: roll the die again and keep the better result (higher is better on a d20). */
export function rerollKeepBetter(first: number, rng: Rng, sides = 20): Result<Reroll> {
	if (!Number.isInteger(sides) || sides < 2 || sides > 1000) return fail(t("engine.cypher.xp.dieSides", { sides: String(sides) }));
	if (!Number.isInteger(first) || first < 1 || first > sides) return fail(t("engine.cypher.xp.firstRoll", { die: `d${sides}`, first: String(first) }));
	const second = rollDie(rng, sides);
	const kept = Math.max(first, second);
	return ok({ first, second, kept, explanation: [citedStep(t("engine.cypher.xp.rerolled", { first, second, kept }), "xpReroll", "Spending-Experience-Points")] });
}

function spend(player: XpHolder, cost: number, what: XpSpending, source: CitationId | undefined, page: string, notEnough: string): Result<XpResult> {
	const bad = checkXp(player);
	if (bad) return fail(bad);
	if (player.xp < cost) return fail(notEnough);
	return ok({
		changes: [{ target: targetOf(player), key: XP_KEY, before: player.xp, after: player.xp - cost }],
		explanation: [citedStep(t("engine.cypher.xp.spends", { name: player.name, cost, what, before: player.xp, after: player.xp - cost }), source, page)],
	});
}
