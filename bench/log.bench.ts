/**
 * A long session as a table meets it (issue 22 §7, issue 28): a session note of 10,000 log entries
 * written by the plugin's own serializer (about 8 MB), open in the browser preview's reading view with
 * the plugin loaded (its real post-processors decorate every entry, its summary block counts them all),
 * in Chromium. The user then does what the table does, by clicking:
 * - opens the note (every section drawn, every entry decorated with its state, the summary counted);
 * - rolls a `ledger-roll` block in the note, which appends an entry to its log (the vault's write, the
 *   note's parsed log grown by the entry, the new section drawn, the summary recounted);
 * - presses Undo on the last entry (the character's property written back, the undo entry appended,
 *   the undone entry marked, the summary recounted).
 * Budget: no task holds the page's main thread more than 50 ms in any of these, measured as the
 * thread's CPU time of its longest task in a Chromium trace (this machine is shared: wall time would
 * count the time other processes had the core; the wall figures are printed beside it). The append is
 * also measured at 500 and 2,000 entries, where the issue measured 42 and 134 ms for one append before:
 * its longest task must not grow with the session (at 10,000 entries ≤ 2× its figure at 500, or under
 * 16 ms).
 *
 * Run: npx tsx bench/log.bench.ts [--check]   (needs Chromium; see test/e2e/browser.ts). About a minute.
 */
import { readFileSync } from "node:fs";
import process from "node:process";
import { launch } from "../test/e2e/browser";
import { finish, report } from "./lib";
import { bundlePageScript, longestTask, type TraceEvent } from "./preview-trace";

const STRETCH_BUDGET_MS = 50;
const SIZES = (process.env.LOG_BENCH_SIZES ?? "500,2000,10000").split(",").map(Number);

