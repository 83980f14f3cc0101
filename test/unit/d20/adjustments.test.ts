import { describe, expect, it } from "vitest";
import { combineAdjustments, combineAll, type Adjustment } from "../../../src/engine/systems/d20/adjustments";
import { DEFAULT_D20_SETTINGS, type AdjustmentLevel } from "../../../src/engine/systems/d20/settings";
import { citedWords } from "./helpers";

const bonus = (level: AdjustmentLevel, applies = "attack", source?: string): Adjustment => ({ level, direction: "bonus", applies, ...(source ? { source } : {}) });
const penalty = (level: AdjustmentLevel, applies = "attack", source?: string): Adjustment => ({ level, direction: "penalty", applies, ...(source ? { source } : {}) });

function net(adjustments: Adjustment[], applies = "attack") {
	const result = combineAdjustments(adjustments, applies, DEFAULT_D20_SETTINGS);
	if (!result.ok) throw new Error(result.error);
	return result.value;
}

describe("d20 adjustments: moving along the Minor → Major → Extreme track", () => {
	// 004: "Two adjustments of one level combine to advance the adjustment to the next step - see the table below"
	const table: { quote: string; given: Adjustment[]; level: AdjustmentLevel | null; direction: "bonus" | "penalty" | null }[] = [
		// 004: "Minor + Minor = Major"
		{ quote: "Minor + Minor = Major", given: [bonus("minor"), bonus("minor")], level: "major", direction: "bonus" },
		// 004: "Major + Minor + Minor = Extreme"
		{ quote: "Major + Minor + Minor = Extreme", given: [bonus("major"), bonus("minor"), bonus("minor")], level: "extreme", direction: "bonus" },
		// 004: "Major + Major = Extreme"
		{ quote: "Major + Major = Extreme", given: [bonus("major"), bonus("major")], level: "extreme", direction: "bonus" },
		// the same table read for penalties: 004 "When more than one bonus or penalty applies, you move along the track"
		{ quote: "Minor + Minor = Major (penalties)", given: [penalty("minor"), penalty("minor")], level: "major", direction: "penalty" },
		{ quote: "Major + Major = Extreme (penalties)", given: [penalty("major"), penalty("major")], level: "extreme", direction: "penalty" },
		// 004: "a Minor penalty cancels a Minor bonus"
		{ quote: "a Minor penalty cancels a Minor bonus", given: [bonus("minor"), penalty("minor")], level: null, direction: null },
		// 004: "or reduces a Major bonus to a Minor"
		{ quote: "reduces a Major bonus to a Minor", given: [bonus("major"), penalty("minor")], level: "minor", direction: "bonus" },
		// Interpretations (demo-vault/Manual/Rules interpretations.md, "The d20 game"): a single leftover Minor does not lift a Major; the track ends at Extreme.
		{ quote: "Major + Minor stays Major", given: [bonus("major"), bonus("minor")], level: "major", direction: "bonus" },
		{ quote: "Extreme + Extreme stays Extreme", given: [bonus("extreme"), bonus("extreme")], level: "extreme", direction: "bonus" },
		{ quote: "Minor bonus against a Major penalty leaves a Minor penalty", given: [bonus("minor"), penalty("major")], level: "minor", direction: "penalty" },
	];
	it.each(table)("$quote", ({ given, level, direction }) => {
		const result = net(given);
		expect(result.level).toBe(level);
		expect(result.direction).toBe(direction);
		const size = level === null ? 0 : DEFAULT_D20_SETTINGS[level];
		expect(result.value).toBe(direction === "penalty" ? -size : size);
	});

	it("a single adjustment is its own size: Minor +2, Major +4, Extreme +8 by default", () => {
		expect(net([bonus("minor")]).value).toBe(2);
		expect(net([penalty("major")]).value).toBe(-4);
		expect(net([bonus("extreme")]).value).toBe(8);
	});

	it("the campaign's sizes are used", () => {
		const settings = { ...DEFAULT_D20_SETTINGS, minor: 1, major: 3, extreme: 5 };
		const result = combineAdjustments([bonus("minor"), bonus("minor")], "attack", settings);
		expect(result.ok && result.value.value).toBe(3);
	});

	// 004: "Penalties cancel out bonuses of the same type"
	it("a penalty to one roll does not cancel a bonus to another", () => {
		// 004 examples: "Taking cover - bonus to Defence", "Flanking an opponent - bonus to Attack"
		const both = combineAll([bonus("minor", "defence", "cover"), bonus("minor", "attack", "flanking"), penalty("minor", "attack", "prone")], DEFAULT_D20_SETTINGS);
		expect(both.ok).toBe(true);
		if (!both.ok) return;
		const byRoll = Object.fromEntries(both.value.map((c) => [c.applies, c.value]));
		expect(byRoll).toEqual({ defence: 2, attack: 0 });
	});

	// 004: "modifiers from the same source are usually not combined (e.g.: if you put a laser sight on your rifle, it doesn't help to add another one)"
	it("two bonuses from the same source do not combine", () => {
		const result = net([bonus("minor", "attack", "laser sight"), bonus("minor", "attack", "laser sight")]);
		expect(result.level).toBe("minor");
		expect(result.explanation.some((s) => citedWords(s)?.includes("same source"))).toBe(true);
	});

	it("explains each step with the seed's words", () => {
		const result = net([bonus("major"), bonus("minor"), bonus("minor")]);
		expect(result.explanation.map((s) => citedWords(s))).toContain("004: Major + Minor + Minor = Extreme");
	});

	it("rejects a level that is not on the track", () => {
		const result = combineAdjustments([{ level: "huge" as AdjustmentLevel, direction: "bonus", applies: "attack" }], "attack", DEFAULT_D20_SETTINGS);
		expect(result.ok).toBe(false);
		if (!result.ok) expect(result.error).toContain("use minor, major or extreme");
	});

	it("bounds hostile input: thousands of adjustments fail with a message", () => {
		const many = Array.from({ length: 5000 }, () => bonus("minor"));
		expect(combineAdjustments(many, "attack", DEFAULT_D20_SETTINGS).ok).toBe(false);
	});
});
