/**
 * A pool-game (seed 003) character or NPC note as the table sees it: the engine's PoolCharacter,
 * the fight state the sheet keeps (stance, complications, Recovering used, one Extended Action) and
 * the campaign's die size. Pure: frontmatter in, model out.
 *
 * Unlike the schema, this never gives up on a bad note. The sheet must show every problem where it
 * would be (a bad `health-max` next to Health) and still draw what it can, so a bad key is read as
 * if absent and its problem is kept, keyed, beside the best-effort values. A model with problems
 * refuses every action and edit: nothing is written until the note is fixed.
 */
import { POOL_KEYS, type PoolCharacter } from "../../engine/systems/pool/character";
import type { Stance } from "../../engine/systems/pool/combat";
import type { LoggedCheck } from "../../engine/systems/pool/log-entries";
import { DEFAULT_DIE_SIZE } from "../../engine/systems/pool/settings";
import { FieldReader, type Problem } from "../../notes/schema/fields";
import { asFrontmatter } from "../../notes/schema/parsed";
import { POOL_BOUNDS, readPoolCharacter } from "../../notes/schema/pool";
import { CONDITION_FLAGS, CONDITIONS_KEY, readHeld, type HeldCondition } from "../conditions/held";
import type { Pack } from "../pack/pack";
import type { RoundState } from "../frame/round";
import { t } from "../../lang";

/**
 * The frontmatter keys the table adds to the schema's: the fight state kept in the note. Stunned and
 * Impaired are conditions (`conditions: [stunned]`, games/conditions/held.ts); older notes' own
 * `stunned` and `impaired` keys still count as them.
 */
export const TABLE_KEYS = {
	stance: "stance",
	weaknessComplication: "weakness-complication",
	/** Recovering is once per combat: set when used, cleared when the encounter ends (or by the user, outside a tracked fight). */
	recovered: "recovered",
	extendedTask: "extended-task",
	extendedDn: "extended-dn",
	extendedNeeded: "extended-successes-needed",
	extendedLimit: "extended-failure-limit",
	extendedSuccesses: "extended-successes",
	extendedFailures: "extended-failures",
} as const;

export const STANCES: readonly (readonly [Stance, string])[] = [
	["normal", "Normal"],
	["reckless", "Reckless Offense"],
	["kamikaze", "Kamikaze Strike"],
	["defensive", "Defensive Stance"],
];

export interface ExtendedTrack {
	/**
	 * Where it is kept, as a change names its note: "" for the character's own note, else the link of
	 * the campaign note, where the party's Extended Action lives so every character's check counts.
	 */
	target: string;
	/** It is the party's (kept on the campaign note), not this character's own. */
	shared: boolean;
	task: string;
	dn: number;
	successesNeeded: number;
	failureLimit: number;
	successes: number;
	failures: number;
}

/** What an Extended Action asks, as its dialog and its entry say it: "3 successes against DN 6 before 3 failures". */
export function extendedGoal(x: Pick<ExtendedTrack, "successesNeeded" | "dn" | "failureLimit">): string {
	return t("pool.extended.goal", { needed: x.successesNeeded, dn: x.dn, limit: x.failureLimit });
}

/** How far an Extended Action has come, as the sheet and the log say it: "Pick the lock: 1/3 successes, 0/3 failures". */
export function extendedProgress(x: ExtendedTrack): string {
	return t("pool.extended.progress", { task: x.task, successes: x.successes, needed: x.successesNeeded, failures: x.failures, limit: x.failureLimit });
}

