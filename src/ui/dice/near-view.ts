/**
 * When a roll block builds its full widget (the expression parsed, its odds asked for, its last
 * logged roll looked up): as it comes within a screen of the view, or, for the blocks further
 * away, one after another in the page's idle moments, so every block's odds still come without
 * the reader scrolling. Until then a block is its light line (roll-block.ts), drawn from the
 * note's text alone: a note of 300 blocks opened with every block built took three times as long
 * as the same note without the plugin (issue 34.7). A block the user touches builds at once
 * (roll-block.ts asks for that itself): a roll never waits for a scroll or an idle moment.
 */

/** How far outside the view a block is built ahead of the reader: one screen above and below. */
const AHEAD = "100% 0px 100% 0px";
/** Most time one idle moment spends building blocks far from the view (the odds queue's slice). */
const IDLE_BUDGET_MS = 8;
/** How long a turn of building waits for an idle moment at most: a page that is never idle still gets its blocks built. */
const IDLE_WAIT_MS = 100;
/** Where a browser has no idle callbacks (Safari, so Obsidian on iOS): the wait between two turns of building. */
const NO_IDLE_WAIT_MS = 50;

interface IdleWindow {
	requestIdleCallback?: (callback: (deadline: { timeRemaining(): number; didTimeout: boolean }) => void, options: { timeout: number }) => number;
}

/** One window's watcher: its observer, and the blocks not built yet, in the order they were drawn. */
interface Watcher {
	observer: IntersectionObserver;
	waiting: Map<Element, () => void>;
	idleAsked: boolean;
}

/** A window with its globals (the observer's class is the window's own: a pop-out window has its own). */
type View = typeof window;

const watchers = new WeakMap<View, Watcher>();

/**
 * Calls `build` once, when `el` comes near the view or in an idle moment, whichever is first.
 * Returns a cancel for when the block is built another way (a click, a focus) or unloaded.
 * Where the window cannot tell what is near the view (no IntersectionObserver), builds at once.
 */
export function buildWhenNear(el: HTMLElement, build: () => void): () => void {
	const view = el.ownerDocument.defaultView;
	if (!view || typeof view.IntersectionObserver !== "function") {
		build();
		return () => undefined;
	}
	const watcher = watcherOf(view);
	watcher.waiting.set(el, build);
	watcher.observer.observe(el);
	askForIdle(view, watcher);
	return () => {
		if (watcher.waiting.delete(el)) watcher.observer.unobserve(el);
	};
}

function watcherOf(view: View): Watcher {
	let watcher = watchers.get(view);
	if (watcher) return watcher;
	const waiting = new Map<Element, () => void>();
	const observer = new view.IntersectionObserver(
		(entries) => {
			for (const entry of entries) if (entry.isIntersecting) take(current, entry.target);
		},
		{ rootMargin: AHEAD },
	);
	const current: Watcher = { observer, waiting, idleAsked: false };
	watchers.set(view, current);
	return current;
}

/** Builds the block of `el` if it still waits. */
function take(watcher: Watcher, el: Element): void {
	const build = watcher.waiting.get(el);
	if (!build) return;
	watcher.waiting.delete(el);
	watcher.observer.unobserve(el);
	build();
}

/** Builds waiting blocks in note order for a few milliseconds of each idle moment, until none waits. */
function askForIdle(view: View, watcher: Watcher): void {
	if (watcher.idleAsked) return;
	watcher.idleAsked = true;
	const turn = (remaining: () => number): void => {
		watcher.idleAsked = false;
		for (const el of watcher.waiting.keys()) {
			if (remaining() <= 0) break;
			take(watcher, el);
		}
		if (watcher.waiting.size > 0) askForIdle(view, watcher);
	};
	// Typed as possibly missing: Safari has none.
	const idle: IdleWindow = view;
	if (typeof idle.requestIdleCallback === "function") {
		idle.requestIdleCallback(
			(deadline) => {
				const end = performance.now() + IDLE_BUDGET_MS;
				// Called by the timeout on a busy page: the budget alone bounds the turn.
				turn(() => (deadline.didTimeout ? end - performance.now() : Math.min(deadline.timeRemaining(), end - performance.now())));
			},
			{ timeout: IDLE_WAIT_MS },
		);
		return;
	}
	view.setTimeout(() => {
		const end = performance.now() + IDLE_BUDGET_MS;
		turn(() => end - performance.now());
	}, NO_IDLE_WAIT_MS);
}
