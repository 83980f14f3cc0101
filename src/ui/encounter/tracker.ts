/**
 * The `ledger-encounter` block: the encounter note's combatants in initiative order, each with its
 * health, its states and a marker on whoever's turn it is, and the buttons that run the fight. It is
 * drawn from the notes alone (the encounter note and each combatant's note), and redraws whenever
 * Obsidian reports one of them changed, so a Pool spent on a sheet or a value typed in Properties
 * shows here at once. A note the tracker cannot read shows why, and no button writes anything.
 */
import { MarkdownRenderChild, type App, type TFile } from "obsidian";
import { roundSlots } from "../../engine/encounter";
import { fileAt, resolveLink } from "../../notes/campaign/notes";
import { linkPath } from "../../notes/schema/fields";
import { errorText } from "../../notes/frontmatter";
import { readEncounterNote, setupOf, type Combatant, type EncounterNote } from "../../notes/encounter/read";
import type { LedgerSettings } from "../../settings";
import { redrawOnChange } from "../note-events";
import { splitNoteLine } from "../table/sheet-child";
import { slotWord } from "./actions";
import { isolate, labelText } from "../user-text";

export const ENCOUNTER_LANGUAGE = "ledger-encounter";

/** What the tracker's buttons do; register.ts binds them to the dialogs and actions. */
export interface TrackerActions {
	rollInitiative(file: TFile): void;
	nextTurn(file: TFile): void;
	previousTurn(file: TFile): void;
	damage(file: TFile, id?: string): void;
	heal(file: TFile, id?: string): void;
	add(file: TFile): void;
	remove(file: TFile, id: string): void;
	end(file: TFile): void;
	firstAction(file: TFile, id: string): void;
	refoot(file: TFile, id: string): void;
}

export class EncounterTrackerChild extends MarkdownRenderChild {
	private generation = 0;
	/** The notes drawn last time: a change to any of them redraws. */
	private watched = new Set<string>();

	constructor(
		containerEl: HTMLElement,
		private readonly app: App,
		private readonly sourcePath: string,
		private readonly settings: () => LedgerSettings,
		private readonly actions: TrackerActions,
		/** The block's text: empty for the encounter the block sits in, or `note: [[Name]]` for another one. */
		private readonly source = "",
	) {
		super(containerEl);
	}

	/** The encounter note drawn: the block's own note, or the one its `note:` line names (a GM screen, the manual). */
	private target(): { file: TFile | undefined; missing: string } {
		const named = splitNoteLine(this.source).link;
		if (named === undefined) return { file: fileAt(this.app, this.sourcePath), missing: `The note "${this.sourcePath}" could not be found.` };
		const path = linkPath(named);
		const file = path === undefined ? undefined : resolveLink(this.app, path, this.sourcePath);
		return { file, missing: `${named.slice(0, 120)} (the block's note: line) leads to no note.` };
	}

	override onload(): void {
		redrawOnChange(this, this.app, (path) => path === this.sourcePath || this.watched.has(path), () => this.render());
		void this.render();
	}

	async render(): Promise<void> {
		const generation = ++this.generation;
		const { file, missing } = this.target();
		let note: Awaited<ReturnType<typeof readEncounterNote>> | undefined;
		if (file) {
			try {
				note = await readEncounterNote(this.app, this.settings(), file);
			} catch (error) {
				note = { ok: false, error: `The encounter could not be read: ${errorText(error)}` };
			}
		}
		if (generation !== this.generation) return;
		this.containerEl.empty();
		if (!file || note === undefined) {
			this.containerEl.createDiv({ cls: "cl-encounter" }).createEl("p", { cls: "cl-encounter-error", text: missing });
			return;
		}
		if (!note.ok) {
			const box = this.containerEl.createDiv({ cls: ["cl-encounter", "cl-encounter-invalid"] });
			box.createEl("p", { cls: "cl-encounter-error", attr: { role: "alert" }, text: `${note.error} Nothing will be written until this is fixed.` });
			return;
		}
		this.watched = new Set(note.value.combatants.flatMap((c) => [c.file?.path, c.source?.path].filter((p): p is string => p !== undefined)));
		if (note.value.campaign) this.watched.add(note.value.campaign.path);
		this.watched.add(file.path);
		drawTracker(this.containerEl, note.value, this.actions);
	}
}

