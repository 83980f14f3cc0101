/**
 * Every action a Cypher sheet can offer, as the commands that bind them (ui/commands/sheet-commands.ts):
 * registered when the plugin loads, before any note is read. The stats' tasks, the recovery roll and
 * the other buttons by their ids; a note's own quick tasks, cyphers, weapons and armor by the family
 * their ids share, asked for by name when the command runs. A test holds the demo vault's sheets to
 * this list, so a button added to the sheet without its command is caught.
 *
 * Functions, so the names are read in the language set when the commands are registered: they are
 * command names, read at load, so their ids are `cypher.command.*` (shipped plain, READ_AT_LOAD in
 * scripts/catalogue-pack.mjs). What a family's command says when the note has none of it is read
 * only when the command runs, so it is a getter under `cypher.bindable.*` (unpacked then).
 */
import { t } from "../../lang";
import { STATS, type Stat } from "../../engine/systems/cypher/character";
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
import { DISEASE_DAY_ACTION, POISON_ACTION } from "./poison-action";
import { ALLY_DAY_ACTION, ALLY_TASK_ACTION } from "./npc-ally-action";
import { NPC_DAMAGE_ACTION } from "./npc-game";
import { INTRUSION_ACTION, QUICK_TASK_PREFIX, RECOVERY_ACTION, taskAction } from "./task-game";
import { WEAKNESS_ACTION } from "./weakness-action";
import { XP_ACTION } from "./xp-action";

/** A family's command, whose `none` ("has no quick tasks…", after the note's name) is read only when it runs. */
function family(among: readonly string[], name: string, none: () => string, each?: string): BindableAction {
	const action: BindableAction = {
		among,
		name,
		get none() {
			return none();
		},
	};
	if (each !== undefined) action.each = each;
	return action;
}

/** "Might task": each stat's task command. */
function statTaskName(stat: Stat): string {
	return stat === "might" ? t("cypher.command.mightTask") : stat === "speed" ? t("cypher.command.speedTask") : t("cypher.command.intellectTask");
}

/** Each healing action's command name, by its id (heal-action.ts lists them). */
function healName(id: string): string {
	switch (id) {
		case "heal:rally":
			return t("cypher.command.rally");
		case "heal:treat":
			return t("cypher.command.treat");
		case "heal:points":
			return t("cypher.command.healPoints");
		default:
			return t("cypher.command.healLasting");
	}
}

/** A Cypher character sheet's actions as commands, named in the language set when they are registered. */
export function cypherCharacterBindable(): readonly BindableAction[] {
	return [
		...STATS.map((stat) => ({ id: taskAction(stat), name: statTaskName(stat) })),
		family([QUICK_TASK_PREFIX], t("cypher.command.quickTask"), () => t("cypher.bindable.noQuickTasks"), t("cypher.command.quickTaskFamily")),
		{ id: RECOVERY_ACTION, name: t("cypher.command.recovery") },
		{ id: INTRUSION_ACTION, name: t("cypher.command.intrusion") },
		{ id: DEFEND_ACTION, name: t("cypher.command.defend") },
		{ id: DAMAGE_ACTION, name: t("cypher.command.damage") },
		{ id: POISON_ACTION, name: t("cypher.command.poison") },
		{ id: DISEASE_DAY_ACTION, name: t("cypher.command.diseaseDay") },
		{ id: WEAKNESS_ACTION, name: t("cypher.command.weakness") },
		{ id: GRAPPLE_ACTION, name: t("cypher.command.grapple") },
		{ id: ARMOR_HOURS_ACTION, name: t("cypher.command.armorHours") },
		...HEAL_ACTIONS.map(({ id }) => ({ id, name: healName(id) })),
		{ id: XP_ACTION, name: t("cypher.command.spendXp") },
		{ id: ADD_CYPHER, name: t("cypher.command.addCypher") },
		family([USE_CYPHER], t("cypher.command.useCypher"), () => t("cypher.bindable.noCyphers")),
		family([USE_ARTIFACT], t("cypher.command.useArtifact"), () => t("cypher.bindable.noArtifacts")),
		{ id: ADD_EQUIPMENT, name: t("cypher.command.addEquipment") },
		family([WEAPON_ATTACK], t("cypher.command.weaponAttack"), () => t("cypher.bindable.noWeapon")),
		family([WEAR_ARMOR, TAKE_OFF_ARMOR], t("cypher.command.armor"), () => t("cypher.bindable.noArmor")),
		{ id: ADD_ABILITY, name: t("cypher.command.addAbility") },
	];
}

/** A Cypher NPC sheet's actions as commands (Apply damage; an ally's task and new day). */
export function cypherNpcBindable(): readonly BindableAction[] {
	return [
		{ id: NPC_DAMAGE_ACTION, name: t("cypher.command.damage") },
		{ id: ALLY_TASK_ACTION, name: t("cypher.command.allyTask") },
		{ id: ALLY_DAY_ACTION, name: t("cypher.command.allyDay") },
	];
}
