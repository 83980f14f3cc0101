/**
 * Who is in an encounter, as the encounter note lists them: one line per combatant, a link with an
 * optional count ("[[Kessa Varn]]", "3 × [[Rust Hound]]"). A counted line makes numbered instances
 * ("Rust Hound 1", "Rust Hound 2"…) whose health lives in the encounter note, so the page they come
 * from (a compendium creature or an NPC note used as a template) is never written.
 */
import { t } from "../../lang";
import { fail, ok, type Result } from "../result";

/** Most instances one line may ask for, and most combatants in one encounter: far above any table's fight. */
export const MAX_COUNT = 50;
export const MAX_COMBATANTS = 100;
/** Longest combatant line read: a link and a count fit many times over. */
const MAX_LINE = 300;

export interface CombatantLine {
	/** The line as written, kept for messages and for removing it again. */
	line: string;
	/** The link path inside [[…]] (no alias, no heading). */
	linkpath: string;
	/** The heading or entry after '#': a creature among others in a longer note ("[[Reef chapter#Reef Stalker]]"). */
	subpath?: string;
	/** The name shown: the alias, else the entry after '#', else the last part of the link path. */
	name: string;
	/** The alias written after '|', kept when the tracker rewrites the line (a count changed). */
	alias?: string;
	/** How many instances; undefined for a single, uncounted combatant (its own note keeps its health). */
	count?: number;
}

/**
 * Reads one line. A count is a whole number before "×" or "x" ("3 × [[Rust Hound]]", "3x [[Rust
 * Hound]]"); without one the combatant is the note itself.
 */
export function parseCombatantLine(raw: unknown): Result<CombatantLine> {
	if (typeof raw !== "string") return fail(t("encounter.line.notText", { value: describeRaw(raw), link: "[[Kessa Varn]]", counted: "3 × [[Rust Hound]]" }));
	const line = raw.trim();
	if (line.length > MAX_LINE) return fail(t("encounter.line.tooLong", { length: line.length, max: MAX_LINE }));
	const match = /^(?:(\d+)\s*[×xX*]\s*)?\[\[([^\]]+)\]\]$/.exec(line);
	if (!match) return fail(t("encounter.line.notCombatant", { line: clip(line), link: "[[Kessa Varn]]", counted: "3 × [[Rust Hound]]" }));
	const inner = match[2] as string;
	const [pathPart, alias] = inner.split("|");
	const [pathOnly, sub] = (pathPart ?? "").split("#");
	const linkpath = pathOnly?.trim() ?? "";
	if (linkpath === "") return fail(t("encounter.line.noNote", { line: clip(line) }));
	const subpath = sub?.trim() || undefined;
	const name = (alias?.trim() || subpath || linkpath.split("/").pop() || linkpath).trim();
	const parsed: CombatantLine = { line, linkpath, name };
	if (subpath) parsed.subpath = subpath;
	if (alias?.trim()) parsed.alias = alias.trim();
	if (match[1] !== undefined) {
		const count = Number(match[1]);
		if (count < 1 || count > MAX_COUNT) return fail(match[1].length > 6 ? t("encounter.line.tooManyInstances", { line: clip(line), max: MAX_COUNT }) : t("encounter.line.badCount", { line: clip(line), count, max: MAX_COUNT }));
		parsed.count = count;
	}
	return ok(parsed);
}

/** The line a count and a link make, as the tracker writes it: "3 × [[Rust Hound]]", "2 × [[Glass-Moth|Glass Moth]]". */
export function combatantLine(linkpath: string, count?: number, alias?: string): string {
	const link = `[[${linkpath}${alias === undefined ? "" : `|${alias}`}]]`;
	return count === undefined ? link : `${count} × ${link}`;
}

/** A counted line with a new count, its link, entry and alias kept: "2 × [[Glass-Moth|Glass Moth]]" becomes "3 × [[Glass-Moth|Glass Moth]]". */
export function recountedLine(line: CombatantLine, count: number): string {
	return combatantLine(line.subpath ? `${line.linkpath}#${line.subpath}` : line.linkpath, count, line.alias);
}

/** One combatant in the fight: a note of its own, or a numbered instance of a counted line. */
export interface CombatantRef {
	/** Unique in the encounter: the note's name, or "Rust Hound 2". */
	id: string;
	linkpath: string;
	/** The entry of a longer note it is read from, when its line links one. */
	subpath?: string;
	/** Set for instances: their state lives in the encounter note under `instanceKey(id, …)`. */
	instance?: number;
	line: string;
}

