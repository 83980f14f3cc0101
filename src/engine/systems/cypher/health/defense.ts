/**
 * Block and dodge (000): which way armor moves the roll, and what a defended
 * attack leaves you with. The roll itself belongs to the task rules; these
 * functions take its outcome.
 */
import { ARMOR_DAMAGE_KEY, type ArmorCategory, type CypherCharacter, type Wounds } from "../character";
import type { ExplainStep } from "../../../explain";
import { t } from "../../../../lang";
import { fail, ok, type Result } from "../../../result";
import { PAGE, type RuleOutcome } from "./outcome";
import { applyShieldWound, shieldBrokenText, SHIELD_CAPACITY, SHIELD_KEYS, type ShieldState } from "./shield";
import { checkCharacter, checkWhole, hasEntry } from "./validate";
import { markWounds, milder, severityProblem, woundHindrance, type WoundSeverity } from "./wounds";
import { choiceProblem } from "../../choice";
import type { CitationId } from "../citations";
import { citedStep } from "../cited-step";

export type DefenseKind = "block" | "dodge";

/** Steps light/medium/heavy armor ease a block and hinder a dodge by (000's Armor list). */
export const ARMOR_STEPS: Record<ArmorCategory, number> = { none: 0, light: 1, medium: 2, heavy: 3 };

/** The citation of 000's Armor list entry for each category. */
const ARMOR_RULE: Record<Exclude<ArmorCategory, "none">, CitationId> = {
	light: "lightArmor",
	medium: "mediumArmor",
	heavy: "heavyArmor",
};

export interface DefenseSteps {
	/** Difficulty change: negative eases, positive hinders. */
	difficultyChange: number;
	/** The stat the defense roll uses: block is Might, dodge is Speed. */
	stat: "might" | "speed";
	explanation: ExplainStep[];
}

export interface DefenseContext {
	/** 000: "Dodge tasks against an area attack are hindered." */
	areaAttack?: boolean;
	/** Add the wound hindrances of the wounds variant (all actions, so defenses too). */
	includeWounds?: boolean;
}

/** Steps for an armor category; anything else read from a note counts as no armor. */
const armorSteps = (armor: ArmorCategory): number => (hasEntry(ARMOR_STEPS, armor) ? ARMOR_STEPS[armor] : 0);

const isPracticed = (character: CypherCharacter): boolean =>
	character.armor === "none" || (character.practicedArmor ?? []).includes(character.armor);

/** Each defense roll: its stat, and which way armor moves it (000's Armor list: a block is eased, a dodge hindered). */
const DEFENSE_ROLLS: Record<DefenseKind, { stat: DefenseSteps["stat"]; text: () => string; armorSign: 1 | -1 }> = {
	block: { stat: "might", text: () => t("engine.cypher.health.block"), armorSign: -1 },
	dodge: { stat: "speed", text: () => t("engine.cypher.health.dodge"), armorSign: 1 },
};

/** Steps the character's armor and circumstances move a block or dodge roll. */
export function defenseSteps(character: CypherCharacter, kind: DefenseKind, context: DefenseContext = {}): DefenseSteps {
	const roll = DEFENSE_ROLLS[kind];
	const explanation: ExplainStep[] = [citedStep(roll.text(), kind, PAGE.defense)];
	const steps = armorSteps(character.armor);
	let change = 0;
	if (steps > 0 && character.armor !== "none") {
		// 000: damage to armor reduces "how much it eases your block tasks (but not affecting how much it hinders your dodge tasks".
		const lost = kind === "block" ? Math.min(steps, Math.max(0, character.armorDamage ?? 0)) : 0;
		// Armor damaged down to nothing eases by 0 (not -0).
		change = steps === lost ? 0 : roll.armorSign * (steps - lost);
		const armor = character.armor;
		explanation.push(citedStep(kind === "block" ? t("engine.cypher.health.armorEasesBlock", { armor, steps }) : t("engine.cypher.health.armorHindersDodge", { armor, steps }), ARMOR_RULE[character.armor], PAGE.armor));
		if (lost > 0) explanation.push(citedStep(t("engine.cypher.health.armorDamagedBlock", { lost, steps: steps - lost }), "damagedArmor", PAGE.armor));
	}
	if (kind === "dodge" && context.areaAttack) {
		change += 1;
		explanation.push(citedStep(t("engine.cypher.health.dodgeArea"), "dodgeAreaAttack", PAGE.defense));
	}
	if (context.includeWounds) {
		const wounds = woundHindrance(character.wounds, character.woundBoxes);
		change += wounds.steps;
		explanation.push(...wounds.explanation);
	}
	return { difficultyChange: change, stat: roll.stat, explanation };
}

