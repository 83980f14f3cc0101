/**
 * The demo vault's pool-game campaign, The Salt Road. Its Session 1 log was not written by hand:
 * this test plays the session through the plugin's own action path (session first, note read
 * fresh, engine, write and append in one step, undo) from the notes' starting state, and checks
 * that the result is byte for byte what the demo vault holds. `UPDATE_POOL_DEMO=1` writes it.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import process from "node:process";
import { describe, expect, it } from "vitest";
import { parseEntries, summarize } from "../../../src/engine/log";
import type { Result } from "../../../src/engine/result";
import { resolveTarget } from "../../../src/notes/log/targets";
import { seededRng } from "../../../src/engine/rng";
import { poolSheet } from "../../../src/games/pool/sheet";
import { poolTable } from "../../../src/ui/pool/table-entry";
import { GameRegistry } from "../../../src/ui/frame/registry";
import { TableSheetChild } from "../../../src/ui/frame/sheet-child";
import { testVault } from "../campaign/helpers";
import { poolRunner } from "./run";
import { withoutSeals } from "../../helpers/seals";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "../../../demo-vault");
const DIR = "Campaigns/The Salt Road";
const CAMPAIGN = `${DIR}/The Salt Road.md`;
const SESSION = `${DIR}/The Salt Road - Session 1.md`;
const TAMSIN = `${DIR}/Characters/Tamsin Hale.md`;
const ODE = `${DIR}/Characters/Ode Varga.md`;
const BANDIT = `${DIR}/NPCs/Salt Road Bandit.md`;
const FILES = [CAMPAIGN, SESSION, TAMSIN, ODE, BANDIT];

const SHEET = "```ledger-sheet\n```\n";

async function startingVault() {
	const v = testVault();
	await v.note(
		CAMPAIGN,
		{ ledger: "campaign", system: "pool", "pool-die-size": 6, party: ["[[Tamsin Hale]]", "[[Ode Varga]]"], "current-session": "[[The Salt Road - Session 1]]" },
		"# The Salt Road\n\nA caravan crosses the salt flats to the coast, and someone on the road wants its cargo.\nPlayed with the dice-pool game: two dice plus your Abilities, highest die or equal dice added.\n\n- Party: [[Tamsin Hale]], [[Ode Varga]]\n- Threats: [[Salt Road Bandit]]\n- Sessions: [[The Salt Road - Session 1]]\n- How the game plays here: [[Pool game]]\n",
	);
	await v.note(
		SESSION,
		{ ledger: "session", system: "pool", campaign: "[[The Salt Road]]", session: 1, date: "2026-03-21", party: ["[[Tamsin Hale]]", "[[Ode Varga]]"] },
		"# The Salt Road - Session 1\n\nThe caravan's axle breaks under the salt cliffs, and the bandits were waiting for it.\n\n## Summary\n\n```ledger-summary\n```\n\n## Log\n",
	);
	await v.note(
		TAMSIN,
		{
			ledger: "character",
			system: "pool",
			campaign: "[[The Salt Road]]",
			name: "Tamsin Hale",
			health: 20,
			"health-max": 20,
			endurance: 30,
			"endurance-max": 30,
			"damage-multiplier": 2,
			abilities: { Strong: 2, Quick: 1, Armored: 1 },
			weaknesses: { Hotheaded: 1 },
		},
		`# Tamsin Hale\n\nCaravan guard, broad as a door, who would rather climb than wait.\n\n${SHEET}`,
	);
	await v.note(
		ODE,
		{
			ledger: "character",
			system: "pool",
			campaign: "[[The Salt Road]]",
			name: "Ode Varga",
			health: 14,
			"health-max": 14,
			endurance: 40,
			"endurance-max": 40,
			"damage-multiplier": 1,
			abilities: { Clever: 2, Tinker: 1 },
			weaknesses: { Frail: 1 },
		},
		`# Ode Varga\n\nThe caravan's wheelwright and bookkeeper; mends anything, fights nothing.\n\n${SHEET}`,
	);
	await v.note(
		BANDIT,
		{ ledger: "npc", system: "pool", campaign: "[[The Salt Road]]", name: "Salt Road Bandit", health: 12, "health-max": 12, endurance: 10, "endurance-max": 10, "damage-multiplier": 2, abilities: { Fierce: 1 } },
		`# Salt Road Bandit\n\nSun-cracked leather, a hooked blade, and no wish to die for a wagon of salt.\n\n${SHEET}`,
	);
	return v;
}

/** Session 1, played through the plugin's own actions with the dice the table rolled. */
async function playSession() {
	const v = await startingVault();
	const run = poolRunner(v.app, () => v.settings());
	const must = async <T>(p: Promise<Result<T>>): Promise<T> => {
		const r = await p;
		if (!r.ok) throw new Error(r.error);
		return r.value;
	};
	// Tamsin climbs the salt cliff (Strong 2: four dice) against Challenging 6 and misses: 5 is not above 6…
	await must(run.act(v.file(TAMSIN), "check", { label: "Climb the salt cliff", "ability:Strong": true, against: "challenging" }, { faces: [5, 3, 2, 4] }));
	// …so she buys one Drama Die (5 Endurance, set apart) and rolls a 5: two 5s add to 10.
	await must(run.act(v.file(TAMSIN), "drama", { dice: 1 }, { faces: [5] }));
	// Ode starts mending the axle: three successes against DN 6 before two failures.
	await must(run.act(v.file(ODE), "extended", { task: "Mend the wagon axle", dn: 6, successesNeeded: 3, failureLimit: 2 }));
	// The first attempt, Clever and Tinker (five dice), with the dice typed in from the table.
	await must(run.act(v.file(ODE), "check", { label: "Mend the wagon axle", extended: true, "ability:Clever": true, "ability:Tinker": true }, { entered: [[6, 6, 2, 1, 3]] }));
	// The bandit attacks Tamsin (three dice, DX 2); she defends with Quick. Her Armored 1 lowers his DX to 1.
	await must(run.act(v.file(TAMSIN), "defend", { "ability:Quick": true, attackPool: 3, attackerDx: 2 }, { faces: [3, 2, 2, 6, 5, 1] }));
	// Tamsin strikes back recklessly (+2 dice) with Strong against the bandit's three-dice Defense Roll.
	await must(run.act(v.file(TAMSIN), "attack", { label: "Hooked blade", "ability:Strong": true, stance: "reckless", defensePool: 3 }, { faces: [6, 6, 3, 1, 2, 2, 4, 1, 3] }));
	// The GM first logs the hit on the wrong note, and undoes it from the session note…
	const wrong = await must(run.act(v.file(ODE), "damage", { amount: 16 }));
	await must(run.undo(v.file(SESSION), wrong.id));
	// …then applies it to the bandit: Health to zero, the rest to Endurance, and a Combat Complication.
	await must(run.act(v.file(BANDIT), "damage", { amount: 16 }));
	// The bandit Recovers (once per combat): 10 Endurance, capped at his maximum.
	await must(run.act(v.file(BANDIT), "recover"));
	return v;
}

