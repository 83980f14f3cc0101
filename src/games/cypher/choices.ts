/** Choices several Cypher dialogs offer, written once: the three stats, the sheet's skills. */
import { STATS, type CypherCharacter, type Stat } from "../../engine/systems/cypher/character";
import { statName } from "../../engine/systems/cypher/task/costs";
import { t } from "../../lang";

/** The stats in the rules' order, each labelled by `text` (the stat's name in the user's language by default: "Might"). */
export const statChoices = (text: (stat: Stat) => string = statName): [string, string][] => STATS.map((stat) => [stat, text(stat)]);

/** The sheet's skills with their level ("climbing (trained)"), after a first choice for none. */
export const skillChoices = (c: CypherCharacter, none: string): [string, string][] => [["", none], ...Object.entries(c.skills).map(([skill, level]): [string, string] => [skill, t("cypher.choices.skill", { skill, level })])];
