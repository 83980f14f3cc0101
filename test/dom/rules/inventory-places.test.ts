/**
 * Every place the rule inventory (docs/rules/<seed>.json) names for a reachable or partial rule
 * exists in the plugin, so the list cannot silently drift from the code: a command the plugin
 * registers, a code block it draws, a ledger-rules calculator, a tracker action, a button of a sheet
 * as the demo vault's own characters draw it, a field of the dialog that button opens (after the
 * changes a user would make first), a meter, box or track of a sheet, a button on a compendium page,
 * a note property the schema reads.
 */
import { readFileSync, readdirSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import type { Plugin as MockPlugin } from "obsidian-test-mocks/obsidian";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readInventories, ROOT } from "../../../scripts/rules-inventory.mjs";
import CampaignLedgerPlugin from "../../../src/main";
import { changeForm } from "../../../src/games/frame/form-change";
import { TRACKER_COMMANDS } from "../../../src/ui/commands/action-commands";
import { readSheet, sheetActions, type ReadSheet } from "../../../src/ui/commands/sheet-actions";
import { TABLE_GAMES } from "../../../src/ui/frame/games";
import { GameRegistry, type TableHost } from "../../../src/ui/frame/registry";
import { CALCULATORS } from "../../../src/ui/rules/tools";
import { readPack } from "../../../src/notes/pack/packs";
import type { SystemId } from "../../../src/notes/schema/kind";
import { testVault, type TestVault } from "../campaign/helpers";
import { deps } from "../cypher/fixtures";

const VAULT = join(ROOT, "demo-vault");
const MANIFEST = { id: "campaign-ledger", name: "Campaign Ledger", version: "0.1.0", minAppVersion: "1.4.10", author: "", description: "" };
const ILSE = "Campaigns/Ashen Crown/Characters/Ilse Marrow.md";

/**
 * The sheets a place may name, each a demo vault note as users meet it: a Cypher character in a
 * wounds campaign (a weapon, worn armor, a minor wound, a cypher), one with a shield, one on the
 * damage track (impaired) and the same one debilitated, a Cypher NPC, a pool-game and a d20 character.
 */
const SHEETS: Record<string, string> = {
	cypher: "Campaigns/The Ninth Gate/Characters/Kessa Varn.md",
	"cypher-shield": "Campaigns/The Ninth Gate/Characters/Brisk Amwell.md",
	"cypher-track": ILSE,
	"cypher-debilitated": "Campaigns/Ashen Crown/Characters/Ilse Marrow (debilitated).md",
	"cypher-npc": "Campaigns/The Ninth Gate/NPCs/Gatewarden Sul.md",
	pool: "Campaigns/The Salt Road/Characters/Tamsin Hale.md",
	d20: "Campaigns/Iron Reach/Characters/Mara Quell.md",
};

const places = readInventories()
	.flatMap((inventory) => inventory.rules)
	.filter((r) => r.status === "reachable" || r.status === "partial")
	.flatMap((r) => (r.at ?? []).map((place) => [r.id, place] as const));

function walk(dir: string): string[] {
	return readdirSync(dir).flatMap((name) => {
		const full = join(dir, name);
		return statSync(full).isDirectory() ? walk(full) : name.endsWith(".md") || name.endsWith(".ts") ? [full] : [];
	});
}

/** The demo vault's campaigns and compendium, as a user opens the demo, plus the debilitated copy of Ilse. */
async function demoVault(): Promise<TestVault> {
	const v = testVault();
	for (const full of [...walk(join(VAULT, "Campaigns")), ...walk(join(VAULT, "Compendium"))]) {
		const path = relative(VAULT, full).split("\\").join("/");
		const folders = path.split("/").slice(0, -1);
		for (let i = 1; i <= folders.length; i++) {
			const folder = folders.slice(0, i).join("/");
			if (!v.app.vault.getAbstractFileByPath(folder)) await v.app.vault.createFolder(folder);
		}
		await v.app.vault.create(path, readFileSync(full, "utf8"));
	}
	const ilse = readFileSync(join(VAULT, ILSE), "utf8");
	if (!ilse.includes("damage-track: impaired")) throw new Error("test setup: Ilse Marrow is no longer impaired; update the debilitated copy");
	await v.app.vault.create(SHEETS["cypher-debilitated"]!, ilse.replace("damage-track: impaired", "damage-track: debilitated"));
	return v;
}

let v: TestVault;
let plugin: MockPlugin;
const sheets = new Map<string, ReadSheet>();

beforeAll(async () => {
	v = await demoVault();
	plugin = new CampaignLedgerPlugin(v.app, MANIFEST) as unknown as MockPlugin;
	plugin.load();
	const host: TableHost = { app: v.app, settings: () => v.settings(), deps: deps(v) };
	const registry = new GameRegistry(host, TABLE_GAMES);
	for (const [name, path] of Object.entries(SHEETS)) {
		const read = await readSheet(v.app, registry, v.file(path));
		if (!read.ok) throw new Error(`test setup: the ${name} sheet (${path}) cannot be read: ${read.error}`);
		if (read.value.sheet.problems.length > 0) throw new Error(`test setup: the ${name} sheet has problems: ${read.value.sheet.problems.join("; ")}`);
		sheets.set(name, read.value);
	}
});

