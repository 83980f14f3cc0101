import { describe, expect, it } from "vitest";
import { useHarness } from "./preview-harness";

/**
 * The preview's metadata cache as Obsidian's API documents it (getFileCache: frontmatter,
 * frontmatterPosition, frontmatterLinks, headings, links, embeds, blocks, sections, listItems, tags;
 * resolvedLinks and unresolvedLinks; getFirstLinkpathDest; the `changed` and `resolved` events), in
 * Chromium. Where Obsidian's own caches could be compared (captured by obsidian-tasks for its tests),
 * the preview agrees: a link in an inline %%comment%% and a tag in a %% block are indexed, a link in a
 * %% block, in code, in math or in an HTML comment is not.
 */

const NOTE = [
	"---", // 0
	'campaign: "[[The Ninth Gate]]"',
	"party:",
	'  - "[[Kessa Varn]]"',
	"---",
	"# Session 3", // 5
	"",
	"Met [[Kessa Varn|Kessa]] at the gate. ^intro",
	"",
	"> [!ledger|e1]- [[Kessa Varn]] · Climb · Success",
	"> - [kind:: task] [actor:: [[Kessa Varn]]]", // 10
	"> - rule: [[Task-Difficulty#Steps]]",
	"",
	"^e1",
	"",
	"- [ ] a task with #todo", // 15
	"\t- child ![[Map.png]] and [a markdown link](Task-Difficulty.md#Steps)",
	"",
	"```js",
	"[[In Fence]]",
	"```", // 20
	"",
	"%%",
	"[[In Block Comment]] #hidden-tag",
	"%%",
	"", // 25
	"$$",
	"[[In Math]]",
	"$$",
	"",
	"Inline $[[In Inline Math]]$, <!-- [[In Html Comment]] -->, `[[In Code]]`, %%[[In Inline Comment]]%% and [web](https://example.com).", // 30
].join("\n");

const VAULT = [
	{ path: "Sessions/Cache.md", text: NOTE },
	{ path: "Kessa Varn.md", text: "# Kessa\n" },
	{ path: "The Ninth Gate.md", text: "# Gate\n" },
	{ path: "Rules/Task-Difficulty.md", text: "# Task difficulty\n## Steps\n" },
	{ path: "A/Note.md", text: "" },
	{ path: "B/Note.md", text: "" },
	{ path: "B/Sub/Deep.md", text: "" },
	{ path: "Top.md", text: "" },
];

const h = useHarness(VAULT);

/** getFileCache of a note, read in the page. */
function cacheOf(path: string): Promise<Record<string, unknown>> {
	return h.page.evaluate((note) => {
		const app = window.ledgerHarness.app();
		const file = app.vault.getAbstractFileByPath(note);
		return JSON.parse(JSON.stringify(file && "extension" in file ? app.metadataCache.getFileCache(file as never) : null)) as Record<string, unknown>;
	}, path);
}

const at = (line: number, col: number, offset: number) => ({ line, col, offset });
/** The offset of the first character of `line` in NOTE. */
const lineStart = (line: number): number => NOTE.split("\n").slice(0, line).join("\n").length + (line > 0 ? 1 : 0);
/** Where `original` is written on `line` (its first occurrence there). */
function where(line: number, original: string): { start: ReturnType<typeof at>; end: ReturnType<typeof at> } {
	const col = NOTE.split("\n")[line]!.indexOf(original);
	expect(col, `${original} on line ${line}`).toBeGreaterThanOrEqual(0);
	return { start: at(line, col, lineStart(line) + col), end: at(line, col + original.length, lineStart(line) + col + original.length) };
}