/**
 * Steps all Speed tasks are hindered by when the character wears armor they are
 * not practiced in. The dodge penalty is the same penalty, so a dodge is not
 * hindered twice.
 */
export function speedTaskArmorPenalty(character: CypherCharacter): { steps: number; explanation: ExplainStep[] } {
	const steps = armorSteps(character.armor);
	if (steps === 0 || isPracticed(character)) return { steps: 0, explanation: [] };
	return {
		steps,
		explanation: [
			citedStep(
				t("engine.cypher.health.unpracticedArmor", { armor: character.armor, steps }),
				"unpracticedArmorSpeed",
				PAGE.armor,
			),
		],
	};
}

export type DefenseChoice =
	| { kind: "none" }
	| { kind: DefenseKind; succeeded: boolean; useShield?: boolean }
	/** 000: throwing yourself in front of an attack that would hit another character. */
	| { kind: "take-the-attack" };

export interface DefendedWoundResult {
	/** The wounds the character takes, in order (may be empty). */
	taken: WoundSeverity[];
	wounds: Wounds;
	dead: boolean;
	shield: ShieldState | null;
	/** The wound the shield took instead, if it did. */
	shieldTook: WoundSeverity | null;
}

/**
 * Applies an attack's wound given the defense outcome: a failed defense takes it,
 * a dodge avoids it, a block lowers it one step or lets a shield take it whole,
 * and taking the attack for someone adds a minor wound.
 */
export function applyDefendedWound(
	character: CypherCharacter,
	severity: WoundSeverity,
	defense: DefenseChoice,
	shield: ShieldState | null = null,
): Result<RuleOutcome<DefendedWoundResult>> {
	const error = checkCharacter(character) ?? severityProblem(severity) ?? choiceProblem(t("engine.cypher.health.field.defense"), defense.kind, ["none", "block", "dodge", "take-the-attack"]);
	if (error) return fail(error);
	const explanation: ExplainStep[] = [];
	let taken: WoundSeverity[] = [];
	let shieldState = shield;
	let shieldTook: WoundSeverity | null = null;
	const changes: RuleOutcome<DefendedWoundResult>["changes"] = [];

	if (defense.kind === "none") {
		taken = [severity];
		explanation.push(citedStep(t("engine.cypher.health.noDefense", { severity })));
	} else if (defense.kind === "take-the-attack") {
		taken = [severity, "minor"];
		explanation.push(citedStep(
			t("engine.cypher.health.takeTheAttack", { severity }),
			"takeTheAttack",
			PAGE.combat,
		));
	} else if (!defense.succeeded) {
		taken = [severity];
		explanation.push(citedStep(t("engine.cypher.health.defenseFails", { kind: defense.kind, severity }), "defenseFails", PAGE.defense));
	} else if (defense.kind === "dodge") {
		explanation.push(citedStep(t("engine.cypher.health.dodgeSucceeds"), "dodgeSucceeds", PAGE.defense));
	} else if (defense.useShield) {
		if (!shield) return fail(t("engine.cypher.health.noShield"));
		const shieldError =
			checkWhole(SHIELD_KEYS.minor, shield.minor, 0, SHIELD_CAPACITY.minor) ??
			checkWhole(SHIELD_KEYS.moderate, shield.moderate, 0, SHIELD_CAPACITY.moderate);
		if (shieldError) return fail(shieldError);
		if (shield.broken) return fail(shieldBrokenText());
		const onShield = applyShieldWound(character.name, shield, severity);
		shieldState = onShield.value.shield;
		shieldTook = onShield.value.marked;
		explanation.push(...onShield.explanation);
		changes.push(...onShield.changes);
	} else {
		const lower = milder(severity);
		if (lower) taken = [lower];
		explanation.push(citedStep(
			lower
				? t("engine.cypher.health.blockLowers", { severity, lower })
				: t("engine.cypher.health.blockStopsMinor"),
			"blockSucceeds",
			PAGE.defense,
		));
	}
	const marked = markWounds(character.name, character.wounds, taken, character.woundBoxes);
	if (taken.length > 0) explanation.push(...marked.explanation);
	changes.push(...marked.changes);
	return ok({
		value: { taken, wounds: marked.value.wounds, dead: marked.value.dead, shield: shieldState, shieldTook },
		explanation,
		changes,
	});
}

