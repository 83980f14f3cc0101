/**
 * When a session note is open in an editor, its text lives in the editor (maybe with unsaved typing):
 * reads and appends go through the editor then, and through the vault otherwise.
 */
import { MarkdownView, type App, type Editor, type TFile } from "obsidian";

export function openEditorFor(app: App, file: TFile): Editor | null {
	let editor: Editor | null = null;
	app.workspace.iterateAllLeaves((leaf) => {
		const view = leaf.view;
		if (!editor && view instanceof MarkdownView && view.file?.path === file.path) editor = view.editor;
	});
	return editor;
}

export async function readNoteText(app: App, file: TFile): Promise<string> {
	const editor = openEditorFor(app, file);
	return editor ? editor.getValue() : app.vault.read(file);
}
