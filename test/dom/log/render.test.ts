import { describe, expect, it } from "vitest";
import { legacyEntryBody as entryBody, serializeLegacyEntry as serializeEntry, type LogEntry } from "../../../src/engine/log";
import { applyOutcome } from "../../../src/notes/apply-outcome";
import { updateFrontmatter } from "../../../src/notes/frontmatter";
import { LegacyEntryChild } from "../../../src/ui/log/legacy-entry";
import { readNoteLog } from "../../../src/ui/log/note-log";
import { LedgerSummaryChild } from "../../../src/ui/log/summary-block";
import type { UndoFlowHooks } from "../../../src/ui/log/undo-flow";
import { vaultWith } from "../helpers/vault";
import { drawCalloutsOnRender } from "./callout-dom";
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

function recordingHooks(answer: "confirm" | "cancel"): UndoFlowHooks & { told: string[]; asked: string[][]; shown: string[][] } {
	const told: string[] = [];
	const asked: string[][] = [];
	const shown: string[][] = [];
	return {
		told,
		asked,
		shown,
		tell: (message) => told.push(message),
		ask: (conflicts, confirm) => {
			asked.push(conflicts.map((conflict) => conflict.message));
			if (answer === "confirm") confirm();
		},
		// An entry the plugin cannot vouch for (the older fenced entries here): what it would write, as shown to the user.
		confirmWrites: (_why, writes, confirm) => {
			shown.push(writes.map((write) => `${write.target} ${write.key}: ${String(write.now)} → ${String(write.restore)}`));
			if (answer === "confirm") confirm();
		},
	};
}

/** An older fenced entry's block as Obsidian hands it to the plugin, drawn through the (fixture's) Markdown renderer. */
async function renderEntry(vault: ReturnType<typeof vaultWith>, body: string, hooks?: UndoFlowHooks) {
	const el = document.body.createDiv();
	const child = new LegacyEntryChild(el, vault.app, body, SESSION, hooks);
	child.load();
	await settle();
	return { el, child };
}

describe("an entry of the older fenced form", () => {
	it("is drawn as the callout it would be now: the summary with the actor's link, the dice at a glance, the outcome's colour, its facts folded", async () => {
		const render = drawCalloutsOnRender();
		const vault = vaultWith({ [SESSION]: `${sessionNote}\n## Log\n\n${serializeEntry(climb())}\n`, [KIRA]: kiraNote });
		const { el } = await renderEntry(vault, entryBody(climb()));
		// What Obsidian is asked to draw is the entry's callout, without a block id of its own (the fence is the block).
		const markdown = render.mock.calls[0]?.[1] ?? "";
		expect(markdown.split("\n")[0]).toBe("> [!ledger|climb]- [[Kira]] · Climb (Might, trained) · Success");
		expect(markdown).not.toContain("^climb");
		const callout = el.querySelector<HTMLElement>('.callout[data-callout="ledger"]');
		expect(callout?.querySelector(".callout-title-inner a.internal-link")?.getAttribute("data-href")).toBe("Kira");
		expect(callout?.querySelector(".cl-entry-dice-glance")?.textContent).toBe("4d6kh3: 6, 5, 3 → 14");
		expect(callout?.classList.contains("cl-outcome-success")).toBe(true);
		expect(callout?.classList.contains("is-collapsed")).toBe(true);
		const content = callout?.querySelector(".callout-content")?.textContent ?? "";
		for (const fact of ["difficulty = 4", "4d6kh3 → 6 5 3 (1) = 14", "[[Kira]] · might = 9 → 7"]) expect(content).toContain(fact.replace("[[Kira]]", "Kira"));
		expect(callout?.querySelector("li:last-child a.internal-link")?.getAttribute("data-href")).toBe("Effort");
		render.mockRestore();
	});

	it("hands Obsidian Markdown in which HTML and Markdown in names are escaped, so they show as typed", async () => {
		const render = drawCalloutsOnRender();
		const vault = vaultWith({ [SESSION]: sessionNote });
		const hostile = entry({ id: "h1", actor: '<img src=x onerror="alert(1)">', title: "**bold** <script>x()</script> %%", outcome: { text: "<b>win</b>", code: '"><x' } });
		const { el } = await renderEntry(vault, entryBody(hostile));
		const title = (render.mock.calls[0]?.[1] ?? "").split("\n")[0];
		expect(title).toBe('> [!ledger|h1]- \\<img src=x onerror=\\"alert(1)\\"> · \\*\\*bold\\*\\* \\<script>x()\\</script> \\%\\% · \\<b>win\\</b>');
		expect(el.querySelector("img, script, b, strong")).toBeNull();
		// An outcome code that is not a plain word gives no class.
		expect(el.querySelector(".callout")?.className).not.toContain("cl-outcome");
		render.mockRestore();
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
		const render = drawCalloutsOnRender();
		const vault = vaultWith({ [SESSION]: sessionNote, [KIRA]: kiraNote });
		await applyOutcome(vault.app, { sessionFile: vault.file(SESSION), entry: climb() });
		const hooks = recordingHooks("cancel");
		const { el } = await renderEntry(vault, entryBody(climb()), hooks);
		el.querySelector<HTMLButtonElement>(".cl-undo-button")?.click();
		await settle();
		expect(hooks.told).toEqual(["Undone: Climb (Might, trained)"]);
		expect(vault.app.metadataCache.getFileCache(vault.file(KIRA))?.frontmatter?.might).toBe(9);
		await settle();
		expect(el.querySelector(".callout")?.classList.contains("cl-entry-undone")).toBe(true);
		expect(el.querySelector(".cl-undo-button")).toBeNull();
		render.mockRestore();
	});

	it("asks before overwriting a changed value, and leaves it when the user cancels", async () => {
		const render = drawCalloutsOnRender();
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
		render.mockRestore();
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