export interface PoolModel {
	kind: "character" | "npc";
	character: PoolCharacter;
	stance: Stance;
	/** The conditions it bears (Stunned, Impaired, a house rule's), each with its rule from the pack. */
	conditions: HeldCondition[];
	/** The game's rule pack the conditions were read with (its choices of condition and complication). */
	pack?: Pack;
	weaknessComplication: boolean;
	recovered: boolean;
	extended?: ExtendedTrack;
	/** Where Start an Extended Action writes: the campaign note's link (the party's), or "" for this note. */
	extendedHome: string;
	/** This character's own Extended Action when the party's is shown instead (an older note's), so Start can clear it. */
	ownExtended?: ExtendedTrack;
	/** Sides of each die: the campaign's `pool-die-size`, 6 when it says nothing. */
	dieSize: number;
	/**
	 * This character's last check still open to Drama Dice (the newest pool roll in the session
	 * log, not undone), when the reader looked it up.
	 */
	lastCheck?: LoggedCheck;
	/** The session note the character's rolls go to, so the sheet redraws when a roll is logged there. */
	sessionPath?: string;
	/** The campaign note the die size came from, so the sheet redraws when it changes. */
	campaignPath?: string;
	/** The round of the running encounter this note fights in, if any: its actions this round and their targets. */
	round?: RoundState;
	/** Every problem of the note, keyed, in the user's words. Empty when the note is good. */
	problems: Problem[];
}

export interface ReadOptions {
	name?: string;
	kind?: "character" | "npc";
	dieSize?: number;
	/** A problem with the campaign (its note is missing or broken), shown on the sheet. */
	campaignProblem?: string;
	/** The pool game's rule pack: the conditions' rules. Without one, conditions are listed but change no roll. */
	pack?: Pack;
	/** The campaign note's frontmatter and its link from the session note: the party's Extended Action is kept there. */
	party?: { frontmatter: unknown; target: string };
}

/** The note read into a model, with every problem kept rather than thrown. */
export function readPoolModel(frontmatter: unknown, options: ReadOptions = {}): PoolModel {
	const fm = asFrontmatter(frontmatter) ?? {};
	const problems: Problem[] = [];
	if (asFrontmatter(frontmatter) === undefined) problems.push({ key: "", message: "The frontmatter is not a set of keys." });
	const character = readCharacterLeniently(fm, options.name ?? "", problems);
	if (problems.length > 0) {
		character.abilities = goodLevels(fm, POOL_KEYS.abilities);
		character.weaknesses = goodLevels(fm, POOL_KEYS.weaknesses);
	}
	const r = new FieldReader(fm);
	const stance = readStance(r);
	const model: PoolModel = {
		kind: options.kind ?? "character",
		character,
		stance,
		conditions: [],
		weaknessComplication: flag(r, TABLE_KEYS.weaknessComplication),
		recovered: flag(r, TABLE_KEYS.recovered),
		dieSize: options.dieSize ?? DEFAULT_DIE_SIZE,
		extendedHome: options.party?.target ?? "",
		problems,
	};
	// The party's Extended Action (on the campaign note) comes first: every character's check counts
	// toward it (003: "the party has to achieve"). A track of the character's own, from before, is
	// shown only when the party has none.
	const own = readExtended(r, "");
	const party = options.party ? readPartyExtended(options.party.frontmatter, options.party.target, problems) : undefined;
	if (party) {
		model.extended = party;
		if (own) model.ownExtended = own;
	} else if (own) model.extended = own;
	if (options.pack) {
		const held = readHeld(fm, CONDITIONS_KEY, CONDITION_FLAGS.pool, options.pack);
		model.conditions = held.held;
		model.pack = options.pack;
		problems.push(...held.problems);
	}
	problems.push(...r.problems);
	if (options.campaignProblem !== undefined) problems.push({ key: "campaign", message: options.campaignProblem });
	return model;
}

/**
 * The schema's reading, or when the note has problems, the same reading with every bad key left
 * out (a missing maximum taken as 0) so the sheet can still draw, and the problems kept.
 */
function readCharacterLeniently(fm: Record<string, unknown>, name: string, problems: Problem[]): PoolCharacter {
	const first = readPoolCharacter(fm, { name });
	if (first.ok) return first.value;
	problems.push(...first.problems);
	const clean: Record<string, unknown> = { ...fm };
	// Each pass drops the keys named by problems; a handful of passes settles any note (a key's
	// removal can only expose a problem in a key that depends on it, such as health under health-max).
	for (let pass = 0; pass < 5; pass++) {
		for (const key of [POOL_KEYS.healthMax, POOL_KEYS.enduranceMax]) {
			if (clean[key] === undefined || clean[key] === null || clean[key] === "") clean[key] = 0;
		}
		const again = readPoolCharacter(clean, { name });
		if (again.ok) return again.value;
		for (const problem of again.problems) {
			if (problem.key === POOL_KEYS.healthMax || problem.key === POOL_KEYS.enduranceMax) clean[problem.key] = 0;
			else delete clean[problem.key];
		}
	}
	return { name, health: 0, healthMax: 0, endurance: 0, enduranceMax: 0, enduranceSpent: 0, damageMultiplier: 1, abilities: {}, weaknesses: {} };
}

