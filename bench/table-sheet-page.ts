/**
 * The page side of table-sheet.bench.ts: a Cypher character with 20 quick tasks, 10 abilities,
 * wounds and cyphers, and `benchSheet(runs)` that builds its SheetModel and draws it into a fresh
 * element `runs` times, returning the median milliseconds. Bundled with the browser preview's
 * Obsidian shim, so it measures the plugin's own drawing code in a real browser DOM.
 */
// Obsidian gives every element its DOM helpers (createDiv, setText…); the sheet view no longer imports
// obsidian itself, so the page installs them as the app would before any plugin code runs.
import { installDomHelpers } from "../preview/obsidian-shim";
import type { CharacterNote } from "../src/games/cypher/character";
import { parseSheetSource } from "../src/games/cypher/sheet-source";
import { cypherPc, cypherTaskGame } from "../src/games/cypher/task-game";
import { drawSheetModel } from "../src/ui/frame/sheet-view";

installDomHelpers();

const note = {
	file: { path: "Bench.md" },
	sheet: {
		character: {
			name: "Bench",
			tier: 3,
			effort: 3,
			xp: 4,
			pools: { might: { current: 14, max: 16, edge: 2 }, speed: { current: 12, max: 12, edge: 1 }, intellect: { current: 10, max: 10, edge: 1 } },
			skills: { climbing: "trained", perception: "specialized", persuasion: "inability" },
			armor: "medium",
			recoveriesUsed: 1,
			wounds: { minor: 1, moderate: 3, major: 1 },
			damageTrack: "hale",
			cypherLimit: 3,
			cyphers: ["[[Detonation]]", "[[Stim]]"],
		},
		abilities: [],
		equipment: [],
		advancementSteps: 0,
	},
	damageModel: "wounds",
	lightWeaponsEase: false,
	// No condition on the character (the sheet draws its empty Conditions row), and its note's values as read.
	conditions: [],
	values: {},
} as unknown as CharacterNote;
const abilities = Array.from({ length: 10 }, (_, i) => ({ name: `Ability ${i}`, cost: i % 4, pool: "might" as const, kind: "action" as const, costOpenEnded: false, link: `[[Ability ${i}]]` }));
const source = parseSheetSource(`tasks:\n${Array.from({ length: 20 }, (_, i) => `  Task ${i} | might | climbing`).join("\n")}`);
const pc = cypherPc(note, abilities, source);
const handlers = {
	edit: () => undefined,
	action: () => undefined,
	link: (parent: HTMLElement, _target: string, text: string) => void parent.createEl("a", { text }),
};

/** Builds the model and draws it into an element in the page; with `layout`, also forces the browser's layout. */
function drawOnce(layout: boolean): void {
	const el = document.body.createDiv();
	drawSheetModel(el, cypherTaskGame.sheet(pc), handlers, { headingLevel: 2 });
	if (layout) void el.offsetHeight;
	el.remove();
}

/** Median milliseconds of `runs` draws after 20 warm-up draws. */
(window as unknown as { benchSheet: (runs: number, layout: boolean) => number }).benchSheet = (runs: number, layout: boolean): number => {
	for (let i = 0; i < 20; i++) drawOnce(layout);
	const times: number[] = [];
	for (let i = 0; i < runs; i++) {
		const start = performance.now();
		drawOnce(layout);
		times.push(performance.now() - start);
	}
	times.sort((a, b) => a - b);
	return times[Math.floor(times.length / 2)] ?? Number.NaN;
};
