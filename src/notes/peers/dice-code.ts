/**
 * Inline `dice:` code as the Dice Roller plugin's users write it, read into what this plugin rolls:
 * a dice expression with the flags that mean something here, a roll table named by a link (read by
 * notes/roll-tables/reference.ts, as `roll: [[…]]` is), or a form this plugin does not read, with why.
 * Pure (no Obsidian), so every documented form is unit tested. What each form does is listed in the
 * Manual ("Dice Roller notes").
 */
import { tableLinkOf, type TableLink } from "../roll-tables/table-link";
import { t } from "../../lang";

/** The flags that change something here; the others (nodice, render, norender, form, avg, none) have nothing to change. */
export interface DiceFlags {
	/** `|noform`: the total alone, without the dice. */
	noform?: boolean;
	/** `|text(Dexterity +2)`: the button's words, and the roll's label in the log. */
	text?: string;
}

export type PeerDice =
	| { kind: "roll"; expression: string; flags: DiceFlags }
	/** A table: `count` is how many rows (a whole number or dice), `column` the result column named after the link. */
	| { kind: "table"; link: TableLink; count: string; column?: string; flags: DiceFlags }
	| { kind: "unread"; reason: string };

const PREFIX = /^dice(?:\+|-|-mod)?:\s*/i;
/** Flags of theirs that have nothing to change here. */
const IDLE_FLAGS = ["nodice", "render", "norender", "form", "avg", "none"];

/** Why a random section of a note is not rolled (the link forms are notation, the same in every language). */
const sectionReason = (): string => t("notes.peers.dice.section", { block: "[[Note^id]]", heading: "[[Note#Heading]]" });

/** Splits on `|` outside [[…]] and (…), where Dice Roller's flags start. */
function splitFlags(text: string): string[] {
	const parts = [""];
	let depth = 0;
	for (const c of text) {
		if (c === "[" || c === "(") depth++;
		else if ((c === "]" || c === ")") && depth > 0) depth--;
		if (c === "|" && depth === 0) parts.push("");
		else parts[parts.length - 1] += c;
	}
	return parts.map((part) => part.trim());
}

function safeDecode(text: string): string {
	try {
		return decodeURIComponent(text);
	} catch {
		return text;
	}
}

/** What `dice: …` (also `dice+:`, `dice-:`, `dice-mod:`) asks for, or undefined when the code is not Dice Roller's. */
export function readPeerDice(code: string): PeerDice | undefined {
	const text = code.trim();
	const prefix = PREFIX.exec(text);
	if (!prefix) return undefined;
	const [body = "", ...rest] = splitFlags(text.slice(prefix[0].length));
	if (body === "") return undefined;
	const flags: DiceFlags = {};
	let column: string | undefined;
	for (const flag of rest) {
		const lower = flag.toLowerCase();
		if (lower === "noform") flags.noform = true;
		else if (/^text\(.*\)$/i.test(flag)) flags.text = flag.slice(5, -1).trim();
		else if (["line", "link", "-", "+"].includes(lower)) return { kind: "unread", reason: lower === "line" ? t("notes.peers.dice.randomLine") : sectionReason() };
		else if (!IDLE_FLAGS.includes(lower)) column ??= flag;
	}
	if (body.startsWith("#")) return { kind: "unread", reason: t("notes.peers.dice.tag") };
	if (/^dv\(/i.test(body)) return { kind: "unread", reason: t("notes.peers.dice.dataview") };
	const linked = /^(.*?)(?:\[\[([^\]]+)\]\]|\[[^\]]*\]\(([^)]+)\))$/.exec(body);
	if (!linked) return { kind: "roll", expression: withDefaultFaces(body), flags };
	const link = tableLinkOf(linked[2] ?? safeDecode(linked[3] ?? ""));
	if (!link) return { kind: "unread", reason: sectionReason() };
	// Dice Roller reads "3d[[…]]" as three rows (a bare d is one die of one face there), and "d" as one.
	const count = (linked[1] ?? "").trim().replace(/^(\d*)d$/i, (_, n: string) => n || "1") || "1";
	return { kind: "table", link, count, flags, ...(column === undefined ? {} : { column }) };
}

/** Dice Roller's omitted faces are 100 ("1d", "d+2"): written out so this plugin's parser reads them. */
export function withDefaultFaces(expression: string): string {
	return expression.replace(/(^|[^a-z])(\d*)d(?![\d%f[a-z])/gi, (_, before: string, count: string) => `${before}${count}d100`);
}
