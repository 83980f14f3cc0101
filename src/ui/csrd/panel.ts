/**
 * "CSRD pages come alive" (issue 11 §1, issue 23): on a compendium page in reading view, a compact
 * panel above the first section with the numbers a GM looks for (a creature's level, target number,
 * health, Armor, damage, movement; an ability's cost; a cypher's or artifact's level formula and
 * depletion; a weapon's or armor's weight) and buttons into the table's existing dialogs; folded
 * under them, how the page was read ("Read as: ability", from which forms, and what it overruled).
 * The same child draws the small bar beside each entry of a longer note (entry-buttons.ts). The page
 * itself is never written; the panel is drawn beside it and removed with the section.
 */
import { MarkdownRenderChild, type MarkdownPostProcessorContext, type TFile } from "obsidian";
import type { Result } from "../../engine/result";
import { capital } from "../../engine/text";
import { fileAt } from "../../notes/campaign/notes";
import { abilityCostText } from "../../games/cypher/abilities";
import { parseAbility, type CsrdAbility } from "../../notes/csrd/ability";
import { pageFromCache } from "../../notes/csrd/cached-page";
import { entryAsPage, type CsrdEntry } from "../../notes/csrd/entries";
import { parseCreature, type CsrdCreature } from "../../notes/csrd/creature";
import { parseArtifact, parseCypher, parseEquipment, type CsrdArtifact, type CsrdCypher, type CsrdEquipment, type LevelFormula } from "../../notes/csrd/items";
import { mayBePanelPage, readPageKind, type PageKindReading } from "../../notes/csrd/page-kind";
import type { CsrdPage } from "../../notes/csrd/page";
import { reasonTexts } from "../../notes/csrd/reasons";
import type { EquipmentKind } from "../../engine/systems/cypher/party";
import { ADD_ABILITY } from "../../games/cypher/abilities-action";
import { ATTACK_DAMAGE, DEFEND_ACTION } from "../../games/cypher/defend-action";
import { readMovement } from "../../engine/systems/cypher/procedures";
import { ADD_EQUIPMENT } from "../../games/cypher/equipment-action";
import { firstSectionText } from "../first-section";
import type { TableDeps } from "../frame/pipeline";
import { labelText } from "../user-text";
import { addToEncounter, attackCreature, openSheetDialog, pickCharacter, pullNpc, rollIntoStatus, targetLink, useAbility, type CsrdTarget } from "./panel-actions";
import type { PageRollSpec } from "../../games/rules/calculator";
import { t } from "../../lang";

/** What the panel shows for one page, by its kind. */
export type PanelItem =
	| { kind: "creature"; creature: CsrdCreature }
	| { kind: "ability"; ability: CsrdAbility }
	| { kind: "cypher"; cypher: CsrdCypher }
	| { kind: "artifact"; artifact: CsrdArtifact }
	| { kind: "equipment"; equipment: CsrdEquipment };

/** How a page or entry was read: the kind, the forms that said so, and what was overruled (reasons, worded when shown). */
export type ReadAs = Pick<PageKindReading, "because" | "overruled"> & { kind: string; source: string };

export type PanelPage = PanelItem & { readAs: ReadAs };

const PANEL = "cl-csrd-panel";
const ADD_CYPHER = "cypher:add";

/**
 * The page's kind and parsed numbers, or undefined for an ordinary note (or a page that does not
 * parse: no panel, no error). A note that cannot be a page with a panel (its properties, tags and
 * folder say no such kind, and it has none of the words its text would need) is not read further.
 */
export function readPanelPage(page: CsrdPage): PanelPage | undefined {
	if (!mayBePanelPage(page)) return undefined;
	const reading = readPageKind(page);
	const item = readPanelItem(page, reading.kind);
	return item && { ...item, readAs: { kind: reading.kind, source: reading.source, because: reading.because, overruled: reading.overruled } };
}

