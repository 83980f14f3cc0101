import { describe, expect, it } from "vitest";
import { readRuleNote } from "../../../src/games/pack/pack";
import { effectKind } from "../../../src/games/pack/kinds/effect";
import { manoeuvreMargin } from "../../../src/engine/systems/d20/manoeuvre";
import { packOf, vaultNote } from "../pack/helpers";
import { seedQuoter } from "../../helpers/seeds";

const quote = seedQuoter("004");
const SHOVE = { ledger: "rule", system: "d20", rule: "effect", id: "shove", label: "Shove", roll: "manoeuvre" };

describe("a manoeuvre's margin rule, as a rule note's properties (seed 004)", () => {
	it("the built-in Shove pushes 5 feet, and 5 more for every whole 5 over the CMD; the others move nothing", () => {
		quote("Some manoeuvres, such as bull rush, have varying levels of success depending on how much your attack roll exceeds the target's CMD.");
		const pack = packOf("d20");
		const shove = pack.effects.get("shove")?.rule;
		if (!shove) throw new Error("no built-in Shove");
		expect(shove.margin).toEqual({ movesFeet: 5, perMargin: 5, moreFeet: 5 });
		expect(pack.effects.get("trip")?.rule.margin).toBeUndefined();
		expect(effectKind.describe(shove, pack)).toBe(
			"A choice of a combat manoeuvre that succeeds; it applies no condition. The target is moved 5 feet, and 5 feet more for every 5 the roll beats the CMD by.",
		);
		// Margins 0, 4, 5, 9, 10, 19 over CMD: 5, 5, 10, 10, 15, 20 feet; a failure moves nothing.
		const feet = [0, 4, 5, 9, 10, 19].map((margin) => manoeuvreMargin({ success: true, margin }, { movesFeet: 5, perMargin: 5, moreFeet: 5 })?.feet);
		expect(feet).toEqual([5, 5, 10, 10, 15, 20]);
		expect(manoeuvreMargin({ success: false, margin: 3 }, { movesFeet: 5, perMargin: 5, moreFeet: 5 })).toBeUndefined();
		// "Rolling a natural 20 … is always a success": below the CMD it wins by nothing.
		expect(manoeuvreMargin({ success: true, margin: -4 }, { movesFeet: 5, perMargin: 5, moreFeet: 5 })).toEqual({ margin: 0, steps: 0, feet: 5 });
	});

	it("a GM's note is read and bounded; a step without its feet, or the keys on another game's effect, are said plainly", () => {
		const house = packOf("d20", [vaultNote("Rules/d20 game/Manoeuvre - Shove.md", { ...SHOVE, "moves-feet": 10, "per-margin": 3, "more-feet": 5 })]);
		expect(house.effects.get("shove")).toMatchObject({ from: { kind: "vault" }, rule: { margin: { movesFeet: 10, perMargin: 3, moreFeet: 5 } } });
		expect(readRuleNote({ properties: { ...SHOVE, "more-feet": 1000 }, body: "" }).problems).toEqual(["more-feet: expected a whole number from 0 to 100, got 1000"]);
		expect(readRuleNote({ properties: { ...SHOVE, "per-margin": 5 }, body: "" }).problems).toEqual(["per-margin: needs more-feet: how many feet more each step moves the target"]);
		const cypher = { ledger: "rule", system: "cypher", rule: "effect", id: "knock-back", label: "Knock back", roll: "minor", "moves-feet": 10 };
		expect(readRuleNote({ properties: cypher, body: "" }).problems).toEqual(["moves-feet: moves a d20 manoeuvre's target; this game's effects have no such rule, so it is not used"]);
	});
});
