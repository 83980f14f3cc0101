/**
 * Loads parts of the plugin against obsidian-test-mocks in happy-dom, as the dom tests run them:
 * one CommonJS bundle with `obsidian` aliased to the mocks (the obsidian package is types only),
 * exporting the mocks' App and setup beside the parts named, so both come from the same build.
 */
import { createRequire } from "node:module";
import { mkdirSync } from "node:fs";
import { resolve } from "node:path";
import process from "node:process";
import { build } from "esbuild";
import { CATALOGUES, TEXT_LOADERS } from "../scripts/text-loaders.mjs";

/** `exports` are lines such as 'export { mountCsrdPanel } from "./src/ui/csrd/panel";'. */
export async function loadWithMocks<Bundle>(name: string, exports: readonly string[]): Promise<Bundle> {
	const outfile = resolve(`build/bench/${name}-with-mocks.cjs`);
	mkdirSync("build/bench", { recursive: true });
	await build({
		stdin: {
			contents: [...exports, 'export { App } from "obsidian-test-mocks/obsidian";', 'export { setup } from "obsidian-test-mocks/setup";'].join("\n"),
			resolveDir: process.cwd(),
			loader: "ts",
		},
		bundle: true,
		format: "cjs",
		platform: "node",
		target: "node20",
		loader: TEXT_LOADERS,
		plugins: [CATALOGUES],
		alias: { obsidian: "obsidian-test-mocks/obsidian" },
		outfile,
		logLevel: "warning",
	});
	// The mocks patch DOM prototypes, so they need a DOM: happy-dom's, as in the dom tests.
	const { Window } = await import("happy-dom");
	const window = new Window();
	const domGlobals = Object.getOwnPropertyNames(window).filter((global) => /^[A-Z]/.test(global) && !(global in globalThis));
	for (const global of ["window", "document", "navigator", ...domGlobals]) {
		Object.defineProperty(globalThis, global, {
			value: global === "window" ? window : (window as unknown as Record<string, unknown>)[global],
			configurable: true,
			writable: true,
		});
	}
	return createRequire(outfile)(outfile) as Bundle;
}
