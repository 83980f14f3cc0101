/**
 * 001's cost of wearing armor one is not practiced in, on the Cypher sheet of a damage-track
 * campaign: the armor line says both costs, and Hours in armor takes the Might for the hours worn
 * (logged, undone). Kira (fixtures.ts): Might 9, light armor.
 */
import { describe, expect, it } from "vitest";
import { parseEntries } from "../../../src/engine/log";
import { undoEntry } from "../../../src/notes/log/undo";
import { ARMOR_HOURS_ACTION } from "../../../src/games/cypher/armor-action";
import { seedQuoter } from "../../helpers/seeds";
import type { TestVault } from "../campaign/helpers";
import { cypherDialog, KIRA, SESSION, settle, sheetChild, table } from "./fixtures";

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
});
