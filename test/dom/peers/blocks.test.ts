// Blocks here are written for these tests in the formats Fantasy Statblocks and Initiative Tracker document; none of their text is copied.
import { afterEach, describe, expect, it, vi } from "vitest";
import type { MarkdownPostProcessorContext, Plugin } from "obsidian";
import { Plugin as MockPlugin } from "obsidian-test-mocks/obsidian";
import { parseEntries } from "../../../src/engine/log";
import { scriptedRng } from "../../../src/engine/rng";
import { readEncounterNote } from "../../../src/notes/encounter/read";
import { undoEntry } from "../../../src/notes/log/undo";
import { AddCombatantModal } from "../../../src/ui/encounter/modals";
import { announcer } from "../../../src/ui/announce";
import { registerPeerFeatures } from "../../../src/ui/peers/register";
import { tableDeps } from "../../../src/ui/frame/pipeline";
import { RollModal } from "../../../src/ui/frame/roll-modal";
import type { TestVault } from "../campaign/helpers";
import { campaign, SESSION } from "../encounter/fixtures";
import { settle } from "../cypher/fixtures";
import { MARSH_BOSS, MARSH_GOBLIN } from "./fixtures";
import { setLanguage } from "../../../src/lang";

const MANIFEST = { id: "campaign-ledger", name: "Campaign Ledger", version: "0.1.0", minAppVersion: "1.4.10", author: "", description: "" };
class PeerPlugin extends MockPlugin {}

const PREP = "Camp/Prep.md";
/** An Initiative Tracker block as its documentation shows them: counts, inline numbers, a hidden creature, dice for a count. */
const AMBUSH = ["name: Ambush at the ford", "players:", "  - Ada", "  - Nobody Here", "creatures:", "  - 3: Marsh Goblin", "  - Marsh Goblin Boss, 30, 16, 3, hidden", "  - 1d4: Bog Rat, 2, 12, 1", "  - [Marsh Goblin, Old Tooth]"].join("\n");

const ada = { ledger: "character", system: "d20", campaign: "[[Camp]]", name: "Ada", bcb: 1, str: 10, dex: 14, con: 10, int: 10, wis: 10, cha: 10, "vitality-max": 12, "wound-points-max": 10 };

async function vault(): Promise<TestVault> {
	const v = await campaign("d20");
	await v.note("Camp/Ada.md", ada);
	await v.app.vault.createFolder("Bestiary");
	await v.app.vault.create("Bestiary/Marsh Goblin.md", MARSH_GOBLIN);
	await v.app.vault.create("Bestiary/Marsh Goblin Boss.md", MARSH_BOSS);
	await v.note(PREP, { campaign: "[[Camp]]" }, `# Prep\n\n\`\`\`encounter\n${AMBUSH}\n\`\`\`\n`);
	return v;
}

const unloads: (() => void)[] = [];
afterEach(() => {
	for (const unload of unloads.splice(0)) unload();
	vi.restoreAllMocks();
	document.body.empty();
});

/** The plugin's post-processors over the section of a note's first fenced block, as Obsidian runs them. */
async function section(v: TestVault, path: string, faces: number[] = []): Promise<HTMLElement> {
	const plugin = new PeerPlugin(v.app as never, MANIFEST);
	const settings = () => v.settings({ defaultCampaign: "Camp/Camp.md" });
	registerPeerFeatures(plugin as unknown as Plugin, { app: v.app, settings, deps: tableDeps(v.app, settings, announcer(plugin as unknown as Plugin), scriptedRng(faces)) });
	const text = await v.read(path);
	const lines = text.split("\n");
	const line = lines.findIndex((l) => l.startsWith("```"));
	const end = lines.findIndex((l, i) => i > line && l.startsWith("```"));
	const el = document.body.createDiv();
	const ctx = {
		sourcePath: path,
		getSectionInfo: () => ({ text, lineStart: line, lineEnd: end }),
		addChild: (child: { load(): void; unload(): void }) => {
			child.load();
			unloads.push(() => child.unload());
		},
	} as unknown as MarkdownPostProcessorContext;
	for (const processor of plugin.markdownPostProcessors__) void processor(el, ctx);
	await settle();
	return el;
}

const facts = (el: HTMLElement): string[] => Array.from(el.querySelectorAll(".cl-peer-facts li"), (li) => li.textContent ?? "");
const buttons = (el: HTMLElement): string[] => Array.from(el.querySelectorAll(".cl-peer-button"), (b) => b.textContent ?? "");
const click = (el: HTMLElement, text: string): void => Array.from(el.querySelectorAll<HTMLButtonElement>(".cl-peer-button")).find((b) => b.textContent === text)?.click();
const entries = async (v: TestVault) => parseEntries(await v.read(SESSION)).entries.map((e) => e.entry);

