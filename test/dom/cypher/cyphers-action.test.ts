/**
 * Cyphers on the Cypher sheet: the list against the cypher limit, "Use" on each cypher, "Add
 * cypher" with the limit's warning before it happens, all through the one pipeline and undoable.
 * The limit is seed 001's (seed 000 says nothing on it).
 */
import { describe, expect, it, vi } from "vitest";
import { parseEntries } from "../../../src/engine/log";
import { undoEntry } from "../../../src/notes/log/undo";
import { cypherGame, type CypherForm } from "../../../src/games/cypher/game";
import { readCypherPc } from "../../../src/ui/cypher/table-entry";
import type { CypherPc } from "../../../src/games/cypher/task-game";
import { resolveRoll } from "../../../src/ui/frame/roll-dialog";
import { RollModal } from "../../../src/ui/frame/roll-modal";
import type { TableHost } from "../../../src/ui/frame/registry";
import type { TestVault } from "../campaign/helpers";
import { seedQuoter } from "../../helpers/seeds";
import { deps, KIRA, must, SESSION, settle, sheetChild, table } from "./fixtures";

const DETONATION = "[[Detonation]] (level 4)";
const STIM = "Stim (level 2)";

const texts = (el: Element, selector: string): string[] => [...el.querySelectorAll(selector)].map((e) => e.textContent ?? "");
const entries = async (v: TestVault) => parseEntries(await v.read(SESSION)).entries.map((e) => e.entry);

/** The real dialog for a sheet button, wired to the real pipeline with scripted dice for the random draw. */
async function dialog(v: TestVault, action: string, faces: number[] = []) {
	const d = deps(v, faces);
	const host: TableHost = { app: v.app, settings: () => v.settings(), deps: d };
	const read = async (file: Parameters<typeof readCypherPc>[1]) => {
		const pc = await readCypherPc(host, file, "");
		return pc.ok ? pc : { ok: false as const, error: pc.error };
	};
	const pc = must(await read(v.file(KIRA)));
	const form = cypherGame.form(pc, action) as CypherForm;
	const modal = new RollModal<CypherPc, CypherForm>(v.app, cypherGame, pc, form, (f, entered) => resolveRoll(d, v.file(KIRA), read, cypherGame, f, entered));
	modal.onOpen();
	const lines = (part: string) => texts(modal.contentEl, `.cl-dialog-${part}`);
	return { modal, d, lines };
}

