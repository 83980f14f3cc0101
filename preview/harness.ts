/**
 * The e2e harness page: mounts the plugin's real renderers and exposes a small
 * API on `window.ledgerHarness` for the browser tests to drive.
 */
import { scriptedRng } from "../src/engine/rng";
import { RollBlockChild } from "../src/ui/dice/roll-block";
import { loadPlugin } from "./mount";
import { NotePane } from "./note-pane";
import { TFile, type Component, type PostProcessor, type PreviewApp, type PreviewNote } from "./obsidian-shim";

export interface LedgerHarness {
	/** Renders a Markdown note through the plugin's registered processors (as the note at `sourcePath`); resolves when it is drawn. */
	renderNote(markdown: string, sourcePath?: string): Promise<void>;
	/** Reloads the plugin over an in-memory vault holding these notes (for rolls that log, and benches). */
	useVault(notes: PreviewNote[]): Promise<void>;
	/** The text of a note of the vault, as the plugin's writes left it. */
	readNote(path: string): Promise<string>;
	/**
	 * Opens a note of the vault in a pane that follows its changes, as the demo page does; resolves
	 * when it is drawn. `plugin: false` draws it with no plugin processors at all.
	 */
	openNote(path: string, options?: { plugin?: boolean }): Promise<void>;
	/** Resolves when the open note's drawing (the first, or an update after a write) is done. */
	whenDrawn(): Promise<void>;
	/** Adds a post-processor (made in the page) that runs after the plugin's, in notes opened from now on. */
	addPostProcessor(processor: PostProcessor): void;
	/** The preview's app (vault, metadata cache, file manager), for tests of the shim itself. */
	app(): PreviewApp;
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
const extraPostProcessors: PostProcessor[] = [];
let pane: NotePane | undefined;

window.ledgerHarnessReady = loadPlugin().then((first) => {
	let loaded = first;
	window.ledgerHarness = {
		async renderNote(markdown, sourcePath = "Harness.md") {
			const { view, drawn } = loaded.render(root.createDiv({ cls: "markdown-rendered" }), markdown, { sourcePath });
			owners.push(view);
			await drawn;
		},
		async useVault(notes) {
			loaded = await loadPlugin(notes);
		},
		async readNote(path) {
			const file = loaded.app.vault.getAbstractFileByPath(path);
			return file instanceof TFile ? loaded.app.vault.cachedRead(file) : "";
		},
		async openNote(path, options = {}) {
			pane?.unload();
			const plugin = options.plugin === false ? { codeBlockProcessors: new Map(), postProcessors: [] } : loaded.renderers;
			const renderers = { codeBlockProcessors: plugin.codeBlockProcessors, postProcessors: [...plugin.postProcessors, ...extraPostProcessors] };
			pane = new NotePane(loaded.app, renderers, root.createDiv({ cls: "markdown-rendered" }));
			pane.load();
			owners.push(pane);
			// A write meanwhile starts a newer drawing: wait for the latest.
			let drawn = await pane.open(path);
			while (!drawn) drawn = await pane.whenDrawn();
		},
		async whenDrawn() {
			while (pane && !(await pane.whenDrawn())) {
				// superseded by a newer write: wait for that drawing
			}
		},
		addPostProcessor(processor) {
			extraPostProcessors.push(processor);
		},
		app: () => loaded.app,
		mountScriptedRoll(source, faces) {
			const el = root.createDiv({ cls: "block-language-ledger-roll" });
			const child = new RollBlockChild(el, source, scriptedRng(faces));
			child.load();
			owners.push(child as unknown as Component);
		},
		clear() {
			for (const owner of owners.splice(0)) owner.unload();
			pane = undefined;
			root.empty();
		},
		setTheme(theme) {
			document.body.classList.toggle("theme-dark", theme === "dark");
			document.body.classList.toggle("theme-light", theme === "light");
		},
		registeredBlocks: () => [...loaded.plugin.codeBlockProcessors.keys()],
	};
});
