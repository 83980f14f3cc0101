// Compendium pages here are written fresh for these tests, in the compendium's format; no compendium text is copied.
import { afterEach, describe, expect, it, vi } from "vitest";
import type { MarkdownPostProcessorContext, Plugin } from "obsidian";
import { Plugin as MockPlugin } from "obsidian-test-mocks/obsidian";
import { parseEntries } from "../../../src/engine/log";
import { scriptedRng } from "../../../src/engine/rng";
import { setLanguage } from "../../../src/lang";
import { undoEntry } from "../../../src/notes/log/undo";
import type { CypherForm } from "../../../src/games/cypher/game";
import { TaskModal } from "../../../src/ui/cypher/task-modal";
import type { PartyMember } from "../../../src/games/cypher/gm-dialogs";
import { PickModal } from "../../../src/ui/pick-modal";
import { AddCombatantModal } from "../../../src/ui/encounter/modals";
import { registerCsrdFeatures } from "../../../src/ui/csrd/register";
import { RollModal } from "../../../src/ui/frame/roll-modal";
import { seedQuoter } from "../../helpers/seeds";
import type { TestVault } from "../campaign/helpers";
import { CAMPAIGN, KIRA, must, SESSION, settle, table } from "../cypher/fixtures";

const MANIFEST = { id: "campaign-ledger", name: "Campaign Ledger", version: "0.1.0", minAppVersion: "1.4.10", author: "", description: "" };
const q000 = seedQuoter("000");
const q001 = seedQuoter("001");

const page = (name: string, tags: string[], body: string): string => `---\naliases:\n- "${name}"\ntags:\n${tags.map((t) => `- ${t}`).join("\n")}\n---\n\n## ${name}\n${body}\n`;

const HOUND = "Compendium/Cinder-Hound.md";
const STEP = "Compendium/Ember-Step.md";
const SEED = "Compendium/Lantern-Seed.md";
const COMPASS = "Compendium/Salt-Compass.md";
const SPEAR = "Compendium/Hook-Spear.md";
const WARD = "Compendium/Salt-Ward.md";
const SHIELD = "Compendium/Tower-Shield.md";
const GLASS = "Compendium/Glass-Voice.md";
const PLAIN = "Gate/Notes.md";

const PAGES: Record<string, string> = {
	[HOUND]: page("Cinder Hound", ["Creature", "Creature/Level/3", "Creature/Health/11", "Creature/Armor/1"], "> **Level :** 3\n> **Health :** 11\n> **Armor :** 1\n> **Damage Inflicted :** 4 points\n> **Movement :** Long\n\nA dog of ash that follows smoke."),
	[STEP]: page("Ember Step", ["Ability", "Ability/Action", "Ability/Cost/2", "Ability/Pool/Speed"], ">**Action**\n>2 Speed points\n\nYou cross a short distance in a flicker of sparks."),
	[SEED]: page("Lantern Seed", ["Cypher", "Cypher/Subtle"], ">[!info] Stats\n> **Level:** 1d6 + 2\n> **Kind:** Subtle\n\nA seed that glows for an hour when cracked."),
	[COMPASS]: page("Salt Compass", ["Artifact"], "> **Level :** 1d6 + 3\n> **Form :** A brass case full of salt\n> **Depletion :** 1 in 1d10\n\nThe salt drifts toward the nearest open water."),
	[WARD]: page("Salt Ward", ["Ability", "Ability/Enabler"], ">**Enabler**\n\nSalt you carry turns aside the first curse aimed at you each day."),
	[SHIELD]: page("Tower Shield", ["Equipment", "Equipment/Armor/Heavy"], ">A wall of oak and iron.\n> **Value :** Expensive\n>>[!note] Features\n>> - Heavy armor"),
	// Its tags say cypher, its own lines say ability: the panel says which it believed.
	[GLASS]: page("Glass Voice", ["Cypher/Fantastic"], ">**Action**\n>1 Intellect point\n\nYou speak through any window."),
	[SPEAR]: page("Hook Spear", ["Equipment", "Equipment/Weapon/Medium"], ">A spear with a barbed hook.\n> **Value :** Moderate\n>>[!note] Features\n>> - Medium weapon\n>> - Short range"),
};

