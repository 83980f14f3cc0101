/**
 * A Cypher NPC at the shared table (the note "Create NPC from this creature page" writes, or one
 * by hand): level, target number (000: "The target number is always three times the task's
 * difficulty", and an NPC's level is the difficulty), health with a stepper, Armor, damage and
 * modifications. NPCs roll nothing here: the players' tasks are rolled against them. The GM's
 * one action is "Apply damage": Armor subtracted unless the damage ignores it, health down to 0
 * (the same engine rule, damageNpc, the encounter tracker uses).
 *
 * An object is an NPC note with `object: true`: `level` is its current level (000: "its level acts
 * like Armor and health"), `level-max` its original level (defaults to `level`) and
 * `damage-past-broken` what it has taken since it broke. Its "Apply damage" uses damageObject.
 */
import type { LogEntry } from "../../engine/log";
import { fail, ok, type Result } from "../../engine/result";
import type { StateChange } from "../../engine/state";
import {
	damageNpc,
	damageObject,
	npcHitLine,
	OBJECT_KEYS,
	objectConditionText,
	type DamageKind,
	type NpcState,
	type ObjectState,
	type RuleOutcome,
} from "../../engine/systems/cypher/health";
import { cypherEntry } from "../../engine/systems/cypher/log-entries";
import { APPLY_DAMAGE } from "./damage-action";
import { damageKindChoices } from "./damage-kinds";
import type { CypherNpc } from "../../notes/schema/cypher";
import { choiceField, numberField } from "../frame/fields";
import { allyActions, allyFields, allyForm, allyMeter, allyPreview, allyResolve, allyTitle, isAllyForm, type AllyForm } from "./npc-ally-action";
import { refusedPreview, type Field, type Preview, type PreviewLine, type ResolveContext, type SheetList, type SheetModel, type TableGame } from "../frame/game";

export interface CypherNpcModel {
	npc: CypherNpc;
	/** An object note without `level-max`: the first hit writes the original level, so it is not lost as `level` drops. */
	levelMaxMissing?: boolean;
}

/** The "Apply damage" dialog: how much, and (for an NPC) what kind. */
export interface NpcDamageForm {
	amount: number;
	kind: DamageKind;
}

/** Every dialog of the NPC sheet: Apply damage, and an ally's task and new day (npc-ally-action.ts). */
export type NpcForm = NpcDamageForm | AllyForm;

export const NPC_DAMAGE_ACTION = "npc:damage";
const MAX_DAMAGE = 999;


const npcState = (npc: CypherNpc): NpcState => ({ name: npc.name, level: npc.level, health: npc.health, armor: npc.armor });
const objectState = (npc: CypherNpc): ObjectState | undefined =>
	npc.object && { name: npc.name, level: npc.level, originalLevel: npc.object.originalLevel, damagePastBroken: npc.object.damagePastBroken };

function sheet({ npc }: CypherNpcModel): SheetModel {
	const object = objectState(npc);
	const modifications: SheetList = { title: "Modifications", items: npc.modifications.map((text) => ({ text })) };
	const model: SheetModel = {
		system: "cypher",
		title: npc.name,
		subtitle: `${object ? "Object · level" : "Level"} ${npc.level} · target number ${npc.targetNumber}`,
		meters: [{ label: "Health", key: "health", value: npc.health, max: npc.healthMax }, ...allyMeter(npc)],
		boxes: [],
		tracks: [],
		lists: [
			{ title: "Combat", items: [{ text: `Armor: ${npc.armor}` }, { text: `Damage: ${npc.damage}` }] },
			modifications,
		],
		actions: [{ id: NPC_DAMAGE_ACTION, label: APPLY_DAMAGE, emphasis: "primary" }, ...allyActions(npc)],
		problems: [],
	};
	if (object) {
		// An object has no health or Armor of its own: its level is both, so the level is what the stepper edits.
		model.meters = [{ label: "Level", key: OBJECT_KEYS.level, value: object.level, max: object.originalLevel, detail: "Armor and health" }];
		model.lists = [{ title: "Condition", items: [{ text: objectConditionText(object) }] }, modifications];
	}
	return model;
}

