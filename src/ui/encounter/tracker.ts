/**
 * The `ledger-encounter` block: the encounter note's combatants in initiative order, each with its
 * health, its states and a marker on whoever's turn it is, and the buttons that run the fight. It is
 * drawn from the notes alone (the encounter note and each combatant's note), and redraws whenever
 * Obsidian reports one of them changed, so a Pool spent on a sheet or a value typed in Properties
 * shows here at once. A note the tracker cannot read shows why, and no button writes anything.
 */
import { actingInMeleeLabel, playsActingInMelee } from "./acting-in-melee";
import { MarkdownRenderChild, Menu, type App, type Component, type TFile } from "obsidian";
import { fail, type Result } from "../../engine/result";
import { orderNoteWords, roundSlots, type OrderEntry } from "../../engine/encounter";
import { SEVERITIES } from "../../engine/systems/cypher/health";
import { roundsTime } from "../../engine/systems/d20/action-types";
import { fileAt, resolveLink } from "../../notes/campaign/notes";
import { linkPath } from "../../notes/schema/fields";
import { errorText } from "../../notes/frontmatter";
import { poolsText, readEncounterNote, setupOf, type Combatant, type EncounterNote } from "../../notes/encounter/read";
import type { LedgerSettings } from "../../settings";
import { redrawOnChange } from "../note-events";
import { splitNoteLine } from "../frame/sheet-child";
import { roundWord, turnOf } from "./actions";
import { swarmCandidates } from "./creature-actions";
import { SWARM_SIZE } from "../../engine/systems/cypher/procedures";
import { isolate, labelText } from "../user-text";
import { drawConditionChips } from "../frame/sheet-view";
import { t } from "../../lang";

export const ENCOUNTER_LANGUAGE = "ledger-encounter";

/**
 * What the tracker's buttons do; register.ts binds them to the dialogs and actions (and
 * ui/commands/action-commands.ts gives each a command). `damage` and `heal` with an amount apply it
 * at once (the row's number field); without one they open the dialog.
 */
export interface TrackerActions {
	rollInitiative(file: TFile): void;
	nextTurn(file: TFile): void;
	previousTurn(file: TFile): void;
	damage(file: TFile, id?: string, amount?: number): void;
	heal(file: TFile, id?: string, amount?: number): void;
	add(file: TFile): void;
	/** Asks first, then removes the combatant with a log entry Undo reverses. */
	remove(file: TFile, id: string): void;
	end(file: TFile): void;
	firstAction(file: TFile, id: string): void;
	/** Cypher: a Last action this round, or back to the normal turn. */
	lastAction(file: TFile, id: string): void;
	/** Cypher: wait (asking for a trigger, optional), to act after the others' turns this round, or back to the normal turn. */
	wait(file: TFile, id: string): void;
	/** Cypher: a waiting combatant's trigger came: they act now, right before the turn under way. */
	actNow(file: TFile, id: string): void;
	refoot(file: TFile, id: string): void;
	/** Cypher: a GM intrusion on a player character. */
	intrusion(file: TFile, id: string): void;
	/** Opens Add condition for a combatant. */
	addCondition(file: TFile, id: string): void;
	/** Asks, then takes a condition off a combatant. */
	removeCondition(file: TFile, id: string, condition: string): void;
	/** Cypher: the boss package on a creature, or off it again. */
	boss(file: TFile, id: string): void;
	/** Cypher: four creatures into a swarm (this one and three picked), or a swarm back into four. */
	swarm(file: TFile, id: string): void;
	/** Cypher: an area attack by this combatant (asks who is in the area): one roll per creature or one for all, or each character's defense. */
	areaAttack(file: TFile, id?: string): void;
	/** Cypher: PC against PC or NPC against NPC, one side preset when given. */
	opposed(file: TFile, id?: string): void;
	/** d20: the combatant takes a standard, a short or a full-round action outside the dialogs (counted in the round). */
	standardAction(file: TFile, id: string): void;
	shortAction(file: TFile, id: string): void;
	fullRoundAction(file: TFile, id: string): void;
	/** d20: restricted to a single standard or short action a round, on or off. */
	restricted(file: TFile, id: string): void;
	/** The pool game: how many actions the combatant takes this round (asks). */
	actionsThisRound(file: TFile, id: string): void;
	/** Cypher, 001's optional rule when the encounter plays it: the combatant acts in melee without fighting (asks whether it only moves). */
	actingInMelee(file: TFile, id: string): void;
}

