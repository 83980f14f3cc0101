import type { FieldReader, Problem } from "./fields";

/**
 * What a schema returns: the typed model plus the keys it did not read (kept, never dropped, so a
 * writer can leave them alone), or every problem found at once so the user fixes the note in one go.
 * It is a Result (src/engine/result.ts) with extra fields, so Result-taking code accepts it.
 */
export type Parsed<T> =
	| { ok: true; value: T; unknown: Record<string, unknown> }
	| { ok: false; error: string; problems: Problem[] };

/** At most this many problems are spelled out in the one-line error (all are in `problems`). */
const SHOWN_PROBLEMS = 5;

export function finish<T>(reader: FieldReader, what: string, value: T): Parsed<T> {
	const problems = reader.problems;
	if (problems.length === 0) return { ok: true, value, unknown: reader.unknown() };
	const shown = problems.slice(0, SHOWN_PROBLEMS).map((p) => p.message);
	const more = problems.length > SHOWN_PROBLEMS ? `; and ${problems.length - SHOWN_PROBLEMS} more` : "";
	const error = `${what} has ${problems.length} problem${problems.length === 1 ? "" : "s"}: ${shown.join("; ")}${more}`;
	return { ok: false, error, problems };
}

/** Frontmatter must be a plain object; anything else (a list, a string) is itself the one problem. */
export function asFrontmatter(fm: unknown): Record<string, unknown> | undefined {
	return typeof fm === "object" && fm !== null && !Array.isArray(fm) ? (fm as Record<string, unknown>) : undefined;
}
