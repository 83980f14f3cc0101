/**
 * Exact odds for the dice widgets, fetched off the render path: a widget draws at once and its odds
 * fill in when they are ready. Results are cached by expression in a bounded least-recently-used
 * map, so a note with many copies of one roll computes it once, and a widget that unloads aborts
 * the work it asked for.
 */
import type { DiceAst, Distribution } from "../../engine/dice/index";
import { distributionInSlices } from "../../engine/dice/odds-job";
import { fail, type Result } from "../../engine/result";

/** How many expressions' odds are kept: far more than one note shows, few enough to stay small. */
export const ODDS_CACHE_SIZE = 512;

/** Computes odds without holding the thread for long (the sliced job; tests may inject another). */
export type OddsJob = (ast: DiceAst, options: { signal?: AbortSignal }) => Promise<Result<Distribution>>;

/** A least-recently-used map: reading an entry makes it the newest; past `limit`, the oldest goes. */
export class LruCache<V> {
	private readonly map = new Map<string, V>();
	constructor(readonly limit: number) {}

	get(key: string): V | undefined {
		const value = this.map.get(key);
		if (value !== undefined) {
			this.map.delete(key);
			this.map.set(key, value);
		}
		return value;
	}

	set(key: string, value: V): void {
		this.map.delete(key);
		this.map.set(key, value);
		while (this.map.size > this.limit) {
			const oldest = this.map.keys().next().value;
			if (oldest === undefined) break;
			this.map.delete(oldest);
		}
	}

	get size(): number {
		return this.map.size;
	}
}

function aborted(): Result<Distribution> {
	return fail("The odds were no longer needed.");
}

/** The production job: exact odds a slice of at most 8 ms at a time (engine/dice/odds-job). */
export const slicedOdds: OddsJob = (ast, { signal }) => distributionInSlices(ast, signal ? { signal } : {});

interface Flight {
	promise: Promise<Result<Distribution>>;
	controller: AbortController;
	waiters: number;
}

export class OddsLoader {
	private readonly cache = new LruCache<Result<Distribution>>(ODDS_CACHE_SIZE);
	/** Work under way, shared by every widget asking for the same expression; aborted when none waits. */
	private readonly inFlight = new Map<string, Flight>();

	constructor(private readonly job: OddsJob = slicedOdds) {}

	/** The cached odds of an expression, if computed already (so a redraw shows them at once). */
	cached(expression: string): Result<Distribution> | undefined {
		return this.cache.get(expression);
	}

	oddsOf(expression: string, ast: DiceAst, signal?: AbortSignal): Promise<Result<Distribution>> {
		const hit = this.cache.get(expression);
		if (hit) return Promise.resolve(hit);
		if (signal?.aborted) return Promise.resolve(aborted());
		let flight = this.inFlight.get(expression);
		if (!flight) {
			const controller = new AbortController();
			const started: Flight = {
				controller,
				waiters: 0,
				promise: this.job(ast, { signal: controller.signal }).then((result) => {
					if (this.inFlight.get(expression) === started) this.inFlight.delete(expression);
					// A refusal (over the work limit) is cached too: asking again would only be refused again.
					if (!controller.signal.aborted) this.cache.set(expression, result);
					return result;
				}),
			};
			flight = started;
			this.inFlight.set(expression, flight);
		}
		const current = flight;
		current.waiters++;
		if (!signal) return current.promise;
		return new Promise((resolve) => {
			const leave = (): void => {
				current.waiters--;
				if (current.waiters === 0) {
					current.controller.abort();
					if (this.inFlight.get(expression) === current) this.inFlight.delete(expression);
				}
				resolve(aborted());
			};
			signal.addEventListener("abort", leave, { once: true });
			void current.promise.then((result) => {
				signal.removeEventListener("abort", leave);
				resolve(signal.aborted ? aborted() : result);
			});
		});
	}
}

/** One loader for every widget of the plugin. */
export const sharedOdds = new OddsLoader();
