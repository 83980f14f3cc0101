/**
 * Startup unharmed by the languages (issue 35): each catalogue ships the messages onload reads
 * (command names, the ribbon's title) as plain JSON and the rest compressed, unpacked the first time
 * a sheet or dialog asks for a word (scripts/catalogue-pack.mjs). If onload came to read a packed
 * message, every start would unpack a whole catalogue (some 15 ms of a cold start measured in
 * bench/plugin.bench.ts). Here the plugin is loaded in English and in German and must unpack
 * nothing; when it does, the failure names the messages read at load that are not shipped plain.
 * Each language runs in a fresh module state (vi.resetModules), as a fresh Obsidian start would.
 */
import { describe, expect, it, vi } from "vitest";
import { MANIFEST } from "../helpers/plugin";
import { table } from "../cypher/fixtures";

async function loadIn(language: string): Promise<{ unpacked: string[]; readAtLoad: string[] }> {
	vi.resetModules();
	const lang = await import("../../../src/lang");
	const { REMEMBERED } = await import("../../../src/ui/language");
	const { default: CampaignLedgerPlugin } = await import("../../../src/main");
	const v = await table();
	const stored = new Map<string, unknown>([[REMEMBERED, language]]);
	Object.assign(v.app, { loadLocalStorage: (key: string) => stored.get(key) ?? null, saveLocalStorage: (key: string, data: unknown) => stored.set(key, data) });
	// Which messages onload asks for, to name them if it unpacks anything.
	const asked = new Set<string>();
	const original = lang.t;
	vi.spyOn(lang, "t").mockImplementation((id, values) => {
		asked.add(id);
		return original(id, values);
	});
	const plugin = new CampaignLedgerPlugin(v.app, MANIFEST) as unknown as { load(): void; unload(): void };
	plugin.load();
	try {
		return { unpacked: lang.unpackedSoFar(), readAtLoad: [...asked] };
	} finally {
		plugin.unload();
		vi.restoreAllMocks();
		lang.setLanguage("en");
	}
}

describe("onload reads only the messages shipped plain", () => {
	for (const language of ["en", "de"]) {
		it(`in ${language}: the plugin loads and registers its commands without unpacking a catalogue`, async () => {
			const { unpacked, readAtLoad } = await loadIn(language);
			expect(readAtLoad.length, "onload names its commands through the catalogue").toBeGreaterThan(30);
			expect(unpacked, `messages read at load: ${readAtLoad.join(", ")}; add the packed ones' prefix to READ_AT_LOAD in scripts/catalogue-pack.mjs`).toEqual([]);
		});
	}
});

describe("the words beyond the command names are unpacked in the first idle moment after the workspace is ready", () => {
	it("unpackActiveLanguage unpacks the active language, and English whose ids a translation follows", async () => {
		vi.resetModules();
		const lang = await import("../../../src/lang");
		try {
			lang.setLanguage("de");
			expect(lang.unpackedSoFar()).toEqual([]);
			lang.unpackActiveLanguage();
			expect(lang.unpackedSoFar().sort()).toEqual(["de", "en"]);
		} finally {
			lang.setLanguage("en");
		}
	});

	it("the plugin asks for an idle moment once the workspace is ready, unpacks then, and an unload before then cancels it", async () => {
		vi.resetModules();
		const lang = await import("../../../src/lang");
		const { REMEMBERED } = await import("../../../src/ui/language");
		const { default: CampaignLedgerPlugin } = await import("../../../src/main");
		const v = await table();
		const stored = new Map<string, unknown>([[REMEMBERED, "de"]]);
		Object.assign(v.app, { loadLocalStorage: (key: string) => stored.get(key) ?? null, saveLocalStorage: (key: string, data: unknown) => stored.set(key, data) });
		// The app's idle callbacks, run when the test says the app is idle.
		const idle: Array<() => void> = [];
		const cancelled: number[] = [];
		let handles = 0;
		vi.stubGlobal("requestIdleCallback", (callback: () => void) => {
			idle.push(callback);
			return ++handles;
		});
		vi.stubGlobal("cancelIdleCallback", (handle: number) => cancelled.push(handle));
		const load = async (): Promise<{ unload(): void }> => {
			const plugin = new CampaignLedgerPlugin(v.app, MANIFEST) as unknown as { load(): void; unload(): void; loadData(): Promise<unknown> };
			// The language setting says German (data.json), as the remembered one does.
			plugin.loadData = () => Promise.resolve({ language: "de" });
			plugin.load();
			// onload reads its settings, then waits for the workspace (ready already in the table's mocks).
			(v.app.workspace as unknown as { setLayoutReady__(): void }).setLayoutReady__();
			await vi.waitFor(() => expect(idle.length).toBeGreaterThan(0));
			return plugin;
		};
		try {
			const plugin = await load();
			idle.shift()?.();
			expect(lang.unpackedSoFar().sort(), "once the app was idle").toEqual(["de", "en"]);
			plugin.unload();
			// A second start, unloaded before the idle moment: its wait is cancelled.
			const second = await load();
			second.unload();
			expect(cancelled, "the second start's wait, cancelled by its unload").toContain(2);
			expect(idle.length, "its callback never ran").toBe(1);
		} finally {
			vi.unstubAllGlobals();
			lang.setLanguage("en");
		}
	});
});
