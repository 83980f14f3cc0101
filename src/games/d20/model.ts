/**
 * A d20 note (seed 004) as the table uses it: the validated character (or, when the note has
 * problems, every problem keyed by the frontmatter key it is about, so the sheet can show each one
 * where the value would be), the few table-only keys the schema leaves alone (flat-footed, stance,
 * crippling injuries, Opportunity attacks used this round), the campaign's settings, and the other
 * d20 characters and NPCs of the campaign, who are the targets of attacks and manoeuvres.
 *
 * Pure: built from frontmatter objects, so sheets, forms and resolution are tested as models.
 */
import { CRIPPLING_TARGETS, type CripplingTarget } from "../../engine/systems/d20/combat";
import type { D20Character } from "../../engine/systems/d20/character";
import { DEFAULT_D20_SETTINGS, type D20Settings } from "../../engine/systems/d20/settings";
import { NAMED_STANCES, type StanceName } from "../../engine/systems/d20/stances";
import { readD20Settings } from "../../notes/schema/campaign";
import { readD20Character } from "../../notes/schema/d20";
import { FieldReader, type Problem } from "../../notes/schema/fields";
import { asFrontmatter } from "../../notes/schema/parsed";
import type { D20Condition } from "../../engine/systems/d20/conditions";
import { CONDITION_FLAGS, CONDITIONS_KEY, readHeld, specsOf, type HeldCondition } from "../conditions/held";
import type { Pack } from "../pack/pack";
import type { RoundState } from "../frame/round";
import { t } from "../../lang";

export type D20Kind = "character" | "npc";
export type StanceId = "neutral" | StanceName;
export const STANCE_IDS: readonly StanceId[] = ["neutral", ...(Object.keys(NAMED_STANCES) as StanceName[])];

/** The table's own keys on a d20 note (the schema reads the rules' keys; these are the table's state). */
export const TABLE_KEYS = {
	flatFooted: "flat-footed",
	stance: "stance",
	/** A second stance combined with the first (004: "You can combine stances, too"). */
	secondStance: "second-stance",
	crippling: "crippling",
	opportunityUsed: "opportunity-attacks-used",
} as const;

/** Most crippling injuries a note keeps (each is a Minor penalty; the track ends at Extreme anyway). */
export const MAX_CRIPPLING = 20;

/** State the table keeps on the note beside the rules' keys. */
export interface D20TableState {
	/**
	 * The note's own `flat-footed` yes/no (004: "before your first regular turn in the initiative
	 * order), you are flat-footed"): one of the ways a note holds the Flat-footed condition. What the
	 * rules do with it comes from the conditions (`D20Combatant.conditions`), never from this alone.
	 */
	flatFooted: boolean;
	stance: StanceId;
	/** A second stance combined with the first, or neutral (none). */
	secondStance: StanceId;
	/** One entry per crippling injury taken: the roll it penalises (a Minor penalty each). */
	crippling: CripplingTarget[];
	/** Opportunity attacks made this round (the sheet's stepper sets it back to 0 each round). */
	opportunityUsed: number;
}

/** The stances a combatant holds now: none, one, or two combined. */
export function stancesHeld(state: Pick<D20TableState, "stance" | "secondStance">): StanceName[] {
	return [state.stance, state.secondStance].filter((s): s is StanceName => s !== "neutral");
}

/** Another d20 note of the campaign: a target for attacks and manoeuvres. */
export interface D20Combatant {
	name: string;
	/** The link the log writes its changes to, e.g. "[[Gate Thug]]". */
	link: string;
	kind: D20Kind;
	character: D20Character;
	state: D20TableState;
	/** The conditions it bears (Flat-footed, Prone, a house rule's), each with its rule from the pack. */
	conditions: HeldCondition[];
	/** The note's values, for a change to its conditions to name what it replaces. */
	values: Record<string, unknown>;
}

