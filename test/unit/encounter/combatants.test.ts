import { describe, expect, it } from "vitest";
import { expandCombatants, instanceKey, instanceLink, MAX_COMBATANTS, parseCombatantLine, type CombatantLine } from "../../../src/engine/encounter";
import { nextTurn, parseOrder, previousTurn, roundSlots, type RoundSetup } from "../../../src/engine/encounter";

const line = (raw: unknown): CombatantLine => {
	const parsed = parseCombatantLine(raw);
	if (!parsed.ok) throw new Error(parsed.error);
	return parsed.value;
};

describe("combatant lines", () => {
	it("reads a link, an alias and a count written with ×, x or *", () => {
		expect(line("[[Kessa Varn]]")).toEqual({ line: "[[Kessa Varn]]", linkpath: "Kessa Varn", name: "Kessa Varn" });
		expect(line("3 × [[Rust Hound]]")).toMatchObject({ linkpath: "Rust Hound", name: "Rust Hound", count: 3 });
		expect(line("2x [[Compendiums/CSRD/Glass-Moth|Glass Moth]]")).toMatchObject({ linkpath: "Compendiums/CSRD/Glass-Moth", name: "Glass Moth", count: 2 });
		expect(line("4 * [[People/Guard]]")).toMatchObject({ name: "Guard", count: 4 });
	});

	it("refuses a count of 0 or 10,000, text that is no link, and values that are not text", () => {
		for (const bad of ["0 × [[Guard]]", "10000 × [[Guard]]", "Guard", "[[]]", 7, null, ["[[A]]"], { a: 1 }]) {
			expect(parseCombatantLine(bad).ok, JSON.stringify(bad)).toBe(false);
		}
		const huge = parseCombatantLine("10000 × [[Guard]]");
		expect(!huge.ok && huge.error).toContain("a count must be 1 to 50");
		expect(parseCombatantLine("x".repeat(400)).ok).toBe(false);
	});

	it("numbers instances, refuses duplicates and more than the limit", () => {
		const refs = expandCombatants([line("[[Kessa Varn]]"), line("2 × [[Rust Hound]]")]);
		expect(refs.ok && refs.value.map((r) => [r.id, r.instance])).toEqual([["Kessa Varn", undefined], ["Rust Hound 1", 1], ["Rust Hound 2", 2]]);
		expect(expandCombatants([line("[[Ana]]"), line("[[ana]]")]).ok).toBe(false);
		const many = Array.from({ length: 3 }, (_, i) => line(`50 × [[Guard ${i}]]`));
		const refused = expandCombatants(many);
		expect(!refused.ok && refused.error).toContain(`At most ${MAX_COMBATANTS} combatants`);
	});

	it("gives each instance flat keys the Properties panel shows", () => {
		expect(instanceKey("Rust Hound 2", "health")).toBe("rust-hound-2-health");
		expect(instanceKey("Glass Moth 1", "wound-points")).toBe("glass-moth-1-wound-points");
		expect(instanceKey("<b>!!</b>", "health")).toBe("b-b-health");
	});
});

describe("the link a log entry names an instance by", () => {
	it("is the encounter note at the instance's name, shown as the name", () => {
		expect(instanceLink("[[Warm Well Ambush]]", "Rust Hound 2")).toBe("[[Warm Well Ambush#Rust Hound 2|Rust Hound 2]]");
		expect(instanceLink("[[Encounters/Fight|Fight]]", "Goblin 1")).toBe("[[Encounters/Fight#Goblin 1|Goblin 1]]");
	});

	it("keeps out of the link's heading what would end it or start another part, and keeps the name readable", () => {
		expect(instanceLink("[[Fight]]", "Goblin #1^x")).toBe("[[Fight#Goblin 1 x|Goblin #1^x]]");
		expect(instanceLink("[[Fight]]", "###")).toBe("[[Fight]]");
		expect(instanceLink("Fight", "Goblin 1")).toBe("Fight");
	});
});

describe("the order and its turns", () => {
	const known = new Set(["A", "B", "C"]);
	const order = (lines: string[]) => {
		const parsed = parseOrder(lines, known);
		if (!parsed.ok) throw new Error(parsed.error);
		return parsed.value;
	};

	it("reads order lines with their reasons and refuses strangers, repeats and nonsense", () => {
		expect(order(["A: 17", "B: 6 (target number)", "C: -2"])).toEqual([{ id: "A", initiative: 17 }, { id: "B", initiative: 6, note: "target number" }, { id: "C", initiative: -2 }]);
		expect(parseOrder(["D: 3"], known).ok).toBe(false);
		expect(parseOrder(["A: 3", "A: 4"], known).ok).toBe(false);
		expect(parseOrder("A: 3", known).ok).toBe(false);
		expect(parseOrder([{ A: 3 }], known).ok).toBe(false);
	});

	it("Next turn wraps into a new round and passes over the down; Previous turn goes back across the round", () => {
		const setup: RoundSetup = { system: "pool", order: order(["A: 9", "B: 5", "C: 2"]), round: 1 };
		const moved = nextTurn(setup, { round: 1, turn: 3 }, (id) => id === "A");
		expect(moved.ok && [moved.value.round, moved.value.turn, moved.value.slot.id, moved.value.skipped]).toEqual([2, 2, "B", ["A"]]);
		const back = previousTurn(setup, { round: 2, turn: 1 });
		expect(back.ok && [back.value.round, back.value.turn, back.value.slot.id]).toEqual([1, 3, "C"]);
		expect(previousTurn(setup, { round: 1, turn: 1 }).ok).toBe(false);
		expect(nextTurn(setup, { round: 1, turn: 1 }, () => true).ok).toBe(false);
	});

	it("a d20 surprise round has only the aware; a Cypher round puts First actions in front with Follow-ups after", () => {
		const surprise = roundSlots({ system: "d20", order: order(["A: 9", "B: 5", "C: 2"]), round: 0, unaware: ["B"] });
		expect(surprise.ok && surprise.value.map((s) => s.id)).toEqual(["A", "C"]);
		const first = roundSlots({ system: "cypher", order: order(["A: 9", "B: 5", "C: 2"]), round: 1, firstActions: ["C"] });
		expect(first.ok && first.value.map((s) => `${s.id} ${s.kind}`)).toEqual(["C first-action", "A action", "B action", "C follow-up"]);
	});
});
