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
import { t } from "../../lang";
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
	const modifications: SheetList = { title: t("cypher.npc.modifications"), items: npc.modifications.map((text) => ({ text })) };
	const model: SheetModel = {
		system: "cypher",
		title: npc.name,
		subtitle: object ? t("cypher.npc.objectSubtitle", { level: npc.level, target: npc.targetNumber }) : t("cypher.npc.subtitle", { level: npc.level, target: npc.targetNumber }),
		meters: [{ label: t("cypher.npc.health"), key: "health", value: npc.health, max: npc.healthMax }, ...allyMeter(npc)],
		boxes: [],
		tracks: [],
		lists: [
			{ title: t("cypher.npc.combat"), items: [{ text: t("cypher.npc.armor", { armor: npc.armor }) }, { text: t("cypher.npc.damage", { damage: npc.damage }) }] },
			modifications,
		],
		actions: [{ id: NPC_DAMAGE_ACTION, label: t("encounter.harmDialog.applyDamage"), emphasis: "primary" }, ...allyActions(npc)],
		problems: [],
	};
	if (object) {
		// An object has no health or Armor of its own: its level is both, so the level is what the stepper edits.
		model.meters = [{ label: t("cypher.npc.level"), key: OBJECT_KEYS.level, value: object.level, max: object.originalLevel, detail: t("cypher.npc.levelDetail") }];
		model.lists = [{ title: t("cypher.npc.condition"), items: [{ text: objectConditionText(object) }] }, modifications];
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
		const line = next.condition === "intact" ? t("cypher.npc.levelDrops", { before: object.level, after: next.object.level, original: object.originalLevel }) : objectConditionText(next.object);
		return ok({ line, left: line, outcome: done.value });
	}
	const done = damageNpc(npcState(npc), form.amount, form.kind);
	if (!done.ok) return done;
	const after = done.value.value;
	const left = after.defeated ? t("cypher.npc.healthDefeated", { before: npc.health, after: after.npc.health }) : t("cypher.npc.healthLeft", { before: npc.health, after: after.npc.health });
	const result: { line: string; left: string; outcome: RuleOutcome<unknown>; defeated?: string } = { line: npcHitLine(npcState(npc), form.amount, form.kind, after), left, outcome: done.value };
	const defeated = done.value.explanation.find((step) => step.source === "npcDefeated");
	if (defeated) result.defeated = defeated.text;
	return ok(result);
}

function refusal({ npc }: CypherNpcModel, form: NpcDamageForm): string | undefined {
	if (form.amount <= 0) return t("cypher.npc.enterDamage");
	const object = objectState(npc);
	return object && object.level === 0 && object.damagePastBroken >= object.originalLevel ? t("cypher.npc.destroyed", { name: npc.name }) : undefined;
}

function preview(model: CypherNpcModel, form: NpcDamageForm): Preview {
	const refused = refusal(model, form);
	if (refused !== undefined) return refusedPreview(refused, { submit: t("encounter.harmDialog.applyDamage") });
	const done = hit(model.npc, form);
	if (!done.ok) return refusedPreview(done.error, { submit: t("encounter.harmDialog.applyDamage") });
	const odds: PreviewLine[] = [{ text: done.value.line, part: "damage" }];
	if (done.value.defeated !== undefined) odds.push({ text: done.value.defeated, part: "defeated" });
	// An object's steps say how much gets through and what breaks it; an NPC's line already says it all.
	const notes = model.npc.object ? done.value.outcome.explanation.map((step): PreviewLine => ({ text: step.text, part: "rule" })) : [];
	return { odds, notes, submit: t("encounter.harmDialog.applyDamage") };
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
	const inputs = [{ key: "damage", value: form.amount }, ...(npc.object ? [] : [{ key: "kind", value: form.kind }])];
	const title = npc.object ? t("cypher.npc.damageTitle", { name: npc.name, amount: form.amount }) : t("cypher.npc.kindDamageTitle", { name: npc.name, amount: form.amount, kind: form.kind });
	return ok(cypherEntry(meta, "damage", title, explanation, { inputs, outcome: { text: done.value.left, code: "damage" }, changes, actorName: npc.name }));
}

function fields({ npc }: CypherNpcModel, form: NpcDamageForm): Field[] {
	const list: Field[] = [numberField("amount", t("cypher.npc.damageField"), form.amount, 0, MAX_DAMAGE, { description: npc.object ? t("cypher.npc.objectDamageDesc") : t("cypher.npc.beforeArmor") })];
	if (!npc.object) list.push(choiceField("kind", t("cypher.npc.kind"), form.kind, damageKindChoices()));
	return list;
}

export const cypherNpcGame: TableGame<CypherNpcModel, NpcForm> = {
	system: "cypher",
	sheet,
	form: (model, actionId) => (actionId === NPC_DAMAGE_ACTION ? { amount: 0, kind: "physical" } : allyForm(model.npc, actionId)),
	title: ({ npc }, form) => (isAllyForm(form) ? allyTitle(npc, form) : t("cypher.npc.applyDamageTo", { name: npc.name })),
	fields: (model, form) => (isAllyForm(form) ? allyFields(model.npc, form) : fields(model, form)),
	preview: (model, form) => (isAllyForm(form) ? allyPreview(model.npc, form) : preview(model, form)),
	resolve: (model, form, context) => (isAllyForm(form) ? allyResolve(model.npc, form, context) : resolve(model, form, context)),
};
