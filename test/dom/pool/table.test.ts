/**
 * The pool game (seed 003) at the shared table, in the DOM: the `ledger-sheet` block draws pool
 * characters and NPCs, its steppers are logged edits that undo, the roll dialog shows the engine's
 * exact odds, and every action writes through the one pipeline with before/after and can be undone.
 */
import { describe, expect, it, vi } from "vitest";
import type { TFile } from "obsidian";
import { parseEntries } from "../../../src/engine/log";
import type { Result } from "../../../src/engine/result";
import { scriptedRng } from "../../../src/engine/rng";
import { catastropheChance, chanceToBeat } from "../../../src/engine/systems/pool/odds";
import { undoEntry } from "../../../src/notes/log/undo";
import { formatPercent } from "../../../src/games/dice/format";
import { poolForm, type PoolForm } from "../../../src/games/pool/form";
import { poolGame } from "../../../src/games/pool/game";
import { readPoolNote } from "../../../src/ui/pool/note";
import { poolTable } from "../../../src/ui/pool/table-entry";
import type { TableDeps } from "../../../src/ui/frame/pipeline";
import { registerTableFeatures } from "../../../src/ui/frame/register";
import { GameRegistry, type TableHost } from "../../../src/ui/frame/registry";
import { resolveRoll } from "../../../src/ui/frame/roll-dialog";
import { RollModal } from "../../../src/ui/frame/roll-modal";
import { TableSheetChild } from "../../../src/ui/frame/sheet-child";
import { testVault, type TestVault } from "../campaign/helpers";
import { registered, testPlugin } from "../helpers/plugin";

const CAMPAIGN = "Road/Road.md";
const SESSION = "Road/Session 1.md";
const TAMSIN = "Road/Tamsin.md";
const BANDIT = "Road/Bandit.md";
const BROKEN = "Road/Broken.md";

async function road(tamsin: Record<string, unknown> = {}): Promise<TestVault> {
	const v = testVault();
	await v.note(CAMPAIGN, { ledger: "campaign", system: "pool", "pool-die-size": 6, party: ["[[Tamsin]]"], "current-session": "[[Session 1]]" });
	await v.note(SESSION, { ledger: "session", campaign: "[[Road]]", session: 1 }, "# Session 1\n\n## Log\n");
	await v.note(TAMSIN, {
		ledger: "character",
		system: "pool",
		campaign: "[[Road]]",
		name: "Tamsin",
		health: 20,
		"health-max": 20,
		endurance: 30,
		"endurance-max": 30,
		"damage-multiplier": 2,
		abilities: { Strong: 2, Quick: 1, Armored: 1 },
		weaknesses: { Hotheaded: 1 },
		...tamsin,
	});
	// An NPC takes its game from its campaign.
	await v.note(BANDIT, { ledger: "npc", campaign: "[[Road]]", name: "Bandit", "health-max": 12, "endurance-max": 10, abilities: { Fierce: 1 } });
	await v.note(BROKEN, { ledger: "character", system: "pool", campaign: "[[Road]]", "endurance-max": 10, abilities: { Strong: "lots", Quick: -2 } });
	return v;
}

/** Ids count up across every dialog of a test, as the plugin's one id source does. */
let n = 0;

function deps(v: TestVault, faces: number[] = []): TableDeps & { told: string[] } {
	const told: string[] = [];
	return {
		app: v.app,
		settings: () => v.settings(),
		rng: scriptedRng(faces),
		tell: vi.fn((message: string) => told.push(message)),
		now: () => new Date("2026-11-21T02:30:00.000Z"),
		ids: () => `mhz3k2a1b-${String(++n).padStart(6, "0")}`,
		told,
	};
}

async function settle(): Promise<void> {
	for (let i = 0; i < 20; i++) await new Promise((r) => setTimeout(r, 0));
}

