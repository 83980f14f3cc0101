import { describe, expect, it } from "vitest";
import { useHarness } from "./preview-harness";

/**
 * Files in the preview's vault as Obsidian's API handles them, in Chromium: fileManager.renameFile
 * rewrites every link to the note in every note (wikilinks keeping their heading, block and display
 * text; embeds; Markdown links; links in properties) as Obsidian does with "Automatically update
 * internal links" on, and changes the same TFile; vault.rename moves the note and changes no link;
 * vault.create, createFolder, modify, delete and fileManager.trashFile work in memory with their events.
 */

const SESSION = [
	"---",
	'actor: "[[Kessa Varn]]"',
	"party:",
	'  - "[[Kessa Varn|K]]"',
	'  - "[[Oru]]"',
	"---",
	"# Session 1",
	"",
	"> [!ledger|e1]- [[Kessa Varn]] · Climb · Success",
	"> - [kind:: task] [actor:: [[Kessa Varn]]]",
	"> - change: [[Kessa Varn]] · might = 13 → 11",
	"",
	"^e1",
	"",
	"See [[Kessa Varn#Stats|her stats]], [[Kessa Varn#^b1]], ![[Kessa Varn]] and [the sheet](../Characters/Kessa%20Varn.md#Stats).",
	"Not links: `[[Kessa Varn]]`, and [[Oru]] is someone else; [[#Session 1]] is this note.",
	"",
].join("\n");

const VAULT = [
	{ path: "Characters/Kessa Varn.md", text: "# Kessa\n\nStats ^b1\n\nMe: [[Kessa Varn]].\n" },
	{ path: "Characters/Oru.md", text: "# Oru\n" },
	{ path: "NPCs/Sol.md", text: "# Sol the NPC\n" },
	{ path: "Sessions/Session 1.md", text: SESSION },
];

const h = useHarness(VAULT);

interface Renamed {
	sameObject: boolean;
	path: string;
	basename: string;
	events: string[];
	session: string;
	self: string;
	resolved: Record<string, number>;
	unresolved: Record<string, number>;
	oldPathGone: boolean;
}

/** Renames Kessa's note through `how` and reports what a user and a plugin would see afterwards. */
function rename(how: "fileManager.renameFile" | "vault.rename", newPath: string): Promise<Renamed> {
	return h.page.evaluate(
		async ({ how, newPath }) => {
			const app = window.ledgerHarness.app();
			const file = app.vault.getAbstractFileByPath("Characters/Kessa Varn.md") as Parameters<typeof app.vault.modify>[0];
			const events: string[] = [];
			app.vault.on("rename", ((renamed: typeof file, oldPath: string) => events.push(`rename ${renamed === file ? "same file" : "other"} from ${oldPath}`)));
			app.vault.on("modify", ((modified: typeof file) => events.push(`modify ${modified.path}`)));
			if (how === "vault.rename") await app.vault.rename(file, newPath);
			else await app.fileManager.renameFile(file, newPath);
			await app.whenIndexed();
			const read = (path: string) => app.vault.cachedRead(app.vault.getAbstractFileByPath(path) as typeof file);
			return {
				sameObject: app.vault.getAbstractFileByPath(newPath) === file,
				path: file.path,
				basename: file.basename,
				events,
				session: await read("Sessions/Session 1.md"),
				self: await read(newPath),
				resolved: app.metadataCache.resolvedLinks["Sessions/Session 1.md"] ?? {},
				unresolved: app.metadataCache.unresolvedLinks["Sessions/Session 1.md"] ?? {},
				oldPathGone: app.vault.getAbstractFileByPath("Characters/Kessa Varn.md") === null,
			};
		},
		{ how, newPath },
	);
}

