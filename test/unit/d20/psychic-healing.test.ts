/** 004's psychic healing: it speeds recovery, but Vitality never comes back faster than natural rest. */
import { describe, expect, it } from "vitest";
import { blankD20Character } from "../../../src/engine/systems/d20/character";
import { recover } from "../../../src/engine/systems/d20/damage";
import { seedQuoter } from "../../helpers/seeds";

const quoted = seedQuoter("004");

/** Level 3, CON 14 (+2): 5 points a period; Vitality 12 of 20, Wound Points 10 of 14. */
const hero = () => blankD20Character({ level: 3, vitality: 12, vitalityMax: 20, woundPoints: 10, woundPointsMax: 14, scores: { str: 10, dex: 10, con: 14, int: 10, wis: 10, cha: 10 } });

function after(minutes: number, activity: "rest" | "active", psychic?: number) {
	const result = recover(hero(), { minutes, activity, kind: "damage", ...(psychic === undefined ? {} : { psychic }) });
	if (!result.ok) throw new Error(result.error);
	return result.value.character;
}

describe("psychic healing", () => {
	it("makes the time count several times over for Wound Points ('WP … per 8 hours rest')", () => {
		quoted("Psychic powers may be used to accelerate healing.");
		quoted("WP - recover 1 / level + CON bonus (minimum 1) per 8 hours rest, or per active day");
		// Four hours of rest is no whole period; twice as fast it is one: +5.
		expect(after(4 * 60, "rest").woundPoints).toBe(10);
		expect(after(4 * 60, "rest", 2).woundPoints).toBe(14);
	});

	it("never brings Vitality back faster than natural rest ('per 10 minutes rest, or per active hour')", () => {
		quoted("Vitality recovery can never be accelerated beyond the rate of natural rest.");
		// Five minutes of rest, ten times as fast, would be fifty minutes: but rest brings nothing in five minutes.
		expect(after(5, "rest", 10).vitality).toBe(12);
		// An active hour is 1 period (+5). Ten active minutes at ten times count as 100 minutes, 1 active period,
		// and ten minutes of rest would also give 1: +5, the most rest allows.
		expect(after(60, "active").vitality).toBe(17);
		expect(after(10, "active", 10).vitality).toBe(17);
	});

	it("refuses a speed that is not a whole factor from 1 to 10", () => {
		expect(recover(hero(), { minutes: 60, activity: "rest", kind: "damage", psychic: 0 }).ok).toBe(false);
		expect(recover(hero(), { minutes: 60, activity: "rest", kind: "damage", psychic: 1.5 }).ok).toBe(false);
		expect(recover(hero(), { minutes: 60, activity: "rest", kind: "damage", psychic: 11 }).ok).toBe(false);
	});
});
