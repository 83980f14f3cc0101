/**
 * Every log entry in the demo vault (sessions and the Manual's live examples) reads back, with its
 * checksum intact and no link sealed inside a code block: the demo is written in the current form.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { parseEntries } from "../../../src/engine/log";

const VAULT = resolve(dirname(fileURLToPath(import.meta.url)), "../../../demo-vault");

function notes(folder: string): string[] {
	return readdirSync(folder).flatMap((name) => {
		const path = join(folder, name);
		if (statSync(path).isDirectory()) return name.startsWith(".") ? [] : notes(path);
		return name.endsWith(".md") ? [path] : [];
	});
}

describe("the demo vault's log entries", () => {
	it.each(notes(VAULT).map((path) => [relative(VAULT, path), path]))("%s: every entry reads, none was edited by hand, none is of the older form", (_name, path) => {
		const log = parseEntries(readFileSync(path, "utf8"));
		expect(log.problems).toEqual([]);
		for (const item of log.entries) {
			expect(item.form, item.entry.id).toBe("callout");
			expect(item.checksum, item.entry.id).toBe("ok");
		}
	});

	it("the session notes hold no [[link]] inside a code block", () => {
		const sessions = notes(join(VAULT, "Campaigns")).filter((path) => /^ledger: session$/m.test(readFileSync(path, "utf8")));
		expect(sessions.length).toBeGreaterThanOrEqual(5);
		for (const path of sessions) {
			const text = readFileSync(path, "utf8");
			for (const block of text.matchAll(/^```[^\n]*\n([^]*?)^```/gm)) expect(block[1], relative(VAULT, path)).not.toMatch(/\[\[/);
		}
	});
});
