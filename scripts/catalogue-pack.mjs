// How a language catalogue ships: every build takes it through scripts/text-loaders.mjs, and a bench
// that runs the sources under tsx through scripts/catalogue-require.mjs.
import { Buffer } from "node:buffer";
import { readFileSync } from "node:fs";
import { deflateRawSync } from "node:zlib";

/**
 * The messages onload reads (command names, the ribbon's title), by id prefix. They ship as plain
 * JSON in every language, so a start unpacks nothing; test/dom/ui/language-startup.test.ts fails
 * if onload comes to read a packed one (and says which).
 */
const READ_AT_LOAD = [
	"commands.",
	"print.command.",
	"pack.write.name",
	"sidebar.command.",
	"sidebar.rollTable",
	"sidebar.ribbon.",
	"log.command.",
	"frame.sheet.command.",
	"csrd.command.",
	"encounter.players.command",
	// The pool sheet's action names are its commands' names too.
	"pool.action.",
	// The Cypher sheets' actions as commands (games/cypher/bindable.ts); a family's "none" is cypher.bindable.*, read when it runs.
	"cypher.command.",
];

/** A catalogue file's messages, split into those onload reads and the rest, each in the file's order. */
function splitCatalogue(path) {
	const messages = JSON.parse(readFileSync(path, "utf8"));
	const atLoad = {};
	const later = {};
	for (const [id, message] of Object.entries(messages)) {
		if (READ_AT_LOAD.some((prefix) => id.startsWith(prefix))) atLoad[id] = message;
		else later[id] = message;
	}
	return { atLoad, later };
}

function pack(value) {
	return deflateRawSync(Buffer.from(JSON.stringify(value), "utf8"), { level: 9 }).toString("base64");
}

/**
 * A catalogue as main.js carries it: `{ atLoad, packed }`, two strings. `atLoad` is the JSON of the
 * messages onload reads, parsed at once. The rest is read only when a sheet or dialog first needs a
 * word, so it ships compressed: `packed` is base64 of the raw DEFLATE of a JSON value
 * (src/lang/inflate.ts unpacks it). For English, that value is the rest of its messages (id →
 * message); for a translation, only the messages, as a list in the order of English's ids (null
 * where it has none), since the ids are English's. Together about a third of the text: five
 * languages would not fit in main.js's 1 MiB as text.
 */
export function packCatalogue(path) {
	const normalized = path.replace(/\\/g, "/");
	const { atLoad, later } = splitCatalogue(normalized);
	if (normalized.endsWith("/en.catalogue")) return { atLoad: JSON.stringify(atLoad), packed: pack(later) };
	// An id English lacks is left out: the catalogue test reports it as unused.
	const englishIds = Object.keys(splitCatalogue(normalized.replace(/[^/]+\.catalogue$/, "en.catalogue")).later);
	return { atLoad: JSON.stringify(atLoad), packed: pack(englishIds.map((id) => later[id] ?? null)) };
}