/** The encounter note a block draws: the block's own note, or the one its `note:` line names (a GM screen, the manual); `missing` says why there is none. */
export function blockEncounter(app: App, source: string, sourcePath: string): { file: TFile | undefined; missing: string } {
	const named = splitNoteLine(source).link;
	if (named === undefined) return { file: fileAt(app, sourcePath), missing: t("encounter.tracker.noteMissing", { path: sourcePath }) };
	const path = linkPath(named);
	return { file: path === undefined ? undefined : resolveLink(app, path, sourcePath), missing: t("encounter.tracker.noteLineNowhere", { link: named.slice(0, 120), key: "note:" }) };
}

/**
 * Draws the encounter `file()` names, now and again whenever Obsidian reports a change to it or to a
 * note it draws from (a combatant's note, a creature page, the campaign), for as long as `owner` (the
 * block, the view) lives. `draw` gets the note read, or undefined when there is no note to read.
 * Returns the redraw.
 */
export function mountEncounter(owner: Component, app: App, settings: () => LedgerSettings, file: () => TFile | undefined, draw: (note: Result<EncounterNote> | undefined) => void): () => Promise<void> {
	let watched = new Set<string>();
	let generation = 0;
	const render = async (): Promise<void> => {
		const mine = ++generation;
		const at = file();
		let note: Result<EncounterNote> | undefined;
		if (at) {
			try {
				note = await readEncounterNote(app, settings(), at);
			} catch (error) {
				note = fail(t("encounter.tracker.unreadable", { error: errorText(error) }));
			}
		}
		if (mine !== generation) return;
		if (at) watched = new Set([at.path]);
		if (note?.ok) {
			for (const c of note.value.combatants) for (const path of [c.file?.path, c.source?.path]) if (path !== undefined) watched.add(path);
			if (note.value.campaign) watched.add(note.value.campaign.path);
		}
		draw(note);
	};
	redrawOnChange(owner, app, (path) => watched.has(path), render);
	void render();
	return render;
}

export class EncounterTrackerChild extends MarkdownRenderChild {
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

	override onload(): void {
		const { app, containerEl } = this;
		let missing = "";
		const file = (): TFile | undefined => {
			const found = blockEncounter(app, this.source, this.sourcePath);
			missing = found.missing;
			return found.file;
		};
		mountEncounter(this, app, this.settings, file, (note) => {
			// A tracker on the page is brought up to date in place: Next turn changes two rows of fifty,
			// and redrawing all of them had the browser style and lay out every row again.
			const drawn = containerEl.firstElementChild;
			if (note?.ok && drawn instanceof HTMLElement && drawn.hasClass("cl-encounter") && !drawn.hasClass("cl-encounter-invalid")) {
				updateTracker(drawn, note.value, this.actions);
				return;
			}
			containerEl.empty();
			if (note === undefined) {
				containerEl.createDiv({ cls: "cl-encounter" }).createEl("p", { cls: "cl-encounter-error", text: missing });
			} else if (!note.ok) {
				const box = containerEl.createDiv({ cls: ["cl-encounter", "cl-encounter-invalid"] });
				box.createEl("p", { cls: "cl-encounter-error", attr: { role: "alert" }, text: t("encounter.tracker.invalid", { error: note.error }) });
			} else {
				drawTracker(containerEl, note.value, this.actions);
			}
		});
	}
}

/** The game's name as the round line says it. */
function gameName(system: EncounterNote["system"]): string {
	return system === "cypher" ? t("commands.createCampaign.system.cypher") : system === "pool" ? t("commands.game.pool") : t("encounter.game.d20");
}

/**
 * Draws the tracker for a read encounter (pure DOM from the model: what the redraw benchmark times).
 * Built as initiative trackers at the table are: the round and Next turn at the top (sticky on a
 * phone, styles.css), then one compact row per combatant: initiative, name, the numbers the GM
 * needs, conditions, a damage field (a number and Enter damages by the combatant's own game; +3
 * heals) and a menu for everything else.
 */
export function drawTracker(parent: HTMLElement, note: EncounterNote, actions: TrackerActions, view: TrackerView = { note }): HTMLElement {
	const box = parent.createDiv({ cls: "cl-encounter" });
	views.set(box, view);
	box.appendChild(drawHeader(note, actions));
	const list = box.createEl("ol", { cls: "cl-encounter-list", attr: { "aria-label": t("encounter.tracker.orderLabel") } });
	for (const row of orderRows(note)) list.appendChild(drawRow(view, row.c, actions, row.opts));
	drawAfterOrder(box, view, actions);
	return box;
}

