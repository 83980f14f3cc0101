/**
 * The CSRD compendium as a corpus for the tests and the benchmark: read it from disk, and make the
 * second corpus the issue asks for, the same pages with every tag and folder name removed (tags in
 * the frontmatter, inline #tags, and paths flattened to the file name), so that detection and
 * parsing by content alone can be measured against the tagged vault. Nothing here runs on import.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import process from "node:process";
import { detectPageKind, parseAbility, parseArtifact, parseCreature, parseCypher, parseEquipment, readPageText, type CsrdPage, type CsrdPageKind } from "../../../src/notes/csrd";

export interface CorpusFile {
	/** Path inside the vault ("Compendiums/CSRD/en/Cyphers/Age-Taker.md"). */
	path: string;
	text: string;
}

export function readCorpus(root: string): CorpusFile[] {
	const out: CorpusFile[] = [];
	const walk = (dir: string) => {
		for (const name of readdirSync(dir).sort()) {
			const path = join(dir, name);
			if (statSync(path).isDirectory()) walk(path);
			else if (name.endsWith(".md")) out.push({ path: relative(root, path).split("\\").join("/"), text: readFileSync(path, "utf8") });
		}
	};
	walk(root);
	return out;
}

/** The page with its frontmatter `tags` (and their list items) and inline #tags removed, and its path flattened to the file name. */
export function stripTagsAndFolders(file: CorpusFile): CorpusFile {
	const lines = file.text.split(/\r?\n/);
	const fenced = /^-{3,}\s*$/.test(lines[0] ?? "");
	const end = fenced ? lines.findIndex((line, i) => i > 0 && line.trim() === "---") : -1;
	const kept: string[] = [];
	let inTags = false;
	lines.forEach((line, i) => {
		if (i > 0 && i < end) {
			// A list item (`- Creature`) belongs to the key above it, whether or not it is indented.
			if (/^tags\s*:/.test(line)) inTags = true;
			else if (/^\S/.test(line) && !/^-\s/.test(line)) inTags = false;
			if (!inTags) kept.push(line);
			return;
		}
		kept.push(i > end ? line.replace(/(^|[ \t])#[\w/-]*[A-Za-z][\w/-]*/g, "$1") : line);
	});
	return { path: file.path.split("/").pop() ?? file.path, text: kept.join("\n") };
}

export const PARSED_KINDS = ["creature", "ability", "cypher", "artifact", "equipment"] as const;

/** Parses a page as its kind; undefined for kinds without a parser. */
export function parseAs(page: CsrdPage, kind: CsrdPageKind): { ok: boolean; error?: string; value?: unknown; ability?: unknown; creature?: unknown } | undefined {
	switch (kind) {
		case "creature":
			return parseCreature(page);
		case "ability":
			return parseAbility(page);
		case "cypher":
			return parseCypher(page);
		case "artifact":
			return parseArtifact(page);
		case "equipment":
			return parseEquipment(page);
		default:
			return undefined;
	}
}

export interface PageReading {
	kind: CsrdPageKind;
	/** True when the kind has a parser and it read the page; kinds without one count as understood when detected. */
	understood: boolean;
	error?: string;
}

/** Each page's kind and whether it was understood, keyed by the original path (so both corpora line up). */
export function readAll(files: readonly CorpusFile[], originalPaths: readonly string[] = files.map((f) => f.path)): Map<string, PageReading> {
	const out = new Map<string, PageReading>();
	files.forEach((file, i) => {
		const page = readPageText(file.path, file.text);
		const kind = detectPageKind(page);
		const parsed = parseAs(page, kind);
		const reading: PageReading = { kind, understood: parsed ? parsed.ok : true };
		if (parsed && !parsed.ok && parsed.error) reading.error = parsed.error;
		out.set(originalPaths[i] as string, reading);
	});
	return out;
}

export interface KindFigures {
	pages: number;
	understood: number;
	/** Pages of this kind in the tagged vault that the stripped corpus detects as this kind and understands. */
	strippedSame: number;
	/** Pages the stripped corpus calls this kind that the tagged vault calls something else. */
	strippedWrong: number;
}

/** Per kind of the tagged vault: pages, understood, and how many of them content alone reaches. */
export function compareCorpora(tagged: Map<string, PageReading>, stripped: Map<string, PageReading>): Map<CsrdPageKind, KindFigures> {
	const figures = new Map<CsrdPageKind, KindFigures>();
	const of = (kind: CsrdPageKind) => {
		let f = figures.get(kind);
		if (!f) figures.set(kind, (f = { pages: 0, understood: 0, strippedSame: 0, strippedWrong: 0 }));
		return f;
	};
	for (const [path, t] of tagged) {
		const s = stripped.get(path);
		const f = of(t.kind);
		f.pages++;
		if (t.understood) f.understood++;
		if (t.understood && s?.kind === t.kind && s.understood) f.strippedSame++;
		if (s && s.kind !== t.kind) of(s.kind).strippedWrong++;
	}
	return figures;
}

// ---------------------------------------------------------------------------------------------
// Conventions (issue 23 §4): the known vault's parse as the reference, and each generated corpus
// measured against it: recognised (the same kind), parsed, and each compared field equal.

/** One page or entry as the plugin reads it: its kind and, for kinds with a parser, the parsed value. */
export interface Reading {
	kind: CsrdPageKind;
	ok: boolean;
	name?: string;
	value?: Record<string, unknown>;
	error?: string;
}

export function readingOf(page: CsrdPage, kind: CsrdPageKind = detectPageKind(page)): Reading {
	const parsed = parseAs(page, kind);
	const reading: Reading = { kind, ok: parsed?.ok ?? false };
	const value = parsed?.ok ? ((parsed.value ?? parsed.ability ?? parsed.creature) as Record<string, unknown>) : undefined;
	if (value) {
		reading.value = value;
		if (typeof value.name === "string") reading.name = value.name;
	}
	if (parsed && !parsed.ok && parsed.error) reading.error = parsed.error;
	return reading;
}

export const readFile = (file: CorpusFile): Reading => readingOf(readPageText(file.path, file.text));

/** The fields compared for each parsed kind, as plain values (a formula by its numbers, not its spacing). */
export const COMPARED: Readonly<Record<(typeof PARSED_KINDS)[number], (value: Record<string, unknown>) => Record<string, unknown>>> = {
	ability: (v) => ({ cost: v.cost, Pool: v.pools ?? (v.pool === undefined ? [] : [v.pool]), "Action/Enabler": v.kind }),
	creature: (v) => ({ level: v.level, health: v.health ?? null, Armor: v.armor }),
	cypher: (v) => ({ level: formula(v.level) }),
	artifact: (v) => {
		const depletion = v.depletion as { kind: string; low?: number; high?: number; sides?: number } | undefined;
		return { level: formula(v.level), depletion: depletion && [depletion.kind, depletion.low, depletion.high, depletion.sides].join(" ") };
	},
	equipment: (v) => ({ weapon: v.weapon ?? null, armor: v.armor ?? null }),
};

const formula = (level: unknown): string => {
	const l = level as { dice?: { count: number; sides: number }; bonus: number } | undefined;
	return l ? `${l.dice ? `${l.dice.count}d${l.dice.sides}` : ""}+${l.bonus}` : "";
};

export interface ConventionFigures {
	/** Pages of the kind the known vault understands (the reference), present in this corpus. */
	pages: number;
	recognised: number;
	parsed: number;
	/** Per field: of the pages parsed, how many equal the reference. */
	fields: Record<string, { equal: number; compared: number }>;
	/** Pages or entries read as this kind that the reference reads as another. */
	claimedWrongly: number;
	/** A few paths that were not recognised, not parsed, or differ, for the report. */
	misses: string[];
}

/** How many misses each figure keeps for the report (MISSES=100 in the environment shows more). */
const MISSES = Number(process.env.MISSES) || 8;

const emptyFigures = (): ConventionFigures => ({ pages: 0, recognised: 0, parsed: 0, fields: {}, claimedWrongly: 0, misses: [] });

function compare(figures: ConventionFigures, kind: (typeof PARSED_KINDS)[number], reference: Reading, read: Reading | undefined, where: string): void {
	figures.pages++;
	if (!read || read.kind !== kind) {
		if (figures.misses.length < MISSES) figures.misses.push(`${where}: read as ${read?.kind ?? "nothing"}`);
		return;
	}
	figures.recognised++;
	if (!read.ok || !read.value) {
		if (figures.misses.length < MISSES) figures.misses.push(`${where}: ${read.error ?? "not parsed"}`);
		return;
	}
	figures.parsed++;
	const want = COMPARED[kind](reference.value ?? {});
	const got = COMPARED[kind](read.value);
	for (const [field, value] of Object.entries(want)) {
		const f = (figures.fields[field] ??= { equal: 0, compared: 0 });
		f.compared++;
		if (JSON.stringify(got[field]) === JSON.stringify(value)) f.equal++;
		else if (figures.misses.length < MISSES) figures.misses.push(`${where}: ${field} ${JSON.stringify(got[field])}, the vault ${JSON.stringify(value)}`);
	}
}

/** Per kind: a page corpus (each file made from `original`) against the reference readings. */
export function measurePages(reference: ReadonlyMap<string, Reading>, files: readonly (CorpusFile & { original: string })[], kinds: readonly string[]): Map<string, ConventionFigures> {
	const figures = new Map(kinds.map((kind) => [kind, emptyFigures()]));
	for (const file of files) {
		const want = reference.get(file.original);
		if (!want) continue;
		const read = readFile(file);
		const wanted = figures.get(want.kind);
		if (wanted && want.ok) compare(wanted, want.kind as (typeof PARSED_KINDS)[number], want, read, file.original);
		const claimed = figures.get(read.kind);
		if (claimed && read.kind !== want.kind) {
			claimed.claimedWrongly++;
			if (claimed.misses.length < MISSES) claimed.misses.push(`${file.original}: claimed as ${read.kind}`);
		}
	}
	return figures;
}

/** An entry found in a longer note, as read, with the line its header is on. */
export interface FoundEntry {
	name: string;
	line: number;
	read: Reading;
}

/** Entries a chapter holds beyond its pages' own: the abilities a descriptor or type page describes, a blessing's choices. */
export interface ChapterExtras {
	count: number;
	examples: string[];
}

/**
 * Per kind: chapter notes (each holding the pages `originals`, page i from line `starts[i]`) against
 * the reference. A page is matched with the first entry of its kind among the entries that start
 * within its lines. Entries left over are counted apart, by the kind of the page they sit in: they
 * are the entries inside pages (a descriptor's ability, a creature's companion), not pages misread.
 */
export function measureChapters(
	reference: ReadonlyMap<string, Reading>,
	chapters: readonly (CorpusFile & { originals: string[]; starts: number[] })[],
	kinds: readonly string[],
	entriesOf: (file: CorpusFile) => FoundEntry[],
): { figures: Map<string, ConventionFigures>; extras: Map<string, ChapterExtras> } {
	const figures = new Map(kinds.map((kind) => [kind, emptyFigures()]));
	const extras = new Map<string, ChapterExtras>();
	for (const chapter of chapters) {
		const found = entriesOf(chapter);
		const pageOf = (line: number): number => {
			let index = -1;
			chapter.starts.forEach((start, i) => {
				if (start <= line) index = i;
			});
			return index;
		};
		const byPage = new Map<number, FoundEntry[]>();
		for (const entry of found) {
			const index = pageOf(entry.line);
			byPage.set(index, [...(byPage.get(index) ?? []), entry]);
		}
		chapter.originals.forEach((original, index) => {
			const want = reference.get(original);
			const inPage = byPage.get(index) ?? [];
			const wanted = want && figures.get(want.kind);
			let matched: FoundEntry | undefined;
			if (want && wanted && want.ok) {
				matched = inPage.find((entry) => entry.read.kind === want.kind) ?? inPage[0];
				compare(wanted, want.kind as (typeof PARSED_KINDS)[number], want, matched?.read, `${chapter.path} › ${want.name ?? original}`);
			}
			for (const entry of inPage) {
				if (entry === matched) continue;
				const key = `${entry.read.kind} in ${want?.kind ?? "?"} pages`;
				const extra = extras.get(key) ?? { count: 0, examples: [] };
				extra.count++;
				if (extra.examples.length < 3) extra.examples.push(`${original.split("/").pop() ?? original}: "${entry.name}"`);
				extras.set(key, extra);
			}
		});
	}
	return { figures, extras };
}
