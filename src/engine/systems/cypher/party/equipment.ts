/**
 * What a Cypher character carries besides cyphers: one line of `equipment` per item, its name or a
 * wikilink to its page, then optionally what it is in one trailing parenthesis:
 * "[[Boarding-Axe]] (medium weapon)", "Longbow (light weapon, ranged)", "[[Chain-Shirt]] (medium armor)",
 * "Mace (medium weapon, crushing)".
 *
 * The categories are the rules' own: 000's weapons "inflict 2, 4, or 6 damage depending on whether
 * they are light, medium or heavy", and its armor is light, medium or heavy. "Ranged" matters because
 * 000 makes physical ranged attacks "almost always Speed actions", while a melee attack may use Might.
 * A weapon may also name 001's distinction: crushing, reaching, slashing or stabbing.
 */
import { t } from "../../../../lang";
import { fail, ok, type Result } from "../../../result";
import type { StateChange } from "../../../state";
import type { ArmorCategory, Stat } from "../character";
import { WEAPON_CATEGORIES, WEAPON_DISTINCTIONS, type WeaponCategory, type WeaponDistinction } from "../task/weapons";

export const EQUIPMENT_KEY = "equipment";
export const ARMOR_KEY = "armor";
/** A note's list is bounded, as the cypher list is: a pasted inventory of thousands is refused, not drawn. */
export const MAX_EQUIPMENT = 100;

export type WornArmor = Exclude<ArmorCategory, "none">;
export const WORN_ARMOR: readonly WornArmor[] = ["light", "medium", "heavy"];

/** An item as its sheet line says it. */
export interface EquipmentEntry {
	/** What the sheet shows: the link's alias or page, or the plain text. */
	name: string;
	/** The whole wikilink when the line starts with one. */
	link?: string;
	weapon?: WeaponCategory;
	armor?: WornArmor;
	/** A weapon for attacks at range (a bow, a thrown knife). */
	ranged: boolean;
	/** 001's weapon distinction, when the line names one. */
	distinction?: WeaponDistinction;
}

/** What an item is, as the Add dialog offers it: "" for anything that is neither a weapon nor armor. */
export type EquipmentKind = "" | `${WeaponCategory} weapon` | `${WornArmor} armor`;
export const EQUIPMENT_KINDS: readonly EquipmentKind[] = ["", ...WEAPON_CATEGORIES.map((w) => `${w} weapon` as const), ...WORN_ARMOR.map((a) => `${a} armor` as const)];

/** The notes one parenthesis may hold; any other ("Rope (50 feet)") stays part of the name, so no words are lost. */
const NOTE = new RegExp(`^(?:(light|medium|heavy) (weapon|armor)|ranged|${WEAPON_DISTINCTIONS.join("|")})$`);

export function readEquipment(line: string): EquipmentEntry {
	const text = line.trim();
	const tail = /^(.*\S)\s*\(([^()]*)\)$/.exec(text);
	const notes = (tail?.[2] ?? "").split(",").map((part) => part.trim().toLowerCase());
	const known = tail !== null && notes.every((part) => NOTE.test(part));
	const head = known ? (tail?.[1] ?? text) : text;
	const wiki = /^\[\[([^\]|]+)(?:\|([^\]]+))?\]\]$/.exec(head);
	const entry: EquipmentEntry = { name: (wiki?.[2] ?? wiki?.[1] ?? head).trim(), ranged: known && notes.includes("ranged") };
	if (wiki) entry.link = head;
	for (const part of known ? notes : []) {
		const [, category, what] = NOTE.exec(part) ?? [];
		if (what === "weapon") entry.weapon = category as WeaponCategory;
		if (what === "armor") entry.armor = category as WornArmor;
		const distinction = WEAPON_DISTINCTIONS.find((d) => d === part);
		if (distinction !== undefined) entry.distinction = distinction;
	}
	return entry;
}

/** The sheet line of an item: readEquipment reads it back to the same name, kind, range and distinction. */
export function equipmentLine(name: string, kind: EquipmentKind = "", ranged = false, distinction: WeaponDistinction | "" = ""): string {
	const weapon = kind.endsWith("weapon");
	const notes = [...(kind === "" ? [] : [kind]), ...(ranged && weapon ? ["ranged"] : []), ...(distinction !== "" && weapon ? [distinction] : [])];
	return notes.length === 0 ? name.trim() : `${name.trim()} (${notes.join(", ")})`;
}

/** The stat a weapon attacks with by default: Speed at range (000), else Might (the player may choose Speed in the dialog). */
export const attackStat = (item: EquipmentEntry): Stat => (item.ranged ? "speed" : "might");

/** Adds an item's line to the list; the change is aimed at the character note (`target`). */
export function addEquipment(carried: readonly string[], line: string, target = ""): Result<{ after: string[]; changes: StateChange[] }> {
	const added = line.trim();
	if (added === "") return fail(t("engine.cypher.party.itemNameMissing"));
	if (carried.length >= MAX_EQUIPMENT) return fail(t("engine.cypher.party.tooManyItems", { max: MAX_EQUIPMENT }));
	const after = [...carried, added];
	return ok({ after, changes: [{ target, key: EQUIPMENT_KEY, before: [...carried], after }] });
}
