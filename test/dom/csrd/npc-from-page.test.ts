// Creature pages here are written fresh in the compendium's format; no compendium text is copied.
import { describe, expect, it, vi } from "vitest";
import { createNpcFromPage, isCreaturePage } from "../../../src/notes/csrd/npc-note";
import { readCypherNpc } from "../../../src/notes/schema";
import { vaultWith } from "../helpers/vault";

const CAMPAIGN = "Campaigns/Gate/Gate.md";
const campaignNote = "---\nledger: campaign\nsystem: cypher\n---\n# Gate\n";

function creaturePage(name: string, tags: string[], block: string): string {
	return `---\naliases:\n- "${name}"\ntags:\n${tags.map((tag) => `- ${tag}`).join("\n")}\n---\n\n## ${name}\n${block}\n`;
}

const heron = creaturePage(
	"Brass Heron",
	["Compendium/CSRD/en/Creatures-NPCs", "Creature", "Creature/Level/4", "Creature/Armor/1", "Creature/Health/15"],
	"> **Level :** 4  \n> **Damage :** 5 points",
);

describe("Create NPC from this creature page", () => {
	it("recognises creature pages by their tags and nothing else", () => {
		const vault = vaultWith({ "CSRD/Brass-Heron.md": heron, [CAMPAIGN]: campaignNote });
		expect(isCreaturePage(vault.app, vault.file("CSRD/Brass-Heron.md"))).toBe(true);
		expect(isCreaturePage(vault.app, vault.file(CAMPAIGN))).toBe(false);
		const scalar = vaultWith({ "Notes/Wisp.md": "---\ntags: Creature\n---\n> **Level :** 2\n" });
		expect(isCreaturePage(scalar.app, scalar.file("Notes/Wisp.md"))).toBe(true);
	});

	it("creates an NPC note in the campaign with the page's level, health, Armor and damage, and leaves the page as it was", async () => {
		const vault = vaultWith({ "CSRD/Brass-Heron.md": heron, [CAMPAIGN]: campaignNote });
		const created = await createNpcFromPage(vault.app, vault.file("CSRD/Brass-Heron.md"), vault.file(CAMPAIGN));
		expect(created.ok && created.value.path).toBe("Campaigns/Gate/NPCs/Brass Heron.md");
		const fm = vault.app.metadataCache.getFileCache(vault.file("Campaigns/Gate/NPCs/Brass Heron.md"))?.frontmatter;
		const npc = readCypherNpc(fm);
		expect(npc.ok && npc.value).toMatchObject({ name: "Brass Heron", level: 4, targetNumber: 12, health: 15, healthMax: 15, armor: 1, damage: 5 });
		expect(fm?.source).toBe("[[Brass-Heron]]");
		expect(await vault.read("CSRD/Brass-Heron.md")).toBe(heron);
	});

	it("gives 3 × level health when the page gives none (000: health \"often is the same as their target number\")", async () => {
		const page = creaturePage("Mire Wisp", ["Creature", "Creature/Level/3"], "> **Level :** 3");
		const vault = vaultWith({ "CSRD/Mire-Wisp.md": page, [CAMPAIGN]: campaignNote });
		await createNpcFromPage(vault.app, vault.file("CSRD/Mire-Wisp.md"), vault.file(CAMPAIGN));
		const text = await vault.read("Campaigns/Gate/NPCs/Mire Wisp.md");
		expect(text).toContain("health: 9");
		expect(text).toContain("The page gives no health, so it is 3 × level = 9.");
	});

	it("writes no health for a page whose health is NA, and says it cannot be harmed this way; damage words are kept", async () => {
		const page = creaturePage("Hollow King", ["Creature", "Creature/Level/8", "Creature/Health/null"], "> **Health :** NA  \n> **Damage :** 4 to 8 points");
		const vault = vaultWith({ "CSRD/Hollow-King.md": page, [CAMPAIGN]: campaignNote });
		await createNpcFromPage(vault.app, vault.file("CSRD/Hollow-King.md"), vault.file(CAMPAIGN));
		const text = await vault.read("Campaigns/Gate/NPCs/Hollow King.md");
		expect(text).not.toMatch(/^health/m);
		expect(text).not.toMatch(/^damage:/m);
		expect(text).toContain("Health: cannot be harmed this way; the page gives none to lose.");
		expect(text).toContain("Damage: 4 to 8 points.");
	});

	it("never overwrites an existing NPC note, and says so", async () => {
		const vault = vaultWith({ "CSRD/Brass-Heron.md": heron, [CAMPAIGN]: campaignNote, "Campaigns/Gate/NPCs/Brass Heron.md": "mine" });
		const again = await createNpcFromPage(vault.app, vault.file("CSRD/Brass-Heron.md"), vault.file(CAMPAIGN));
		expect(again).toEqual({ ok: false, error: '"Campaigns/Gate/NPCs/Brass Heron.md" already exists: rename it to pull this creature in again.' });
		expect(await vault.read("Campaigns/Gate/NPCs/Brass Heron.md")).toBe("mine");
	});

	it("drops markup from a hostile name, keeps its text, and files the note under the page's own file name", async () => {
		const page = creaturePage("<b>Bog</b> Lord: Elder", ["Creature", "Creature/Level/5", "Creature/Health/20"], "");
		const vault = vaultWith({ "CSRD/Bog-Lord.md": page, [CAMPAIGN]: campaignNote });
		const created = await createNpcFromPage(vault.app, vault.file("CSRD/Bog-Lord.md"), vault.file(CAMPAIGN));
		expect(created.ok && created.value.path).toBe("Campaigns/Gate/NPCs/Bog-Lord.md");
		const npc = readCypherNpc(vault.app.metadataCache.getFileCache(vault.file("Campaigns/Gate/NPCs/Bog-Lord.md"))?.frontmatter);
		expect(npc.ok ? npc.value.name : npc.error).toBe("Bog Lord: Elder");
		expect(await vault.read("Campaigns/Gate/NPCs/Bog-Lord.md")).not.toMatch(/<b>/);
	});

	it("explains a page without a level instead of guessing", async () => {
		const page = creaturePage("Snow Thing", ["Creature", "Creature/Level/NA"], "> **Level :** NA");
		const vault = vaultWith({ "CSRD/Snow-Thing.md": page, [CAMPAIGN]: campaignNote });
		const created = await createNpcFromPage(vault.app, vault.file("CSRD/Snow-Thing.md"), vault.file(CAMPAIGN));
		expect(created).toEqual({ ok: false, error: "Snow Thing: no level in its tags, properties or stat block." });
	});
});

