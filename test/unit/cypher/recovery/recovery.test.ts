import { describe, expect, it } from "vitest";
import { applyRecovery, checkSplit, majorWoundTaskDifficulty, nextRecovery, recoverUpTheTrack, recoverWithoutRest, rollRecovery, startNewDay, suggestSplit } from "../../../../src/engine/systems/cypher/recovery";
import { scriptedRng, seededRng } from "../../../../src/engine/rng";
import { must, pc } from "../health/fixtures";

const pools = (might: number, speed: number, intellect: number, max = 10) => ({
	might: { current: might, max, edge: 0 },
	speed: { current: speed, max, edge: 0 },
	intellect: { current: intellect, max, edge: 0 },
});

describe("the day's four recoveries (000, 001)", () => {
	it.each([
		// 001: "First recovery roll 1 action / Second 10 minutes / Third 1 hour / Fourth 10 hours"
		{ used: 0, next: "one-action" },
		{ used: 1, next: "ten-minutes" },
		{ used: 2, next: "one-hour" },
		{ used: 3, next: "ten-hours" },
		{ used: 4, next: null },
	])("after $used used, next is $next", ({ used, next }) => {
		expect(nextRecovery(used)).toBe(next);
	});

	it("taking all four in a row walks the order and the ten-hour rest starts a new day", () => {
		// 000: "When that rest ends, you're starting a new day and have all four of your recoveries available again."
		let character = pc({ pools: pools(0, 0, 0, 40) });
		const kinds: string[] = [];
		const used: number[] = [];
		for (let i = 0; i < 4; i++) {
			const points = must(rollRecovery(character, { face: 6 })).value.points;
			const out = must(applyRecovery(character, { model: "wounds", points, split: { might: points } }));
			kinds.push(out.value.kind);
			used.push(out.value.recoveriesUsed);
			character = { ...character, pools: out.value.pools, recoveriesUsed: out.value.recoveriesUsed };
		}
		expect(kinds).toEqual(["one-action", "ten-minutes", "one-hour", "ten-hours"]);
		expect(used).toEqual([1, 2, 3, 0]);
	});

	it("refuses a fifth recovery when the count says all four are used", () => {
		expect(rollRecovery(pc({ recoveriesUsed: 4 }), { face: 3 })).toEqual({
			ok: false,
			error: "All four recoveries are used today; a new day starts after a ten-hour rest.",
		});
		expect(startNewDay(pc({ recoveriesUsed: 4 })).changes).toEqual([{ target: "Ria", key: "recoveries-used", before: 4, after: 0 }]);
	});
});

describe("recovery roll: d6 + tier (000, 001)", () => {
	it.each([
		// 000: "When you take a recovery, roll a d6 and add your tier to see how many points you recover."
		// 001: "1d6 + tier points, divided among stat pools"
		{ tier: 1, face: 4, lastAction: false, points: 5 },
		{ tier: 3, face: 6, lastAction: false, points: 9 },
		// 000: "You can use your one-action recovery as a Last action ... to get an additional +2 on your roll."
		{ tier: 1, face: 4, lastAction: true, points: 7 },
	])("tier $tier, d6 $face, Last action $lastAction → $points", ({ tier, face, lastAction, points }) => {
		expect(must(rollRecovery(pc({ tier }), { face }, { lastAction })).value.points).toBe(points);
		// The injected generator gives the same as the typed-in die.
		expect(must(rollRecovery(pc({ tier }), { rng: scriptedRng([face]) }, { lastAction })).value.points).toBe(points);
	});

	it("the Last action bonus is only for the one-action recovery", () => {
		const out = rollRecovery(pc({ recoveriesUsed: 1 }), { face: 4 }, { lastAction: true });
		expect(out.ok).toBe(false);
	});

	it("refuses a physical die that is not a d6 face", () => {
		expect(rollRecovery(pc(), { face: 7 })).toEqual({ ok: false, error: "Recovery die must be a whole number from 1 to 6 (got 7)." });
	});

	it("seeded rolls cover exactly 1 + tier .. 6 + tier, evenly", () => {
		const rng = seededRng(7);
		const counts = new Map<number, number>();
		for (let i = 0; i < 6000; i++) {
			const points = must(rollRecovery(pc({ tier: 2 }), { rng })).value.points;
			counts.set(points, (counts.get(points) ?? 0) + 1);
		}
		expect([...counts.keys()].sort((a, b) => a - b)).toEqual([3, 4, 5, 6, 7, 8]);
		for (const n of counts.values()) expect(Math.abs(n - 1000)).toBeLessThan(150);
	});
});

