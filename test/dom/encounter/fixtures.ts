/** Encounter tables for the three games: a campaign, its current session, combatants and an encounter note. */
import { vi, type Mock } from "vitest";
import { scriptedRng } from "../../../src/engine/rng";
import type { EncounterDeps } from "../../../src/ui/encounter/actions";
import { Menu } from "obsidian";
import { EncounterTrackerChild, type TrackerActions } from "../../../src/ui/encounter/tracker";
import { testVault, type TestVault } from "../campaign/helpers";
import { settle } from "../cypher/fixtures";

export const ENCOUNTER = "Camp/Encounters/Fight.md";
export const SESSION = "Camp/Session 1.md";

export async function campaign(system: "cypher" | "pool" | "d20", extra: Record<string, unknown> = {}): Promise<TestVault> {
	const v = testVault();
	await v.note("Camp/Camp.md", { ledger: "campaign", system, "current-session": "[[Session 1]]", ...extra });
	await v.note(SESSION, { ledger: "session", campaign: "[[Camp]]", session: 1 }, "# Session 1\n");
	return v;
}

export const cypherPc = (name: string, extra: Record<string, unknown> = {}) => ({
	ledger: "character",
	system: "cypher",
	campaign: "[[Camp]]",
	name,
	effort: 1,
	"might-max": 10,
	"speed-max": 10,
	"intellect-max": 10,
	...extra,
});

/** A compendium creature page in the CSRD's own shape: tags carry the numbers. */
export const creaturePage = (level?: number, health?: number) =>
	[
		"---",
		"tags:",
		"  - Creature",
		...(level === undefined ? [] : [`  - Creature/Level/${level}`]),
		...(health === undefined ? [] : [`  - Creature/Health/${health}`]),
		"  - Creature/Armor/1",
		"---",
		"A creature of the compendium.",
		"",
	].join("\n");

export async function encounterNote(v: TestVault, fm: Record<string, unknown>): Promise<void> {
	await v.note(ENCOUNTER, { ledger: "encounter", campaign: "[[Camp]]", round: 0, turn: 0, ...fm }, "# Fight\n\n```ledger-encounter\n```\n");
}

export function deps(v: TestVault, faces: number[] = []): EncounterDeps & { told: string[]; rng: ReturnType<typeof scriptedRng> } {
	const told: string[] = [];
	let n = 0;
	return {
		app: v.app,
		settings: () => v.settings(),
		rng: scriptedRng(faces),
		tell: vi.fn((message: string) => told.push(message)),
		now: () => new Date("2026-11-23T01:00:00.000Z"),
		ids: () => `mi0enc000-${String(++n).padStart(6, "0")}`,
		told,
	};
}

/** The tracker's actions as spies: each a function property (not a method), so a test may hand one to expect(). */
export type SpyActions = { [K in keyof TrackerActions]: Mock<TrackerActions[K]> };

export function spyActions(): SpyActions {
	return {
		rollInitiative: vi.fn(),
		nextTurn: vi.fn(),
		previousTurn: vi.fn(),
		damage: vi.fn(),
		heal: vi.fn(),
		add: vi.fn(),
		remove: vi.fn(),
		end: vi.fn(),
		firstAction: vi.fn(),
		lastAction: vi.fn(),
		wait: vi.fn(),
		actNow: vi.fn(),
		refoot: vi.fn(),
		intrusion: vi.fn(),
		addCondition: vi.fn(),
		removeCondition: vi.fn(),
		boss: vi.fn(),
		swarm: vi.fn(),
		opposed: vi.fn(),
		areaAttack: vi.fn(),
		standardAction: vi.fn(),
		shortAction: vi.fn(),
		fullRoundAction: vi.fn(),
		restricted: vi.fn(),
		actionsThisRound: vi.fn(),
		actingInMelee: vi.fn(),
	};
}

/** The tracker block as drawn in the note at `inNote` (the encounter itself unless a test says otherwise), with the block's text. */
export async function tracker<A extends TrackerActions = SpyActions>(v: TestVault, actions: A = spyActions() as A, inNote = ENCOUNTER, source = "") {
	const el = createDiv();
	const child = new EncounterTrackerChild(el, v.app, inNote, () => v.settings(), actions, source);
	child.load();
	await settle();
	return { el, child, actions };
}

export const texts = (el: HTMLElement, selector: string): string[] => [...el.querySelectorAll(selector)].map((e) => e.textContent ?? "");

/** The names on the tracker's rows, in the order shown. */
export const rowNames = (el: HTMLElement): string[] => texts(el, ".cl-encounter-list:not(.cl-encounter-waiting) .cl-encounter-name");
export { settle };

/**
 * The row's menu as Obsidian would show it: clicks the row's "⋯" and returns the items' titles and a
 * click on one of them (the test mocks' Menu keeps its items instead of drawing them).
 */
export function rowMenu(el: HTMLElement, name: string): { titles: string[]; click(title: string): void } {
	const spy = vi.spyOn(Menu.prototype, "showAtMouseEvent").mockImplementation(function (this: Menu) {
		return this;
	});
	el.querySelector<HTMLButtonElement>(`button[aria-label="More for ${name}"]`)?.click();
	const shown = spy.mock.contexts[0];
	spy.mockRestore();
	const items = ((shown as { menuItems__?: { title__: string; onClick__: (() => void) | null }[] } | undefined)?.menuItems__ ?? []);
	return {
		titles: items.map((i) => i.title__),
		click: (title) => items.find((i) => i.title__ === title)?.onClick__?.(),
	};
}
