/**
 * The conditions a combatant bears, as its values keep them, each with its rule from the game's
 * pack. A character's or NPC's note keeps them in one flat list, `conditions: [dazed, prone]`
 * (ids, so Dataview and Bases can query them in any language); an encounter's numbered instance keeps
 * the same list in the encounter note, under its own key (`rust-hound-2-conditions`). Older notes
 * said two of them with a yes/no key of their own (the pool game's `stunned` and `impaired`, the d20
 * game's `flat-footed`): those still count, and removing the condition sets that key to no.
 *
 * Pure: values in, conditions out; the change a removal or an addition writes, with the value it
 * expects to replace.
 */
import type { StateChange, StateValue } from "../../engine/state";
import { CONDITION_ID } from "../../engine/encounter/timers";
import type { Problem } from "../../notes/schema/fields";
import { describeValue } from "../../notes/schema/fields";
import type { SystemId } from "../../notes/schema/kind";
import type { ConditionSpec, Pack } from "../pack/pack";
import { describeCondition } from "../pack/kinds/condition";
import type { SheetCondition } from "../frame/game";
import { t } from "../../lang";

/** The key a note keeps its conditions under. */
export const CONDITIONS_KEY = "conditions";

/** Most conditions one bearer keeps (more is a mistake or a hostile note). */
export const MAX_CONDITIONS = 30;

/** The yes/no keys older notes use for a condition, per game: key → condition id. */
export const CONDITION_FLAGS: Readonly<Record<SystemId, Readonly<Record<string, string>>>> = {
	cypher: {},
	pool: { stunned: "stunned", impaired: "impaired" },
	d20: { "flat-footed": "flat-footed" },
};

/** Where a bearer's values keep a condition. */
export type ConditionStore =
	/** In the bearer's list of ids under `key`. */
	| { kind: "list"; key: string }
	/** As a yes/no key of its own (an older note's `stunned: true`). */
	| { kind: "flag"; key: string }
	/** In a list of combatants' names an encounter keeps (the d20 encounter's flat-footed list), as `name`. */
	| { kind: "roster"; key: string; name: string };

export interface HeldCondition {
	id: string;
	/** What the user reads: the rule's label, or the id as written when the pack has no rule for it. */
	label: string;
	/** The rule; undefined when the pack has none it can use (then `problem` says why, and it changes no roll). */
	spec?: ConditionSpec;
	store: ConditionStore;
	/** The vault note the rule is read from, when the vault's note is the one in use (log entries link it). */
	notePath?: string;
	/** When it ends by itself, as a chip reads it ("ends after its turn"); set by the encounter that runs its timer. */
	ends?: string;
	problem?: string;
}

/** A value as the log records it and the checked writer expects it: absent is null, a list a list of strings. */
export function heldValue(value: unknown): StateValue {
	if (value === undefined || value === null || value === "") return null;
	if (Array.isArray(value)) return value.map(String);
	if (typeof value === "number" || typeof value === "string" || typeof value === "boolean") return value;
	return JSON.stringify(value);
}

/** A yes/no key as older notes write it: true, "yes", 1. */
function flagOn(value: unknown): boolean {
	if (value === true || value === 1) return true;
	return typeof value === "string" && ["true", "yes", "1"].includes(value.trim().toLowerCase());
}

/** The condition the pack has for an id, or why it has none usable. */
export function ruleFor(pack: Pack, id: string): Pick<HeldCondition, "label" | "spec" | "notePath" | "problem"> {
	const entry = pack.conditions.get(id);
	if (entry) return { label: entry.rule.label, spec: entry.rule, ...(entry.from.kind === "vault" ? { notePath: entry.from.path } : {}) };
	const broken = pack.problems.find((p) => p.id === id);
	const problem = broken ? t("conditions.held.brokenRuleNote", { id, path: broken.path }) : t("conditions.held.noRuleNote", { id, pack: pack.name });
	return { label: id, problem };
}

/**
 * The conditions in `values`: the list under `listKey`, then the older yes/no keys of the game
 * (`flags`), each once. A list that is not one, or an item that is no id, is a problem of the key.
 */
