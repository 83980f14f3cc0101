/**
 * The demo preview page (served by scripts/demo.mjs): a list of the demo vault's notes and the
 * selected note in reading view, with every block the plugin registers mounted by the plugin's own
 * renderers. The sheet's buttons open the plugin's real dialogs; what a roll or an undo writes changes
 * the notes in this page's memory only (see preview/vault.ts), and the note on screen follows: only
 * its changed sections are drawn again. Notes the plugin creates, renames or deletes appear in, move
 * in or leave the list.
 */
import { loadPlugin } from "./mount";
import { NotePane } from "./note-pane";
import { installCommandPalette, TFile, type PreviewNote } from "./obsidian-shim";
// The demo vault's settings (its default campaign, whose current session every free roll logs to),
// read into the page when it is built: Obsidian reads the same file when the plugin loads.
// scripts/demo.mjs points this name at the plugin's data.json in the demo vault's configuration folder.
import demoSettings from "demo-vault-settings";

const list = document.getElementById("notes") as HTMLElement;
const view = document.getElementById("note") as HTMLElement;
const themeButton = document.getElementById("theme") as HTMLButtonElement;

function noteFromHash(): string {
	const match = /^#note=(.+)$/.exec(location.hash);
	return match?.[1] ? decodeURIComponent(match[1]) : "Welcome.md";
}

/**
 * The preview is a plain browser page talking to the demo server, not Obsidian,
 * so it uses the browser's fetch (Obsidian's requestUrl does not exist here).
 */
async function get(url: string): Promise<{ ok: boolean; text: string }> {
	const response = await window.fetch(url);
	return { ok: response.ok, text: await response.text() };
}

function baseName(path: string): string {
	return path.slice(path.lastIndexOf("/") + 1).replace(/\.md$/, "");
}

function setTheme(dark: boolean): void {
	document.body.classList.toggle("theme-dark", dark);
	document.body.classList.toggle("theme-light", !dark);
	themeButton.setText(dark ? "Light theme" : "Dark theme");
}

async function main(): Promise<void> {
	setTheme(window.matchMedia("(prefers-color-scheme: dark)").matches);
	themeButton.addEventListener("click", () => setTheme(!document.body.classList.contains("theme-dark")));

	const vault = JSON.parse((await get("api/vault")).text) as PreviewNote[];
	const loaded = await loadPlugin(vault, demoSettings);
	const app = loaded.app;
	// Ctrl/Cmd+P: the plugin's commands, as Obsidian's palette offers them.
	installCommandPalette(app);
	list.after(
		createEl("p", {
			cls: "cl-preview-memory",
			text: "Rolls, undos and new notes change the vault in this page's memory only: the files on disk never change, and reloading the page starts fresh.",
		}),
	);

	/** The note list, from the vault as it is now (notes the plugin created included). */
	const drawList = (): void => {
		list.empty();
		const paths = app.vault
			.getMarkdownFiles()
			.map((file) => file.path)
			.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
		for (const path of paths) {
			const item = list.createEl("li");
			const link = item.createEl("a", { text: baseName(path), href: `#note=${encodeURIComponent(path)}` });
			const folder = path.includes("/") ? path.slice(0, path.lastIndexOf("/")) : "";
			if (folder) link.createSpan({ cls: "cl-preview-folder", text: folder });
			link.toggleClass("is-active", path === pane.path);
		}
	};

	const title = createEl("h1", { cls: "inline-title" });
	const body = createDiv({ cls: "markdown-rendered" });
	view.append(title, body);
	const pane = new NotePane(app, loaded.renderers, body, (path) => {
		// The note on screen was renamed (its route follows) or deleted.
		title.setText(path === null ? "" : baseName(path));
		if (path !== null && path !== noteFromHash()) history.replaceState(null, "", `#note=${encodeURIComponent(path)}`);
		drawList();
	});
	pane.load();
	for (const name of ["create", "delete", "rename"]) app.vault.on(name, (file: unknown) => (file instanceof TFile ? drawList() : undefined));

	let shown = 0;
	const show = async (): Promise<void> => {
		const path = noteFromHash();
		const mine = ++shown;
		delete document.body.dataset.ready;
		title.setText(app.vault.getAbstractFileByPath(path) instanceof TFile ? baseName(path) : "");
		const opened = pane.open(path);
		drawList();
		let drawn = await opened;
		// A long note is drawn in slices, and a write meanwhile (the plugin's) starts a newer drawing:
		// the page says it is ready when the last section of the latest text is in.
		while (!drawn && mine === shown) drawn = await pane.whenDrawn();
		if (mine === shown) document.body.dataset.ready = pane.path ?? path;
	};
	window.addEventListener("hashchange", () => void show());
	await show();
}

main().catch((error: unknown) => {
	view.createEl("p", { cls: "cl-preview-error", text: `The preview could not start: ${error instanceof Error ? error.message : String(error)}` });
	console.error(error);
});
