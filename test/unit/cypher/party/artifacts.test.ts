/**
 * Artifacts and their depletion (engine/systems/cypher/party/artifacts.ts), against seed 001:
 * "ARTIFACT DEPLETION: Make depletion check each time item is used. On roll of 1, the item stops
 * working." The odds are checked by enumerating every face of the die.
 */
import { describe, expect, it } from "vitest";
import { depletedLine, depletionOdds, readArtifact, readDepletionChance, useArtifact } from "../../../../src/engine/systems/cypher/party";
import { readDepletion } from "../../../../src/notes/csrd/items";
import { seedQuoter } from "../../../helpers/seeds";

const q001 = seedQuoter("001");
const ROD = "[[Lightning Rod]] (level 5, depletion 1 in 1d6)";

describe("artifact depletion (001)", () => {
	q001("ARTIFACT DEPLETION: Make depletion check each time item is used. On roll of 1, the item stops working.");

	it("reads a sheet line in a cypher line's shape: name or link, level, depletion, depleted", () => {
		expect(readArtifact(ROD)).toEqual({ name: "Lightning Rod", link: "[[Lightning Rod]]", level: 5, depletionText: "1 in 1d6", depletion: { text: "1 in 1d6", low: 1, high: 1, sides: 6 }, depleted: false });
		expect(readArtifact("Shock gloves (depletion 1-2 in d10, depleted)")).toMatchObject({ name: "Shock gloves", depleted: true, depletion: { low: 1, high: 2, sides: 10 } });
		// A parenthesis the reader does not know stays part of the name: no words are lost.
		expect(readArtifact("Rod (bent)")).toEqual({ name: "Rod (bent)", depleted: false });
	});

	it("a 1 in 1d6 depletes on a roll of 1 only: enumerated, 1 face of 6", () => {
		const chance = readDepletionChance("1 in 1d6");
		expect(chance).toBeDefined();
		const depleting = [1, 2, 3, 4, 5, 6].filter((face) => {
			const check = useArtifact("Kira", [ROD], 0, ROD, face);
			if (!check.ok) throw new Error(check.error);
			return check.value.depleted;
		});
		expect(depleting).toEqual([1]);
		expect(depletionOdds(chance ?? { text: "", low: 1, high: 1, sides: 1 })).toBe(1 / 6);
	});

	it("depleted, the line is marked so in one change that names the list before and after", () => {
		const check = useArtifact("Kira", ["Stim", ROD], 1, ROD, 1);
		expect(check.ok && check.value.changes).toEqual([{ target: "", key: "artifacts", before: ["Stim", ROD], after: ["Stim", "[[Lightning Rod]] (level 5, depletion 1 in 1d6, depleted)"] }]);
		expect(depletedLine("Rod (bent)")).toBe("Rod (bent) (depleted)");
		expect(readArtifact(depletedLine("Rod (bent)"))).toEqual({ name: "Rod (bent)", depleted: true });
	});

	it("a depleted artifact, one gone from the list, or one with no depletion roll cannot be used", () => {
		const gone = useArtifact("Kira", [], 0, ROD, 3);
		expect(gone.ok ? "" : gone.error).toBe("Lightning Rod is no longer among Kira's artifacts: nothing was used.");
		const spent = depletedLine(ROD);
		const used = useArtifact("Kira", [spent], 0, spent, 3);
		expect(used.ok ? "" : used.error).toBe("Lightning Rod is depleted: it no longer works.");
		expect(useArtifact("Kira", ["Rod"], 0, "Rod", 3).ok).toBe(false);
	});

	it("the compendium page's panel reads depletion with the same reader", () => {
		expect(readDepletion("1-3 in 1d20")).toEqual({ text: "1-3 in 1d20", kind: "roll", low: 1, high: 3, sides: 20 });
		expect(readDepletion("automatic").kind).toBe("automatic");
	});
});
