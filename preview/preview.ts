/**
 * The demo preview page (served by scripts/demo.mjs): a list of the demo vault's
 * notes and the selected note rendered by the tiny Markdown renderer, with every
 * block the plugin registers mounted by the plugin's own renderers. The sheet's buttons
 * open the plugin's real dialogs; what a roll or an undo writes changes the notes in
 * this page's memory only (see createPreviewApp), and the note on screen redraws.
 */
import { loadPlugin } from "./mount";
import type { Component, PreviewNote } from "./obsidian-shim";

const list = document.getElementById("notes") as HTMLElement;
const view = document.getElementById("note") as HTMLElement;
const themeButton = document.getElementById("theme") as HTMLButtonElement;
let current: Component | undefined;

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

/**
 * Resolves a wikilink target to a note path the way Obsidian does for unique names:
 * an exact path first, else the note whose file name matches; undefined when no note
 * has that name. "#heading" and "^block" parts are ignored (the preview opens the note
 * at its top); a link to a heading alone stays on the note it is in.
 */
function resolveLink(target: string, notes: readonly string[], from: string): string | undefined {
	const name = (target.split(/[#^]/)[0] ?? "").trim();
	if (name === "") return from;
	const withExtension = name.endsWith(".md") ? name : `${name}.md`;
	if (notes.includes(withExtension)) return withExtension;
	return notes.find((path) => path.endsWith(`/${withExtension}`));
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
	const notes = vault.map((note) => note.path);
	const loaded = await loadPlugin(vault);
	list.after(
		createEl("p", {
			cls: "cl-preview-memory",
			text: "Rolls and undos change the notes in this page's memory only: the files on disk never change, and reloading the page starts fresh.",
		}),
	);
	for (const path of notes) {
		const item = list.createEl("li");
		const link = item.createEl("a", { text: baseName(path), href: `#note=${encodeURIComponent(path)}` });
		const folder = path.includes("/") ? path.slice(0, path.lastIndexOf("/")) : "";
		if (folder) link.createSpan({ cls: "cl-preview-folder", text: folder });
	}

	let shown = 0;
	const show = async (): Promise<void> => {
		const path = noteFromHash();
		// The text is the app's (a roll may have rewritten it); only the latest call draws.
		const mine = ++shown;
		const file = loaded.app.vault.getAbstractFileByPath(path);
		const text = file ? await loaded.app.vault.cachedRead(file) : undefined;
		if (mine !== shown) return;
		current?.unload();
		view.empty();
		loaded.app.setActiveFile(file ? path : null);
		if (text === undefined) {
			view.createEl("p", { text: `There is no note ${path} in the demo vault.` });
			document.body.dataset.ready = path;
			return;
		}
		view.createEl("h1", { cls: "inline-title", text: baseName(path) });
		const body = view.createDiv({ cls: "markdown-rendered" });
		current = loaded.render(body, text, {
			sourcePath: path,
			linkHref: (target) => {
				const resolved = resolveLink(target, notes, path);
				return resolved === undefined ? undefined : `#note=${encodeURIComponent(resolved)}`;
			},
		});
		for (const link of Array.from(list.querySelectorAll("a"))) {
			link.toggleClass("is-active", link.getAttribute("href") === `#note=${encodeURIComponent(path)}`);
		}
		document.body.dataset.ready = path;
	};
	window.addEventListener("hashchange", () => void show());
	// A write to the note on screen (a roll on its sheet, an undo on its log) redraws it, where it was scrolled to.
	loaded.app.metadataCache.on("changed", (file: { path: string }) => {
		if (file.path !== noteFromHash()) return;
		const scrolled = window.scrollY;
		void show().then(() => window.scrollTo(0, scrolled));
	});
	await show();
}

main().catch((error: unknown) => {
	view.createEl("p", { cls: "cl-preview-error", text: `The preview could not start: ${error instanceof Error ? error.message : String(error)}` });
	console.error(error);
});
