/**
 * A character's abilities, read from ability pages written here in the compendium's format (own
 * names and numbers): the sheet lists and links them, the task dialog offers the actions that cost
 * points, prices them with the Effort (Edge once), and the roll logs the ability.
 */
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it, vi } from "vitest";
import { parseEntries } from "../../../src/engine/log";
import { readCharacterAbilities } from "../../../src/notes/csrd/abilities";
import { rollTask } from "../../../src/ui/cypher/actions";
import { tableActions } from "../../../src/ui/cypher/register";
import { TaskModal } from "../../../src/ui/cypher/task-modal";
import { testVault, type TestVault } from "../campaign/helpers";
import { deps, KIRA, noteOf, SESSION, settle, sheetChild, table } from "./fixtures";

const FOLDER = "Compendium/Abilities";

/** An ability page as the compendium writes one: aliases, Ability tags, a heading and the cost line. */
async function abilityPage(v: TestVault, file: string, name: string, tags: string[], costLine: string): Promise<void> {
	await v.note(`${FOLDER}/${file}.md`, { aliases: [name], tags: ["Compendium/CSRD/en/Abilities", "Ability", ...tags] }, `\n## ${name}\n>**${tags.includes("Ability/Enabler") ? "Enabler" : "Action"}**\n${costLine}\n\nWords of our own.\n`);
}

/** Kira (Speed 10, Edge set to 1 here, Effort 1) with a page for each kind of link a sheet can hold. */
async function kiraWithAbilities(abilities: string[] = ["[[Tide Call]]", "[[Steady Hands]]", "[[Stone Skin]]", "[[Deep Listening]]", "[[Missing Rite]]", "[[Gate]]"]): Promise<TestVault> {
	const v = await table({ "speed-edge": 1, abilities });
	await abilityPage(v, "Tide Call", "Tide Call", ["Ability/Action", "Ability/Cost/2", "Ability/Tier/Low", "Ability/Pool/Speed"], ">2 Speed points");
	await abilityPage(v, "Steady Hands", "Steady Hands", ["Ability/Action", "Ability/Cost/NA", "Ability/Tier/Low"], "");
	await abilityPage(v, "Stone Skin", "Stone Skin", ["Ability/Enabler", "Ability/Cost/NA", "Ability/Tier/Mid"], "");
	await abilityPage(v, "Deep Listening", "Deep Listening", ["Ability/Action", "Ability/Cost/4", "Ability/Tier/High", "Ability/Pool/Intellect"], ">4+ Intellect points");
	return v;
}

async function dialog(v: TestVault, faces: number[] = []) {
	const d = deps(v, faces);
	const { abilities } = await readCharacterAbilities(v.app, v.file(KIRA), (await noteOf(v, KIRA)).sheet.abilities);
	const modal = new TaskModal(v.app, await noteOf(v, KIRA), (file, form, label) => rollTask(d, file, form, label), "might", undefined, "", abilities);
	modal.onOpen();
	const line = (cls: string): string => modal.contentEl.querySelector(`.${cls}`)?.textContent ?? "";
	const options = (row: string): string[] => {
		const setting = [...modal.contentEl.querySelectorAll(".setting-item, div")].find((el) => el.firstElementChild?.nextElementSibling?.firstElementChild?.textContent === row);
		return [...(setting?.querySelectorAll("option") ?? [])].map((o) => o.textContent ?? "");
	};
	return { modal, d, line, options };
}

describe("reading a character's abilities from their pages", () => {
	it("reads cost, Pool and kind from the tags, and turns every unreadable link into a problem line", async () => {
		const v = await kiraWithAbilities();
		const read = await readCharacterAbilities(v.app, v.file(KIRA), (await noteOf(v, KIRA)).sheet.abilities);
		expect(read.abilities.map((a) => [a.name, a.cost, a.pool, a.kind, a.costOpenEnded, a.link])).toEqual([
			["Tide Call", 2, "speed", "action", false, "[[Tide Call]]"],
			["Steady Hands", 0, undefined, "action", false, "[[Steady Hands]]"],
			["Stone Skin", 0, undefined, "enabler", false, "[[Stone Skin]]"],
			["Deep Listening", 4, "intellect", "action", true, "[[Deep Listening]]"],
		]);
		expect(read.problems).toEqual(["[[Missing Rite]]: no such page in the vault.", "[[Gate]]: not an ability page."]);
	});

	it("reads at most 50 links, however many the note lists", async () => {
		const v = await kiraWithAbilities(Array.from({ length: 200 }, () => "[[Tide Call]]"));
		const read = await readCharacterAbilities(v.app, v.file(KIRA), Array.from({ length: 200 }, () => "[[Tide Call]]"));
		expect(read.abilities).toHaveLength(50);
		expect(v.frontmatter(KIRA)?.["abilities"]).toHaveLength(200);
	});
});

