/**
 * Note-name fields suggest the vault's notes, as Obsidian's own fields do (AbstractInputSuggest):
 * the party suggests characters, Add combatant characters, NPCs and creature pages, an encounter's
 * creature lines NPCs and creature pages after their count, the settings campaign notes, any note
 * for a template, and folders. Choosing a suggestion writes it into the field as if typed.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import type { AbstractInputSuggest, App, TAbstractFile, TFile } from "obsidian";

// The suggesters are built on Obsidian's AbstractInputSuggest; the mock of it records which field
// each one is attached to, so the test can ask it for suggestions and choose one, as a user would.
const attached = vi.hoisted(() => [] as { input: HTMLInputElement; suggest: AbstractInputSuggest<TAbstractFile> }[]);
vi.mock("obsidian", async (importOriginal) => {
	const obsidian = await importOriginal<typeof import("obsidian")>();
	abstract class Recording<T> extends obsidian.AbstractInputSuggest<T> {
		constructor(app: App, input: HTMLInputElement) {
			super(app, input);
			attached.push({ input, suggest: this as unknown as AbstractInputSuggest<TAbstractFile> });
		}
	}
	return { ...obsidian, AbstractInputSuggest: Recording };
});

import { CreateCampaignModal } from "../../../src/ui/commands/create-campaign-modal";
import { AddCombatantModal, CreateEncounterModal } from "../../../src/ui/encounter/modals";
import { rankByName, typedPart } from "../../../src/ui/note-suggest";
import { LedgerSettingTab } from "../../../src/ui/settings-tab";
import { DEFAULT_SETTINGS, type LedgerSettings } from "../../../src/settings";
import { testVault, type TestVault } from "../campaign/helpers";

/** What the suggester attached to a field offers for its text, by name, and choosing one. */
function field(input: HTMLInputElement | undefined) {
	const entry = attached.find((a) => a.input === input);
	if (!entry) throw new Error("no suggester on this field");
	const suggest = entry.suggest as unknown as { getSuggestions(q: string): TAbstractFile[]; selectSuggestion(v: TAbstractFile, e: MouseEvent): void; renderSuggestion(v: TAbstractFile, el: HTMLElement): void };
	return {
		offers: (text: string): string[] => suggest.getSuggestions(text).map((f) => f.path),
		choose: (text: string, path: string): void => {
			const chosen = suggest.getSuggestions(text).find((f) => f.path === path);
			if (!chosen) throw new Error(`${path} is not offered for "${text}"`);
			suggest.selectSuggestion(chosen, new MouseEvent("click"));
		},
		drawn: (text: string): string[] =>
			suggest.getSuggestions(text).map((f) => {
				const el = createDiv();
				suggest.renderSuggestion(f, el);
				return el.textContent ?? "";
			}),
	};
}

async function vault(): Promise<TestVault> {
	const v = testVault();
	await v.note("Campaigns/Gate/Gate.md", { ledger: "campaign", system: "cypher", party: [] });
	await v.note("Characters/Aria.md", { ledger: "character", system: "cypher" });
	await v.note("Characters/Bron.md", { ledger: "character", system: "cypher" });
	await v.note("NPCs/Guard captain.md", { ledger: "npc", system: "cypher", level: 3 });
	await v.note("Compendium/Rust Hound.md", { tags: ["Creature", "Creature/Level/2", "Creature/Health/6"] }, "A hound of rust.\n");
	await v.note("Templates/Session.md", {}, "# {{title}}\n");
	await v.note("Notes/Rusty keys.md", {}, "Not a creature.\n");
	return v;
}

function typeInto(input: HTMLInputElement | undefined, text: string): void {
	if (!input) throw new Error("no field");
	input.value = text;
	input.dispatchEvent(new Event("input"));
}

afterEach(() => {
	attached.length = 0;
	vi.useRealTimers();
});

describe("the part of a field being typed", () => {
	it.each([
		["Ru", false, { head: "", query: "Ru", bracket: false }],
		["Aria, Br", true, { head: "Aria, ", query: "Br", bracket: false }],
		["Aria,Br", true, { head: "Aria, ", query: "Br", bracket: false }],
		["Ghoul, 3 × ru", true, { head: "Ghoul, 3 × ", query: "ru", bracket: false }],
		["2x [[Rust", true, { head: "2x [[", query: "Rust", bracket: true }],
		["Aria, ", true, { head: "Aria, ", query: "", bracket: false }],
		["Aria, Bron", false, { head: "", query: "Aria, Bron", bracket: false }],
	])("%j (list: %s)", (value, list, part) => {
		expect(typedPart(value, list)).toEqual(part);
	});

	it("ranks names that start with the text first, then words that start with it", () => {
		const names = ["Deep rust", "Rust Hound", "Trusty", "Crust", "Rust"];
		expect(rankByName(names, "rust", (n) => [n])).toEqual(["Rust", "Rust Hound", "Deep rust", "Crust", "Trusty"]);
		expect(rankByName(names, "", (n) => [n])).toEqual(["Crust", "Deep rust", "Rust", "Rust Hound", "Trusty"]);
		// A note found by one of its aliases ranks by the best of its names.
		expect(rankByName([["Glass-Moth", "Glass Moth"], ["Mothman"]], "glass m", (n) => n)).toEqual([["Glass-Moth", "Glass Moth"]]);
	});
});

