// Notes here are written fresh for these tests (invented abilities and creatures, in the CSRD's
// forms); no compendium text is copied.
import { afterEach, describe, expect, it, vi } from "vitest";
import type { MarkdownPostProcessorContext, Plugin } from "obsidian";
import { Plugin as MockPlugin } from "obsidian-test-mocks/obsidian";
import { parseEntries } from "../../../src/engine/log";
import { scriptedRng } from "../../../src/engine/rng";
import { readCharacterAbilities } from "../../../src/notes/csrd/abilities";
import { readCsrdPage } from "../../../src/notes/csrd/cached-page";
import { setLanguage } from "../../../src/lang";
import { readEncounterNote } from "../../../src/notes/encounter/read";
import type { CypherForm } from "../../../src/games/cypher/game";
import { TaskModal } from "../../../src/ui/cypher/task-modal";
import { AddCombatantModal } from "../../../src/ui/encounter/modals";
import { registerCsrdFeatures } from "../../../src/ui/csrd/register";
import { RollModal } from "../../../src/ui/frame/roll-modal";
import type { TestVault } from "../campaign/helpers";
import { CAMPAIGN, KIRA, SESSION, settle, table } from "../cypher/fixtures";

const MANIFEST = { id: "campaign-ledger", name: "Campaign Ledger", version: "0.1.0", minAppVersion: "1.4.10", author: "", description: "" };

const PREP = "Gate/Prep.md";
const PREP_TEXT = [
	"---",
	"tags: [prep]",
	"---",
	"# Session 4 prep",
	"",
	"The party reaches the reef at dusk.",
	"",
	"**Salt Lash (2 Might points):** You crack a wet rope at a foe in immediate range. Action.",
	"",
	"**Deep Lungs:** You hold your breath twice as long as others. Enabler.",
	"",
	"## Reef Stalker 5 (15)",
	"A pale hunter of the shallows.",
	"",
	"**Health:** 22",
	"**Armor:** 2",
	"**Damage Inflicted:** 6 points",
	"",
	"If they flee, the boat is gone.",
	"",
].join("\n");

class EntryPlugin extends MockPlugin {}
const unloads: (() => void)[] = [];
afterEach(() => {
	for (const unload of unloads.splice(0)) unload();
	setLanguage("en");
	vi.restoreAllMocks();
	document.body.empty();
});

/** The note's sections as reading view makes them: a heading alone, else lines up to a blank line. */
function sections(text: string): { lineStart: number; lineEnd: number }[] {
	const lines = text.split("\n");
	const close = lines[0] === "---" ? lines.indexOf("---", 1) : -1;
	const out: { lineStart: number; lineEnd: number }[] = [];
	let start = -1;
	lines.forEach((line, i) => {
		if (i <= close) return;
		if (line.trim() === "" || line.startsWith("#")) {
			if (start >= 0) out.push({ lineStart: start, lineEnd: i - 1 });
			start = -1;
			if (line.startsWith("#")) out.push({ lineStart: i, lineEnd: i });
			return;
		}
		if (start < 0) start = i;
	});
	if (start >= 0) out.push({ lineStart: start, lineEnd: lines.length - 1 });
	return out;
}

/** Renders every section of a note through the plugin's post-processors, as reading view does. */
async function render(v: TestVault, path: string, faces: number[] = []): Promise<HTMLElement> {
	const plugin = new EntryPlugin(v.app as never, MANIFEST);
	registerCsrdFeatures(plugin as unknown as Plugin, () => v.settings({ defaultCampaign: CAMPAIGN }), scriptedRng(faces));
	const text = await v.read(path);
	const view = createDiv();
	document.body.appendChild(view);
	for (const section of sections(text)) {
		const el = view.createDiv({ cls: "section", attr: { "data-lines": `${section.lineStart}-${section.lineEnd}` } });
		el.createEl("p", { text: text.split("\n").slice(section.lineStart, section.lineEnd + 1).join("\n") });
		const ctx = {
			sourcePath: path,
			getSectionInfo: () => ({ text, ...section }),
			addChild: (child: { load(): void; unload(): void }) => {
				child.load();
				unloads.push(() => child.unload());
			},
		} as unknown as MarkdownPostProcessorContext;
		for (const processor of plugin.markdownPostProcessors__) void processor(el, ctx);
	}
	return view;
}

const bars = (view: HTMLElement) => Array.from(view.querySelectorAll<HTMLElement>(".cl-csrd-entry"));
const barOf = (view: HTMLElement, line: number) => view.querySelector<HTMLElement>(`.cl-csrd-entry[data-line="${line}"]`) as HTMLElement;
const buttons = (el: HTMLElement) => Array.from(el.querySelectorAll(".cl-csrd-panel-button"), (b) => b.textContent);
const facts = (el: HTMLElement) => Array.from(el.querySelectorAll(".cl-csrd-panel-facts li"), (li) => li.textContent);
const click = (el: HTMLElement, text: string) => Array.from(el.querySelectorAll<HTMLButtonElement>(".cl-csrd-panel-button")).find((b) => b.textContent === text)?.click();