describe("the task dialog with abilities", () => {
	it("offers None and the actions that cost points, not enablers or free ones", async () => {
		const { options } = await dialog(await kiraWithAbilities());
		expect(options("Ability")).toEqual(["None", "Tide Call (2 Speed)", "Deep Listening (4+ Intellect)"]);
	});

	it("choosing one locks the stat to its Pool and adds its cost before Edge, which comes off once", async () => {
		const { modal, line } = await dialog(await kiraWithAbilities());
		modal.chooseAbility("0");
		expect(modal.form.stat).toBe("speed");
		const statButtons = () => [...modal.contentEl.querySelectorAll<HTMLButtonElement>('[data-key="stat"] .cl-seg-button')];
		// The stat's buttons: locked while the ability is chosen.
		expect(statButtons().every((b) => b.disabled)).toBe(true);
		expect(line("cl-dialog-ability")).toBe("Tide Call is paid from Speed, so the task uses Speed.");
		// 000: "you can use your Edge only once per action": Tide Call 2, Edge 1 → 1.
		expect(line("cl-dialog-cost")).toBe("Cost: Tide Call 2 − Edge 1 = 1 Speed");
		// 000: "Using Effort costs 3 Pool points"; with the ability, 2 + 3 = 5, still only 1 Edge off.
		modal.update({ effort: 1 });
		expect(line("cl-dialog-cost")).toBe("Cost: Tide Call 2 + 1 level of Effort 3 − Edge 1 = 4 Speed");
		// Ability back to None: the stat chosen before (Might) comes back and is free to change again.
		modal.chooseAbility("");
		expect(modal.form.ability).toBeUndefined();
		expect(modal.form.stat).toBe("might");
		expect(statButtons().some((b) => b.disabled)).toBe(false);
		expect(statButtons().find((b) => b.getAttribute("aria-pressed") === "true")?.dataset.value).toBe("might");
		expect(line("cl-dialog-cost")).toBe("Cost: 1 level of Effort: 3 Might − 1 Edge = 2");
	});

	it("an open-ended cost is paid at its base, and the live line says so", async () => {
		const { modal, line } = await dialog(await kiraWithAbilities());
		modal.chooseAbility("1");
		expect(modal.form.stat).toBe("intellect");
		// Kira's Intellect Edge is 1: 4 − 1 = 3.
		expect(line("cl-dialog-cost")).toBe("Cost: Deep Listening 4 (its base; the page allows more) − Edge 1 = 3 Intellect");
	});

	it("rolling pays the ability with the Effort from its Pool and logs the ability as a link", async () => {
		const v = await kiraWithAbilities();
		const { modal } = await dialog(v, [15]);
		modal.chooseAbility("0");
		modal.update({ effort: 1 });
		await modal.roll();
		// Speed 10 − (2 + 3 − 1) = 6.
		expect(v.frontmatter(KIRA)?.["speed"]).toBe(6);
		const entry = parseEntries(await v.read(SESSION)).entries.at(-1)?.entry;
		expect(entry?.title).toBe("Tide Call (Speed)");
		expect(entry?.inputs).toContainEqual({ key: "ability", value: "[[Tide Call]]" });
		expect(entry?.links).toContain("Tide Call");
		expect(entry?.changes).toContainEqual(expect.objectContaining({ key: "speed", before: 10, after: 6 }));
	});

	it("an ability the Pool cannot pay is refused with the engine's message and Roll is disabled", async () => {
		const v = await table({ "speed-edge": 1, speed: 0, abilities: ["[[Tide Call]]"] });
		await abilityPage(v, "Tide Call", "Tide Call", ["Ability/Action", "Ability/Cost/2", "Ability/Pool/Speed"], ">2 Speed points");
		const { modal, line } = await dialog(v);
		modal.chooseAbility("0");
		expect(line("cl-dialog-refusal")).toBe("Kira cannot spend 1 point from Speed: the Pool holds 0.");
		expect(modal.rollButton?.disabled).toBe(true);
	});
});

describe("opening the dialog from the sheet", () => {
	it("reads the ability pages as the dialog opens, so the sheet's task button offers them", async () => {
		const v = await kiraWithAbilities();
		const opened: TaskModal[] = [];
		const open = vi.spyOn(TaskModal.prototype, "open").mockImplementation(function (this: TaskModal) {
			opened.push(this);
		});
		tableActions(deps(v)).openTask(v.file(KIRA), "might");
		await settle();
		open.mockRestore();
		expect(opened).toHaveLength(1);
		opened[0]?.onOpen();
		const labels = [...(opened[0]?.contentEl.querySelector("select")?.options ?? [])].map((o) => o.textContent);
		expect(labels).toEqual(["None", "Tide Call (2 Speed)", "Deep Listening (4+ Intellect)"]);
	});

	it("a sheet without abilities keeps the dialog as it was: no Ability row", async () => {
		const { options, modal } = await dialog(await table());
		expect(options("Ability")).toEqual([]);
		expect(modal.contentEl.querySelector('[data-key="stat"] .cl-seg-button')?.textContent).toBe("Might 9/12");
	});

	it("a hostile cost on a page is refused by the engine's bound, not paid", async () => {
		const v = await table({ abilities: ["[[Vast Rite]]"] });
		await abilityPage(v, "Vast Rite", "Vast Rite", ["Ability/Action", "Ability/Cost/99999", "Ability/Pool/Might"], ">99999 Might points");
		const { modal, line } = await dialog(v);
		modal.chooseAbility("0");
		expect(line("cl-dialog-refusal")).toBe("An ability cost must be a whole number from 0 to 100 (got 99999).");
		expect(modal.rollButton?.disabled).toBe(true);
	});
});

