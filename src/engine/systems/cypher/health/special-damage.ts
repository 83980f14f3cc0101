/**
 * Harm that is not a plain wound or Pool loss: weakness, poison, disease (000, 001), the hazards
 * of 001's table, lasting damage, and 001's costs of wearing armor. Dazed, stunned and paralysis
 * are conditions (conditions.ts), whose values the rule pack holds.
 */
import { lastingKey, permanentKey, poolKey, STATS, type ArmorCategory, type CypherCharacter, type Stat } from "../character";
import type { StateChange } from "../../../state";
import type { ExplainStep } from "../../../explain";
import { fail, ok, type Result } from "../../../result";
import { PAGE, type RuleOutcome } from "./outcome";
import { checkWhole, hasEntry, MAX_AMOUNT } from "./validate";
import type { CitationId } from "../citations";
import { citedStep } from "../cited-step";
import { t } from "../../../../lang";

/**
 * 001: "Weakness: Increase spend on matching task's pool by Weakness" — the Pool
 * cost of a matching task goes up by the weakness rating.
 */
export function costWithWeakness(cost: number, weakness: number): Result<RuleOutcome<number>> {
	const error = checkWhole(t("engine.cypher.health.field.cost"), cost, 0, MAX_AMOUNT) ?? checkWhole(t("engine.cypher.health.field.weakness"), weakness, 0, MAX_AMOUNT);
	if (error) return fail(error);
	return ok({
		value: cost + weakness,
		explanation: [
			citedStep(t("engine.cypher.health.weakness", { weakness, before: cost, after: cost + weakness }), "weakness"),
		],
		changes: [],
	});
}

export type Hazard =
	| "acid-splash"
	| "acid-bath"
	| "cold"
	| "cold-severe"
	| "collision"
	| "crush"
	| "crush-huge"
	| "electric-shock"
	| "electrocution"
	| "falling"
	| "fire-minor"
	| "fire-major";

export interface HazardRule {
	label: string;
	damage: number;
	/** How the damage repeats: once, each round, or per 10 feet fallen. */
	per: "once" | "round" | "10-feet";
	/** Ambient damage is not affected by Armor (001). */
	ambient: boolean;
	note: string;
	/** The citation of the row's damage cell. */
	source: CitationId;
}

/** 001's hazard table (HAZARD / DAMAGE / NOTES columns), row by row. */
export const HAZARDS: Record<Hazard, HazardRule> = {
	"acid-splash": { label: "Acid, splash", damage: 2, per: "round", ambient: true, note: "", source: "hazardAcidSplash" },
	"acid-bath": { label: "Acid, bath", damage: 6, per: "round", ambient: true, note: "Immersed in acid", source: "hazardAcidBath" },
	cold: { label: "Cold", damage: 1, per: "round", ambient: true, note: "Below freezing temperatures", source: "hazardCold" },
	"cold-severe": { label: "Cold, severe", damage: 3, per: "round", ambient: true, note: "Liquid nitrogen", source: "hazardColdSevere" },
	collision: { label: "Collision", damage: 6, per: "once", ambient: false, note: "Large, fast object strikes character", source: "hazardCollision" },
	crush: { label: "Crush", damage: 3, per: "once", ambient: false, note: "Object or creature falls on character", source: "hazardCrush" },
	"crush-huge": { label: "Crush, huge", damage: 6, per: "once", ambient: false, note: "Roof collapse; cave-in", source: "hazardCrushHuge" },
	"electric-shock": { label: "Electric, shock", damage: 1, per: "round", ambient: true, note: "Often involves losing next action", source: "hazardElectricShock" },
	electrocution: { label: "Electric, electrocution", damage: 6, per: "round", ambient: true, note: "Often involves losing next action", source: "hazardElectrocution" },
	falling: { label: "Falling", damage: 1, per: "10-feet", ambient: true, note: "", source: "hazardFalling" },
	"fire-minor": { label: "Fire, minor", damage: 3, per: "round", ambient: true, note: "Torch", source: "hazardFireMinor" },
	"fire-major": { label: "Fire, major", damage: 6, per: "round", ambient: true, note: "Engulfed in flames; lava", source: "hazardFireMajor" },
};