describe("getFileCache", () => {
	it("has the frontmatter, its position and its links keyed as Obsidian keys them", async () => {
		const cache = await cacheOf("Sessions/Cache.md");
		expect(cache.frontmatter).toEqual({ campaign: "[[The Ninth Gate]]", party: ["[[Kessa Varn]]"] });
		expect(cache.frontmatterPosition).toEqual({ start: at(0, 0, 0), end: at(4, 3, lineStart(4) + 3) });
		expect(cache.frontmatterLinks).toEqual([
			{ key: "campaign", link: "The Ninth Gate", original: "[[The Ninth Gate]]", displayText: "The Ninth Gate" },
			{ key: "party.0", link: "Kessa Varn", original: "[[Kessa Varn]]", displayText: "Kessa Varn" },
		]);
		expect(cache.headings).toEqual([{ heading: "Session 3", level: 1, position: { start: at(5, 0, lineStart(5)), end: at(5, 11, lineStart(5) + 11) } }]);
	});

	it("indexes the links Obsidian indexes, with their positions: callouts and lists count; code, %% blocks, math and HTML comments do not", async () => {
		const cache = await cacheOf("Sessions/Cache.md");
		expect(cache.links).toEqual([
			{ link: "Kessa Varn", original: "[[Kessa Varn|Kessa]]", displayText: "Kessa", position: where(7, "[[Kessa Varn|Kessa]]") },
			{ link: "Kessa Varn", original: "[[Kessa Varn]]", displayText: "Kessa Varn", position: where(9, "[[Kessa Varn]]") },
			{ link: "Kessa Varn", original: "[[Kessa Varn]]", displayText: "Kessa Varn", position: where(10, "[[Kessa Varn]]") },
			{ link: "Task-Difficulty#Steps", original: "[[Task-Difficulty#Steps]]", displayText: "Task-Difficulty > Steps", position: where(11, "[[Task-Difficulty#Steps]]") },
			{ link: "Task-Difficulty.md#Steps", original: "[a markdown link](Task-Difficulty.md#Steps)", displayText: "a markdown link", position: where(16, "[a markdown link](Task-Difficulty.md#Steps)") },
			{ link: "In Inline Comment", original: "[[In Inline Comment]]", displayText: "In Inline Comment", position: where(30, "[[In Inline Comment]]") },
		]);
		expect(cache.embeds).toEqual([{ link: "Map.png", original: "![[Map.png]]", displayText: "Map.png", position: where(16, "![[Map.png]]") }]);
		expect(cache.tags).toEqual([
			{ tag: "#todo", position: where(15, "#todo") },
			{ tag: "#hidden-tag", position: where(23, "#hidden-tag") },
		]);
	});

	it("has the sections with their types, block ids (a ^id line names the block before it) and list items", async () => {
		const cache = await cacheOf("Sessions/Cache.md");
		const sections = cache.sections as Array<{ type: string; id?: string; position: { start: { line: number }; end: { line: number } } }>;
		expect(sections.map((section) => [section.type, section.position.start.line, section.position.end.line, section.id])).toEqual([
			["yaml", 0, 4, undefined],
			["heading", 5, 5, undefined],
			["paragraph", 7, 7, "intro"],
			["callout", 9, 11, "e1"],
			["paragraph", 13, 13, undefined],
			["list", 15, 16, undefined],
			["code", 18, 20, undefined],
			["comment", 22, 24, undefined],
			["math", 26, 28, undefined],
			["paragraph", 30, 30, undefined],
		]);
		const lineEnd = (line: number) => at(line, NOTE.split("\n")[line]!.length, lineStart(line) + NOTE.split("\n")[line]!.length);
		expect(cache.blocks).toEqual({
			intro: { id: "intro", position: { start: at(7, 0, lineStart(7)), end: lineEnd(7) } },
			e1: { id: "e1", position: { start: at(9, 0, lineStart(9)), end: lineEnd(13) } },
		});
		expect(cache.listItems).toEqual([
			{ parent: -10, position: { start: at(10, 2, lineStart(10) + 2), end: lineEnd(10) } },
			{ parent: -10, position: { start: at(11, 2, lineStart(11) + 2), end: lineEnd(11) } },
			{ parent: -15, task: " ", position: { start: at(15, 0, lineStart(15)), end: lineEnd(15) } },
			{ parent: 15, position: { start: at(16, 2, lineStart(16) + 2), end: lineEnd(16) } },
		]);
	});

	it("counts resolved and unresolved links per note, as resolvedLinks and unresolvedLinks", async () => {
		const tables = await h.page.evaluate(() => {
			const cache = window.ledgerHarness.app().metadataCache;
			return { resolved: cache.resolvedLinks["Sessions/Cache.md"], unresolved: cache.unresolvedLinks["Sessions/Cache.md"] };
		});
		expect(tables.resolved).toEqual({ "Kessa Varn.md": 4, "The Ninth Gate.md": 1, "Rules/Task-Difficulty.md": 2 });
		expect(tables.unresolved).toEqual({ "Map.png": 1, "In Inline Comment": 1 });
	});
});

