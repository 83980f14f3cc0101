/**
 * Long reads in slices: the engine's readers are generators that yield every few thousand lines;
 * this drives one, giving the page back between slices of a few milliseconds, so a session note of
 * megabytes is read without holding the page (a tap, a scroll, a redraw all get their turn).
 */

/** Work per slice before yielding to the page, in milliseconds. */
export const SLICE_MS = 8;

/** Lets the page draw and take input. */
export function pause(): Promise<void> {
	return new Promise((resolve) => window.setTimeout(resolve, 0));
}

/** Runs a generator to its end, pausing whenever a slice has taken SLICE_MS. */
export async function runInSlices<T>(steps: Generator<void, T, void>): Promise<T> {
	let started = performance.now();
	for (;;) {
		const step = steps.next();
		if (step.done) return step.value;
		if (performance.now() - started >= SLICE_MS) {
			await pause();
			started = performance.now();
		}
	}
}