describe("cyphers on the sheet", () => {
	it("lists each cypher with its level and a Use button, under 'Cyphers 1 of 2' with Add cypher", async () => {
		const v = await table({ cyphers: [DETONATION], "cypher-limit": 2 });
		const el = createDiv();
		sheetChild(v, el, "", KIRA).load();
		await settle();
		const list = el.querySelector('[data-list="Cyphers"]');
		expect(texts(list ?? el, "li")).toEqual(["Cyphers 1 of 2Add cypher", "Detonation (level 4)Use"]);
		// The wikilink links its page under its name.
		expect(list?.querySelector("a")?.textContent).toBe("Detonation");
		expect(texts(list ?? el, "button")).toEqual(["Add cypher", "Use"]);
	});

	it("a sheet over its limit still draws: the count is flagged and Use is there to get back under it", async () => {
		// 001: "If character is carrying more cyphers than their cypher limit, random cyphers disappear
		// instantly until they have cyphers equal to their maximum." A hand-edited note over the limit is
		// not broken: the player sees it and chooses what to use.
		const v = await table({ cyphers: [DETONATION, STIM, "Rejuvenator"], "cypher-limit": 2 });
		const el = createDiv();
		sheetChild(v, el, "", KIRA).load();
		await settle();
		expect(el.querySelector(".cl-sheet-invalid")).toBeNull();
		const list = el.querySelector('[data-list="Cyphers"]');
		expect(texts(list ?? el, "li")[0]).toContain("Cyphers 3 of 2");
		expect(texts(list ?? el, "button").filter((b) => b === "Use")).toHaveLength(3);
	});

	it("Use opens its dialog: the cypher leaves the list, 'Used cypher Detonation' is logged, and undo gives it back", async () => {
		const v = await table({ cyphers: [DETONATION, STIM], "cypher-limit": 2 });
		const opened: RollModal<unknown, unknown>[] = [];
		const open = vi.spyOn(RollModal.prototype, "open").mockImplementation(function (this: RollModal<unknown, unknown>) {
			opened.push(this);
		});
		const el = createDiv();
		sheetChild(v, el, "", KIRA).load();
		await settle();
		el.querySelector<HTMLButtonElement>('[data-action="cypher:use:0"]')?.click();
		open.mockRestore();
		expect(opened).toHaveLength(1);

		const { modal, lines } = await dialog(v, "cypher:use:0");
		expect(lines("cypher")).toEqual(["Detonation is used up and leaves the list: carrying 1 of 2."]);
		await modal.roll();
		expect(v.frontmatter(KIRA)?.["cyphers"]).toEqual([STIM]);
		const [entry] = await entries(v);
		expect(entry).toMatchObject({
			kind: "cypher",
			actor: "[[Kira]]",
			title: "Used cypher Detonation",
			outcome: { text: "Carrying 1 of 2" },
			changes: [{ target: "[[Kira]]", key: "cyphers", before: [DETONATION, STIM], after: [STIM] }],
		});
		must(await undoEntry(v.app, v.file(SESSION), entry?.id ?? ""));
		expect(v.frontmatter(KIRA)?.["cyphers"]).toEqual([DETONATION, STIM]);
	});

	it("Use refuses when the cypher has left the sheet since the dialog opened, and writes nothing", async () => {
		const v = await table({ cyphers: [DETONATION], "cypher-limit": 2 });
		const { modal, d } = await dialog(v, "cypher:use:0");
		await v.app.fileManager.processFrontMatter(v.file(KIRA), (fm: Record<string, unknown>) => {
			fm["cyphers"] = [STIM];
		});
		await modal.roll();
		expect(d.told).toEqual(["Detonation is no longer among Kira's cyphers: nothing was used."]);
		expect(v.frontmatter(KIRA)?.["cyphers"]).toEqual([STIM]);
		expect(await entries(v)).toEqual([]);
	});

	it("Add cypher within the limit writes the line with its level; undo removes the key it created", async () => {
		const v = await table();
		const { modal, lines } = await dialog(v, "cypher:add");
		expect(lines("refusal")).toEqual(["Type the cypher's name or a [[link]] to its page."]);
		modal.setField("name", "[[Detonation]]");
		modal.setField("level", "4");
		expect(lines("cypher")).toEqual(["Adds Detonation (level 4): carrying 1 of 2."]);
		expect(lines("limit")).toEqual([]);
		await modal.roll();
		expect(v.frontmatter(KIRA)?.["cyphers"]).toEqual([DETONATION]);
		const [entry] = await entries(v);
		expect(entry).toMatchObject({ title: "Added cypher Detonation", outcome: { text: "Carrying 1 of 2" }, changes: [{ key: "cyphers", before: null, after: [DETONATION] }] });
		must(await undoEntry(v.app, v.file(SESSION), entry?.id ?? ""));
		expect(v.frontmatter(KIRA)).not.toHaveProperty("cyphers");
	});

	it("Add cypher over the limit warns first, then random cyphers disappear until the limit; undo restores the list", async () => {
		const quote = seedQuoter("001");
		quote("If character is carrying more cyphers than their cypher limit, random cyphers disappear instantly until they have cyphers equal to their maximum.");
		const v = await table({ cyphers: [DETONATION, STIM], "cypher-limit": 2 });
		// The random draw: face 1 of the three carried, so the first (Detonation) disappears.
		const { modal, lines, d } = await dialog(v, "cypher:add", [1]);
		modal.setField("name", "[[Rejuvenator]]");
		modal.setField("level", "3");
		expect(lines("cypher")).toEqual(["Adds Rejuvenator (level 3): carrying 3 of 2."]);
		// The warning is shown before anything happens, and Roll stays enabled: it is the rule, not a refusal.
		expect(lines("limit")).toEqual(["Over the cypher limit of 2: random cyphers (perhaps this one) disappear at once until Kira carries 2. To choose what goes, use a cypher first."]);
		expect(modal.rollButton?.disabled).toBe(false);
		await modal.roll();
		expect(d.rng.remaining()).toBe(0);
		expect(v.frontmatter(KIRA)?.["cyphers"]).toEqual([STIM, "[[Rejuvenator]] (level 3)"]);
		const [entry] = await entries(v);
		expect(entry?.outcome?.text).toBe("Detonation disappeared; carrying 2 of 2");
		expect(entry?.explanation).toEqual(["Kira carries 3 cyphers against a limit of 2: [[Detonation]] (level 4) disappears."]);
		expect(entry?.changes).toEqual([{ target: "[[Kira]]", key: "cyphers", before: [DETONATION, STIM], after: [STIM, "[[Rejuvenator]] (level 3)"] }]);
		must(await undoEntry(v.app, v.file(SESSION), entry?.id ?? ""));
		expect(v.frontmatter(KIRA)?.["cyphers"]).toEqual([DETONATION, STIM]);
	});

	it("an occultic cypher counts as two: one more occultic on a limit of 2 with one carried is over", async () => {
		seedQuoter("001")("Occultic Cyphers count as 2 cyphers against limit.");
		const v = await table({ cyphers: [STIM], "cypher-limit": 2 });
		const { modal, lines } = await dialog(v, "cypher:add");
		modal.setField("name", "Soul knife");
		modal.setField("occultic", true);
		expect(lines("cypher")).toEqual(["Adds Soul knife (occultic): carrying 3 of 2."]);
		expect(lines("limit")).toHaveLength(1);
	});

	it("a sheet over its limit by an occultic cypher flags the count line", async () => {
		// Two lines, but the occultic one counts as two: 3 of 2. (More lines than the limit is a note problem the sheet reports.)
		const v = await table({ cyphers: [STIM, "Soul knife (occultic)"], "cypher-limit": 2 });
		const el = createDiv();
		sheetChild(v, el, "", KIRA).load();
		await settle();
		expect(texts(el, '[data-list="Cyphers"] .cl-sheet-list-problem')).toEqual(["Cyphers 3 of 2Add cypher"]);
		expect(texts(el, '[data-list="Cyphers"] .cl-sheet-list-item')).toEqual(["Stim (level 2)Use", "Soul knife (occultic)Use"]);
	});
});
