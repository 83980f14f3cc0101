/**
 * Every word Campaign Ledger shows comes from here: `t(id, values)` looks the id up in the active
 * language's catalogue, then in English, and formats it (src/lang/message.ts). Numbers, lists and
 * dates are written by the language's own Intl rules.
 *
 * Pure (no Obsidian): the engine's explanations, the games' view-models and the ui all use it. The
 * active language is set once by the plugin from Obsidian's language or the language setting
 * (src/ui/language.ts); it is module state because every layer reads it, as they read the clock.
 *
 * What never changes with the language: property keys, ids, and the log's machine-readable fields
 * (`[kind:: …]`, change keys, the checksum), so queries, undo and merges work across languages.
 *
 * Startup: each catalogue is one string in main.js; only the active language (and English, when a
 * message is missing from it) is parsed, on the first message asked for. The translations ship
 * compressed (scripts/text-loaders.mjs) and are unpacked then.
 */
import deText from "./catalogues/de.catalogue";
import enText from "./catalogues/en.catalogue";
import esText from "./catalogues/es.catalogue";
import frText from "./catalogues/fr.catalogue";
import ptBrText from "./catalogues/pt-BR.catalogue";
import { unpackText } from "./inflate";
import { LANGUAGE_CODES, type LanguageCode } from "./languages";
import { formatMessage, type LanguageRules, type MessageValues } from "./message";

export { LANGUAGE_CODES, LANGUAGE_NAMES, languageFor, type LanguageCode } from "./languages";
export type { MessageValues } from "./message";

type Catalogue = Readonly<Record<string, string>>;
type Shipped = (typeof LANGUAGE_CODES)[number];
type ShippedCatalogue = typeof enText;

const SHIPPED: Readonly<Record<Shipped, ShippedCatalogue>> = { en: enText, de: deText, es: esText, fr: frText, "pt-BR": ptBrText };

let active: LanguageCode = "en";
/** Each language's messages as parsed so far: those onload reads, and the rest once first asked for. */
const parsedAtLoad = new Map<Shipped, Catalogue>();
const parsedLater = new Map<Shipped, Catalogue>();
const rulesByLanguage = new Map<LanguageCode, LanguageRules>();

/** Switches every later message to `code`. */
export function setLanguage(code: LanguageCode): void {
	active = code;
}

export function currentLanguage(): LanguageCode {
	return active;
}

/** The BCP 47 tag Intl is given: the pseudo-language formats as English. */
export function intlTag(code: LanguageCode = active): string {
	return code === "en-XA" ? "en" : code;
}

/** A catalogue's JSON as an object; a broken one is empty (English fills in). */
function parseCatalogue(json: () => string): Catalogue {
	try {
		const parsed: unknown = JSON.parse(json());
		return typeof parsed === "object" && parsed !== null && !Array.isArray(parsed) ? (parsed as Catalogue) : {};
	} catch {
		return {};
	}
}

/** A translation's packed messages, a list in the order of English's packed ids, as an object of id → message. */
function parseTranslation(code: Shipped): Catalogue {
	const ids = Object.keys(laterMessages("en"));
	const found: Record<string, string> = {};
	try {
		const messages: unknown = JSON.parse(unpackText(SHIPPED[code].packed));
		if (!Array.isArray(messages)) return found;
		messages.forEach((message: unknown, index) => {
			const id = ids[index];
			if (id !== undefined && typeof message === "string") found[id] = message;
		});
	} catch {
		// A broken translation is empty: English fills in.
	}
	return found;
}

/** The messages a language ships packed (all but those onload reads), unpacked the first time one is asked for. */
function laterMessages(code: Shipped): Catalogue {
	let later = parsedLater.get(code);
	if (later === undefined) {
		later = code === "en" ? parseCatalogue(() => unpackText(SHIPPED.en.packed)) : parseTranslation(code);
		parsedLater.set(code, later);
	}
	return later;
}

/** The message of `id` in a shipped language as its catalogue has it, parsing (and unpacking) only the part that holds it. */
export function shippedMessage(code: Shipped, id: string): string | undefined {
	let atLoad = parsedAtLoad.get(code);
	if (atLoad === undefined) {
		atLoad = parseCatalogue(() => SHIPPED[code].atLoad);
		parsedAtLoad.set(code, atLoad);
	}
	return atLoad[id] ?? laterMessages(code)[id];
}

/**
 * Unpacks the active language's packed messages now (and English's, whose ids a translation's list
 * follows), so the first sheet, dialog or roll block drawn finds them ready. The plugin calls it in
 * the first idle moment after the workspace is ready (ui/language.ts), never in onload.
 */
export function unpackActiveLanguage(): void {
	laterMessages("en");
	if (active !== "en" && active !== "en-XA") laterMessages(active);
}

/** The languages whose packed messages have been unpacked so far (onload must unpack none: a test checks it). */
export function unpackedSoFar(): Shipped[] {
	return [...parsedLater.keys()];
}

/** The message for `id` in the active language, formatted with `values`; English when the language lacks it; the id when nothing has it. */
export function t(id: string, values?: MessageValues): string {
	const own = active === "en" || active === "en-XA" ? undefined : shippedMessage(active, id);
	const message = own ?? shippedMessage("en", id) ?? id;
	return formatMessage(message, values, rules(active));
}

/** Whether the active language (or English) has a message for `id`. */
export function hasMessage(id: string): boolean {
	return (active !== "en" && active !== "en-XA" && shippedMessage(active, id) !== undefined) || shippedMessage("en", id) !== undefined;
}

