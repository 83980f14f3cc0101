/**
 * Reading a Cypher character note for the table (games/cypher/character.ts says what it holds): the
 * validated sheet, the campaign's damage model and weapon rule. Read fresh before every roll, so a
 * result is always computed from what the note says now, not from what a widget drew a minute ago.
 */
import type { App, TFile } from "obsidian";
import { fail, ok } from "../../engine/result";
import { cachedFrontmatter, frontmatterOf, readCampaignNote, resolveLink } from "../../notes/campaign/notes";
import { readCypherCharacter } from "../../notes/schema/cypher";
import { linkPath } from "../../notes/schema/fields";
import { noteKind, noteSystem } from "../../notes/schema/kind";
import type { LedgerSettings } from "../../settings";
import type { ReadResult } from "../frame/registry";
import type { CharacterNote, CypherFight, FightTarget } from "../../games/cypher/character";
import type { DamageModel } from "../../engine/systems/cypher/character";
import { CONDITION_FLAGS, CONDITIONS_KEY, readHeld, specsOf } from "../../games/conditions/held";
import type { CypherCondition } from "../../engine/systems/cypher/health/conditions";
import { readPack } from "../../notes/pack/packs";
import { encounterOf, withEncounter } from "../../notes/encounter/current";
import { readEncounterNote, setupOf } from "../../notes/encounter/read";
import { instanceKey } from "../../engine/encounter";
import type { Bearer } from "../../games/conditions/apply";
import { applyArmorToSpeed } from "../../games/cypher/armor-action";
import { t } from "../../lang";

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

export async function readCharacterNote(app: App, settings: LedgerSettings, file: TFile): Promise<ReadResult<CharacterNote<TFile>>> {
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
	const note: CharacterNote<TFile> = { file, sheet: parsed.value, damageModel: rules.damageModel, lightWeaponsEase: rules.lightWeaponsEase, conditions: withEncounter(app, file, held.held, pack), values: fm.value, pack };
	if (held.problems.length > 0) note.conditionProblems = held.problems.map((p) => p.message);
	// 001: unpracticed armor lowers the Speed Pool's maximum while worn (derived here, never written).
	const armorProblem = applyArmorToSpeed(note);
	if (armorProblem !== undefined) note.armorProblem = armorProblem;
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
const withoutCampaign = (why: string): string => t("cypher.ui.sheet.withoutCampaign", { why: why.replace(/\.$/, "") });

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
	if (campaign === undefined) return { ...fallback, problem: withoutCampaign(t("cypher.ui.sheet.noCampaign", { name: raw.trim().slice(0, 80) })) };
	const read = await readCampaignNote(app, campaign, settings);
	if (!read.ok) return { ...fallback, path: campaign.path, problem: withoutCampaign(read.error) };
	return {
		path: campaign.path,
		damageModel: read.value.campaign.damageModel,
		lightWeaponsEase: read.value.campaign.lightWeaponsEase,
		stepsPerTier: read.value.campaign.advancementStepsPerTier,
	};
}
