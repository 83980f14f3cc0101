/**
 * Issue 35: a Cypher task's explanation reads in the user's language, and the entry it logs stays
 * readable by its machine parts when the language changes. The rules are English's (seed 000:
 * "Each step of difficulty increases the target number by 3"); only the words differ.
 */
import { afterEach, describe, expect, it } from "vitest";
import { parseEntries, serializeEntry, summarize } from "../../../../src/engine/log";
import { explainText } from "../../../../src/engine/explain";
import { scriptedRng } from "../../../../src/engine/rng";
import { taskEntry } from "../../../../src/engine/systems/cypher/log-entries";
import { resolveTask } from "../../../../src/engine/systems/cypher/task";
import { setLanguage } from "../../../../src/lang";
import { character } from "./fixtures";

afterEach(() => setLanguage("en"));

describe("a Cypher task in German", () => {
	// Ayla, trained in climbing, climbs at difficulty 4 with one level of Effort: 4 − 1 skill − 1 Effort = 2, target 6.
	const request = { stat: "might" as const, difficulty: 4, skills: ["climbing"], effort: 1 };

	it("explains each step in German, with the same numbers as in English", () => {
		setLanguage("de");
		const result = resolveTask(character(), request, scriptedRng([15]));
		if (!result.ok) throw new Error(result.error);
		const lines = explainText(result.value.explanation).split("\n");
		expect(lines).toContain("Schwierigkeit 4 (Schwierig).");
		expect(lines).toContain("Die Fertigkeit climbing erleichtert die Aufgabe um 1 Stufe.");
		expect(lines).toContain("Anstrengung erleichtert die Aufgabe um 1 Stufe.");
		expect(lines).toContain("Endgültige Schwierigkeit 2 (Standard): Zielwert 6.");
		expect(lines).toContain("15 gewürfelt gegen 6: Erfolg.");
		expect(lines).toContain("Ayla gibt 2 aus Kraft aus (9 → 7).");
		// No English sentence is left among the steps.
		for (const line of lines) expect(line).not.toMatch(/\b(the|task|eases|Rolled|spends)\b/);
	});

	it("logs an entry written in German that reads back, counts and keeps its changes in English", () => {
		setLanguage("de");
		const result = resolveTask(character(), request, scriptedRng([15]));
		if (!result.ok) throw new Error(result.error);
		const entry = taskEntry({ id: "mhz3k2a1b-de0001", time: "2026-11-29T09:30:00.000Z", actor: "[[Ayla]]", target: "[[Ayla]]" }, character(), request, result.value, { label: "Klettern" });
		expect(entry.title).toBe("Klettern (Kraft, geübt)");
		expect(entry.outcome).toEqual({ text: "Erfolg (15)", code: "success" });
		const text = `# Sitzung\n\n${serializeEntry(entry)}\n`;

		setLanguage("en");
		const parsed = parseEntries(text).entries.map((e) => e.entry);
		expect(parsed).toEqual([entry]);
		// The summary counts by the outcome's code, the undo by the changes: neither reads the German words.
		expect(summarize(parsed)[0]?.successes).toBe(1);
		expect(parsed[0]?.changes).toEqual([{ target: "[[Ayla]]", key: "might", before: 9, after: 7 }]);
	});
});
