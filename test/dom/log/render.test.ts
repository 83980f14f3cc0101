import { describe, expect, it, vi } from "vitest";
import { legacyEntryBody as entryBody, serializeLegacyEntry as serializeEntry, type LogEntry } from "../../../src/engine/log";
import { applyOutcome } from "../../../src/notes/apply-outcome";
import { updateFrontmatter } from "../../../src/notes/frontmatter";
import { LedgerEntryChild } from "../../../src/ui/log/entry-card";
import { readNoteLog } from "../../../src/ui/log/note-log";
import { LedgerSummaryChild } from "../../../src/ui/log/summary-block";
import type { UndoFlowHooks } from "../../../src/ui/log/undo-flow";
import { vaultWith } from "../helpers/vault";
import { entry, KIRA, kiraNote, SESSION, sessionNote } from "./fixtures";

const climb = (): LogEntry =>
	entry({
		id: "climb",
		inputs: [{ key: "difficulty", value: 4 }],
		dice: [{ notation: "4d6kh3", dice: [6, 5, 3, 1].map((value, i) => ({ value, kept: i < 3 })), total: 14 }],
		changes: [{ target: "[[Kira]]", key: "might", before: 9, after: 7 }],
		links: ["Effort"],
	});

async function settle(): Promise<void> {
	for (let i = 0; i < 10; i++) await new Promise((resolve) => setTimeout(resolve, 0));
}

function recordingHooks(answer: "confirm" | "cancel"): UndoFlowHooks & { told: string[]; asked: string[][] } {
	const told: string[] = [];
	const asked: string[][] = [];
	return {
		told,
		asked,
		tell: (message) => told.push(message),
		ask: (conflicts, confirm) => {
			asked.push(conflicts.map((conflict) => conflict.message));
			if (answer === "confirm") confirm();
		},
	};
}

async function renderEntry(vault: ReturnType<typeof vaultWith>, body: string, hooks?: UndoFlowHooks) {
	const el = createDiv();
	const child = new LedgerEntryChild(el, vault.app, body, SESSION, hooks);
	child.load();
	await child.refreshStatus();
	return { el, child };
}

