/**
 * A Fantasy Statblocks creature (the YAML of a `statblock` block, or of a bestiary note's properties)
 * read as a creature of this plugin's games: for the d20 game (seed 004) its `hp`, `ac`, `stats` and
 * initiative `modifier`; for the Cypher game its `level`, `health` and `armor` when it has them; and
 * the dice in its actions' text as rolls. The numbers go through the games' own note readers
 * (readD20Character, readCypherNpc), so a creature is checked exactly as an NPC note would be.
 * Pure: the YAML is parsed and inheritance followed in statblock.ts.
 */
import { fail, ok, type Result } from "../../engine/result";
import { abilityModifier, ABILITIES, SIZES, type D20Character } from "../../engine/systems/d20/character";
import { readCypherNpc, type CypherNpc } from "../schema/cypher";
import { readD20Character } from "../schema/d20";
import { t } from "../../lang";

export type Fields = Record<string, unknown>;

export interface CreatureRoll {
	label: string;
	expression: string;
}

/** The trait lists whose text holds an action's dice. */
const TRAIT_LISTS = ["traits", "actions", "bonus_actions", "reactions", "legendary_actions"];
/** Most roll buttons one creature gets (a dragon's text holds dozens of numbers). */
export const MAX_ROLLS = 16;
/** Characters of one action's text searched for dice. */
const MAX_ACTION_TEXT = 2_000;

/** A name as YAML gives it: `Goblin`, `"[[Goblin]]"`, or an unquoted [[Goblin]] (which YAML reads as a list in a list). */
export function nameOf(value: unknown): string | undefined {
	const text: unknown = Array.isArray(value) ? value.flat(3).find((item) => typeof item === "string") : value;
	if (typeof text !== "string") return undefined;
	const name = text.replace(/^\[\[|\]\]$/g, "").split("|")[0]?.trim() ?? "";
	return name === "" ? undefined : name;
}

/** The names a creature builds on: `monster`, `creature`, then each of `extends`. */
export function parentsOf(fields: Fields): string[] {
	const names = [fields["monster"], fields["creature"], ...[fields["extends"]].flat()].map(nameOf);
	return names.filter((name): name is string => name !== undefined);
}

/** "15 (leather armor)" → 15: a number as statblocks write it, its first whole number. */
export function leadingNumber(value: unknown): number | undefined {
	if (typeof value === "number") return Number.isFinite(value) ? Math.trunc(value) : undefined;
	const match = typeof value === "string" ? /^\s*([+-]?\d{1,6})/.exec(value) : null;
	return match ? Number(match[1]) : undefined;
}

/** The rolls an action's text offers: its attack bonus ("+4 to hit" is a d20 + 4) and each dice notation in it. */
export function actionRolls(name: string, text: string): CreatureRoll[] {
	const rolls: CreatureRoll[] = [];
	// An action's text is a few sentences; a pasted chapter is read only as far as a long action goes.
	text = text.slice(0, MAX_ACTION_TEXT);
	const hit = /([+-]\s?\d{1,3}) to hit/i.exec(text);
	if (hit) rolls.push({ label: t("notes.peers.toHit", { name }), expression: `1d20${(hit[1] as string).replace(/\s/g, "")}` });
	for (const match of text.matchAll(/\b(\d{0,3}d\d{1,4}(?:\s*[+−-]\s*\d{1,4})?)\b/gi)) {
		const expression = (match[1] as string).replace(/−/g, "-").replace(/\s+/g, " ");
		if (!rolls.some((roll) => roll.expression === expression)) rolls.push({ label: `${name}: ${expression}`, expression });
	}
	return rolls;
}

/** Every roll of the creature: initiative, then its traits' and actions' dice, at most MAX_ROLLS. */
export function creatureRolls(fields: Fields): CreatureRoll[] {
	const rolls: CreatureRoll[] = [];
	const initiative = initiativeOf(fields);
	if (initiative !== undefined) rolls.push({ label: t("notes.peers.initiative"), expression: initiative === 0 ? "1d20" : `1d20${initiative > 0 ? "+" : ""}${initiative}` });
	for (const list of TRAIT_LISTS) {
		const items = fields[list];
		for (const item of Array.isArray(items) ? items : []) {
			const [name, text] = Array.isArray(item) ? [item[0], item.slice(1).join(" ")] : typeof item === "object" && item !== null ? [(item as Fields)["name"], (item as Fields)["desc"]] : [list, item];
			if (typeof text === "string") rolls.push(...actionRolls(typeof name === "string" ? name : list, text));
			if (rolls.length >= MAX_ROLLS) return rolls.slice(0, MAX_ROLLS);
		}
	}
	return rolls.slice(0, MAX_ROLLS);
}

function statsOf(fields: Fields): number[] | undefined {
	const stats = fields["stats"];
	return Array.isArray(stats) && stats.length >= 6 ? stats.slice(0, 6).map((score) => leadingNumber(score) ?? 10) : undefined;
}

/** The initiative modifier: Initiative Tracker's `modifier`, 13th Age's `initiative`, else the DEX modifier of `stats`. */
export function initiativeOf(fields: Fields): number | undefined {
	const given = leadingNumber(fields["modifier"]) ?? leadingNumber(fields["initiative"]);
	const stats = statsOf(fields);
	return given ?? (stats ? abilityModifier(stats[1] as number) : undefined);
}

/**
 * The creature in the d20 game. `hp` is its Vitality and its CON score its Wound points; it has no
 * Heroic class levels, so its Defence is DEX + armour, and the armour is what makes its `ac` when it
 * takes 10 (AC 15 with DEX 14: armour +3); its BCB is what makes its initiative `modifier` with DEX.
 * Missing scores are 10. Each choice is listed in the Manual's Rules interpretations.
 */
export function d20Creature(fields: Fields, name: string): Result<D20Character> {
	const hp = leadingNumber(fields["hp"]);
	if (hp === undefined) return fail(t("notes.peers.noHp"));
	const stats = statsOf(fields) ?? [10, 10, 10, 10, 10, 10];
	const dex = abilityModifier(stats[1] as number);
	const clamp = (n: number): number => Math.min(Math.max(n, 0), 40);
	const size = typeof fields["size"] === "string" ? fields["size"].toLowerCase() : "";
	const note: Fields = {
		name,
		heroic: false,
		"vitality-max": hp,
		"wound-points-max": stats[2],
		"armor-bonus": clamp((leadingNumber(fields["ac"]) ?? 10) - 10 - dex),
		bcb: clamp((initiativeOf(fields) ?? dex) - dex),
		...((SIZES as readonly string[]).includes(size) ? { size } : {}),
	};
	ABILITIES.forEach((ability, index) => (note[ability] = stats[index]));
	const read = readD20Character(note, { name });
	return read.ok ? read : fail(read.error);
}

/** The creature in the Cypher game, when it carries a `level` (`health`, else `hp`, else 3 × level; `armor`). */
export function cypherCreature(fields: Fields, name: string): Result<CypherNpc> | undefined {
	const level = leadingNumber(fields["level"]);
	if (level === undefined) return undefined;
	const health = leadingNumber(fields["health"]) ?? leadingNumber(fields["hp"]);
	const damage = leadingNumber(fields["damage"]);
	const read = readCypherNpc({ name, level, armor: leadingNumber(fields["armor"]) ?? 0, ...(health === undefined ? {} : { "health-max": health }), ...(damage === undefined ? {} : { damage }) }, { name });
	return read.ok ? ok(read.value) : fail(read.error);
}
