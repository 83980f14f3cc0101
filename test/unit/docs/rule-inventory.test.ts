/**
 * The rule inventory (docs/rules/<seed>.json, scripts/rules-inventory.mjs): every record is sound,
 * quotes its seed's own words, points at a Manual note and heading that exist and, when it is
 * engine-only, at an engine export that exists; the data files are in their one-record-a-line form;
 * and the Manual note "Every rule" is exactly what the data makes. That the places a reachable record
 * names exist in the plugin is checked in test/dom/rules/inventory-places.test.ts.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { checkInventory, counts, formatInventory, inventoryFile, MANUAL_NOTE, readInventories, renderEveryRule, renderGaps, ROOT, SEEDS, type Inventory, type RuleRecord } from "../../../scripts/rules-inventory.mjs";
import { describeQuotingSeeds, SEEDS_DIR, seedText } from "../../helpers/seeds";

const inventories = readInventories();
const records = inventories.flatMap((inventory) => inventory.rules);

/** A small inventory that passes every check, for the checks' own tests. */
function sound(): Inventory {
	return {
		seed: "000_x.txt",
		title: "Test",
		about: "About.",
		rules: [
			{ id: "000.one", status: "reachable", quote: "q", rule: "r", where: "w", at: ["command:x"] },
			{ id: "000.two", status: "absent", quote: "q", rule: "r", missing: "m", needs: "data" },
		],
	};
}

describe("the inventory's checks", () => {
	it("accept a sound inventory", () => {
		expect(checkInventory(sound(), "000")).toEqual([]);
	});

	it.each<[string, (r: RuleRecord[]) => void, string]>([
		["a reachable rule without a place", (r) => delete r[0]!.at, "000.one: a reachable or partial rule names at least one place in `at`"],
		["a place of an unknown kind", (r) => (r[0]!.at = ["button:Roll"]), '000.one: place "button:Roll" is not'],
		["an unknown status", (r) => (r[0]!.status = "done" as RuleRecord["status"]), '000.one: status "done" is not one of'],
		["a gap without what is missing", (r) => delete r[1]!.missing, "000.two: a rule that is not reachable says what is `missing`"],
		["a gap without what it needs", (r) => delete r[1]!.needs, "000.two: a rule that is not reachable says what it `needs`"],
		["an id used twice", (r) => (r[1]!.id = "000.one"), "000.one: the id is used twice"],
		["an id of another seed", (r) => (r[1]!.id = "001.two"), '001.two: the id must be "000." and a lower-case slug'],
		["an engine rule without its implementation", (r) => (r[1]!.status = "engine"), "000.two: an engine-only rule names its implementation"],
		["an unknown field", (r) => ((r[0] as unknown as Record<string, string>)["state"] = "x"), '000.one: unknown field "state"'],
	])("catch %s", (_what, spoil, problem) => {
		const inventory = sound();
		spoil(inventory.rules);
		expect(checkInventory(inventory, "000").join("\n")).toContain(problem);
	});

	it("count each status", () => {
		expect(counts(sound())).toEqual({ total: 2, reachable: 1, partial: 0, engine: 0, absent: 1 });
	});
});

describe("the rule inventory's data", () => {
	it.each(SEEDS.map((seed, i) => [seed, inventories[i]!] as const))("%s: every record is sound", (seed, inventory) => {
		expect(checkInventory(inventory, seed)).toEqual([]);
	});

	it.each([...SEEDS])("%s: the file holds one record a line, in its canonical form (run npm run docs:rules)", (seed) => {
		const text = readFileSync(join(ROOT, inventoryFile(seed)), "utf8");
		expect(formatInventory(JSON.parse(text) as Inventory)).toBe(text);
	});

	it("aims at the granularity of issue 31's measure (69, 66, 41 and 41 rules)", () => {
		// One record per rule a GM would name: within a quarter of the measurer's count either way.
		const measured = [69, 66, 41, 41];
		inventories.forEach((inventory, i) => {
			expect(inventory.rules.length).toBeGreaterThanOrEqual(Math.floor(measured[i]! * 0.75));
			expect(inventory.rules.length).toBeLessThanOrEqual(Math.ceil(measured[i]! * 1.25));
		});
	});

	it.each(records.filter((r) => r.manual !== undefined).map((r) => [r.id, r.manual!] as const))("%s: its Manual note and heading exist (%s)", (_id, manual) => {
		const [note = "", heading] = manual.split("#");
		const path = join(ROOT, "demo-vault/Manual", `${note}.md`);
		expect(existsSync(path), `${note}.md in the Manual`).toBe(true);
		if (heading !== undefined) expect(readFileSync(path, "utf8").split("\n").some((line) => /^#{1,6} /.test(line) && line.replace(/^#+ /, "") === heading), `heading "${heading}"`).toBe(true);
	});

	it.each(records.filter((r) => r.engine !== undefined).map((r) => [r.id, r.engine!] as const))("%s: the engine export it names exists (%s)", (_id, engine) => {
		const [file = "", name = ""] = engine.split("#");
		const path = join(ROOT, file);
		expect(existsSync(path), file).toBe(true);
		expect(readFileSync(path, "utf8")).toMatch(new RegExp(`export (?:async )?(?:function|const|class) ${name}\\b`));
	});
});

describeQuotingSeeds("every record quotes its seed's own words", () => {
	const texts = new Map(SEEDS.map((seed) => [seed, seedText(seed).replace(/\s+/g, " ")]));
	it.each(records.map((r) => [r.id, r.quote] as const))("%s: %s", (id, quote) => {
		expect(texts.get(id.slice(0, 3))).toContain(quote.replace(/\s+/g, " "));
	});

	it("each inventory names the seed file it quotes", () => {
		for (const inventory of inventories) expect(readdirSync(SEEDS_DIR)).toContain(inventory.seed);
	});
});

describe("the Manual note Every rule", () => {
	const note = readFileSync(join(ROOT, MANUAL_NOTE), "utf8");

	it("is what the inventory makes (run npm run docs:rules)", () => {
		expect(note).toBe(renderEveryRule(inventories));
	});

	it("lists every rule in our words, with no seed quote", () => {
		for (const record of records) {
			expect(note).toContain(record.rule);
			if (record.quote.length > 12) expect(note, record.id).not.toContain(record.quote);
		}
	});

	it("gives each rule text's counts", () => {
		for (const inventory of inventories) {
			const c = counts(inventory);
			expect(note).toContain(`| ${inventory.title} | ${c.total} | ${c.reachable} (`);
		}
	});

	it("is linked from the Manual's index", () => {
		expect(readFileSync(join(ROOT, "demo-vault/Manual/Index.md"), "utf8")).toContain("[[Every rule]]");
	});
});

describe("the gap list", () => {
	it("names every rule that is not reachable, with what it needs", () => {
		const gaps = renderGaps(inventories);
		for (const record of records.filter((r) => r.status !== "reachable")) expect(gaps).toContain(`- ${record.id} [${record.status}`);
		for (const record of records.filter((r) => r.status === "reachable")) expect(gaps).not.toContain(`- ${record.id} [`);
	});
});
