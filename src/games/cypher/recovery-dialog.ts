/**
 * The recovery roll's first step, drawn by the shared roll dialog: which recovery (any of those left
 * today under wounds, 000: "You can use your recoveries in any order"; the next in 001's order under
 * the damage track), the one-action recovery as a Last action for +2 (000 only), the exact points it
 * can give and what the rest also does. Its Roll rolls the d6 (or takes the face typed in); the
 * points are then divided in the recovery split dialog (gm-dialogs.ts), because the player splits them after seeing the roll.
 */
import { STATS, type Wounds } from "../../engine/systems/cypher/character";
import { actionCost, MAX_EFFORT_LEVELS } from "../../engine/systems/cypher/task/costs";
import { counted } from "../../engine/text";
import { isDead } from "../../engine/systems/cypher/health";
import { majorWoundTaskDifficulty, planRecovery, poolRoom, RECOVERY_LABEL, RECOVERY_ORDER, recoveryOdds, REST_ENDS_DAY, restHealing, taskChance, type RecoveryKind } from "../../engine/systems/cypher/recovery";
import { capital } from "../../engine/systems/cypher/task";
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
const kindText = (kind: RecoveryKind): string => capital(kind.replace("-", " "));

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
export const fullPoolsNote = (kind: RecoveryKind): string => `Every Pool is full: the roll places nothing, but the ${RECOVERY_LABEL[kind]} recovery is still used.`;

/** A number as the dialog shows it: 5.5, 4. */
const decimal = (n: number): string => String(Number(n.toFixed(1)));

function fields(note: CharacterNote, form: RecoveryPlanForm): Field[] {
	const anyOrder = recoveriesInAnyOrder(note);
	const kinds = available(note);
	const list: Field[] = [
		choiceField("kind", "Recovery", form.kind, kinds.length > 0 ? kinds.map((k) => [k, kindText(k)]) : [[form.kind, "None left today"]], {
			description: anyOrder ? "Any recovery not yet used today, in any order." : "The damage track takes them in order: one action, ten minutes, one hour, ten hours.",
			disabled: !anyOrder || kinds.length === 0,
		}),
	];
	if (anyOrder && form.kind === "one-action" && !form.withoutRest) {
		list.push(toggleField("lastAction", "As a Last action (+2)", form.lastAction, { description: "Taken at the end of the round, even outside combat: +2 on the roll." }));
	}
	const c = note.sheet.character;
	if (takesMajorWoundTask(note, form.kind)) {
		list.push(numberField("effort", "Might Effort on the major wound task", form.effort, 0, Math.min(c.effort, MAX_EFFORT_LEVELS), { description: `Each level eases it a step; paid from Might (Edge ${c.pools.might.edge}) once the points are placed.` }));
	}
	list.push(toggleField("withoutRest", "Only to shake off an effect", form.withoutRest, { rare: !form.withoutRest, description: "No points and no healing: the recovery's time buys another defense roll against a lasting effect." }));
	if (form.withoutRest) list.push(textField("effect", "The effect", form.effect, "The demon's hold"));
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
	const why = [`${counted(wounds.major, "major wound")} +${wounds.major}`, ...(effort > 0 ? [`Effort −${effort}`] : [])].join(", ");
	if (difficulty * 3 > 20) return `The Might task to remove a major wound is difficulty ${difficulty} (6, ${why}): impossible without more easing, so no major wound is removed.`;
	const chance = taskChance(difficulty);
	const twentieths = chance.ok ? Math.round(chance.value * 20) : 0;
	const target = difficulty === 0 ? "routine" : `target ${difficulty * 3}: ${twentieths * 5}%, ${twentieths} in 20`;
	return `A difficulty ${difficulty} Might task (6, ${why}; ${target}) removes one major wound; ${difficulty === 0 ? "no die is needed" : "its d20 is rolled when the points are placed"}.`;
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
		lines.push("Points into an empty Pool move the character up the damage track.");
	}
	if (kind === "ten-hours") lines.push(REST_ENDS_DAY);
	return lines.map((text) => ({ text, part: "rest" }));
}

function preview(note: CharacterNote, form: RecoveryPlanForm): Preview {
	const c = note.sheet.character;
	if (isDead(c, note.damageModel)) return refusedPreview(`${c.name} is dead and cannot recover.`);
	// With none left, the refusal says so for the day rather than for the recovery shown.
	const plan = planRecovery(c, recoveriesInAnyOrder(note) && available(note).length > 0 ? form.kind : undefined);
	if (!plan.ok) return refusedPreview(plan.error, form.withoutRest ? { submit: USE_WITHOUT_REST } : {});
	if (form.withoutRest) {
		// 000: "you don't get any of the benefits a recovery normally grants, but it still takes the indicated time".
		const lines: PreviewLine[] = [
			{ text: `The ${RECOVERY_LABEL[plan.value.kind]} recovery is used up with no roll: no points, no wounds healed.`, part: "points" },
			{ text: "Then roll the defense against the effect again: the task dialog opens once the recovery is logged.", part: "expected" },
		];
		const notes: PreviewLine[] = plan.value.kind === "ten-hours" ? [{ text: REST_ENDS_DAY, part: "rest" }] : [];
		return { notes, odds: lines, submit: USE_WITHOUT_REST };
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
		{ text: `d6 + tier ${c.tier}${lastAction ? " + 2 (Last action)" : ""}: ${Math.min(...totals)} to ${Math.max(...totals)} points, each 1 in 6.`, part: "points" },
		{
			text:
				room === 0
					? fullPoolsNote(form.kind)
					: fits === totals.length
						? `Expected: ${decimal(placed)} points.`
						: `The Pools have room for ${room} more points: ${decimal(placed)} expected to be placed; every point fits ${fits} in 6.`,
			part: "expected",
		},
	];
	const result: Preview = { notes: restNotes(note, form.kind, form.effort), odds: lines, dice: [{ count: 1, sides: 6, label: "d6" }] };
	if (form.effort > 0 && takesMajorWoundTask(note, form.kind)) {
		const cost = actionCost({ paidEffortLevels: form.effort, edge: c.pools.might.edge });
		if (!cost.ok) return refusedPreview(cost.error);
		result.cost = `${cost.value.total} Might for ${counted(form.effort, "level")} of Effort on the major wound task, once the points are placed`;
	}
	return result;
}

/** The button's word when the recovery is spent without rest. */
export const USE_WITHOUT_REST = "Use the recovery";

export const recoveryDialog: DialogGame<CharacterNote, RecoveryPlanForm> = {
	title: (note) => dialogTitle("Recovery", note),
	fields,
	// Only the one-action recovery can be a Last action, so another choice turns it off.
	// Only the ten-hour rest of a wounded character takes Effort on its Might task; a recovery spent only to shake off an effect takes no last action.
	update: (note, form) => {
		const next = form.kind === "one-action" && !form.withoutRest ? form : { ...form, lastAction: false };
		return takesMajorWoundTask(note, next.kind) && !next.withoutRest ? next : { ...next, effort: 0 };
	},
	preview,
};
