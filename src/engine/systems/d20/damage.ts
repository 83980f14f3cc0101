/**
 * Damage to Vitality, then Wound Points; ability damage and drain; and the
 * recovery rates of the text. Every change is returned as a StateChange on the
 * character note's frontmatter keys (`vitality`, `wound-points`,
 * `str-damage` … `cha-drain`).
 */
import { wholeNumberProblem } from "../../checks";
import { fail, ok, type Result } from "../../result";
import type { Rng } from "../../rng";
import type { StateChange } from "../../state";
import { describeRoll, rollD20, shortLabel, validModifier, type Contestant, type D20Roll } from "./check";
import { ABILITIES, abilityModifier, damageKey, drainKey, effectiveScore, KEYS, MAX_POINTS, modifierOf, type Ability, type D20Character } from "./character";
import type { CitationId, CitedExplanation } from "./citations";
import { citedStep, markedStep } from "./cited-step";
import { t } from "../../../lang";
import { choiceProblem } from "../choice";

export interface DamageResult {
	character: D20Character;
	changes: StateChange[];
	/** Wound Points ran out: unconscious and may die. */
	unconscious: boolean;
	explanation: CitedExplanation;
}

/**
 * Takes `amount` from Vitality, the rest from Wound Points (neither below 0).
 * `toWoundsDirectly` is for a flat-footed character who failed (or did not
 * make) the DC 15 Reflex save.
 */
export function applyDamage(character: D20Character, amount: number, options: { target?: string; toWoundsDirectly?: boolean } = {}): Result<DamageResult> {
	const problem = wholeNumberProblem(t("engine.d20.field.damage"), amount, 0, MAX_POINTS);
	if (problem) return fail(problem);
	const target = options.target ?? "";
	const explanation: CitedExplanation = [];
	const fromVitality = options.toWoundsDirectly ? 0 : Math.min(amount, character.vitality);
	const fromWounds = Math.min(amount - fromVitality, character.woundPoints);
	const next: D20Character = { ...character, vitality: character.vitality - fromVitality, woundPoints: character.woundPoints - fromWounds };
	const changes: StateChange[] = [];
	if (fromVitality > 0) {
		changes.push({ target, key: KEYS.vitality, before: character.vitality, after: next.vitality });
		explanation.push(citedStep(t("engine.d20.damage.toVitality", { amount: fromVitality, before: character.vitality, after: next.vitality })));
	}
	if (options.toWoundsDirectly && amount > 0) {
		// Marked, so that callers whose save already said where the damage goes can leave it out in any language.
		explanation.push(markedStep(t("engine.d20.damage.flatFooted"), "flatFootedWounds", "flatFootedToWounds"));
	} else if (amount > fromVitality) {
		explanation.push(citedStep(t("engine.d20.damage.vitalityOut", { amount: amount - fromVitality }), "vitality"));
	}
	if (fromWounds > 0) {
		changes.push({ target, key: KEYS.woundPoints, before: character.woundPoints, after: next.woundPoints });
		explanation.push(citedStep(t("engine.d20.damage.toWounds", { amount: fromWounds, before: character.woundPoints, after: next.woundPoints })));
	}
	const unconscious = next.woundPoints === 0 && amount > fromVitality;
	if (unconscious) explanation.push(citedStep(t("engine.d20.damage.woundsOut"), "woundsOut"));
	if (amount === 0) explanation.push(citedStep(t("engine.d20.damage.none")));
	return ok({ character: next, changes, unconscious, explanation });
}

export const FLAT_FOOTED_SAVE_DC = 15;

/**
 * The Reflex save (DC 15 in 004; a rule pack's flat-footed note may set another) that keeps a
 * flat-footed character's damage on Vitality.
 */
export function flatFootedSave(saver: Contestant, rng: Rng, dc = FLAT_FOOTED_SAVE_DC): Result<{ roll: D20Roll; saved: boolean; explanation: CitedExplanation }> {
	const valid = validModifier(saver.modifier, t("engine.d20.field.reflexModifier"));
	if (!valid.ok) return valid;
	const roll = rollD20(rng, saver.modifier, saver.takes10 ?? false);
	const saved = roll.total >= dc;
	return ok({
		roll,
		saved,
		explanation: [
			// The DC is named when it is not the seed's 15 (a house rule's). The step names the saver.
			markedStep(
				describeRoll(t("engine.d20.roll.reflexSave", { name: shortLabel(saver.label) }), roll, saver.modifier, dc === FLAT_FOOTED_SAVE_DC ? undefined : dc),
				"flatFootedWounds",
				"namesSide",
			),
			citedStep(saved ? t("engine.d20.damage.saved") : t("engine.d20.damage.failed"), "flatFootedWounds"),
		],
	});
}

