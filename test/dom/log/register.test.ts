import type { Command, MarkdownPostProcessorContext, Plugin } from "obsidian";
import { describe, expect, it, vi } from "vitest";
import { parseEntries } from "../../../src/engine/log";
import { applyOutcome } from "../../../src/notes/apply-outcome";
import { LedgerEntryChild } from "../../../src/ui/log/entry-card";
import { registerLogFeatures, undoLastEntry } from "../../../src/ui/log/register";
import { LedgerSummaryChild } from "../../../src/ui/log/summary-block";
import { vaultWith } from "../helpers/vault";
import { entry, KIRA, kiraNote, SESSION, sessionNote } from "./fixtures";

type Processor = Parameters<Plugin["registerMarkdownCodeBlockProcessor"]>[1];

/** Just the plugin surface registerLogFeatures uses, recording what it registers. */
function plugin() {
	const vault = vaultWith({ [SESSION]: sessionNote, [KIRA]: kiraNote });
	const processors = new Map<string, Processor>();
	const commands = new Map<string, Command>();
	const fake = {
		app: vault.app,
		registerMarkdownCodeBlockProcessor: (language: string, handler: Processor) => processors.set(language, handler),
		addCommand: (command: Command) => commands.set(command.id, command),
	};
	registerLogFeatures(fake as unknown as Plugin);
	return { vault, mock: { markdownCodeBlockProcessors__: processors, commands__: commands } };
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
		expect(added[0]).toBeInstanceOf(LedgerEntryChild);
		expect(added[1]).toBeInstanceOf(LedgerSummaryChild);
	});

	it("offers 'Undo last log entry' only when a session note is active", () => {
		const { mock } = plugin();
		const command = mock.commands__.get("undo-last-log-entry");
		expect(command?.name).toBe("Undo last log entry");
		expect(command?.checkCallback?.(true)).toBe(false);
	});

	it("the command's undo picks the latest entry that is not undone", async () => {
		const { vault } = plugin();
		const session = vault.file(SESSION);
		await applyOutcome(vault.app, { sessionFile: session, entry: entry({ id: "first", changes: [{ target: "[[Kira]]", key: "xp", before: 3, after: 4 }] }) });
		await applyOutcome(vault.app, { sessionFile: session, entry: entry({ id: "second", changes: [{ target: "[[Kira]]", key: "xp", before: 4, after: 6 }] }) });
		const tell = vi.fn();
		await undoLastEntry(vault.app, session, { tell, ask: () => undefined });
		await undoLastEntry(vault.app, session, { tell, ask: () => undefined });
		expect(tell.mock.calls.map((call) => call[0] as string)).toEqual(["Undone: Climb (Might, trained)", "Undone: Climb (Might, trained)"]);
		expect(parseEntries(await vault.read(SESSION)).entries.filter((item) => item.entry.undone !== undefined).map((item) => item.entry.id)).toEqual(["first", "second"]);
		expect(vault.app.metadataCache.getFileCache(vault.file(KIRA))?.frontmatter?.xp).toBe(3);
		await undoLastEntry(vault.app, session, { tell, ask: () => undefined });
		expect(tell).toHaveBeenLastCalledWith("There is no log entry left to undo in this note.");
	});
});
