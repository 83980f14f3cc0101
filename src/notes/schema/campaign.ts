/** Campaign, session and encounter notes: the bookkeeping around the characters. */
import type { DamageModel } from "../../engine/systems/cypher/character";
import { DEFAULT_DIE_SIZE, MAX_DIE_SIZE, MIN_DIE_SIZE } from "../../engine/systems/pool/settings";
import { FieldReader } from "./fields";
import { SYSTEMS, type SystemId } from "./kind";
import { finish, readerFor, type Parsed } from "./parsed";

export const DAMAGE_MODELS: readonly DamageModel[] = ["wounds", "damage-track"];

/**
 * Defaults for d20 bonus sizes. 004 gives only how they combine ("Minor + Minor = Major", "Major +
 * Major = Extreme", "Major + Minor + Minor = Extreme"); 2 / 4 / 8 is the one doubling series that
 * makes all three sums exact.
 */
export const D20_BONUS_DEFAULTS = { minor: 2, major: 4, extreme: 8 } as const;

export interface Campaign {
	system: SystemId;
	/** Cypher only: seed 000 wounds or seed 001 damage track. */
	damageModel: DamageModel;
	/** Link paths of the party's character notes. */
	party: string[];
	/** Link path of the session note results go to. */
	currentSession?: string;
	poolDieSize: number;
	d20: { minor: number; major: number; extreme: number };
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
	const r = readerFor(frontmatter, "Campaign note");
	if (!(r instanceof FieldReader)) return r;
	const system = r.requiredOneOf("system", SYSTEMS) ?? "cypher";
	const damageModel = r.oneOf("damage-model", DAMAGE_MODELS, "wounds");
	const minor = r.int("d20-minor", defaults.d20Minor ?? D20_BONUS_DEFAULTS.minor, 1, 100);
	const major = r.int("d20-major", defaults.d20Major ?? D20_BONUS_DEFAULTS.major, 1, 100);
	const extreme = r.int("d20-extreme", defaults.d20Extreme ?? D20_BONUS_DEFAULTS.extreme, 1, 100);
	if (!(minor < major && major < extreme)) {
		r.note("d20-major", `sizes must grow: d20-minor ${minor} < d20-major ${major} < d20-extreme ${extreme}`);
	}
	const campaign: Campaign = {
		system,
		damageModel,
		party: r.links("party"),
		// The pool engine's own bounds, so a campaign this accepts is one the engine can roll for.
		poolDieSize: r.int("pool-die-size", defaults.poolDieSize ?? DEFAULT_DIE_SIZE, MIN_DIE_SIZE, MAX_DIE_SIZE),
		d20: { minor, major, extreme },
		advancementStepsPerTier: r.int("advancement-steps-per-tier", 4, 1, 20),
		lightWeaponsEase: r.bool("light-weapons-ease", damageModel === "damage-track"),
	};
	const current = r.link("current-session");
	if (current !== undefined) campaign.currentSession = current;
	return finish(r, "Campaign note", campaign);
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
	const r = readerFor(frontmatter, "Session note");
	if (!(r instanceof FieldReader)) return r;
	if (!r.has("campaign")) r.note("campaign", 'is required (a link to the campaign note, like "[[The Ninth Gate]]")');
	const campaign = r.link("campaign") ?? "";
	const number = r.requiredInt("session", 0, 100_000);
	const session: Session = { campaign, number, party: r.links("party") };
	const date = r.date("date");
	if (date !== undefined) session.date = date;
	return finish(r, "Session note", session);
}

export interface Encounter {
	campaign?: string;
	combatants: string[];
	round: number;
}

/** Read an encounter note. Nothing is required: a new encounter starts at round 0 with nobody in it. */
export function readEncounter(frontmatter: unknown): Parsed<Encounter> {
	const r = readerFor(frontmatter, "Encounter note");
	if (!(r instanceof FieldReader)) return r;
	const encounter: Encounter = { combatants: r.links("combatants"), round: r.int("round", 0, 0, 100_000) };
	const campaign = r.link("campaign");
	if (campaign !== undefined) encounter.campaign = campaign;
	return finish(r, "Encounter note", encounter);
}
