/**
 * Number formatting for the odds panel. Pure, so it is unit-testable.
 * Odds are exact fractions; we show them rounded for reading, but never round a
 * possible outcome to "0%" or a not-certain one to "100%" — a player deciding
 * whether to spend Effort must be able to tell "very unlikely" from "impossible".
 */
import { formatPercent as formatLanguagePercent } from "../../lang";

/**
 * A probability as a percentage with up to two decimals, in the language's own way: 0.5833… →
 * "58.33%" (en), "58,33 %" (fr). The bounds are written as bounds, never rounded onto 0 or 100.
 */
export function formatPercent(p: number): string {
	if (!Number.isFinite(p) || p <= 0) return formatLanguagePercent(0);
	if (p >= 1) return formatLanguagePercent(1);
	// "<" and ">" are notation, the same in every language.
	if (p < 0.0001) return `<${formatLanguagePercent(0.0001, 2)}`;
	if (p > 0.9999) return `>${formatLanguagePercent(0.9999, 2)}`;
	return formatLanguagePercent(p, 2);
}

/** A mean or standard deviation with up to two decimals: 7 → "7", 3.5 → "3.5", 2.4152 → "2.42". */
export function formatStat(value: number): string {
	if (!Number.isFinite(value)) return String(value);
	const fixed = trimZeros(value.toFixed(2));
	return fixed === "-0" ? "0" : fixed;
}

function trimZeros(fixed: string): string {
	return fixed.includes(".") ? fixed.replace(/\.?0+$/, "") : fixed;
}
