/**
 * What the plugin tells the user after an action: a Notice for the eye, and the same words in one
 * live region the plugin owns, for screen readers (a Notice alone is gone in seconds and is not
 * reliably read out). The region is made on first use in the window that has the focus
 * (`activeDocument`: a popout window has its own), one per plugin and window, and removed on unload.
 */
import { Notice, type Plugin } from "obsidian";
import { labelText } from "./user-text";

export type Tell = (message: string) => void;

const tellers = new WeakMap<Plugin, Tell>();

export function announcer(plugin: Plugin): Tell {
	const existing = tellers.get(plugin);
	if (existing) return existing;
	const regions = new Map<Document, HTMLElement>();
	plugin.register(() => {
		for (const region of regions.values()) region.remove();
		regions.clear();
	});
	const tell: Tell = (said) => {
		// Messages name notes and characters: one line in one direction, without bidi overrides (user-text.ts).
		const message = labelText(said);
		new Notice(message);
		// A closed popout's region goes with its window.
		for (const [closed, old] of regions) if (!old.isConnected) regions.delete(closed);
		const doc = activeDocument;
		let region = regions.get(doc);
		if (region === undefined || !region.isConnected) {
			region = doc.body.createDiv({ cls: "cl-announcer", attr: { role: "status", "aria-live": "polite" } });
			regions.set(doc, region);
		}
		region.setText(message);
	};
	tellers.set(plugin, tell);
	return tell;
}
