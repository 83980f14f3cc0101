/**
 * Small text helpers the rule modules share, so each one is bundled once.
 */

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

/** A count with its noun, plural unless the count is exactly 1: counted(1, "point") → "1 point", counted(0, "step") → "0 steps". */
export function counted(count: number, noun: string): string {
	return `${count} ${noun}${count === 1 ? "" : "s"}`;
}
