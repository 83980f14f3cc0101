/**
 * Every sheet action of every game as a command, registered when the plugin loads (before any note
 * is opened), so a hotkey, a Meta Bind or Commander button and the phone's toolbar find it after a
 * restart. The list comes from each game's own `bindable` actions (games/frame/game.ts): one command
 * per button ("Cypher sheet: Might task"), one that asks which for a family of buttons that differ
 * by note ("Cypher sheet: Use a cypher…"), and, for a family a game marks `each` (the quick tasks), a
 * command of its own per name found in the vault's notes ("Cypher quick task: Climb"), added once
 * the vault is indexed and kept up to date as notes change (never read during startup).
 *
 * A command acts on the character or NPC note that is open when it plays that game, else on the
 * last one opened, else it asks which of the vault's notes of that game. It is offered only while
 * the vault holds a note it can act on. Nothing here knows a game.
 */
import type { App, Plugin, TFile } from "obsidian";
import type { BindableAction, SheetAction, TableSystem } from "../../games/frame/game";
import { capital } from "../../engine/text";
import { fileAt, notesOfKind } from "../../notes/campaign/notes";
import { PickModal } from "../pick-modal";
import { noteGame, noteRole, type GameRegistry, type SheetRole, type TableHost } from "../frame/registry";
import type { CurrentNotes } from "./current-notes";
import { readSheet, runSheetAction, sheetActions, type ReadSheet } from "./sheet-actions";
import { t } from "../../lang";

/** How a command names a game (read when the commands are registered, in the language of that moment). */
export function gameWord(system: TableSystem): string {
	switch (system) {
		case "cypher":
			return t("commands.game.cypher");
		case "pool":
			return t("commands.game.pool");
		case "d20":
			return t("commands.game.d20");
	}
}

/** A command id from a game and an action id: "sheet-cypher-task-might". */
export const sheetCommandId = (system: TableSystem, actionId: string): string => `sheet-${system}-${slug(actionId)}`;

const slug = (text: string): string =>
	text
		.toLowerCase()
		.replace(/[^a-z0-9]+/g, "-")
		.replace(/^-|-$/g, "");

/** One sheet command: its id and name, the notes it acts on, and the action it binds. */
export interface SheetCommand {
	id: string;
	name: string;
	system: TableSystem;
	roles: readonly SheetRole[];
	action: BindableAction;
}

/**
 * Every sheet command of the games at the table, from their registrations alone (no note is read).
 * A game whose characters and NPCs share one sheet has one set ("d20 sheet: Attack" acts on either);
 * NPCs with a sheet of their own get theirs ("Cypher NPC: Apply damage").
 */
export function sheetCommandList(registry: GameRegistry): SheetCommand[] {
	const commands: SheetCommand[] = [];
	for (const game of registry.registrations()) {
		const word = gameWord(game.system);
		const shared = game.character !== undefined && game.character === game.npc;
		const sets: ["sheet" | "npc", readonly SheetRole[], readonly BindableAction[] | undefined][] = shared
			? [["sheet", ["character", "npc"], game.character?.bindable]]
			: [
					["sheet", ["character"], game.character?.bindable],
					["npc", ["npc"], game.npc?.bindable],
				];
		for (const [set, roles, actions] of sets) {
			const scope = set === "npc" ? "npc-" : "";
			for (const action of actions ?? []) {
				// A family's picker is named for its first prefix ("pick-quick"), so no action's own id can take its id.
				const id = action.id !== undefined ? sheetCommandId(game.system, action.id) : `sheet-${game.system}-${scope}pick-${slug(action.among?.[0] ?? action.name)}`;
				const name = set === "npc" ? t("commands.npc.name", { game: word, action: action.name }) : t("commands.sheet.name", { game: word, action: action.name });
				commands.push({ id, name, system: game.system, roles, action });
			}
		}
	}
	return commands;
}

/** The vault's character and NPC notes by game, read when a command asks, again after any note's properties change. */
class SheetNotes {
	private byGame: Map<string, TFile[]> | undefined = undefined;

	constructor(private readonly app: App) {}

	forget(): void {
		this.byGame = undefined;
	}