/**
 * The encounter a drawn tracker shows now. Its buttons read it when pressed, not the note they were
 * drawn from: a row kept by an update (updateTracker) then acts on the encounter as it is.
 */
interface TrackerView {
	note: EncounterNote;
}

const views = new WeakMap<HTMLElement, TrackerView>();

/**
 * Brings a drawn tracker up to `note` in place: it is drawn afresh off the page, and each part equal
 * to the part already shown (a row, the title, the buttons) keeps the element on the page, so the
 * browser styles and lays out only what changed (Next turn: two rows of fifty). The round line keeps
 * its element too and takes the new text, so a screen reader announces the new turn.
 */
export function updateTracker(box: HTMLElement, note: EncounterNote, actions: TrackerActions): void {
	const view = views.get(box) ?? { note };
	view.note = note;
	keepEqual(box, drawTracker(createDiv(), note, actions, view), true);
}

/** Gives `shown` the children of `fresh`, keeping each shown child equal to its fresh one; the header and lists are gone through one level down. */
function keepEqual(shown: Element, fresh: Element, top: boolean): void {
	const wanted = Array.from(fresh.children);
	wanted.forEach((child, index) => {
		const was = shown.children[index];
		if (!was) shown.appendChild(child);
		else if (was.isEqualNode(child)) return;
		else if (top && was.tagName === child.tagName && was.className === child.className) keepEqual(was, child, false);
		else if (was.hasClass("cl-encounter-round")) was.setText(child.textContent ?? "");
		else was.replaceWith(child);
	});
	while (shown.children.length > wanted.length) shown.lastElementChild?.remove();
}

/** The title, the round and whose turn it is, and the turn buttons. */
function drawHeader(note: EncounterNote, actions: TrackerActions): HTMLElement {
	const file = note.file;
	const header = createDiv({ cls: "cl-encounter-header" });
	isolate(header.createEl("h3", { cls: "cl-encounter-title", text: file.basename }));
	header.createDiv({ cls: "cl-encounter-round", attr: { "aria-live": "polite" }, text: labelText(roundText(note)) });
	const turns = header.createDiv({ cls: "cl-encounter-actions cl-encounter-turns" });
	const rolled = note.order.length > 0;
	// Before initiative the one thing to do is roll it; after, Next turn is the main button.
	button(turns, t("commands.tracker.rollInitiative"), () => actions.rollInitiative(file), note.ended, rolled ? undefined : "mod-cta");
	if (rolled) {
		button(turns, t("commands.tracker.previousTurn"), () => actions.previousTurn(file), note.ended);
		button(turns, t("commands.tracker.nextTurn"), () => actions.nextTurn(file), note.ended, "mod-cta");
	}
	return header;
}

interface RowOptions {
	entry?: OrderEntry | undefined;
	slot?: string;
	isTurn: boolean;
	startOfRound: boolean;
}

/** The combatants in the order, as the round takes them, each with how its row is drawn. */
function orderRows(note: EncounterNote): { c: Combatant; opts: RowOptions }[] {
	const rolled = note.order.length > 0;
	const placed = new Map(note.order.map((e, i) => [e.id, i]));
	const byId = new Map(note.combatants.map((c) => [c.ref.id, c]));
	const slots = rolled ? roundSlots(setupOf(note)) : undefined;
	const startOfRound = rolled && note.turn === 1 && !note.ended;
	const rows: { c: Combatant; entry?: OrderEntry; slot?: string }[] = [];
	const entryOf = (id: string): OrderEntry | undefined => note.order[placed.get(id) ?? -1];
	if (slots?.ok) {
		// The round's turns in the order they are taken: First actions at the front, Follow-ups after.
		for (const slot of slots.value) {
			const c = byId.get(slot.id);
			if (c) rows.push({ c, entry: entryOf(slot.id), slot: slot.kind });
		}
		// Those with no turn this round (unaware in a d20 surprise round) still show, below.
		for (const e of note.order) if (!slots.value.some((s) => s.id === e.id)) { const c = byId.get(e.id); if (c) rows.push({ c, entry: e, slot: "none" }); }
	} else {
		for (const e of note.order) { const c = byId.get(e.id); if (c) rows.push({ c, entry: e }); }
	}
	return rows.map((row, index) => {
		const isTurn = slots?.ok === true && row.slot !== "none" && index === note.turn - 1;
		const opts: RowOptions = { entry: row.entry, isTurn, startOfRound };
		if (row.slot !== undefined) opts.slot = row.slot;
		return { c: row.c, opts };
	});
}

