/**
 * The `app` the preview hands the plugin: a vault IN MEMORY made of the notes the demo server sent
 * (nothing reaches the disk; a page reload starts from the files again), with Obsidian's metadata
 * cache and file manager over it. What each part does follows Obsidian's API documentation:
 *
 * - events as Obsidian's Events: on, off, offref (and Component.registerEvent);
 * - vault: read, cachedRead, process (replaces a note's text), modify, append, create (a note),
 *   createFolder, delete, trash, rename (moves the file and fires "rename" with the old path; no link
 *   changes), getMarkdownFiles, getFiles, getAllLoadedFiles, getAbstractFileByPath, events create /
 *   modify / delete / rename. A rename changes the same TFile object, as Obsidian's does.
 * - metadataCache: getFileCache / getCache (note-index.ts: frontmatter, sections, headings, links,
 *   embeds, tags, listItems, blocks), resolvedLinks and unresolvedLinks, getFirstLinkpathDest and
 *   fileToLinktext (links.ts), events changed (file, data, cache), deleted, resolve and resolved.
 *   Notes known when the app starts are indexed before it returns (as Obsidian starts with the cache
 *   it saved); a note written later is indexed in time slices, and until then getFileCache gives its
 *   previous cache, as Obsidian's does until "changed".
 * - fileManager: processFrontMatter (a throw in the callback means no write), renameFile (the rename,
 *   then every link to the file in every note rewritten, as with "Automatically update internal links"
 *   on), trashFile, generateMarkdownLink.
 */
import { Events, type EventRef, type Handler } from "./events";
import { folderOf, TAbstractFile, TFile, TFolder } from "./files";
import { getFrontMatterInfo, propertiesOf, withProperties } from "./frontmatter";
import { fileToLinktext, getFirstLinkpathDest, getLinkpath, parseLinktext, rewriteLinks } from "./links";
import { NoteIndex, type CachedMetadata } from "./note-index";
import { nextTask, runSliced, type Cancel } from "./schedule";
import { PreviewSidebar, SidebarLeaf } from "./sidebar";

/** A note the preview serves: its vault path and its text. */
export interface PreviewNote {
	path: string;
	text: string;
}

export interface PreviewApp {
	workspace: {
		onLayoutReady(callback: () => unknown): void;
		on(name: string, callback: Handler): EventRef;
		off(name: string, callback: Handler): void;
		offref(ref: EventRef): void;
		/** Obsidian's Events.trigger: plugins announce their own events on the workspace ("campaign-ledger:appended"). */
		trigger(name: string, ...data: unknown[]): void;
		getActiveFile(): TFile | null;
		getActiveViewOfType(type: unknown): null;
		openLinkText(link: string, sourcePath: string): Promise<void>;
		iterateAllLeaves(callback: (leaf: unknown) => unknown): void;
		/** The preview has one pane: opening a file in a leaf shows that note; a view of its own is refused (there are no tabs or windows). */
		getLeaf(...args: unknown[]): { openFile(file: TFile): Promise<void>; setViewState(state: unknown): Promise<void> };
		/** The right sidebar (sidebar.ts): a new leaf there, the leaves of a view type, the active one, and the split folded or open. */
		getRightLeaf(split: boolean): SidebarLeaf;
		getLeavesOfType(type: string): SidebarLeaf[];
		setActiveLeaf(leaf: unknown, params?: unknown): void;
		rightSplit: { readonly collapsed: boolean; expand(): void; collapse(): void };
	};
	vault: {
		configDir: string;
		on(name: string, callback: Handler): EventRef;
		off(name: string, callback: Handler): void;
		offref(ref: EventRef): void;
		getMarkdownFiles(): TFile[];
		getFiles(): TFile[];
		getAllLoadedFiles(): TAbstractFile[];
		getAbstractFileByPath(path: string): TAbstractFile | null;
		getRoot(): TFolder;
		read(file: TFile): Promise<string>;
		cachedRead(file: TFile): Promise<string>;
		process(file: TFile, fn: (data: string) => string): Promise<string>;
		modify(file: TFile, data: string): Promise<void>;
		append(file: TFile, data: string): Promise<void>;
		create(path: string, data: string): Promise<TFile>;
		createFolder(path: string): Promise<TFolder>;
		delete(file: TAbstractFile, force?: boolean): Promise<void>;
		trash(file: TAbstractFile, system: boolean): Promise<void>;
		rename(file: TAbstractFile, newPath: string): Promise<void>;
	};
	metadataCache: {
		on(name: string, callback: Handler): EventRef;
		off(name: string, callback: Handler): void;
		offref(ref: EventRef): void;
		getFileCache(file: TFile): CachedMetadata | null;
		getCache(path: string): CachedMetadata | null;
		getFirstLinkpathDest(linkpath: string, sourcePath: string): TFile | null;
		fileToLinktext(file: TFile, sourcePath: string, omitMdExtension?: boolean): string;
		resolvedLinks: Record<string, Record<string, number>>;
		unresolvedLinks: Record<string, Record<string, number>>;
	};
	fileManager: {
		processFrontMatter(file: TFile, fn: (frontmatter: Record<string, unknown>) => void): Promise<void>;
		renameFile(file: TAbstractFile, newPath: string): Promise<void>;
		trashFile(file: TAbstractFile): Promise<void>;
		generateMarkdownLink(file: TFile, sourcePath: string, subpath?: string, alias?: string): string;
	};
	/** Preview-only: which note is on screen (what getActiveFile returns). */
	setActiveFile(path: string | null): void;
	/** Preview-only: resolves when every note written so far is indexed (for tests and benches). */
	whenIndexed(): Promise<void>;
}

