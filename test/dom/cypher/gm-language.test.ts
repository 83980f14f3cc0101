/**
 * The Cypher GM's dialogs in the user's language (issue 35): a French-speaking GM opens GM intrusion,
 * Spend XP and a procedure in the task dialog, and reads every label, line and button of the parts
 * these dialogs own in French; switched back to English, the same dialogs read in English again (the
 * words are looked up when the dialog is drawn, never frozen when the plugin loads).
 */
import { afterEach, describe, expect, it } from "vitest";
import { intrusionDialog, intrusionForm } from "../../../src/games/cypher/gm-dialogs";
import { procedureAction, procedureChoices } from "../../../src/games/cypher/procedures";
import { XP_ACTION } from "../../../src/games/cypher/xp-action";
import { setLanguage } from "../../../src/lang";
import { partyFor } from "../../../src/ui/cypher/register";
import { RollModal } from "../../../src/ui/frame/roll-modal";
import { cypherDialog, KIRA, ORU, table } from "./fixtures";

afterEach(() => setLanguage("en"));

const labelsOf = (modal: { contentEl: HTMLElement }): (string | null)[] =>
	[...modal.contentEl.querySelectorAll(".cl-dialog-field :is(select, input, .cl-seg)")].map((c) => c.getAttribute("aria-label"));

describe("the Cypher GM's dialogs in French", () => {
	it("GM intrusion: its fields, what accepting does and its button read in French", async () => {
		const v = await table();
		const party = await partyFor(v.app, v.settings(), v.file(KIRA));
		setLanguage("fr");
		const modal = new RollModal(v.app, intrusionDialog, { party, foes: [] }, intrusionForm(party, v.file(ORU)), () => Promise.resolve({ ok: false, error: "not in this test" }));
		modal.onOpen();
		// The kind of intrusion is folded under More, so it comes last.
		expect(labelsOf(modal)).toEqual(["Personnage", "Le joueur", "Donne 1 PX à", "Ce qui se passe", "Avec vos mots", "Type"]);
		const odds = [...modal.contentEl.querySelectorAll(".cl-dialog-odds")].map((e) => e.textContent ?? "").join(" ");
		expect(modal.titleEl.textContent).toBe("Intrusion du MJ");
		expect(odds).toContain("Acceptée\u00a0: le joueur gagne 2 PX et en donne 1.");
		expect(modal.rollButton?.textContent).toBe("Consigner l’intrusion");
	});

	it("Spend XP: the rows, the refusal until the roll is typed, and the button read in French, then in English again", async () => {
		const v = await table();
		setLanguage("fr");
		const reroll = await cypherDialog(v, XP_ACTION);
		expect(reroll.labels()).toEqual(["Dépenser des PX pour", "Dé", "Votre jet", "Pour quoi"]);
		expect(reroll.lines("refusal")).toEqual(["Tapez le jet obtenu\u00a0: une face du d20, de 1 à 20."]);
		reroll.modal.setField("use", "short-term");
		expect(reroll.modal.rollButton?.textContent).toBe("Dépenser des PX");
		setLanguage("en");
		const english = await cypherDialog(v, XP_ACTION);
		expect(english.labels()).toEqual(["Spend XP on", "Die", "Your roll", "What for"]);
	});

	it("a procedure: the menu and the jump's rows read in French", async () => {
		const v = await table();
		setLanguage("fr");
		expect(procedureChoices().map(([, label]) => label)).toContain("Un saut (Puissance)");
		const jump = await cypherDialog(v, procedureAction("jump"));
		expect(jump.labels()).toEqual(expect.arrayContaining(["Saut", "Pieds", "Élan"]));
		setLanguage("en");
		expect(procedureChoices()[0]).toEqual(["", "None"]);
		expect(procedureChoices().map(([, label]) => label)).toContain("A jump (Might)");
	});
});