describe("a statblock's bar", () => {
	it("shows the creature in the d20 game and a Roll button for each roll of its text, logged with the note linked", async () => {
		const v = await vault();
		const el = await section(v, "Bestiary/Marsh Goblin Boss.md", [4]);
		expect(facts(el)).toEqual(["Marsh Goblin Boss", "d20 game: Vitality 21 · Wound points 10 · Defence +5"]);
		expect(buttons(el)).toEqual(["Add to encounter", "Attack it", "Initiative", "Reed spear: to hit", "Reed spear: 1d6 + 2", "Sling: to hit", "Sling: 1d4 + 2"]);
		click(el, "Reed spear: 1d6 + 2");
		await settle();
		expect(el.querySelector(".cl-peer-status")?.textContent).toBe("Reed spear: 1d6 + 2: 6.");
		const [entry] = await entries(v);
		expect(entry?.title).toBe("Marsh Goblin Boss: Reed spear: 1d6 + 2");
		expect(entry?.links).toEqual(["Bestiary/Marsh Goblin Boss"]);
		// Their block is never written.
		expect(await v.read("Bestiary/Marsh Goblin Boss.md")).toBe(MARSH_BOSS);
	});

	it("Attack it opens the d20 attack dialog aimed at the creature's Defence; the hit is logged, the statblock never written", async () => {
		const v = await vault();
		const opened: RollModal<unknown, unknown>[] = [];
		vi.spyOn(RollModal.prototype, "open").mockImplementation(function (this: RollModal<unknown, unknown>) {
			opened.push(this);
			this.onOpen();
		});
		// Ada attacks: d20 15 + BCB 1 + STR 0 = 16 against the boss taking 10: 10 + 5 = 15; damage 1d8: 5.
		const el = await section(v, "Bestiary/Marsh Goblin Boss.md", [15, 5]);
		click(el, "Attack it");
		await settle();
		const modal = opened[0];
		expect(modal?.form).toMatchObject({ action: "attack", target: "[[Marsh Goblin Boss]]" });
		expect(modal?.contentEl.textContent).toContain("%");
		await modal?.roll();
		const [entry] = await entries(v);
		expect(entry?.outcome?.text).toBe("Hit: 5 damage");
		expect(entry?.changes.filter((change) => change.target.includes("Marsh Goblin"))).toEqual([]);
		expect(entry?.explanation).toContain("Marsh Goblin Boss is a statblock, so nothing is written to it: apply the damage in its encounter.");
		expect(entry?.links).toContain("Bestiary/Marsh Goblin Boss");
	});

	it("the dialog's GM only box sends the attack to the session's GM log, out of the recap's sight", async () => {
		const v = await vault();
		const opened: RollModal<unknown, unknown>[] = [];
		vi.spyOn(RollModal.prototype, "open").mockImplementation(function (this: RollModal<unknown, unknown>) {
			opened.push(this);
			this.onOpen();
		});
		click(await section(v, "Bestiary/Marsh Goblin Boss.md", [3]), "Attack it");
		await settle();
		const modal = opened[0];
		const box = modal?.contentEl.querySelector<HTMLInputElement>(".cl-dialog-gm input");
		expect(box?.parentElement?.textContent).toBe(" GM only");
		if (box) box.checked = true;
		box?.dispatchEvent(new Event("change"));
		expect(modal?.gmOnly).toBe(true);
		await modal?.roll();
		const text = await v.read(SESSION);
		expect(text.indexOf("## GM log")).toBeGreaterThan(0);
		expect(text.indexOf("Ada attacks")).toBeGreaterThan(text.indexOf("## GM log"));
		expect(text).toContain("shown to = GM only");
	});

	it("Add to encounter fills in Add combatant for the running d20 encounter; it joins the fight as an instance", async () => {
		const v = await vault();
		await v.note("Camp/Encounters/Ford.md", { ledger: "encounter", campaign: "[[Camp]]", combatants: ["[[Ada]]"], round: 0, turn: 0 }, "```ledger-encounter\n```\n");
		const added: AddCombatantModal[] = [];
		vi.spyOn(AddCombatantModal.prototype, "open").mockImplementation(function (this: AddCombatantModal) {
			added.push(this);
			RollModal.prototype.open.call(this);
		});
		click(await section(v, "Bestiary/Marsh Goblin Boss.md"), "Add to encounter");
		await settle();
		expect(added[0]?.form).toEqual({ name: "Marsh Goblin Boss", count: 1 });
		await added[0]?.roll();
		await settle();
		const note = await readEncounterNote(v.app, v.settings(), v.file("Camp/Encounters/Ford.md"));
		expect(note.ok && note.value.combatants.map((c) => [c.ref.id, c.problem ?? c.health])).toEqual([
			["Ada", "Vitality 12 / 12 · Wound points 10 / 10 · Defence +3"],
			["Marsh Goblin Boss 1", "Vitality 21 / 21 · Wound points 10 / 10 · Defence +5"],
		]);
	});

	it("a block that is not YAML says so where the bar would be", async () => {
		const v = await vault();
		await v.app.vault.create("Bestiary/Broken.md", "```statblock\nname: [oops\n```\n");
		const el = await section(v, "Bestiary/Broken.md");
		expect(el.querySelector(".cl-peer-bar")?.textContent).toMatch(/^This statblock cannot be read here: its YAML cannot be read/);
	});

	it("says what is wrong with a block in the user's language (German)", async () => {
		const v = await vault();
		await v.app.vault.create("Bestiary/List.md", "```statblock\n- Goblin\n- Kobold\n```\n");
		setLanguage("de");
		try {
			const el = await section(v, "Bestiary/List.md");
			expect(el.querySelector(".cl-peer-bar")?.textContent).toBe("Dieser Statblock kann hier nicht gelesen werden: er enthält keine Felder wie name: und hp:.");
		} finally {
			setLanguage("en");
		}
	});
});

