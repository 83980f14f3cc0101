/**
 * A Cypher character note as the table uses it: the validated sheet, the campaign's damage model
 * and weapon rule, and the link the log uses for it. Read fresh before every roll, so a result is
 * always computed from what the note says now, not from what a widget drew a minute ago.
 */
import type { App, TFile } from "obsidian";
import { fail, ok } from "../../engine/result";
import type { DamageModel } from "../../engine/systems/cypher/character";
import { cachedFrontmatter, frontmatterOf, readCampaignNote, resolveLink } from "../../notes/campaign/notes";
import { readCypherCharacter, type CypherSheet } from "../../notes/schema/cypher";
import { linkPath } from "../../notes/schema/fields";
import { noteKind, noteSystem } from "../../notes/schema/kind";
import type { LedgerSettings } from "../../settings";
import type { ReadResult } from "../frame/registry";
import { CONDITION_FLAGS, CONDITIONS_KEY, readHeld, specsOf, type HeldCondition } from "../../games/conditions/held";
import type { Pack } from "../../games/pack/pack";
import { readPack } from "../../notes/pack/packs";
import { encounterOf, withEncounter } from "../../notes/encounter/current";
import { readEncounterNote, setupOf } from "../../notes/encounter/read";
import { instanceKey } from "../../engine/encounter";
import type { CypherCondition } from "../../engine/systems/cypher/health/conditions";
import type { Bearer, TimerClock } from "../../games/conditions/apply";

export interface CharacterNote {
	file: TFile;
	sheet: CypherSheet;
	/** The campaign's rules; wounds (seed 000) when the note names no campaign. */
	damageModel: DamageModel;
	lightWeaponsEase: boolean;
	/** Why the campaign's rules could not be read, when they could not (the sheet still works). */
	campaignProblem?: string;
	/** The campaign note the rules came from, so a sheet can redraw when the campaign changes. */
	campaignPath?: string;
	/** The campaign's advancement steps per tier, when it sets them (else the rules' 4). */
	stepsPerTier?: number;
	/** The conditions the character bears (dazed, stunned…), each with its rule from the Cypher pack. */
	conditions: HeldCondition[];
	/** The note's values as read, for a change to its conditions to name what it replaces. */
	values: Record<string, unknown>;
	/** The Cypher pack they were read with (the choices of condition and of minor and major effect). */
	pack?: Pack;
	/** What is wrong with the `conditions` key, if anything (shown on the sheet). */
	conditionProblems?: string[];
	/** The running encounter the character fights in, when there is one: its clock and the others, its attacks' targets. */
	fight?: CypherFight;
}

/** A running encounter as the task dialog sees it: the clock a condition's timer runs on, and who can be attacked. */
export interface CypherFight {
	clock: TimerClock;
	/** The character's own name among the combatants. */
	name: string;
	targets: FightTarget[];
}

/** Another combatant: where its conditions live (to put an effect's condition on it), and their rules. */
export interface FightTarget {
	id: string;
	bearer: Bearer;
	conditions: CypherCondition[];
}

/** A link to a note by its whole path: it resolves from any session note, and follows a rename. */
const pathLink = (file: TFile): string => `[[${file.path.replace(/\.md$/, "")}]]`;

/** The character's running encounter, read for its task dialog, or undefined outside a fight. */
async function fightOf(app: App, settings: LedgerSettings, file: TFile): Promise<CypherFight | undefined> {
	const current = encounterOf(app, file);
	if (!current) return undefined;
	const read = await readEncounterNote(app, settings, current.file);
	if (!read.ok || read.value.ended) return undefined;
	const note = read.value;
	const link = pathLink(note.file);
	const targets = note.combatants.flatMap((c): FightTarget[] => {
		if (c.ref.id === current.name || c.problem !== undefined || !c.file) return [];
		const own = c.kind !== "instance";
		const bearer: Bearer = { name: c.ref.id, values: own ? (c.values ?? {}) : note.frontmatter, listKey: own ? CONDITIONS_KEY : instanceKey(c.ref.id, CONDITIONS_KEY), target: own ? pathLink(c.file) : link, held: c.conditions };
		return [{ id: c.ref.id, bearer, conditions: specsOf<CypherCondition>(c.conditions) }];
	});
	return { clock: { link, setup: setupOf(note), clock: { round: note.round, turn: note.turn }, values: note.frontmatter, timers: note.timers }, name: current.name, targets };
}

/** The campaign plays seed 000's wounds (else 001's damage track): the one question most Cypher rules ask of the note. */
export const usesWounds = (note: Pick<CharacterNote, "damageModel">): boolean => note.damageModel === "wounds";

