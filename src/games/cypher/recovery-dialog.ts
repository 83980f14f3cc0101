/**
 * The recovery roll's first step, drawn by the shared roll dialog: which recovery (any of those left
 * today under wounds, 000: "You can use your recoveries in any order"; the next in 001's order under
 * the damage track), the one-action recovery as a Last action for +2 (000 only), the exact points it
 * can give and what the rest also does. Its Roll rolls the d6 (or takes the face typed in); the
 * points are then divided in the recovery split dialog (gm-dialogs.ts), because the player splits them after seeing the roll.
 */
import { STATS, type Wounds } from "../../engine/systems/cypher/character";
import { actionCost, MAX_EFFORT_LEVELS } from "../../engine/systems/cypher/task/costs";
import { formatPercent, t } from "../../lang";
import { isDead } from "../../engine/systems/cypher/health";
import { majorWoundTaskDifficulty, planRecovery, poolRoom, RECOVERY_ORDER, recoveryOdds, restEndsDay, restHealing, taskChance, type RecoveryKind } from "../../engine/systems/cypher/recovery";
import type { DialogGame } from "../../ui/frame/roll-modal";
import { choiceField, numberField, textField, toggleField } from "../frame/fields";
import { refusedPreview, type Field, type Preview, type PreviewLine } from "../frame/game";
import { dialogTitle, usesWounds, type CharacterNote } from "./character";

export interface RecoveryPlanForm {
	kind: RecoveryKind;
	lastAction: boolean;
	/** Levels of Might Effort on the ten-hour rest's task to remove a major wound. */
	effort: number;
	/** 000's non-rest recovery: the recovery is spent only to try again to end an effect, with no points and no healing. */
	withoutRest: boolean;
	/** The effect it is spent against, as the player names it (logged). */
	effect: string;
}

/** 000 (the wounds rules) takes recoveries in any order; 001 (the damage track) lists them first to fourth. */
export const recoveriesInAnyOrder = (note: CharacterNote): boolean => usesWounds(note);

/** "One action", "Ten minutes", …: the recovery as the dialog lists it. */
const kindText = (kind: RecoveryKind): string => t("cypher.recovery.kind", { kind });

/** The recoveries this character can take now. */
function available(note: CharacterNote): RecoveryKind[] {
	const c = note.sheet.character;
	if (!recoveriesInAnyOrder(note)) {
		const next = planRecovery(c);
		return next.ok ? [next.value.kind] : [];
	}
	return RECOVERY_ORDER.filter((kind) => planRecovery(c, kind).ok);
}

export function recoveryPlanForm(note: CharacterNote): RecoveryPlanForm {
	return { kind: available(note)[0] ?? "one-action", lastAction: false, effort: 0, withoutRest: false, effect: "" };
}

/** Full Pools, told before the roll and again in the split dialog: the roll places nothing, the recovery is still used. */
export const fullPoolsNote = (kind: RecoveryKind): string => t("cypher.recovery.fullPools", { kind });

/** A number as the dialog shows it (formatted by the language): 5.5, 4. */
const decimal = (n: number): number => Number(n.toFixed(1));

function fields(note: CharacterNote, form: RecoveryPlanForm): Field[] {
	const anyOrder = recoveriesInAnyOrder(note);
	const kinds = available(note);
	const list: Field[] = [
		choiceField("kind", t("cypher.recovery.title"), form.kind, kinds.length > 0 ? kinds.map((k) => [k, kindText(k)]) : [[form.kind, t("cypher.recovery.noneLeft")]], {
			description: anyOrder ? t("cypher.recovery.anyOrder") : t("cypher.recovery.inOrder"),
			disabled: !anyOrder || kinds.length === 0,
		}),
	];
	if (anyOrder && form.kind === "one-action" && !form.withoutRest) {
		list.push(toggleField("lastAction", t("cypher.recovery.lastAction"), form.lastAction, { description: t("cypher.recovery.lastActionHint") }));
	}
	const c = note.sheet.character;
	if (takesMajorWoundTask(note, form.kind)) {
		list.push(numberField("effort", t("cypher.recovery.effort"), form.effort, 0, Math.min(c.effort, MAX_EFFORT_LEVELS), { description: t("cypher.recovery.effortHint", { edge: c.pools.might.edge }) }));
	}
	list.push(toggleField("withoutRest", t("cypher.recovery.withoutRest"), form.withoutRest, { rare: !form.withoutRest, description: t("cypher.recovery.withoutRestHint") }));
	if (form.withoutRest) list.push(textField("effect", t("cypher.recovery.effect"), form.effect, t("cypher.recovery.effectPlaceholder")));
	return list;
}

/** The ten-hour rest of a character with a major wound asks for a Might task (000's wounds rules only). */
const takesMajorWoundTask = (note: CharacterNote, kind: RecoveryKind): boolean => usesWounds(note) && kind === "ten-hours" && note.sheet.character.wounds.major > 0;

/**
 * The major wound's task as the dialog tells it: difficulty 6, a step harder for each major wound
 * (000: "Each individual major wound hinders all of your actions"), eased by Effort, and its chance.
 */
