// Fixtures are written fresh in the compendium's format (frontmatter tags, blockquote
// stat blocks) with invented names and numbers; no compendium text is copied.
import { describe, expect, it } from "vitest";
import { detectPageKind, parseAbility, parseCreature, readPageText } from "../../../src/notes/csrd";

const creaturePage = (tags: string[], block: string, preamble = "") =>
	readPageText(
		"Compendiums/CSRD/en/Creatures-NPCs/Brass-Heron.md",
		`${preamble}---\naliases:\n- "Brass Heron"\ntags:\n${tags.map((t) => `- ${t}`).join("\n")}\n---\n\n## Brass Heron\n${block}`,
	);

describe("CSRD creature pages", () => {
	it("reads level, health and armor from the tags, and the target number is 3 × level", () => {
		const page = creaturePage(["Compendium/CSRD/en/Creatures-NPCs", "Creature", "Creature/Level/4", "Creature/Armor/1", "Creature/Health/15"], "> **Damage :** 5 points  \n> **Movement :** Long");
		const parsed = parseCreature(page);
		expect(parsed).toMatchObject({ ok: true, creature: { name: "Brass Heron", level: 4, targetNumber: 12, health: 15, healthSource: "page", armor: 1, damage: 5, movement: "Long" } });
	});

	it("uses 3 × level for health only when the page gives none (000: NPC health)", () => {
		const parsed = parseCreature(creaturePage(["Creature", "Creature/Level/5", "Creature/Armor/0"], "> **Level :** 5"));
		expect(parsed.ok && parsed.creature.health).toBe(15);
		expect(parsed.ok && parsed.creature.healthSource).toBe("level");
	});

	it("tolerates the corpus quirks: Heath and lower-case level tags, spaced labels", () => {
		const parsed = parseCreature(
			creaturePage(["Compendiums/CSRD/en/Creatures-NPCs", "Creature/level/3", "Creature/Heath/11"], "> **Armor: **2  \n> **Environment: ** marshes"),
		);
		expect(parsed).toMatchObject({ ok: true, creature: { level: 3, health: 11, armor: 2 } });
	});

	it("reads a page whose frontmatter is broken by stray text (as Obsidian does: no tags) from its folder and stat block", () => {
		const page = creaturePage(["Creature/Level/9"], "> **Level :** 3  \n> **Health :** 8", "zz");
		expect(page.tags).toEqual([]);
		expect(detectPageKind(page)).toBe("creature");
		expect(parseCreature(page)).toMatchObject({ ok: true, creature: { level: 3, health: 8 } });
	});

	it("falls back to the stat block and notes a disagreement with the tags", () => {
		const parsed = parseCreature(creaturePage(["Creature", "Creature/Level/6"], "> **Level :** 2  \n> **Health :** 9"));
		expect(parsed.ok && parsed.creature.level).toBe(6);
		expect(parsed.ok && parsed.creature.health).toBe(9);
		expect(parsed.ok && parsed.creature.notes.join(" ")).toMatch(/tag says 6 but the stat block says 2/);
	});

	it("explains a page without any level instead of guessing", () => {
		const parsed = parseCreature(creaturePage(["Creature", "Creature/Level/NA"], "> **Level :** NA"));
		expect(parsed).toEqual({ ok: false, error: "Brass Heron: no level in its tags or stat block." });
	});
});

describe("CSRD ability pages", () => {
	const abilityPage = (tags: string[], body: string) =>
		readPageText("Compendiums/CSRD/en/Abilities/Tide-Call.md", `---\naliases: Tide Call\ntags: [${tags.join(", ")}]\n---\n${body}`);

	it("reads cost, Pool and kind from the tags (scalar aliases and flow lists too)", () => {
		const parsed = parseAbility(abilityPage(["Ability", "Ability/Action", "Ability/Cost/2", "Ability/Pool/Speed", "Ability/Tier/Low"], ">**Action**"));
		expect(parsed).toEqual({ ok: true, ability: { name: "Tide Call", cost: 2, costOpenEnded: false, pool: "speed", kind: "action", tier: "low" } });
	});

	it("reads an empty cost tag from the body line, with an open-ended '+'", () => {
		const parsed = parseAbility(abilityPage(["Ability", "Ability/Action", "Ability/Cost/", "Ability/Pool/"], ">**Action**\n>4+ Intellect points"));
		expect(parsed).toMatchObject({ ok: true, ability: { cost: 4, costOpenEnded: true, pool: "intellect" } });
	});

	it("treats a cost of NA as free", () => {
		const parsed = parseAbility(abilityPage(["Ability", "Ability/Enabler", "Ability/Cost/NA"], ">**Enabler**"));
		expect(parsed).toMatchObject({ ok: true, ability: { cost: 0, kind: "enabler" } });
	});
});

describe("page kinds", () => {
	it("detects kinds by tag first, then by compendium folder", () => {
		expect(detectPageKind(readPageText("x/Foo.md", "---\ntags:\n- Creature\n---\n"))).toBe("creature");
		expect(detectPageKind(readPageText("Compendiums/CSRD/en/Cyphers/Spark.md", "no frontmatter"))).toBe("cypher");
		expect(detectPageKind(readPageText("Notes/Spark.md", "---\ntags:\n- Compendiums/CSRD/en/Descriptors\n---\n"))).toBe("descriptor");
		expect(detectPageKind(readPageText("Notes/Other.md", "hello"))).toBe("other");
	});
});