class PanelPlugin extends MockPlugin {}
const unloads: (() => void)[] = [];
afterEach(() => {
	for (const unload of unloads.splice(0)) unload();
	setLanguage("en");
	vi.restoreAllMocks();
	document.body.empty();
});

/** A table with Kira alone in the party (no picker), the compendium pages, and an ordinary note. */
async function vault(party: string[] = ["[[Kira]]"]): Promise<TestVault> {
	const v = await table({ abilities: ["[[Ember-Step]]"], "cypher-limit": 2 }, { party });
	for (const [path, text] of Object.entries(PAGES)) await v.app.vault.create(path, text);
	await v.note(PLAIN, {}, "Just an ordinary note.\n");
	return v;
}

/** Runs the plugin's post-processors over one rendered section, as Obsidian does for each section. */
function postProcess(v: TestVault, path: string, faces: number[] = [], lineStart?: number): HTMLElement {
	const plugin = new PanelPlugin(v.app as never, MANIFEST);
	registerCsrdFeatures(plugin as unknown as Plugin, () => v.settings({ defaultCampaign: CAMPAIGN }), scriptedRng(faces));
	const el = createDiv();
	el.createEl("h2", { text: "A heading" });
	document.body.appendChild(el);
	const text = PAGES[path] ?? "---\n---\nJust an ordinary note.\n";
	const first = text.split("\n").findIndex((line, i) => i > 0 && line.startsWith("## "));
	const start = lineStart ?? (first < 0 ? 2 : first);
	const ctx = {
		sourcePath: path,
		getSectionInfo: () => ({ text, lineStart: start, lineEnd: start }),
		addChild: (child: { load(): void; unload(): void }) => {
			child.load();
			unloads.push(() => child.unload());
		},
	} as unknown as MarkdownPostProcessorContext;
	for (const processor of plugin.markdownPostProcessors__) void processor(el, ctx);
	return el;
}

const facts = (el: HTMLElement): string[] => Array.from(el.querySelectorAll(".cl-csrd-panel-facts li"), (li) => li.textContent ?? "");
const buttons = (el: HTMLElement): string[] => Array.from(el.querySelectorAll(".cl-csrd-panel-button"), (b) => b.textContent ?? "");
const click = (el: HTMLElement, text: string): void => Array.from(el.querySelectorAll<HTMLButtonElement>(".cl-csrd-panel-button")).find((b) => b.textContent === text)?.click();
const entries = async (v: TestVault) => parseEntries(await v.read(SESSION)).entries.map((e) => e.entry);

/** Records the dialogs opened (drawn, so their lines can be read) instead of showing them. */
function watchDialogs(): RollModal<unknown, unknown>[] {
	const opened: RollModal<unknown, unknown>[] = [];
	vi.spyOn(RollModal.prototype, "open").mockImplementation(function (this: RollModal<unknown, unknown>) {
		opened.push(this);
		this.onOpen();
	});
	return opened;
}

