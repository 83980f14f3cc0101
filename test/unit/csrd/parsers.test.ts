// Fixtures are written fresh in the compendium's format (frontmatter tags, blockquote
// stat blocks) with invented names and numbers; no compendium text is copied.
import { describe, expect, it } from "vitest";
import { detectPageKind, kindByContent, parseAbility, parseArtifact, parseCreature, parseCypher, parseEquipment, readAmount, readPageText } from "../../../src/notes/csrd";

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
		expect(parsed.ok && parsed.creature.notes.join(" ")).toMatch(/tag says 6 but the page says 2/);
	});

	it("explains a page without any level instead of guessing", () => {
		const parsed = parseCreature(creaturePage(["Creature", "Creature/Level/NA"], "> **Level :** NA"));
		expect(parsed).toEqual({ ok: false, error: "Brass Heron: no level in its tags, properties or stat block." });
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

// The known errors of issue 11 §3, each on a page written fresh in the compendium's format.
describe("known errors, fixed", () => {
	const untagged = (name: string, body: string) => readPageText(`${name}.md`, `## ${name}\n${body}`);

	it("a health of NA is not 3 × level: the creature cannot be harmed this way", () => {
		const parsed = parseCreature(untagged("Fog Judge", "> **Level :** 7  \n> **Health :** NA  \n> **Damage :** NA  \n> **Armor :** 1"));
		expect(parsed).toMatchObject({ ok: true, creature: { level: 7, healthSource: "none", healthText: "cannot be harmed this way", armor: 1 } });
		expect(parsed.ok && parsed.creature.health).toBeUndefined();
		expect(parsed.ok && parsed.creature.damageText).toBeUndefined();
	});

	it("keeps damage ranges and conditions as words, with a number only where one applies", () => {
		expect(readAmount("4 to 9 points")).toEqual({ text: "4 to 9 points" });
		expect(readAmount("2 (6 against fire)")).toEqual({ text: "2 (6 against fire)" });
		expect(readAmount("7 points; see Combat")).toEqual({ text: "7 points; see Combat", value: 7 });
		expect(readAmount("5 points (bite)")).toEqual({ text: "5 points (bite)", value: 5 });
		const parsed = parseCreature(untagged("Reed Hound", "> **Level :** 3  \n> **Health :** 10  \n> **Damage :** 4 to 9 points  \n> **Armor :** 2 (6 against fire)"));
		expect(parsed).toMatchObject({ ok: true, creature: { damageText: "4 to 9 points", armor: 2, armorText: "2 (6 against fire)" } });
		expect(parsed.ok && parsed.creature.damage).toBeUndefined();
	});

	it("reads a stat block inside a callout, its lazy lines without '>' and a modifications callout", () => {
		const page = untagged("Salt Warden", ">[!info] Stats\n>**Health:** 14\n**Damage Inflicted:** 3 points\n**Armor:** 1\n**Movement:** Short\n\n>[!example] Modifications\n>- Stealth as level 5\n>- Swims as level 6 >\n");
		expect(kindByContent(page.body)).toBe("creature");
		const parsed = parseCreature({ ...page, tags: ["Creature/Level/4"] });
		expect(parsed).toMatchObject({ ok: true, creature: { level: 4, health: 14, damage: 3, armor: 1, movement: "Short", modifications: ["Stealth as level 5", "Swims as level 6"] } });
	});

	it("reads the level from a book-style heading when the block has none", () => {
		expect(parseCreature(untagged("Dune Ox 4 (12)", "> **Health :** 15  \n> **Damage :** 5 points"))).toMatchObject({ ok: true, creature: { level: 4, health: 15 } });
	});

	const ability = (tags: string[], body: string) => readPageText("Abilities/Glass-Step.md", `---\naliases: Glass Step\ntags: [${tags.join(", ")}]\n---\n## Glass Step\n${body}`);

	it("takes no Pool from the description of a free ability, and parses costless actions and enablers", () => {
		const free = parseAbility(ability(["Ability", "Ability/Action", "Ability/Cost/", "Ability/Pool/Speed"], ">**Action**\n\nYou regain 2 Speed points when you land."));
		expect(free).toEqual({ ok: true, ability: { name: "Glass Step", cost: 0, costOpenEnded: false, kind: "action" } });
		const enabler = parseAbility(readPageText("Glass-Step.md", "## Glass Step\n>**Enabler**\n\nSpend 3 Might points less on climbing."));
		expect(enabler).toMatchObject({ ok: true, ability: { cost: 0, kind: "enabler" } });
		expect(enabler.ok && enabler.ability.pool).toBeUndefined();
	});

	it("keeps every Pool of 'N Might or Intellect points', and notes a cost tag that disagrees with the cost line", () => {
		const parsed = parseAbility(ability(["Ability", "Ability/Action", "Ability/Cost/2", "Ability/Tier/NA"], ">**Action**\n>3 Might or Intellect points"));
		expect(parsed).toEqual({
			ok: true,
			ability: { name: "Glass Step", cost: 3, costOpenEnded: false, pool: "might", pools: ["might", "intellect"], kind: "action", notes: ["The cost tag says 2 but the page says 3; using the page."] },
		});
	});

	it("reads no properties on a page opened by a four-dash fence, as Obsidian does (a compendium quirk)", () => {
		const page = readPageText("x/Glass-Step.md", "----\ntags:\n- Ability\n- Ability/Enabler\n---\n## Glass Step\n");
		expect(page.tags).toEqual([]);
		expect(page.properties).toBeUndefined();
		// Obsidian shows the lines as text, and so does the page's body.
		expect(page.body.startsWith("----\ntags:")).toBe(true);
	});

	it("counts inline #tags, but not headings or a query in a code block", () => {
		const page = readPageText("Notes/Gull.md", "## Gull #creature\n```dataview\nFROM #cypher\n```\nA gull. #npc/coast");
		expect(page.tags).toEqual(["creature", "npc/coast"]);
	});
});

describe("cypher, artifact and equipment pages", () => {
	it("reads a cypher's level formula and its effect table", () => {
		const page = readPageText("Pocket-Tide.md", "## Pocket Tide\n>[!info] Stats\n> **Level:** 1d6 + 2\n> **Kind:** Subtle\n\n| d6 | Effect |\n|---|---|\n| 1-3 | wet |\n| 4-6 | dry |\n");
		expect(kindByContent(page.body)).toBe("cypher");
		expect(parseCypher(page)).toEqual({
			ok: true,
			value: { name: "Pocket Tide", level: { text: "1d6 + 2", dice: { count: 1, sides: 6 }, bonus: 2 }, kind: "Subtle", table: { die: 6, dieFrom: "header", columns: ["d6", "Effect"], headerIsRow: false, rows: [{ row: 1, label: "1-3", from: 1, to: 3, cells: ["wet"] }, { row: 2, label: "4-6", from: 4, to: 6, cells: ["dry"] }] }, notes: [] },
		});
		expect(parseCypher(readPageText("Blank.md", "## Blank\nNothing here."))).toEqual({ ok: false, error: 'Blank: no level on the page; a cypher needs one, such as "Level: 1d6 + 2".' });
	});

	it("reads an artifact's depletion, in stat-block and heading forms", () => {
		const page = readPageText("Lamp.md", "## Lamp\n#### Level\n>1d6+1\n#### Depletion\n>1-2 in 1d10 (check each night)\n");
		expect(kindByContent(page.body)).toBe("artifact");
		expect(parseArtifact(page)).toMatchObject({ ok: true, value: { level: { bonus: 1, dice: { sides: 6 } }, depletion: { kind: "roll", low: 1, high: 2, sides: 10 } } });
		const never = readPageText("Rope.md", "## Rope\n> **Level:** 1d6\n> **Depletion:** -\n");
		expect(parseArtifact(never)).toMatchObject({ ok: true, value: { depletion: { kind: "never" } } });
	});

	it("reads a weapon's weight, range and value", () => {
		const page = readPageText("Hook-Spear.md", "## Hook Spear\n> **Options :** Fantasy\n> **Value :** 4 Gp\n>>[!note] Features\n>> - Medium weapon\n>> - Short range\n");
		expect(kindByContent(page.body)).toBe("equipment");
		expect(parseEquipment(page)).toEqual({ ok: true, value: { name: "Hook Spear", weapon: "medium", range: "short", value: "4 Gp", features: ["Medium weapon", "Short range"], notes: [] } });
	});
});
