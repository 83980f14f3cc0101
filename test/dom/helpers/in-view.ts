/**
 * Where a roll block is on the page, for the dom tests. happy-dom lays nothing out, and its
 * IntersectionObserver never reports; a block waits as its light line until the browser says it is
 * near the view (src/ui/dice/near-view.ts). This observer reports what a test says: `comeIntoView(el)`
 * is the browser telling every observer watching `el` (or an element inside it) that it is now in view.
 * Install it before the first block of the test file loads (the window's observer is made once).
 */

type Callback = (entries: IntersectionObserverEntry[], observer: IntersectionObserver) => void;

const watching = new Map<Element, Set<InViewObserver>>();

class InViewObserver {
	readonly root = null;
	readonly rootMargin: string;
	readonly thresholds: readonly number[] = [0];

	constructor(
		private readonly callback: Callback,
		options?: IntersectionObserverInit,
	) {
		this.rootMargin = options?.rootMargin ?? "0px";
	}

	observe(el: Element): void {
		const set = watching.get(el) ?? new Set<InViewObserver>();
		set.add(this);
		watching.set(el, set);
	}

	unobserve(el: Element): void {
		watching.get(el)?.delete(this);
	}

	disconnect(): void {
		for (const set of watching.values()) set.delete(this);
	}

	takeRecords(): IntersectionObserverEntry[] {
		return [];
	}

	report(el: Element): void {
		const rect = el.getBoundingClientRect();
		const entry = { target: el, isIntersecting: true, intersectionRatio: 1, boundingClientRect: rect, intersectionRect: rect, rootBounds: null, time: performance.now() };
		this.callback([entry], this as unknown as IntersectionObserver);
	}
}

/** Puts the reporting observer in place of happy-dom's. */
export function installInView(): void {
	(window as unknown as { IntersectionObserver: unknown }).IntersectionObserver = InViewObserver;
}

/** The browser reports `el` and every watched element inside it as in view (each observer once per element). */
export function comeIntoView(el: Element): void {
	for (const [target, observers] of [...watching]) {
		if (el !== target && !el.contains(target)) continue;
		for (const observer of [...observers]) observer.report(target);
	}
}
