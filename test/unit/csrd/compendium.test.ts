// Accuracy on the real compendium: pages checked by hand, each with the values read off the page
// (short facts: numbers, names, labels; no page text). Skipped in a fresh clone without the vault.
import { join } from "node:path";
import { beforeAll, expect, it } from "vitest";
import { detectPageKind, readPageText, type CsrdPageKind } from "../../../src/notes/csrd";
import { CSRD_DIR, describeReadingCompendium } from "../../helpers/seeds";
import { compareCorpora, parseAs, PARSED_KINDS, readAll, readCorpus, stripTagsAndFolders, type CorpusFile } from "./corpus";

const C = "Compendiums/CSRD/en/";
const d6 = (bonus: number, text = bonus ? `1d6+${bonus}` : "1d6") => ({ text, bonus, dice: { count: 1, sides: 6 } });
const roll = (text: string, sides: number, low = 1, high = low) => ({ text, kind: "roll", low, high, sides });

/** Expected values by page, checked against the page by eye. A field set to undefined must be absent. */
const CHECKED: Record<string, { kind: CsrdPageKind; tagOnly?: string[] } & Record<string, unknown>> = {
	// Creatures: level, health, Armor, damage (number only where one applies, the words always), movement, modifications.
	[`${C}Creatures-NPCs/Abomination.md`]: { kind: "creature", level: 5, health: 22, healthSource: "page", armor: 2, damage: 6, damageText: "6 points", movement: "Short", modifications: ["Might defense as level 6", "sees through deception as level 3"] },
	[`${C}Creatures-NPCs/Baba-Yaga.md`]: { kind: "creature", level: 9, health: undefined, healthSource: "none", healthText: "cannot be harmed this way", armor: 0, damage: undefined, damageText: undefined, movement: undefined },
	[`${C}Creatures-NPCs/Death-10.md`]: { kind: "creature", level: 6, health: 20, armor: 2, armorText: "Immune to all harm", damage: undefined, damageText: "Death", tagOnly: ["level", "health", "armor"] },
	[`${C}Creatures-NPCs/Pollution-Goblin.md`]: { kind: "creature", level: 2, health: 8, armor: 1, armorText: "1 (5 against poison and radiation)", damage: 3, movement: "Short; short when climbing", modifications: ["Might defense as level 3", "Perception and Stealth as level 5", "See through deception as level 1"] },
	[`${C}Creatures-NPCs/Haunted-Car.md`]: { kind: "creature", level: 5, health: 20, armor: 2, armorText: "2 or 3", damage: 6, movement: "Long (or faster outside of combat)" },
	[`${C}Creatures-NPCs/Hell-Mary.md`]: { kind: "creature", level: 5, health: 15, armor: 0, damage: 5, movement: "Short", modifications: ["Intimidation as level 7"], tagOnly: ["health"] },
	[`${C}Creatures-NPCs/Apocalypse-Sword.md`]: { kind: "creature", level: 6, health: 24, armor: 3, damage: 6, damageText: "6 points", modifications: ["Attacks as level 8"], tagOnly: ["level", "health", "armor", "damage", "damageText", "modifications"] },
	[`${C}Creatures-NPCs/Bargainer-Fiend.md`]: { kind: "creature", level: 3, health: 9, armor: 2, damage: 4, movement: "Short", modifications: ["Deception as level 5"] },
	[`${C}Creatures-NPCs/Blob.md`]: { kind: "creature", level: 8, health: 66, armor: 0, damage: 8, damageText: "8 points (acid gout)", movement: "Immediate; immediate when burrowing" },
	[`${C}Creatures-NPCs/Devolved.md`]: { kind: "creature", level: 4, health: 21, armor: 0, damage: undefined, damageText: "6 to 12 points", movement: "Short" },
	[`${C}Creatures-NPCs/Erlking.md`]: { kind: "creature", level: 6, health: 27, armor: 4, damage: 6, movement: "Short; immediate when burrowing", modifications: ["Stealth tasks as level 7"] },
	[`${C}Creatures-NPCs/Fallen-Angel.md`]: { kind: "creature", level: 5, health: 25, armor: 2, damage: undefined, damageText: "6 points by day, 8 points at night" },
	[`${C}Creatures-NPCs/Giant-Snake.md`]: { kind: "creature", level: 4, health: 18, armor: 2, damage: undefined, damageText: "5 points or more; see Combat" },
	[`${C}Creatures-NPCs/Infovore.md`]: { kind: "creature", level: 3, health: 9, armor: 3, damage: undefined, damageText: "3-10 points" },
	[`${C}Creatures-NPCs/Jotunn,-Fire.md`]: { kind: "creature", level: 6, health: 30, armor: 3, damage: undefined, damageText: "6 points plus 3 points from fire" },
	[`${C}Creatures-NPCs/Mokuren.md`]: { kind: "creature", level: 3, health: 9, armor: 0, damage: undefined, movement: "Short; long if flying", modifications: ["Defends as level 5 due to size, unless enlarged", "see Combat"] },
	[`${C}Creatures-NPCs/Skeleton.md`]: { kind: "creature", level: 2, health: 6, armor: 1, damage: undefined, damageText: "3 points (claw) or 5 points (ranged weapon)", modifications: ["Ranged attacks as level 5", "Speed defense against most ranged attacks as level 5", "resist trickery as level 1"] },
	// Abilities: kind, cost, open-ended "+", Pool(s), tier.
	[`${C}Abilities/Bash.md`]: { kind: "ability", name: "Bash", cost: 1, costOpenEnded: false, pool: "might", kind_: "action", tier: "low", tagOnly: ["tier"] },
	[`${C}Abilities/Absorb-Kinetic-Energy.md`]: { kind: "ability", cost: 0, pool: undefined, kind_: "enabler", tier: "low", tagOnly: ["tier"] },
	[`${C}Abilities/Tap-Currents.md`]: { kind: "ability", cost: 0, pool: undefined, kind_: "action", tier: "mid", tagOnly: ["tier"] },
	[`${C}Abilities/Spell-Bullet.md`]: { kind: "ability", cost: 0, pool: undefined, kind_: "action", tier: "low", tagOnly: ["tier"] },
	[`${C}Abilities/Blood-Magician.md`]: { kind: "ability", cost: 0, pool: undefined, kind_: "enabler", tier: "mid", tagOnly: ["tier"] },
	// Opened by a fence of four dashes: Obsidian reads no properties there, so no tags, and no tier, which only they hold.
	[`${C}Abilities/Soul-Familiar.md`]: { kind: "ability", cost: 0, pool: undefined, kind_: "enabler", tier: undefined },
	[`${C}Abilities/Anecdote.md`]: { kind: "ability", cost: 2, pool: "intellect", kind_: "action", tier: undefined },
	[`${C}Abilities/Gun-Jammer.md`]: { kind: "ability", cost: 3, pool: "intellect", kind_: "action", tier: "low", tagOnly: ["tier", "notes"], notes: ["The cost tag says 2 but the page says 3; using the page."] },
	[`${C}Abilities/Artifact-Scavenger.md`]: { kind: "ability", cost: 6, pool: "intellect", kind_: "action", tier: "high", tagOnly: ["tier"], notes: ['The cost also says "+ 2 XP".'] },
	[`${C}Abilities/Devoted-Defender.md`]: { kind: "ability", cost: 2, pool: "might", pools: ["might", "intellect"], kind_: "action", tier: "low", tagOnly: ["tier"] },
	[`${C}Abilities/Extreme-Mastery.md`]: { kind: "ability", cost: 6, pool: "might", pools: ["might", "speed"], kind_: "enabler", tier: "high", tagOnly: ["tier"] },
	[`${C}Abilities/Taunt-Foe.md`]: { kind: "ability", cost: 4, pool: "might", pools: ["might", "intellect"], kind_: "enabler", tier: "high", tagOnly: ["tier"] },
	[`${C}Abilities/Wasteland-Camouflage.md`]: { kind: "ability", cost: 5, costOpenEnded: true, pool: "speed", pools: ["speed", "intellect"], kind_: "action", tier: undefined },
	[`${C}Abilities/Advantages-of-Being-Small.md`]: { kind: "ability", cost: 0, kind_: "enabler", tier: undefined },
	[`${C}Abilities/Word-of-Command.md`]: { kind: "ability", cost: 6, pool: "intellect", kind_: "action", tier: "high", tagOnly: ["tier"] },
	[`${C}Abilities/Blessing-of-the-Gods.md`]: { kind: "ability", cost: 0, kind_: "action", tier: undefined, tagOnly: ["kind", "cost", "kind_"] },
	// Cyphers: level formula, kind, form, effect table.
	[`${C}Cyphers/Age-Taker.md`]: { kind: "cypher", level: d6(4), kind_: "Fantastic", table: undefined },
	[`${C}Cyphers/Adderstone.md`]: { kind: "cypher", level: d6(3), kind_: "Fairy Tale", form: "Stone with a Hole in the Middle", tableRows: 7 },
	[`${C}Cyphers/Detonation-Singularity.md`]: { kind: "cypher", level: { text: "+10", bonus: 10 }, kind_: "Fantastic" },
	[`${C}Cyphers/Attractor.md`]: { kind: "cypher", level: d6(4), kind_: "Manifest" },
	[`${C}Cyphers/Death-Bringer.md`]: { kind: "cypher", level: d6(0), kind_: "Manifest" },
	[`${C}Cyphers/Efficacy-Boost.md`]: { kind: "cypher", level: d6(1), kind_: "Power Boost" },
	[`${C}Cyphers/Horrific-Integrated-Weapon.md`]: { kind: "cypher", level: d6(3), form: "Weapon You Can Hold in One Hand", tableRows: 5 },
	[`${C}Cyphers/Motion-Sensor.md`]: { kind: "cypher", level: d6(2), kind_: "Subtle" },
	[`${C}Cyphers/Repel.md`]: { kind: "cypher", level: d6(1), kind_: "Subtle" },
	[`${C}Cyphers/Adhesion.md`]: { kind: "cypher", level: d6(0), kind_: "Manifest" },
	// Artifacts: level formula and depletion.
	[`${C}Artifacts/Alpha-Beam-Projector.md`]: { kind: "artifact", level: d6(3), depletion: roll("1 in 1D20", 20), kind_: "Science Fiction" },
	[`${C}Artifacts/Cloud-Storage.md`]: { kind: "artifact", level: d6(2, "1d6 +2"), depletion: roll("1 in 1d20 (check each time an app is added)", 20) },
	[`${C}Artifacts/Accessories-Sold-Separately.md`]: { kind: "artifact", level: d6(0), depletion: roll("1 in 1d20", 20), tableRows: 20 },
	[`${C}Artifacts/Adamantine-Rope.md`]: { kind: "artifact", level: d6(4), depletion: { text: "-", kind: "never" }, kind_: "Fantasy" },
	[`${C}Artifacts/Armored-Cloth.md`]: { kind: "artifact", level: d6(0), depletion: { text: "-", kind: "never" } },
	[`${C}Artifacts/Belt-of-Strength.md`]: { kind: "artifact", level: d6(0), depletion: { text: "-", kind: "never" } },
	[`${C}Artifacts/Book.md`]: { kind: "artifact", level: d6(0), depletion: roll("1 in 1D100", 100), kind_: "Post-Apocalyptic" },
	// Equipment: weapon or armor weight, level, value, range.
	[`${C}Equipment/Assault-Rifle.md`]: { kind: "equipment", weapon: "heavy", armor: undefined, level: undefined, value: "Very Expensive", range: "long" },
	[`${C}Equipment/Armored-Bodysuit.md`]: { kind: "equipment", weapon: undefined, armor: "medium", level: 4, value: "Expensive" },
	[`${C}Equipment/Adventuring-Pack.md`]: { kind: "equipment", weapon: undefined, armor: undefined, value: "6 Gp" },
	[`${C}Equipment/Battlesuit.md`]: { kind: "equipment", armor: "heavy", level: 5, value: "Very Expensive" },
	[`${C}Equipment/Blowgun.md`]: { kind: "equipment", weapon: "light", value: "Moderate, 5 Gp", range: "short" },
	[`${C}Equipment/Knife-Hunting.md`]: { kind: "equipment", weapon: "light", level: 2, value: "Moderate", range: undefined },
	[`${C}Equipment/Blaster-Light.md`]: { kind: "equipment", weapon: "light", level: 4, value: "Expensive", range: "long" },
};

