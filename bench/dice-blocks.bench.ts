/**
 * A note with twenty heavy `ledger-roll` blocks, in Chromium (Debian's, through playwright-core, as
 * the e2e tests): the real RollBlockChild bundled with `obsidian` pointed at the preview's shim, on a
 * page with the plugin's styles.css and the Obsidian-like theme. Issue 28 measured one 75–89 ms
 * task when such a note drew: each block ran its first slice of odds (up to 8 ms) inside the draw.
 * Now the odds wait in the page's one queue until the note is on screen, and share one slice per turn.
 * - The draw of the twenty blocks, as a ratio to drawing the same twenty blocks again when their
 *   odds are known (nothing left to compute): budget ≤ 3× (it was some 20×).
 * - The longest task while the odds fill in, from a watcher that posts itself a message each turn
 *   (the gap between two of its turns is the longest stretch anything held the thread): budget
 *   ≤ 25 ms, a latency bound (a frame and a half), not a speed, so absolute. Three notes of
 *   distinct expressions are drawn; the best is budgeted (a loaded machine's stall is not the
 *   queue's doing) and every one is printed.
 */
import { readFileSync } from "node:fs";
import { bundlePageScript } from "./preview-trace";
import { finish, report } from "./lib";
import { launch } from "../test/e2e/browser";

const DRAW_RATIO_BUDGET = 3;
const LONGEST_TASK_BUDGET_MS = 25;

const PAGE_SCRIPT = `
import { RollBlockChild } from "./src/ui/dice/roll-block";
import { seededRng } from "./src/engine/rng";

/** Records the longest gap between two turns of a self-posting message until stopped. */
function watchTurns() {
	const channel = new MessageChannel();
	let last = performance.now();
	let longest = 0;
	let running = true;
	channel.port1.onmessage = () => {
		const now = performance.now();
		longest = Math.max(longest, now - last);
		last = now;
		if (running) channel.port2.postMessage(null);
	};
	channel.port2.postMessage(null);
	return () => {
		running = false;
		return longest;
	};
}

function drawNote(expressions) {
	const note = document.body.createDiv({ cls: "markdown-rendered" });
	const children = expressions.map((expression) => {
		const el = note.createDiv();
		const child = new RollBlockChild(el, expression, seededRng(1));
		child.load();
		return child;
	});
	note.getBoundingClientRect();
	return { note, children };
}

async function filled(note) {
	const start = performance.now();
	while (note.querySelector(".cl-roll-odds-pending")) {
		if (performance.now() - start > 60000) throw new Error("the odds did not fill in within a minute");
		await new Promise((resolve) => setTimeout(resolve, 5));
	}
}

window.runBlocksBench = async (expressions) => {
	const stop = watchTurns();
	const started = performance.now();
	const { note, children } = drawNote(expressions);
	const draw = performance.now() - started;
	await filled(note);
	const fill = performance.now() - started;
	const longest = stop();
	if (!/^Range: /.test(note.querySelector(".cl-roll-odds")?.textContent ?? "")) throw new Error("the odds did not show");
	for (const child of children) child.unload();
	note.remove();
	// The same blocks again: their odds are known, so this is the draw alone.
	const again = performance.now();
	const second = drawNote(expressions);
	const drawKnown = performance.now() - again;
	for (const child of second.children) child.unload();
	second.note.remove();
	return { draw, drawKnown, longest, fill };
};
`;

async function main(): Promise<void> {
	const script = await bundlePageScript(PAGE_SCRIPT);
	const browser = await launch();
	try {
		const page = await browser.newPage();
		const css = `${readFileSync("preview/obsidian-theme.css", "utf8")}\n${readFileSync("styles.css", "utf8")}`;
		await page.setContent(`<!doctype html><html lang="en"><head><meta charset="utf-8"><style>${css}</style></head><body class="theme-light"></body></html>`);
		await page.addScriptTag({ content: script });
		const runs: Array<Record<string, number>> = [];
		for (let note = 0; note < 3; note++) {
			// Twenty distinct heavy expressions (each some 5–40 ms of odds), different in every note so none is cached.
			const expressions = Array.from({ length: 20 }, (_, i) => `${40 + note * 20 + i}d20kh${15 + i}`);
			runs.push(await page.evaluate((e) => (window as unknown as { runBlocksBench(e: string[]): Promise<Record<string, number>> }).runBlocksBench(e), expressions));
		}
		runs.forEach((run, i) => {
			report({ name: `twenty heavy roll blocks, note ${i + 1}: the draw (Chromium)`, value: run.draw ?? NaN, unit: "ms" });
			report({ name: `twenty heavy roll blocks, note ${i + 1}: longest task while the odds fill in`, value: run.longest ?? NaN, unit: "ms" });
			report({ name: `twenty heavy roll blocks, note ${i + 1}: until every block shows its odds`, value: run.fill ?? NaN, unit: "ms" });
		});
		const best = runs.reduce((a, b) => ((a.longest ?? Infinity) <= (b.longest ?? Infinity) ? a : b));
		const ratio = Math.min(...runs.map((run) => (run.draw ?? NaN) / Math.max(run.drawKnown ?? NaN, 0.1)));
		report({ name: "twenty heavy roll blocks: the draw / the same draw with their odds known (best note)", value: ratio, unit: "×", budget: `≤ ${DRAW_RATIO_BUDGET}×`, pass: ratio <= DRAW_RATIO_BUDGET });
		report({
			name: "twenty heavy roll blocks: longest task while the odds fill in (best note)",
			value: best.longest ?? NaN,
			unit: "ms",
			budget: `≤ ${LONGEST_TASK_BUDGET_MS} ms`,
			pass: (best.longest ?? Infinity) <= LONGEST_TASK_BUDGET_MS,
		});
	} finally {
		await browser.close();
	}
	finish("dice-blocks");
}

void main();
