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
import { t } from "../../lang";

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
const distinctionChoices = (): [WeaponDistinction | "", string][] => [
	["", t("cypher.equipment.distinction.none")],
	["crushing", t("cypher.equipment.distinction.crushing")],
	["reaching", t("cypher.equipment.distinction.reaching")],
	["slashing", t("cypher.equipment.distinction.slashing")],
	["stabbing", t("cypher.equipment.distinction.stabbing")],
];

const addLabel = (): string => t("cypher.equipment.add");

/** "medium weapon", "light armor", "other gear": a kind of equipment in the player's words. */
function kindName(kind: EquipmentKind): string {
	const [category = "", what] = kind.split(" ");
	if (what === "weapon") return t("cypher.equipment.weapon", { category });
	return what === "armor" ? t("cypher.equipment.armor", { category }) : t("cypher.equipment.otherGear");
}

/** "medium weapon, ranged", "heavy weapon, crushing", "light armor": what the sheet shows after an item's name. */
function kindText(item: EquipmentEntry): string {
	if (item.weapon) {
		const parts = [t("cypher.equipment.weapon", { category: item.weapon })];
		if (item.ranged) parts.push(t("cypher.equipment.ranged"));
		if (item.distinction) parts.push(t("cypher.equipment.distinction", { distinction: item.distinction }));
		return parts.join(", ");
	}
	return item.armor ? t("cypher.equipment.armor", { category: item.armor }) : "";
}

/** An armor category as a change shows it ("light", "none"). */
const armorName = (armor: string): string => t("cypher.equipment.armorCategory", { armor });

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
	const detail = [kindText(item), ...(worn ? [t("cypher.equipment.worn")] : [])].filter((part) => part !== "").join(", ");
	const listed: SheetListItem = { text: item.name };
	if (item.link !== undefined) listed.link = item.link;
	if (detail !== "") listed.detail = `(${detail})`;
	if (item.weapon) listed.action = { id: weaponAction(index), label: t("cypher.equipment.attack"), description: t("cypher.equipment.attackWith", { name: item.name }) };
	else if (item.armor) {
		listed.action = worn
			? { id: `${TAKE_OFF_ARMOR}${index}`, label: t("cypher.equipment.takeOff"), description: t("cypher.equipment.takeOffItem", { name: item.name }) }
			: { id: `${WEAR_ARMOR}${index}`, label: t("cypher.equipment.wear"), description: t("cypher.equipment.wearItem", { name: item.name }) };
	}
	return listed;
}

/** The line an Add form writes, or what to type while no name is. */
function addedLine(form: EquipmentForm & { kind: "add" }): Result<string> {
	const name = typedName(form.name, t("cypher.equipment.typeName"));
	return name.ok ? ok(equipmentLine(name.value, form.what, form.ranged, form.distinction)) : name;
}

/** The armor category the form puts on (Wear, or Add with "Wear it now"), "none" to take it off, else undefined. */
function armorAfter(form: EquipmentForm): EquipmentEntry["armor"] | "none" | undefined {
	if (form.kind !== "add") return form.kind === "off" ? "none" : readEquipment(form.line).armor;
	const [category, what] = form.what.split(" ");
	return form.wear && what === "armor" ? (category as WornArmor) : undefined;
}

/** Wear or Take off that would change nothing. */
const alreadyWorn = (c: CypherPc["note"]["sheet"]["character"]): string => t("cypher.equipment.alreadyWorn", { name: c.name, armor: c.armor });

/** The line at `index`, found again by its text when the list moved since the dialog opened. */
function stillListed(pc: CypherPc, index: number, line: string): Result<number> {
	const list = pc.note.sheet.equipment;
	const at = list[index] === line ? index : list.indexOf(line);
	return at < 0 ? fail(t("cypher.equipment.noLongerListed", { item: readEquipment(line).name, name: pc.note.sheet.character.name })) : ok(at);
}

