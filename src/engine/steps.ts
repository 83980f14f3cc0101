/**
 * A computation that can pause: it yields between small pieces of work so that a caller can spread
 * it over time (the odds queue, a megabyte session note read in slices) or run it straight through
 * (runToEnd). The dice odds and the session log's scans are written this way.
 */
export type Steps<T> = Generator<void, T, void>;

/** Runs a pausable computation to its end without pausing. */
export function runToEnd<T>(steps: Steps<T>): T {
	for (;;) {
		const next = steps.next();
		if (next.done) return next.value;
	}
}