describe("the demo vault's pool-game campaign", () => {
	it("Session 1 was produced by the plugin's own actions: replaying it gives the demo notes byte for byte", async () => {
		const v = await playSession();
		for (const path of FILES) {
			const produced = withoutSeals(await v.read(path));
			const full = join(ROOT, path);
			if (process.env.UPDATE_POOL_DEMO === "1") {
				mkdirSync(dirname(full), { recursive: true });
				writeFileSync(full, produced);
			}
			expect(existsSync(full), path).toBe(true);
			expect(readFileSync(full, "utf8"), path).toBe(produced);
		}
	});

	it("the log reads back whole, agrees with the sheets, and the summary counts each character", async () => {
		const v = await playSession();
		const log = parseEntries(await v.read(SESSION));
		expect(log.problems).toEqual([]);
		const entries = log.entries.map((e) => e.entry);
		expect(entries.map((e) => e.kind)).toEqual(["task", "drama", "extended", "task", "defense", "attack", "damage", "undo", "damage", "recovery"]);
		expect(entries.filter((e) => e.undone !== undefined).map((e) => e.actor)).toEqual(["[[Ode Varga]]"]);
		// Replaying every change that was not undone lands on what the notes hold now.
		const replayed = new Map<string, unknown>();
		for (const entry of entries) {
			if (entry.undone !== undefined || entry.kind === "undo") continue;
			for (const change of entry.changes) {
				const target = resolveTarget(v.app, change.target, entry.actor, SESSION);
				expect(target.ok, change.target).toBe(true);
				if (target.ok) replayed.set(`${target.value.path}#${change.key}`, change.after);
			}
		}
		expect(replayed.size).toBeGreaterThan(5);
		for (const [where, value] of replayed) {
			const [path = "", key = ""] = where.split("#");
			expect(v.frontmatter(path)?.[key], where).toEqual(value);
		}
		expect(v.frontmatter(ODE)?.["health"]).toBe(14);
		const summary = summarize(entries);
		expect(summary.map((s) => [s.actor, s.rolls, s.successes, s.failures])).toEqual([
			// The climb (failure), its Drama Die, the Defense Roll she lost (failure) and her hit (success):
			// a Drama Die is a roll but neither a success nor a failure of its own.
			["[[Tamsin Hale]]", 4, 1, 2],
			["[[Ode Varga]]", 1, 1, 0],
			["[[Salt Road Bandit]]", 0, 0, 0],
		]);
	});

	it("each note draws a sheet with no problems, the NPC's like a character's", async () => {
		const v = await playSession();
		const run = poolRunner(v.app, () => v.settings());
		for (const path of [TAMSIN, ODE, BANDIT]) {
			const sheet = poolSheet(await run.model(v.file(path)));
			expect(sheet.problems, path).toEqual([]);
		}
		const tamsin = poolSheet(await run.model(v.file(TAMSIN)));
		expect(tamsin.meters.find((m) => m.label === "Endurance")?.detail).toBe("5 spent on Drama Dice or Miracles (not regained by Recovering)");
		expect(tamsin.tracks[0]?.current).toBe("Reckless Offense");
		const ode = poolSheet(await run.model(v.file(ODE)));
		expect(ode.lists.find((l) => l.title === "Extended Action")?.items[0]?.text).toBe("The party's Mend the wagon axle: 1/3 successes, 0/2 failures, against DN 6");
	});
});

