/**
 * "Poison or disease" on the Cypher sheet: the Might defense against a poison and, when it fails,
 * its lasting outcome applied through the same log entry (a condition of the rule pack with a
 * duration, a wound or a step down the track, Pool damage, damage over time), undone by one Undo.
 * Kira (fixtures.ts): Might 9 of 12, Edge 1, Speed 10, light armor; wounds unless the campaign says.
 */
import { describe, expect, it } from "vitest";
import { parseEntries } from "../../../src/engine/log";
import { undoEntry } from "../../../src/notes/log/undo";
import { DISEASE_DAY_ACTION, POISON_ACTION } from "../../../src/games/cypher/poison-action";
import { seedQuoter } from "../../helpers/seeds";
import type { TestVault } from "../campaign/helpers";
import { cypherDialog, KIRA, SESSION, settle, sheetChild, table } from "./fixtures";

const q000 = seedQuoter("000");
const q001 = seedQuoter("001");

const entries = async (v: TestVault) => parseEntries(await v.read(SESSION)).entries.map((e) => e.entry);

describe("a poison's Might defense and its lasting outcome", () => {
	q000("you make a Might defense roll to resist it");
	q000("Failing this roll might mean you take a wound, lose points directly from your Speed or Intellect Pool, are hindered for a while, or experience a special effect like paralysis, unconsciousness, or something stranger.");

	it("a failed defense leaves Kira Poisoned: her note gains the condition, the entry says so, and Undo takes it off", async () => {
		const v = await table();
		// Level 3: target 9; a 4 fails.
		const { modal, lines } = await cypherDialog(v, POISON_ACTION, {}, [4]);
		expect(lines("chance")).toEqual(["Chance to resist: 60% (12 in 20)"]);
		expect(lines("failure")).toEqual(["If the defense fails: Poisoned until removed"]);
		await modal.roll();
		expect(v.frontmatter(KIRA)?.["conditions"]).toEqual(["poisoned"]);
		const [entry] = await entries(v);
		expect(entry?.kind).toBe("defense");
		expect(entry?.outcome?.text).toBe("Failure (4): Poisoned until removed");
		await undoEntry(v.app, v.file(SESSION), entry?.id ?? "");
		expect(v.frontmatter(KIRA)?.["conditions"] ?? []).toEqual([]);
	});

	it("Poisoned hinders her tasks afterwards: a level 3 poison's next defense is at difficulty 4", async () => {
		const v = await table({ conditions: ["poisoned"] });
		const { lines } = await cypherDialog(v, POISON_ACTION);
		expect(lines("difficulty")).toEqual(["Difficulty 3 → 4 (Difficult): target 12"]);
		expect(lines("condition").join(" ")).toContain("Poisoned");
	});

	it("a resisted poison changes nothing", async () => {
		const v = await table();
		const { modal } = await cypherDialog(v, POISON_ACTION, { effect: "condition", condition: "paralyzed" }, [15]);
		await modal.roll();
		expect(v.frontmatter(KIRA)?.["conditions"]).toBeUndefined();
		expect((await entries(v))[0]?.outcome?.text).toBe("Success (15): the poison is resisted");
	});

	it("paralysis and unconsciousness are the pack's conditions, put on the note", async () => {
		for (const condition of ["paralyzed", "unconscious"]) {
			const v = await table();
			const { modal } = await cypherDialog(v, POISON_ACTION, { condition }, [1]);
			await modal.roll();
			expect(v.frontmatter(KIRA)?.["conditions"]).toEqual([condition]);
		}
	});

	it("lost points from the Speed Pool: 3 Speed damage, no Armor in the way", async () => {
		const v = await table();
		const { modal, lines } = await cypherDialog(v, POISON_ACTION, { effect: "pool", stat: "speed", damage: 3 }, [2]);
		expect(lines("failure")).toEqual(["If the defense fails: Speed 10 → 7"]);
		await modal.roll();
		expect(v.frontmatter(KIRA)?.["speed"]).toBe(7);
	});

	it("a wound under the wounds rules", async () => {
		const v = await table();
		const { modal } = await cypherDialog(v, POISON_ACTION, { effect: "wound", wound: "moderate" }, [2]);
		await modal.roll();
		expect(v.frontmatter(KIRA)?.["wounds-moderate"]).toBe(1);
	});
});

