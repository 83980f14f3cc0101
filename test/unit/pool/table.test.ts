/**
 * The pool game at the table, as models: the sheet, the dialogs' fields and previews, and every
 * action's log entry. Rules are quoted from seed 003; odds are compared with the engine's and with
 * brute-force enumeration.
 */
import { changeForm } from "../../../src/games/frame/form-change";
import { describe, expect, it } from "vitest";
import { summarize } from "../../../src/engine/log/summary";
import { scriptedRng, seededRng } from "../../../src/engine/rng";
import { dramaDieChance } from "../../../src/engine/systems/pool/drama";
import { lastCheckOf, loggedCheck, type LoggedCheck } from "../../../src/engine/systems/pool/log-entries";
import { catastropheChance, chanceToBeat, opposedChance } from "../../../src/engine/systems/pool/odds";
import { readRoll } from "../../../src/engine/systems/pool/read";
import { formatPercent } from "../../../src/games/dice/format";
import { resolvePool } from "../../../src/games/pool/actions";
import { dramaChance } from "../../../src/games/pool/drama-odds";
import { poolFields, poolForm, poolPreview, type CheckForm, type PoolForm } from "../../../src/games/pool/form";
import { poolGame } from "../../../src/games/pool/game";
import { readPoolModel, type PoolModel } from "../../../src/games/pool/model";
import { packOf } from "../pack/helpers";

/** The pool game's built-in rule pack: its conditions' rules (Stunned, Impaired). */
const POOL_PACK = packOf("pool");
import type { ResolveContext } from "../../../src/games/frame/game";
import { seedQuoter } from "../../helpers/seeds";

/** Each rule is quoted from the seed; the quote must be there word for word. */
const quote = seedQuoter("003");

const ARIA = {
	ledger: "character",
	system: "pool",
	name: "Aria",
	health: 20,
	"health-max": 20,
	endurance: 40,
	"endurance-max": 40,
	"damage-multiplier": 2,
	abilities: { Strong: 2, Quick: 1, Armored: 1 },
	weaknesses: { Clumsy: 1 },
};

function model(extra: Record<string, unknown> = {}, options: Parameters<typeof readPoolModel>[1] = {}): PoolModel {
	return readPoolModel({ ...ARIA, ...extra }, { name: "Aria", pack: POOL_PACK, ...options });
}

/** Faces typed in at the table (`entered`) are played back by the Rng, as the frame does (table/roll-dialog.ts). */
function context(faces?: number[], entered?: number[][]): ResolveContext {
	const ctx: ResolveContext = {
		meta: { id: "e1", time: "2026-03-14T19:00:00.000Z", actor: "[[Aria]]", target: "[[Aria]]" },
		rng: faces ? scriptedRng(faces) : entered ? scriptedRng(entered.flat()) : seededRng(1),
		sessionPath: "Session 1.md",
	};
	if (entered) ctx.entered = entered;
	return ctx;
}

function form(m: PoolModel, action: string, changes: Record<string, string | number | boolean> = {}): PoolForm {
	let f = poolForm(m, action, m.lastCheck);
	if (!f) throw new Error(`no form for ${action}`);
	for (const [key, value] of Object.entries(changes)) f = changeForm(poolGame, m, f, key, value);
	return f;
}

function resolved(m: PoolModel, f: PoolForm, ctx: ResolveContext) {
	const r = resolvePool(m, f, ctx);
	if (!r.ok) throw new Error(r.error);
	return r.value;
}