/** Those waiting for a place, the ones out of the fight, and the encounter's own buttons. */
function drawAfterOrder(box: HTMLElement, view: TrackerView, actions: TrackerActions): void {
	const { note } = view;
	const file = note.file;
	const rolled = note.order.length > 0;
	const placed = new Set(note.order.map((e) => e.id));
	// The unplaced: those waiting for a place, and the dead or defeated, whom initiative leaves out.
	const unplaced = note.combatants.filter((c) => !placed.has(c.ref.id));
	const groups: [string, Combatant[]][] = [
		[rolled ? t("encounter.tracker.joinedAfter") : t("encounter.tracker.notInOrder"), unplaced.filter((c) => !c.down)],
		[t("encounter.tracker.outOfFight"), unplaced.filter((c) => c.down)],
	];
	for (const [subhead, combatants] of groups) {
		if (combatants.length === 0) continue;
		box.createDiv({ cls: "cl-encounter-subhead", text: subhead });
		const rest = box.createEl("ul", { cls: "cl-encounter-list cl-encounter-waiting" });
		for (const c of combatants) rest.appendChild(drawRow(view, c, actions, { isTurn: false, startOfRound: false }));
	}
	if (note.combatants.length === 0) box.createEl("p", { cls: "cl-encounter-empty", text: t("encounter.tracker.empty") });

	const bar = box.createDiv({ cls: "cl-encounter-actions" });
	button(bar, t("commands.tracker.add"), () => actions.add(file), note.ended);
	button(bar, t("commands.tracker.end"), () => actions.end(file), note.ended);
}

function roundText(note: EncounterNote): string {
	const game = gameName(note.system);
	// 004: a round is six seconds, so the d20 game's line says how long the fight has run.
	if (note.ended) return note.system === "d20" && note.round > 0 ? t("encounter.round.endedAfterTime", { game, rounds: note.round, time: roundsTime(note.round) }) : t("encounter.round.endedAfter", { game, rounds: note.round });
	if (note.order.length === 0) return t("encounter.round.notRolled", { game });
	const round = note.system === "d20" && note.round > 1 ? t("encounter.round.timeIn", { round: roundWord(note.round), time: roundsTime(note.round - 1) }) : roundWord(note.round);
	return note.current ? t("encounter.round.withTurn", { game, round, turn: turnOf(note.current.id, note.current.kind) }) : t("encounter.round.line", { game, round });
}

/**
 * The numbers the GM needs: a Cypher NPC's level, target number and Armor beside its health; a
 * Cypher PC's Pools and the wounds taken (or the damage-track step); the note's health line otherwise.
 */
function numbers(note: EncounterNote, c: Combatant): string {
	const data = c.data;
	if (data?.system === "cypher" && "npc" in data) {
		const { level, health, healthMax, armor, damage, boss } = data.npc;
		const values = { level, target: level * 3, health, healthMax, armor, damage };
		// A boss's attacks and defenses count a level higher (001's boss package); the rest of it stays at its level.
		if (boss !== true) return t("encounter.npc.numbers", values);
		return t("encounter.npc.numbersBoss", { ...values, bossLevel: Math.min(10, level + 1), bossTarget: Math.min(10, level + 1) * 3 });
	}
	if (data?.system === "cypher" && "pc" in data) {
		const { wounds, damageTrack } = data.pc;
		const taken = SEVERITIES.filter((s) => wounds[s] > 0).map((s) => t("encounter.pc.wound", { count: wounds[s], severity: s }));
		const harm = note.damageModel === "damage-track" ? damageTrack : taken.length > 0 ? t("encounter.pc.wounds", { wounds: taken.join(", ") }) : t("encounter.pc.noWounds");
		return t("encounter.pc.numbers", { pools: poolsText(data.pc), harm });
	}
	return c.health;
}