afterAll(() => plugin.unload());

/** "true", "false" and numbers as the dialog's controls give them; anything else as text. */
function presetValue(text: string): string | number | boolean {
	if (text === "true" || text === "false") return text === "true";
	return /^-?\d+$/.test(text) ? Number(text) : text;
}

/** The sheet a place names, or a failure naming the sheets there are. */
function sheetNamed(name: string): ReadSheet {
	const sheet = sheets.get(name);
	if (sheet === undefined) throw new Error(`no sheet "${name}": the places may name ${[...sheets.keys()].join(", ")}`);
	return sheet;
}

/** The field keys of the dialog an action opens, after the preset changes (`key=value&…`), made as the dialog makes them. */
function dialogFields(sheetName: string, actionId: string, presets: string): string[] {
	const { kind, model } = sheetNamed(sheetName);
	let form = kind.game.form(model, actionId);
	if (form === undefined) throw new Error(`${sheetName}: "${actionId}" opens no roll dialog of the frame`);
	for (const pair of presets === "" ? [] : presets.split("&")) {
		const [key = "", value = ""] = pair.split("=");
		if (!kind.game.fields(model, form).some((f) => f.key === key)) throw new Error(`${sheetName}: the preset field "${key}" is not in the "${actionId}" dialog`);
		form = changeForm(kind.game, model, form, key, presetValue(value));
	}
	return kind.game.fields(model, form).map((f) => f.key);
}

/** Whether `"text"` is a string literal in one of the source files under `folders`. */
/** Whether the words are in the folders' code: written there, or (issue 35) an English catalogue id whose message they are, asked for there. */
function inSource(text: string, folders: readonly string[]): boolean {
	const english = JSON.parse(readFileSync(join(ROOT, "src/lang/catalogues/en.catalogue"), "utf8")) as Record<string, string>;
	const ids = Object.keys(english).filter((id) => english[id] === text);
	const needles = [JSON.stringify(text), ...ids.map((id) => `t(${JSON.stringify(id)}`)];
	return folders.some((folder) => walk(join(ROOT, folder)).some((file) => needles.some((needle) => readFileSync(file, "utf8").includes(needle))));
}

describe("the places the rule inventory names", () => {
	it("name at least one place for each of the inventory's reachable rules", () => {
		expect(places.length).toBeGreaterThan(100);
	});

	it.each(places)("%s: %s exists", async (_id, place) => {
		const colon = place.indexOf(":");
		const [kind, rest] = [place.slice(0, colon), place.slice(colon + 1)];
		switch (kind) {
			case "command":
				expect([...plugin.commands__.keys()], "a command the plugin registers at load").toContain(rest);
				return;
			case "block":
				expect([...plugin.markdownCodeBlockProcessors__.keys()], "a code block the plugin draws").toContain(rest);
				return;
			case "calculator":
				expect(Object.keys(CALCULATORS), "a calculator of the ledger-rules block").toContain(rest);
				return;
			case "tracker":
				expect(Object.keys(TRACKER_COMMANDS), "an action of the encounter tracker").toContain(rest);
				return;
			case "action": {
				const [sheet = "", ...id] = rest.split(":");
				expect(sheetActions(sheetNamed(sheet).sheet).map((a) => a.id), `a button of the ${sheet} sheet`).toContain(id.join(":"));
				return;
			}
			case "field": {
				const [head = "", tail = ""] = rest.split("/");
				const [key = "", presets = ""] = tail.split("?");
				const [sheet = "", ...action] = head.split(":");
				expect(dialogFields(sheet, action.join(":"), presets), `a field of the ${sheet} sheet's "${action.join(":")}" dialog`).toContain(key);
				return;
			}
			case "sheet": {
				const [sheet = "", key = ""] = rest.split(":");
				const model = sheetNamed(sheet).sheet;
				expect([...model.meters, ...model.boxes, ...model.tracks].map((part) => part.key), `a meter, box or track of the ${sheet} sheet`).toContain(key);
				return;
			}
			case "condition":
			case "effect": {
				// A rule of the game's pack, as the plugin reads it from the demo vault: a condition offered by
				// Add condition on tracker rows and sheets, an effect by the dialogs' effect menus.
				const [system = "", id = ""] = rest.split(":");
				const pack = await readPack(v.app, system as SystemId);
				const rules = kind === "condition" ? pack.conditions : pack.effects;
				expect([...rules.keys()], `a ${kind} of the ${system} pack`).toContain(id);
				return;
			}
			case "panel":
				expect(inSource(rest, ["src/ui/csrd"]), `a button "${rest}" of the compendium panels`).toBe(true);
				return;
			case "property":
				expect(inSource(rest, ["src/notes/schema", "src/engine/systems", "src/games"]), `the property "${rest}" read by a schema or a game`).toBe(true);
				return;
			default:
				throw new Error(`unknown kind of place "${kind}"`);
		}
	});
});
