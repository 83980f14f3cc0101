/**
 * The catalogues as a translator and a user rely on them (issue 35): every id the code asks for is in
 * English, English holds no id the code never asks for, each translation says the same things (its
 * placeholders are English's, its ids are English's), and no message shows a raw id. Property keys,
 * paths and notation a message names are placeholders (`{key}`), so no translation can change them.
 * The areas already translated must be complete in every language; the coverage of the whole
 * catalogue per language is `npm run lang:coverage`.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { LANGUAGE_CODES } from "../../../src/lang";
import { placeholderNames } from "../../../src/lang/message";
import { ruleBodyId, splitNote } from "../../../src/games/pack/localized";
import type { SystemId } from "../../../src/notes/schema/kind";

const CATALOGUES = "src/lang/catalogues";
const TRANSLATIONS = LANGUAGE_CODES.filter((code) => code !== "en");
/** The areas translated in full: every id under these prefixes must be in every language. */
const COMPLETE_AREAS = ["settings.", "engine.check.", "lang.", "frame.dialog.", "frame.log.", "sidebar.", "commands.", "pack.", "peers.", "print.", "pool.", "engine.pool.", "dice.", "log.", "frame.sheet.", "frame.game.", "tables.", "csrd.", "encounter.", "conditions.", "cypher.defend.", "cypher.task.", "cypher.procedure.", "cypher.gm.", "cypher.chase.", "cypher.cooperation.", "cypher.recovery.", "cypher.xp.", "cypher.taskForm.", "cypher.damage.", "cypher.heal.", "cypher.poison.", "cypher.grapple.", "cypher.equipment.", "cypher.armor.", "cypher.weakness.", "cypher.damageKind.", "engine.cypher.task.", "engine.cypher.log.", "cypher.choices.", "d20.", "engine.d20.", "cypher.command.", "cypher.bindable.", "cypher.sheet.", "cypher.abilities.", "cypher.npc.", "cypher.ally.", "cypher.cyphers.", "cypher.artifacts.", "rules.", "notes.", "rulePack.", "editor.", "engine.cypher.health.", "engine.cypher.recovery.", "engine.cypher.xp.", "engine.cypher.turns.", "cypher.recoveryAction.", "cypher.procedureCommand.", "engine.cypher.party.", "engine.cypher.procedure.", "engine.log."];

function readCatalogue(code: string): { text: string; messages: Record<string, string> } {
	const text = readFileSync(join(CATALOGUES, `${code}.catalogue`), "utf8");
	return { text, messages: JSON.parse(text) as Record<string, string> };
}

function sourceFiles(dir: string): string[] {
	return readdirSync(dir).flatMap((name) => {
		const path = join(dir, name);
		return statSync(path).isDirectory() ? sourceFiles(path) : path.endsWith(".ts") ? [path] : [];
	});
}

/**
 * Every id the code passes to t() as a literal: `t("area.subject.what"` (the only way ids are written),
 * and the built-in rule notes' bodies, which the pack loader (src/games/pack/localized.ts) asks for by
 * the note's game, kind and id: one id per file of the pack folders.
 */
