/**
 * Adding and removing conditions, from the tracker's row and from any game's sheet, through the one
 * pipeline (session note first, values read fresh, one entry with every change, undone by Undo).
 *
 * A character or NPC fighting in a running encounter is one of its combatants: its sheet's Add and
 * Remove go through the encounter's own actions, so a condition applied there gets its timer beside
 * the encounter's clock. Outside a fight, a condition lasts until removed and the entry changes the
 * note alone.
 */
import type { App, TFile } from "obsidian";
import { t } from "../../lang";
import { makeEntry, type LogEntry } from "../../engine/log";
import { fail, ok, type Result } from "../../engine/result";
import { applyPlan, durationsFor, removePlan, type Bearer, type ConditionPlan } from "../../games/conditions/apply";
import { conditionDialog, conditionForm, type ConditionDialogModel } from "../../games/conditions/dialog";
import { CONDITION_FLAGS, CONDITIONS_KEY, readHeld } from "../../games/conditions/held";
import { describeCondition } from "../../games/pack/kinds/condition";
import type { TableSystem } from "../../games/frame/game";
import { frontmatterOf } from "../../notes/campaign/notes";
import { encounterOf } from "../../notes/encounter/current";
import { readEncounterNote, type EncounterNote } from "../../notes/encounter/read";
import { readPack } from "../../notes/pack/packs";
import { addCondition, clockOf, removeCondition, type EncounterDeps } from "../encounter/actions";
import { logTableAction, type TableDeps } from "../frame/pipeline";
import { RollModal } from "../frame/roll-modal";

/** A dialog that only asks (Remove Dazed?): the frame with no fields, one line and the button that does it. */
function confirm(app: App, title: string, line: string, submit: string, run: () => Promise<{ ok: boolean }>): void {
	new RollModal(app, { title: () => title, fields: () => [], preview: () => ({ odds: [line], submit }) }, null, null, run).open();
}

/** The dialog's model for a combatant of a read encounter. */
function encounterModel(note: EncounterNote, id: string): ConditionDialogModel | undefined {
	const c = note.combatants.find((x) => x.ref.id === id);
	if (!c) return undefined;
	const clock = clockOf(note, "");
	const durations = durationsFor(clock);
	const model: ConditionDialogModel = { bearer: id, pack: note.pack, held: c.conditions, durations, turnTakers: note.order.map((e) => e.id) };
	if (note.order.length === 0) model.durationNote = t("conditions.durationNote.noOrder");
	return model;
}

/** What a removal will change, in one line the confirmation shows. */
function removalLine(bearer: string, label: string, does: string | undefined): string {
	return does === undefined ? t("conditions.remove.confirmLine", { name: bearer, condition: label }) : t("conditions.remove.confirmLineDoes", { name: bearer, condition: label, does: does.replace(/\.$/, "").toLowerCase() });
}

// ---------------------------------------------------------------------------------------------
// The tracker's row
// ---------------------------------------------------------------------------------------------

export async function addFromTracker(deps: EncounterDeps, file: TFile, id: string): Promise<void> {
	const note = await readEncounterNote(deps.app, deps.settings(), file);
	if (!note.ok) return deps.tell(note.error);
	const model = encounterModel(note.value, id);
	if (!model) return deps.tell(`${id} is not in this encounter (removed?).`);
	const form = conditionForm(model);
	new RollModal(deps.app, conditionDialog, model, form, (f) => addCondition(deps, file, { id, condition: f.condition, duration: f.duration, whose: f.whose })).open();
}

export async function removeFromTracker(deps: EncounterDeps, file: TFile, id: string, condition: string): Promise<void> {
	const note = await readEncounterNote(deps.app, deps.settings(), file);
	if (!note.ok) return deps.tell(note.error);
	const held = note.value.combatants.find((c) => c.ref.id === id)?.conditions.find((h) => h.id === condition);
	if (!held) return deps.tell(`${id} is not ${condition} any more.`);
	confirm(deps.app, t("conditions.remove.confirmTitle", { condition: held.label }), removalLine(id, held.label, held.spec && describeCondition(held.spec)), t("encounter.remove.confirmButton"), () => removeCondition(deps, file, id, condition));
}

// ---------------------------------------------------------------------------------------------
// A sheet
// ---------------------------------------------------------------------------------------------

