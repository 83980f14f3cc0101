/**
 * Spending XP on the Cypher sheet: the Experience list, and the Spend XP dialog for what seed 001
 * lists (reroll, short-term and long-term benefits, a step toward the next tier) and seed 000's
 * 1-XP uses (a player intrusion, free when the GM refuses it; reacting to a GM intrusion), each
 * written to the note and the session log in one undoable entry. Kira (fixtures.ts): tier 1, XP 3,
 * Effort 1, Speed Edge 0.
 */
import { describe, expect, it } from "vitest";
import { parseEntries } from "../../../src/engine/log";
import { undoEntry } from "../../../src/notes/log/undo";
import { XP_ACTION, type XpForm } from "../../../src/games/cypher/xp-action";
import { RollModal } from "../../../src/ui/frame/roll-modal";
import { seedQuoter } from "../../helpers/seeds";
import type { TestVault } from "../campaign/helpers";
import { KIRA, must, SESSION, settle, sheetChild, table, cypherDialog } from "./fixtures";

const q000 = seedQuoter("000");
const q001 = seedQuoter("001");

const texts = (el: Element, selector: string): string[] => [...el.querySelectorAll(selector)].map((e) => e.textContent ?? "");
const entries = async (v: TestVault) => parseEntries(await v.read(SESSION)).entries.map((e) => e.entry);
const fm = (v: TestVault, key: string): unknown => v.frontmatter(KIRA)?.[key];

/** The real dialog for the sheet's Spend XP button; `stepsPerTier` as a campaign sets it. */
const dialog = (v: TestVault, set: Partial<XpForm> = {}, faces: number[] = [], stepsPerTier?: number) =>
	cypherDialog(v, XP_ACTION, set, faces, (note) => (stepsPerTier === undefined ? note : { ...note, stepsPerTier }));

async function sheetLines(v: TestVault): Promise<{ experience: string[]; buttons: string[] }> {
	const el = createDiv();
	sheetChild(v, el, "", KIRA).load();
	await settle();
	return { experience: texts(el, '[data-list="Experience"] li'), buttons: texts(el, ".cl-sheet-actions button") };
}

/** Rolls the dialog, then checks the one entry it logged and that Undo restores every key it wrote. */
async function rollAndUndo(v: TestVault, modal: Pick<RollModal<unknown, unknown>, "roll">, keys: string[]) {
	const before = Object.fromEntries(keys.map((key) => [key, fm(v, key)]));
	await modal.roll();
	const [entry, ...rest] = await entries(v);
	expect(rest).toEqual([]);
	const after = Object.fromEntries(keys.map((key) => [key, fm(v, key)]));
	must(await undoEntry(v.app, v.file(SESSION), entry?.id ?? ""));
	expect(Object.fromEntries(keys.map((key) => [key, fm(v, key)]))).toEqual(before);
	return { entry, after };
}

describe("the Experience list and the Spend XP button", () => {
	it("shows XP, the steps taken this tier and what the next tier needs", async () => {
		// 001: "4 XP: Character Advancement" … "(gain one step towards next tier)"; four steps make a tier.
		q001("(gain one step towards next tier)");
		const { experience, buttons } = await sheetLines(await table({ "advancement-steps": 2 }));
		expect(buttons).toContain("Spend XP");
		expect(experience).toEqual([
			"XP: 3",
			"Advancement: 2 of 4 steps taken at tier 1",
			"Tier 2 after 2 more steps (8 XP)",
			"To refuse a GM intrusion (1 XP), use GM intrusion on the sheet.",
		]);
	});

	it("at tier 6 there is no further tier", async () => {
		q000("PC tiers are a little like levels, but they go only from 1 to 6");
		const { experience } = await sheetLines(await table({ tier: 6, xp: 12 }));
		expect(experience.slice(0, 2)).toEqual(["XP: 12", "Tier 6 is the highest: there is no further tier."]);
	});
});

