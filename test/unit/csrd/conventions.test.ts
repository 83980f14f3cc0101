// Every page here is written fresh for these tests, in the conventions other users keep the CSRD in
// (invented names, words and numbers); no compendium text is copied.
import { describe, expect, it } from "vitest";
import { detectPageKind, findEntries, leadEntry, normalizeTag, parseAbility, parseCreature, parseCypher, parseEquipment, readCost, readPageKind, readPageText, reasonTexts, type CsrdPage } from "../../../src/notes/csrd";
import { ruleTopics } from "../../../src/notes/csrd/rule-page";

const page = (text: string, path = "Notes/Page.md") => readPageText(path, text);
/** The page's kind reading with its reasons in the words the panel shows (English here). */
const kindInWords = (read: CsrdPage) => {
	const reading = readPageKind(read);
	return { ...reading, because: reasonTexts(reading.because), overruled: reasonTexts(reading.overruled) };
};

describe("tags read by their hierarchy", () => {
	it("reads a root that names the game as no kind, and the segment after it as the kind", () => {
		expect(normalizeTag("#Cypher/Abilities/Enabler")).toBe("ability/enabler");
		expect(normalizeTag("CSRD/en/Creatures/Level/5")).toBe("creature/level/5");
		expect(normalizeTag("Compendiums/CSRD/en/Creatures-NPCs")).toBe("creature");
		expect(normalizeTag("Cypher-System/Foci")).toBe("focus");
		// "Cypher" followed by no kind is the compendium's own tag for a cypher's kind.
		expect(normalizeTag("Cypher/Fantastic")).toBe("cypher/fantastic");
	});

	it("never reads an ability, descriptor or focus tagged under Cypher/ as a cypher", () => {
		expect(detectPageKind(page("---\ntags: [Cypher/Abilities/T, Cypher/Abilities/Enabler]\n---\n# Tide Sense\n\nYou feel the water turn.\n"))).toBe("ability");
		expect(detectPageKind(page("---\ntags: [Cypher/Descriptors/W]\n---\n# Wistful\n"))).toBe("descriptor");
		expect(detectPageKind(page("---\ntags: [Cypher/Foci]\n---\n# Sings to Stone\n"))).toBe("focus");
	});

	it("reads cost, Pool and kind from tags under any root", () => {
		const parsed = parseAbility(page("---\ntags:\n- CSRD/Abilities/Action\n- CSRD/Abilities/Cost/2\n- CSRD/Abilities/Pool/Speed\n---\n# Quick Hands\n\nYou swap two objects unseen.\n"));
		expect(parsed).toMatchObject({ ok: true, ability: { kind: "action", cost: 2, pool: "speed" } });
		const creature = parseCreature(page("---\ntags: [Cypher/Creatures/Level/4, Cypher/Creatures/Health/13, Cypher/Creatures/Armor/1]\n---\n# Lamp Eel\n"));
		expect(creature).toMatchObject({ ok: true, creature: { level: 4, health: 13, armor: 1 } });
	});

	it("reads tags in any script, from the frontmatter and the body", () => {
		const read = page("---\ntags: [créature/niveau/5]\n---\n# Chouette\nUne chouette. #bestiaire/forêt #能力 #2024\n");
		expect(read.tags).toEqual(["créature/niveau/5", "bestiaire/forêt", "能力"]);
	});
});

