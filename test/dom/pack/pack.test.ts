import { afterEach, describe, expect, it } from "vitest";
import { setLanguage } from "../../../src/lang";
import { parseEntries } from "../../../src/engine/log";
import { undoEntry } from "../../../src/notes/log/undo";
import { builtInNotesParsed, readPack } from "../../../src/notes/pack/packs";
import { writePack } from "../../../src/notes/pack/write-pack";
import { BUILT_IN_PACKS } from "../../../src/games/pack/built-in";
import { addCondition, nextTurn, previousTurn, removeCondition, rollInitiative } from "../../../src/ui/encounter/actions";
import { readEncounterNote } from "../../../src/notes/encounter/read";
import { drawRuleNotePanel } from "../../../src/ui/pack/panel";
import { PackSummaryChild } from "../../../src/ui/pack/summary";
import { readRuleNotePage } from "../../../src/notes/pack/packs";
import { readCharacterNote } from "../../../src/ui/cypher/character-note";
import { cypherTaskGame } from "../../../src/games/cypher/task-game";
import { taskForm } from "../../../src/games/cypher/task-game";
import { campaign, cypherPc, deps, ENCOUNTER, encounterNote, SESSION, settle, texts } from "../encounter/fixtures";
import type { TestVault } from "../campaign/helpers";

afterEach(() => setLanguage("en"));

const FOLDER = "Rules/Cypher System";
const DAZED = `${FOLDER}/Dazed.md`;

const entries = async (v: TestVault) => parseEntries(await v.read(SESSION)).entries.map((e) => e.entry);

/** The Cypher campaign of the encounter tests, with Kira (a PC) and two numbered guards, initiative rolled. */
async function fight(): Promise<{ v: TestVault; d: ReturnType<typeof deps> }> {
	const v = await campaign("cypher");
	await v.note("Camp/Kira.md", cypherPc("Kira", { "speed-edge": 1 }));
	await v.note("Camp/Guard.md", { ledger: "npc", system: "cypher", campaign: "[[Camp]]", level: 2 });
	await encounterNote(v, { combatants: ["[[Kira]]", "2 × [[Guard]]"] });
	// Kira rolls a 15 against the guards' target 6: she goes first.
	const d = deps(v, [15]);
	const rolled = await rollInitiative(d, v.file(ENCOUNTER));
	if (!rolled.ok) throw new Error(rolled.error);
	return { v, d };
}

/** Kira's chance on a Might task of difficulty 3, as her task dialog shows it, and its notes line. */
async function kiraChance(v: TestVault): Promise<{ chance: string; notes: string[] }> {
	const note = await readCharacterNote(v.app, v.settings(), v.file("Camp/Kira.md"));
	if (!note.ok) throw new Error(note.error);
	const pc = { note: note.value, source: { tasks: [], problems: [] }, abilities: [], abilityProblems: [] };
	const preview = cypherTaskGame.preview(pc, taskForm(pc, "might"));
	const chance = preview.odds.find((line) => typeof line !== "string" && line.part === "chance");
	return { chance: typeof chance === "object" ? chance.text : "", notes: (preview.notes ?? []).map((line) => (typeof line === "string" ? line : line.text)) };
}

