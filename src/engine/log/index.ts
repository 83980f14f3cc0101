/** The session log's public surface: the entry model, its Markdown form, placement and counts. */
export type { KnownLogKind, LogDiceGroup, LogDie, LogEntry, LogInput, LogKind, LogOutcome, LogScalar } from "./entry";
export { makeEntry } from "./entry";
export { createIdFactory, ENTRY_ID_PATTERN, type IdFactory } from "./id";
export { ENTRY_LANGUAGE, entryBody, parseEntryBody, serializeEntry, summaryLine } from "./format";
export { lastUndoable, parseEntries, type LogProblem, type ParsedEntry, type ParsedLog } from "./note";
export { applyInsertion, InsertionPlanner, LOG_HEADING, planInsertion, type Insertion } from "./placement";
export { summarize, type ActorSummary } from "./summary";
export { scanMarkdown } from "./markdown-scan";
