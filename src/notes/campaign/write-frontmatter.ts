import type { App, TFile } from "obsidian";

/**
 * The one place this area writes frontmatter. The session-log area owns the project-wide serialised
 * wrapper (src/notes/frontmatter.ts, `updateFrontmatter`); until it lands this goes straight to
 * processFrontMatter, which already edits only the keys the callback touches.
 */
export async function setFrontmatterKeys(app: App, file: TFile, keys: Readonly<Record<string, unknown>>): Promise<void> {
	await app.fileManager.processFrontMatter(file, (fm: Record<string, unknown>) => {
		for (const [k, v] of Object.entries(keys)) fm[k] = v;
	});
}
