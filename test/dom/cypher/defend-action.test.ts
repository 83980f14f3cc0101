/**
 * The Defend dialog on the Cypher sheet: block or dodge (seed 000's wounds) or a defense task
 * (seed 001's damage track), armor, shields, area attacks, Effort, and the result written to the
 * note and the session log in one undoable entry. Kira (fixtures.ts): light armor, Might 9/12 Edge 1,
 * Speed 10/10 Edge 0, Intellect 11/11, Effort 1.
 */
import { describe, expect, it } from "vitest";
import { parseEntries } from "../../../src/engine/log";
import { undoEntry } from "../../../src/notes/log/undo";
import { DEFEND_ACTION, type DefendForm } from "../../../src/games/cypher/defend-action";
import { seedQuoter } from "../../helpers/seeds";
import type { TestVault } from "../campaign/helpers";
import { KIRA, must, SESSION, settle, sheetChild, table, cypherDialog } from "./fixtures";

const q000 = seedQuoter("000");
const q001 = seedQuoter("001");
const TRACK = { "damage-model": "damage-track" };

const texts = (el: Element, selector: string): string[] => [...el.querySelectorAll(selector)].map((e) => e.textContent ?? "");
const entries = async (v: TestVault) => parseEntries(await v.read(SESSION)).entries.map((e) => e.entry);

/** The real dialog for the sheet's Defend button, wired to the real pipeline with scripted dice. */
/** The real Defend dialog for Kira. */
const dialog = (v: TestVault, set: Partial<DefendForm> = {}, faces: number[] = []) => cypherDialog(v, DEFEND_ACTION, set, faces);

describe("the Defend button", () => {
	it("is on the sheet, and a carried shield is listed with its wounds", async () => {
		const v = await table({ shield: true, "shield-wounds-minor": 1 });
		const el = createDiv();
		sheetChild(v, el, "", KIRA).load();
		await settle();
		expect(texts(el, ".cl-sheet-actions button")).toContain("Defend");
		// 000: "A shield can take three minor wounds, two moderate wounds, and one major wound."
		expect(texts(el, '[data-list="Shield"] li')).toEqual(["Minor wounds 1 of 3, moderate wounds 0 of 2; a major wound breaks it"]);
	});
});

