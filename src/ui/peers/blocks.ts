/**
 * A bar beside other plugins' blocks in reading view, their blocks left as they are: a Fantasy
 * Statblocks `statblock` gets the creature's numbers in this plugin's games and Add to encounter,
 * Attack it and a Roll button for each roll in its text; an Initiative Tracker `encounter` block gets
 * "Run with Campaign Ledger" for each encounter in it, and what of it is read.
 */
import { MarkdownRenderChild, parseYaml, type MarkdownPostProcessorContext, type TFile } from "obsidian";
import { ok, type Result } from "../../engine/result";
import type { D20Character } from "../../engine/systems/d20/character";
import { defenceModifier } from "../../engine/systems/d20/combat";
import { signed } from "../../engine/text";
import { cachedFrontmatter, fileAt, notesOfKind } from "../../notes/campaign/notes";
import { creatureRolls, cypherCreature, d20Creature } from "../../notes/peers/creature";
import { readStatblock, statblockFields, statblockIn } from "../../notes/peers/statblock";
import { runTrackerEncounter } from "../../notes/peers/run-encounter";
import { readTrackerEncounter, splitEncounters } from "../../notes/peers/tracker-block";
import { readD20Note, d20Kind } from "../d20/note";
import { d20Game } from "../d20/game";
import { readTableState, type D20Note } from "../d20/model";
import { openTaskFor, pickCharacter, rollFromPage } from "../csrd/panel-actions";
import { addCombatant, encounterDeps } from "../encounter/actions";
import { AddCombatantModal } from "../encounter/modals";
import { PickModal } from "../pick-modal";
import { resolveRoll } from "../table/roll-dialog";
import { RollModal } from "../table/roll-modal";
import type { TableDeps } from "../table/pipeline";
import { noteGame } from "../table/registry";
import { isolate, labelText } from "../user-text";

const BAR = "cl-peer-bar";

