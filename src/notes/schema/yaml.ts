/**
 * A small YAML writer for the frontmatter of notes we create. Every string is written double-quoted
 * (JSON string syntax is valid YAML), so names like `yes`, `1e3`, `[[Link]]`, `#tag` or `key: value`
 * keep their meaning as text. Obsidian's processFrontMatter re-serialises later edits itself; this is
 * only for the first write, through vault.create.
 */
import { fail, ok, type Result } from "../../engine/result";

/** Templates can carry nested values; deeper than this is not frontmatter anyone edits by hand. */
const MAX_DEPTH = 8;
const TOO_DEEP = `frontmatter nested more than ${MAX_DEPTH} levels deep`;

export function toYaml(data: Readonly<Record<string, unknown>>): Result<string> {
	const lines: string[] = [];
	const problem = writeMap(data, 0, lines);
	return problem === undefined ? ok(lines.length === 0 ? "" : `${lines.join("\n")}\n`) : fail(problem);
}

/** The full frontmatter block, with its `---` fences, ready to put at the top of a note. */
export function frontmatterBlock(data: Readonly<Record<string, unknown>>): Result<string> {
	const yaml = toYaml(data);
	return yaml.ok ? ok(`---\n${yaml.value}---\n`) : yaml;
}

export function quoteString(s: string): string {
	// JSON leaves U+2028/2029 raw; escape them too so no reader can take them for line breaks.
	return JSON.stringify(s).replace(/\u2028/g, "\\u2028").replace(/\u2029/g, "\\u2029");
}

function writeKey(key: string): string {
	return /^[A-Za-z_][A-Za-z0-9_-]*$/.test(key) ? key : quoteString(key);
}

function scalar(value: unknown): string | undefined {
	if (value === null || value === undefined) return "null";
	if (typeof value === "string") return quoteString(value);
	if (typeof value === "boolean") return value ? "true" : "false";
	if (typeof value === "number") return Number.isFinite(value) ? String(value) : "null";
	if (value instanceof Date) return Number.isNaN(value.getTime()) ? "null" : value.toISOString().slice(0, 10);
	return undefined;
}

function writeMap(map: Readonly<Record<string, unknown>>, depth: number, lines: string[]): string | undefined {
	if (depth > MAX_DEPTH) return TOO_DEEP;
	const indent = "  ".repeat(depth);
	for (const [key, value] of Object.entries(map)) {
		const k = writeKey(key);
		const s = scalar(value);
		if (s !== undefined) {
			lines.push(`${indent}${k}: ${s}`);
		} else if (typeof value === "object" && value !== null) {
			// A list or a map: empty ones in flow style, others as an indented block.
			const list = Array.isArray(value);
			if ((list ? value.length : Object.keys(value).length) === 0) {
				lines.push(`${indent}${k}: ${list ? "[]" : "{}"}`);
				continue;
			}
			lines.push(`${indent}${k}:`);
			const problem = list ? writeList(value, depth + 1, lines) : writeMap(value as Record<string, unknown>, depth + 1, lines);
			if (problem !== undefined) return problem;
		} else {
			return `${key}: cannot be written as YAML (${typeof value})`;
		}
	}
	return undefined;
}

function writeList(list: readonly unknown[], depth: number, lines: string[]): string | undefined {
	if (depth > MAX_DEPTH) return TOO_DEEP;
	const indent = "  ".repeat(depth);
	for (const item of list) {
		const s = scalar(item);
		if (s !== undefined) {
			lines.push(`${indent}- ${s}`);
		} else if (Array.isArray(item) || typeof item === "object") {
			// Nested structures inside lists are rare in frontmatter; JSON flow syntax is valid YAML and keeps them intact.
			const json = safeJson(item, depth);
			if (json === undefined) return TOO_DEEP;
			lines.push(`${indent}- ${json}`);
		} else {
			return `a list item cannot be written as YAML (${typeof item})`;
		}
	}
	return undefined;
}

function safeJson(value: unknown, depth: number): string | undefined {
	if (depth > MAX_DEPTH) return undefined;
	const s = scalar(value);
	if (s !== undefined) return s;
	if (Array.isArray(value)) {
		const parts: string[] = [];
		for (const v of value) {
			const p = safeJson(v, depth + 1);
			if (p === undefined) return undefined;
			parts.push(p);
		}
		return `[${parts.join(", ")}]`;
	}
	if (typeof value === "object" && value !== null) {
		const parts: string[] = [];
		for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
			const p = safeJson(v, depth + 1);
			if (p === undefined) return undefined;
			parts.push(`${quoteString(k)}: ${p}`);
		}
		return `{${parts.join(", ")}}`;
	}
	return "null";
}

/** Split a note into its frontmatter text and body. No frontmatter → yaml undefined, body the whole text. */
export function splitFrontmatter(text: string): { yaml: string | undefined; body: string } {
	const m = /^---\r?\n([\s\S]*?)\r?\n?---[ \t]*(?:\r?\n|$)/.exec(text);
	if (!m) return { yaml: undefined, body: text };
	return { yaml: m[1] ?? "", body: text.slice(m[0].length) };
}

/** A wikilink to a note by its name or path without the .md extension. */
export function wikilink(pathOrName: string): string {
	return `[[${pathOrName.replace(/\.md$/i, "")}]]`;
}
