/**
 * "CSRD pages come alive" (issue 11 §1): on a compendium page in reading view, a compact panel
 * above the first section with the numbers a GM looks for (a creature's level, target number,
 * health, Armor, damage, movement; an ability's cost; a cypher's or artifact's level formula and
 * depletion; a weapon's or armor's weight) and buttons into the table's existing dialogs. The page
 * itself is never written; the panel is drawn beside it and removed with the section.
 */
import { MarkdownRenderChild, type MarkdownPostProcessorContext, type TFile } from "obsidian";
import type { Result } from "../../engine/result";
import { capital } from "../../engine/text";
import { fileAt, linkTo } from "../../notes/campaign/notes";
import { abilityCostText } from "../../notes/csrd/abilities";
import { parseAbility, type CsrdAbility } from "../../notes/csrd/ability";
import { parseCreature, type CsrdCreature } from "../../notes/csrd/creature";
import { parseArtifact, parseCypher, parseEquipment, type CsrdArtifact, type CsrdCypher, type CsrdEquipment, type LevelFormula } from "../../notes/csrd/items";
import { detectPageKind } from "../../notes/csrd/page-kind";
import { readPageText } from "../../notes/csrd/page";
import { withCampaign } from "../commands/campaign-choice";
import type { EquipmentKind } from "../../engine/systems/cypher/party";
import { ADD_ABILITY } from "../cypher/abilities-action";
import { DEFEND_ACTION } from "../cypher/defend-action";
import { ADD_EQUIPMENT } from "../cypher/equipment-action";
import { loggedText } from "../dice/free-roll-view";
import { firstSectionText } from "../first-section";
import type { TableDeps } from "../table/pipeline";
import { addToEncounter, openSheetDialog, openTaskFor, pickCharacter, pullNpc, rollFromPage, useAbility } from "./panel-actions";

/** What the panel shows for one page, by its kind. */
export type PanelPage =
	| { kind: "creature"; creature: CsrdCreature }
	| { kind: "ability"; ability: CsrdAbility }
	| { kind: "cypher"; cypher: CsrdCypher }
	| { kind: "artifact"; artifact: CsrdArtifact }
	| { kind: "equipment"; equipment: CsrdEquipment };

const PANEL = "cl-csrd-panel";
const ADD_CYPHER = "cypher:add";

