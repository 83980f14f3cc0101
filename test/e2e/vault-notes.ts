import { readdirSync, statSync } from "node:fs";
import { join, relative, sep } from "node:path";

/** The demo vault the browser tests open. */
export const VAULT = "demo-vault";

/** Every note under `dir`, as a vault path ("Manual/Index.md"), sorted; listed when a test runs, so new notes are covered. */
export function notesUnder(dir: string): string[] {
	return readdirSync(dir)
		.filter((name) => !name.startsWith("."))
		.flatMap((name) => {
			const path = join(dir, name);
			if (statSync(path).isDirectory()) return notesUnder(path);
			return name.endsWith(".md") ? [relative(VAULT, path).split(sep).join("/")] : [];
		})
		.sort();
}
