/**
 * Reads the labelled values of a compendium page: `> **Label :** value` stat-block lines, however
 * they are spaced (`**Level :**`, `**Environment: **`, `**Health**:`), nested in callouts (`>>`) or
 * written as a callout's lazy continuation without `>`; a callout or heading titled with a known
 * label (`>[!example] Modifications`, `#### Depletion`) followed by its lines; and, inside a quote,
 * a known label without bold (`>Damage Inflicted: 6 points`). List items under a label are joined
 * by line breaks. Labels are lower-cased; the first value of a label wins.
 */
export type StatBlock = ReadonlyMap<string, string>;

/** Labels the parsers read; the only ones taken from a heading, a callout title or unbolded text. */
const KNOWN = new Set(
	"level|health|damage|damage inflicted|armor|movement|modifications|motive|environment|combat|interaction|interactions|use|uses|loot|intrusions|depletion|form|kind|effect|value|options|features|range".split("|"),
);

const BOLD = /^\*\*\s*([A-Za-z][A-Za-z ]{0,40}?)\s*(?::\s*([^*]*?))?\s*\*\*\s*:?\s*(.*?)\s*$/;
const PLAIN = /^([A-Za-z][A-Za-z ]{0,25}?)\s*:\s*(.+?)\s*$/;
const TITLE = /^(?:\[![\w-]+\][-+]?|#{2,6})\s*(.*?)\s*:?\s*$/;

// Detection and then parsing read the same page's block one after the other: the last one is kept.
let last: { body: string; block: StatBlock } | undefined;

export function readStatBlock(body: string): StatBlock {
	if (last?.body === body) return last.block;
	const fields = new Map<string, string>();
	last = { body, block: fields };
	// The label whose lines follow it (a list, or a value under a heading), until a blank line.
	let open: string | null = null;
	const add = (label: string, value: string) => {
		if (!fields.has(label)) fields.set(label, value);
	};
	for (const line of body.split(/\r?\n/)) {
		const quoted = /^\s*>/.test(line);
		// Most lines are prose: no quote, no bold, no heading. They only end an open label.
		if (!quoted && !line.includes("**") && !/^\s*#/.test(line)) {
			open = null;
			continue;
		}
		const rest = line.replace(/^\s*(?:>\s*)+/, "").trim();
		if (rest === "") {
			if (!quoted) open = null;
			continue;
		}
		const bold = BOLD.exec(rest);
		if (bold) {
			const label = (bold[1] as string).trim().toLowerCase();
			add(label, [bold[2], bold[3]].filter((part) => part).join(" "));
			open = bold[2] || bold[3] ? null : label;
			continue;
		}
		const title = TITLE.exec(rest);
		if (title) {
			const label = (title[1] as string).toLowerCase();
			open = KNOWN.has(label) ? label : null;
			if (open) add(open, "");
			continue;
		}
		const plain = quoted ? PLAIN.exec(rest) : null;
		const plainLabel = plain ? (plain[1] as string).trim().toLowerCase() : "";
		if (plain && KNOWN.has(plainLabel)) {
			add(plainLabel, plain[2] as string);
			open = null;
			continue;
		}
		if (open && quoted) {
			// A list item, or the value written under its heading; the corpus ends some items with a stray ">".
			const item = rest.replace(/^[-*]\s+/, "").replace(/\s*>$/, "");
			const before = fields.get(open) ?? "";
			if (item) fields.set(open, before ? `${before}\n${item}` : item);
		} else if (!quoted) open = null;
	}
	return fields;
}

/** A stat-block value as a number only where one number applies to it as a whole. */
export interface Amount {
	/** The page's words, kept whole ("6 to 12 points", "1 (5 against poison)"). */
	text: string;
	/** The number, when the text is one number of points, perhaps with a pointer ("; see Combat") or a name in brackets. */
	value?: number;
}

export function readAmount(text: string): Amount {
	const trimmed = text.trim();
	const match = /^(\d{1,4})(?:\s+points?)?\s*(.*)$/i.exec(trimmed);
	if (!match) return { text: trimmed };
	const rest = (match[2] as string).replace(/^[;,.]\s*/, "");
	// Anything after the number that is not a "see …" pointer or a bracketed name without numbers is a
	// condition or a range ("to 12", "or 5", "plus 3", "(5 against poison)"): no single number applies.
	if (rest === "" || /^(?:see\s+[\w ]+|\([^)\d]*\))\.?$/i.test(rest)) return { text: trimmed, value: Number(match[1]) };
	return { text: trimmed };
}

/** "NA", "-", "∞", "none", empty: the page says the value does not apply. */
export function saysNotApplicable(text: string | undefined): boolean {
	return text !== undefined && /^(?:n\/?a|-+|—|∞|infinite|none|null)\.?$/i.test(text.trim());
}