/** What the hit does, by the engine: damageObject for an object, damageNpc for an NPC. */
/** What a hit does: its whole line for the preview ("6 damage − Armor 3 = 3: health 12 → 9"), and what is left for the log's summary ("Health 12 → 9"). */
function hit(npc: CypherNpc, form: NpcDamageForm): Result<{ line: string; left: string; outcome: RuleOutcome<unknown>; defeated?: string }> {
	const object = objectState(npc);
	if (object) {
		const done = damageObject(object, form.amount);
		if (!done.ok) return done;
		const next = done.value.value;
		const line = next.condition === "intact" ? `Level ${object.level} → ${next.object.level} (of ${object.originalLevel})` : objectConditionText(next.object);
		return ok({ line, left: line, outcome: done.value });
	}
	const done = damageNpc(npcState(npc), form.amount, form.kind);
	if (!done.ok) return done;
	const after = done.value.value;
	const left = `Health ${npc.health} → ${after.npc.health}${after.defeated ? ", defeated" : ""}`;
	const result: { line: string; left: string; outcome: RuleOutcome<unknown>; defeated?: string } = { line: npcHitLine(npcState(npc), form.amount, form.kind, after), left, outcome: done.value };
	const defeated = done.value.explanation.find((step) => step.source === "npcDefeated");
	if (defeated) result.defeated = defeated.text;
	return ok(result);
}

function refusal({ npc }: CypherNpcModel, form: NpcDamageForm): string | undefined {
	if (form.amount <= 0) return "Enter the damage the attack inflicted.";
	const object = objectState(npc);
	return object && object.level === 0 && object.damagePastBroken >= object.originalLevel ? `${npc.name} is already destroyed: there is nothing left to damage.` : undefined;
}

function preview(model: CypherNpcModel, form: NpcDamageForm): Preview {
	const refused = refusal(model, form);
	if (refused !== undefined) return refusedPreview(refused, { submit: APPLY_DAMAGE });
	const done = hit(model.npc, form);
	if (!done.ok) return refusedPreview(done.error, { submit: APPLY_DAMAGE });
	const odds: PreviewLine[] = [{ text: done.value.line, part: "damage" }];
	if (done.value.defeated !== undefined) odds.push({ text: done.value.defeated, part: "defeated" });
	// An object's steps say how much gets through and what breaks it; an NPC's line already says it all.
	const notes = model.npc.object ? done.value.outcome.explanation.map((step): PreviewLine => ({ text: step.text, part: "rule" })) : [];
	return { odds, notes, submit: APPLY_DAMAGE };
}

function resolve(model: CypherNpcModel, form: NpcDamageForm, { meta }: ResolveContext): Result<LogEntry> {
	const refused = refusal(model, form);
	if (refused !== undefined) return fail(refused);
	const { npc } = model;
	const done = hit(npc, form);
	if (!done.ok) return done;
	const { explanation } = done.value.outcome;
	const changes: StateChange[] = [...done.value.outcome.changes];
	if (npc.object && model.levelMaxMissing === true && changes.length > 0) {
		changes.push({ target: npc.name, key: OBJECT_KEYS.originalLevel, before: null, after: npc.object.originalLevel });
	}
	const kind = npc.object ? "" : `${form.kind} `;
	const inputs = [{ key: "damage", value: form.amount }, ...(npc.object ? [] : [{ key: "kind", value: form.kind }])];
	return ok(cypherEntry(meta, "damage", `${npc.name}: ${form.amount} ${kind}damage`, explanation, { inputs, outcome: { text: done.value.left, code: "damage" }, changes, actorName: npc.name }));
}

function fields({ npc }: CypherNpcModel, form: NpcDamageForm): Field[] {
	const list: Field[] = [numberField("amount", "Damage", form.amount, 0, MAX_DAMAGE, { description: npc.object ? "Its level is its Armor: what gets through lowers the level." : "Before Armor." })];
	if (!npc.object) list.push(choiceField("kind", "Kind", form.kind, damageKindChoices()));
	return list;
}

export const cypherNpcGame: TableGame<CypherNpcModel, NpcForm> = {
	system: "cypher",
	sheet,
	form: (model, actionId) => (actionId === NPC_DAMAGE_ACTION ? { amount: 0, kind: "physical" } : allyForm(model.npc, actionId)),
	title: ({ npc }, form) => (isAllyForm(form) ? allyTitle(npc, form) : `${APPLY_DAMAGE} to ${npc.name}`),
	fields: (model, form) => (isAllyForm(form) ? allyFields(model.npc, form) : fields(model, form)),
	preview: (model, form) => (isAllyForm(form) ? allyPreview(model.npc, form) : preview(model, form)),
	resolve: (model, form, context) => (isAllyForm(form) ? allyResolve(model.npc, form, context) : resolve(model, form, context)),
};
