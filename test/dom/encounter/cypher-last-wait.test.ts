/**
 * The Cypher tracker's Last action and waiting (000), on the seed's own initiative example: each
 * moves the combatant's turn for this round only, the next round goes back to the rolled order,
 * and nobody loses a turn by changing their mind.
 */
import { describe, expect, it } from "vitest";
import { nextTurn, rollInitiative, toggleFirstAction, toggleRoundChoice } from "../../../src/ui/encounter/actions";
import { seedQuoter } from "../../helpers/seeds";
import { campaign, creaturePage, cypherPc, deps, ENCOUNTER, encounterNote, rowMenu, rowNames, settle, texts, tracker } from "./fixtures";
import type { TestVault } from "../campaign/helpers";

const q000 = seedQuoter("000");

/** 000's example: "Charles rolls an 8, Shanna rolls a 15, and Tammie rolls a 4. The target number for a level 2 creature is 6". */
async function rolled(): Promise<{ v: TestVault; d: ReturnType<typeof deps> }> {
	const v = await campaign("cypher", { "damage-model": "wounds" });
	for (const name of ["Charles", "Shanna", "Tammie"]) await v.note(`Camp/${name}.md`, cypherPc(name));
	await v.app.vault.create("Compendium/Guard.md", creaturePage(2, 6));
	await encounterNote(v, { combatants: ["[[Charles]]", "[[Shanna]]", "[[Tammie]]", "2 × [[Guard]]"] });
	const d = deps(v, [8, 15, 4]);
	await rollInitiative(d, v.file(ENCOUNTER));
	return { v, d };
}

describe("Last action (000)", () => {
	it("goes to the end of the round, after the Follow-ups; several in initiative order; the next round is normal again", async () => {
		q000("A Last action always happens at the end of the round, after everyone else has acted (even after the Follow-up action of someone who performed a First action this round).");
		q000("If more than one character takes a Last action, they happen at the end of the round, in initiative order.");
		q000("On later rounds after the round you used a Last action, the initiative order goes back to normal.");
		const { v, d } = await rolled();
		const { el } = await tracker(v);
		expect(rowMenu(el, "Shanna").titles).toContain("Last action");
		const last = await toggleRoundChoice(d, v.file(ENCOUNTER), "Shanna", "last");
		// Shanna's turn was now: Charles takes it.
		expect(last.ok && last.value).toBe("Shanna takes a Last action: it is resolved at the end of the round, after the Follow-ups, and Shanna does nothing else this round. Charles acts now.");
		await toggleRoundChoice(d, v.file(ENCOUNTER), "Guard 1", "last");
		await toggleFirstAction(d, v.file(ENCOUNTER), "Tammie");
		await settle();
		expect(rowNames(el)).toEqual(["Tammie", "Charles", "Guard 2", "Tammie", "Shanna", "Guard 1"]);
		expect(texts(el, ".cl-encounter-kind")).toEqual(["PC · First action", "PC", "creature · target number", "PC · Follow-up", "PC · Last action", "creature · Last action · target number"]);
		expect(v.frontmatter(ENCOUNTER)?.["last-actions"]).toEqual(["Shanna", "Guard 1"]);
		for (let i = 0; i < 6; i++) await nextTurn(d, v.file(ENCOUNTER));
		expect(v.frontmatter(ENCOUNTER)?.["round"]).toBe(2);
		expect(v.frontmatter(ENCOUNTER)?.["last-actions"]).toBeUndefined();
		await settle();
		expect(rowNames(el)).toEqual(["Shanna", "Charles", "Guard 1", "Guard 2", "Tammie"]);
	});

	it("is not offered once the combatant has acted, and going back is refused when the normal place has passed", async () => {
		const { v, d } = await rolled();
		await nextTurn(d, v.file(ENCOUNTER));
		const { el } = await tracker(v);
		// Shanna acted; Charles's turn is now.
		expect(rowMenu(el, "Shanna").titles).not.toContain("Last action");
		expect((await toggleRoundChoice(d, v.file(ENCOUNTER), "Shanna", "last")).ok).toBe(false);
		await toggleRoundChoice(d, v.file(ENCOUNTER), "Tammie", "last");
		await nextTurn(d, v.file(ENCOUNTER));
		await nextTurn(d, v.file(ENCOUNTER));
		// Guard 2's turn: Tammie's normal place (after Guard 2) is still ahead, so she may go back to it.
		expect((await toggleRoundChoice(d, v.file(ENCOUNTER), "Tammie", "last")).ok).toBe(true);
		await toggleRoundChoice(d, v.file(ENCOUNTER), "Guard 2", "last");
		await nextTurn(d, v.file(ENCOUNTER));
		// Tammie's turn now; Guard 2's normal place has passed: it stays a Last action.
		const back = await toggleRoundChoice(d, v.file(ENCOUNTER), "Guard 2", "last");
		expect(back.ok).toBe(false);
		expect(!back.ok && back.error).toBe("Guard 2's place in the order has passed this round: they act at the end, as chosen.");
	});
});

describe("waiting (000)", () => {
	it("moves the turn after the others' for this round only", async () => {
		q000("You can always wait until later in the initiative order to take your turn.");
		q000("Waiting like this generally changes the initiative order only for that round");
		const { v, d } = await rolled();
		const { el } = await tracker(v);
		rowMenu(el, "Shanna").click("Wait…");
		const waited = await toggleRoundChoice(d, v.file(ENCOUNTER), "Shanna", "wait");
		expect(waited.ok && waited.value).toBe("Shanna waits, to act once the others have taken their turns this round. Charles acts now.");
		await settle();
		expect(rowNames(el)).toEqual(["Charles", "Guard 1", "Guard 2", "Tammie", "Shanna"]);
		expect(v.frontmatter(ENCOUNTER)?.["waiting"]).toEqual(["Shanna"]);
		// A Last action instead of waiting replaces it.
		await toggleRoundChoice(d, v.file(ENCOUNTER), "Shanna", "last");
		expect(v.frontmatter(ENCOUNTER)?.["waiting"]).toBeUndefined();
		expect(v.frontmatter(ENCOUNTER)?.["last-actions"]).toEqual(["Shanna"]);
		for (let i = 0; i < 5; i++) await nextTurn(d, v.file(ENCOUNTER));
		await settle();
		expect(rowNames(el)).toEqual(["Shanna", "Charles", "Guard 1", "Guard 2", "Tammie"]);
	});
});