/** A dialog's title: what it does, then whose sheet it acts on ("Defend: Kira"). */
export const dialogTitle = (what: string, note: Pick<CharacterNote, "sheet">): string => `${what}: ${note.sheet.character.name}`;

/**
 * True when the note is a Cypher player character (the sheet and the commands act on these): it
 * says `ledger: character` and either `system: cypher` or nothing, with a Cypher campaign (the
 * schema lets a note take its system from its campaign).
 */
export function isCypherCharacter(app: App, file: TFile): boolean {
	const fm = cachedFrontmatter(app, file);
	if (noteKind(fm) !== "character") return false;
	const system = noteSystem(fm);
	if (system !== undefined) return system === "cypher";
	const campaign = campaignFile(app, file, (fm as Record<string, unknown>)["campaign"]);
	return campaign !== undefined && noteSystem(cachedFrontmatter(app, campaign)) === "cypher";
}

/** The note a `campaign` value links to, resolved from `file`; undefined when empty or unresolved. */
function campaignFile(app: App, file: TFile, raw: unknown): TFile | undefined {
	const link = typeof raw === "string" && raw.trim() !== "" ? linkPath(raw) : undefined;
	return link === undefined ? undefined : resolveLink(app, link, file.path);
}

export async function readCharacterNote(app: App, settings: LedgerSettings, file: TFile): Promise<ReadResult<CharacterNote>> {
	const fm = await frontmatterOf(app, file);
	if (!fm.ok) return fm;
	if (!isCypherCharacter(app, file)) {
		return fail(`"${file.path}" is not a Cypher character note (it needs ledger: character and system: cypher, or a Cypher campaign)`);
	}
	const rules = await campaignRules(app, settings, file, fm.value);
	const parsed = readCypherCharacter(fm.value, { name: file.basename, advancementStepsPerTier: rules.stepsPerTier });
	// Every problem the schema found travels with the refusal, so the sheet can list them all.
	if (!parsed.ok) return { ok: false, error: parsed.error, problems: parsed.problems };
	const pack = await readPack(app, "cypher");
	const held = readHeld(fm.value, CONDITIONS_KEY, CONDITION_FLAGS.cypher, pack);
	const note: CharacterNote = { file, sheet: parsed.value, damageModel: rules.damageModel, lightWeaponsEase: rules.lightWeaponsEase, conditions: withEncounter(app, file, held.held, pack), values: fm.value, pack };
	if (held.problems.length > 0) note.conditionProblems = held.problems.map((p) => p.message);
	const fight = await fightOf(app, settings, file);
	if (fight) note.fight = fight;
	if (rules.problem !== undefined) note.campaignProblem = rules.problem;
	if (rules.path !== undefined) note.campaignPath = rules.path;
	if (rules.stepsPerTier !== undefined) note.stepsPerTier = rules.stepsPerTier;
	return ok(note);
}

interface CampaignRules {
	damageModel: DamageModel;
	lightWeaponsEase: boolean;
	stepsPerTier?: number;
	problem?: string;
	path?: string;
}

/** Why the campaign's rules could not be read, and what the sheet does meanwhile: one wording for a missing and a broken campaign. */
const withoutCampaign = (why: string): string => `${why}. Until the campaign is fixed, this sheet uses wounds, not the damage track.`;

/**
 * The rules of the character's campaign. A sheet with no campaign, or one whose campaign note is
 * missing or broken, still renders with wounds (seed 000): the player can see their Pools while
 * the GM fixes the campaign, and the problem is shown on the sheet.
 */
async function campaignRules(app: App, settings: LedgerSettings, file: TFile, fm: Record<string, unknown>): Promise<CampaignRules> {
	const fallback: CampaignRules = { damageModel: "wounds", lightWeaponsEase: false };
	const raw = fm["campaign"];
	if (typeof raw !== "string" || raw.trim() === "") return fallback;
	const campaign = campaignFile(app, file, raw);
	if (campaign === undefined) return { ...fallback, problem: withoutCampaign(`The campaign ${raw.trim().slice(0, 80)} does not exist`) };
	const read = await readCampaignNote(app, campaign, settings);
	if (!read.ok) return { ...fallback, path: campaign.path, problem: withoutCampaign(read.error) };
	return {
		path: campaign.path,
		damageModel: read.value.campaign.damageModel,
		lightWeaponsEase: read.value.campaign.lightWeaponsEase,
		stepsPerTier: read.value.campaign.advancementStepsPerTier,
	};
}
