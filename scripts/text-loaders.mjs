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
 * bench/plugin.bench.ts's German cold start fails if onload comes to read a packed one.
 */
const READ_AT_LOAD = ["commands.", "print.command.", "pack.write.name", "sidebar.command.", "sidebar.rollTable", "sidebar.ribbon.", "log.command.", "frame.sheet.command.", "csrd.command."];

/**
 * A catalogue as the module main.js carries: `{ atLoad, packed }`, two strings. English, the
 * fallback, is all in `atLoad` (its JSON without the layout, parsed on the first message). A
 * translation keeps in `atLoad` only what onload reads; the rest is read only when a sheet or dialog
 * first needs it, so it ships compressed: `packed` is base64 of the raw DEFLATE of its JSON
 * (src/lang/inflate.ts unpacks it), about 40 % of the text. Four full translations would not fit
 * in main.js's 1 MiB as text.
 */
export function catalogueModule(path) {
	const messages = JSON.parse(readFileSync(path, "utf8"));
	if (path.endsWith("/en.catalogue")) return `export default ${JSON.stringify({ atLoad: JSON.stringify(messages), packed: "" })};`;
	const atLoad = {};
	const later = {};
	for (const [id, message] of Object.entries(messages)) {
		if (READ_AT_LOAD.some((prefix) => id.startsWith(prefix))) atLoad[id] = message;
		else later[id] = message;
	}
	const packed = deflateRawSync(Buffer.from(JSON.stringify(later), "utf8"), { level: 9 }).toString("base64");
	return `export default ${JSON.stringify({ atLoad: JSON.stringify(atLoad), packed })};`;
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
