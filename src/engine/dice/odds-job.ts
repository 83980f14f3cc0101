/**
 * Exact odds without freezing the note. Every computation of odds is a pausable one (Steps), and
 * one queue runs them all for the page: nothing runs while the note draws (the first slice waits
 * for what `startAfter` says, in the app the next frame, after the note is on screen; see
 * ui/dice/odds-loader.ts), each turn of the event loop gets one slice of
 * at most sliceMs (8 ms) shared by every waiting computation, and the computation nearest to what
 * the user sees goes first. Twenty heavy blocks in a note are twenty computations in one queue,
 * never twenty slices in one task.
 * A refusal (over a work limit) is found before any heavy work, so it arrives within one slice.
 */
import type { DiceAst } from "./ast";
import { distributionSteps, remember, rememberedDistribution } from "./distribution";
import type { Steps } from "./pmf";
import { DiceError, type Distribution } from "./types";
import { fail, ok, type Result } from "../result";

export interface OddsJobOptions {
	/** Longest stretch of work between two pauses, in milliseconds (default 8); for a queue of one's own. */
	sliceMs?: number;
	/** Aborting stops the work at the next pause; the promise then resolves with an error. */
	signal?: AbortSignal;
	/**
	 * Which waiting computation goes first: the lowest number (for a widget, its distance in pixels
	 * from the visible part of the page). Read each time the queue picks; 0 when absent.
	 */
	priority?: () => number;
	/** The queue to wait in; by default one of its own. */
	queue?: OddsQueue;
}

/** The message of the Result when the signal aborted the work. */
export const ODDS_ABORTED = "The odds were not computed: the work was cancelled.";

interface Waiting<T> {
	start: () => Steps<T>;
	steps?: Steps<T>;
	signal?: AbortSignal;
	priority?: () => number;
	done: (result: Result<T>) => void;
}

/**
 * Pausable computations waiting for their turn: one slice of at most sliceMs per turn of the event
 * loop, for all of them together, nearest first. Never rejects: a refusal or a bug becomes a Result
 * error with a message for the user.
 */
export class OddsQueue {
	// Each entry is a Waiting<T> for its own T; the queue only steps it and hands its result back.
	private readonly waiting = new Set<Waiting<unknown>>();
	private awake = false;

	/**
	 * `startAfter` runs its callback when the first slice may start (by default after a turn of the
	 * event loop; the app's widgets wait for the next frame too).
	 */
	constructor(
		readonly sliceMs = 8,
		private readonly startAfter: (start: () => void) => void = (start) => void nextMacrotask().then(start),
	) {}

	/** How many computations wait (for tests and benches). */
	get size(): number {
		return this.waiting.size;
	}

	/** Runs the computation `start` makes, in slices, after the page has drawn. */
	run<T>(start: () => Steps<T>, options: Pick<OddsJobOptions, "signal" | "priority"> = {}): Promise<Result<T>> {
		if (options.signal?.aborted) return Promise.resolve(fail(ODDS_ABORTED));
		return new Promise((resolve) => {
			const job: Waiting<T> = { start, done: resolve };
			if (options.signal) job.signal = options.signal;
			if (options.priority) job.priority = options.priority;
			this.waiting.add(job as Waiting<unknown>);
			this.wake();
		});
	}

	private wake(): void {
		if (this.awake) return;
		this.awake = true;
		// The first slice waits until what was just drawn is shown; later ones only for a turn of the loop.
		this.startAfter(() => this.slice());
	}

	/** One slice: the nearest computation runs until done or out of time, then the next nearest, until the slice ends. */
	private slice(): void {
		const end = now() + this.sliceMs;
		while (this.waiting.size > 0 && now() < end) {
			const job = this.nearest();
			if (!job) break;
			this.step(job, end);
		}
		if (this.waiting.size === 0) {
			this.awake = false;
			return;
		}
		void nextMacrotask().then(() => this.slice());
	}

	private nearest(): Waiting<unknown> | undefined {
		let best: Waiting<unknown> | undefined;
		let bestDistance = Number.POSITIVE_INFINITY;
		for (const job of this.waiting) {
			if (job.signal?.aborted) {
				this.finish(job, fail(ODDS_ABORTED));
				continue;
			}
			const distance = job.priority ? job.priority() : 0;
			// Ties go to the one that asked first (a Set keeps the order of arrival).
			if (best === undefined || distance < bestDistance) {
				best = job;
				bestDistance = distance;
			}
		}
		return best;
	}

	private step(job: Waiting<unknown>, end: number): void {
		try {
			const steps = (job.steps ??= job.start());
			for (;;) {
				const next = steps.next();
				if (next.done) {
					this.finish(job, ok(next.value));
					return;
				}
				if (now() >= end) return;
			}
		} catch (error) {
			this.finish(job, fail(error instanceof DiceError ? error.message : `The odds could not be computed (${String(error)}).`));
		}
	}

	private finish(job: Waiting<unknown>, result: Result<unknown>): void {
		this.waiting.delete(job);
		// Release a paused computation's arrays at once when abandoned.
		job.steps?.return(undefined);
		job.done(result);
	}
}

/**
 * The exact distribution of an expression, computed in the queue given (the app's widgets share
 * one), or in a queue of its own. A remembered distribution is returned at once.
 */
export async function distributionInSlices(ast: DiceAst, options: OddsJobOptions = {}): Promise<Result<Distribution>> {
	const known = rememberedDistribution(ast);
	if (known) return ok(known);
	const queue = options.queue ?? new OddsQueue(options.sliceMs);
	const result = await queue.run(() => distributionSteps(ast), options);
	if (result.ok) remember(ast, result.value);
	return result;
}

function now(): number {
	return typeof performance !== "undefined" ? performance.now() : Date.now();
}

/**
 * Yields to the event loop so input and rendering run. A MessageChannel message is a
 * macrotask without setTimeout's 4 ms clamp on nested timers (and exists in Obsidian
 * on desktop and mobile, and in Node for the tests).
 */
export function nextMacrotask(): Promise<void> {
	return new Promise((resolve) => {
		const channel = new MessageChannel();
		channel.port1.onmessage = () => {
			channel.port1.close();
			resolve();
		};
		channel.port2.postMessage(undefined);
	});
}
