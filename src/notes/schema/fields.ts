/**
 * Field readers for frontmatter values. Each reader takes whatever YAML produced (a user may type
 * anything into the Properties panel) and either returns a typed value or records a problem that
 * names the key, the bad value and what was expected. Readers never throw and never recurse into
 * user data, so huge numbers, deeply nested objects and long strings cost the same as good values.
 */
import { describeValue } from "../../engine/text";
import { t } from "../../lang";

/** One thing wrong with one key. */
export interface Problem {
	key: string;
	message: string;
}

/** Bounds on untrusted input: generous for real notes, small enough that nothing explodes. */
export const LIMITS = {
	/** Longest plain-text value we accept (names, skills, links). */
	textLength: 200,
	/** Most items in one list or map. */
	listItems: 200,
	/** Largest whole number any key accepts unless it says otherwise. */
	wholeNumber: 1_000_000,
} as const;

/** Bad values are quoted in messages the one way the engine quotes them. */
export { describeValue };

/** A reader bound to one frontmatter object that collects problems as it goes. */
export class FieldReader {
	readonly problems: Problem[] = [];
	private readonly known = new Set<string>();

	constructor(private readonly fm: Readonly<Record<string, unknown>>) {}

	/** Whether the note has this key with a value (an empty Properties field is null: treated as missing). */
	has(key: string): boolean {
		this.known.add(key);
		const v = this.fm[key];
		return v !== undefined && v !== null && v !== "";
	}

	raw(key: string): unknown {
		this.known.add(key);
		return this.fm[key];
	}

	/** The key's value, or undefined when the note does not have it (the same test as `has`). */
	value(key: string): unknown {
		return this.has(key) ? this.fm[key] : undefined;
	}

	/** Whether a key already has a problem (so a check that depends on it stays quiet). */
	failed(key: string): boolean {
		return this.problems.some((p) => p.key === key);
	}

	/** Record that `key`'s value exceeds the value of `maxKey`, unless the maximum itself was bad. */
	checkAtMost(key: string, value: number, maxKey: string, max: number): void {
		if (!this.failed(maxKey) && value > max) this.note(key, t("notes.schema.aboveMax", { value: String(value), maxKey, max: String(max) }));
	}

	/** `where` names the spot when it is inside the key (a map entry: "abilities.Strong"). */
	report(key: string, expected: string, got: unknown, where = key): void {
		this.problems.push({ key, message: t("notes.schema.expected", { where, expected, got: describeValue(got) }) });
	}

	note(key: string, message: string): void {
		this.problems.push({ key, message: `${key}: ${message}` });
	}

	/** Keys the schema did not read: kept as they are so nothing the user wrote is lost. */
	unknown(): Record<string, unknown> {
		const rest: Record<string, unknown> = {};
		for (const [k, v] of Object.entries(this.fm)) if (!this.known.has(k)) rest[k] = v;
		return rest;
	}

	/**
	 * A whole number in [min, max]; numeric strings such as "12" are accepted because YAML users type
	 * them, and so is a leading plus ("+3"), the way d20 sheets write bonuses.
	 */
	int(key: string, fallback: number, min = 0, max: number = LIMITS.wholeNumber): number {
		const v = this.value(key);
		if (v === undefined) return fallback;
		const n = typeof v === "number" ? v : typeof v === "string" && /^\s*[-+]?\d{1,16}\s*$/.test(v) ? Number(v) : NaN;
		if (!Number.isInteger(n) || n < min || n > max) {
			this.report(key, wholeNumber(min, max), v);
			return fallback;
		}
		return n;
	}

	/** Like int, but the key must be present. */
	requiredInt(key: string, min = 0, max: number = LIMITS.wholeNumber): number {
		if (!this.has(key)) {
			this.note(key, t("notes.schema.required", { expected: wholeNumber(min, max) }));
			return min;
		}
		return this.int(key, min, min, max);
	}

	bool(key: string, fallback: boolean): boolean {
		const v = this.value(key);
		if (v === undefined) return fallback;
		if (typeof v === "boolean") return v;
		if (v === "true") return true;
		if (v === "false") return false;
		this.report(key, t("notes.schema.trueOrFalse"), v);
		return fallback;
	}

