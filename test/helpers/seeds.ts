import { appendFileSync, existsSync, mkdirSync, readFileSync, readdirSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import process from "node:process";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";

/**
 * The seed rule texts live in ../shared/seeds beside the repository (on a developer machine and in
 * CI alike), with the CSRD compendium in ../shared/csrd-vault; SEEDS_DIR overrides the place.
 * A fresh clone has nothing beside it: the tests that quote these texts are then collected but not
 * run, and the quotations checked in passing are not checked; scripts/test-all.mjs counts both in its
 * summary line, with the reason. Under CI=true the texts are required and their absence fails.
 */
const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), "..", "..");
export const SEEDS_DIR = process.env.SEEDS_DIR ?? join(repoRoot, "..", "shared", "seeds");
export const CSRD_DIR = join(SEEDS_DIR, "..", "csrd-vault");

/**
 * Where scripts/test-all.mjs collects what could not be checked (its report folder); unset when the
 * tests run on their own.
 */
const UNCHECKED_REPORT = process.env.LEDGER_TEST_REPORTS === undefined ? undefined : join(process.env.LEDGER_TEST_REPORTS, "unchecked-quotes.tsv");

/**
 * True while a describe block that needs missing texts is only being collected (its tests skipped):
 * its body may read the texts to name its tests, and gets "" instead, so every test it would run is
 * counted as not run.
 */
let collectingOnly = false;

/** The full text of a seed by its number prefix ("000", "001", …). */
export function seedText(prefix: string): string {
	if (!existsSync(SEEDS_DIR)) {
		if (collectingOnly) return "";
		throw new Error(`Seed texts not found at ${SEEDS_DIR}; set SEEDS_DIR.`);
	}
	const file = readdirSync(SEEDS_DIR).find((name) => name.startsWith(`${prefix}_`));
	if (!file) throw new Error(`No seed ${prefix} in ${SEEDS_DIR}.`);
	return readFileSync(join(SEEDS_DIR, file), "utf8");
}

/**
 * `quoted(words)` for rule tests that cite the seed as they go: with the texts there, words that are
 * not the seed's own (spacing aside) fail the test. In a fresh clone with nothing beside it the rule
 * cases still run and only this check waits for the texts; under CI=true their absence fails the file.
 */
export function seedQuoter(prefix: string): (words: string) => string {
	const text = existsSync(SEEDS_DIR) || process.env.CI === "true" ? seedText(prefix).replace(/\s+/g, " ") : undefined;
	let unchecked = 0;
	if (text === undefined && UNCHECKED_REPORT !== undefined) {
		const report = UNCHECKED_REPORT;
		// The test file that asked for the quoter: the first test file on the stack.
		const file = /[^\s(]+\.test\.ts/.exec(new Error().stack ?? "")?.[0] ?? "a test file";
		afterAll(() => {
			if (unchecked === 0) return;
			mkdirSync(dirname(report), { recursive: true });
			appendFileSync(report, `${file}\t${prefix}\t${unchecked}\n`);
		});
	}
	return (words) => {
		if (text !== undefined) expect(text).toContain(words);
		else unchecked++;
		return words;
	};
}

/**
 * A describe block whose tests read texts at `folder`: run as usual when the folder is there; under
 * CI=true without it, one failing test saying what is missing; otherwise collected and skipped (the
 * body names its tests, reading "" for the texts), so the summary can say how many were not run.
 */
function describeNeeding(folder: string, what: string): (name: string, body: () => void) => void {
	return (name, body) => {
		if (existsSync(folder)) describe(name, body);
		else if (process.env.CI === "true") {
			describe(name, () => {
				it(`needs ${what}`, () => {
					throw new Error(`Not found: ${what} at ${folder}. CI requires them (set SEEDS_DIR).`);
				});
			});
		} else {
			describe.skip(`${name} (needs ${what})`, () => {
				collectingOnly = true;
				try {
					body();
				} finally {
					collectingOnly = false;
				}
			});
		}
	};
}

/** For tests that check quotations against the seed texts. */
export const describeQuotingSeeds = describeNeeding(SEEDS_DIR, "the seed texts");

/** For tests that check links against the CSRD compendium beside the seeds. */
export const describeReadingCompendium = describeNeeding(CSRD_DIR, "the CSRD compendium");
