/**
 * The character a rule page's calculator asks the engine about. A rule page has no character, yet
 * the engine's rules take one: this one has the most Effort the rules allow, Pools deep enough
 * that no cost is refused, no wounds, and only what the calculator's inputs give it, so every
 * answer shows the rule itself and nobody's sheet.
 */
import type { CypherCharacter, SkillLevel } from "../../engine/systems/cypher/character";
import { MAX_EFFORT_LEVELS } from "../../engine/systems/cypher/task";
import { t } from "../../lang";

/** The skill a task calculator's level is for; the engine's lines read "Skill in this task …". */
export const taskSkill = (): string => t("rules.standIn.thisTask");
/** How the engine's lines name the stand-in: "The character marks a minor wound". */
export const standInName = (): string => t("rules.standIn.name");

const DEEP_POOL = { current: 99, max: 99, edge: 0 };

export function standIn(options: { skill?: SkillLevel; tier?: number; recoveriesUsed?: number } = {}): CypherCharacter {
	return {
		name: standInName(),
		tier: options.tier ?? 1,
		effort: MAX_EFFORT_LEVELS,
		xp: 0,
		pools: { might: { ...DEEP_POOL }, speed: { ...DEEP_POOL }, intellect: { ...DEEP_POOL } },
		skills: options.skill === undefined ? {} : { [taskSkill()]: options.skill },
		armor: "none",
		recoveriesUsed: options.recoveriesUsed ?? 0,
		wounds: { minor: 0, moderate: 0, major: 0 },
		damageTrack: "hale",
		cypherLimit: 0,
		cyphers: [],
	};
}
