/**
 * Two devices' versions of one note, merged as the users' tools merge them: git's three-way
 * merge-file (plain, or --union as `merge=union` does), and Obsidian Sync's text merge
 * (diff-match-patch: the other device's changes since the base applied as patches). Shared by the
 * merge tests and bench/log-forms.ts.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import DiffMatchPatch from "diff-match-patch";

/** `git merge-file` of ours and theirs over their common base; a plain merge's conflicts stay as markers in the text. */
export function gitMergeFile(ours: string, base: string, theirs: string, union: boolean): string {
	const dir = mkdtempSync(join(tmpdir(), "ledger-merge-"));
	try {
		writeFileSync(join(dir, "ours.md"), ours);
		writeFileSync(join(dir, "base.md"), base);
		writeFileSync(join(dir, "theirs.md"), theirs);
		try {
			execFileSync("git", ["merge-file", ...(union ? ["--union"] : []), join(dir, "ours.md"), join(dir, "base.md"), join(dir, "theirs.md")]);
		} catch {
			// A plain merge with conflicts exits with their count; the file holds the merge with its markers.
		}
		return readFileSync(join(dir, "ours.md"), "utf8");
	} finally {
		rmSync(dir, { recursive: true, force: true });
	}
}

/** A plain merge's conflicts resolved the way a user keeps both devices' work: every marker line taken out. */
export function keepBothSides(merged: string): string {
	return merged
		.split("\n")
		.filter((line) => !/^(<{7}|={7}|>{7})( |$)/.test(line))
		.join("\n");
}

/** Obsidian Sync's kind of text merge: theirs' changes since the base applied to ours; with whether every patch applied. */
export function syncMerge(ours: string, base: string, theirs: string): { merged: string; applied: boolean } {
	const dmp = new DiffMatchPatch();
	const [merged, applied] = dmp.patch_apply(dmp.patch_make(base, theirs), ours);
	return { merged, applied: applied.every(Boolean) };
}