/** The parsed value's fields under the table's names ("kind_" is the value's own kind; "tableRows" counts its effect table). */
function fieldsOf(value: Record<string, unknown>): Record<string, unknown> {
	const table = value.table as { rows: unknown[] } | undefined;
	return { ...value, kind_: value.kind, tableRows: table?.rows.length };
}

function readChecked(file: CorpusFile) {
	const page = readPageText(file.path, file.text);
	const kind = detectPageKind(page);
	const parsed = parseAs(page, kind);
	const value = parsed?.ok ? ((parsed.value ?? parsed.ability ?? parsed.creature) as Record<string, unknown>) : undefined;
	return { kind, value, error: parsed?.error };
}

describeReadingCompendium("the CSRD compendium, pages checked by hand", () => {
	let files = new Map<string, CorpusFile>();
	beforeAll(() => {
		files = new Map(readCorpus(join(CSRD_DIR)).map((file) => [file.path, file]));
	}, 30_000);

	it("has at least 50 checked pages across creatures, abilities, cyphers, artifacts and equipment", () => {
		const kinds = Object.values(CHECKED).map((c) => c.kind);
		expect(kinds.length).toBeGreaterThanOrEqual(50);
		for (const kind of PARSED_KINDS) expect(kinds.filter((k) => k === kind).length).toBeGreaterThanOrEqual(5);
	});

	it.each(Object.keys(CHECKED))("reads %s as checked, field by field", (path) => {
		const file = files.get(path);
		expect(file, path).toBeDefined();
		const { kind, tagOnly: _tagOnly, ...fields } = CHECKED[path] as (typeof CHECKED)[string];
		const read = readChecked(file as CorpusFile);
		expect(read.kind).toBe(kind);
		expect(read.error).toBeUndefined();
		const actual = fieldsOf(read.value ?? {});
		for (const [field, want] of Object.entries(fields)) expect(actual[field], `${path}: ${field}`).toEqual(want);
	});

	it("reads the same values by content alone, with tags and folders removed (but for values only the tags hold)", () => {
		const wrong: string[] = [];
		let compared = 0;
		for (const [path, { kind, tagOnly = [], ...fields }] of Object.entries(CHECKED)) {
			const read = readChecked(stripTagsAndFolders(files.get(path) as CorpusFile));
			if (!tagOnly.includes("kind") && read.kind !== kind) wrong.push(`${path}: kind ${read.kind}`);
			const actual = fieldsOf(read.value ?? {});
			for (const [field, want] of Object.entries(fields)) {
				if (tagOnly.includes(field)) continue;
				compared++;
				if (JSON.stringify(actual[field]) !== JSON.stringify(want)) wrong.push(`${path}: ${field} ${JSON.stringify(actual[field])}`);
			}
		}
		expect(compared).toBeGreaterThan(200);
		expect(wrong).toEqual([]);
	});

	it("understands by content alone at least 95% of what the tagged vault understands, kind by kind", () => {
		const all = [...files.values()];
		const figures = compareCorpora(readAll(all), readAll(all.map(stripTagsAndFolders), all.map((f) => f.path)));
		for (const kind of [...PARSED_KINDS, "descriptor", "focus", "type"] as const) {
			const f = figures.get(kind);
			expect(f, kind).toBeDefined();
			expect(f && f.understood / f.pages, `${kind} understood in the tagged vault`).toBeGreaterThanOrEqual(0.99);
			expect(f && f.strippedSame / f.understood, `${kind} by content alone`).toBeGreaterThanOrEqual(0.95);
			// Content alone must not claim pages of other kinds as this one.
			expect(f?.strippedWrong, `${kind} claimed wrongly`).toBeLessThanOrEqual(kind === "type" ? 1 : 0);
		}
	}, 30_000);
});
