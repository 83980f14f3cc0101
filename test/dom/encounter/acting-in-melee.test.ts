/**
 * 001's optional rule on the Cypher tracker: "ACTING IN MELEE: Doing anything other than fighting
 * provokes immediate extra attack unless character's only action is to move." Off unless the
 * encounter note turns it on; on, each row's menu offers it and the entry announces the extra attack.
 */
import { describe, expect, it } from "vitest";
import { parseEntries } from "../../../src/engine/log";
import { logActingInMelee, meleeDialog } from "../../../src/ui/encounter/acting-in-melee";
import { readEncounterNote } from "../../../src/notes/encounter/read";
import { seedQuoter } from "../../helpers/seeds";
import type { TestVault } from "../campaign/helpers";
import { campaign, creaturePage, cypherPc, deps, ENCOUNTER, encounterNote, rowMenu, SESSION, tracker } from "./fixtures";

const q001 = seedQuoter("001");
const entries = async (v: TestVault) => parseEntries(await v.read(SESSION)).entries.map((e) => e.entry);

async function fight(extra: Record<string, unknown> = {}): Promise<TestVault> {
	const v = await campaign("cypher", { "damage-model": "damage-track" });
	await v.note("Camp/Charles.md", cypherPc("Charles"));
	await v.app.vault.create("Compendium/Guard.md", creaturePage(2, 6));
	await encounterNote(v, { combatants: ["[[Charles]]", "1 × [[Guard]]"], ...extra });
	return v;
}

describe("acting in melee (001 optional rule)", () => {
	q001("ACTING IN MELEE: Doing anything other than fighting provokes immediate extra attack unless character’s only action is to move.");

	it("off by default: no row offers it, and logging it is refused", async () => {
		const v = await fight();
		const { el } = await tracker(v);
		expect(rowMenu(el, "Charles").titles).not.toContain("Acts in melee, not fighting…");
		const done = await logActingInMelee(deps(v), v.file(ENCOUNTER), { id: "Charles", onlyMoving: false });
		expect(done.ok).toBe(false);
	});

	it("on (acting-in-melee: true): the row offers it; doing something else announces the foes' extra attack in the log", async () => {
		const v = await fight({ "acting-in-melee": true });
		const { el, actions } = await tracker(v);
		expect(rowMenu(el, "Charles").titles).toContain("Acts in melee, not fighting…");
		rowMenu(el, "Charles").click("Acts in melee, not fighting…");
		expect(actions.actingInMelee).toHaveBeenCalledWith(expect.objectContaining({ path: ENCOUNTER }), "Charles");
		const note = await readEncounterNote(v.app, v.settings(), v.file(ENCOUNTER));
		if (!note.ok) throw new Error(note.error);
		expect(meleeDialog.preview(note.value, { id: "Charles", onlyMoving: false }).odds).toEqual(["Each foe in melee with Charles gets an immediate extra attack on Charles."]);
		expect((await logActingInMelee(deps(v), v.file(ENCOUNTER), { id: "Charles", onlyMoving: false })).ok).toBe(true);
		const [entry] = await entries(v);
		expect(entry).toMatchObject({ title: "Charles: acts in melee, not fighting", outcome: { text: "Each foe in melee with Charles gets an immediate extra attack on Charles" } });
	});

	it("only moving provokes nothing, as the rule's exception says", async () => {
		const v = await fight({ "acting-in-melee": true });
		expect((await logActingInMelee(deps(v), v.file(ENCOUNTER), { id: "Guard 1", onlyMoving: true })).ok).toBe(true);
		const [entry] = await entries(v);
		expect(entry?.outcome?.text).toBe("Guard 1 only moves: no extra attack");
	});
});
