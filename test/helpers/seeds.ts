import { existsSync, readFileSync, readdirSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import process from "node:process";
import { fileURLToPath } from "node:url";

/**
 * The seed rule texts live in ../shared/seeds beside the repository (on a
 * developer machine and in CI alike); SEEDS_DIR overrides the place.
 */
const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), "..", "..");
export const SEEDS_DIR = process.env.SEEDS_DIR ?? join(repoRoot, "..", "shared", "seeds");

/** The full text of a seed by its number prefix ("000", "001", …). */
export function seedText(prefix: string): string {
	if (!existsSync(SEEDS_DIR)) throw new Error(`Seed texts not found at ${SEEDS_DIR}; set SEEDS_DIR.`);
	const file = readdirSync(SEEDS_DIR).find((name) => name.startsWith(`${prefix}_`));
	if (!file) throw new Error(`No seed ${prefix} in ${SEEDS_DIR}.`);
	return readFileSync(join(SEEDS_DIR, file), "utf8");
}
