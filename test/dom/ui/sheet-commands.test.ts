/**
 * Every sheet action of every game as a command at load (ui/commands/sheet-commands.ts): a restart
 * (a fresh plugin load with no note opened) lists them all, each name once; each acts on the open
 * character, else the last one opened, else asks which; a family of buttons asks which of the
 * note's own; quick tasks get commands of their own by name once the vault is read.
 */
import { readFileSync, readdirSync, statSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Modal, type Command } from "obsidian";
import type { Plugin as MockPlugin } from "obsidian-test-mocks/obsidian";
import CampaignLedgerPlugin from "../../../src/main";
import { readSheet, sheetActions } from "../../../src/ui/commands/sheet-actions";
import { sheetCommandList } from "../../../src/ui/commands/sheet-commands";
import { TABLE_GAMES } from "../../../src/ui/frame/games";
import { tableDeps } from "../../../src/ui/frame/pipeline";
import { GameRegistry, noteGame, noteRole } from "../../../src/ui/frame/registry";
import { PickModal } from "../../../src/ui/pick-modal";
import { KIRA, ORU, SESSION, settle, table } from "../cypher/fixtures";
import { testVault, type TestVault } from "../campaign/helpers";

const MANIFEST = { id: "campaign-ledger", name: "Campaign Ledger", version: "0.1.0", minAppVersion: "1.4.10", author: "", description: "" };
type Loaded = MockPlugin & CampaignLedgerPlugin;
const loaded: Loaded[] = [];

afterEach(() => {
	for (const plugin of loaded.splice(0)) plugin.unload();
	vi.restoreAllMocks();
});

function load(v: TestVault): Loaded {
	const plugin = new CampaignLedgerPlugin(v.app, MANIFEST) as unknown as Loaded;
	plugin.load();
	loaded.push(plugin);
	return plugin;
}

async function open(v: TestVault, path: string): Promise<void> {
	await v.app.workspace.getLeaf(false).openFile(v.file(path));
	v.app.workspace.trigger("file-open", v.file(path));
	await settle();
}

const command = (plugin: Loaded, id: string): Command => {
	const found = plugin.commands__.get(id);
	if (!found) throw new Error(`no command ${id}`);
	return found;
};

/** The modals opened while `run` runs (none really shown), by their class. */
function watchModals(): Modal[] {
	const opened: Modal[] = [];
	vi.spyOn(Modal.prototype, "open").mockImplementation(function (this: Modal) {
		opened.push(this);
	});
	return opened;
}

const registry = (v: TestVault): GameRegistry => new GameRegistry({ app: v.app, settings: () => v.settings(), deps: tableDeps(v.app, () => v.settings(), () => undefined) }, TABLE_GAMES);

describe("sheet commands after a restart", () => {
	it("a fresh load with no note opened offers every sheet action of every game, each command name once", async () => {
		const v = await table();
		const plugin = load(v);
		const all = [...plugin.commands__.values()];
		const names = all.map((c) => c.name);
		expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([]);
		const sheet = names.filter((name) => / sheet: | NPC: /.test(name)).sort();
		expect(sheet).toEqual(
			[
				"Cypher sheet: Might task",
				"Cypher sheet: Speed task",
				"Cypher sheet: Intellect task",
				"Cypher sheet: Quick task…",
				"Cypher sheet: Recovery roll",
				"Cypher sheet: GM intrusion",
				"Cypher sheet: Defend",
				"Cypher sheet: Apply damage",
				"Cypher sheet: Poison or disease",
				"Cypher sheet: The day's disease roll",
				"Cypher sheet: Weakness",
				"Cypher sheet: Grapple",
				"Cypher sheet: Hours in armor",
				"Cypher sheet: Rally",
				"Cypher sheet: Treat a wound",
				"Cypher sheet: Heal lasting damage",
				"Cypher sheet: Heal points",
				"Cypher sheet: Spend XP",
				"Cypher sheet: Add cypher",
				"Cypher sheet: Use a cypher…",
				"Cypher sheet: Use an artifact…",
				"Cypher sheet: Add equipment",
				"Cypher sheet: Attack with a weapon…",
				"Cypher sheet: Wear or take off armor…",
				"Cypher sheet: Add ability",
				"Cypher NPC: Apply damage",
				"Cypher NPC: Ally task",
				"Cypher NPC: New day for an ally",
				"Pool game sheet: Roll a check",
				"Pool game sheet: Attack",
				"Pool game sheet: Defend",
				"Pool game sheet: Apply damage",
				"Pool game sheet: Recover",
				"Pool game sheet: Buy Drama Dice",
				"Pool game sheet: Extended Action",
				"d20 sheet: Check",
				"d20 sheet: Attack",
				"d20 sheet: Combat manoeuvre",
				"d20 sheet: Intrigue",
				"d20 sheet: Opportunity attack",
				"d20 sheet: Apply damage",
				"d20 sheet: Recover",
				"d20 sheet: Skill check…",
			].sort(),
		);
		// The ids people bind stay as they were ("sheet-cypher-task-might"); a family's picker has one of its own.
		expect(plugin.commands__.has("sheet-cypher-task-might")).toBe(true);
		expect(plugin.commands__.has("sheet-cypher-npc-damage")).toBe(true);
		expect(plugin.commands__.has("sheet-cypher-pick-quick")).toBe(true);
		// Offered where the vault has a note to act on: this vault plays the Cypher System only.
		expect(command(plugin, "sheet-cypher-task-might").checkCallback?.(true)).toBe(true);
		expect(command(plugin, "sheet-d20-check").checkCallback?.(true)).toBe(false);
		expect(command(plugin, "sheet-cypher-npc-damage").checkCallback?.(true)).toBe(false);
	});

	it("every button of the demo vault's sheets, in all three games, is one of its game's commands", async () => {
		const root = join(dirname(fileURLToPath(import.meta.url)), "../../../demo-vault");
		const walk = (dir: string): string[] =>
			readdirSync(dir).flatMap((name) => {
				const full = join(dir, name);
				return statSync(full).isDirectory() ? walk(full) : name.endsWith(".md") ? [full] : [];
			});
		const v = testVault();
		for (const full of [...walk(join(root, "Campaigns")), ...walk(join(root, "Encounters"))]) {
			const path = relative(root, full).split("\\").join("/");
			let folder = "";
			for (const part of path.split("/").slice(0, -1)) {
				folder = folder === "" ? part : `${folder}/${part}`;
				if (!v.app.vault.getAbstractFileByPath(folder)) await v.app.vault.createFolder(folder);
			}
			await v.app.vault.create(path, readFileSync(full, "utf8"));
		}
		const games = registry(v);
		const commands = sheetCommandList(games);
		const seen = new Set<string>();
		for (const file of v.app.vault.getMarkdownFiles()) {
			const role = noteRole(v.app, file);
			if (role === undefined) continue;
			const read = await readSheet(v.app, games, file);
			if (!read.ok) throw new Error(`${file.path}: ${read.error}`);
			const bound = commands.filter((c) => c.system === noteGame(v.app, file) && c.roles.includes(role));
			for (const action of sheetActions(read.value.sheet)) {
				const by = bound.filter((c) => c.action.id === action.id || c.action.among?.some((prefix) => action.id.startsWith(prefix)));
				expect(by.map((c) => c.name), `${file.path}: ${action.label} (${action.id})`).toHaveLength(1);
				seen.add(by[0]?.name ?? "");
			}
		}
		// The demo sheets use most of the commands (every game's main buttons among them).
		for (const name of ["Cypher sheet: Might task", "Cypher sheet: Quick task…", "Cypher sheet: Use a cypher…", "Cypher NPC: Apply damage", "Pool game sheet: Roll a check", "d20 sheet: Skill check…"]) expect(seen, name).toContain(name);
	});
});

