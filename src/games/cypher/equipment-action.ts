/**
 * Equipment on the Cypher sheet: what the character carries besides cyphers, one line of
 * `equipment` an item (see engine/systems/cypher/party/equipment.ts), each linking its page when
 * written as a wikilink. A weapon offers "Attack" (the task dialog with its category, answered by
 * task-game.ts), armor offers "Wear" or "Take off" (the sheet's `armor`), and "Add equipment"
 * lists a new item, and can put armor on at once. Every change is a log entry, so it can be undone.
 */
import type { LogEntry } from "../../engine/log";
import { fail, ok, type Result } from "../../engine/result";
import type { StateChange } from "../../engine/state";
import { addEquipment, ARMOR_KEY, EQUIPMENT_KINDS, equipmentLine, readEquipment, type EquipmentEntry, type EquipmentKind, type WornArmor } from "../../engine/systems/cypher/party";
import type { WeaponDistinction } from "../../engine/systems/cypher/task";
import { cypherEntry } from "../../engine/systems/cypher/log-entries";
import { choiceField, toggleField } from "../frame/fields";
import { refusedPreview, type Field, type PreviewLine, type ResolveContext, type SheetListItem } from "../frame/game";
import type { CypherAction } from "./action";
import { dialogTitle } from "./character";
import { buttonLine, nameField, typedName } from "./listed-lines";
import type { CypherPc } from "./task-game";

/** Button ids: "equipment:add", "equipment:wear:<index>", "equipment:off:<index>"; a weapon's Attack is "weapon:<index>". */
export const ADD_EQUIPMENT = "equipment:add";
export const WEAR_ARMOR = "equipment:wear:";
export const TAKE_OFF_ARMOR = "equipment:off:";
/** An equipment weapon's Attack, by its line ("weapon:0"); task-game.ts reads it as a quick task. */
export const WEAPON_ATTACK = "weapon:";
export const weaponAction = (index: number): string => `${WEAPON_ATTACK}${index}`;

/** Add: the item typed, what it is, whether a weapon is ranged, whether armor is put on now. Wear/Take off: the armor's place and line when the dialog opened. */
export type EquipmentForm = { kind: "add"; name: string; what: EquipmentKind; ranged: boolean; wear: boolean; distinction: WeaponDistinction | "" } | { kind: "wear" | "off"; index: number; line: string };

/** 001's weapon distinctions as the Add dialog offers them, what each does in a few words. */
const DISTINCTION_CHOICES: [WeaponDistinction | "", string][] = [
	["", "None"],
	["crushing", "Crushing: ignores 1 Armor, 1 less against the unarmored"],
	["reaching", "Reaching: eased against foes without reach, hindered in close quarters"],
	["slashing", "Slashing: 1 more against the unarmored, 1 less against armor"],
	["stabbing", "Stabbing: 1 more on 17 or more, 1 less on 5 or less"],
];

const ADD_LABEL = "Add equipment";

/** "medium weapon, ranged", "heavy weapon, crushing", "light armor": what the sheet shows after an item's name. */
function kindText(item: EquipmentEntry): string {
	if (item.weapon) return `${item.weapon} weapon${item.ranged ? ", ranged" : ""}${item.distinction ? `, ${item.distinction}` : ""}`;
	return item.armor ? `${item.armor} armor` : "";
}

/** An item's line as a player reads it: "Chain-Shirt (medium armor)" for "[[Chain-Shirt]] (medium armor)". */
function shownItem(line: string): string {
	const item = readEquipment(line);
	const kind = kindText(item);
	return kind === "" ? item.name : `${item.name} (${kind})`;
}

/** The sheet line for an item, with the button its kind offers. */
function itemOf(pc: CypherPc, line: string, index: number): SheetListItem {
	const item = readEquipment(line);
	const worn = item.armor !== undefined && pc.note.sheet.character.armor === item.armor;
	const detail = [kindText(item), ...(worn ? ["worn"] : [])].filter((part) => part !== "").join(", ");
	const listed: SheetListItem = { text: item.name };
	if (item.link !== undefined) listed.link = item.link;
	if (detail !== "") listed.detail = `(${detail})`;
	if (item.weapon) listed.action = { id: weaponAction(index), label: "Attack", description: `Attack with ${item.name}` };
	else if (item.armor) listed.action = worn ? { id: `${TAKE_OFF_ARMOR}${index}`, label: "Take off", description: `Take off ${item.name}` } : { id: `${WEAR_ARMOR}${index}`, label: "Wear", description: `Wear ${item.name}` };
	return listed;
}

/** The line an Add form writes, or what to type while no name is. */
function addedLine(form: EquipmentForm & { kind: "add" }): Result<string> {
	const name = typedName(form.name, "Type the item's name or a [[link]] to its page.");
	return name.ok ? ok(equipmentLine(name.value, form.what, form.ranged, form.distinction)) : name;
}

/** The armor category the form puts on (Wear, or Add with "Wear it now"), "none" to take it off, else undefined. */
function armorAfter(form: EquipmentForm): EquipmentEntry["armor"] | "none" | undefined {
	if (form.kind !== "add") return form.kind === "off" ? "none" : readEquipment(form.line).armor;
	const [category, what] = form.what.split(" ");
	return form.wear && what === "armor" ? (category as WornArmor) : undefined;
}

