/**
 * The one odds queue of the page: every dice widget's and dialog's odds wait here, share one budget
 * of 8 ms per idle period of the page, nearest to the view first, and start after the note that
 * asked has been drawn. It lives in the engine (beside OddsQueue) so the pure dialogs of games/ can hand it
 * their long work (the pool game's opposed odds) without reaching into ui/.
 */
import { nextMacrotask, OddsQueue } from "./odds-job";

/** How long the first slice waits for a frame at most: a hidden window paints none, and its odds should still come. */
const FRAME_WAIT_MS = 250;

/**
 * How long a slice waits for the page to be idle at most. The note's drawing keeps the page busy
 * (it draws in slices too, each a new task), so the odds wait until the note is on screen; a page
 * that stays busy longer still gets them, a slice at a time.
 */
const IDLE_WAIT_MS = 500;

/** The browser's idle callbacks, where it has them (Chromium, so Obsidian on desktop and Android; not Safari before 18). */
type IdleRequest = (callback: (deadline: { timeRemaining(): number }) => void, options?: { timeout?: number }) => number;

function idleRequest(): IdleRequest | undefined {
	if (typeof window === "undefined") return undefined;
	const request = (window as unknown as { requestIdleCallback?: IdleRequest }).requestIdleCallback;
	return typeof request === "function" ? request.bind(window) : undefined;
}

/**
 * Calls `run` when the page is idle, with the milliseconds left of its idle period; where the browser
 * has no idle callbacks, after a turn of the event loop with no limit but the queue's own.
 */
function whenIdle(run: (budgetMs?: number) => void): void {
	const request = idleRequest();
	if (!request) {
		void nextMacrotask().then(() => run());
		return;
	}
	request((deadline) => run(deadline.timeRemaining()), { timeout: IDLE_WAIT_MS });
}

/**
 * Calls `start` once the note that asked is drawn and on screen: after the next frame has been
 * painted (or after FRAME_WAIT_MS), then when the page is idle. A note of hundreds of roll blocks
 * is drawn first, all of it; the odds come after, in the page's idle time, never interleaved with
 * the drawing (where each slice also had the browser lay out the half-drawn note again).
 */
function afterNextFrame(start: (budgetMs?: number) => void): void {
	// Node (the unit tests and benches of the dialogs' previews) has no window and no frames.
	if (typeof window === "undefined") {
		void nextMacrotask().then(() => start());
		return;
	}
	let started = false;
	const once = (): void => {
		if (started) return;
		started = true;
		whenIdle(start);
	};
	window.requestAnimationFrame(once);
	window.setTimeout(once, FRAME_WAIT_MS);
}

/**
 * The queue every widget and dialog of the plugin shares: one budget of 8 ms per idle period of the
 * page for all of their odds together, nearest to the view first, starting after the note has drawn.
 */
export const sharedOddsQueue = new OddsQueue(8, afterNextFrame, whenIdle);
