/**
 * Opposed odds in the pool game's dialogs, without freezing them: an opposed roll needs both pools'
 * whole distributions (100 dice against 100 on d20 took 272 ms in one go, on every change of the
 * dialog). Pools already worked out (the engine remembers them, bounded in bytes) and small ones
 * answer at once; bigger ones are worked out in the page's odds queue a slice at a time, shared with
 * every other odds on the page, and the dialog draws its panel again when they are ready.
 */
import type { Result } from "../../engine/result";
import { opposedChance, opposedChanceSteps, poolDistributionWork, rememberedPoolDistribution, type OpposedChance } from "../../engine/systems/pool/odds";
import { sharedOddsQueue } from "../../engine/dice/shared-queue";
import { t } from "../../lang";

/** Pools whose distributions together take at most this many steps (about a millisecond) are worked out at once. */
export const OPPOSED_AT_ONCE_WORK = 2_000_000;

export type OpposedOdds = { ready: Result<OpposedChance> } | { pending: Promise<unknown> };

/** Work under way, one per pair of pools, shared by every preview that asks while it runs. */
const inFlight = new Map<string, Promise<unknown>>();

function needsWork(pool: number, sides: number): number {
	return rememberedPoolDistribution(pool, sides) ? 0 : poolDistributionWork(pool, sides);
}

/** The chance `actor` beats `opponent`, at once when cheap or known; otherwise the promise of it (then ask again). */
export function opposedOdds(actor: number, opponent: number, sides: number): OpposedOdds {
	if (needsWork(actor, sides) + needsWork(opponent, sides) <= OPPOSED_AT_ONCE_WORK) return { ready: opposedChance(actor, opponent, sides) };
	const key = `${actor}:${opponent}:${sides}`;
	let pending = inFlight.get(key);
	if (!pending) {
		const started = sharedOddsQueue.run(() => opposedChanceSteps(actor, opponent, sides)).finally(() => inFlight.delete(key));
		inFlight.set(key, started);
		pending = started;
	}
	return { pending };
}

/** The words shown while the odds are worked out. */
export function workingOut(): string {
	return t("pool.preview.workingOut");
}
