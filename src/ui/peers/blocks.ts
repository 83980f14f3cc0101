/**
 * A bar beside other plugins' blocks in reading view, their blocks left as they are: a Fantasy
 * Statblocks `statblock` gets the creature's numbers in this plugin's games and Add to encounter,
 * Attack it and a Roll button for each roll in its text; an Initiative Tracker `encounter` block gets
 * "Run with Campaign Ledger" for each encounter in it, and what of it is read.
 */
import { MarkdownRenderChild, type MarkdownPostProcessorContext, type TFile } from "obsidian";
import { ok } from "../../engine/result";
import type { D20Character } from "../../engine/systems/d20/character";
import { defenceModifier } from "../../engine/systems/d20/combat";
import { signed } from "../../engine/text";
import { fileAt, notesOfKind } from "../../notes/campaign/notes";
import { creatureRolls, cypherCreature, d20Creature } from "../../notes/peers/creature";
import { readStatblock, statblockFields, statblockIn } from "../../notes/peers/statblock";
import { runTrackerEncounter } from "../../notes/peers/run-encounter";
import { readTrackerEncounter, splitEncounters } from "../../notes/peers/tracker-block";
import { readD20Note, d20Kind } from "../d20/note";
import { d20Game } from "../../games/d20/game";
import { readTableState, type D20Combatant } from "../../games/d20/model";
import { addToEncounter, attackCreature, openGameDialog, rollFromPage, targetLink, targetLinkpath, type CsrdTarget } from "../csrd/panel-actions";
import { barParts } from "../csrd/panel";
import { pickOne } from "../pick-modal";
import type { TableDeps } from "../frame/pipeline";
import { noteGame } from "../frame/registry";
import { isolate, labelText } from "../user-text";
import { t } from "../../lang";

const BAR = "cl-peer-bar";

/**
 * Where each line of the note last post-processed starts: every section of a note asks with the same
 * text, whose line breaks are found once. Only the offsets are kept: a section reads its own lines,
 * so a session of 170,000 lines is not split into strings each time an entry is appended to it.
 */
let split: { text: string; starts: number[] } = { text: "", starts: [0] };

/** Line `line` of `text` as `text.split(/\r?\n/)` has it, or undefined past the end. */
function lineOf(text: string, line: number): string | undefined {
	if (text !== split.text) {
		const starts = [0];
		for (let at = text.indexOf("\n"); at !== -1; at = text.indexOf("\n", at + 1)) starts.push(at + 1);
		split = { text, starts };
	}
	const start = split.starts[line];
	if (start === undefined) return undefined;
	const next = split.starts[line + 1];
	if (next === undefined) return text.slice(start);
	const end = next - 1 > start && text.charCodeAt(next - 2) === 13 ? next - 2 : next - 1;
	return text.slice(start, end);
}

