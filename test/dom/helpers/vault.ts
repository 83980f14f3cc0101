/** A thin layer over obsidian-test-mocks: an in-memory vault, note reads, and notes open in an editor. */
import type { App as AppOriginal, Editor, TFile } from "obsidian";
import { App, MarkdownView, TFile as MockTFile } from "obsidian-test-mocks/obsidian";

export interface TestVault {
	app: AppOriginal;
	mock: App;
	file(path: string): TFile;
	read(path: string): Promise<string>;
	write(path: string, text: string): Promise<void>;
	/** Deletes the note, as a user would from the file explorer. */
	remove(path: string): Promise<void>;
	/** Opens the note in a Markdown editor holding `text` (unsaved typing), like a user typing in it. */
	openInEditor(path: string, text?: string): Promise<Editor>;
}

export function vaultWith(files: Record<string, string>): TestVault {
	const mock = App.createConfigured__({ files });
	const app = mock.asOriginalType__();
	const file = (path: string): TFile => {
		const found = app.vault.getAbstractFileByPath(path);
		if (!(found instanceof MockTFile)) throw new Error(`test vault has no ${path}`);
		return found;
	};
	return {
		app,
		mock,
		file,
		read: (path) => app.vault.read(file(path)),
		write: (path, text) => app.vault.modify(file(path), text),
		remove: (path) => mock.fileManager.trashFile(MockTFile.fromOriginalType2__(file(path))),
		async openInEditor(path, text) {
			const leaf = mock.workspace.getLeaf(true);
			const view = MarkdownView.create2__(leaf);
			const target = file(path);
			view.file = MockTFile.fromOriginalType2__(target);
			view.editor.setValue(text ?? (await app.vault.read(target)));
			await leaf.open(view.asOriginalType7__());
			return view.editor.asOriginalType__();
		},
	};
}