export function readHeld(values: Readonly<Record<string, unknown>>, listKey: string, flags: Readonly<Record<string, string>>, pack: Pack): { held: HeldCondition[]; problems: Problem[] } {
	const held: HeldCondition[] = [];
	const problems: Problem[] = [];
	const raw = values[listKey];
	const items = raw === undefined || raw === null || raw === "" ? [] : typeof raw === "string" ? [raw] : raw;
	if (!Array.isArray(items)) problems.push({ key: listKey, message: t("conditions.held.notAList", { key: listKey, value: describeValue(raw) }) });
	else if (items.length > MAX_CONDITIONS) problems.push({ key: listKey, message: t("conditions.held.tooMany", { key: listKey, max: MAX_CONDITIONS }) });
	else {
		for (const item of items) {
			const id = typeof item === "string" ? item.trim().toLowerCase() : undefined;
			if (id === undefined || !CONDITION_ID.test(id)) {
				problems.push({ key: listKey, message: t("conditions.held.notAnId", { key: listKey, value: describeValue(item) }) });
				continue;
			}
			if (held.some((h) => h.id === id)) continue;
			held.push({ id, ...ruleFor(pack, id), store: { kind: "list", key: listKey } });
		}
	}
	for (const [key, id] of Object.entries(flags)) {
		if (!flagOn(values[key]) || held.some((h) => h.id === id)) continue;
		held.push({ id, ...ruleFor(pack, id), store: { kind: "flag", key } });
	}
	return { held, problems };
}

/** The specs of the held conditions the pack has a rule for: what the engine's functions take. */
export function specsOf<Spec extends ConditionSpec>(held: readonly HeldCondition[]): Spec[] {
	return held.flatMap((h) => (h.spec ? [h.spec as Spec] : []));
}

/** The change that puts a condition on the bearer: its id added to the list under `listKey`. */
export function addChange(values: Readonly<Record<string, unknown>>, listKey: string, id: string, target = ""): StateChange {
	const before = heldValue(values[listKey]);
	const list = before === null ? [] : Array.isArray(before) ? before : [String(before)];
	return { target, key: listKey, before, after: [...list.filter((item) => item.trim().toLowerCase() !== id), id] };
}

/** The change that takes a held condition off: out of its list (no key when the list empties), or its yes/no key set to no. */
export function removeChange(values: Readonly<Record<string, unknown>>, condition: HeldCondition, target = ""): StateChange {
	const key = condition.store.key;
	const before = heldValue(values[key]);
	if (condition.store.kind === "flag") return { target, key, before, after: false };
	const list = before === null ? [] : Array.isArray(before) ? before : [String(before)];
	const store = condition.store;
	const rest = store.kind === "roster" ? list.filter((name) => name !== store.name) : list.filter((item) => item.trim().toLowerCase() !== condition.id);
	return { target, key, before, after: rest.length > 0 ? rest : null };
}

/** The held conditions as a sheet's chips: what each does, and when it ends when an encounter runs its timer. */
export function sheetConditions(held: readonly HeldCondition[]): SheetCondition[] {
	return held.map((h) => {
		const does = h.spec ? describeCondition(h.spec) : t("conditions.chip.changesNoRoll");
		const chip: SheetCondition = { id: h.id, label: h.label, detail: h.ends === undefined ? does : t("conditions.chip.doesAndEnds", { does, ends: h.ends }) };
		if (h.problem !== undefined) chip.problem = h.problem;
		return chip;
	});
}

/**
 * How a log entry names a condition's rule: a link to the vault's note (`[[Rules/Cypher System/Dazed|Dazed]]`)
 * when the rule in use is that note, so the entry shows in its backlinks; the label as plain text
 * when it is the plugin's own (the built-in pack is never linked: it is not in the vault).
 */
export function ruleLink(rule: { label: string; notePath?: string }): string {
	return rule.notePath === undefined ? rule.label : `[[${rule.notePath.replace(/\.md$/, "")}|${rule.label}]]`;
}

/** The vault notes the conditions' rules come from, as an entry's rule links list them (its `rule:` line). */
export function ruleNotes(held: readonly { notePath?: string }[]): string[] {
	return held.flatMap((h) => (h.notePath === undefined ? [] : [h.notePath.replace(/\.md$/, "")]));
}
