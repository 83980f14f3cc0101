/**
 * Two list properties whose older form put a link and its data in one string, which Obsidian's
 * Properties view shows as plain text and Bases cannot filter by link:
 *
 * - a character's `equipment`: "[[Boarding-Axe|Boarding Axe]] (medium weapon)". Now the list holds
 *   only the item (a link, or a name for gear without a page), and what each item is goes in the
 *   parallel list `equipment-kinds`, in the same order ("medium weapon", "light weapon, ranged",
 *   "light armor", or "gear" for anything else);
 * - an encounter's `combatants`: "3 × [[Rust Hound]]". Now the list holds only links, and a count
 *   goes in its own number property named after the combatant, `rust-hound-count: 3`, beside the
 *   instances' own keys (`rust-hound-2-health`).
 *
 * So `equipment` and `combatants` are lists of links: `combatants.contains(link("Rust Hound"))` in a
 * Base, backlinks and renames as for any link. Everything above the notes layer keeps reading one
 * line per item ("3 × [[Rust Hound]]"): these forms are how the lines are stored. readValue and
 * writeValue (notes/frontmatter.ts) go through here, so the checked writes, undo and the schemas all
 * see the same lines whichever form a note holds. A note in the older form is written in the older
 * form (a list never mixes the two, and nothing is rewritten that the user did not change); a note
 * without the list, or already in the newer form, is written in the newer form.
 */
import { instanceKey, parseCombatantLine } from "../../engine/encounter";
import type { StateValue } from "../../engine/state";
import { readEquipment } from "../../engine/systems/cypher/party";
import { t } from "../../lang";

export const EQUIPMENT_KINDS_KEY = "equipment-kinds";
/** The kind word of an item that is neither a weapon nor armor. */
export const GEAR_KIND = "gear";

type Frontmatter = Record<string, unknown>;

/** How one list property is stored: read into the model's lines, and written back from them. */
export interface ListForm {
	/** The lines the note's value means (null when absent); a value that is not a list comes back as it is, for the schema to name. */
	read(fm: Readonly<Frontmatter>): unknown;
	/** Sets the key (and its companions) to hold `lines`, in the form the note already uses. */
	write(fm: Frontmatter, lines: StateValue): void;
}

const strings = (value: unknown): value is string[] => Array.isArray(value) && value.every((item) => typeof item === "string");

// ---------------------------------------------------------------------------------------------
// Equipment
// ---------------------------------------------------------------------------------------------

/** An item line split into the item and its kind words ("medium weapon, ranged"), or no kind. */
export function splitEquipmentLine(line: string): { item: string; kind?: string } {
	const text = line.trim();
	const tail = /^(.*\S)\s*\(([^()]*)\)$/.exec(text);
	const read = readEquipment(text);
	// The parenthesis is the item's kind only when every word in it is one (readEquipment decides).
	const known = tail !== null && (read.weapon !== undefined || read.armor !== undefined || read.ranged || read.distinction !== undefined);
	return known ? { item: tail[1] as string, kind: (tail[2] as string).trim() } : { item: text };
}

const kindWord = (kind: unknown): string | undefined => (typeof kind === "string" && kind.trim() !== "" && kind.trim().toLowerCase() !== GEAR_KIND ? kind.trim() : undefined);

/**
 * The lines of a note's equipment: the items with their kinds joined back ("[[Longbow]] (light
 * weapon, ranged)"). An item that already says its kind (the older form) keeps it as written.
 */
export function equipmentLines(items: readonly string[], kinds: readonly unknown[] | undefined): string[] {
	return items.map((item, index) => {
		const kind = kindWord(kinds?.[index]);
		return kind === undefined || splitEquipmentLine(item).kind !== undefined ? item : `${item} (${kind})`;
	});
}

/** Why a note's `equipment-kinds` cannot be read beside its `count` items of equipment, or undefined when it can. */
export function equipmentKindsProblem(count: number, kinds: unknown): string | undefined {
	if (kinds === undefined || kinds === null) return undefined;
	if (!Array.isArray(kinds)) return t("notes.schema.equipmentKinds.notList", { examples: '"medium weapon", "light armor", "gear"' });
	if (kinds.length !== count) return t("notes.schema.equipmentKinds.count", { kinds: kinds.length, items: count, gear: "gear", key: EQUIPMENT_KINDS_KEY });
	return undefined;
}

