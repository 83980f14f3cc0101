// `npm run demo`: builds the plugin, installs it into demo-vault/ (enabled), and
// serves a browser preview of the demo vault's notes on 127.0.0.1, where every
// code block the plugin registers is mounted by the plugin's real renderers
// (through preview/obsidian-shim.ts, the same shim the Chromium tests' harness uses).
//
// Options: --port N (default 4173, or the next free one; 0 picks any free port),
//          --host H (default 127.0.0.1).
// Works after a plain `npm install`: it needs only esbuild and Node's http module.
import { spawnSync } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import { dirname, join, relative, resolve, sep } from "node:path";
import process from "node:process";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import { print } from "./print.mjs";
import { CATALOGUES, TEXT_LOADERS } from "./text-loaders.mjs";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const VAULT = join(ROOT, "demo-vault");
// Obsidian's config folder. Inside Obsidian a plugin reads it from Vault#configDir; this Node
// script has no vault object, so it uses the default folder name the demo vault ships with,
// or OBSIDIAN_CONFIG_DIR for someone who renamed theirs.
const DEFAULT_CONFIG_DIR_NAME = "obsidian";
const CONFIG_DIR = process.env.OBSIDIAN_CONFIG_DIR ?? `.${DEFAULT_CONFIG_DIR_NAME}`;
const PLUGIN_ID = "campaign-ledger";
const PREVIEW_DIR = join(ROOT, "build", "preview");

function option(name, fallback) {
	const index = process.argv.indexOf(`--${name}`);
	return index === -1 ? fallback : process.argv[index + 1] ?? fallback;
}

function buildPlugin() {
	const result = spawnSync(process.execPath, ["esbuild.config.mjs", "production"], { cwd: ROOT, stdio: "inherit" });
	if (result.status !== 0) throw new Error("The plugin build failed (node esbuild.config.mjs production).");
}

function installPlugin() {
	const pluginDir = join(VAULT, CONFIG_DIR, "plugins", PLUGIN_ID);
	mkdirSync(pluginDir, { recursive: true });
	for (const file of ["main.js", "manifest.json", "styles.css"]) copyFileSync(join(ROOT, file), join(pluginDir, file));
	const enabledFile = join(VAULT, CONFIG_DIR, "community-plugins.json");
	const enabled = existsSync(enabledFile) ? JSON.parse(readFileSync(enabledFile, "utf8")) : [];
	if (!enabled.includes(PLUGIN_ID)) {
		enabled.push(PLUGIN_ID);
		writeFileSync(enabledFile, `${JSON.stringify(enabled, null, 2)}\n`);
	}
}

async function buildPreview() {
	mkdirSync(PREVIEW_DIR, { recursive: true });
	await build({
		absWorkingDir: ROOT,
		entryPoints: ["preview/preview.ts"],
		bundle: true,
		format: "iife",
		target: "es2021",
		loader: TEXT_LOADERS,
		plugins: [CATALOGUES],
		alias: { obsidian: "./preview/obsidian-shim.ts", "demo-vault-settings": join(VAULT, CONFIG_DIR, "plugins", PLUGIN_ID, "data.json") },
		outfile: join(PREVIEW_DIR, "preview.js"),
		logLevel: "warning",
	});
}

/** Every Markdown note of the vault, as vault-relative paths with forward slashes. */
function listNotes(dir = VAULT) {
	const notes = [];
	for (const name of readdirSync(dir).sort()) {
		if (name.startsWith(".")) continue;
		const path = join(dir, name);
		if (statSync(path).isDirectory()) notes.push(...listNotes(path));
		else if (name.endsWith(".md")) notes.push(relative(VAULT, path).split(sep).join("/"));
	}
	return notes;
}

const PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Campaign Ledger demo vault</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="obsidian-theme.css"><link rel="stylesheet" href="styles.css">
<style>
body { display: flex; min-height: 100vh; }
nav { width: 220px; flex: none; padding: 16px; background: var(--background-secondary); border-right: 1px solid var(--background-modifier-border); }
nav ul { list-style: none; padding: 0; margin: 8px 0; }
nav li a { display: block; padding: 4px 8px; border-radius: var(--radius-s); color: var(--text-normal); text-decoration: none; }
nav li a.is-active { background: var(--background-modifier-hover); font-weight: 600; }
.cl-preview-folder { display: block; font-size: var(--font-ui-smaller); color: var(--text-muted); font-weight: normal; }
main { flex: 1; min-width: 0; padding: 8px 24px; }
#ribbon { flex: none; display: flex; flex-direction: column; gap: 4px; padding: 8px 4px; background: var(--background-secondary); border-right: 1px solid var(--background-modifier-border); }
#ribbon .side-dock-ribbon-action { display: flex; align-items: center; justify-content: center; width: 32px; height: 32px; border-radius: var(--radius-s); cursor: pointer; color: var(--icon-color, var(--text-muted)); font-weight: 600; }
#ribbon .side-dock-ribbon-action:hover, #ribbon .side-dock-ribbon-action:focus-visible { background: var(--background-modifier-hover); color: var(--text-normal); }
.cl-preview-sidebar { flex: none; width: 340px; background: var(--background-secondary); border-left: 1px solid var(--background-modifier-border); overflow-y: auto; }
.cl-preview-sidebar.is-collapsed { display: none; }
.cl-preview-sidebar-tabs { display: flex; flex-wrap: wrap; gap: 4px; padding: 6px; border-bottom: 1px solid var(--background-modifier-border); }
.cl-preview-sidebar-tab[aria-selected="true"] { font-weight: 600; }
.cl-preview-sidebar-close { margin-left: auto; }
.cl-preview-sidebar .view-header { display: none; }
.cl-preview-sidebar .view-content { padding: 8px 12px; }
@media (max-width: 640px) {
  body { flex-direction: column; }
  /* The note first, as Obsidian's phone app opens it; the list of notes follows it, not above it. */
  main { order: 1; }
  nav { order: 2; width: auto; border-right: none; border-top: 1px solid var(--background-modifier-border); }
  #ribbon { flex-direction: row; border-right: none; border-bottom: 1px solid var(--background-modifier-border); }
  #ribbon .side-dock-ribbon-action { width: 44px; height: 44px; }
  /* On a phone the sidebar is a drawer over the note, the width of the screen. */
  .cl-preview-sidebar { position: fixed; inset: 0; width: auto; z-index: 20; border-left: none; }
  .cl-preview-sidebar-tabs button { min-height: 44px; }
}
</style></head>
<body class="theme-light">
<div id="ribbon" aria-label="Ribbon"></div>
<nav><strong>demo-vault</strong><ul id="notes"></ul><button id="theme" type="button">Dark theme</button></nav>
<main id="note"></main>
<aside id="sidebar" class="cl-preview-sidebar is-collapsed"></aside>
<script src="preview.js"></script>
</body></html>`;

function send(response, status, type, body) {
	response.writeHead(status, { "content-type": type, "cache-control": "no-store", "x-content-type-options": "nosniff" });
	response.end(body);
}

function handle(request, response) {
	const url = new URL(request.url ?? "/", "http://preview.invalid");
	const files = {
		"/preview.js": [join(PREVIEW_DIR, "preview.js"), "text/javascript; charset=utf-8"],
		"/styles.css": [join(ROOT, "styles.css"), "text/css; charset=utf-8"],
		"/obsidian-theme.css": [join(ROOT, "preview", "obsidian-theme.css"), "text/css; charset=utf-8"],
	};
	if (request.method !== "GET") return send(response, 405, "text/plain", "Only GET.");
	if (url.pathname === "/" || url.pathname === "/index.html") return send(response, 200, "text/html; charset=utf-8", PAGE);
	const file = files[url.pathname];
	if (file) return send(response, 200, file[1], readFileSync(file[0]));
	if (url.pathname === "/api/notes") return send(response, 200, "application/json", JSON.stringify(listNotes()));
	// The whole (small) vault at once: the preview's in-memory app needs every note's frontmatter.
	if (url.pathname === "/api/vault") {
		const notes = listNotes().map((path) => ({ path, text: readFileSync(join(VAULT, ...path.split("/")), "utf8") }));
		return send(response, 200, "application/json", JSON.stringify(notes));
	}
	if (url.pathname === "/api/note") {
		const wanted = url.searchParams.get("path") ?? "";
		const path = resolve(VAULT, wanted);
		// Only Markdown notes inside the vault, never its config folder or anything outside it.
		const inside = path.startsWith(VAULT + sep) && !relative(VAULT, path).split(sep).some((part) => part.startsWith("."));
		if (!inside || !path.endsWith(".md")) return send(response, 400, "text/plain", "Not a note of the demo vault.");
		if (!existsSync(path)) return send(response, 404, "text/plain", "No such note.");
		return send(response, 200, "text/markdown; charset=utf-8", readFileSync(path, "utf8"));
	}
	return send(response, 404, "text/plain", "Not found.");
}

/** Listens on `port`, or the next free port when it is taken (unless `port` is 0: any free port). */
export function startPreviewServer({ port = 4173, host = "127.0.0.1" } = {}) {
	return new Promise((resolvePromise, reject) => {
		const attempt = (candidate, triesLeft) => {
			const server = createServer((request, response) => {
				try {
					handle(request, response);
				} catch (error) {
					send(response, 500, "text/plain", `Preview error: ${error instanceof Error ? error.message : String(error)}`);
				}
			});
			server.once("error", (error) => {
				if (error.code === "EADDRINUSE" && candidate !== 0 && triesLeft > 0) attempt(candidate + 1, triesLeft - 1);
				else reject(error);
			});
			server.listen(candidate, host, () => {
				const address = server.address();
				resolvePromise({ server, url: `http://${host}:${address.port}/` });
			});
		};
		attempt(port, 20);
	});
}

async function main() {
	buildPlugin();
	installPlugin();
	await buildPreview();
	const { url } = await startPreviewServer({ port: Number(option("port", "4173")), host: option("host", "127.0.0.1") });
	print(`\nCampaign Ledger demo`);
	print(`  Preview in the browser:  ${url}`);
	print(`  In Obsidian:             "Open folder as vault" → ${VAULT}`);
	print(`                           (the plugin is installed and enabled; trust the vault's plugins when asked)`);
	print(`  Stop with Ctrl+C.`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
	main().catch((error) => {
		console.error(error instanceof Error ? error.message : error);
		process.exit(1);
	});
}