describe("what a sheet command acts on", () => {
	it("the open character; from another note the last one opened; with none opened, the user picks", async () => {
		const v = await table();
		const plugin = load(v);
		const opened = watchModals();
		const might = command(plugin, "sheet-cypher-task-might");
		// No note opened since the restart: it asks which of the vault's Cypher characters.
		might.checkCallback?.(false);
		await settle();
		const pick = opened.pop() as PickModal<{ basename: string }>;
		expect(pick).toBeInstanceOf(PickModal);
		expect(pick.getItems().map((f) => f.basename)).toEqual(["Kira", "Oru"]);
		pick.onChooseItem(v.file(ORU));
		await settle();
		expect(opened.map((m) => m.constructor.name)).toEqual(["TaskModal"]);
		expect((opened[0] as unknown as { remember: string }).remember).toBe(ORU);
		// Kira opened, then the session note: the command still acts on Kira.
		await open(v, KIRA);
		await open(v, SESSION);
		opened.length = 0;
		might.checkCallback?.(false);
		await settle();
		expect(opened.map((m) => m.constructor.name)).toEqual(["TaskModal"]);
		expect((opened[0] as unknown as { remember: string }).remember).toBe(KIRA);
	});

	it("a family of buttons asks which of the note's own, or says what the note lacks", async () => {
		const v = await table({ cyphers: ["[[Detonation]]", "Stim"] });
		const plugin = load(v);
		await open(v, KIRA);
		const opened = watchModals();
		command(plugin, "sheet-cypher-pick-cypher-use").checkCallback?.(false);
		await settle();
		const pick = opened.pop() as PickModal<{ label: string }>;
		expect(pick.getItems().map((a) => pick.getItemText(a))).toEqual(["Use Detonation", "Use Stim"]);
		// Oru carries nothing: the command says so where the user is looking.
		await open(v, ORU);
		command(plugin, "sheet-cypher-pick-cypher-use").checkCallback?.(false);
		await settle();
		// What the plugin tells is also written to its live region for screen readers (ui/announce.ts).
		expect(document.body.textContent).toContain("Oru carries no cyphers.");
	});

	it("a quick task gets a command named after it once the vault is read, and acts on the character that has it", async () => {
		const v = await table();
		const plugin = load(v);
		expect(plugin.commands__.has("sheet-cypher-quick-climb")).toBe(false);
		(v.app.workspace as unknown as { setLayoutReady__(): void }).setLayoutReady__();
		await settle();
		await settle();
		const climb = command(plugin, "sheet-cypher-quick-climb");
		expect(climb.name).toBe("Cypher quick task: Climb");
		// From the session note, with no character opened: Kira is the only one with a Climb.
		await open(v, SESSION);
		const opened = watchModals();
		climb.callback?.();
		await settle();
		expect(opened.map((m) => m.constructor.name)).toEqual(["TaskModal"]);
	});
});
