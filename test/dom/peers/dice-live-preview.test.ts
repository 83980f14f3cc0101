import { afterEach, describe, expect, it } from "vitest";
import { EditorSelection, EditorState } from "@codemirror/state";
import { markdown } from "@codemirror/lang-markdown";
import { EditorView } from "@codemirror/view";
import { editorInfoField, editorLivePreviewField, type TFile } from "obsidian";
import { scriptedRng } from "../../../src/engine/rng";
import { inlineRollLivePreview } from "../../../src/ui/dice/live-preview";
import { readNoteLog } from "../../../src/ui/log/note-log";
import { peerDiceWidget } from "../../../src/ui/peers/dice";
import { testVault } from "../campaign/helpers";
import { settle } from "../cypher/fixtures";

const views: EditorView[] = [];
afterEach(() => {
	for (const view of views.splice(0)) view.destroy();
	document.body.empty();
});

describe("Dice Roller's dice: code in Live Preview", () => {
	it("is the same button as in reading view beside roll: code, and the raw text comes back under the cursor", async () => {
		const v = testVault();
		const file: TFile = await v.note("Notes/Prep.md", {}, "");
		const doc = "Attack `dice: 1d20+5|noform` or `roll: 1d6` or `dice: #tag`";
		const rng = scriptedRng([12]);
		const contextFor = (sourcePath: string) => ({ app: v.app, sourcePath, settings: () => v.settings(), readLog: (f: TFile) => readNoteLog(v.app, f) });
		const make = (cursor: number) => {
			const state = EditorState.create({
				doc,
				selection: EditorSelection.cursor(cursor),
				extensions: [
					markdown(),
					editorLivePreviewField.init(() => true),
					editorInfoField.init(() => ({ app: v.app, file, hoverPopover: null })),
					inlineRollLivePreview(rng, contextFor),
					inlineRollLivePreview(rng, contextFor, peerDiceWidget(rng)),
				],
			});
			const view = new EditorView({ state, parent: document.body.createDiv() });
			views.push(view);
			return view;
		};
		const view = make(0);
		const buttons = [...view.contentDOM.querySelectorAll("button.cl-inline-roll-button")];
		expect(buttons.map((b) => b.textContent)).toEqual(["1d20+5", "1d6"]);
		// A form not read stays as typed in the editor.
		expect(view.contentDOM.textContent).toContain("dice: #tag");
		(buttons[0] as HTMLButtonElement).click();
		expect(view.contentDOM.querySelector(".cl-inline-roll-result")?.textContent).toBe("17");
		await settle();
		// The cursor inside the span shows its text, as Live Preview does for all markup.
		expect(make(doc.indexOf("1d20")).contentDOM.textContent).toContain("dice: 1d20+5|noform");
	});
});
