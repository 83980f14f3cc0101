/**
 * Plugin-level budgets: the size of the shipped bundle (Obsidian downloads and
 * parses it on every start, also on phones) and the time onload takes (Obsidian
 * waits for every plugin's onload before the workspace is ready).
 *
 * Run: npx tsx bench/plugin.bench.ts [--check]
 */
import { spawnSync } from "node:child_process";
import { readFileSync, statSync } from "node:fs";
import process from "node:process";
import { gzipSync } from "node:zlib";
import { finish, medianMs, report } from "./lib";
import { loadWithMocks } from "./with-mocks";

const BUNDLE_BUDGET_KIB = 320;
const BUNDLE_BUDGET_BYTES = BUNDLE_BUDGET_KIB * 1024;
/**
 * The bundle is over its budget: 378 KiB when the three games' tables, encounters, free-roll records
 * and the notation of issues 8–15 landed together, 364 KiB after savings, then 437.5 KiB with the
 * complete Cypher table (issue 9: defense, XP, cyphers, healing, NPC and object damage), roll tables,
 * the compendium's content parsers and page panels (issue 11), then 460 KiB with the last of issue 11
 * (rule-page calculators and the `ledger-rules` block, Add to encounter, Add to character, the Cypher
 * sheet's Equipment list). Until it is back under 320 KiB (issue 14), CI fails when it grows past this
 * ceiling; lower it with every saving.
 */
const BUNDLE_CEILING_KIB = 465;
const ONLOAD_BUDGET_MS = 5;

// 1. Bundle size: the real production build (minified), exactly what a release ships.
const built = spawnSync(process.execPath, ["esbuild.config.mjs", "production"], { stdio: ["ignore", "ignore", "inherit"] });
if (built.status !== 0) throw new Error("node esbuild.config.mjs production failed");
const bytes = statSync("main.js").size;
// KB here is 1,024 bytes, as esbuild itself reports sizes; the byte count is printed too.
report({
	name: `main.js minified (${bytes.toLocaleString("en-US")} bytes)`,
	value: bytes / 1024,
	unit: "KiB",
	budget: `< ${BUNDLE_BUDGET_KIB} KiB`,
	pass: bytes < BUNDLE_BUDGET_BYTES,
	knownBreach: {
		why: "over the 320 KiB budget since issues 8–15, 9 and 11 landed; issue 14 brings it back",
		ceiling: `< ${BUNDLE_CEILING_KIB} KiB`,
		withinCeiling: bytes < BUNDLE_CEILING_KIB * 1024,
	},
});
report({ name: "main.js gzip", value: gzipSync(readFileSync("main.js")).length / 1024, unit: "KiB" });

// 2. onload against obsidian-test-mocks (with-mocks.ts: main.ts bundled with the very mocks it runs on).
async function main(): Promise<void> {
	interface BenchPlugin {
		load(): void;
		unload(): void;
		markdownCodeBlockProcessors__: Map<string, unknown>;
	}
	const bundle = await loadWithMocks<{
		CampaignLedgerPlugin: new (app: unknown, manifest: unknown) => BenchPlugin;
		App: { createConfigured__(): unknown };
		setup: () => void;
	}>("plugin", ['export { default as CampaignLedgerPlugin } from "./src/main";']);
	bundle.setup();
	const { CampaignLedgerPlugin } = bundle;
	const app = bundle.App.createConfigured__();
	const manifest = JSON.parse(readFileSync("manifest.json", "utf8")) as unknown;

	const plugins = Array.from({ length: 400 }, () => new CampaignLedgerPlugin(app, manifest));
	let next = 0;
	// Each run loads a fresh, never-loaded plugin: construction and unload stay outside the timing.
	const onloadMs = medianMs(() => plugins[next++]?.load(), 301, 50);
	// Guard against timing nothing: the loaded plugins must have registered the dice block.
	if (!plugins[0]?.markdownCodeBlockProcessors__.has("ledger-roll")) throw new Error("onload did not register ledger-roll");
	for (const plugin of plugins) plugin.unload();
	report({ name: "onload (median, mocks)", value: onloadMs, unit: "ms", budget: `< ${ONLOAD_BUDGET_MS} ms`, pass: onloadMs < ONLOAD_BUDGET_MS });

	finish("plugin");
}

// tsx runs bench files as CommonJS, which has no top-level await.
void main();
