import { TFile, type App as AppOriginal } from "obsidian";
import { App } from "obsidian-test-mocks/obsidian";
import { frontmatterBlock } from "../../../src/notes/new-note-text";
import { DEFAULT_SETTINGS, type LedgerSettings } from "../../../src/settings";

export interface TestVault {
	app: AppOriginal;
	/** Create a note with this frontmatter (and body). */
	note(path: string, frontmatter: Record<string, unknown>, body?: string): Promise<TFile>;
	/** Create a note whose YAML Obsidian cannot parse (the cache keeps no frontmatter for it). */
	malformed(path: string, text: string): Promise<TFile>;
	read(path: string): Promise<string>;
	/** The file at a path (the test fails if there is none). */
	file(path: string): TFile;
	frontmatter(path: string): Record<string, unknown> | undefined;
	settings(overrides?: Partial<LedgerSettings>): LedgerSettings;
}

export function testVault(): TestVault {
	const app = App.createConfigured__().asOriginalType__();
	const fileAt = (path: string): TFile => {
		const f = app.vault.getAbstractFileByPath(path);
		if (!(f instanceof TFile)) throw new Error(`test setup: no file ${path}`);
		return f;
	};
	return {
		app,
		async note(path, frontmatter, body = "") {
			const block = frontmatterBlock(frontmatter);
			if (!block.ok) throw new Error(block.error);
			const folder = path.split("/").slice(0, -1).join("/");
			if (folder !== "" && !app.vault.getAbstractFileByPath(folder)) await app.vault.createFolder(folder);
			return app.vault.create(path, `${block.value}${body}`);
		},
		async malformed(path, text) {
			const file = await app.vault.create(path, "placeholder");
			// Written behind the metadata cache's back, as when Obsidian fails to parse the YAML.
			await app.vault.adapter.write(path, text);
			return file;
		},
		read: (path) => app.vault.read(fileAt(path)),
		file: fileAt,
		frontmatter: (path) => app.metadataCache.getFileCache(fileAt(path))?.frontmatter,
		settings: (overrides = {}) => ({ ...DEFAULT_SETTINGS, ...overrides }),
	};
}
