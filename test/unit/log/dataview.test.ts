/**
 * The Dataview queries the Manual shows over the session log (issue 22 §4), checked with Dataview's
 * own code: its query parser reads each query in "Session log queries", and its value parser reads the
 * fields the entries of the demo sessions write as what the queries expect (actor and encounter as
 * links, roll, damage and XP as numbers, time as a date). Dataview is not a dependency of the project:
 * the test takes its published library from the npm registry (`npm pack`, no install) into
 * node_modules/.cache, once, and loads it with a stand-in for the `obsidian` module it imports.
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, readdirSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { compileFunction } from "node:vm";
import { describe, expect, it } from "vitest";
import { parseEntries } from "../../../src/engine/log";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../../..");
const VERSION = "0.5.68";
const CACHE = join(ROOT, "node_modules", ".cache", `dataview-${VERSION}`);
const LIBRARY = join(CACHE, "package", "lib", "index.js");

interface Dataview {
	QUERY_LANGUAGE: { query: { tryParse(text: string): unknown } };
	EXPRESSION: { inlineField: { parse(text: string): { status: boolean; value?: unknown } } };
}

function dataview(): Dataview {
	if (!existsSync(LIBRARY)) {
		mkdirSync(CACHE, { recursive: true });
		execFileSync("npm", ["pack", `obsidian-dataview@${VERSION}`, "--pack-destination", CACHE, "--silent"], { cwd: CACHE, stdio: "pipe" });
		const tarball = readdirSync(CACHE).find((name) => name.endsWith(".tgz"));
		if (!tarball) throw new Error("npm pack gave no tarball");
		execFileSync("tar", ["xzf", tarball], { cwd: CACHE });
	}
	const module = { exports: {} as Record<string, unknown> };
	// The library's one import is `obsidian` (for Obsidian's own helpers, unused by the parsers).
	const load = compileFunction(readFileSync(LIBRARY, "utf8"), ["exports", "require", "module"], { filename: LIBRARY }) as (exports: unknown, require: (id: string) => unknown, module: unknown) => void;
	load(module.exports, (id) => {
		if (id === "obsidian") return {};
		throw new Error(`unexpected import ${id}`);
	}, module);
	return module.exports as unknown as Dataview;
}

const dv = dataview();
const manual = readFileSync(join(ROOT, "demo-vault/Manual/Session log queries.md"), "utf8");
const queries = [...manual.matchAll(/```dataview\n([^]*?)\n```/g)].map((match) => match[1] ?? "");

/** `[name:: value]` pairs as Dataview takes them from a line: brackets nest, a backslash escapes. */
function inlineFields(line: string): Map<string, string> {
	const fields = new Map<string, string>();
	for (let index = line.indexOf("["); index >= 0; index = line.indexOf("[", index + 1)) {
		let depth = 0;
		let end = index;
		for (; end < line.length; end++) {
			const char = line.charAt(end);
			if (char === "\\") end++;
			else if (char === "[") depth++;
			else if (char === "]" && --depth === 0) break;
		}
		const inner = line.slice(index + 1, end);
		const separator = inner.indexOf("::");
		if (separator > 0 && !inner.slice(0, separator).includes("[")) fields.set(inner.slice(0, separator).trim(), inner.slice(separator + 2).trim());
		index = end;
	}
	return fields;
}

/** What Dataview makes of an inline field's value, as it does: its value parser, or the text itself when that fails. */
function kindOf(text: string): string {
	const parsed = dv.EXPRESSION.inlineField.parse(text.trim());
	if (!parsed.status) return "string";
	const value = parsed.value;
	if (typeof value === "number" || typeof value === "string" || typeof value === "boolean") return typeof value;
	const named = (value as { constructor?: { name?: string } } | null)?.constructor?.name;
	return named === "Link" ? "link" : named === "DateTime" ? "date" : String(named);
}

describe("the session log's Dataview queries", () => {
	it("the Manual shows the three queries and a table of the sessions' totals", () => {
		expect(queries).toHaveLength(4);
	});

	it.each(queries.map((query, index) => [index + 1, query] as const))("query %i parses with Dataview's own query parser", (_index, query) => {
		expect(() => dv.QUERY_LANGUAGE.query.tryParse(query)).not.toThrow();
	});

	it("the fields the demo sessions' entries write are what the queries read: links, numbers and dates", () => {
		const sessions = ["Campaigns/The Ninth Gate/Session 2.md", "Campaigns/Iron Reach/Iron Reach - Session 1.md", "Campaigns/The Salt Road/The Salt Road - Session 1.md"];
		const seen = new Map<string, Set<string>>();
		for (const path of sessions) {
			const text = readFileSync(join(ROOT, "demo-vault", path), "utf8");
			expect(parseEntries(text).entries.length).toBeGreaterThan(0);
			for (const line of text.split("\n").filter((row) => row.startsWith("> - [kind:: "))) {
				for (const [name, value] of inlineFields(line)) {
					const kinds = seen.get(name) ?? new Set<string>();
					kinds.add(kindOf(value));
					seen.set(name, kinds);
				}
			}
		}
		expect(seen.get("actor")).toEqual(new Set(["link"]));
		expect(seen.get("target")).toEqual(new Set(["link"]));
		expect(seen.get("roll")).toEqual(new Set(["number"]));
		expect(seen.get("xp")).toEqual(new Set(["number"]));
		expect(seen.get("damage")).toEqual(new Set(["number"]));
		expect(seen.get("undoes")).toEqual(new Set(["link"]));
		expect(seen.get("time")).toEqual(new Set(["date"]));
		expect(seen.get("kind")).toEqual(new Set(["string"]));
		expect(seen.get("outcome")).toEqual(new Set(["string"]));
	});
});
