// One cold load of a plugin's main.js, in the fresh Node process this file runs in (bench/plugin.bench.ts
// starts one per measure, so nothing is warm: no compiled code, no inline caches, no code cache).
//   node scripts/cold-load.mjs <main.js> parse    compile only: what Obsidian's eval of the file parses
//   node scripts/cold-load.mjs <main.js> plugin   compile, top-level evaluation, then new Plugin and load()
//   node scripts/cold-load.mjs <main.js> plugin de   the same with Obsidian's language set to German
//                                                   (getLanguage(), as Obsidian 1.8.7+ reports it)
// A DOM (happy-dom) and the Obsidian API (obsidian-test-mocks, for `require("obsidian")`) are made
// ready first, untimed: in Obsidian they exist before any plugin loads. The file is wrapped as
// Obsidian wraps a plugin, in a function of require, module and exports. Prints one JSON line of
// milliseconds of this process's CPU time (the machines are shared: time spent descheduled is not
// the load's), with the wall time beside it (`wall`).
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { performance } from "node:perf_hooks";
import process from "node:process";
import vm from "node:vm";

const require = createRequire(import.meta.url);

function cpuMs() {
	const { user, system } = process.cpuUsage();
	return (user + system) / 1000;
}

async function main() {
	const [file, mode, language] = process.argv.slice(2);
	const { Window } = require("happy-dom");
	const window = new Window();
	const globals = Object.getOwnPropertyNames(window).filter((name) => /^[A-Z]/.test(name) && !(name in globalThis));
	for (const name of ["window", "document", "navigator", ...globals]) {
		Object.defineProperty(globalThis, name, { value: name === "window" ? window : window[name], configurable: true, writable: true });
	}
	const mocks = require("obsidian-test-mocks/obsidian");
	const obsidian = language === undefined ? mocks : { ...mocks, getLanguage: () => language };
	require("obsidian-test-mocks/setup").setup();
	const source = readFileSync(file, "utf8");
	// Obsidian's editor has loaded CodeMirror and Lezer before any plugin, and hands them to a plugin's
	// require (esbuild.config.mjs keeps them external): the bundle's require of them costs nothing there,
	// so they are loaded here untimed too, as the mocks above already load @codemirror/state and view.
	for (const [, id] of source.matchAll(/require\("((?:@codemirror|@lezer)\/[^"]+)"\)/g)) require(id);
	const manifest = JSON.parse(readFileSync("manifest.json", "utf8"));
	const app = obsidian.App.createConfigured__();

	const wallStart = performance.now();
	const start = cpuMs();
	const load = new vm.Script(`(function anonymous(require, module, exports) {${source}\n})`, { filename: file }).runInThisContext();
	const parsed = cpuMs();
	if (mode === "parse") {
		process.stdout.write(`${JSON.stringify({ parse: parsed - start, wall: performance.now() - wallStart })}\n`);
		return;
	}
	const module = { exports: {} };
	load((id) => (id === "obsidian" ? obsidian : require(id)), module, module.exports);
	const evaluated = cpuMs();
	const Plugin = module.exports.default ?? module.exports;
	const plugin = new Plugin(app, manifest);
	await plugin.load();
	const loaded = cpuMs();
	const wall = performance.now() - wallStart;
	if (!plugin.markdownCodeBlockProcessors__?.has("ledger-roll")) throw new Error("onload did not register ledger-roll");
	process.stdout.write(`${JSON.stringify({ parse: parsed - start, evaluate: evaluated - parsed, onload: loaded - evaluated, wall })}\n`);
}

main().then(
	() => process.exit(0),
	(error) => {
		process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
		process.exit(1);
	},
);
