/**
 * The d20 game's named things in the reader's language: abilities, sizes, rolls, kinds of action and
 * attack, the named circumstances, the intrigue's intents and methods, the recovery periods. Their
 * ids (and the English words the log's input lines keep) stay the same in every language; only what a
 * player reads is translated.
 */
import type { ActionType } from "../../engine/systems/d20/action-types";
import type { AttackType } from "../../engine/systems/d20/attack-types";
import type { Ability, Size } from "../../engine/systems/d20/character";
import type { CriticalOption } from "../../engine/systems/d20/combat";
import type { IntrigueIntent, IntrigueMethod, IntriguePosition, IntrigueResist } from "../../engine/systems/d20/intrigue";
import type { AdjustmentLevel } from "../../engine/systems/d20/settings";
import { capital } from "../../engine/text";
import { t } from "../../lang";

/** "STR", "DEX", … as the language abbreviates the six abilities. */
export function abilityShort(ability: Ability): string {
	return t("d20.ability.short", { ability });
}

/** "Strength", "Dexterity", … */
export function abilityName(ability: Ability): string {
	return t("d20.ability.name", { ability });
}

/** "Medium", "Large", … */
export function sizeName(size: Size): string {
	return t("d20.size", { size });
}

/** The roll a bonus, a penalty or a crippling injury falls on: "attack", "Defence", "damage", "skills", "speed". */
export function rollName(roll: string): string {
	return t("d20.roll", { roll });
}

/** "Minor bonus", "Extreme penalty", … as a dialog offers a pick. */
export function adjustmentName(level: AdjustmentLevel, direction: "bonus" | "penalty"): string {
	return direction === "bonus" ? t("d20.adjustment.bonus", { level }) : t("d20.adjustment.penalty", { level });
}

/** "Standard action", "Short action", … with a capital, as a dialog's choice or description. */
export function actionTypeName(type: ActionType): string {
	return t("d20.actionType", { type });
}

/** "Melee or unarmed attack", "Ranged attack", … (engine/systems/d20/attack-types.ts's table, by id). */
export function attackTypeName(type: AttackType): string {
	return t("d20.attackType", { type });
}

/** What a critical hit does, as the attack dialog offers it. */
export function criticalOptionName(option: CriticalOption): string {
	return t("d20.critical", { option });
}

/** The named circumstances' toggles (engine/systems/d20/circumstances.ts), by id; an unknown id keeps its English label. */
export function circumstanceName(id: string, label: string): string {
	return t("d20.circumstance", { id, label });
}

export function intentName(intent: IntrigueIntent): string {
	return t("d20.intrigue.intent", { intent });
}

/** What a successful intrigue brings, said of the target: "grows friendlier". */
export function intentSuccess(intent: IntrigueIntent, target: string): string {
	return t("d20.intrigue.success", { intent, target });
}

export function methodName(method: IntrigueMethod): string {
	return t("d20.intrigue.method", { method });
}

export function positionName(position: IntriguePosition): string {
	return t("d20.intrigue.position", { position });
}

export function resistName(resist: IntrigueResist): string {
	return t("d20.intrigue.resist", { resist });
}

/** A stance's name in running text, lower-case in English: "reckless", "defensive". */
export function stanceName(stance: string): string {
	return t("d20.stance", { stance });
}

/**
 * The skills the catalogue names (the seed's examples, the demo's and the intrigue's): the note's key
 * (lower case, as the note keeps it) → the catalogue's choice. Any other skill is the player's own word.
 */
const KNOWN_SKILLS: Readonly<Record<string, string>> = {
	acrobatics: "acrobatics", athletics: "athletics", stealth: "stealth", perception: "perception", intimidate: "intimidate",
	"sense motive": "senseMotive", knowledge: "knowledge", diplomacy: "diplomacy", deceive: "deceive", deception: "deception",
	bluff: "bluff", persuasion: "persuasion", persuade: "persuade", mechanical: "mechanical", computers: "computers",
	medicine: "medicine", survival: "survival",
};

/** A skill as the sheet and dialogs name it: "Athletics" ("Athletik" in German); a skill of the player's own, capitalised. */
export function skillName(skill: string): string {
	const known = Object.prototype.hasOwnProperty.call(KNOWN_SKILLS, skill) ? KNOWN_SKILLS[skill] : undefined;
	return known === undefined ? capital(skill) : t("d20.skill", { skill: known });
}