describe("the pool sheet", () => {
	it("shows abilities with levels, weaknesses, Health and Endurance with their maximum, DX, Armored, stance and complications", () => {
		const sheet = poolGame.sheet(model({ health: 12, stance: "defensive", impaired: true }));
		expect(sheet.system).toBe("pool");
		expect(sheet.title).toBe("Aria");
		const meter = (label: string) => sheet.meters.find((m) => m.label === label);
		expect(meter("Health")).toMatchObject({ key: "health", value: 12, max: 20, editable: true });
		expect(meter("Endurance")).toMatchObject({ key: "endurance", value: 40, max: 40, editable: true });
		// 003: "An opponent’s Armored Ability can reduce the DX of your attack"
		quote("An opponent’s Armored Ability can reduce the DX of your attack");
		expect(sheet.lists.find((l) => l.title === "Combat")?.items.map((i) => i.text)).toEqual([
			"Damage Multiplier (DX): 2",
			"Armored: 1 (lowers an attacker's DX; below 1 it counts as ½)",
		]);
		expect(sheet.lists.find((l) => l.title === "Abilities")?.items.map((i) => i.text)).toEqual(["Strong 2", "Quick 1", "Armored 1"]);
		expect(sheet.lists.find((l) => l.title === "Weaknesses")?.items.map((i) => i.text)).toEqual(["Clumsy 1"]);
		expect(sheet.tracks[0]).toMatchObject({ label: "Stance", current: "Defensive Stance" });
		expect(sheet.tracks[0]?.steps).toEqual(["Normal", "Reckless Offense", "Kamikaze Strike", "Defensive Stance"]);
		expect(sheet.boxes.map((b) => `${b.label} ${b.taken}/${b.total}`)).toEqual(["Weakness complication 0/1", "Recovered this combat 0/1"]);
		// Stunned and Impaired are conditions now: an older note's `impaired: true` still counts as one.
		expect(sheet.conditions).toEqual([{ id: "impaired", label: "Impaired", detail: "−1 die on every roll." }]);
		expect(sheet.actions.map((a) => a.label)).toEqual(["Roll a check", "Attack", "Defend", "Apply damage", "Recover", "Buy Drama Dice", "Start an Extended Action"]);
		expect(sheet.problems).toEqual([]);
	});

	it("a pool NPC note gets a sheet like a character", () => {
		const sheet = poolGame.sheet(readPoolModel({ ledger: "npc", system: "pool", "health-max": 8, "endurance-max": 10, abilities: { Fierce: 2 } }, { name: "Bandit", kind: "npc" }));
		expect(sheet.title).toBe("Bandit");
		expect(sheet.subtitle).toContain("NPC");
		expect(sheet.meters[0]).toMatchObject({ value: 8, max: 8 });
	});

	it("bad input: garbage abilities, negative levels and a missing Health maximum are each shown where they belong, and nothing can be written", () => {
		const m = readPoolModel({ ledger: "character", system: "pool", "endurance-max": 10, abilities: { Strong: 2, Quick: -1, "<b>x</b>": 1 }, weaknesses: "lots" }, { name: "Broken" });
		const sheet = poolSheetOf(m);
		const health = sheet.meters.find((x) => x.label === "Health");
		expect(health?.detail).toMatch(/health-max: is required/);
		expect(health?.editable).toBe(false);
		const abilities = sheet.lists.find((l) => l.title === "Abilities")?.items.map((i) => i.text) ?? [];
		expect(abilities[0]).toBe("Strong 2");
		expect(abilities.join(" ")).toMatch(/abilities\.Quick: expected a whole number from 1 to 10, got -1/);
		expect(abilities.join(" ")).toMatch(/plain text without HTML/);
		expect(sheet.lists.find((l) => l.title === "Weaknesses")?.items.map((i) => i.text).join(" ")).toMatch(/weaknesses: expected a map of name: level/);
		expect(sheet.problems.length).toBe(4);
		const f = form(m, "check");
		expect(poolPreview(m, f).refusal).toMatch(/Fix the note first \(4 problems/);
		const r = resolvePool(m, f, context([6, 6, 6]));
		expect(r.ok).toBe(false);
	});
});

function poolSheetOf(m: PoolModel) {
	return poolGame.sheet(m);
}

describe("the check dialog", () => {
	it("builds the pool: 2 base + ability levels + bonus − weaknesses − penalties − multiple actions − impaired", () => {
		quote("add a number of dice equal to your level in that Ability");
		quote("at penalty equal to the total number of actions taken- so if you take two extra actions, all three are at -3 dice");
		quote("Impaired means the character gets -1 die to all actions until the end of combat");
		const m = model({ impaired: true });
		const f = form(m, "check", { "ability:Strong": true, "ability:Quick": true, "weakness:Clumsy": true, bonus: 2, penalty: 1, actions: 2 }) as CheckForm;
		// 2 + 2 + 1 + 2 − 1 − 1 − 2 − 1 = 2
		expect(poolPreview(m, f).odds.find((line) => typeof line === "string" && line.startsWith("Pool"))).toBe("Pool: 2 dice (d6), highest die or equal dice added");
		expect(poolPreview(m, f).odds).toContain("Impaired: −1 die");
		expect(poolFields(m, f).map((x) => x.label)).toEqual(expect.arrayContaining(["Strong (+2)", "Clumsy (−1)", "Helpers (teaming up)", "Against"]));
	});

	it("below one die the pool rolls negative dice and keeps the lowest", () => {
		quote("At zero, roll two dice and take the lowest. For each number below zero, roll an additional die and again take the lowest");
		const m = model();
		const f = form(m, "check", { penalty: 4 });
		const preview = poolPreview(m, f);
		expect(preview.odds.find((line) => typeof line === "string" && line.startsWith("Pool"))).toBe("Pool: -2, so 4 negative dice (d6), keep the lowest");
		expect(preview.dice).toEqual([{ count: 4, sides: 6, label: "Your pool (4d6, keep the lowest)" }]);
		const entry = resolved(m, f, context([5, 3, 6, 4]));
		expect(entry.outcome?.text).toBe("Failure (negative dice, lowest die 3: result 3, against DN 6)");
	});

	it("offers every Difficulty Number by name, Easy 2 to Nigh Impossible 12, and an opposed roll", () => {
		for (const line of ["Easy 2", "Moderate 4", "Challenging 6", "Difficult 8", "Very Difficult 10", "Nigh Impossible 12"]) quote(line);
		const m = model();
		const against = poolFields(m, form(m, "check")).find((x) => x.key === "against");
		expect(against?.kind === "choice" ? against.choices.map(([, label]) => label) : []).toEqual([
			"Easy (DN 2)", "Moderate (DN 4)", "Challenging (DN 6)", "Difficult (DN 8)", "Very Difficult (DN 10)", "Nigh Impossible (DN 12)",
			"Another Difficulty Number", "An opposed roll",
		]);
	});

	it.each([
		{ pool: 2, against: "easy", dn: 2 },
		{ pool: 4, against: "difficult", dn: 8 },
		{ pool: 5, against: "nigh-impossible", dn: 12 },
	])("the odds shown for $pool dice against $against equal the engine's", ({ pool, against, dn }) => {
		const m = model();
		const f = form(m, "check", { bonus: pool - 2, against });
		const odds = poolPreview(m, f).odds;
		const engine = (r: { ok: boolean; value?: number }) => formatPercent((r as { value: number }).value);
		expect(odds).toContain(`Beat DN ${dn}: ${engine(chanceToBeat(pool, dn))}`);
		expect(odds).toContain(`Amazing Success (above 12): ${engine(chanceToBeat(pool, Math.max(12, dn)))}`);
		expect(odds).toContain(`Catastrophe (all ones): ${engine(catastropheChance(pool))}`);
	});

	it("the chance to beat DN 6 with two dice is the brute-force count, 3/36 (a 6 alone only ties)", () => {
		let wins = 0;
		for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) {
			const r = readRoll([a, b], 2);
			if (r.ok && !r.value.catastrophe && r.value.result > 6) wins++;
		}
		expect(wins).toBe(3);
		const m = model();
		// The chance comes first: the dialog keeps the first line in view beside Roll.
		expect(poolPreview(m, form(m, "check")).odds[0]).toBe(`Beat DN 6: ${formatPercent(3 / 36)}`);
	});

	it("an opposed roll shows the engine's chance to beat the other side and rolls both pools", () => {
		quote("If you beat it, you succeed!");
		const m = model();
		const f = form(m, "check", { against: "opposed", opposingPool: 3, "ability:Strong": true });
		const versus = opposedChance(4, 3);
		expect(versus.ok).toBe(true);
		if (!versus.ok) return;
		expect(poolPreview(m, f).odds).toContain(`Beat the opposing 3 dice: ${formatPercent(versus.value.actorWins)} (a tie is no success: ${formatPercent(versus.value.tie)})`);
		expect(poolPreview(m, f).dice?.map((d) => d.count)).toEqual([4, 3]);
		const entry = resolved(m, f, context([5, 5, 6, 2, 4, 4, 3]));
		expect(entry.outcome).toEqual({ text: "Success by 2 (two 5s add to 10; highest single die 6: result 10, against 8)", code: "success" });
		expect(entry.dice.map((g) => g.notation)).toEqual(["4d6", "opposing 3d6"]);
	});

	it("after the roll every die is shown and the grouping read out", () => {
		quote("With doubles, add them together and compare the sum to any other number rolled");
		const m = model();
		const f = form(m, "check", { "ability:Strong": true });
		const entry = resolved(m, f, context([5, 6, 5, 2]));
		expect(entry.dice[0]?.dice).toEqual([
			{ value: 5, kept: true },
			{ value: 6, kept: false },
			{ value: 5, kept: true },
			{ value: 2, kept: false },
		]);
		expect(entry.outcome).toEqual({ text: "Success by 4 (two 5s add to 10; highest single die 6: result 10, against DN 6)", code: "success" });
		expect(entry.inputs).toEqual(expect.arrayContaining([{ key: "abilities", value: "Strong 2" }, { key: "pool", value: 4 }, { key: "to beat", value: 6 }]));
		expect(entry.changes).toEqual([]);
	});

	it("a tie does not beat the DN, all ones is a catastrophe, above 12 is an Amazing Success", () => {
		quote("Ones don't add together, and a roll of all ones is always a catastrophic failure");
		quote("Rolling above max difficulty grants an Amazing Success");
		const m = model();
		expect(resolved(m, form(m, "check"), context([6, 2])).outcome?.code).toBe("failure");
		expect(resolved(m, form(m, "check"), context([1, 1])).outcome?.text).toBe("Catastrophic failure (all ones: a catastrophe, against DN 6)");
		const amazing = resolved(m, form(m, "check", { bonus: 1 }), context([5, 5, 5]));
		expect(amazing.outcome?.code).toBe("amazing-success");
		expect(amazing.outcome?.text).toMatch(/^Amazing Success by 9 \(three 5s add to 15/);
	});

	it("dice typed in at the table are used (the frame marks the entry 'entered by hand')", () => {
		const m = model();
		const entry = resolved(m, form(m, "check"), context(undefined, [[4, 4]]));
		expect(entry.dice[0]?.dice.map((d) => d.value)).toEqual([4, 4]);
		// One face for two dice cannot be played back; the frame refuses it and logs nothing (test/dom/table/registry.test.ts).
		expect(() => resolvePool(m, form(m, "check"), context(undefined, [[4]]))).toThrow(/ran out/);
	});

	it("teaming up adds one die per helper", () => {
		quote("rolls all of their dice plus one extra for every extra person helping out");
		const m = model();
		const f = form(m, "check", { helpers: 3 });
		expect(poolPreview(m, f).odds.find((line) => typeof line === "string" && line.startsWith("Pool"))).toMatch(/^Pool: 5 dice/);
		expect(resolved(m, f, context([1, 2, 3, 4, 6])).inputs).toContainEqual({ key: "helpers", value: 3 });
	});

	it("Health or Endurance at zero costs a die", () => {
		quote("If your Health is reduced to zero, you can continue to fight on at a penalty (-1 on all actions)");
		const m = model({ health: 0 });
		expect(poolPreview(m, form(m, "check")).odds.slice(1, 3)).toEqual(["Pool: 1 die (d6), highest die or equal dice added", "Health or Endurance at zero: −1 die"]);
	});
});

describe("Miracles", () => {
	it("cost 30 Endurance, succeed by at least one, and add six dice when the degree matters", () => {
		quote("By expending 30 Endurance, a character may guarantee the success of a single action");
		quote("If the degree of success is important, as for an attack, add six dice to your roll");
		quote("Regardless of the actual outcome, you succeed by at least one");
		const m = model();
		const f = form(m, "check", { miracle: true, against: "nigh-impossible" });
		const preview = poolPreview(m, f);
		expect(preview.cost).toBe("30 Endurance for the Miracle (not regained by Recovering)");
		expect(preview.odds).toContain("Beat DN 12: guaranteed by the Miracle");
		const entry = resolved(m, f, context([1, 1]));
		expect(entry.outcome).toEqual({ text: "Success by 1 (all ones: a catastrophe, against DN 12), by a Miracle", code: "success" });
		// Before-values as read; the pipeline records a key the note lacks as absent (null), as the demo
		// session's log shows (test/dom/pool/demo-campaign.test.ts, test/dom/pool/table.test.ts).
		expect(entry.changes).toEqual([
			{ target: "[[Aria]]", key: "endurance", before: 40, after: 10 },
			{ target: "[[Aria]]", key: "endurance-spent", before: 0, after: 30 },
		]);
		const degree = form(m, "check", { miracle: true, degreeMatters: true });
		expect(poolPreview(m, degree).odds.find((line) => typeof line === "string" && line.startsWith("Pool"))).toMatch(/^Pool: 8 dice/);
		expect(poolPreview(model({ endurance: 10, health: 5 }), f).refusal).toBe("This costs 30 Endurance, but only 15 Endurance and Health are left.");
	});
});

describe("Drama Dice", () => {
	const check = (dice: number[], target: number, pool = dice.length): LoggedCheck => ({ id: "c1", title: "Check", dice, pool, dieSize: 6, target });

	it("the chance shown for one Drama Die equals the engine's", () => {
		for (const [dice, target] of [[[5, 3], 6], [[2, 2], 4], [[1, 1], 1], [[6, 6], 12]] as const) {
			const roll = readRoll([...dice], 2);
			if (!roll.ok) throw new Error(roll.error);
			const engine = dramaDieChance(roll.value, target);
			const shown = dramaChance(check([...dice], target), 1);
			expect(shown.ok && engine.ok && shown.value.after).toBeCloseTo(engine.ok ? engine.value : -1, 12);
		}
	});

	it.each([2, 3])("the chance shown for %i Drama Dice equals brute-force enumeration", (n) => {
		for (const [dice, target] of [[[5, 3], 8], [[2, 4, 1], 9], [[1, 1], 5]] as const) {
			let wins = 0;
			let total = 0;
			const extra = (left: number, added: number[]): void => {
				if (left === 0) {
					total++;
					const r = readRoll([...dice, ...added], dice.length + n);
					if (r.ok && !r.value.catastrophe && r.value.result > target) wins++;
					return;
				}
				for (let face = 1; face <= 6; face++) extra(left - 1, [...added, face]);
			};
			extra(n, []);
			const shown = dramaChance(check([...dice], target), n);
			expect(shown.ok ? shown.value.after : -1).toBeCloseTo(wins / total, 12);
		}
	});

	it("are bought after the roll at 5 Endurance each, set apart as not regained, and the new chance is shown before buying", () => {
		quote("For every 5 points you spend, you may roll one additional die, a Drama Die. These dice can be gained even after you have rolled!");
		quote("Endurance spent in this way cannot be regained in the usual manner");
		const m0 = model();
		const first = resolved(m0, form(m0, "check", { against: "difficult" }), context([5, 3]));
		expect(first.outcome?.code).toBe("failure");
		const last = lastCheckOf([first], "[[Aria]]");
		expect(last).toEqual({ id: "e1", title: "Check", dice: [5, 3], pool: 2, dieSize: 6, target: 8 });
		const m = { ...m0, lastCheck: last };
		const f = form(m, "drama", { dice: 2 });
		const preview = poolPreview(m, f);
		expect(preview.cost).toBe("10 Endurance (not regained by Recovering)");
		const chance = dramaChance(last as LoggedCheck, 2);
		expect(preview.odds).toEqual([`With 2 Drama Dice, beat 8: ${formatPercent(chance.ok ? chance.value.after : 0)} (now not beaten)`]);
		expect(preview.dice).toEqual([{ count: 2, sides: 6, label: "Drama Dice (2d6)" }]);
		const drama = resolved(m, f, context([5, 1]));
		expect(drama.outcome).toEqual({ text: "Now beats 8 by 2 (two 5s add to 10; highest single die 5: result 10)", code: "drama-turned" });
		expect(drama.dice[0]?.dice.map((d) => d.value)).toEqual([5, 3, 5, 1]);
		expect(drama.changes).toEqual([
			{ target: "[[Aria]]", key: "endurance", before: 40, after: 30 },
			{ target: "[[Aria]]", key: "endurance-spent", before: 0, after: 10 },
		]);
		// A second purchase builds on the dice as they are now.
		expect(loggedCheck(drama)).toMatchObject({ dice: [5, 3, 5, 1], pool: 4, target: 8 });
	});

	it("an impossible purchase shows exactly 0, never a rounding crumb", () => {
		const one = dramaChance(check([5, 3, 2, 4], 12), 1);
		expect(one.ok && one.value.after).toBe(0);
		const three = dramaChance(check([5, 3, 2, 4], 12), 3);
		expect(three.ok && three.value.after).toBeGreaterThan(0);
	});

	it("the sheet's Drama Dice open no dialog until there is a roll to add them to", () => {
		expect(poolGame.form(model(), "drama")).toBeUndefined();
	});
});

describe("Extended Actions", () => {
	it("are kept in the note: each check counts a success or a failure toward their targets", () => {
		quote("the party has to achieve a certain number of successes before they hit a certain number of failures");
		const m0 = model();
		const start = resolved(m0, form(m0, "extended", { task: "Pick the vault lock", dn: 8, successesNeeded: 3, failureLimit: 2 }), context());
		expect(start.changes.map((c) => `${c.key}: ${String(c.before)} → ${String(c.after)}`)).toEqual([
			"extended-task: null → Pick the vault lock",
			"extended-dn: null → 8",
			"extended-successes-needed: null → 3",
			"extended-failure-limit: null → 2",
			"extended-successes: null → 0",
			"extended-failures: null → 0",
		]);
		const m = model({ "extended-task": "Pick the vault lock", "extended-dn": 8, "extended-successes-needed": 3, "extended-failure-limit": 2, "extended-successes": 1, "extended-failures": 0 });
		expect(poolGame.sheet(m).lists.find((l) => l.title === "Extended Action")?.items[0]?.text).toBe("Pick the vault lock: 1/3 successes, 0/2 failures, against DN 8");
		const f = form(m, "check", { extended: true, "ability:Strong": true });
		expect(poolPreview(m, f).odds).toEqual(expect.arrayContaining([expect.stringMatching(/^Beat DN 8: /), expect.stringMatching(/^Finish Pick the vault lock from here: /)]));
		const hit = resolved(m, f, context([6, 6, 1, 2]));
		expect(hit.changes).toEqual([{ target: "[[Aria]]", key: "extended-successes", before: 1, after: 2 }]);
		const miss = resolved(m, f, context([3, 4, 1, 2]));
		expect(miss.changes).toEqual([{ target: "[[Aria]]", key: "extended-failures", before: 0, after: 1 }]);
	});
});

describe("combat", () => {
	it("an attack is an opposed roll against the Defense Roll; damage is the margin times DX", () => {
		quote("For every point your Attack Roll exceeds your opponent’s Defense Roll, you deal your Damage Multiplier (or DX)");
		const m = model();
		const f = form(m, "attack", { "ability:Strong": true, defensePool: 2 });
		const versus = opposedChance(4, 2);
		expect(poolPreview(m, f).odds).toContain(`Hit (beat the 2-dice Defense Roll): ${formatPercent(versus.ok ? versus.value.actorWins : 0)}`);
		const entry = resolved(m, f, context([6, 6, 2, 3, 4, 5]));
		expect(entry.outcome).toEqual({ text: "Hit by 7: 14 damage (two 6s add to 12; highest single die 6: result 12, DX 2)", code: "success" });
	});

	it("Armored lowers the DX; below 1 it counts as ½ and halves round up", () => {
		quote("Should this reduce your DX below 1, treat it as ½ instead");
		const m = model();
		const f = form(m, "attack", { targetArmored: 2 });
		expect(poolPreview(m, f).odds).toContain("DX ½ against Armored 2");
		// Attack 6 against Defense 3: 3 × ½ = 1.5, rounded up to 2.
		const entry = resolved(m, f, context([6, 2, 3, 1]));
		expect(entry.outcome?.text).toBe("Hit by 3: 2 damage (highest single die 6: result 6, DX ½)");
	});

	it("a stance is declared with the attack and kept on the sheet: Reckless Offense +2 attack dice", () => {
		quote("Reckless Offense: Increase your Attack Roll by 2 but reduce your Defense Rolls by 2 until your next turn");
		const m = model();
		const f = form(m, "attack", { stance: "reckless" });
		expect(poolPreview(m, f).odds.find((line) => typeof line === "string" && line.startsWith("Pool"))).toMatch(/^Pool: 4 dice/);
		const entry = resolved(m, f, context([1, 2, 3, 4, 1, 1]));
		expect(entry.changes).toEqual([{ target: "[[Aria]]", key: "stance", before: "Normal", after: "Reckless Offense" }]);
	});

	it("a Kamikaze Strike leaves no Defense Roll: the attack counts against zero", () => {
		quote("Kamikaze Strike: Increase your Attack Roll by 5 but make no Defense Rolls until your next turn");
		const m = model({ stance: "kamikaze" });
		const f = form(m, "defend", { attackPool: 2, attackerDx: 1 });
		expect(poolPreview(m, f).odds[0]).toBe("Kamikaze Strike last turn: no Defense Roll, the attack counts against 0");
		// Aria's Armored 1 takes the attacker's DX 1 to ½: 5 × ½ rounds up to 3.
		const entry = resolved(m, f, context([5, 2]));
		expect(entry.changes).toEqual([{ target: "[[Aria]]", key: "health", before: 20, after: 17 }]);
	});

	it("damage goes to Health, then to Endurance, and one hit of half the maximum Health brings a Combat Complication", () => {
		quote("if a character takes a nasty hit that deals at least half of their maximum health, the also gain a Combat Complication");
		quote("any further damage is done to Endurance");
		const m = model({ health: 6 });
		const entry = resolved(m, form(m, "damage", { amount: 10 }), context());
		expect(entry.changes).toEqual([
			{ target: "[[Aria]]", key: "health", before: 6, after: 0 },
			{ target: "[[Aria]]", key: "endurance", before: 40, after: 36 },
		]);
		expect(entry.outcome?.text).toBe("10 damage; Health 6 to 0; Endurance 40 to 36; Combat Complication (the GM picks Stunned, Impaired or Weakness)");
		expect(resolved(m, form(m, "damage", { amount: 9 }), context()).outcome?.text).not.toMatch(/Complication/);
	});

	it("a Defense Roll takes the attacker's margin times their DX off this sheet", () => {
		quote("This roll is treated as an opposed roll, against the opponent's Defense Roll");
		const m = readPoolModel({ ...ARIA, abilities: { Strong: 2 } }, { name: "Aria", pack: POOL_PACK });
		const f = form(m, "defend", { attackPool: 3, attackerDx: 2 });
		// Defense 2 dice [3, 2] = 3; attack [6, 5, 5] = 10; 7 × 2 = 14.
		const entry = resolved(m, f, context([3, 2, 6, 5, 5]));
		expect(entry.outcome?.text).toBe("Hit by 7: 14 damage taken; Health 20 to 6; Combat Complication (the GM picks Stunned, Impaired or Weakness)");
	});

	it("Don't Hurt Me! doubles the Defense dice and costs the next action", () => {
		quote("you may double the number of dice in your Defense Roll");
		const m = model();
		const f = form(m, "defend", { response: "dont-hurt-me", "ability:Quick": true });
		expect(poolPreview(m, f).odds.find((line) => typeof line === "string" && line.startsWith("Pool"))).toMatch(/^Pool: 6 dice/);
		expect(poolPreview(m, f).cost).toBe("You lose your next action");
	});

	it("Protect takes the attack for someone else and costs the next action", () => {
		quote("By forfeiting your next action, you may make a Defense Roll against the attack as if it were made against you");
		const m = model();
		const entry = resolved(m, form(m, "defend", { response: "protect", attackPool: 2 }), context([6, 5, 2, 2]));
		expect(entry.title).toBe("Protect");
		expect(entry.outcome?.text).toBe("Attack 4 against 6: no damage; the next action is lost");
	});

	it("a Counter compares Attack Rolls and the winner deals damage as against zero", () => {
		quote("you compare attack rolls, and the winner rolls damage as though they were attacking a defense roll of ZERO");
		const m = model();
		const entry = resolved(m, form(m, "defend", { response: "counter", attackPool: 2 }), context([6, 3, 2, 4]));
		expect(entry.outcome?.text).toBe("Counter wins: 12 damage to the attacker; next round's attack is lost");
		expect(entry.changes).toEqual([]);
	});

	it("a Counter under Reckless Offense rolls the stance's two extra attack dice, and under Defensive Stance two fewer", () => {
		quote("you compare attack rolls");
		quote("Reckless Offense: Increase your Attack Roll by 2");
		quote("Defensive Stance: Reduce your Attack Roll by 2");
		const reckless = model({ stance: "Reckless Offense" });
		const counter = form(reckless, "defend", { response: "counter", attackPool: 2 });
		expect(poolPreview(reckless, counter).odds).toContain("Pool: 4 dice (d6), highest die or equal dice added");
		expect(poolPreview(reckless, counter).dice?.[0]).toMatchObject({ count: 4, label: "Your Attack Roll (4d6)" });
		// Four counter dice (6, 1, 2, 3 → 6), then the attacker's two (2, 4 → 4): the Counter wins by its 6 at DX 2.
		const entry = resolved(reckless, counter, context([6, 1, 2, 3, 2, 4]));
		expect(entry.inputs).toContainEqual({ key: "pool", value: 4 });
		expect(entry.outcome?.text).toBe("Counter wins: 12 damage to the attacker; next round's attack is lost");
		const defensive = model({ stance: "Defensive Stance" });
		const careful = form(defensive, "defend", { response: "counter", attackPool: 2, "ability:Strong": true });
		// 2 + Strong 2 − 2 for the stance.
		expect(poolPreview(defensive, careful).odds).toContain("Pool: 2 dice (d6), highest die or equal dice added");
	});

	it("Recovering restores 10 Endurance once per combat, never the Endurance spent on Drama Dice", () => {
		quote("Once per combat, a character may use their action to recover 10 Endurance, this is called Recovering");
		const m = model({ endurance: 20, "endurance-spent": 15 });
		const entry = resolved(m, form(m, "recover"), context());
		expect(entry.changes).toEqual([
			{ target: "[[Aria]]", key: "endurance", before: 20, after: 25 },
			{ target: "[[Aria]]", key: "recovered", before: 0, after: 1 },
		]);
		const again = model({ endurance: 20, recovered: 1 });
		expect(poolPreview(again, form(again, "recover")).refusal).toMatch(/once per combat/);
		expect(resolvePool(again, form(again, "recover"), context()).ok).toBe(false);
	});
});

describe("the session summary", () => {
	it("counts pool rolls, successes and failures per character", () => {
		const m = model();
		const entries = [
			resolved(m, form(m, "check"), context([6, 6])),
			resolved(m, form(m, "check"), context([2, 3])),
			resolved(m, form(m, "damage", { amount: 2 }), context()),
		];
		expect(summarize(entries)).toEqual([{ actor: "[[Aria]]", rolls: 2, successes: 1, failures: 1, intrusions: 0, xpGained: 0, xpSpent: 0 }]);
	});
});
