// Files every build of the plugin's code loads as their text (a default-exported string), so data ships
// in main.js as strings parsed only when first needed: the language catalogues
// (src/lang/catalogues/*.catalogue, JSON) and the rule packs' notes (src/games/<game>/pack/*.md). esbuild's builds (main.js, the preview, the e2e pages, the
// benches) take `loader: TEXT_LOADERS`; vitest takes `textFilesPlugin`.
import { readFileSync } from "node:fs";

export const TEXT_LOADERS = { ".catalogue": "text", ".md": "text" };

/** The same for vitest (a Vite plugin): `import text from "./en.catalogue"` is the file's text. */
export const textFilesPlugin = {
	name: "text-files",
	enforce: "pre",
	load(id) {
		const path = id.split("?")[0];
		if (!Object.keys(TEXT_LOADERS).some((ext) => path.endsWith(ext))) return undefined;
		return `export default ${JSON.stringify(readFileSync(path, "utf8"))};`;
	},
};
