/**
 * 003's Recovering is once per combat: the mark a character's Recover sets is cleared when the
 * encounter ends, in the end's own entry, so Undo of the end puts the marks back.
 */
import { describe, expect, it } from "vitest";
import { parseEntries } from "../../../src/engine/log";
import { undoEntry } from "../../../src/notes/log/undo";
import { endEncounter, rollInitiative } from "../../../src/ui/encounter/actions";
import { seedQuoter } from "../../helpers/seeds";
import { campaign, deps, ENCOUNTER, encounterNote, SESSION, spyActions, tracker } from "./fixtures";

const quoted = seedQuoter("003");

const fighter = (name: string, extra: Record<string, unknown> = {}) => ({ ledger: "character", system: "pool", campaign: "[[Camp]]", name, "health-max": 10, "endurance-max": 20, ...extra });

describe("Recovering, once a fight", () => {
	it("ending the encounter clears each Recovered mark, logs who can Recover again, and Undo puts the marks back", async () => {
		quoted("Once per combat, a character may use their action to recover 10 Endurance, this is called Recovering.");
		const v = await campaign("pool");
		await v.note("Camp/Ash.md", fighter("Ash", { endurance: 18, recovered: 1 }));
		await v.note("Camp/Bram.md", fighter("Bram"));
		await v.note("Camp/Bandit.md", { ...fighter("Bandit"), ledger: "npc", "health-max": 6, "endurance-max": 4 });
		await encounterNote(v, { combatants: ["[[Ash]]", "[[Bram]]", "2 × [[Bandit]]"] });
		const d = deps(v, [2, 2, 4, 1, 3, 1, 6, 2]);
		expect((await rollInitiative(d, v.file(ENCOUNTER))).ok).toBe(true);
		// The GM clicks End encounter on the tracker; the action it calls is the one below.
		const actions = spyActions();
		const { el } = await tracker(v, actions);
		const end = [...el.querySelectorAll("button")].find((b) => b.textContent === "End encounter");
		end?.click();
		expect(actions.end).toHaveBeenCalled();
		const ended = await endEncounter(d, v.file(ENCOUNTER));
		if (!ended.ok) throw new Error(ended.error);
		expect(ended.value.outcome?.text).toBe("1 round; nobody fell; Ash can Recover again");
		expect(v.frontmatter("Camp/Ash.md")?.["recovered"]).toBe(0);
		// Bram never Recovered: his note gets no key.
		expect(v.frontmatter("Camp/Bram.md")).not.toHaveProperty("recovered");
		const logged = parseEntries(await v.read(SESSION)).entries.map((e) => e.entry);
		expect(logged.at(-1)?.changes).toContainEqual({ target: "[[Ash]]", key: "recovered", before: 1, after: 0 });
		const undone = await undoEntry(v.app, v.file(SESSION), ended.value.id);
		expect(undone.ok && undone.value.status).toBe("undone");
		expect(v.frontmatter("Camp/Ash.md")?.["recovered"]).toBe(1);
		expect(v.frontmatter(ENCOUNTER)?.["ended"]).toBeUndefined();
	});
});
