/**
 * The built-in rule packs in the user's language (issue 35: "Rule packs translate their labels and
 * bodies, never their ids"). A translated pack must apply exactly the rules English's does: the same
 * ids, kinds and numbers; only what players read (the label, the body) changes.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BUILT_IN_PACKS } from "../../../src/games/pack/built-in";
import { localizedBuiltIn, ruleBodyId, splitNote, type BuiltInNote } from "../../../src/games/pack/localized";
import { buildPack, type Pack, type RuleNote } from "../../../src/games/pack/pack";
import { setLanguage, shippedMessage } from "../../../src/lang";
import type { SystemId } from "../../../src/notes/schema/kind";
import { getFrontMatterInfo, parseYaml } from "../../../preview/frontmatter";

const SYSTEMS: readonly SystemId[] = ["cypher", "pool", "d20"];
/** The languages whose rule packs are translated (all four: the `rulePack.` area is complete). */
const TRANSLATED = ["de", "es", "fr", "pt-BR"] as const;

/** A note's properties and body as Obsidian reads its text. */
function parse(note: BuiltInNote): RuleNote {
	const info = getFrontMatterInfo(note.text);
	return { properties: parseYaml(info.frontmatter) as Record<string, unknown>, body: note.text.slice(info.contentStart), from: { kind: "built-in", file: note.file } };
}

function englishProperties(note: BuiltInNote): Record<string, unknown> {
	return parse(note).properties;
}

function bodyIdOf(system: SystemId, note: BuiltInNote): string {
	const properties = englishProperties(note);
	return ruleBodyId(system, String(properties["rule"]), String(properties["id"]));
}

/** A pack's rules by kind and id, without their labels: what the engine plays. */
function rulesOf(pack: Pack): Record<string, unknown> {
	const rules: Record<string, unknown> = {};
	for (const [kind, map] of Object.entries(pack.rules)) {
		for (const [id, entry] of map) {
			const { label: _label, ...rest } = entry.rule as { label: string };
			rules[`${kind}:${id}`] = rest;
		}
	}
	return rules;
}

/** The property keys and values a body names in backticks (`task-steps`), in order. */
function backticked(body: string): string[] {
	return [...body.matchAll(/`([^`]+)`/g)].map((m) => m[1] ?? "");
}

/** The Markdown heading levels of a body, in order (a translation keeps the note's structure). */
function headings(body: string): string[] {
	return body.split("\n").filter((line) => line.startsWith("#")).map((line) => /^#+/.exec(line)?.[0] ?? "");
}

describe("the English rule packs", () => {
	it("the English catalogue holds each note's body word for word as its .md file (run `node scripts/rule-pack-english.mjs` after editing a note)", () => {
		for (const system of SYSTEMS) {
			for (const note of BUILT_IN_PACKS[system]) {
				const text = readFileSync(join("src/games", system, "pack", note.file), "utf8");
				expect(shippedMessage("en", bodyIdOf(system, note)), `${system}/${note.file}`).toBe(splitNote(text)?.body);
			}
		}
	});

	it("English gives each note exactly as shipped", () => {
		setLanguage("en");
		for (const system of SYSTEMS) for (const note of BUILT_IN_PACKS[system]) expect(localizedBuiltIn(system, note)).toEqual(note);
	});
});

describe.each(TRANSLATED)("the rule packs in %s", (code) => {
	beforeAll(() => setLanguage(code));
	afterAll(() => setLanguage("en"));

	it.each(SYSTEMS)("%s: the translated pack parses to exactly English's rules, with no problem", (system) => {
		const english = buildPack(system, BUILT_IN_PACKS[system].map(parse), []);
		const translated = buildPack(system, BUILT_IN_PACKS[system].map((note) => parse(localizedBuiltIn(system, note))), []);
		expect(translated.problems).toEqual([]);
		expect(rulesOf(translated)).toEqual(rulesOf(english));
		expect(Object.keys(rulesOf(translated))).toHaveLength(BUILT_IN_PACKS[system].length);
	});

	it.each(SYSTEMS)("%s: every note has a translated label and body; every other property, each backticked key and the headings stay English's", (system) => {
		for (const note of BUILT_IN_PACKS[system]) {
			const where = `${code} ${system}/${note.file}`;
			const english = parse(note);
			const translated = parse(localizedBuiltIn(system, note));
			const body = shippedMessage(code, bodyIdOf(system, note));
			expect(body, `${where}: no translated body`).toBeDefined();
			expect(translated.body, where).toBe(body);
			expect(translated.body, `${where}: body still English`).not.toBe(english.body);
			expect(translated.properties["label"], `${where}: label still English`).not.toBe(english.properties["label"]);
			expect(String(translated.properties["label"]).trim(), where).not.toBe("");
			expect({ ...translated.properties, label: "" }, where).toEqual({ ...english.properties, label: "" });
			expect(backticked(translated.body).sort(), `${where}: keys in backticks`).toEqual(backticked(english.body).sort());
			expect(headings(translated.body), `${where}: headings`).toEqual(headings(english.body));
			expect(translated.from, where).toEqual(english.from);
		}
	});
});