async function sheet(v: TestVault, path: string, d: TableDeps = deps(v)) {
	const el = createDiv();
	const host: TableHost = { app: v.app, settings: () => v.settings(), deps: d };
	const child = new TableSheetChild(el, host, new GameRegistry(host, [poolTable()]), "", path);
	child.load();
	await settle();
	return { el, child };
}

const texts = (el: ParentNode, selector: string): string[] => [...el.querySelectorAll(selector)].map((e) => e.textContent ?? "");
const entriesOf = async (v: TestVault) => parseEntries(await v.read(SESSION)).entries.map((e) => e.entry);

/** The pool roll dialog for a note, wired to the one pipeline, as the sheet's button opens it. */
async function dialog(v: TestVault, path: string, action: string, d: TableDeps = deps(v)) {
	const file = v.file(path);
	const read = (f: TFile) => readPoolNote(v.app, v.settings(), f);
	const model = await read(file);
	if (!model.ok) throw new Error(model.error);
	const form = poolForm(model.value, action, model.value.lastCheck);
	if (!form) throw new Error(`no ${action} form`);
	const results: Result<unknown>[] = [];
	const modal = new RollModal<typeof model.value, PoolForm>(v.app, poolGame, model.value, form, async (f, entered) => {
		const r = await resolveRoll(d, file, read, poolGame, f, entered);
		results.push(r);
		return r;
	});
	modal.onOpen();
	// The headline (and cost) in the footer first, then the panel's lines.
	const odds = () => [...texts(modal.contentEl, ".cl-dialog-result .cl-dialog-line"), ...texts(modal.contentEl, ".cl-dialog-summary .cl-dialog-line")];
	return { modal, odds, results };
}

