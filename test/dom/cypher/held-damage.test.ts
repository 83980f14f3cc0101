/**
 * Damage that stays: 000's damaged armor (Defend's "It damages your armor", the sheet's armor line
 * and meter) and 001's lasting and permanent damage (Apply damage's "It heals", the Pool's meter,
 * and Heal lasting damage). Each case quotes the seed and uses its numbers, through the real
 * dialogs, the note, the session log and undo. Kira (fixtures.ts): Might 9 of 12, Edge 1.
 */
import { describe, expect, it } from "vitest";
import { parseEntries } from "../../../src/engine/log";
import { undoEntry } from "../../../src/notes/log/undo";
import { DEFEND_ACTION } from "../../../src/games/cypher/defend-action";
import { DAMAGE_ACTION } from "../../../src/games/cypher/damage-action";
import { seedQuoter } from "../../helpers/seeds";
import type { TestVault } from "../campaign/helpers";
import { cypherDialog, KIRA, SESSION, settle, sheetChild, table } from "./fixtures";

const q000 = seedQuoter("000");
const q001 = seedQuoter("001");

const entries = async (v: TestVault) => parseEntries(await v.read(SESSION)).entries.map((e) => e.entry);
const texts = (el: Element, selector: string): string[] => [...el.querySelectorAll(selector)].map((e) => e.textContent ?? "");

async function sheet(v: TestVault): Promise<HTMLElement> {
	const el = createDiv();
	sheetChild(v, el, "", KIRA, { openTask: () => undefined, openRecovery: () => undefined }).load();
	await settle();
	return el;
}

describe("damaged armor (000)", () => {
	q000("Special attacks or a GM Intrusion as part of an attack might damage your armor, reducing how much it eases your block tasks (but not affecting how much it hinders your dodge tasks");

	it("the sheet shows the damage, and a block is eased one step less while a dodge is hindered as before", async () => {
		q000("Medium Armor: Block rolls are eased by two steps. Dodge rolls are hindered by two steps.");
		const v = await table({ armor: "medium", "armor-damage": 1 });
		const el = await sheet(v);
		expect(texts(el, ".cl-sheet-list-item")).toContain("Armor: medium (damaged: eases blocks 1 step less)");
		expect(texts(el, `.cl-sheet-meter[data-key="armor-damage"] .cl-sheet-meter-value`)).toEqual(["1 / 2"]);
		// Medium armor eases the block 2, the damage takes 1 back: level 3 → 2.
		const block = await cypherDialog(v, DEFEND_ACTION);
		expect(block.lines("difficulty")).toEqual(["Difficulty 3 → 2 (Standard): target 6"]);
		expect(block.lines("defense")).toContain("The armor is damaged: it eases the block 1 step less, 1 step in all.");
		const dodge = await cypherDialog(v, DEFEND_ACTION, { defense: "dodge" });
		expect(dodge.lines("difficulty")).toEqual(["Difficulty 3 → 5 (Challenging): target 15"]);
	});

	it("an attack that damages the armor takes a step of block easing when it is not avoided; undo mends it", async () => {
		const v = await table({ armor: "medium" });
		const { modal, lines } = await cypherDialog(v, DEFEND_ACTION, { damagesArmor: true }, [2]);
		expect(lines("failure")).toEqual(["If it fails: moderate wounds 0 → 1, the armor is damaged (eases blocks 1 step less)"]);
		await modal.roll();
		expect(v.frontmatter(KIRA)?.["armor-damage"]).toBe(1);
		const [entry] = await entries(v);
		expect(entry?.changes).toContainEqual({ target: "[[Kira]]", key: "armor-damage", before: null, after: 1 });
		expect(entry?.explanation).toContain("The attack damages the medium armor: it eases blocks 1 step from now on, and still hinders dodges by 2 steps.");
		await undoEntry(v.app, v.file(SESSION), entry?.id ?? "");
		expect(v.frontmatter(KIRA)?.["armor-damage"]).toBeUndefined();
	});

	it("a successful dodge avoids the attack, and the armor with it", async () => {
		const v = await table({ armor: "medium" });
		const { modal } = await cypherDialog(v, DEFEND_ACTION, { defense: "dodge", damagesArmor: true }, [20]);
		await modal.roll();
		expect(v.frontmatter(KIRA)?.["armor-damage"]).toBeUndefined();
	});

	it("no armor: the option is not offered", async () => {
		const { modal } = await cypherDialog(await table({ armor: "none" }), DEFEND_ACTION);
		expect(modal.contentEl.querySelector(`[data-key="damagesArmor"]`)).toBeNull();
	});
});

