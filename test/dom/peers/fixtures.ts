/** Notes written in other plugins' documented formats for these tests (our own creatures; none of their text is copied). */

/** A creature written as Fantasy Statblocks' documentation lays out a 5e statblock (our own creature). */
export const MARSH_GOBLIN = [
	"# Marsh goblin",
	"",
	"```statblock",
	"layout: Basic 5e Layout",
	"name: Marsh Goblin",
	"size: Small",
	"type: humanoid",
	"ac: 15",
	"hp: 7",
	"hit_dice: 2d6",
	"stats: [8, 14, 10, 10, 8, 8]",
	"cr: 1/4",
	"actions:",
	"  - name: Reed spear",
	'    desc: "Melee Weapon Attack: +4 to hit, reach 5 ft., one target. Hit: 5 (1d6 + 2) piercing damage."',
	"  - [Sling, \"Ranged Weapon Attack: +4 to hit, range 30/120 ft. Hit: 4 (1d4 + 2) bludgeoning damage.\"]",
	"```",
	"",
].join("\n");

/** A boss built on the goblin by `monster:`, overriding its hit points and initiative modifier. */
export const MARSH_BOSS = ["```statblock", "monster: Marsh Goblin", "name: Marsh Goblin Boss", "hp: 21", "modifier: 3", "```", ""].join("\n");