describe("dividing recovered points (000)", () => {
	// 000: "if your recovery result is 5 and you're down 6 points of Might and 2 points of Speed, you can recover 5
	// points of Might, or 3 points of Might and 2 points of Speed, or any other combination adding up to 5 points."
	const down = pc({ pools: { might: { current: 4, max: 10, edge: 0 }, speed: { current: 8, max: 10, edge: 0 }, intellect: { current: 10, max: 10, edge: 0 } } });

	it.each([
		{ split: { might: 5 }, ok: true },
		{ split: { might: 3, speed: 2 }, ok: true },
		{ split: { might: 4, speed: 1 }, ok: true },
		// "up to your maximum in a Pool": Speed is down only 2.
		{ split: { might: 2, speed: 3 }, ok: false },
		// Intellect is full.
		{ split: { might: 4, intellect: 1 }, ok: false },
		// "adding up to 5 points"
		{ split: { might: 3 }, ok: false },
		{ split: { might: 6 }, ok: false },
	])("$split → ok $ok", ({ split, ok }) => {
		expect(checkSplit(down, 5, split).ok).toBe(ok);
	});

	it("says what is wrong with a split", () => {
		expect(checkSplit(down, 5, { might: 3 })).toEqual({ ok: false, error: "The split adds up to 3 but the recovery gives 5 points to place." });
		expect(checkSplit(down, 5, { might: 2, speed: 3 })).toEqual({
			ok: false,
			error: "Speed can take at most 2 more points (8 of 10); the split gives it 3.",
		});
		expect(checkSplit(down, 5, { luck: 5 } as never).ok).toBe(false);
	});

	it("when the Pools have less room than the roll, the split places what fits", () => {
		const nearlyFull = pc({ pools: pools(8, 10, 10) });
		expect(checkSplit(nearlyFull, 5, { might: 2 }).ok).toBe(true);
		expect(suggestSplit(nearlyFull, 5)).toEqual({ might: 2 });
	});

	it("applies the split and records the Pool changes", () => {
		const out = must(applyRecovery(down, { model: "wounds", points: 5, split: { might: 3, speed: 2 } }));
		expect(out.changes).toEqual([
			{ target: "Ria", key: "might", before: 4, after: 7 },
			{ target: "Ria", key: "speed", before: 8, after: 10 },
			{ target: "Ria", key: "recoveries-used", before: 0, after: 1 },
		]);
	});
});

