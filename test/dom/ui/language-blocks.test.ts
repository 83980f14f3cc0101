/**
 * The blocks a note draws, in another language (issue 35), read as a French-speaking player reads
 * them: a roll block's buttons, odds, result and dice, and the log's summary table and campaign
 * recap. And a sheet edit's entry (its readable lines written in German) reads back, summarises and
 * undoes in English, because the log's machine parts (kind, outcome code, changes, checksum) never
 * change with the language.
 */
import { afterEach, describe, expect, it } from "vitest";
import { parseEntries, serializeLegacyEntry, type LogEntry } from "../../../src/engine/log";
import { ok } from "../../../src/engine/result";
import { scriptedRng } from "../../../src/engine/rng";
import { setLanguage } from "../../../src/lang";
import { undoEntry } from "../../../src/notes/log/undo";
import { stopListening } from "../../../src/ui/dice/block-events";
import { RollBlockChild } from "../../../src/ui/dice/roll-block";
import { logSheetEdit } from "../../../src/ui/frame/pipeline";
import { LedgerSummaryChild } from "../../../src/ui/log/summary-block";
import { testVault } from "../campaign/helpers";
import { deps, KIRA, must, SESSION, table } from "../cypher/fixtures";
import { entry } from "../log/fixtures";

const mounted: RollBlockChild[] = [];

afterEach(() => {
	for (const child of mounted.splice(0)) child.unload();
	stopListening();
	document.body.empty();
	setLanguage("en");
});

function mount(source: string, faces: number[]): HTMLElement {
	const el = createDiv();
	document.body.appendChild(el);
	const child = new RollBlockChild(el, source, scriptedRng(faces));
	child.load();
	mounted.push(child);
	return el;
}

async function oddsSettled(): Promise<void> {
	for (let i = 0; i < 2000 && document.querySelector(".cl-roll-odds-pending"); i++) await new Promise((resolve) => setTimeout(resolve, 1));
}

const text = (el: ParentNode, selector: string): string | null | undefined => el.querySelector(selector)?.textContent;

