/**
 * Initiative Tracker's `encounter` block read as this plugin's encounter: its name, its players and
 * its creatures with their counts (a number, or dice to roll), and what its creature lines give
 * (`Goblin, 7, 15, 2` is hp, ac, initiative modifier; `hidden`; `[Goblin, Jim]` a display name; the
 * object form with `creature`, `name`, `hp`, `ac`, `mod`). Several encounters may share a block,
 * separated by `---` lines. The YAML is parsed by the caller (Obsidian's parseYaml). Pure.
 */
import type { Fields } from "./creature";
import { leadingNumber } from "./creature";

export interface TrackerCreature {
	/** The creature's name, as their bestiary (or a note of this vault) knows it. */
	name: string;
	/** Another name shown for it ("Jim" for a goblin). */
	display?: string;
	/** How many: a whole number, or dice ("1d4"). */
	count: number | string;
	hp?: number;
	ac?: number;
	modifier?: number;
	hidden: boolean;
}

export interface TrackerEncounter {
	name?: string;
	/** true: the party; false: nobody; a list: those players. */
	players: boolean | string[];
	creatures: TrackerCreature[];
}

/** The block's encounters (split on lines of `---`), each still YAML text. */
export function splitEncounters(source: string): string[] {
	return source.split(/^\s*---\s*$/m).filter((part) => part.trim() !== "");
}

const FLAGS = /,\s*(hidden|friend|friendly|ally)\b/gi;

function creatureOf(raw: unknown): TrackerCreature | undefined {
	let count: number | string = 1;
	let body: unknown = raw;
	// "3: Goblin" is YAML for { 3: "Goblin" }; "1d4: Goblin" for { "1d4": "Goblin" }.
	if (typeof raw === "object" && raw !== null && !Array.isArray(raw)) {
		const [key, value] = Object.entries(raw as Fields)[0] ?? [];
		if (key !== undefined && /^\s*(?:\d+|\d*d\d+[^:]*)\s*$/i.test(key)) {
			count = /^\s*\d+\s*$/.test(key) ? Number(key) : key.trim();
			body = value;
		}
	} else if (typeof raw === "string") {
		const counted = /^\s*(\d+)\s*:\s*(.+)$/.exec(raw);
		if (counted) {
			count = Number(counted[1]);
			body = counted[2];
		}
	}
	let parts: unknown[];
	let hidden = false;
	let display: string | undefined;
	let name: unknown;
	if (typeof body === "string") {
		hidden = /,\s*hidden\b/i.test(body);
		parts = body.replace(FLAGS, "").split(",").map((part) => part.trim());
		name = parts.shift();
	} else if (Array.isArray(body)) {
		const words = body.filter((part) => typeof part === "string" && /^(hidden|friend|friendly|ally)$/i.test(part));
		hidden = words.some((word) => String(word).toLowerCase() === "hidden");
		parts = body.filter((part) => !words.includes(part));
		// [Hobgoblin, Jim, 11, 18] or [[Hobgoblin, Jim], 11, 18]: the name, a display name, then the numbers.
		const first: unknown = parts.shift();
		const pair: unknown[] = Array.isArray(first) ? first : [first, typeof parts[0] === "string" && leadingNumber(parts[0]) === undefined ? parts.shift() : undefined];
		name = pair[0];
		if (typeof pair[1] === "string") display = pair[1];
	} else if (typeof body === "object" && body !== null) {
		const fields = body as Fields;
		name = fields["creature"] ?? fields["name"];
		if (fields["creature"] !== undefined && typeof fields["name"] === "string") display = fields["name"];
		parts = [fields["hp"], fields["ac"], fields["mod"] ?? fields["modifier"]];
		hidden = fields["hidden"] === true;
	} else return undefined;
	if (typeof name !== "string" || name.trim() === "") return undefined;
	const [hp, ac, modifier] = parts.map(leadingNumber);
	return {
		name: name.trim(),
		...(display === undefined ? {} : { display: display.trim() }),
		count,
		...(hp === undefined ? {} : { hp }),
		...(ac === undefined ? {} : { ac }),
		...(modifier === undefined ? {} : { modifier }),
		hidden,
	};
}

/** One encounter's fields read; creatures that name nothing are left out. */
export function readTrackerEncounter(fields: Fields): TrackerEncounter {
	const players = fields["players"];
	const creatures = Array.isArray(fields["creatures"]) ? fields["creatures"] : [];
	return {
		...(typeof fields["name"] === "string" ? { name: fields["name"] } : {}),
		players: players === undefined || players === true ? true : players === false || players === "none" ? false : [players].flat().filter((p): p is string => typeof p === "string"),
		creatures: creatures.map(creatureOf).filter((c): c is TrackerCreature => c !== undefined),
	};
}