describe("resting removes wounds (000)", () => {
	const wounded = (minor: number, moderate: number, major: number, used: number) =>
		pc({ recoveriesUsed: used, wounds: { minor, moderate, major } });

	it.each([
		// 000: "| Ten-minute | Remove all minor wounds |"
		{ used: 1, start: [3, 1, 0], task: undefined, end: [0, 1, 0] },
		// 000: "| One-hour | Remove one moderate wound |"
		{ used: 2, start: [1, 3, 0], task: undefined, end: [1, 2, 0] },
		// 000: "| Ten-hour | Remove all moderate wounds and, with a successful difficulty 6 Might task, remove one major wound |",
		// and "Each individual major wound hinders all of your actions": one major wound makes it difficulty 7 (target 21).
		{ used: 3, start: [1, 3, 1], task: { roll: 20 }, end: [1, 0, 1] },
		// Two levels of easing against one major wound: difficulty 5, target 15.
		{ used: 3, start: [0, 0, 1], task: { roll: 15, steps: -2 }, end: [0, 0, 0] },
		{ used: 3, start: [0, 0, 1], task: { roll: 14, steps: -2 }, end: [0, 0, 1] },
		// Two major wounds: difficulty 8; three levels of easing make it 5.
		{ used: 3, start: [1, 3, 2], task: { roll: 15, steps: -3 }, end: [1, 0, 1] },
		{ used: 3, start: [0, 0, 1], task: { succeeded: false }, end: [0, 0, 1] },
		// The one-action recovery removes no wound (it is not in the table).
		{ used: 0, start: [2, 2, 1], task: undefined, end: [2, 2, 1] },
	])("recovery #$used on $start with task $task → $end", ({ used, start, task, end }) => {
		const [minor, moderate, major] = start as [number, number, number];
		const out = must(applyRecovery(wounded(minor, moderate, major, used), { model: "wounds", points: 0, split: {}, majorWoundTask: task }));
		const w = out.value.wounds;
		expect([w.minor, w.moderate, w.major]).toEqual(end);
	});

	it("asks for the Might task when Effort makes the major wound removable, and rolls nothing while the wound makes it impossible", () => {
		const eased = applyRecovery(wounded(0, 0, 1, 3), { model: "wounds", points: 0, split: {}, majorWoundEffort: 1 });
		expect(eased).toEqual({ ok: false, error: "Might task to remove a major wound needs the outcome of its difficulty 6 roll." });
		const hindered = must(applyRecovery(wounded(0, 0, 1, 3), { model: "wounds", points: 0, split: {} }));
		expect(hindered.value.wounds.major).toBe(1);
		expect(hindered.explanation.map((s) => s.text)).toContain("Might task to remove a major wound: difficulty 7, target 21: impossible without more easing, no roll.");
		expect(majorWoundTaskDifficulty({ minor: 0, moderate: 3, major: 1 })).toBe(7);
		expect(majorWoundTaskDifficulty({ minor: 0, moderate: 0, major: 2 }, 1)).toBe(7);
	});

	it("Might Effort on the task eases it a step a level and is paid, less Might Edge, from the Might Pool the rest has just filled", () => {
		// 000: Effort "costs 3 points from the stat Pool", "each additional level of Effort costs 2 more points".
		const kira = pc({ recoveriesUsed: 3, effort: 2, wounds: { minor: 0, moderate: 0, major: 1 }, pools: { ...pools(2, 10, 10), might: { current: 2, max: 10, edge: 1 } } });
		const out = must(applyRecovery(kira, { model: "wounds", points: 5, split: { might: 5 }, majorWoundTask: { roll: 15 }, majorWoundEffort: 2 }));
		// Difficulty 6 + 1 (the wound) − 2 = 5: 15 meets target 15. Effort 3 + 2 − Edge 1 = 4 Might after the 5 points: 7 → 3.
		expect(out.value.wounds.major).toBe(0);
		expect(out.value.pools.might.current).toBe(3);
		expect(out.changes).toContainEqual({ target: "Ria", key: "might", before: 2, after: 3 });
		expect(applyRecovery(kira, { model: "wounds", points: 0, split: {}, majorWoundTask: { roll: 15 }, majorWoundEffort: 2 })).toEqual({ ok: false, error: "2 levels of Effort costs 4 Might, but the Might Pool has 2 after the recovery." });
		expect(applyRecovery(kira, { model: "wounds", points: 5, split: { might: 5 }, majorWoundEffort: 3 })).toEqual({ ok: false, error: "Ria can apply at most 2 levels of Effort." });
		expect(applyRecovery(pc({ recoveriesUsed: 1 }), { model: "wounds", points: 0, split: {}, majorWoundEffort: 1 }).ok).toBe(false);
	});
});

describe("recovery on the damage track (001)", () => {
	it.each([
		// 001: "Impaired ... 1 stat pool = 0": refilling the empty Pool leaves no Pool at 0 → hale.
		{ start: pools(0, 5, 5), track: "impaired", split: { might: 4 }, end: "hale" },
		// 001: "Debilitated 2 stat pools = 0": refilling one of two empty Pools → impaired.
		{ start: pools(0, 0, 5), track: "debilitated", split: { speed: 4 }, end: "impaired" },
		{ start: pools(0, 0, 5), track: "debilitated", split: { might: 2, speed: 2 }, end: "hale" },
		// Points into a Pool that was not empty do not move the track.
		{ start: pools(0, 5, 5), track: "impaired", split: { speed: 4 }, end: "impaired" },
	] as const)("$track, split $split → $end", ({ start, track, split, end }) => {
		const out = must(applyRecovery(pc({ pools: start, damageTrack: track }), { model: "damage-track", points: 4, split }));
		expect(out.value.damageTrack).toBe(end);
	});

	it("with no Pool at 0, special damage can be recovered one step instead of points", () => {
		const out = must(recoverUpTheTrack(pc({ pools: pools(5, 5, 5), damageTrack: "debilitated" }), { model: "damage-track" }));
		expect(out.value.damageTrack).toBe("impaired");
		expect(out.value.pools.might.current).toBe(5);
		expect(out.changes).toEqual([
			{ target: "Ria", key: "recoveries-used", before: 0, after: 1 },
			{ target: "Ria", key: "damage-track", before: "debilitated", after: "impaired" },
		]);
	});

	it("moving up instead of regaining points is refused under wounds, with a Pool at 0, and when hale", () => {
		const refusal = (result: ReturnType<typeof recoverUpTheTrack>): string => (result.ok ? "" : result.error);
		expect(refusal(recoverUpTheTrack(pc({ pools: pools(5, 5, 5) }), { model: "wounds" }))).toBe("Moving up the damage track instead of regaining points only exists in the damage-track rules.");
		expect(refusal(recoverUpTheTrack(pc({ pools: pools(0, 5, 5), damageTrack: "impaired" }), { model: "damage-track" }))).toBe("A Pool is at 0: recover points into it instead, which moves up the track.");
		expect(refusal(recoverUpTheTrack(pc({ pools: pools(5, 5, 5) }), { model: "damage-track" }))).toBe("Ria is already hale.");
	});

	it("the dead do not recover", () => {
		expect(applyRecovery(pc({ pools: pools(0, 0, 0), damageTrack: "dead" }), { model: "damage-track", points: 4, split: { might: 4 } }).ok).toBe(false);
	});
});

