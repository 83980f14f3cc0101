/**
 * Artifacts on the Cypher sheet: the `artifacts` list with each artifact's level and depletion, Use
 * on every working one. Using one makes 001's depletion check with the table's dice ("ARTIFACT
 * DEPLETION: Make depletion check each time item is used. On roll of 1, the item stops working."),
 * logs it, and a depleting roll marks the artifact depleted (undoable); a depleted one offers no Use.
 */
import { describe, expect, it } from "vitest";
import { parseEntries } from "../../../src/engine/log";
import { undoEntry } from "../../../src/notes/log/undo";
import { USE_ARTIFACT } from "../../../src/games/cypher/artifacts-action";
import { seedQuoter } from "../../helpers/seeds";
import type { TestVault } from "../campaign/helpers";
import { cypherDialog, KIRA, SESSION, settle, sheetChild, table } from "./fixtures";

const q001 = seedQuoter("001");
const ROD = "[[Lightning Rod]] (level 5, depletion 1 in 1d6)";
const GLOVES = "Shock gloves (depletion 1 in 1d10)";
const texts = (el: Element, selector: string): string[] => [...el.querySelectorAll(selector)].map((e) => e.textContent ?? "");
const entries = async (v: TestVault) => parseEntries(await v.read(SESSION)).entries.map((e) => e.entry);

async function artifactList(v: TestVault): Promise<Element> {
	const el = createDiv();
	sheetChild(v, el, "", KIRA).load();
	await settle();
	const list = el.querySelector('[data-list="Artifacts"]');
	if (!list) throw new Error("no Artifacts list on the sheet");
	return list;
}

describe("artifacts on the Cypher sheet (001)", () => {
	q001("ARTIFACT DEPLETION: Make depletion check each time item is used. On roll of 1, the item stops working.");

	it("lists each artifact with its level and depletion and a Use button; the dialog gives the 1 in 6 chance and rolls a d6", async () => {
		const v = await table({ artifacts: [ROD, GLOVES] });
		const list = await artifactList(v);
		expect(texts(list, "li")).toEqual(["Lightning Rod (level 5, depletion 1 in 1d6)Use", "Shock gloves (depletion 1 in 1d10)Use"]);
		expect(list.querySelector("a")?.textContent).toBe("Lightning Rod");
		const { lines } = await cypherDialog(v, `${USE_ARTIFACT}0`);
		expect(lines("depletion")).toEqual(["Depletion 1 in 1d6: 16.67% that this use is its last"]);
	});

	it("a roll of 4 on the d6: logged, the rod keeps working and nothing is written", async () => {
		const v = await table({ artifacts: [ROD] });
		const { modal } = await cypherDialog(v, `${USE_ARTIFACT}0`, {}, [4]);
		await modal.roll();
		const [entry] = await entries(v);
		expect(entry?.title).toBe("Used artifact Lightning Rod");
		expect(entry?.outcome?.text).toBe("4: Lightning Rod keeps working");
		expect(entry?.dice[0]?.total).toBe(4);
		expect(v.frontmatter(KIRA)?.["artifacts"]).toEqual([ROD]);
	});

	it("a roll of 1: depleted, marked on the note, Use gone; Undo gives it back", async () => {
		const v = await table({ artifacts: [ROD, GLOVES] });
		const { modal } = await cypherDialog(v, `${USE_ARTIFACT}0`, {}, [1]);
		await modal.roll();
		expect(v.frontmatter(KIRA)?.["artifacts"]).toEqual(["[[Lightning Rod]] (level 5, depletion 1 in 1d6, depleted)", GLOVES]);
		const [entry] = await entries(v);
		expect(entry?.outcome?.text).toBe("Depleted on a 1: Lightning Rod stops working");
		expect(texts(await artifactList(v), "li")).toEqual(["Lightning Rod (level 5, depleted)", "Shock gloves (depletion 1 in 1d10)Use"]);
		await undoEntry(v.app, v.file(SESSION), entry?.id ?? "");
		expect(v.frontmatter(KIRA)?.["artifacts"]).toEqual([ROD, GLOVES]);
	});

	it("no artifacts: no list", async () => {
		const el = createDiv();
		sheetChild(await table(), el, "", KIRA).load();
		await settle();
		expect(el.querySelector('[data-list="Artifacts"]')).toBeNull();
	});
});
