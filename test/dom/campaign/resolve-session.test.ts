import { describe, expect, it } from "vitest";
import { noSessionMessage, resolveSessionNote } from "../../../src/notes/campaign";
import { testVault, type TestVault } from "./helpers";

/** The Ninth Gate: a campaign, two sessions (the second current), a PC of the campaign and a stray PC. */
async function ninthGate(): Promise<TestVault> {
	const v = testVault();
	await v.note("Campaigns/The Ninth Gate/The Ninth Gate.md", {
		ledger: "campaign",
		system: "cypher",
		"damage-model": "wounds",
		party: ["[[Aria]]"],
		"current-session": "[[Session 2]]",
	});
	await v.note("Campaigns/The Ninth Gate/Session 1.md", { ledger: "session", campaign: "[[The Ninth Gate]]", session: 1, date: "2026-03-07" }, "## Log\n");
	await v.note("Campaigns/The Ninth Gate/Session 2.md", { ledger: "session", campaign: "[[The Ninth Gate]]", session: 2, date: "2026-03-14" }, "## Log\n");
	await v.note("Characters/Aria.md", { ledger: "character", system: "cypher", campaign: "[[The Ninth Gate]]", "might-max": 12, "speed-max": 10, "intellect-max": 11 });
	await v.note("Characters/Loner.md", { ledger: "character", system: "cypher", "might-max": 9, "speed-max": 9, "intellect-max": 9 });
	return v;
}

const path = (r: { ok: true; value: { path: string } } | { ok: false; error: string }): string => (r.ok ? r.value.path : `ERROR ${r.error}`);

