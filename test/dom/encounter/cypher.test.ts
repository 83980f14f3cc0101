import { describe, expect, it } from "vitest";
import { parseEntries } from "../../../src/engine/log";
import { undoEntry } from "../../../src/notes/log/undo";
import { harm, nextTurn, rollInitiative, toggleFirstAction, endEncounter, removeCombatant, addCombatant } from "../../../src/ui/encounter/actions";
import { seedQuoter } from "../../helpers/seeds";
import { campaign, creaturePage, cypherPc, deps, ENCOUNTER, encounterNote, rowMenu, rowNames, SESSION, settle, spyActions, texts, tracker } from "./fixtures";
import type { TestVault } from "../campaign/helpers";

const quoted = seedQuoter("000");

/** 000's own example: "Charles rolls an 8, Shanna rolls a 15, and Tammie rolls a 4. The target number for a level 2 creature is 6". */
async function guards(extra: Record<string, unknown> = {}): Promise<TestVault> {
	const v = await campaign("cypher", { "damage-model": "wounds" });
	for (const name of ["Charles", "Shanna", "Tammie"]) await v.note(`Camp/${name}.md`, cypherPc(name));
	await v.app.vault.create("Compendium/Guard.md", creaturePage(2, 6));
	await encounterNote(v, { combatants: ["[[Charles]]", "[[Shanna]]", "[[Tammie]]", "2 × [[Guard]]"], ...extra });
	return v;
}

const entries = async (v: TestVault) => parseEntries(await v.read(SESSION)).entries.map((e) => e.entry);