/** Draws the bar of a `statblock` or `encounter` block section (once per section). */
export function mountPeerBlockBars(el: HTMLElement, ctx: MarkdownPostProcessorContext, deps: TableDeps): void {
	const info = ctx.getSectionInfo(el);
	if (!info) return;
	const lines = info.text.split(/\r?\n/);
	const open = /^ {0,3}(?:`{3,}|~{3,})\s*(statblock|encounter)\s*$/i.exec(lines[info.lineStart] ?? "");
	if (!open || el.querySelector(`.${BAR}`)) return;
	const body = lines.slice(info.lineStart + 1, info.lineEnd).join("\n");
	const bar = el.createDiv({ cls: BAR });
	ctx.addChild(open[1]?.toLowerCase() === "statblock" ? new StatblockBar(bar, deps, ctx.sourcePath, body, heading(info.text, info.lineStart)) : new TrackerBlockBar(bar, deps, ctx.sourcePath, body));
}

/**
 * How a link names this block: nothing when it is the note's first statblock, its heading when it is
 * the first under that heading, undefined when no link can (a second block under one heading).
 */
function heading(text: string, line: number): string | false | undefined {
	if (statblockIn(text)?.start === line) return false;
	const above = text.split(/\r?\n/).slice(0, line).reverse().map((l) => /^ {0,3}#{1,6}\s+(.*?)\s*#*\s*$/.exec(l)?.[1]).find((h) => h !== undefined);
	return above !== undefined && statblockIn(text, above)?.start === line ? above : undefined;
}

/** A bar's parts: facts, a row of buttons and a status line that says what a click did. */
function barParts(el: HTMLElement): { facts: HTMLElement; button: (text: string, run: () => void, label?: string) => void; status: HTMLElement } {
	const facts = el.createEl("ul", { cls: "cl-peer-facts" });
	const row = el.createDiv({ cls: "cl-peer-buttons" });
	const status = el.createDiv({ cls: "cl-peer-status", attr: { role: "status", "aria-live": "polite" } });
	const button = (text: string, run: () => void, label?: string): void => {
		row.createEl("button", { cls: "cl-peer-button", text: labelText(text), attr: label ? { "aria-label": labelText(label) } : {} }).addEventListener("click", run);
	};
	return { facts, button, status };
}

class StatblockBar extends MarkdownRenderChild {
	constructor(
		el: HTMLElement,
		private readonly deps: TableDeps,
		private readonly sourcePath: string,
		private readonly body: string,
		/** How a link names the block (see heading()). */
		private readonly entry: string | false | undefined,
	) {
		super(el);
	}

	override onload(): void {
		void this.draw();
	}

	private async draw(): Promise<void> {
		const { deps } = this;
		const file = fileAt(deps.app, this.sourcePath);
		const own = statblockFields(this.body);
		if (!file || !own.ok) {
			if (!own.ok) this.containerEl.createEl("p", { cls: "cl-warning", text: `This statblock cannot be read here: ${own.error}.` });
			return;
		}
		const read = await readStatblock(deps.app, file, own.value);
		const name = read.name;
		const d20 = d20Creature(read.fields, name);
		const cypher = cypherCreature(read.fields, name);
		const { facts, button, status } = barParts(this.containerEl);
		isolate(facts.createEl("li", { cls: "cl-peer-name", text: name }));
		const c = d20.ok ? d20.value : undefined;
		facts.createEl("li", { text: d20.ok ? `d20 game: Vitality ${d20.value.vitalityMax} · Wound points ${d20.value.woundPointsMax} · Defence ${signed(defenceModifier(d20.value).modifier)}` : `d20 game: ${d20.error}` });
		if (cypher) facts.createEl("li", { text: cypher.ok ? `Cypher: level ${cypher.value.level} · health ${cypher.value.healthMax} · armor ${cypher.value.armor}` : `Cypher: ${cypher.error}` });
		for (const problem of read.problems) facts.createEl("li", { cls: "cl-warning", text: labelText(problem) });
		const linkpath = deps.app.metadataCache.fileToLinktext(file, "", true) + (this.entry ? `#${this.entry}` : "");
		const games = [...(c ? ["d20"] : []), ...(cypher?.ok ? ["cypher"] : [])];
		if (games.length > 0 && this.entry !== undefined) button("Add to encounter", () => addToEncounter(deps, linkpath, name, games), `Add ${name} to an encounter`);
		const game = noteGame(deps.app, file);
		if (c && game !== "cypher") button("Attack it", () => attackD20(deps, c, name, `[[${linkpath}]]`, file.path.replace(/\.md$/i, "") + (this.entry ? `#${this.entry}` : "")), `Attack ${name}`);
		else if (cypher?.ok) {
			const level = Math.min(cypher.value.level, 10);
			button("Attack it", () => pickCharacter(deps, file, (pc) => openTaskFor(deps, { file, ...(this.entry ? { entry: this.entry } : {}) }, pc, "might", `Attack ${name}`, (modal) => modal.update({ difficulty: level }))), `Attack ${name}`);
		}
		for (const roll of creatureRolls(read.fields)) {
			button(roll.label, () => void rollFromPage(deps, file, roll.expression, `${name}: ${roll.label}`).then((done) => status.setText(labelText(`${roll.label}: ${done.text}. ${done.logged.logged ? "" : done.logged.reason}`.trim()))), `Roll ${roll.label} (${roll.expression})`);
		}
	}
}

/** Picks an open encounter of a game the creature plays (the only one at once), then the Add combatant dialog, filled in. */
function addToEncounter(deps: TableDeps, linkpath: string, name: string, games: string[]): void {
	const open = notesOfKind(deps.app, "encounter").filter((file) => (cachedFrontmatter(deps.app, file) as Record<string, unknown>)["ended"] !== true && games.includes(noteGame(deps.app, file) ?? ""));
	const add = (encounter: TFile): void => {
		const modal = new AddCombatantModal(deps.app, (path, count) => addCombatant(encounterDeps(deps.app, deps.settings, deps.tell, deps.rng), encounter, path, count), `Add ${name} to ${encounter.basename}`);
		modal.name = linkpath;
		modal.count = 1;
		modal.open();
	};
	if (open.length === 0) deps.tell(`No ${games.join(" or ")} encounter is running: create one with the command Create encounter, then add ${name}.`);
	else if (open[0] && open.length === 1) add(open[0]);
	else new PickModal(deps.app, "Which encounter?", open, (file) => file.basename, add).open();
}

