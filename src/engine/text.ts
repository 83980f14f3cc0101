/**
 * Small text helpers the rule modules share, so each one is bundled once.
 */

/** The word with its first letter upper-case: "might" → "Might", "minor" → "Minor". */
export function capital(word: string): string {
	return word.charAt(0).toUpperCase() + word.slice(1);
}
