/** Campaign, session and encounter notes: the bookkeeping around the characters. */
import type { DamageModel } from "../../engine/systems/cypher/character";
import {
	ADJUSTMENT_LEVELS,
	DEFAULT_ADJUSTMENT_SIZES,
	DEFAULT_D20_SETTINGS,
	SETTINGS_KEYS as D20_KEYS,
	type D20Settings,
	type StanceRow,
} from "../../engine/systems/d20/settings";
import { DEFAULT_DIE_SIZE, DIE_SIZE_KEY, MAX_DIE_SIZE, MIN_DIE_SIZE } from "../../engine/systems/pool/settings";
import { D20_BOUNDS } from "./d20";
import { FieldReader } from "./fields";
import { SYSTEMS, type SystemId } from "./kind";
import { finish, readerFor, type Parsed } from "./parsed";
import { t } from "../../lang";

export const DAMAGE_MODELS: readonly DamageModel[] = ["wounds", "damage-track"];

/**
 * Defaults for d20 bonus sizes: the engine's (one copy). 004 gives only how they combine ("Minor +
 * Minor = Major", "Major + Major = Extreme", "Major + Minor + Minor = Extreme"); 2 / 4 / 8 is the one
 * doubling series that makes all three sums exact.
 */
export const D20_BONUS_DEFAULTS = DEFAULT_ADJUSTMENT_SIZES;

/** Smallest and largest d20 bonus size. */
const MIN_D20_SIZE = 1;
const MAX_D20_SIZE = 100;
/** Longest stance table text: its 41 possible rows fit well inside. */
const MAX_STANCE_TABLE_TEXT = 1000;

export interface Campaign {
	system: SystemId;
	/** Cypher only: seed 000 wounds or seed 001 damage track. */
	damageModel: DamageModel;
	/** Link paths of the party's character notes. */
	party: string[];
	/** Link path of the session note results go to. */
	currentSession?: string;
	poolDieSize: number;
	/**
	 * The d20 bonus sizes. The stance table is read by readD20Settings, when a d20 action needs it:
	 * reading it here would put its parser into every campaign read (and the plugin bundle) for a
	 * table only d20 stances use.
	 */
	d20: D20Sizes;
	advancementStepsPerTier: number;
	/** 001: "Unarmed/Light Weapon: 2 damage, -1 attack difficulty". */
	lightWeaponsEase: boolean;
}

export interface CampaignDefaults {
	poolDieSize?: number;
	d20Minor?: number;
	d20Major?: number;
	d20Extreme?: number;
}

/**
 * Read a campaign note. Required: system. Defaults: damage-model wounds (seed 000, the recent
 * edition), no party, pool-die-size 6 (or the setting), d20 sizes 2/4/8 (or the settings),
 * advancement-steps-per-tier 4, light-weapons-ease true for the damage track (001's edition) and
 * false for wounds (000 is silent).
 */
export function readCampaign(frontmatter: unknown, defaults: CampaignDefaults = {}): Parsed<Campaign> {
	const r = readerFor(frontmatter, "campaign");
	if (!(r instanceof FieldReader)) return r;
	// Required: reported when missing; the fallback only lets the rest of the note be checked too.
	if (!r.has("system")) r.note("system", t("notes.schema.required", { expected: t("notes.schema.oneOf", { choices: SYSTEMS.join(" | ") }) }));
	const system = r.oneOf("system", SYSTEMS, "cypher");
	const damageModel = r.oneOf("damage-model", DAMAGE_MODELS, "wounds");
	const campaign: Campaign = {
		system,
		damageModel,
		party: r.links("party"),
		// The pool engine's own bounds, so a campaign this accepts is one the engine can roll for.
		poolDieSize: r.int(DIE_SIZE_KEY, defaults.poolDieSize ?? DEFAULT_DIE_SIZE, MIN_DIE_SIZE, MAX_DIE_SIZE),
		d20: readD20Sizes(r, defaults),
		advancementStepsPerTier: r.int("advancement-steps-per-tier", 4, 1, 20),
		lightWeaponsEase: r.bool("light-weapons-ease", damageModel === "damage-track"),
	};
	const current = r.link("current-session");
	if (current !== undefined) campaign.currentSession = current;
	return finish(r, "campaign", campaign);
}

/** The d20 settings a campaign always carries: the sizes of a Minor, Major and Extreme adjustment. */
export type D20Sizes = Pick<D20Settings, "minor" | "major" | "extreme">;

/**
 * Read a d20 campaign's settings (a campaign note's frontmatter) into the engine's D20Settings: the
 * sizes as readCampaign reads them, and `d20-stance-table`. Keys other than these are left to
 * readCampaign, so they are not reported back as unknown.
 */
export function readD20Settings(frontmatter: unknown, defaults: CampaignDefaults = {}): Parsed<D20Settings> {
	const r = readerFor(frontmatter, "d20Settings");
	if (!(r instanceof FieldReader)) return r;
	const settings: D20Settings = { ...readD20Sizes(r, defaults), stanceTable: readStanceTable(r) };
	const parsed = finish(r, "d20Settings", settings);
	return parsed.ok ? { ...parsed, unknown: {} } : parsed;
}

/**
 * Sizes 1–100 and strictly growing. The engine's old reader also took 0 and equal sizes; a Minor of
 * 0, or a Major no bigger than a Minor, would make 004's "Minor + Minor = Major" say nothing, so the
 * stricter rule (the settings tab's too) is kept.
 */
