/**
 * The e2e harness page: mounts the plugin's real renderers and exposes a small
 * API on `window.ledgerHarness` for the browser tests to drive.
 */
import { scriptedRng } from "../src/engine/rng";
import { RollBlockChild } from "../src/ui/dice/roll-block";
import { loadPlugin } from "./mount";
import type { Component, PreviewNote } from "./obsidian-shim";

export interface LedgerHarness {
	/** Renders a Markdown note through the plugin's registered processors (as the note at `sourcePath`). */
	renderNote(markdown: string, sourcePath?: string): void;
	/** Reloads the plugin over an in-memory vault holding these notes (for rolls that log, and benches). */
	useVault(notes: PreviewNote[]): Promise<void>;
	/** The text of a note of the vault, as the plugin's writes left it. */
	readNote(path: string): Promise<string>;
	/** Mounts one ledger-roll block whose dice are the given faces, for exact checks. */
	mountScriptedRoll(source: string, faces: number[]): void;
	/** Unloads everything rendered so far. */
	clear(): void;
	setTheme(theme: "light" | "dark"): void;
	registeredBlocks(): string[];
}

declare global {
	interface Window {
		ledgerHarness: LedgerHarness;
		ledgerHarnessReady: Promise<void>;
	}
}

const root = document.getElementById("note") as HTMLElement;
const owners: Component[] = [];

window.ledgerHarnessReady = loadPlugin().then((first) => {
	let loaded = first;
	window.ledgerHarness = {
		renderNote(markdown, sourcePath = "Harness.md") {
			owners.push(loaded.render(root.createDiv({ cls: "markdown-rendered" }), markdown, { sourcePath }));
		},
		async useVault(notes) {
			loaded = await loadPlugin(notes);
		},
		async readNote(path) {
			const file = loaded.app.vault.getAbstractFileByPath(path);
			return file ? loaded.app.vault.cachedRead(file) : "";
		},
		mountScriptedRoll(source, faces) {
			const el = root.createDiv({ cls: "block-language-ledger-roll" });
			const child = new RollBlockChild(el, source, scriptedRng(faces));
			child.load();
			owners.push(child as unknown as Component);
		},
		clear() {
			for (const owner of owners.splice(0)) owner.unload();
			root.empty();
		},
		setTheme(theme) {
			document.body.classList.toggle("theme-dark", theme === "dark");
			document.body.classList.toggle("theme-light", theme === "light");
		},
		registeredBlocks: () => [...loaded.plugin.codeBlockProcessors.keys()],
	};
});