	/** One of a fixed set of words (case-insensitive, stored lower case). */
	oneOf<T extends string>(key: string, allowed: readonly T[], fallback: T): T {
		const v = this.value(key);
		if (v === undefined) return fallback;
		if (typeof v === "string") {
			const lower = v.trim().toLowerCase();
			const hit = allowed.find((a) => a === lower);
			if (hit !== undefined) return hit;
		}
		this.report(key, t("notes.schema.oneOf", { choices: allowed.join(" | ") }), v);
		return fallback;
	}

	/** Plain text: bounded length, no markup (a name is shown in sheets and logs; markup there is an attack or a mistake). */
	text(key: string, fallback: string): string {
		const v = this.value(key);
		if (v === undefined) return fallback;
		const checked = this.checkText(key, v);
		return checked ?? fallback;
	}

	/** A list of plain-text items; a single string is read as a one-item list (YAML users write both). */
	list(key: string): string[] {
		const v = this.value(key);
		if (v === undefined) return [];
		const out: string[] = [];
		for (const item of this.items(key, v, t("notes.schema.names"), t("notes.schema.namesAtMost", { max: LIMITS.listItems }))) {
			const checked = this.checkText(key, item);
			if (checked !== undefined) out.push(checked);
		}
		return out;
	}

	/**
	 * The non-empty items of a list value (a single string is a one-item list, as YAML users write
	 * both); none, with the problem recorded, when it is not a list or is longer than the limit.
	 */
	private items(key: string, v: unknown, notList: string, tooLong: string): unknown[] {
		const items = typeof v === "string" ? [v] : v;
		if (!Array.isArray(items)) {
			this.report(key, notList, v);
			return [];
		}
		if (items.length > LIMITS.listItems) {
			this.report(key, tooLong, v);
			return [];
		}
		return (items as unknown[]).filter((item) => item !== null && item !== undefined && item !== "");
	}

	/** A wikilink such as "[[The Ninth Gate]]" (or a bare note name); returns the link path. */
	link(key: string): string | undefined {
		const v = this.value(key);
		return v === undefined ? undefined : this.linkItem(key, v, "the", t("notes.schema.link", { example: "[[Session 3]]" }));
	}

	/** A list of wikilinks; returns link paths. */
	links(key: string): string[] {
		const v = this.value(key);
		if (v === undefined) return [];
		const whole = unquotedLink(v);
		if (whole !== undefined) {
			this.note(key, quoteAdvice("each", whole));
			return [];
		}
		const expected = t("notes.schema.linksAtMost", { max: LIMITS.listItems, example: '["[[Aria]]", "[[Bron]]"]' });
		return this.items(key, v, expected, expected).flatMap((item) => this.linkItem(key, item, "each", t("notes.schema.links", { example: "[[Aria]]" })) ?? []);
	}

	/** One link's path, or undefined with the problem recorded: how to quote a link YAML read as a list, or what was expected. */
	private linkItem(key: string, v: unknown, which: "the" | "each", expected: string): string | undefined {
		const bare = unquotedLink(v);
		if (bare !== undefined) {
			this.note(key, quoteAdvice(which, bare));
			return undefined;
		}
		const path = linkTarget(v);
		if (path === undefined) this.report(key, expected, v);
		return path;
	}

	/** A calendar date YYYY-MM-DD (YAML may already have turned it into a Date). */
	date(key: string): string | undefined {
		const v = this.value(key);
		if (v === undefined) return undefined;
		if (v instanceof Date && !Number.isNaN(v.getTime())) return v.toISOString().slice(0, 10);
		if (typeof v === "string" && isCalendarDate(v.trim())) return v.trim();
		this.report(key, t("notes.schema.date", { example: "2026-03-14" }), v);
		return undefined;
	}

	/** A finite number in [min, max] (for values such as a damage multiplier of ½). */
	number(key: string, fallback: number, min: number, max: number): number {
		const v = this.value(key);
		if (v === undefined) return fallback;
		const n = typeof v === "number" ? v : typeof v === "string" && /^\s*-?\d{1,9}(\.\d{1,6})?\s*$/.test(v) ? Number(v) : NaN;
		if (!Number.isFinite(n) || n < min || n > max) {
			this.report(key, t("notes.schema.numberRange", { min: String(min), max: String(max) }), v);
			return fallback;
		}
		return n;
	}

