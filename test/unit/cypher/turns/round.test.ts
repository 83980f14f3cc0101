import { describe, expect, it } from "vitest";
import type { TurnChoice } from "../../../../src/engine/systems/cypher/turns";
import { buildRound } from "../../../../src/engine/systems/cypher/turns";

function slots(order: string[], choices: Record<string, TurnChoice> = {}): string[] {
	const result = buildRound(order, choices);
	if (!result.ok) throw new Error(result.error);
	return result.value.slots.map((s) => `${s.name}:${s.kind}`);
}

describe("First actions and Follow-ups (000)", () => {
	// 000: "if your initiative is 18 and your ninja opponent's is 15 and you both take a First action, your First action goes first, the ninja's First action goes second, and then everyone else gets to go in the normal initiative order."
	it("the seed's example: you (18) then the ninja (15) at the front, then everyone else", () => {
		expect(slots(["you", "ninja", "ally", "guard"], { you: { kind: "first" }, ninja: { kind: "first" } })).toEqual([
			"you:first-action",
			"ninja:first-action",
			"ally:action",
			"guard:action",
			"you:follow-up",
			"ninja:follow-up",
		]);
	});

	// 000: "After everyone else's turn using their actions are done, you have the option to perform a follow-up non-attack activity"
	it("the Follow-up is optional", () => {
		expect(slots(["a", "b"], { b: { kind: "first", followUp: false } })).toEqual(["b:first-action", "a:action"]);
	});
});

describe("Last actions (000)", () => {
	// 000: "A Last action always happens at the end of the round, after everyone else has acted (even after the Follow-up action of someone who performed a First action this round)."
	it("comes after Follow-ups; several Last actions keep initiative order", () => {
		expect(slots(["a", "b", "c", "d"], { a: { kind: "last" }, c: { kind: "last" }, d: { kind: "first" } })).toEqual([
			"d:first-action",
			"b:action",
			"d:follow-up",
			"a:last-action",
			"c:last-action",
		]);
	});
});

describe("waiting (000)", () => {
	// 000: "if a goblin threatens you with a knife, you can tell the GM “If they slash at me, I'm going to hit them with my sword.” On the goblin's turn, they try to stab you, so you make your sword attack before that happens."
	it("waiting for the goblin's attack: you act right before the goblin", () => {
		expect(slots(["you", "ally", "goblin"], { you: { kind: "wait", before: "goblin" } })).toEqual(["ally:action", "you:action", "goblin:action"]);
	});

	// 000: "you may want a stronger ally to approach a foe before you attack"
	it("waiting for an ally: you act right after them", () => {
		expect(slots(["you", "ally", "foe"], { you: { kind: "wait", after: "ally" } })).toEqual(["ally:action", "you:action", "foe:action"]);
	});

	it("waiting with no trigger moves the turn after the others; chains resolve", () => {
		expect(slots(["a", "b", "c"], { a: { kind: "wait" } })).toEqual(["b:action", "c:action", "a:action"]);
		expect(slots(["a", "b", "c"], { a: { kind: "wait", after: "b" }, b: { kind: "wait", after: "c" } })).toEqual(["c:action", "b:action", "a:action"]);
	});

	it.each([
		[{ a: { kind: "wait", after: "b" }, b: { kind: "wait", after: "a" } }, "wait for each other"],
		[{ a: { kind: "wait", after: "zed" } }, "not in the initiative order"],
		[{ zed: { kind: "action" } }, "not in the initiative order"],
		[{ a: { kind: "wait", after: "a" } }, "own turn"],
		[{ a: { kind: "wait", after: "b" }, b: { kind: "last" } }, "only for a normal turn"],
	] as Array<[Record<string, TurnChoice>, string]>)("refuses %j (%s)", (choices, message) => {
		const result = buildRound(["a", "b"], choices);
		expect(result.ok).toBe(false);
		if (!result.ok) expect(result.error).toContain(message);
	});
});

describe("waiting before someone who waits to the end (the tracker's Act now)", () => {
	it("places the second waiter right before the first, after the normal turns", () => {
		// 000: "if that thing happens you get to go right before it".
		expect(slots(["Shanna", "Charles", "Guard", "Tammie"], { Shanna: { kind: "wait" }, Charles: { kind: "wait", before: "Shanna" } })).toEqual(["Guard:action", "Tammie:action", "Charles:action", "Shanna:action"]);
	});
});
