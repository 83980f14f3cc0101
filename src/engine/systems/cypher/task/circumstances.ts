/**
 * The named circumstances of seed 000 ("Combat modifiers" tables and the list
 * of things that ease skill tasks) and seed 001 (weapon range, terrain), so a GM can pick "cover" or "target
 * blinded" by name instead of counting steps. Steps are from the roller's side:
 * the player always rolls, so a foe's cover hinders the player's attack.
 */
import type { CitationId } from "../citations";
import { t } from "../../../../lang";

export type CircumstanceEffect =
	/** Eases or hinders the roll by `steps`. */
	| "ease"
	| "hinder"
	/** The attack hits without a roll ("Automatic Hit"). */
	| "automatic-hit"
	/** The attack cannot be made ("Not Attackable"). */
	| "not-attackable";

export interface Circumstance {
	id: string;
	label: string;
	effect: CircumstanceEffect;
	/** Steps eased or hindered (0 for automatic hit / not attackable). */
	steps: number;
	/** True when the seed calls this an asset: it then counts toward the two-asset limit. */
	asset?: boolean;
	/** The citation of the seed's words: the table row (whose words are the label), or the sentence for partial surprise and dazed. */
	source: CitationId;
}

/**
 * The citation of a row of seed 000's tables: "circumstance" and the row's id in PascalCase
 * ("higher-ground" → "circumstanceHigherGround"). Derived rather than written out per row, so the
 * shipped list carries no second name for each row; the unit tests check every row's citation
 * exists and quotes the row's label.
 */
function rowCitation(id: string): CitationId {
	return `circumstance${id.replace(/(?:^|-)([a-z])/g, (_match, letter: string) => letter.toUpperCase())}` as CitationId;
}

function row(id: string, label: string, effect: CircumstanceEffect, steps: number, asset = false): Circumstance {
	const circumstance: Circumstance = { id, label, effect, steps, source: rowCitation(id) };
	if (asset) circumstance.asset = true;
	return circumstance;
}

/** A run of rows with the same effect and steps: `[id, label]`, plus `true` when the seed calls it an asset. */
function rows(effect: CircumstanceEffect, steps: number, entries: ReadonlyArray<readonly [string, string, true?]>): Circumstance[] {
	return entries.map(([id, label, asset]) => row(id, label, effect, steps, asset === true));
}

/** 000's combat modifiers (and 001's partial surprise): what eases or hinders an attack, read from the attacker's side. */
export const COMBAT_CIRCUMSTANCES: readonly Circumstance[] = [
	// 000's combat modifiers that ease the attack.
	...rows("ease", 1, [
		["higher-ground", "Attacker on higher ground"],
		["target-dazed", "Target dazed"],
		["prone-target-melee", "Melee attack on prone target"],
		["target-on-guard-unaware", "Target on guard but unaware of attacker's location"],
	]),
	...rows("ease", 2, [
		["surprise", "Surprise (first attack ambush on unaware target)"],
		["attacker-invisible", "Attacker invisible"],
		["target-blinded", "Target blinded"],
		["hidden-ranged-unaware", "Ranged attack from hidden position on unaware target"],
	]),
	// 001 only: "Partial Surprise: -1 difficulty" (000 names full surprise alone).
	{ id: "partial-surprise", label: "Partial surprise", effect: "ease", steps: 1, source: "circumstancePartialSurprise" },
	row("target-paralyzed", "Target paralyzed or unconscious", "automatic-hit", 0),

	// 000's combat modifiers that hinder the attack.
	...rows("hinder", 1, [
		["cover", "Target is behind sturdy cover"],
		["attacker-dazed", "Attacker dazed"],
		["prone-target-ranged", "Ranged attack on prone target"],
		["extreme-range", "Ranged attack at extreme range (the limit of the weapon range)"],
		["dim-light", "Target in dim light, within short range"],
		["very-dim-light-immediate", "Target in very dim light, within immediate range"],
		["target-guarding", "Target is guarding"],
		["mist-ranged", "Ranged attack on target in mist"],
		["dense-mist-melee", "Melee attack on target in very dense mist"],
		["deep-water", "Attacker in deep water (waist or deeper; aquatic creatures ignore this)"],
		["underwater-stabbing", "Attacker underwater using stabbing weapon"],
		["underwater-special-ranged", "Attacker underwater using special ranged weapon"],
		["target-moving-fast", "Target is moving very fast"],
		["moving-mount", "Attacker on a moving mount or moving vehicle"],
		["unsteady-platform", "Attacker on a listing ship, vibrating platform, and so on"],
		["high-gravity", "High gravity"],
		["low-gravity", "Low gravity or zero gravity"],
	]),
	...rows("hinder", 2, [
		["very-dim-light-short", "Target in very dim light, more than immediate range but within short range"],
		["underwater-bashing-slashing", "Attacker underwater using bashing or slashing weapon"],
		["disarm", "Attacker trying to disarm target"],
		["aim-limb", "Attacker aiming for specific limb"],
	]),
	row("blind-target", "Attacker trying to blind target for a few rounds", "hinder", 3),
	row("darkness-sensed", "Target in darkness or invisible but attacker has a sense of where they might be", "hinder", 4),
	...rows("not-attackable", 0, [
		["darkness-unknown", "Target in darkness or invisible; attacker has no idea where they might be"],
		["full-cover", "Target entirely behind sturdy cover"],
		["dense-mist-ranged", "Ranged target in very dense mist (as darkness)"],
		["underwater-thrown", "Attacker underwater using thrown weapon, bow, crossbow, and so on, and most firearms"],
	]),

	// 001's attack and defense modifiers that 000's tables do not name, each one step ("Advantage": to the attacker or the target).
	...rows("ease", 1, [
		["point-blank", "Range, point blank"],
		["unaware-target", "Unaware target"],
	]),
	...rows("hinder", 1, [
		["partial-cover", "Cover, partial"],
		["hiding-target", "Hiding target"],
	]),
];

