/**
 * The encounter tracker's hot paths with 50 combatants (10 player characters and 40 numbered
 * creature instances), measured in Chromium (Debian's, through playwright-core, as the e2e tests):
 * the plugin's own modules are bundled with `obsidian` pointed at the preview's shim (an in-memory
 * vault with a real metadata cache and frontmatter writer), so the figures are a real browser's DOM.
 * - redraw: read the encounter and every combatant from the metadata cache, then draw the tracker
 *   (what runs on every metadata change); budget ≤ 10 ms median. The draw alone is printed too.
 * - Next turn: the whole action (read the encounter note fresh from its file, move the marker,
 *   write round and turn through the checked frontmatter writer); budget ≤ 5 ms median. The
 *   engine's move alone is printed too.
 * The machine is shared: medians of many runs, and the page is warmed up first.
 */
import process from "node:process";
import { build } from "esbuild";
import { finish, report } from "./lib";
import { launch } from "../test/e2e/browser";
import { stringify } from "yaml";

const REDRAW_BUDGET_MS = 10;
const NEXT_TURN_BUDGET_MS = 5;

const PAGE_SCRIPT = `
import { createPreviewApp } from "./preview/obsidian-shim";
import { DEFAULT_SETTINGS } from "./src/settings";
import { readEncounterNote, setupOf } from "./src/notes/encounter/read";
import { drawTracker } from "./src/ui/encounter/tracker";
import { nextTurn, rollInitiative } from "./src/ui/encounter/actions";
import { nextTurn as engineNextTurn } from "./src/engine/encounter";
import { seededRng } from "./src/engine/rng";

async function median(fn, runs, warmup) {
	for (let i = 0; i < warmup; i++) await fn();
	const times = [];
	for (let i = 0; i < runs; i++) {
		const start = performance.now();
		await fn();
		times.push(performance.now() - start);
	}
	times.sort((a, b) => a - b);
	return times[Math.floor(times.length / 2)];
}

window.runEncounterBench = async (notes, path) => {
	const app = createPreviewApp(".obsidian", notes);
	const file = app.vault.getAbstractFileByPath(path);
	const settings = () => ({ ...DEFAULT_SETTINGS });
	const deps = { app, settings, rng: seededRng(11), tell: () => {} };
	const rolled = await rollInitiative(deps, file);
	if (!rolled.ok) throw new Error(rolled.error);
	const noop = () => {};
	const actions = { rollInitiative: noop, nextTurn: noop, previousTurn: noop, damage: noop, heal: noop, add: noop, remove: noop, end: noop, firstAction: noop, refoot: noop };
	const el = document.body.createDiv();
	const read = await readEncounterNote(app, settings(), file);
	if (!read.ok) throw new Error(read.error);
	if (read.value.combatants.length !== 50 || read.value.order.length !== 50) throw new Error("the bench encounter must have 50 combatants in the order");
	const draw = await median(() => { el.empty(); drawTracker(el, read.value, actions); el.getBoundingClientRect(); }, 101, 20);
	if (el.querySelectorAll(".cl-encounter-row").length !== 50) throw new Error("the draw did not draw 50 rows");
	const redraw = await median(async () => {
		const note = await readEncounterNote(app, settings(), file);
		if (!note.ok) throw new Error(note.error);
		el.empty();
		drawTracker(el, note.value, actions);
		// Layout included: the figure is until the browser has placed the rows.
		el.getBoundingClientRect();
	}, 101, 20);
	// The same number of elements made with the bare DOM API: how fast this machine's browser is right now.
	const bare = await median(() => {
		el.replaceChildren();
		for (let i = 0; i < 50; i++) {
			const li = document.createElement("li");
			for (let j = 0; j < 13; j++) {
				const child = document.createElement(j > 9 ? "button" : "span");
				child.textContent = "text " + j;
				li.appendChild(child);
			}
			el.appendChild(li);
		}
		el.getBoundingClientRect();
	}, 101, 20);
	const setup = setupOf(read.value);
	const engine = await median(() => engineNextTurn(setup, { round: 1, turn: 17 }, () => false), 301, 30);
	const next = await median(async () => {
		const moved = await nextTurn(deps, file);
		if (!moved.ok) throw new Error(moved.error);
	}, 101, 20);
	const after = await readEncounterNote(app, settings(), file);
	if (!after.ok || after.value.round < 2) throw new Error("Next turn did not move the marker through the rounds");
	return { draw, redraw, engine, next, bare };
};
`;

