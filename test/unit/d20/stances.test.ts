import { describe, expect, it } from "vitest";
import { combineAdjustments } from "../../../src/engine/systems/d20/adjustments";
import { DEFAULT_D20_SETTINGS } from "../../../src/engine/systems/d20/settings";
import { adoptStances, NAMED_STANCES, type StanceChoice } from "../../../src/engine/systems/d20/stances";
import { citedWords } from "./helpers";

function stances(bcb: number, choices: StanceChoice[]) {
	const result = adoptStances(bcb, choices, DEFAULT_D20_SETTINGS);
	if (!result.ok) throw new Error(result.error);
	return Object.fromEntries(result.value.combined.map((c) => [c.applies, c.value]));
}

describe("d20 combat stances", () => {
	// 004: "You choose to take a bonus to one, and an equal penalty to another."
	it.each(Object.entries(NAMED_STANCES))("%s: an equal bonus and penalty on two different rolls", (name, shape) => {
		const result = stances(3, [{ stance: name as keyof typeof NAMED_STANCES }]);
		expect(result[shape.bonus]).toBe(2);
		expect(result[shape.penalty]).toBe(-2);
	});

	// 004: "fight recklessly, neglecting your defence in favour of scoring more hits, or defensively, concentrating on protecting yourself at the expense of attacks"
	it("reckless trades defence for attack; defensive trades attack for defence", () => {
		expect(stances(1, [{ stance: "reckless" }])).toEqual({ attack: 2, defence: -2 });
		expect(stances(1, [{ stance: "defensive" }])).toEqual({ defence: 2, attack: -2 });
	});

	// 004: "you may fight aggressively and reckless, taking a larger penalty to Defence and gaining a bonus to both attack and damage"
	it("aggressive + reckless: a larger penalty to Defence, a bonus to attack and to damage", () => {
		const result = stances(3, [{ stance: "aggressive" }, { stance: "reckless" }]);
		// Minor + Minor = Major on Defence.
		expect(result).toEqual({ damage: 2, defence: -4, attack: 2 });
	});

	// 004: "Your GM may not allow some combinations that seem impossible, like an aggressive and defensive stance"
	it("aggressive + defensive pulls Defence both ways and asks for the GM", () => {
		const result = adoptStances(3, [{ stance: "aggressive" }, { stance: "defensive" }], DEFAULT_D20_SETTINGS);
		expect(result.ok && result.value.needsGmApproval).toBe(true);
		expect(result.ok && result.value.explanation.some((s) => citedWords(s)?.includes("may not allow"))).toBe(true);
		const fine = adoptStances(3, [{ stance: "aggressive" }, { stance: "reckless" }], DEFAULT_D20_SETTINGS);
		expect(fine.ok && fine.value.needsGmApproval).toBe(false);
	});

	// 004: "but you can make up other combinations"
	it("a made-up stance: damage for attack", () => {
		expect(stances(6, [{ stance: { bonus: "damage", penalty: "attack" }, level: "major" }])).toEqual({ damage: 4, attack: -4 });
	});

	// 004: "The size of the adjustment is determined by your Base Combat Bonus." (default table: +1 Minor, +6 Major, +11 Extreme)
	it.each([
		[1, "minor", true],
		[5, "major", false],
		[6, "major", true],
		[10, "extreme", false],
		[11, "extreme", true],
	] as const)("BCB +%i may take a %s stance: %s", (bcb, level, allowed) => {
		expect(adoptStances(bcb, [{ stance: "precision", level }], DEFAULT_D20_SETTINGS).ok).toBe(allowed);
	});

	it("without a level the stance is as large as the BCB allows", () => {
		expect(stances(11, [{ stance: "precision" }])).toEqual({ attack: 8, damage: -8 });
	});

	it("BCB +0 cannot take a stance under the default table", () => {
		const result = adoptStances(0, [{ stance: "reckless" }], DEFAULT_D20_SETTINGS);
		expect(result.ok).toBe(false);
		if (!result.ok) expect(result.error).toContain("allows no stance");
	});

	// 004: "You can fight neutrally, without penalty or bonus - which is the default."
	it("no stance: no adjustments", () => {
		const result = adoptStances(0, [], DEFAULT_D20_SETTINGS);
		expect(result.ok && result.value.adjustments).toEqual([]);
	});

	it("stance adjustments combine with circumstances on the same track", () => {
		const result = adoptStances(3, [{ stance: "reckless" }], DEFAULT_D20_SETTINGS);
		if (!result.ok) throw new Error(result.error);
		// 004: "Flanking an opponent - bonus to Attack"; Minor (flanking) + Minor (reckless) = Major.
		const attack = combineAdjustments([...result.value.adjustments, { level: "minor", direction: "bonus", applies: "attack", source: "flanking" }], "attack", DEFAULT_D20_SETTINGS);
		expect(attack.ok && attack.value.value).toBe(4);
	});

	it.each([
		[[{ stance: "berserk" }], "not a stance"],
		[[{ stance: { bonus: "attack", penalty: "attack" } }], "two different rolls"],
		[[{ stance: "reckless" }, { stance: "reckless" }], "chosen twice"],
		[[{ stance: { bonus: "speed", penalty: "attack" } }], "attack, defence and damage"],
	])("rejects %j", (choices, message) => {
		const result = adoptStances(3, choices as StanceChoice[], DEFAULT_D20_SETTINGS);
		expect(result.ok).toBe(false);
		if (!result.ok) expect(result.error).toContain(message);
	});
});