/** Every named circumstance, in the order of seed 000's tables: the combat modifiers, being dazed, and what eases skill tasks. */
export const CIRCUMSTANCES: readonly Circumstance[] = [
	...COMBAT_CIRCUMSTANCES,
	// 001's optional rule for shooting past a weapon's range, and its movement modifiers (terrain and
	// water hinder tasks there; gravity is 000's row above). The labels are ours; each cites 001's line.
	{ id: "weapon-range-long", label: "A short-range weapon fired at long range", effect: "hinder", steps: 2, source: "weaponRangeLong" },
	{ id: "weapon-range-200", label: "A long-range weapon fired at 200 feet", effect: "hinder", steps: 2, source: "weaponRange200" },
	{ id: "weapon-range-500", label: "A long-range weapon fired at 500 feet", effect: "hinder", steps: 4, source: "weaponRange500" },
	{ id: "weapon-range-1000", label: "A long-range weapon fired at 1,000 feet", effect: "hinder", steps: 6, source: "weaponRange1000" },
	{ id: "rough-terrain", label: "In rough terrain", effect: "hinder", steps: 1, source: "terrainRough" },
	{ id: "difficult-terrain", label: "In difficult terrain", effect: "hinder", steps: 1, source: "terrainDifficult" },
	{ id: "swimming", label: "Swimming", effect: "hinder", steps: 1, source: "terrainSwimming" },

	// Seed 000 on being dazed in general: "for the duration of the daze effect, all of your tasks are hindered".
	{ id: "dazed", label: "Dazed", effect: "hinder", steps: 1, source: "circumstanceDazed" },

	// 000's "Easing Skill Tasks One Step".
	...rows("ease", 1, [
		["run-before-jump", "Run immediate distance before a jump"],
		["half-speed-sneaking", "Move at half speed when sneaking"],
		["camouflage", "Wear camouflage or appropriate gear when sneaking", true],
		["dim-light-sneaking", "Dim light when sneaking"],
		["hiding-places", "Many things to hide behind when sneaking"],
		["jumping-pole", "Pole for jumping", true],
		["saddle", "Saddle for riding", true],
	]),
];

const BY_ID = new Map(CIRCUMSTANCES.map((c) => [c.id, c]));

/** The circumstance with this id, or undefined. */
export function circumstance(id: string): Circumstance | undefined {
	return BY_ID.get(id);
}

/**
 * The rows a lucky shot opens (000: "attack fails without a roll unless you spend 1 XP to make a
 * lucky shot"), and the steps it is then hindered by. 000 gives no number; the plugin reads it as
 * the row beside it, a target whose place the attacker can sense (four steps). Very dense mist at
 * range is "as darkness", so it takes the same shot.
 */
const LUCKY_SHOT_STEPS: ReadonlyMap<string, number> = new Map([
	["darkness-unknown", 4],
	["dense-mist-ranged", 4],
]);

/** The steps a lucky shot is hindered by on this row, or undefined when the row opens none. */
export const luckyShotSteps = (id: string): number | undefined => LUCKY_SHOT_STEPS.get(id);

