/**
 * Exact odds for the dice widgets, fetched off the render path: a widget draws at once and its odds
 * fill in when they are ready. Every widget's odds wait in the page's one queue (engine/dice/odds-job),
 * which starts after the note has drawn, shares one time budget among all of them and takes the
 * widget nearest the visible part of the page first. Results are cached by expression in a
 * least-recently-used map bounded in bytes, so a note with many copies of one roll computes it once,
 * and a widget that unloads aborts the work it asked for.
 */
import type { DiceAst, Distribution } from "../../engine/dice/index";
import { ByteLruCache, MIB } from "../../engine/dice/byte-cache";
import { distributionBytes } from "../../engine/dice/distribution";
import { distributionInSlices } from "../../engine/dice/odds-job";
import { sharedOddsQueue } from "../../engine/dice/shared-queue";
import { fail, type Result } from "../../engine/result";
import { t } from "../../lang";

/**
 * Most bytes of odds the widgets keep: the odds of hundreds of usual expressions, or of one 1000d100
 * (65,000 outcomes) and more. Mostly the same objects as the engine's own memory of recent odds (also
 * 16 MiB), so both together hold at most 32 MiB.
 */
export const ODDS_CACHE_BYTES = 16 * MIB;

/** Computes odds without holding the thread for long (the page's queue; tests may inject another). */
export type OddsJob = (ast: DiceAst, options: { signal?: AbortSignal; priority?: () => number }) => Promise<Result<Distribution>>;

/** The heap a cached result keeps: the distribution, or the refusal's message. */
function resultBytes(result: Result<Distribution>): number {
	return result.ok ? distributionBytes(result.value) : 2 * result.error.length + 64;
}

function aborted(): Result<Distribution> {
	return fail(t("dice.odds.notNeeded"));
}

/** The production job: exact odds in the page's shared queue, a slice of at most 8 ms per turn. */
export const slicedOdds: OddsJob = (ast, options) => distributionInSlices(ast, { ...options, queue: sharedOddsQueue });

/**
 * How far an element is from the visible part of its window, in pixels (0 when in view; far away
 * when not in the page at all). The queue asks it to take the nearest widget's odds first.
 * It measures the element now, so it lays the page out if anything changed: see watchDistance for
 * the queue's question, asked over and over while the note may still be changing.
 */
export function distanceFromView(el: HTMLElement): number {
	if (!el.isConnected) return Number.POSITIVE_INFINITY;
	return distanceOf(el.getBoundingClientRect(), el.ownerDocument.defaultView?.innerHeight ?? 0);
}

function distanceOf(rect: { top: number; bottom: number }, height: number): number {
	if (rect.bottom < 0) return -rect.bottom;
	if (rect.top > height) return rect.top - height;
	return 0;
}

/**
 * What the observer below last reported of each watched element. The entry is kept and its distance
 * worked out only when the queue asks: a note of 300 blocks is reported whole while it draws, and
 * reading every entry's rectangles then was a large part of the note's first draw.
 */
const lastSeen = new WeakMap<Element, IntersectionObserverEntry>();
/** One observer per window (a note in a pop-out window is watched by that window's). */
const observers = new WeakMap<Window, IntersectionObserver>();

/**
 * The element's distance from the view as the browser last reported it, for the queue's order, and
 * a stop for when it is no longer asked. An IntersectionObserver reports it as the browser lays the
 * page out anyway: asking the element itself (distanceFromView) on each pick of the queue had the
 * browser lay out a half-drawn note of hundreds of blocks again and again. Until the first report
 * (or where there is no observer) the distance is unknown and the widgets go in their order.
 */
export function watchDistance(el: HTMLElement): { distance: () => number; stop: () => void } {
	const view = el.ownerDocument.defaultView;
	if (!view || typeof view.IntersectionObserver !== "function") return { distance: () => (el.isConnected ? 0 : Number.POSITIVE_INFINITY), stop: () => undefined };
	let watching = observers.get(view);
	if (!watching) {
		watching = new view.IntersectionObserver((entries) => {
			for (const entry of entries) lastSeen.set(entry.target, entry);
		});
		observers.set(view, watching);
	}
	const observer = watching;
	observer.observe(el);
	return {
		distance: () => {
			if (!el.isConnected) return Number.POSITIVE_INFINITY;
			const seen = lastSeen.get(el);
			if (seen === undefined) return Number.MAX_SAFE_INTEGER;
			return seen.isIntersecting ? 0 : distanceOf(seen.boundingClientRect, seen.rootBounds?.height ?? 0);
		},
		stop: () => observer.unobserve(el),
	};
}

interface Flight {
	promise: Promise<Result<Distribution>>;
	controller: AbortController;
	/** How near each waiting widget is; the work goes as early as the nearest of them. */
	priorities: Set<() => number>;
	waiters: number;
}

export class OddsLoader {
	private readonly cache = new ByteLruCache<string, Result<Distribution>>(ODDS_CACHE_BYTES, resultBytes);
	/** Work under way, shared by every widget asking for the same expression; aborted when none waits. */
	private readonly inFlight = new Map<string, Flight>();

	constructor(private readonly job: OddsJob = slicedOdds) {}

	/** The cached odds of an expression, if computed already (so a redraw shows them at once). */
	cached(expression: string): Result<Distribution> | undefined {
		return this.cache.get(expression);
	}

	/** The bytes the cache holds now (never over ODDS_CACHE_BYTES). */
	get cachedBytes(): number {
		return this.cache.bytes;
	}

	oddsOf(expression: string, ast: DiceAst, signal?: AbortSignal, priority?: () => number): Promise<Result<Distribution>> {
		const hit = this.cache.get(expression);
		if (hit) return Promise.resolve(hit);
		if (signal?.aborted) return Promise.resolve(aborted());
		let flight = this.inFlight.get(expression);
		if (!flight) {
			const controller = new AbortController();
			const priorities = new Set<() => number>();
			const started: Flight = {
				controller,
				priorities,
				waiters: 0,
				promise: this.job(ast, { signal: controller.signal, priority: () => nearest(priorities) }).then((result) => {
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
		if (priority) current.priorities.add(priority);
		if (!signal) return current.promise;
		return new Promise((resolve) => {
			const leave = (): void => {
				current.waiters--;
				if (priority) current.priorities.delete(priority);
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

/** The nearest of the waiting widgets (0 when none said). */
function nearest(priorities: ReadonlySet<() => number>): number {
	if (priorities.size === 0) return 0;
	let best = Number.POSITIVE_INFINITY;
	for (const priority of priorities) best = Math.min(best, priority());
	return best;
}

/** One loader for every widget of the plugin. */
export const sharedOdds = new OddsLoader();
