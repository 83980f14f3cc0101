/**
 * Work in time slices, so that a huge note never holds the page: Obsidian parses notes in a worker
 * and draws its reading view a little at a time; the preview has one thread, so it cuts its own
 * work (splitting a note into blocks, indexing it, drawing it) into slices of about SLICE_MS and
 * gives the browser its turn (input, painting) between them.
 */

/**
 * The most work one slice does before it yields: well under the 50 ms a page may be held, leaving
 * room for the browser's style, layout and paint of what the slice drew, and for garbage collection.
 */
export const SLICE_MS = 10;

const channel = typeof MessageChannel === "function" ? new MessageChannel() : undefined;
const waiting: Array<() => void> = [];
if (channel) {
	channel.port1.onmessage = () => waiting.shift()?.();
	// In Node (the unit tests of the parser) an open port would keep the process alive; browsers have no unref.
	(channel.port1 as unknown as { unref?: () => void }).unref?.();
}

/**
 * Resolves in a new task. A message, not setTimeout: the browser clamps nested timers to 4 ms, which
 * would add seconds of idle time to a note drawn in hundreds of slices.
 */
export function nextTask(): Promise<void> {
	return new Promise((resolve) => {
		if (!channel) {
			setTimeout(resolve, 0);
			return;
		}
		waiting.push(resolve);
		channel.port2.postMessage(null);
	});
}

/** A stop signal for sliced work whose result is no longer wanted (a newer version of the note came). */
export interface Cancel {
	cancelled: boolean;
}

/**
 * Runs `step` until it returns true (done), yielding to the browser whenever a slice has used
 * SLICE_MS. The first slice runs at once, so small work finishes before this returns its promise's
 * first await. Returns false if `cancel` stopped it.
 */
export async function runSliced(step: () => boolean, cancel?: Cancel): Promise<boolean> {
	for (;;) {
		const start = performance.now();
		do {
			if (cancel?.cancelled) return false;
			if (step()) return true;
		} while (performance.now() - start < SLICE_MS);
		await nextTask();
	}
}
