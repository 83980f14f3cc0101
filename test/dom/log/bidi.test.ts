/**
 * The session log's views with names holding bidirectional overrides (issue 28): an entry's callout
 * as written (the overrides are written as codes, so Obsidian shows them as text), an older entry
 * drawn as its callout, an entry's state line, and the summary table: no label carries an override, and a name
 * shown in the page's own words is isolated.
 */
import { describe, expect, it } from "vitest";
import { serializeEntry, serializeLegacyEntry } from "../../../src/engine/log";
import { decorateEntryCallouts } from "../../../src/ui/log/entry-callout";
import { LegacyEntryChild } from "../../../src/ui/log/legacy-entry";
import { LedgerSummaryChild } from "../../../src/ui/log/summary-block";
import { legacyEntryBody } from "../../../src/engine/log";
import { EMBEDDED, expectBidiSafe, expectShown, ISOLATE, OVERRIDE } from "../helpers/bidi";
import { vaultWith } from "../helpers/vault";
import { calloutElement, drawCalloutsOnRender, sectionContext } from "./callout-dom";
import { entry, SESSION, sessionNote } from "./fixtures";

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe("the session log with names that hold direction overrides", () => {
	for (const name of [OVERRIDE, ISOLATE, EMBEDDED]) {
		it(`${JSON.stringify(name)}: written as codes, drawn isolated, never in a label`, async () => {
			const hostile = entry({ id: "b1", actor: `[[${name}]]`, title: `Sneak past ${name}` });
			const undo = entry({ id: "b2", kind: "undo", actor: `[[${name}]]`, title: `Undo: Sneak past ${name}`, undoes: "b1" });
			const older = entry({ id: "b0", actor: `[[${name}]]`, title: `Climb with ${name}` });
			const vault = vaultWith({ [SESSION]: `${sessionNote}\n## Log\n\n${serializeLegacyEntry(older)}\n\n${serializeEntry(hostile)}\n\n${serializeEntry(undo)}\n` });
			const text = await vault.read(SESSION);
			// The callouts' Markdown holds no override: Obsidian draws "\u202e" as text.
			expect(/[\u202a-\u202e\u2066-\u2069]/.test(text.slice(text.indexOf("> [!ledger|")))).toBe(false);

			const render = drawCalloutsOnRender();
			const card = document.body.createDiv();
			new LegacyEntryChild(card, vault.app, legacyEntryBody(older), SESSION).load();
			await settle();
			// The older entry is handed to Obsidian as its callout, with the overrides written as codes too.
			expect(/[\u202a-\u202e\u2066-\u2069]/.test(render.mock.calls[0]?.[1] ?? "")).toBe(false);
			render.mockRestore();
			const undoSection = calloutElement(text.slice(text.indexOf("> [!ledger|b2]")));
			decorateEntryCallouts(undoSection, sectionContext(SESSION), vault.app);
			const summary = document.body.createDiv();
			const summaryChild = new LedgerSummaryChild(summary, vault.app, SESSION);
			summaryChild.load();
			await summaryChild.render();
			await settle();
			for (const root of [card, undoSection, summary]) expectBidiSafe(root);
			expectShown(card, name);
			expectShown(summary, name);
			expect(undoSection.querySelector(".cl-undo-of bdi")).not.toBeNull();
		});
	}
});
