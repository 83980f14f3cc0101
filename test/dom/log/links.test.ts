/**
 * Names in entries come from note text anyone can type. A wikilink actor or target such as
 * `[[javascript:alert(1)]]` must never become a link a click could run: what the plugin draws (an
 * entry's state and buttons, the summary) puts an href only on internal note paths and http(s) URLs,
 * and shows everything else as text.
 */
import { describe, expect, it } from "vitest";
import { legacyEntryBody as entryBody, serializeLegacyEntry as serializeEntry } from "../../../src/engine/log";
import { LegacyEntryChild } from "../../../src/ui/log/legacy-entry";
import { isSafeHref } from "../../../src/ui/log/links";
import { LedgerSummaryChild } from "../../../src/ui/log/summary-block";
import { vaultWith } from "../helpers/vault";
import { drawCalloutsOnRender } from "./callout-dom";
import { entry, SESSION, sessionNote } from "./fixtures";

const HOSTILE = [
	"javascript:alert(1)",
	"JavaScript:alert(1)",
	" javascript:alert(1)",
	"java\tscript:alert(1)",
	"data:text/html,<script>alert(1)</script>",
	"vbscript:msgbox(1)",
	"file:///etc/passwd",
	"//evil.example/x",
	"\\\\evil.example\\x",
	"obsidian://open?vault=x",
];

/** Every href on the page: none may lead anywhere but a note or an http(s) address. */
function hrefs(el: HTMLElement): string[] {
	return [...el.querySelectorAll("[href]")].map((node) => node.getAttribute("href") ?? "");
}

function expectOnlySafeHrefs(el: HTMLElement): void {
	for (const href of hrefs(el)) {
		expect(href.replace(/[\t\n\r]/g, "").trim()).not.toMatch(/^(?!https?:)[a-z][a-z0-9+.-]*:/i);
		expect(href).not.toMatch(/^[\\/]{2}/);
	}
}

describe("which hrefs a link may carry", () => {
	it.each(HOSTILE)("refuses %j", (href) => {
		expect(isSafeHref(href)).toBe(false);
	});

	it.each(["Kira", "People/Kira", "Rules/Effort#Applying Effort", "https://csrd.example/effort", "http://example.org"])("accepts %j", (href) => {
		expect(isSafeHref(href)).toBe(true);
	});
});

describe("hostile wikilinks in older entries and in the summary", () => {
	it.each(HOSTILE)("an older entry naming [[%s]] is drawn by Obsidian, and the state and Undo the plugin adds lead nowhere", async (name) => {
		const render = drawCalloutsOnRender();
		const hostile = entry({
			actor: `[[${name}]]`,
			changes: [{ target: `[[${name}]]`, key: "might", before: 9, after: 7 }],
			links: [name],
		});
		const vault = vaultWith({ [SESSION]: `${sessionNote}\n## Log\n\n${serializeEntry(hostile)}\n` });
		const el = document.body.createDiv();
		new LegacyEntryChild(el, vault.app, entryBody(hostile), SESSION).load();
		await new Promise((resolve) => setTimeout(resolve, 20));
		// Obsidian draws a wikilink as a link to a note of that name (its click opens or creates the note,
		// as for any link a user types); the state line and buttons the plugin adds carry no href of their own.
		expect(render).toHaveBeenCalledOnce();
		expect(el.querySelector(".cl-entry-status")).not.toBeNull();
		expectOnlySafeHrefs(el);
		render.mockRestore();
	});

	it.each(HOSTILE)("the summary shows the actor [[%s]] as text, with no href", async (name) => {
		const hostile = entry({ actor: `[[${name}]]` });
		const fine = entry({ actor: "[[Kira]]" });
		const vault = vaultWith({ [SESSION]: `${sessionNote}\n## Log\n\n${serializeEntry(hostile)}\n\n${serializeEntry(fine)}\n` });
		const el = createDiv();
		const child = new LedgerSummaryChild(el, vault.app, SESSION);
		child.load();
		await child.render();
		const firstCells = [...el.querySelectorAll("tbody tr > :first-child")];
		expect(firstCells.map((td) => td.textContent)).toContain("Kira");
		expect(firstCells.some((td) => (td.textContent ?? "").includes(name.split("/").pop() ?? name))).toBe(true);
		expect(hrefs(el)).toEqual(["Kira"]);
		expectOnlySafeHrefs(el);
	});
});