describe("a Cypher encounter", () => {
	it("orders the seed's example: PCs at or above the guards' target number first, the others after", async () => {
		quoted("Charles rolls an 8, Shanna rolls a 15, and Tammie rolls a 4. The target number for a level 2 creature is 6, so each round Charles (8) and Shanna (15) act before the guards, then the guards (6) act, and finally Tammie (4) acts.");
		const v = await guards();
		const d = deps(v, [8, 15, 4]);
		const rolled = await rollInitiative(d, v.file(ENCOUNTER));
		expect(rolled.ok).toBe(true);
		const fm = v.frontmatter(ENCOUNTER);
		expect(fm?.["order"]).toEqual(["Shanna: 15", "Charles: 8", "Guard 1: 6 (target number)", "Guard 2: 6 (target number)", "Tammie: 4"]);
		expect(fm?.["round"]).toBe(1);
		expect(fm?.["turn"]).toBe(1);
		const { el } = await tracker(v);
		expect(rowNames(el)).toEqual(["Shanna", "Charles", "Guard 1", "Guard 2", "Tammie"]);
		expect(texts(el, ".cl-encounter-current .cl-encounter-name")).toEqual(["Shanna"]);
		expect(texts(el, ".cl-encounter-marker")).toEqual(["▶"]);
		expect(el.querySelector(".cl-encounter-current")?.getAttribute("aria-current")).toBe("step");
		// The numbers the GM needs on an NPC's row: level, target number, health and Armor; the initiative's reason beside the kind.
		expect(texts(el, ".cl-encounter-row .cl-encounter-health")[2]).toBe("Level 2 · target 6 · Health 6/6 · Armor 1 · Damage 2");
		expect(texts(el, ".cl-encounter-kind")[2]).toBe("creature · target number");
		// The entry is in the session log with every die.
		const [entry] = await entries(v);
		expect(entry?.kind).toBe("initiative");
		expect(entry?.dice.map((g) => g.dice[0]?.value)).toEqual([8, 15, 4]);
	});

	it("Next turn changes the tracker in place: only the rows whose turn changed are new, the round line keeps its element and says whose turn it is", async () => {
		const v = await guards();
		const d = deps(v, [8, 15, 4]);
		await rollInitiative(d, v.file(ENCOUNTER));
		// Past the round's first turn (whose rows offer First action), so each turn changes two rows.
		await nextTurn(d, v.file(ENCOUNTER));
		const { el, actions } = await tracker(v);
		const rowsBefore = [...el.querySelectorAll(".cl-encounter-row")];
		const roundLine = el.querySelector(".cl-encounter-round");
		expect(el.querySelector(".cl-encounter-current .cl-encounter-name")?.textContent).toBe("Charles");
		await nextTurn(d, v.file(ENCOUNTER));
		await settle();
		const rowsAfter = [...el.querySelectorAll(".cl-encounter-row")];
		expect(rowNames(el)).toEqual(["Shanna", "Charles", "Guard 1", "Guard 2", "Tammie"]);
		expect(el.querySelector(".cl-encounter-current .cl-encounter-name")?.textContent).toBe("Guard 1");
		// Charles's and Guard 1's rows are drawn anew; the three others are the very same elements.
		expect(rowsAfter.map((row) => rowsBefore.includes(row))).toEqual([true, false, false, true, true]);
		expect(el.querySelector(".cl-encounter-round")).toBe(roundLine);
		expect(roundLine?.textContent).toContain("Guard 1's turn");
		// A kept row still acts on its own combatant.
		rowMenu(el, "Tammie").click("Remove…");
		expect(actions.remove).toHaveBeenCalledWith(v.file(ENCOUNTER), "Tammie");
		expect(el.querySelectorAll(".cl-encounter").length).toBe(1);
	});

	it("a row kept by an update acts on the encounter as it is now: First action leaves its menu once the round is under way", async () => {
		const v = await guards();
		const d = deps(v, [8, 15, 4]);
		await rollInitiative(d, v.file(ENCOUNTER));
		const { el } = await tracker(v);
		const tammie = [...el.querySelectorAll(".cl-encounter-row")].find((row) => row.textContent?.includes("Tammie"));
		expect(rowMenu(el, "Tammie").titles).toContain("First action");
		await nextTurn(d, v.file(ENCOUNTER));
		await settle();
		// Her row shows the same and stays; its menu no longer offers what only the round's start allows.
		expect([...el.querySelectorAll(".cl-encounter-row")]).toContain(tammie);
		expect(rowMenu(el, "Tammie").titles).not.toContain("First action");
	});

	it("a dead PC takes no turn: the others' initiative is rolled and the log says why the dead one is missing", async () => {
		quoted("When you take your third major wound, you die.");
		const v = await campaign("cypher", { "damage-model": "wounds" });
		for (const name of ["Charles", "Shanna"]) await v.note(`Camp/${name}.md`, cypherPc(name));
		await v.note("Camp/Tammie.md", cypherPc("Tammie", { "wounds-major": 3 }));
		await v.app.vault.create("Compendium/Guard.md", creaturePage(2, 6));
		await encounterNote(v, { combatants: ["[[Charles]]", "[[Shanna]]", "[[Tammie]]", "[[Guard]]"] });
		// Two dice for the two living PCs: Tammie rolls none.
		const d = deps(v, [8, 15]);
		const rolled = await rollInitiative(d, v.file(ENCOUNTER));
		expect(rolled.ok).toBe(true);
		expect(d.rng.remaining()).toBe(0);
		expect(v.frontmatter(ENCOUNTER)?.["order"]).toEqual(["Shanna: 15", "Charles: 8", "Guard: 6 (target number)"]);
		const [entry] = await entries(v);
		expect(entry?.explanation).toContain("Tammie is dead and takes no turn.");
		// The tracker lists her apart, not as someone waiting for a place.
		const { el } = await tracker(v);
		expect(texts(el, ".cl-encounter-subhead")).toEqual(["Out of the fight: no turn"]);
	});

	it("a PC who ties the NPCs' number goes before them", async () => {
		quoted("If your initiative roll is equal to or higher than the NPC's initiative, you get to go before they do");
		const v = await guards();
		await rollInitiative(deps(v, [6, 5, 7]), v.file(ENCOUNTER));
		expect(v.frontmatter(ENCOUNTER)?.["order"]).toEqual(["Tammie: 7", "Charles: 6", "Guard 1: 6 (target number)", "Guard 2: 6 (target number)", "Shanna: 5"]);
	});

	it("Speed Effort eases the roll by +3 a step, and its cost is written to the PC's note and undone with the entry", async () => {
		quoted("think of each step eased as +3 on your roll, so rolling a 12 eased by one step is like rolling a 15");
		const v = await guards();
		const d = deps(v, [3, 12, 4]);
		const rolled = await rollInitiative(d, v.file(ENCOUNTER), { cypher: { Charles: { effort: 1, assets: 1 } } });
		expect(rolled.ok).toBe(true);
		// 3 + 2 steps × 3 = 9 ≥ 6: Charles now acts before the guards.
		expect(v.frontmatter(ENCOUNTER)?.["order"]).toEqual(["Shanna: 12", "Charles: 9 (eased 2)", "Guard 1: 6 (target number)", "Guard 2: 6 (target number)", "Tammie: 4"]);
		// 000: "Using Effort costs 3 Pool points"; Speed Edge 0.
		expect(v.frontmatter("Camp/Charles.md")?.["speed"]).toBe(7);
		const undone = await undoEntry(v.app, v.file(SESSION), (rolled.ok && rolled.value.id) || "");
		expect(undone.ok && undone.value.status).toBe("undone");
		expect(v.frontmatter("Camp/Charles.md")?.["speed"]).toBeUndefined();
		expect(v.frontmatter(ENCOUNTER)?.["order"]).toBeUndefined();
	});

	it("keeps the same order every round, passing over the defeated", async () => {
		quoted("In that new round and all following rounds, everyone acts in the same initiative order as they did in the first round");
		const v = await guards();
		const d = deps(v, [8, 15, 4]);
		await rollInitiative(d, v.file(ENCOUNTER));
		const seen: string[] = [];
		for (let i = 0; i < 5; i++) {
			const moved = await nextTurn(d, v.file(ENCOUNTER));
			seen.push(moved.ok ? moved.value : moved.error);
		}
		expect(seen).toEqual(["Round 1: Charles's turn.", "Round 1: Guard 1's turn.", "Round 1: Guard 2's turn.", "Round 1: Tammie's turn.", "Round 2: Shanna's turn."]);
		// Guard 1 falls: 6 health, Armor 1, 7 physical damage.
		const hit = await harm(d, v.file(ENCOUNTER), { id: "Guard 1", mode: "damage", amount: 7 });
		expect(hit.ok && hit.value.outcome?.text).toBe("Defeated (health 0)");
		await nextTurn(d, v.file(ENCOUNTER));
		const moved = await nextTurn(d, v.file(ENCOUNTER));
		expect(moved.ok && moved.value).toBe("Round 2: Guard 2's turn (Guard 1 down, passed over).");
	});

	it("a First action jumps to the front, with a Follow-up after everyone else; the next round goes back to normal", async () => {
		quoted("With a First action, you have the option to jump ahead to the front of the initiative order, ahead of everyone else.");
		quoted("On later rounds after the round you used a First action, the initiative order goes back to normal.");
		const v = await guards();
		const d = deps(v, [8, 15, 4]);
		await rollInitiative(d, v.file(ENCOUNTER));
		const first = await toggleFirstAction(d, v.file(ENCOUNTER), "Tammie");
		expect(first.ok).toBe(true);
		const { el } = await tracker(v);
		expect(rowNames(el)).toEqual(["Tammie", "Shanna", "Charles", "Guard 1", "Guard 2", "Tammie"]);
		expect(texts(el, ".cl-encounter-kind")).toEqual(["PC · First action", "PC", "PC", "creature · target number", "creature · target number", "PC · Follow-up"]);
		for (let i = 0; i < 6; i++) await nextTurn(d, v.file(ENCOUNTER));
		expect(v.frontmatter(ENCOUNTER)?.["round"]).toBe(2);
		expect(v.frontmatter(ENCOUNTER)?.["first-actions"]).toBeUndefined();
		await settle();
		expect(rowNames(el)).toEqual(["Shanna", "Charles", "Guard 1", "Guard 2", "Tammie"]);
	});

	it("damage to a creature instance lives in the encounter note; the compendium page is never written; undo puts it back", async () => {
		const v = await guards();
		const d = deps(v, [8, 15, 4]);
		const page = await v.read("Compendium/Guard.md");
		const hit = await harm(d, v.file(ENCOUNTER), { id: "Guard 2", mode: "damage", amount: 4 });
		expect(hit.ok).toBe(true);
		// Armor 1 from the page's Creature/Armor tag: 4 − 1 = 3.
		expect(v.frontmatter(ENCOUNTER)?.["guard-2-health"]).toBe(3);
		expect(await v.read("Compendium/Guard.md")).toBe(page);
		const { el } = await tracker(v);
		expect(texts(el, ".cl-encounter-health")).toContain("Level 2 · target 6 · Health 3/6 · Armor 1 · Damage 2");
		const undone = await undoEntry(v.app, v.file(SESSION), (hit.ok && hit.value.id) || "");
		expect(undone.ok && undone.value.status).toBe("undone");
		expect(v.frontmatter(ENCOUNTER)?.["guard-2-health"]).toBeUndefined();
	});

	it("damage to a PC marks a wound on the PC's note by the campaign's model, and a change on the sheet shows in the tracker at once", async () => {
		const v = await guards();
		const d = deps(v);
		const { el } = await tracker(v);
		const hit = await harm(d, v.file(ENCOUNTER), { id: "Tammie", mode: "damage", amount: 0, cypher: { model: "wounds", wound: "moderate" } });
		expect(hit.ok).toBe(true);
		expect(v.frontmatter("Camp/Tammie.md")?.["wounds-moderate"]).toBe(1);
		await settle();
		expect(texts(el, ".cl-encounter-health").filter((t) => t.includes("wounds: 1 moderate"))).toHaveLength(1);
		// A Pool spent on the sheet (here typed in Properties) shows here too.
		await v.app.fileManager.processFrontMatter(v.file("Camp/Shanna.md"), (fm: Record<string, unknown>) => {
			fm["speed"] = 4;
		});
		await settle();
		expect(texts(el, ".cl-encounter-health").some((t) => t.includes("Speed 4/10"))).toBe(true);
	});

	it("never overwrites a newer value: a stale expected value refuses the write", async () => {
		const v = await guards({ "guard-1-health": 5 });
		const d = deps(v);
		// Someone edits the instance's health between the read and the write.
		const originalRead = v.app.vault.read.bind(v.app.vault);
		let calls = 0;
		v.app.vault.read = async (file) => {
			const text = await originalRead(file);
			if (file.path === ENCOUNTER && ++calls === 1) {
				await v.app.fileManager.processFrontMatter(file, (fm: Record<string, unknown>) => {
					fm["guard-1-health"] = 2;
				});
			}
			return text;
		};
		const hit = await harm(d, v.file(ENCOUNTER), { id: "Guard 1", mode: "damage", amount: 2 });
		expect(hit.ok).toBe(false);
		expect(v.frontmatter(ENCOUNTER)?.["guard-1-health"]).toBe(2);
		expect(await entries(v)).toEqual([]);
	});

	it("ends with a short result in the log: rounds, who fell, XP written to each PC", async () => {
		const v = await guards({ "guard-1-health": 0 });
		const d = deps(v, [8, 15, 4]);
		await rollInitiative(d, v.file(ENCOUNTER));
		const ended = await endEncounter(d, v.file(ENCOUNTER), 2);
		expect(ended.ok && ended.value.outcome?.text).toBe("1 round; fell: Guard 1; 2 XP to each of Charles, Shanna, Tammie");
		expect(v.frontmatter("Camp/Shanna.md")?.["xp"]).toBe(2);
		expect(v.frontmatter(ENCOUNTER)?.["ended"]).toBe(true);
		const again = await nextTurn(d, v.file(ENCOUNTER));
		expect(again.ok).toBe(false);
	});

	it("adds and removes combatants; an instance leaves only as the last of its line", async () => {
		const v = await guards();
		const d = deps(v);
		const refused = await removeCombatant(d, v.file(ENCOUNTER), "Guard 1");
		expect(refused.ok).toBe(false);
		expect((await removeCombatant(d, v.file(ENCOUNTER), "Guard 2")).ok).toBe(true);
		expect(v.frontmatter(ENCOUNTER)?.["combatants"]).toEqual(["[[Charles]]", "[[Shanna]]", "[[Tammie]]", "1 × [[Guard]]"]);
		// More of the same creature join its line: one group, one set of numbers.
		expect((await addCombatant(d, v.file(ENCOUNTER), "Guard", 3)).ok).toBe(true);
		expect(v.frontmatter(ENCOUNTER)?.["combatants"]).toEqual(["[[Charles]]", "[[Shanna]]", "[[Tammie]]", "4 × [[Guard]]"]);
		expect(d.told.at(-1)).toBe("Fight: Guard 1 to Guard 4 in the fight.");
		const missing = await addCombatant(d, v.file(ENCOUNTER), "Nobody");
		expect(missing.ok).toBe(false);
		// An NPC note and a character note are read from their own notes (they were read as the encounter, and refused).
		await v.note("Camp/Sul.md", { ledger: "npc", system: "cypher", campaign: "[[Camp]]", level: 4 });
		await v.note("Camp/Dana.md", cypherPc("Dana"));
		expect((await addCombatant(d, v.file(ENCOUNTER), "Sul")).ok, d.told.at(-1)).toBe(true);
		expect((await addCombatant(d, v.file(ENCOUNTER), "Dana")).ok, d.told.at(-1)).toBe(true);
		expect(v.frontmatter(ENCOUNTER)?.["combatants"]).toEqual(["[[Charles]]", "[[Shanna]]", "[[Tammie]]", "4 × [[Guard]]", "[[Sul]]", "[[Dana]]"]);
		expect(d.told.at(-1)).toBe("Fight: Dana in the fight.");
	});
});

