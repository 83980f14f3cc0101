/**
 * The recovery in German: the dialog's refusal, the entry's title and its explanation steps are
 * the engine's and the table's words in the user's language, and an entry written in German undoes
 * after the GM switches back to English (the log reads its machine parts only).
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { parseEntries } from "../../../src/engine/log";
import { setLanguage } from "../../../src/lang";
import { undoEntry } from "../../../src/notes/log/undo";
import { recoveryDialog, recoveryPlanForm } from "../../../src/games/cypher/recovery-dialog";
import { tableActions } from "../../../src/ui/cypher/register";
import { RollModal } from "../../../src/ui/frame/roll-modal";
import { seedQuoter } from "../../helpers/seeds";
import type { TestVault } from "../campaign/helpers";
import { deps, KIRA, noteOf, SESSION, settle, table } from "./fixtures";

const quote000 = (words: string): string => seedQuoter("000")(words);
const texts = (el: Element, selector: string): string[] => [...el.querySelectorAll(selector)].map((e) => e.textContent ?? "");
const entriesOf = async (v: TestVault) => parseEntries(await v.read(SESSION)).entries.map((e) => e.entry);

afterEach(() => {
	vi.restoreAllMocks();
	setLanguage("en");
});

describe("a recovery in German", () => {
	it("the dialog refuses a fifth recovery in German", async () => {
		setLanguage("de");
		const v = await table({ "recoveries-used": 4 });
		const note = await noteOf(v, KIRA);
		const modal = new RollModal(v.app, recoveryDialog, note, recoveryPlanForm(note), () => Promise.resolve({ ok: false }));
		modal.onOpen();
		expect(texts(modal.contentEl, ".cl-dialog-refusal")).toEqual(["Alle vier Erholungen sind heute verbraucht; nach einer zehnstündigen Rast beginnt ein neuer Tag."]);
	});

	it("logs the one-action recovery as a Last action with a German title and steps, and undoes it in English", async () => {
		// 000: "You can use your one-action recovery as a Last action (even if you're not in a round-byround situation) to get an additional +2 on your roll."
		quote000("You can use your one-action recovery as a Last action (even if you're not in a round-byround situation) to get an additional +2 on your roll.");
		setLanguage("de");
		const v = await table({ might: 2, "recoveries-used": 0 });
		const d = deps(v, [4]);
		const opened = vi.spyOn(RollModal.prototype, "onOpen").mock.contexts as RollModal<unknown, unknown>[];
		vi.spyOn(RollModal.prototype, "close").mockImplementation(() => undefined);
		tableActions(d).openRecovery(v.file(KIRA));
		await settle();
		const plan = opened[0];
		if (!plan) throw new Error("no recovery dialog");
		plan.setField("lastAction", true);
		await plan.roll();
		const split = opened[1];
		if (!split) throw new Error("no split dialog");
		await split.roll();
		const [entry] = await entriesOf(v);
		expect(entry?.title).toBe("Erholung (eine Aktion) als Letzte Aktion");
		expect(entry?.explanation).toEqual(
			expect.arrayContaining([
				"Erholung (eine Aktion, 1 von 4 heute): d6 4 + Rang 1 = 5.",
				"Als Letzte Aktion genommen: +2, 7 Punkte.",
				"7 Punkte auf Kraft: 2 → 9 (max. 12).",
				"Heute verbrauchte Erholungen: 1 von 4; als Nächstes: zehn Minuten.",
			]),
		);
		// The machine parts stay English: the input's key, the changes' keys.
		expect(entry?.inputs).toContainEqual({ key: "last action", value: "+2" });
		expect(v.frontmatter(KIRA)).toMatchObject({ might: 9, "recoveries-used": 1 });
		setLanguage("en");
		const undone = await undoEntry(v.app, v.file(SESSION), entry?.id ?? "");
		expect(undone.ok).toBe(true);
		expect(v.frontmatter(KIRA)).toMatchObject({ might: 2, "recoveries-used": 0 });
	});
});
