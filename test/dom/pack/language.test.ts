/**
 * "Write the rule pack" in the user's language (issue 35: "Rule packs translate their labels and
 * bodies, never their ids"): with Obsidian in German the notes it writes read in German, under the
 * same English file names, with every property but the label exactly English's, and the pack they
 * make applies exactly the rules of the built-in one. Switching back to English changes nothing the
 * vault holds: the notes are the GM's now, and writing again leaves every one alone.
 */
import { afterEach, describe, expect, it } from "vitest";
import { parseYaml } from "obsidian";
import { setLanguage } from "../../../src/lang";
import { BUILT_IN_PACKS } from "../../../src/games/pack/built-in";
import { splitNote } from "../../../src/games/pack/localized";
import type { Pack } from "../../../src/games/pack/pack";
import { readPack } from "../../../src/notes/pack/packs";
import { writePackAndTell } from "../../../src/ui/pack/register";
import { campaign } from "../encounter/fixtures";

const FOLDER = "Rules/Cypher System";

afterEach(() => setLanguage("en"));

function properties(text: string): Record<string, unknown> {
	return parseYaml(splitNote(text)?.properties.join("\n") ?? "") as Record<string, unknown>;
}

/** The pack's rules without their labels, by kind and id: what the engine plays. */
function rules(pack: Pack): Record<string, unknown> {
	const found: Record<string, unknown> = {};
	for (const [kind, map] of Object.entries(pack.rules)) for (const [id, entry] of map) found[`${kind}:${id}`] = { ...entry.rule, label: undefined };
	return found;
}

describe("Write the rule pack in German", () => {
	it("writes German notes under the English file names, with English's ids, keys and numbers, and the same rules", async () => {
		const v = await campaign("cypher");
		const english = rules(await readPack(v.app, "cypher"));
		setLanguage("de");
		const told: string[] = [];
		await writePackAndTell(v.app, v.settings(), "cypher", (message) => told.push(message));

		const written = v.app.vault.getMarkdownFiles().map((f) => f.path).filter((p) => p.startsWith("Rules/")).sort();
		expect(written).toEqual(BUILT_IN_PACKS.cypher.map((n) => `${FOLDER}/${n.file}`).sort());
		// The notice says so in German too.
		expect(told[0]).toContain(`${BUILT_IN_PACKS.cypher.length} Regelnotizen in ${FOLDER} geschrieben.`);

		const dazed = await v.read(`${FOLDER}/Dazed.md`);
		const shipped = BUILT_IN_PACKS.cypher.find((n) => n.file === "Dazed.md")?.text ?? "";
		// What a German GM reads: the label and the body in German…
		expect(properties(dazed)["label"]).toBe("Benommen");
		expect(dazed).toContain("# Benommen\n");
		expect(dazed).toContain("## Was das Plugin tut");
		expect(dazed).toContain("Verteidigungswürfe eingeschlossen, ist um `task-steps` Stufen erschwert");
		expect(dazed).not.toContain("What the plugin does");
		// …and every other property as English has it.
		expect({ ...properties(dazed), label: "" }).toEqual({ ...properties(shipped), label: "" });
		for (const note of BUILT_IN_PACKS.cypher) {
			const text = await v.read(`${FOLDER}/${note.file}`);
			expect({ ...properties(text), label: "" }, note.file).toEqual({ ...properties(note.text), label: "" });
			expect(properties(text)["label"], note.file).not.toBe(properties(note.text)["label"]);
		}

		// The vault's notes now make the pack: no problem, the same rules as the built-in pack's.
		const pack = await readPack(v.app, "cypher");
		expect(pack.problems).toEqual([]);
		expect(pack.conditions.get("dazed")?.from).toEqual({ kind: "vault", path: `${FOLDER}/Dazed.md` });
		expect(rules(pack)).toEqual(english);
		expect(pack.conditions.get("dazed")?.rule.label).toBe("Benommen");

		// Back in English: the notes are the GM's own words now, and still the same rules; writing again overwrites none.
		setLanguage("en");
		const back = await readPack(v.app, "cypher");
		expect(back.conditions.get("dazed")?.rule.label).toBe("Benommen");
		expect(rules(back)).toEqual(english);
		told.length = 0;
		await writePackAndTell(v.app, v.settings(), "cypher", (message) => told.push(message));
		expect(told[0]).toContain(": 0 rule notes written to Rules/Cypher System.");
		expect(await v.read(`${FOLDER}/Dazed.md`)).toBe(dazed);
	});
});
