// How much of the English catalogue each translation holds (issue 35): `npm run lang:coverage`.
// A figure for the closing notes and the translators, not a check; the catalogue test checks.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import process from "node:process";

const dir = "src/lang/catalogues";
const read = (name) => JSON.parse(readFileSync(join(dir, name), "utf8"));
const english = Object.keys(read("en.catalogue"));
for (const name of readdirSync(dir).filter((file) => file.endsWith(".catalogue") && file !== "en.catalogue")) {
	const messages = read(name);
	const have = english.filter((id) => messages[id] !== undefined).length;
	const percent = ((100 * have) / english.length).toFixed(1);
	process.stdout.write(`${name.replace(".catalogue", "")}: ${have} of ${english.length} ids (${percent} %)\n`);
}
