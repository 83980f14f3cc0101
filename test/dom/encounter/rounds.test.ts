/**
 * What a round holds, counted in a running encounter: the d20 game's standard, short and full-round
 * actions (004) taken from the sheet's dialogs and the tracker's menu, shown on the tracker row and
 * fresh each round; and the pool game's actions this round with their targets (003), the same action
 * twice on one target refused.
 */
import { describe, expect, it } from "vitest";
import type { TFile } from "obsidian";
import { changeForm } from "../../../src/games/frame/form-change";
import { d20Form, type D20Form } from "../../../src/games/d20/form";
import { d20Game } from "../../../src/games/d20/game";
import type { Preview } from "../../../src/games/frame/game";
import { readD20Note } from "../../../src/ui/d20/note";
import { resolveRoll } from "../../../src/ui/frame/roll-dialog";
import { declareActions, markAction, nextTurn, rollInitiative, toggleRestricted } from "../../../src/ui/encounter/actions";
import { poolForm } from "../../../src/games/pool/form";
import type { TestVault } from "../campaign/helpers";
import { seedQuoter } from "../../helpers/seeds";
import { poolRunner } from "../pool/run";
import { campaign, deps, ENCOUNTER, encounterNote, rowMenu, settle, texts, tracker } from "./fixtures";

const quoted004 = seedQuoter("004");
const quoted003 = seedQuoter("003");

const hero = (name: string, extra: Record<string, unknown> = {}) => ({
	ledger: "character",
	system: "d20",
	campaign: "[[Camp]]",
	name,
	bcb: 1,
	str: 10,
	dex: 10,
	con: 10,
	int: 10,
	wis: 10,
	cha: 10,
	"vitality-max": 12,
	"wound-points-max": 10,
	...extra,
});

/** Ada (d20 12 + 1 = 13) before the Goblin NPC (d20 5 + 1 = 6): Ada's turn first, round 1. */
async function duel(): Promise<TestVault> {
	const v = await campaign("d20");
	await v.note("Camp/Ada.md", hero("Ada"));
	await v.note("Camp/Goblin.md", { ...hero("Goblin"), ledger: "npc", heroic: false, "vitality-max": 4, "wound-points-max": 6 });
	await encounterNote(v, { combatants: ["[[Ada]]", "[[Goblin]]"] });
	must(await rollInitiative(deps(v, [12, 5]), v.file(ENCOUNTER)));
	return v;
}

function must<T>(result: { ok: true; value: T } | { ok: false; error: string }): T {
	if (!result.ok) throw new Error(result.error);
	return result.value;
}

/** The sheet's attack dialog for Ada on the Goblin with `fields` set: its preview, and what the pipeline makes of Roll with `faces` (none: not rolled). */
async function adaAttacks(v: TestVault, fields: Record<string, string | number | boolean>, faces?: number[]) {
	const read = (file: TFile) => readD20Note(v.app, file);
	const note = must(await read(v.file("Camp/Ada.md")));
	let form = d20Form(note, "attack") as D20Form;
	const goblin = note.others.find((o) => o.name === "Goblin")?.link ?? "";
	for (const [key, value] of Object.entries({ target: goblin, ...fields })) form = changeForm(d20Game, note, form, key, value);
	const preview = d20Game.preview(note, form);
	const result = faces === undefined ? { ok: false as const, error: "not rolled" } : await resolveRoll(deps(v, faces), v.file("Camp/Ada.md"), read, d20Game, form, undefined);
	return { preview, result };
}

/** The headline chance of a preview. */
function chance(p: Preview): string {
	const line = p.odds?.[0];
	return typeof line === "string" ? line : (line?.text ?? "");
}

const rowStatus = (el: HTMLElement, name: string): string =>
	[...el.querySelectorAll(".cl-encounter-row")].find((row) => row.querySelector(".cl-encounter-name")?.textContent === name)?.querySelector(".cl-encounter-status")?.textContent ?? "";

