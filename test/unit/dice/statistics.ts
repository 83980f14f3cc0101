/**
 * Chi-square tests of rolls against exact odds, for the fuzz (fuzz-core.ts): the p-value of a
 * statistic from the regularized upper incomplete gamma function, so a run of many tests can use a
 * strict threshold (a family of 1,000 tests at 1e-6 has a 0.1 % chance of one false alarm).
 */

/** ln Γ(x) for x > 0 (Lanczos approximation, g = 7, nine coefficients; about 15 digits). */
export function lnGamma(x: number): number {
	if (x < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * x)) - lnGamma(1 - x);
	const c = [
		0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059, 12.507343278686905, -0.13857109526572012,
		9.9843695780195716e-6, 1.5056327351493116e-7,
	];
	const z = x - 1;
	let sum = c[0] as number;
	for (let i = 1; i < 9; i++) sum += (c[i] as number) / (z + i);
	const t = z + 7.5;
	return 0.5 * Math.log(2 * Math.PI) + (z + 0.5) * Math.log(t) - t + Math.log(sum);
}

/** Q(a, x) = Γ(a, x) / Γ(a): the series below a + 1, a continued fraction above (both standard). */
export function upperGammaRegularized(a: number, x: number): number {
	if (x <= 0) return 1;
	const logPrefix = a * Math.log(x) - x - lnGamma(a);
	if (x < a + 1) {
		// P(a, x) = x^a e^-x / Γ(a + 1) · Σ x^n / ((a + 1)…(a + n)).
		let term = 1 / a;
		let sum = term;
		for (let n = 1; n < 1000; n++) {
			term *= x / (a + n);
			sum += term;
			if (Math.abs(term) < Math.abs(sum) * 1e-16) break;
		}
		return Math.max(0, 1 - sum * Math.exp(logPrefix));
	}
	// Q(a, x) = x^a e^-x / Γ(a) · 1 / (x + 1 − a − 1·(1 − a) / (x + 3 − a − 2·(2 − a) / …)), by modified Lentz.
	const tiny = 1e-300;
	let b = x + 1 - a;
	let c = 1 / tiny;
	let d = 1 / b;
	let h = d;
	for (let n = 1; n < 1000; n++) {
		const an = -n * (n - a);
		b += 2;
		d = an * d + b;
		if (Math.abs(d) < tiny) d = tiny;
		c = b + an / c;
		if (Math.abs(c) < tiny) c = tiny;
		d = 1 / d;
		const step = d * c;
		h *= step;
		if (Math.abs(step - 1) < 1e-16) break;
	}
	return Math.exp(logPrefix) * h;
}

/** P(X ≥ statistic) for X chi-square with `df` degrees of freedom. */
export function chiSquarePValue(statistic: number, df: number): number {
	return upperGammaRegularized(df / 2, statistic / 2);
}

/**
 * Pearson's statistic of observed totals against exact odds: outcomes in ascending order are merged
 * into bins until each expects at least 5 (the remainder joins the last bin). `rolls` is the number of
 * totals counted.
 */
export function chiSquareOfCounts(outcomes: ReadonlyArray<{ value: number; p: number }>, counts: ReadonlyMap<number, number>, rolls: number): { statistic: number; df: number } {
	const bins: Array<{ expected: number; observed: number }> = [];
	let current = { expected: 0, observed: 0 };
	for (const { value, p } of outcomes) {
		current.expected += p * rolls;
		current.observed += counts.get(value) ?? 0;
		if (current.expected >= 5) {
			bins.push(current);
			current = { expected: 0, observed: 0 };
		}
	}
	const last = bins[bins.length - 1];
	if (last) {
		last.expected += current.expected;
		last.observed += current.observed;
	}
	const statistic = bins.reduce((sum, bin) => sum + (bin.observed - bin.expected) ** 2 / bin.expected, 0);
	return { statistic, df: bins.length - 1 };
}
