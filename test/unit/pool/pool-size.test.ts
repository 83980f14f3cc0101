import { packOf } from "../pack/helpers";
import type { PoolCondition } from "../../../src/engine/systems/pool/conditions";
import { describe, expect, it } from "vitest";
import { multipleActionPenalty, poolSize, type PoolSizeInput } from "../../../src/engine/systems/pool/pool-size";
import { citedWords } from "./helpers";

const impaired = packOf("pool").conditions.get("impaired")?.rule as PoolCondition;

function size(input: PoolSizeInput): number {
	const result = poolSize(input);
	if (!result.ok) throw new Error(result.error);
	return result.value.pool;
}

describe("pool size", () => {
	it.each<{ name: string; input: PoolSizeInput; pool: number }>([
		// 003: "Two dice are your basic pool"
		{ name: "no modifiers", input: {}, pool: 2 },
		// 003: "add a number of dice equal to your level in that Ability"
		{ name: "one Ability at level 2", input: { abilities: { Athletic: 2 } }, pool: 4 },
		// 003: "more than one Ability are relevant ... you use the bonuses of both or more!"
		{ name: "two relevant Abilities", input: { abilities: { Agile: 1, "Combat Expert": 2 } }, pool: 5 },
		// 003: "Weaknesses take them away from you"
		{ name: "a Weakness at level 1", input: { abilities: { Agile: 1 }, weaknesses: { Clumsy: 1 } }, pool: 2 },
		// 003: "situational Bonuses ... decided by the GM" / "the situation also can give you a Penalty"
		{ name: "situational bonus and penalty", input: { bonus: 2, penalty: 1 }, pool: 3 },
		// 003: "if you take two extra actions, all three are at -3 dice"
		{ name: "three actions", input: { abilities: { Agile: 2 }, actionsThisRound: 3 }, pool: 1 },
		// 003: "a penalty equal to the total number of actions taken" — two actions, −2 each
		{ name: "two actions", input: { actionsThisRound: 2 }, pool: 0 },
		// 003: "Impaired means the character gets -1 die to all actions" (the built-in pack's Impaired note)
		{ name: "Impaired", input: { conditions: [impaired] }, pool: 1 },
		// 003: "If your Health is reduced to zero, you can continue to fight on at a penalty (-1 on all actions)"
		{ name: "Health at zero", input: { atZero: true }, pool: 1 },
		// 003: "you may soon realize it's possible to have fewer than one die to roll"
		{ name: "Weaknesses below zero", input: { weaknesses: { Slow: 3 } }, pool: -1 },
	])("$name → $pool", ({ input, pool }) => {
		expect(size(input)).toBe(pool);
	});

	it("explains each modifier with the rule's words", () => {
		const result = poolSize({ abilities: { Agile: 2 }, actionsThisRound: 3 });
		expect(result.ok).toBe(true);
		if (!result.ok) return;
		const texts = result.value.explanation.map((s) => s.text);
		expect(texts).toContain("Agile 2: +2 dice.");
		expect(texts.some((t) => t.includes("3 actions this round: −3 dice"))).toBe(true);
		expect(result.value.explanation.some((s) => citedWords(s)?.includes("all three are at -3 dice"))).toBe(true);
	});

	it.each<{ input: PoolSizeInput; message: RegExp }>([
		{ input: { abilities: { Agile: -1 } }, message: /Ability "Agile" must be a whole number from 0 to 100/ },
		{ input: { abilities: { Agile: 1.5 } }, message: /Ability "Agile"/ },
		{ input: { weaknesses: { Slow: 1e12 } }, message: /Weakness "Slow"/ },
		{ input: { bonus: Number.NaN }, message: /situational bonus/ },
		{ input: { actionsThisRound: 0 }, message: /Actions this round/ },
		{ input: { abilities: { A: 60, B: 60 } }, message: /more than the 100/ },
	])("refuses $input", ({ input, message }) => {
		const result = poolSize(input);
		expect(result.ok).toBe(false);
		if (!result.ok) expect(result.error).toMatch(message);
	});

	it("keeps HTML in an Ability name as plain text", () => {
		const result = poolSize({ abilities: { "<b>x</b>": 2 } });
		expect(result.ok && result.value.explanation[1]?.text).toBe("<b>x</b> 2: +2 dice.");
	});

	it.each([
		// 003: "you can actually take more than one action per round, but at penalty equal to the total number of actions taken"
		{ actions: 1, penalty: 0 },
		{ actions: 2, penalty: 2 },
		{ actions: 3, penalty: 3 },
	])("$actions actions cost $penalty dice each", ({ actions, penalty }) => {
		expect(multipleActionPenalty(actions)).toEqual({ ok: true, value: penalty });
	});
});
