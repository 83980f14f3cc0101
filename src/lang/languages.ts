/**
 * The languages Campaign Ledger speaks, and how Obsidian's language code picks one. Pure: the ui layer
 * asks Obsidian (`getLanguage()`, or `moment.locale()` before Obsidian 1.8.7) and passes the code here.
 */

/** "en-XA" is the pseudo-language of the layout tests: every word accented and about 40 % longer. */
export const LANGUAGE_CODES = ["en", "de", "es", "fr", "pt-BR"] as const;
export type LanguageCode = (typeof LANGUAGE_CODES)[number] | "en-XA";

/** Each language's name in its own words, as the language setting lists it. */
export const LANGUAGE_NAMES: Readonly<Record<(typeof LANGUAGE_CODES)[number], string>> = {
	en: "English",
	de: "Deutsch",
	es: "Español",
	fr: "Français",
	"pt-BR": "Português (Brasil)",
};

/**
 * The language for a code as Obsidian or a browser writes it ("de", "pt-BR", "pt", "es-419",
 * "fr-CA", "en-GB"): the exact code, else the same language's shipped variant (Portuguese is
 * Brazilian Portuguese here), else English.
 */
export function languageFor(code: string | undefined): LanguageCode {
	const wanted = (code ?? "").trim().toLowerCase().replace(/_/g, "-");
	if (wanted === "en-xa") return "en-XA";
	for (const shipped of LANGUAGE_CODES) if (shipped.toLowerCase() === wanted) return shipped;
	const base = wanted.split("-")[0] ?? "";
	for (const shipped of LANGUAGE_CODES) if (shipped.toLowerCase().split("-")[0] === base) return shipped;
	return "en";
}
