import { describe, expect, it } from "vitest";
import { createCampaign, createCharacter, parsePartyList, resolveSessionNote, setCurrentSession, startNextSession, sessionsOf } from "../../../src/notes/campaign";
import { readCampaign, readSession } from "../../../src/notes/schema";
import { readActor } from "../../helpers/actor";
import { testVault } from "./helpers";

const CAMPAIGN = "Campaigns/The Ninth Gate/The Ninth Gate.md";

async function withParty() {
	const v = testVault();
	await v.note("Characters/Aria.md", { ledger: "character", system: "cypher", "might-max": 12, "speed-max": 10, "intellect-max": 11 });
	await v.note("Characters/Bron.md", { ledger: "character", system: "cypher", "might-max": 14, "speed-max": 9, "intellect-max": 8 });
	return v;
}

describe("Create campaign", () => {
	it("creates <folder>/<Name>/<Name>.md with frontmatter the campaign schema accepts", async () => {
		const v = await withParty();
		const r = await createCampaign(v.app, v.settings(), { name: "The Ninth Gate", system: "cypher", damageModel: "damage-track", party: ["Aria", "Bron"] });
		expect(r.ok && r.value.path).toBe(CAMPAIGN);
		const fm = v.frontmatter(CAMPAIGN);
		expect(fm).toEqual({ ledger: "campaign", system: "cypher", "damage-model": "damage-track", party: ["[[Aria]]", "[[Bron]]"], "advancement-steps-per-tier": 4 });
		const parsed = readCampaign(fm);
		expect(parsed.ok && parsed.value.party).toEqual(["Aria", "Bron"]);
	});

	it("uses the campaigns folder from settings and writes d20 sizes from settings", async () => {
		const v = testVault();
		const r = await createCampaign(v.app, v.settings({ campaignsFolder: "Games/Tabletop" }), { name: "Iron Coast", system: "d20", party: [] });
		expect(r.ok && r.value.path).toBe("Games/Tabletop/Iron Coast/Iron Coast.md");
		expect(v.frontmatter("Games/Tabletop/Iron Coast/Iron Coast.md")).toEqual({ ledger: "campaign", system: "d20", party: [], "d20-minor": 2, "d20-major": 4, "d20-extreme": 8 });
	});

	it("a name that looks like YAML stays text", async () => {
		const v = testVault();
		const r = await createCampaign(v.app, v.settings(), { name: "yes: no", system: "pool", party: [] });
		expect(r.ok).toBe(false);
		const r2 = await createCampaign(v.app, v.settings(), { name: "True & 1e3 {x}", system: "pool", party: [] });
		expect(r2.ok).toBe(true);
		expect(await v.read("Campaigns/True & 1e3 {x}/True & 1e3 {x}.md")).toContain("# True & 1e3 {x}");
	});

	it.each([
		["", "Campaign name: a name is required"],
		["A/B", 'Campaign name: a name cannot contain \\ / : * ? " < > | # ^ [ ]'],
		["<b>x</b>", 'Campaign name: a name cannot contain \\ / : * ? " < > | # ^ [ ]'],
		["x".repeat(101), "Campaign name: at most 100 characters"],
	])("refuses the name %j", async (name, error) => {
		const v = testVault();
		const r = await createCampaign(v.app, v.settings(), { name, system: "cypher", party: [] });
		expect(r).toEqual({ ok: false, error });
		expect(v.app.vault.getMarkdownFiles()).toEqual([]);
	});

	it("refuses party members that are not notes, and an existing campaign", async () => {
		const v = await withParty();
		const r = await createCampaign(v.app, v.settings(), { name: "G", system: "cypher", party: ["Aria", "Nobody", "Ghost"] });
		expect(r).toEqual({ ok: false, error: "No note found for party members: Nobody, Ghost" });
		expect((await createCampaign(v.app, v.settings(), { name: "G", system: "cypher", party: [] })).ok).toBe(true);
		const again = await createCampaign(v.app, v.settings(), { name: "G", system: "cypher", party: [] });
		expect(again).toEqual({ ok: false, error: '"Campaigns/G/G.md" already exists: choose another campaign name.' });
	});

	it("reads the party field as a comma list, with or without brackets", () => {
		expect(parsePartyList("Aria, [[Bron]],\n Characters/Cass ,,")).toEqual(["Aria", "Bron", "Characters/Cass"]);
	});
});

