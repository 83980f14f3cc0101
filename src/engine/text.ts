/**
 * Small text helpers the rule modules share, so each one is bundled once.
 */
import { t } from "../lang";

/** The word with its first letter upper-case: "might" → "Might", "minor" → "Minor". */
export function capital(word: string): string {
	return word.charAt(0).toUpperCase() + word.slice(1);
}

/**
 * A count as the dice messages write it, with thousands separators and at most three decimals, as
 * toLocaleString("en-US") writes it: 1000000 → "1,000,000", 1234.5678 → "1,234.568". Written out
 * because the first toLocaleString call loads locale data (15–20 ms), too slow for a refusal that
 * must arrive within a frame.
 */
export function grouped(count: number): string {
	const whole = Math.abs(count);
	const rounded = Number.isInteger(whole) ? whole : Math.round(whole * 1000) / 1000;
	// Past 1e21 String() switches to exponent notation; no message counts that high, but stay exact.
	if (!Number.isFinite(count) || rounded >= 1e21) return count.toLocaleString("en-US");
	const [digits = "", fraction] = String(rounded).split(".");
	const sign = count < 0 && rounded !== 0 ? "-" : "";
	return `${sign}${digits.replace(/\B(?=(\d{3})+$)/g, ",")}${fraction ? `.${fraction}` : ""}`;
}

/** A modifier with its sign and a real minus sign, as sheets print it: "+3", "−2", "+0". */
export function signed(value: number): string {
	return value >= 0 ? `+${value}` : `−${Math.abs(value)}`;
}

/** A modifier added in a sum a player reads out: "+ 5", "− 2". */
export function plusOrMinus(value: number): string {
	return `${value >= 0 ? "+" : "−"} ${Math.abs(value)}`;
}

/**
 * Dice notation with a modifier, as the notation parser reads it back (an ASCII minus):
 * withModifier("d20", 5) → "d20+5", withModifier("2d6", -1) → "2d6-1", withModifier("d20", 0) → "d20".
 */
export function withModifier(dice: string, modifier: number): string {
	return modifier === 0 ? dice : `${dice}${modifier > 0 ? "+" : "-"}${Math.abs(modifier)}`;
}

/** A number of dice as a player says it: diceCount(1) → "1 die", diceCount(3) → "3 dice". */
export function diceCount(count: number): string {
	return `${count} ${count === 1 ? "die" : "dice"}`;
}

const NUMBER_WORDS = ["no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"];

/** A count in words for a sentence: "two", "three"… up to ten, digits beyond. */
export function countWord(count: number): string {
	return NUMBER_WORDS[count] ?? String(count);
}

/** A count with its noun, plural unless the count is exactly 1: counted(1, "point") → "1 point", counted(0, "step") → "0 steps". */
export function counted(count: number, noun: string): string {
	return `${count} ${noun}${count === 1 ? "" : "s"}`;
}

/**
 * A bad value quoted back in a message, in the user's words, without walking into it (it came from
 * a note and may be nested a thousand deep, or be a pasted essay): text cut to 40 characters,
 * numbers as they are, and what anything else is ("a list of 3 items", "a nested object").
 */
export function describeValue(value: unknown): string {
	if (value === null) return t("engine.check.value.empty");
	if (value === undefined) return t("engine.check.value.nothing");
	if (Array.isArray(value)) return t("engine.check.value.list", { count: value.length, n: String(value.length) });
	if (typeof value === "object") return t("engine.check.value.object");
	// Numbers are written as a note holds them (1000000, not 1,000,000), so the user finds them; text is quoted.
	if (typeof value === "string") return JSON.stringify(value.length > QUOTE_LENGTH ? `${value.slice(0, QUOTE_LENGTH)}…` : value);
	if (typeof value === "number" || typeof value === "boolean" || typeof value === "bigint") return String(value);
	return t("engine.check.value.other", { type: typeof value });
}

/** How much of a bad text value a message quotes back. */
const QUOTE_LENGTH = 40;