describe("the pool sheet in a ledger-sheet block", () => {
	it("draws abilities with levels, weaknesses, Health and Endurance with their maximum, DX, Armored, stance and complications", async () => {
		const { el } = await sheet(await road({ health: 12 }), TAMSIN);
		expect(texts(el, ".cl-sheet-name")).toEqual(["Tamsin"]);
		expect(texts(el, ".cl-sheet-subtitle")).toEqual(["Character · d6 pool · DX 2"]);
		expect(texts(el, `.cl-sheet-meter[data-key="health"] .cl-sheet-meter-value`)).toEqual(["12 / 20"]);
		expect(texts(el, `.cl-sheet-meter[data-key="endurance"] .cl-sheet-meter-value`)).toEqual(["30 / 30"]);
		expect(texts(el, ".cl-sheet-list-item")).toEqual(
			expect.arrayContaining(["Damage Multiplier (DX): 2", "Armored: 1 (lowers an attacker's DX; below 1 it counts as ½)", "Strong 2", "Quick 1", "Armored 1", "Hotheaded 1"]),
		);
		expect(texts(el, ".cl-sheet-boxes-label")).toEqual(["Weakness complication 0/1", "Recovered this combat 0/1"]);
		// Stunned and Impaired are conditions: none yet, and a button to add one.
		expect(texts(el, '[data-list="Conditions"] .cl-sheet-conditions-none')).toEqual(["None."]);
		expect(texts(el, ".cl-condition-add")).toEqual(["Add condition…"]);
		expect(texts(el, ".cl-sheet-track-step")).toEqual(["Normal", "Reckless Offense", "Kamikaze Strike", "Defensive Stance"]);
		expect(texts(el, ".cl-sheet-actions button")).toEqual(["Roll a check", "Attack", "Defend", "Apply damage", "Recover", "Buy Drama Dice", "Start an Extended Action"]);
	});

	it("a pool NPC note (its game from its campaign) gets the same sheet", async () => {
		const { el } = await sheet(await road(), BANDIT);
		expect(texts(el, ".cl-sheet-name")).toEqual(["Bandit"]);
		expect(texts(el, ".cl-sheet-subtitle")[0]).toMatch(/^NPC · d6 pool/);
		expect(texts(el, `.cl-sheet-meter[data-key="health"] .cl-sheet-meter-value`)).toEqual(["12 / 12"]);
	});

	it("a Health stepper is a logged edit with before and after, and Undo puts it back", async () => {
		const v = await road();
		const { el } = await sheet(v, TAMSIN);
		el.querySelector<HTMLButtonElement>(`.cl-sheet-meter[data-key="health"] button[aria-label="Lower Health"]`)?.click();
		await settle();
		expect(v.frontmatter(TAMSIN)?.["health"]).toBe(19);
		const [edit] = await entriesOf(v);
		expect(edit?.changes).toEqual([{ target: "[[Tamsin]]", key: "health", before: 20, after: 19 }]);
		await undoEntry(v.app, v.file(SESSION), edit?.id ?? "");
		expect(v.frontmatter(TAMSIN)?.["health"]).toBe(20);
	});

	it("a complication box and the stance track write the note, and the sheet reads them back", async () => {
		const v = await road();
		const first = await sheet(v, TAMSIN);
		[...first.el.querySelectorAll<HTMLButtonElement>(`.cl-sheet-boxes[data-key="weakness-complication"] button`)][0]?.click();
		await settle();
		const second = await sheet(v, TAMSIN);
		[...second.el.querySelectorAll<HTMLButtonElement>(".cl-sheet-track-button")].find((b) => b.textContent === "Defensive Stance")?.click();
		await settle();
		expect(v.frontmatter(TAMSIN)).toMatchObject({ "weakness-complication": 1, stance: "Defensive Stance" });
		const model = await readPoolNote(v.app, v.settings(), v.file(TAMSIN));
		expect(model.ok && [model.value.weaknessComplication, model.value.stance]).toEqual([true, "defensive"]);
	});

	it("bad input: garbage abilities, negative levels and a missing Health are shown where they belong, and nothing can be written", async () => {
		const v = await road();
		const { el } = await sheet(v, BROKEN);
		expect(texts(el, `.cl-sheet-meter[data-key="health"] .cl-sheet-meter-detail`)[0]).toMatch(/health-max: is required/);
		const items = texts(el, ".cl-sheet-list-problem").join("\n");
		expect(items).toMatch(/abilities\.Strong: expected a whole number from 1 to 10, got "lots"/);
		expect(items).toMatch(/abilities\.Quick: expected a whole number from 1 to 10, got -2/);
		// No stepper, no box, no track button to write with.
		expect(el.querySelectorAll(".cl-sheet-meter button, .cl-sheet-boxes button, .cl-sheet-track-button")).toHaveLength(0);
		const { modal, odds } = await dialog(v, BROKEN, "check");
		expect(modal.rollButton?.disabled).toBe(true);
		expect(texts(modal.contentEl, ".cl-dialog-refusal, .cl-dialog-line").join(" ")).toMatch(/Fix the note first/);
		expect(odds().length).toBeGreaterThan(0);
		const before = await v.read(BROKEN);
		await modal.roll();
		expect(await v.read(BROKEN)).toBe(before);
		expect(await entriesOf(v)).toEqual([]);
	});
});

