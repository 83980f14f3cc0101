import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { legacyEntryBody as entryBody, serializeLegacyEntry as serializeEntry, type LogEntry } from "../../../src/engine/log";
import { undoEntry } from "../../../src/notes/log/undo";
import { LegacyEntryChild } from "../../../src/ui/log/legacy-entry";
import { LedgerSummaryChild } from "../../../src/ui/log/summary-block";
import { decorateEntryCallouts } from "../../../src/ui/log/entry-callout";
import { calloutElement, drawCalloutsOnRender, sectionContext } from "./callout-dom";
import { testVault } from "../campaign/helpers";
import { vaultWith } from "../helpers/vault";
import { entry, KIRA, kiraNote, SESSION, sessionNote, written } from "./fixtures";

/** Lets queued promises and timers run (a read of the note, a redraw). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

/** An older entry drawn as its callout (issue 22): one line at a glance, details folded, words not ids. */

function note(...entries: LogEntry[]): string {
	return `${sessionNote}\n## Log\n\n${entries.map(serializeEntry).join("\n\n")}\n`;
}

/** An older fenced entry's block, drawn as Obsidian would draw its callout (the fixture's renderer). */
async function card(vault: ReturnType<typeof vaultWith>, item: LogEntry): Promise<HTMLElement> {
	const el = createDiv();
	document.body.appendChild(el);
	const child = new LegacyEntryChild(el, vault.app, entryBody(item), SESSION);
	child.load();
	await settle();
	return el;
}


describe("an older entry's line at a glance", () => {
	let render: ReturnType<typeof drawCalloutsOnRender>;
	beforeEach(() => {
		render = drawCalloutsOnRender();
	});
	afterEach(() => {
		vi.restoreAllMocks();
	});

	it("shows a free roll's arithmetic with its modifiers, and a roll of many dice as its count and total", async () => {
		const free = entry({
			id: "f1",
			kind: "roll",
			title: "Attack",
			inputs: [{ key: "roll", value: "1d20 + 5" }],
			dice: [{ notation: "1d20", dice: [{ value: 16, kept: true }], total: 16 }],
			explanation: ["16 + 5 = 21"],
			outcome: { text: "21" },
		});
		const many = entry({ id: "f2", kind: "roll", title: "Swarm", dice: [{ notation: "1000d6", dice: Array.from({ length: 1000 }, () => ({ value: 3, kept: true })), total: 3000 }] });
		const vault = vaultWith({ [SESSION]: note(free, many) });
		expect((await card(vault, free)).querySelector(".cl-entry-dice-glance")?.textContent).toBe("1d20 + 5: 16 + 5 = 21");
		expect((await card(vault, many)).querySelector(".cl-entry-dice-glance")?.textContent).toBe("1000d6: 1,000 dice, 3,000");
	});

	it("hands Obsidian the [[links]] of inputs and explanations as links, so they are drawn as links, never as raw brackets", async () => {
		const linked = entry({ id: "l1", inputs: [{ key: "from", value: "[[People/Kira|Kira]]" }], explanation: ["Helped by [[Oru]]."] });
		const vault = vaultWith({ [SESSION]: note(linked) });
		const el = await card(vault, linked);
		const markdown = render.mock.calls[0]?.[1] ?? "";
		expect(markdown).toContain("> - input: from = [[People/Kira|Kira]]");
		expect(markdown).toContain("> - why: Helped by [[Oru]].");
		expect(el.textContent).not.toContain("[[");
	});

	it("an undone entry says so in words, names its undo by time (no raw id), is struck through, and jumps to it", async () => {
		const changed = entry({ id: "u1", title: "Climb", changes: [{ target: "[[Kira]]", key: "might", before: 9, after: 7 }] });
		const kira = kiraNote.replace("might: 9", "might: 7");
		const vault = vaultWith({ [SESSION]: note(changed), [KIRA]: kira });
		const options = { newId: () => "undo-1", now: () => new Date("2026-11-21T03:00:00.000Z") };
		// An older entry carries no seal: undo shows what it writes first, and the user agrees.
		const asked = await undoEntry(vault.app, vault.file(SESSION), "u1", options);
		if (!asked.ok || asked.value.status !== "confirm") throw new Error("expected undo to ask first");
		const undone = await undoEntry(vault.app, vault.file(SESSION), "u1", { ...options, confirmed: asked.value.writes });
		expect(undone.ok && undone.value.status).toBe("undone");
		const el = await card(vault, changed);
		// The undo was logged as a callout: Obsidian draws it, the plugin decorates it.
		const text = await vault.read(SESSION);
		const undoMarkdown = text.slice(text.indexOf("> [!ledger|undo-1]"));
		const undoEl = calloutElement(undoMarkdown);
		decorateEntryCallouts(undoEl, sectionContext(SESSION), vault.app);
		await settle();

		expect(el.querySelector(".callout")?.classList.contains("cl-entry-undone")).toBe(true);
		const status = el.querySelector(".cl-undone")?.textContent ?? "";
		expect(status).toMatch(/^Undone at .+/);
		expect(el.textContent).not.toContain("undo-1");
		expect(undoEl.querySelector(".cl-undo-of")?.textContent).toMatch(/^Undoes “Climb” from .+/);
		// The summary line and its state name the entry in words; its id stays in the folded details.
		expect(undoEl.querySelector(".callout-title")?.textContent).not.toContain("u1");
		const jump = el.querySelector<HTMLButtonElement>("button.cl-entry-jump");
		expect(jump?.textContent).toBe("Show the undo");
		jump?.click();
		expect(document.activeElement).toBe(undoEl.querySelector(".callout"));
	});

	it("unfolded, the line of [kind:: …] fields is the one drawn small and faint, not the input or dice line", async () => {
		const withInputs = entry({ id: "q1", inputs: [{ key: "difficulty", value: 4 }, { key: "effort", value: 1 }] });
		const noInputs = entry({ id: "q2", dice: [], outcome: undefined });
		const vault = vaultWith({ [SESSION]: note(withInputs, noInputs) });
		for (const item of [withInputs, noInputs]) {
			const quiet = (await card(vault, item)).querySelectorAll(".cl-entry-fields");
			expect(quiet).toHaveLength(1);
			expect(quiet[0]?.textContent).toMatch(/^\[kind:: task\]/);
		}
	});

	it("two entries with one id are reported on the card and never undone blindly", async () => {
		const first = entry({ id: "same", title: "Climb", changes: [{ target: "[[Kira]]", key: "might", before: 9, after: 7 }] });
		const copy = entry({ id: "same", title: "Climb again", changes: [{ target: "[[Kira]]", key: "might", before: 7, after: 5 }] });
		const vault = vaultWith({ [SESSION]: note(first, copy), [KIRA]: kiraNote.replace("might: 9", "might: 5") });
		const el = await card(vault, copy);
		expect(el.querySelector(".cl-entry-status .cl-warning")?.textContent).toMatch(/^Another entry in this note has the same id \(line \d+, line \d+\), so Undo is off/);
		expect(el.querySelector(".cl-undo-button")).toBeNull();
		const refused = await undoEntry(vault.app, vault.file(SESSION), "same");
		expect(refused).toEqual({ ok: false, error: `"Climb" shares its id with another entry in "${SESSION}", so it is not undone: change the id of the copy first.` });
		expect(await vault.read(KIRA)).toContain("might: 5");
	});
});

