/**
 * Taking the attack for someone (000, 001) from the Defend dialog: once until the character's next
 * turn starts (the sheet remembers it as Took an attack, which the tracker's Next turn ends), and
 * 001's optional Speed task to get in the way, rolled first when the GM asks.
 */
import { describe, expect, it } from "vitest";
import type { TFile } from "obsidian";
import { parseEntries } from "../../../src/engine/log";
import { fail, ok, type Result } from "../../../src/engine/result";
import { cypherGame, type CypherForm } from "../../../src/games/cypher/game";
import { DEFEND_ACTION } from "../../../src/games/cypher/defend-action";
import { cypherPc, type CypherPc } from "../../../src/games/cypher/task-game";
import { readCharacterNote } from "../../../src/ui/cypher/character-note";
import { nextTurn, rollInitiative } from "../../../src/ui/encounter/actions";
import { resolveRoll } from "../../../src/ui/frame/roll-dialog";
import { RollModal } from "../../../src/ui/frame/roll-modal";
import { undoEntry } from "../../../src/notes/log/undo";
import { seedQuoter } from "../../helpers/seeds";
import type { TestVault } from "../campaign/helpers";
import { cypherDialog, deps as tableDeps, KIRA, must, SESSION, settle, table } from "./fixtures";
import { campaign, cypherPc as pcNote, creaturePage, deps as encounterDeps, ENCOUNTER, encounterNote, SESSION as FIGHT_SESSION } from "../encounter/fixtures";

const q000 = seedQuoter("000");
const q001 = seedQuoter("001");
const entries = async (v: TestVault, session = SESSION) => parseEntries(await v.read(session)).entries.map((e) => e.entry);

describe("taking the attack, once until your next turn (000)", () => {
	it("marks Took an attack with the hit; a second is refused, saying why; Undo takes the mark off", async () => {
		q000("Once you take an attack this way, you can't do so again until the start of your next turn.");
		const v = await table();
		const first = await cypherDialog(v, DEFEND_ACTION, { defense: "take" }, []);
		await first.modal.roll();
		expect(v.frontmatter(KIRA)?.["conditions"]).toEqual(["took-attack"]);
		const [entry] = await entries(v);
		expect(entry).toMatchObject({ title: "Taking the attack", outcome: { text: "Hit: minor wounds 0 → 1, moderate wounds 0 → 1" } });

		const again = await cypherDialog(v, DEFEND_ACTION, { defense: "take" }, []);
		expect(again.lines("refusal")).toEqual(["Kira has taken an attack for someone already: not again until their next turn starts."]);
		// Outside a fight the player says when the turn has come.
		again.modal.setField("turnSince", true);
		expect(again.lines("refusal")).toEqual([]);
		expect(again.lines("failure")).toEqual(["The attack leaves: minor wounds 1 → 2, moderate wounds 1 → 2"]);

		must(await undoEntry(v.app, v.file(SESSION), entry?.id ?? ""));
		expect(v.frontmatter(KIRA)?.["conditions"]).toBeUndefined();
		expect(v.frontmatter(KIRA)?.["wounds-minor"]).toBeUndefined();
	});

	it("in a fight, Next turn ends the mark as the character's next turn starts", async () => {
		const v = await campaign("cypher", { "damage-model": "wounds" });
		await v.note("Camp/Charles.md", pcNote("Charles"));
		await v.app.vault.create("Compendium/Hound.md", creaturePage(2, 6));
		await encounterNote(v, { combatants: ["[[Charles]]", "2 × [[Hound]]"] });
		const d = encounterDeps(v, [15]);
		must(await rollInitiative(d, v.file(ENCOUNTER)));
		await nextTurn(d, v.file(ENCOUNTER));
		await settle();
		// Hound 1 attacks Charles's friend; Charles throws himself in front of it.
		const read = async (file: TFile): Promise<Result<CypherPc>> => {
			const note = await readCharacterNote(v.app, v.settings(), file);
			return note.ok ? ok(cypherPc(note.value)) : fail(note.error);
		};
		const pc = must(await read(v.file("Camp/Charles.md")));
		const modal = new RollModal(v.app, cypherGame, pc, cypherGame.form(pc, DEFEND_ACTION) as CypherForm, (f, entered) => resolveRoll(tableDeps(v, []), v.file("Camp/Charles.md"), read, cypherGame, f, entered));
		modal.onOpen();
		modal.setField("defense", "take");
		must(await resolveRoll(tableDeps(v, []), v.file("Camp/Charles.md"), read, cypherGame, modal.form, undefined));
		expect(v.frontmatter("Camp/Charles.md")?.["conditions"]).toEqual(["took-attack"]);
		expect(v.frontmatter(ENCOUNTER)?.["condition-timers"]).toHaveLength(1);
		await nextTurn(d, v.file(ENCOUNTER));
		expect(v.frontmatter("Camp/Charles.md")?.["conditions"]).toEqual(["took-attack"]);
		// Round 2: Charles's turn starts, and the mark ends with a logged turn (Undo would bring it back).
		await nextTurn(d, v.file(ENCOUNTER));
		expect(v.frontmatter(ENCOUNTER)?.["round"]).toBe(2);
		expect(v.frontmatter("Camp/Charles.md")?.["conditions"]).toBeUndefined();
		const [last] = (await entries(v, FIGHT_SESSION)).slice(-1);
		expect(last?.outcome?.text).toBe("Took an attack ends for Charles");
	});
});

describe("the Speed task to take the attack (001)", () => {
	it("rolled first when the GM asks: a success takes the hit with 1 more damage, a failure leaves the attack to its target", async () => {
		q001("TAKE THE ATTACK: Speed task (optional), on success");
		q001("attack automatically hits you for +1 damage.");
		const TRACK = { "damage-model": "damage-track" };
		// Kira: Speed 10, no edge; a level 3 attacker: target 9. 4 damage − Armor 1 + 1 for taking it = 4 off Might 9.
		const vHit = await table({}, TRACK);
		const hit = await cypherDialog(vHit, DEFEND_ACTION, { defense: "take", getInTheWay: true }, [12]);
		expect(hit.lines("chance")).toEqual(["Chance to get in the way (Speed): 60% (12 in 20)"]);
		expect(hit.lines("difficulty")).toEqual(["Difficulty 3 → 3 (Demanding): target 9"]);
		expect(hit.lines("failure")).toEqual(["If you get in the way, the attack leaves: Might 9 → 5"]);
		await hit.modal.roll();
		expect(hit.d.rng.remaining()).toBe(0);
		expect(vHit.frontmatter(KIRA)?.["might"]).toBe(5);
		expect(vHit.frontmatter(KIRA)?.["conditions"]).toEqual(["took-attack"]);
		expect((await entries(vHit))[0]?.dice.map((g) => g.total)).toEqual([12]);

		const v = await table({}, TRACK);
		const missed = await cypherDialog(v, DEFEND_ACTION, { defense: "take", getInTheWay: true }, [4]);
		await missed.modal.roll();
		expect(v.frontmatter(KIRA)?.["might"]).toBe(9);
		expect(v.frontmatter(KIRA)?.["conditions"]).toBeUndefined();
		const [entry] = await entries(v);
		expect(entry?.outcome?.text).toBe("Not in the way: no harm");
		expect(entry?.dice.map((g) => g.total)).toEqual([4]);
	});
});
