/**
 * Campaign settings of the d20 game. Seed 004 names the adjustment levels and
 * the stance table but gives neither their sizes nor the table's rows, so both
 * are settings with documented defaults (docs/d20.md, "Rules interpretations").
 */
import { fail, ok, type Result } from "../../result";

export type AdjustmentLevel = "minor" | "major" | "extreme";
export const ADJUSTMENT_LEVELS: readonly AdjustmentLevel[] = ["minor", "major", "extreme"];

/** One row of the stance table: from this BCB upwards, stances may be as large as `max`. */
export interface StanceRow {
	minBcb: number;
	max: AdjustmentLevel;
}

export interface D20Settings {
	/** Size of a Minor bonus or penalty (frontmatter `d20-minor`). */
	minor: number;
	/** Size of a Major bonus or penalty (`d20-major`). */
	major: number;
	/** Size of an Extreme bonus or penalty (`d20-extreme`). */
	extreme: number;
	/** BCB → largest stance adjustment (`d20-stance-table`), sorted by `minBcb`. Below the first row no stance is allowed. */
	stanceTable: StanceRow[];
}

/**
 * Minor +2, Major +4, Extreme +8: with these sizes the seed's combination table
 * is also true as arithmetic (2+2 = 4, 4+2+2 = 8, 4+4 = 8), so a table that simply
 * adds numbers gets the same total as one moving along the track. +2 is the
 * customary size of a d20 circumstance bonus.
 *
 * Stance table: any BCB of +1 allows a Minor stance, +6 a Major, +11 an Extreme:
 * the BCB values at which d20 games traditionally grant a second and third
 * attack, so a stance grows with the same combat experience.
 */
export const DEFAULT_D20_SETTINGS: Readonly<D20Settings> = Object.freeze<D20Settings>({
	minor: 2,
	major: 4,
	extreme: 8,
	stanceTable: [
		{ minBcb: 1, max: "minor" },
		{ minBcb: 6, max: "major" },
		{ minBcb: 11, max: "extreme" },
	],
});

/** The frontmatter keys of a campaign note that hold these settings. */
export const SETTINGS_KEYS = {
	minor: "d20-minor",
	major: "d20-major",
	extreme: "d20-extreme",
	stanceTable: "d20-stance-table",
} as const;

const MAX_SIZE = 100;
const MAX_BCB = 100;
const MAX_ROWS = 50;

export function adjustmentSize(level: AdjustmentLevel, settings: D20Settings): number {
	return settings[level];
}

/** The largest stance adjustment a character with this BCB may take, or null for none. */
export function maxStanceLevel(bcb: number, settings: D20Settings): AdjustmentLevel | null {
	let best: AdjustmentLevel | null = null;
	for (const row of settings.stanceTable) if (bcb >= row.minBcb) best = row.max;
	return best;
}

/**
 * Reads the settings from a campaign note's frontmatter. Missing keys keep
 * their defaults; wrong values give a message naming the key.
 * `d20-stance-table` is either a map `{ "1": minor, "6": major }` or a text
 * `"1: minor, 6: major, 11: extreme"`.
 */
export function readD20Settings(frontmatter: Readonly<Record<string, unknown>>): Result<D20Settings> {
	const settings: D20Settings = { ...DEFAULT_D20_SETTINGS, stanceTable: [...DEFAULT_D20_SETTINGS.stanceTable] };
	for (const level of ADJUSTMENT_LEVELS) {
		const key = SETTINGS_KEYS[level];
		const raw = frontmatter[key];
		if (raw === undefined || raw === null) continue;
		const value = typeof raw === "string" && raw.trim() !== "" ? Number(raw) : raw;
		if (typeof value !== "number" || !Number.isInteger(value) || value < 0 || value > MAX_SIZE) {
			return fail(`${key} must be a whole number from 0 to ${MAX_SIZE}.`);
		}
		settings[level] = value;
	}
	const rawTable = frontmatter[SETTINGS_KEYS.stanceTable];
	if (rawTable !== undefined && rawTable !== null) {
		const table = parseStanceTable(rawTable);
		if (!table.ok) return table;
		settings.stanceTable = table.value;
	}
	const valid = validateD20Settings(settings);
	return valid.ok ? ok(settings) : valid;
}

/** Checks sizes are ordered (Minor ≤ Major ≤ Extreme) and the table is sane. */
export function validateD20Settings(settings: D20Settings): Result<D20Settings> {
	for (const level of ADJUSTMENT_LEVELS) {
		const size = settings[level];
		if (!Number.isInteger(size) || size < 0 || size > MAX_SIZE) {
			return fail(`The ${level} adjustment must be a whole number from 0 to ${MAX_SIZE}.`);
		}
	}
	if (!(settings.minor <= settings.major && settings.major <= settings.extreme)) {
		return fail(`Adjustment sizes must grow along the track: Minor ${settings.minor}, Major ${settings.major}, Extreme ${settings.extreme}.`);
	}
	if (settings.stanceTable.length > MAX_ROWS) return fail(`The stance table has more than ${MAX_ROWS} rows.`);
	for (const row of settings.stanceTable) {
		if (!Number.isInteger(row.minBcb) || row.minBcb < 0 || row.minBcb > MAX_BCB) {
			return fail(`Stance table BCB values must be whole numbers from 0 to ${MAX_BCB}.`);
		}
		if (!ADJUSTMENT_LEVELS.includes(row.max)) return fail(`Stance table level "${String(row.max)}" is not minor, major or extreme.`);
	}
	return ok(settings);
}

function parseStanceTable(raw: unknown): Result<StanceRow[]> {
	const pairs: [string, unknown][] = [];
	if (typeof raw === "string") {
		if (raw.length > 1000) return fail("d20-stance-table is too long.");
		for (const part of raw.split(",")) {
			if (part.trim() === "") continue;
			const [bcb, level, extra] = part.split(":");
			if (bcb === undefined || level === undefined || extra !== undefined) {
				return fail(`d20-stance-table: "${part.trim().slice(0, 40)}" is not of the form "BCB: level".`);
			}
			pairs.push([bcb.trim(), level.trim()]);
		}
	} else if (typeof raw === "object" && !Array.isArray(raw) && raw !== null) {
		pairs.push(...Object.entries(raw as Record<string, unknown>));
	} else {
		return fail('d20-stance-table must be a map like { "1": minor, "6": major } or a text like "1: minor, 6: major".');
	}
	if (pairs.length > MAX_ROWS) return fail(`d20-stance-table has more than ${MAX_ROWS} rows.`);
	const rows: StanceRow[] = [];
	for (const [bcbText, levelRaw] of pairs) {
		const bcb = Number(bcbText.replace(/^\+/, ""));
		if (!Number.isInteger(bcb) || bcb < 0 || bcb > MAX_BCB) {
			return fail(`d20-stance-table: BCB "${bcbText.slice(0, 20)}" must be a whole number from 0 to ${MAX_BCB}.`);
		}
		const level = typeof levelRaw === "string" ? levelRaw.trim().toLowerCase() : "";
		if (!(ADJUSTMENT_LEVELS as readonly string[]).includes(level)) {
			return fail(`d20-stance-table: level for BCB ${bcb} must be minor, major or extreme.`);
		}
		rows.push({ minBcb: bcb, max: level as AdjustmentLevel });
	}
	rows.sort((a, b) => a.minBcb - b.minBcb);
	return ok(rows);
}