/** A note in memory: its text, its cache, and the index that updates the cache block by block. */
interface Entry {
	file: TFile;
	text: string;
	cache: CachedMetadata | null;
	index: NoteIndex;
	/** The indexing of a newer text under way, if any. */
	job?: Cancel;
}

/** The value of `run` as a promise; what it throws becomes the rejection, as an async API reports it. */
function settle<T>(run: () => T | Promise<T>): Promise<T> {
	try {
		return Promise.resolve(run());
	} catch (error) {
		return Promise.reject(error instanceof Error ? error : new Error(String(error)));
	}
}

/** Shows `path` in the preview (its hash route). */
function showNote(path: string): void {
	window.location.hash = `note=${encodeURIComponent(path)}`;
}

function isMarkdown(path: string): boolean {
	return /\.md$/i.test(path);
}

export function createPreviewApp(configDir: string, notes: readonly PreviewNote[] = []): PreviewApp {
	const root = TFolder.at("/");
	root.name = "";
	const folders = new Map<string, TFolder>([["", root]]);
	const entries = new Map<string, Entry>();
	const workspaceEvents = new Events();
	const sidebar = new PreviewSidebar((file) => showNote(file.path));
	const vaultEvents = new Events();
	const metadataEvents = new Events();
	const resolvedLinks: Record<string, Record<string, number>> = {};
	const unresolvedLinks: Record<string, Record<string, number>> = {};
	let active: TFile | null = null;
	let indexing = 0;
	const whenIdle: Array<() => void> = [];

	const files = (): TFile[] => [...entries.values()].map((entry) => entry.file);
	const entryOf = (file: TAbstractFile): Entry => {
		const entry = entries.get(file.path);
		if (!entry || entry.file !== file) throw new Error(`No note at ${file.path}.`);
		return entry;
	};
	const folderFor = (path: string): TFolder | undefined => folders.get(path === "/" ? "" : path);
	const attach = (child: TAbstractFile, parentPath: string): void => {
		const parent = folderFor(parentPath)!;
		child.parent = parent;
		parent.children.push(child);
	};
	const detach = (child: TAbstractFile): void => {
		const siblings = child.parent?.children;
		if (siblings) siblings.splice(siblings.indexOf(child), 1);
		child.parent = null;
	};
	/** Makes `path` and the folders above it, firing "create" for each new one (unless loading). */
	const ensureFolders = (path: string, announce: boolean): void => {
		if (path === "" || folders.has(path)) return;
		ensureFolders(folderOf(path), announce);
		const folder = TFolder.at(path);
		folders.set(path, folder);
		attach(folder, folderOf(path));
		if (announce) vaultEvents.trigger("create", folder);
	};
	const stamp = (entry: Entry): void => {
		const now = Date.now();
		entry.file.stat = { ctime: entry.file.stat.ctime || now, mtime: now, size: entry.text.length };
	};

	/** Counts a note's links by where they lead, as resolvedLinks and unresolvedLinks do. */
	const resolveLinks = (entry: Entry): void => {
		const path = entry.file.path;
		const resolved: Record<string, number> = {};
		const unresolved: Record<string, number> = {};
		const memo = new Map<string, TFile | null>();
		const all = files();
		const references = [...(entry.cache?.links ?? []), ...(entry.cache?.embeds ?? []), ...(entry.cache?.frontmatterLinks ?? [])];
		for (const reference of references) {
			const linkpath = getLinkpath(reference.link);
			if (linkpath.trim() === "") continue;
			if (!memo.has(linkpath)) memo.set(linkpath, getFirstLinkpathDest(all, linkpath, path));
			const target = memo.get(linkpath);
			if (target) resolved[target.path] = (resolved[target.path] ?? 0) + 1;
			else unresolved[linkpath] = (unresolved[linkpath] ?? 0) + 1;
		}
		resolvedLinks[path] = resolved;
		unresolvedLinks[path] = unresolved;
	};
	/** After a file appears, goes or moves, every note's links are resolved again, as Obsidian does. */
	const resolveAll = (): void => {
		for (const entry of entries.values()) {
			resolveLinks(entry);
			metadataEvents.trigger("resolve", entry.file);
		}
		metadataEvents.trigger("resolved");
	};
	const settled = (): void => {
		if (indexing > 0) return;
		metadataEvents.trigger("resolved");
		for (const done of whenIdle.splice(0)) done();
	};

	/** Indexes a note's current text in time slices, then fires "changed" with the new cache. */
	const reindex = (entry: Entry): void => {
		if (entry.job) entry.job.cancelled = true;
		else indexing++;
		const cancel: Cancel = { cancelled: false };
		entry.job = cancel;
		const text = entry.text;
		void (async () => {
			// Obsidian re-reads a note after the write, so "changed" comes a moment later, never during the write.
			await nextTask();
			const job = entry.index.job(text);
			const finished = await runSliced(() => job.step(), cancel);
			if (!finished || !job.result || entries.get(entry.file.path) !== entry) return;
			entry.job = undefined;
			entry.cache = job.result;
			resolveLinks(entry);
			metadataEvents.trigger("changed", entry.file, text, job.result);
			metadataEvents.trigger("resolve", entry.file);
			indexing--;
			settled();
		})();
	};
	const stopIndexing = (entry: Entry): void => {
		if (!entry.job) return;
		entry.job.cancelled = true;
		entry.job = undefined;
		indexing--;
		queueMicrotask(settled);
	};

	/** Replaces a note's text in memory and tells the listeners, as Obsidian does after a write. */
	const write = (file: TFile, text: string): void => {
		const entry = entryOf(file);
		if (entry.text === text) return;
		entry.text = text;
		stamp(entry);
		vaultEvents.trigger("modify", entry.file);
		reindex(entry);
	};

	const addNote = (path: string, text: string, announce: boolean): Entry => {
		ensureFolders(folderOf(path), announce);
		const file = TFile.at(path);
		attach(file, folderOf(path));
		const entry: Entry = { file, text, cache: null, index: new NoteIndex() };
		stamp(entry);
		entries.set(path, entry);
		return entry;
	};

	// The notes the page starts with are indexed at once: Obsidian starts with the cache it saved.
	for (const note of notes) {
		const entry = addNote(note.path, note.text, false);
		if (!isMarkdown(note.path)) continue;
		const job = entry.index.job(note.text);
		while (!job.step()) {
			// all at once
		}
		entry.cache = job.result ?? null;
	}
	for (const entry of entries.values()) resolveLinks(entry);

	const checkFree = (path: string): void => {
		if (entries.has(path) || folders.has(path)) throw new Error(`Destination file already exists: ${path}`);
	};

	/** Moves a file or a folder (and what it holds) to `newPath`, changing the same objects in place. */
	const move = (file: TAbstractFile, newPath: string): string => {
		const oldPath = file.path;
		if (file instanceof TFile) {
			const entry = entryOf(file);
			checkFree(newPath);
			ensureFolders(folderOf(newPath), true);
			detach(file);
			entries.delete(oldPath);
			file.setPath(newPath);
			attach(file, folderOf(newPath));
			entries.set(newPath, entry);
			for (const table of [resolvedLinks, unresolvedLinks]) {
				table[newPath] = table[oldPath] ?? {};
				delete table[oldPath];
			}
			return oldPath;
		}
		if (!(file instanceof TFolder) || file === root) throw new Error(`Cannot rename ${oldPath}.`);
		checkFree(newPath);
		ensureFolders(folderOf(newPath), true);
		detach(file);
		// Everything under the folder moves with it; the objects stay the same.
		const moved = (path: string): string => `${newPath}${path.slice(oldPath.length)}`;
		for (const [path, folder] of [...folders]) {
			if (path !== oldPath && !path.startsWith(`${oldPath}/`)) continue;
			folders.delete(path);
			folder.path = moved(path);
			folders.set(folder.path, folder);
		}
		for (const [path, entry] of [...entries]) {
			if (!path.startsWith(`${oldPath}/`)) continue;
			entries.delete(path);
			entry.file.setPath(moved(path));
			entries.set(entry.file.path, entry);
			for (const table of [resolvedLinks, unresolvedLinks]) {
				table[entry.file.path] = table[path] ?? {};
				delete table[path];
			}
		}
		file.name = newPath.slice(newPath.lastIndexOf("/") + 1);
		attach(file, folderOf(newPath));
		return oldPath;
	};

	const remove = (file: TAbstractFile): void => {
		if (file instanceof TFolder) {
			for (const child of [...file.children]) remove(child);
			detach(file);
			folders.delete(file.path);
			vaultEvents.trigger("delete", file);
			return;
		}
		const entry = entryOf(file);
		stopIndexing(entry);
		entries.delete(file.path);
		detach(file);
		delete resolvedLinks[file.path];
		delete unresolvedLinks[file.path];
		if (active === file) active = null;
		vaultEvents.trigger("delete", file);
		metadataEvents.trigger("deleted", file, entry.cache);
	};

	const app: PreviewApp = {
		workspace: {
			onLayoutReady: (callback) => void Promise.resolve().then(callback),
			on: (name, callback) => workspaceEvents.on(name, callback),
			off: (name, callback) => workspaceEvents.off(name, callback),
			offref: (ref) => workspaceEvents.offref(ref),
			trigger: (name, ...data) => workspaceEvents.trigger(name, ...data),
			getActiveFile: () => active,
			getActiveViewOfType: () => null,
			openLinkText: (link, sourcePath) => {
				const target = getFirstLinkpathDest(files(), parseLinktext(link).path, sourcePath);
				if (target) showNote(target.path);
				return Promise.resolve();
			},
			iterateAllLeaves: (callback) => {
				for (const leaf of sidebar.leaves) callback(leaf);
			},
			getRightLeaf: () => sidebar.newLeaf(),
			getLeavesOfType: (type) => sidebar.ofType(type),
			setActiveLeaf: (leaf) => {
				if (leaf instanceof SidebarLeaf) sidebar.setActive(leaf);
			},
			rightSplit: {
				get collapsed() {
					return sidebar.collapsed;
				},
				expand: () => sidebar.expand(),
				collapse: () => sidebar.collapse(),
			},
			getLeaf: () => ({
				openFile: (file) => {
					showNote(file.path);
					return Promise.resolve();
				},
				setViewState: () => Promise.reject(new Error("views of their own (in a tab or a window) are Obsidian's; the browser preview shows notes only")),
			}),
		},
		vault: {
			configDir,
			on: (name, callback) => vaultEvents.on(name, callback),
			off: (name, callback) => vaultEvents.off(name, callback),
			offref: (ref) => vaultEvents.offref(ref),
			getMarkdownFiles: () => files().filter((file) => file.extension === "md"),
			getFiles: files,
			getAllLoadedFiles: () => [...folders.values(), ...files()],
			getAbstractFileByPath: (path) => entries.get(path)?.file ?? folderFor(path) ?? null,
			getRoot: () => root,
			read: (file) => settle(() => entryOf(file).text),
			cachedRead: (file) => settle(() => entryOf(file).text),
			process: (file, fn) =>
				settle(() => {
					const text = fn(entryOf(file).text);
					write(file, text);
					return text;
				}),
			modify: (file, data) => settle(() => write(file, data)),
			append: (file, data) => settle(() => write(file, entryOf(file).text + data)),
			create: (path, data) =>
				settle(() => {
					checkFree(path);
					const entry = addNote(path, data, true);
					resolveAll();
					vaultEvents.trigger("create", entry.file);
					if (isMarkdown(path)) reindex(entry);
					return entry.file;
				}),
			createFolder: (path) =>
				settle(() => {
					if (folders.has(path) || entries.has(path)) throw new Error(`Folder already exists: ${path}`);
					ensureFolders(path, true);
					return folders.get(path)!;
				}),
			delete: (file) =>
				settle(() => {
					remove(file);
					resolveAll();
				}),
			trash: (file) =>
				settle(() => {
					remove(file);
					resolveAll();
				}),
			rename: (file, newPath) =>
				settle(() => {
					const oldPath = move(file, newPath);
					vaultEvents.trigger("rename", file, oldPath);
					resolveAll();
				}),
		},
		metadataCache: {
			on: (name, callback) => metadataEvents.on(name, callback),
			off: (name, callback) => metadataEvents.off(name, callback),
			offref: (ref) => metadataEvents.offref(ref),
			getFileCache: (file) => entries.get(file.path)?.cache ?? null,
			getCache: (path) => entries.get(path)?.cache ?? null,
			getFirstLinkpathDest: (linkpath, sourcePath) => getFirstLinkpathDest(files(), linkpath, sourcePath),
			fileToLinktext: (file, _sourcePath, omitMdExtension = true) => fileToLinktext(files(), file, omitMdExtension),
			resolvedLinks,
			unresolvedLinks,
		},
		fileManager: {
			processFrontMatter: (file, fn) =>
				settle(() => {
					const text = entryOf(file).text;
					const frontmatter = propertiesOf(text, file.path);
					// A throw from fn propagates before anything is written, as in Obsidian.
					fn(frontmatter);
					write(file, withProperties(text, frontmatter));
				}),
			renameFile: (file, newPath) =>
				settle(async () => {
					// Links are rewritten from the notes' current caches, as Obsidian's are.
					await app.whenIndexed();
					if (!(file instanceof TFile)) {
						await app.vault.rename(file, newPath);
						return;
					}
					entryOf(file);
					const all = files();
					// Which notes' links lead to the file, decided before it moves.
					const pointing = new Map<Entry, Set<string>>();
					for (const entry of entries.values()) {
						const leads = new Set<string>();
						const references = [...(entry.cache?.links ?? []), ...(entry.cache?.embeds ?? []), ...(entry.cache?.frontmatterLinks ?? [])];
						for (const reference of references) {
							const linkpath = getLinkpath(reference.link);
							if (linkpath.trim() !== "" && getFirstLinkpathDest(all, linkpath, entry.file.path) === file) leads.add(linkpath);
						}
						if (leads.size > 0) pointing.set(entry, leads);
					}
					const oldPath = move(file, newPath);
					vaultEvents.trigger("rename", file, oldPath);
					const moved = files();
					const linktext = fileToLinktext(moved, file, true);
					const markdownPath = fileToLinktext(moved, file, false);
					for (const [entry, leads] of pointing) {
						if (!entry.cache) continue;
						const info = getFrontMatterInfo(entry.text);
						const rewritten = rewriteLinks(entry.text, entry.cache, (linkpath) => leads.has(linkpath), linktext, markdownPath, info.exists ? info.contentStart : 0);
						if (rewritten !== undefined) write(entry.file, rewritten);
					}
					resolveAll();
				}),
			trashFile: (file) => app.vault.trash(file, true),
			generateMarkdownLink: (file, _sourcePath, subpath = "", alias = "") => `[[${fileToLinktext(files(), file, true)}${subpath}${alias === "" ? "" : `|${alias}`}]]`,
		},
		setActiveFile: (path) => {
			const before = active;
			active = path === null ? null : (entries.get(path)?.file ?? null);
			// Obsidian tells plugins each note opened in the active pane (not a rename of the one shown).
			if (active !== before) workspaceEvents.trigger("file-open", active);
		},
		whenIndexed: () => (indexing === 0 ? Promise.resolve() : new Promise<void>((done) => whenIdle.push(done))),
	};
	sidebar.app = app;
	return app;
}
