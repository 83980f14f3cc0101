/**
 * Session templates fill Obsidian's core placeholders ({{title}}, {{time}}, {{date:FORMAT}}) with
 * Obsidian's own moment, and paths built from what the user typed (folders in settings, the
 * template's path, new note names) go through normalizePath.
 */
import { describe, expect, it, vi } from "vitest";

// Obsidian exports the moment.js library as `moment`; obsidian-test-mocks does not, so the tests
// add the same library (the version the obsidian package pins) to the mocked module.
vi.mock("obsidian", async (importOriginal) => {
	const { default: moment } = await import("moment");
	return { ...(await importOriginal<Record<string, unknown>>()), moment };
});

import { createCampaign, createCharacter, fileAt, fillText, startNextSession, type TemplateValues } from "../../../src/notes/campaign";
import { changeSetting } from "../../../src/ui/settings-tab";
import { testVault } from "./helpers";

const VALUES: TemplateValues = {
	session: "4",
	date: "2026-03-07",
	campaign: "The Ninth Gate",
	title: "Session 4",
	format: (format) => `<${format}>`,
};

describe("template placeholders", () => {
	it.each([
		["{{title}}", "Session 4"],
		["{{session}} of {{campaign}} on {{date}}", "4 of The Ninth Gate on 2026-03-07"],
		["{{time}}", "<HH:mm>"],
		["{{date:dddd, D MMMM YYYY}}", "<dddd, D MMMM YYYY>"],
		["{{time:HH:mm:ss}}", "<HH:mm:ss>"],
		["{{ date : YYYY }}", "<YYYY>"],
		["{{date:}}", "<YYYY-MM-DD>"],
		["{{weather}} {{title:x}} {{tp.date.now()}} <% tp.file.title %>", "{{weather}} {{title:x}} {{tp.date.now()}} <% tp.file.title %>"],
	])("%s → %s", (template, filled) => {
		expect(fillText(template, VALUES)).toBe(filled);
	});
});

describe("a session from a template", () => {
	it("fills {{title}}, {{time}} and {{date:FORMAT}} with the session's start, through moment", async () => {
		const v = testVault();
		const campaign = await createCampaign(v.app, v.settings(), { name: "The Ninth Gate", system: "cypher", party: [] });
		if (!campaign.ok) throw new Error(campaign.error);
		await v.note("Templates/Session.md", { started: "{{date:YYYY-MM-DD}}T{{time}}" }, "# {{title}}\n\nPlayed on {{date:dddd, D MMMM YYYY}} from {{time}} ({{date}}).\n");
		const now = new Date(2026, 2, 7, 19, 5);
		const r = await startNextSession(v.app, v.settings({ sessionTemplate: "Templates/Session.md" }), campaign.value, { date: "2026-03-07", now });
		expect(r.ok).toBe(true);
		const path = "Campaigns/The Ninth Gate/Session 1.md";
		expect(await v.read(path)).toContain("# Session 1\n\nPlayed on Saturday, 7 March 2026 from 19:05 (2026-03-07).\n");
		expect(v.frontmatter(path)?.["started"]).toBe("2026-03-07T19:05");
	});
});

describe("paths from typed text go through normalizePath", () => {
	it("a campaigns folder typed with backslashes and stray slashes", async () => {
		const v = testVault();
		const r = await createCampaign(v.app, v.settings({ campaignsFolder: "\\Games\\\\Tabletop//" }), { name: "Iron Coast", system: "d20", party: [] });
		expect(r.ok && r.value.path).toBe("Games/Tabletop/Iron Coast/Iron Coast.md");
		expect(v.app.vault.getAbstractFileByPath("Games/Tabletop")).not.toBeNull();
	});

	it("a template path and a default campaign typed with stray slashes are found", async () => {
		const v = testVault();
		const campaign = await createCampaign(v.app, v.settings(), { name: "Gate", system: "cypher", party: [] });
		if (!campaign.ok) throw new Error(campaign.error);
		await v.note("Templates/Session.md", {}, "Notes of {{title}}.\n");
		expect(fileAt(v.app, "/Campaigns//Gate/Gate.md")?.path).toBe("Campaigns/Gate/Gate.md");
		const r = await startNextSession(v.app, v.settings({ sessionTemplate: "/Templates//Session" }), campaign.value, { date: "2026-03-07" });
		expect(r.ok && r.value.path).toBe("Campaigns/Gate/Session 1.md");
		expect(await v.read("Campaigns/Gate/Session 1.md")).toContain("Notes of Session 1.");
	});

	it("a campaign at the vault's root gets its sessions and characters beside and under it", async () => {
		const v = testVault();
		const campaign = await createCampaign(v.app, v.settings({ campaignsFolder: "/" }), { name: "Root", system: "pool", party: [] });
		expect(campaign.ok && campaign.value.path).toBe("Root/Root.md");
		if (!campaign.ok) return;
		const character = await createCharacter(v.app, v.settings(), campaign.value, "  Aria ");
		expect(character.ok && character.value.path).toBe("Root/Characters/Aria.md");
	});

	it("settings save typed paths the way normalizePath writes them, and an empty one as none", () => {
		const current = testVault().settings();
		const folder = changeSetting(current, "campaignsFolder", "Games\\Tabletop/");
		expect(folder.ok && folder.settings.campaignsFolder).toBe("Games/Tabletop");
		const template = changeSetting(current, "sessionTemplate", " /Templates//Session.md ");
		expect(template.ok && template.settings.sessionTemplate).toBe("Templates/Session.md");
		const none = changeSetting(current, "defaultCampaign", "  ");
		expect(none.ok && none.settings.defaultCampaign).toBe("");
		expect(changeSetting(current, "campaignsFolder", "Games/../..")).toEqual({ ok: false, error: "\"Campaigns folder\" should be a path inside the vault." });
	});
});
