/**
 * The attack's options in the task dialog: a lucky shot at a target you cannot locate (000), an
 * ability not spent on a missed attack, damage traded for an effect and the weapon distinctions
 * (001). Each case quotes the seed, uses its numbers, and checks the dialog's lines, the note after
 * the roll and the log entry. Kira (fixtures.ts): Might 9/12 Edge 1, Speed 10/10 Edge 0, Effort 1, XP 3.
 */
import { describe, expect, it } from "vitest";
import { parseEntries } from "../../../src/engine/log";
import { undoEntry } from "../../../src/notes/log/undo";
import { rollTask } from "../../../src/ui/cypher/actions";
import { TaskModal } from "../../../src/ui/cypher/task-modal";
import type { CharacterAbility } from "../../../src/notes/csrd/abilities";
import { ADD_EQUIPMENT, weaponAction } from "../../../src/games/cypher/equipment-action";
import { seedQuoter } from "../../helpers/seeds";
import type { TestVault } from "../campaign/helpers";
import { cypherDialog, deps, KIRA, must, noteOf, SESSION, table } from "./fixtures";

const core = seedQuoter("000");
const classic = seedQuoter("001");

const BASH: CharacterAbility = { name: "Bash", cost: 1, pool: "might", kind: "action", costOpenEnded: false, link: "[[Bash]]" };

/** Entry ids unique across this file's dialogs, so a second roll in one session is a second entry. */
let entries = 0;

/** Kira's task dialog as an attack with a weapon category, fields set in order. */
async function attack(v: TestVault, fields: [string, string | number | boolean][], faces: number[] = [], abilities: CharacterAbility[] = [], onHit?: (damage: number) => void) {
	const d = { ...deps(v, faces), ids: () => `mhz3k2a1b-${String(++entries).padStart(6, "0")}` };
	const page = onHit === undefined ? undefined : { link: "Compendium/Reef Stalker", onHit };
	const modal = new TaskModal(v.app, await noteOf(v, KIRA), (file, f, label) => rollTask(d, file, f, label, undefined, page), "might", undefined, "", abilities, "medium");
	modal.onOpen();
	for (const [key, value] of fields) modal.setField(key, value);
	const lines = (part: string): string[] => [...modal.contentEl.querySelectorAll(`.cl-dialog-${part}`)].map((e) => e.textContent ?? "");
	return { modal, d, lines };
}

const lastEntry = async (v: TestVault) => parseEntries(await v.read(SESSION)).entries.at(-1)?.entry;

describe("a lucky shot (000)", () => {
	it("spends 1 XP to attack a target in darkness: rolled four steps harder instead of not at all", async () => {
		core("attack fails without a roll unless you spend 1 XP to make a lucky shot");
		classic("Requires supporting check or automatic miss without 1 XP or GM intrusion");
		const v = await table();
		const { modal, lines } = await attack(v, [["difficulty", 2], ["circumstance", "darkness-unknown"]], [19]);
		expect(lines("refusal").join("")).toContain("impossible");
		modal.setField("luckyShot", true);
		// Level 2 hindered four steps, as for a target whose place is sensed: 6, target 18.
		expect(lines("difficulty")).toEqual(["Difficulty 2 → 6 (Intimidating): target 18"]);
		expect(lines("chance")).toEqual(["Chance of success: 15% (3 in 20)"]);
		expect(lines("cost")).toEqual(["Cost: none; and 1 XP for the lucky shot"]);
		await modal.roll();
		expect(v.frontmatter(KIRA)?.["xp"]).toBe(2);
		const entry = await lastEntry(v);
		expect(entry?.outcome?.text).toBe("Success (19: +3 damage, 7 damage)");
		expect(entry?.inputs).toContainEqual({ key: "lucky shot", value: "1 XP" });
		expect(entry?.changes).toContainEqual({ target: "[[Kira]]", key: "xp", before: 3, after: 2 });
		must(await undoEntry(v.app, v.file(SESSION), entry?.id ?? ""));
		expect(v.frontmatter(KIRA)?.["xp"]).toBe(3);
	});

	it("is spent on a miss too, is offered only for a target that cannot be located, and needs the XP", async () => {
		const v = await table();
		const miss = await attack(v, [["difficulty", 2], ["circumstance", "darkness-unknown"], ["luckyShot", true]], [4]);
		await miss.modal.roll();
		expect(v.frontmatter(KIRA)?.["xp"]).toBe(2);
		const cover = await attack(v, [["circumstance", "cover"]]);
		expect(cover.modal.contentEl.querySelector('[data-key="luckyShot"]')).toBeNull();
		const poor = await attack(await table({ xp: 0 }), [["difficulty", 2], ["circumstance", "darkness-unknown"], ["luckyShot", true]]);
		expect(poor.lines("refusal").join("")).toContain("A lucky shot costs 1 XP, and Kira has none.");
		expect(poor.modal.rollButton?.disabled).toBe(true);
	});
});

