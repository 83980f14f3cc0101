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
	// The d20 sheet's action names are its commands' names too (and "has no skills with ranks", said by its skill-check command).
	"d20.action.",
	// The Cypher sheets' actions as commands (games/cypher/bindable.ts); a family's "none" is cypher.bindable.*, read when it runs.
	"cypher.command.",
	// The GM's procedure commands (ui/cypher/procedure-commands.ts): names only.
	"cypher.procedureCommand.",
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

/** Z85 (ZeroMQ RFC 32): 5 characters for every 4 bytes, none of them a quote or a backslash. */
export const Z85_ALPHABET = "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ.-:+=^!/*?&<>()[]{}@%$#";

/**
 * Bytes as text a JavaScript string holds as it is: a digit saying how many zero bytes were added to
 * make whole groups of four (0–3), then the Z85 of the bytes. A fifth smaller than base64 in main.js
 * (5 characters per 4 bytes, not 4 per 3), and just as plain to read back (src/lang/inflate.ts).
 */
export function toZ85(bytes) {
	const padding = (4 - (bytes.length % 4)) % 4;
	const whole = Buffer.concat([Buffer.from(bytes), Buffer.alloc(padding)]);
	let text = String(padding);
	for (let at = 0; at < whole.length; at += 4) {
		let value = whole.readUInt32BE(at);
		const group = [];
		for (let digit = 0; digit < 5; digit++) {
			group.unshift(Z85_ALPHABET[value % 85]);
			value = Math.floor(value / 85);
		}
		text += group.join("");
	}
	return text;
}

function pack(value) {
	return toZ85(deflateRawSync(Buffer.from(JSON.stringify(value), "utf8"), { level: 9 }));
}

/**
 * A catalogue as main.js carries it: `{ atLoad, packed }`, two strings. `atLoad` is the JSON of the
 * messages onload reads, parsed at once. The rest is read only when a sheet or dialog first needs a
 * word, so it ships compressed: `packed` is the raw DEFLATE of a JSON value, written in Z85 (toZ85)
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