const usesOlderEquipment = (fm: Readonly<Frontmatter>): boolean =>
	fm[EQUIPMENT_KINDS_KEY] === undefined && strings(fm["equipment"]) && fm["equipment"].some((line) => splitEquipmentLine(line).kind !== undefined);

const equipmentForm: ListForm = {
	read(fm) {
		const items = fm["equipment"];
		if (items === undefined || items === null) return null;
		const kinds = fm[EQUIPMENT_KINDS_KEY];
		if (!strings(items) || !Array.isArray(kinds) || equipmentKindsProblem(items.length, kinds) !== undefined) return items;
		return equipmentLines(items, kinds);
	},
	write(fm, lines) {
		if (lines === null) delete fm[EQUIPMENT_KINDS_KEY];
		if (!strings(lines) || usesOlderEquipment(fm)) {
			setOrDelete(fm, "equipment", lines);
			return;
		}
		const split = lines.map(splitEquipmentLine);
		fm["equipment"] = split.map((part) => part.item);
		// The kinds list is kept only while some item has a kind: a list of plain gear needs none.
		if (split.some((part) => part.kind !== undefined)) fm[EQUIPMENT_KINDS_KEY] = split.map((part) => part.kind ?? GEAR_KIND);
		else delete fm[EQUIPMENT_KINDS_KEY];
	},
};

// ---------------------------------------------------------------------------------------------
// Combatants
// ---------------------------------------------------------------------------------------------

const COUNTED = /^\s*\d+\s*[×xX*]\s*/;

/** The key that holds the count of a combatant line's instances: "rust-hound-count". */
export function countKey(line: string): string | undefined {
	const read = parseCombatantLine(line);
	return read.ok ? instanceKey(read.value.name, "count") : undefined;
}

/** The lines of an encounter's combatants: a link whose count property is set reads "3 × [[Rust Hound]]". */
export function combatantLines(fm: Readonly<Frontmatter>, items: readonly unknown[]): unknown[] {
	return items.map((item) => {
		if (typeof item !== "string" || COUNTED.test(item)) return item;
		const key = countKey(item);
		const count = key === undefined ? undefined : fm[key];
		if (count === undefined || count === null || count === "") return item;
		// A count that is not a number reaches the line reader as written, which says what a count must be.
		return `${typeof count === "number" || typeof count === "string" ? String(count).trim() : "?"} × ${item.trim()}`;
	});
}

const combatantsForm: ListForm = {
	read(fm) {
		const items = fm["combatants"];
		return Array.isArray(items) ? combatantLines(fm, items) : (items ?? null);
	},
	write(fm, lines) {
		const before = fm["combatants"];
		const stored = Array.isArray(before) ? before : [];
		if (stored.some((item) => typeof item === "string" && COUNTED.test(item))) {
			setOrDelete(fm, "combatants", lines);
			return;
		}
		// The counts of the lines there now go with them; the lines written set their own again.
		for (const item of stored) {
			const key = typeof item === "string" ? countKey(item) : undefined;
			if (key !== undefined) delete fm[key];
		}
		if (!strings(lines)) {
			setOrDelete(fm, "combatants", lines);
			return;
		}
		fm["combatants"] = lines.map((line) => {
			const read = parseCombatantLine(line);
			if (!read.ok || read.value.count === undefined) return line;
			fm[instanceKey(read.value.name, "count")] = read.value.count;
			return line.replace(COUNTED, "").trim();
		});
	},
};

function setOrDelete(fm: Frontmatter, key: string, value: StateValue): void {
	if (value === null) delete fm[key];
	else fm[key] = Array.isArray(value) ? [...value] : value;
}

/** The list properties stored in a form of their own, by key. */
export const LIST_FORMS: Readonly<Record<string, ListForm>> = { equipment: equipmentForm, combatants: combatantsForm };

export function listForm(key: string): ListForm | undefined {
	return Object.prototype.hasOwnProperty.call(LIST_FORMS, key) ? LIST_FORMS[key] : undefined;
}
