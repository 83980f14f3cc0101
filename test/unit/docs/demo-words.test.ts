/**
 * The demo's own pages (campaigns, characters, sessions, the welcome note) are what a player reads
 * first: they say which game is played in words, never by the rule texts' seed numbers, which
 * belong in the Manual's Rules interpretations.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const DEMO = fileURLToPath(new URL("../../../demo-vault", import.meta.url));

function notesUnder(dir: string): string[] {
	return readdirSync(dir).flatMap((name) => {
		const path = join(dir, name);
		return statSync(path).isDirectory() ? notesUnder(path) : name.endsWith(".md") ? [path] : [];
	});
}

describe("the demo's campaign pages", () => {
	it("name no seed ids", () => {
		const pages = [...notesUnder(join(DEMO, "Campaigns")), join(DEMO, "Welcome.md")];
		expect(pages.length).toBeGreaterThan(10);
		const found = pages.flatMap((path) => (/\bseeds? ?\d{3}\b/i.exec(readFileSync(path, "utf8")) ? [path.slice(DEMO.length + 1)] : []));
		expect(found).toEqual([]);
	});

	it("link only rule pages the demo has: an entry's rule line names a missing page as text", () => {
		const names = new Set(notesUnder(DEMO).flatMap((path) => [path.slice(path.lastIndexOf("/") + 1, -3).toLowerCase(), path.slice(DEMO.length + 1, -3).toLowerCase()]));
		const sessions = notesUnder(join(DEMO, "Campaigns"));
		const ruled = sessions.flatMap((path) => readFileSync(path, "utf8").split("\n").filter((line) => line.startsWith("> - rule: ")));
		expect(ruled.length).toBeGreaterThan(3);
		const nowhere = ruled.flatMap((line) => [...line.matchAll(/\[\[([^\]|#]+)/g)].map((m) => m[1] ?? "").filter((page) => !names.has(page.toLowerCase())));
		expect(nowhere).toEqual([]);
	});
});