export interface AbilityLossResult {
	character: D20Character;
	changes: StateChange[];
	modifierBefore: number;
	modifierAfter: number;
	/** The score reached 0: unconscious, and may die. */
	unconscious: boolean;
	explanation: CitedExplanation;
}

/** Ability damage or drain: lowers the score the modifier is taken from, never below 0. */
export function applyAbilityLoss(
	character: D20Character,
	ability: Ability,
	amount: number,
	kind: "damage" | "drain",
	target = "",
): Result<AbilityLossResult> {
	const problem = choiceProblem(t("engine.d20.field.ability"), ability, ABILITIES) ?? wholeNumberProblem(t("engine.d20.field.abilityLoss", { kind }), amount, 0, MAX_POINTS);
	if (problem) return fail(problem);
	const before = effectiveScore(character, ability);
	const taken = Math.min(amount, before);
	const record = kind === "damage" ? character.damage : character.drain;
	const next: D20Character = { ...character, [kind]: { ...record, [ability]: record[ability] + taken } };
	const after = effectiveScore(next, ability);
	const key = kind === "damage" ? damageKey(ability) : drainKey(ability);
	const changes: StateChange[] = taken > 0 ? [{ target, key, before: record[ability], after: record[ability] + taken }] : [];
	const unconscious = after === 0;
	const explanation: CitedExplanation = [
		citedStep(
			t("engine.d20.damage.ability", {
				amount: taken,
				ability: t("d20.ability.short", { ability }),
				kind,
				before,
				after,
				modifierBefore: abilityModifier(before),
				modifierAfter: abilityModifier(after),
			}),
			"abilityDamage",
		),
	];
	if (unconscious) explanation.push(citedStep(t("engine.d20.damage.abilityZero", { ability: t("d20.ability.short", { ability }) }), "abilityDamage"));
	return ok({ character: next, changes, modifierBefore: abilityModifier(before), modifierAfter: abilityModifier(after), unconscious, explanation });
}

export type Activity = "rest" | "active";
export type LossKind = "damage" | "drain";
export type Recoverable = "vitality" | "wound-points" | "ability";

const MINUTE = 1;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;
/** The text says "per month" without a length; we count 30 days. */
const MONTH = 30 * DAY;

/** Minutes that must pass in full for one recovery, by what, why and how the time was spent. */
export const RECOVERY_PERIOD: Record<LossKind, Record<Recoverable, Record<Activity, number>>> = {
	damage: {
		vitality: { rest: 10 * MINUTE, active: HOUR },
		"wound-points": { rest: 8 * HOUR, active: DAY },
		ability: { rest: 8 * HOUR, active: DAY },
	},
	drain: {
		vitality: { rest: WEEK, active: MONTH },
		"wound-points": { rest: WEEK, active: MONTH },
		ability: { rest: WEEK, active: MONTH },
	},
};

const SOURCES: Record<LossKind, Record<Recoverable, CitationId>> = {
	damage: { vitality: "recoverVp", "wound-points": "recoverWp", ability: "recoverAbility" },
	drain: { vitality: "recoverVpDrain", "wound-points": "recoverWpDrain", ability: "recoverAbilityDrain" },
};

/** Points of VP or WP recovered per period: level + CON modifier, at least 1. */
export function pointsPerPeriod(character: D20Character): number {
	return Math.max(1, character.level + modifierOf(character, "con"));
}

export interface RecoveryResult {
	character: D20Character;
	changes: StateChange[];
	explanation: CitedExplanation;
}

const MAX_MINUTES = 100 * 365 * DAY;
/** The fastest psychic healing the dialog offers: ten times natural recovery (the seed gives no rate). */
export const MAX_PSYCHIC_SPEED = 10;