describe("bad input in a Cypher encounter", () => {
	it("a link that points nowhere and a creature page without a level: a message on the row, and nothing is rolled or written", async () => {
		const v = await campaign("cypher");
		await v.note("Camp/Ana.md", cypherPc("Ana"));
		await v.app.vault.create("Compendium/Blob.md", creaturePage(undefined, 9));
		await encounterNote(v, { combatants: ["[[Ana]]", "[[Ghost of nothing]]", "2 × [[Blob]]"] });
		const { el } = await tracker(v);
		const problems = texts(el, ".cl-encounter-problem");
		expect(problems[0]).toBe("Ghost of nothing is not in the vault (renamed or deleted?): fix the link or remove the combatant.");
		expect(problems[1]).toContain("Blob: no level in its tags, properties or stat block.");
		const before = await v.read(ENCOUNTER);
		const d = deps(v, [10]);
		const rolled = await rollInitiative(d, v.file(ENCOUNTER));
		expect(rolled.ok).toBe(false);
		expect(d.told[0]).toContain("is not in the vault");
		expect(await v.read(ENCOUNTER)).toBe(before);
		expect(await entries(v)).toEqual([]);
		expect(d.rng.remaining()).toBe(1);
	});

	it("an instance's health edited by hand into a word or past its maximum: a message on its row naming the key", async () => {
		const v = await guards({ "guard-1-health": "lots", "guard-2-health": 99 });
		const { el } = await tracker(v);
		expect(texts(el, ".cl-encounter-problem")).toEqual([
			'guard-1-health: expected a whole number from 0 to 6, got "lots".',
			"guard-2-health: expected a whole number from 0 to 6, got 99.",
		]);
	});

	it("a count of 10,000 and an encounter edited into nonsense: one clear message, no buttons that write", async () => {
		for (const [fm, message] of [
			[{ combatants: ["10000 × [[Guard]]"] }, "a count must be 1 to 50"],
			[{ combatants: "Guard" }, "combatants: expected a list"],
			[{ combatants: [], round: "soon" }, "round: expected a whole number"],
			[{ combatants: ["[[Ana]]"], order: ["Ana: 12"], round: 1, turn: 9 }, "turn is 9, but round 1 has 1 turn:"],
			[{ combatants: ["[[Ana]]"], order: ["<b>x</b>: 12"], round: 1, turn: 1 }, "is not among the combatants"],
		] as const) {
			const v = await campaign("cypher");
			await v.note("Camp/Ana.md", cypherPc("Ana"));
			await encounterNote(v, fm);
			const { el } = await tracker(v);
			expect(texts(el, ".cl-encounter-error")[0]).toContain(message);
			expect(el.querySelectorAll("button").length).toBe(0);
			// Markup in a hand-edited line is shown as text, never as HTML.
			expect(el.querySelector("b")).toBeNull();
			const before = await v.read(ENCOUNTER);
			const d = deps(v, [10]);
			expect((await nextTurn(d, v.file(ENCOUNTER))).ok).toBe(false);
			expect(await v.read(ENCOUNTER)).toBe(before);
		}
	});

	it("a block in another note draws the encounter its note: line names, and its buttons act on that encounter", async () => {
		const v = await guards();
		await v.note("Prep/GM screen.md", {});
		const rolledFor: string[] = [];
		const actions = { ...spyActions(), rollInitiative: (file: { path: string }) => void rolledFor.push(file.path) };
		const { el } = await tracker(v, actions, "Prep/GM screen.md", "note: [[Fight]]");
		expect(texts(el, ".cl-encounter-name")).toContain("Guard 2");
		// No order yet: Roll initiative is the one main button; Next turn comes with the order.
		expect([...el.querySelectorAll("button")].find((b) => b.textContent === "Next turn")).toBeUndefined();
		expect(el.querySelector("button.mod-cta")?.textContent).toBe("Roll initiative");
		[...el.querySelectorAll("button")].find((b) => b.textContent === "Roll initiative")?.click();
		expect(rolledFor).toEqual([ENCOUNTER]);

		const missing = await tracker(v, spyActions(), "Prep/GM screen.md", "note: [[No such fight]]");
		expect(texts(missing.el, ".cl-encounter-error")[0]).toBe("[[No such fight]] (the block's note: line) leads to no note.");
		expect(missing.el.querySelectorAll("button").length).toBe(0);
	});

	it("every button has an accessible name and the row buttons name their combatant", async () => {
		const v = await guards();
		const { el } = await tracker(v);
		const buttons = [...el.querySelectorAll("button")];
		expect(buttons.length).toBeGreaterThan(5);
		for (const b of buttons) expect((b.getAttribute("aria-label") ?? b.textContent ?? "").trim()).not.toBe("");
		expect(buttons.map((b) => b.getAttribute("aria-label")).filter(Boolean)).toContain("More for Guard 2");
		expect([...el.querySelectorAll("input")].map((i) => i.getAttribute("aria-label"))).toContain("Damage Guard 2 (a number, Enter; +3 heals)");
	});
});

