/**
 * Issue 28: caches bounded by size, not count. The odds remembered kept up to 256 results whatever
 * their size (the widgets' cache 512), and a big pool's odds weigh megabytes: near 0.8 GB at worst.
 * Now both are bounded in bytes, by an estimate checked here against the heap a distribution takes.
 */
import v8 from "node:v8";
import vm from "node:vm";
import { describe, expect, it } from "vitest";
import { distribution, distributionBytes, exactDistribution, RECENT_ODDS_BYTES, rememberedBytes, rememberedDistribution } from "../../../src/engine/dice/distribution";
import { parse } from "../../../src/engine/dice/index";

describe("the odds remembered are bounded in bytes", () => {
	it("the estimate is not below what a distribution takes on the heap, outcome objects read", () => {
		v8.setFlagsFromString("--expose-gc");
		const gc = vm.runInNewContext("gc") as () => void;
		// Heap and array buffers: the running sums are typed arrays, kept outside the heap.
		const memory = (): number => {
			const heap = v8.getHeapStatistics();
			return heap.used_heap_size + heap.external_memory;
		};
		// Twice: array buffers of earlier work are let go only by a collection after the one that finds them dead.
		gc();
		gc();
		const before = memory();
		const dist = exactDistribution(parse("1000d100"));
		void dist.outcomes;
		gc();
		gc();
		const taken = memory() - before;
		expect(dist.outcomes.length).toBeGreaterThan(60_000);
		expect(distributionBytes(dist)).toBeGreaterThanOrEqual(taken);
		// …and not far above it, so the bound is not a loose one either.
		expect(distributionBytes(dist)).toBeLessThan(3 * taken);
	});
	it("forty big distributions (up to 30,000 outcomes each) stay within 16 MiB; the latest are kept, the oldest let go", () => {
		const notations = Array.from({ length: 40 }, (_, i) => `${300 + i * 10}d100`);
		for (const notation of notations) distribution(parse(notation));
		expect(rememberedBytes()).toBeLessThanOrEqual(RECENT_ODDS_BYTES);
		expect(rememberedBytes()).toBeGreaterThan(RECENT_ODDS_BYTES / 2);
		expect(rememberedDistribution(parse(notations[39] as string))).toBeDefined();
		expect(rememberedDistribution(parse(notations[0] as string))).toBeUndefined();
	}, 60_000);

});