// The page side, bundled with `obsidian` pointed at the preview's shim. In-page code is source text:
// tsx would wrap named functions in a helper the page does not have.
const PAGE_SCRIPT = `
import { makeEntry, serializeSealedEntry } from "./src/engine/log";
import { sealOf } from "./src/engine/log/seal";
import { loadPlugin } from "./preview/mount";
import { NotePane } from "./preview/note-pane";

const SESSION = "Campaigns/The Ninth Gate/Session 9.md";
const KESSA = "Campaigns/The Ninth Gate/Characters/Kessa Varn.md";
const KINDS = ["task", "attack", "damage", "recovery", "intrusion"];
// The vault's seal key, as the plugin keeps it in its data: the entries are sealed as the plugin
// writes them, so Undo goes straight to the write instead of asking about a typed entry.
const SEAL_KEY = "5eed".repeat(16);
const written = (logged) => serializeSealedEntry(logged, sealOf(SEAL_KEY, logged));

/** An entry as the table writes them: a task with its inputs and reasons; each one spends 1 Might. */
function entry(index) {
	const roll = (index % 20) + 1;
	return makeEntry({
		id: "m" + index.toString(36).padStart(8, "0") + "-bench" + (index % 10),
		time: new Date(Date.UTC(2026, 2, 14, 19, 0, index)).toISOString(),
		kind: KINDS[index % KINDS.length],
		system: "cypher",
		actor: "[[Kessa Varn]]",
		title: "Climb the scree (Might, trained)",
		inputs: [{ key: "stat", value: "Might" }, { key: "difficulty", value: 4 }, { key: "effort", value: 1 }, { key: "assets", value: 0 }],
		dice: [{ notation: "d20", dice: [{ value: roll, kept: true }], total: roll }],
		outcome: roll >= 6 ? { code: "success", text: "Success (" + roll + ")" } : { code: "failure", text: "Failure (" + roll + ")" },
		explanation: ["Difficulty 4 (Difficult).", "Skill in climbing eases the task by 1 step.", "Effort eases the task by 1 step.", "Rolled " + roll + " against 6."],
		changes: [{ target: "[[Kessa Varn]]", key: "might", before: 100000 - index, after: 99999 - index }],
		links: ["Task-Difficulty", "Effort"],
	});
}

/** The longest gap between beats posted in the page's own queue, and the long tasks, while a phase runs. */
function watchMainThread() {
	const channel = new MessageChannel();
	let running = true;
	let last = performance.now();
	let longest = 0;
	channel.port1.onmessage = () => {
		const now = performance.now();
		longest = Math.max(longest, now - last);
		last = now;
		if (running) channel.port2.postMessage(null);
	};
	channel.port2.postMessage(null);
	const longTasks = [];
	const observer = new PerformanceObserver((list) => {
		for (const task of list.getEntries()) longTasks.push(task.duration);
	});
	observer.observe({ type: "longtask" });
	const started = performance.now();
	return async () => {
		const took = performance.now() - started;
		await new Promise((done) => setTimeout(done, 100));
		for (const task of observer.takeRecords()) longTasks.push(task.duration);
		running = false;
		observer.disconnect();
		return { took, longest, longTasks: longTasks.length };
	};
}

let decoratedNow = () => -1;
let summaryNow = () => "";
const until = async (test, what) => {
	const started = performance.now();
	while (!test()) {
		if (performance.now() - started > 120000) throw new Error("gave up waiting for " + what + ": " + decoratedNow() + " decorated, summary " + summaryNow() + ", notices " + [...document.querySelectorAll(".notice")].map((n) => n.textContent).join(" / "));
		// Look again a little later: each look walks every entry on the page, which is the bench's own cost.
		await new Promise((done) => setTimeout(done, 50));
	}
};

window.runLogBench = async (entries, tag) => {
	const parts = [
		"---\\nledger: session\\nsystem: cypher\\ncampaign: \\"[[The Ninth Gate]]\\"\\nsession: 9\\ndate: 2026-03-14\\n---\\n# Session 9\\n\\n",
		"\`\`\`ledger-roll\\n1d20 # Bench roll\\n\`\`\`\\n\\n## Summary\\n\\n\`\`\`ledger-summary\\n\`\`\`\\n\\n## Log\\n",
	];
	for (let index = 0; index < entries; index++) parts.push("\\n" + written(entry(index)) + "\\n");
	const text = parts.join("");
	const loaded = await loadPlugin([
		{ path: SESSION, text },
		{ path: KESSA, text: "---\\nledger: character\\nsystem: cypher\\ncampaign: \\"[[The Ninth Gate]]\\"\\nmight: " + (100000 - entries) + "\\n---\\n# Kessa Varn\\n" },
		{ path: "Campaigns/The Ninth Gate/The Ninth Gate.md", text: "---\\nledger: campaign\\nsystem: cypher\\ndamage-model: wounds\\n---\\n# The Ninth Gate\\n" },
	], { logKeys: [SEAL_KEY] });
	await loaded.app.whenIndexed();
	const container = document.body.createDiv({ cls: "markdown-rendered" });
	const pane = new NotePane(loaded.app, loaded.renderers, container);
	pane.load();
	const figures = {};
	const phase = async (name, work) => {
		await new Promise((done) => setTimeout(done, 50));
		performance.mark(tag + name + "-start");
		const stop = watchMainThread();
		await work();
		performance.mark(tag + name + "-end");
		figures[name] = await stop();
	};
	const decorated = () => container.querySelectorAll(".cl-entry-callout .cl-entry-status").length;
	/** Kessa's rolls in the summary table (her row is the first), and the whole table's text. */
	const summaryRolls = () => container.querySelector(".cl-summary-table tbody td")?.textContent ?? "";
	const summaryText = () => container.querySelector(".cl-summary-table")?.textContent ?? "";
	decoratedNow = decorated;
	summaryNow = summaryRolls;

	await phase("open", async () => {
		await pane.open(SESSION);
		await until(() => decorated() === entries && summaryRolls() !== "", "every entry decorated and the summary counted");
	});
	const counted = summaryRolls();
	const before = summaryText();

	window.scrollTo(0, document.body.scrollHeight);
	await phase("append", async () => {
		container.querySelector(".cl-roll button.cl-roll-button").click();
		await until(() => decorated() === entries + 1 && summaryText() !== before, "the rolled entry decorated and recounted");
	});
	const session = await loaded.app.vault.cachedRead(loaded.app.vault.getAbstractFileByPath(SESSION));

	// Undo the last entry with changes (the roll changed nothing): the last of the scene.
	const lastId = entry(entries - 1).id;
	await phase("undo", async () => {
		const callout = container.querySelector('.callout[data-callout-metadata="' + lastId + '"]');
		callout.scrollIntoView();
		callout.querySelector("button.cl-undo-button").click();
		await until(() => decorated() === entries + 2 && callout.classList.contains("cl-entry-undone") && summaryRolls() === String(entries - 1), "the undo decorated, the entry marked undone, the summary recounted");
	});
	const kessa = loaded.app.metadataCache.getFileCache(loaded.app.vault.getAbstractFileByPath(KESSA)).frontmatter;
	return {
		characters: text.length,
		lines: text.split("\\n").length,
		rolled: session.length > text.length,
		mightBack: kessa.might === 100000 - entries + 1,
		counted: Number(counted),
		...figures,
	};
};
`;