/** A note as the bearer of conditions, read fresh: its values, its game's pack, what it bears. */
async function noteBearer(app: App, file: TFile, system: TableSystem, target: string): Promise<Result<{ bearer: Bearer; pack: Awaited<ReturnType<typeof readPack>> }>> {
	const fm = await frontmatterOf(app, file);
	if (!fm.ok) return fm;
	const pack = await readPack(app, system);
	const held = readHeld(fm.value, CONDITIONS_KEY, CONDITION_FLAGS[system], pack);
	if (held.problems.length > 0) return fail(`${held.problems.map((p) => p.message).join("; ")}. Fix the note's conditions first; nothing was written.`);
	// The name the sheet shows: its `name`, else the note's.
	const named = fm.value["name"];
	const name = typeof named === "string" && named.trim() !== "" && named.length <= 100 ? named.trim() : file.basename;
	return ok({ bearer: { name, values: fm.value, listKey: CONDITIONS_KEY, target, held: held.held }, pack });
}

/** Logs a plan for a note outside any fight: the entry changes the note alone. */
function logNotePlan(deps: TableDeps, file: TFile, system: TableSystem, plan: (bearer: Bearer, pack: Awaited<ReturnType<typeof readPack>>) => Result<ConditionPlan>): Promise<Result<LogEntry>> {
	return logTableAction(
		deps,
		file,
		(f) => noteBearer(deps.app, f, system, ""),
		({ bearer, pack }, meta) => {
			const planned = plan({ ...bearer, target: meta.target }, pack);
			if (!planned.ok) return planned;
			const p = planned.value;
			return ok(
				makeEntry({
					id: meta.id,
					time: meta.time,
					kind: "condition",
					system,
					actor: meta.actor,
					title: p.title,
					inputs: p.inputs,
					outcome: { text: p.outcome, code: "condition" },
					explanation: p.explanation,
					changes: p.changes,
					links: p.links,
				}),
			);
		},
	);
}

export async function addFromSheet(deps: TableDeps, file: TFile, system: TableSystem): Promise<void> {
	const { app } = deps;
	const current = encounterOf(app, file);
	if (current) {
		const note = await readEncounterNote(app, deps.settings(), current.file);
		const model = note.ok ? encounterModel(note.value, current.name) : undefined;
		if (note.ok && model) {
			new RollModal(app, conditionDialog, model, conditionForm(model), (f) => addCondition(deps, current.file, { id: current.name, condition: f.condition, duration: f.duration, whose: f.whose })).open();
			return;
		}
		// The encounter cannot be read: its problem is said, and the condition is put on the note alone.
		if (!note.ok) deps.tell(`${current.file.basename}: ${note.error} The condition is put on the note alone, until removed.`);
	}
	const read = await noteBearer(app, file, system, "");
	if (!read.ok) return deps.tell(read.error);
	const model: ConditionDialogModel = {
		bearer: read.value.bearer.name,
		pack: read.value.pack,
		held: read.value.bearer.held,
		durations: durationsFor(undefined),
		turnTakers: [],
		durationNote: t("conditions.durationNote.noEncounter", { name: read.value.bearer.name, lasts: t("conditions.duration", { duration: "until-removed" }) }),
	};
	new RollModal(app, conditionDialog, model, conditionForm(model), (f) => logNotePlan(deps, file, system, (bearer, pack) => applyPlan(pack, bearer, f.condition, f.duration, undefined))).open();
}

export async function removeFromSheet(deps: TableDeps, file: TFile, system: TableSystem, condition: string): Promise<void> {
	const { app } = deps;
	const current = encounterOf(app, file);
	if (current) {
		const note = await readEncounterNote(app, deps.settings(), current.file);
		if (note.ok) return removeFromTracker(deps, current.file, current.name, condition);
	}
	const read = await noteBearer(app, file, system, "");
	if (!read.ok) return deps.tell(read.error);
	const held = read.value.bearer.held.find((h) => h.id === condition);
	if (!held) return deps.tell(`${read.value.bearer.name} is not ${condition} any more.`);
	confirm(app, t("conditions.remove.confirmTitle", { condition: held.label }), removalLine(read.value.bearer.name, held.label, held.spec && describeCondition(held.spec)), t("encounter.remove.confirmButton"), () =>
		logNotePlan(deps, file, system, (bearer, pack) => removePlan(pack, bearer, condition, undefined)),
	);
}
