/**
 * Text from notes, drawn so that its writing direction stays its own. Names and labels come from
 * notes anyone can write, and a bidirectional override (U+202E and its kin) in a name would reverse
 * everything after it on its line: "Roll ‮tnemyap lla teleD" reads as a button that says something
 * else. Two rules, applied across the plugin's views:
 * - labels (button and option text, aria-label, title, dialog titles, notices) have the overrides,
 *   embeddings and isolates removed (`labelText`): a label is one run of text in one direction;
 * - user text inside the page's own words is isolated (`userText`, a <bdi>; or `isolate` on an
 *   element that holds only user text, dir="auto"): right-to-left names still read right to left,
 *   and nothing in them reaches the words around them.
 * The marks (LRM, RLM, ALM) stay: they only nudge neutral characters and have real uses in names.
 */

/** Embeddings and overrides (U+202A–U+202E) and isolates (U+2066–U+2069). */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g;

/** The text without bidirectional overrides, embeddings or isolates, for a label. */
export function labelText(text: string): string {
	return text.replace(BIDI_CONTROLS, "");
}

/** Whether the text holds a bidirectional override, embedding or isolate. */
export function hasBidiControls(text: string): boolean {
	return text.search(BIDI_CONTROLS) >= 0;
}

/** User text inside the page's own words: a <bdi> (its direction isolated), with an optional class. */
export function userText(parent: HTMLElement, text: string, cls?: string): HTMLElement {
	return parent.createEl("bdi", cls === undefined ? { text } : { cls, text });
}

/** Marks an element that holds only user text: its direction is its own (dir="auto" isolates it). */
export function isolate<T extends HTMLElement>(el: T): T {
	el.setAttr("dir", "auto");
	return el;
}
