/**
 * The listeners of every roll block: one set per window, not three per block. A note may hold hundreds
 * of blocks, and their own listeners were a fifth of the time such a note took to draw. The window's
 * document listens in the capture phase, so no handler between the block and the document (the
 * editor's, in Live Preview) can keep a press or a click from the block, and it hands each event to
 * the block it happened in.
 */

/** What a drawn block does with the events in it. */
export interface BlockEvents {
	/** The block is pressed or focused, before any click: a screen reader's live region goes in now. */
	touched(): void;
	/** A click anywhere in the block; the block looks at what was clicked. */
	clicked(target: EventTarget | null): void;
}

/** The class every roll block's element carries (see roll-block.ts). */
const BLOCK_CLASS = "cl-roll";

const blocks = new WeakMap<Element, BlockEvents>();
const listening = new Map<Document, () => void>();

/** Hands the events inside `el` to `events` from now on (and listens in `el`'s window, once). */
export function listenForBlock(el: HTMLElement, events: BlockEvents): void {
	blocks.set(el, events);
	listenIn(el.ownerDocument);
}

/** The block no longer answers (it was unloaded). */
export function forgetBlock(el: HTMLElement): void {
	blocks.delete(el);
}

/** The events a block answers, each listened for once per window. */
const TYPES = ["pointerdown", "focusin", "click"] as const;

/** Listens in `doc`: the main window's at the first block, each popout's as Obsidian opens it. */
export function listenIn(doc: Document): void {
	if (listening.has(doc)) return;
	const handle = (event: Event): void => {
		const target = event.target as Partial<Element> | null;
		// A text node or the document itself has no closest(); neither is inside a block's buttons.
		const el = typeof target?.closest === "function" ? target.closest(`.${BLOCK_CLASS}`) : null;
		const block = el ? blocks.get(el) : undefined;
		if (event.type === "click") block?.clicked(event.target);
		else block?.touched();
	};
	for (const type of TYPES) doc.addEventListener(type, handle, true);
	listening.set(doc, () => {
		for (const type of TYPES) doc.removeEventListener(type, handle, true);
	});
}

/** Stops listening in every window (the plugin unloads). */
export function stopListening(): void {
	for (const stop of listening.values()) stop();
	listening.clear();
}