describe("an ability used in a missed attack is not spent (001)", () => {
	it("Bash with a level of Effort: a miss pays the Effort (3 − Edge 1), not Bash's 1; a hit pays both", async () => {
		classic("On miss, ability or charge not expended.");
		const v = await table();
		const { modal, lines } = await attack(v, [["effort", 1]], [4], [BASH]);
		modal.chooseAbility("0");
		expect(lines("cost")).toEqual(["Cost: Bash 1 + 1 level of Effort 3 − Edge 1 = 3 Might"]);
		await modal.roll();
		const entry = await lastEntry(v);
		expect(entry?.outcome?.text).toBe("Failure (4)");
		// Paid 3, and Bash's point comes back: 9 → 6 → 7.
		expect(v.frontmatter(KIRA)?.["might"]).toBe(7);
		expect(entry?.changes).toEqual([
			{ target: "[[Kira]]", key: "might", before: 9, after: 6 },
			{ target: "[[Kira]]", key: "might", before: 6, after: 7 },
		]);
		expect(entry?.explanation).toContain("The attack missed: the ability is not spent, and its 1 point comes back; the Effort stays paid.");
		expect(entry?.inputs).toContainEqual({ key: "cost", value: "1 level of Effort + ability 1: 4 Might − 1 Edge = 3 (the missed attack gives the ability's 1 back)" });
		must(await undoEntry(v.app, v.file(SESSION), entry?.id ?? ""));
		expect(v.frontmatter(KIRA)?.["might"]).toBe(9);
		const hit = await attack(v, [["effort", 1]], [10], [BASH]);
		hit.modal.chooseAbility("0");
		await hit.modal.roll();
		expect(v.frontmatter(KIRA)?.["might"]).toBe(6);
	});
});

describe("trading damage for an effect (001)", () => {
	it("a knock down against a level 2 foe gives up 4 + 2 of the hit's 7 damage; the rest is offered to the creature", async () => {
		classic("TRADING DAMAGE FOR EFFECT");
		classic("(add level of monster to damage reduction)");
		const v = await table();
		let offered = -1;
		const { modal, lines } = await attack(v, [["difficulty", 2], ["effort", 1], ["effortOnDamage", 1], ["trade", "knock-down"]], [12], [], (damage) => (offered = damage));
		expect(lines("damage")[0]).toMatch(/^Damage on a hit: 1 \(4 weapon \+ 3 Effort − 6 traded for knock down\); on average /);
		await modal.roll();
		const entry = await lastEntry(v);
		expect(entry?.outcome?.text).toBe("Success (12: knock down, 1 damage)");
		expect(entry?.inputs).toContainEqual({ key: "trade", value: "knock-down" });
		expect(entry?.explanation).toContain("Traded 6 damage (4 + the creature's level 2) for knock down; 1 damage left.");
		expect(offered).toBe(1);
	});

	it("refuses an effect the hit cannot pay for: a stun costs 8 + the level", async () => {
		classic("Lose turn, defend at +1 difficulty");
		const { modal, lines } = await attack(await table(), [["difficulty", 2], ["trade", "stun"]]);
		expect(lines("refusal").join("")).toContain("Stun costs 10 damage (8 + the creature's level 2); this attack deals 4 on a hit.");
		expect(modal.rollButton?.disabled).toBe(true);
	});

	it("a trade that takes all the damage still lands its effect, and a miss trades nothing", async () => {
		const v = await table();
		const all = await attack(v, [["difficulty", 3], ["trade", "hinder"]], [15]);
		await all.modal.roll();
		expect((await lastEntry(v))?.outcome?.text).toBe("Success (15: hinder or distract)");
		const miss = await attack(v, [["difficulty", 3], ["trade", "hinder"]], [2]);
		await miss.modal.roll();
		expect((await lastEntry(v))?.outcome?.text).toBe("Failure (2)");
	});
});