/** The largest whole number whose written form is kept per language (a few thousand strings at most). */
const SMALL_WHOLE_NUMBER = 1000;

function rules(code: LanguageCode): LanguageRules {
	let found = rulesByLanguage.get(code);
	if (found === undefined) {
		const tag = intlTag(code);
		// Made when a message first holds a number or a plural, not with the first message: building an
		// Intl formatter loads the language's data (some 35 ms of a cold start in Node), and most
		// messages read at load (command names, the ribbon's title) hold neither.
		let numbers: Intl.NumberFormat | undefined;
		let plurals: Intl.PluralRules | undefined;
		const smallWholeNumbers = new Map<number, string>();
		const written = (value: number): string => (numbers ??= new Intl.NumberFormat(tag, { maximumFractionDigits: 3 })).format(value);
		found = {
			number: (value) => {
				if (!Number.isFinite(value)) return String(value);
				// Intl's format costs about a microsecond, and a dialog's live line writes a dozen small
				// whole numbers (steps, costs, pools) on every change: each is written once per language.
				if (!Number.isInteger(value) || Math.abs(value) > SMALL_WHOLE_NUMBER) return written(value);
				let text = smallWholeNumbers.get(value);
				if (text === undefined) {
					text = written(value);
					smallWholeNumbers.set(value, text);
				}
				return text;
			},
			plural: (value) => (plurals ??= new Intl.PluralRules(tag)).select(value),
		};
		if (code === "en-XA") found = { ...found, literal: pseudo };
		rulesByLanguage.set(code, found);
	}
	return found;
}

/**
 * Intl's formatters, one per language and options: building one loads the language's data and costs
 * far more than formatting with it (a dialog's live line formats a dozen numbers on every change).
 */
const formatters = new Map<string, { format(value: never): string }>();

function formatter<F extends { format(value: never): string }>(kind: string, options: object, make: (tag: string) => F): F {
	const tag = intlTag();
	const key = `${kind}|${tag}|${JSON.stringify(options)}`;
	let found = formatters.get(key) as F | undefined;
	if (found === undefined) {
		found = make(tag);
		formatters.set(key, found);
	}
	return found;
}

/** A number in the active language: 1234.5 → "1,234.5" (en), "1.234,5" (de). */
export function formatNumber(value: number, options?: Intl.NumberFormatOptions): string {
	if (options === undefined) return rules(active).number(value);
	return formatter("number", options, (tag) => new Intl.NumberFormat(tag, options)).format(value);
}

/**
 * A chance as a percentage in the active language, with one decimal where it matters: 0.45 → "45%",
 * 0.4567 → "45.7%" (en), "45,7 %" (fr); `decimals` sets the most decimals instead (the odds panel shows two).
 */
export function formatPercent(chance: number, decimals?: number): string {
	const options: Intl.NumberFormatOptions = { style: "percent", maximumFractionDigits: decimals ?? (chance > 0.001 && chance < 0.999 ? 1 : 2), minimumFractionDigits: 0 };
	return formatter("number", options, (tag) => new Intl.NumberFormat(tag, options)).format(chance);
}

/**
 * Items joined as the language joins a list: ["a", "b", "c"] → "a, b and c" (en), "a, b et c" (fr);
 * "disjunction" joins them with "or" as Intl writes it ("a, b, or c" in English), and "or" as the
 * plugin's refusals offer choices, "minor, moderate or major": the language's own "or" list, in
 * English without the serial comma the engine's messages have always been written without.
 */
export function formatList(items: readonly string[], type: "conjunction" | "disjunction" | "or" = "conjunction"): string {
	const ListFormat = (Intl as unknown as { ListFormat?: new (tag: string, options: { type: string }) => { format(items: readonly string[]): string } }).ListFormat;
	if (ListFormat === undefined) return joinedWithoutIntl(items, type);
	const intlType = type === "or" ? "disjunction" : type;
	if (type === "or" && intlTag() === "en") return formatter("list", { type: "or" }, () => new ListFormat("en-GB", { type: intlType })).format(items);
	return formatter("list", { type: intlType }, (tag) => new ListFormat(tag, { type: intlType })).format(items);
}

/** A list where Intl cannot join one (Intl.ListFormat came with iOS 14.5): commas, then the language's "and" or "or" before the last. */
function joinedWithoutIntl(items: readonly string[], type: "conjunction" | "disjunction" | "or"): string {
	if (items.length < 2) return items.join("");
	const first = items.slice(0, -1).join(", ");
	const last = items[items.length - 1] as string;
	return type === "conjunction" ? t("lang.list.and", { first, last }) : t("lang.list.or", { first, last });
}

/** A date and time as the language writes it, short: "28 Nov, 19:08". */
export function formatDateTime(time: Date, options: Intl.DateTimeFormatOptions = { day: "numeric", month: "short", hour: "2-digit", minute: "2-digit" }): string {
	return new Intl.DateTimeFormat(intlTag(), options).format(time);
}

const ACCENTED: Readonly<Record<string, string>> = {
	a: "á", e: "é", i: "î", o: "ö", u: "ü", c: "ç", n: "ñ", y: "ý", s: "š", z: "ž",
	A: "Å", E: "É", I: "Î", O: "Ö", U: "Ü", C: "Ç", N: "Ñ", Y: "Ý", S: "Š", Z: "Ž",
};

/** The pseudo-language's text: every letter that has one accented, every word about 40 % longer. */
function pseudo(text: string): string {
	return text.replace(/[A-Za-z]+/g, (word) => word.replace(/[A-Za-z]/g, (ch) => ACCENTED[ch] ?? ch) + "·".repeat(Math.ceil(word.length * 0.4)));
}
