// Lists the unit and dom test files whose results depend on ../shared (the seed texts and the CSRD
// compendium beside the repository): the files that import test/helpers/seeds.ts, directly or through
// other files under test/. Every other test file runs the same code on the same inputs with or without
// ../shared, so a fresh clone's run of these files is the part of `npm test` that differs there.
// CI's fresh-clone step runs them when the whole layer would not fit in its 40 minutes (.ci/run).
// Usage: node scripts/shared-dependent-tests.mjs  → one path per line.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { print } from "./print.mjs";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const SEEDS_HELPER = join(ROOT, "test", "helpers", "seeds.ts");

function filesUnder(dir) {
	return readdirSync(dir).flatMap((name) => {
		const path = join(dir, name);
		return statSync(path).isDirectory() ? filesUnder(path) : path.endsWith(".ts") ? [path] : [];
	});
}

/** The files under test/ that `file` imports by a relative path (`from "./x"`, `import("../y")`). */
function relativeImports(file) {
	const text = readFileSync(file, "utf8");
	const imports = [];
	for (const match of text.matchAll(/(?:from\s+|import\s*\(\s*)["'](\.{1,2}\/[^"']+)["']/g)) {
		const base = resolve(dirname(file), match[1]);
		const candidates = [base, `${base}.ts`, join(base, "index.ts")].filter((path) => path.endsWith(".ts"));
		const found = candidates.find((path) => existsSync(path) && statSync(path).isFile());
		if (found !== undefined && found.startsWith(join(ROOT, "test"))) imports.push(found);
	}
	return imports;
}

const memo = new Map();
/** Whether `file` reaches test/helpers/seeds.ts through its imports under test/. */
function needsShared(file, visiting = new Set()) {
	if (file === SEEDS_HELPER) return true;
	if (memo.has(file)) return memo.get(file);
	if (visiting.has(file)) return false;
	visiting.add(file);
	const result = relativeImports(file).some((imported) => needsShared(imported, visiting));
	memo.set(file, result);
	return result;
}

const tests = ["unit", "dom"].flatMap((layer) => filesUnder(join(ROOT, "test", layer))).filter((file) => file.endsWith(".test.ts"));
for (const file of tests.filter((test) => needsShared(test))) print(relative(ROOT, file));
