/**
 * What the buttons of a compendium page's panel do: pick a Cypher character and open one of the
 * table's existing dialogs with the page's numbers preset (the task dialog, Defend, Add cypher), or
 * roll a level or depletion as a free roll. Every entry these make links back to the page.
 */
import { Notice, type App, type TFile } from "obsidian";
import { roll } from "../../engine/dice/index";
import type { LogEntry } from "../../engine/log";
import { ok, type Result } from "../../engine/result";
import type { Stat } from "../../engine/systems/cypher/character";
import { createNpcFromPage } from "../../notes/csrd/npc-note";
import { openNote, withCampaign } from "../commands/campaign-choice";
import type { LedgerSettings } from "../../settings";
import { entryLink, linkSubpath, readCharacterAbilities, type CharacterAbility } from "../../notes/csrd/abilities";
import { abilityCostText, usableAbilities } from "../../games/cypher/abilities";
import { entryKey } from "../../notes/csrd/entries";
import type { CsrdAbility } from "../../notes/csrd/ability";
import { freeRollEntry, logRoll, type FreeRollLogged } from "../../notes/dice/free-roll";
import { linkpathOf } from "../../notes/log/targets";
import { nextEntryId } from "../../notes/log/undo";
import { rollTask } from "../cypher/actions";
import { addCombatant, encounterDeps } from "../encounter/actions";
import { AddCombatantModal } from "../encounter/modals";
import { pickOne } from "../pick-modal";
import { runningEncounters } from "../commands/current-notes";
import type { TableGame, TableSystem } from "../../games/frame/game";
import { noteGame } from "../frame/registry";
import { isCypherCharacter, readCharacterNote } from "../cypher/character-note";
import { cypherGame } from "../../games/cypher/game";
import { abilityWeaponChoice } from "../../games/cypher/task-game";
import { partyFor } from "../cypher/register";
import { readCypherPc } from "../cypher/table-entry";
import type { CharacterNote } from "../../games/cypher/character";
import type { PageRollSpec } from "../../games/rules/calculator";
import { readEquipment } from "../../engine/systems/cypher/party";
import { readCsrdEntryPage } from "../../notes/csrd/cached-page";
import { readEncounterNote, type EncounterNote } from "../../notes/encounter/read";
import { harm } from "../encounter/actions";
import { harmDialog, harmForm, harmRequest, openDialog } from "../encounter/dialogs";
import { TaskModal } from "../cypher/task-modal";
import { resolveRoll } from "../frame/roll-dialog";
import { RollModal } from "../frame/roll-modal";
import { submittedWith, type ModelReader, type TableDeps } from "../frame/pipeline";
import { loggedText } from "../dice/free-roll-view";
import { labelText } from "../user-text";
import { t } from "../../lang";

/** The page's name as the log's `links` hold it ("Glass-Moth"), rendered as a link to the page. */
export const pageLinkpath = (page: TFile): string => page.path.replace(/\.md$/i, "");

/** What a panel's buttons act on: a compendium page, or one entry of a longer note (named as its heading or bold name is). */
export interface CsrdTarget {
	file: TFile;
	entry?: string;
}

/** The target as the log's `links` hold it: "Compendium/Glass-Moth", "Prep/Session 4#Salt Lash". */
export const targetLinkpath = (target: CsrdTarget): string => pageLinkpath(target.file) + (target.entry ? `#${target.entry}` : "");

/** A wikilink to the target from `sourcePath`, as a character's `abilities` list holds it. */
export const targetLink = (app: App, target: CsrdTarget, sourcePath: string): string =>
	entryLink(app, target.file, sourcePath, target.entry);

/** The entry with the page among its links (once). */
const withPage = (made: Result<LogEntry>, page: string): Result<LogEntry> =>
	made.ok && !made.value.links.includes(page) ? ok({ ...made.value, links: [...made.value.links, page] }) : made;

/** The running encounters of these games (a creature has no place in the others), the latest edited first. */
const runningEncountersOf = (app: App, games: readonly TableSystem[] = ["cypher"]): TFile[] =>
	runningEncounters(app).filter((file) => games.some((game) => game === noteGame(app, file)));