describe("block and dodge under wounds (000)", () => {
	it("a block in light armor is eased: level 4 → 3, 60%, and says what success and failure leave", async () => {
		q000("Light Armor: Block rolls are eased. Dodge rolls are hindered.");
		q000("If you succeed, you reduce the wound's severity by one step");
		const { lines, labels, modal } = await dialog(await table(), { level: 4 });
		expect(labels().slice(0, 5)).toEqual(["Defense", "Attacker's level", "The attack deals", "Area attack", "Skill"]);
		// The chance sits in the footer beside the button (as in the task dialog), the difficulty above it.
		expect([...modal.contentEl.querySelectorAll(".cl-dialog-footer .cl-dialog-line")].map((p) => p.textContent)).toEqual(["Chance to defend: 60% (12 in 20)", "Cost: none"]);
		expect(lines("defense")).toEqual(["Block: a Might defense roll.", "Light armor eases the block by 1 step."]);
		expect(lines("difficulty")).toEqual(["Difficulty 4 → 3 (Demanding): target 9"]);
		expect(lines("chance")).toEqual(["Chance to defend: 60% (12 in 20)"]);
		expect(lines("success")).toEqual(["If the block succeeds: minor wounds 0 → 1"]);
		expect(lines("failure")).toEqual(["If it fails: moderate wounds 0 → 1"]);
		expect(lines("cost")).toEqual(["Cost: none"]);
	});

	it("a dodge against an area attack is hindered by the armor and the area: level 3 → 5, 30%; success avoids the wound", async () => {
		q000("Dodge tasks against an area attack are hindered.");
		q000("If you succeed, you are not hit and take no wound from the attack.");
		const { lines } = await dialog(await table(), { defense: "dodge", level: 3, area: true });
		expect(lines("defense")).toEqual(["Dodge: a Speed defense roll.", "Light armor hinders the dodge by 1 step.", "Dodging an area attack is hindered by 1 step."]);
		expect(lines("difficulty")).toEqual(["Difficulty 3 → 5 (Challenging): target 15"]);
		expect(lines("chance")).toEqual(["Chance to defend: 30% (6 in 20)"]);
		expect(lines("success")).toEqual(["If the dodge succeeds: no harm"]);
	});

	it("a failed dodge with Effort: Speed pays 3, the moderate wound is marked, one entry, and undo puts both back", async () => {
		q000("If you fail, you are hit and take the wound from the attack.");
		q000("Using Effort costs 3 Pool points and eases the task by one step");
		const v = await table();
		const { modal, lines, d } = await dialog(v, { defense: "dodge", level: 3, effort: 1 }, [5]);
		expect(lines("difficulty")).toEqual(["Difficulty 3 → 3 (Demanding): target 9"]);
		expect(lines("cost")).toEqual(["Cost: 1 level of Effort: 3 Speed = 3"]);
		await modal.roll();
		const fm = v.frontmatter(KIRA);
		expect(fm?.["speed"]).toBe(7);
		expect(fm?.["wounds-moderate"]).toBe(1);
		const [entry, ...rest] = await entries(v);
		expect(rest).toEqual([]);
		expect(entry).toMatchObject({
			kind: "defense",
			title: "Dodge (Speed)",
			dice: [{ notation: "d20", dice: [{ value: 5, kept: true }], total: 5 }],
			outcome: { text: "Failure (5): moderate wounds 0 → 1", code: "failure" },
			changes: [
				{ target: "[[Kira]]", key: "speed", before: 10, after: 7 },
				// The key was not in the note before: undo takes it out again.
				{ target: "[[Kira]]", key: "wounds-moderate", before: null, after: 1 },
			],
		});
		expect(entry?.inputs[0]).toEqual({ key: "attack", value: "Moderate wound" });
		expect(entry?.explanation).toContain("The dodge fails: the moderate wound lands.");
		expect(entry?.explanation).toContain("Marked a moderate wound (1 of 3).");
		expect(d.told).toEqual(["Dodge (Speed): Failure (5): moderate wounds 0 → 1"]);
		must(await undoEntry(v.app, v.file(SESSION), entry?.id ?? ""));
		expect(v.frontmatter(KIRA)?.["speed"]).toBe(10);
		expect(v.frontmatter(KIRA)?.["wounds-moderate"] ?? 0).toBe(0);
	});

	it("a block with dice rolled at the table: 12 beats 9, the major wound becomes moderate", async () => {
		const v = await table();
		const { modal } = await dialog(v, { level: 4, harm: "major" });
		modal.setByHand(true);
		modal.setTyped(0, "12");
		await modal.roll();
		const [entry] = await entries(v);
		expect(entry?.outcome).toEqual({ text: "Success (12): moderate wounds 0 → 1", code: "success" });
		expect(entry?.explanation).toContain("The block succeeds: the major wound becomes a moderate wound.");
		expect(entry?.inputs).toContainEqual({ key: "dice", value: "entered by hand" });
		expect(v.frontmatter(KIRA)?.["wounds-moderate"]).toBe(1);
	});

	it("wounds hinder the defense too", async () => {
		q000("Each individual major wound hinders all of your actions.");
		const { lines } = await dialog(await table({ "wounds-major": 1 }), { level: 4 });
		// Light armor eases 1, the major wound hinders 1.
		expect(lines("difficulty")).toEqual(["Difficulty 4 → 4 (Difficult): target 12"]);
	});

	it("a dead character cannot defend", async () => {
		q000("When you take your third major wound, you die.");
		const { lines, modal } = await dialog(await table({ "wounds-major": 3 }));
		expect(lines("refusal").join("")).toContain("Kira is dead: there is nothing left to defend.");
		expect(modal.rollButton?.disabled).toBe(true);
	});
});

