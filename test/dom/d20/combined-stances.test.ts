/**
 * 004: "You can combine stances, too": the sheet holds a second stance beside the first, both go
 * to the odds, and a combination that pulls one roll both ways is flagged for the GM.
 */
import { describe, expect, it } from "vitest";
import { parseEntries } from "../../../src/engine/log";
import { undoEntry } from "../../../src/notes/log/undo";
import { d20Form, planAttack, type AttackForm } from "../../../src/games/d20/form";
import { readD20Note } from "../../../src/ui/d20/note";
import type { TestVault } from "../campaign/helpers";
import { seedQuoter } from "../../helpers/seeds";
import { d20Vault, deps, MARA, must, SESSION, settle, sheetChild } from "./fixtures";

const quoted = seedQuoter("004");
const texts = (el: Element, selector: string): string[] => [...el.querySelectorAll(selector)].map((e) => e.textContent ?? "");

async function sheet(v: TestVault) {
	const el = createDiv();
	const child = sheetChild(v, el, MARA, deps(v));
	child.load();
	await settle();
	return { el, child };
}

describe("combined stances", () => {
	it("reckless combined with aggressive: a bonus to attack and to damage, a larger penalty to Defence, written, applied and undone", async () => {
		quoted("You can combine stances, too, so that you may fight aggressively and reckless, taking a larger penalty to Defence and gaining a bonus to both attack and damage.");
		const v = await d20Vault({ mara: { stance: "reckless" } });
		const { el, child } = await sheet(v);
		// The second track offers every stance but the one already taken.
		expect(texts(el, ".cl-sheet-track-label")).toContain("Combined with");
		el.querySelector<HTMLButtonElement>('button[aria-label="Combined with: aggressive"]')?.click();
		await settle();
		expect(v.frontmatter(MARA)?.["second-stance"]).toBe("aggressive");
		await child.render();
		// BCB +3 allows Minor stances (2 each); two Minor penalties to Defence make a Major one (4).
		expect(texts(el, '[data-list="Stance and injuries"] li')).toEqual([
			"Reckless: minor bonus to attack, minor penalty to defence",
			"Aggressive: minor bonus to damage, minor penalty to defence",
			"Together: attack +2, defence −4, damage +2",
		]);
		const note = must(await readD20Note(v.app, v.file(MARA)));
		const form: AttackForm = { ...(d20Form(note, "attack") as AttackForm), target: "[[Gate Thug]]" };
		const neutral = must(await readD20Note(v.app, v.file(MARA)));
		neutral.state = { ...neutral.state, stance: "neutral", secondStance: "neutral" };
		const plan = must(planAttack(note, form));
		const plain = must(planAttack(neutral, form));
		expect(plan.input.attacker.modifier - plain.input.attacker.modifier).toBe(2);
		expect(plan.damageAdjustment.value).toBe(2);
		const [edit] = parseEntries(await v.read(SESSION)).entries.map((e) => e.entry);
		expect(edit?.changes).toEqual([{ target: "[[Mara Quell]]", key: "second-stance", before: null, after: "aggressive" }]);
		must(await undoEntry(v.app, v.file(SESSION), edit?.id ?? ""));
		expect(v.frontmatter(MARA)).not.toHaveProperty("second-stance");
	});

	it("aggressive with defensive pulls Defence both ways: the sheet says the GM may not allow it", async () => {
		quoted("Your GM may not allow some combinations that seem impossible, like an aggressive and defensive stance");
		const v = await d20Vault({ mara: { stance: "aggressive", "second-stance": "defensive" } });
		const { el } = await sheet(v);
		expect(texts(el, '[data-list="Stance and injuries"] li')).toContain("These stances pull one roll both ways: the GM may not allow the combination");
	});

	it("the same stance twice is a problem shown beside the stance, and counts once", async () => {
		const v = await d20Vault({ mara: { stance: "reckless", "second-stance": "reckless" } });
		const note = must(await readD20Note(v.app, v.file(MARA)));
		expect(note.state.secondStance).toBe("neutral");
		expect(note.problems.map((p) => p.key)).toContain("second-stance");
	});
});
