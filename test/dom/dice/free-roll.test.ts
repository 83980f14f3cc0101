import { afterEach, describe, expect, it } from "vitest";
import { parseEntries } from "../../../src/engine/log";
import { scriptedRng } from "../../../src/engine/rng";
import { resolveReferences } from "../../../src/notes/dice/property-refs";
import { mountInlineRolls } from "../../../src/ui/dice/inline-roll";
import { RollBlockChild, type FreeRollContext } from "../../../src/ui/dice/roll-block";
import { readNoteLog } from "../../../src/ui/log/note-log";
import type { LedgerSettings } from "../../../src/settings";
import { testVault, type TestVault } from "../campaign/helpers";
import { comeIntoView, installInView } from "../helpers/in-view";

installInView();

/**
 * Free rolls are records (issue 12 §1): a dice block or inline roll is appended to the session the
 * usual resolution finds, reopening the note shows the last logged result, and @properties are read
 * from notes, never silently 0.
 */

const KESSA = "Campaigns/The Ninth Gate/Characters/Kessa Varn.md";
const SESSION_2 = "Campaigns/The Ninth Gate/Session 2.md";
const CAMPAIGN = "Campaigns/The Ninth Gate/The Ninth Gate.md";

async function ninthGate(): Promise<TestVault> {
	const v = testVault();
	await v.note(CAMPAIGN, { ledger: "campaign", system: "cypher", "damage-model": "wounds", party: ["[[Kessa Varn]]"], "current-session": "[[Session 2]]" });
	await v.note("Campaigns/The Ninth Gate/Session 1.md", { ledger: "session", campaign: "[[The Ninth Gate]]", session: 1, date: "2026-03-07" }, "## Log\n");
	await v.note(SESSION_2, { ledger: "session", campaign: "[[The Ninth Gate]]", session: 2, date: "2026-03-14" }, "## Log\n");
	await v.note(KESSA, {
		ledger: "character",
		system: "cypher",
		campaign: "[[The Ninth Gate]]",
		might: 15,
		"might-max": 15,
		"might-edge": 1,
		"speed-max": 12,
		"speed-edge": 2,
		"intellect-max": 9,
		armor: "light",
		quoted: "7",
	});
	await v.note("Loose note.md", {}, "Some prose.\n");
	return v;
}

const mounted: { unload(): void }[] = [];
afterEach(() => {
	for (const child of mounted.splice(0)) child.unload();
	document.body.empty();
});

function context(v: TestVault, sourcePath: string, settings: Partial<LedgerSettings> = {}): FreeRollContext {
	return { app: v.app, sourcePath, settings: () => v.settings(settings), readLog: (file) => readNoteLog(v.app, file) };
}

function mountBlock(v: TestVault, source: string, sourcePath: string, faces: number[], settings: Partial<LedgerSettings> = {}): HTMLElement {
	const el = createDiv();
	document.body.appendChild(el);
	const child = new RollBlockChild(el, source, scriptedRng(faces), context(v, sourcePath, settings));
	child.load();
	mounted.push(child);
	// On screen: the block is built (near-view.ts).
	comeIntoView(el);
	return el;
}

/** Waits until the async work (log reads and writes) has settled. */
async function settle(): Promise<void> {
	for (let i = 0; i < 30; i++) await new Promise((resolve) => setTimeout(resolve, 1));
}

function roll(el: HTMLElement): void {
	el.querySelector<HTMLButtonElement>("button.cl-roll-button")?.click();
}

async function entriesIn(v: TestVault, path: string) {
	return parseEntries(await v.read(path)).entries.map((item) => item.entry);
}

