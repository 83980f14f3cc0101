/**
 * A change names its note as a wikilink ("[[Kira]]", "[[People/Kira|Kira]]") or a path; "" means the
 * entry's actor. Links resolve like Obsidian's own (getFirstLinkpathDest), so renames that update
 * links keep working, and a deleted note gets a clear message instead of a silent skip.
 */
import type { App, TFile } from "obsidian";
import { fail, ok, type Result } from "../../engine/result";
import type { StateChange } from "../../engine/state";
import { linkpathOf, targetLabel } from "../schema/links";
import { t } from "../../lang";

// The link readers are pure and live with the schema; the log's changes name their notes with them.
export { linkpathOf, targetLabel } from "../schema/links";

export function resolveTarget(app: App, target: string, actor: string, sourcePath: string): Result<TFile> {
	const reference = target === "" ? actor : target;
	const linkpath = linkpathOf(reference);
	if (linkpath === "") return fail(t("notes.log.target.none", { reference }));
	const file = app.metadataCache.getFirstLinkpathDest(linkpath, sourcePath);
	// Named as a reader knows it ("Kira"), never as a raw [[link]]: a note renamed with link updates off keeps its old name here.
	if (!file) return fail(t("notes.log.target.missing", { note: targetLabel(reference) }));
	return ok(file);
}

export interface TargetGroup {
	file: TFile;
	/** The text the entry used for the note, kept for messages and for the undo entry. */
	reference: string;
	changes: StateChange[];
}

/** Groups changes per note, in first-seen order; fails on the first note that cannot be found. */
export function groupByTarget(app: App, changes: readonly StateChange[], actor: string, sourcePath: string): Result<TargetGroup[]> {
	const groups = new Map<string, TargetGroup>();
	for (const change of changes) {
		const resolved = resolveTarget(app, change.target, actor, sourcePath);
		if (!resolved.ok) return resolved;
		const file = resolved.value;
		let group = groups.get(file.path);
		if (!group) {
			group = { file, reference: change.target === "" ? actor : change.target, changes: [] };
			groups.set(file.path, group);
		}
		group.changes.push(change);
	}
	return ok([...groups.values()]);
}