interface Phase {
	took: number;
	longest: number;
	longTasks: number;
}

async function main(): Promise<void> {
	const pageScript = await bundlePageScript(PAGE_SCRIPT);
	const browser = await launch();
	const appendTasks = new Map<number, number>();
	try {
		for (const entries of SIZES) {
			const page = await browser.newPage({ viewport: { width: 1000, height: 800 } });
			const css = ["preview/obsidian-theme.css", "styles.css"].map((file) => readFileSync(file, "utf8")).join("\n");
			await page.setContent(`<!doctype html><html><head><style>${css}</style></head><body class="theme-light"></body></html>`);
			await page.addScriptTag({ content: pageScript });
			await browser.startTracing(page, { categories: ["devtools.timeline", "disabled-by-default-devtools.timeline", "blink.user_timing"] });
			const tag = `s${entries}-`;
			interface Result {
				characters: number;
				lines: number;
				rolled: boolean;
				mightBack: boolean;
				counted: number;
				open: Phase;
				append: Phase;
				undo: Phase;
			}
			const result = await page.evaluate<Result>(`window.runLogBench(${entries}, ${JSON.stringify(tag)})`);
			const trace = JSON.parse((await browser.stopTracing()).toString("utf8")) as { traceEvents: TraceEvent[] };
			await page.close();
			// The bench measures what it says only if the roll landed, the undo wrote the value back, and all was counted.
			if (!result.rolled || !result.mightBack || result.counted !== entries) throw new Error(`at ${entries} entries: rolled ${result.rolled}, Might put back ${result.mightBack}, counted ${result.counted}`);
			const note = `${entries.toLocaleString("en")} entries (${(result.characters / 1e6).toFixed(1)} MB)`;
			const phases = [
				["open", "open the session (every entry decorated, the summary counted)"],
				["append", "roll in the note: the entry appended, drawn, decorated, recounted"],
				["undo", "Undo on the last entry: written back, appended, marked, recounted"],
			] as const;
			for (const [phase, label] of phases) {
				const task = longestTask(trace.traceEvents, `${tag}${phase}`);
				if (phase === "append") appendTasks.set(entries, task.cpu);
				const budgeted = entries === 10_000;
				report({
					name: `${note}: ${label}, longest main-thread task (thread CPU time)`,
					value: task.cpu,
					unit: "ms",
					...(budgeted ? { budget: `≤ ${STRETCH_BUDGET_MS} ms`, pass: task.cpu <= STRETCH_BUDGET_MS } : {}),
				});
				report({ name: `${note}: ${label}, whole / longest task (wall) / longest heartbeat gap / tasks over 50 ms`, value: result[phase].took, unit: `ms / ${task.wall.toFixed(1)} ms / ${result[phase].longest.toFixed(1)} ms / ${result[phase].longTasks}` });
			}
		}
	} finally {
		await browser.close();
	}
	const small = appendTasks.get(500) ?? 0;
	const large = appendTasks.get(10_000) ?? 0;
	report({
		name: "append's longest task at 10,000 entries / at 500 (does not grow with the session; was 7.3 s at 20,000)",
		value: small > 0 ? large / small : 0,
		unit: "×",
		budget: "≤ 2× (or under 16 ms)",
		pass: large <= 16 || (small > 0 && large / small <= 2),
	});
	finish("log");
}

main().catch((error: unknown) => {
	console.error(error);
	process.exit(1);
});