	/** A map of name → whole number (e.g. pool-game abilities: "Strong: 2"). */
	levels(key: string, min: number, max: number): Record<string, number> {
		const out: Record<string, number> = {};
		const v = this.value(key);
		if (v === undefined) return out;
		if (typeof v !== "object" || v === null || Array.isArray(v)) {
			this.report(key, t("notes.schema.levels", { form: "name: level" }), v);
			return out;
		}
		// Count lazily: a hostile map of a million keys is refused after looking at 201 of them.
		const entries: [string, unknown][] = [];
		for (const name in v) {
			if (!Object.prototype.hasOwnProperty.call(v, name)) continue;
			if (entries.length === LIMITS.listItems) {
				this.report(key, t("notes.schema.levelsAtMost", { max: LIMITS.listItems }), v);
				return out;
			}
			entries.push([name, (v as Record<string, unknown>)[name]]);
		}
		for (const [name, level] of entries) {
			const okName = this.checkText(key, name);
			if (okName === undefined) continue;
			if (typeof level !== "number" || !Number.isInteger(level) || level < min || level > max) {
				this.report(key, t("notes.schema.wholeRange", { min: String(min), max: String(max) }), level, `${key}.${okName}`);
				continue;
			}
			out[okName] = level;
		}
		return out;
	}

	/** `v` as plain text for `key` (trimmed, bounded, no markup), or undefined with the problem recorded. */
	checkText(key: string, v: unknown): string | undefined {
		if (typeof v !== "string" && typeof v !== "number") {
			this.report(key, t("notes.schema.plainText"), v);
			return undefined;
		}
		const s = String(v).trim();
		if (s.length > LIMITS.textLength) {
			this.report(key, t("notes.schema.textAtMost", { max: LIMITS.textLength }), v);
			return undefined;
		}
		if (hasMarkup(s)) {
			this.report(key, t("notes.schema.noHtml"), v);
			return undefined;
		}
		return s;
	}
}

function wholeNumber(min: number, max: number): string {
	return max >= LIMITS.wholeNumber ? t("notes.schema.wholeAtLeast", { min: String(min) }) : t("notes.schema.wholeRange", { min: String(min), max: String(max) });
}

/** How to fix a link YAML read as a nested list (the one link, or each link of a list). */
function quoteAdvice(which: "the" | "each", name: string): string {
	return which === "the" ? t("notes.schema.quoteLink", { link: `[[${name}]]` }) : t("notes.schema.quoteLinks", { link: `[[${name}]]` });
}

/** `campaign: [[Gate]]` written without quotes parses as [["Gate"]]: recognise it to say how to fix it. */
function unquotedLink(v: unknown): string | undefined {
	if (!Array.isArray(v) || v.length !== 1) return undefined;
	const inner: unknown = v[0];
	if (!Array.isArray(inner) || inner.length !== 1 || typeof inner[0] !== "string") return undefined;
	const name = inner[0];
	return name.length <= LIMITS.textLength && !hasMarkup(name) ? name : undefined;
}

/** The link path of a link value, when it is text and the path is short and free of markup. */
function linkTarget(v: unknown): string | undefined {
	const path = typeof v === "string" ? linkPath(v) : undefined;
	return path !== undefined && path.length <= LIMITS.textLength && !hasMarkup(path) ? path : undefined;
}

/** Anything that looks like an HTML tag or entity-encoded tag. */
export function hasMarkup(s: string): boolean {
	return /<\s*\/?\s*[a-z!]/i.test(s) || /&lt;/i.test(s);
}

/** "[[Note|alias]]" or "[[Folder/Note#Heading]]" → "Note" / "Folder/Note"; a bare name is itself. */
export function linkPath(value: string): string | undefined {
	const s = value.trim();
	const m = /^!?\[\[([^\]|#^]*)(?:[#^][^\]|]*)?(?:\|[^\]]*)?\]\]$/.exec(s);
	const path = m ? m[1]?.trim() : s.includes("[[") || s.includes("]]") ? undefined : s;
	return path === undefined || path === "" ? undefined : path;
}

export function isCalendarDate(s: string): boolean {
	const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
	if (!m) return false;
	const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
	const date = new Date(Date.UTC(y, mo - 1, d));
	return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}