/**
 * Damage from a hazard: `amount` is rounds of exposure, or feet fallen for
 * falling (1 point per full 10 feet; a shorter drop does none).
 */
export function hazardDamage(hazard: Hazard, amount = 1): Result<RuleOutcome<{ damage: number; ambient: boolean }>> {
	// hasOwn, so a name like "constructor" from a note is unknown rather than Object's own property.
	const rule = hasEntry(HAZARDS, hazard) ? HAZARDS[hazard] : undefined;
	if (!rule) return fail(t("engine.cypher.health.unknownHazard", { value: String(hazard).slice(0, 40) }));
	const error = checkWhole(t("engine.cypher.health.field.hazardAmount", { per: rule.per === "10-feet" ? "feet" : "rounds" }), amount, 0, 100_000);
	if (error) return fail(error);
	const units = rule.per === "10-feet" ? Math.floor(amount / 10) : rule.per === "round" ? amount : 1;
	const damage = rule.damage * units;
	const values = { label: hazardLabel(hazard, rule.label), rate: rule.damage, amount, damage, ambient: rule.ambient ? "yes" : "no" };
	return ok({
		value: { damage, ambient: rule.ambient },
		explanation: [
			citedStep(
				rule.per === "once" ? t("engine.cypher.health.hazardOnce", values) : rule.per === "round" ? t("engine.cypher.health.hazardRounds", values) : t("engine.cypher.health.hazardFalling", values),
				rule.source,
				PAGE.hazards,
			),
		],
		changes: [],
	});
}

/** 000: poison calls for a Might defense roll; disease the same, every day. */
export function poisonOrDisease(kind: "poison" | "disease"): ExplainStep[] {
	return kind === "poison"
		? [
				citedStep(
					t("engine.cypher.health.poison"),
					"poison",
					PAGE.rules,
				),
				citedStep(t("engine.cypher.health.poisonTrack"), "poisonClassic"),
			]
		: [
				citedStep(t("engine.cypher.health.disease"), "disease", PAGE.rules),
			];
}

/** 001's rates: a point of lasting damage heals with each day of full rest, or each three days of regular activity. */
export const LASTING_DAYS = { fullRest: 1, regular: 3 } as const;

/**
 * 001: "Lasting Damage: ... heal at 1 point per day of full rest / 3 days of
 * regular activity". Days until `points` of lasting damage are healed.
 */
export function lastingDamageDays(points: number, fullRest: boolean): Result<RuleOutcome<number>> {
	const error = checkWhole(t("engine.cypher.health.field.lastingDamage"), points, 0, MAX_AMOUNT);
	if (error) return fail(error);
	const days = points * (fullRest ? LASTING_DAYS.fullRest : LASTING_DAYS.regular);
	return ok({
		value: days,
		explanation: [
			citedStep(
				fullRest ? t("engine.cypher.health.lastingDaysRest", { points, days }) : t("engine.cypher.health.lastingDaysRegular", { points, days }),
				"lastingDamage",
			),
		],
		changes: [],
	});
}

/**
 * 001's lasting damage healed over days: a point for each day of full rest and for each three days
 * of regular activity, never more than the Pool holds back. The healed points come back to the Pool
 * and its maximum, as healing.
 */