describe("weapon distinctions (001)", () => {
	const MAUL = "Maul (heavy weapon, crushing)";
	const SWORD = "Sabre (medium weapon, slashing)";
	const DAGGER = "Dagger (light weapon, stabbing)";
	const PIKE = "Pike (heavy weapon, reaching)";

	it("are written on the equipment line by Add equipment, and shown on the sheet", async () => {
		const v = await table();
		const { modal } = await cypherDialog(v, ADD_EQUIPMENT, { name: "Maul", what: "heavy weapon", distinction: "crushing" });
		await modal.roll();
		expect(v.frontmatter(KIRA)).toMatchObject({ equipment: ["Maul"], "equipment-kinds": ["heavy weapon, crushing"] });
	});

	it("crushing ignores 1 point of Armor and does 1 less to the unarmored", async () => {
		classic("Crushing: Ignore 1 point of Armor, -1 damage vs. unarmored foes.");
		const v = await table({ equipment: [MAUL] });
		const { modal, lines } = await cypherDialog(v, weaponAction(0), { difficulty: 2, targetArmor: 2 }, [12]);
		expect(lines("damage")[0]).toMatch(/^Damage on a hit: 7 \(6 weapon \+ 1 crushing\)/);
		modal.setField("targetArmor", 0);
		expect(lines("damage")[0]).toMatch(/^Damage on a hit: 5 \(6 weapon − 1 crushing\)/);
		await modal.roll();
		const [entry] = parseEntries(await v.read(SESSION)).entries.map((e) => e.entry);
		expect(entry?.outcome?.text).toBe("Success (12: 5 damage)");
		expect(entry?.inputs).toContainEqual({ key: "weapon", value: "crushing" });
		expect(entry?.explanation).toContain("A crushing weapon: -1 damage (an unarmored target).");
	});

	it("slashing does 1 more to the unarmored and 1 less to armor", async () => {
		classic("Slashing: +1 damage vs. unarmored foes, -1 damage to armored foes.");
		const { lines, modal } = await cypherDialog(await table({ equipment: [SWORD] }), weaponAction(0), { targetArmor: 1 });
		expect(lines("damage")[0]).toMatch(/^Damage on a hit: 3 \(4 weapon − 1 slashing\)/);
		modal.setField("targetArmor", 0);
		expect(lines("damage")[0]).toMatch(/^Damage on a hit: 5 \(4 weapon \+ 1 slashing\)/);
	});

	it("stabbing does 1 more on 17 or more and 1 less on 5 or less", async () => {
		classic("Stabbing: Extra +1 damage on rolls of 17+. On rolls of 5 or less, -1 damage.");
		const v = await table({ equipment: [DAGGER] });
		const high = await cypherDialog(v, weaponAction(0), { difficulty: 1 }, [17]);
		await high.modal.roll();
		// 2 for the light weapon, +1 for the 17, +1 for stabbing.
		expect(parseEntries(await v.read(SESSION)).entries.at(-1)?.entry.outcome?.text).toBe("Success (17: +1 damage, 4 damage)");
		const fresh = await table({ equipment: [DAGGER] });
		const low = await cypherDialog(fresh, weaponAction(0), { difficulty: 1 }, [5]);
		await low.modal.roll();
		expect(parseEntries(await fresh.read(SESSION)).entries.at(-1)?.entry.outcome?.text).toBe("Success (5: 1 damage)");
	});

	it("reaching is eased against a foe without reach and hindered in close quarters", async () => {
		classic("Reaching: -1 difficulty to attacks vs. opponents without reach. +1 difficulty in close quarters.");
		const { modal, lines } = await cypherDialog(await table({ equipment: [PIKE] }), weaponAction(0), { difficulty: 4, reach: "foe-without-reach" });
		expect(lines("difficulty")).toEqual(["Difficulty 4 → 3 (Demanding): target 9"]);
		modal.setField("reach", "close-quarters");
		expect(lines("difficulty")).toEqual(["Difficulty 4 → 5 (Challenging): target 15"]);
	});
});