describe("shields (000)", () => {
	it("on a successful block the shield takes the whole major wound and breaks; undo mends it", async () => {
		q000("you can have the shield take the entire wound from the attack so you take no damage");
		q000("When a shield takes a major wound, it is broken, ruined, or destroyed and no longer has any effect.");
		const v = await table({ shield: true });
		const { modal, lines } = await dialog(v, { level: 4, harm: "major", shield: true }, [12]);
		expect(lines("success")).toEqual(["If the block succeeds: the shield breaks"]);
		expect(lines("failure")).toEqual(["If it fails: major wounds 0 → 1"]);
		await modal.roll();
		expect(v.frontmatter(KIRA)?.["shield-broken"]).toBe(true);
		expect(v.frontmatter(KIRA)?.["wounds-major"] ?? 0).toBe(0);
		const [entry] = await entries(v);
		expect(entry?.outcome?.text).toBe("Success (12): the shield breaks");
		expect(entry?.inputs).toContainEqual({ key: "shield", value: "takes the wound on a block" });
		must(await undoEntry(v.app, v.file(SESSION), entry?.id ?? ""));
		expect(v.frontmatter(KIRA)?.["shield-broken"] ?? false).toBe(false);
	});

	it("a full row of minor wounds rolls over to moderate on the shield", async () => {
		q000("when a shield runs out of minor wounds, additional minor wounds become (“roll over to”) moderate wounds");
		const { lines } = await dialog(await table({ "shield-wounds-minor": 3 }), { harm: "minor", shield: true });
		expect(lines("success")).toEqual(["If the block succeeds: shield's moderate wounds 0 → 1"]);
	});

	it("a broken shield cannot be chosen, and a dodge never uses the shield", async () => {
		const broken = await dialog(await table({ shield: true, "shield-broken": true }), { shield: true });
		expect(broken.modal.contentEl.querySelector<HTMLInputElement>('[data-key="shield"] input')?.disabled).toBe(true);
		expect(broken.lines("success")).toEqual(["If the block succeeds: minor wounds 0 → 1"]);
		const dodge = await dialog(await table({ shield: true }), { defense: "dodge", shield: true });
		expect(dodge.lines("success")).toEqual(["If the dodge succeeds: no harm"]);
	});
});

describe("other defenses, no defense, taking the attack (000)", () => {
	it("an Intellect defense roll against Pool damage: what is past 0 turns into a wound", async () => {
		q000("a mental blast from a psychic monster might have you make an Intellect defense roll (not a dodge roll)");
		q000("If damage reduces your stat Pool to 0, any further damage to that stat (including excess damage from the attack that reduced the stat to 0) turns into wounds.");
		const v = await table();
		const { modal, lines } = await dialog(v, { defense: "intellect", level: 2, harm: "intellect", damage: 14 }, [3]);
		expect(lines("defense")).toEqual([]);
		expect(lines("difficulty")).toEqual(["Difficulty 2 → 2 (Standard): target 6"]);
		expect(lines("success")).toEqual(["If the defense succeeds: no harm"]);
		expect(lines("failure")).toEqual(["If it fails: Intellect 11 → 0, minor wounds 0 → 1"]);
		await modal.roll();
		const [entry] = await entries(v);
		expect(entry).toMatchObject({ title: "Defense (Intellect)", outcome: { text: "Failure (3): Intellect 11 → 0, minor wounds 0 → 1" } });
		expect(v.frontmatter(KIRA)?.["intellect"]).toBe(0);
		must(await undoEntry(v.app, v.file(SESSION), entry?.id ?? ""));
		expect(v.frontmatter(KIRA)?.["intellect"]).toBe(11);
	});

	it("taking the attack for someone: no roll, the wound and an additional minor wound", async () => {
		q000("The attack automatically succeeds against you and it inflicts an additional minor wound.");
		const v = await table();
		const { modal, lines, d } = await dialog(v, { defense: "take" }, [7]);
		expect(lines("chance")).toEqual(["No roll: the attack hits."]);
		expect(lines("failure")).toEqual(["The attack leaves: minor wounds 0 → 1, moderate wounds 0 → 1"]);
		expect(modal.contentEl.querySelector(".cl-dialog-by-hand")).toBeNull();
		await modal.roll();
		const [entry] = await entries(v);
		expect(entry).toMatchObject({ kind: "defense", title: "Taking the attack", dice: [], outcome: { text: "Hit: minor wounds 0 → 1, moderate wounds 0 → 1", code: "hit" } });
		expect(d.rng.remaining()).toBe(1);
	});

	it("no defense: the attack hits", async () => {
		q000("You can always choose to not defend against an attack, in which case it automatically hits you.");
		const { lines } = await dialog(await table(), { defense: "none", harm: "major" });
		expect(lines("failure")).toEqual(["The attack leaves: major wounds 0 → 1"]);
		// 000: "When you take your third major wound, you die."
		const dying = await dialog(await table({ "wounds-major": 2 }), { defense: "none", harm: "major" });
		expect(dying.lines("failure")).toEqual(["The attack leaves: major wounds 2 → 3, dead"]);
	});
});