/** The latest running encounter the creature fights in (an instance of its page, or its own note). */
async function fightWith(deps: TableDeps, page: TFile): Promise<EncounterNote | undefined> {
	for (const file of runningEncountersOf(deps.app)) {
		const read = await readEncounterNote(deps.app, deps.settings(), file);
		if (read.ok && read.value.combatants.some((c) => (c.source ?? c.file)?.path === page.path)) return read.value;
	}
	return undefined;
}

/**
 * "Attack it": the task dialog as an attack on the creature, by whoever's turn it is in the fight
 * the creature is in (a player character), else a character picked: difficulty its level, the
 * character's first weapon (or a medium one). A hit offers its damage to the creature in that fight.
 */
export function attackCreature(deps: TableDeps, target: CsrdTarget, creature: { name: string; level: number; armor?: number }): void {
	void fightWith(deps, target.file).then((fight) => {
		const attack = (file: TFile): void =>
			openTaskFor(deps, target, file, "might", () => t("peers.statblock.attackLabel", { name: creature.name }), (modal, note) => {
				// Its level is the difficulty; its Armor is what a crushing or slashing weapon reads.
				modal.update({ difficulty: Math.min(creature.level, 10), targetArmor: Math.min(Math.max(creature.armor ?? 0, 0), 10) });
				const weapon = note.sheet.equipment.findIndex((line) => readEquipment(line).weapon !== undefined);
				modal.setField("weapon", weapon < 0 ? "medium" : `item:${weapon}`);
			}, fight && ((damage) => offerDamage(deps, fight.file, target.file, damage)));
		const now = fight?.combatants.find((c) => c.ref.id === fight.current?.id);
		if (now?.kind === "pc" && now.file && isCypherCharacter(deps.app, now.file)) attack(now.file);
		else pickCharacter(deps, target.file, attack);
	});
}

/** After a hit: the tracker's damage dialog on the creature's first standing instance in the fight, with the hit's damage (its Armor comes off there). */
function offerDamage(deps: TableDeps, encounter: TFile, page: TFile, damage: number): void {
	if (damage <= 0) return;
	void readEncounterNote(deps.app, deps.settings(), encounter).then((read) => {
		if (!read.ok) return;
		const them = read.value.combatants.filter((c) => (c.source ?? c.file)?.path === page.path && !c.down);
		const first = them[0];
		if (first === undefined) return;
		const form = { ...harmForm(read.value, "damage", first.ref.id), amount: damage };
		openDialog(deps.app, harmDialog, read.value, form, (f) => harm(deps, encounter, harmRequest(f)));
	});
}

/**
 * "Add to encounter" on a creature page (or a statblock, whose creature may play several `games`):
 * pick an encounter of its game that has not ended (the latest edited first; the only one at once),
 * then the Add combatant dialog with the page and one instance filled in. The tracker's own
 * addCombatant checks and writes it, so the page is read as a creature there.
 */
export function addToEncounter(deps: TableDeps, target: CsrdTarget, name: string, games?: readonly TableSystem[]): void {
	const page = target.file;
	pickOne(deps.app, runningEncountersOf(deps.app, games), t("csrd.encounter.which"), (file) => file.basename, () => deps.tell(t("csrd.encounter.none", { name, command: t("commands.createEncounter.name") })), (encounter) => {
		const linkpath = deps.app.metadataCache.fileToLinktext(page, encounter.path, true) + (target.entry ? `#${target.entry}` : "");
		// The page's own name goes with it ("[[Glass-Moth|Glass Moth]]"), so its instances read "Glass Moth 1", not the file's name.
		const alias = (path: string): string | undefined => (path === linkpath && name !== (target.entry ?? page.basename) ? name : undefined);
		const add = (path: string, count?: number) => addCombatant(encounterDeps(deps.app, deps.settings, deps.tell, deps.rng), encounter, path, count, alias(path));
		new AddCombatantModal(deps.app, add, t("csrd.encounter.addTitle", { name, encounter: encounter.basename }), { name: linkpath, count: 1 }).open();
	});
}