export interface D20Note extends D20Combatant {
	/** Every problem of the note, keyed by frontmatter key; empty when the note is valid. */
	problems: Problem[];
	/** The note's values as written, for showing a key's value beside its problem. */
	raw: Record<string, unknown>;
	settings: D20Settings;
	/** The campaign's settings could not be read (the defaults are used, and the sheet says so). */
	settingsProblem?: string;
	/** The other d20 characters and NPCs of the campaign (valid notes only). */
	others: D20Combatant[];
	/** Paths of other notes whose change redraws the sheet (its campaign, for the settings; its encounter). */
	watches: string[];
	/** The d20 game's rule pack the conditions were read with (the choices of condition and manoeuvre). */
	pack?: Pack;
	/** The round of the running encounter this note fights in, if any: what its actions take from the round. */
	round?: RoundState;
}

/** What the reader needs besides the note's frontmatter. */
export interface D20NoteSource {
	frontmatter: unknown;
	/** The file's base name: the character's name when the note has no `name`. */
	basename: string;
	link: string;
}

/** Reads the table's own keys; problems go to `problems` under their key. */
export function readTableState(frontmatter: unknown, problems: Problem[] = []): D20TableState {
	const fm = asFrontmatter(frontmatter) ?? {};
	const r = new FieldReader(fm);
	const flatFooted = readYesNo(r, TABLE_KEYS.flatFooted);
	const stance = r.oneOf(TABLE_KEYS.stance, STANCE_IDS, "neutral");
	let secondStance = r.oneOf(TABLE_KEYS.secondStance, STANCE_IDS, "neutral");
	if (secondStance !== "neutral" && secondStance === stance) {
		r.note(TABLE_KEYS.secondStance, t("d20.sheet.sameStance", { stance }));
		secondStance = "neutral";
	}
	const crippling: CripplingTarget[] = [];
	const listed = r.list(TABLE_KEYS.crippling);
	if (listed.length > MAX_CRIPPLING) r.note(TABLE_KEYS.crippling, t("d20.sheet.atMostInjuries", { max: MAX_CRIPPLING }));
	for (const item of listed.slice(0, MAX_CRIPPLING)) {
		const word = item.toLowerCase() as CripplingTarget;
		if (CRIPPLING_TARGETS.includes(word)) crippling.push(word);
		else r.report(TABLE_KEYS.crippling, `injuries to ${CRIPPLING_TARGETS.join(" | ")}`, item);
	}
	const opportunityUsed = r.int(TABLE_KEYS.opportunityUsed, 0, 0, 99);
	problems.push(...r.problems);
	return { flatFooted, stance, secondStance, crippling, opportunityUsed };
}

/** true/false as YAML writes them, and "yes"/"no" as the sheet's track writes them. */
function readYesNo(r: FieldReader, key: string): boolean {
	const v = r.value(key);
	if (typeof v === "string" && ["yes", "no"].includes(v.trim().toLowerCase())) return v.trim().toLowerCase() === "yes";
	return r.bool(key, false);
}

/** The conditions a note holds, with their rules from the pack (none without a pack); problems go to `problems`. */
function conditionsOf(frontmatter: unknown, pack: Pack | undefined, problems: Problem[]): HeldCondition[] {
	if (pack === undefined) return [];
	const read = readHeld(asFrontmatter(frontmatter) ?? {}, CONDITIONS_KEY, CONDITION_FLAGS.d20, pack);
	problems.push(...read.problems);
	return read.held;
}

/** A valid combatant from a note, or undefined (a broken NPC is not offered as a target). */
export function readCombatant(source: D20NoteSource, kind: D20Kind, pack?: Pack): D20Combatant | undefined {
	const parsed = readD20Character(source.frontmatter, { name: source.basename });
	if (!parsed.ok) return undefined;
	const problems: Problem[] = [];
	const state = readTableState(source.frontmatter, problems);
	const conditions = conditionsOf(source.frontmatter, pack, problems);
	if (problems.length > 0) return undefined;
	return { name: nameOf(parsed.value, source.basename), link: source.link, kind, character: parsed.value, state, conditions, values: asFrontmatter(source.frontmatter) ?? {} };
}