describe("note-name fields in dialogs", () => {
	it("Create campaign: the party suggests characters, one name after another", async () => {
		const v = await vault();
		vi.useFakeTimers(); // the mock Modal closes itself on the next tick
		const modal = new CreateCampaignModal(v.app, DEFAULT_SETTINGS);
		modal.open();
		const party = modal.contentEl.querySelector<HTMLInputElement>("input[aria-label='Party']") ?? undefined;
		const suggest = field(party);
		expect(suggest.offers("")).toEqual(["Characters/Aria.md", "Characters/Bron.md"]);
		typeInto(party, "Aria, b");
		suggest.choose("Aria, b", "Characters/Bron.md");
		expect(party?.value).toBe("Aria, Bron");
		expect(suggest.drawn("ar")).toEqual(["AriaCharacters"]);
	});

	it("Add combatant suggests characters, NPCs and creature pages, and the dialog adds the one chosen", async () => {
		const v = await vault();
		vi.useFakeTimers();
		const onAdd = vi.fn(() => Promise.resolve({ ok: true as const, value: undefined }));
		const modal = new AddCombatantModal(v.app, onAdd);
		modal.open();
		const name = modal.contentEl.querySelector<HTMLInputElement>("input[aria-label='Note or creature page']") ?? undefined;
		const suggest = field(name);
		expect(suggest.offers("")).toEqual(["Characters/Aria.md", "Characters/Bron.md", "NPCs/Guard captain.md", "Compendium/Rust Hound.md"]);
		expect(suggest.offers("rust")).toEqual(["Compendium/Rust Hound.md"]);
		suggest.choose("rust", "Compendium/Rust Hound.md");
		expect(name?.value).toBe("Rust Hound");
		await modal.roll();
		expect(onAdd).toHaveBeenCalledWith("Rust Hound", undefined);
	});

	it("Create encounter: creature lines suggest NPCs and creature pages after their count", async () => {
		const v = await vault();
		vi.useFakeTimers();
		const onCreate = vi.fn(() => Promise.resolve({ ok: true as const, value: undefined }));
		const modal = new CreateEncounterModal(v.app, "Gate", [], onCreate);
		modal.open();
		const creatures = modal.contentEl.querySelector<HTMLInputElement>("input[aria-label='Creatures']") ?? undefined;
		const suggest = field(creatures);
		expect(suggest.offers("")).toEqual(["NPCs/Guard captain.md", "Compendium/Rust Hound.md"]);
		typeInto(creatures, "Guard captain, 3 × ru");
		suggest.choose("Guard captain, 3 × ru", "Compendium/Rust Hound.md");
		expect(creatures?.value).toBe("Guard captain, 3 × Rust Hound");
		modal.setField("name", "Ambush");
		await modal.roll();
		expect(onCreate).toHaveBeenCalledWith("Ambush", ["[[Guard captain]]", "3 × [[Rust Hound]]"]);
	});
});

describe("settings before Obsidian 1.13", () => {
	it("suggest campaign notes, any note for the template, and folders, and save the path chosen", async () => {
		const v = await vault();
		let saved: LedgerSettings = { ...DEFAULT_SETTINGS };
		const tab = new LedgerSettingTab(v.app, {} as never, {
			getSettings: () => saved,
			saveSettings: (settings) => {
				saved = settings;
				return Promise.resolve();
			},
		});
		// Obsidian before 1.13 calls display() through the SettingTab contract.
		const legacy: { display(): void } = tab;
		legacy.display();
		const input = (label: string): HTMLInputElement | undefined => tab.containerEl.querySelector<HTMLInputElement>(`input[aria-label='${label}']`) ?? undefined;

		const campaign = field(input("Default campaign"));
		expect(campaign.offers("")).toEqual(["Campaigns/Gate/Gate.md"]);
		campaign.choose("", "Campaigns/Gate/Gate.md");
		expect(saved.defaultCampaign).toBe("Campaigns/Gate/Gate.md");

		const template = field(input("Session template"));
		expect(template.offers("sess")).toEqual(["Templates/Session.md"]);
		template.choose("sess", "Templates/Session.md");
		expect(saved.sessionTemplate).toBe("Templates/Session.md");

		const folder = field(input("Campaigns folder"));
		expect(folder.offers("camp")).toEqual(["Campaigns", "Campaigns/Gate"]);
		folder.choose("camp", "Campaigns/Gate");
		expect(saved.campaignsFolder).toBe("Campaigns/Gate");
	});

	it("from Obsidian 1.13, its own file suggester keeps to the same notes", async () => {
		const v = await vault();
		const tab = new LedgerSettingTab(v.app, {} as never, { getSettings: () => DEFAULT_SETTINGS, saveSettings: () => Promise.resolve() });
		const controls = tab.getSettingDefinitions().flatMap((group) => ("items" in group ? group.items : [])) as unknown as { name: string; control: { filter?: (file: TFile) => boolean } }[];
		const offered = (name: string): string[] => {
			const filter = controls.find((c) => c.name === name)?.control.filter;
			return v.app.vault.getMarkdownFiles().filter((file) => filter?.(file) === true).map((file) => file.path).sort();
		};
		expect(offered("Default campaign")).toEqual(["Campaigns/Gate/Gate.md"]);
		expect(offered("Session template")).toHaveLength(7);
	});
});
