/**
 * Small text helpers the rule modules share, so each one is bundled once.
 */

/** The word with its first letter upper-case: "might" → "Might", "minor" → "Minor". */
export function capital(word: string): string {
	return word.charAt(0).toUpperCase() + word.slice(1);
}

/** A count as the dice messages write it, with thousands separators: 1000000 → "1,000,000". */
export function grouped(count: number): string {
	return count.toLocaleString("en-US");
}

/** A count with its noun, plural unless the count is exactly 1: counted(1, "point") → "1 point", counted(0, "step") → "0 steps". */
export function counted(count: number, noun: string): string {
	return `${count} ${noun}${count === 1 ? "" : "s"}`;
}