/**
 * What the combatant's conditions do to its Defence and to damage it takes: its Dexterity bonus
 * lost (flat-footed), and the Reflex save that keeps damage off its Wound Points (the first DC any
 * condition sets), each with the condition that does it.
 */
export function defenderRules(combatant: Pick<D20Combatant, "conditions">): { noDex?: string; save?: { dc: number; label: string } } {
	const specs = specsOf<D20Condition>(combatant.conditions);
	const noDex = specs.find((c) => c.noDexToDefence);
	const save = specs.find((c) => c.woundsUnlessSave !== null);
	return { ...(noDex ? { noDex: noDex.label } : {}), ...(save && save.woundsUnlessSave !== null ? { save: { dc: save.woundsUnlessSave, label: save.label } } : {}) };
}

const nameOf = (character: D20Character, basename: string): string => (character.name !== undefined && character.name !== "" ? character.name : basename);

/**
 * The note the sheet and the dialogs work on. A note with problems still gives a model (with a
 * blank character behind it, never used for a roll) so the sheet can show each problem in place.
 */
export function readD20NoteModel(
	source: D20NoteSource,
	kind: D20Kind,
	campaign: { frontmatter: unknown } | undefined,
	others: readonly D20Combatant[],
	pack?: Pack,
): D20Note {
	const problems: Problem[] = [];
	const parsed = readD20Character(source.frontmatter, { name: source.basename });
	if (!parsed.ok) problems.push(...(parsed.problems.length > 0 ? parsed.problems : [{ key: "", message: parsed.error }]));
	const state = readTableState(source.frontmatter, problems);
	const conditions = conditionsOf(source.frontmatter, pack, problems);
	const character = parsed.ok ? parsed.value : placeholderCharacter(source.basename);
	let settings: D20Settings = { ...DEFAULT_D20_SETTINGS, stanceTable: DEFAULT_D20_SETTINGS.stanceTable.map((row) => ({ ...row })) };
	let settingsProblem: string | undefined;
	if (campaign !== undefined) {
		const read = readD20Settings(campaign.frontmatter);
		if (read.ok) settings = read.value;
		else settingsProblem = t("d20.sheet.settingsProblem", { error: read.error, minor: 2, major: 4, extreme: 8 });
	}
	const note: D20Note = {
		name: nameOf(character, source.basename),
		link: source.link,
		kind,
		character,
		state,
		conditions,
		values: asFrontmatter(source.frontmatter) ?? {},
		problems,
		raw: asFrontmatter(source.frontmatter) ?? {},
		settings,
		others: others.filter((other) => other.link !== source.link),
		watches: [],
	};
	if (pack !== undefined) note.pack = pack;
	if (settingsProblem !== undefined) note.settingsProblem = settingsProblem;
	return note;
}

function placeholderCharacter(name: string): D20Character {
	const zero = { str: 0, dex: 0, con: 0, int: 0, wis: 0, cha: 0 };
	return {
		name,
		level: 1,
		heroic: true,
		bcb: 0,
		scores: { str: 10, dex: 10, con: 10, int: 10, wis: 10, cha: 10 },
		damage: { ...zero },
		drain: { ...zero },
		vitality: 0,
		vitalityMax: 0,
		woundPoints: 0,
		woundPointsMax: 0,
		skills: {},
		armorBonus: 0,
		shieldBonus: 0,
		size: "medium",
	};
}

/** True when the note can be rolled for: no problem in it or its campaign's settings (nothing is written otherwise). */
export const playable = (note: D20Note): boolean => note.problems.length === 0 && note.settingsProblem === undefined;

/** Why nothing can be rolled for the note, in the one wording the dialog, the roll and the commands use; undefined when it is playable. */
export function fixNoteFirst(note: D20Note): string | undefined {
	if (playable(note)) return undefined;
	return t("d20.refusal.fixNoteFirst", { name: note.name, problems: note.settingsProblem ?? note.problems.map((p) => p.message).join("; ") });
}