function watchDialogs(): RollModal<unknown, unknown>[] {
	const opened: RollModal<unknown, unknown>[] = [];
	vi.spyOn(RollModal.prototype, "open").mockImplementation(function (this: RollModal<unknown, unknown>) {
		opened.push(this);
		this.onOpen();
	});
	return opened;
}

async function vault(kira: Record<string, unknown> = {}, kiraBody?: string): Promise<TestVault> {
	const v = await table(kira, { party: ["[[Kira]]"] });
	await v.app.vault.create(PREP, PREP_TEXT);
	if (kiraBody !== undefined) await v.app.vault.modify(v.file(KIRA), `${(await v.read(KIRA)).trimEnd()}\n\n${kiraBody}`);
	return v;
}

describe("entries inside a longer note, in reading view", () => {
	it("puts a bar beside each pasted ability and creature, with its numbers and buttons, and leaves the note's text alone", async () => {
		const v = await vault();
		const view = await render(v, PREP);
		expect(bars(view).map((bar) => bar.dataset.line)).toEqual(["7", "9", "11"]);
		expect(facts(barOf(view, 7))).toEqual(["Action · Cost 2 Might"]);
		expect(buttons(barOf(view, 7))).toEqual(["Use", "Add to character"]);
		expect(facts(barOf(view, 9))).toEqual(["Enabler · No cost"]);
		expect(buttons(barOf(view, 9))).toEqual(["Add to character"]);
		expect(facts(barOf(view, 11))).toEqual(["Level 5 · target number 15", "Health 22", "Armor 2", "Damage 6 points"]);
		expect(buttons(barOf(view, 11))).toEqual(["Attack it", "Defend against it", "Add to encounter"]);
		// Beside its own section: the creature's bar is in its heading's section.
		expect(barOf(view, 11).closest(".section")?.getAttribute("data-lines")).toBe("11-11");
		// No page panel: the note is not a compendium page of one kind.
		expect(view.querySelector(".cl-csrd-panel")).toBeNull();
		expect(await v.read(PREP)).toBe(PREP_TEXT);
	});

	it("says how each entry was read, folded", async () => {
		const v = await vault();
		const view = await render(v, PREP);
		const read = barOf(view, 7).querySelector("details.cl-csrd-read");
		expect(read?.querySelector("summary")?.textContent).toBe("Read as: ability");
		expect(read?.textContent).toContain("From cost in parentheses, closing 'Action.'.");
		expect(barOf(view, 11).querySelector("details.cl-csrd-read")?.textContent).toContain("From 'Name 5 (15)' header, stat lines.");
	});

	it("says how each entry was read in the language the user has now: the note's entries, found once, are worded again after a switch", async () => {
		const v = await vault();
		const readAs = (view: HTMLElement, line: number): string => barOf(view, line).querySelector("details.cl-csrd-read")?.textContent ?? "";
		expect(readAs(await render(v, PREP), 7)).toBe("Read as: abilityFrom cost in parentheses, closing 'Action.'.");
		setLanguage("de");
		const view = await render(v, PREP);
		expect(readAs(view, 7)).toBe("Gelesen als: FähigkeitAus Kosten in Klammern, Schlusssatz „Action.“.");
		expect(readAs(view, 11)).toBe("Gelesen als: KreaturAus Kopfzeile „Name 5 (15)“, Wertezeilen.");
	});

	it("Use opens the task dialog from the ability's Pool with its cost; the roll links the entry", async () => {
		const v = await vault();
		const opened = watchDialogs();
		click(barOf(await render(v, PREP, [14]), 7), "Use");
		await settle();
		const modal = opened[0] as unknown as TaskModal;
		expect(modal.form).toMatchObject({ stat: "might", label: "Salt Lash (2 Might)" });
		await modal.roll();
		const [entry] = parseEntries(await v.read(SESSION)).entries.map((e) => e.entry);
		expect(entry?.links).toContain("Gate/Prep#Salt Lash");
	});

	it("Add to character adds a link to the entry, which the sheet then reads with its cost", async () => {
		const v = await vault();
		const opened = watchDialogs();
		click(barOf(await render(v, PREP), 7), "Add to character");
		await settle();
		expect((opened[0]?.form as CypherForm).form).toEqual({ name: "[[Prep#Salt Lash]]" });
		await opened[0]?.roll();
		expect(v.frontmatter(KIRA)?.["abilities"]).toEqual(["[[Prep#Salt Lash]]"]);
		const read = await readCharacterAbilities(v.app, v.file(KIRA), ["[[Prep#Salt Lash]]", "[[Prep#Sea Glass]]"]);
		expect(read.abilities).toEqual([{ name: "Salt Lash", cost: 2, costOpenEnded: false, pool: "might", kind: "action", link: "[[Prep#Salt Lash]]" }]);
		expect(read.problems).toEqual(["[[Prep#Sea Glass]]: no ability named Sea Glass in Prep."]);
	});

	it("Add to encounter puts the creature entry in the running fight, read from the note with its level and health", async () => {
		const v = await vault();
		const ENCOUNTER = "Gate/Encounters/Reef.md";
		await v.note(ENCOUNTER, { ledger: "encounter", campaign: "[[Gate]]", combatants: ["[[Kira]]"], round: 0, turn: 0 }, "```ledger-encounter\n```\n");
		const added: AddCombatantModal[] = [];
		vi.spyOn(AddCombatantModal.prototype, "open").mockImplementation(function (this: AddCombatantModal) {
			added.push(this);
			RollModal.prototype.open.call(this);
		});
		click(barOf(await render(v, PREP), 11), "Add to encounter");
		await settle();
		expect(added[0]?.form).toEqual({ name: "Prep#Reef Stalker", count: 1 });
		await added[0]?.roll();
		expect(document.body.querySelector(".cl-announcer")?.textContent).toContain("Reef: Reef Stalker 1 in the fight.");
		const read = await readEncounterNote(v.app, v.settings(), v.file(ENCOUNTER));
		const stalker = read.ok ? read.value.combatants.find((c) => c.ref.id === "Reef Stalker 1") : undefined;
		expect(stalker?.problem).toBeUndefined();
		expect(stalker?.data).toMatchObject({ system: "cypher", npc: { level: 5, health: 22, armor: 2 } });
	});

	it("a character note's pasted abilities join its abilities, and Use there needs no choice of character", async () => {
		const v = await vault({ abilities: [] }, "## Abilities\n\n**Tide Step (2 Speed points):** You step between two waves. Action.\n");
		const read = await readCharacterAbilities(v.app, v.file(KIRA), []);
		expect(read.abilities).toEqual([{ name: "Tide Step", cost: 2, costOpenEnded: false, pool: "speed", kind: "action", link: "[[Kira#Tide Step]]" }]);
		const opened = watchDialogs();
		const view = await render(v, KIRA);
		const bar = bars(view)[0] as HTMLElement;
		expect(facts(bar)).toEqual(["Action · Cost 2 Speed"]);
		click(bar, "Use");
		await settle();
		// Her own note: the ability is hers, chosen in her task dialog.
		const modal = opened[0] as unknown as TaskModal;
		expect(modal.form).toMatchObject({ stat: "speed", ability: { name: "Tide Step", cost: 2 } });
	});

	it("a page of one ability gets the page panel and no bar; a page that cannot be read gets neither, and no error", async () => {
		const v = await vault();
		await v.app.vault.create("Compendium/Salt-Lash.md", "**Salt Lash (2 Might points):** You crack a wet rope at a foe. Action.\n");
		const page = await render(v, "Compendium/Salt-Lash.md");
		expect(page.querySelectorAll(".cl-csrd-panel")).toHaveLength(1);
		expect(bars(page)).toHaveLength(0);
		// Read as an ability by its tags, but its cost names no Pool: it cannot be used, so it gets no panel.
		await v.app.vault.create("Compendium/Odd.md", "---\ntags: [Ability, Ability/Cost/3]\n---\n# Odd Thing\n\nSomething strange.\n");
		const problems = vi.spyOn(console, "error");
		const odd = await render(v, "Compendium/Odd.md");
		expect(odd.querySelector(".cl-csrd-panel, .cl-csrd-entry")).toBeNull();
		expect(problems).not.toHaveBeenCalled();
	});
});