describe("fileManager.renameFile", () => {
	it("moves the same TFile and rewrites every link to it, keeping headings, blocks, display text, embeds, Markdown links and properties", async () => {
		const renamed = await rename("fileManager.renameFile", "Characters/Kessa Varn-Sol.md");
		expect(renamed).toMatchObject({ sameObject: true, path: "Characters/Kessa Varn-Sol.md", basename: "Kessa Varn-Sol", oldPathGone: true });
		// The rename first, then the notes whose links were rewritten (the note's own link to itself too).
		expect(renamed.events[0]).toBe("rename same file from Characters/Kessa Varn.md");
		expect(renamed.events.slice(1).sort()).toEqual(["modify Characters/Kessa Varn-Sol.md", "modify Sessions/Session 1.md"]);
		expect(renamed.session).toBe(
			SESSION.replace('actor: "[[Kessa Varn]]"', 'actor: "[[Kessa Varn-Sol]]"')
				.replace('"[[Kessa Varn|K]]"', '"[[Kessa Varn-Sol|K]]"')
				.replace("[!ledger|e1]- [[Kessa Varn]]", "[!ledger|e1]- [[Kessa Varn-Sol]]")
				.replace("[actor:: [[Kessa Varn]]]", "[actor:: [[Kessa Varn-Sol]]]")
				.replace("change: [[Kessa Varn]]", "change: [[Kessa Varn-Sol]]")
				.replace("[[Kessa Varn#Stats|her stats]]", "[[Kessa Varn-Sol#Stats|her stats]]")
				.replace("[[Kessa Varn#^b1]]", "[[Kessa Varn-Sol#^b1]]")
				.replace("![[Kessa Varn]]", "![[Kessa Varn-Sol]]")
				.replace("(../Characters/Kessa%20Varn.md#Stats)", "(Kessa%20Varn-Sol.md#Stats)"),
		);
		// A link in code is text, [[Oru]] is another note, [[#Session 1]] is the note itself: all untouched.
		expect(renamed.session).toContain("Not links: `[[Kessa Varn]]`, and [[Oru]] is someone else; [[#Session 1]] is this note.");
		// The note's link to itself follows too.
		expect(renamed.self).toBe("# Kessa\n\nStats ^b1\n\nMe: [[Kessa Varn-Sol]].\n");
		expect(renamed.resolved).toEqual({ "Characters/Kessa Varn-Sol.md": 9, "Characters/Oru.md": 2 });
		expect(renamed.unresolved).toEqual({});
	});

	it("writes the path when the new name is not unique in the vault", async () => {
		const renamed = await rename("fileManager.renameFile", "Characters/Sol.md");
		expect(renamed.session).toContain("- [kind:: task] [actor:: [[Characters/Sol]]]");
		expect(renamed.session).toContain("[[Characters/Sol#Stats|her stats]]");
		expect(renamed.session).toContain('  - "[[Characters/Sol|K]]"');
		expect(renamed.resolved).toEqual({ "Characters/Sol.md": 9, "Characters/Oru.md": 2 });
	});
});

describe("vault.rename", () => {
	it("moves the note and fires rename with the old path, but changes no link: they no longer resolve", async () => {
		const renamed = await rename("vault.rename", "Archive/Kessa.md");
		expect(renamed).toMatchObject({ sameObject: true, path: "Archive/Kessa.md", basename: "Kessa", oldPathGone: true });
		expect(renamed.events).toEqual(["rename same file from Characters/Kessa Varn.md"]);
		expect(renamed.session).toBe(SESSION);
		expect(renamed.resolved).toEqual({ "Characters/Oru.md": 2 });
		expect(renamed.unresolved).toEqual({ "Kessa Varn": 8, "../Characters/Kessa Varn.md": 1 });
	});
});

