import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeEntry, parseEntries, serializeEntry } from "../../src/engine/log";
import { launch, watchProblems } from "./browser";
import { entries, summaryOf } from "./log-entries";

/**
 * Renames as a user makes them (issue 22), in real Chromium with the plugin's own renderers and the
 * preview's fileManager.renameFile, which rewrites every link to a renamed note as Obsidian does with
 * "Automatically update internal links" on. A character renamed after a roll keeps her entry's links
 * (the entry's links are real links, so Obsidian rewrote them), the session still links to her (her
 * backlinks), and Undo finds her under her new name and puts her Might back. A session renamed
 * mid-session keeps taking its undo too.
 */

const HARNESS_URL = pathToFileURL(resolve("build/e2e/harness.html")).href;
const CAMPAIGN = "Campaigns/The Ninth Gate/The Ninth Gate.md";
const SESSION = "Campaigns/The Ninth Gate/Session 2.md";
const KESSA = "Campaigns/The Ninth Gate/Characters/Kessa Varn.md";
const RENAMED = "Campaigns/The Ninth Gate/Characters/Kessa Varn-Tor.md";

/** The climb that cost Kessa 2 Might (15 → 13), as the plugin writes it. */
const climb = makeEntry({
	id: "mrename1-climb",
	time: "2026-03-14T19:06:37.000Z",
	kind: "task",
	system: "cypher",
	actor: "[[Kessa Varn]]",
	title: "Climb (Might, trained)",
	dice: [{ notation: "d20", dice: [{ value: 14, kept: true }], total: 14 }],
	outcome: { code: "success", text: "Success" },
	changes: [{ target: "[[Kessa Varn]]", key: "might", before: 15, after: 13 }],
});

const NOTES = [
	{ path: CAMPAIGN, text: '---\nledger: campaign\nsystem: cypher\nparty: ["[[Kessa Varn]]"]\ncurrent-session: "[[Session 2]]"\n---\n# The Ninth Gate\n' },
	{ path: SESSION, text: `---\nledger: session\ncampaign: "[[The Ninth Gate]]"\nsession: 2\n---\n# Session 2\n\n## Log\n\n${serializeEntry(climb)}\n` },
	{ path: KESSA, text: '---\nledger: character\nsystem: cypher\ncampaign: "[[The Ninth Gate]]"\nmight: 13\nmight-max: 15\n---\n# Kessa Varn\n' },
];

let browser: Browser;

beforeAll(async () => {
	browser = await launch();
});

afterAll(async () => {
	await browser?.close();
});

async function openHarness(): Promise<{ page: Page; problems: string[] }> {
	const page = await browser.newPage({ viewport: { width: 900, height: 900 } });
	const problems = watchProblems(page);
	await page.goto(HARNESS_URL);
	await page.evaluate(() => window.ledgerHarnessReady);
	await page.evaluate((notes) => window.ledgerHarness.useVault(notes), NOTES);
	return { page, problems };
}

/** Renames a note through Obsidian's fileManager.renameFile, then waits until the vault is indexed again. */
function renameFile(page: Page, from: string, to: string): Promise<void> {
	return page.evaluate(
		async ({ from, to }) => {
			const app = window.ledgerHarness.app();
			const file = app.vault.getAbstractFileByPath(from) as Parameters<typeof app.fileManager.renameFile>[0];
			await app.fileManager.renameFile(file, to);
			await app.whenIndexed();
		},
		{ from, to },
	);
}

const read = (page: Page, path: string): Promise<string> => page.evaluate((notePath) => window.ledgerHarness.readNote(notePath), path);

/**
 * Undo of the climb as a user clicks it. The entry was written into the note, not logged by the
 * plugin in this vault (and a rename rewrote its links): its card says the plugin cannot vouch for
 * it, and Undo first shows what it would write (issue 33). Returns what the dialog listed.
 */
