/**
 * Each combat manoeuvre does what its rule note says (seed 004: "For the specific Combat Manoeuvres
 * below, the result is the specified effect. Some manoeuvres, such as bull rush, have varying levels
 * of success depending on how much your attack roll exceeds the target's CMD."). The seed names no
 * manoeuvre's numbers, so they are the d20 pack's notes: a trip knocks the target prone (logged,
 * undoable), a shove moves it by the margin over the CMD, and a GM's edit of a note changes the
 * dialog and the roll at once.
 */
import { describe, expect, it } from "vitest";
import { parseEntries } from "../../../src/engine/log";
import { manoeuvreMargin } from "../../../src/engine/systems/d20/manoeuvre";
import { undoEntry } from "../../../src/notes/log/undo";
import { readPack } from "../../../src/notes/pack/packs";
import { writePack } from "../../../src/notes/pack/write-pack";
import { d20Form, type D20Form } from "../../../src/games/d20/form";
import { d20Game } from "../../../src/games/d20/game";
import { readD20Note } from "../../../src/ui/d20/note";
import { resolveRoll } from "../../../src/ui/frame/roll-dialog";
import { RollModal } from "../../../src/ui/frame/roll-modal";
import type { TestVault } from "../campaign/helpers";
import { seedQuoter } from "../../helpers/seeds";
import { d20Vault, deps, must, SESSION, TAM, THUG_NOTE } from "./fixtures";

const quote = seedQuoter("004");
const SHOVE = "Rules/d20 game/Manoeuvre - Shove.md";
const texts = (el: Element, selector: string): string[] => [...el.querySelectorAll(selector)].map((e) => e.textContent ?? "");
const entries = async (v: TestVault) => parseEntries(await v.read(SESSION)).entries.map((e) => e.entry);

/** Tam's manoeuvre dialog on the Gate Thug, the chosen manoeuvre set, wired to the real pipeline with these dice. */
async function manoeuvre(v: TestVault, effect: string, faces: number[]) {
	const d = deps(v, faces);
	const note = must(await readD20Note(v.app, v.file(TAM)));
	const form = d20Form(note, "manoeuvre") as D20Form;
	const modal = new RollModal(v.app, d20Game, note, form, (f, entered) => resolveRoll(d, v.file(TAM), (file) => readD20Note(v.app, file), d20Game, f, entered));
	modal.onOpen();
	modal.setField("effect", effect);
	return { modal, d, notes: () => texts(modal.contentEl, ".cl-dialog-note"), odds: () => texts(modal.contentEl, ".cl-dialog-odds") };
}