const GAME_NAMES = { cypher: "Cypher System", pool: "Pool game", d20: "d20 game" } as const;

/** Draws the tracker for a read encounter (pure DOM from the model: what the redraw benchmark times). */
export function drawTracker(parent: HTMLElement, note: EncounterNote, actions: TrackerActions): HTMLElement {
	const box = parent.createDiv({ cls: "cl-encounter" });
	const file = note.file;
	const header = box.createDiv({ cls: "cl-encounter-header" });
	isolate(header.createEl("h3", { cls: "cl-encounter-title", text: file.basename }));
	header.createDiv({ cls: "cl-encounter-round", attr: { "aria-live": "polite" }, text: labelText(roundText(note)) });

	const placed = new Map(note.order.map((e, i) => [e.id, i]));
	const byId = new Map(note.combatants.map((c) => [c.ref.id, c]));
	const slots = note.order.length > 0 ? roundSlots(setupOf(note)) : undefined;
	const list = box.createEl("ol", { cls: "cl-encounter-list", attr: { "aria-label": "Combatants in initiative order" } });
	const startOfRound = note.order.length > 0 && note.turn === 1 && !note.ended;
	const rows: { c: Combatant; entry?: string; slot?: string }[] = [];
	if (slots?.ok) {
		// The round's turns in the order they are taken: First actions at the front, Follow-ups after.
		for (const slot of slots.value) {
			const c = byId.get(slot.id);
			const entry = note.order[placed.get(slot.id) ?? -1];
			if (c) rows.push({ c, entry: entry ? orderText(entry.initiative, entry.note) : "", slot: slot.kind });
		}
		// Those with no turn this round (unaware in a d20 surprise round) still show, below.
		for (const e of note.order) if (!slots.value.some((s) => s.id === e.id)) { const c = byId.get(e.id); if (c) rows.push({ c, entry: orderText(e.initiative, e.note), slot: "none" }); }
	} else {
		for (const e of note.order) { const c = byId.get(e.id); if (c) rows.push({ c, entry: orderText(e.initiative, e.note) }); }
	}
	rows.forEach((row, index) => {
		const isTurn = slots?.ok === true && row.slot !== "none" && index === note.turn - 1;
		drawRow(list, note, row.c, actions, { order: row.entry, slot: row.slot, isTurn, startOfRound });
	});
	// The unplaced: those waiting for a place, and the dead or defeated, whom initiative leaves out.
	const unplaced = note.combatants.filter((c) => !placed.has(c.ref.id));
	const groups: [string, Combatant[]][] = [
		[note.order.length === 0 ? "Not in the order yet: roll initiative" : "Joined after initiative: roll again to place them", unplaced.filter((c) => !c.down)],
		["Out of the fight: no turn", unplaced.filter((c) => c.down)],
	];
	for (const [subhead, combatants] of groups) {
		if (combatants.length === 0) continue;
		box.createDiv({ cls: "cl-encounter-subhead", text: subhead });
		const rest = box.createEl("ul", { cls: "cl-encounter-list cl-encounter-waiting" });
		for (const c of combatants) drawRow(rest, note, c, actions, { isTurn: false, startOfRound: false });
	}
	if (note.combatants.length === 0) box.createEl("p", { cls: "cl-encounter-empty", text: "Nobody is in this encounter yet: add a combatant below." });

	const bar = box.createDiv({ cls: "cl-encounter-actions" });
	const disabled = note.ended;
	button(bar, "Roll initiative", () => actions.rollInitiative(file), disabled);
	button(bar, "Previous turn", () => actions.previousTurn(file), disabled || note.order.length === 0);
	button(bar, "Next turn", () => actions.nextTurn(file), disabled || note.order.length === 0, "mod-cta");
	button(bar, "Damage", () => actions.damage(file), disabled || note.combatants.length === 0);
	button(bar, "Heal", () => actions.heal(file), disabled || note.combatants.length === 0);
	button(bar, "Add combatant", () => actions.add(file), disabled);
	button(bar, "End encounter", () => actions.end(file), disabled);
	return box;
}

