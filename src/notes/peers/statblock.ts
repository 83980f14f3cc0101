/**
 * Fantasy Statblocks' `statblock` blocks in the vault: the block's YAML (parsed by Obsidian's own
 * parseYaml) with what it inherits from other notes (`monster:`, `creature:`, `extends:` naming a note
 * of the vault that holds a statblock, or whose properties are one), its own fields winning. The
 * creature the encounter reader takes as a template comes from here (statblockTemplate).
 */
import { parseYaml, type App, type TFile } from "obsidian";
import { fail, ok, type Result } from "../../engine/result";
import { cachedFrontmatter } from "../campaign/notes";
import type { CombatantData } from "../encounter/read";
import { errorText } from "../frontmatter";
import type { SystemId } from "../schema/kind";
import { cypherCreature, d20Creature, nameOf, parentsOf, type Fields } from "./creature";
import { fencedBlocks, headingRange, type FencedBlock } from "../sections";
import { t } from "../../lang";

export const STATBLOCK_LANGUAGE = "statblock";
/** Most notes one creature's inheritance reads (a loop of `extends` ends here too). */
const MAX_PARENTS = 8;

export interface Statblock {
	fields: Fields;
	name: string;
	/** What could not be followed, in the user's words ("Goblin" names no note of this vault). */
	problems: string[];
}

/** A block's YAML as fields, or why not. */
export function statblockFields(body: string): Result<Fields> {
	let parsed: unknown;
	try {
		parsed = parseYaml(body);
	} catch (error) {
		return fail(t("notes.peers.statblock.yaml", { error: errorText(error).split("\n")[0]?.slice(0, 120) ?? "" }));
	}
	return typeof parsed === "object" && parsed !== null && !Array.isArray(parsed) ? ok(parsed as Fields) : fail(t("notes.peers.statblock.noFields", { name: "name:", hp: "hp:" }));
}

/** The note's first statblock, or the first under a heading. */
export function statblockIn(text: string, heading?: string): FencedBlock | undefined {
	const lines = text.split(/\r?\n/);
	const blocks = fencedBlocks(lines, STATBLOCK_LANGUAGE);
	if (heading === undefined) return blocks[0];
	const range = headingRange(lines, heading);
	return range && blocks.find((block) => block.start > range.from && block.start < range.to);
}

/** The fields a note gives as a parent: its first statblock, else its properties. */
async function parentFields(app: App, file: TFile): Promise<Fields | undefined> {
	const block = statblockIn(await app.vault.cachedRead(file));
	const own = block ? statblockFields(block.body) : undefined;
	if (own?.ok) return own.value;
	const fm = cachedFrontmatter(app, file);
	return typeof fm === "object" && fm !== null ? (fm as Fields) : undefined;
}

/** A creature with what it inherits; `from` is the note the block is in (links resolve from it). */
export async function readStatblock(app: App, from: TFile, own: Fields): Promise<Statblock> {
	const problems: string[] = [];
	const seen = new Set([from.path]);
	const inherit = async (fields: Fields, sourcePath: string): Promise<Fields> => {
		let merged: Fields = {};
		// The last named is the furthest: `extends` gives way to `monster`, which gives way to the block itself.
		for (const parent of parentsOf(fields).reverse()) {
			const file = app.metadataCache.getFirstLinkpathDest(parent, sourcePath);
			if (!file || seen.has(file.path) || seen.size > MAX_PARENTS) {
				if (!file) problems.push(t("notes.peers.statblock.parentMissing", { name: parent.slice(0, 60) }));
				continue;
			}
			seen.add(file.path);
			const fieldsOf = await parentFields(app, file);
			if (fieldsOf) merged = { ...merged, ...(await inherit(fieldsOf, file.path)) };
		}
		return { ...merged, ...fields };
	};
	const fields = await inherit(own, from.path);
	return { fields, name: nameOf(fields["name"]) ?? from.basename, problems };
}

/**
 * A note's statblock as an encounter template for the encounter's game, undefined when the note (or
 * its heading) holds none. A creature that cannot play the game is a failure in the user's words.
 */
export async function statblockTemplate(app: App, file: TFile, heading: string | undefined, system: SystemId): Promise<Result<CombatantData> | undefined> {
	const block = statblockIn(await app.vault.cachedRead(file), heading);
	if (!block) return undefined;
	const own = statblockFields(block.body);
	if (!own.ok) return fail(t("notes.peers.statblock.unreadable", { error: own.error }));
	const read = await readStatblock(app, file, own.value);
	const name = heading !== undefined && own.value["name"] === undefined ? heading : read.name;
	const why = (error: string): Result<CombatantData> => fail(t("notes.peers.statblock.cannotPlay", { name, error, problems: read.problems.join(" ") }).trim());
	if (system === "d20") {
		const character = d20Creature(read.fields, name);
		return character.ok ? ok({ system, character: character.value }) : why(character.error);
	}
	const npc = system === "cypher" ? cypherCreature(read.fields, name) : undefined;
	if (system === "pool") return why(t("notes.peers.statblock.poolGame"));
	if (!npc) return why(t("notes.peers.statblock.noLevel", { level: "level:", health: "health:", armor: "armor:" }));
	return npc.ok ? ok({ system: "cypher", npc: { level: npc.value.level, health: npc.value.health, healthMax: npc.value.healthMax, armor: npc.value.armor, damage: npc.value.damage } }) : why(npc.error);
}
