/**
 * Initiative: d20 + BCB + DEX modifier, highest first; ties to the higher
 * modifier, then a coin toss through the injected Rng. Also decides whether a
 * surprise round happens and who acts in it, and who starts flat-footed.
 */
import { fail, ok, type Result } from "../../result";
import { rollDie, type Rng } from "../../rng";
import { shortLabel, validModifier } from "./check";
import type { CitedExplanation } from "./citations";
import { citedStep } from "./cited-step";
import { formatList, t } from "../../../lang";

export interface InitiativeEntrant {
	id: string;
	label: string;
	bcb: number;
	dexModifier: number;
	/** Aware of the other participants when the scene starts (default true). */
	aware?: boolean;
}

export interface InitiativeSlot {
	id: string;
	label: string;
	natural: number;
	modifier: number;
	total: number;
	aware: boolean;
}

export interface InitiativeResult {
	/** Highest first. */
	order: InitiativeSlot[];
	/** Ids acting in the surprise round, in initiative order (empty when there is none). */
	surpriseRound: string[];
	/** Everyone is flat-footed until their first regular turn. */
	flatFooted: string[];
	explanation: CitedExplanation;
}

const MAX_ENTRANTS = 500;

export function rollInitiative(entrants: readonly InitiativeEntrant[], rng: Rng): Result<InitiativeResult> {
	if (entrants.length === 0) return fail(t("engine.d20.initiative.empty"));
	if (entrants.length > MAX_ENTRANTS) return fail(t("engine.d20.initiative.tooMany", { max: MAX_ENTRANTS }));
	const ids = new Set<string>();
	for (const entrant of entrants) {
		if (ids.has(entrant.id)) return fail(t("engine.d20.initiative.twice", { name: entrant.id.slice(0, 40) }));
		ids.add(entrant.id);
		for (const [value, what] of [[entrant.bcb, "bcb"], [entrant.dexModifier, "dex"]] as const) {
			const valid = validModifier(value, t("engine.d20.initiative.whose", { name: entrant.label.slice(0, 40), what }));
			if (!valid.ok) return valid;
		}
	}
	const explanation: CitedExplanation = [];
	const slots: InitiativeSlot[] = entrants.map((entrant) => {
		const natural = rollDie(rng, 20);
		const modifier = entrant.bcb + entrant.dexModifier;
		explanation.push(citedStep(t("engine.d20.initiative.roll", { name: shortLabel(entrant.label), natural, modifier, total: natural + modifier }), "initiative"));
		return { id: entrant.id, label: shortLabel(entrant.label), natural, modifier, total: natural + modifier, aware: entrant.aware ?? true };
	});
	const order = orderSlots(slots, rng, explanation);
	const awareCount = order.filter((s) => s.aware).length;
	const surprise = awareCount > 0 && awareCount < order.length;
	explanation.push(
		surprise
			? citedStep(
				t("engine.d20.initiative.surprise", { names: formatList(order.filter((s) => s.aware).map((s) => s.label)), count: order.filter((s) => s.aware).length }),
				"surprise",
			)
			: citedStep(t("engine.d20.initiative.noSurprise"), "noSurprise"),
	);
	return ok({
		order,
		surpriseRound: surprise ? order.filter((s) => s.aware).map((s) => s.id) : [],
		flatFooted: order.map((s) => s.id),
		explanation,
	});
}

/**
 * Highest total first; equal totals by the higher modifier; still equal, a coin
 * decides. Three or more still tied are put in order by a fair shuffle (one
 * coin per pair would not be fair among three).
 */
function orderSlots(slots: InitiativeSlot[], rng: Rng, explanation: CitedExplanation): InitiativeSlot[] {
	const sorted = [...slots].sort((a, b) => b.total - a.total || b.modifier - a.modifier);
	const out: InitiativeSlot[] = [];
	for (let i = 0; i < sorted.length; ) {
		let j = i + 1;
		const first = sorted[i] as InitiativeSlot;
		while (j < sorted.length && sorted[j]?.total === first.total && sorted[j]?.modifier === first.modifier) j++;
		const tied = sorted.slice(i, j);
		if (tied.length === 2) {
			// One coin: heads (0) keeps the order the participants were listed in, tails swaps them.
			if (rng.nextInt(2) === 1) tied.reverse();
		} else if (tied.length > 2) {
			for (let k = tied.length - 1; k > 0; k--) {
				const pick = rng.nextInt(k + 1);
				[tied[k], tied[pick]] = [tied[pick] as InitiativeSlot, tied[k] as InitiativeSlot];
			}
		}
		if (tied.length > 1) {
			explanation.push(citedStep(
				t("engine.d20.initiative.tie", { names: formatList(tied.map((s) => s.label)), total: first.total, count: tied.length, first: tied[0]?.label ?? "" }),
				"initiativeTie",
			));
		} else if (out.length > 0 && out[out.length - 1]?.total === first.total) {
			explanation.push(citedStep(t("engine.d20.initiative.higherModifier", { before: out[out.length - 1]?.label ?? "", after: first.label }), "initiativeTie"));
		}
		out.push(...tied);
		i = j;
	}
	return out;
}

/** Exact chance that `a` acts before `b` (two entrants), counting 20×20 dice and the coin. */
export function initiativeOdds(a: { modifier: number }, b: { modifier: number }): { first: number; outOf: number; chance: number } {
	// Counted in half-outcomes so the coin toss stays a whole number: each pair is worth 2.
	let first = 0;
	for (let x = 1; x <= 20; x++) {
		for (let y = 1; y <= 20; y++) {
			const ta = x + a.modifier;
			const tb = y + b.modifier;
			if (ta > tb || (ta === tb && a.modifier > b.modifier)) first += 2;
			else if (ta === tb && a.modifier === b.modifier) first += 1;
		}
	}
	return { first, outOf: 800, chance: first / 800 };
}
