/** The session log's public surface: the entry model, its Markdown forms, placement and counts. */
export type { KnownLogKind, LogDiceGroup, LogDie, LogEntry, LogInput, LogKind, LogOutcome, LogScalar } from "./entry";
export { damageOf, makeEntry } from "./entry";
export { createIdFactory, ENTRY_ID_PATTERN, type IdFactory } from "./id";
export { CALLOUT_TYPE, entryAmounts, entryLines, fieldsItemIndex, MAX_ENTRY_LENGTH, parseCalloutEntry, SAFE_ENTRY_ID, serializeEntry, serializeSealedEntry, summaryText } from "./callout-format";
export { LEGACY_LANGUAGE, legacyEntryBody, parseLegacyEntryBody, serializeLegacyEntry } from "./legacy-format";
export { changesChecksum } from "./checksum";
export { SEAL_KEY_PATTERN, sealMatches, sealOf } from "./seal";
export { clip } from "./entry-lines";
export { entriesOfScan, lastUndoable, markUndone, oldCopyMessage, parseEntries, readEntries, type LogProblem, type ParsedEntry, type ParsedLog } from "./note";
export { applyInsertion, DEFAULT_LOG_HEADING, insertedRange, insertionOf, InsertionPlanner, layoutOf, layoutSteps, planInsertion, readingsOf, type Insertion, type Layout } from "./placement";
export { addCounts, sessionTotals, summarize, type ActorSummary, type SessionTotals } from "./summary";
export { scanMarkdown, scanSteps } from "./markdown-scan";
export { applyRewrites, conversionCopies, copiesMarkdown, revertRewrites, rewriteRange, type LineRewrite } from "./convert";
export { actorName, entryNotice, outcomeRepeatsTitle, titleAfterActor } from "./headline";
