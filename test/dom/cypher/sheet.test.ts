import { describe, expect, it, vi } from "vitest";
import type { CypherActions } from "../../../src/ui/cypher/table-entry";
import { parseSheetSource } from "../../../src/games/cypher/sheet-source";
import { CAMPAIGN, KIRA, settle, sheetChild, table } from "./fixtures";
import type { TestVault } from "../campaign/helpers";

const SOURCE = "tasks:\n  Climb | might | climbing\n  Sneak | speed | stealth";

function actions() {
	const openTask = vi.fn<CypherActions["openTask"]>();
	const openRecovery = vi.fn<CypherActions["openRecovery"]>();
	return { openTask, openRecovery, actions: { openTask, openRecovery } };
}

async function sheet(v: TestVault, source = SOURCE, path = KIRA, spy = actions()) {
	const el = createDiv();
	const child = sheetChild(v, el, source, path, spy.actions);
	child.load();
	await settle();
	return { el, child, spy };
}

const texts = (el: HTMLElement, selector: string): string[] => [...el.querySelectorAll(selector)].map((e) => e.textContent ?? "");
/** The three Pools' meters (XP is a meter too, after them). */
const POOLS = ["might", "speed", "intellect"].map((stat) => `.cl-sheet-meter[data-key="${stat}"]`).join(", ");
const poolValues = (el: HTMLElement): string[] => texts(el, `:is(${POOLS}) .cl-sheet-meter-value`);

describe("the ledger-sheet block", () => {
	it("draws name, tier, Effort, XP, the three Pools with Edge, skills, armor, wounds and recoveries from the frontmatter", async () => {
		const { el } = await sheet(await table());
		expect(texts(el, ".cl-sheet-name")).toEqual(["Kira"]);
		expect(texts(el, ".cl-sheet-subtitle")).toEqual(["Tier 1 · Effort 1 · XP 3"]);
		expect(poolValues(el)).toEqual(["9 / 12", "10 / 10", "11 / 11"]);
		expect(texts(el, `.cl-sheet-meter[data-key="xp"] .cl-sheet-meter-value`)).toEqual(["3"]);
		expect(texts(el, `:is(${POOLS}) .cl-sheet-meter-detail`)).toEqual(["Edge 1", "Edge 0", "Edge 1"]);
		// The task game's own lists come first; other actions (XP, cyphers) add theirs after.
		expect(texts(el, ".cl-sheet-list-item").slice(0, 4)).toEqual(["Trained: climbing", "Specialized: perception", "Armor: light", "Recoveries used: 1 of 4 (next: ten minutes)"]);
		// 000: "A core character can take three minor wounds, three moderate wounds, and three major wounds."
		expect(texts(el, ".cl-sheet-boxes-label")).toEqual(["Minor wounds 0/3", "Moderate wounds 0/3", "Major wounds 0/3"]);
	});

	it("offers a button per stat, per quick task (with its skill level) and for a recovery roll", async () => {
		const { el, spy } = await sheet(await table());
		const buttons = [...el.querySelectorAll<HTMLButtonElement>(".cl-sheet-actions button")];
		// The task game's own buttons come first; other actions (defend, XP) add theirs after.
		expect(buttons.map((b) => b.textContent).slice(0, 6)).toEqual(["Might task", "Speed task", "Intellect task", "Climb (Might, trained)", "Sneak (Speed, untrained)", "Recovery roll"]);
		buttons[3]?.click();
		expect(spy.openTask).toHaveBeenCalledWith(expect.objectContaining({ path: KIRA }), "might", { label: "Climb", stat: "might", skill: "climbing" });
		buttons[5]?.click();
		expect(spy.openRecovery).toHaveBeenCalledWith(expect.objectContaining({ path: KIRA }));
	});

	it("shows the damage track instead of wounds when the campaign uses it", async () => {
		const { el } = await sheet(await table({ "damage-track": "impaired" }, { "damage-model": "damage-track" }));
		expect(texts(el, ".cl-sheet-track-step")).toEqual(["hale", "impaired", "debilitated", "dead"]);
		expect(texts(el, ".cl-sheet-track-current")).toEqual(["impaired"]);
		expect(el.querySelectorAll(".cl-sheet-boxes")).toHaveLength(0);
	});

	it("HTML in the name is never markup: the schema refuses it and the message is shown as text", async () => {
		const name = '<img src=x onerror="alert(1)"><b>Kira</b>';
		const { el } = await sheet(await table({ name }));
		expect(texts(el, ".cl-sheet-error").join("")).toContain("name: expected plain text without HTML");
		expect(el.querySelector("img")).toBeNull();
		expect(el.querySelector("b")).toBeNull();
	});

	it("names, skills and quick tasks with markup-like characters are drawn as text", async () => {
		const { el } = await sheet(await table({ name: 'Kira & Oru\'s "friend"' }), "tasks:\n  <i>Leap</i> | speed");
		expect(texts(el, ".cl-sheet-name")).toEqual(['Kira & Oru\'s "friend"']);
		expect(texts(el, '[data-action^="quick:"]')).toEqual(["<i>Leap</i> (Speed)"]);
		expect(el.querySelector("i")).toBeNull();
	});

	it("a malformed sheet shows the schema's message naming the key, and no buttons", async () => {
		const { el } = await sheet(await table({ "might-max": "lots", xp: -2 }));
		const error = texts(el, ".cl-sheet-error").join("");
		expect(error).toContain("might-max");
		expect(error).toContain("xp");
		expect(el.querySelectorAll("button")).toHaveLength(0);
	});

	it("frontmatter Obsidian cannot read shows how to fix it", async () => {
		const v = await table();
		await v.malformed("Broken.md", "---\nmight: [9\n---\n```ledger-sheet\n```\n");
		const { el } = await sheet(v, "", "Broken.md");
		expect(texts(el, ".cl-sheet-error").join("")).toContain("fix the YAML");
	});

	it("a character without a system key takes it from its Cypher campaign", async () => {
		const { el } = await sheet(await table({ system: null }));
		expect(texts(el, ".cl-sheet-name")).toEqual(["Kira"]);
	});

	it("a character of another game is not drawn as a Cypher sheet: the table looks for that game's sheet", async () => {
		// This table holds the Cypher game only, so the pool game's sheet is named as missing.
		const { el } = await sheet(await table({ system: "pool" }));
		expect(texts(el, ".cl-sheet-error")).toEqual(["This version has no character sheet for the pool game."]);
		expect(el.querySelector(".cl-sheet-name")).toBeNull();
	});

	it("bad quick-task lines are reported by line and the rest still work", async () => {
		const { el } = await sheet(await table(), "tasks:\n  Climb | might | climbing\n  Fly | wings\n  | speed");
		expect(texts(el, '[data-action^="quick:"]')).toEqual(["Climb (Might, trained)"]);
		expect(texts(el, ".cl-warning")).toEqual(['line 3: after the name comes might, speed or intellect (not "wings"), like "Climb | might | climbing"', "line 4: a quick task needs a name before the first |"]);
	});

	it("redraws when the note's metadata changes", async () => {
		const v = await table();
		const { el } = await sheet(v);
		await v.app.fileManager.processFrontMatter(v.file(KIRA), (fm: Record<string, unknown>) => {
			fm["might"] = 7;
		});
		await settle();
		expect(poolValues(el)[0]).toBe("7 / 12");
	});

	it("redraws when the campaign switches to the damage track", async () => {
		const v = await table();
		const { el } = await sheet(v);
		expect(el.querySelectorAll(".cl-sheet-boxes")).toHaveLength(3);
		await v.app.fileManager.processFrontMatter(v.file(CAMPAIGN), (fm: Record<string, unknown>) => {
			fm["damage-model"] = "damage-track";
		});
		await settle();
		expect(texts(el, ".cl-sheet-track-current")).toEqual(["hale"]);
	});

	it("stops listening once unloaded", async () => {
		const v = await table();
		const { el, child } = await sheet(v);
		child.unload();
		await v.app.fileManager.processFrontMatter(v.file(KIRA), (fm: Record<string, unknown>) => {
			fm["might"] = 5;
		});
		await settle();
		expect(poolValues(el)[0]).toBe("9 / 12");
	});
});

