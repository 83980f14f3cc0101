/**
 * "Convert session log": a session note's entries of the older fenced form become callouts, as one
 * logged change that can be undone. The rewrite and the entry that records it are one write (through
 * the open editor when the note is open, so unsaved typing survives; else the atomic vault.process),
 * and the entry's undo turns back exactly the entries it converted.
 */
import type { App, TFile } from "obsidian";
import {
	applyInsertion,
	applyRewrites,
	conversionRewrites,
	entriesOfScan,
	makeEntry,
	planInsertion,
	revertRewrites,
	rewriteRange,
	scanMarkdown,
	sealOf,
	serializeSealedEntry,
	type LineRewrite,
	type LogEntry,
} from "../../engine/log";
import { fail, ok, type Result } from "../../engine/result";
import { errorText, stillExists } from "../frontmatter";
import { runExclusive } from "./file-queue";
import { emitLogEvent } from "./log-events";
import { openEditorFor } from "./open-note";
import { sealingKey } from "./seal-keys";

export interface LogRewrite {
	/** What to rewrite, from the text it was planned on. */
	plan(text: string): Result<{ rewrites: LineRewrite[]; entry: LogEntry }>;
}

/**
 * Rewrites entries and appends one entry, in one write. The plan runs on the note as it is at the
 * moment of writing, so nothing typed in between is lost or overwritten.
 */
export function rewriteLog(app: App, file: TFile, rewrite: LogRewrite): Promise<Result<LogEntry>> {
	return runExclusive(file.path, async () => {
		if (!stillExists(app, file)) return fail<LogEntry>(`The session note "${file.path}" no longer exists (deleted or renamed?).`);
		let planned: ReturnType<LogRewrite["plan"]> | undefined;
		// The entry that records the rewrite is the plugin's own, so it is sealed (the entries rewritten are not: they were not).
		const key = await sealingKey();
		const written = (entry: LogEntry): string => serializeSealedEntry(entry, sealOf(key, entry));
		try {
			const editor = openEditorFor(app, file);
			if (editor) {
				const before = editor.getValue();
				planned = rewrite.plan(before);
				if (planned.ok) {
					// The rewrites as one editor change (so the editor's own undo takes it back in one step), then the entry.
					const scan = scanMarkdown(before);
					const changes = planned.value.rewrites.map((item) => rewriteRange(scan, item)).reverse();
					editor.transaction({ changes: changes.map(({ from, to, text }) => ({ from: editor.offsetToPos(from), to: editor.offsetToPos(to), text })) });
					const insertion = planInsertion(editor.getValue(), written(planned.value.entry));
					editor.replaceRange(insertion.text, editor.offsetToPos(insertion.offset));
				}
			} else {
				await app.vault.process(file, (text) => {
					planned = rewrite.plan(text);
					if (!planned.ok) return text;
					const rewritten = applyRewrites(scanMarkdown(text), text, planned.value.rewrites);
					return applyInsertion(rewritten, planInsertion(rewritten, written(planned.value.entry)));
				});
			}
		} catch (error) {
			return fail<LogEntry>(`"${file.path}" could not be rewritten: ${errorText(error)}`);
		}
		if (!planned) return fail<LogEntry>("Nothing was rewritten.");
		if (!planned.ok) return fail<LogEntry>(planned.error);
		const { entry } = planned.value;
		emitLogEvent({ type: "appended", file, entry });
		return ok(entry);
	});
}

export interface ConvertOptions {
	newId: () => string;
	now: () => Date;
}

/** Converts the note's fenced entries to callouts, logging the conversion; says so when there are none. */
export function convertSessionLog(app: App, file: TFile, options: ConvertOptions): Promise<Result<LogEntry>> {
	const id = options.newId();
	return rewriteLog(app, file, {
		plan: (text) => {
			const scan = scanMarkdown(text);
			const log = entriesOfScan(scan);
			const { rewrites, converted, left } = conversionRewrites(scan, log, id);
			if (converted.length === 0) {
				return fail(left > 0 ? `"${file.basename}" has ${left} older entries inside callouts or lists; they are read as they are, and were not converted.` : `"${file.basename}" has no entries of the older form to convert.`);
			}
			const system = converted.find((entry) => entry.system !== "")?.system ?? "";
			const entry = makeEntry({
				id,
				time: options.now().toISOString(),
				kind: "convert",
				system,
				actor: "",
				title: `Log converted: ${converted.length} ${converted.length === 1 ? "entry" : "entries"} now callouts`,
				inputs: [{ key: "entries", value: converted.length }],
				explanation: [
					`${converted.length} ${converted.length === 1 ? "entry" : "entries"} of the older form (code blocks) were rewritten as callouts, with everything they held.`,
					...(left > 0 ? [`${left} inside callouts or lists were left as they are (still read).`] : []),
					"Undo turns them back into code blocks.",
				],
			});
			return ok({ rewrites, entry });
		},
	});
}

/** The undo of a conversion: its entries back in the fenced form, and the undo entry naming it. */
export function revertConversion(app: App, file: TFile, conversion: LogEntry, undo: LogEntry): Promise<Result<LogEntry>> {
	return rewriteLog(app, file, {
		plan: (text) => {
			const log = entriesOfScan(scanMarkdown(text));
			return ok({ rewrites: revertRewrites(log, conversion.id), entry: undo });
		},
	});
}
