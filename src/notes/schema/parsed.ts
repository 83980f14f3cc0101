import { t } from "../../lang";
import { FieldReader, type Problem } from "./fields";

/** The kinds of notes a schema reads, each named in its problems ("Cypher character has 2 problems: …"). */
export type SchemaKind = "campaign" | "session" | "encounter" | "cypherCharacter" | "cypherNpc" | "poolCharacter" | "d20Character" | "d20Settings";

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

export function finish<T>(reader: FieldReader, kind: SchemaKind, value: T): Parsed<T> {
	const problems = reader.problems;
	if (problems.length === 0) return { ok: true, value, unknown: reader.unknown() };
	const shown = problems.slice(0, SHOWN_PROBLEMS).map((p) => p.message).join("; ");
	const values = { what: t("notes.schema.kind", { kind }), count: problems.length, problems: shown, more: problems.length - SHOWN_PROBLEMS };
	const error = problems.length > SHOWN_PROBLEMS ? t("notes.schema.problemsMore", values) : t("notes.schema.problems", values);
	return { ok: false, error, problems };
}

/** A note that could not be read at all, before any key (see readerFor). */
export type Unreadable = Extract<Parsed<never>, { ok: false }>;

/**
 * The start of every note schema: a reader over the note's keys, with `ledger` and `system` (every
 * note kind carries them) already counted as read; or, when the frontmatter is not a set of keys,
 * the refusal "<what>: the frontmatter is not a set of keys".
 */
export function readerFor(frontmatter: unknown, kind: SchemaKind): FieldReader | Unreadable {
	const fm = asFrontmatter(frontmatter);
	if (!fm) return { ok: false, error: t("notes.schema.notKeys", { what: t("notes.schema.kind", { kind }) }), problems: [] };
	const reader = new FieldReader(fm);
	reader.raw("ledger");
	reader.raw("system");
	return reader;
}

/** Frontmatter must be a plain object; anything else (a list, a string) is itself the one problem. */
export function asFrontmatter(fm: unknown): Record<string, unknown> | undefined {
	return typeof fm === "object" && fm !== null && !Array.isArray(fm) ? (fm as Record<string, unknown>) : undefined;
}
