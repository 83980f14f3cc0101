/** Internal links built the way Obsidian's own are (class internal-link, data-href), opened through the workspace. */
import type { App } from "obsidian";
import { linkpathOf, targetLabel } from "../../notes/log/targets";
import { isSafeHref } from "../safe-link";

/** The one link check (ui/safe-link.ts), kept importable from here for the log's views. */
export { isSafeHref };

/** A link to a note; a name that is no safe note path (e.g. `javascript:…`) is drawn as plain text. */
export function internalLink(parent: HTMLElement, app: App, linktext: string, label: string, sourcePath: string): HTMLElement {
	if (!isSafeHref(linktext)) return parent.createSpan({ cls: "cl-unsafe-link", text: label });
	const link = parent.createEl("a", { cls: "internal-link", text: label, href: linktext });
	link.dataset.href = linktext;
	link.addEventListener("click", (event) => {
		event.preventDefault();
		void app.workspace.openLinkText(linktext, sourcePath, event.ctrlKey || event.metaKey);
	});
	return link;
}

/** A note reference from an entry: a link when it is a wikilink, plain text otherwise. */
export function noteReference(parent: HTMLElement, app: App, reference: string, sourcePath: string): void {
	if (/^\[\[[^\]]+\]\]$/.test(reference.trim())) internalLink(parent, app, linkpathOf(reference), targetLabel(reference), sourcePath);
	else parent.createSpan({ text: reference });
}

/** A wikilink inside a line of text, as an entry's outcome may hold one ("1 passed to [[Kessa Varn]]"). */
const LINK_IN_TEXT = /\[\[([^[\]]{1,300})\]\]/g;

/**
 * A line of an entry's text with each of its wikilinks drawn as a link under the name a reader knows
 * (never as raw `[[…]]`), and the words between them as text.
 */
export function textWithLinks(parent: HTMLElement, app: App, text: string, sourcePath: string): void {
	let from = 0;
	for (const match of text.matchAll(LINK_IN_TEXT)) {
		const at = match.index ?? 0;
		if (at > from) parent.appendText(text.slice(from, at));
		noteReference(parent, app, match[0], sourcePath);
		from = at + match[0].length;
	}
	if (from < text.length) parent.appendText(text.slice(from));
}