/**
 * Runs `then` with a Cypher character: the note itself when the buttons are on a character's own
 * note (its pasted abilities), else the party's only one at once, else the one the user picks.
 */
export function pickCharacter(deps: TableDeps, page: TFile, then: (file: TFile) => void): void {
	if (isCypherCharacter(deps.app, page)) return then(page);
	void partyFor(deps.app, deps.settings(), page).then((members) =>
		pickOne(deps.app, members, t("commands.sheet.which", { role: "character" }), (member) => member.name, () => deps.tell(t("csrd.character.none", { kind: "ledger: character", system: "system: cypher" })), (member) => then(member.file)),
	);
}

/**
 * Opens the task dialog for a character, titled by `label` (from the abilities its sheet reads);
 * `ready` presets it once open; `onHit` follows a hit.
 */
function openTaskFor(
	deps: TableDeps,
	target: CsrdTarget,
	file: TFile,
	stat: Stat,
	label: (abilities: CharacterAbility[]) => string,
	ready: (modal: TaskModal, note: CharacterNote<TFile>, abilities: CharacterAbility[]) => void,
	onHit?: (damage: number) => void,
): void {
	void readCharacterNote(deps.app, deps.settings(), file).then(async (note) => {
		if (!note.ok) return deps.tell(note.error);
		const { abilities } = await readCharacterAbilities(deps.app, file, note.value.sheet.abilities);
		// The sheet's own task roll, the page among the entry's links.
		const page = { link: targetLinkpath(target), ...(onHit ? { onHit } : {}) };
		const modal = new TaskModal(deps.app, note.value, (f, form, title, entered) => rollTask(deps, f, form, title, entered, page), stat, label(abilities), "", abilities);
		modal.open();
		ready(modal, note.value, abilities);
	});
}

/** An attack ability's own damage, as its page says it: "inflicts 4 points of damage", "deals 6 damage". */
export function attackDamageIn(text: string): number | undefined {
	const found = /\b(?:inflicts?|deals?|does)\s+(\d{1,2})\s+(?:points?\s+of\s+)?damage\b/i.exec(text);
	return found ? Number(found[1]) : undefined;
}

/** An ability made as an attack with a weapon ("a melee attack", "your attack inflicts 1 less damage"). */
export function weaponAttackIn(text: string): boolean {
	return /\b(?:melee|ranged|weapon|unarmed)\s+attacks?\b|\byour attacks?\b|\bmakes? an attack\b/i.test(text);
}

/** True when a sheet's ability link leads to the target (the page, or the same entry of the note). */
const leadsTo = (deps: TableDeps, link: string, from: string, target: CsrdTarget): boolean => {
	if (deps.app.metadataCache.getFirstLinkpathDest(linkpathOf(link), from)?.path !== target.file.path) return false;
	const sub = linkSubpath(link);
	return target.entry === undefined || (sub !== undefined && entryKey(sub) === entryKey(target.entry));
};

/** "Use" on an ability page or entry: the task dialog with the ability chosen when the sheet has it, else its cost in the title. */
export function useAbility(deps: TableDeps, target: CsrdTarget, file: TFile, ability: CsrdAbility): void {
	const onSheet = (abilities: CharacterAbility[]): number => usableAbilities(abilities).findIndex((a) => leadsTo(deps, a.link, file.path, target));
	void readCsrdEntryPage(deps.app, target.file, target.entry).then((page) => {
		// An attack ability ("inflicts 4 points of damage") is an attack with that damage, not a plain task.
		const damage = attackDamageIn(page.body);
		// One made with a weapon (Bash, "a melee attack") opens as an attack with one, not as "Not an attack".
		const withWeapon = damage === undefined && weaponAttackIn(page.body);
		const label = (abilities: CharacterAbility[]) => (onSheet(abilities) < 0 ? `${ability.name} (${abilityCostText(ability)})` : ability.name);
		openTaskFor(deps, target, file, ability.pool ?? "might", label, (modal, note, abilities) => {
			const index = onSheet(abilities);
			if (index >= 0) modal.chooseAbility(String(index));
			if (damage !== undefined) modal.update({ attackDamage: damage });
			else if (withWeapon) modal.setField("weapon", abilityWeaponChoice(note.sheet.equipment));
		});
	});
}