/**
 * The d20 attack dialog of a character, aimed at the creature: its Defence, the exact chance to hit,
 * the roll logged. A statblock keeps no Vitality, so the entry writes nothing to it (the damage is
 * logged; apply it in the creature's encounter); what the attack changes on the attacker is written.
 */
function attackD20(deps: TableDeps, creature: D20Character, name: string, link: string, page: string): void {
	const characters = notesOfKind(deps.app, "character").filter((file) => d20Kind(deps.app, file) === "character");
	const target = { name, link, kind: "npc" as const, character: creature, state: readTableState({}) };
	const read = async (file: TFile): Promise<Result<D20Note>> => {
		const note = await readD20Note(deps.app, file);
		return note.ok ? ok({ ...note.value, others: [target] }) : note;
	};
	const game: typeof d20Game = {
		...d20Game,
		resolve: (note, form, context) => {
			const done = d20Game.resolve(note, form, context);
			if (!done.ok) return done;
			const kept = done.value.changes.filter((change) => change.target !== link);
			const note2 = kept.length < done.value.changes.length ? [`${name} is a statblock, so nothing is written to it: apply the damage in its encounter.`] : [];
			return ok({ ...done.value, changes: kept, explanation: [...done.value.explanation, ...note2], links: [...done.value.links, page] });
		},
	};
	const open = (file: TFile): void =>
		void read(file).then((note) => {
			if (!note.ok) return deps.tell(note.error);
			const form = game.form(note.value, "attack");
			if (form) new RollModal(deps.app, game, note.value, form, (f, entered) => resolveRoll(deps, file, read, game, f, entered)).open();
		});
	if (characters.length === 0) deps.tell("No d20 characters found: add ledger: character and system: d20 to the player characters' notes.");
	else if (characters[0] && characters.length === 1) open(characters[0]);
	else new PickModal(deps.app, "Who attacks?", characters, (file) => file.basename, open).open();
}

class TrackerBlockBar extends MarkdownRenderChild {
	constructor(
		el: HTMLElement,
		private readonly deps: TableDeps,
		private readonly sourcePath: string,
		private readonly body: string,
	) {
		super(el);
	}

	override onload(): void {
		const { deps } = this;
		for (const part of splitEncounters(this.body)) {
			const { facts, button, status } = barParts(this.containerEl.createDiv({ cls: "cl-peer-encounter" }));
			let fields: unknown;
			try {
				fields = parseYaml(part);
			} catch {
				fields = undefined;
			}
			if (typeof fields !== "object" || fields === null || Array.isArray(fields)) {
				facts.createEl("li", { cls: "cl-warning", text: "This encounter's YAML cannot be read." });
				continue;
			}
			const encounter = readTrackerEncounter(fields as Record<string, unknown>);
			const who = encounter.creatures.map((c) => `${c.count} × ${c.display ?? c.name}${c.hidden ? " (hidden)" : ""}`);
			const players = encounter.players === true ? "the party" : encounter.players === false ? "no players" : encounter.players.join(", ") || "no players";
			isolate(facts.createEl("li", { text: `${encounter.name ?? "Encounter"}: ${players}; ${who.join(", ") || "no creatures"}` }));
			button("Run with Campaign Ledger", () => {
				status.setText("Creating the encounter…");
				void runTrackerEncounter(deps.app, deps.settings(), this.sourcePath, encounter, deps.rng).then((run) => {
					if (!run.ok) return status.setText(labelText(run.error));
					status.setText(labelText(`${run.value.entry ? "Created" : "Opened"} ${run.value.file.basename}.${run.value.leftOut.map((line) => ` Left out: ${line}`).join("")}`));
					void deps.app.workspace.getLeaf(false).openFile(run.value.file);
				});
			}, `Run ${encounter.name ?? "this encounter"} with Campaign Ledger`);
		}
	}
}
