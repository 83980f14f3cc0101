/**
 * Every action a Cypher sheet can offer, as the commands that bind them (ui/commands/sheet-commands.ts):
 * registered when the plugin loads, before any note is read. The stats' tasks, the recovery roll and
 * the other buttons by their ids; a note's own quick tasks, cyphers, weapons and armor by the family
 * their ids share, asked for by name when the command runs. A test holds the demo vault's sheets to
 * this list, so a button added to the sheet without its command is caught. (An NPC's one action,
 * Apply damage, is listed with its kind in ui/cypher/table-entry.ts.)
 */
import { STATS } from "../../engine/systems/cypher/character";
import { capital } from "../../engine/text";
import type { BindableAction } from "../frame/game";
import { ADD_ABILITY } from "./abilities-action";
import { ADD_CYPHER, USE_CYPHER } from "./cyphers-action";
import { USE_ARTIFACT } from "./artifacts-action";
import { ARMOR_HOURS_ACTION } from "./armor-action";
import { DAMAGE_ACTION } from "./damage-action";
import { DEFEND_ACTION } from "./defend-action";
import { ADD_EQUIPMENT, TAKE_OFF_ARMOR, WEAPON_ATTACK, WEAR_ARMOR } from "./equipment-action";
import { GRAPPLE_ACTION } from "./grapple-action";
import { HEAL_ACTIONS } from "./heal-action";
import { DISEASE_DAY_ACTION, POISON_ACTION, POISON_LABEL } from "./poison-action";
import { INTRUSION_ACTION, QUICK_TASK_PREFIX, RECOVERY_ACTION, taskAction } from "./task-game";
import { WEAKNESS_ACTION } from "./weakness-action";
import { XP_ACTION } from "./xp-action";

export const CYPHER_CHARACTER_BINDABLE: readonly BindableAction[] = [
	...STATS.map((stat) => ({ id: taskAction(stat), name: `${capital(stat)} task` })),
	{ among: [QUICK_TASK_PREFIX], name: "Quick task…", none: "has no quick tasks: list them under tasks: in its ledger-sheet block", each: "quick task" },
	{ id: RECOVERY_ACTION, name: "Recovery roll" },
	{ id: INTRUSION_ACTION, name: "GM intrusion" },
	{ id: DEFEND_ACTION, name: "Defend" },
	{ id: DAMAGE_ACTION, name: "Apply damage" },
	{ id: POISON_ACTION, name: POISON_LABEL },
	{ id: DISEASE_DAY_ACTION, name: "The day's disease roll" },
	{ id: WEAKNESS_ACTION, name: "Weakness" },
	{ id: GRAPPLE_ACTION, name: "Grapple" },
	{ id: ARMOR_HOURS_ACTION, name: "Hours in armor" },
	...HEAL_ACTIONS.map(({ id, label }) => ({ id, name: label })),
	{ id: XP_ACTION, name: "Spend XP" },
	{ id: ADD_CYPHER, name: "Add cypher" },
	{ among: [USE_CYPHER], name: "Use a cypher…", none: "carries no cyphers" },
	{ among: [USE_ARTIFACT], name: "Use an artifact…", none: "carries no working artifacts" },
	{ id: ADD_EQUIPMENT, name: "Add equipment" },
	{ among: [WEAPON_ATTACK], name: "Attack with a weapon…", none: "has no weapon among its equipment" },
	{ among: [WEAR_ARMOR, TAKE_OFF_ARMOR], name: "Wear or take off armor…", none: "has no armor among its equipment" },
	{ id: ADD_ABILITY, name: "Add ability" },
];
