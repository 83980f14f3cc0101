/**
 * The API other plugins and scripts call (src/api): on the plugin and as window.CampaignLedger while
 * the plugin is on; rolls with odds and property references, logged; odds; a sheet and its actions;
 * running an action; appending and reading entries; the log's events; and the obsidian:// links.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Plugin as MockPlugin } from "obsidian-test-mocks/obsidian";
import { Modal, type ObsidianProtocolHandler } from "obsidian";
import CampaignLedgerPlugin from "../../../src/main";
import { parseEntries } from "../../../src/engine/log";
import { createApi, createApiParts, type HeldRoll } from "../../../src/api/api";
import type { CampaignLedgerApi, LedgerEventData } from "../../../src/api/types";
import { followLink } from "../../../src/api/uri";
import { undoEntry } from "../../../src/notes/log/undo";
import { GameRegistry, type TableHost } from "../../../src/ui/frame/registry";
import { TABLE_GAMES } from "../../../src/ui/frame/games";
import { deps, KIRA, SESSION, settle, table } from "../cypher/fixtures";
import type { TestVault } from "../campaign/helpers";

const MANIFEST = { id: "campaign-ledger", name: "Campaign Ledger", version: "0.1.0", minAppVersion: "1.4.10", author: "", description: "" };
const cleanups: (() => void)[] = [];

afterEach(() => {
	for (const cleanup of cleanups.splice(0)) cleanup();
	vi.restoreAllMocks();
});

/** The API over a test vault, with scripted dice. */
function apiOf(v: TestVault, faces: number[] = []): CampaignLedgerApi {
	const d = deps(v, faces);
	const host: TableHost = { app: v.app, settings: () => v.settings(), deps: d };
	return createApi({ ...host, registry: new GameRegistry(host, TABLE_GAMES), version: "0.1.0", onUnload: (cleanup) => cleanups.push(cleanup) });
}

const logged = async (v: TestVault) => parseEntries(await v.read(SESSION)).entries.map((e) => e.entry);

describe("the API on the plugin", () => {
	it("is the plugin's api and window.CampaignLedger while the plugin is on, with the obsidian:// handler; unloading removes the global", async () => {
		const v = await table();
		const plugin = new CampaignLedgerPlugin(v.app, MANIFEST) as unknown as MockPlugin & CampaignLedgerPlugin;
		plugin.load();
		await settle();
		expect(plugin.api).toBeDefined();
		expect(window.CampaignLedger).toBe(plugin.api);
		expect(typeof plugin.api?.roll).toBe("function");
		expect([...plugin.obsidianProtocolHandlers__.keys()]).toEqual(["campaign-ledger"]);
		plugin.unload();
		expect(window.CampaignLedger).toBeUndefined();
	});
});