async function undoTheClimb(page: Page, session: string): Promise<string[]> {
	await page.evaluate((path) => window.ledgerHarness.openNote(path), session);
	const entry = entries(page).first();
	expect(await entry.locator(".cl-unvouched").textContent()).toBe("Campaign Ledger can’t vouch for this entry: Undo asks first.");
	await entry.locator(".cl-undo-button").click();
	const dialog = page.locator(".modal", { hasText: "Undo would write:" });
	await dialog.waitFor({ timeout: 5_000 });
	const shown = await dialog.locator(".cl-undo-writes li").allTextContents();
	await dialog.getByRole("button", { name: "Undo as shown" }).click();
	await entry.locator(".cl-undone").waitFor({ timeout: 5_000 });
	return shown;
}

describe("renames through Obsidian's API, in Chromium", () => {
	it("a character renamed after her roll: the entry links her new name, her backlinks hold, and Undo restores her", async () => {
		const { page, problems } = await openHarness();
		await renameFile(page, KESSA, RENAMED);

		// Obsidian rewrote the entry's links (title, fields, change); the entry still reads and its check still holds.
		const session = await read(page, SESSION);
		expect(session).not.toContain("[[Kessa Varn]]");
		expect(session).toContain("> [!ledger|mrename1-climb]- [[Kessa Varn-Tor]] · Climb (Might, trained) · Success");
		expect(session).toContain("> - change: [[Kessa Varn-Tor]] · might = 15 → 13");
		// Her backlinks: the session links to her note by its new path.
		const links = await page.evaluate((path) => window.ledgerHarness.app().metadataCache.resolvedLinks[path] ?? {}, SESSION);
		expect(Object.keys(links)).toContain(RENAMED);

		await page.evaluate((path) => window.ledgerHarness.openNote(path), SESSION);
		expect(await summaryOf(entries(page).first())).toBe("Kessa Varn-Tor · Climb (Might, trained) · Success");
		expect(await undoTheClimb(page, SESSION)).toEqual(["Kessa Varn-Tor · might: 13 → 15"]);
		expect(await read(page, RENAMED)).toContain("might: 15");
		// The undo entry names her by her new name.
		expect(await read(page, SESSION)).toContain("[actor:: [[Kessa Varn-Tor]]]");
		expect(problems).toEqual([]);
		await page.close();
	});

	// Issue 33 §4: names holding the log's separators or Markdown's markers (Obsidian allows them in names).
	it.each(["Kessa · the Bold", "Kessa ; the Bold", "Kessa $$ Bold", "Kessa %% Bold", "Kessa → Bold"])(
		"a character renamed to %s: her entry still reads, its card shows, and Undo restores her",
		async (name) => {
			const { page, problems } = await openHarness();
			const renamed = `Campaigns/The Ninth Gate/Characters/${name}.md`;
			await renameFile(page, KESSA, renamed);
			const session = await read(page, SESSION);
			expect(session).toContain(`> - change: [[${name}]] · might = 15 → 13`);
			const log = parseEntries(session);
			expect([log.entries.map((item) => item.entry.id), log.problems]).toEqual([["mrename1-climb"], []]);
			await page.evaluate((path) => window.ledgerHarness.openNote(path), SESSION);
			expect(await summaryOf(entries(page).first())).toBe(`${name} · Climb (Might, trained) · Success`);
			expect(await undoTheClimb(page, SESSION)).toEqual([`${name} · might: 13 → 15`]);
			expect(await read(page, renamed)).toContain("might: 15");
			expect(problems).toEqual([]);
			await page.close();
		},
	);

	it("a session renamed mid-session: its entries undo in place, under the new name", async () => {
		const { page, problems } = await openHarness();
		const renamed = "Campaigns/The Ninth Gate/Session 2 - The Gate.md";
		await renameFile(page, SESSION, renamed);
		// The campaign's current session follows the rename.
		expect(await read(page, CAMPAIGN)).toContain('current-session: "[[Session 2 - The Gate]]"');
		expect(await undoTheClimb(page, renamed)).toEqual(["Kessa Varn · might: 13 → 15"]);
		expect(await read(page, KESSA)).toContain("might: 15");
		expect(await read(page, renamed)).toContain("[kind:: undo]");
		expect(problems).toEqual([]);
		await page.close();
	});
});
