/**
 * Which game a note belongs to, and what that game brings to the table for each kind of note.
 * A game registers a factory in games.ts (one line); the `ledger-sheet` block and the palette
 * commands look the note's game up here, so no game's code knows about another's.
 */
import type { App, TFile } from "obsidian";
import type { Result } from "../../engine/result";
import { cachedFrontmatter, linkedCampaign } from "../../notes/campaign/notes";
import { noteKind, noteSystem } from "../../notes/schema/kind";
import type { LedgerSettings } from "../../settings";
import type { BindableAction, SheetEdit, TableGame, TableSystem } from "../../games/frame/game";
import type { TableDeps } from "./pipeline";
import { t } from "../../lang";

/** The note kinds that get a sheet. */
export type SheetRole = "character" | "npc";

/** The palette commands every game answers to, under the same names ("Roll for this character"…). */
export type TableCommand = "roll" | "damage" | "recover";

/** A read that failed; `problems` lists every problem when the schema found several. */
export type ReadFailure = { ok: false; error: string; problems?: readonly { message: string }[] };
export type ReadResult<Model> = Result<Model> | ReadFailure;

/** What a game gets to build its registration: the app, the settings and the one action pipeline's deps. */
export interface TableHost {
	app: App;
	settings: () => LedgerSettings;
	deps: TableDeps;
}

/** One kind of note (a character, an NPC) of one game at the table. */
export interface SheetKind<Model, Form> {
	game: TableGame<Model, Form>;
	/** Reads the note's model fresh through the game's schema; `source` is the block's body ("" from a command). */
	read(file: TFile, source: string): Promise<ReadResult<Model>>;
	/** Other notes whose change redraws the sheet (the campaign whose rules it uses). */
	watches?(model: Model): string[];
	/**
	 * Runs a sheet action itself (a dialog of its own, a recovery); returns false to let the frame
	 * open its roll dialog from `game.form`.
	 */
	act?(file: TFile, model: Model, actionId: string): boolean;
	/**
	 * The change an action makes to the note at once, with no dialog (a toggle such as flat-footed):
	 * a click on the sheet makes it; from a command, a link or the API the user is first asked, the
	 * change named (issue 33: nothing from outside writes without the user's word).
	 */
	edit?(model: Model, actionId: string): SheetEdit | undefined;
	/** The palette commands this kind of note answers; the command is offered only where one is given. */
	commands?: Partial<Record<TableCommand, (file: TFile) => void>>;
	/** Every action its sheets can offer, as commands registered when the plugin loads (ui/commands/sheet-commands.ts). */
	bindable?: readonly BindableAction[];
}

export interface GameRegistration {
	system: TableSystem;
	/** "the Cypher System", as a sentence names it. */
	name: string;
	character?: SheetKind<unknown, unknown>;
	npc?: SheetKind<unknown, unknown>;
}

export type GameFactory = (host: TableHost) => GameRegistration;

/**
 * A kind for the registry, checked against its own Model and Form where it is written. The frame
 * only ever passes a kind's own model and form back to it, so nothing of another game's type
 * reaches it (the methods are declared as methods, which lets the registry hold them as unknown).
 */
export function sheetKind<Model, Form>(kind: SheetKind<Model, Form>): SheetKind<unknown, unknown> {
	return kind;
}

/** A note's game: its own `system`, or its campaign's. */
export function noteGame(app: App, file: TFile): TableSystem | undefined {
	const fm = cachedFrontmatter(app, file);
	const own = noteSystem(fm);
	if (own !== undefined) return own;
	const campaign = linkedCampaign(app, fm as Record<string, unknown> | undefined, file.path);
	return campaign === undefined ? undefined : noteSystem(cachedFrontmatter(app, campaign));
}

/** A note's sheet role, from `ledger:`. */
export function noteRole(app: App, file: TFile): SheetRole | undefined {
	const kind = noteKind(cachedFrontmatter(app, file));
	return kind === "character" || kind === "npc" ? kind : undefined;
}

/** A game's name inside a sentence ("… no character sheet for the pool game"). */
function gameName(system: TableSystem): string {
	return system === "cypher" ? t("frame.game.name.cypher") : system === "pool" ? t("frame.game.name.pool") : t("frame.game.name.d20");
}

export class GameRegistry {
	private readonly games = new Map<TableSystem, GameRegistration>();

	constructor(host: TableHost, factories: readonly GameFactory[]) {
		for (const factory of factories) {
			const registration = factory(host);
			this.games.set(registration.system, registration);
		}
	}

	registration(system: TableSystem): GameRegistration | undefined {
		return this.games.get(system);
	}

	/** Every game at the table, in the order games.ts lists them. */
	registrations(): GameRegistration[] {
		return [...this.games.values()];
	}

	/** The note's kind at the table, or why it has none, in the user's words. */
	kindFor(app: App, file: TFile): Result<{ system: TableSystem; role: SheetRole; kind: SheetKind<unknown, unknown> }> {
		const role = noteRole(app, file);
		if (role === undefined) return { ok: false, error: t("frame.sheet.notCharacter", { path: file.path, character: "ledger: character", npc: "ledger: npc" }) };
		const system = noteGame(app, file);
		if (system === undefined) {
			return { ok: false, error: t("frame.sheet.noGame", { path: file.path, key: "system" }) };
		}
		const kind = this.games.get(system)?.[role];
		if (kind === undefined) return { ok: false, error: t("frame.sheet.noSheet", { role, game: gameName(system) }) };
		return { ok: true, value: { system, role, kind } };
	}
}
