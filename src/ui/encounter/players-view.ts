/**
 * The players' view of an encounter: what the table may see on a second screen. Drawn from the
 * encounter model (notes/encounter/read), never from the GM's tracker: the order of the round, whose
 * turn it is, each player character's own numbers, and for everyone else a name and a wound state
 * ("unhurt", "hurt", "bloodied", "down") instead of their health. Combatants the encounter note
 * lists under `hidden` are left out, and so is the GM log: nothing of the session log is shown.
 *
 * Three ways in: the `ledger-players` block (in the encounter note, or naming one with `note:`), the
 * command "Open players' view" on an encounter note, and the block's button: both open the view in
 * a window of its own (Obsidian's popout window, desktop only; a new tab elsewhere).
 */
import { ItemView, MarkdownRenderChild, Notice, Platform, type App, type Component, type Plugin, type TFile, type ViewStateResult, type WorkspaceLeaf } from "obsidian";
import { turnsOfRound } from "../../engine/encounter";
import { cachedFrontmatter, fileAt } from "../../notes/campaign/notes";
import { readEncounterNote, setupOf, trackNumbers, type Combatant, type EncounterNote } from "../../notes/encounter/read";
import { errorText } from "../../notes/frontmatter";
import { noteKind } from "../../notes/schema/kind";
import type { LedgerSettings } from "../../settings";
import { activeNoteOf, addCommandFor } from "../commands/command-for";
import { roundWord } from "./actions";
import { t } from "../../lang";
import { blockEncounter } from "./tracker";
import { isolate } from "../user-text";

export const PLAYERS_LANGUAGE = "ledger-players";
export const PLAYERS_VIEW = "campaign-ledger-players";

export interface PlayerRow {
	name: string;
	/** A player character's numbers, or a wound state for anyone else. */
	state: string;
	pc: boolean;
	turn: boolean;
}

/** How hurt a combatant looks: down, bloodied (half its health or less), hurt, unhurt. */
export function woundState(c: Combatant): string {
	if (c.down) return "down";
	if (!c.data) return "";
	// All its tracks together (a d20 character's Vitality and Wound points, the pool game's Health and Endurance).
	const tracks = trackNumbers(c.data);
	const now = tracks.reduce((sum, t) => sum + t.current, 0);
	const max = tracks.reduce((sum, t) => sum + t.max, 0);
	return now >= max ? "unhurt" : now * 2 <= max ? "bloodied" : "hurt";
}

/**
 * The rows the players see, in the round's order (listed order before initiative; anyone who joined
 * after the roll at the end), each once (a Cypher First action comes back for its Follow-up in the
 * same round), hidden ones left out.
 */
export function playerRows(note: EncounterNote): PlayerRow[] {
	const hidden = note.frontmatter["hidden"];
	const shown = (c: Combatant): boolean => !(Array.isArray(hidden) && hidden.includes(c.ref.id));
	const slots = note.order.length > 0 ? turnsOfRound(setupOf(note)) : [];
	const current = note.ended ? undefined : slots[note.turn - 1]?.id;
	const rank = new Map<string, number>();
	for (const slot of slots) if (!rank.has(slot.id)) rank.set(slot.id, rank.size);
	const ordered = note.combatants.map((c, listed) => ({ c, at: rank.get(c.ref.id) ?? rank.size + listed })).sort((a, b) => a.at - b.at);
	return ordered.flatMap(({ c }) => (shown(c) ? [{ name: c.ref.id, pc: c.kind === "pc", state: c.problem === undefined ? (c.kind === "pc" ? c.health : woundState(c)) : "", turn: c.ref.id === current }] : []));
}

/** Draws the view (pure DOM from the model: what the tests read). */
export function drawPlayers(parent: HTMLElement, note: EncounterNote): void {
	const box = parent.createDiv({ cls: "cl-players" });
	isolate(box.createEl("h3", { text: note.file.basename }));
	const current = playerRows(note).find((row) => row.turn);
	box.createDiv({ cls: "cl-players-round", attr: { "aria-live": "polite" }, text: note.ended ? t("encounter.players.over") : note.order.length === 0 ? t("encounter.players.notRolled") : current ? t("encounter.players.roundTurn", { round: roundWord(note.round), name: current.name }) : roundWord(note.round) });
	const list = box.createEl("ol", { cls: "cl-players-list" });
	for (const row of playerRows(note)) {
		const li = list.createEl("li", { cls: row.turn ? "cl-players-turn" : "" });
		if (row.turn) li.setAttr("aria-current", "step");
		li.createSpan({ cls: "cl-players-marker", text: row.turn ? "▶ " : "" });
		isolate(li.createSpan({ cls: "cl-players-name", text: row.name }));
		li.createSpan({ cls: row.pc ? "cl-players-numbers" : "cl-players-state", text: ` ${row.pc ? row.state : t("encounter.players.wound", { state: row.state })}` });
	}
}