describe("a ledger-roll block in a character note", () => {
	it("logs the roll to the current session of the character's campaign, with the character as actor", async () => {
		const v = await ninthGate();
		const el = mountBlock(v, "1d20 + 5 # Climb the wall", KESSA, [16]);
		await settle();
		roll(el);
		await settle();
		const [entry] = await entriesIn(v, SESSION_2);
		expect(entry?.kind).toBe("roll");
		expect(entry?.actor).toBe("[[Kessa Varn]]");
		expect(entry?.title).toBe("Climb the wall");
		expect(entry?.dice).toEqual([{ notation: "1d20", dice: [{ value: 16, kept: true }], total: 16 }]);
		expect(entry?.outcome?.text).toBe("21");
		// The arithmetic with the modifier, as the issue asks: `1d20 + 5`: `16 + 5 = 21`.
		expect(entry?.explanation[0]).toBe("16 + 5 = 21");
		expect(el.querySelector(".cl-roll-breakdown")?.textContent).toBe("16 + 5 = 21");
		expect(el.querySelector(".cl-roll-record")?.textContent).toMatch(/^Logged to Session 2, /);
		// Nothing is written into the character note itself.
		expect(await v.read(KESSA)).not.toContain("ledger-entry");
	});

	it("shows the last logged result again when the note is reopened, with when it was rolled; Roll again adds a new entry", async () => {
		const v = await ninthGate();
		const first = mountBlock(v, "1d20 + 5 # Climb the wall", KESSA, [16]);
		await settle();
		roll(first);
		await settle();
		for (const child of mounted.splice(0)) child.unload();

		const reopened = mountBlock(v, "1d20 + 5 # Climb the wall", KESSA, [3]);
		await settle();
		expect(reopened.querySelector(".cl-roll-total-value")?.textContent).toBe("21");
		expect(reopened.querySelector(".cl-roll-breakdown")?.textContent).toBe("16 + 5 = 21");
		expect(reopened.querySelector(".cl-roll-record")?.textContent).toMatch(/^Last rolled .+\.$/);
		expect(reopened.querySelector("button.cl-roll-button")?.textContent).toBe("Roll again");
		// A different block (another label) has no result yet.
		const other = mountBlock(v, "1d20 + 5 # Jump the gap", KESSA, []);
		await settle();
		expect(other.querySelector(".cl-roll-total-value")).toBeNull();

		roll(reopened);
		await settle();
		const entries = await entriesIn(v, SESSION_2);
		expect(entries.map((entry) => entry.outcome?.text)).toEqual(["21", "8"]);
	});

	it("where no session resolves, the roll still shows with one line saying why it was not logged", async () => {
		const v = await ninthGate();
		const el = mountBlock(v, "2d6", "Loose note.md", [2, 3]);
		await settle();
		roll(el);
		await settle();
		expect(el.querySelector(".cl-roll-total-value")?.textContent).toBe("5");
		expect(el.querySelector(".cl-roll-record")?.textContent).toMatch(/^Not logged: No session note to log to/);
	});

	it("a setting makes free rolls never log", async () => {
		const v = await ninthGate();
		const el = mountBlock(v, "1d6", KESSA, [4], { logFreeRolls: false });
		await settle();
		roll(el);
		await settle();
		expect(el.querySelector(".cl-roll-record")?.textContent).toBe("Not logged: free rolls are set never to log (Campaign Ledger settings).");
		expect(await entriesIn(v, SESSION_2)).toEqual([]);
	});

	it("a roll made in a session note is logged to that session, with no actor", async () => {
		const v = await ninthGate();
		const el = mountBlock(v, "1d6", "Campaigns/The Ninth Gate/Session 1.md", [4]);
		await settle();
		roll(el);
		await settle();
		const [entry] = await entriesIn(v, "Campaigns/The Ninth Gate/Session 1.md");
		expect(entry?.actor).toBe("");
		expect(await entriesIn(v, SESSION_2)).toEqual([]);
	});

	it("takes physical dice: the typed faces are checked (range and count) and logged as entered by hand", async () => {
		const v = await ninthGate();
		const el = mountBlock(v, "2d6 + 1", KESSA, []);
		await settle();
		el.querySelector<HTMLButtonElement>(".cl-roll-enter-button")?.click();
		const input = el.querySelector<HTMLInputElement>(".cl-roll-entry input");
		const use = el.querySelector<HTMLButtonElement>(".cl-roll-entry button");
		const message = (): string | null | undefined => el.querySelector(".cl-roll-entry-message")?.textContent;
		expect(el.querySelector(".cl-roll-entry label")?.textContent).toBe("Faces rolled, in order");
		if (!input || !use) throw new Error("no dice entry form");
		input.value = "3 7";
		use.click();
		expect(message()).toBe("The 2nd die, 7, does not fit a d6 (1 to 6).");
		input.value = "3";
		use.click();
		expect(message()).toBe("This roll needs more dice than the 1 you typed in (a 2nd die is needed).");
		input.value = "3 4 5";
		use.click();
		expect(message()).toBe("This roll uses 2 dice, but 3 faces were typed in.");
		input.value = "3, 4";
		use.click();
		await settle();
		expect(el.querySelector(".cl-roll-total-value")?.textContent).toBe("8");
		const [entry] = await entriesIn(v, SESSION_2);
		expect(entry?.inputs).toContainEqual({ key: "dice entered by hand", value: true });
	});

	it("re-rolls a single die, keeping the others, and logs it as a re-roll of that die", async () => {
		const v = await ninthGate();
		const el = mountBlock(v, "3d6", KESSA, [2, 5, 1, 6]);
		await settle();
		roll(el);
		await settle();
		const select = el.querySelector<HTMLSelectElement>(".cl-roll-reroll-select");
		if (!select) throw new Error("no re-roll choice");
		expect([...select.options].map((option) => option.textContent)).toEqual(["3d6, die 1: 2", "3d6, die 2: 5", "3d6, die 3: 1"]);
		select.value = "2";
		el.querySelector<HTMLButtonElement>(".cl-roll-reroll-button")?.click();
		await settle();
		expect([...el.querySelectorAll(".cl-die-value")].map((die) => die.textContent)).toEqual(["2", "5", "6"]);
		const entries = await entriesIn(v, SESSION_2);
		expect(entries).toHaveLength(2);
		expect(entries[1]?.title).toBe("Re-roll one die: Roll 3d6");
		expect(entries[1]?.inputs).toContainEqual({ key: "re-rolled die", value: "3d6 die 3: 1 → 6" });
		expect(entries[1]?.outcome?.text).toBe("13");
	});

	it("a roll of many dice shows its count and total, every die one click away", async () => {
		const v = await ninthGate();
		const faces = Array.from({ length: 1000 }, (_, i) => (i % 6) + 1);
		const el = mountBlock(v, "1000d6", KESSA, faces);
		await settle();
		roll(el);
		expect(el.querySelector(".cl-roll-breakdown")?.textContent).toBe("1,000 dice, 3,496");
		const details = el.querySelector<HTMLDetailsElement>("details.cl-roll-dice");
		expect(details?.open).toBe(false);
		// Closed, the dice are not drawn at all: a bounded result.
		expect(el.querySelectorAll("*").length).toBeLessThan(60);
		if (!details) throw new Error("no dice disclosure");
		details.open = true;
		details.dispatchEvent(new Event("toggle"));
		expect(el.querySelector(".cl-dice-text")?.textContent?.split(" ")).toHaveLength(1000);
	});
});

