import type { Command, MarkdownPostProcessorContext, Plugin } from "obsidian";
import { describe, expect, it, vi } from "vitest";
import { parseEntries } from "../../../src/engine/log";
import { applyOutcome } from "../../../src/notes/apply-outcome";
import { LegacyEntryChild } from "../../../src/ui/log/legacy-entry";
import { noSessionMessage } from "../../../src/notes/campaign/resolve-session";
import { DEFAULT_SETTINGS } from "../../../src/settings";
import { registerLogFeatures, undoLastEntry, undoLastInSession } from "../../../src/ui/log/register";
import { LedgerSummaryChild } from "../../../src/ui/log/summary-block";
import { vaultWith } from "../helpers/vault";
import { calloutElement, sectionContext } from "./callout-dom";
import { entry, KIRA, kiraNote, SESSION, sessionNote } from "./fixtures";

type Processor = Parameters<Plugin["registerMarkdownCodeBlockProcessor"]>[1];
type PostProcessor = Parameters<Plugin["registerMarkdownPostProcessor"]>[0];

/** Just the plugin surface registerLogFeatures uses, recording what it registers. */
function plugin() {
	const vault = vaultWith({ [SESSION]: sessionNote, [KIRA]: kiraNote });
	const processors = new Map<string, Processor>();
	const commands = new Map<string, Command>();
	const postProcessors: PostProcessor[] = [];
	const fake = {
		app: vault.app,
		registerMarkdownCodeBlockProcessor: (language: string, handler: Processor) => processors.set(language, handler),
		registerMarkdownPostProcessor: (processor: PostProcessor) => postProcessors.push(processor),
		register: () => undefined,
		addCommand: (command: Command) => commands.set(command.id, command),
	};
	registerLogFeatures(fake as unknown as Plugin, () => DEFAULT_SETTINGS);
	return { vault, postProcessors, mock: { markdownCodeBlockProcessors__: processors, commands__: commands } };
}

describe("registerLogFeatures", () => {
	it("registers the entry and summary blocks, each rendering through a child of the block", () => {
		const { mock } = plugin();
		const added: unknown[] = [];
		const ctx = { sourcePath: SESSION, addChild: (child: unknown) => added.push(child) } as unknown as MarkdownPostProcessorContext;
		for (const language of ["ledger-entry", "ledger-summary"]) {
			const handler = mock.markdownCodeBlockProcessors__.get(language);
			expect(handler).toBeDefined();
			void handler?.("id: a", createDiv(), ctx);
		}
		expect(added[0]).toBeInstanceOf(LegacyEntryChild);
		expect(added[1]).toBeInstanceOf(LedgerSummaryChild);
	});

	it("decorates the entry callouts Obsidian draws: the glance, the outcome's colour and an Undo that works", async () => {
		const { vault, postProcessors } = plugin();
		await applyOutcome(vault.app, { sessionFile: vault.file(SESSION), entry: entry({ id: "c1", changes: [{ target: "[[Kira]]", key: "xp", before: 3, after: 5 }] }) });
		const text = await vault.read(SESSION);
		const section = calloutElement(text.slice(text.indexOf("> [!ledger|c1]")));
		const children: { unload?: () => void }[] = [];
		for (const processor of postProcessors) void processor(section, sectionContext(SESSION, children as never));
		await new Promise((resolve) => setTimeout(resolve, 20));
		const callout = section.querySelector<HTMLElement>(".callout");
		expect(callout?.classList.contains("cl-outcome-success")).toBe(true);
		expect(callout?.querySelector(".callout-title .cl-entry-dice-glance")?.textContent).toBe("d20: 14");
		const undo = callout?.querySelector<HTMLButtonElement>(".callout-title .cl-undo-button");
		expect(undo?.getAttribute("aria-label")).toBe("Undo Climb (Might, trained)");
		// The button sits in the title, whose click folds the callout: it must not fold it.
		let folded = false;
		callout?.querySelector(".callout-title")?.addEventListener("click", () => (folded = true));
		undo?.click();
		await new Promise((resolve) => setTimeout(resolve, 50));
		expect(folded).toBe(false);
		expect(vault.app.metadataCache.getFileCache(vault.file(KIRA))?.frontmatter?.xp).toBe(3);
		expect(callout?.classList.contains("cl-entry-undone")).toBe(true);
		expect(callout?.querySelector(".cl-undone")?.textContent).toMatch(/^Undone at /);
	});

	it("'Undo last log entry' undoes in the session the active note logs to, and says how to start one when there is none", async () => {
		const { mock, vault } = plugin();
		expect(mock.commands__.get("undo-last-log-entry")?.name).toBe("Undo last log entry");
		const tell = vi.fn();
		await undoLastInSession(vault.app, DEFAULT_SETTINGS, null, { tell, ask: () => undefined, confirmWrites: () => undefined });
		expect(tell).toHaveBeenCalledWith(noSessionMessage());
		const logged = vaultWith({ "Sessions/Session 4.md": '---\nledger: session\ncampaign: "[[Gate]]"\nsession: 4\n---\n# Session 4\n', [KIRA]: kiraNote });
		const session = logged.file("Sessions/Session 4.md");
		await applyOutcome(logged.app, { sessionFile: session, entry: entry({ id: "only", changes: [{ target: "[[Kira]]", key: "xp", before: 3, after: 5 }] }) });
		await undoLastInSession(logged.app, DEFAULT_SETTINGS, session, { tell, ask: () => undefined, confirmWrites: () => undefined });
		expect(tell).toHaveBeenLastCalledWith("Undone: Climb (Might, trained)");
		expect(logged.app.metadataCache.getFileCache(logged.file(KIRA))?.frontmatter?.xp).toBe(3);
	});

	it("the command's undo picks the latest entry that is not undone", async () => {
		const { vault } = plugin();
		const session = vault.file(SESSION);
		await applyOutcome(vault.app, { sessionFile: session, entry: entry({ id: "first", changes: [{ target: "[[Kira]]", key: "xp", before: 3, after: 4 }] }) });
		await applyOutcome(vault.app, { sessionFile: session, entry: entry({ id: "second", changes: [{ target: "[[Kira]]", key: "xp", before: 4, after: 6 }] }) });
		const tell = vi.fn();
		await undoLastEntry(vault.app, session, { tell, ask: () => undefined, confirmWrites: () => undefined });
		await undoLastEntry(vault.app, session, { tell, ask: () => undefined, confirmWrites: () => undefined });
		expect(tell.mock.calls.map((call) => call[0] as string)).toEqual(["Undone: Climb (Might, trained)", "Undone: Climb (Might, trained)"]);
		expect(parseEntries(await vault.read(SESSION)).entries.filter((item) => item.entry.undone !== undefined).map((item) => item.entry.id)).toEqual(["first", "second"]);
		expect(vault.app.metadataCache.getFileCache(vault.file(KIRA))?.frontmatter?.xp).toBe(3);
		await undoLastEntry(vault.app, session, { tell, ask: () => undefined, confirmWrites: () => undefined });
		expect(tell).toHaveBeenLastCalledWith("There is no log entry left to undo in this note.");
	});
});