describe("Start next session", () => {
	async function campaign() {
		const v = await withParty();
		const r = await createCampaign(v.app, v.settings(), { name: "The Ninth Gate", system: "cypher", party: ["Aria", "Bron"] });
		if (!r.ok) throw new Error(r.error);
		return { v, file: r.value };
	}

	it("the first session is Session 1, dated, linked to campaign and party, and becomes current", async () => {
		const { v, file } = await campaign();
		const r = await startNextSession(v.app, v.settings(), file, { date: "2026-03-07" });
		expect(r.ok && r.value.path).toBe("Campaigns/The Ninth Gate/Session 1.md");
		const fm = v.frontmatter("Campaigns/The Ninth Gate/Session 1.md");
		expect(fm).toEqual({ ledger: "session", system: "cypher", campaign: "[[The Ninth Gate]]", session: 1, date: "2026-03-07", party: ["[[Aria]]", "[[Bron]]"] });
		expect(readSession(fm).ok).toBe(true);
		expect(await v.read("Campaigns/The Ninth Gate/Session 1.md")).toContain("\n## Log\n");
		expect(v.frontmatter(CAMPAIGN)?.["current-session"]).toBe("[[Campaigns/The Ninth Gate/Session 1|Session 1]]");
	});

	it("numbers after the highest existing session of this campaign, ignoring other campaigns' sessions", async () => {
		const { v, file } = await campaign();
		await v.note("Campaigns/The Ninth Gate/Old/Session 4.md", { ledger: "session", campaign: "[[The Ninth Gate]]", session: 4 });
		await v.note("Campaigns/The Ninth Gate/Session 2.md", { ledger: "session", campaign: "[[The Ninth Gate]]", session: 2 });
		await v.note("Other/Session 9.md", { ledger: "session", campaign: "[[Elsewhere]]", session: 9 });
		expect(sessionsOf(v.app, file).map((s) => s.number)).toEqual([2, 4]);
		const r = await startNextSession(v.app, v.settings(), file, { date: "2026-04-01" });
		expect(r.ok && r.value.path).toBe("Campaigns/The Ninth Gate/Session 5.md");
		expect(v.frontmatter(CAMPAIGN)?.["current-session"]).toBe("[[Campaigns/The Ninth Gate/Session 5|Session 5]]");
	});

	it("copies the user's template: body and frontmatter, placeholders filled, our keys win", async () => {
		const { v, file } = await campaign();
		await v.note(
			"Templates/Session.md",
			{ tags: ["session"], session: 99, recap: "Recap of {{campaign}} {{session}}", heading: "{{title}}", "other-plugin": "{{weather}} {{session:x}}" },
			"# {{campaign}}: session {{session}} ({{date}})\n\n## Recap\n\n## Log\n\n## Loot\n",
		);
		const r = await startNextSession(v.app, v.settings({ sessionTemplate: "Templates/Session.md" }), file, { date: "2026-03-07" });
		expect(r.ok).toBe(true);
		const text = await v.read("Campaigns/The Ninth Gate/Session 1.md");
		expect(text).toContain("# The Ninth Gate: session 1 (2026-03-07)\n\n## Recap\n\n## Log\n\n## Loot\n");
		expect(text.match(/## Log/g)).toHaveLength(1);
		expect(v.frontmatter("Campaigns/The Ninth Gate/Session 1.md")).toEqual({
			ledger: "session",
			system: "cypher",
			campaign: "[[The Ninth Gate]]",
			session: 1,
			date: "2026-03-07",
			party: ["[[Aria]]", "[[Bron]]"],
			tags: ["session"],
			recap: "Recap of The Ninth Gate 1",
			heading: "Session 1",
			"other-plugin": "{{weather}} {{session:x}}",
		});
	});

	it("adds the log heading from settings when the template has none", async () => {
		const { v, file } = await campaign();
		await v.note("Templates/Plain.md", {}, "Notes go here.\n");
		const r = await startNextSession(v.app, v.settings({ sessionTemplate: "Templates/Plain.md", logHeading: "Dice", sessionNameFormat: "{{n}} - Gate" }), file, { date: "2026-03-07" });
		expect(r.ok && r.value.path).toBe("Campaigns/The Ninth Gate/1 - Gate.md");
		expect(await v.read("Campaigns/The Ninth Gate/1 - Gate.md")).toMatch(/Notes go here\.\n\n## Dice\n$/);
	});

	it("a missing or malformed template, or a malformed campaign, creates nothing", async () => {
		const { v, file } = await campaign();
		const missing = await startNextSession(v.app, v.settings({ sessionTemplate: "Templates/Nope.md" }), file, { date: "2026-03-07" });
		expect(missing).toEqual({ ok: false, error: 'The session template "Templates/Nope.md" does not exist: choose another in settings, or clear it' });
		await v.malformed("Templates/Bad.md", "---\ntags: [a\n---\nbody");
		const bad = await startNextSession(v.app, v.settings({ sessionTemplate: "Templates/Bad.md" }), file, { date: "2026-03-07" });
		expect(!bad.ok && bad.error).toContain('"Templates/Bad.md" has frontmatter Obsidian cannot read');
		const broken = await v.malformed("Campaigns/Broken/Broken.md", "---\nsystem: [cypher\n---\n");
		const r = await startNextSession(v.app, v.settings(), broken, { date: "2026-03-07" });
		expect(!r.ok && r.error).toContain("has frontmatter Obsidian cannot read");
		expect(await v.read("Campaigns/Broken/Broken.md")).toBe("---\nsystem: [cypher\n---\n");
		expect(sessionsOf(v.app, file)).toEqual([]);
	});
});

describe("two campaigns, both with a Session 1", () => {
	it("each campaign's rolls go to its own Session 1 (current-session is written by full path)", async () => {
		const v = testVault();
		const a = await createCampaign(v.app, v.settings(), { name: "Alpha", system: "cypher", party: [] });
		const b = await createCampaign(v.app, v.settings(), { name: "Beta", system: "cypher", party: [] });
		if (!a.ok || !b.ok) throw new Error("setup");
		await startNextSession(v.app, v.settings(), a.value, { date: "2026-03-07" });
		await startNextSession(v.app, v.settings(), b.value, { date: "2026-03-08" });
		const settingsA = v.settings({ defaultCampaign: "Campaigns/Alpha/Alpha.md" });
		const settingsB = v.settings({ defaultCampaign: "Campaigns/Beta/Beta.md" });
		const ra = await resolveSessionNote(v.app, settingsA, {});
		const rb = await resolveSessionNote(v.app, settingsB, {});
		expect(ra.ok && ra.value.path).toBe("Campaigns/Alpha/Session 1.md");
		expect(rb.ok && rb.value.path).toBe("Campaigns/Beta/Session 1.md");
	});
});

describe("Set current session", () => {
	it("points the campaign at the session and leaves every other key and the body alone", async () => {
		const v = testVault();
		await v.note(CAMPAIGN, { ledger: "campaign", system: "cypher", "current-session": "[[Session 2]]", party: ["[[Aria]]"], setting: "Ninth World" }, "# The Ninth Gate\n\nNotes.\n");
		const s1 = await v.note("Campaigns/The Ninth Gate/Session 1.md", { ledger: "session", campaign: "[[The Ninth Gate]]", session: 1 });
		await v.note("Campaigns/The Ninth Gate/Session 2.md", { ledger: "session", campaign: "[[The Ninth Gate]]", session: 2 });
		const r = await setCurrentSession(v.app, v.settings(), s1);
		expect(r.ok && r.value.path).toBe(CAMPAIGN);
		expect(v.frontmatter(CAMPAIGN)).toEqual({
			ledger: "campaign",
			system: "cypher",
			"current-session": "[[Campaigns/The Ninth Gate/Session 1|Session 1]]",
			party: ["[[Aria]]"],
			setting: "Ninth World",
		});
		expect(await v.read(CAMPAIGN)).toMatch(/---\n# The Ninth Gate\n\nNotes\.\n$/);
	});

	it("refuses a session whose campaign does not exist or is not a campaign", async () => {
		const v = testVault();
		const s = await v.note("S.md", { ledger: "session", campaign: "[[Nowhere]]", session: 1 });
		expect(await setCurrentSession(v.app, v.settings(), s)).toEqual({ ok: false, error: '"S.md" names the campaign [[Nowhere]], which does not exist (renamed or deleted?)' });
		await v.note("Nowhere.md", { ledger: "character" });
		expect(await setCurrentSession(v.app, v.settings(), s)).toEqual({ ok: false, error: '"Nowhere.md" is not a campaign note (it needs ledger: campaign)' });
	});
});

describe("Create character", () => {
	it("creates a valid sheet of the campaign's system in its Characters folder and adds it to the party", async () => {
		const v = testVault();
		await v.note("Aria.md", { ledger: "character" });
		const c = await createCampaign(v.app, v.settings(), { name: "Ashen Crown", system: "cypher", damageModel: "damage-track", party: ["Aria"] });
		if (!c.ok) throw new Error(c.error);
		const r = await createCharacter(v.app, v.settings(), c.value, "Ilse Marrow");
		expect(r.ok && r.value.path).toBe("Campaigns/Ashen Crown/Characters/Ilse Marrow.md");
		const fm = v.frontmatter("Campaigns/Ashen Crown/Characters/Ilse Marrow.md");
		expect(fm).toMatchObject({ ledger: "character", system: "cypher", campaign: "[[Ashen Crown]]", name: "Ilse Marrow", "damage-track": "hale" });
		expect(readActor(fm).ok).toBe(true);
		expect(v.frontmatter("Campaigns/Ashen Crown/Ashen Crown.md")?.["party"]).toEqual(["[[Aria]]", "[[Ilse Marrow]]"]);
	});

	it("refuses a bad name or an existing note, and creates nothing", async () => {
		const v = testVault();
		const c = await createCampaign(v.app, v.settings(), { name: "G", system: "d20", party: [] });
		if (!c.ok) throw new Error(c.error);
		expect(await createCharacter(v.app, v.settings(), c.value, "a:b")).toEqual({ ok: false, error: 'Character name: a name cannot contain \\ / : * ? " < > | # ^ [ ]' });
		expect((await createCharacter(v.app, v.settings(), c.value, "Bo")).ok).toBe(true);
		expect(await createCharacter(v.app, v.settings(), c.value, "Bo")).toEqual({ ok: false, error: '"Campaigns/G/Characters/Bo.md" already exists: choose another name.' });
		expect(v.frontmatter("Campaigns/G/G.md")?.["party"]).toEqual(["[[Bo]]"]);
	});
});
