/**
 * 003's Extended Action is the party's: it is kept on the campaign note, every character's check
 * counts toward it, and the dialogs show the successes and failures so far.
 */
import { describe, expect, it, vi } from "vitest";
import type { TFile } from "obsidian";
import { parseEntries } from "../../../src/engine/log";
import { scriptedRng } from "../../../src/engine/rng";
import { undoEntry } from "../../../src/notes/log/undo";
import { poolForm, type PoolForm } from "../../../src/games/pool/form";
import { poolGame } from "../../../src/games/pool/game";
import { poolSheet } from "../../../src/games/pool/sheet";
import { readPoolNote } from "../../../src/ui/pool/note";
import type { TableDeps } from "../../../src/ui/frame/pipeline";
import { resolveRoll } from "../../../src/ui/frame/roll-dialog";
import { RollModal } from "../../../src/ui/frame/roll-modal";
import { testVault, type TestVault } from "../campaign/helpers";
import { seedQuoter } from "../../helpers/seeds";

const quoted = seedQuoter("003");
const CAMPAIGN = "Road/Road.md";
const SESSION = "Road/Session 1.md";
const TAMSIN = "Road/Tamsin.md";
const ODE = "Road/Ode.md";

const pc = (name: string, extra: Record<string, unknown> = {}) => ({ ledger: "character", system: "pool", campaign: "[[Road]]", name, "health-max": 10, "endurance-max": 20, ...extra });

async function road(ode: Record<string, unknown> = {}): Promise<TestVault> {
	const v = testVault();
	await v.note(CAMPAIGN, { ledger: "campaign", system: "pool", party: ["[[Tamsin]]", "[[Ode]]"], "current-session": "[[Session 1]]" });
	await v.note(SESSION, { ledger: "session", campaign: "[[Road]]", session: 1 }, "# Session 1\n\n## Log\n");
	await v.note(TAMSIN, pc("Tamsin"));
	await v.note(ODE, pc("Ode", ode));
	return v;
}

let n = 0;
function deps(v: TestVault, faces: number[] = []): TableDeps {
	return { app: v.app, settings: () => v.settings(), rng: scriptedRng(faces), tell: vi.fn(), now: () => new Date("2026-11-29T02:00:00.000Z"), ids: () => `mi1ext000-${String(++n).padStart(6, "0")}` };
}

const texts = (el: ParentNode, selector: string): string[] => [...el.querySelectorAll(selector)].map((e) => e.textContent ?? "");

async function dialog(v: TestVault, path: string, action: string, d: TableDeps = deps(v)) {
	const file = v.file(path);
	const read = (f: TFile) => readPoolNote(v.app, v.settings(), f);
	const model = await read(file);
	if (!model.ok) throw new Error(model.error);
	const form = poolForm(model.value, action, model.value.lastCheck);
	if (!form) throw new Error(`no ${action} form`);
	const modal = new RollModal<typeof model.value, PoolForm>(v.app, poolGame, model.value, form, (f, entered) => resolveRoll(d, file, read, poolGame, f, entered));
	modal.onOpen();
	const lines = () => [...texts(modal.contentEl, ".cl-dialog-result .cl-dialog-line"), ...texts(modal.contentEl, ".cl-dialog-summary .cl-dialog-line")];
	return { modal, lines, text: () => modal.contentEl.textContent ?? "" };
}

const entries = async (v: TestVault) => parseEntries(await v.read(SESSION)).entries.map((e) => e.entry);

describe("the party's Extended Action", () => {
	it("one character starts it, every character's check counts toward it, the dialog shows the count so far, and Undo takes a check back", async () => {
		quoted("the party has to achieve a certain number of successes before they hit a certain number of failures");
		const v = await road();
		const start = await dialog(v, TAMSIN, "extended");
		start.modal.setField("task", "Force the gate");
		start.modal.setField("dn", 8);
		expect(start.lines()).toContain("The party's: every character's check can count toward it");
		await start.modal.roll();
		expect(v.frontmatter(CAMPAIGN)).toMatchObject({ "extended-task": "Force the gate", "extended-dn": 8, "extended-successes-needed": 3, "extended-failure-limit": 3, "extended-successes": 0, "extended-failures": 0 });
		// Ode, another character, counts his check toward it: two dice, 6 and 6 add to 12, beating DN 8.
		const odeRoll = await dialog(v, ODE, "check", deps(v, [6, 6]));
		expect(odeRoll.text()).toContain("The party's Extended Action against DN 8, so far Force the gate: 0/3 successes, 0/3 failures");
		odeRoll.modal.setField("extended", true);
		await odeRoll.modal.roll();
		expect(v.frontmatter(CAMPAIGN)?.["extended-successes"]).toBe(1);
		// Tamsin's check misses (3 and 1: 3 does not beat 8) and counts as a failure, on the same count.
		const tamsinRoll = await dialog(v, TAMSIN, "check", deps(v, [3, 1]));
		expect(tamsinRoll.text()).toContain("so far Force the gate: 1/3 successes, 0/3 failures");
		tamsinRoll.modal.setField("extended", true);
		await tamsinRoll.modal.roll();
		expect(v.frontmatter(CAMPAIGN)).toMatchObject({ "extended-successes": 1, "extended-failures": 1 });
		const model = await readPoolNote(v.app, v.settings(), v.file(ODE));
		if (!model.ok) throw new Error(model.error);
		expect(poolSheet(model.value).lists.find((l) => l.title === "Extended Action")?.items[0]?.text).toBe("The party's Force the gate: 1/3 successes, 1/3 failures, against DN 8");
		const logged = await entries(v);
		const odes = logged.find((e) => e.actor === "[[Ode]]" && e.kind === "task");
		expect(odes?.changes).toEqual([{ target: "[[Road]]", key: "extended-successes", before: 0, after: 1 }]);
		expect(odes?.explanation).toContain("The party's Force the gate: 1/3 successes, 0/3 failures.");
		const undone = await undoEntry(v.app, v.file(SESSION), odes?.id ?? "");
		expect(undone.ok && undone.value.status).toBe("undone");
		expect(v.frontmatter(CAMPAIGN)).toMatchObject({ "extended-successes": 0, "extended-failures": 1 });
	});

	it("a character's own Extended Action from before gives way to the party's when a new one starts", async () => {
		const v = await road({ "extended-task": "Mend the axle", "extended-dn": 6, "extended-successes-needed": 3, "extended-failure-limit": 2, "extended-successes": 1, "extended-failures": 0 });
		const start = await dialog(v, ODE, "extended");
		start.modal.setField("task", "Climb the cliff");
		await start.modal.roll();
		expect(v.frontmatter(CAMPAIGN)).toMatchObject({ "extended-task": "Climb the cliff", "extended-successes": 0 });
		expect(v.frontmatter(ODE)).not.toHaveProperty("extended-task");
		const [entry] = (await entries(v)).slice(-1);
		await undoEntry(v.app, v.file(SESSION), entry?.id ?? "");
		expect(v.frontmatter(ODE)).toMatchObject({ "extended-task": "Mend the axle", "extended-successes": 1 });
		expect(v.frontmatter(CAMPAIGN)).not.toHaveProperty("extended-task");
	});
});