describe("creating, changing and deleting notes in memory", () => {
	it("creates notes and folders with their events, refuses a path that exists, and indexes the new note", async () => {
		const result = await h.page.evaluate(async () => {
			const app = window.ledgerHarness.app();
			const events: string[] = [];
			for (const name of ["create", "modify", "delete"]) app.vault.on(name, ((file: { path: string }) => events.push(`${name} ${file.path}`)));
			const folder = await app.vault.createFolder("Campaigns/New");
			const note = await app.vault.create("Campaigns/New/Session 9.md", "# Session 9\n\nWith [[Oru]].\n");
			const refused = await app.vault.create("Campaigns/New/Session 9.md", "again").then(
				() => "created twice",
				(error: Error) => error.message,
			);
			const folderRefused = await app.vault.createFolder("Campaigns/New").then(
				() => "created twice",
				(error: Error) => error.message,
			);
			const cacheAtOnce = app.metadataCache.getFileCache(note);
			await app.whenIndexed();
			await app.vault.modify(note, "# Session 9\n\nWith [[Oru]] and [[Sol]].\n");
			await app.whenIndexed();
			return {
				events,
				folderFound: app.vault.getAbstractFileByPath("Campaigns/New") === folder,
				children: folder.children.map((child) => child.path),
				parent: note.parent?.path,
				listed: app.vault.getMarkdownFiles().some((file) => file === note),
				refused,
				folderRefused,
				cacheAtOnce,
				links: app.metadataCache.getFileCache(note)?.links?.map((link) => link.link),
				resolved: app.metadataCache.resolvedLinks["Campaigns/New/Session 9.md"],
			};
		});
		expect(result.events).toEqual(["create Campaigns", "create Campaigns/New", "create Campaigns/New/Session 9.md", "modify Campaigns/New/Session 9.md"]);
		expect(result.folderFound).toBe(true);
		expect(result.children).toEqual(["Campaigns/New/Session 9.md"]);
		expect(result.parent).toBe("Campaigns/New");
		expect(result.listed).toBe(true);
		expect(result.refused).toContain("already exists");
		expect(result.folderRefused).toContain("already exists");
		expect(result.cacheAtOnce).toBeNull();
		expect(result.links).toEqual(["Oru", "Sol"]);
		expect(result.resolved).toEqual({ "Characters/Oru.md": 1, "NPCs/Sol.md": 1 });
	});

	it("deletes with vault.delete and fileManager.trashFile: the note goes, deleted fires with its last cache, links to it no longer resolve", async () => {
		const result = await h.page.evaluate(async () => {
			const app = window.ledgerHarness.app();
			const events: string[] = [];
			app.vault.on("delete", ((file: { path: string }) => events.push(`delete ${file.path}`)));
			app.metadataCache.on("deleted", ((file: { path: string }, previous: { headings?: Array<{ heading: string }> } | null) => events.push(`deleted ${file.path} ${previous?.headings?.[0]?.heading ?? "no cache"}`)));
			const kessa = app.vault.getAbstractFileByPath("Characters/Kessa Varn.md") as Parameters<typeof app.vault.modify>[0];
			const oru = app.vault.getAbstractFileByPath("Characters/Oru.md") as typeof kessa;
			await app.fileManager.trashFile(kessa);
			await app.vault.delete(oru);
			return {
				events,
				gone: [app.vault.getAbstractFileByPath("Characters/Kessa Varn.md"), app.vault.getAbstractFileByPath("Characters/Oru.md")],
				folderChildren: (app.vault.getAbstractFileByPath("Characters") as unknown as { children: unknown[] }).children.length,
				unresolved: app.metadataCache.unresolvedLinks["Sessions/Session 1.md"],
				reading: await app.vault.cachedRead(kessa).then(
					() => "read",
					(error: Error) => error.message,
				),
			};
		});
		expect(result.events).toEqual(["delete Characters/Kessa Varn.md", "deleted Characters/Kessa Varn.md Kessa", "delete Characters/Oru.md", "deleted Characters/Oru.md Oru"]);
		expect(result.gone).toEqual([null, null]);
		expect(result.folderChildren).toBe(0);
		expect(result.unresolved).toEqual({ "Kessa Varn": 8, "../Characters/Kessa Varn.md": 1, Oru: 2 });
		expect(result.reading).toContain("No note at Characters/Kessa Varn.md");
	});
});
