/**
 * The encounter a character or NPC note is fighting in now: an encounter note, not ended, whose
 * combatants list the note itself (not as a counted template), found through the metadata cache.
 * When several are running, the one changed last is the one at the table.
 *
 * Its sheet uses it to say when each condition ends (the encounter's timer lines), to count the
 * d20 encounter's own flat-footed list among the note's conditions, and to put a condition applied
 * from the sheet on the encounter's clock.
 */
import type { App, TFile } from "obsidian";
import { CONDITION_ID, parseCombatantLine, parseTimer, timerText } from "../../engine/encounter";
import { ruleFor, type HeldCondition } from "../../games/conditions/held";
import { TIMERS_KEY } from "../../games/conditions/apply";
import type { Pack } from "../../games/pack/pack";
import { cachedFrontmatter, resolveLink } from "../campaign/notes";
import { noteKind } from "../schema/kind";
import { t } from "../../lang";

export interface CurrentEncounter {
	file: TFile;
	/** The note's name among the combatants (its line's alias, else its file's name). */
	name: string;
}

/** Every running encounter's combatant notes, by the note's path: one pass over the vault's cache for many notes. */
export function runningEncounters(app: App): Map<string, CurrentEncounter> {
	const found = new Map<string, CurrentEncounter>();
	for (const candidate of app.vault.getMarkdownFiles()) {
		const fm = cachedFrontmatter(app, candidate) as Record<string, unknown> | undefined;
		if (noteKind(fm) !== "encounter" || fm?.["ended"] === true) continue;
		const lines = fm?.["combatants"];
		if (!Array.isArray(lines)) continue;
		for (const raw of lines) {
			const line = parseCombatantLine(raw);
			if (!line.ok || line.value.count !== undefined) continue;
			const note = resolveLink(app, line.value.linkpath, candidate.path);
			if (!note) continue;
			const known = found.get(note.path);
			if (!known || candidate.stat.mtime > known.file.stat.mtime) found.set(note.path, { file: candidate, name: line.value.name });
		}
	}
	return found;
}

/** The running encounter the note takes part in, or undefined. */
export function encounterOf(app: App, file: TFile): CurrentEncounter | undefined {
	return runningEncounters(app).get(file.path);
}

/**
 * The note's conditions with what its running encounter adds: when each one ends (its timer line),
 * and, in a d20 fight, Flat-footed while the encounter's own list holds the note.
 */
export function withEncounter(app: App, file: TFile, held: readonly HeldCondition[], pack: Pack, running: Map<string, CurrentEncounter> = runningEncounters(app)): HeldCondition[] {
	const current = running.get(file.path);
	if (!current) return [...held];
	const fm = (cachedFrontmatter(app, current.file) ?? {}) as Record<string, unknown>;
	const out = [...held];
	const flat = fm["flat-footed"];
	if (pack.system === "d20" && Array.isArray(flat) && flat.includes(current.name) && !out.some((h) => h.id === "flat-footed")) {
		out.push({ id: "flat-footed", ...ruleFor(pack, "flat-footed"), store: { kind: "roster", key: "flat-footed", name: current.name }, ends: t("notes.encounter.flatFootedEnds") });
	}
	const lines = fm[TIMERS_KEY];
	const clock = { round: Number(fm["round"]) || 0, turn: Number(fm["turn"]) || 0 };
	for (const line of Array.isArray(lines) ? lines : []) {
		const timer = typeof line === "string" ? parseTimer(line) : undefined;
		if (!timer?.ok || timer.value.bearer !== current.name || !CONDITION_ID.test(timer.value.condition)) continue;
		const index = out.findIndex((h) => h.id === timer.value.condition);
		const held = out[index];
		if (held) out[index] = { ...held, ends: timerText(timer.value, clock) };
	}
	return out;
}
