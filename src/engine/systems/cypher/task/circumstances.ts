/**
 * The named circumstances of seed 000 ("Combat modifiers" tables and the list
 * of things that ease skill tasks), so a GM can pick "cover" or "target
 * blinded" by name instead of counting steps. Steps are from the roller's side:
 * the player always rolls, so a foe's cover hinders the player's attack.
 */

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
	/** Seed file and the table's words. */
	source: string;
}

const EASE_TABLE = '000, combat modifiers that ease the attack';
const HINDER_TABLE = '000, combat modifiers that hinder the attack';
const SKILL_TABLE = '000: "Easing Skill Tasks One Step"';

function row(id: string, label: string, effect: CircumstanceEffect, steps: number, table: string, asset = false): Circumstance {
	const circumstance: Circumstance = { id, label, effect, steps, source: `${table}: "${label}"` };
	if (asset) circumstance.asset = true;
	return circumstance;
}

/** Every named circumstance, in the order of seed 000's tables. */
export const CIRCUMSTANCES: readonly Circumstance[] = [
	row("higher-ground", "Attacker on higher ground", "ease", 1, EASE_TABLE),
	row("target-dazed", "Target dazed", "ease", 1, EASE_TABLE),
	row("prone-target-melee", "Melee attack on prone target", "ease", 1, EASE_TABLE),
	row("target-on-guard-unaware", "Target on guard but unaware of attacker's location", "ease", 1, EASE_TABLE),
	row("surprise", "Surprise (first attack ambush on unaware target)", "ease", 2, EASE_TABLE),
	row("attacker-invisible", "Attacker invisible", "ease", 2, EASE_TABLE),
	row("target-blinded", "Target blinded", "ease", 2, EASE_TABLE),
	row("hidden-ranged-unaware", "Ranged attack from hidden position on unaware target", "ease", 2, EASE_TABLE),
	// 001 only: "Partial Surprise: -1 difficulty" (000 names full surprise alone).
	{ id: "partial-surprise", label: "Partial surprise", effect: "ease", steps: 1, source: '001: "Partial Surprise: -1 difficulty"' },
	row("target-paralyzed", "Target paralyzed or unconscious", "automatic-hit", 0, EASE_TABLE),

	row("cover", "Target is behind sturdy cover", "hinder", 1, HINDER_TABLE),
	row("attacker-dazed", "Attacker dazed", "hinder", 1, HINDER_TABLE),
	row("prone-target-ranged", "Ranged attack on prone target", "hinder", 1, HINDER_TABLE),
	row("extreme-range", "Ranged attack at extreme range (the limit of the weapon range)", "hinder", 1, HINDER_TABLE),
	row("dim-light", "Target in dim light, within short range", "hinder", 1, HINDER_TABLE),
	row("very-dim-light-immediate", "Target in very dim light, within immediate range", "hinder", 1, HINDER_TABLE),
	row("target-guarding", "Target is guarding", "hinder", 1, HINDER_TABLE),
	row("mist-ranged", "Ranged attack on target in mist", "hinder", 1, HINDER_TABLE),
	row("dense-mist-melee", "Melee attack on target in very dense mist", "hinder", 1, HINDER_TABLE),
	row("deep-water", "Attacker in deep water (waist or deeper; aquatic creatures ignore this)", "hinder", 1, HINDER_TABLE),
	row("underwater-stabbing", "Attacker underwater using stabbing weapon", "hinder", 1, HINDER_TABLE),
	row("underwater-special-ranged", "Attacker underwater using special ranged weapon", "hinder", 1, HINDER_TABLE),
	row("target-moving-fast", "Target is moving very fast", "hinder", 1, HINDER_TABLE),
	row("moving-mount", "Attacker on a moving mount or moving vehicle", "hinder", 1, HINDER_TABLE),
	row("unsteady-platform", "Attacker on a listing ship, vibrating platform, and so on", "hinder", 1, HINDER_TABLE),
	row("high-gravity", "High gravity", "hinder", 1, HINDER_TABLE),
	row("low-gravity", "Low gravity or zero gravity", "hinder", 1, HINDER_TABLE),
	row("very-dim-light-short", "Target in very dim light, more than immediate range but within short range", "hinder", 2, HINDER_TABLE),
	row("underwater-bashing-slashing", "Attacker underwater using bashing or slashing weapon", "hinder", 2, HINDER_TABLE),
	row("disarm", "Attacker trying to disarm target", "hinder", 2, HINDER_TABLE),
	row("aim-limb", "Attacker aiming for specific limb", "hinder", 2, HINDER_TABLE),
	row("blind-target", "Attacker trying to blind target for a few rounds", "hinder", 3, HINDER_TABLE),
	row("darkness-sensed", "Target in darkness or invisible but attacker has a sense of where they might be", "hinder", 4, HINDER_TABLE),
	row("darkness-unknown", "Target in darkness or invisible; attacker has no idea where they might be", "not-attackable", 0, HINDER_TABLE),
	row("full-cover", "Target entirely behind sturdy cover", "not-attackable", 0, HINDER_TABLE),
	row("dense-mist-ranged", "Ranged target in very dense mist (as darkness)", "not-attackable", 0, HINDER_TABLE),
	row("underwater-thrown", "Attacker underwater using thrown weapon, bow, crossbow, and so on, and most firearms", "not-attackable", 0, HINDER_TABLE),

	// Seed 000 on being dazed in general: "for the duration of the daze effect, all of your tasks are hindered".
	{ id: "dazed", label: "Dazed", effect: "hinder", steps: 1, source: '000: "Being dazed hinders all your tasks"' },

	row("run-before-jump", "Run immediate distance before a jump", "ease", 1, SKILL_TABLE),
	row("half-speed-sneaking", "Move at half speed when sneaking", "ease", 1, SKILL_TABLE),
	row("camouflage", "Wear camouflage or appropriate gear when sneaking", "ease", 1, SKILL_TABLE, true),
	row("dim-light-sneaking", "Dim light when sneaking", "ease", 1, SKILL_TABLE),
	row("hiding-places", "Many things to hide behind when sneaking", "ease", 1, SKILL_TABLE),
	row("jumping-pole", "Pole for jumping", "ease", 1, SKILL_TABLE, true),
	row("saddle", "Saddle for riding", "ease", 1, SKILL_TABLE, true),
];

const BY_ID = new Map(CIRCUMSTANCES.map((c) => [c.id, c]));

/** The circumstance with this id, or undefined. */
export function circumstance(id: string): Circumstance | undefined {
	return BY_ID.get(id);
}