/** A page (or an entry read as one) parsed as `kind`, or undefined when it does not parse. */
export function readPanelItem(page: CsrdPage, kind: string): PanelItem | undefined {
	const pick = <T, K extends string>(k: K, read: Result<T>): ({ kind: K } & Record<K, T>) | undefined =>
		read.ok ? ({ kind: k, [k]: read.value } as { kind: K } & Record<K, T>) : undefined;
	switch (kind) {
		case "creature": {
			const read = parseCreature(page);
			return read.ok ? { kind: "creature", creature: read.creature } : undefined;
		}
		case "ability": {
			const read = parseAbility(page);
			return read.ok ? { kind: "ability", ability: read.ability } : undefined;
		}
		case "cypher":
			return pick("cypher", parseCypher(page));
		case "artifact":
			return pick("artifact", parseArtifact(page));
		case "equipment":
			return pick("equipment", parseEquipment(page));
		default:
			return undefined;
	}
}

/** An entry of a longer note as its bar shows it, read as the kind its own words say; undefined when it does not parse (no bar, no error). */
export function readEntryPanel(path: string, entry: CsrdEntry): PanelPage | undefined {
	const item = readPanelItem(entryAsPage(path, entry), entry.kind);
	return item && { ...item, readAs: { kind: entry.kind, source: "content", because: entry.forms, overruled: [] } };
}

/**
 * "Read as: ability" and what it was read from, in the user's words: "From the 'Action' line, the
 * cost line; the tags agree." and, when a witness was overruled, "The tags say cypher; the page's own
 * words win." Worded here, when shown, in the language of the moment: the reading itself may have
 * been made (and cached) before a change of language.
 */
export function readAsLines(readAs: ReadAs): { summary: string; lines: string[] } {
	const lines: string[] = [];
	if (readAs.because.length > 0) lines.push(t("csrd.readAs.from", { reasons: reasonTexts(readAs.because).join(", ") }));
	if (readAs.overruled.length > 0) {
		lines.push(t("csrd.readAs.overruled", { overruled: capital(reasonTexts(readAs.overruled).join("; ")), source: readAs.source }));
	}
	return { summary: t("csrd.readAs.summary", { kind: readAs.kind }), lines };
}

/** The dice expression of a level formula ("1d6+2"), or undefined for a fixed level. */
export const levelExpression = (level: LevelFormula): string | undefined =>
	level.dice ? `${level.dice.count}d${level.dice.sides}${level.bonus ? `+${level.bonus}` : ""}` : undefined;

/** The facts shown, one line each. */
export function panelFacts(read: PanelPage): string[] {
	switch (read.kind) {
		case "creature": {
			const c = read.creature;
			const lines = [t("csrd.fact.creatureLevel", { level: c.level, target: c.targetNumber }), c.health === undefined ? t("csrd.fact.healthText", { health: c.healthText }) : t("csrd.fact.health", { health: c.health }), t("csrd.fact.armor", { armor: c.armorText ?? String(c.armor) })];
			if (c.damageText) lines.push(t("csrd.fact.damage", { damage: c.damageText }));
			if (c.movement) lines.push(t("csrd.fact.movement", { movement: c.movement }));
			return lines;
		}
		case "ability": {
			const a = read.ability;
			const kind = a.kind === "unknown" ? [] : [t("csrd.fact.abilityKind", { kind: a.kind })];
			const cost = abilityCostText(a);
			return [[...kind, cost === "no cost" ? t("csrd.fact.noCost") : t("csrd.fact.cost", { cost })].join(" · ")];
		}
		case "cypher":
			return [[t("csrd.fact.level", { level: read.cypher.level.text }), ...(read.cypher.kind ? [read.cypher.kind] : [])].join(" · ")];
		case "artifact": {
			const { level, depletion } = read.artifact;
			return [t("csrd.fact.level", { level: level.text }), depletion === undefined ? t("csrd.fact.depletionNotGiven") : t("csrd.fact.depletion", { depletion: depletion.text })];
		}
		case "equipment": {
			const e = read.equipment;
			const lines = [...(e.weapon ? [t("csrd.fact.weapon", { weight: e.weapon })] : []), ...(e.armor ? [t("csrd.fact.armorWeight", { weight: e.armor })] : [])];
			if (e.range) lines.push(t("csrd.fact.range", { range: e.range === "very long" ? "veryLong" : e.range }));
			if (e.level !== undefined) lines.push(t("csrd.fact.level", { level: e.level }));
			if (e.value) lines.push(t("csrd.fact.value", { value: e.value }));
			return lines;
		}
	}
}