/**
 * Draws the encounter `file()` names into `el` now, and again whenever Obsidian reports a change to
 * it or a combatant's note, for as long as `owner` (the view, the block) lives. Returns the redraw.
 */
function mountPlayers(owner: Component, app: App, settings: () => LedgerSettings, el: HTMLElement, file: () => TFile | undefined): () => Promise<void> {
	let watched = new Set<string>();
	let generation = 0;
	const draw = async (): Promise<void> => {
		const at = file();
		const mine = ++generation;
		const note = at && noteKind(cachedFrontmatter(app, at)) === "encounter" ? await readEncounterNote(app, settings(), at) : undefined;
		if (mine !== generation) return;
		el.empty();
		if (!note?.ok) return void el.createEl("p", { cls: "cl-warning", text: note ? note.error : t("encounter.players.noNote") });
		watched = new Set([note.value.file.path, ...note.value.combatants.flatMap((c) => (c.file ? [c.file.path] : []))]);
		drawPlayers(el, note.value);
	};
	owner.registerEvent(app.metadataCache.on("changed", (changed) => void (watched.has(changed.path) && draw())));
	void draw();
	return draw;
}

/**
 * Opens the players' view of an encounter in a window of its own (a tab where there are no windows,
 * on mobile); where a view cannot be opened (the browser preview) a notice says why.
 */
export async function openPlayersView(app: App, file: TFile): Promise<void> {
	const leaf = Platform.isDesktopApp ? app.workspace.openPopoutLeaf({ size: { width: 480, height: 640 } }) : app.workspace.getLeaf("tab");
	await leaf.setViewState({ type: PLAYERS_VIEW, active: true, state: { file: file.path } }).catch((error: unknown) => new Notice(t("encounter.players.cannotOpen", { error: errorText(error) })));
}

export class PlayersView extends ItemView {
	private path = "";
	private draw: (() => Promise<void>) | undefined = undefined;

	constructor(
		leaf: WorkspaceLeaf,
		private readonly settings: () => LedgerSettings,
	) {
		super(leaf);
	}

	getViewType(): string {
		return PLAYERS_VIEW;
	}

	getDisplayText(): string {
		return t("encounter.players.title", { encounter: this.path.replace(/^.*\/|\.md$/g, "") });
	}

	override async setState(state: unknown, result: ViewStateResult): Promise<void> {
		const path = (state as { file?: unknown } | null)?.file;
		if (typeof path === "string") this.path = path;
		await super.setState(state, result);
		this.draw ??= mountPlayers(this, this.app, this.settings, this.contentEl, () => fileAt(this.app, this.path));
		await this.draw();
	}

	override getState(): Record<string, unknown> {
		return { file: this.path };
	}
}

export function registerPlayersView(plugin: Plugin, settings: () => LedgerSettings): void {
	const { app } = plugin;
	plugin.registerView(PLAYERS_VIEW, (leaf) => new PlayersView(leaf, settings));
	// The block: the read-only view in a note (its own, or the one `note:` names) and a button that opens it in a window of its own.
	plugin.registerMarkdownCodeBlockProcessor(PLAYERS_LANGUAGE, (source, el, ctx) => {
		const file = (): TFile | undefined => blockEncounter(app, source, ctx.sourcePath).file;
		const child = new MarkdownRenderChild(el);
		child.onload = () => {
			el.createEl("button", { cls: "cl-players-open", text: t("encounter.players.openWindow") }).addEventListener("click", () => {
				const at = file();
				if (at) void openPlayersView(app, at);
			});
			mountPlayers(child, app, settings, el.createDiv(), file);
		};
		ctx.addChild(child);
	});
	addCommandFor(plugin, "open-players-view", t("encounter.players.command"), () => activeNoteOf(app, "encounter"), (file) => void openPlayersView(app, file));
}