describe("the command", () => {
	it("is offered only while a creature page is open", async () => {
		const { registerCsrdFeatures } = await import("../../../src/ui/csrd/register");
		const { DEFAULT_SETTINGS } = await import("../../../src/settings");
		const vault = vaultWith({ "CSRD/Brass-Heron.md": heron, [CAMPAIGN]: campaignNote });
		const commands: { id: string; name: string; checkCallback?: (checking: boolean) => boolean | void }[] = [];
		// The panel's post-processor is registered too; this test only runs the command.
		const plugin = { app: vault.app, addCommand: (command: (typeof commands)[number]) => commands.push(command), registerMarkdownPostProcessor: () => undefined };
		registerCsrdFeatures(plugin as never, () => DEFAULT_SETTINGS);
		const command = commands.find((c) => c.id === "npc-from-creature-page");
		expect(command?.name).toBe("Create NPC from this creature page");
		await vault.app.workspace.getLeaf(false).openFile(vault.file(CAMPAIGN));
		expect(command?.checkCallback?.(true)).toBe(false);
		await vault.app.workspace.getLeaf(false).openFile(vault.file("CSRD/Brass-Heron.md"));
		expect(command?.checkCallback?.(true)).toBe(true);
		// Run it: the only campaign is used, the NPC note is created and opened.
		command?.checkCallback?.(false);
		await new Promise((resolve) => setTimeout(resolve, 20));
		expect(vault.app.workspace.getActiveFile()?.path).toBe("Campaigns/Gate/NPCs/Brass Heron.md");
	});

	it("reads an untagged page by its content: a hand-written creature makes an NPC, an ordinary note says why not", async () => {
		const { registerCsrdFeatures } = await import("../../../src/ui/csrd/register");
		const { DEFAULT_SETTINGS } = await import("../../../src/settings");
		const wisp = "## Marsh Wisp\n> **Level :** 2\n> **Health :** 6\n> **Damage Inflicted :** 2 points\n\nA cold light over the reeds.\n";
		const vault = vaultWith({ "Notes/Marsh Wisp.md": wisp, "Notes/Shopping.md": "Bread, salt, lamp oil.\n", [CAMPAIGN]: campaignNote });
		const commands: { id: string; checkCallback?: (checking: boolean) => boolean | void }[] = [];
		const plugin = { app: vault.app, addCommand: (command: (typeof commands)[number]) => commands.push(command), registerMarkdownPostProcessor: () => undefined };
		registerCsrdFeatures(plugin as never, () => DEFAULT_SETTINGS);
		const command = commands.find((c) => c.id === "npc-from-creature-page");
		// The plugin's own notes never offer it.
		await vault.app.workspace.getLeaf(false).openFile(vault.file(CAMPAIGN));
		expect(command?.checkCallback?.(true)).toBe(false);
		await vault.app.workspace.getLeaf(false).openFile(vault.file("Notes/Marsh Wisp.md"));
		expect(command?.checkCallback?.(true)).toBe(true);
		command?.checkCallback?.(false);
		await new Promise((resolve) => setTimeout(resolve, 20));
		expect(vault.app.metadataCache.getFileCache(vault.file("Campaigns/Gate/NPCs/Marsh Wisp.md"))?.frontmatter).toMatchObject({ ledger: "npc", level: 2, health: 6 });
		const notices: string[] = [];
		const { Notice } = await import("obsidian");
		// The mock Notice hands every message to its constructor__ hook.
		vi.spyOn(Notice.prototype as unknown as { constructor__(message: unknown): void }, "constructor__").mockImplementation((message) => {
			notices.push(String(message));
		});
		await vault.app.workspace.getLeaf(false).openFile(vault.file("Notes/Shopping.md"));
		command?.checkCallback?.(false);
		await new Promise((resolve) => setTimeout(resolve, 20));
		expect(notices).toEqual(["Shopping is not a creature page: no stat block with a level was found."]);
		expect(vault.app.vault.getMarkdownFiles().map((f) => f.path)).not.toContain("Campaigns/Gate/NPCs/Shopping.md");
	});
});