describe("tags and aliases from Obsidian's metadata cache", () => {
	it("reads a page's tags and aliases as the cache holds them, in any script, frontmatter tags first", async () => {
		const v = await vault();
		await v.app.vault.create("Kompendium/Ü/Überfall.md", "---\naliases: Überfall\ntags: [Cypher/Abilities/Ü, Cypher/Abilities/Aktion]\n---\n# Überfall\n\nDu greifst an. Action.\n");
		const page = await readCsrdPage(v.app, v.file("Kompendium/Ü/Überfall.md"));
		expect(page.aliases).toEqual(["Überfall"]);
		expect(page.tags.map((tag) => tag.replace(/^#/, ""))).toEqual(["Cypher/Abilities/Ü", "Cypher/Abilities/Aktion"]);
		expect(page.body.startsWith("# Überfall")).toBe(true);
		const view = await render(v, "Kompendium/Ü/Überfall.md");
		expect(view.querySelector(".cl-csrd-read")?.textContent).toContain("the tags agree");
	});

	it("says what it assumed when the tags say another kind than the page's own words", async () => {
		const v = await vault();
		await v.app.vault.create("Compendium/Glass-Voice.md", "---\ntags: [Cypher/Fantastic]\n---\n## Glass Voice\n>**Action**\n>1 Intellect point\n\nYou speak through any window.\n");
		const view = await render(v, "Compendium/Glass-Voice.md");
		const read = view.querySelector(".cl-csrd-panel .cl-csrd-read");
		expect(read?.querySelector("summary")?.textContent).toBe("Read as: ability");
		expect(Array.from(read?.querySelectorAll("div") ?? [], (line) => line.textContent)).toEqual(["From 'Action' line, cost line.", "The tags say cypher; the page's own words win."]);
	});
});