	of(system: TableSystem, roles: readonly SheetRole[]): TFile[] {
		if (!this.byGame) {
			this.byGame = new Map();
			for (const file of [...notesOfKind(this.app, "character"), ...notesOfKind(this.app, "npc")]) {
				const key = `${noteGame(this.app, file) ?? ""}:${noteRole(this.app, file) ?? ""}`;
				this.byGame.set(key, [...(this.byGame.get(key) ?? []), file]);
			}
		}
		return roles.flatMap((role) => this.byGame?.get(`${system}:${role}`) ?? []);
	}
}

/** An action's words in a list of the sheet's actions: what its button does ("Use Detonation"), else its label. */
const actionText = (action: SheetAction): string => capital(action.description ?? action.label);

export function registerSheetCommands(plugin: Plugin, host: TableHost, registry: GameRegistry, current: CurrentNotes): SheetCommand[] {
	const { app } = plugin;
	const { tell } = host.deps;
	const notes = new SheetNotes(app);
	plugin.registerEvent(app.metadataCache.on("changed", () => notes.forget()));
	plugin.registerEvent(app.metadataCache.on("deleted", () => notes.forget()));
	plugin.registerEvent(app.vault.on("rename", () => notes.forget()));

	const plays = (file: TFile | null | undefined, system: TableSystem, roles: readonly SheetRole[]): file is TFile => {
		const role = file ? noteRole(app, file) : undefined;
		return file !== null && file !== undefined && role !== undefined && roles.includes(role) && noteGame(app, file) === system;
	};
	/** The note a command acts on: the open one, else the last one opened, when it plays the game; else the user picks. */
	const withNote = (system: TableSystem, roles: readonly SheetRole[], then: (file: TFile) => void, among: TFile[] = notes.of(system, roles)): void => {
		const active = app.workspace.getActiveFile();
		const target = plays(active, system, roles) ? active : current.character();
		if (plays(target, system, roles) && among.includes(target)) return then(target);
		const role = roles.includes("character") ? "character" : "npc";
		if (among.length === 0) return tell(t("commands.sheet.noNote", { role, game: gameWord(system) }));
		if (among.length === 1 && among[0]) return then(among[0]);
		new PickModal(app, t("commands.sheet.which", { role }), among, (file) => file.basename, then).open();
	};
	const withSheet = (file: TFile, then: (read: ReadSheet) => void): void =>
		void readSheet(app, registry, file).then((read) => (read.ok ? then(read.value) : tell(read.error)));
	const run = (read: ReadSheet, actionId: string): void => {
		const ran = runSheetAction(host, read, actionId);
		if (!ran.ok) tell(ran.error);
	};

	/** Runs a command's action on a sheet: the button it names, or the one the user picks of its family. */
	const act = (command: SheetCommand, read: ReadSheet): void => {
		const { action } = command;
		const offered = sheetActions(read.sheet);
		if (action.id !== undefined) {
			const found = offered.find((a) => a.id === action.id);
			return found ? run(read, found.id) : tell(t("commands.sheet.hasNoNow", { name: read.sheet.title, action: action.name }));
		}
		const family = offered.filter((a) => action.among?.some((prefix) => a.id.startsWith(prefix)));
		// A game's `none` is its own words after the name ("has no cypher"), until the games' words are in the catalogue.
		if (family.length === 0) return tell(action.none === undefined ? t("commands.sheet.nothingOfKind", { name: read.sheet.title }) : `${read.sheet.title} ${action.none}.`);
		if (family.length === 1 && family[0]) return run(read, family[0].id);
		new PickModal(app, `${read.sheet.title}: ${action.name.replace(/…$/, "")}`, family, actionText, (picked) => run(read, picked.id)).open();
	};

	const commands = sheetCommandList(registry);
	for (const command of commands) {
		plugin.addCommand({
			id: command.id,
			name: command.name,
			checkCallback: (checking) => {
				if (notes.of(command.system, command.roles).length === 0) return false;
				if (!checking) withNote(command.system, command.roles, (file) => withSheet(file, (read) => act(command, read)));
				return true;
			},
		});
	}

	// "Run a sheet action…": every action of the sheet (any game's) that the open or last character offers.
	plugin.addCommand({
		id: "sheet-action",
		name: t("commands.runAction.name"),
		checkCallback: (checking) => {
			const file = current.character();
			if (!file) return false;
			if (!checking) withSheet(file, (read) => new PickModal(app, t("commands.runAction.which", { name: read.sheet.title }), sheetActions(read.sheet), actionText, (a) => run(read, a.id)).open());
			return true;
		},
	});

	registerEachCommands(plugin, registry, commands, { notes, withNote, withSheet, run, tell });
	return commands;
}

