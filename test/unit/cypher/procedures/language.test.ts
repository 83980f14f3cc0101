/**
 * The GM procedures' tables, movement and translation read in German when the language is German,
 * while the task labels that go into the log's inputs stay English.
 */
import { afterEach, describe, expect, it } from "vitest";
import type { CypherCharacter } from "../../../../src/engine/systems/cypher/character";
import { procedureFields } from "../../../../src/games/cypher/procedures";
import { setLanguage } from "../../../../src/lang";
import { CLIMB_TABLE, craftingTime, INTERRUPTED, planTranslation, roundMove, tableTask, travel } from "../../../../src/engine/systems/cypher/procedures";

afterEach(() => setLanguage("en"));

describe("the GM procedures in German", () => {
	it("a climbing table's row says its difficulty in German, the task label stays English, and crafting times read in German", () => {
		setLanguage("de");
		const task = tableTask(CLIMB_TABLE, "glass");
		if (!task.ok) throw new Error(task.error);
		expect(task.value.explanation.map((step) => step.text)).toEqual(["Klettern: eine Glaswand hat Schwierigkeit 10 (unmöglich)."]);
		expect(task.value.label).toBe("Climbing: A glass wall");
		expect(craftingTime(6)).toBe("1 Monat");
		const refused = tableTask(CLIMB_TABLE, "moon");
		expect(refused.ok ? "" : refused.error).toBe("Wähle eine Zeile der Tabelle Klettern.");
	});

	it("a swim reads in German: the share of the round, the hindrance, and the miles with a German decimal comma", () => {
		setLanguage("de");
		expect(roundMove("short", "swimming").explanation.map((step) => step.text)).toEqual([
			"Eine kurze Distanz (etwa 50 Fuß) zu gehen ist die ganze Aktion.",
			"Schwimmen lässt ein Viertel Bewegung einer Runde übrig: etwa 12,5 Fuß.",
			"Schwimmen: Aufgaben dort sind um 1 Stufe erschwert.",
		]);
		const walk = travel("road", "difficult", { hours: 2 });
		if (!walk.ok) throw new Error(walk.error);
		expect(walk.value.explanation.map((step) => step.text)).toEqual([
			"Auf einer Straße schafft man zu Fuß 3 Meilen pro Stunde, 20 pro Tag: 2 Stunden ergeben 6 Meilen.",
			"Schwieriges Gelände lässt davon ein Drittel übrig: 2 Meilen, und Aufgaben dort sind um 1 Stufe erschwert.",
		]);
		const refused = travel("road", "normal", { hours: 1.5 });
		expect(refused.ok ? "" : refused.error).toContain("Die Stunden");
	});

	it("a translation's plan reads in German, and a constant step follows the language chosen after it was made", () => {
		setLanguage("de");
		const plan = planTranslation({ destination: 3, helpers: 1, likeness: false, hastening: "assistant", easing: "vector" });
		if (!plan.ok) throw new Error(plan.error);
		expect(plan.value.trance).toBe("2 Stunden");
		expect(plan.value.acclimation).toBe("1 Runde");
		expect(plan.value.explanation.map((step) => step.text)).toContain("1 Charakter in der Trance war am letzten Tag an einer Translation beteiligt: +1.");
		expect(plan.value.task.label).toBe("Translation");
		expect(INTERRUPTED.text).toBe("Die Trance wurde länger als ein paar Minuten unterbrochen: Die Translation misslingt.");
		setLanguage("en");
		expect(INTERRUPTED.text).toBe("The trance was interrupted for more than a couple of minutes: the translation fails.");
	});
});

describe("the GM procedures' menus in German", () => {
	it("the climbing procedure's rows and the object levels read in German, their ids unchanged", () => {
		setLanguage("de");
		const context = { character: {} as CypherCharacter, skillSteps: 0, stat: "might" as const };
		const [rows] = procedureFields("climb", { row: "glass" }, context);
		const glass = rows?.kind === "choice" ? rows.choices.find(([id]) => id === "glass") : undefined;
		expect(glass).toEqual(["glass", "10 · Eine Glaswand"]);
		const levels = procedureFields("break-object", { level: "3" }, context).find((field) => field.kind === "choice");
		const three = levels?.kind === "choice" ? levels.choices.find(([value]) => value === "3")?.[1] : undefined;
		expect(three).not.toMatch(/break/i);
		expect(three?.startsWith("3 · ")).toBe(true);
	});
});
