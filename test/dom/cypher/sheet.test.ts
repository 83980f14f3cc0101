import { describe, expect, it, vi } from "vitest";
import { CypherSheetChild, type SheetActions } from "../../../src/ui/cypher/sheet-block";
import { parseSheetSource } from "../../../src/ui/cypher/sheet-source";
import { CAMPAIGN, KIRA, settle, table } from "./fixtures";
import type { TestVault } from "../campaign/helpers";

const SOURCE = "tasks:\n  Climb | might | climbing\n  Sneak | speed | stealth";

function actions() {
	const openTask = vi.fn<SheetActions["openTask"]>();
	const openRecovery = vi.fn<SheetActions["openRecovery"]>();
	return { openTask, openRecovery, actions: { openTask, openRecovery } as SheetActions };
}

async function sheet(v: TestVault, source = SOURCE, path = KIRA, spy = actions()) {
	const el = createDiv();
	const child = new CypherSheetChild(el, v.app, source, path, () => v.settings(), spy.actions);
	child.load();
	await settle();
	return { el, child, spy };
}

const texts = (el: HTMLElement, selector: string): string[] => [...el.querySelectorAll(selector)].map((e) => e.textContent ?? "");

describe("the ledger-sheet block", () => {
	it("draws name, tier, Effort, XP, the three Pools with Edge, skills, armor, wounds and recoveries from the frontmatter", async () => {
		const { el } = await sheet(await table());
		expect(texts(el, ".cl-sheet-name")).toEqual(["Kira"]);
		expect(texts(el, ".cl-sheet-stats")).toEqual(["Tier 1 · Effort 1 · XP 3"]);
		expect(texts(el, ".cl-sheet-pool-value")).toEqual(["9 / 12", "10 / 10", "11 / 11"]);
		expect(texts(el, ".cl-sheet-pool-edge")).toEqual(["Edge 1", "Edge 0", "Edge 1"]);
		expect(texts(el, ".cl-sheet-facts li")).toEqual(["Trained: climbing", "Specialized: perception", "Armor: light", "Recoveries used: 1 of 4 (next: ten minutes)"]);
		// 000: "A core character can take three minor wounds, three moderate wounds, and three major wounds."
		expect(texts(el, ".cl-sheet-wounds-name")).toEqual(["Minor 0/3", "Moderate 0/3", "Major 0/3"]);
	});

	it("offers a button per stat, per quick task (with its skill level) and for a recovery roll", async () => {
		const { el, spy } = await sheet(await table());
		const buttons = [...el.querySelectorAll("button")];
		expect(buttons.map((b) => b.textContent)).toEqual(["Might task", "Speed task", "Intellect task", "Climb (Might, trained)", "Sneak (Speed, untrained)", "Recovery roll"]);
		buttons[3]?.click();
		expect(spy.openTask).toHaveBeenCalledWith(expect.objectContaining({ path: KIRA }), "might", { label: "Climb", stat: "might", skill: "climbing" });
		buttons[5]?.click();
		expect(spy.openRecovery).toHaveBeenCalledWith(expect.objectContaining({ path: KIRA }));
	});

	it("shows the damage track instead of wounds when the campaign uses it", async () => {
		const { el } = await sheet(await table({ "damage-track": "impaired" }, { "damage-model": "damage-track" }));
		expect(texts(el, ".cl-sheet-track-step")).toEqual(["hale", "impaired", "debilitated", "dead"]);
		expect(texts(el, ".cl-sheet-track-current")).toEqual(["impaired"]);
		expect(el.querySelectorAll(".cl-sheet-wounds")).toHaveLength(0);
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
		expect(texts(el, ".cl-sheet-quick")).toEqual(["<i>Leap</i> (Speed)"]);
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

	it("a character of another game is not drawn as a Cypher sheet, and says what is needed", async () => {
		const { el } = await sheet(await table({ system: "pool" }));
		expect(texts(el, ".cl-sheet-error")).toEqual(['"Gate/Kira.md" is not a Cypher character note (it needs ledger: character and system: cypher, or a Cypher campaign)']);
	});

	it("bad quick-task lines are reported by line and the rest still work", async () => {
		const { el } = await sheet(await table(), "tasks:\n  Climb | might | climbing\n  Fly | wings\n  | speed");
		expect(texts(el, ".cl-sheet-quick")).toEqual(["Climb (Might, trained)"]);
		expect(texts(el, ".cl-warning")).toEqual(['line 3: the stat must be might, speed or intellect, got "wings"', "line 4: a quick task needs a name before the first |"]);
	});

	it("redraws when the note's metadata changes", async () => {
		const v = await table();
		const { el } = await sheet(v);
		await v.app.fileManager.processFrontMatter(v.file(KIRA), (fm: Record<string, unknown>) => {
			fm["might"] = 7;
		});
		await settle();
		expect(texts(el, ".cl-sheet-pool-value")[0]).toBe("7 / 12");
	});

	it("redraws when the campaign switches to the damage track", async () => {
		const v = await table();
		const { el } = await sheet(v);
		expect(el.querySelectorAll(".cl-sheet-wounds")).toHaveLength(3);
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
		expect(texts(el, ".cl-sheet-pool-value")[0]).toBe("9 / 12");
	});
});

describe("parseSheetSource", () => {
	it("bounds the number of quick tasks and the label length", () => {
		const lines = Array.from({ length: 25 }, (_, i) => `  T${i} | might`).join("\n");
		const parsed = parseSheetSource(`tasks:\n${lines}\n  ${"x".repeat(500)} | speed`);
		expect(parsed.tasks).toHaveLength(20);
		expect(parsed.problems).toEqual([
			"line 22: at most 20 quick tasks",
			"line 23: at most 20 quick tasks",
			"line 24: at most 20 quick tasks",
			"line 25: at most 20 quick tasks",
			"line 26: at most 20 quick tasks",
			"and 1 more line that could not be read",
		]);
		expect(parseSheetSource(`tasks:\n ${"y".repeat(500)} | speed`).tasks[0]?.label).toHaveLength(60);
	});

	it("a huge pasted body is bounded: five problems and a count", () => {
		const parsed = parseSheetSource("<script>alert(1)</script>\n".repeat(50_000));
		expect(parsed.tasks).toEqual([]);
		expect(parsed.problems).toHaveLength(6);
		expect(parsed.problems[5]).toBe("and 49995 more lines that could not be read");
	});

	it("lines before tasks: are reported, an empty body is fine", () => {
		expect(parseSheetSource("").problems).toEqual([]);
		expect(parseSheetSource("Climb | might").problems).toEqual(['line 1: expected "tasks:" followed by lines like "Climb | might | climbing"']);
	});
});