describe("the cache after a note changes", () => {
	it("is, edit after edit, what indexing the new text from scratch gives (the index reuses and shifts blocks)", async () => {
		const entry = (id: string, who: string) => `> [!ledger|${id}]- [[${who}]] · Climb\n> - [actor:: [[${who}]]]\n> - item ^${id}-item\n\n^${id}\n`;
		const start = ["---", "ledger: session", "---", "# Log", "", entry("a1", "Kessa Varn"), entry("a2", "Top"), "- [ ] list with #tag", "\t- child [[A/Note]]", ""].join("\n");
		const edits: Array<[string, string]> = [
			["", `\n${entry("a3", "Kessa Varn")}`],
			["# Log\n", "# Log\n\nA new first paragraph with [[Top]].\n"],
			["[[Top]] · Climb", "[[Top]] · Climb the wall"],
			["\n^a1\n", "\n"],
			["\nA new first paragraph with [[Top]].\n", ""],
		];
		const versions = await h.page.evaluate(
			async ({ text, steps }) => {
				const app = window.ledgerHarness.app();
				const file = await app.vault.create("Edits.md", text);
				await app.whenIndexed();
				const seen: Array<{ text: string; cache: string }> = [];
				for (const [find, replace] of steps) {
					await app.vault.process(file, (data) => (find === "" ? data + replace : data.replace(find, replace)));
					await app.whenIndexed();
					seen.push({ text: await app.vault.read(file), cache: JSON.stringify(app.metadataCache.getFileCache(file)) });
				}
				return seen;
			},
			{ text: start, steps: edits },
		);
		expect(versions).toHaveLength(edits.length);
		for (const version of versions) {
			const fresh = await h.page.evaluate(async (text) => {
				await window.ledgerHarness.useVault([{ path: "Edits.md", text }]);
				const app = window.ledgerHarness.app();
				return JSON.stringify(app.metadataCache.getFileCache(app.vault.getAbstractFileByPath("Edits.md") as Parameters<typeof app.vault.modify>[0]));
			}, version.text);
			expect(JSON.parse(version.cache)).toEqual(JSON.parse(fresh));
		}
		// The last version still names the callouts by their ids, and lost a1 with its line.
		const last = JSON.parse(versions[versions.length - 1]!.cache) as { blocks: Record<string, unknown>; sections: Array<{ id?: string }> };
		expect(Object.keys(last.blocks).sort()).toEqual(["a1-item", "a2", "a2-item", "a3", "a3-item"]);
		expect(last.sections.filter((section) => section.id !== undefined).map((section) => section.id)).toEqual(["a2", "a3"]);
	});
});

describe("getFirstLinkpathDest", () => {
	it("finds an exact path, then a name or a partial path (any case), the closest note when names repeat, and relative paths", async () => {
		const found = await h.page.evaluate(() => {
			const cache = window.ledgerHarness.app().metadataCache;
			const dest = (link: string, from: string) => cache.getFirstLinkpathDest(link, from)?.path ?? null;
			return [
				dest("A/Note", ""),
				dest("B/Note.md", "A/x.md"),
				dest("Deep", "Top.md"),
				dest("deep", "Top.md"),
				dest("Sub/Deep", "A/x.md"),
				dest("Note", "B/Sub/Deep.md"),
				dest("Note", "A/Other.md"),
				dest("Note", "Top.md"),
				dest("../A/Note", "B/x.md"),
				dest("./Deep", "B/Sub/x.md"),
				dest("Nowhere", "Top.md"),
				dest("Note#Heading", "A/x.md"),
			];
		});
		expect(found).toEqual(["A/Note.md", "B/Note.md", "B/Sub/Deep.md", "B/Sub/Deep.md", "B/Sub/Deep.md", "B/Note.md", "A/Note.md", "A/Note.md", "A/Note.md", "B/Sub/Deep.md", null, null]);
	});
});

describe("the metadata cache's events", () => {
	it("keeps the previous cache until the note is indexed, then fires changed (file, data, cache) and resolved", async () => {
		const seen = await h.page.evaluate(async () => {
			const app = window.ledgerHarness.app();
			const file = app.vault.getAbstractFileByPath("Top.md") as never as Parameters<typeof app.vault.modify>[0];
			const events: string[] = [];
			let args: { same: boolean; data: string; cacheIsCurrent: boolean; links: unknown } | undefined;
			app.metadataCache.on("changed", ((changed: typeof file, data: string, cache: unknown) => {
				events.push("changed");
				args = { same: changed === file, data, cacheIsCurrent: cache === app.metadataCache.getFileCache(file), links: (JSON.parse(JSON.stringify(cache)) as { links?: unknown }).links };
			}));
			app.metadataCache.on("resolved", (() => events.push("resolved")));
			await app.vault.modify(file, "Now with [[Kessa Varn]].\n");
			const staleRightAfter = app.metadataCache.getFileCache(file)?.links === undefined;
			await app.whenIndexed();
			return { staleRightAfter, events, args, resolved: app.metadataCache.resolvedLinks["Top.md"] };
		});
		expect(seen.staleRightAfter).toBe(true);
		expect(seen.events).toEqual(["changed", "resolved"]);
		expect(seen.args).toEqual({
			same: true,
			data: "Now with [[Kessa Varn]].\n",
			cacheIsCurrent: true,
			links: [{ link: "Kessa Varn", original: "[[Kessa Varn]]", displayText: "Kessa Varn", position: { start: at(0, 9, 9), end: at(0, 23, 23) } }],
		});
		expect(seen.resolved).toEqual({ "Kessa Varn.md": 1 });
	});
});