function drawRow(view: TrackerView, c: Combatant, actions: TrackerActions, opts: RowOptions): HTMLElement {
	const { note } = view;
	const id = c.ref.id;
	const item = createEl("li", { cls: ["cl-encounter-row", ...(opts.isTurn ? ["cl-encounter-current"] : []), ...(c.down ? ["cl-encounter-down"] : [])] });
	if (opts.isTurn) item.setAttr("aria-current", "step");
	// Initiative first, as trackers show it; why it is what it is (a target number, a tie) goes beside the kind.
	const init = opts.entry;
	item.createSpan({ cls: "cl-encounter-init", text: init ? String(init.initiative) : "–", attr: { "aria-label": init ? t("encounter.row.initiative", { initiative: init.initiative }) : t("encounter.row.noInitiative") } });
	const who = item.createSpan({ cls: "cl-encounter-who" });
	// The marker is text, not only colour: "▶" on the row whose turn it is.
	if (opts.isTurn) who.createSpan({ cls: "cl-encounter-marker", text: "▶", attr: { "aria-label": t("encounter.row.now") } });
	// Names are the notes': isolated (user-text.ts), so one cannot turn the row's words around.
	isolate(who.createSpan({ cls: "cl-encounter-name", text: id }));
	who.createSpan({ cls: "cl-encounter-kind", text: labelText([kindText(c, opts.slot), ...(init?.note ? [orderNoteWords(init.note)] : [])].join(" · ")) });
	// States and conditions under the name, where the eye already is: each condition a chip with its time left.
	if (c.status.length > 0) who.createSpan({ cls: "cl-encounter-status", text: labelText(c.status.join(" · ")) });
	if (c.conditions.length > 0) {
		const chips = c.conditions.map((h) => ({ id: h.id, label: h.label, detail: h.ends ?? t("conditions.duration", { duration: "until-removed" }), ...(h.problem !== undefined ? { problem: h.problem } : {}) }));
		drawConditionChips(who, chips, note.ended ? undefined : (condition) => actions.removeCondition(view.note.file, id, condition));
	}
	if (c.problem !== undefined) item.createDiv({ cls: "cl-encounter-problem", attr: { role: "alert" }, text: labelText(c.problem) });
	else item.createSpan({ cls: "cl-encounter-health", text: labelText(numbers(note, c)) });
	if (note.ended) return item;
	const usable = c.problem === undefined;
	if (usable) {
		// A number and Enter damages by the combatant's game (a Cypher PC's wound, an NPC's health less Armor); "+3" heals.
		const field = item.createEl("input", {
			cls: "cl-encounter-amount",
			attr: { type: "text", inputmode: "numeric", placeholder: t("encounter.row.damagePlaceholder"), "aria-label": labelText(t("encounter.row.damageLabel", { name: id })) },
		});
		field.addEventListener("keydown", (event) => {
			if (event.key !== "Enter") return;
			const match = /^\s*(\+)?(\d{1,4})\s*$/.exec(field.value);
			if (!match) return;
			event.preventDefault();
			field.value = "";
			if (match[1]) actions.heal(view.note.file, id, Number(match[2]));
			else actions.damage(view.note.file, id, Number(match[2]));
		});
	}
	// A waiting combatant's trigger may come on anyone's turn: the button is in view, not in the menu only.
	if (canActNow(note, id)) button(item, t("encounter.row.actNow"), () => actions.actNow(view.note.file, id), false, "cl-encounter-act-now", t("encounter.row.actNowLabel", { name: id, current: note.current?.id ?? "" }));
	const more = button(item, "⋯", (event) => rowMenu(view.note, id, actions).showAtMouseEvent(event), false, "cl-encounter-menu", t("encounter.row.more", { name: id }));
	more.setAttr("aria-haspopup", "menu");
	return item;
}

