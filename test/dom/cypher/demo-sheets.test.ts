import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { testVault } from "../campaign/helpers";
import { settle, sheetChild } from "./fixtures";

const CAMPAIGNS = join(dirname(fileURLToPath(import.meta.url)), "../../../demo-vault/Campaigns");

/** Each demo PC with its campaign note, so the sheet reads the campaign's damage model. */
const PCS: [string, string, number][] = [
	["The Ninth Gate/Characters/Kessa Varn.md", "The Ninth Gate/The Ninth Gate.md", 2],
	["The Ninth Gate/Characters/Brisk Amwell.md", "The Ninth Gate/The Ninth Gate.md", 3],
	["The Ninth Gate/Characters/Oru Thale.md", "The Ninth Gate/The Ninth Gate.md", 2],
	["Ashen Crown/Characters/Ilse Marrow.md", "Ashen Crown/Ashen Crown.md", 2],
];

describe("the demo vault's character sheets", () => {
	it.each(PCS)("%s draws without problems, with its quick tasks", async (pc, campaign, quick) => {
		const v = testVault();
		for (const path of [campaign, pc]) {
			const folder = path.split("/").slice(0, -1);
			for (let i = 1; i <= folder.length; i++) {
				const sub = folder.slice(0, i).join("/");
				if (!v.app.vault.getAbstractFileByPath(sub)) await v.app.vault.createFolder(sub);
			}
			await v.app.vault.create(path, readFileSync(join(CAMPAIGNS, path), "utf8"));
		}
		const text = await v.read(pc);
		const body = /```ledger-sheet\n([\s\S]*?)```/.exec(text)?.[1];
		expect(body).toBeDefined();
		const el = createDiv();
		sheetChild(v, el, body ?? "", pc, { openTask: () => undefined, openRecovery: () => undefined }).load();
		await settle();
		expect(el.querySelectorAll(".cl-sheet-error, .cl-warning")).toHaveLength(0);
		expect(el.querySelectorAll('[data-action^="quick:"]')).toHaveLength(quick);
	});
});