describe("the pool roll dialog", () => {
	it("shows the engine's exact chance to beat the DN, of an Amazing Success and of a catastrophe, and follows every change", async () => {
		const v = await road();
		const { modal, odds } = await dialog(v, TAMSIN, "check");
		expect(odds()).toContain(`Beat DN 6: ${formatPercent((chanceToBeat(2, 6) as { value: number }).value)}`);
		modal.setField("ability:Strong", true);
		modal.setField("against", "difficult");
		// The chance first: the dialog keeps it in view beside Roll.
		expect(odds()).toEqual([
			`Beat DN 8: ${formatPercent((chanceToBeat(4, 8) as { value: number }).value)}`,
			"Pool: 4 dice (d6), highest die or equal dice added",
			`Amazing Success (above 12): ${formatPercent((chanceToBeat(4, 12) as { value: number }).value)}`,
			`Catastrophe (all ones): ${formatPercent((catastropheChance(4) as { value: number }).value)}`,
		]);
		// The dialog focuses its first control.
		expect(modal.contentEl.querySelector("input, select")).not.toBeNull();
	});

	it("rolls, logs every die with the grouping read out, and changes nothing on the sheet", async () => {
		const v = await road();
		const { modal, results } = await dialog(v, TAMSIN, "check", deps(v, [5, 6, 5, 2]));
		modal.setField("ability:Strong", true);
		await modal.roll();
		expect(results[0]?.ok).toBe(true);
		const [entry] = await entriesOf(v);
		expect(entry?.outcome?.text).toBe("Success by 4 (two 5s add to 10; highest single die 6: result 10, against DN 6)");
		expect(entry?.dice[0]?.dice.map((d) => d.value)).toEqual([5, 6, 5, 2]);
		expect(v.frontmatter(TAMSIN)?.["endurance"]).toBe(30);
	});

	it("a stance the note leaves empty is taken as absent: the new stance is written and logged from nothing", async () => {
		const v = await road({ stance: null });
		const { modal, results } = await dialog(v, TAMSIN, "attack", deps(v, [6, 6, 3, 1, 2, 2, 4, 1, 3]));
		modal.setField("stance", "reckless");
		await modal.roll();
		expect(results[0]).toMatchObject({ ok: true });
		expect(v.frontmatter(TAMSIN)?.["stance"]).toBe("Reckless Offense");
		const [entry] = await entriesOf(v);
		expect(entry?.changes).toContainEqual({ target: "[[Tamsin]]", key: "stance", before: null, after: "Reckless Offense" });
	});

	it("takes the faces rolled at the table, and the entry says they were entered by hand", async () => {
		const v = await road();
		const { modal } = await dialog(v, TAMSIN, "check");
		const byHand = modal.contentEl.querySelector<HTMLInputElement>(".cl-dialog-by-hand");
		byHand?.click();
		byHand?.dispatchEvent(new Event("change"));
		const faces = modal.contentEl.querySelector<HTMLInputElement>(".cl-dialog-faces");
		if (faces) {
			faces.value = "4 4";
			faces.dispatchEvent(new Event("input"));
		}
		await modal.roll();
		const [entry] = await entriesOf(v);
		expect(entry?.dice[0]?.dice.map((d) => d.value)).toEqual([4, 4]);
		expect(entry?.inputs).toContainEqual({ key: "dice", value: "entered by hand" });
	});

	it("Drama Dice after the roll: the new chance before buying, 5 Endurance each set apart, and Undo restores it", async () => {
		const v = await road();
		const check = await dialog(v, TAMSIN, "check", deps(v, [5, 3]));
		check.modal.setField("against", "difficult");
		await check.modal.roll();
		const d = deps(v, [5]);
		const drama = await dialog(v, TAMSIN, "drama", d);
		expect(drama.odds()[0]).toMatch(/^With 1 Drama Die, beat 8: 16\.67% \(now not beaten\)$/);
		expect(texts(drama.modal.contentEl, ".cl-dialog-cost")).toEqual(["Cost: 5 Endurance (not regained by Recovering)"]);
		await drama.modal.roll();
		expect(v.frontmatter(TAMSIN)).toMatchObject({ endurance: 25, "endurance-spent": 5 });
		const entries = await entriesOf(v);
		expect(entries[1]?.outcome?.text).toBe("Now beats 8 by 2 (two 5s add to 10; highest single die 5: result 10)");
		await undoEntry(v.app, v.file(SESSION), entries[1]?.id ?? "");
		expect(v.frontmatter(TAMSIN)?.["endurance"]).toBe(30);
		expect(v.frontmatter(TAMSIN)?.["endurance-spent"]).toBeUndefined();
	});
});