/**
 * A bar's parts, as a page's panel, an entry's bar and another plugin's block bar draw them: its
 * facts, a row of buttons (named for screen readers by `label`, else their words) and a status
 * line that says what a click did. Classes are `cls`-facts, -buttons, -button and -status.
 */
export function barParts(el: HTMLElement, cls: string, register: (button: HTMLElement, run: () => void) => void) {
	const facts = el.createEl("ul", { cls: `${cls}-facts` });
	const buttons = el.createDiv({ cls: `${cls}-buttons` });
	const status = el.createDiv({ cls: `${cls}-status`, attr: { role: "status", "aria-live": "polite" } });
	const button = (text: string, run: () => void, label = text): void =>
		register(buttons.createEl("button", { cls: `${cls}-button`, text: labelText(text), attr: { "aria-label": labelText(label) } }), run);
	return { facts, buttons, button, status };
}

/** The panel of one page, or the bar of one entry: its facts, its buttons, a status line for what they did, and how it was read. */
export class CsrdPanelChild extends MarkdownRenderChild {
	private unloaded = false;
	/** The level last rolled here, preset when the cypher is given to a character. */
	private rolledLevel: number | undefined = undefined;

	constructor(
		containerEl: HTMLElement,
		private readonly target: CsrdTarget,
		private readonly read: PanelPage,
		private readonly deps: TableDeps,
	) {
		super(containerEl);
	}

