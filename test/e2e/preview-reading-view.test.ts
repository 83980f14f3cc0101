import { describe, expect, it } from "vitest";
import { useHarness } from "./preview-harness";

/**
 * The preview's reading view updates as Obsidian's does, in Chromium: after a write only the sections
 * whose text changed are drawn again (their children unloaded), the other sections keep their elements
 * and their loaded children and learn their new lines, new sections appear in place, and the page keeps
 * its scroll position; a long note is drawn in time slices, from the top, the page staying responsive.
 */

const LOG = ["# Log", "", "First paragraph.", "", "> [!note]- Entry 1", "> body 1", "", "^e1", "", "Last paragraph."].join("\n");
const LONG = Array.from({ length: 300 }, (_, index) => `Paragraph ${index} of a long note, long enough to wrap at least once on a narrow page of the preview.`).join("\n\n");
const CALLOUTS = Array.from({ length: 2000 }, (_, index) => `> [!note]- Entry ${index} with [[Target]]\n> - detail ${index}\n\n^entry-${index}`).join("\n\n");

const h = useHarness([
	{ path: "Log.md", text: LOG },
	{ path: "Long.md", text: LONG },
	{ path: "Callouts.md", text: CALLOUTS },
	{ path: "Target.md", text: "" },
]);

/**
 * Opens `path` with a probe post-processor: each section gets a child that logs its load and unload,
 * and keeps its context, so the test can ask the section for its lines later.
 */
async function openWithProbe(path: string): Promise<void> {
	await h.page.evaluate(async (note) => {
		const probe = { log: [] as string[], contexts: new Map<HTMLElement, { getSectionInfo(el: HTMLElement): { lineStart: number; lineEnd: number } | null }>() };
		(window as unknown as { probe: typeof probe }).probe = probe;
		window.ledgerHarness.addPostProcessor((el, ctx) => {
			const name = (el.textContent ?? "").slice(0, 20) || "(empty)";
			probe.contexts.set(el, ctx);
			ctx.addChild({ load: () => probe.log.push(`load ${name}`), unload: () => probe.log.push(`unload ${name}`) } as never);
		});
		await window.ledgerHarness.openNote(note, { plugin: false });
	}, path);
}

/** Rewrites a note through the vault, as a roll or an undo does (replace a text, then append), and waits for the view to catch up. */
async function write(path: string, change: { replace?: [string, string]; append?: string }): Promise<void> {
	await h.page.evaluate(
		async ({ note, edit }) => {
			const app = window.ledgerHarness.app();
			const file = app.vault.getAbstractFileByPath(note) as Parameters<typeof app.vault.process>[0];
			await app.vault.process(file, (text) => (edit.replace ? text.replace(edit.replace[0], edit.replace[1]) : text) + (edit.append ?? ""));
			await new Promise((done) => setTimeout(done, 0));
			await window.ledgerHarness.whenDrawn();
		},
		{ note: path, edit: change },
	);
}

/** Each section element, tagged once (s0, s1, … in the order first seen) so the test can tell whether it is still the same element. */
function tagSections(): Promise<string[]> {
	return h.page.evaluate(() => {
		const counter = window as unknown as { tagged?: number };
		return Array.from(document.querySelectorAll<HTMLElement>(".cl-preview-sections > div"), (el) => {
			el.dataset.seen ??= `s${(counter.tagged = (counter.tagged ?? -1) + 1)}`;
			return el.dataset.seen;
		});
	});
}