interface EachDeps {
	notes: SheetNotes;
	withNote(system: TableSystem, roles: readonly SheetRole[], then: (file: TFile) => void, among?: TFile[]): void;
	withSheet(file: TFile, then: (read: ReadSheet) => void): void;
	run(read: ReadSheet, actionId: string): void;
	tell(message: string): void;
}

/** How long after a note changes its sheet is read again for new names (typing changes it often). */
const RESCAN_AFTER_MS = 2_000;

/**
 * The commands of each named action of a family marked `each` ("Cypher quick task: Climb"): the
 * vault's notes of that game are read once the layout is ready, and a note again after it changes;
 * a name seen for the first time gets its command. A command whose name no note offers any more
 * (renamed, deleted) stays until Obsidian restarts and says so when run.
 */
function registerEachCommands(plugin: Plugin, registry: GameRegistry, commands: readonly SheetCommand[], deps: EachDeps): void {
	const { app } = plugin;
	const families = commands.filter((c) => c.action.each !== undefined && c.action.among !== undefined);
	if (families.length === 0) return;
	/** Each action id (lower case) with its command, and the notes seen offering it. */
	const seen = new Map<string, { paths: Set<string> }>();
	const taken = new Set(commands.map((c) => c.id));

	const addFor = (family: SheetCommand, actionId: string, file: TFile): void => {
		const key = `${family.system}:${actionId.toLowerCase()}`;
		const known = seen.get(key);
		if (known) return void known.paths.add(file.path);
		const entry = { paths: new Set([file.path]) };
		seen.set(key, entry);
		const prefix = family.action.among?.find((p) => actionId.startsWith(p)) ?? "";
		const name = actionId.slice(prefix.length).trim();
		// Names that make the same id (letters outside a–z, punctuation) are told apart by their count.
		let id = sheetCommandId(family.system, actionId);
		for (let n = 2; taken.has(id) || id.endsWith("-"); n++) id = `${sheetCommandId(family.system, actionId)}-${n}`;
		taken.add(id);
		plugin.addCommand({
			id,
			name: t("commands.each.name", { game: gameWord(family.system), family: family.action.each ?? "", name }),
			callback: () => {
				const among = [...entry.paths].map((path) => fileAt(app, path)).filter((f): f is TFile => f !== undefined);
				if (among.length === 0) return deps.tell(t("commands.each.gone", { name }));
				deps.withNote(family.system, family.roles, (target) =>
					deps.withSheet(target, (read) => {
						const action = sheetActions(read.sheet).find((a) => a.id.toLowerCase() === actionId.toLowerCase());
						if (action) deps.run(read, action.id);
						else deps.tell(t("commands.sheet.hasNoNow", { name: read.sheet.title, action: name }));
					}),
					among,
				);
			},
		});
	};

	const scan = async (file: TFile): Promise<void> => {
		for (const family of families) {
			if (!deps.notes.of(family.system, family.roles).includes(file)) continue;
			const read = await readSheet(app, registry, file);
			if (!read.ok) continue;
			for (const action of sheetActions(read.value.sheet)) if (family.action.among?.some((p) => action.id.startsWith(p))) addFor(family, action.id, file);
		}
	};

	app.workspace.onLayoutReady(() => {
		void (async () => {
			const files = new Set(families.flatMap((family) => deps.notes.of(family.system, family.roles)));
			for (const file of files) await scan(file);
		})();
		const timers = new Map<string, number>();
		plugin.registerEvent(
			app.metadataCache.on("changed", (file) => {
				const waiting = timers.get(file.path);
				if (waiting !== undefined) window.clearTimeout(waiting);
				timers.set(
					file.path,
					window.setTimeout(() => {
						timers.delete(file.path);
						void scan(file);
					}, RESCAN_AFTER_MS),
				);
			}),
		);
		plugin.register(() => timers.forEach((timer) => window.clearTimeout(timer)));
	});
}