describe("resolveSessionNote: where a roll's result goes", () => {
	it("1. the session note the roll was made in, even when it is not the current one", async () => {
		const v = await ninthGate();
		const r = await resolveSessionNote(v.app, v.settings(), { sourcePath: "Campaigns/The Ninth Gate/Session 1.md", actorPath: "Characters/Aria.md" });
		expect(path(r)).toBe("Campaigns/The Ninth Gate/Session 1.md");
	});

	it("2. a roll from a character sheet goes to the current session of the character's campaign", async () => {
		const v = await ninthGate();
		const r = await resolveSessionNote(v.app, v.settings(), { sourcePath: "Characters/Aria.md", actorPath: "Characters/Aria.md" });
		expect(path(r)).toBe("Campaigns/The Ninth Gate/Session 2.md");
	});

	it("3. a character without a campaign falls back to the default campaign's current session", async () => {
		const v = await ninthGate();
		const settings = v.settings({ defaultCampaign: "Campaigns/The Ninth Gate/The Ninth Gate.md" });
		const r = await resolveSessionNote(v.app, settings, { sourcePath: "Characters/Loner.md", actorPath: "Characters/Loner.md" });
		expect(path(r)).toBe("Campaigns/The Ninth Gate/Session 2.md");
	});

	it("3b. a GM roll from the command palette (no source, no actor) uses the default campaign", async () => {
		const v = await ninthGate();
		const r = await resolveSessionNote(v.app, v.settings({ defaultCampaign: "Campaigns/The Ninth Gate/The Ninth Gate.md" }), {});
		expect(path(r)).toBe("Campaigns/The Ninth Gate/Session 2.md");
	});

	it("3c. an actor note without properties falls back to the default campaign; a malformed one is refused", async () => {
		const v = await ninthGate();
		await v.app.vault.create("Scratch.md", "Rolled from a plain note.\n");
		const settings = v.settings({ defaultCampaign: "Campaigns/The Ninth Gate/The Ninth Gate.md" });
		const r = await resolveSessionNote(v.app, settings, { sourcePath: "Scratch.md", actorPath: "Scratch.md" });
		expect(path(r)).toBe("Campaigns/The Ninth Gate/Session 2.md");
		await v.malformed("Characters/Broken.md", "---\ncampaign: [[[x]\n---\n");
		const bad = await resolveSessionNote(v.app, settings, { actorPath: "Characters/Broken.md" });
		expect(!bad.ok && bad.error).toContain('"Characters/Broken.md" has frontmatter Obsidian cannot read');
	});

	it("4. nothing to go on: the message says how to start a session", async () => {
		const v = await ninthGate();
		const r = await resolveSessionNote(v.app, v.settings(), { sourcePath: "Characters/Loner.md", actorPath: "Characters/Loner.md" });
		expect(r).toEqual({ ok: false, error: noSessionMessage() });
		expect(noSessionMessage()).toContain("Start next session");
	});

	it("never the active file: an open non-session note is not a destination", async () => {
		const v = await ninthGate();
		await v.app.workspace.getLeaf(false).openFile(v.file("Characters/Loner.md"));
		const r = await resolveSessionNote(v.app, v.settings(), {});
		expect(r.ok).toBe(false);
	});

	it("a deleted current session gives a clear message, not another note", async () => {
		const v = await ninthGate();
		// The user deletes the note (Obsidian's own delete command, which asks first).
		await v.app.fileManager.promptForDeletion(v.file("Campaigns/The Ninth Gate/Session 2.md"));
		expect(v.app.vault.getAbstractFileByPath("Campaigns/The Ninth Gate/Session 2.md")).toBeNull();
		const r = await resolveSessionNote(v.app, v.settings(), { actorPath: "Characters/Aria.md" });
		expect(r).toEqual({
			ok: false,
			error: "The campaign \"The Ninth Gate\" points to the session [[Session 2]], which does not exist (deleted?): run 'Start next session', or 'Set current session' from a session note",
		});
	});

	it("a renamed current session still receives results once Obsidian has updated the link", async () => {
		const v = await ninthGate();
		const session = v.file("Campaigns/The Ninth Gate/Session 2.md");
		await v.app.fileManager.renameFile(session, "Campaigns/The Ninth Gate/Session 2 - The Vault.md");
		await v.app.vault.modify(session, await v.app.vault.read(session)); // the mock re-indexes on modify
		// What Obsidian does on rename: links to the note are rewritten.
		await v.app.fileManager.processFrontMatter(v.file("Campaigns/The Ninth Gate/The Ninth Gate.md"), (fm: Record<string, unknown>) => {
			fm["current-session"] = "[[Session 2 - The Vault]]";
		});
		const r = await resolveSessionNote(v.app, v.settings(), { actorPath: "Characters/Aria.md" });
		expect(path(r)).toBe("Campaigns/The Ninth Gate/Session 2 - The Vault.md");
	});

	it("a campaign without a current session says to start one", async () => {
		const v = await ninthGate();
		await v.app.fileManager.processFrontMatter(v.file("Campaigns/The Ninth Gate/The Ninth Gate.md"), (fm: Record<string, unknown>) => {
			delete fm["current-session"];
		});
		const r = await resolveSessionNote(v.app, v.settings(), { actorPath: "Characters/Aria.md" });
		expect(r).toEqual({ ok: false, error: "The campaign \"The Ninth Gate\" has no current session: run 'Start next session' from the command palette" });
	});

	it("a malformed campaign note is reported and nothing resolves through it", async () => {
		const v = testVault();
		await v.malformed("Campaigns/Broken/Broken.md", "---\nledger: campaign\nparty: [[[Aria]]\n---\n");
		await v.note("Aria.md", { ledger: "character", system: "cypher", campaign: "[[Broken]]" });
		const r = await resolveSessionNote(v.app, v.settings(), { actorPath: "Aria.md" });
		expect(!r.ok && r.error).toBe(
			'"Campaigns/Broken/Broken.md" has frontmatter Obsidian cannot read: fix the YAML between the --- lines (the Properties view shows where) before using it',
		);
	});

	it("a campaign note that fails validation is reported with the key and value", async () => {
		const v = testVault();
		await v.note("C.md", { ledger: "campaign", system: "gurps", "current-session": "[[S]]" });
		await v.note("S.md", { ledger: "session", campaign: "[[C]]", session: 1 });
		const r = await resolveSessionNote(v.app, v.settings({ defaultCampaign: "C.md" }), {});
		expect(!r.ok && r.error).toBe('"C.md": Campaign note has 1 problem: system: expected one of cypher | pool | d20, got "gurps"');
	});

	it("a malformed source note is refused rather than guessed about", async () => {
		const v = await ninthGate();
		await v.malformed("Campaigns/The Ninth Gate/Session 3.md", "---\nledger: session\nsession: [3\n---\n");
		const r = await resolveSessionNote(v.app, v.settings(), { sourcePath: "Campaigns/The Ninth Gate/Session 3.md", actorPath: "Characters/Aria.md" });
		expect(!r.ok && r.error).toContain("has frontmatter Obsidian cannot read");
	});

	it("a session note with bad frontmatter is never a destination", async () => {
		const v = await ninthGate();
		await v.note("Campaigns/The Ninth Gate/Session X.md", { ledger: "session", campaign: "[[The Ninth Gate]]", session: "three" });
		const r = await resolveSessionNote(v.app, v.settings(), { sourcePath: "Campaigns/The Ninth Gate/Session X.md" });
		expect(!r.ok && r.error).toBe('"Campaigns/The Ninth Gate/Session X.md": Session note has 1 problem: session: expected a whole number from 0 to 100000, got "three"');
	});

	it("a character whose campaign link points nowhere is told so (not sent to the default campaign)", async () => {
		const v = await ninthGate();
		await v.note("Characters/Wanderer.md", { ledger: "character", system: "cypher", campaign: "[[Lost Campaign]]" });
		const r = await resolveSessionNote(v.app, v.settings({ defaultCampaign: "Campaigns/The Ninth Gate/The Ninth Gate.md" }), { actorPath: "Characters/Wanderer.md" });
		expect(!r.ok && r.error).toBe('"Characters/Wanderer.md" names the campaign [[Lost Campaign]], which does not exist (renamed or deleted?)');
	});

	it("a character whose campaign link is not a link is told how to write it", async () => {
		const v = await ninthGate();
		await v.note("Characters/Typo.md", { ledger: "character", campaign: [["The Ninth Gate"]] });
		const r = await resolveSessionNote(v.app, v.settings(), { actorPath: "Characters/Typo.md" });
		expect(!r.ok && r.error).toBe('"Characters/Typo.md": campaign: write the link in quotes, like "[[The Ninth Gate]]" (without quotes YAML reads [[…]] as a nested list)');
	});

	it("a default campaign that no longer exists is reported", async () => {
		const v = await ninthGate();
		const r = await resolveSessionNote(v.app, v.settings({ defaultCampaign: "Campaigns/Gone/Gone.md" }), {});
		expect(!r.ok && r.error).toBe('The default campaign "Campaigns/Gone/Gone.md" does not exist: choose another in settings, or clear it');
	});

	it("a current-session link to a note that is not a session is refused", async () => {
		const v = await ninthGate();
		await v.app.fileManager.processFrontMatter(v.file("Campaigns/The Ninth Gate/The Ninth Gate.md"), (fm: Record<string, unknown>) => {
			fm["current-session"] = "[[Aria]]";
		});
		const r = await resolveSessionNote(v.app, v.settings(), { actorPath: "Characters/Aria.md" });
		expect(!r.ok && r.error).toBe('The current session of "The Ninth Gate", "Characters/Aria.md", is not a session note (it needs ledger: session)');
	});
});