describe("the reading view after a write", () => {
	it("draws again only the changed sections, keeps the others with their children, and puts new ones in place", async () => {
		await openWithProbe("Log.md");
		expect(await tagSections()).toEqual(["s0", "s1", "s2", "s3", "s4"]);
		const log = (): Promise<string[]> => h.page.evaluate(() => (window as unknown as { probe: { log: string[] } }).probe.log.splice(0));
		expect(await log()).toEqual(["load Log", "load First paragraph.", "load Entry 1body 1", "load (empty)", "load Last paragraph."]);

		await write("Log.md", { replace: ["Last paragraph.", "Last paragraph, edited."] });
		expect(await tagSections()).toEqual(["s0", "s1", "s2", "s3", "s5"]);
		expect(await log()).toEqual(["unload Last paragraph.", "load Last paragraph, edit"]);
		expect(await h.page.locator("p").last().textContent()).toBe("Last paragraph, edited.");

		// A new entry appended, and a paragraph put in above the callout: both drawn where they belong.
		await write("Log.md", { replace: ["First paragraph.", "First paragraph.\n\nA new paragraph."], append: "\n\n> [!note]- Entry 2\n> body 2\n\n^e2\n" });
		expect(await tagSections()).toEqual(["s0", "s1", "s6", "s2", "s3", "s5", "s7", "s8"]);
		expect(await log()).toEqual(["load A new paragraph.", "load Entry 2body 2", "load (empty)"]);
		expect(await h.page.locator(".cl-preview-sections > div").evaluateAll((all) => all.map((child) => (child.textContent ?? "").slice(0, 16)))).toEqual([
			"Log",
			"First paragraph.",
			"A new paragraph.",
			"Entry 1body 1",
			"",
			"Last paragraph, ",
			"Entry 2body 2",
			"",
		]);
		// The kept sections answer getSectionInfo with their new lines (two lines were added above the callout).
		const lines = await h.page.evaluate(() => {
			const probe = (window as unknown as { probe: { contexts: Map<HTMLElement, { getSectionInfo(el: HTMLElement): { lineStart: number; lineEnd: number } | null }> } }).probe;
			return Array.from(document.querySelectorAll<HTMLElement>(".cl-preview-sections > div"), (el) => {
				const info = probe.contexts.get(el)?.getSectionInfo(el);
				return info ? [info.lineStart, info.lineEnd] : null;
			});
		});
		expect(lines).toEqual([
			[0, 0],
			[2, 2],
			[4, 4],
			[6, 7],
			[9, 9],
			[11, 11],
			[13, 14],
			[16, 16],
		]);
	});

	it("keeps the scroll position when a section changes or an entry is appended", async () => {
		await h.page.setViewportSize({ width: 390, height: 600 });
		await openWithProbe("Long.md");
		await h.page.evaluate(() => window.scrollTo(0, 4000));
		const before = await h.page.evaluate(() => window.scrollY);
		expect(before).toBe(4000);
		const seen = await tagSections();
		await write("Long.md", { append: "\n\nAn appended paragraph." });
		await write("Long.md", { replace: ["Paragraph 299 of", "Paragraph two hundred and ninety-nine of"] });
		await write("Long.md", { replace: ["Paragraph 150 of", "Paragraph one hundred and fifty of"] });
		expect(await h.page.evaluate(() => window.scrollY)).toBe(before);
		const now = await tagSections();
		expect(now.length).toBe(seen.length + 1);
		expect(now.filter((id, index) => id === seen[index]).length).toBe(seen.length - 2);
	});
});

describe("drawing a long note", () => {
	it("draws 2,000 callouts in slices, from the top, and resolves once the last is in", async () => {
		const counts = await h.page.evaluate(async () => {
			const seen: number[] = [];
			let done = false;
			const opened = window.ledgerHarness.openNote("Callouts.md", { plugin: false }).then(() => {
				done = true;
			});
			while (!done) {
				seen.push(document.querySelectorAll(".callout").length);
				await new Promise((resolve) => setTimeout(resolve, 0));
			}
			await opened;
			seen.push(document.querySelectorAll(".callout").length);
			return seen;
		});
		const partial = counts.filter((count) => count > 0 && count < 2000);
		// Several slices drew part of the note, in order (the page had turns in between).
		expect(new Set(partial).size).toBeGreaterThanOrEqual(3);
		expect([...counts].sort((a, b) => a - b)).toEqual(counts);
		expect(counts[counts.length - 1]).toBe(2000);
		expect(await h.page.locator(".callout").last().locator(".callout-title-inner").textContent()).toBe("Entry 1999 with Target");
	});
});
