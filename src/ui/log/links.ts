/** Internal links built the way Obsidian's own are (class internal-link, data-href), opened through the workspace. */
import type { App } from "obsidian";
import { linkpathOf, targetLabel } from "../../notes/log/targets";

/**
 * The text a browser actually navigates to for an href: it drops tabs and line breaks anywhere and
 * trims control characters and spaces at both ends ("java\tscript:" is still javascript:).
 */
function asBrowserReadsIt(href: string): string {
	// eslint-disable-next-line no-control-regex -- control characters are exactly what browsers strip here
	return href.replace(/[\t\n\r]/g, "").replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, "");
}

/**
 * Whether `href` may be put on a link: an internal note path (no URL scheme such as `javascript:`,
 * `data:` or `file:`, and not `//host`, which leaves the vault) or an http(s) URL. Names in entries
 * come from note text anyone can write, so everything else is shown as text instead.
 */
export function isSafeHref(href: string): boolean {
	const read = asBrowserReadsIt(href);
	if (read === "") return false;
	const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(read)?.[1]?.toLowerCase();
	if (scheme !== undefined) return scheme === "http" || scheme === "https";
	return !/^[\\/]{2}/.test(read);
}

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
