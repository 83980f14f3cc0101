/**
 * The GM procedures' tables, movement and translation read in German when the language is German,
 * while the task labels that go into the log's inputs stay English.
 */
import { afterEach, describe, expect, it } from "vitest";
import { setLanguage } from "../../../../src/lang";
import { CLIMB_TABLE, craftingTime, tableTask } from "../../../../src/engine/systems/cypher/procedures";

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
});