describe("the d20 game's round in a running encounter", () => {
	it("a standard attack from the sheet leaves a short action, shown on the row; a second standard action is refused; the next round starts afresh", async () => {
		quoted004("In a normal round, you can perform a standard action and a short action, or you can perform a full-round action.");
		quoted004("You can always take a short action in place of a standard action.");
		const v = await duel();
		// Ada's d20 15 + 1 hits the Goblin's Defence (takes 10); 1d8 = 3 damage; its Reflex d20 20 (flat-footed).
		const first = await adaAttacks(v, {}, [15, 3, 20]);
		expect(first.preview.notes).toContain("Standard action; left this round: a short action.");
		expect(must(first.result).changes.some((c) => c.key === "ada-round")).toBe(true);
		expect(v.frontmatter(ENCOUNTER)?.["ada-round"]).toEqual(["round 1", "standard"]);
		const { el } = await tracker(v);
		expect(rowStatus(el, "Ada")).toContain("left: a short action");
		// A second attack is a second standard action: refused, nothing written.
		const second = await adaAttacks(v, {}, [15, 3, 20]);
		expect(second.preview.refusal).toBe("Ada, round 1 of Fight: No standard action is left this round: a short action left.");
		expect(second.result.ok).toBe(false);
		// The short action is still there: the tracker's menu takes it; then only free actions are left.
		expect(rowMenu(el, "Ada").titles).toEqual(expect.arrayContaining(["Standard action", "Short action", "Full-round action"]));
		must(await markAction(deps(v), v.file(ENCOUNTER), "Ada", "short"));
		await settle();
		expect(rowStatus(el, "Ada")).toContain("left: free actions only");
		const full = await markAction(deps(v), v.file(ENCOUNTER), "Ada", "full-round");
		expect(!full.ok && full.error).toBe("Ada: No full-round action is left this round: free actions only left.");
		// Round 2: the record of round 1 says nothing about it; six seconds have gone.
		quoted004("A round is 6 seconds long, so there are 10 rounds in one minute.");
		must(await nextTurn(deps(v), v.file(ENCOUNTER)));
		must(await nextTurn(deps(v), v.file(ENCOUNTER)));
		await settle();
		expect(texts(el, ".cl-encounter-round")[0]).toBe("d20 game · Round 2, 6 seconds in · Ada's turn");
		expect(rowStatus(el, "Ada")).not.toContain("left:");
		expect((await adaAttacks(v, {}, [1])).preview.refusal).toBeUndefined();
	});

	it("a multiple attack is one standard action with two attack rolls, each dealing its own damage", async () => {
		quoted004("Multiple attack (2nd level warrior ability)");
		const v = await duel();
		// Roll 1: d20 15 + 1 hits the Goblin's 10, 1d8 = 3, and the Goblin, flat-footed before its first turn, makes its Reflex save (20); roll 2: a natural 1 misses.
		const multiple = await adaAttacks(v, { attackType: "multiple" }, [15, 3, 20, 1]);
		expect(chance(multiple.preview)).toBe("Chance each attack roll hits Goblin: 60% (12 in 20)");
		const entry = must(multiple.result);
		expect(entry.title).toBe("Multiple attack on Goblin");
		expect(entry.outcome?.text).toBe("Attack 1 hit: 3 damage; Attack 2 miss (3 damage in all)");
		expect(v.frontmatter(ENCOUNTER)?.["ada-round"]).toEqual(["round 1", "standard"]);
	});

	it("restricted: a single standard or short action, no full-round action", async () => {
		quoted004("you are restricted to taking only a single standard action or a single short action (plus free actions as normal). You can't take a full-round action.");
		const v = await duel();
		must(await toggleRestricted(deps(v), v.file(ENCOUNTER), "Ada"));
		const { el } = await tracker(v);
		expect(rowStatus(el, "Ada")).toContain("restricted");
		expect(rowStatus(el, "Ada")).toContain("left: a single standard or short action");
		// Two-weapon fighting is a full-round action.
		const twoWeapons = await adaAttacks(v, { attackType: "two-weapon" });
		expect(twoWeapons.preview.refusal).toBe("Ada, round 1 of Fight: Restricted, a full-round action cannot be taken: only a single standard or short action.");
		must(await markAction(deps(v), v.file(ENCOUNTER), "Ada", "short"));
		expect((await markAction(deps(v), v.file(ENCOUNTER), "Ada", "standard")).ok).toBe(false);
	});

	it("reach: a target 10 feet off is out of a 5-foot reach, in a long weapon's", async () => {
		quoted004("We simplify reach into 5ft reach, for most weapons, and 10ft reach, for long weapons like.");
		const v = await duel();
		const far = await adaAttacks(v, { distance: "10" });
		expect(far.preview.refusal).toBe("The target is 10 feet away, beyond a 5-foot reach: close in, or use a long weapon (10-foot reach).");
		const long = await adaAttacks(v, { distance: "10", longWeapon: true }, [2]);
		expect(long.preview.refusal).toBeUndefined();
		expect(must(long.result).inputs).toContainEqual({ key: "distance", value: "10 feet" });
	});

	it("flanking is a Minor bonus to the attack roll, taking cover a Minor bonus to the Defence", async () => {
		quoted004("Flanking an opponent - bonus to Attack");
		quoted004("Taking cover - bonus to Defence");
		const v = await duel();
		const plain = await adaAttacks(v, {});
		const flanking = await adaAttacks(v, { "circumstance:flanking": true });
		const cover = await adaAttacks(v, { "circumstance:cover": true });
		// Ada hits the Goblin on a natural 9 or more; flanking's Minor bonus (+2) to her roll makes it 7 or more,
		// cover's Minor bonus (+2) to the Goblin's Defence 11 or more.
		expect(chance(plain.preview)).toBe("Chance to hit Goblin: 60% (12 in 20)");
		expect(chance(flanking.preview)).toBe("Chance to hit Goblin: 70% (14 in 20)");
		expect(chance(cover.preview)).toBe("Chance to hit Goblin: 50% (10 in 20)");
		expect(flanking.preview.notes).toContain("Minor bonus to attack: +2.");
	});
});