describe("abilities in every form", () => {
	it("reads each cost the CSRD writes in parentheses", () => {
		expect(readCost("(1 Might point)")).toEqual({ cost: 1, openEnded: false, pools: ["might"], extra: "" });
		expect(readCost("2+ Intellect points")).toEqual({ cost: 2, openEnded: true, pools: ["intellect"], extra: "" });
		expect(readCost("3 Might or 3 Speed points")).toEqual({ cost: 3, openEnded: false, pools: ["might", "speed"], extra: "" });
		expect(readCost("4 Intellect points + 2 XP")).toEqual({ cost: 4, openEnded: false, pools: ["intellect"], extra: "+ 2 XP" });
		expect(readCost("see below")).toBeUndefined();
	});

	it("reads the CSRD's own paragraph, the marker as its last sentence, on a page holding just that", () => {
		const read = page("**Salt Lash (2 Might points):** You crack a wet rope at a foe in immediate range. Action.\n");
		expect(kindInWords(read)).toMatchObject({ kind: "ability", source: "content", because: ["cost in parentheses", "closing 'Action.'"] });
		expect(parseAbility(read)).toEqual({ ok: true, ability: { name: "Page", cost: 2, costOpenEnded: false, pool: "might", kind: "action" } });
		const enabler = page("**Deep Lungs:** You hold your breath twice as long as others.\n\nThe water no longer frightens you. Enabler.\n");
		expect(parseAbility(enabler)).toMatchObject({ ok: true, ability: { cost: 0, kind: "enabler" } });
		const initiate = page("## Fog Wall\n\nA bank of fog rises around you. Action to initiate, one minute to complete.\n");
		expect(parseAbility(initiate)).toMatchObject({ ok: true, ability: { kind: "action" } });
	});

	it("reads bold fields and plain cost lines anywhere in the opening lines", () => {
		const bold = page("# Quiet Step\n#cypher/abilities/q\n**Type**: Enabler\n**Cost:** 3 Speed points\n\nYou move without a sound.\n");
		expect(parseAbility(bold)).toMatchObject({ ok: true, ability: { kind: "enabler", cost: 3, pool: "speed" } });
		const plain = page("# Mind Spike\n\nType: Action\nCost: 3 Intellect\n\nA thin pain behind the eyes of one foe.\n");
		expect(parseAbility(plain)).toMatchObject({ ok: true, ability: { kind: "action", cost: 3, pool: "intellect" } });
		const split = page("# Ember Toss\n\nCost: 2\nPool: Speed\nType: Action\n\nYou flick a coal.\n");
		expect(parseAbility(split)).toMatchObject({ ok: true, ability: { kind: "action", cost: 2, pool: "speed" } });
	});

	it("reads properties in any case, and notes where they disagree with the page", () => {
		const props = page("---\nType: Enabler\nCOST: 4\npool: Might\ntier: Mid\n---\n# Iron Grip\n\nNothing slips from your hands.\n");
		expect(readPageKind(props)).toMatchObject({ kind: "ability", source: "properties" });
		expect(parseAbility(props)).toMatchObject({ ok: true, ability: { kind: "enabler", cost: 4, pool: "might", tier: "mid" } });
		const points = page("---\ntype: ability\npoints: 2+ Intellect points\n---\n# Echo\n\nYou repeat a sound you heard. Action.\n");
		expect(parseAbility(points)).toMatchObject({ ok: true, ability: { kind: "action", cost: 2, costOpenEnded: true, pool: "intellect" } });
		const disagree = page("---\ntype: Action\ncost: 1\npool: Speed\n---\n# Vault\n\n> **Enabler**\n> 2 Speed points\n");
		expect(parseAbility(disagree)).toMatchObject({ ok: true, ability: { kind: "enabler", cost: 2, notes: ["The properties say action but the page says enabler; using the page.", "The cost property says 1 but the page says 2; using the page."] } });
	});

	it("lets content win over tags that say another kind, and says what it assumed", () => {
		const read = page("---\ntags: [cypher/fantastic]\n---\n## Glass Voice\n>**Action**\n>1 Intellect point\n\nYou speak through any window.\n");
		expect(kindInWords(read)).toEqual({ kind: "ability", source: "content", because: ["'Action' line", "cost line"], overruled: ["the tags say cypher"] });
	});

	it("does not take a stat label, a note in brackets or a rules sentence for an ability", () => {
		expect(detectPageKind(page("**Health:** 22\n\nA long paragraph about something else.\n"))).toBe("other");
		expect(detectPageKind(page("Note (see below): the GM decides.\n"))).toBe("other");
		expect(detectPageKind(page("# Taking actions\n\nOn your turn you take one action. Every character may.\n"))).toBe("other");
	});
});

describe("creatures in every form", () => {
	it("reads a 'Name 5 (15)' header with bold-label stat lines", () => {
		const read = page("## Reef Stalker 5 (15)\nA pale hunter of the shallows.\n\n**Health:** 22\n**Armor:** 2\n**Damage Inflicted:** 6 points\n**Movement:** Short; long when swimming\n");
		expect(kindInWords(read)).toMatchObject({ kind: "creature", because: ["'Name 5 (15)' header", "stat lines"] });
		expect(parseCreature(read)).toMatchObject({ ok: true, creature: { level: 5, targetNumber: 15, health: 22, armor: 2, damage: 6, movement: "Short; long when swimming" } });
	});

	it("reads the CSRD's plain labels, a callout header, and tables", () => {
		const plain = page("Dune Crawler 3 (9)\nHealth: 12\nArmor: 1\nDamage Inflicted: 3 points\n");
		expect(parseCreature(plain)).toMatchObject({ ok: true, creature: { level: 3, health: 12, armor: 1, damage: 3 } });
		const callout = page("> [!note] Mire Lord 6 (18)\n> Health: 30\n> Armor: 3\n");
		expect(parseCreature(callout)).toMatchObject({ ok: true, creature: { level: 6, health: 30, armor: 3 } });
		const wide = page("# Ash Wolf\n\n| Level | Health | Armor | Damage |\n| --- | --- | --- | --- |\n| 3 | 9 | 0 | 4 points |\n");
		expect(parseCreature(wide)).toMatchObject({ ok: true, creature: { level: 3, health: 9, armor: 0, damage: 4 } });
		const pairs = page("# Ash Wolf\n\n| Stat | Value |\n| --- | --- |\n| Level | 3 |\n| Health | 10 |\n| Armor | 1 |\n");
		expect(parseCreature(pairs)).toMatchObject({ ok: true, creature: { level: 3, health: 10, armor: 1 } });
	});

	it("reads properties", () => {
		const read = page("---\ntype: creature\nlevel: 4\nHealth: 15\narmor: 1\ndamage: 5 points\n---\n# Brine Hag\n");
		expect(readPageKind(read).source).toBe("properties");
		expect(parseCreature(read)).toMatchObject({ ok: true, creature: { level: 4, health: 15, armor: 1, damage: 5 } });
	});

	it("takes no year for a level, and no trap (a level and damage only) for a creature", () => {
		expect(findEntries("## Chapter 5 (2019)\nHealth: 3\n")).toEqual([]);
		expect(findEntries("# Traps\n\n#### Spike Pit 4 (12)\nA pit.\n###### Damage Inflicted\n>4 points\n")).toEqual([]);
	});

	it("is no compendium page when it is one of the plugin's own notes", () => {
		expect(detectPageKind(page("---\nledger: npc\nlevel: 4\nhealth: 12\narmor: 1\n---\n# Gatewarden\n"))).toBe("other");
	});
});