describe("the ledger-entry card", () => {
	it("shows actor, title, outcome, every die (dropped ones marked), inputs, changes and rule links", async () => {
		const vault = vaultWith({ [SESSION]: `${sessionNote}\n## Log\n\n${serializeEntry(climb())}\n`, [KIRA]: kiraNote });
		const { el } = await renderEntry(vault, entryBody(climb()));
		expect(el.querySelector(".cl-entry-actor a.internal-link")?.getAttribute("data-href")).toBe("Kira");
		expect(el.querySelector(".cl-entry-title")?.textContent).toBe("Climb (Might, trained)");
		expect(el.querySelector(".cl-entry-outcome")?.classList.contains("cl-outcome-success")).toBe(true);
		expect([...el.querySelectorAll(".cl-die")].map((die) => [die.textContent, die.classList.contains("cl-die-dropped")])).toEqual([
			["6", false],
			["5", false],
			["3", false],
			["1", true],
		]);
		expect(el.querySelector(".cl-entry-inputs")?.textContent).toBe("difficulty: 4");
		expect(el.querySelector(".cl-change")?.textContent).toBe("Kira might 9 → 7");
		const rule = el.querySelector<HTMLAnchorElement>(".cl-entry-rules a.internal-link");
		expect(rule?.getAttribute("data-href")).toBe("Effort");
		const open = vi.spyOn(vault.app.workspace, "openLinkText").mockResolvedValue();
		rule?.click();
		expect(open).toHaveBeenCalledWith("Effort", SESSION, false);
	});

	it("renders HTML and Markdown in names as text, never as markup", async () => {
		const vault = vaultWith({ [SESSION]: sessionNote });
		const hostile = entry({ actor: '<img src=x onerror="alert(1)">', title: "**bold** [[link]] <script>x()</script>", outcome: { text: "<b>win</b>", code: '"><x' } });
		const { el } = await renderEntry(vault, entryBody(hostile));
		expect(el.querySelector("img, script, b, strong")).toBeNull();
		expect(el.querySelector(".cl-entry-actor")?.textContent).toBe('<img src=x onerror="alert(1)">');
		// The wikilink becomes a link (never raw [[…]]); the rest stays text.
		expect(el.querySelector(".cl-entry-title")?.textContent).toBe("**bold** link <script>x()</script>");
		expect(el.querySelector(".cl-entry-title a.internal-link")?.getAttribute("data-href")).toBe("link");
		expect(el.querySelector(".cl-entry-outcome")?.className).toBe("cl-entry-outcome");
	});

	it("shows an entry edited by hand so it no longer parses as its raw text with a warning", async () => {
		const vault = vaultWith({ [SESSION]: sessionNote });
		const edited = entryBody(climb()).replace("change: [[Kira]] · might = 9 → 7", "change: Kira lost some might");
		const { el } = await renderEntry(vault, edited);
		expect(el.querySelector(".cl-warning")?.textContent).toContain("could not be read");
		expect(el.querySelector("pre.cl-entry-raw")?.textContent).toBe(edited);
		expect(el.querySelector(".cl-undo-button")).toBeNull();
	});

	it("undoes from its button and then shows itself as undone", async () => {
		const vault = vaultWith({ [SESSION]: sessionNote, [KIRA]: kiraNote });
		await applyOutcome(vault.app, { sessionFile: vault.file(SESSION), entry: climb() });
		const hooks = recordingHooks("cancel");
		const { el, child } = await renderEntry(vault, entryBody(climb()), hooks);
		el.querySelector<HTMLButtonElement>(".cl-undo-button")?.click();
		await settle();
		expect(hooks.told).toEqual(["Undone: Climb (Might, trained)"]);
		expect(vault.app.metadataCache.getFileCache(vault.file(KIRA))?.frontmatter?.might).toBe(9);
		await child.refreshStatus();
		expect(el.querySelector(".cl-entry")?.classList.contains("cl-entry-undone")).toBe(true);
		expect(el.querySelector(".cl-undo-button")).toBeNull();
	});

	it("asks before overwriting a changed value, and leaves it when the user cancels", async () => {
		const vault = vaultWith({ [SESSION]: sessionNote, [KIRA]: kiraNote });
		await applyOutcome(vault.app, { sessionFile: vault.file(SESSION), entry: climb() });
		await updateFrontmatter(vault.app, vault.file(KIRA), (fm) => {
			fm.might = 5;
		});
		const hooks = recordingHooks("cancel");
		const { el } = await renderEntry(vault, entryBody(climb()), hooks);
		el.querySelector<HTMLButtonElement>(".cl-undo-button")?.click();
		await settle();
		expect(hooks.asked).toEqual([["Kira's might is 5 now, the entry set it to 7: restore 9 anyway?"]]);
		expect(vault.app.metadataCache.getFileCache(vault.file(KIRA))?.frontmatter?.might).toBe(5);
	});
});

describe("the ledger-summary block", () => {
	it("counts per character and redraws when the note changes", async () => {
		const vault = vaultWith({ [SESSION]: sessionNote, [KIRA]: kiraNote });
		const el = createDiv();
		const child = new LedgerSummaryChild(el, vault.app, SESSION);
		child.load();
		await child.render();
		expect(el.querySelector(".cl-summary-empty")?.textContent).toBe("No log entries yet.");
		await applyOutcome(vault.app, { sessionFile: vault.file(SESSION), entry: climb() });
		await settle();
		const cells = [...el.querySelectorAll("tbody tr > *")].map((td) => td.textContent);
		expect(cells).toEqual(["Kira", "1", "1", "0", "0", "0", "0"]);
	});

	it("says how many entries it could not read instead of silently skipping them", async () => {
		const broken = "```ledger-entry\nid: x\nnonsense\n```\n";
		const vault = vaultWith({ [SESSION]: `${sessionNote}\n## Log\n\n${broken}` });
		const el = createDiv();
		const child = new LedgerSummaryChild(el, vault.app, SESSION);
		child.load();
		await child.render();
		expect(el.querySelector(".cl-warning")?.textContent).toBe("1 log entry could not be read and is not counted (line 11).");
	});
});

describe("the shared log of a note", () => {
	it("is parsed once for all cards while the note is unchanged, and again after it changes", async () => {
		const vault = vaultWith({ [SESSION]: sessionNote, [KIRA]: kiraNote });
		const file = vault.file(SESSION);
		const first = await readNoteLog(vault.app, file);
		expect(await readNoteLog(vault.app, file)).toBe(first);
		await applyOutcome(vault.app, { sessionFile: file, entry: climb() });
		const after = await readNoteLog(vault.app, file);
		expect(after).not.toBe(first);
		expect(after.entries.map((item) => item.entry.id)).toEqual(["climb"]);
	});
});
