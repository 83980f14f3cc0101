/**
 * Builds the e2e harness before the browser tests: preview/harness.ts bundled with
 * `obsidian` aliased to the shim, next to the plugin's styles.css and the
 * Obsidian-like theme variables, in build/e2e/.
 */
import { copyFileSync, mkdirSync, writeFileSync } from "node:fs";
import { build } from "esbuild";
import { CATALOGUES, TEXT_LOADERS } from "../../scripts/text-loaders.mjs";

export const HARNESS_DIR = "build/e2e";

export default async function setup(): Promise<void> {
	mkdirSync(HARNESS_DIR, { recursive: true });
	await build({
		entryPoints: ["preview/harness.ts"],
		bundle: true,
		format: "iife",
		target: "es2021",
		sourcemap: "inline",
		loader: TEXT_LOADERS,
		plugins: [CATALOGUES],
		alias: { obsidian: "./preview/obsidian-shim.ts" },
		outfile: `${HARNESS_DIR}/harness.js`,
		logLevel: "warning",
	});
	copyFileSync("styles.css", `${HARNESS_DIR}/styles.css`);
	copyFileSync("preview/obsidian-theme.css", `${HARNESS_DIR}/obsidian-theme.css`);
	writeFileSync(
		`${HARNESS_DIR}/harness.html`,
		[
			"<!doctype html>",
			'<html lang="en"><head><meta charset="utf-8"><title>Campaign Ledger harness</title>',
			'<link rel="stylesheet" href="obsidian-theme.css"><link rel="stylesheet" href="styles.css"></head>',
			'<body class="theme-light"><div id="note" class="markdown-rendered"></div>',
			'<script src="harness.js"></script></body></html>',
		].join("\n"),
	);
}