describe("roll and odds", () => {
	it("rolls with the note's properties, says the exact chance of the target, and logs to the session", async () => {
		const v = await table();
		const api = apiOf(v, [11]);
		const rolled = await api.roll("1d20 + @might-edge", { note: "Kira", target: 12, label: "Climb the wall" });
		// 11 on the d20, +1 Edge: 12 meets 12. P(d20 + 1 ≥ 12) = P(d20 ≥ 11) = 10/20.
		expect(rolled.chance).toBeCloseTo(0.5, 12);
		expect(rolled).toMatchObject({ expression: "1d20 + @might-edge", total: 12, success: true, dice: [{ notation: "1d20", total: 11, dice: [{ value: 11, kept: true }] }] });
		expect(rolled.text).toContain("12");
		const [entry] = await logged(v);
		expect(rolled.logged).toEqual({ session: SESSION, id: entry?.id });
		expect(entry).toMatchObject({ kind: "roll", title: "Climb the wall", actor: "[[Kira]]", outcome: { code: "success" } });
		expect(entry?.inputs).toContainEqual({ key: "via", value: "command" });
	});

	it("refuses, with the user's words and nothing logged, what cannot be rolled", async () => {
		const v = await table();
		const api = apiOf(v);
		await expect(api.roll("2d")).rejects.toThrow();
		await expect(api.roll("1d20 + @nope", { note: KIRA })).rejects.toThrow('@nope: this note has no property "nope".');
		await expect(api.roll("1d20 + @might-edge")).rejects.toThrow("say which note it is rolled from");
		await expect(api.roll("1d6", { note: "Nobody" })).rejects.toThrow('There is no note "Nobody" in the vault.');
		await expect(api.roll("1d6", { target: Number.NaN })).rejects.toThrow("A target must be a number");
		await expect(api.roll("999999999d6")).rejects.toThrow();
		expect(await logged(v)).toEqual([]);
	});

	it("rolls without logging when asked, and reads `roll:` as the inline code writes it", async () => {
		const v = await table();
		const rolled = await apiOf(v, [4]).roll("roll: 1d6", { log: false });
		expect(rolled.total).toBe(4);
		expect(rolled.logged).toEqual({ reason: "Not logged: the call asked not to." });
		expect(await logged(v)).toEqual([]);
	});

	it("gives the exact odds without rolling", async () => {
		const v = await table();
		const odds = await apiOf(v).odds("2d6", { target: 7 });
		expect(odds).toMatchObject({ min: 2, max: 12 });
		expect(odds.mean).toBeCloseTo(7, 12);
		expect(odds.outcomes).toHaveLength(11);
		expect(odds.atLeast).toBeCloseTo(21 / 36, 12);
	});

	it("gives every chance as an exact fraction beside the decimal, counted over the equally likely rolls", async () => {
		const v = await table();
		const api = apiOf(v, [14]);
		// d20 + 5 against 15: the decimal, summed from twentieths, reads 0.5499999999999999; the fraction is 11/20.
		const d20 = await api.odds("1d20+5", { target: 15 });
		expect(d20).toMatchObject({ rolls: 20, atLeastFraction: { numerator: 11, denominator: 20 } });
		expect(d20.atLeast).toBeCloseTo(0.55, 12);
		const rolled = await api.roll("1d20+5", { target: 15, log: false });
		expect(rolled.chanceFraction).toEqual({ numerator: 11, denominator: 20 });
		// 2d6: 36 rolls; 7 comes up 6 ways (1/6), 2 one way.
		const twoD6 = await api.odds("2d6", { target: 8 });
		expect(twoD6.rolls).toBe(36);
		expect(twoD6.outcomes.find((o) => o.value === 7)?.fraction).toEqual({ numerator: 1, denominator: 6 });
		expect(twoD6.outcomes[0]?.fraction).toEqual({ numerator: 1, denominator: 36 });
		expect(twoD6.atLeastFraction).toEqual({ numerator: 5, denominator: 12 });
		// Keep the highest three of 4d6: 1296 rolls, each total's count checked against enumeration.
		const counts = new Map<number, number>();
		for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) for (let c = 1; c <= 6; c++) for (let d = 1; d <= 6; d++) {
			const total = a + b + c + d - Math.min(a, b, c, d);
			counts.set(total, (counts.get(total) ?? 0) + 1);
		}
		const kept = await api.odds("4d6kh3");
		expect(kept.rolls).toBe(1296);
		for (const outcome of kept.outcomes) {
			const fraction = outcome.fraction;
			expect(fraction && (fraction.numerator / fraction.denominator) * 1296, String(outcome.value)).toBeCloseTo(counts.get(outcome.value) ?? -1, 9);
		}
		// Too many rolls to count in a JavaScript number, or dice thrown a varying number of times: the decimal alone.
		for (const expression of ["20d20", "2d6!"]) {
			const odds = await api.odds(expression, { target: 10 });
			expect(odds.rolls, expression).toBeUndefined();
			expect(odds.atLeastFraction, expression).toBeUndefined();
			expect(odds.outcomes.every((o) => o.fraction === undefined), expression).toBe(true);
			expect(odds.atLeast, expression).toBeGreaterThan(0);
		}
	});
});