/** The row's menu: every other action on this combatant, as the encounter stands now. */
function rowMenu(note: EncounterNote, id: string, actions: TrackerActions): Menu {
	const file = note.file;
	const row = orderRows(note).find((r) => r.c.ref.id === id);
	const c = row?.c ?? note.combatants.find((each) => each.ref.id === id);
	const opts: Partial<RowOptions> = row?.opts ?? {};
	const menu = new Menu();
	const item = (title: string, run: () => void): void => {
		menu.addItem((i) => i.setTitle(labelText(title)).onClick(run));
	};
	if (c && c.problem === undefined) {
		item(t("encounter.menu.damage"), () => actions.damage(file, id));
		item(t("encounter.menu.heal"), () => actions.heal(file, id));
		item(t("encounter.menu.addCondition"), () => actions.addCondition(file, id));
		if (c.kind === "pc" && note.system === "cypher") item(t("encounter.menu.intrusion"), () => actions.intrusion(file, id));
		const creature = c.data?.system === "cypher" && "npc" in c.data ? c.data.npc : undefined;
		if (creature && c.inSwarm === undefined) {
			if (c.swarm === undefined) item(creature.boss === true ? t("encounter.menu.unboss") : t("encounter.menu.boss"), () => actions.boss(file, id));
			if (c.swarm !== undefined) item(t("encounter.menu.breakSwarm"), () => actions.swarm(file, id));
			else if (!c.down && swarmCandidates(note, id).length >= SWARM_SIZE - 1) item(t("encounter.menu.swarm"), () => actions.swarm(file, id));
		}
		if (note.system === "cypher" && c.inSwarm === undefined) item(t("encounter.menu.opposed"), () => actions.opposed(file, id));
		if (note.system === "cypher" && c.inSwarm === undefined && !c.down) item(t("encounter.menu.areaAttack"), () => actions.areaAttack(file, id));
		if (playsActingInMelee(note) && c.inSwarm === undefined && !c.down) item(actingInMeleeLabel(), () => actions.actingInMelee(file, id));
		const inOrder = note.order.some((e) => e.id === id);
		if (note.system === "cypher" && opts.startOfRound && inOrder && opts.slot !== "follow-up") {
			item(note.firstActions.includes(id) ? t("encounter.menu.normalTurn") : t("encounter.menu.firstAction"), () => actions.firstAction(file, id));
		}
		// 000's Last action and waiting, while the combatant's turn is still to come (or is now).
		if (note.system === "cypher" && inOrder && !note.ended && !note.firstActions.includes(id) && opts.slot !== "follow-up" && turnAhead(note, id)) {
			item(note.lastActions.includes(id) ? t("encounter.menu.noLastAction") : t("encounter.menu.lastAction"), () => actions.lastAction(file, id));
			item(note.waiting.includes(id) ? t("encounter.menu.stopWaiting") : t("encounter.menu.wait"), () => actions.wait(file, id));
		}
		if (canActNow(note, id)) item(t("encounter.menu.actNow", { current: note.current?.id ?? "" }), () => actions.actNow(file, id));
		if (note.system === "pool" && opts.startOfRound && inOrder) item(t("encounter.menu.refoot"), () => actions.refoot(file, id));
		if (inOrder && note.system === "d20") {
			item(t("encounter.menu.standardAction"), () => actions.standardAction(file, id));
			item(t("encounter.menu.shortAction"), () => actions.shortAction(file, id));
			if (note.round !== 0) item(t("encounter.menu.fullRoundAction"), () => actions.fullRoundAction(file, id));
			item(note.restricted.includes(id) ? t("encounter.menu.unrestricted") : t("encounter.menu.restricted"), () => actions.restricted(file, id));
		}
		if (inOrder && note.system === "pool") item(t("encounter.menu.actionsThisRound"), () => actions.actionsThisRound(file, id));
	}
	item(t("encounter.menu.remove"), () => actions.remove(file, id));
	return menu;
}

/**
 * True when a waiting combatant can act now: it has not been placed yet, its turn (at the end) is
 * still to come, and the turn under way is someone else's normal turn.
 */
function canActNow(note: EncounterNote, id: string): boolean {
	if (note.system !== "cypher" || note.ended || !note.waiting.includes(id) || note.actingBefore[id] !== undefined) return false;
	const current = note.current;
	return current !== undefined && current.id !== id && current.kind === "action" && turnAhead(note, id);
}

/** True while the combatant's turn this round is still to come, or is now. */
function turnAhead(note: EncounterNote, id: string): boolean {
	const slots = roundSlots(setupOf(note));
	return slots.ok && slots.value.findIndex((s) => s.id === id) >= note.turn - 1;
}

function kindText(c: Combatant, slot: string | undefined): string {
	const kind = t("encounter.kind", { kind: c.kind });
	if (slot === "first-action") return t("encounter.kind.firstAction", { kind });
	if (slot === "follow-up") return t("encounter.kind.followUp", { kind });
	if (slot === "last-action") return t("encounter.kind.lastAction", { kind });
	if (slot === "none") return t("encounter.kind.noTurn", { kind });
	return kind;
}

function button(parent: HTMLElement, text: string, onClick: (event: MouseEvent) => void, disabled = false, cls?: string, label?: string): HTMLButtonElement {
	const el = parent.createEl("button", { cls: ["cl-encounter-button", ...(cls ? [cls] : [])], text });
	if (label) el.setAttr("aria-label", labelText(label));
	el.disabled = disabled;
	el.addEventListener("click", onClick);
	return el;
}