describe("the compendium page panel", () => {
	it("shows a creature's numbers: level, target number (3 × level), health, Armor, damage, movement", async () => {
		// 000: "a shortcut is simply taking the difficulty and multiplying it by 3. That’s the target number."
		q000("a shortcut is simply taking the difficulty and multiplying it by 3. That’s the target number.");
		const v = await vault();
		const el = postProcess(v, HOUND);
		expect(facts(el)).toEqual(["Level 3 · target number 9", "Health 11", "Armor 1", "Damage 4 points", "Movement Long"]);
		expect(buttons(el)).toEqual(["Attack it", "Defend against it", "Add to encounter", "Create NPC"]);
		// Prepended to the first section, never written to the page.
		expect(el.firstElementChild?.hasClass("cl-csrd-panel")).toBe(true);
		expect(await v.read(HOUND)).toBe(PAGES[HOUND]);
	});

	it("shows an ability's kind and cost, a cypher's and an artifact's level formula and depletion, equipment's facts", async () => {
		const v = await vault();
		const step = postProcess(v, STEP);
		expect(facts(step)).toEqual(["Action · Cost 2 Speed"]);
		expect(buttons(step)).toEqual(["Use", "Add to character"]);
		const seed = postProcess(v, SEED);
		expect(facts(seed)).toEqual(["Level 1d6 + 2 · Subtle"]);
		expect(buttons(seed)).toEqual(["Roll level", "Give to a character"]);
		const compass = postProcess(v, COMPASS);
		expect(facts(compass)).toEqual(["Level 1d6 + 3", "Depletion 1 in 1d10"]);
		expect(buttons(compass)).toEqual(["Roll level", "Roll depletion"]);
		const spear = postProcess(v, SPEAR);
		expect(facts(spear)).toEqual(["Medium weapon", "Short range", "Value Moderate"]);
		expect(buttons(spear)).toEqual(["Add to character"]);
	});

	it("is not drawn on an ordinary note, nor on any section but the first", async () => {
		const v = await vault();
		expect(postProcess(v, PLAIN).querySelector(".cl-csrd-panel")).toBeNull();
		expect(postProcess(v, HOUND, [], 12).querySelector(".cl-csrd-panel")).toBeNull();
	});

	it("says how the page was read, folded, in the language the user has now, also after a switch of language mid-session", async () => {
		const v = await vault();
		const readAs = (el: HTMLElement): string[] => Array.from(el.querySelectorAll("details.cl-csrd-read summary, details.cl-csrd-read div"), (line) => line.textContent ?? "");
		expect(readAs(postProcess(v, GLASS))).toEqual(["Read as: ability", "From 'Action' line, cost line.", "The tags say cypher; the page's own words win."]);
		// The user picks German in the settings; the same page, unchanged, is drawn again (its reading was kept).
		setLanguage("de");
		expect(readAs(postProcess(v, GLASS))).toEqual(["Gelesen als: Fähigkeit", "Aus Zeile „Aktion“, Zeile mit Kosten.", "Die Tags sagen Cypher; der eigene Text der Seite gilt."]);
		// And back: nothing of the German reading stays.
		setLanguage("en");
		expect(readAs(postProcess(v, GLASS))).toEqual(["Read as: ability", "From 'Action' line, cost line.", "The tags say cypher; the page's own words win."]);
	});

	it("Attack it opens the task dialog for the character at the creature's level; the roll links the page", async () => {
		// 000: "If you’re acting against an NPC, that NPC’s level is the difficulty."
		q000("If you’re acting against an NPC, that NPC’s level is the difficulty.");
		const v = await vault();
		const opened = watchDialogs();
		click(postProcess(v, HOUND, [15]), "Attack it");
		await settle();
		const modal = opened[0] as unknown as TaskModal;
		expect(modal).toBeInstanceOf(TaskModal);
		// An attack from the start: Kira lists no weapon, so a medium one (4 damage) until the player picks another.
		expect(modal.form).toMatchObject({ difficulty: 3, weapon: "medium", label: "Attack Cinder Hound" });
		await modal.roll();
		const [entry] = await entries(v);
		expect(entry?.title).toContain("Attack Cinder Hound");
		expect(entry?.links).toContain("Compendium/Cinder-Hound");
	});

	it("Defend against it opens Kira's Defend dialog with the attacker's level preset; undo restores the note", async () => {
		const v = await vault();
		const opened = watchDialogs();
		click(postProcess(v, HOUND, [2]), "Defend against it");
		await settle();
		const form = opened[0]?.form as CypherForm;
		expect(form.action).toBe("defend");
		// The page's "Movement: Long" comes along: 001 "vs. Long Movement Creature: +1 difficulty".
		expect(form.form).toMatchObject({ level: 3, foeMovement: "long" });
		// What the player sees: Kira's block in light armor is eased from the attacker's level 3 to 2, and the fast hound hinders it back to 3 (target 9).
		expect(Array.from(opened[0]?.contentEl.querySelectorAll(".cl-dialog-chance") ?? [], (line) => line.textContent)).toEqual(["Chance to defend: 60% (12 in 20)"]);
		const before = await v.read(KIRA);
		await opened[0]?.roll();
		const [entry] = await entries(v);
		expect(entry?.links).toContain("Compendium/Cinder-Hound");
		must(await undoEntry(v.app, v.file(SESSION), entry?.id ?? ""));
		expect(await v.read(KIRA)).toBe(before);
	});

	it("Use on an ability the sheet lists opens the task dialog with that ability chosen", async () => {
		const v = await vault();
		const opened = watchDialogs();
		click(postProcess(v, STEP), "Use");
		await settle();
		const modal = opened[0] as unknown as TaskModal;
		expect(modal.form).toMatchObject({ stat: "speed", ability: { name: "Ember Step", cost: 2 } });
	});

	it("Use by a character without the ability opens the task dialog from its Pool with the cost in the title", async () => {
		const v = await vault(["[[Oru]]"]);
		const opened = watchDialogs();
		click(postProcess(v, STEP), "Use");
		await settle();
		const modal = opened[0] as unknown as TaskModal;
		expect(modal.form).toMatchObject({ stat: "speed", label: "Ember Step (2 Speed)" });
		expect(modal.form.ability).toBeUndefined();
	});

	it("Create NPC makes the campaign's NPC note from the page and leaves the page as it was", async () => {
		const v = await vault();
		click(postProcess(v, HOUND), "Create NPC");
		await settle();
		const npc = v.frontmatter("Gate/NPCs/Cinder Hound.md");
		expect(npc).toMatchObject({ ledger: "npc", level: 3, health: 11, armor: 1, damage: 4 });
		expect(await v.read(HOUND)).toBe(PAGES[HOUND]);
	});

	it("Roll level rolls 1d6 + 2 and logs it as a free roll linking the page; Give to a character presets the link and that level", async () => {
		const v = await vault();
		const opened = watchDialogs();
		const el = postProcess(v, SEED, [4]);
		click(el, "Roll level");
		await settle();
		expect(el.querySelector(".cl-csrd-panel-result")?.textContent).toBe("Level of Lantern Seed: Level 6");
		const [entry] = await entries(v);
		expect(entry).toMatchObject({ kind: "roll", title: "Level of Lantern Seed", links: ["Compendium/Lantern-Seed"] });
		click(el, "Give to a character");
		await settle();
		const form = opened[0]?.form as CypherForm;
		expect(form).toEqual({ action: "cyphers", form: { use: false, name: "[[Lantern-Seed]]", level: "6", occultic: false } });
		await opened[0]?.roll();
		expect(v.frontmatter(KIRA)?.["cyphers"]).toEqual(["[[Lantern-Seed]] (level 6)"]);
	});

	it("Roll depletion: 1 in 1d10 says depleted on a 1 and not on a 7, each logged with the page", async () => {
		// 001: "Make depletion check each time item is used. On roll of 1, the item stops working."
		q001("Make depletion check each time item is used. On roll of 1, the item stops working.");
		const v = await vault();
		const el = postProcess(v, COMPASS, [1, 7]);
		click(el, "Roll depletion");
		await settle();
		expect(el.querySelector(".cl-csrd-panel-result")?.textContent).toBe("Depletion of Salt Compass (1 in 1d10): 1: depleted");
		click(el, "Roll depletion");
		await settle();
		expect(el.querySelector(".cl-csrd-panel-result")?.textContent).toBe("Depletion of Salt Compass (1 in 1d10): 7: not depleted");
		const logged = await entries(v);
		expect(logged.map((e) => e.outcome?.text)).toEqual(["1: depleted", "7: not depleted"]);
		expect(logged.every((e) => e.links.includes("Compendium/Salt-Compass"))).toBe(true);
	});

	it("with two characters in the party, asks which one first", async () => {
		const v = await vault(["[[Kira]]", "[[Oru]]"]);
		const picks: PickModal<PartyMember>[] = [];
		vi.spyOn(PickModal.prototype, "open").mockImplementation(function (this: PickModal<PartyMember>) {
			picks.push(this);
		});
		const opened = watchDialogs();
		click(postProcess(v, HOUND), "Defend against it");
		await settle();
		expect(picks[0]?.getItems().map((m) => m.name)).toEqual(["Kira", "Oru"]);
		picks[0]?.onChooseItem(picks[0].getItems()[1] as never);
		await settle();
		expect((opened[0] as unknown as { model: { note: { file: { path: string } } } }).model.note.file.path).toBe("Gate/Oru.md");
	});
	it("an enabler offers only Add to character: the link joins Kira's abilities, logged with the page, and undo removes it", async () => {
		const v = await vault();
		const opened = watchDialogs();
		const el = postProcess(v, WARD);
		expect(facts(el)).toEqual(["Enabler · No cost"]);
		expect(buttons(el)).toEqual(["Add to character"]);
		click(el, "Add to character");
		await settle();
		expect(opened[0]?.form).toEqual({ action: "abilities", form: { name: "[[Salt-Ward]]" } });
		expect(Array.from(opened[0]?.contentEl.querySelectorAll(".cl-dialog-ability") ?? [], (line) => line.textContent)).toEqual(["Adds Salt-Ward to Kira's abilities."]);
		await opened[0]?.roll();
		expect(v.frontmatter(KIRA)?.["abilities"]).toEqual(["[[Ember-Step]]", "[[Salt-Ward]]"]);
		const [entry] = await entries(v);
		expect(entry).toMatchObject({ kind: "ability", title: "Added ability Salt-Ward", links: ["Salt-Ward", "Compendium/Salt-Ward"] });
		must(await undoEntry(v.app, v.file(SESSION), entry?.id ?? ""));
		expect(v.frontmatter(KIRA)?.["abilities"]).toEqual(["[[Ember-Step]]"]);
	});

	it("Add to character refuses an ability the sheet already has, before anything is written", async () => {
		const v = await vault();
		const opened = watchDialogs();
		click(postProcess(v, STEP), "Add to character");
		await settle();
		expect(Array.from(opened[0]?.contentEl.querySelectorAll(".cl-dialog-refusal") ?? [], (line) => line.textContent)).toEqual(["Kira already has Ember-Step."]);
		expect(opened[0]?.rollButton?.disabled).toBe(true);
	});

	it("Add to character on a weapon page lists it with its weight and range; on armor, Wear it now sets the sheet's armor", async () => {
		q000("weapons inflict 2, 4, or 6 damage depending on whether they are light, medium or heavy damage respectively");
		const v = await vault();
		const opened = watchDialogs();
		click(postProcess(v, SPEAR), "Add to character");
		await settle();
		expect(opened[0]?.form).toEqual({ action: "equipment", form: { kind: "add", name: "[[Hook-Spear]]", what: "medium weapon", ranged: true, wear: false, distinction: "" } });
		await opened[0]?.roll();
		// Stored as a list of links with the kinds beside it (notes/schema/list-forms.ts).
		expect(v.frontmatter(KIRA)).toMatchObject({ equipment: ["[[Hook-Spear]]"], "equipment-kinds": ["medium weapon, ranged"] });
		click(postProcess(v, SHIELD), "Add to character");
		await settle();
		opened[1]?.setField("wear", true);
		await opened[1]?.roll();
		expect(v.frontmatter(KIRA)).toMatchObject({ equipment: ["[[Hook-Spear]]", "[[Tower-Shield]]"], "equipment-kinds": ["medium weapon, ranged", "heavy armor"], armor: "heavy" });
		const logged = await entries(v);
		expect(logged.map((e) => e.links)).toEqual([["Compendium/Hook-Spear"], ["Compendium/Tower-Shield"]]);
	});

	it("Add to encounter opens Add combatant for the running encounter with the page and one instance; it joins the fight", async () => {
		const v = await vault();
		await v.note("Gate/Encounters/Ash Pit.md", { ledger: "encounter", campaign: "[[Gate]]", combatants: ["[[Kira]]"], round: 0, turn: 0 }, "```ledger-encounter\n```\n");
		const added: AddCombatantModal[] = [];
		vi.spyOn(AddCombatantModal.prototype, "open").mockImplementation(function (this: AddCombatantModal) {
			added.push(this);
			RollModal.prototype.open.call(this);
		});
		click(postProcess(v, HOUND), "Add to encounter");
		await settle();
		expect(added[0]?.form).toEqual({ name: "Cinder-Hound", count: 1 });
		await added[0]?.roll();
		// The instance takes the page's own name, not its file's (no raw link in what the GM reads).
		expect(document.body.querySelector(".cl-announcer")?.textContent).toContain("Ash Pit: Cinder Hound 1 in the fight.");
		// A list of links, the count in its own property (notes/schema/list-forms.ts).
		expect(v.frontmatter("Gate/Encounters/Ash Pit.md")).toMatchObject({ combatants: ["[[Kira]]", "[[Cinder-Hound|Cinder Hound]]"], "cinder-hound-count": 1 });
	});

	it("Add to encounter with no encounter running says how to start one", async () => {
		const v = await vault();
		click(postProcess(v, HOUND), "Add to encounter");
		await settle();
		expect(document.body.querySelector(".cl-announcer")?.textContent).toContain("No encounter that Cinder Hound can join is running: create one with the command Create encounter, then add it.");
	});
});