describe("a reroll (001)", () => {
	it("1 XP: the typed 7 is rerolled as a 14 and the better is kept; XP 3 → 2, undone back to 3", async () => {
		q001("1 XP: Reroll any roll");
		q001("(use better result)");
		const v = await table();
		const { modal, lines, labels } = await dialog(v, { roll: "7" }, [14]);
		expect(labels()).toEqual(["Spend XP on", "Die", "Your roll", "What for"]);
		expect(lines("xp")).toEqual(["XP 3 → 2"]);
		expect(lines("cost")).toEqual(["Cost: 1 XP"]);
		const { entry, after } = await rollAndUndo(v, modal, ["xp"]);
		expect(after).toEqual({ xp: 2 });
		expect(entry).toMatchObject({
			kind: "xp",
			title: "Reroll a roll, keeping the better",
			dice: [{ notation: "d20", dice: [{ value: 7, kept: false }, { value: 14, kept: true }], total: 14 }],
			outcome: { text: "Kept 14 (7, rerolled 14)" },
			changes: [{ target: "[[Kira]]", key: "xp", before: 3, after: 2 }],
		});
	});

	it("a worse reroll keeps the first roll; the die can be rolled at the table and typed in", async () => {
		const v = await table();
		const { modal } = await dialog(v, { roll: "15" });
		modal.setByHand(true);
		modal.setTyped(0, "4");
		await modal.roll();
		const [entry] = await entries(v);
		expect(entry?.outcome?.text).toBe("Kept 15 (15, rerolled 4)");
		expect(entry?.inputs).toContainEqual({ key: "dice", value: "entered by hand" });
	});

	it("asks for the roll to reroll until a face of the die is typed", async () => {
		const v = await table();
		const { modal, lines } = await dialog(v, { sides: 6, roll: "9" });
		expect(lines("refusal")).toEqual(["Type the roll you got: a face of the d6, 1 to 6."]);
		expect(modal.rollButton?.disabled).toBe(true);
		modal.setField("roll", "5");
		expect(lines("refusal")).toEqual([]);
		expect(modal.rollButton?.disabled).toBe(false);
	});
});

describe("benefits (001)", () => {
	it("2 XP for a short-term benefit: the log says what it bought", async () => {
		q001("2 XP: Short-Term Benefit");
		q001("(Local/Limited Skill or Ability)");
		const v = await table();
		const { modal, lines } = await dialog(v, { use: "short-term", what: "an asset on the climb" });
		expect(lines("xp")).toEqual(["XP 3 → 1"]);
		const { entry, after } = await rollAndUndo(v, modal, ["xp"]);
		expect(after).toEqual({ xp: 1 });
		expect(entry?.outcome?.text).toBe("2 XP: an asset on the climb");
		expect(entry?.inputs).toContainEqual({ key: "for", value: "an asset on the climb" });
	});

	it("3 XP for a long-term benefit", async () => {
		q001("3 XP: Long-Term Benefit");
		q001("(Familiarity +1, Contact, Home, Title/Job, Wealth, Artifact)");
		const v = await table();
		const { modal } = await dialog(v, { use: "long-term", what: "a contact in the city" });
		const { entry, after } = await rollAndUndo(v, modal, ["xp"]);
		expect(after).toEqual({ xp: 0 });
		expect(entry?.outcome?.text).toBe("3 XP: a contact in the city");
	});

	it("refuses what Kira cannot afford and says how much she has", async () => {
		const v = await table({ xp: 2 });
		const { modal, lines } = await dialog(v, { use: "advancement" });
		expect(lines("refusal")).toEqual(["Not enough XP: 2 of 4."]);
		expect(modal.rollButton?.disabled).toBe(true);
	});
});