describe("the manual's live examples", () => {
	it("Manual/Pool game.md is a pool NPC whose sheet draws, and its second block draws Tamsin Hale's sheet", async () => {
		const v = await playSession();
		const text = readFileSync(join(ROOT, "Manual/Pool game.md"), "utf8");
		await v.app.vault.createFolder("Manual");
		await v.app.vault.create("Manual/Pool game.md", text);
		const run = poolRunner(v.app, () => v.settings());
		const own = poolSheet(await run.model(v.file("Manual/Pool game.md")));
		expect(own.problems).toEqual([]);
		expect(own.title).toBe("Sparring Dummy");
		expect(own.lists.find((l) => l.title === "Combat")?.items[1]?.text).toMatch(/^Armored: 1 /);
		// The blocks in the manual: an empty one (this note) and one naming Tamsin's note.
		const blocks = [...text.matchAll(/```ledger-sheet\n([\s\S]*?)```/g)].map((m) => m[1]);
		expect(blocks).toEqual(["", "note: [[Tamsin Hale]]\n"]);
		const host = { app: v.app, settings: () => v.settings(), deps: { app: v.app, settings: () => v.settings(), rng: seededRng(1), tell: () => undefined } };
		for (const source of blocks) {
			const el = createDiv();
			const child = new TableSheetChild(el, host, new GameRegistry(host, [poolTable()]), source ?? "", "Manual/Pool game.md");
			child.load();
			for (let i = 0; i < 20; i++) await new Promise((r) => setTimeout(r, 0));
			expect(el.querySelector(".cl-sheet-name")?.textContent).toBe(source === "" ? "Sparring Dummy" : "Tamsin Hale");
		}
	});
});
