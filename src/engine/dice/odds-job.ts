/**
 * Exact odds without freezing the note: the same computation as distribution(),
 * run a slice at a time (sliceMs, 8 ms by default) with a macrotask between
 * slices, so rendering and typing go on while a big pool's odds fill in.
 * A refusal (over a work limit) is found before any heavy work, so it arrives
 * within the first slice.
 */
import type { DiceAst } from "./ast";
import { distributionSteps, remember, rememberedDistribution } from "./distribution";
import { DiceError, type Distribution } from "./types";
import { fail, ok, type Result } from "../result";

export interface OddsJobOptions {
	/** Longest stretch of work between two pauses, in milliseconds (default 8). */
	sliceMs?: number;
	/** Aborting stops the work at the next pause; the promise then resolves with an error. */
	signal?: AbortSignal;
}

/** The message of the Result when the signal aborted the work. */
export const ODDS_ABORTED = "The odds were not computed: the work was cancelled.";

/**
 * The exact distribution of an expression, computed without holding the thread more
 * than sliceMs at a time; a refusal (over the work limit) arrives within one slice.
 * Never rejects: a refusal or a bug becomes a Result error with a message for the user.
 */
export async function distributionInSlices(ast: DiceAst, options: OddsJobOptions = {}): Promise<Result<Distribution>> {
	const sliceMs = options.sliceMs ?? 8;
	const signal = options.signal;
	const known = rememberedDistribution(ast);
	if (known) return ok(known);
	const steps = distributionSteps(ast);
	try {
		for (;;) {
			if (signal?.aborted) return fail(ODDS_ABORTED);
			const sliceEnd = now() + sliceMs;
			for (;;) {
				const next = steps.next();
				if (next.done) {
					remember(ast, next.value);
					return ok(next.value);
				}
				if (now() >= sliceEnd) break;
			}
			await nextMacrotask();
		}
	} catch (error) {
		if (error instanceof DiceError) return fail(error.message);
		return fail(`The odds could not be computed (${String(error)}).`);
	} finally {
		// Release the paused computation's arrays at once when abandoned.
		steps.return(undefined as never);
	}
}

function now(): number {
	return typeof performance !== "undefined" ? performance.now() : Date.now();
}

/**
 * Yields to the event loop so input and rendering run. A MessageChannel message is a
 * macrotask without setTimeout's 4 ms clamp on nested timers (and exists in Obsidian
 * on desktop and mobile, and in Node for the tests).
 */
function nextMacrotask(): Promise<void> {
	return new Promise((resolve) => {
		const channel = new MessageChannel();
		channel.port1.onmessage = () => {
			channel.port1.close();
			resolve();
		};
		channel.port2.postMessage(undefined);
	});
}
