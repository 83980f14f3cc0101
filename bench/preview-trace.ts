/**
 * What the Chromium benches of the preview share (log, preview-render): their page script bundled
 * against the preview's Obsidian shim, and the longest main-thread task a trace holds between two
 * of the page's performance marks.
 */
import process from "node:process";
import { build } from "esbuild";
import { CATALOGUES, TEXT_LOADERS } from "../scripts/text-loaders.mjs";

/** A script run in the page, importing the plugin and the preview as the demo does (obsidian is the shim). */
export async function bundlePageScript(contents: string): Promise<string> {
	const bundled = await build({
		stdin: { contents, resolveDir: process.cwd(), loader: "ts" },
		bundle: true,
		format: "iife",
		target: "es2021",
		loader: TEXT_LOADERS,
		plugins: [CATALOGUES],
		alias: { obsidian: "./preview/obsidian-shim.ts" },
		write: false,
		logLevel: "warning",
	});
	return bundled.outputFiles[0]?.text ?? "";
}

export interface TraceEvent {
	name: string;
	ph: string;
	pid: number;
	tid: number;
	ts: number;
	dur?: number;
	tdur?: number;
}

/** The longest task of the page's main thread between the marks `<mark>-start` and `<mark>-end`: thread CPU time and wall time (ms). */
export function longestTask(events: readonly TraceEvent[], mark: string): { cpu: number; wall: number } {
	const start = events.find((event) => event.name === `${mark}-start`);
	const end = events.find((event) => event.name === `${mark}-end`);
	if (!start || !end) throw new Error(`the trace has no marks for ${mark}`);
	let cpu = 0;
	let wall = 0;
	for (const event of events) {
		if (event.name !== "RunTask" || event.ph !== "X" || event.pid !== start.pid || event.tid !== start.tid) continue;
		if (event.ts + (event.dur ?? 0) < start.ts || event.ts > end.ts) continue;
		// A task's thread time cannot exceed its wall time, but Chromium's thread clock sometimes reports
		// more (a CI run traced a task of 37 ms wall with 64 ms of thread time): each is capped by its wall time.
		cpu = Math.max(cpu, Math.min(event.tdur ?? 0, event.dur ?? 0) / 1000);
		wall = Math.max(wall, (event.dur ?? 0) / 1000);
	}
	return { cpu, wall };
}
