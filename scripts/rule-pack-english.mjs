// Writes the English bodies of the built-in rule notes (src/games/<game>/pack/*.md) into
// src/lang/catalogues/en.catalogue as `rulePack.<game>.<kind>.<id>.body`, so the translations have
// English's ids to follow (src/games/pack/localized.ts says why English is there too). Run it after
// changing a note's body: test/unit/lang/rule-pack.test.ts fails until the catalogue matches the notes.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const CATALOGUE = "src/lang/catalogues/en.catalogue";

/** Every built-in note's body id and English body, from the pack folders' files. */
export function englishBodies() {
	const bodies = {};
	for (const game of readdirSync("src/games")) {
		const folder = join("src/games", game, "pack");
		let files;
		try {
			files = readdirSync(folder).filter((name) => name.endsWith(".md"));
		} catch {
			continue;
		}
		for (const file of files) {
			const text = readFileSync(join(folder, file), "utf8");
			const end = text.indexOf("\n---\n", 3);
			const properties = text.slice(4, end).split("\n");
			const value = (key) => properties.find((line) => line.startsWith(`${key}:`))?.slice(key.length + 1).trim();
			const id = value("id").replace(/-([a-z0-9])/g, (_, letter) => letter.toUpperCase());
			bodies[`rulePack.${game}.${value("rule")}.${id}.body`] = text.slice(end + 5);
		}
	}
	return bodies;
}

const messages = { ...JSON.parse(readFileSync(CATALOGUE, "utf8")), ...englishBodies() };
const lines = Object.keys(messages)
	.sort()
	.map((id) => `\t${JSON.stringify(id)}: ${JSON.stringify(messages[id])}`);
writeFileSync(CATALOGUE, `{\n${lines.join(",\n")}\n}\n`);