function roundText(note: EncounterNote): string {
	const game = GAME_NAMES[note.system];
	if (note.ended) return `${game} · ended after ${note.round} ${note.round === 1 ? "round" : "rounds"}`;
	if (note.order.length === 0) return `${game} · initiative not rolled`;
	const round = note.round === 0 ? "Surprise round" : `Round ${note.round}`;
	const who = note.current ? ` · ${note.current.id}'s turn${slotWord(note.current.kind)}` : "";
	return `${game} · ${round}${who}`;
}

function orderText(initiative: number, why: string | undefined): string {
	return why ? `${initiative} (${why})` : String(initiative);
}

function drawRow(
	list: HTMLElement,
	note: EncounterNote,
	c: Combatant,
	actions: TrackerActions,
	opts: { order?: string; slot?: string; isTurn: boolean; startOfRound: boolean },
): void {
	const id = c.ref.id;
	const item = list.createEl("li", { cls: ["cl-encounter-row", ...(opts.isTurn ? ["cl-encounter-current"] : []), ...(c.down ? ["cl-encounter-down"] : [])] });
	if (opts.isTurn) item.setAttr("aria-current", "step");
	// The marker is text, not only colour: "▶ Now" on the row whose turn it is. The row is one flex line
	// of spans with full-width parts below (few elements: a 50-combatant fight redraws on every change).
	if (opts.isTurn) item.createSpan({ cls: "cl-encounter-marker", text: "▶ Now" });
	// Names are the notes': isolated (user-text.ts), so one cannot turn the row's words around.
	isolate(item.createSpan({ cls: "cl-encounter-name", text: id }));
	item.createSpan({ cls: "cl-encounter-kind", text: kindText(c, opts.slot) });
	if (opts.order !== undefined && opts.order !== "") item.createSpan({ cls: "cl-encounter-init", text: `Initiative ${opts.order}` });
	if (c.problem !== undefined) {
		item.createDiv({ cls: "cl-encounter-problem", attr: { role: "alert" }, text: labelText(c.problem) });
	} else {
		item.createDiv({ cls: "cl-encounter-health", text: c.health });
		if (c.status.length > 0) item.createDiv({ cls: "cl-encounter-status", text: labelText(c.status.join(" · ")) });
	}
	if (note.ended) return;
	const buttons = item.createDiv({ cls: "cl-encounter-row-actions" });
	const usable = c.problem === undefined;
	button(buttons, "Damage", () => actions.damage(note.file, id), !usable, undefined, `Damage ${id}`);
	button(buttons, "Heal", () => actions.heal(note.file, id), !usable, undefined, `Heal ${id}`);
	const inOrder = note.order.some((e) => e.id === id);
	if (note.system === "cypher" && opts.startOfRound && inOrder && opts.slot !== "follow-up") {
		const taking = note.firstActions.includes(id);
		button(buttons, taking ? "Normal turn" : "First action", () => actions.firstAction(note.file, id), false, undefined, taking ? `${id} acts in the normal order` : `${id} takes a First action`);
	}
	if (note.system === "pool" && opts.startOfRound && inOrder) button(buttons, "Re-foot", () => actions.refoot(note.file, id), !usable, undefined, `Re-foot ${id}: roll initiative again and keep it`);
	button(buttons, "Remove", () => actions.remove(note.file, id), false, undefined, `Remove ${id}`);
}

function kindText(c: Combatant, slot: string | undefined): string {
	const kind = c.kind === "pc" ? "PC" : c.kind === "npc" ? "NPC" : "creature";
	if (slot === "first-action") return `${kind} · First action`;
	if (slot === "follow-up") return `${kind} · Follow-up`;
	if (slot === "none") return `${kind} · no turn this round`;
	return kind;
}

function button(parent: HTMLElement, text: string, onClick: () => void, disabled = false, cls?: string, label?: string): HTMLButtonElement {
	const el = parent.createEl("button", { cls: ["cl-encounter-button", ...(cls ? [cls] : [])], text });
	if (label) el.setAttr("aria-label", labelText(label));
	el.disabled = disabled;
	el.addEventListener("click", onClick);
	return el;
}
