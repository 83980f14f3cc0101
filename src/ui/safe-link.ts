/**
 * The one check every link the plugin draws goes through. Link targets come from note text anyone can
 * write (a roll-table row, a name in a log entry, a sheet's ability list): `[[javascript:alert(1)]]`
 * must never become a link a click could run. Only internal note paths and http(s) addresses get an
 * href; anything else is drawn as text. test/dom/ui/safe-links.test.ts holds every view to it.
 */
import type { App } from "obsidian";

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
 * `vbscript:`, `data:` or `file:`, and not `//host`, which leaves the vault) or an http(s) URL.
 */
export function isSafeHref(href: string): boolean {
	const read = asBrowserReadsIt(href);
	if (read === "") return false;
	const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(read)?.[1]?.toLowerCase();
	if (scheme !== undefined) return scheme === "http" || scheme === "https";
	return !/^[\\/]{2}/.test(read);
}

/**
 * A link to a note, built as Obsidian builds its own (class internal-link, data-href) and opened through
 * the workspace; a target that is no safe note path is drawn as plain text with the same label.
 */
export function noteLink(parent: HTMLElement, app: App, target: string, label: string, sourcePath: string, register?: (el: HTMLElement, open: (event: MouseEvent) => void) => void): HTMLElement {
	if (!isSafeHref(target)) return parent.createSpan({ cls: "cl-unsafe-link", text: label });
	const link = parent.createEl("a", { cls: "internal-link", text: label, attr: { href: target, "data-href": target } });
	const open = (event: MouseEvent): void => {
		event.preventDefault();
		void app.workspace.openLinkText(target, sourcePath, event.ctrlKey || event.metaKey);
	};
	if (register) register(link, open);
	else link.addEventListener("click", open);
	return link;
}
