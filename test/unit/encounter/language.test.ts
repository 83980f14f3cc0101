/**
 * The encounter engine's refusals reach the tracker and its notices: a bad combatant line, a
 * hand-edited turn out of reach, a waiting line without a name, a duration for someone with no
 * place in the order. In English they read as before, word for word; in another language, in it.
 * So does the note beside an initiative on the tracker, which the order line keeps in English.
 */
import { afterEach, describe, expect, it } from "vitest";
import { checkTurn, orderNoteWords, parseCombatantLine, parseNamedLines, parseOrder, timerEnd, type OrderEntry, type RoundSetup } from "../../../src/engine/encounter";
import { setLanguage } from "../../../src/lang";

afterEach(() => setLanguage("en"));

const errorOf = <T>(result: { ok: true; value: T } | { ok: false; error: string }): string => (result.ok ? "" : result.error);

function order(lines: string[]): OrderEntry[] {
	const parsed = parseOrder(lines, new Set(lines.map((l) => l.split(":")[0] as string)));
	if (!parsed.ok) throw new Error(parsed.error);
	return parsed.value;
}

const setup: RoundSetup = { system: "pool", order: order(["Kessa Varn: 9", "Rust Hound: 5"]), round: 1 };
const known = new Set(["Kessa Varn", "Rust Hound"]);

describe("the encounter's refusals in English, word for word", () => {
	it("says what a bad combatant line holds", () => {
		expect(errorOf(parseCombatantLine(null))).toContain("not an empty line.");
		expect(errorOf(parseCombatantLine({ a: 1 }))).toContain("not a set of keys.");
		expect(errorOf(parseCombatantLine(7))).toContain('not "7".');
	});

	it("says which turn is out of reach and how to mend it", () => {
		expect(errorOf(checkTurn({ ...setup, order: [] }, { round: 1, turn: 2 }))).toBe("turn is 2 but nobody has rolled initiative: set turn to 0, or roll initiative.");
		expect(errorOf(checkTurn(setup, { round: 1, turn: 5 }))).toBe("turn is 5, but round 1 has 2 turns: set turn to a number from 1 to 2.");
	});

	it("says what is wrong with a waiting line", () => {
		expect(errorOf(parseNamedLines("Kessa Varn: now", known, "waiting"))).toBe('waiting: expected a list of lines like "Kessa Varn: the door opens".');
		expect(errorOf(parseNamedLines(["Nobody: now"], known, "waiting"))).toBe("waiting: \"Nobody: now\" does not start with a combatant's name and a colon; fix it or remove the line.");
		expect(errorOf(parseNamedLines(["Kessa Varn: a", "Kessa Varn: b"], known, "waiting"))).toBe('waiting: "Kessa Varn" is listed twice; keep one line.');
	});

	it("says a duration cannot count the turns of someone with no place in the order", () => {
		expect(errorOf(timerEnd("next-turn-end", "Glass Moth", setup, { round: 1, turn: 1 }))).toBe("Glass Moth has no place in the order: roll initiative again, or choose another duration.");
	});
});

describe("the encounter's refusals in German", () => {
	it("reads every refusal in German", () => {
		setLanguage("de");
		expect(errorOf(parseCombatantLine(null))).toBe("Ein Kampfteilnehmer muss ein Link sein wie „[[Kessa Varn]]“ oder „3 × [[Rust Hound]]“, nicht eine leere Zeile.");
		expect(errorOf(parseCombatantLine(7))).toContain("nicht „7“.");
		expect(errorOf(checkTurn(setup, { round: 1, turn: 5 }))).toBe("turn ist 5, aber Runde 1 hat 2 Züge: setze turn auf eine Zahl von 1 bis 2.");
		expect(errorOf(parseNamedLines(["Nobody: now"], known, "waiting"))).toBe("waiting: „Nobody: now“ beginnt nicht mit dem Namen eines Kampfteilnehmers und einem Doppelpunkt; korrigiere die Zeile oder entferne sie.");
		expect(errorOf(timerEnd("next-turn-end", "Glass Moth", setup, { round: 1, turn: 1 }))).toBe("Glass Moth hat keinen Platz in der Reihenfolge: würfle erneut Initiative oder wähle eine andere Dauer.");
	});
});

describe("the note beside an initiative", () => {
	const notes = ["3 dice, one roll for the group, tie: GM decides", "1 die", "14 +3, tie: coin toss", "9 −1, tie: higher modifier, one roll for the group", "12 +0, tie: random draw", "target number", "eased 2", "hindered 1"];

	it("reads in English exactly as the order line keeps it", () => {
		for (const note of notes) expect(orderNoteWords(note)).toBe(note);
	});

	it("reads in German, the numbers and what the GM typed kept as they are", () => {
		setLanguage("de");
		expect(notes.map(orderNoteWords)).toEqual([
			"3 Würfel, ein Wurf für die Gruppe, Gleichstand: SL entscheidet",
			"1 Würfel",
			"14 +3, Gleichstand: Münzwurf",
			"9 −1, Gleichstand: höherer Modifikator, ein Wurf für die Gruppe",
			"12 +0, Gleichstand: Zufallsziehung",
			"Zielwert",
			"um 2 Stufen erleichtert",
			"um 1 Stufe erschwert",
		]);
		expect(orderNoteWords("ambushed, 2 dice")).toBe("ambushed, 2 Würfel");
	});
});