describe("the campaign recap", () => {
	it("counts rolls, successes and XP per character over every session, then per session", async () => {
		const v = testVault();
		await v.note("Gate/The Ninth Gate.md", { ledger: "campaign", system: "cypher", "damage-model": "wounds", party: ["[[Kira]]"] });
		await v.note("Gate/Kira.md", { ledger: "character", system: "cypher" });
		const log = (...entries: LogEntry[]): string => `## Log\n\n${entries.map(serializeEntry).join("\n\n")}\n`;
		await v.note("Gate/Session 1.md", { ledger: "session", campaign: "[[The Ninth Gate]]", session: 1, date: "2026-03-07" }, log(entry({ id: "a1" }), entry({ id: "a2", outcome: { code: "failure", text: "Failure" } })));
		await v.note(
			"Gate/Session 2.md",
			{ ledger: "session", campaign: "[[The Ninth Gate]]", session: 2, date: "2026-03-14" },
			log(entry({ id: "b1" }), entry({ id: "b2", kind: "intrusion", actor: "GM", dice: [], outcome: undefined, changes: [{ target: "[[Kira]]", key: "xp", before: 3, after: 5 }] })),
		);
		const el = createDiv();
		const child = new LedgerSummaryChild(el, v.app, "Gate/The Ninth Gate.md", "campaign");
		child.load();
		await child.render();
		const rows = [...el.querySelectorAll("table")].map((table) => [...table.querySelectorAll("tbody tr")].map((tr) => [...tr.children].map((cell) => cell.textContent)));
		expect(el.querySelector(".cl-summary-heading")?.textContent).toBe("Recap of The Ninth Gate: 2 sessions");
		expect([...el.querySelectorAll(".cl-summary-subheading")].map((p) => p.textContent)).toEqual(["All sessions", "Session 1", "Session 2"]);
		// The characters under "Character"; the GM (no character note) in a group of its own below.
		expect(rows[0]).toEqual([
			["Kira", "3", "2", "1", "0", "2", "0"],
			["Others"],
			["GM", "0", "0", "0", "1", "0", "0"],
		]);
		expect(rows[1]).toEqual([["Kira", "2", "1", "1", "0", "0", "0"]]);
		// Each table sits in a wrapper that scrolls sideways on a narrow screen.
		expect(el.querySelectorAll(".cl-summary-scroll > table")).toHaveLength(3);
	});

	it("lists NPCs and rolls with no character under Others, never under Character", async () => {
		const v = testVault();
		await v.note("Kira.md", { ledger: "character", system: "cypher" });
		await v.note("Rust Hound.md", { ledger: "npc", system: "cypher" });
		const free = entry({ id: "c3", kind: "roll", actor: "", title: "1d6" });
		await v.note("Session 1.md", { ledger: "session", session: 1 }, `## Log\n\n${[entry({ id: "c1" }), entry({ id: "c2", actor: "[[Rust Hound]]" }), free].map(serializeEntry).join("\n\n")}\n`);
		const el = createDiv();
		const child = new LedgerSummaryChild(el, v.app, "Session 1.md");
		child.load();
		await child.render();
		const bodies = [...el.querySelectorAll("tbody")].map((body) => [...body.querySelectorAll("tr")].map((tr) => tr.firstElementChild?.textContent));
		expect(bodies).toEqual([["Kira"], ["Others", "Rust Hound", "No character"]]);
		expect(el.querySelector(".cl-summary-others th")?.getAttribute("scope")).toBe("rowgroup");
	});

	it("an unknown option is told in words", async () => {
		const v = testVault();
		const el = createDiv();
		const child = new LedgerSummaryChild(el, v.app, "x.md", "everything please");
		child.load();
		await child.render();
		expect(el.querySelector(".cl-warning")?.textContent).toMatch(/^"everything please" is not a summary option/);
	});
});

