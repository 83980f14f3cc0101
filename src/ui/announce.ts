/**
 * What the plugin tells the user after an action: a Notice for the eye, and the same words in one
 * live region the plugin owns, for screen readers (a Notice alone is gone in seconds and is not
 * reliably read out). The region is made on first use, one per plugin, and removed on unload.
 */
import { Notice, type Plugin } from "obsidian";

export type Tell = (message: string) => void;

const tellers = new WeakMap<Plugin, Tell>();

export function announcer(plugin: Plugin): Tell {
	const existing = tellers.get(plugin);
	if (existing) return existing;
	let region: HTMLElement | undefined;
	plugin.register(() => region?.remove());
	const tell: Tell = (message) => {
		new Notice(message);
		region ??= document.body.createDiv({ cls: "cl-announcer", attr: { role: "status", "aria-live": "polite" } });
		region.setText(message);
	};
	tellers.set(plugin, tell);
	return tell;
}
