/**
 * GM-only results: an entry marked `shown to = GM only` is appended under the session note's GM log
 * heading (a section of its own, "GM log" by default), and what the players may see (the recap) leaves out both the marked entries and whatever stands in that section. Marked by a
 * roll block's `gm` line, and by the "GM only" toggle every roll dialog has, which goes with the
 * dialog's submit to the entry it builds (ui/frame/pipeline.ts): never to whichever entry happens to
 * be appended while the roll runs.
 */
import type { App, TFile } from "obsidian";
import type { LogEntry, LogInput, ParsedEntry, ParsedLog } from "../engine/log";

export const GM_ONLY: Readonly<LogInput> = { key: "shown to", value: "GM only" };
export const DEFAULT_GM_LOG_HEADING = "GM log";

let heading = DEFAULT_GM_LOG_HEADING;

/** The heading GM-only entries go under (the "GM log heading" setting). */
export function setGmLogHeading(text: string): void {
	heading = text.trim() || DEFAULT_GM_LOG_HEADING;
}

export const gmLogHeading = (): string => heading;

export const isGmOnly = (entry: Pick<LogEntry, "inputs">): boolean => entry.inputs.some((input) => input.key === GM_ONLY.key && input.value === GM_ONLY.value);

export const markGmOnly = (entry: LogEntry): LogEntry => (isGmOnly(entry) ? entry : { ...entry, inputs: [...entry.inputs, { ...GM_ONLY }] });

/** The entries the players may see: neither marked GM only nor in the note's GM log section (by Obsidian's headings). */
export function playersEntries(app: App, file: TFile, log: ParsedLog): ParsedEntry[] {
	const headings = app.metadataCache.getFileCache(file)?.headings ?? [];
	const at = headings.findIndex((h) => h.level === 2 && h.heading.trim().toLowerCase() === heading.toLowerCase());
	const from = headings[at]?.position.start.line ?? Infinity;
	const to = headings.slice(at + 1).find((h) => h.level <= 2)?.position.start.line ?? Infinity;
	return log.entries.filter((item) => !isGmOnly(item.entry) && !(at >= 0 && item.startLine > from && item.startLine < to));
}
