import { describe, expect, it, vi } from "vitest";
import { ButtonComponent } from "obsidian-test-mocks/obsidian";
import { CreateCampaignModal } from "../../../src/ui/commands/create-campaign-modal";
import { NameModal } from "../../../src/ui/commands/name-modal";
import { fail } from "../../../src/engine/result";
import { testVault } from "./helpers";

/** Row names of the dialog's rows (the mock's Setting is settingEl > [controlEl, infoEl > [nameEl, descEl]]). */
function rowNames(el: HTMLElement): string[] {
	return [...el.querySelectorAll(".cl-dialog-field > div:nth-child(2) > div:first-child")].map((e) => e.textContent ?? "");
}

describe("Create campaign form", () => {
	it("asks for name, game system, damage model (Cypher is the default system) and party", async () => {
		const v = testVault();
		await v.note("Characters/Aria.md", { ledger: "character" });
		const modal = new CreateCampaignModal(v.app, v.settings());
		modal.open();
		expect(rowNames(modal.contentEl).filter((n) => n !== "")).toEqual(["Name", "Game system", "Damage model", "Party"]);
		expect(modal.contentEl.textContent).toContain("Existing: Aria");
		modal.close();
		expect(modal.contentEl.childElementCount).toBe(0);
	});

	it("a character name with markup is shown as text, never as HTML", async () => {
		const v = testVault();
		await v.note("Characters/x.md", { ledger: "character" });
		await v.app.vault.rename(v.file("Characters/x.md"), "Characters/<img src=x onerror=alert(1)>.md");
		await v.app.vault.modify(v.file("Characters/<img src=x onerror=alert(1)>.md"), "---\nledger: character\n---\n");
		const modal = new CreateCampaignModal(v.app, v.settings());
		modal.open();
		expect(modal.contentEl.querySelector("img")).toBeNull();
		expect(modal.contentEl.textContent).toContain("<img src=x onerror=alert(1)>");
	});
});

describe("name form", () => {
	it("shows the action's error inline", async () => {
		const v = testVault();
		const modal = new NameModal(v.app, "New character", "Name", () => Promise.resolve(fail("Character name: a name is required")));
		// The mock's buttons are not wired to DOM clicks; catch the component to click it.
		const created = vi.spyOn(ButtonComponent, "create__");
		modal.open();
		const button = created.mock.results[0]?.value as ButtonComponent | undefined;
		expect(button).toBeDefined();
		button?.simulateClick__();
		// Microtasks only: the mock's open() closes the modal on the next timer tick.
		for (let i = 0; i < 5; i++) await Promise.resolve();
		created.mockRestore();
		expect(modal.contentEl.textContent).toContain("Character name: a name is required");
	});
});