/**
 * Expands the lines into combatants, refusing duplicates and more than MAX_COMBATANTS. Two names
 * whose stored values would share keys ("Glass Moth 1" and "Glass-Moth 1", from one page linked two
 * ways) are duplicates too: one creature is one line with a count, however its link is written.
 */
export function expandCombatants(lines: readonly CombatantLine[]): Result<CombatantRef[]> {
	const out: CombatantRef[] = [];
	const seen = new Map<string, string>();
	/** Adds the line's combatant (its note, or its numbered instance); says why not when its name is taken. */
	const add = (line: CombatantLine, instance?: number): string | undefined => {
		const ref: CombatantRef = { id: instance === undefined ? line.name : `${line.name} ${instance}`, linkpath: line.linkpath, line: line.line };
		if (line.subpath) ref.subpath = line.subpath;
		if (instance !== undefined) ref.instance = instance;
		// An instance's values are kept under its name's key (instanceKey): two names with one key would share them.
		const key = ref.instance === undefined ? ref.id.toLowerCase() : instanceKey(ref.id, "");
		const before = seen.get(key);
		if (before?.toLowerCase() === ref.id.toLowerCase()) return t("encounter.line.twice", { name: clip(ref.id) });
		if (before !== undefined) return t("encounter.line.shareHealth", { first: clip(before), second: clip(ref.id), example: "2 × [[Glass-Moth]]" });
		seen.set(key, ref.id);
		out.push(ref);
		return undefined;
	};
	for (const line of lines) {
		const total = out.length + (line.count ?? 1);
		if (total > MAX_COMBATANTS) return fail(t("encounter.line.tooMany", { max: MAX_COMBATANTS, total }));
		// An uncounted line is its note; a counted one makes instances numbered from 1.
		const instances = line.count === undefined ? [undefined] : Array.from({ length: line.count }, (_, i) => i + 1);
		for (const instance of instances) {
			const problem = add(line, instance);
			if (problem) return fail(problem);
		}
	}
	return ok(out);
}

/**
 * The flat frontmatter key an instance's value lives under: "rust-hound-2-health". Lower case,
 * letters and digits joined by dashes, so the Properties panel shows one plain key per value.
 */
export function instanceKey(id: string, key: string): string {
	const slug = id
		.toLowerCase()
		.normalize("NFKD")
		.replace(/[^a-z0-9]+/g, "-")
		.replace(/^-+|-+$/g, "");
	return `${slug || "combatant"}-${key}`;
}

/**
 * The link a log entry names an instance by: the encounter note, at the instance's name, shown as the
 * name ("[[Warm Well Ambush#Goblin 1|Goblin 1]]"). It opens the encounter note and undo finds the
 * note through it, while queries grouping by the entry's target tell "Goblin 1" from "Goblin 2".
 * Characters a link's heading part cannot hold (# ^ [ ] |) are left out of it; the name shown keeps them.
 */
export function instanceLink(encounterLink: string, id: string): string {
	const inner = /^\[\[([^\]|#^]*)(?:[|#^][^\]]*)?\]\]$/.exec(encounterLink.trim())?.[1];
	const heading = id.replace(/[#^[\]|]/g, " ").replace(/\s+/g, " ").trim();
	if (inner === undefined || heading === "") return encounterLink;
	const shown = id.replace(/[[\]|]/g, " ").replace(/\s+/g, " ").trim();
	return `[[${inner}#${heading}|${shown}]]`;
}

export function clip(text: string, length = 60): string {
	return text.length > length ? `${text.slice(0, length)}…` : text;
}

/** What a bad line holds, in the user's words ("an empty line", "\"12\""), for the refusal. */
function describeRaw(value: unknown): string {
	if (value === null || value === undefined) return t("engine.encounter.badValue", { kind: "empty", text: "" });
	if (Array.isArray(value)) return t("engine.encounter.badValue", { kind: "list", text: "" });
	if (typeof value === "object") return t("engine.encounter.badValue", { kind: "keys", text: "" });
	const text = typeof value === "string" || typeof value === "number" || typeof value === "boolean" ? clip(String(value)) : undefined;
	return text === undefined ? t("engine.encounter.badValue", { kind: "other", text: "" }) : t("engine.encounter.badValue", { kind: "text", text });
}