/** Wear or Take off that would change nothing. */
const alreadyWorn = (c: CypherPc["note"]["sheet"]["character"]): string => `${c.name} already wears ${c.armor} armor.`;

/** The line at `index`, found again by its text when the list moved since the dialog opened. */
function stillListed(pc: CypherPc, index: number, line: string): Result<number> {
	const list = pc.note.sheet.equipment;
	const at = list[index] === line ? index : list.indexOf(line);
	return at < 0 ? fail(`${readEquipment(line).name} is no longer on ${pc.note.sheet.character.name}'s equipment list: nothing was changed.`) : ok(at);
}

function entry(meta: ResolveContext["meta"], title: string, text: string, changes: StateChange[]): LogEntry {
	return cypherEntry(meta, "equipment", title, [], { outcome: { text, code: "equipment" }, changes });
}

export const equipmentAction: CypherAction<EquipmentForm> = {
	sheet(pc) {
		const list = pc.note.sheet.equipment;
		const count = list.length === 0 ? "Nothing listed" : `${list.length} ${list.length === 1 ? "item" : "items"}`;
		return { lists: [{ title: "Equipment", items: [{ text: count, action: { id: ADD_EQUIPMENT, label: ADD_LABEL } }, ...list.map((line, index) => itemOf(pc, line, index))] }] };
	},
	form(pc, actionId) {
		if (actionId === ADD_EQUIPMENT) return { kind: "add", name: "", what: "", ranged: false, wear: false, distinction: "" };
		const list = pc.note.sheet.equipment;
		const wear = buttonLine(list, actionId, WEAR_ARMOR);
		const off = buttonLine(list, actionId, TAKE_OFF_ARMOR);
		return wear ? { kind: "wear", ...wear } : off && { kind: "off", ...off };
	},
	title: (pc, form) => {
		if (form.kind === "add") return dialogTitle(ADD_LABEL, pc.note);
		return `${form.kind === "wear" ? "Wear" : "Take off"} ${readEquipment(form.line).name}`;
	},
	fields: (_pc, form): Field[] =>
		form.kind !== "add"
			? []
			: [
					nameField("Item", form.name, "[[Boarding-Axe]] or a name"),
					choiceField("what", "Kind", form.what, EQUIPMENT_KINDS.map((kind): [string, string] => [kind, kind === "" ? "Other gear" : kind])),
					...(form.what.endsWith("weapon")
						? [
								toggleField("ranged", "Ranged", form.ranged, { description: "Attacks at range are Speed tasks; a melee attack starts as Might." }),
								choiceField("distinction", "Distinction", form.distinction, DISTINCTION_CHOICES, { description: "What kind of blow it strikes, if your table uses weapon distinctions." }),
							]
						: []),
					...(form.what.endsWith("armor") ? [toggleField("wear", "Wear it now", form.wear, { description: "Sets the sheet's armor to this one." })] : []),
				],
	preview(pc, form) {
		const c = pc.note.sheet.character;
		const armor = armorAfter(form);
		const armorLine: PreviewLine[] = armor === undefined || armor === c.armor ? [] : [{ text: `Armor: ${c.armor} → ${armor}.`, part: "armor" }];
		if (form.kind !== "add") {
			const submit = form.kind === "wear" ? "Wear" : "Take off";
			if (armor === c.armor) return refusedPreview(alreadyWorn(c), { submit });
			return { odds: armorLine, submit };
		}
		const line = addedLine(form);
		if (!line.ok) return refusedPreview(line.error, { submit: ADD_LABEL });
		return { odds: [{ text: `Adds ${shownItem(line.value)} to ${c.name}'s equipment.`, part: "equipment" }, ...armorLine], submit: ADD_LABEL };
	},
	resolve(pc, form, { meta }) {
		const c = pc.note.sheet.character;
		const armor = armorAfter(form);
		const armorChange: StateChange[] = armor === undefined || armor === c.armor ? [] : [{ target: meta.target, key: ARMOR_KEY, before: c.armor, after: armor }];
		if (form.kind !== "add") {
			const listed = stillListed(pc, form.index, form.line);
			if (!listed.ok) return listed;
			if (armorChange.length === 0) return fail(alreadyWorn(c));
			const name = readEquipment(form.line).name;
			return ok(entry(meta, `${form.kind === "wear" ? "Put on" : "Took off"} ${name}`, `Armor: ${c.armor} → ${armor ?? "none"}`, armorChange));
		}
		const line = addedLine(form);
		if (!line.ok) return line;
		const added = addEquipment(pc.note.sheet.equipment, line.value, meta.target);
		if (!added.ok) return added;
		const worn = armorChange.length > 0 ? `; armor: ${c.armor} → ${armor ?? "none"}` : "";
		return ok(entry(meta, `Added ${readEquipment(line.value).name} to the equipment`, `${shownItem(line.value)}${worn}`, [...added.value.changes, ...armorChange]));
	},
};