	override onload(): void {
		const el = this.containerEl;
		el.empty();
		const entry = this.target.entry !== undefined;
		el.addClass(entry ? "cl-csrd-entry" : PANEL);
		const { facts, buttons, button, status } = barParts(el, "cl-csrd-panel", (b, run) => this.registerDomEvent(b, "click", run));
		for (const line of panelFacts(this.read)) facts.createEl("li", { text: line });
		const { deps, target, read } = this;
		const page = target.file;
		const pick = (then: (file: TFile) => void) => () => pickCharacter(deps, page, then);
		// What a character's sheet gets in its name field: a link to this page or entry.
		const named = (file: TFile): [string, string] => ["name", targetLink(deps.app, target, file.path)];
		const rollLevel = (level: LevelFormula, name: string): void => {
			const expression = levelExpression(level);
			if (expression) button(t("csrd.button.rollLevel"), () => void this.roll(status, { expression, label: t("tables.follow.levelOf", { name }), say: (total) => t("csrd.fact.level", { level: total }) }).then((total) => (this.rolledLevel = total)));
		};
		switch (read.kind) {
			case "creature": {
				const c = read.creature;
				button(t("peers.statblock.attack"), () => attackCreature(deps, target, c));
				// Its level is the defense's difficulty; its damage in points is what a hit deals, by the campaign's rules.
				const presets: [string, number | string][] = [["level", c.level]];
				if (c.damage !== undefined) presets.push([ATTACK_DAMAGE, c.damage]);
				// Its Movement line says how fast it is: a slow creature eases the defense, a fast one hinders it (001).
				const movement = readMovement(c.movement);
				if (movement !== undefined) presets.push(["foeMovement", movement]);
				button(t("csrd.button.defend"), pick((file) => openSheetDialog(deps, target, file, DEFEND_ACTION, presets)));
				button(t("peers.statblock.addToEncounter"), () => addToEncounter(deps, target, c.name));
				// An NPC note is made from a whole page; an entry of a longer note is played from the note.
				if (!entry) button(t("csrd.button.createNpc"), () => pullNpc(deps.app, deps.settings(), page));
				break;
			}
			case "ability":
				// An enabler is always on, so there is nothing to use: it only joins a sheet.
				if (read.ability.kind !== "enabler") button(t("csrd.button.use"), pick((file) => useAbility(deps, target, file, read.ability)));
				button(t("csrd.button.addToCharacter"), pick((file) => openSheetDialog(deps, target, file, ADD_ABILITY, [named(file)])));
				break;
			case "cypher":
				rollLevel(read.cypher.level, read.cypher.name);
				button(
					t("csrd.button.give"),
					pick((file) => {
						const level = this.rolledLevel ?? (read.cypher.level.dice ? undefined : read.cypher.level.bonus);
						const presets: [string, string][] = [named(file)];
						if (level !== undefined) presets.push(["level", String(level)]);
						openSheetDialog(deps, target, file, ADD_CYPHER, presets);
					}),
				);
				break;
			case "artifact": {
				const { name, level, depletion } = read.artifact;
				rollLevel(level, name);
				if (depletion?.kind === "roll" && depletion.sides !== undefined) {
					const { low = 1, high = 1, sides } = depletion;
					const verdict = (total: number) => (total >= low && total <= high ? t("csrd.depletion.depleted", { total }) : t("csrd.depletion.notDepleted", { total }));
					button(t("csrd.button.rollDepletion"), () => void this.roll(status, { expression: `1d${sides}`, label: t("csrd.depletion.label", { name, depletion: depletion.text }), say: verdict }));
				}
				break;
			}
			case "equipment": {
				const { weapon, armor, range } = read.equipment;
				const kind: EquipmentKind = weapon ? `${weapon} weapon` : armor ? `${armor} armor` : "";
				// A range other than immediate makes it a ranged weapon (000: ranged attacks are Speed actions).
				const ranged = weapon !== undefined && range !== undefined && !/immediate/i.test(range);
				button(t("csrd.button.addToCharacter"), pick((file) => openSheetDialog(deps, target, file, ADD_EQUIPMENT, [named(file), ["what", kind], ["ranged", ranged]])));
				break;
			}
		}
		if (buttons.childElementCount === 0) buttons.remove();
		// How it was read, folded: a user with an odd page sees why, without it taking the panel's room.
		const { summary, lines } = readAsLines(read.readAs);
		const details = el.createEl("details", { cls: "cl-csrd-read" });
		details.createEl("summary", { text: summary });
		for (const line of lines) details.createDiv({ text: line });
	}

	/** Rolls, shows the result at once and then where it was logged. */
	private roll(status: HTMLElement, roll: PageRollSpec): Promise<number> {
		return rollIntoStatus(this.deps, this.target.file, roll, status, "cl-csrd-panel", () => !this.unloaded);
	}

	override onunload(): void {
		this.unloaded = true;
		this.containerEl.remove();
	}
}

/**
 * Mounts the panel on a section when it is the note's first body section and the note is a
 * compendium page of a kind with a panel. Every other section costs one regex on the note's head.
 * Tags, aliases and properties come from Obsidian's metadata cache; the words from the section's text.
 */
export function mountCsrdPanel(el: HTMLElement, ctx: MarkdownPostProcessorContext, deps: TableDeps): boolean {
	const text = firstSectionText(el, ctx, PANEL);
	if (text === undefined) return false;
	const file = fileAt(deps.app, ctx.sourcePath);
	const read = file && readPanelPage(pageFromCache(file.path, deps.app.metadataCache.getFileCache(file), text));
	if (!read || !file) return false;
	const panel = createDiv({ cls: PANEL });
	el.prepend(panel);
	ctx.addChild(new CsrdPanelChild(panel, { file }, read, deps));
	return true;
}