describe("items by properties", () => {
	it("reads a cypher's rolled level and an equipment's weights from properties", () => {
		expect(parseCypher(page("---\ntype: cypher\nlevel: 1d6 + 2\nkind: Subtle\n---\n# Pocket Sun\n"))).toMatchObject({ ok: true, value: { level: { dice: { count: 1, sides: 6 }, bonus: 2 }, kind: "Subtle" } });
		expect(parseEquipment(page("---\ntype: equipment\nweapon: Heavy\nrange: Long\n---\n# Harpoon Gun\n"))).toMatchObject({ ok: true, value: { weapon: "heavy", range: "long" } });
	});
});

describe("entries inside a longer note", () => {
	const chapter = [
		"# Sea abilities", // 0
		"",
		"**Salt Lash (2 Might points):** You crack a wet rope at a foe. Action.", // 2
		"",
		"**Deep Lungs:** You hold your breath twice as long.", // 4
		"",
		"The water no longer frightens you. Enabler.", // 6
		"",
		"## Reef Stalker 5 (15)", // 8
		"A pale hunter.",
		"**Health:** 22",
		"**Armor:** 2",
		"",
		"## Tide Call", // 13
		">**Action**",
		">3 Intellect points",
		"",
		"You call the tide in. Action.",
	].join("\n");

	it("finds each ability and creature with its lines, whatever its form", () => {
		const entries = findEntries(chapter);
		expect(entries.map((e) => [e.kind, e.name, e.lineStart, e.lineEnd])).toEqual([
			["ability", "Salt Lash", 2, 2],
			["ability", "Deep Lungs", 4, 6],
			["creature", "Reef Stalker", 8, 11],
			["ability", "Tide Call", 13, 17],
		]);
		// Each entry parses as a page of its own.
		const tide = entries[3];
		expect(parseAbility({ path: "x.md", tags: [], aliases: [tide?.name ?? ""], body: tide?.text ?? "" })).toMatchObject({ ok: true, ability: { name: "Tide Call", cost: 3, pool: "intellect" } });
		// A chapter is no page of one kind: its entries get the tools.
		expect(leadEntry(chapter)).toBeUndefined();
		expect(kindInWords(page(chapter))).toMatchObject({ kind: "other", because: ["4 entries inside"] });
	});

	it("counts lines from the note's top, frontmatter included, as reading view's sections do", () => {
		const entries = findEntries(`---\ntags: [prep]\n---\n${chapter}`);
		expect(entries[0]?.lineStart).toBe(5);
	});

	it("finds a pasted ability and creature among a GM's own words, and leaves the words alone", () => {
		const prep = "# Session 4 prep\n\nThe party reaches the reef at dusk.\n\nGive Mara this one:\n\n**Salt Lash (2 Might points):** You crack a wet rope at a foe. Action.\n\nThen the ambush:\n\n**Reef Stalker 5 (15)**\nHealth: 22\nArmor: 2\n\nIf they flee, the boat is gone.\n";
		expect(findEntries(prep).map((e) => [e.kind, e.name])).toEqual([
			["ability", "Salt Lash"],
			["creature", "Reef Stalker"],
		]);
		expect(detectPageKind(page(prep))).toBe("other");
	});

	it("reads a page's companion inside it as an entry of its own, the page still one creature", () => {
		const text = "## Raider Chief\n> **Level :** 5\n> **Health :** 20\n> **Armor :** 2\n\nHer guards:\n\n**Raider Guard 2 (6)**\nHealth: 6\n";
		const lead = leadEntry(text);
		expect(lead?.kind).toBe("creature");
		expect(findEntries(text).map((e) => [e.name, e.nested])).toEqual([
			["Raider Chief", false],
			["Raider Guard", true],
		]);
	});
});

describe("rule pages without look-behind", () => {
	it("counts a character's damage track, not a ship's or a vehicle's", () => {
		expect(ruleTopics("## The damage track\n")).toContain("damage");
		expect(ruleTopics("## Vehicle damage track\n")).not.toContain("damage");
		expect(ruleTopics(`${"A spacecraft damage track works per hull. ".repeat(5)}`)).not.toContain("damage");
		expect(ruleTopics("A vehicle damage track. Then the damage track of the crew, the damage track again, and the damage track once more.")).toContain("damage");
	});
});
