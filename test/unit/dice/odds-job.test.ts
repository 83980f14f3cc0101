import { describe, expect, it } from "vitest";
import { distribution, distributionInSlices, ODDS_ABORTED, OddsQueue, parse } from "../../../src/engine/dice/index";
import { exactDistribution } from "../../../src/engine/dice/distribution";
import { cpuMs } from "../../helpers/cpu-time";

/**
 * Longest gap between two turns of the event loop while `work` runs, in ms of this process's CPU
 * time: the work done between two turns, however loaded the machine is.
 */
async function longestBlock<T>(work: Promise<T>): Promise<{ value: T; longest: number; turns: number }> {
	let longest = 0;
	let turns = 0;
	let last = cpuMs();
	let running = true;
	const watch = (): void => {
		const now = cpuMs();
		longest = Math.max(longest, now - last);
		last = now;
		turns++;
		if (running) setTimeout(watch, 0);
	};
	setTimeout(watch, 0);
	const value = await work;
	running = false;
	return { value, longest, turns };
}

describe("distributionInSlices: exact odds that let the page breathe", () => {
	it("gives the same odds as distribution()", async () => {
		for (const notation of ["4d6kh3", "3d6! + 2", "10d10>=6f1", "2d20kl1 - 1d4"]) {
			const result = await distributionInSlices(parse(notation));
			expect(result.ok).toBe(true);
			if (!result.ok) continue;
			const direct = exactDistribution(parse(notation));
			expect(result.value.outcomes).toEqual(direct.outcomes);
			expect(result.value.mean).toBe(direct.mean);
		}
	});

	it("lets other work run between slices on a long computation (40d20kh20)", async () => {
		const { value, turns } = await longestBlock(distributionInSlices(parse("40d20kh20"), { sliceMs: 4 }));
		expect(value.ok).toBe(true);
		// The computation took several slices and the event loop ran in between.
		expect(turns).toBeGreaterThan(2);
	});

	it("a refusal arrives as a Result error with the user's message, not an exception", async () => {
		const result = await distributionInSlices(parse("1000d1000kh500"));
		expect(result).toEqual({ ok: false, error: expect.stringMatching(/over the limit of 100,000,000/) as unknown });
		const zero = await distributionInSlices(parse("10/(1d6-1)"));
		expect(zero.ok).toBe(false);
	});

	it("stops when the signal aborts", async () => {
		const controller = new AbortController();
		const job = distributionInSlices(parse("60d20kh30"), { sliceMs: 1, signal: controller.signal });
		controller.abort();
		expect(await job).toEqual({ ok: false, error: ODDS_ABORTED });
	});

	it("remembers what it computed, so distribution() answers at once afterwards", async () => {
		const ast = parse("13d7 + 1");
		const result = await distributionInSlices(ast);
		expect(result.ok && distribution(ast)).toBe(result.ok && result.value);
	});
});

describe("one queue for the page: nothing while the note draws, one slice per turn for all, nearest first", () => {
	it("does no work in the call that asks (the note draws first): the first step comes a turn later", async () => {
		const queue = new OddsQueue(8);
		let stepped = 0;
		function* work(): Generator<void, number, void> {
			stepped++;
			yield;
			return 42;
		}
		const pending = queue.run(work);
		expect(stepped).toBe(0);
		expect(await pending).toEqual({ ok: true, value: 42 });
	});

	it("twenty heavy expressions share one slice per turn: no turn of the event loop runs odds longer than the slice", async () => {
		const queue = new OddsQueue(4);
		const notations = Array.from({ length: 20 }, (_, i) => `${30 + i}d20kh${10 + i}`);
		const { value, longest } = await longestBlock(Promise.all(notations.map((n) => distributionInSlices(parse(n), { queue }))));
		expect(value.every((r) => r.ok)).toBe(true);
		// Twenty computations in one queue, never twenty slices in one turn: a turn's work stays near one
		// slice (4 ms; the margin is for a garbage collection and the step that crosses the slice's end).
		// Twenty slices in one turn would be 80 ms.
		expect(longest).toBeLessThan(40);
	});

	it("takes the nearest computation first, asked for each pick", async () => {
		const queue = new OddsQueue(1);
		const finished: string[] = [];
		const distance = new Map([
			["far", 900],
			["near", 0],
			["middle", 300],
		]);
		function* slow(name: string): Generator<void, string, void> {
			const end = performance.now() + 3;
			while (performance.now() < end) yield;
			finished.push(name);
			return name;
		}
		await Promise.all(["far", "near", "middle"].map((name) => queue.run(() => slow(name), { priority: () => distance.get(name) ?? 0 })));
		expect(finished).toEqual(["near", "middle", "far"]);
	});

	it("an aborted computation leaves the queue and its generator is closed", async () => {
		const queue = new OddsQueue(1);
		let closed = false;
		function* endless(): Generator<void, number, void> {
			try {
				for (;;) yield;
			} finally {
				closed = true;
			}
		}
		const controller = new AbortController();
		const pending = queue.run(endless, { signal: controller.signal });
		await new Promise((resolve) => setTimeout(resolve, 10));
		controller.abort();
		expect(await pending).toEqual({ ok: false, error: ODDS_ABORTED });
		expect(closed).toBe(true);
		expect(queue.size).toBe(0);
	});
});