describe("the built-in packs round-trip through the vault", () => {
	it("nothing is parsed until a rule is asked for; then each game's notes once", async () => {
		// The texts sit in the bundle; this test file's imports loaded them all without parsing one.
		const before = builtInNotesParsed();
		const v = await campaign("cypher");
		await readPack(v.app, "pool");
		await readPack(v.app, "pool");
		expect(builtInNotesParsed() - before).toBeLessThanOrEqual(BUILT_IN_PACKS.pool.length);
	});

	it("writes the pack into the rule pack folder, never over a note that exists, and says which it left alone", async () => {
		const v = await campaign("cypher");
		await v.note(`${FOLDER}/Stunned.md`, { note: "mine" }, "My own stunned page.\n");
		const written = await writePack(v.app, "cypher", "Rules");
		if (!written.ok) throw new Error(written.error);
		expect(written.value.written).toHaveLength(BUILT_IN_PACKS.cypher.length - 1);
		expect(written.value.leftAlone).toEqual([`${FOLDER}/Stunned.md is already there`]);
		expect(await v.read(`${FOLDER}/Stunned.md`)).toContain("My own stunned page.");
		// Exactly the plugin's text, properties and body.
		expect(await v.read(DAZED)).toBe(BUILT_IN_PACKS.cypher.find((n) => n.file === "Dazed.md")?.text);
		// Written twice, nothing is overwritten: everything is left alone.
		const again = await writePack(v.app, "cypher", "Rules");
		expect(again.ok && again.value.written).toEqual([]);
	});

	it("edited in its properties, the written note is read back and used: the vault's note wins over the built-in one", async () => {
		const { v } = await fight();
		await writePack(v.app, "cypher", "Rules");
		const pack = await readPack(v.app, "cypher");
		expect(pack.conditions.get("dazed")).toMatchObject({ from: { kind: "vault", path: DAZED }, rule: { taskSteps: 1 } });
		// A house rule: dazed hinders by two steps.
		await v.app.fileManager.processFrontMatter(v.file(DAZED), (fm: Record<string, unknown>) => {
			fm["task-steps"] = 2;
		});
		expect((await readPack(v.app, "cypher")).conditions.get("dazed")?.rule).toMatchObject({ taskSteps: 2 });
		// Kira, dazed, sees the house rule in her task dialog: difficulty 3 (12 in 20) becomes 5 (6 in 20).
		expect((await kiraChance(v)).chance).toBe("Chance of success: 60% (12 in 20)");
		await v.app.fileManager.processFrontMatter(v.file("Camp/Kira.md"), (fm: Record<string, unknown>) => {
			fm["conditions"] = ["dazed"];
		});
		const dazed = await kiraChance(v);
		expect(dazed.chance).toBe("Chance of success: 30% (6 in 20)");
		expect(dazed.notes).toContain("Dazed: two steps harder.");
	});

	it("a broken note says so on its page and in the summary, with what is used meanwhile", async () => {
		const v = await campaign("cypher");
		await writePack(v.app, "cypher", "Rules");
		await v.app.fileManager.processFrontMatter(v.file(DAZED), (fm: Record<string, unknown>) => {
			fm["task-steps"] = "lots";
		});
		const page = await readRuleNotePage(v.app, v.file(DAZED));
		const el = createDiv();
		drawRuleNotePanel(el, DAZED, page.reading, page.pack);
		expect(texts(el, ".cl-rule-note-problems li")).toEqual(['task-steps: expected a whole number from -5 to 5, got "lots"']);
		expect(texts(el, ".cl-rule-note-meanwhile")).toEqual(["Until it is fixed, the built-in Dazed is used."]);
		// The summary block lists it too, and the built-in Dazed stays in use.
		const block = createDiv();
		const child = new PackSummaryChild(block, v.app, "system: cypher", SESSION, () => undefined);
		child.load();
		await settle();
		expect(texts(block, ".cl-pack-problems li")[0]).toBe('Dazed: task-steps: expected a whole number from -5 to 5, got "lots". Until it is fixed, the built-in Dazed is used.');
		expect(texts(block, '[data-rule="condition:dazed"] .cl-pack-rule-from')).toEqual([" (built in)"]);
		// A good note's page says what the plugin does with it.
		const stunned = await readRuleNotePage(v.app, v.file(`${FOLDER}/Stunned.md`));
		const good = createDiv();
		drawRuleNotePanel(good, `${FOLDER}/Stunned.md`, stunned.reading, stunned.pack);
		expect(texts(good, ".cl-rule-note-does")).toEqual(["In use: Its defense rolls one step harder besides and it loses its turn and only defends."]);
		expect(texts(good, ".cl-rule-note-lasts")).toEqual(["Applied, it lasts until the end of its next turn unless another duration is chosen."]);
		// In German, how long it lasts reads in German.
		setLanguage("de");
		const german = createDiv();
		drawRuleNotePanel(german, `${FOLDER}/Stunned.md`, stunned.reading, stunned.pack);
		expect(texts(german, ".cl-rule-note-lasts")).toEqual(["Angewendet hält er bis zum Ende seines nächsten Zugs, wenn keine andere Dauer gewählt wird."]);
		// And so do its heading, what it does and what it replaced.
		expect(texts(german, ".cl-rule-note-title")[0]).toMatch(/^Regelnotiz: .+, ein Zustand aus dem Regelpaket des Cypher System$/);
		expect(texts(german, ".cl-rule-note-does")[0]).toMatch(/^Verwendet: /);
		expect(texts(german, ".cl-rule-note-details > div")[0]).toMatch(/^Die eigene Regel des Plugins: .+\. Stattdessen gelten die Werte dieser Notiz\.$/);
		expect(texts(german, ".cl-rule-note-title, .cl-rule-note-does, .cl-rule-note-details").join(" ")).not.toMatch(/\b(Rule note|In use|The plugin's own)\b/);
	});
});

describe("conditions on the tracker", () => {
	it("a log entry links the vault's note of the rule, and names a built-in rule as text", async () => {
		const { v, d } = await fight();
		must(await addCondition(d, v.file(ENCOUNTER), { id: "Guard 1", condition: "dazed", duration: "until-removed" }));
		await writePack(v.app, "cypher", "Rules");
		must(await addCondition(d, v.file(ENCOUNTER), { id: "Guard 2", condition: "dazed", duration: "until-removed" }));
		const [builtIn, vault] = (await entries(v)).slice(-2);
		expect(builtIn?.inputs).toContainEqual({ key: "condition", value: "Dazed" });
		expect(builtIn?.links).toEqual([]);
		expect(vault?.inputs).toContainEqual({ key: "condition", value: `[[${FOLDER}/Dazed|Dazed]]` });
		expect(vault?.links).toEqual([`${FOLDER}/Dazed`]);
		const text = await v.read(SESSION);
		expect(text).toContain(`[[${FOLDER}/Dazed|Dazed]]`);
		expect(text).toContain(`rule: [[${FOLDER}/Dazed]]`);
	});

	it("a condition for one turn: chips show it, Next turn ends it in one entry, Undo brings both back", async () => {
		const { v, d } = await fight();
		// Kira's turn (round 1, turn 1): Guard 1 is dazed until the end of its next turn (turn 2 of round 1).
		const applied = must(await addCondition(d, v.file(ENCOUNTER), { id: "Guard 1", condition: "dazed", duration: "next-turn-end" }));
		expect(applied.changes).toEqual([
			{ target: "[[Fight]]", key: "guard-1-conditions", before: null, after: ["dazed"] },
			{ target: "[[Fight]]", key: "condition-timers", before: null, after: ["Guard 1: dazed until the end of Guard 1's turn in round 1"] },
		]);
		const read = async () => {
			const note = await readEncounterNote(v.app, v.settings(), v.file(ENCOUNTER));
			if (!note.ok) throw new Error(note.error);
			return note.value;
		};
		expect((await read()).combatants.find((c) => c.ref.id === "Guard 1")?.conditions.map((h) => [h.label, h.ends])).toEqual([["Dazed", "ends after its turn"]]);
		// Guard 1's turn starts: still dazed.
		expect(must(await nextTurn(d, v.file(ENCOUNTER)))).toBe("Round 1: Guard 1's turn.");
		expect(v.frontmatter(ENCOUNTER)?.["guard-1-conditions"]).toEqual(["dazed"]);
		// Its turn ends: the condition ends with the move, in one logged entry.
		expect(must(await nextTurn(d, v.file(ENCOUNTER)))).toBe("Round 1: Guard 2's turn.");
		expect(v.frontmatter(ENCOUNTER)?.["guard-1-conditions"]).toBeUndefined();
		const log = await entries(v);
		const move = log[log.length - 1];
		expect(move).toMatchObject({ kind: "turn", title: "Round 1: Guard 2's turn", outcome: { text: "Dazed ends for Guard 1" } });
		// One Undo puts back the turn and the condition together.
		must(await undoEntry(v.app, v.file(SESSION), move?.id ?? ""));
		expect([v.frontmatter(ENCOUNTER)?.["turn"], v.frontmatter(ENCOUNTER)?.["guard-1-conditions"]]).toEqual([2, ["dazed"]]);
		// Next turn again, then Previous turn goes back across the end: the condition is back.
		must(await nextTurn(d, v.file(ENCOUNTER)));
		expect(must(await previousTurn(d, v.file(ENCOUNTER)))).toBe("Back to round 1: Guard 1's turn.");
		expect(v.frontmatter(ENCOUNTER)?.["guard-1-conditions"]).toEqual(["dazed"]);
	});

	it("stunned: Next turn passes over the turn it loses, and that ends it", async () => {
		const { v, d } = await fight();
		must(await addCondition(d, v.file(ENCOUNTER), { id: "Guard 1", condition: "stunned", duration: "next-turn-end" }));
		expect(must(await nextTurn(d, v.file(ENCOUNTER)))).toBe("Round 1: Guard 2's turn (Guard 1 stunned: loses the turn).");
		expect(v.frontmatter(ENCOUNTER)?.["guard-1-conditions"]).toBeUndefined();
	});

	it("a PC's condition is written to its own note; removing it by hand drops its timer too; End encounter ends the rest", async () => {
		const { v, d } = await fight();
		must(await addCondition(d, v.file(ENCOUNTER), { id: "Kira", condition: "prone", duration: "encounter" }));
		must(await addCondition(d, v.file(ENCOUNTER), { id: "Kira", condition: "dazed", duration: "round" }));
		expect(v.frontmatter("Camp/Kira.md")?.["conditions"]).toEqual(["prone", "dazed"]);
		expect(v.frontmatter(ENCOUNTER)?.["condition-timers"]).toEqual(["Kira: prone until the end of the encounter", "Kira: dazed until the end of round 1"]);
		const removed = must(await removeCondition(d, v.file(ENCOUNTER), "Kira", "dazed"));
		expect(removed.title).toBe("Kira: Dazed ends");
		expect(v.frontmatter(ENCOUNTER)?.["condition-timers"]).toEqual(["Kira: prone until the end of the encounter"]);
		const { endEncounter } = await import("../../../src/ui/encounter/actions");
		const ended = must(await endEncounter(d, v.file(ENCOUNTER)));
		expect(ended.outcome?.text).toContain("Prone ends for Kira");
		expect(v.frontmatter("Camp/Kira.md")?.["conditions"]).toBeUndefined();
		expect(v.frontmatter(ENCOUNTER)?.["condition-timers"]).toBeUndefined();
	});

	it("a duration that counts turns is refused before initiative, with the reason", async () => {
		const v = await campaign("cypher");
		await v.note("Camp/Kira.md", cypherPc("Kira"));
		await encounterNote(v, { combatants: ["[[Kira]]"] });
		const refused = await addCondition(deps(v), v.file(ENCOUNTER), { id: "Kira", condition: "dazed", duration: "next-turn-end" });
		expect(refused).toEqual({ ok: false, error: "Turns and rounds are counted once initiative is rolled: roll it first, or choose a duration that does not count them." });
		expect(v.frontmatter("Camp/Kira.md")?.["conditions"]).toBeUndefined();
	});
});

function must<T>(result: { ok: true; value: T } | { ok: false; error: string }): T {
	if (!result.ok) throw new Error(result.error);
	return result.value;
}