/** Draws the bar of a `statblock` or `encounter` block's section (once per section). */
export function mountPeerBlockBars(el: HTMLElement, ctx: MarkdownPostProcessorContext, deps: TableDeps): void {
	const info = ctx.getSectionInfo(el);
	const open = info && /^ {0,3}(?:`{3,}|~{3,})\s*(statblock|encounter)\s*$/i.exec(lineOf(info.text, info.lineStart) ?? "");
	if (!info || !open || el.querySelector(`.${BAR}`)) return;
	const file = fileAt(deps.app, ctx.sourcePath);
	if (!file) return;
	const bodyLines: string[] = [];
	for (let line = info.lineStart + 1; line < info.lineEnd; line++) {
		const text = lineOf(info.text, line);
		if (text === undefined) break;
		bodyLines.push(text);
	}
	const body = bodyLines.join("\n");
	const child = new MarkdownRenderChild(el.createDiv({ cls: BAR }));
	child.onload = open[1]?.toLowerCase() === "statblock" ? () => void statblockBar(child.containerEl, deps, file, body, heading(info.text, info.lineStart)) : () => trackerBar(child.containerEl, deps, file, body);
	ctx.addChild(child);
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

/** A bar's parts (the compendium panel's, with this bar's classes): facts, a row of buttons and a status line that says what a click did. */
const barOf = (el: HTMLElement) => barParts(el, "cl-peer", (button, run) => button.addEventListener("click", run));

async function statblockBar(el: HTMLElement, deps: TableDeps, file: TFile, body: string, entry: string | false | undefined): Promise<void> {
	const own = statblockFields(body);
	if (!own.ok) return void el.createEl("p", { cls: "cl-warning", text: t("peers.statblock.unreadable", { error: own.error }) });
	const { fields, name, problems } = await readStatblock(deps.app, file, own.value);
	const d20 = d20Creature(fields, name);
	const cypher = cypherCreature(fields, name);
	const { facts, button, status } = barOf(el);
	isolate(facts.createEl("li", { cls: "cl-peer-name", text: name }));
	facts.createEl("li", {
		text: d20.ok
			? t("peers.statblock.d20", { vitality: d20.value.vitalityMax, wounds: d20.value.woundPointsMax, defence: signed(defenceModifier(d20.value).modifier) })
			: t("peers.statblock.d20Problem", { error: d20.error }),
	});
	if (cypher) {
		const text = cypher.ok ? t("peers.statblock.cypher", { level: cypher.value.level, health: cypher.value.healthMax, armor: cypher.value.armor }) : t("peers.statblock.cypherProblem", { error: cypher.error });
		facts.createEl("li", { text });
	}
	for (const problem of problems) facts.createEl("li", { cls: "cl-warning", text: labelText(problem) });
	const target: CsrdTarget = entry ? { file, entry } : { file };
	const games = [...(d20.ok ? ["d20" as const] : []), ...(cypher?.ok ? ["cypher" as const] : [])];
	if (games.length > 0 && entry !== undefined) button(t("peers.statblock.addToEncounter"), () => addToEncounter(deps, target, name, games), t("peers.statblock.addToEncounterLabel", { name }));
	if (d20.ok && noteGame(deps.app, file) !== "cypher") button(t("peers.statblock.attack"), () => attackD20(deps, d20.value, name, target), t("peers.statblock.attackLabel", { name }));
	else if (cypher?.ok) button(t("peers.statblock.attack"), () => attackCreature(deps, target, { name, level: cypher.value.level }), t("peers.statblock.attackLabel", { name }));
	for (const roll of creatureRolls(fields)) {
		const said = (done: { text: string; logged: { logged: true } | { logged: false; reason: string } }): string =>
			done.logged.logged ? t("peers.statblock.rolled", { label: roll.label, result: done.text }) : t("peers.statblock.rolledNotLogged", { label: roll.label, result: done.text, reason: done.logged.reason });
		button(roll.label, () => void rollFromPage(deps, file, roll.expression, `${name}: ${roll.label}`).then((done) => status.setText(labelText(said(done)))), t("peers.statblock.rollLabel", { label: roll.label, expression: roll.expression }));
	}
}

/**
 * The d20 attack dialog of a character, aimed at the creature: its Defence, the exact chance to hit,
 * the roll logged. A statblock keeps no Vitality, so the entry writes nothing to it (the damage is
 * logged; apply it in the creature's encounter); what the attack changes on the attacker is written.
 */
function attackD20(deps: TableDeps, character: D20Character, name: string, creature: CsrdTarget): void {
	const link = targetLink(deps.app, creature, "");
	const page = targetLinkpath(creature);
	// A statblock bears no conditions of its own: the GM tracks them in the creature's encounter.
	const target: D20Combatant = { name, link, kind: "npc", character, state: readTableState({}), conditions: [], values: {} };
	const read = (file: TFile) => readD20Note(deps.app, file).then((note) => (note.ok ? ok({ ...note.value, others: [target] }) : note));
	const game: typeof d20Game = {
		...d20Game,
		resolve: (note, form, context) => {
			const done = d20Game.resolve(note, form, context);
			if (!done.ok) return done;
			const changes = done.value.changes.filter((change) => change.target !== link);
			const why = changes.length < done.value.changes.length ? [t("peers.statblock.nothingWritten", { name })] : [];
			return ok({ ...done.value, changes, explanation: [...done.value.explanation, ...why], links: [...done.value.links, page] });
		},
	};
	const characters = notesOfKind(deps.app, "character").filter((file) => d20Kind(deps.app, file) === "character");
	const none = (): void => deps.tell(t("peers.statblock.noD20Characters", { kind: "ledger: character", system: "system: d20" }));
	pickOne(deps.app, characters, t("peers.statblock.whoAttacks"), (file) => file.basename, none, (file) =>
		openGameDialog(deps, file, read, game, "attack"),
	);
}

function trackerBar(el: HTMLElement, deps: TableDeps, file: TFile, body: string): void {
	for (const part of splitEncounters(body)) {
		const { facts, button, status } = barOf(el.createDiv());
		const fields = statblockFields(part);
		if (!fields.ok) {
			facts.createEl("li", { cls: "cl-warning", text: t("peers.tracker.unreadable", { error: fields.error }) });
			continue;
		}
		const encounter = readTrackerEncounter(fields.value);
		const who = encounter.creatures.map((c) => (c.hidden ? t("peers.tracker.creatureHidden", { count: c.count, name: c.display ?? c.name }) : t("peers.tracker.creature", { count: c.count, name: c.display ?? c.name })));
		const players = encounter.players === true ? t("peers.tracker.party") : encounter.players === false || encounter.players.length === 0 ? t("peers.tracker.noPlayers") : encounter.players.join(", ");
		// Comma-separated, as the block lists them: an "and" would blur the line the semicolon divides.
		const creatures = who.length > 0 ? who.join(", ") : t("peers.tracker.noCreatures");
		isolate(facts.createEl("li", { text: t("peers.tracker.summary", { encounter: encounter.name ?? t("peers.tracker.unnamed"), players, creatures }) }));
		button(t("peers.tracker.run"), () => {
			status.setText(t("peers.tracker.creating"));
			void runTrackerEncounter(deps.app, deps.settings(), file.path, encounter, deps.rng).then((run) => {
				if (!run.ok) return status.setText(labelText(run.error));
				const note = run.value.file.basename;
				const done = run.value.entry ? t("peers.tracker.created", { note }) : t("peers.tracker.opened", { note });
				status.setText(labelText([done, ...run.value.leftOut.map((line) => t("peers.tracker.leftOut", { line }))].join(" ")));
				void deps.app.workspace.getLeaf(false).openFile(run.value.file);
			});
		}, encounter.name === undefined ? t("peers.tracker.runThis") : t("peers.tracker.runLabel", { encounter: encounter.name }));
	}
}
