// For benches that run the sources under tsx (scripts/bench.mjs preloads this with --import): a
// `.catalogue` import, which tsx turns into a require, is loaded as every build ships it
// (scripts/catalogue-pack.mjs), not parsed as JavaScript. Node's require hooks are shared, so the
// one registered here is the one tsx's requires use.
import { createRequire } from "node:module";
import { packCatalogue } from "./catalogue-pack.mjs";

const require = createRequire(import.meta.url);
require.extensions[".catalogue"] = (module, filename) => {
	module.exports = { __esModule: true, default: packCatalogue(filename) };
};