describe("each manoeuvre's result, from the d20 rule pack (seed 004)", () => {
	it("the dialog offers the pack's manoeuvres and says what the chosen one does", async () => {
		const v = await d20Vault();
		const { modal, notes } = await manoeuvre(v, "trip", []);
		expect(texts(modal.contentEl, '[data-key="effect"] option, [data-key="effect"] .cl-seg-button')).toEqual(["Another (the GM says)", "Trip", "Shove", "Disarm", "Grapple"]);
		expect(notes()).toContain("On a success, Gate Thug becomes Prone.");
		modal.setField("effect", "shove");
		expect(notes()).toContain("On a success, Gate Thug is moved 5 feet, and 5 feet more for every 5 the roll beats the CMD by.");
	});

	it("a trip that succeeds puts Prone on the target with the roll's one entry, and the margin; Undo takes it off", async () => {
		quote("For the specific Combat Manoeuvres below, the result is the specified effect.");
		const v = await d20Vault();
		// Tam's CMA +1 rolls 18 = 19 against the thug's CMD 4 + 10 = 14: 5 over.
		const { modal } = await manoeuvre(v, "trip", [18]);
		await modal.roll();
		const [entry] = await entries(v);
		expect(entry?.outcome?.text).toBe("Success (19 against 14, by 5): Gate Thug is Prone until removed");
		expect(entry?.inputs).toContainEqual({ key: "beat the CMD by", value: 5 });
		expect(v.frontmatter(THUG_NOTE)?.["conditions"]).toEqual(["prone"]);
		must(await undoEntry(v.app, v.file(SESSION), entry?.id ?? ""));
		expect(v.frontmatter(THUG_NOTE)?.["conditions"] ?? []).toEqual([]);
	});

	it("a shove goes by degrees: 5 feet, and 5 more for every whole 5 the roll beats the CMD by", async () => {
		quote("Some manoeuvres, such as bull rush, have varying levels of success depending on how much your attack roll exceeds the target's CMD.");
		const v = await d20Vault();
		// 13 + 1 = 14 matches CMD 14: a success by 0, 5 feet. 20 + 1 = 21: 7 over, one step, 10 feet.
		const byFace = async (face: number) => {
			const { modal } = await manoeuvre(v, "shove", [face]);
			await modal.roll();
			return (await entries(v)).pop()?.outcome?.text;
		};
		expect(await byFace(13)).toBe("Success (14 against 14, by 0): Gate Thug is moved 5 feet");
		expect(await byFace(20)).toBe("Success (21 against 14, by 7): Gate Thug is moved 10 feet");
		expect(await byFace(12)).toBe("Failure (13 against 14): Gate Thug may make an attack of opportunity");
		// The engine's rule over every margin 0–19: 5 + 5 × ⌊margin / 5⌋.
		for (let margin = 0; margin < 20; margin++) expect(manoeuvreMargin({ success: true, margin }, { movesFeet: 5, perMargin: 5, moreFeet: 5 })?.feet).toBe(5 + 5 * Math.floor(margin / 5));
		// A shove moves no note: nothing on the thug changed.
		expect(v.frontmatter(THUG_NOTE)?.["conditions"]).toBeUndefined();
	});

	it("a GM's house rule round trip: the pack written to the vault, the Shove note edited, read back, and the dialog and the roll follow it", async () => {
		const v = await d20Vault();
		must(await writePack(v.app, "d20", "Rules"));
		expect((await readPack(v.app, "d20")).effects.get("shove")).toMatchObject({ from: { kind: "vault", path: SHOVE }, rule: { margin: { movesFeet: 5, perMargin: 5, moreFeet: 5 } } });
		// House rule: a shove pushes 10 feet per step, and the step is every 4 over the CMD.
		await v.app.fileManager.processFrontMatter(v.file(SHOVE), (fm: Record<string, unknown>) => {
			fm["more-feet"] = 10;
			fm["per-margin"] = 4;
		});
		expect((await readPack(v.app, "d20")).effects.get("shove")?.rule.margin).toEqual({ movesFeet: 5, perMargin: 4, moreFeet: 10 });
		const { modal, notes } = await manoeuvre(v, "shove", [20]);
		expect(notes()).toContain("On a success, Gate Thug is moved 5 feet, and 10 feet more for every 4 the roll beats the CMD by.");
		await modal.roll();
		// 21 against 14 is 7 over: one step of 4, 5 + 10 = 15 feet.
		const [entry] = await entries(v);
		expect(entry?.outcome?.text).toBe("Success (21 against 14, by 7): Gate Thug is moved 15 feet");
		expect(entry?.explanation).toContain("Shove: the roll beat the CMD by 7, 1 whole step of 4: Gate Thug is moved 15 feet.");
		// A broken value is said on the note and the built-in Shove is used meanwhile.
		await v.app.fileManager.processFrontMatter(v.file(SHOVE), (fm: Record<string, unknown>) => {
			fm["more-feet"] = "far";
		});
		const pack = await readPack(v.app, "d20");
		expect(pack.effects.get("shove")?.from.kind).toBe("built-in");
		expect(JSON.stringify(pack.problems)).toContain("more-feet");
	});
});