describe("Undo from the keyboard keeps the user where they were", () => {
	/** The entry's callout as Obsidian draws it from the note's current text, decorated by the plugin. */
	async function drawEntry(vault: ReturnType<typeof vaultWith>, id: string, hooks?: Parameters<typeof decorateEntryCallouts>[3]): Promise<HTMLElement> {
		const text = await vault.read(SESSION);
		const from = text.indexOf(`> [!ledger|${id}]`);
		const end = text.indexOf("\n\n", from);
		const section = calloutElement(text.slice(from, end < 0 ? undefined : end));
		decorateEntryCallouts(section, sectionContext(SESSION), vault.app, hooks);
		await settle();
		return section;
	}

	it("pressing Undo keeps the focus on it (so a dialog it opens can give it back), and the card drawn after the undo takes the focus", async () => {
		const changed = entry({ id: "k1", title: "Climb", changes: [{ target: "[[Kira]]", key: "might", before: 9, after: 7 }] });
		// Kira's Might changed since: the undo asks first, and the user restores anyway.
		// Written by the plugin in this vault (sealed), so the undo goes straight to "restore anyway?".
		const vault = vaultWith({ [SESSION]: `${sessionNote}\n## Log\n\n${written(changed)}\n`, [KIRA]: kiraNote.replace("might: 9", "might: 5") });
		let asked = 0;
		let restore: (() => void) | undefined;
		const hooks = {
			ask: (_conflicts: unknown, confirm: () => void) => ((asked += 1), (restore = confirm)),
			confirmWrites: () => {
				throw new Error("a sealed entry is undone without the unvouched-entry dialog");
			},
			tell: () => undefined,
		};
		const old = await drawEntry(vault, "k1", hooks);
		const undo = old.querySelector<HTMLButtonElement>("button.cl-undo-button");
		undo?.focus();
		undo?.click();
		expect(undo?.disabled).toBe(false);
		expect(document.activeElement).toBe(undo);
		await settle();
		expect(asked).toBe(1);
		restore?.();
		await settle();
		// Obsidian draws the rewritten entry anew: the old card and its focused button are gone.
		old.remove();
		expect(document.activeElement).toBe(document.body);
		const fresh = await drawEntry(vault, "k1");
		expect(fresh.querySelector(".cl-undone")?.textContent).toMatch(/^Undone at /);
		expect(document.activeElement).toBe(fresh.querySelector("button.cl-entry-jump"));
	});
});