describe("non-rest recovery (000)", () => {
	it("spends the recovery without points or wound removal", () => {
		// 000: "he can use a ten-shour non-rest recovery to attempt another Intellect defense roll ... but doing so
		// doesn't give him any Pool points or remove any wounds for that recovery."
		const character = pc({ recoveriesUsed: 3, pools: pools(2, 2, 2), wounds: { minor: 1, moderate: 2, major: 1 } });
		const out = must(recoverWithoutRest(character, { model: "wounds" }));
		expect(out.value.wounds).toEqual(character.wounds);
		expect(out.value.pools).toEqual(character.pools);
		expect(out.changes).toEqual([{ target: "Ria", key: "recoveries-used", before: 3, after: 0 }]);
	});
});

describe("recoveries in any order (000)", () => {
	// 000: "You can use your recoveries in any order. For example, you might ... take a ten-minute recovery ...
	// take an hour rest, get in another fight, and use a one-action recovery during the fight."
	it("takes the seed's order: ten minutes, one hour, one action", () => {
		let character = pc({ pools: pools(0, 0, 0, 40) });
		const seen: Array<[string, number, string[] | null]> = [];
		for (const kind of ["ten-minutes", "one-hour", "one-action"] as const) {
			const points = must(rollRecovery(character, { face: 3 }, { kind })).value.points;
			const out = must(applyRecovery(character, { model: "wounds", kind, points, split: { might: points } }));
			seen.push([out.value.kind, out.value.recoveriesUsed, out.value.recoveriesTaken]);
			character = { ...character, pools: out.value.pools, recoveriesUsed: out.value.recoveriesUsed, recoveriesTaken: out.value.recoveriesTaken ?? [] };
		}
		expect(seen).toEqual([
			["ten-minutes", 1, ["ten-minutes"]],
			["one-hour", 2, ["ten-minutes", "one-hour"]],
			["one-action", 3, ["ten-minutes", "one-hour", "one-action"]],
		]);
	});

	it("refuses a recovery already used today and records the list for undo", () => {
		const character = pc({ recoveriesUsed: 1, recoveriesTaken: ["one-hour"] });
		expect(rollRecovery(character, { face: 3 }, { kind: "one-hour" })).toEqual({ ok: false, error: "The one-hour recovery is already used today." });
		const out = must(applyRecovery(character, { model: "wounds", kind: "ten-hours", points: 0, split: {} }));
		expect(out.value.newDay).toBe(true);
		expect(out.changes).toEqual([
			{ target: "Ria", key: "recoveries-used", before: 1, after: 0 },
			{ target: "Ria", key: "recoveries-taken", before: ["one-hour"], after: [] },
		]);
	});

	it("a Last action bonus needs the one-action recovery, whatever the order", () => {
		expect(must(rollRecovery(pc({ recoveriesTaken: ["ten-minutes"] }), { face: 1 }, { lastAction: true })).value.points).toBe(4);
		expect(rollRecovery(pc(), { face: 1 }, { kind: "one-hour", lastAction: true }).ok).toBe(false);
	});

	it("refuses a broken recoveries-taken list", () => {
		expect(rollRecovery(pc({ recoveriesTaken: ["nap" as never] }), { face: 1 }).ok).toBe(false);
		expect(rollRecovery(pc({ recoveriesTaken: ["one-hour", "one-hour"] }), { face: 1 }).ok).toBe(false);
	});
});
