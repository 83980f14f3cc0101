import type { App, Component } from "obsidian";

/**
 * Runs `redraw` whenever Obsidian has new metadata for a note `watched` accepts (a roll wrote its
 * properties, or the user edited it). The listener lives as long as `owner`, the block's child.
 */
export function redrawOnChange(owner: Component, app: App, watched: (path: string) => boolean, redraw: () => unknown): void {
	owner.registerEvent(
		app.metadataCache.on("changed", (file) => {
			if (watched(file.path)) void redraw();
		}),
	);
}