/** Opens a sheet action's dialog (Defend, Add cypher, Add ability, Add equipment) on a character, with fields preset once open. */
export function openSheetDialog(deps: TableDeps, target: CsrdTarget, file: TFile, actionId: string, presets: [string, string | number | boolean][]): void {
	const host = { app: deps.app, settings: deps.settings, deps };
	const link = targetLinkpath(target);
	// The sheet's own game, its entries linking the page.
	const game: typeof cypherGame = { ...cypherGame, resolve: (pc, form, context) => withPage(cypherGame.resolve(pc, form, context), link) };
	openGameDialog(deps, file, async (f) => {
		const pc = await readCypherPc(host, f, "");
		return pc.ok ? pc : { ok: false as const, error: pc.error };
	}, game, actionId, presets);
}

/**
 * Reads the note's model and opens the game's dialog for one of its actions, fields preset once
 * open; what it rolls goes through the one pipeline (resolveRoll). A note that cannot be read says why.
 */
export function openGameDialog<Model, Form>(deps: TableDeps, file: TFile, read: ModelReader<Model>, game: TableGame<Model, Form>, actionId: string, presets: [string, string | number | boolean][] = []): void {
	void read(file).then((model) => {
		if (!model.ok) return deps.tell(model.error);
		const form = game.form(model.value, actionId);
		if (form === undefined) return;
		const modal = new RollModal(deps.app, game, model.value, form, (f, entered, how) => resolveRoll(submittedWith(deps, how), file, read, game, f, entered));
		modal.open();
		for (const [key, value] of presets) modal.setField(key, value);
	});
}

/** A free roll from the page (a level, a depletion), logged like a dice block's (logRoll) with the page linked. */
export async function rollFromPage(deps: TableDeps, page: TFile, expression: string, label: string, say: (total: number) => string = String): Promise<{ total: number; text: string; logged: FreeRollLogged }> {
	const result = roll(expression, deps.rng);
	const text = say(result.total);
	const origin = { sourcePath: page.path, via: "block" as const, expression, label };
	const logged = await logRoll(deps.app, deps.settings(), page.path, () => {
		const entry = { ...freeRollEntry(deps.app, origin, { result, references: [] }, { id: nextEntryId(), time: (deps.now?.() ?? new Date()).toISOString() }), links: [pageLinkpath(page)] };
		entry.outcome = { ...entry.outcome, text };
		return entry;
	});
	return { total: result.total, text, logged };
}

/** A roll the page offers: its dice, the log entry's label, and the outcome in words. */
/**
 * Rolls from the page (rollFromPage) and shows it in `status` at once, then where it was logged
 * (`cls`-result and `cls`-record lines), unless the view is gone meanwhile (`alive`). The page's
 * panel and the rule calculators show their rolls this one way.
 */
export async function rollIntoStatus(deps: TableDeps, page: TFile, roll: PageRollSpec, status: HTMLElement, cls: string, alive: () => boolean): Promise<number> {
	const rolled = await rollFromPage(deps, page, roll.expression, roll.label, roll.say);
	if (alive()) {
		status.empty();
		status.createDiv({ cls: `${cls}-result`, text: labelText(`${roll.label}: ${rolled.text}`) });
		status.createDiv({ cls: `${cls}-record`, text: loggedText(rolled.logged) });
	}
	return rolled.total;
}

/**
 * A creature page's NPC note (the command and the panel's Create NPC), opened once made. A compendium
 * page belongs to no campaign: it goes to the default or only one, else the one the user picks.
 */
export function pullNpc(app: App, settings: LedgerSettings, page: TFile): void {
	withCampaign(app, settings, null, (campaign) => {
		void createNpcFromPage(app, page, campaign).then(async (created) => {
			if (!created.ok) return void new Notice(created.error);
			new Notice(t("csrd.npc.created", { note: created.value.basename, campaign: campaign.basename }));
			await openNote(app, created.value);
		});
	});
}
