/**
 * A session's totals written to its properties (`log-rolls: 14`, `log-xp-awarded: 4`, …) when the
 * session ends (the next one is started) or when asked: flat numbers that Bases, Dataview and any
 * other tool reading properties can sum and sort. The plugin owns these keys (all start with `log-`)
 * and writes nothing else; they are totals of the log, so the log stays the record.
 */
import type { App, TFile } from "obsidian";
import { sessionTotals, type SessionTotals } from "../../engine/log";
import { fail, ok, type Result } from "../../engine/result";
import { updateFrontmatter } from "../frontmatter";
import { logIndexFor } from "./log-index";
import { readNoteText } from "./open-note";

/** The property each total is written to. */
export const TOTAL_KEYS: Record<keyof SessionTotals, string> = {
	entries: "log-entries",
	rolls: "log-rolls",
	successes: "log-successes",
	failures: "log-failures",
	intrusions: "log-intrusions",
	xpAwarded: "log-xp-awarded",
	xpSpent: "log-xp-spent",
	damage: "log-damage",
};

export async function writeSessionTotals(app: App, file: TFile): Promise<Result<SessionTotals>> {
	const log = await logIndexFor(file, await readNoteText(app, file));
	const totals = sessionTotals(log.entries.map((item) => item.entry));
	const written = await updateFrontmatter(app, file, (frontmatter) => {
		for (const [name, key] of Object.entries(TOTAL_KEYS) as [keyof SessionTotals, string][]) frontmatter[key] = totals[name];
	});
	return written.ok ? ok(totals) : fail(written.error);
}