describe("lasting and permanent damage (001)", () => {
	q001("Lasting Damage: GM intrusion, heal at 1 point per day of full rest / 3 days of regular activity");
	q001("Permanent Damage: Special situation, never heals normally");

	it("4 Might of lasting damage: the Pool and its maximum both drop by 4, the sheet says so, and a heal button appears", async () => {
		const v = await table();
		const { modal, lines } = await cypherDialog(v, DAMAGE_ACTION, { mode: "pool", stat: "might", amount: 4, heals: "lasting" });
		expect(lines("rule")).toContain("4 of it is lasting damage: Might's maximum is 8 until it heals, a point a day of full rest or three of regular activity.");
		await modal.roll();
		expect(v.frontmatter(KIRA)).toMatchObject({ might: 5, "might-max": 12, "might-lasting": 4 });
		const el = await sheet(v);
		expect(texts(el, `.cl-sheet-meter[data-key="might"] .cl-sheet-meter-value`)).toEqual(["5 / 8"]);
		expect(texts(el, `.cl-sheet-meter[data-key="might"] .cl-sheet-meter-detail`)).toEqual(["Edge 1 · 4 lasting (of 12)"]);
		expect(texts(el, ".cl-sheet-actions button")).toContain("Heal lasting damage");
	});

	it("a day of full rest and three of regular activity heal 2 of it; undo takes the healing back", async () => {
		const v = await table({ might: 5, "might-lasting": 4 });
		const { modal, lines } = await cypherDialog(v, "heal:lasting", { fullRest: 1, regular: 3 });
		expect(lines("effect")).toEqual(["Might heals 2 points: 5 → 7 of 10."]);
		await modal.roll();
		expect(v.frontmatter(KIRA)).toMatchObject({ might: 7, "might-lasting": 2 });
		const [entry] = await entries(v);
		expect(entry).toMatchObject({ kind: "recovery", title: "Lasting damage healed (Might)", outcome: { text: "2 points of lasting damage healed" } });
		await undoEntry(v.app, v.file(SESSION), entry?.id ?? "");
		expect(v.frontmatter(KIRA)).toMatchObject({ might: 5, "might-lasting": 4 });
	});

	it("two days of regular activity heal nothing yet: the dialog says so and Heal is off", async () => {
		const v = await table({ might: 5, "might-lasting": 4 });
		const { modal, lines } = await cypherDialog(v, "heal:lasting", { fullRest: 0, regular: 2 });
		expect(lines("refusal")).toEqual(["A point of lasting damage heals after a day of full rest or three days of regular activity."]);
		expect(modal.rollButton?.disabled).toBe(true);
	});

	it("permanent damage lowers the maximum for good: no button heals it, and the Pool's meter stops below it", async () => {
		const v = await table();
		const { modal } = await cypherDialog(v, DAMAGE_ACTION, { mode: "pool", stat: "might", amount: 2, heals: "permanent" });
		await modal.roll();
		expect(v.frontmatter(KIRA)).toMatchObject({ might: 7, "might-permanent": 2 });
		const el = await sheet(v);
		expect(texts(el, `.cl-sheet-meter[data-key="might"] .cl-sheet-meter-value`)).toEqual(["7 / 10"]);
		expect(texts(el, ".cl-sheet-actions button")).not.toContain("Heal lasting damage");
	});

	it("a note with more Might than the held-back maximum allows is told so, by name", async () => {
		const el = await sheet(await table({ might: 12, "might-lasting": 4 }));
		expect(texts(el, ".cl-sheet-error").join("")).toContain("might: 12 is more than Might can hold now: 12 less 4 of lasting or permanent damage is 8");
	});
});