describe("a roll block in French", () => {
	it("says Lancer, Saisir des dés, its odds and, once rolled, its total, verdict and die in French", async () => {
		setLanguage("fr");
		const el = mount("1d20 vs 12", [15]);
		await oddsSettled();
		expect(text(el, "button.cl-roll-button")).toBe("Lancer");
		expect(el.querySelector("button.cl-roll-button")?.getAttribute("aria-label")).toBe("Lancer 1d20");
		expect(text(el, "button.cl-roll-enter-button")).toBe("Saisir des dés");
		const odds = text(el, ".cl-roll-odds") ?? "";
		expect(odds).toMatch(/^Étendue : 1–20 · Moyenne : /);
		expect(odds).toContain("Écart type : ");
		// 9 faces of 20 reach 12: 45 %, written the French way (a narrow space before the sign).
		expect(text(el, ".cl-roll-chance")).toMatch(/^Chance d'obtenir 12 ou plus : 45\s%$/);
		el.querySelector<HTMLButtonElement>("button.cl-roll-button")?.click();
		expect(text(el, "button.cl-roll-button")).toBe("Relancer");
		expect(text(el, ".cl-roll-total-label")).toBe("Total");
		expect(text(el, ".cl-roll-verdict")).toBe("atteint 12");
		expect(text(el, ".cl-roll-dice > summary")).toBe("Le dé");
		expect(text(el, ".cl-roll-reroll-button")).toBe("Relancer ce dé");
		expect(el.querySelector(".cl-roll-reroll-select")?.getAttribute("aria-label")).toBe("Dé à relancer");
		// No English word left on the block.
		expect(el.textContent).not.toMatch(/\b(Roll|Enter dice|Range|Mean|Chance of|meets|The die)\b/);
	});

	it("switches back to English for the blocks drawn after the language changes back", async () => {
		setLanguage("fr");
		mount("1d20 vs 12", [15]);
		setLanguage("en");
		const el = mount("1d20 vs 12", [15]);
		await oddsSettled();
		expect(text(el, "button.cl-roll-button")).toBe("Roll");
		expect(text(el, ".cl-roll-chance")).toBe("Chance of 12 or more: 45%");
	});
});

describe("the log's summary in French", () => {
	it("heads the recap and its table in French and says an empty log in French", async () => {
		setLanguage("fr");
		const v = testVault();
		await v.note("Gate/The Ninth Gate.md", { ledger: "campaign", system: "cypher", "damage-model": "wounds", party: ["[[Kira]]"] });
		await v.note("Gate/Kira.md", { ledger: "character", system: "cypher" });
		const log = (...entries: LogEntry[]): string => `## Log\n\n${entries.map(serializeLegacyEntry).join("\n\n")}\n`;
		await v.note("Gate/Session 1.md", { ledger: "session", campaign: "[[The Ninth Gate]]", session: 1, date: "2026-03-07" }, log(entry({ id: "a1" }), entry({ id: "a2", outcome: { code: "failure", text: "Failure" } })));
		await v.note("Gate/Session 2.md", { ledger: "session", campaign: "[[The Ninth Gate]]", session: 2, date: "2026-03-14" }, "## Log\n");
		const recap = createDiv();
		const child = new LedgerSummaryChild(recap, v.app, "Gate/The Ninth Gate.md", "campaign");
		child.load();
		await child.render();
		// The campaign's name is a link inside the French sentence.
		expect(text(recap, ".cl-summary-heading")).toBe("Récapitulatif de The Ninth Gate : 2 séances");
		expect(recap.querySelector(".cl-summary-heading a")?.textContent).toBe("The Ninth Gate");
		expect([...recap.querySelectorAll(".cl-summary-subheading")].map((p) => p.textContent)).toEqual(["Toutes les séances", "Session 1", "Session 2"]);
		expect([...(recap.querySelector("thead tr")?.children ?? [])].map((th) => th.textContent)).toEqual(["Personnage", "Jets", "Réussites", "Échecs", "Intrusions", "PX gagnés", "PX dépensés"]);
		expect(recap.querySelector(".cl-summary-scroll")?.getAttribute("aria-label")).toBe("Tableau récapitulatif");
		// The second session logged nothing: said so under its name.
		expect(text(recap, ".cl-summary-empty")).toBe("Aucune entrée dans le journal pour l'instant.");
		// The counts are the log's own, whatever the language: Kira rolled twice, once a failure.
		const kiraRow = [...(recap.querySelector("table tbody tr")?.children ?? [])].map((cell) => cell.textContent);
		expect(kiraRow).toEqual(["Kira", "2", "1", "1", "0", "0", "0"]);
		child.unload();
	});
});

describe("a sheet edit across languages", () => {
	it("written in German, it reads back, is summarised and undoes in English", async () => {
		const v = await table();
		const before = v.frontmatter(KIRA)?.["might"];
		expect(before).toBe(9);
		setLanguage("de");
		must(await logSheetEdit(deps(v), v.file(KIRA), () => Promise.resolve(ok(undefined)), "cypher", { key: "might", before: 9, after: 8, label: "Might 9 → 8" }));
		expect(v.frontmatter(KIRA)?.["might"]).toBe(8);
		const written = await v.read(SESSION);
		// Its readable lines are German; its machine parts are the ones every language writes.
		expect(written).toContain("Von Hand auf dem Bogen geändert.");
		expect(written).not.toContain("Changed by hand on the sheet.");

		setLanguage("en");
		const [edit] = parseEntries(written).entries.map((item) => item.entry);
		expect(edit?.kind).toBe("edit");
		expect(edit?.outcome?.code).toBe("edit");
		expect(edit?.changes).toEqual([{ target: "[[Kira]]", key: "might", before: 9, after: 8 }]);
		// The summary counts it as what it is (an edit, not a roll) and speaks English.
		const el = createDiv();
		const summary = new LedgerSummaryChild(el, v.app, SESSION);
		summary.load();
		await summary.render();
		expect([...(el.querySelector("thead tr")?.children ?? [])].map((th) => th.textContent)[0]).toBe("Character");
		expect([...el.querySelectorAll("tbody tr")].every((tr) => tr.children[1]?.textContent === "0")).toBe(true);
		summary.unload();
		expect(must(await undoEntry(v.app, v.file(SESSION), edit?.id ?? "")).status).toBe("undone");
		expect(v.frontmatter(KIRA)?.["might"]).toBe(9);
	});
});
