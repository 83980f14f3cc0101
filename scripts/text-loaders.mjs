// Files every build of the plugin's code loads as data (a default-exported string), so data ships in
// main.js as strings parsed only when first needed: the rule packs' notes (src/games/<game>/pack/*.md)
// as their text, and the language catalogues (src/lang/catalogues/*.catalogue, JSON) as below.
// esbuild's builds (main.js, the preview, the e2e pages, the benches) take `loader: TEXT_LOADERS` and
// `plugins: [CATALOGUES]`; vitest takes `textFilesPlugin`. Every build packs the catalogues the same
// way, so tests run what main.js runs.
import { readFileSync } from "node:fs";
import { Buffer } from "node:buffer";
import { deflateRawSync } from "node:zlib";

export const TEXT_LOADERS = { ".md": "text" };

/**
 * The messages onload reads (command names, the ribbon's title), by id prefix. They ship as plain
 * JSON in every language, so a start in German or French parses them at once and unpacks nothing;
 * test/dom/ui/language-startup.test.ts fails if onload comes to read a packed one (and says which).
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
 * A catalogue as the module main.js carries: `{ atLoad, packed }`, two strings. `atLoad` is the JSON
 * of the messages onload reads, parsed at once. The rest is read only when a sheet or dialog first
 * needs a word, so it ships compressed: `packed` is base64 of the raw DEFLATE of a JSON value
 * (src/lang/inflate.ts unpacks it). For English, that value is the rest of its messages (id →
 * message); for a translation, only the messages, as a list in the order of English's ids (null
 * where it has none), since the ids are English's. Together about a third of the text: five
 * languages would not fit in main.js's 1 MiB as text.
 */
export function catalogueModule(path) {
	const { atLoad, later } = splitCatalogue(path);
	if (path.endsWith("/en.catalogue")) return `export default ${JSON.stringify({ atLoad: JSON.stringify(atLoad), packed: pack(later) })};`;
	// An id English lacks is left out: the catalogue test reports it as unused.
	const englishIds = Object.keys(splitCatalogue(path.replace(/[^/]+\.catalogue$/, "en.catalogue")).later);
	const inEnglishOrder = englishIds.map((id) => later[id] ?? null);
	return `export default ${JSON.stringify({ atLoad: JSON.stringify(atLoad), packed: pack(inEnglishOrder) })};`;
}

/** The esbuild plugin that loads `.catalogue` files as catalogueModule says. */
export const CATALOGUES = {
	name: "catalogues",
	setup(build) {
		build.onLoad({ filter: /\.catalogue$/ }, (args) => ({ contents: catalogueModule(args.path.replace(/\\/g, "/")), loader: "js" }));
	},
};

/** The same for vitest (a Vite plugin): a rule pack's `.md` is its text, a `.catalogue` as above. */
export const textFilesPlugin = {
	name: "text-files",
	enforce: "pre",
	load(id) {
		const path = id.split("?")[0];
		if (path.endsWith(".catalogue")) return catalogueModule(path);
		if (!Object.keys(TEXT_LOADERS).some((ext) => path.endsWith(ext))) return undefined;
		return `export default ${JSON.stringify(readFileSync(path, "utf8"))};`;
	},
};
