/**
 * The running encounter a character or NPC note fights in, and their round in it: the encounters
 * that have not ended and whose initiative is rolled, the latest edited first, and the first that
 * lists the note itself (a numbered creature is the encounter's own, with no note to open). Read
 * from the metadata cache: a write that follows is checked against the note itself (the log's
 * checked writer), so a round that moved meanwhile refuses the write instead of overwriting it.
 */
import type { App, TFile } from "obsidian";
import { expandCombatants, parseCombatantLine, type CombatantRef } from "../../engine/encounter";
import { readRoundRecord, roundKey } from "../../engine/encounter/round-record";
import type { StateValue } from "../../engine/state";
import type { RoundState } from "../../engine/encounter/round-record";
import { cachedFrontmatter, linkTo, notesOfKind, resolveLink } from "../campaign/notes";
import { readValue } from "../frontmatter";
import { ENCOUNTER_KEYS } from "./read";
import { t } from "../../lang";

/** A value as the log records it (absent is null, a list of strings a list). */
function held(value: unknown): StateValue {
	if (value === undefined || value === null) return null;
	if (Array.isArray(value)) return value.map(String);
	return typeof value === "number" || typeof value === "string" || typeof value === "boolean" ? value : JSON.stringify(value);
}

/** The combatants an encounter note lists, or none when its lines cannot be read (the tracker says why). */
function combatantsOf(fm: Record<string, unknown>): CombatantRef[] {
	const raw = readValue(fm, ENCOUNTER_KEYS.combatants);
	if (!Array.isArray(raw)) return [];
	const lines = [];
	for (const item of raw) {
		const line = parseCombatantLine(item);
		if (!line.ok) return [];
		lines.push(line.value);
	}
	const refs = expandCombatants(lines);
	return refs.ok ? refs.value : [];
}

/** The running encounter `file` fights in, with its round there; undefined when it is in none. */
export function roundStateOf(app: App, file: TFile): RoundState | undefined {
	const running = notesOfKind(app, "encounter")
		.map((note) => ({ note, fm: cachedFrontmatter(app, note) as Record<string, unknown> | undefined }))
		.filter(({ fm }) => fm !== undefined && fm[ENCOUNTER_KEYS.ended] !== true && Array.isArray(fm[ENCOUNTER_KEYS.order]) && (fm[ENCOUNTER_KEYS.order] as unknown[]).length > 0)
		.sort((a, b) => b.note.stat.mtime - a.note.stat.mtime);
	for (const { note, fm } of running) {
		if (!fm) continue;
		const refs = combatantsOf(fm);
		const me = refs.find((ref) => ref.instance === undefined && resolveLink(app, ref.linkpath, note.path)?.path === file.path);
		if (!me) continue;
		const roundRaw = fm[ENCOUNTER_KEYS.round];
		const round = typeof roundRaw === "number" && Number.isInteger(roundRaw) && roundRaw >= 0 ? roundRaw : 1;
		const key = roundKey(me.id);
		const record = readRoundRecord(fm[key], round, key);
		const restricted = readValue(fm, ENCOUNTER_KEYS.restricted);
		return {
			encounter: linkTo(app, note, file.path),
			encounterName: note.basename,
			encounterPath: note.path,
			id: me.id,
			round,
			surprise: round === 0,
			restricted: Array.isArray(restricted) && restricted.map(String).includes(me.id),
			key,
			held: held(fm[key]),
			record: record.ok ? record.value : { round, actions: [] },
			others: refs.filter((ref) => ref.id !== me.id).map((ref) => ref.id),
			// A record the note holds wrongly stops the round's actions until it is fixed (the tracker shows it too).
			...(record.ok ? {} : { problem: t("notes.encounter.roundRecordProblem", { encounter: note.basename, error: record.error }) }),
		};
	}
	return undefined;
}
