import { readFileSync, readdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { chanceVsDc, percent } from "../../../src/engine/systems/d20/odds";
import { testVault } from "../campaign/helpers";
import { settle, sheetChild } from "./fixtures";

const VAULT = join(dirname(fileURLToPath(import.meta.url)), "../../../demo-vault");
const MANUAL = "Manual/d20 game.md";
const REACH = "Campaigns/Iron Reach";

describe("the d20 manual's live examples", () => {
	it("each ledger-sheet block draws the demo note it names, without problems", async () => {
		const v = testVault();
		for (const folder of ["Manual", "Campaigns", REACH, `${REACH}/Characters`, `${REACH}/NPCs`]) await v.app.vault.createFolder(folder);
		for (const sub of ["", "/Characters", "/NPCs"]) {
			for (const name of readdirSync(join(VAULT, REACH + sub)).filter((n) => n.endsWith(".md"))) {
				await v.app.vault.create(`${REACH}${sub}/${name}`, readFileSync(join(VAULT, REACH + sub, name), "utf8"));
			}
		}
		const text = readFileSync(join(VAULT, MANUAL), "utf8");
		await v.app.vault.create(MANUAL, text);
		const blocks = [...text.matchAll(/```ledger-sheet\n([\s\S]*?)```/g)].map((m) => m[1] ?? "");
		expect(blocks).toEqual(["note: [[Mara Quell]]\n", "note: [[Dockside Bruiser]]\n"]);
		const names: string[] = [];
		for (const source of blocks) {
			const el = createDiv();
			const child = sheetChild(v, el, MANUAL, undefined, source);
			child.load();
			await settle();
			expect(el.querySelectorAll(".cl-sheet-error, .cl-warning, .cl-sheet-list-problem")).toHaveLength(0);
			names.push(el.querySelector(".cl-sheet-name")?.textContent ?? "");
		}
		expect(names).toEqual(["Mara Quell", "Dockside Bruiser"]);
	});

	it("the free-roll comparison shows the same chance the check dialog shows for Mara's Athletics", () => {
		const text = readFileSync(join(VAULT, MANUAL), "utf8");
		expect(text).toContain("```ledger-roll\nd20+7 vs 15 # Athletics +7 against DC 15\n```");
		// The dialog: "Chance to match or beat DC 15: 65% (13 in 20)" (test/dom/d20/table.test.ts).
		expect(percent(chanceVsDc(7, 15).chance)).toBe("65%");
	});
});