describe("a step toward the next tier (001)", () => {
	it("4 XP for Extra Effort: a step taken, Effort 1 → 2, the step named in the log", async () => {
		q001("4 XP: Character Advancement");
		const v = await table({ xp: 5, "advancement-steps": 1 });
		const { modal, lines, labels } = await dialog(v, { use: "advancement", step: "effort" });
		expect(labels()).toEqual(["Spend XP on", "Step", "What for"]);
		expect(lines("xp")).toEqual(["XP 5 → 1"]);
		expect(lines("step")).toEqual(["Step 2 of 4 toward tier 2.", "Extra Effort: Effort 1 → 2."]);
		const { entry, after } = await rollAndUndo(v, modal, ["xp", "advancement-steps", "effort"]);
		expect(after).toEqual({ xp: 1, "advancement-steps": 2, effort: 2 });
		expect(entry).toMatchObject({ title: "Step toward the next tier: Extra Effort", outcome: { text: "4 XP: Extra Effort" } });
		expect(entry?.inputs).toContainEqual({ key: "step", value: "Extra Effort" });
	});

	it("the last step of the tier raises it and starts the count again: Moving toward perfection adds 1 to Speed Edge", async () => {
		const v = await table({ xp: 4, "advancement-steps": 3 });
		const { modal, labels } = await dialog(v, { use: "advancement", step: "perfection", stat: "speed" });
		expect(labels()).toEqual(["Spend XP on", "Step", "Edge", "What for"]);
		const { entry, after } = await rollAndUndo(v, modal, ["xp", "advancement-steps", "tier", "speed-edge"]);
		expect(after).toEqual({ xp: 0, "advancement-steps": 0, tier: 2, "speed-edge": 1 });
		expect(entry?.outcome?.text).toBe("4 XP: Moving toward perfection; tier 2 reached");
		expect(entry?.explanation).toContain("That is step 4 of 4: Kira reaches tier 2 and gains its type and focus benefits.");
	});

	it("a skill is named in the log for the player to write on the sheet; nothing else changes", async () => {
		const v = await table({ xp: 4 });
		const { modal } = await dialog(v, { use: "advancement", step: "skills", what: "trained in climbing" });
		const { entry } = await rollAndUndo(v, modal, ["xp", "advancement-steps", "trained"]);
		expect(entry?.changes.map((c) => c.key)).toEqual(["xp", "advancement-steps"]);
		expect(entry?.explanation).toContain("Skills: trained in one skill, or specialized in one you are trained in; the player writes it on the sheet.");
	});

	it("a campaign with two steps per tier reaches the next tier on the second", async () => {
		const v = await table({ xp: 4, "advancement-steps": 1 });
		const { modal } = await dialog(v, { use: "advancement", step: "capabilities" }, [], 2);
		const { after } = await rollAndUndo(v, modal, ["tier", "advancement-steps"]);
		expect(after).toEqual({ tier: 2, "advancement-steps": 0 });
	});

	it("no step beyond tier 6, and no Extra Effort beyond 6", async () => {
		q000("More advanced characters can increase their Effort score (up to a maximum of six)");
		const top = await dialog(await table({ tier: 6, xp: 8 }), { use: "advancement" });
		expect(top.lines("refusal")).toEqual(["Kira is tier 6, the highest: there is no next tier to advance toward."]);
		const effort = await dialog(await table({ effort: 6, xp: 8 }), { use: "advancement", step: "effort" });
		expect(effort.lines("refusal")).toEqual(["Kira's Effort is already 6, the most: choose another step."]);
	});
});

describe("seed 000's 1-XP uses", () => {
	it("a player intrusion costs 1 XP", async () => {
		q000("you spend 1 XP and present a solution to a problem or complication");
		const v = await table();
		const { modal, labels } = await dialog(v, { use: "intrusion", what: "an old friend is on guard at the gate" });
		expect(labels()).toEqual(["Spend XP on", "The GM refuses", "What for"]);
		const { entry, after } = await rollAndUndo(v, modal, ["xp"]);
		expect(after).toEqual({ xp: 2 });
		expect(entry).toMatchObject({ title: "Player intrusion", outcome: { text: "1 XP: an old friend is on guard at the gate" } });
	});

	it("refused by the GM it costs nothing, even with no XP, and is still logged", async () => {
		q000("If the GM refuses the intrusion, you don't spend the 1 XP, and the intrusion doesn't occur.");
		const v = await table({ xp: 0 });
		const { modal, lines } = await dialog(v, { use: "intrusion" });
		// 000: "If you have no XP to spend, you can't use a player intrusion."
		q000("If you have no XP to spend, you can't use a player intrusion.");
		expect(lines("refusal")).toEqual(["Not enough XP: 0 of 1."]);
		modal.setField("gmRefuses", true);
		expect(lines("xp")).toEqual(["XP 0 → 0"]);
		expect(lines("cost")).toEqual([]);
		await modal.roll();
		const [entry] = await entries(v);
		expect(entry).toMatchObject({ outcome: { text: "Refused by the GM: no XP spent" }, changes: [] });
		expect(fm(v, "xp")).toBe(0);
	});

	it("reacting to a GM intrusion costs 1 XP; refusing one is the GM intrusion command's", async () => {
		q000("After the GM intrudes, you can spend 1 XP (assuming you have any to spend) on your next action to react to a GM Intrusion");
		const v = await table();
		const { modal } = await dialog(v, { use: "react", what: "grab the ledge as the rope snaps" });
		expect(texts(modal.contentEl, '[data-key="use"]').join("")).toContain("To refuse a GM intrusion (1 XP), use GM intrusion on the sheet.");
		const { entry, after } = await rollAndUndo(v, modal, ["xp"]);
		expect(after).toEqual({ xp: 2 });
		expect(entry).toMatchObject({ title: "React to a GM intrusion", outcome: { text: "1 XP: grab the ledge as the rope snaps" } });
	});
});