/** Each row's label in the user's language (the `label` field stays the seed's English, which the citations quote). */
const LABELS: Readonly<Record<string, () => string>> = {
	"higher-ground": () => t("engine.cypher.task.circumstance.higherGround"),
	"target-dazed": () => t("engine.cypher.task.circumstance.targetDazed"),
	"prone-target-melee": () => t("engine.cypher.task.circumstance.proneTargetMelee"),
	"target-on-guard-unaware": () => t("engine.cypher.task.circumstance.targetOnGuardUnaware"),
	"surprise": () => t("engine.cypher.task.circumstance.surprise"),
	"attacker-invisible": () => t("engine.cypher.task.circumstance.attackerInvisible"),
	"target-blinded": () => t("engine.cypher.task.circumstance.targetBlinded"),
	"hidden-ranged-unaware": () => t("engine.cypher.task.circumstance.hiddenRangedUnaware"),
	"cover": () => t("engine.cypher.task.circumstance.cover"),
	"attacker-dazed": () => t("engine.cypher.task.circumstance.attackerDazed"),
	"prone-target-ranged": () => t("engine.cypher.task.circumstance.proneTargetRanged"),
	"extreme-range": () => t("engine.cypher.task.circumstance.extremeRange"),
	"dim-light": () => t("engine.cypher.task.circumstance.dimLight"),
	"very-dim-light-immediate": () => t("engine.cypher.task.circumstance.veryDimLightImmediate"),
	"target-guarding": () => t("engine.cypher.task.circumstance.targetGuarding"),
	"mist-ranged": () => t("engine.cypher.task.circumstance.mistRanged"),
	"dense-mist-melee": () => t("engine.cypher.task.circumstance.denseMistMelee"),
	"deep-water": () => t("engine.cypher.task.circumstance.deepWater"),
	"underwater-stabbing": () => t("engine.cypher.task.circumstance.underwaterStabbing"),
	"underwater-special-ranged": () => t("engine.cypher.task.circumstance.underwaterSpecialRanged"),
	"target-moving-fast": () => t("engine.cypher.task.circumstance.targetMovingFast"),
	"moving-mount": () => t("engine.cypher.task.circumstance.movingMount"),
	"unsteady-platform": () => t("engine.cypher.task.circumstance.unsteadyPlatform"),
	"high-gravity": () => t("engine.cypher.task.circumstance.highGravity"),
	"low-gravity": () => t("engine.cypher.task.circumstance.lowGravity"),
	"very-dim-light-short": () => t("engine.cypher.task.circumstance.veryDimLightShort"),
	"underwater-bashing-slashing": () => t("engine.cypher.task.circumstance.underwaterBashingSlashing"),
	"disarm": () => t("engine.cypher.task.circumstance.disarm"),
	"aim-limb": () => t("engine.cypher.task.circumstance.aimLimb"),
	"darkness-unknown": () => t("engine.cypher.task.circumstance.darknessUnknown"),
	"full-cover": () => t("engine.cypher.task.circumstance.fullCover"),
	"dense-mist-ranged": () => t("engine.cypher.task.circumstance.denseMistRanged"),
	"underwater-thrown": () => t("engine.cypher.task.circumstance.underwaterThrown"),
	"point-blank": () => t("engine.cypher.task.circumstance.pointBlank"),
	"unaware-target": () => t("engine.cypher.task.circumstance.unawareTarget"),
	"partial-cover": () => t("engine.cypher.task.circumstance.partialCover"),
	"hiding-target": () => t("engine.cypher.task.circumstance.hidingTarget"),
	"run-before-jump": () => t("engine.cypher.task.circumstance.runBeforeJump"),
	"half-speed-sneaking": () => t("engine.cypher.task.circumstance.halfSpeedSneaking"),
	"camouflage": () => t("engine.cypher.task.circumstance.camouflage"),
	"dim-light-sneaking": () => t("engine.cypher.task.circumstance.dimLightSneaking"),
	"hiding-places": () => t("engine.cypher.task.circumstance.hidingPlaces"),
	"jumping-pole": () => t("engine.cypher.task.circumstance.jumpingPole"),
	"saddle": () => t("engine.cypher.task.circumstance.saddle"),
	"target-paralyzed": () => t("engine.cypher.task.circumstance.targetParalyzed"),
	"blind-target": () => t("engine.cypher.task.circumstance.blindTarget"),
	"darkness-sensed": () => t("engine.cypher.task.circumstance.darknessSensed"),
	"partial-surprise": () => t("engine.cypher.task.circumstance.partialSurprise"),
	"weapon-range-long": () => t("engine.cypher.task.circumstance.weaponRangeLong"),
	"weapon-range-200": () => t("engine.cypher.task.circumstance.weaponRange200"),
	"weapon-range-500": () => t("engine.cypher.task.circumstance.weaponRange500"),
	"weapon-range-1000": () => t("engine.cypher.task.circumstance.weaponRange1000"),
	"rough-terrain": () => t("engine.cypher.task.circumstance.roughTerrain"),
	"difficult-terrain": () => t("engine.cypher.task.circumstance.difficultTerrain"),
	"swimming": () => t("engine.cypher.task.circumstance.swimming"),
	"dazed": () => t("engine.cypher.task.circumstance.dazed"),
};

/** What a player reads for a circumstance: its label in the user's language (English when a row has none, as a rule pack's). */
export const circumstanceLabel = (c: Circumstance): string => LABELS[c.id]?.() ?? c.label;
