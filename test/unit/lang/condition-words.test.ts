/**
 * A condition's chip on a sheet or tracker row in the player's language (issue 35): when its timer
 * ends it ("ends after Kira's turn next round") and the problem of a condition the pack has no rule
 * for came out in English whatever the language; they come from the catalogue now. English is word
 * for word what it was.
 */
import { afterEach, describe, expect, it } from "vitest";
import { timerText, type ConditionTimer } from "../../../src/engine/encounter/timers";
import { readHeld, sheetConditions } from "../../../src/games/conditions/held";
import { BUILT_IN_PACKS } from "../../../src/games/pack/built-in";
import { buildPack, type RuleNote } from "../../../src/games/pack/pack";
import { setLanguage } from "../../../src/lang";
import { getFrontMatterInfo, parseYaml } from "../../../preview/frontmatter";

afterEach(() => setLanguage("en"));

const cypherPack = buildPack(
	"cypher",
	BUILT_IN_PACKS.cypher.map((note): RuleNote => {
		const info = getFrontMatterInfo(note.text);
		return { properties: parseYaml(info.frontmatter) as Record<string, unknown>, body: note.text.slice(info.contentStart), from: { kind: "built-in", file: note.file } };
	}),
	[],
);

const clock = { round: 2, turn: 1 };
const timer = (end: ConditionTimer["end"]): ConditionTimer => ({ bearer: "Kira", condition: "dazed", end });

describe("when a condition ends, in the player's language", () => {
	it("English, word for word as before", () => {
		expect(timerText(timer({ kind: "turn-end", whose: "Kira", round: 2 }), clock)).toBe("ends after its turn");
		expect(timerText(timer({ kind: "turn-start", whose: "Oru", round: 3 }), clock)).toBe("ends as Oru's turn starts next round");
		expect(timerText(timer({ kind: "round-end", round: 2 }), clock)).toBe("ends with this round");
		expect(timerText(timer({ kind: "round-end", round: 4 }), clock)).toBe("ends with round 4");
		expect(timerText(timer({ kind: "encounter" }), clock)).toBe("ends with the encounter");
	});

	it("German: the timer, and the chip that says what the condition does and when it ends", () => {
		setLanguage("de");
		expect(timerText(timer({ kind: "turn-end", whose: "Oru", round: 3 }), clock)).toBe("endet nach dem Zug von Oru in der nächsten Runde");
		expect(timerText(timer({ kind: "encounter" }), clock)).toBe("endet mit der Begegnung");
		const { held } = readHeld({ conditions: ["dazed"] }, "conditions", {}, cypherPack);
		const [chip] = sheetConditions(held.map((h) => ({ ...h, ends: timerText(timer({ kind: "turn-end", whose: "Kira", round: 2 }), clock) })));
		expect(chip?.detail).toMatch(/ Der Zustand endet nach seinem Zug\.$/);
		expect(chip?.detail).not.toMatch(/\bIt\b/);
	});

	it("a condition the pack has no rule for says so in Spanish, and changes no roll", () => {
		setLanguage("es");
		const { held, problems } = readHeld({ conditions: ["hechizado", 7] }, "conditions", {}, cypherPack);
		expect(held[0]?.problem).toMatch(/^hechizado: .* no tiene ninguna nota de regla para él, así que no cambia ninguna tirada/);
		expect(sheetConditions(held)[0]?.detail).toBe("No cambia ninguna tirada.");
		expect(problems.map((p) => p.message)).toEqual([expect.stringMatching(/^conditions: se esperaban ids de estado como dazed o flat-footed, hay /)]);
	});
});
