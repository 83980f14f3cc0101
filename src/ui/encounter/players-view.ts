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
import { ItemView, MarkdownRenderChild, Platform, type App, type Plugin, type TFile, type ViewStateResult, type WorkspaceLeaf } from "obsidian";
import { roundSlots } from "../../engine/encounter";
import { cachedFrontmatter, fileAt, resolveLink } from "../../notes/campaign/notes";
import { readEncounterNote, setupOf, type Combatant, type EncounterNote } from "../../notes/encounter/read";
import { linkPath } from "../../notes/schema/fields";
import { noteKind } from "../../notes/schema/kind";
import type { LedgerSettings } from "../../settings";
import { splitNoteLine } from "../table/sheet-child";
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
	const d = c.data;
	if (c.down) return "down";
	if (!d) return "";
	const [now, max] =
		d.system === "d20" ? [d.character.vitality + d.character.woundPoints, d.character.vitalityMax + d.character.woundPointsMax]
		: d.system === "pool" ? [d.character.health + d.character.endurance, d.character.healthMax + d.character.enduranceMax]
		: "npc" in d ? [d.npc.health, d.npc.healthMax]
		: [0, 0];
	return now >= max ? "unhurt" : now * 2 <= max ? "bloodied" : "hurt";
}

/** The rows the players see, in the round's order (listed order before initiative), hidden ones left out. */
export function playerRows(note: EncounterNote): PlayerRow[] {
	const hidden = note.frontmatter["hidden"];
	const shown = (c: Combatant | undefined): c is Combatant => c !== undefined && !(Array.isArray(hidden) && hidden.includes(c.ref.id));
	const slots = note.order.length > 0 ? roundSlots(setupOf(note)) : undefined;
	const byId = new Map(note.combatants.map((c) => [c.ref.id, c]));
	const ordered = slots?.ok ? slots.value.map((slot, index) => ({ c: byId.get(slot.id), turn: !note.ended && index === note.turn - 1 })) : note.combatants.map((c) => ({ c, turn: false }));
	return ordered.flatMap(({ c, turn }) => (shown(c) ? [{ name: c.ref.id, pc: c.kind === "pc", state: c.problem === undefined ? (c.kind === "pc" ? c.health : woundState(c)) : "", turn }] : []));
}

