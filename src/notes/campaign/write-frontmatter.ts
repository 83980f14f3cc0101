import type { App, TFile } from "obsidian";
import type { Result } from "../../engine/result";
import { updateFrontmatter } from "../frontmatter";

/**
 * The one place this area writes frontmatter: through the project's serialised processFrontMatter
 * wrapper (src/notes/frontmatter.ts), which queues writes per note, refuses notes whose YAML
 * Obsidian cannot read, and touches only the keys named here.
 */
export function setFrontmatterKeys(app: App, file: TFile, keys: Readonly<Record<string, unknown>>): Promise<Result<void>> {
	return updateFrontmatter(app, file, (fm) => {
		for (const [k, v] of Object.entries(keys)) fm[k] = v;
	});
}