/** The sheet's Abilities list. */
const ABILITIES = '.cl-sheet-list[data-list="Abilities"]';

describe("the sheet lists the abilities", () => {
	async function sheet(v: TestVault): Promise<HTMLElement> {
		const el = createDiv();
		sheetChild(v, el, "", KIRA, { openTask: () => undefined, openRecovery: () => undefined }).load();
		await settle();
		return el;
	}

	it("links each ability with its cost and shows the unreadable ones as text", async () => {
		const el = await sheet(await kiraWithAbilities());
		const items = [...el.querySelectorAll(`${ABILITIES} li`)].map((li) => li.textContent);
		expect(items).toEqual([
			"Tide Call — 2 Speed",
			"Steady Hands — no cost",
			"Stone Skin — enabler",
			"Deep Listening — 4+ Intellect",
			"[[Missing Rite]]: no such page in the vault.",
			"[[Gate]]: not an ability page.",
		]);
		expect([...el.querySelectorAll(`${ABILITIES} .cl-sheet-list-problem`)].map((li) => li.textContent)).toEqual(["[[Missing Rite]]: no such page in the vault.", "[[Gate]]: not an ability page."]);
		const links = [...el.querySelectorAll<HTMLAnchorElement>(`${ABILITIES} a.internal-link`)];
		expect(links.map((a) => a.dataset.href)).toEqual(["Tide Call", "Steady Hands", "Stone Skin", "Deep Listening"]);
	});

	it("HTML in an ability's name renders as text, never as markup", async () => {
		const v = await table({ abilities: ["[[Loud Shout]]"] });
		await abilityPage(v, "Loud Shout", "<b>Loud</b> Shout<img src=x onerror=alert(1)>", ["Ability/Action", "Ability/Cost/1", "Ability/Pool/Might"], ">1 Might point");
		const el = await sheet(v);
		const link = el.querySelector(`${ABILITIES} a`);
		expect(link?.textContent).toBe("<b>Loud</b> Shout<img src=x onerror=alert(1)>");
		expect(el.querySelector(`${ABILITIES} b, ${ABILITIES} img`)).toBeNull();
		const { options } = await dialog(v);
		expect(options("Ability")).toEqual(["None", "<b>Loud</b> Shout<img src=x onerror=alert(1)> (1 Might)"]);
	});
});

describe("the demo vault's ability pages", () => {
	const DEMO = join(dirname(fileURLToPath(import.meta.url)), "../../../demo-vault");
	const PAGES = "Compendium/Abilities";
	const PCS = [
		"Campaigns/The Ninth Gate/Characters/Kessa Varn.md",
		"Campaigns/The Ninth Gate/Characters/Brisk Amwell.md",
		"Campaigns/The Ninth Gate/Characters/Oru Thale.md",
		"Campaigns/Ashen Crown/Characters/Ilse Marrow.md",
	];

	it.each(PCS)("every ability %s links is a readable demo page", async (pc) => {
		const v = testVault();
		for (const folder of ["Compendium", PAGES, ...pc.split("/").slice(0, -1).map((_, i, parts) => parts.slice(0, i + 1).join("/"))]) {
			if (!v.app.vault.getAbstractFileByPath(folder)) await v.app.vault.createFolder(folder);
		}
		for (const page of readdirSync(join(DEMO, PAGES))) await v.app.vault.create(`${PAGES}/${page}`, readFileSync(join(DEMO, PAGES, page), "utf8"));
		await v.app.vault.create(pc, readFileSync(join(DEMO, pc), "utf8"));
		const links = v.frontmatter(pc)?.["abilities"] as string[];
		const read = await readCharacterAbilities(v.app, v.file(pc), links);
		expect(read.problems).toEqual([]);
		expect(read.abilities).toHaveLength(links.length);
	});

	it("the pages carry the costs the demo PCs pay: Bash 1 Might, Onslaught 1 Intellect, Scan 2 Intellect, Fleet of Foot an enabler", async () => {
		const v = testVault();
		await v.app.vault.createFolder("Compendium");
		await v.app.vault.createFolder(PAGES);
		for (const page of readdirSync(join(DEMO, PAGES))) await v.app.vault.create(`${PAGES}/${page}`, readFileSync(join(DEMO, PAGES, page), "utf8"));
		await v.note("Kessa.md", {});
		const read = await readCharacterAbilities(v.app, v.file("Kessa.md"), ["[[Bash]]", "[[Onslaught]]", "[[Scan]]", "[[Fleet-of-Foot|Fleet of Foot]]"]);
		expect(read.abilities.map((a) => `${a.name}: ${a.kind} ${a.cost}${a.costOpenEnded ? "+" : ""} ${a.pool ?? ""}`)).toEqual([
			"Bash: action 1 might",
			"Onslaught: action 1 intellect",
			"Scan: action 2 intellect",
			"Fleet of Foot: enabler 1+ speed",
		]);
	});
});