describe("the damage track (001)", () => {
	it("a Speed defense by default, no armor steps; a hit's damage less Armor comes off Might", async () => {
		q001("Speed task (usually)");
		q001("Damage: Damage rating - Armor");
		q001("Damage to PC: Subtract from stat pool (default Might).");
		const { lines, labels } = await dialog(await table({}, TRACK));
		expect(labels().slice(0, 6)).toEqual(["Defense", "Attacker's level", "Damage to", "Damage", "Kind of damage", "Armor"]);
		expect(lines("difficulty")).toEqual(["Difficulty 3 → 3 (Demanding): target 9"]);
		expect(lines("success")).toEqual(["If the defense succeeds: no harm"]);
		// 4 damage − light armor's 1.
		expect(lines("failure")).toEqual(["If it fails: Might 9 → 6"]);
	});

	it("Effort on a Might defense and the hit come off the same Pool, in order; undo restores Might", async () => {
		const v = await table({}, TRACK);
		const { modal, lines } = await dialog(v, { defense: "might", effort: 1 }, [2]);
		expect(lines("cost")).toEqual(["Cost: 1 level of Effort: 3 Might − 1 Edge = 2"]);
		expect(lines("failure")).toEqual(["If it fails: Might 7 → 4"]);
		await modal.roll();
		expect(v.frontmatter(KIRA)?.["might"]).toBe(4);
		const [entry] = await entries(v);
		expect(entry?.changes).toEqual([
			{ target: "[[Kira]]", key: "might", before: 9, after: 7 },
			{ target: "[[Kira]]", key: "might", before: 7, after: 4 },
		]);
		must(await undoEntry(v.app, v.file(SESSION), entry?.id ?? ""));
		expect(v.frontmatter(KIRA)?.["might"]).toBe(9);
	});

	it("a debilitated character makes no defense roll, but No defense still applies the hit", async () => {
		q001("Cannot take any action other than to move/crawl immediate distance.");
		const v = await table({ might: 0, speed: 3, "damage-track": "debilitated", intellect: 0 }, TRACK);
		const { lines, modal } = await dialog(v);
		expect(lines("refusal").join("")).toContain('Choose "No defense" to apply the hit.');
		modal.setField("defense", "none");
		expect(lines("failure")).toEqual(["The attack leaves: Speed 3 → 0, damage track debilitated → dead"]);
	});

	it("an emptied Pool moves Kira down the track; mental damage ignores Armor", async () => {
		q001("1 stat pool = 0");
		const { lines, modal } = await dialog(await table({ might: 2 }, TRACK));
		expect(lines("failure")).toEqual(["If it fails: Might 2 → 0, Speed 10 → 9, damage track hale → impaired"]);
		q000("Mental attacks like a psychic blast ignore Armor");
		modal.setField("kind", "mental");
		expect(lines("failure")).toEqual(["If it fails: Might 2 → 0, Speed 10 → 8, damage track hale → impaired"]);
	});
});
