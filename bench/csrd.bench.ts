/**
 * Coverage of the CSRD compendium (../shared/csrd-vault): how many pages of each
 * kind the parsers understand, and how long a pass over the whole corpus takes.
 * Budgets: every creature and ability page understood (≥ 99%), the whole corpus
 * read and parsed in under 2 s.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { performance } from "node:perf_hooks";
import process from "node:process";
import { detectPageKind, parseAbility, parseCreature, readPageText, type CsrdPage } from "../src/notes/csrd";
import { finish, report } from "./lib";

const root = process.env.CSRD_VAULT ?? join("..", "shared", "csrd-vault");

function walk(dir: string, out: string[] = []): string[] {
	for (const name of readdirSync(dir)) {
		const path = join(dir, name);
		if (statSync(path).isDirectory()) walk(path, out);
		else if (name.endsWith(".md")) out.push(path);
	}
	return out;
}

const files = walk(root);
const texts = files.map((path) => ({ path: relative(root, path), text: readFileSync(path, "utf8") }));

const start = performance.now();
const pages: CsrdPage[] = texts.map(({ path, text }) => readPageText(path, text));
const counts = new Map<string, number>();
const understood = { creature: 0, ability: 0 };
const failures: string[] = [];
for (const page of pages) {
	const kind = detectPageKind(page);
	counts.set(kind, (counts.get(kind) ?? 0) + 1);
	if (kind === "creature") {
		const parsed = parseCreature(page);
		if (parsed.ok) understood.creature++;
		else failures.push(parsed.error);
	} else if (kind === "ability") {
		const parsed = parseAbility(page);
		if (parsed.ok) understood.ability++;
		else failures.push(parsed.error);
	}
}
const elapsed = performance.now() - start;

report({ name: "corpus pages", value: pages.length, unit: "pages" });
for (const [kind, count] of [...counts].sort()) report({ name: `  kind ${kind}`, value: count, unit: "pages" });
for (const kind of ["creature", "ability"] as const) {
	const total = counts.get(kind) ?? 0;
	const share = total === 0 ? 0 : (100 * understood[kind]) / total;
	report({ name: `${kind} pages understood`, value: share, unit: `% (${understood[kind]}/${total})`, budget: ">= 99%", pass: total > 0 && share >= 99 });
}
report({ name: "parse whole corpus", value: elapsed, unit: "ms", budget: "< 2000 ms", pass: elapsed < 2000 });
for (const failure of failures.slice(0, 10)) console.log(`  not understood: ${failure}`);
finish("csrd");
