/**
 * Formats one catalogue message. A message is text with placeholders in the ICU style translators
 * know, in the small subset the catalogue needs:
 *
 * - `{name}`: the value of `name` (a number is written in the language's own digits and separators);
 * - `{count, plural, one {# step} other {# steps}}`: the branch for the count's plural category in
 *   the language (Intl.PluralRules), or `=0 {…}` for an exact number; `#` is the count, formatted;
 * - `{kind, select, pc {…} npc {…} other {…}}`: the branch named by the value, else `other`.
 *
 * Branches nest. `'{'` writes a brace. A message is parsed once and kept; a malformed one is shown as
 * written rather than thrown (the catalogue test refuses malformed messages before they ship).
 */

export type MessageValue = string | number;
export type MessageValues = Readonly<Record<string, MessageValue>>;

type Part =
	| string
	| { kind: "value"; name: string }
	| { kind: "count" }
	| { kind: "plural" | "select"; name: string; branches: ReadonlyMap<string, Part[]> };

/** How a language writes its numbers and picks plural forms; made once per language. */
export interface LanguageRules {
	number(value: number): string;
	plural(value: number): string;
	/** Rewrites the message's own words (never the values put in it): the pseudo-language's longer, accented text. */
	literal?(text: string): string;
}

const parsed = new Map<string, Part[] | undefined>();

export function formatMessage(message: string, values: MessageValues | undefined, rules: LanguageRules): string {
	// A message with no brace is its own text (most labels and command names, many of them read at load): nothing to parse.
	if (!message.includes("{") && !message.includes("}")) return rules.literal === undefined ? message : rules.literal(message);
	let parts = parsed.get(message);
	if (parts === undefined && !parsed.has(message)) {
		parts = parseMessage(message);
		parsed.set(message, parts);
	}
	return parts === undefined ? message : render(parts, values ?? {}, rules, undefined);
}

function render(parts: readonly Part[], values: MessageValues, rules: LanguageRules, count: number | undefined): string {
	let out = "";
	for (const part of parts) {
		if (typeof part === "string") out += rules.literal === undefined ? part : rules.literal(part);
		else if (part.kind === "count") out += count === undefined ? "#" : rules.number(count);
		else if (part.kind === "value") out += show(values[part.name], part.name, rules);
		else {
			const value = values[part.name];
			let branch: Part[] | undefined;
			let inner = count;
			if (part.kind === "plural") {
				const n = typeof value === "number" ? value : Number(value);
				branch = part.branches.get(`=${n}`) ?? part.branches.get(rules.plural(n)) ?? part.branches.get("other");
				inner = n;
			} else {
				branch = part.branches.get(String(value)) ?? part.branches.get("other");
			}
			out += branch === undefined ? "" : render(branch, values, rules, inner);
		}
	}
	return out;
}

function show(value: MessageValue | undefined, name: string, rules: LanguageRules): string {
	if (value === undefined) return `{${name}}`;
	return typeof value === "number" ? rules.number(value) : value;
}

/** The message's parts, or undefined when its braces do not balance. */
export function parseMessage(message: string): Part[] | undefined {
	const at = { i: 0 };
	const parts = parseParts(message, at, false);
	return parts !== undefined && at.i === message.length ? parts : undefined;
}

function parseParts(text: string, at: { i: number }, inBranch: boolean): Part[] | undefined {
	const parts: Part[] = [];
	let literal = "";
	const flush = (): void => {
		if (literal !== "") parts.push(literal);
		literal = "";
	};
	while (at.i < text.length) {
		const ch = text[at.i] as string;
		if (ch === "'" && text[at.i + 1] === "{" && text[at.i + 2] === "'") {
			literal += "{";
			at.i += 3;
		} else if (ch === "'" && text[at.i + 1] === "}" && text[at.i + 2] === "'") {
			literal += "}";
			at.i += 3;
		} else if (ch === "}") {
			if (!inBranch) return undefined;
			break;
		} else if (ch === "#" && inBranch) {
			flush();
			parts.push({ kind: "count" });
			at.i++;
		} else if (ch === "{") {
			flush();
			const placeholder = parsePlaceholder(text, at);
			if (placeholder === undefined) return undefined;
			parts.push(placeholder);
		} else {
			literal += ch;
			at.i++;
		}
	}
	flush();
	return parts;
}

function parsePlaceholder(text: string, at: { i: number }): Part | undefined {
	const close = text.indexOf("}", at.i);
	const comma = text.indexOf(",", at.i);
	if (close < 0) return undefined;
	if (comma < 0 || close < comma) {
		const name = text.slice(at.i + 1, close).trim();
		at.i = close + 1;
		return /^[A-Za-z][\w]*$/.test(name) ? { kind: "value", name } : undefined;
	}
	const name = text.slice(at.i + 1, comma).trim();
	const second = text.indexOf(",", comma + 1);
	if (second < 0) return undefined;
	const kind = text.slice(comma + 1, second).trim();
	if ((kind !== "plural" && kind !== "select") || !/^[A-Za-z][\w]*$/.test(name)) return undefined;
	at.i = second + 1;
	const branches = new Map<string, Part[]>();
	for (;;) {
		while (at.i < text.length && /\s/.test(text[at.i] as string)) at.i++;
		if (text[at.i] === "}") {
			at.i++;
			return branches.has("other") ? { kind, name, branches } : undefined;
		}
		const open = text.indexOf("{", at.i);
		if (open < 0) return undefined;
		const key = text.slice(at.i, open).trim();
		if (key === "" || /\s/.test(key)) return undefined;
		at.i = open + 1;
		const branch = parseParts(text, at, true);
		if (branch === undefined || text[at.i] !== "}") return undefined;
		at.i++;
		branches.set(key, branch);
	}
}

/** The placeholder names a message uses (values and plural/select names), for the catalogue test. */
export function placeholderNames(message: string): string[] | undefined {
	const parts = parseMessage(message);
	if (parts === undefined) return undefined;
	const names = new Set<string>();
	const walk = (list: readonly Part[]): void => {
		for (const part of list) {
			if (typeof part === "string" || part.kind === "count") continue;
			names.add(part.name);
			if (part.kind !== "value") for (const branch of part.branches.values()) walk(branch);
		}
	};
	walk(parts);
	return [...names].sort();
}