function majorWoundTaskLine(wounds: Wounds, effort: number): string {
	const difficulty = majorWoundTaskDifficulty(wounds, effort);
	const why = effort > 0 ? t("cypher.recovery.majorWhyEffort", { wounds: wounds.major, effort }) : t("cypher.recovery.majorWhy", { wounds: wounds.major });
	if (difficulty * 3 > 20) return t("cypher.recovery.majorImpossible", { difficulty, why });
	if (difficulty === 0) return t("cypher.recovery.majorRoutine", { difficulty, why });
	const chance = taskChance(difficulty);
	const twentieths = chance.ok ? Math.round(chance.value * 20) : 0;
	return t("cypher.recovery.majorChance", { difficulty, why, target: difficulty * 3, chance: formatPercent(twentieths / 20), twentieths });
}

/** What the rest does besides the points: wounds it removes (000's table, in the engine's words), the end of the day. */
function restNotes(note: CharacterNote, kind: RecoveryKind, effort: number): PreviewLine[] {
	const { wounds, pools } = note.sheet.character;
	const lines: string[] = [];
	if (usesWounds(note)) {
		// The major wound's task is rolled only when the points are placed: its odds are told after the rest's other removals.
		const rested = restHealing(kind, { ...wounds, major: 0 }, undefined);
		if (rested.ok) lines.push(...rested.value.explanation.map((step) => step.text));
		if (takesMajorWoundTask(note, kind)) lines.push(majorWoundTaskLine(wounds, effort));
	} else if (STATS.some((stat) => pools[stat].current === 0)) {
		lines.push(t("cypher.recovery.emptyPool"));
	}
	if (kind === "ten-hours") lines.push(restEndsDay());
	return lines.map((text) => ({ text, part: "rest" }));
}

function preview(note: CharacterNote, form: RecoveryPlanForm): Preview {
	const c = note.sheet.character;
	if (isDead(c, note.damageModel)) return refusedPreview(t("cypher.recovery.dead", { name: c.name }));
	// With none left, the refusal says so for the day rather than for the recovery shown.
	const plan = planRecovery(c, recoveriesInAnyOrder(note) && available(note).length > 0 ? form.kind : undefined);
	if (!plan.ok) return refusedPreview(plan.error, form.withoutRest ? { submit: useWithoutRest() } : {});
	if (form.withoutRest) {
		// 000: "you don't get any of the benefits a recovery normally grants, but it still takes the indicated time".
		const lines: PreviewLine[] = [
			{ text: t("cypher.recovery.usedUp", { kind: plan.value.kind }), part: "points" },
			{ text: t("cypher.recovery.rollAgain"), part: "expected" },
		];
		const notes: PreviewLine[] = plan.value.kind === "ten-hours" ? [{ text: restEndsDay(), part: "rest" }] : [];
		return { notes, odds: lines, submit: useWithoutRest() };
	}
	const lastAction = form.lastAction && form.kind === "one-action" && recoveriesInAnyOrder(note);
	const odds = recoveryOdds(c.tier, lastAction);
	if (!odds.ok) return refusedPreview(odds.error);
	const totals = [...odds.value.keys()];
	const room = poolRoom(c);
	// Each face is 1 in 6; a Pool never passes its maximum, so the points placed stop at the room left.
	const placed = totals.reduce((sum, points) => sum + Math.min(points, room), 0) / totals.length;
	const fits = totals.filter((points) => points <= room).length;
	const lines: PreviewLine[] = [
		{
			text: lastAction ? t("cypher.recovery.rangeLastAction", { tier: c.tier, min: Math.min(...totals), max: Math.max(...totals) }) : t("cypher.recovery.range", { tier: c.tier, min: Math.min(...totals), max: Math.max(...totals) }),
			part: "points",
		},
		{
			text:
				room === 0
					? fullPoolsNote(form.kind)
					: fits === totals.length
						? t("cypher.recovery.expected", { expected: decimal(placed) })
						: t("cypher.recovery.room", { room, expected: decimal(placed), fits }),
			part: "expected",
		},
	];
	const result: Preview = { notes: restNotes(note, form.kind, form.effort), odds: lines, dice: [{ count: 1, sides: 6, label: "d6" }] };
	if (form.effort > 0 && takesMajorWoundTask(note, form.kind)) {
		const cost = actionCost({ paidEffortLevels: form.effort, edge: c.pools.might.edge });
		if (!cost.ok) return refusedPreview(cost.error);
		result.cost = t("cypher.recovery.cost", { cost: cost.value.total, levels: form.effort });
	}
	return result;
}

/** The button's word when the recovery is spent without rest. */
const useWithoutRest = (): string => t("cypher.recovery.use");

export const recoveryDialog: DialogGame<CharacterNote, RecoveryPlanForm> = {
	title: (note) => dialogTitle(t("cypher.recovery.title"), note),
	fields,
	// Only the one-action recovery can be a Last action, so another choice turns it off.
	// Only the ten-hour rest of a wounded character takes Effort on its Might task; a recovery spent only to shake off an effect takes no last action.
	update: (note, form) => {
		const next = form.kind === "one-action" && !form.withoutRest ? form : { ...form, lastAction: false };
		return takesMajorWoundTask(note, next.kind) && !next.withoutRest ? next : { ...next, effort: 0 };
	},
	preview,
};