describe("parseSheetSource", () => {
	it("bounds the number of quick tasks and the label length", () => {
		const lines = Array.from({ length: 25 }, (_, i) => `  T${i} | might`).join("\n");
		const parsed = parseSheetSource(`tasks:\n${lines}\n  ${"x".repeat(500)} | speed`);
		expect(parsed.tasks).toHaveLength(20);
		// Every line with a problem is named; lines with the same problem share one line.
		expect(parsed.problems).toEqual(["lines 22–27: at most 20 quick tasks"]);
		expect(parseSheetSource(`tasks:\n ${"y".repeat(500)} | speed`).tasks[0]?.label).toHaveLength(60);
	});

	it("a huge pasted body is bounded: the lines read share one problem, the rest are named as not read", () => {
		const parsed = parseSheetSource("<script>alert(1)</script>\n".repeat(50_000));
		expect(parsed.tasks).toEqual([]);
		expect(parsed.problems).toEqual([
			'lines 1–200: expected "tasks:" followed by lines like "Climb | might | climbing"',
			"lines 201–50000: not read; a sheet block holds at most 200 lines",
		]);
	});

	it("lines with different problems are each listed, none folded into a count", () => {
		const parsed = parseSheetSource("tasks:\n  A | wings\n  B | fins\n  | speed\n  C | gills\n  | might\n  D | might | x | y");
		const stat = (got: string): string => `after the name comes might, speed or intellect (not "${got}"), like "Climb | might | climbing"`;
		expect(parsed.problems).toEqual([
			`line 2: ${stat("wings")}`,
			`line 3: ${stat("fins")}`,
			"lines 4, 6: a quick task needs a name before the first |",
			`line 5: ${stat("gills")}`,
			'line 7: after the stat, at most one skill and one weapon, like "Swing | might | swords | heavy weapon"',
		]);
	});

	it("lines before tasks: are reported, an empty body is fine", () => {
		expect(parseSheetSource("").problems).toEqual([]);
		expect(parseSheetSource("Climb | might").problems).toEqual(['line 1: expected "tasks:" followed by lines like "Climb | might | climbing"']);
	});
});
