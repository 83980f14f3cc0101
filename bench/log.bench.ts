/**
 * Session-log write speed against the in-memory Obsidian mocks: one append into a 1 MB session note
 * (median of many), and 1,000 appends in a row into one note with every entry counted afterwards.
 * Budgets: each append under 20 ms median; 1,000 appends ≤ 1.5 s in all, by this process's CPU time
 * (so another job's load on the shared machine cannot count against it; wall time is reported too);
 * nothing lost, order kept.
 *
 * The notes layer imports "obsidian", which has no runtime outside the app; a module hook points it
 * at obsidian-test-mocks and a happy-dom window provides the DOM the mocks expect, as in the dom tests.
 */
import Module, { createRequire, register } from "node:module";
import process from "node:process";
import { performance } from "node:perf_hooks";
import { pathToFileURL } from "node:url";
import { Window } from "happy-dom";
import { finish, report } from "./lib";

// tsx may load src/ as CommonJS or as ESM: point "obsidian" at the mocks in both loaders.
const requireHere = createRequire(`${process.cwd()}/package.json`);
const mockPath = requireHere.resolve("obsidian-test-mocks/obsidian");
const moduleWithResolver = Module as unknown as { _resolveFilename(request: string, ...rest: unknown[]): string };
const originalResolve = moduleWithResolver._resolveFilename.bind(Module);
moduleWithResolver._resolveFilename = (request, ...rest) => originalResolve(request === "obsidian" ? mockPath : request, ...rest);
const hook = `export async function resolve(specifier, context, next) {
	return next(specifier === "obsidian" ? ${JSON.stringify(pathToFileURL(mockPath).href)} : specifier, context);
}`;
register(`data:text/javascript,${encodeURIComponent(hook)}`, pathToFileURL(`${process.cwd()}/`).href);

const window = new Window();
const windowGlobals = window as unknown as Record<string, unknown>;
const names = new Set(["window", "document", "navigator", "getComputedStyle", "requestAnimationFrame", "cancelAnimationFrame"]);
// The DOM classes (Element, UIEvent, …) live on the window's prototype chain.
for (let proto: object | null = window; proto && proto !== Object.prototype; proto = Object.getPrototypeOf(proto) as object | null) {
	for (const name of Object.getOwnPropertyNames(proto)) if (/^[A-Z]/.test(name)) names.add(name);
}
for (const name of names) {
	if (name in globalThis) continue;
	Object.defineProperty(globalThis, name, { value: name === "window" ? window : windowGlobals[name], configurable: true, writable: true });
}

async function main(): Promise<void> {
	const mocks = requireHere("obsidian-test-mocks/setup") as { setup: (this: void) => void };
	mocks.setup();
	const { App } = requireHere("obsidian-test-mocks/obsidian") as typeof import("obsidian-test-mocks/obsidian");
	const { appendEntry } = await import("../src/notes/log/append");
	const { makeEntry, parseEntries } = await import("../src/engine/log");

	const SESSION = "Sessions/Session 9.md";

	function entry(i: number) {
		return makeEntry({
			id: `b${String(i).padStart(8, "0")}`,
			time: "2026-11-21T02:30:00.000Z",
			kind: "task",
			system: "cypher",
			actor: "[[Kira]]",
			title: "Climb (Might, trained)",
			inputs: [{ key: "difficulty", value: 4 }, { key: "effort", value: 1 }],
			dice: [{ notation: "d20", dice: [{ value: 14, kept: true }], total: 14 }],
			outcome: { code: "success", text: "Success" },
			explanation: ["Trained in climbing eases the task by 1 step."],
			changes: [{ target: "[[Kira]]", key: "might", before: 9, after: 7 }],
			links: ["Effort"],
		});
	}

	// About 1 MB of ordinary session prose with headings, lists and code blocks, then a log section.
	const paragraph = "The party crossed the bridge while the GM described the wind and the long drop below.\n";
	let big = "---\nledger: session\nnumber: 9\n---\n# Session 9\n\n";
	let section = 0;
	while (big.length < 1_000_000) {
		big += `## Scene ${++section}\n\n${paragraph.repeat(20)}\n- a list item\n- another\n\n\`\`\`\nsome code\n\`\`\`\n\n`;
	}
	big += "## Log\n\n";

	/**
	 * `withMetadata: false` switches off the mock MetadataCache's synchronous re-parse of the whole note
	 * on every modify: Obsidian parses metadata off the main thread, so that cost is the mock's, not the
	 * append's. It is still measured once, unbudgeted, for the record.
	 */
	async function timeAppends(
		text: string,
		count: number,
		label: string,
		withMetadata = false,
	): Promise<{ median: number; total: number; cpuTotal: number; landed: number; inOrder: boolean }> {
		const mock = App.createConfigured__({ files: { [SESSION]: text } });
		if (!withMetadata) (mock.metadataCache as unknown as { parseFileMetadata(): void }).parseFileMetadata = () => undefined;
		const app = mock.asOriginalType__();
		const file = app.vault.getAbstractFileByPath(SESSION) as Parameters<typeof appendEntry>[1];
		const times: number[] = [];
		const cpuStart = process.cpuUsage();
		const start = performance.now();
		for (let i = 0; i < count; i++) {
			const t0 = performance.now();
			const result = await appendEntry(app, file, entry(i));
			times.push(performance.now() - t0);
			if (!result.ok) throw new Error(`${label}: ${result.error}`);
		}
		const total = performance.now() - start;
		const cpu = process.cpuUsage(cpuStart);
		times.sort((a, b) => a - b);
		const ids = parseEntries(await app.vault.read(file)).entries.map((item) => item.entry.id);
		const inOrder = ids.every((id, i) => id === entry(i).id);
		return { median: times[Math.floor(times.length / 2)] ?? 0, total, cpuTotal: (cpu.user + cpu.system) / 1000, landed: ids.length, inOrder };
	}

	const withMock = await timeAppends(big, 11, "1 MB note, mock metadata on", true);
	report({ name: "append into a 1 MB note incl. the mock's metadata re-parse (median, unbudgeted)", value: withMock.median, unit: "ms" });
	const onBig = await timeAppends(big, 41, "1 MB note");
	report({ name: "append into a 1 MB session note (median)", value: onBig.median, unit: "ms", budget: "< 20 ms", pass: onBig.median < 20 });
	report({ name: "entries landed in the 1 MB note", value: onBig.landed, unit: "of 41", budget: "= 41", pass: onBig.landed === 41 });

	const inARow = await timeAppends(`${big.slice(0, 2000)}\n\n## Log\n\n`, 1000, "1,000 appends");
	report({ name: "1,000 appends in a row (median per append)", value: inARow.median, unit: "ms", budget: "< 20 ms", pass: inARow.median < 20 });
	report({ name: "1,000 appends in a row (total, CPU time)", value: inARow.cpuTotal, unit: "ms", budget: "≤ 1,500 ms", pass: inARow.cpuTotal <= 1500 });
	report({ name: "1,000 appends in a row (total, wall time, unbudgeted)", value: inARow.total, unit: "ms" });
	report({ name: "entries landed after 1,000 appends", value: inARow.landed, unit: "of 1000", budget: "= 1000", pass: inARow.landed === 1000 });
	report({ name: "entries in the order appended", value: inARow.inOrder ? 1 : 0, unit: "(1 = yes)", budget: "= 1", pass: inARow.inOrder });

	finish("log");
}

void main();
