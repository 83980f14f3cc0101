/** 004's psychic healing in the Recover dialog: the time counts several times over, never Vitality beyond rest. */
import { describe, expect, it } from "vitest";
import { parseEntries } from "../../../src/engine/log";
import { undoEntry } from "../../../src/notes/log/undo";
import { d20Form, type D20Form } from "../../../src/games/d20/form";
import { d20Game } from "../../../src/games/d20/game";
import { readD20Note } from "../../../src/ui/d20/note";
import { resolveRoll } from "../../../src/ui/frame/roll-dialog";
import { RollModal } from "../../../src/ui/frame/roll-modal";
import { seedQuoter } from "../../helpers/seeds";
import { d20Vault, deps, MARA, must, SESSION } from "./fixtures";

const quoted = seedQuoter("004");
const texts = (el: Element, selector: string): string[] => [...el.querySelectorAll(selector)].map((e) => e.textContent ?? "");

describe("Recover with psychic healing", () => {
	it("eight active hours three times as fast bring back a day's Wound Points; Vitality only as fast as rest; logged and undone", async () => {
		quoted("Psychic powers may be used to accelerate healing. Vitality recovery can never be accelerated beyond the rate of natural rest.");
		// Mara: level 3, CON 12 (+1): 4 points a period. Vitality 0 of 24, Wound Points 5 of 12.
		const v = await d20Vault({ mara: { vitality: 0, "wound-points": 5 } });
		const d = deps(v);
		const note = must(await readD20Note(v.app, v.file(MARA)));
		const modal = new RollModal(v.app, d20Game, note, d20Form(note, "recover") as D20Form, (f, entered) => resolveRoll(d, v.file(MARA), (file) => readD20Note(v.app, file), d20Game, f, entered));
		modal.onOpen();
		modal.setField("period", "hour-active");
		modal.setField("periods", 1);
		modal.setField("psychic", 10);
		// One active hour, ten times over: rest in one hour gives 6 Vitality periods (+24, full). Wound Points
		// want a whole active day: ten hours is none. (The cap at rest's rate is shown with the numbers in the unit test.)
		expect(texts(modal.contentEl, ".cl-dialog-odds").sort()).toEqual(["Vitality 0 → 24 of 24", "Wound Points 5 → 5 of 12"]);
		modal.setField("periods", 8);
		modal.setField("psychic", 3);
		// 004: "WP - recover 1 / level + CON bonus (minimum 1) per 8 hours rest, or per active day": 8 hours three times over is a day: +4.
		expect(texts(modal.contentEl, ".cl-dialog-odds").sort()).toEqual(["Vitality 0 → 24 of 24", "Wound Points 5 → 9 of 12"]);
		await modal.roll();
		expect([v.frontmatter(MARA)?.["vitality"], v.frontmatter(MARA)?.["wound-points"]]).toEqual([24, 9]);
		const [entry] = parseEntries(await v.read(SESSION)).entries.map((e) => e.entry);
		expect(entry?.inputs).toContainEqual({ key: "psychic healing", value: "3 times as fast" });
		must(await undoEntry(v.app, v.file(SESSION), entry?.id ?? ""));
		expect([v.frontmatter(MARA)?.["vitality"], v.frontmatter(MARA)?.["wound-points"]]).toEqual([0, 5]);
	});
});