function readD20Sizes(r: FieldReader, defaults: CampaignDefaults): D20Sizes {
	const minor = r.int(D20_KEYS.minor, defaults.d20Minor ?? D20_BONUS_DEFAULTS.minor, MIN_D20_SIZE, MAX_D20_SIZE);
	const major = r.int(D20_KEYS.major, defaults.d20Major ?? D20_BONUS_DEFAULTS.major, MIN_D20_SIZE, MAX_D20_SIZE);
	const extreme = r.int(D20_KEYS.extreme, defaults.d20Extreme ?? D20_BONUS_DEFAULTS.extreme, MIN_D20_SIZE, MAX_D20_SIZE);
	if (!(minor < major && major < extreme)) {
		r.note(D20_KEYS.major, t("notes.schema.campaign.sizesGrow", { sizes: `${D20_KEYS.minor} ${minor} < ${D20_KEYS.major} ${major} < ${D20_KEYS.extreme} ${extreme}` }));
	}
	return { minor, major, extreme };
}

/**
 * `d20-stance-table`: BCB → largest stance, as a map `{ "1": minor, "6": major }` or a text
 * `"1: minor, 6: major"` (both are easy to type in Properties). 004: "The size of the adjustment is
 * determined by your Base Combat Bonus", without the table, so the engine's default stands in when
 * the key is absent. A bad row is reported and the default table used, so nothing half-read is rolled.
 */
function readStanceTable(r: FieldReader): StanceRow[] {
	const key = D20_KEYS.stanceTable;
	const fallback = (): StanceRow[] => DEFAULT_D20_SETTINGS.stanceTable.map((row) => ({ ...row }));
	const v = r.value(key);
	if (v === undefined) return fallback();
	const expected = 'a map like { "1": minor, "6": major } or a text like "1: minor, 6: major"';
	const pairs: [string, unknown][] = [];
	if (typeof v === "string") {
		if (v.length > MAX_STANCE_TABLE_TEXT) {
			r.report(key, t("notes.schema.textAtMost", { max: String(MAX_STANCE_TABLE_TEXT) }), v);
			return fallback();
		}
		for (const part of v.split(",")) {
			if (part.trim() === "") continue;
			const [bcb, level, extra] = part.split(":");
			if (bcb === undefined || level === undefined || extra !== undefined) r.report(key, t("notes.schema.campaign.rowForm", { form: "BCB: level" }), part.trim());
			else pairs.push([bcb.trim(), level.trim()]);
		}
	} else if (typeof v === "object" && v !== null && !Array.isArray(v)) {
		// Count lazily: a hostile map of a million keys is refused after looking at a few dozen.
		for (const bcb in v) {
			if (!Object.prototype.hasOwnProperty.call(v, bcb)) continue;
			if (pairs.length > D20_BOUNDS.bcb[1]) {
				r.report(key, t("notes.schema.campaign.rowsAtMost", { max: D20_BOUNDS.bcb[1] + 1 }), v);
				return fallback();
			}
			pairs.push([bcb, (v as Record<string, unknown>)[bcb]]);
		}
	} else {
		r.report(key, expected, v);
		return fallback();
	}
	const rows: StanceRow[] = [];
	const [lo, hi] = D20_BOUNDS.bcb;
	for (const [bcbText, levelRaw] of pairs) {
		const bcb = /^\s*\+?\d{1,3}\s*$/.test(bcbText) ? Number(bcbText.replace("+", "")) : NaN;
		const level = typeof levelRaw === "string" ? levelRaw.trim().toLowerCase() : "";
		const where = `${key}.${bcbText.slice(0, 20)}`;
		if (!(bcb >= lo && bcb <= hi)) r.report(key, t("notes.schema.campaign.bcbRange", { min: String(lo), max: String(hi) }), bcbText, where);
		else if (!(ADJUSTMENT_LEVELS as readonly string[]).includes(level)) r.report(key, t("notes.schema.oneOf", { choices: ADJUSTMENT_LEVELS.join(" | ") }), levelRaw, where);
		else if (rows.some((row) => row.minBcb === bcb)) r.note(key, t("notes.schema.campaign.bcbTwice", { bcb }));
		else rows.push({ minBcb: bcb, max: level as StanceRow["max"] });
	}
	if (r.failed(key)) return fallback();
	return rows.sort((a, b) => a.minBcb - b.minBcb);
}

export interface Session {
	/** Link path of the campaign note. */
	campaign: string;
	number: number;
	/** YYYY-MM-DD. */
	date?: string;
	party: string[];
}

/** Read a session note. Required: campaign, session. */
export function readSession(frontmatter: unknown): Parsed<Session> {
	const r = readerFor(frontmatter, "session");
	if (!(r instanceof FieldReader)) return r;
	if (!r.has("campaign")) r.note("campaign", t("notes.schema.required", { expected: t("notes.schema.campaign.link", { example: "[[The Ninth Gate]]" }) }));
	const campaign = r.link("campaign") ?? "";
	const number = r.requiredInt("session", 0, 100_000);
	const session: Session = { campaign, number, party: r.links("party") };
	const date = r.date("date");
	if (date !== undefined) session.date = date;
	return finish(r, "session", session);
}

export interface Encounter {
	campaign?: string;
	combatants: string[];
	round: number;
}

/** Read an encounter note. Nothing is required: a new encounter starts at round 0 with nobody in it. */
export function readEncounter(frontmatter: unknown): Parsed<Encounter> {
	const r = readerFor(frontmatter, "encounter");
	if (!(r instanceof FieldReader)) return r;
	const encounter: Encounter = { combatants: r.links("combatants"), round: r.int("round", 0, 0, 100_000) };
	const campaign = r.link("campaign");
	if (campaign !== undefined) encounter.campaign = campaign;
	return finish(r, "encounter", encounter);
}