/**
 * Recovery over `minutes` of rest or activity. For `damage`: Vitality, Wound
 * Points and ability damage; for `drain`: Vitality and Wound Points at the
 * drained rate, and ability drain. Only whole periods count.
 */
export function recover(
	character: D20Character,
	input: { minutes: number; activity: Activity; kind: LossKind; target?: string; psychic?: number },
): Result<RecoveryResult> {
	const speed = input.psychic ?? 1;
	if (!Number.isInteger(speed) || speed < 1 || speed > MAX_PSYCHIC_SPEED) return fail(t("engine.d20.recover.psychicRange", { max: MAX_PSYCHIC_SPEED }));
	if (!Number.isInteger(input.minutes) || input.minutes < 0 || input.minutes > MAX_MINUTES) {
		return fail(t("engine.d20.recover.timeRange"));
	}
	const choice = choiceProblem(t("engine.d20.field.recoveryActivity"), input.activity, ["rest", "active"]) ?? choiceProblem(t("engine.d20.field.lossToHeal"), input.kind, ["damage", "drain"]);
	if (choice) return fail(choice);
	const target = input.target ?? "";
	const explanation: CitedExplanation = [citedStep(t("engine.d20.recover.wholePeriods", { minutes: input.minutes, activity: input.activity }), "recoverFull")];
	const changes: StateChange[] = [];
	// Psychic healing makes the time count `speed` times over, but Vitality never comes back faster
	// than natural rest would bring it in the same time (004: "never be accelerated beyond the rate of natural rest").
	const periods = (what: Recoverable): number => {
		const sped = Math.floor((input.minutes * speed) / RECOVERY_PERIOD[input.kind][what][input.activity]);
		return what === "vitality" ? Math.min(sped, Math.floor(input.minutes / RECOVERY_PERIOD[input.kind].vitality.rest)) : sped;
	};
	if (speed > 1) {
		explanation.push(citedStep(t("engine.d20.recover.psychic", { speed }), "psychicHealing"));
	}
	const perPeriod = pointsPerPeriod(character);
	let next: D20Character = { ...character, damage: { ...character.damage }, drain: { ...character.drain } };
	for (const [what, key, current, max] of [
		["vitality", KEYS.vitality, character.vitality, character.vitalityMax],
		["wound-points", KEYS.woundPoints, character.woundPoints, character.woundPointsMax],
	] as const) {
		const gain = Math.min(periods(what) * perPeriod, Math.max(0, max - current));
		if (gain > 0) {
			changes.push({ target, key, before: current, after: current + gain });
			next = what === "vitality" ? { ...next, vitality: current + gain } : { ...next, woundPoints: current + gain };
		}
		explanation.push(citedStep(
			t("engine.d20.recover.points", { what, periods: periods(what), perPeriod, gain }),
			SOURCES[input.kind][what],
		));
	}
	const abilityPeriods = periods("ability");
	const record = input.kind === "damage" ? next.damage : next.drain;
	for (const ability of ABILITIES) {
		const heal = Math.min(abilityPeriods, record[ability]);
		if (heal <= 0) continue;
		const key = input.kind === "damage" ? damageKey(ability) : drainKey(ability);
		changes.push({ target, key, before: record[ability], after: record[ability] - heal });
		explanation.push(citedStep(
			t("engine.d20.recover.ability", { ability: t("d20.ability.short", { ability }), kind: input.kind, before: record[ability], after: record[ability] - heal }),
			SOURCES[input.kind].ability,
		));
		record[ability] -= heal;
	}
	return ok({ character: next, changes, explanation });
}

/**
 * Damage to a flat-footed character: the DC 15 Reflex save is rolled first
 * (through the injected Rng), and a failure sends it all to Wound Points.
 */
export function applyFlatFootedDamage(
	character: D20Character,
	amount: number,
	saver: Contestant,
	rng: Rng,
	target = "",
	dc = FLAT_FOOTED_SAVE_DC,
): Result<DamageResult & { saved: boolean; save: D20Roll }> {
	const save = flatFootedSave(saver, rng, dc);
	if (!save.ok) return save;
	const damage = applyDamage(character, amount, { target, toWoundsDirectly: !save.value.saved });
	if (!damage.ok) return damage;
	return ok({ ...damage.value, saved: save.value.saved, save: save.value.roll, explanation: [...save.value.explanation, ...damage.value.explanation] });
}