function usedIds(): Map<string, string> {
	const used = new Map<string, string>();
	for (const file of sourceFiles("src")) {
		const text = readFileSync(file, "utf8");
		for (const match of text.matchAll(/\bt\(\s*"([^"]+)"/g)) if (match[1] !== undefined && !used.has(match[1])) used.set(match[1], file);
	}
	for (const [id, file] of ruleNoteBodyIds()) used.set(id, file);
	return used;
}

/** `rulePack.<game>.<kind>.<id>.body` for every built-in rule note (src/games/<game>/pack/*.md), as the pack loader derives it. */
function ruleNoteBodyIds(): Map<string, string> {
	const ids = new Map<string, string>();
	for (const game of readdirSync("src/games")) {
		const folder = join("src/games", game, "pack");
		if (!existsSync(folder)) continue;
		for (const name of readdirSync(folder).filter((n) => n.endsWith(".md"))) {
			const note = splitNote(readFileSync(join(folder, name), "utf8"));
			const value = (key: string): string => note?.properties.find((line) => line.startsWith(`${key}:`))?.slice(key.length + 1).trim() ?? "";
			ids.set(ruleBodyId(game as SystemId, value("rule"), value("id")), join(folder, name));
		}
	}
	return ids;
}

const en = readCatalogue("en").messages;
/** An id's shape (`area.subject.what`): a message showing one shows a raw id. */
const ID_LIKE = /\b[a-z][A-Za-z0-9]*(?:\.[a-z][A-Za-z0-9]*){2,}\b/;

describe("the English catalogue", () => {
	const used = usedIds();

	it("has a message for every id the code asks for", () => {
		const missing = [...used].filter(([id]) => en[id] === undefined).map(([id, file]) => `${id} (${file})`);
		expect(missing, "add these ids to src/lang/catalogues/en.catalogue").toEqual([]);
	});

	it("holds no id the code never asks for", () => {
		expect(Object.keys(en).filter((id) => !used.has(id)), "remove these ids, or use them").toEqual([]);
	});

	it("is written one sorted, tab-indented line per id, so several branches' additions merge cleanly", () => {
		for (const code of LANGUAGE_CODES) {
			const { text, messages } = readCatalogue(code);
			const ids = Object.keys(messages);
			expect(ids, `${code}.catalogue: keys sorted`).toEqual([...ids].sort());
			const lines = text.trimEnd().split("\n");
			expect(lines.length, `${code}.catalogue: one line per id`).toBe(ids.length + 2);
			for (const line of lines.slice(1, -1)) expect(line.startsWith('\t"'), `${code}.catalogue: ${line}`).toBe(true);
		}
	});
});

describe.each(LANGUAGE_CODES)("the %s catalogue", (code) => {
	const messages = readCatalogue(code).messages;

	it("has only ids English has, each message well formed with English's placeholders", () => {
		expect(Object.keys(messages).filter((id) => en[id] === undefined), "ids English lacks").toEqual([]);
		for (const [id, message] of Object.entries(messages)) {
			const names = placeholderNames(message);
			expect(names, `${code} ${id}: the message does not parse (braces)`).toBeDefined();
			expect(names, `${code} ${id}: placeholders differ from English's`).toEqual(placeholderNames(en[id] ?? ""));
		}
	});

	it("shows no raw id", () => {
		for (const [id, message] of Object.entries(messages)) expect(ID_LIKE.exec(message)?.[0], `${code} ${id}: shows an id`).toBeUndefined();
	});
});

describe.each(TRANSLATIONS)("the %s translation", (code) => {
	const messages = readCatalogue(code).messages;

	it("is complete in the areas translated so far, each message translated (not English's words)", () => {
		const area = Object.keys(en).filter((id) => COMPLETE_AREAS.some((prefix) => id.startsWith(prefix)));
		expect(area.filter((id) => messages[id] === undefined), `${code}: translate these`).toEqual([]);
		// A message left in English is missing in disguise; a few are the same words in both (a name, "Roll" is not).
		const same = area.filter((id) => messages[id] === en[id] && !hasNoWords(en[id] ?? "") && !SAME_EVERYWHERE.includes(id) && !SAME_IN_ENGLISH[code].includes(id));
		expect(same, `${code}: still English`).toEqual([]);
	});
	// The coverage of the whole catalogue per language: `npm run lang:coverage`.
});

/** A message made of placeholders and punctuation only ("{game} sheet" is words; "{expression}: {result}. {reason}" is not). */
function hasNoWords(message: string): boolean {
	return !/[A-Za-z]/.test(message.replace(/\{[^{}]*\}/g, ""));
}

/** The games' own names, the same in every language. */
const SAME_EVERYWHERE: readonly string[] = [
	"commands.game.cypher",
	"commands.game.d20",
	"commands.createCampaign.system.cypher",
	"peers.statblock.cypherProblem",
	// "DX {dx}": DX is the pool game's own short name for the Damage Multiplier, kept as notation in every language.
	"pool.sheet.dx",
	"engine.pool.dx.sheet",
	"engine.pool.dx.sum",
];

/** The d20 game's messages that are its BCB and nothing else to translate ("BCB {bcb}", "BCB + {dex}"). */
const D20_BCB: readonly string[] = ["d20.preview.partBcb", "d20.sheet.bcb", "d20.sheet.initiativeDetail"];

/** Messages a translation writes as English does, on purpose (the words are the same in that language). */
const SAME_IN_ENGLISH: Readonly<Record<(typeof TRANSLATIONS)[number], readonly string[]>> = {
	// "Optional" and "Name" are German too.
	// "Problem", the stance "Normal", "Pool" and "Initiative" are German too.
	// "Cypher" is the German books' word for a cypher too.
	de: ["sidebar.tray.optional", "commands.createCampaign.nameField", "commands.createCharacter.field", "pool.sheet.problem", "pool.stance.normal", "encounter.harmDialog.pool", "encounter.initiative.title", "encounter.row.initiative",
		// "Pool", "Chance: …" and "Routine: …" (a routine task) are German too.
		"cypher.taskForm.field.pool", "cypher.grapple.chance", "cypher.heal.routineOutcome", "d20.sheet.initiative",
		// "Cypher" is the German books' word for a cypher too.
		"cypher.cyphers.field",
		// A statblock creature's "Initiative" roll: the German word too.
		"notes.peers.initiative",
		// A refusal names the "Pool" a recovery's points go to: the German word too.
		"engine.cypher.recovery.field.pool"],
	// "no" and the stance "Normal" are Spanish too; "Total" is the same word in Spanish, French and Portuguese.
	// The d20 game's BCB (base combat bonus) keeps its English letters in Spanish, French and Portuguese, as their d20 books keep it.
	es: ["pool.sheet.no", "pool.stance.normal", "dice.result.total", ...D20_BCB],
	// "Endurance", "Combat", "Complications", "Intrusions", "Effort", "Surprise", "Complication" and "minute" are French words too (the pool game's Endurance keeps its name); French tables say "round"; so are the d20 game's "Intrigue", "Points", "Source", "Combat" and "Initiative"; and "point(s)", "mile(s)", "Surface" and "Distance"; "boss" is the French tables' word too (the glossary's "pack de boss").
	fr: ["pool.sheet.endurance", "pool.sheet.combat", "pool.sheet.complications", "pool.preview.recover", "dice.result.total", "log.summary.intrusions", "encounter.round.number", "encounter.area.effort", "encounter.harmDialog.complication", "encounter.time.minutes", "cypher.defend.field.effort", "cypher.task.field.effort", "cypher.defend.field.surprise",
		// "Points", "Poison", "Round", "Effort" and "(routine)", "(impossible)" are French words too.
		"cypher.damage.points", "cypher.poison.poison", "cypher.poison.round", "cypher.taskForm.field.effort", "cypher.taskForm.chanceRoutine", "cypher.taskForm.chanceImpossible",
		// "mile" / "miles" is the French word too.
		"engine.cypher.procedure.miles",
		"d20.action.intrigue", "d20.field.points", "d20.field.source", "d20.sheet.combat", "d20.sheet.initiative", ...D20_BCB,
		// "Effort", "Modifications", "Combat" and "Cypher(s)" (kept as the game's word) are French words too.
		"rules.recovery.said", "rules.travel.miles", "rules.travel.surface", "rules.travel.distance", "cypher.ally.effort", "cypher.npc.modifications", "cypher.npc.combat", "cypher.cyphers.field", "cypher.cyphers.title", "notes.encounter.status.boss",
		// A statblock creature's "Initiative" roll: the French word too.
		"notes.peers.initiative"],
	// The stance "Normal" is Portuguese too; "Item" is a Portuguese word, and Brazilian players say and write XP as English does ("XP: 5", "2 XP"); "Chance: …" reads the same.
	"pt-BR": ["pool.stance.normal", "dice.result.total", "cypher.task.sheet.xp", "cypher.procedure.item.item", "cypher.xp.change", "cypher.xp.cost", "cypher.xp.outcome.what", "cypher.xp.useChoice", "cypher.xp.xp", "cypher.equipment.item", "cypher.grapple.chance", ...D20_BCB, "rules.xp.xp", "rules.xp.cannot", "rules.xp.buy"],
};
