/**
 * The one odds queue of the page: every dice widget's and dialog's odds wait here, share one budget
 * of 8 ms per turn of the event loop, nearest to the view first, and start after the note that asked
 * has been drawn. It lives in the engine (beside OddsQueue) so the pure dialogs of games/ can hand it
 * their long work (the pool game's opposed odds) without reaching into ui/.
 */
import { nextMacrotask, OddsQueue } from "./odds-job";

/** How long the first slice waits for a frame at most: a hidden window paints none, and its odds should still come. */
const FRAME_WAIT_MS = 250;
/** How long the first slice then waits for an idle moment at most: a page that is never idle still gets its odds. */
const IDLE_WAIT_MS = 500;

interface IdleWindow {
	requestIdleCallback?: (callback: () => void, options: { timeout: number }) => number;
}

/**
 * Calls `start` after the next frame has been painted (so after the note that asked is on screen) and
 * the page is then idle: a note still drawing in slices (Obsidian's reading view draws a long note a
 * part at a time) is not slowed by odds worked out between its parts (issue 34.7). Each wait is
 * bounded (FRAME_WAIT_MS, IDLE_WAIT_MS); where there are no idle callbacks (Safari), after the frame.
 */
function afterNextFrame(start: () => void): void {
	// Node (the unit tests and benches of the dialogs' previews) has no window and no frames.
	if (typeof window === "undefined") {
		void nextMacrotask().then(start);
		return;
	}
	let started = false;
	const once = (): void => {
		if (started) return;
		started = true;
		const idle: IdleWindow = window;
		if (typeof idle.requestIdleCallback === "function") idle.requestIdleCallback(start, { timeout: IDLE_WAIT_MS });
		else void nextMacrotask().then(start);
	};
	window.requestAnimationFrame(once);
	window.setTimeout(once, FRAME_WAIT_MS);
}

/**
 * The queue every widget and dialog of the plugin shares: one budget of 8 ms per turn of the event loop
 * for all of their odds together, nearest to the view first, starting after the note has drawn.
 */
export const sharedOddsQueue = new OddsQueue(8, afterNextFrame);