describe("the GM's moves from a creature page (issue 24)", () => {
	const ASH_PIT = "Gate/Encounters/Ash Pit.md";
	/** Kira and Oru against two Cinder Hounds, initiative rolled, Kira's turn. */
	async function fight(): Promise<TestVault> {
		const v = await vault(["[[Kira]]", "[[Oru]]"]);
		await v.app.fileManager.processFrontMatter(v.file(KIRA), (fm: Record<string, unknown>) => {
			fm["equipment"] = ["Rope (50 feet)", "[[Hook-Spear]] (medium weapon)"];
		});
		await v.note(ASH_PIT, { ledger: "encounter", campaign: "[[Gate]]", combatants: ["[[Kira]]", "[[Oru]]", "2 × [[Cinder-Hound|Cinder Hound]]"], order: ["Kira: 14", "Cinder Hound 1: 9 (target number)", "Cinder Hound 2: 9 (target number)", "Oru: 3"], round: 1, turn: 1 }, "```ledger-encounter\n```\n");
		return v;
	}

	it("Attack it: whoever's turn it is attacks with their own weapon at the creature's level; a hit offers its damage to the creature in the fight", async () => {
		const v = await fight();
		const opened = watchDialogs();
		// 15 on the d20 against difficulty 3 (target 9): a hit with the Hook Spear, 4 damage.
		click(postProcess(v, HOUND, [15]), "Attack it");
		await settle();
		const attack = opened[0] as unknown as TaskModal;
		// No picker: it is Kira's turn in the Ash Pit.
		expect(attack).toBeInstanceOf(TaskModal);
		expect(attack.form).toMatchObject({ difficulty: 3, weapon: "medium", weaponItem: 1, label: "Attack Cinder Hound" });
		expect(attack.contentEl.querySelector('[data-key="weapon"] select')?.textContent).toContain("Hook-Spear (4 damage)");
		await attack.roll();
		await settle();
		const [logged] = await entries(v);
		expect(logged?.outcome?.text).toMatch(/^Success/);
		// The offer: the tracker's damage dialog on the first standing hound with the hit's 4; its Armor 1 comes off there.
		const offer = opened[1];
		expect(offer?.form).toMatchObject({ mode: "damage", id: "Cinder Hound 1", amount: 4 });
		expect(offer?.rollButton?.textContent).toBe("Apply damage");
		await offer?.roll();
		expect(v.frontmatter(ASH_PIT)?.["cinder-hound-1-health"]).toBe(8);
	});

	it("a miss offers nothing, and outside a fight Attack it asks which character", async () => {
		const v = await fight();
		const opened = watchDialogs();
		click(postProcess(v, HOUND, [2]), "Attack it");
		await settle();
		await opened[0]?.roll();
		await settle();
		expect(opened).toHaveLength(1);
		const alone = await vault(["[[Kira]]", "[[Oru]]"]);
		const picks: PickModal<PartyMember>[] = [];
		vi.spyOn(PickModal.prototype, "open").mockImplementation(function (this: PickModal<PartyMember>) {
			picks.push(this);
		});
		click(postProcess(alone, HOUND), "Attack it");
		await settle();
		expect(picks[0]?.getItems().map((m) => m.name)).toEqual(["Kira", "Oru"]);
	});

	it("Defend against it takes the page's damage: 4 points are a minor wound under 000's wounds (1–4), 4 damage under the damage track", async () => {
		q000("| 1 to 4 | Minor |");
		const v = await vault();
		const opened = watchDialogs();
		click(postProcess(v, HOUND, [2]), "Defend against it");
		await settle();
		expect((opened[0]?.form as CypherForm).form).toMatchObject({ level: 3, harm: "minor" });
		const track = await vault();
		await track.app.fileManager.processFrontMatter(track.file(CAMPAIGN), (fm: Record<string, unknown>) => {
			fm["damage-model"] = "damage-track";
		});
		click(postProcess(track, HOUND, [2]), "Defend against it");
		await settle();
		expect((opened[1]?.form as CypherForm).form).toMatchObject({ level: 3, harm: "might", damage: 4 });
	});

	it("Use on an attack ability opens an attack with the damage its page gives", async () => {
		const v = await vault();
		const BLAST = "Compendium/Ash-Blast.md";
		await v.app.vault.create(BLAST, page("Ash Blast", ["Ability", "Ability/Action", "Ability/Cost/2", "Ability/Pool/Intellect"], ">**Action**\n>2 Intellect points\n\nA gout of hot ash at a foe nearby; it inflicts 4 points of damage."));
		const opened = watchDialogs();
		PAGES[BLAST] = await v.read(BLAST);
		click(postProcess(v, BLAST), "Use");
		await settle();
		const modal = opened[0] as unknown as TaskModal;
		expect(modal.form).toMatchObject({ attackDamage: 4, stat: "intellect" });
		expect(modal.contentEl.querySelector(".cl-dialog-damage")?.textContent).toMatch(/^Damage on a hit: 4;/);
		delete PAGES[BLAST];
	});

	it("Use on an ability made with a weapon (a melee attack, no damage of its own) opens as an attack with the sheet's weapon, not as Not an attack", async () => {
		const BASH = "Compendium/Brow-Bash.md";
		PAGES[BASH] = page("Brow Bash", ["Ability", "Ability/Action", "Ability/Cost/1", "Ability/Pool/Might"], ">**Action**\n>1 Might point\n\nA melee attack with a heavy, blunt swing: a little less harm than usual, but the foe reels.");
		const armed = await vault();
		await armed.app.fileManager.processFrontMatter(armed.file(KIRA), (fm: Record<string, unknown>) => {
			fm["equipment"] = ["Rope", "Mace (medium weapon, crushing)"];
		});
		const opened = watchDialogs();
		click(postProcess(armed, BASH), "Use");
		await settle();
		const withMace = opened[0] as unknown as TaskModal;
		expect(withMace.form).toMatchObject({ weapon: "medium", weaponItem: 1, distinction: "crushing" });
		// With no weapon on the sheet, the blow is unarmed: a light weapon.
		const bare = await vault();
		click(postProcess(bare, BASH), "Use");
		await settle();
		expect((opened[1] as unknown as TaskModal).form).toMatchObject({ weapon: "light" });
		delete PAGES[BASH];
	});
});
