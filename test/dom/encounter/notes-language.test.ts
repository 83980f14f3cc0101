/**
 * What the notes layer tells a French-speaking GM (issue 35): a combatant whose link leads nowhere
 * is a problem on its row in French, and a
 * session note's broken properties are refused in French; the property key and the link stay as the
 * note writes them.
 */
import { afterEach, describe, expect, it } from "vitest";
import { setLanguage } from "../../../src/lang";
import { readSession } from "../../../src/notes/schema/campaign";
import { campaign, cypherPc, encounterNote, texts, tracker } from "./fixtures";

afterEach(() => setLanguage("en"));

describe("the notes layer in French", () => {
	it("says a missing combatant in French, keeping the link as written", async () => {
		const v = await campaign("cypher", { "damage-model": "wounds" });
		await v.note("Camp/Kira.md", cypherPc("Kira"));
		await encounterNote(v, { combatants: ["[[Kira]]", "[[Nobody]]"] });
		setLanguage("fr");
		const { el } = await tracker(v);
		expect(texts(el, ".cl-encounter-problem")).toEqual(["Nobody n’est pas dans le coffre (renommé ou supprimé ?) : corrigez le lien ou retirez le combattant."]);
	});

	it("refuses a session note's bad number in French, naming the key as the note writes it", () => {
		setLanguage("fr");
		const read = readSession({ ledger: "session", campaign: "[[Camp]]", session: "three" });
		expect(read.ok).toBe(false);
		if (!read.ok) expect(read.error).toBe("Note de séance a 1 problème : session : un nombre entier de 0 à 100000 attendu, trouvé \"three\"");
	});
});