/**
 * How surprised a defender is: partly (001's partial surprise), surprised (001's surprise, 000's
 * ambush on an unaware target), or unaware with the GM also taking skill away (000). What eases
 * the ambusher's attack hinders the defense; a surprised defender cannot use Effort.
 */
export type Surprise = "partial" | "full" | "unaware";

export interface SurpriseRule {
	/** Steps the defense is hindered (the attacker's easing, seen from the defender). */
	steps: number;
	/** No Effort on the defense. */
	noEffort: boolean;
	/** No skill on the defense either (000: the GM's call for an attack you did not know was coming). */
	noSkill: boolean;
	source: CitationId;
}

/** Each kind of surprise, as data the defense reads (a rule pack can hold the same fields). */
export const SURPRISE_RULES: Readonly<Record<Surprise, SurpriseRule>> = {
	partial: { steps: 1, noEffort: true, noSkill: false, source: "partlySurprisedDefender" },
	full: { steps: 2, noEffort: true, noSkill: false, source: "surprisedDefender" },
	unaware: { steps: 2, noEffort: true, noSkill: true, source: "unawareDefender" },
};

/** What surprise does to a defense, with the step that says so; undefined for a defender who saw it coming. */
export function surpriseOnDefense(kind: Surprise | undefined): (SurpriseRule & { explanation: ExplainStep[] }) | undefined {
	if (kind === undefined) return undefined;
	const rule = SURPRISE_RULES[kind];
	const text = t("engine.cypher.health.surprise", { kind, steps: rule.steps, noSkill: rule.noSkill ? "yes" : "no" });
	return { ...rule, explanation: [citedStep(text, rule.source, PAGE.defense)] };
}

/**
 * 000: a special attack or an intrusion damages the worn armor: it eases blocks one step less from
 * now on (its dodge penalty stays), down to easing nothing. The change writes `armor-damage`.
 */
export function damageArmor(character: CypherCharacter): RuleOutcome<{ lost: number }> {
	const steps = armorSteps(character.armor);
	const before = Math.max(0, character.armorDamage ?? 0);
	if (steps === 0) return { value: { lost: before }, explanation: [], changes: [] };
	if (before >= steps) return { value: { lost: before }, explanation: [citedStep(t("engine.cypher.health.armorTooDamaged", { armor: character.armor }), "damagedArmor", PAGE.armor)], changes: [] };
	return {
		value: { lost: before + 1 },
		explanation: [citedStep(t("engine.cypher.health.armorDamaged", { armor: character.armor, eases: steps - before - 1, hinders: steps }), "damagedArmor", PAGE.armor)],
		changes: [{ target: character.name, key: ARMOR_DAMAGE_KEY, before: before === 0 ? null : before, after: before + 1 }],
	};
}

/** 001's save, a second defense after a hit: the steps that open it and close it. */
export const SAVE_STEPS = {
	follows: (stat: string): ExplainStep => citedStep(t("engine.cypher.health.saveFollows", { stat }), "saveAfterHit", PAGE.defense),
	resisted: (): ExplainStep => citedStep(t("engine.cypher.health.saveResisted"), "saveAfterHit", PAGE.defense),
	failed: (): ExplainStep => citedStep(t("engine.cypher.health.saveFailed"), "saveAfterHit", PAGE.defense),
};