describe("the pool game's actions this round in a running encounter", () => {
	it("two attacks in a round on two bandits, declared as two actions; the same bandit twice is refused", async () => {
		quoted003("the same action may not be taken against the same target twice, so you can't get multiple attacks against the same target");
		const v = await campaign("pool");
		const fighter = { ledger: "character", system: "pool", campaign: "[[Camp]]", "health-max": 10, "endurance-max": 20 };
		await v.note("Camp/Ash.md", { ...fighter, name: "Ash", abilities: { Strong: 3 } });
		await v.note("Camp/Bandit.md", { ...fighter, name: "Bandit", ledger: "npc", "health-max": 6, "endurance-max": 4 });
		await encounterNote(v, { combatants: ["[[Ash]]", "2 × [[Bandit]]"] });
		// Initiative: Ash [6,5] → 6, the bandits [1,2] → 2 and [3,1] → 3.
		must(await rollInitiative(deps(v, [6, 5, 1, 2, 3, 1]), v.file(ENCOUNTER)));
		const run = poolRunner(v.app, () => v.settings());
		const ash = v.file("Camp/Ash.md");
		// Declared on the tracker row before anything is rolled: a Defense Roll this round counts it too.
		quoted003("Any Defense Rolls made this round also suffer this penalty.");
		const { el } = await tracker(v);
		expect(rowMenu(el, "Ash").titles).toContain("Actions this round…");
		must(await declareActions(deps(v), v.file(ENCOUNTER), "Ash", 2));
		expect(v.frontmatter(ENCOUNTER)?.["ash-round"]).toEqual(["round 1", "2 actions"]);
		const declared = await run.model(ash);
		expect(poolForm(declared, "defend")).toMatchObject({ actions: 2 });
		expect(poolForm(declared, "attack")).toMatchObject({ actions: 2 });
		expect((await run.model(ash)).round?.others).toEqual(["Bandit 1", "Bandit 2"]);
		// Ash declares two actions: 2 + Strong 3 − 2 = 3 dice; the Defense pool is typed in (no defense roll).
		const first = must(await run.act(ash, "attack", { target: "Bandit 1", actions: 2, targetDefends: false, abilities: "Strong" }, { faces: [6, 6, 1] }));
		expect(first.title).toContain("on Bandit 1");
		expect(v.frontmatter(ENCOUNTER)?.["ash-round"]).toEqual(["round 1", "2 actions", "attack: Bandit 1"]);
		const again = await run.act(ash, "attack", { target: "Bandit 1", actions: 2, targetDefends: false }, { faces: [6, 6, 1] });
		expect(!again.ok && again.error).toBe("Ash has already attacked Bandit 1 this round: the same action may not be taken against the same target twice.");
		must(await run.act(ash, "attack", { target: "Bandit 2", actions: 2, targetDefends: false }, { faces: [2, 3, 1] }));
		expect(v.frontmatter(ENCOUNTER)?.["ash-round"]).toEqual(["round 1", "2 actions", "attack: Bandit 1", "attack: Bandit 2"]);
		await settle();
		expect(rowStatus(el, "Ash")).toContain("2 actions this round (−2 dice)");
		expect(rowStatus(el, "Ash")).toContain("attacked Bandit 1, Bandit 2");
	});
});