/** The page's kind and parsed numbers, or undefined for an ordinary note (or a page that does not parse). */
export function readPanelPage(path: string, text: string): PanelPage | undefined {
	const page = readPageText(path, text);
	const pick = <T, K extends string>(kind: K, read: Result<T>): ({ kind: K } & Record<K, T>) | undefined =>
		read.ok ? ({ kind, [kind]: read.value } as { kind: K } & Record<K, T>) : undefined;
	switch (detectPageKind(page)) {
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

/** The dice expression of a level formula ("1d6+2"), or undefined for a fixed level. */
export const levelExpression = (level: LevelFormula): string | undefined =>
	level.dice ? `${level.dice.count}d${level.dice.sides}${level.bonus ? `+${level.bonus}` : ""}` : undefined;

/** The facts shown, one line each. */
export function panelFacts(read: PanelPage): string[] {
	switch (read.kind) {
		case "creature": {
			const c = read.creature;
			const lines = [`Level ${c.level} · target number ${c.targetNumber}`, c.health === undefined ? `Health: ${c.healthText}` : `Health ${c.health}`, `Armor ${c.armorText ?? c.armor}`];
			if (c.damageText) lines.push(`Damage ${c.damageText}`);
			if (c.movement) lines.push(`Movement ${c.movement}`);
			return lines;
		}
		case "ability": {
			const a = read.ability;
			const kind = a.kind === "unknown" ? [] : [capital(a.kind)];
			const cost = abilityCostText(a);
			return [[...kind, cost === "no cost" ? "No cost" : `Cost ${cost}`].join(" · ")];
		}
		case "cypher":
			return [[`Level ${read.cypher.level.text}`, ...(read.cypher.kind ? [read.cypher.kind] : [])].join(" · ")];
		case "artifact": {
			const { level, depletion } = read.artifact;
			return [`Level ${level.text}`, `Depletion ${depletion?.text ?? "not given"}`];
		}
		case "equipment": {
			const e = read.equipment;
			const lines = [...(e.weapon ? [`${capital(e.weapon)} weapon`] : []), ...(e.armor ? [`${capital(e.armor)} armor`] : [])];
			if (e.range) lines.push(`${capital(e.range)} range`);
			if (e.level !== undefined) lines.push(`Level ${e.level}`);
			if (e.value) lines.push(`Value ${e.value}`);
			return lines;
		}
	}
}

/** The panel of one page: its facts, its buttons, and a status line for what they did. */
export class CsrdPanelChild extends MarkdownRenderChild {
	private unloaded = false;
	/** The level last rolled here, preset when the cypher is given to a character. */
	private rolledLevel: number | undefined = undefined;

	constructor(
		containerEl: HTMLElement,
		private readonly page: TFile,
		private readonly read: PanelPage,
		private readonly deps: TableDeps,
	) {
		super(containerEl);
	}

	override onload(): void {
		const el = this.containerEl;
		el.empty();
		el.addClass(PANEL);
		const facts = el.createEl("ul", { cls: "cl-csrd-panel-facts" });
		for (const line of panelFacts(this.read)) facts.createEl("li", { text: line });
		const buttons = el.createDiv({ cls: "cl-csrd-panel-buttons" });
		const status = el.createDiv({ cls: "cl-csrd-panel-status", attr: { role: "status", "aria-live": "polite" } });
		const button = (text: string, run: () => void): void => {
			const b = buttons.createEl("button", { cls: "cl-csrd-panel-button", text });
			this.registerDomEvent(b, "click", run);
		};
		const { deps, page, read } = this;
		const pick = (then: (file: TFile) => void) => () => pickCharacter(deps, page, then);
		const rollLevel = (level: LevelFormula, name: string): void => {
			const expression = levelExpression(level);
			if (expression) button("Roll level", () => void this.roll(status, expression, `Level of ${name}`, (total) => `Level ${total}`, (total) => (this.rolledLevel = total)));
		};
		switch (read.kind) {
			case "creature": {
				const c = read.creature;
				// Difficulty is the creature's level; the weapon is the player's choice in the dialog.
				button("Attack it", pick((file) => openTaskFor(deps, page, file, "might", `Attack ${c.name}`, (modal) => modal.update({ difficulty: Math.min(c.level, 10) }))));
				const presets: [string, number][] = [["level", c.level]];
				if (c.damage !== undefined) presets.push(["damage", c.damage]);
				button("Defend against it", pick((file) => openSheetDialog(deps, page, file, DEFEND_ACTION, presets)));
				button("Add to encounter", () => addToEncounter(deps, page, c.name));
				button("Create NPC", () => withCampaign(deps.app, deps.settings(), null, (campaign) => void pullNpc(deps.app, page, campaign)));
				break;
			}
			case "ability":
				// An enabler is always on, so there is nothing to use: it only joins a sheet.
				if (read.ability.kind !== "enabler") button("Use", pick((file) => useAbility(deps, page, file, read.ability)));
				button("Add to character", pick((file) => openSheetDialog(deps, page, file, ADD_ABILITY, [["name", linkTo(deps.app, page, file.path)]])));
				break;
			case "cypher":
				rollLevel(read.cypher.level, read.cypher.name);
				button(
					"Give to a character",
					pick((file) => {
						const level = this.rolledLevel ?? (read.cypher.level.dice ? undefined : read.cypher.level.bonus);
						const presets: [string, string][] = [["name", linkTo(deps.app, page, file.path)]];
						if (level !== undefined) presets.push(["level", String(level)]);
						openSheetDialog(deps, page, file, ADD_CYPHER, presets);
					}),
				);
				break;
			case "artifact": {
				const { name, level, depletion } = read.artifact;
				rollLevel(level, name);
				if (depletion?.kind === "roll" && depletion.sides !== undefined) {
					const { low = 1, high = 1, sides } = depletion;
					const verdict = (total: number) => `${total}: ${total >= low && total <= high ? "depleted" : "not depleted"}`;
					button("Roll depletion", () => void this.roll(status, `1d${sides}`, `Depletion of ${name} (${depletion.text})`, verdict));
				}
				break;
			}
			case "equipment": {
				const { weapon, armor, range } = read.equipment;
				const kind: EquipmentKind = weapon ? `${weapon} weapon` : armor ? `${armor} armor` : "";
				// A range other than immediate makes it a ranged weapon (000: ranged attacks are Speed actions).
				const ranged = weapon !== undefined && range !== undefined && !/immediate/i.test(range);
				button("Add to character", pick((file) => openSheetDialog(deps, page, file, ADD_EQUIPMENT, [["name", linkTo(deps.app, page, file.path)], ["what", kind], ["ranged", ranged]])));
				break;
			}
		}
		if (buttons.childElementCount === 0) buttons.remove();
	}

	/** Rolls, shows the result at once and then where it was logged. */
	private async roll(status: HTMLElement, expression: string, label: string, say: (total: number) => string, then?: (total: number) => void): Promise<void> {
		const rolled = await rollFromPage(this.deps, this.page, expression, label, say);
		then?.(rolled.total);
		if (this.unloaded) return;
		status.empty();
		status.createDiv({ cls: "cl-csrd-panel-result", text: `${label}: ${rolled.text}` });
		status.createDiv({ cls: "cl-csrd-panel-record", text: loggedText(rolled.logged) });
	}

	override onunload(): void {
		this.unloaded = true;
		this.containerEl.remove();
	}
}

/**
 * Mounts the panel on a section when it is the note's first body section and the note is a
 * compendium page of a kind with a panel. Every other section costs one regex on the note's head.
 */
export function mountCsrdPanel(el: HTMLElement, ctx: MarkdownPostProcessorContext, deps: TableDeps): boolean {
	const text = firstSectionText(el, ctx, PANEL);
	if (text === undefined) return false;
	const read = readPanelPage(ctx.sourcePath, text);
	const file = read && fileAt(deps.app, ctx.sourcePath);
	if (!read || !file) return false;
	const panel = createDiv({ cls: PANEL });
	el.prepend(panel);
	ctx.addChild(new CsrdPanelChild(panel, file, read, deps));
	return true;
}
