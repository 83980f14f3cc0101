/** The notes side of the session log: writing entries into session notes and undoing them. */
export { appendEntry } from "./append";
export { nextEntryId, undoEntry, type UndoConflict, type UndoOptions, type UndoResult } from "./undo";
export { readNoteText } from "./open-note";
export { applyOutcome, type ApplyOutcomeRequest } from "../apply-outcome";
export { updateFrontmatter, readFrontmatter, type Frontmatter, type FrontmatterMutation } from "../frontmatter";