describe("an Initiative Tracker encounter block's bar", () => {
	it("says what it reads and runs it as a ledger encounter note, one logged change that undo takes back", async () => {
		const v = await vault();
		const el = await section(v, PREP, [2]);
		expect(facts(el)).toEqual(["Ambush at the ford: Ada, Nobody Here; 3 × Marsh Goblin, 1 × Marsh Goblin Boss (hidden), 1d4 × Bog Rat, 1 × Old Tooth"]);
		click(el, "Run with Campaign Ledger");
		await settle();
		const path = "Camp/Encounters/Ambush at the ford.md";
		expect(el.querySelector(".cl-peer-status")?.textContent).toBe("Created Ambush at the ford. Left out: Nobody Here: no character note of that name.");
		expect(v.frontmatter(path)).toMatchObject({ ledger: "encounter", campaign: "[[Camp]]", hidden: ["Marsh Goblin Boss 1"] });
		const note = await readEncounterNote(v.app, v.settings(), v.file(path));
		expect(note.ok && note.value.combatants.map((c) => [c.ref.id, c.problem ?? c.health])).toEqual([
			["Ada", "Vitality 12 / 12 · Wound points 10 / 10 · Defence +3"],
			["Marsh Goblin 1", "Vitality 7 / 7 · Wound points 10 / 10 · Defence +5"],
			["Marsh Goblin 2", "Vitality 7 / 7 · Wound points 10 / 10 · Defence +5"],
			["Marsh Goblin 3", "Vitality 7 / 7 · Wound points 10 / 10 · Defence +5"],
			["Marsh Goblin Boss 1", "Vitality 30 / 30 · Wound points 10 / 10 · Defence +6"],
			["Bog Rat 1", "Vitality 2 / 2 · Wound points 10 / 10 · Defence +2"],
			["Bog Rat 2", "Vitality 2 / 2 · Wound points 10 / 10 · Defence +2"],
			["Old Tooth 1", "Vitality 7 / 7 · Wound points 10 / 10 · Defence +5"],
		]);
		// The block is left as it is; the new note holds a statblock of its own for each creature it changed.
		expect(await v.read(PREP)).toContain(AMBUSH);
		expect(await v.read(path)).toContain("## Marsh Goblin Boss\n\n```statblock\nname: Marsh Goblin Boss\nmonster: Marsh Goblin Boss\nhp: 30\nac: 16\nmodifier: 3\n```");
		const [entry] = await entries(v);
		expect(entry?.title).toBe("Run Ambush at the ford with Campaign Ledger");
		expect(entry?.explanation).toContain("Rolled 1d4 Bog Rat: 2.");
		// Run again: the note is there, so it is opened and nothing is written.
		click(el, "Run with Campaign Ledger");
		await settle();
		expect(el.querySelector(".cl-peer-status")?.textContent).toBe("Opened Ambush at the ford.");
		expect(await entries(v)).toHaveLength(1);
		const undone = await undoEntry(v.app, v.file(SESSION), entry?.id ?? "");
		expect(undone.ok && undone.value.status).toBe("undone");
		expect(v.frontmatter(path)?.["combatants"]).toBeUndefined();
		expect(v.frontmatter(path)?.["hidden"]).toBeUndefined();
	});

	it("refuses a pool-game campaign and a block with nothing readable, saying why", async () => {
		const v = await campaign("pool");
		await v.note(PREP, { campaign: "[[Camp]]" }, `\`\`\`encounter\nname: Brawl\ncreatures:\n  - 2: Thug\n---\nname: [oops\n\`\`\`\n`);
		const el = await section(v, PREP);
		expect(facts(el)).toEqual(["Brawl: the party; 2 × Thug", expect.stringMatching(/^This encounter cannot be read: its YAML cannot be read \(.*line 2.*\)\.$/)]);
		click(el, "Run with Campaign Ledger");
		await settle();
		expect(el.querySelector(".cl-peer-status")?.textContent).toBe("Camp plays the pool game, and Initiative Tracker's creatures are d20 (or Cypher) creatures.");
	});
});