export function healLastingDamage(character: CypherCharacter, stat: Stat, days: { fullRest: number; regular: number }): Result<RuleOutcome<{ healed: number }>> {
	const error = checkWhole(t("engine.cypher.health.field.fullRestDays"), days.fullRest, 0, MAX_AMOUNT) ?? checkWhole(t("engine.cypher.health.field.regularDays"), days.regular, 0, MAX_AMOUNT);
	if (error) return fail(error);
	const pool = character.pools[stat];
	const lasting = pool.lasting ?? 0;
	if (lasting === 0) return fail(t("engine.cypher.health.noLasting", { name: character.name, stat }));
	const earned = Math.floor(days.fullRest / LASTING_DAYS.fullRest) + Math.floor(days.regular / LASTING_DAYS.regular);
	if (earned === 0) return fail(t("engine.cypher.health.lastingNeedsDays"));
	const healed = Math.min(earned, lasting);
	const explanation = [
		citedStep(
			healed < earned
				? t("engine.cypher.health.lastingHealedCapped", { rest: days.fullRest, regular: days.regular, points: earned, stat, lasting })
				: t("engine.cypher.health.lastingHealed", { rest: days.fullRest, regular: days.regular, points: earned }),
			"lastingDamage",
		),
	];
	const changes = [
		{ target: character.name, key: lastingKey(stat), before: lasting, after: lasting - healed === 0 ? null : lasting - healed },
		{ target: character.name, key: poolKey(stat), before: pool.current, after: pool.current + healed },
	];
	return ok({ value: { healed }, explanation, changes });
}

/**
 * 001's lasting and permanent damage: what a hit took from each Pool is held back from the Pool's
 * maximum (lasting heals day by day, permanent never heals normally), as changes to the note's
 * `might-lasting` or `might-permanent`. `lost` is the points each Pool lost to the hit.
 */
export function markHeldDamage(character: CypherCharacter, lost: Partial<Record<Stat, number>>, kind: "lasting" | "permanent"): RuleOutcome<null> {
	const explanation: ExplainStep[] = [];
	const changes: StateChange[] = [];
	for (const stat of STATS) {
		const points = lost[stat] ?? 0;
		if (points <= 0) continue;
		const pool = character.pools[stat];
		const before = (kind === "lasting" ? pool.lasting : pool.permanent) ?? 0;
		changes.push({ target: character.name, key: kind === "lasting" ? lastingKey(stat) : permanentKey(stat), before: before === 0 ? null : before, after: before + points });
		explanation.push(
			kind === "lasting"
				? citedStep(t("engine.cypher.health.lastingMarked", { points, stat, max: pool.max - points }), "lastingDamage")
				: citedStep(t("engine.cypher.health.permanentMarked", { points, stat, max: pool.max - points }), "permanentDamage"),
		);
	}
	return { value: null, explanation, changes };
}

/**
 * 001's "WEARING ARMOR (being practiced in armor negates these costs)": Might
 * points per hour of wear and the Speed Pool reduction, for the damage-track variant.
 */
export function armorWearingCost(armor: ArmorCategory, practiced: boolean): RuleOutcome<{ mightPerHour: number; speedPoolReduction: number }> {
	const table: Record<ArmorCategory, [number, number]> = { none: [0, 0], light: [1, 2], medium: [2, 3], heavy: [3, 5] };
	const [mightPerHour, speedPoolReduction] = hasEntry(table, armor) ? table[armor] : [0, 0];
	if (practiced || armor === "none") {
		return {
			value: { mightPerHour: 0, speedPoolReduction: 0 },
			explanation:
				armor === "none"
					? []
					: [citedStep(t("engine.cypher.health.armorPracticed", { armor }), "armorPracticed")],
			changes: [],
		};
	}
	return {
		value: { mightPerHour, speedPoolReduction },
		explanation: [
			citedStep(
				t("engine.cypher.health.armorWearing", { armor, might: mightPerHour, speed: speedPoolReduction }),
				"armorWearingCosts",
				PAGE.armor,
			),
		],
		changes: [],
	};
}

/**
 * What a player reads for a hazard: its name in the user's language, one catalogue message with a
 * branch per hazard (so a new hazard is one branch in each language); a hazard the catalogue does not
 * know (a rule pack's) keeps the table's `label`, which stays English as a rule pack's would.
 */
export const hazardLabel = (hazard: string, english: string): string => t("engine.cypher.health.hazardName", { hazard, english });

/** A hazard's note (the table's NOTES column) as a player reads it, or "" when the table gives none. */
export const hazardNote = (hazard: string): string => t("engine.cypher.health.hazardNote", { hazard });
