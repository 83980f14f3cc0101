import esbuild from "esbuild";
import process from "node:process";
import builtins from "builtin-modules";

// `node esbuild.config.mjs production` builds once, minified, without a sourcemap.
// `node esbuild.config.mjs` (npm run dev) watches and rebuilds with an inline sourcemap.
const production = process.argv[2] === "production";

const context = await esbuild.context({
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
	target: "es2021",
	logLevel: "info",
	sourcemap: production ? false : "inline",
	treeShaking: true,
	// Write "→", "…" and curly quotes as themselves, not 6-byte \u escapes: Obsidian reads main.js as UTF-8.
	charset: "utf8",
	minify: production,
	outfile: "main.js",
});

if (production) {
	await context.rebuild();
	await context.dispose();
} else {
	await context.watch();
}
