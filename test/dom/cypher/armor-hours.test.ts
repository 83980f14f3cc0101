/**
 * 001's cost of wearing armor one is not practiced in, on the Cypher sheet of a damage-track
 * campaign: the armor line says both costs, and Hours in armor takes the Might for the hours worn
 * (logged, undone). Kira (fixtures.ts): Might 9, light armor.
 */
import { describe, expect, it } from "vitest";
import { parseEntries } from "../../../src/engine/log";
import { undoEntry } from "../../../src/notes/log/undo";
import { ARMOR_HOURS_ACTION } from "../../../src/games/cypher/armor-action";
import { fullMax } from "../../../src/engine/systems/cypher/character";
import { healPoints } from "../../../src/engine/systems/cypher/recovery/track-healing";
import { seedQuoter } from "../../helpers/seeds";
import type { TestVault } from "../campaign/helpers";
import { cypherDialog, KIRA, noteOf, SESSION, settle, sheetChild, table } from "./fixtures";

const q001 = seedQuoter("001");
const entries = async (v: TestVault) => parseEntries(await v.read(SESSION)).entries.map((e) => e.entry);
const track = { "damage-model": "damage-track" };

async function sheetText(v: TestVault): Promise<{ text: string; buttons: string[] }> {
	const el = createDiv();
	sheetChild(v, el, "", KIRA, { openTask: () => undefined, openRecovery: () => undefined }).load();
	await settle();
	return { text: el.textContent ?? "", buttons: [...el.querySelectorAll("button")].map((b) => b.textContent ?? "") };
}

describe("wearing armor unpracticed (001)", () => {
	q001("(being practiced in armor negates these costs)");

	it("light armor, practiced in none: the sheet says 1 Might an hour and the Speed Pool 2 lower; 3 hours take 3 Might; Undo gives them back", async () => {
		const v = await table({ "practiced-armor": ["none"] }, track);
		const sheet = await sheetText(v);
		expect(sheet.text).toContain("Armor: light (not practiced: 1 Might an hour, Speed Pool −2)");
		expect(sheet.buttons).toContain("Hours in armor");
		const { modal, lines } = await cypherDialog(v, ARMOR_HOURS_ACTION, { hours: 3 });
		expect(lines("armor")).toEqual(["3 hours in light armor: 3 Might (9 → 6)"]);
		await modal.roll();
		expect(v.frontmatter(KIRA)?.["might"]).toBe(6);
		const [entry] = await entries(v);
		await undoEntry(v.app, v.file(SESSION), entry?.id ?? "");
		expect(v.frontmatter(KIRA)?.["might"]).toBe(9);
	});

	it("heavy armor costs 3 Might an hour: 4 hours are more than Kira's 9 Might, and the dialog says so", async () => {
		const v = await table({ armor: "heavy", "practiced-armor": ["light"] }, track);
		expect((await sheetText(v)).text).toContain("3 Might an hour, Speed Pool −5");
		const { modal } = await cypherDialog(v, ARMOR_HOURS_ACTION, { hours: 4 });
		expect(modal.contentEl.textContent).toContain("cannot spend 12 points from Might");
	});

	it("practiced in the armor, or no practice listed, or the wounds rules: no cost and no button", async () => {
		for (const [kira, campaign] of [[{ "practiced-armor": ["light"] }, track], [{}, track], [{ "practiced-armor": ["none"] }, {}]] as const) {
			const sheet = await sheetText(await table(kira, campaign));
			expect(sheet.buttons).not.toContain("Hours in armor");
		}
	});

	describe("the Speed Pool's reduction is taken off its maximum while the armor is worn", () => {
		// 001's WEARING ARMOR table: Speed Pool reduction light 2, medium 3, heavy 5.
		it("light armor, not practiced: Kira's Speed 8 of speed-max 10 shows 8/8, the task dialog offers Speed 8/8, and healing stops at 8", async () => {
			const v = await table({ speed: 8, "practiced-armor": ["none"] }, track);
			const sheet = await sheetText(v);
			expect(sheet.text).toContain("2 held by armor (of 10)");
			const note = await noteOf(v, KIRA);
			expect(note.sheet.character.pools.speed).toMatchObject({ current: 8, max: 8, armor: 2 });
			expect(fullMax(note.sheet.character.pools.speed)).toBe(10);
			// Healing is one of the rules that stops at the maximum: the armor's 2 points are out of reach.
			const healed = healPoints({ ...note.sheet.character, pools: { ...note.sheet.character.pools, speed: { ...note.sheet.character.pools.speed, current: 6 } } }, "speed", 3, undefined);
			expect(healed.ok ? "" : healed.error).toContain("at most 2 more points (6 of 8)");
			const { modal } = await cypherDialog(v, "task:speed");
			expect(modal.contentEl.textContent).toContain("Speed 8/8");
			// Derived, never written: the note keeps the maximum the user wrote.
			expect(v.frontmatter(KIRA)?.["speed-max"]).toBe(10);
		});

		it("heavy armor takes 5; a Speed above the lowered maximum is named on the sheet with what to do, and nothing is written", async () => {
			const v = await table({ armor: "heavy", "practiced-armor": ["light"] }, track);
			const note = await noteOf(v, KIRA);
			expect(note.sheet.character.pools.speed).toMatchObject({ current: 10, max: 5, armor: 5 });
			expect((await sheetText(v)).text).toContain("Speed is 10, but Kira can hold only 5 while wearing heavy armor without practice: lower Speed to 5, or take the armor off.");
			expect(v.frontmatter(KIRA)?.["speed"]).toBe(10);
		});

		it("practiced in the armor, or the wounds rules: the maximum is the note's", async () => {
			for (const [kira, campaign] of [[{ "practiced-armor": ["light"] }, track], [{ "practiced-armor": ["none"] }, {}]] as const) {
				const note = await noteOf(await table({ speed: 8, ...kira }, campaign), KIRA);
				expect(note.sheet.character.pools.speed.max).toBe(10);
				expect(note.sheet.character.pools.speed.armor).toBeUndefined();
			}
		});
	});
});
