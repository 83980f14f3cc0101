import { describe, expect, it } from "vitest";
import { formatMessage, parseMessage, placeholderNames, type LanguageRules } from "../../../src/lang/message";
import { formatList, formatNumber, formatPercent, languageFor, setLanguage, t } from "../../../src/lang";

/** A language's rules as src/lang/index.ts makes them. */
function rulesOf(tag: string): LanguageRules {
	const numbers = new Intl.NumberFormat(tag, { maximumFractionDigits: 3 });
	const plurals = new Intl.PluralRules(tag);
	return { number: (n) => numbers.format(n), plural: (n) => plurals.select(n) };
}
const en = rulesOf("en");

describe("a catalogue message", () => {
	it("puts values in their places, numbers in the language's digits", () => {
		expect(formatMessage("Defend: {name}", { name: "Kessa" }, en)).toBe("Defend: Kessa");
		expect(formatMessage("{n} damage", { n: 12345.5 }, en)).toBe("12,345.5 damage");
		expect(formatMessage("{n} Schaden", { n: 12345.5 }, rulesOf("de"))).toBe("12.345,5 Schaden");
		expect(formatMessage("{n} dégâts", { n: 1234 }, rulesOf("fr"))).toBe("1\u202f234 dégâts");
	});

	it("picks the plural form the language's rules pick, and exact matches first", () => {
		const steps = "{count, plural, =0 {no step} one {# step} other {# steps}}";
		expect(formatMessage(steps, { count: 0 }, en)).toBe("no step");
		expect(formatMessage(steps, { count: 1 }, en)).toBe("1 step");
		expect(formatMessage(steps, { count: 2 }, en)).toBe("2 steps");
		// French puts 0 and 1 in "one"; English only 1.
		const fr = "{count, plural, one {# niveau} other {# niveaux}}";
		expect(formatMessage(fr, { count: 0 }, rulesOf("fr"))).toBe("0 niveau");
		expect(formatMessage(fr, { count: 1.5 }, rulesOf("fr"))).toBe("1,5 niveau");
		expect(formatMessage(fr, { count: 2 }, rulesOf("fr"))).toBe("2 niveaux");
	});

	it("chooses a select branch by value, else other, and nests", () => {
		const who = "{kind, select, pc {{name} (player)} other {{name}}} takes {n, plural, one {# point} other {# points}}";
		expect(formatMessage(who, { kind: "pc", name: "Kessa", n: 1 }, en)).toBe("Kessa (player) takes 1 point");
		expect(formatMessage(who, { kind: "npc", name: "Rust Hound", n: 3 }, en)).toBe("Rust Hound takes 3 points");
	});

	it("writes quoted braces as braces, and shows a malformed message as written instead of throwing", () => {
		expect(formatMessage("Type '{'n'}' for the count", {}, en)).toBe("Type {n} for the count");
		expect(parseMessage("Broken {name")).toBeUndefined();
		expect(parseMessage("{n, plural, one {x}}")).toBeUndefined(); // no "other" branch
		expect(formatMessage("Broken {name", { name: "x" }, en)).toBe("Broken {name");
	});

	it("leaves a missing value visible as its placeholder, so a test or a reader sees it", () => {
		expect(formatMessage("Hello {name}", {}, en)).toBe("Hello {name}");
	});

	it("lists the placeholders a message uses, for the catalogue check", () => {
		expect(placeholderNames("{a} and {n, plural, one {# {b}} other {# {c}}}")).toEqual(["a", "b", "c", "n"]);
	});
});

describe("the active language", () => {
	it("follows Obsidian's code: exact, then the same language's shipped variant, else English", () => {
		expect(languageFor("de")).toBe("de");
		expect(languageFor("pt-BR")).toBe("pt-BR");
		expect(languageFor("pt")).toBe("pt-BR");
		expect(languageFor("es-419")).toBe("es");
		expect(languageFor("fr_CA")).toBe("fr");
		expect(languageFor("en-GB")).toBe("en");
		expect(languageFor("ja")).toBe("en");
		expect(languageFor(undefined)).toBe("en");
	});

	it("formats numbers, percentages and lists by the language's Intl rules", () => {
		setLanguage("de");
		expect(formatNumber(1234.5)).toBe("1.234,5");
		expect(formatPercent(0.455)).toBe("45,5\u00a0%");
		expect(formatList(["Might", "Speed", "Intellect"])).toBe("Might, Speed und Intellect");
		setLanguage("en");
		expect(formatPercent(0.455)).toBe("45.5%");
		expect(formatList(["a", "b"], "disjunction")).toBe("a or b");
	});

	it("answers an id no catalogue has with the id itself, never with nothing", () => {
		setLanguage("fr");
		expect(t("no.such.message")).toBe("no.such.message");
		setLanguage("en");
	});
});
