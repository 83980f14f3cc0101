// Files every build of the plugin's code loads as data (a default-exported string), so data ships in
// main.js as strings parsed only when first needed: the rule packs' notes (src/games/<game>/pack/*.md)
// as their text, and the language catalogues (src/lang/catalogues/*.catalogue, JSON) as below.
// esbuild's builds (main.js, the preview, the e2e pages, the benches) take `loader: TEXT_LOADERS` and
// `plugins: [CATALOGUES]`; vitest takes `textFilesPlugin`. Every build packs the catalogues the same
// way, so tests run what main.js runs.
import { readFileSync } from "node:fs";
import { packCatalogue } from "./catalogue-pack.mjs";

export const TEXT_LOADERS = { ".md": "text" };

/** A catalogue as the module every build carries (the packing itself: scripts/catalogue-pack.mjs). */
export function catalogueModule(path) {
	return `export default ${JSON.stringify(packCatalogue(path))};`;
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
