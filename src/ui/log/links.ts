/** Internal links built the way Obsidian's own are (class internal-link, data-href), opened through the workspace. */
import type { App } from "obsidian";
import { linkpathOf, targetLabel } from "../../notes/log/targets";

export function internalLink(parent: HTMLElement, app: App, linktext: string, label: string, sourcePath: string): HTMLAnchorElement {
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
