/**
 * The d20 demo campaign's session (demo-vault/Campaigns/Iron Reach) is produced by the plugin's own
 * action pipeline. This test starts from the notes as they stood before the scene, plays the scene
 * through the table (each dialog's form resolved by the frame's resolveRoll: session note first,
 * note read fresh, changes written and the entry appended in one step), a sheet edit and an undo,
 * and checks that the session note and every sheet come out exactly as committed, and that the log
 * agrees with the sheets. `UPDATE_DEMO=1` writes the demo notes instead (after a change to the
 * entries' wording), so the demo can never drift from what the plugin writes.
 */
import { changeForm } from "../../../src/games/frame/form-change";
import { readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import process from "node:process";
import { fileURLToPath } from "node:url";
import type { TFile } from "obsidian";
import { describe, expect, it } from "vitest";
import { createIdFactory, parseEntries, summarize } from "../../../src/engine/log";
import { scriptedRng, seededRng } from "../../../src/engine/rng";
import { resolveTarget } from "../../../src/notes/log/targets";
import { undoEntry } from "../../../src/notes/log/undo";
import { d20Form, type D20Form } from "../../../src/games/d20/form";
import { d20Game } from "../../../src/games/d20/game";
import { readD20Note } from "../../../src/ui/d20/note";
import { logSheetEdit, type TableDeps } from "../../../src/ui/frame/pipeline";
import { resolveRoll } from "../../../src/ui/frame/roll-dialog";
import { testVault, type TestVault } from "../campaign/helpers";
import { withoutSeals } from "../../helpers/seals";

const VAULT = join(dirname(fileURLToPath(import.meta.url)), "../../../demo-vault");
const DIR = "Campaigns/Iron Reach";
const CAMPAIGN = `${DIR}/Iron Reach.md`;
const MARA = `${DIR}/Characters/Mara Quell.md`;
const TAM = `${DIR}/Characters/Tam Ashby.md`;
const BRUISER = `${DIR}/NPCs/Dockside Bruiser.md`;
const SESSION = `${DIR}/Iron Reach - Session 1.md`;
const FILES = [CAMPAIGN, MARA, TAM, BRUISER, SESSION];

/** What the scene changes, as it stood before the scene (the rest of each note is as committed). */
const START: Record<string, Record<string, unknown>> = {
	[MARA]: { vitality: 24, "wound-points": 12, stance: "neutral" },
	[TAM]: { vitality: 14, "wound-points": 10 },
	[BRUISER]: { vitality: 12, "wound-points": 14, "flat-footed": true },
};
const ADDED_IN_SCENE = ["crippling", "opportunity-attacks-used"];

const committed = (path: string): string => readFileSync(join(VAULT, path), "utf8");

async function startingVault(): Promise<TestVault> {
	const v = testVault();
	for (const path of FILES) {
		const folder = path.split("/").slice(0, -1);
		for (let i = 1; i <= folder.length; i++) {
			const sub = folder.slice(0, i).join("/");
			if (!v.app.vault.getAbstractFileByPath(sub)) await v.app.vault.createFolder(sub);
		}
		const text = committed(path);
		// The session note as it was before the scene: everything above its first entry.
		const first = text.indexOf("> [!ledger|");
		await v.app.vault.create(path, path === SESSION && first !== -1 ? text.slice(0, first).replace(/\n+$/, "\n") : text);
	}
	for (const [path, values] of Object.entries(START)) {
		await v.app.fileManager.processFrontMatter(v.file(path), (fm: Record<string, unknown>) => {
			Object.assign(fm, values);
			for (const key of ADDED_IN_SCENE) delete fm[key];
		});
	}
	return v;
}

/** The table's dependencies for one action: fixed ids and times, and these dice. */
function deps(v: TestVault, faces: number[], clock: { t: number }, told: string[]): TableDeps {
	return {
		app: v.app,
		settings: () => v.settings(),
		rng: scriptedRng(faces),
		tell: (message) => told.push(message),
		now: () => new Date((clock.t += 97_000)),
		ids: createIdFactory(seededRng(clock.t), () => clock.t),
	};
}

async function formFor(v: TestVault, path: string, action: string, fields: Record<string, string | number | boolean>): Promise<D20Form> {
	const note = await readD20Note(v.app, v.file(path));
	if (!note.ok) throw new Error(note.error);
	let form = d20Form(note.value, action);
	if (form === undefined) throw new Error(`no form for ${action}`);
	for (const [key, value] of Object.entries(fields)) form = changeForm(d20Game, note.value, form, key, value);
	return form;
}

async function play(v: TestVault): Promise<string[]> {
	const told: string[] = [];
	const clock = { t: Date.parse("2026-04-02T19:04:00.000Z") };
	const read = async (f: TFile) => readD20Note(v.app, f);
	const roll = async (path: string, action: string, fields: Record<string, string | number | boolean>, faces: number[], entered?: number[][]): Promise<void> => {
		const form = await formFor(v, path, action, fields);
		const result = await resolveRoll(deps(v, faces, clock, told), v.file(path), read, d20Game, form, entered);
		if (!result.ok) throw new Error(result.error);
	};
	// 1. Tam slips along the crates: Stealth (DEX +4, 5 ranks) with a Minor bonus from the shadows, against DC 15.
	await roll(TAM, "check:stealth", { dc: 15, pick1: "minor-bonus", source1: "shadows between the crates" }, [9]);
	// 2. Mara attacks the flat-footed bruiser, dice rolled at the table: a natural 20, a critical.
	//    Damage 1d8+1 = 6; the bruiser's Reflex save (flat-footed) 7 fails, so it goes to his Wound
	//    Points; the crippling injury's Fortitude save 4 fails: a Minor penalty to his attacks.
	await roll(MARA, "attack", { target: "[[Dockside Bruiser]]", damageBonus: 1, critical: "crippling-injury", crippleTo: "attack" }, [], [[20], [5], [7], [4]]);
	// 3. The bruiser has had his first turn: no longer flat-footed (a sheet edit).
	const bruiser = await readD20Note(v.app, v.file(BRUISER));
	if (!bruiser.ok) throw new Error(bruiser.error);
	// The demo's log was written when the sheet had a Flat-footed button: the same edit of the note's own yes/no.
	const flat = bruiser.value.raw["flat-footed"];
	const before = typeof flat === "boolean" || typeof flat === "string" ? flat : null;
	const on = bruiser.value.state.flatFooted;
	await logSheetEdit(deps(v, [], clock, told), v.file(BRUISER), read, "d20", { key: "flat-footed", before, after: !on, label: `${bruiser.value.name}: flat-footed ${on ? "yes → no" : "no → yes"}` });
	// 4. He swings at Tam (an NPC takes 10; the crippling penalty counts); Tam rolls Defence 3 and is hit for 1d6+2.
	await roll(BRUISER, "attack", { target: "[[Tam Ashby]]", damageSides: "6", damageBonus: 2 }, [3, 4]);
	// 5. Damage typed on the wrong sheet, then undone from the log.
	await roll(MARA, "damage", { amount: 6 }, []);
	// 6. Tam shoves him off the pier's edge: CMA against his CMD (he adds 10); the Shove note pushes
	//    5 feet, and 5 more for every 5 over the CMD: 18 against 14 is 4 over, 5 feet.
	await roll(TAM, "manoeuvre", { target: "[[Dockside Bruiser]]", effect: "shove" }, [17]);
	// 7. After the fight, ten minutes of rest for Tam.
	await roll(TAM, "recover", { period: "10-minutes-rest", periods: 1 }, []);
	const log = parseEntries(await v.read(SESSION));
	const mistake = log.entries.find((e) => e.entry.kind === "damage")?.entry;
	if (!mistake) throw new Error("no damage entry");
	clock.t += 97_000;
	const undone = await undoEntry(v.app, v.file(SESSION), mistake.id, { newId: createIdFactory(seededRng(7), () => clock.t), now: () => new Date(clock.t) });
	if (!undone.ok || undone.value.status !== "undone") throw new Error(`undo failed: ${JSON.stringify(undone)}`);
	return told;
}

describe("the d20 demo session (Iron Reach)", () => {
	it("is what the plugin's own actions write, from the notes as they stood before the scene", async () => {
		const v = await startingVault();
		const told = await play(v);
		expect(told).toEqual([
			"Stealth check: Success (20 against DC 15)",
			"Attack on Dockside Bruiser: Critical hit: 6 damage, a Minor penalty to attack",
			"Dockside Bruiser: flat-footed yes → no: edited on the sheet",
			"Attack on Tam Ashby: Hit: 6 damage",
			"6 damage: Vitality 18, Wound Points 12",
			"Combat manoeuvre on Dockside Bruiser: Success (18 against 14, by 4): Dockside Bruiser is moved 5 feet",
			"Recovery: 1 × 10 minutes of rest: Vitality 10/14, Wound Points 10/10",
		]);
		if (process.env["UPDATE_DEMO"] === "1") {
			for (const path of FILES) writeFileSync(join(VAULT, path), withoutSeals(await v.read(path)));
		}
		for (const path of FILES) expect(withoutSeals(await v.read(path)), path).toBe(committed(path));
	});

	it("its log reads back whole, agrees with the sheets, and the summary counts each character's rolls", async () => {
		const v = testVault();
		for (const path of FILES) {
			const folder = path.split("/").slice(0, -1);
			for (let i = 1; i <= folder.length; i++) {
				const sub = folder.slice(0, i).join("/");
				if (!v.app.vault.getAbstractFileByPath(sub)) await v.app.vault.createFolder(sub);
			}
			await v.app.vault.create(path, committed(path));
		}
		const log = parseEntries(await v.read(SESSION));
		expect(log.problems).toEqual([]);
		expect(log.entries.map((e) => e.entry.kind)).toEqual(["check", "attack", "edit", "attack", "damage", "manoeuvre", "recovery", "undo"]);
		expect(log.entries.every((e) => e.entry.system === "d20")).toBe(true);
		// Replaying every recorded change in order lands on exactly what the notes hold now (undone entries skipped).
		const replayed = new Map<string, unknown>();
		for (const { entry } of log.entries) {
			if (entry.undone !== undefined) continue;
			if (entry.kind === "undo") continue;
			for (const change of entry.changes) {
				const target = resolveTarget(v.app, change.target, entry.actor, SESSION);
				expect(target.ok, change.target).toBe(true);
				if (target.ok) replayed.set(`${target.value.path}#${change.key}`, change.after);
			}
		}
		for (const [where, value] of replayed) {
			const [path = "", key = ""] = where.split("#");
			expect(v.frontmatter(path)?.[key], where).toEqual(value);
		}
		const summary = summarize(log.entries.map((e) => e.entry));
		expect(summary.map((s) => [s.actor, s.rolls, s.successes, s.failures])).toEqual([
			["[[Tam Ashby]]", 2, 2, 0],
			["[[Mara Quell]]", 1, 1, 0],
			// The bruiser's attack carries Tam's Defence die: the attack is the roll the summary counts for him.
			["[[Dockside Bruiser]]", 1, 1, 0],
		]);
	});
});