describe("the tracker at the table (issue 24)", () => {
	it("a row's number field damages on Enter and heals with +; other keys and words do nothing", async () => {
		const v = await guards();
		const { el, actions } = await tracker(v);
		const field = el.querySelector<HTMLInputElement>('input[aria-label^="Damage Guard 2"]');
		const enter = (text: string): void => {
			if (field) field.value = text;
			field?.dispatchEvent(new KeyboardEvent("keydown", { key: "Enter", bubbles: true }));
		};
		enter("4");
		enter("+3");
		enter("four");
		expect(actions.damage).toHaveBeenCalledWith(expect.objectContaining({ path: ENCOUNTER }), "Guard 2", 4);
		expect(actions.heal).toHaveBeenCalledWith(expect.objectContaining({ path: ENCOUNTER }), "Guard 2", 3);
		expect(actions.damage).toHaveBeenCalledTimes(1);
		// A number applied empties the field for the next hit; a word is left there, not applied.
		expect(field?.value).toBe("four");
	});

	it("each combatant takes damage by its game's rules: points to a wounds-campaign PC are a wound by 000's table, not Pool damage", async () => {
		quoted("| 1 to 4 | Minor |");
		const v = await guards();
		const d = deps(v);
		expect((await harm(d, v.file(ENCOUNTER), { id: "Charles", mode: "damage", amount: 3 })).ok).toBe(true);
		expect(v.frontmatter("Camp/Charles.md")?.["wounds-minor"]).toBe(1);
		expect(v.frontmatter("Camp/Charles.md")?.["might"]).toBeUndefined();
		expect((await harm(d, v.file(ENCOUNTER), { id: "Charles", mode: "damage", amount: 6 })).ok).toBe(true);
		expect(v.frontmatter("Camp/Charles.md")?.["wounds-moderate"]).toBe(1);
		// Nothing typed is nothing done.
		expect((await harm(d, v.file(ENCOUNTER), { id: "Guard 1", mode: "damage", amount: 0 })).ok).toBe(false);
	});

	it("the row's menu holds the rest: Damage…, Heal…, GM intrusion on a PC, First action at the start of a round, Last action and Wait, Remove…", async () => {
		const v = await guards();
		const d = deps(v, [8, 15, 4]);
		await rollInitiative(d, v.file(ENCOUNTER));
		const { el, actions } = await tracker(v);
		// 001's GM procedures: an opposed roll for anyone, the boss package on a creature (a swarm needs four: two guards are not enough).
		expect(rowMenu(el, "Charles").titles).toEqual(["Damage…", "Heal…", "Add condition…", "GM intrusion", "Opposed roll…", "Area attack…", "First action", "Last action", "Wait…", "Remove…"]);
		expect(rowMenu(el, "Guard 1").titles).toEqual(["Damage…", "Heal…", "Add condition…", "Boss package", "Opposed roll…", "Area attack…", "First action", "Last action", "Wait…", "Remove…"]);
		rowMenu(el, "Guard 1").click("Boss package");
		expect(actions.boss).toHaveBeenCalledWith(expect.objectContaining({ path: ENCOUNTER }), "Guard 1");
		rowMenu(el, "Charles").click("GM intrusion");
		expect(actions.intrusion).toHaveBeenCalledWith(expect.objectContaining({ path: ENCOUNTER }), "Charles");
		// Before initiative, Next turn is not offered; after it, Next turn is the main button, the round beside it.
		expect(el.querySelector(".cl-encounter-turns button.mod-cta")?.textContent).toBe("Next turn");
		expect(texts(el, ".cl-encounter-round")).toEqual(["Cypher System · Round 1 · Shanna's turn"]);
	});

	it("Remove asks first, is logged, and Undo puts the combatant back with its place and values", async () => {
		const v = await guards();
		const d = deps(v, [8, 15, 4]);
		await rollInitiative(d, v.file(ENCOUNTER));
		await harm(d, v.file(ENCOUNTER), { id: "Guard 2", mode: "damage", amount: 3 });
		const before = { ...v.frontmatter(ENCOUNTER) };
		const removed = await removeCombatant(d, v.file(ENCOUNTER), "Guard 2");
		expect(removed.ok).toBe(true);
		expect(v.frontmatter(ENCOUNTER)?.["combatants"]).toEqual(["[[Charles]]", "[[Shanna]]", "[[Tammie]]", "1 × [[Guard]]"]);
		expect(v.frontmatter(ENCOUNTER)?.["guard-2-health"]).toBeUndefined();
		const [entry] = (await entries(v)).slice(-1);
		expect(entry).toMatchObject({ kind: "encounter", actor: "", encounter: "[[Fight]]", title: "Guard 2 leaves Fight", outcome: { text: "Removed from the encounter" } });
		expect((await undoEntry(v.app, v.file(SESSION), entry?.id ?? "")).ok).toBe(true);
		expect(v.frontmatter(ENCOUNTER)).toEqual(before);
	});

	it("the encounter's own entries have no actor, so a summary never counts the encounter as a character", async () => {
		const v = await guards();
		const d = deps(v, [8, 15, 4]);
		await rollInitiative(d, v.file(ENCOUNTER));
		await harm(d, v.file(ENCOUNTER), { id: "Guard 1", mode: "damage", amount: 2 });
		await endEncounter(d, v.file(ENCOUNTER));
		const all = await entries(v);
		expect(all.map((e) => [e.kind, e.actor, e.encounter])).toEqual([
			["initiative", "", "[[Fight]]"],
			["damage", "", "[[Fight]]"],
			["encounter", "", "[[Fight]]"],
		]);
	});

	it("more of a creature join its line however the link is written: one group, one set of stored values", async () => {
		const v = await guards({ combatants: ["[[Charles]]", "2 × [[Guard|Gate guard]]"] });
		const d = deps(v);
		expect((await addCombatant(d, v.file(ENCOUNTER), "Compendium/Guard", 1)).ok).toBe(true);
		expect(v.frontmatter(ENCOUNTER)?.["combatants"]).toEqual(["[[Charles]]", "3 × [[Guard|Gate guard]]"]);
		expect(d.told.at(-1)).toBe("Fight: Gate guard 1 to Gate guard 3 in the fight.");
		// Written by hand two ways, the two would share their health: refused with what to do, nothing shared.
		await v.note(ENCOUNTER, { ledger: "encounter", campaign: "[[Camp]]", round: 0, turn: 0, combatants: ["2 × [[Guard|Gate guard]]", "2 × [[Guard|Gate-guard]]"] });
		const { el } = await tracker(v);
		expect(el.textContent).toContain('"Gate guard 1" and "Gate-guard 1" would share their stored health');
	});
});