/** The good entries of a map with some bad ones ("Strong: 2, Quick: -1" keeps Strong). */
function goodLevels(fm: Record<string, unknown>, key: string): Record<string, number> {
	return new FieldReader(fm).levels(key, ...POOL_BOUNDS.level);
}

/**
 * The stance as the sheet's track writes it ("Reckless Offense") or as a user may type it
 * ("reckless"), in any case.
 */
function readStance(r: FieldReader): Stance {
	const v = r.value(TABLE_KEYS.stance);
	if (v === undefined) return "normal";
	if (typeof v === "string") {
		const wanted = v.trim().toLowerCase();
		const found = STANCES.find(([id, label]) => id === wanted || label.toLowerCase() === wanted);
		if (found) return found[0];
	}
	r.report(TABLE_KEYS.stance, `one of ${STANCES.map(([, label]) => label).join(", ")}`, v);
	return "normal";
}

/** The stance as it is written to the note: its name, as the sheet's track shows it. */
export function stanceLabel(stance: Stance): string {
	return STANCES.find(([id]) => id === stance)?.[1] ?? "Normal";
}

/** A complication or a once-per-combat mark: true/false, or 1/0 as a box writes it. */
function flag(r: FieldReader, key: string): boolean {
	const v = r.value(key);
	if (v === undefined) return false;
	if (v === 1 || v === "1") return true;
	if (v === 0 || v === "0") return false;
	return r.bool(key, false);
}

/** The party's Extended Action on the campaign note; its problems are told as the campaign's. */
function readPartyExtended(frontmatter: unknown, target: string, problems: Problem[]): ExtendedTrack | undefined {
	const r = new FieldReader(asFrontmatter(frontmatter) ?? {});
	const track = readExtended(r, target);
	problems.push(...r.problems.map((p) => ({ key: p.key, message: t("pool.model.inCampaign", { problem: p.message }) })));
	return track;
}

function readExtended(r: FieldReader, target: string): ExtendedTrack | undefined {
	const K = TABLE_KEYS;
	if (!r.has(K.extendedTask)) {
		for (const key of [K.extendedDn, K.extendedNeeded, K.extendedLimit, K.extendedSuccesses, K.extendedFailures]) {
			if (r.has(key)) r.note(key, t("pool.model.extendedOrphan", { key: K.extendedTask }));
		}
		return undefined;
	}
	const task = r.text(K.extendedTask, "Extended Action");
	const [, max] = POOL_BOUNDS.stat;
	const needed = r.int(K.extendedNeeded, 3, 1, 1000);
	const limit = r.int(K.extendedLimit, 3, 1, 1000);
	return {
		target,
		shared: target !== "",
		task,
		dn: r.int(K.extendedDn, 6, 0, max),
		successesNeeded: needed,
		failureLimit: limit,
		successes: r.int(K.extendedSuccesses, 0, 0, 1000),
		failures: r.int(K.extendedFailures, 0, 0, 1000),
	};
}

/** The Armored level: the character's "Armored" Ability (003: "An opponent’s Armored Ability can reduce the DX"). */
export function armoredLevel(character: Pick<PoolCharacter, "abilities">): number {
	for (const [name, level] of Object.entries(character.abilities)) if (name.trim().toLowerCase() === "armored") return level;
	return 0;
}

/** The problems of one key, joined, or undefined when it has none. */
export function problemAt(model: PoolModel, ...keys: string[]): string | undefined {
	const found = model.problems.filter((p) => keys.includes(p.key)).map((p) => p.message);
	return found.length > 0 ? found.join("; ") : undefined;
}

/** A refusal for any action while the note has problems: the table writes nothing to a broken note. */
export function brokenNoteRefusal(model: PoolModel): string | undefined {
	if (model.problems.length === 0) return undefined;
	const n = model.problems.length;
	return t("pool.model.fixFirst", { n });
}