/** A note's text with its properties written as YAML (by the yaml package, as the preview reads them). */
function note(fm: Record<string, unknown>, body = ""): string {
	return `---\n${stringify(fm)}---\n${body}`;
}

async function main(): Promise<void> {
	const bundled = await build({
		stdin: { contents: PAGE_SCRIPT, resolveDir: process.cwd(), loader: "ts" },
		bundle: true,
		format: "iife",
		target: "es2021",
		alias: { obsidian: "./preview/obsidian-shim.ts" },
		write: false,
		logLevel: "warning",
	});
	const script = bundled.outputFiles[0]?.text ?? "";
	const pcs = Array.from({ length: 10 }, (_, i) => `Hero ${i + 1}`);
	const ENCOUNTER = "Camp/Encounters/Big fight.md";
	const notes = [
		{ path: "Camp/Camp.md", text: note({ ledger: "campaign", system: "cypher", "current-session": "[[Session 1]]" }) },
		{ path: "Camp/Session 1.md", text: note({ ledger: "session", campaign: "[[Camp]]", session: 1 }) },
		{ path: "Compendium/Guard.md", text: "---\ntags:\n  - Creature\n  - Creature/Level/2\n  - Creature/Health/6\n  - Creature/Armor/1\n---\nA guard.\n" },
		...pcs.map((name) => ({ path: `Camp/${name}.md`, text: note({ ledger: "character", system: "cypher", campaign: "[[Camp]]", name, "might-max": 10, "speed-max": 10, "intellect-max": 10 }) })),
		{ path: ENCOUNTER, text: note({ ledger: "encounter", campaign: "[[Camp]]", combatants: [...pcs.map((n) => `[[${n}]]`), "40 × [[Guard]]"], round: 0, turn: 0 }, "```ledger-encounter\n```\n") },
	];
	const browser = await launch();
	try {
		const page = await browser.newPage();
		await page.setContent("<!doctype html><html><body></body></html>");
		await page.addScriptTag({ content: script });
		const figures = await page.evaluate(
			([n, p]) => (window as unknown as { runEncounterBench(notes: unknown, path: string): Promise<Record<string, number>> }).runEncounterBench(n, p),
			[notes, ENCOUNTER] as const,
		);
		const { draw = NaN, redraw = NaN, engine = NaN, next = NaN, bare = NaN } = figures;
		report({ name: "baseline (Chromium): 700 bare DOM elements made and laid out (median; this machine's speed now)", value: bare, unit: "ms" });
		report({ name: "encounter (Chromium): draw 50 combatants from a read model, with layout (median)", value: draw, unit: "ms" });
		report({ name: "encounter (Chromium): redraw 50 combatants (read the notes + draw + layout, median)", value: redraw, unit: "ms", budget: `≤ ${REDRAW_BUDGET_MS} ms`, pass: redraw <= REDRAW_BUDGET_MS });
		report({ name: "encounter (Chromium): Next turn, the engine's move alone (median)", value: engine, unit: "ms" });
		report({ name: "encounter (Chromium): Next turn, the whole action (fresh read, move, checked write; median)", value: next, unit: "ms", budget: `≤ ${NEXT_TURN_BUDGET_MS} ms`, pass: next <= NEXT_TURN_BUDGET_MS });
	} finally {
		await browser.close();
	}
	finish("encounter");
}

void main();