describe("sheets and their actions", () => {
	it("reads a character's sheet with every action it offers", async () => {
		const v = await table();
		const sheet = await apiOf(v).sheet("[[Kira]]");
		expect(sheet).toMatchObject({ path: KIRA, system: "cypher", role: "character" });
		expect(sheet.sheet.meters.find((m) => m.key === "might")).toMatchObject({ value: 9, max: 12 });
		expect(sheet.actions.map((a) => a.id)).toEqual(expect.arrayContaining(["task:might", "task:speed", "task:intellect"]));
		await expect(apiOf(v).sheet(SESSION)).rejects.toThrow("is not a character or NPC note");
	});

	it("runs an action as its button does (the dialog opens), and names the actions offered when the id is unknown", async () => {
		const v = await table();
		const opened: Modal[] = [];
		vi.spyOn(Modal.prototype, "open").mockImplementation(function (this: Modal) {
			opened.push(this);
		});
		await apiOf(v).runAction("Kira", "task:might");
		await apiOf(v).runAction("Kira", "xp");
		expect(opened.map((modal) => modal.constructor.name)).toEqual(["TaskModal", "RollModal"]);
		await expect(apiOf(v).runAction("Kira", "fly")).rejects.toThrow(/Kira's sheet has no action "fly" now; it offers Might task \(task:might\)/);
	});
});

describe("the session log", () => {
	it("appends an entry, reads a session's entries, and passes on the log's events (appended, undone) until stopped", async () => {
		const v = await table();
		const api = apiOf(v);
		const seen: LedgerEventData[] = [];
		const stop = api.on("appended", (data) => seen.push(data));
		const undone: LedgerEventData[] = [];
		api.on("undone", (data) => undone.push(data));
		const entry = await api.append({ note: "Kira", title: "Kira reaches the Warm Well", text: ["The water is warm.", "Something moves below."] });
		expect(entry).toMatchObject({ kind: "note", actor: "[[Kira]]", title: "Kira reaches the Warm Well", explanation: ["The water is warm.", "Something moves below."] });
		const entries = await api.entries(SESSION);
		expect(entries.map((e) => e.title)).toEqual(["Kira reaches the Warm Well"]);
		expect(seen).toMatchObject([{ type: "appended", session: SESSION, entry: { id: entry.id } }]);
		await undoEntry(v.app, v.file(SESSION), entry.id);
		expect(undone).toMatchObject([{ type: "undone", session: SESSION, entry: { id: entry.id } }]);
		// The undo is an entry of its own, appended too.
		expect(seen.map((data) => data.entry.kind)).toEqual(["note", "undo"]);
		stop();
		await api.append({ session: SESSION, title: "Later" });
		expect(seen).toHaveLength(2);
		await expect(api.append({ session: KIRA, title: "x" })).rejects.toThrow('"Kira" is not a session note');
		await expect(api.append({ title: " " })).rejects.toThrow("An entry needs a title.");
		// A note that is not a session has no log: the call says so instead of answering with nothing.
		await expect(api.entries(KIRA)).rejects.toThrow('"Kira" is not a session note (it needs ledger: session), so it has no log entries.');
	});

	it("triggers its events on app.workspace, where a plugin registers them and Obsidian removes them with it", async () => {
		const v = await table();
		const loaded: unknown[] = [];
		v.app.workspace.on("campaign-ledger:loaded", (api) => loaded.push(api));
		const plugin = new CampaignLedgerPlugin(v.app, MANIFEST) as unknown as MockPlugin & CampaignLedgerPlugin;
		plugin.load();
		await settle();
		expect(loaded).toEqual([plugin.api]);
		// Another plugin (here a component of its own) listens the way Obsidian's API means it to.
		const { Component } = await import("obsidian");
		const listener = new Component();
		listener.load();
		const appended: LedgerEventData[] = [];
		const undone: LedgerEventData[] = [];
		listener.registerEvent(v.app.workspace.on("campaign-ledger:appended", (data) => appended.push(data)));
		listener.registerEvent(v.app.workspace.on("campaign-ledger:undone", (data) => undone.push(data)));
		const entry = await plugin.api?.append({ session: SESSION, title: "The gate opens" });
		expect(appended).toMatchObject([{ type: "appended", session: SESSION, entry: { title: "The gate opens" } }]);
		await undoEntry(v.app, v.file(SESSION), entry?.id ?? "");
		expect(undone).toMatchObject([{ type: "undone", session: SESSION, entry: { id: entry?.id } }]);
		// Unloaded with the component that registered it: no more calls.
		listener.unload();
		await plugin.api?.append({ session: SESSION, title: "Nobody hears this" });
		expect(appended).toHaveLength(2);
		// And the plugin's own relay ends when it unloads.
		const late: unknown[] = [];
		v.app.workspace.on("campaign-ledger:appended", (data) => late.push(data));
		plugin.unload();
		const { appendEntry } = await import("../../../src/notes/log/append");
		const { makeEntry } = await import("../../../src/engine/log");
		await appendEntry(v.app, v.file(SESSION), makeEntry({ id: "x1", time: new Date(0).toISOString(), kind: "note", actor: "", title: "After unload" }));
		expect(late).toEqual([]);
	});

	it("stops every listener when the plugin unloads", async () => {
		const v = await table();
		const api = apiOf(v);
		const seen: unknown[] = [];
		api.on("appended", (data) => seen.push(data));
		for (const cleanup of cleanups.splice(0)) cleanup();
		await api.append({ session: SESSION, title: "Unheard" });
		expect(seen).toEqual([]);
	});
});

describe("obsidian://campaign-ledger links", () => {
	it("roll= rolls and shows the result and the chance, logging nothing until the user says so; run= runs the action; anything else says what a link takes", async () => {
		const v = await table();
		const d = deps(v, [15]);
		const host: TableHost = { app: v.app, settings: () => v.settings(), deps: d };
		const { api, hold } = createApiParts({ ...host, registry: new GameRegistry(host, TABLE_GAMES), version: "0.1.0", onUnload: (cleanup) => cleanups.push(cleanup) });
		const offered: { words: string; roll: HeldRoll }[] = [];
		const links = { hold, runAction: (note: string, actionId: string) => api.runAction(note, actionId), offer: (roll: HeldRoll, words: string) => offered.push({ roll, words }) };
		expect(await followLink(links, { action: "campaign-ledger", roll: "1d20+5", vs: "15", note: "Kira" })).toBe("");
		expect(offered.map((item) => item.words)).toEqual(["1d20+5: 20 (15; 15 + 5) against 15: made it (55.0% chance)."]);
		expect(await logged(v)).toEqual([]);
		// The user chose "Log it": that roll, as it fell, once however often it is asked.
		const [first] = offered;
		await Promise.all([first?.roll.log(), first?.roll.log()]);
		expect((await logged(v)).map((entry) => entry.dice[0]?.total)).toEqual([15]);
		vi.spyOn(Modal.prototype, "open").mockImplementation(() => undefined);
		expect(await followLink(links, { action: "campaign-ledger", run: "task:speed", note: "Kira" })).toBe("");
		expect(await followLink(links, { action: "campaign-ledger", run: "task:speed" })).toContain("needs note=");
		expect(await followLink(links, { action: "campaign-ledger" })).toContain("needs roll=");
		expect(await followLink(links, { action: "campaign-ledger", roll: "<b>2d</b>" })).not.toBe("");
	});

	it("is the handler the plugin registers", async () => {
		const v = await table();
		const plugin = new CampaignLedgerPlugin(v.app, MANIFEST) as unknown as MockPlugin;
		plugin.load();
		const handler = plugin.obsidianProtocolHandlers__.get("campaign-ledger") as ObsidianProtocolHandler;
		expect(typeof handler).toBe("function");
		plugin.unload();
	});
});
