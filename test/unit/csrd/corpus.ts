/**
 * The CSRD compendium as a corpus for the tests and the benchmark: read it from disk, and make the
 * second corpus the issue asks for, the same pages with every tag and folder name removed (tags in
 * the frontmatter, inline #tags, and paths flattened to the file name), so that detection and
 * parsing by content alone can be measured against the tagged vault. Nothing here runs on import.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
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
			if (/^tags\s*:/.test(line)) inTags = true;
			else if (/^\S/.test(line)) inTags = false;
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
