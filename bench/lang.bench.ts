/**
 * A language other than English, as a user meets it (issue 35: startup unharmed). The translations
 * ship compressed (scripts/text-loaders.mjs): what onload reads is plain, so the cold start in
 * German is measured beside English's in plugin.bench.ts; the rest is unpacked the first time a
 * sheet, dialog or setting asks for a word. That first word is measured here, cold: each run is a
 * fresh Node process with the real catalogues, nothing compiled yet, as in Obsidian's first minute.
 * Budget: at most 50 ms (one long task), for every shipped language.
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import process from "node:process";
import { build } from "esbuild";
import { CATALOGUES, TEXT_LOADERS } from "../scripts/text-loaders.mjs";
import { finish, report } from "./lib";

const RUNS = 9;
const FIRST_WORD_BUDGET_MS = 50;

// A small program over the real src/lang: set the language, then time the first message that is
// not read at load (a setting's name) in CPU time, and print it.
const dir = resolve("build/bench");
mkdirSync(dir, { recursive: true });
const entry = resolve(dir, "lang-first-word.ts");
writeFileSync(
	entry,
	[
		'import { setLanguage, t, type LanguageCode } from "../../src/lang";',
		"const cpu = (): number => { const used = process.cpuUsage(); return (used.user + used.system) / 1000; };",
		"setLanguage(process.argv[2] as LanguageCode);",
		'const start = cpu(); const word = t("settings.language.name"); const spent = cpu() - start;',
		"process.stdout.write(JSON.stringify({ spent, word }));",
	].join("\n"),
);
const program = resolve(dir, "lang-first-word.cjs");

function firstWord(language: string): { spent: number; word: string } {
	const run = spawnSync(process.execPath, [program, language], { encoding: "utf8" });
	if (run.status !== 0) throw new Error(`the first word in ${language} failed: ${run.stderr}`);
	return JSON.parse(run.stdout) as { spent: number; word: string };
}

const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;

async function main(): Promise<void> {
	await build({ entryPoints: [entry], bundle: true, format: "cjs", platform: "node", minify: true, loader: TEXT_LOADERS, plugins: [CATALOGUES], outfile: program, logLevel: "warning" });
	const english = firstWord("en").word;
	for (const language of ["en", "de", "es", "fr", "pt-BR"]) {
		const runs: number[] = [];
		let word = "";
		for (let i = 0; i < RUNS; i++) {
			const result = firstWord(language);
			runs.push(result.spent);
			word = result.word;
		}
		// A translation that answered in English would make this figure meaningless: say so as a failure.
		const translated = language === "en" || word !== english;
		const ms = median(runs);
		report({
			name: `first word after load in ${language} (catalogue ${language === "en" ? "parsed" : "unpacked and parsed"}, cold, median of ${RUNS} fresh processes)`,
			value: ms,
			unit: "ms CPU",
			budget: `≤ ${FIRST_WORD_BUDGET_MS} ms, in its language`,
			pass: ms <= FIRST_WORD_BUDGET_MS && translated,
		});
	}
	finish("lang");
}

void main();
