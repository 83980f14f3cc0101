import esbuild from "esbuild";
import process from "node:process";
import { pathToFileURL } from "node:url";
import builtins from "builtin-modules";
import { CATALOGUES, TEXT_LOADERS } from "./scripts/text-loaders.mjs";

/**
 * What main.js must run on. Obsidian mobile's oldest WebView is iOS 15's Safari, so "safari15"
 * is in the target list beside the es2021 floor the desktop and Android builds always had.
 * esbuild lowers the syntax it can for those engines (class static blocks, private methods,
 * `using`), but some things it cannot lower: a regex look-behind or a `v` flag is only moved
 * into `new RegExp("…")`, which still throws on iOS 15, just later; and newer built-ins
 * (`Array.prototype.at`, `Object.hasOwn`, `structuredClone`) are left as they are.
 * scripts/check-mobile.mjs parses the built main.js and fails on those.
 */
export const TARGET = ["es2021", "safari15"];

/**
 * Obsidian's API is one module the host hands the plugin, but esbuild writes a `require("obsidian")`
 * into main.js for every source file that imports it (about 40, each its own variable). This plugin
 * sends those imports to one module that re-exports Obsidian's, so main.js requires it once and every
 * file reads the API from the same object (1 KiB less in main.js). The sources still import
 * "obsidian" as usual; tests and the preview, which alias it, never see this.
 */
const oneObsidianRequire = {
	name: "one-obsidian-require",
	setup(build) {
		// The re-exporting module's own import is the one left external.
		build.onResolve({ filter: /^obsidian$/ }, (args) =>
			args.namespace === "obsidian-api" ? { path: "obsidian", external: true } : { path: "obsidian", namespace: "obsidian-api" },
		);
		build.onLoad({ filter: /.*/, namespace: "obsidian-api" }, () => ({ contents: 'export * from "obsidian";', loader: "js" }));
	},
};

/** The build of main.js; scripts/check-mobile.mjs reuses it to say which source file a finding comes from. */
export const buildOptions = {
	entryPoints: ["src/main.ts"],
	bundle: true,
	external: [
		"obsidian",
		"electron",
		"@codemirror/*",
		"@lezer/*",
		...builtins,
		...builtins.map((name) => `node:${name}`),
	],
	format: "cjs",
	target: TARGET,
	logLevel: "info",
	treeShaking: true,
	// Write "→", "…" and curly quotes as themselves, not 6-byte \u escapes: Obsidian reads main.js as UTF-8.
	charset: "utf8",
	outfile: "main.js",
	loader: TEXT_LOADERS,
	plugins: [oneObsidianRequire, CATALOGUES],
};

// `node esbuild.config.mjs production` builds once, minified, without a sourcemap.
// `node esbuild.config.mjs` (npm run dev) watches and rebuilds with an inline sourcemap.
// Imported by another script, it only exports the options.
if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
	const production = process.argv[2] === "production";
	const context = await esbuild.context({
		...buildOptions,
		sourcemap: production ? false : "inline",
		minify: production,
	});
	if (production) {
		await context.rebuild();
		await context.dispose();
	} else {
		await context.watch();
	}
}