function entry(meta: ResolveContext["meta"], title: string, text: string, changes: StateChange[]): LogEntry {
	return cypherEntry(meta, "equipment", title, [], { outcome: { text, code: "equipment" }, changes });
}

export const equipmentAction: CypherAction<EquipmentForm> = {
	sheet(pc) {
		const list = pc.note.sheet.equipment;
		const count = t("cypher.equipment.count", { count: list.length });
		return { lists: [{ title: t("cypher.equipment.title"), items: [{ text: count, action: { id: ADD_EQUIPMENT, label: addLabel() } }, ...list.map((line, index) => itemOf(pc, line, index))] }] };
	},
	form(pc, actionId) {
		if (actionId === ADD_EQUIPMENT) return { kind: "add", name: "", what: "", ranged: false, wear: false, distinction: "" };
		const list = pc.note.sheet.equipment;
		const wear = buttonLine(list, actionId, WEAR_ARMOR);
		const off = buttonLine(list, actionId, TAKE_OFF_ARMOR);
		return wear ? { kind: "wear", ...wear } : off && { kind: "off", ...off };
	},
	title: (pc, form) => {
		if (form.kind === "add") return dialogTitle(addLabel(), pc.note);
		const name = readEquipment(form.line).name;
		return form.kind === "wear" ? t("cypher.equipment.wearItem", { name }) : t("cypher.equipment.takeOffItem", { name });
	},
	fields: (_pc, form): Field[] =>
		form.kind !== "add"
			? []
			: [
					nameField(t("cypher.equipment.item"), form.name, t("cypher.equipment.itemPlaceholder")),
					choiceField("what", t("cypher.equipment.kind"), form.what, EQUIPMENT_KINDS.map((kind): [string, string] => [kind, kindName(kind)])),
					...(form.what.endsWith("weapon")
						? [
								toggleField("ranged", t("cypher.equipment.rangedField"), form.ranged, { description: t("cypher.equipment.rangedHint") }),
								choiceField("distinction", t("cypher.equipment.distinctionField"), form.distinction, distinctionChoices(), { description: t("cypher.equipment.distinctionHint") }),
							]
						: []),
					...(form.what.endsWith("armor") ? [toggleField("wear", t("cypher.equipment.wearNow"), form.wear, { description: t("cypher.equipment.wearNowHint") })] : []),
				],
	preview(pc, form) {
		const c = pc.note.sheet.character;
		const armor = armorAfter(form);
		const armorLine: PreviewLine[] = armor === undefined || armor === c.armor ? [] : [{ text: t("cypher.equipment.armorChangePreview", { before: armorName(c.armor), after: armorName(armor) }), part: "armor" }];
		if (form.kind !== "add") {
			const submit = form.kind === "wear" ? t("cypher.equipment.wear") : t("cypher.equipment.takeOff");
			if (armor === c.armor) return refusedPreview(alreadyWorn(c), { submit });
			return { odds: armorLine, submit };
		}
		const line = addedLine(form);
		if (!line.ok) return refusedPreview(line.error, { submit: addLabel() });
		return { odds: [{ text: t("cypher.equipment.addsPreview", { item: shownItem(line.value), name: c.name }), part: "equipment" }, ...armorLine], submit: addLabel() };
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
			const change = t("cypher.equipment.armorChange", { before: armorName(c.armor), after: armorName(armor ?? "none") });
			return ok(entry(meta, form.kind === "wear" ? t("cypher.equipment.putOnTitle", { name }) : t("cypher.equipment.tookOffTitle", { name }), change, armorChange));
		}
		const line = addedLine(form);
		if (!line.ok) return line;
		const added = addEquipment(pc.note.sheet.equipment, line.value, meta.target);
		if (!added.ok) return added;
		const item = shownItem(line.value);
		const text = armorChange.length > 0 ? t("cypher.equipment.addedWorn", { item, before: armorName(c.armor), after: armorName(armor ?? "none") }) : item;
		return ok(entry(meta, t("cypher.equipment.addedTitle", { name: readEquipment(line.value).name }), text, [...added.value.changes, ...armorChange]));
	},
};