describe("001: a poison on the damage track", () => {
	q001("POISON: Might defense, then special effect");
	q001("Examples: Move on damage track, stat pool damage, repeated");

	it("a step down the damage track: hale → impaired, undone with the entry", async () => {
		const v = await table({}, { "damage-model": "damage-track" });
		const { modal, lines, labels } = await cypherDialog(v, POISON_ACTION, { effect: "track", steps: 1 }, [2]);
		expect(labels()).toContain("Steps down");
		expect(lines("failure")).toEqual(["If the defense fails: damage track hale → impaired"]);
		await modal.roll();
		expect(v.frontmatter(KIRA)?.["damage-track"]).toBe("impaired");
		const [entry] = await entries(v);
		await undoEntry(v.app, v.file(SESSION), entry?.id ?? "");
		expect(v.frontmatter(KIRA)?.["damage-track"] ?? "hale").toBe("hale");
	});

	it("repeated damage over time: 2 Might each round for 3 rounds is 6 Might at once", async () => {
		const v = await table({}, { "damage-model": "damage-track" });
		const { modal, lines } = await cypherDialog(v, POISON_ACTION, { effect: "over-time", stat: "might", damage: 2, every: "round", times: 3 }, [2]);
		expect(lines("outcome")).toContain("2 Might damage each round for 3 rounds: 6 in all.");
		expect(lines("failure")).toEqual(["If the defense fails: Might 9 → 3"]);
		await modal.roll();
		expect(v.frontmatter(KIRA)?.["might"]).toBe(3);
	});
});

describe("a disease kept on the character (000)", () => {
	q000("you must make a Might defense roll each day or suffer the effects");

	it("a failed defense against a disease leaves its effect and Diseased; the sheet then offers the day's roll; Undo takes both back", async () => {
		const v = await table();
		const { modal, lines } = await cypherDialog(v, POISON_ACTION, { kind: "disease", effect: "pool", stat: "might", damage: 2 }, [3]);
		expect(lines("failure")).toEqual(["If the defense fails: Might 9 → 7; Diseased"]);
		await modal.roll();
		expect(v.frontmatter(KIRA)?.["might"]).toBe(7);
		expect(v.frontmatter(KIRA)?.["conditions"]).toEqual(["diseased"]);
		const el = createDiv();
		sheetChild(v, el, "", KIRA, { openTask: () => undefined, openRecovery: () => undefined }).load();
		await settle();
		expect([...el.querySelectorAll("button")].map((b) => b.textContent)).toContain("The day's disease roll");
		const [entry] = await entries(v);
		await undoEntry(v.app, v.file(SESSION), entry?.id ?? "");
		expect(v.frontmatter(KIRA)?.["might"]).toBe(9);
		expect(v.frontmatter(KIRA)?.["conditions"] ?? []).toEqual([]);
	});

	it("the day's roll for a Diseased character: a failure brings Poisoned on top, merged into one change of the list", async () => {
		const v = await table({ conditions: ["diseased"] });
		const { modal, lines } = await cypherDialog(v, DISEASE_DAY_ACTION, {}, [2]);
		expect(lines("failure")).toEqual(["If the defense fails: Poisoned until removed"]);
		await modal.roll();
		expect(v.frontmatter(KIRA)?.["conditions"]).toEqual(["diseased", "poisoned"]);
	});

	it("a new disease with a condition for effect: both go on the list in one change", async () => {
		const v = await table();
		const { modal } = await cypherDialog(v, POISON_ACTION, { kind: "disease" }, [2]);
		await modal.roll();
		expect(v.frontmatter(KIRA)?.["conditions"]).toEqual(["poisoned", "diseased"]);
		const [entry] = await entries(v);
		expect(entry?.changes.filter((c) => c.key === "conditions")).toHaveLength(1);
		await undoEntry(v.app, v.file(SESSION), entry?.id ?? "");
		expect(v.frontmatter(KIRA)?.["conditions"] ?? []).toEqual([]);
	});

	it("a good day changes nothing, and the disease stays", async () => {
		const v = await table({ conditions: ["diseased"] });
		const { modal } = await cypherDialog(v, DISEASE_DAY_ACTION, {}, [15]);
		await modal.roll();
		expect(v.frontmatter(KIRA)?.["conditions"]).toEqual(["diseased"]);
		expect((await entries(v))[0]?.outcome?.text).toBe("Success (15): the disease does nothing today");
	});
});