/** Draws the view (pure DOM from the model: what the tests read). */
export function drawPlayers(parent: HTMLElement, note: EncounterNote): void {
	const box = parent.createDiv({ cls: "cl-players" });
	isolate(box.createEl("h3", { text: note.file.basename }));
	const current = playerRows(note).find((row) => row.turn);
	box.createDiv({ cls: "cl-players-round", attr: { "aria-live": "polite" }, text: note.ended ? "The fight is over." : note.order.length === 0 ? "Initiative not rolled yet." : `${note.round === 0 ? "Surprise round" : `Round ${note.round}`}${current ? ` · ${current.name}'s turn` : ""}` });
	const list = box.createEl("ol", { cls: "cl-players-list" });
	for (const row of playerRows(note)) {
		const li = list.createEl("li", { cls: row.turn ? "cl-players-turn" : "" });
		if (row.turn) li.setAttr("aria-current", "step");
		li.createSpan({ cls: "cl-players-marker", text: row.turn ? "▶ " : "" });
		isolate(li.createSpan({ cls: "cl-players-name", text: row.name }));
		li.createSpan({ cls: row.pc ? "cl-players-numbers" : "cl-players-state", text: ` ${row.state}` });
	}
}

/** Reads and draws the encounter at `path` into `el`, again whenever Obsidian reports a note of it changed. */
class PlayersDrawing {
	private watched = new Set<string>();
	private generation = 0;

	constructor(
		private readonly app: App,
		private readonly settings: () => LedgerSettings,
		private readonly el: HTMLElement,
		private readonly file: () => TFile | undefined,
	) {}

	watches = (path: string): boolean => this.watched.has(path);

	async draw(): Promise<void> {
		const file = this.file();
		const generation = ++this.generation;
		const note = file && noteKind(cachedFrontmatter(this.app, file)) === "encounter" ? await readEncounterNote(this.app, this.settings(), file) : undefined;
		if (generation !== this.generation) return;
		this.el.empty();
		if (!note?.ok) {
			this.el.createEl("p", { cls: "cl-warning", text: note ? note.error : "This players' view names no encounter note." });
			return;
		}
		this.watched = new Set([note.value.file.path, ...note.value.combatants.flatMap((c) => (c.file ? [c.file.path] : []))]);
		drawPlayers(this.el, note.value);
	}
}

/** Opens the players' view of an encounter in a window of its own (a tab where there are no windows, on mobile). */
export async function openPlayersView(app: App, file: TFile): Promise<void> {
	const leaf = Platform.isDesktopApp ? app.workspace.openPopoutLeaf({ size: { width: 480, height: 640 } }) : app.workspace.getLeaf("tab");
	await leaf.setViewState({ type: PLAYERS_VIEW, active: true, state: { file: file.path } });
}

export class PlayersView extends ItemView {
	private path = "";
	private readonly drawing: PlayersDrawing;

	constructor(
		leaf: WorkspaceLeaf,
		settings: () => LedgerSettings,
	) {
		super(leaf);
		this.drawing = new PlayersDrawing(this.app, settings, this.contentEl, () => fileAt(this.app, this.path));
	}

	getViewType(): string {
		return PLAYERS_VIEW;
	}

	getDisplayText(): string {
		return `Players' view: ${this.path.replace(/^.*\/|\.md$/g, "")}`;
	}

	override async setState(state: unknown, result: ViewStateResult): Promise<void> {
		const path = (state as { file?: unknown } | null)?.file;
		if (typeof path === "string") this.path = path;
		await super.setState(state, result);
		await this.drawing.draw();
	}

	override getState(): Record<string, unknown> {
		return { file: this.path };
	}

	override async onOpen(): Promise<void> {
		this.registerEvent(this.app.metadataCache.on("changed", (file) => void (this.drawing.watches(file.path) && this.drawing.draw())));
		await this.drawing.draw();
	}
}

/** The `ledger-players` block: the read-only view in a note, and a button that opens it in a window of its own. */
class PlayersBlock extends MarkdownRenderChild {
	constructor(
		el: HTMLElement,
		private readonly app: App,
		private readonly settings: () => LedgerSettings,
		private readonly sourcePath: string,
		private readonly source: string,
	) {
		super(el);
	}

	override onload(): void {
		const named = splitNoteLine(this.source).link;
		const path = named === undefined ? undefined : linkPath(named);
		const file = (): TFile | undefined => (named === undefined ? fileAt(this.app, this.sourcePath) : path === undefined ? undefined : resolveLink(this.app, path, this.sourcePath));
		const open = this.containerEl.createEl("button", { cls: "cl-players-open", text: "Open in a new window" });
		open.addEventListener("click", () => {
			const target = file();
			if (target) void openPlayersView(this.app, target);
		});
		const drawing = new PlayersDrawing(this.app, this.settings, this.containerEl.createDiv(), file);
		this.registerEvent(this.app.metadataCache.on("changed", (changed) => void (drawing.watches(changed.path) && drawing.draw())));
		void drawing.draw();
	}
}

export function registerPlayersView(plugin: Plugin, settings: () => LedgerSettings): void {
	const { app } = plugin;
	plugin.registerView(PLAYERS_VIEW, (leaf) => new PlayersView(leaf, settings));
	plugin.registerMarkdownCodeBlockProcessor(PLAYERS_LANGUAGE, (source, el, ctx) => ctx.addChild(new PlayersBlock(el, app, settings, ctx.sourcePath, source)));
	plugin.addCommand({
		id: "open-players-view",
		name: "Open players' view",
		checkCallback: (checking) => {
			const file = app.workspace.getActiveFile();
			if (!file || noteKind(cachedFrontmatter(app, file)) !== "encounter") return false;
			if (!checking) void openPlayersView(app, file);
			return true;
		},
	});
}
