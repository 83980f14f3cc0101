import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { scriptedRng, seededRng } from "../../../src/engine/rng";
import { rollCheck, rollOpposed, type Contestant } from "../../../src/engine/systems/d20/check";
import { attackOdds, resolveAttack, type AttackInput } from "../../../src/engine/systems/d20/combat";
import { manoeuvreOdds, resolveManoeuvre, type ManoeuvreInput } from "../../../src/engine/systems/d20/manoeuvre";
import { chanceVsDc, opposedOdds, percent } from "../../../src/engine/systems/d20/odds";

const unwrap = <T>(r: { ok: true; value: T } | { ok: false; error: string }): T => {
	if (!r.ok) throw new Error(r.error);
	return r.value;
};
const FACES = Array.from({ length: 20 }, (_, i) => i + 1);
/** Faces the brute force feeds a side; [0] stands for "takes 10" and feeds the dice nothing. */
const scriptFaces = (takes10: boolean): number[] => (takes10 ? [0] : FACES);

describe("d20 exact odds against brute force and sampling", () => {
	it("chance vs a DC equals playing every face through rollCheck", () => {
		for (let modifier = -25; modifier <= 25; modifier += 1) {
			for (const dc of [-5, 1, 5, 10, 15, 20, 25, 30, 45]) {
				const brute = FACES.filter((face) => unwrap(rollCheck({ label: "t", modifier, dc }, scriptedRng([face]))).success).length;
				expect(chanceVsDc(modifier, dc).successes, `mod ${modifier} dc ${dc}`).toBe(brute);
			}
		}
	});

	it("seed 004 numbers: d20 + 5 against DC 15 succeeds on 10..20, 11 faces in 20", () => {
		// 004: "Unopposed action: match or beat fixed DC"
		expect(chanceVsDc(5, 15)).toEqual({ successes: 11, outOf: 20, chance: 0.55 });
		expect(percent(chanceVsDc(5, 15).chance)).toBe("55%");
	});

	it("natural rules clamp the chance to 1/20 .. 19/20", () => {
		expect(chanceVsDc(0, 40, { twentySucceeds: true }).successes).toBe(1);
		expect(chanceVsDc(40, 0, { oneFails: true }).successes).toBe(19);
	});

	it("opposed odds equal playing all 20×20 pairs through rollOpposed", () => {
		const cases: [Contestant, Contestant][] = [
			[{ label: "a", modifier: 3, player: true }, { label: "b", modifier: 3, player: false }],
			[{ label: "a", modifier: 0, player: false }, { label: "b", modifier: 4, player: true }],
			[{ label: "a", modifier: 7, player: true }, { label: "b", modifier: 2, player: false, takes10: true }],
			[{ label: "a", modifier: -3, player: true }, { label: "b", modifier: 12, player: true }],
		];
		for (const [actor, opponent] of cases) {
			let wins = 0;
			let all = 0;
			for (const a of scriptFaces(actor.takes10 ?? false)) {
				for (const b of scriptFaces(opponent.takes10 ?? false)) {
					const dice = [a, b].filter((f) => f > 0);
					if (unwrap(rollOpposed(actor, opponent, scriptedRng(dice))).success) wins++;
					all++;
				}
			}
			const exact = opposedOdds(actor, opponent);
			expect([exact.successes, exact.outOf]).toEqual([wins, all]);
		}
	});

	it("attack odds (hit, critical) equal playing every pair through resolveAttack", () => {
		const cases: AttackInput[] = [
			{ attacker: { label: "PC", modifier: 5, player: true }, defender: { label: "NPC", modifier: 4, player: false } },
			{ attacker: { label: "PC", modifier: 5, player: true, threat: 18 }, defender: { label: "NPC", modifier: 30, player: false } },
			{ attacker: { label: "NPC", modifier: 6, player: false, threat: 19 }, defender: { label: "PC", modifier: 3, player: true } },
			{ attacker: { label: "PC", modifier: 2, player: true }, defender: { label: "PC2", modifier: 2, player: true } },
		];
		for (const input of cases) {
			let hits = 0;
			let crits = 0;
			let all = 0;
			for (const a of scriptFaces(input.attacker.takes10 ?? !input.attacker.player)) {
				for (const d of scriptFaces(input.defender.takes10 ?? !input.defender.player)) {
					const result = unwrap(resolveAttack(input, scriptedRng([a, d].filter((f) => f > 0))));
					if (result.hit) hits++;
					if (result.critical) crits++;
					all++;
				}
			}
			const exact = unwrap(attackOdds(input));
			expect([exact.hit.successes, exact.critical.successes, exact.hit.outOf]).toEqual([hits, crits, all]);
		}
	});

	it("manoeuvre odds equal playing every pair through resolveManoeuvre", () => {
		const cases: ManoeuvreInput[] = [
			{ attacker: { label: "PC", bonus: 3, player: true }, defender: { label: "NPC", bonus: 30, player: false } },
			{ attacker: { label: "PC", bonus: 30, player: true }, defender: { label: "NPC", bonus: 0, player: false } },
			{ attacker: { label: "PC", bonus: 0, player: true }, defender: { label: "NPC", bonus: 40, player: false }, escapingBonds: true },
			{ attacker: { label: "NPC", bonus: 5, player: false }, defender: { label: "PC", bonus: 5, player: true } },
			{ attacker: { label: "PC", bonus: 2, player: true }, defender: { label: "PC", bonus: 6, player: true } },
		];
		for (const input of cases) {
			let wins = 0;
			let all = 0;
			for (const a of scriptFaces(!input.attacker.player)) {
				for (const d of scriptFaces(!input.defender.player)) {
					if (unwrap(resolveManoeuvre(input, scriptedRng([a, d].filter((f) => f > 0)))).success) wins++;
					all++;
				}
			}
			const exact = manoeuvreOdds(input);
			expect([exact.successes, exact.outOf]).toEqual([wins, all]);
		}
	});

	it("seeded sampling agrees with exact odds (opposed and attack)", () => {
		const rng = seededRng(2024);
		const actor: Contestant = { label: "a", modifier: 4, player: true };
		const opponent: Contestant = { label: "b", modifier: 2, player: true };
		const attack: AttackInput = { attacker: { label: "a", modifier: 4, player: true, threat: 19 }, defender: { label: "b", modifier: 6, player: true } };
		const n = 40_000;
		let opposedWins = 0;
		let hits = 0;
		let crits = 0;
		for (let i = 0; i < n; i++) {
			if (unwrap(rollOpposed(actor, opponent, rng)).success) opposedWins++;
			const result = unwrap(resolveAttack(attack, rng));
			if (result.hit) hits++;
			if (result.critical) crits++;
		}
		// 4.5 standard errors of a proportion with n = 40,000 is at most 0.0113.
		const tolerance = 4.5 * Math.sqrt(0.25 / n);
		expect(Math.abs(opposedWins / n - opposedOdds(actor, opponent).chance)).toBeLessThan(tolerance);
		const exact = unwrap(attackOdds(attack));
		expect(Math.abs(hits / n - exact.hit.chance)).toBeLessThan(tolerance);
		expect(Math.abs(crits / n - exact.critical.chance)).toBeLessThan(tolerance);
	});

	it("seeded sampling agrees with the chance vs a DC", () => {
		const rng = seededRng(7);
		const n = 20_000;
		let wins = 0;
		for (let i = 0; i < n; i++) if (unwrap(rollCheck({ label: "t", modifier: 3, dc: 14 }, rng)).success) wins++;
		expect(Math.abs(wins / n - chanceVsDc(3, 14).chance)).toBeLessThan(4.5 * Math.sqrt(0.25 / n));
	});

	const modifier = fc.integer({ min: -40, max: 40 });
	const side = fc.record({ modifier, player: fc.boolean(), takes10: fc.boolean() });

	it("property: a chance is within [0, 1] and success + failure covers every outcome", () => {
		fc.assert(
			fc.property(modifier, modifier, (m, dc) => {
				const odds = chanceVsDc(m, dc);
				expect(odds.chance).toBeGreaterThanOrEqual(0);
				expect(odds.chance).toBeLessThanOrEqual(1);
				const failures = FACES.filter((f) => f + m < dc).length;
				expect(odds.successes + failures).toBe(odds.outOf);
			}),
		);
	});

	it("property: opposed odds are in [0, 1] and swapping sides accounts for every pair exactly once besides ties", () => {
		fc.assert(
			fc.property(side, side, (a, b) => {
				const actor: Contestant = { label: "a", ...a };
				const opponent: Contestant = { label: "b", ...b };
				const forward = opposedOdds(actor, opponent);
				expect(forward.chance).toBeGreaterThanOrEqual(0);
				expect(forward.chance).toBeLessThanOrEqual(1);
				// When both are players or both NPCs, the actor owns ties; swapping roles moves ties: P(a) + P(b acts) = 1 + P(tie).
				if (a.player === b.player) {
					const backward = opposedOdds(opponent, actor);
					let ties = 0;
					for (const x of a.takes10 ? [10] : FACES) for (const y of b.takes10 ? [10] : FACES) if (x + a.modifier === y + b.modifier) ties++;
					expect(forward.successes + backward.successes).toBe(forward.outOf + ties);
				}
			}),
		);
	});

	it("property: odds never fall as the modifier rises (checks, opposed, attacks, manoeuvres)", () => {
		fc.assert(
			fc.property(modifier, modifier, fc.boolean(), fc.integer({ min: 2, max: 20 }), (m, other, bonds, threat) => {
				expect(chanceVsDc(m + 1, other).chance).toBeGreaterThanOrEqual(chanceVsDc(m, other).chance);
				const a = (mod: number): Contestant => ({ label: "a", modifier: mod, player: true });
				const b: Contestant = { label: "b", modifier: other, player: false };
				expect(opposedOdds(a(m + 1), b).chance).toBeGreaterThanOrEqual(opposedOdds(a(m), b).chance);
				const hit = (mod: number) => unwrap(attackOdds({ attacker: { ...a(mod), threat }, defender: { ...b, player: true } })).hit.chance;
				expect(hit(m + 1)).toBeGreaterThanOrEqual(hit(m));
				const cm = (bonus: number) => manoeuvreOdds({ attacker: { label: "a", bonus, player: true }, defender: { label: "b", bonus: other, player: true }, escapingBonds: bonds }).chance;
				expect(cm(m + 1)).toBeGreaterThanOrEqual(cm(m));
			}),
		);
	});
});