describe("pool actions through the pipeline", () => {
	it("Attack: the margin times DX, and the declared stance goes on the sheet", async () => {
		const v = await road();
		const { modal } = await dialog(v, TAMSIN, "attack", deps(v, [6, 6, 3, 1, 2, 2, 4, 1, 3]));
		modal.setField("ability:Strong", true);
		modal.setField("stance", "reckless");
		modal.setField("defensePool", 3);
		await modal.roll();
		const [entry] = await entriesOf(v);
		expect(entry?.outcome?.text).toBe("Hit by 8: 16 damage (two 6s add to 12; two 2s add to 4; highest single die 6: result 12, DX 2)");
		expect(v.frontmatter(TAMSIN)?.["stance"]).toBe("Reckless Offense");
	});

	it("Defend: the damage comes off Health through Armored, and Undo puts it back", async () => {
		const v = await road();
		const { modal } = await dialog(v, TAMSIN, "defend", deps(v, [3, 2, 6, 6, 6]));
		modal.setField("attackPool", 3);
		modal.setField("attackerDx", 3);
		await modal.roll();
		// Defense 3 against 18: 15 × (DX 3 − Armored 1 = 2) = 30: Health 20 → 0, Endurance 30 → 20.
		expect(v.frontmatter(TAMSIN)).toMatchObject({ health: 0, endurance: 20 });
		const [entry] = await entriesOf(v);
		expect(entry?.outcome?.text).toMatch(/Combat Complication/);
		await undoEntry(v.app, v.file(SESSION), entry?.id ?? "");
		expect(v.frontmatter(TAMSIN)).toMatchObject({ health: 20, endurance: 30 });
	});

	it("Apply damage and Recover: Health then Endurance, then 10 Endurance back once per combat", async () => {
		const v = await road();
		const damage = await dialog(v, BANDIT, "damage");
		damage.modal.setField("amount", 15);
		await damage.modal.roll();
		expect(v.frontmatter(BANDIT)).toMatchObject({ health: 0, endurance: 7 });
		const recover = await dialog(v, BANDIT, "recover");
		await recover.modal.roll();
		expect(v.frontmatter(BANDIT)).toMatchObject({ endurance: 10, recovered: 1 });
		const again = await dialog(v, BANDIT, "recover");
		expect(again.modal.rollButton?.disabled).toBe(true);
	});

	it("an Extended Action is kept in the campaign note and each check counts toward it", async () => {
		const v = await road();
		const start = await dialog(v, TAMSIN, "extended");
		start.modal.setField("task", "Force the gate");
		start.modal.setField("dn", 8);
		await start.modal.roll();
		const roll = await dialog(v, TAMSIN, "check", deps(v, [6, 6]));
		roll.modal.setField("extended", true);
		expect(roll.odds()).toEqual(expect.arrayContaining([expect.stringMatching(/^Finish Force the gate from here: /)]));
		await roll.modal.roll();
		expect(v.frontmatter(CAMPAIGN)).toMatchObject({ "extended-task": "Force the gate", "extended-dn": 8, "extended-successes": 1, "extended-failures": 0 });
		expect(v.frontmatter(TAMSIN)).not.toHaveProperty("extended-task");
	});
});

describe("the palette commands on a pool note", () => {
	it("Roll for this character, Apply damage and Recover are offered on an open pool note and open its dialogs", async () => {
		const v = await road();
		const plugin = testPlugin(v.app);
		registerTableFeatures(plugin, () => v.settings());
		const commands = registered(plugin).commands;
		await v.app.workspace.getLeaf(false).openFile(v.file(TAMSIN));
		for (const id of ["roll-task", "apply-damage", "recovery-roll"]) expect(commands.get(id)?.checkCallback?.(true), id).toBe(true);
		await v.app.workspace.getLeaf(false).openFile(v.file(SESSION));
		expect(commands.get("roll-task")?.checkCallback?.(true)).toBe(false);
	});
});