describe("property references", () => {
	it("`1d20 + @might-edge` reads the note's property, shown with its value in the widget and the entry", async () => {
		const v = await ninthGate();
		const el = mountBlock(v, "1d20 + @might-edge", KESSA, [12]);
		expect(el.querySelector(".cl-roll-references")?.textContent).toBe("@might-edge = 1");
		await settle();
		roll(el);
		await settle();
		expect(el.querySelector(".cl-roll-total-value")?.textContent).toBe("13");
		const [entry] = await entriesIn(v, SESSION_2);
		expect(entry?.inputs).toContainEqual({ key: "roll", value: "1d20 + @might-edge" });
		expect(entry?.inputs).toContainEqual({ key: "@might-edge", value: 1 });
		expect(entry?.explanation).toContain("@might-edge is 1 (the might-edge of the note rolled from).");
	});

	it("`@[[Kessa Varn]].speed-edge` reads another note's property", async () => {
		const v = await ninthGate();
		const resolved = resolveReferences(v.app, "1d20 + @[[Kessa Varn]].speed-edge - @[[Kessa Varn]].quoted", "Loose note.md");
		expect(resolved).toEqual({
			ok: true,
			value: {
				expression: "1d20 + 2 - 7",
				references: [
					{ text: "@[[Kessa Varn]].speed-edge", note: "Kessa Varn", key: "speed-edge", value: 2 },
					{ text: "@[[Kessa Varn]].quoted", note: "Kessa Varn", key: "quoted", value: 7 },
				],
			},
		});
	});

	it.each([
		["1d20 + @luck", 'has no property "luck"'],
		["1d20 + @armor", 'the property "armor" of this note is "light", not a whole number'],
		["1d20 + @[[Nobody]].might", "there is no note [[Nobody]]"],
	])("%s is a clear error naming the property, never a silent 0", async (source, message) => {
		const v = await ninthGate();
		const el = mountBlock(v, source, KESSA, []);
		expect(el.querySelector(".cl-roll-error-message")?.textContent).toContain(message);
		expect(el.querySelector("button.cl-roll-button")).toBeNull();
	});

	it("`@might-2` is might minus 2: a hyphen before a digit ends the name", async () => {
		const v = await ninthGate();
		const resolved = resolveReferences(v.app, "1d6 + @might-2", KESSA);
		expect(resolved.ok && resolved.value.expression).toBe("1d6 + 15-2");
	});
});

describe("inline rolls are records too", () => {
	it("logs an inline roll and shows its last result when the note is drawn again", async () => {
		const v = await ninthGate();
		const draw = (faces: number[]): HTMLElement => {
			const el = createDiv();
			const code = "roll: 1d20 + @might-edge";
			el.createEl("p").createEl("code", { text: code });
			document.body.appendChild(el);
			mountInlineRolls(
				el,
				(child) => {
					child.load();
					mounted.push(child);
				},
				scriptedRng(faces),
				context(v, KESSA),
			);
			return el;
		};
		const el = draw([9]);
		await settle();
		el.querySelector<HTMLButtonElement>(".cl-inline-roll-button")?.click();
		await settle();
		expect(el.querySelector(".cl-inline-roll-result")?.textContent).toBe("10 (9; 9 + 1)");
		const [entry] = await entriesIn(v, SESSION_2);
		expect(entry?.inputs).toContainEqual({ key: "via", value: "inline roll" });
		for (const child of mounted.splice(0)) child.unload();

		const again = draw([]);
		await settle();
		expect(again.querySelector(".cl-inline-roll-result")?.textContent).toMatch(/^10 \(9; 9 \+ 1\), rolled .+$/);
	});

	it("a property that cannot be read is named next to the code, which stays as written", async () => {
		const v = await ninthGate();
		const el = createDiv();
		const code = "roll: 1d20 + @luck";
		el.createEl("p").createEl("code", { text: code });
		mountInlineRolls(el, () => undefined, scriptedRng([]), context(v, KESSA));
		expect(el.querySelector("code")?.textContent).toBe("roll: 1d20 + @luck");
		expect(el.querySelector(".cl-inline-roll-error")?.textContent).toBe(' @luck: this note has no property "luck".');
	});
});
