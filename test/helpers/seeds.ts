import { existsSync, readFileSync, readdirSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import process from "node:process";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/**
 * The seed rule texts live in ../shared/seeds beside the repository (on a developer machine and in
 * CI alike), with the CSRD compendium in ../shared/csrd-vault; SEEDS_DIR overrides the place.
 * A fresh clone has nothing beside it: the tests that quote these texts then skip (scripts/test-all.mjs
 * says so in one line), except under CI=true, where the texts are required and their absence fails.
 */
const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), "..", "..");
export const SEEDS_DIR = process.env.SEEDS_DIR ?? join(repoRoot, "..", "shared", "seeds");
export const CSRD_DIR = join(SEEDS_DIR, "..", "csrd-vault");

/** The full text of a seed by its number prefix ("000", "001", …). */
export function seedText(prefix: string): string {
	if (!existsSync(SEEDS_DIR)) throw new Error(`Seed texts not found at ${SEEDS_DIR}; set SEEDS_DIR.`);
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
	return (words) => {
		if (text !== undefined) expect(text).toContain(words);
		return words;
	};
}

/**
 * A describe block whose tests read texts at `folder`: run as usual when the folder is there; under
 * CI=true without it, one failing test saying what is missing; otherwise skipped, body unread.
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
			describe.skip(name, () => {
				it(`needs ${what} at ${folder}`, () => undefined);
			});
		}
	};
}

/** For tests that check quotations against the seed texts. */
export const describeQuotingSeeds = describeNeeding(SEEDS_DIR, "the seed texts");

/** For tests that check links against the CSRD compendium beside the seeds. */
export const describeReadingCompendium = describeNeeding(CSRD_DIR, "the CSRD compendium");
