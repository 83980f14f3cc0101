/**
 * "Convert session log": a session note's entries of the older fenced form get callout copies at the
 * end of the log, as one logged change that can be undone (engine/log/convert.ts says why the older
 * blocks stay where they are). The copies and the entry that records them are one write (through
 * the open editor when the note is open, so unsaved typing survives; else the atomic vault.process),
 * and the entry's undo takes out exactly the copies it added.
 */
import type { App, TFile } from "obsidian";
import {
	applyInsertion,
	applyRewrites,
	conversionCopies,
	copiesMarkdown,
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
import { t } from "../../lang";
import { runExclusive } from "./file-queue";
import { emitLogEvent } from "./log-events";
import { openEditorFor } from "./open-note";
import { sealingKey } from "./seal-keys";

export interface LogRewrite {
	/** What to rewrite, from the text it was planned on, and Markdown to add just before the entry. */
	plan(text: string): Result<{ rewrites: LineRewrite[]; entry: LogEntry; before?: string }>;
}

/**
 * Rewrites entries and appends one entry, in one write. The plan runs on the note as it is at the
 * moment of writing, so nothing typed in between is lost or overwritten.
 */
export function rewriteLog(app: App, file: TFile, rewrite: LogRewrite): Promise<Result<LogEntry>> {
	return runExclusive(file.path, async () => {
		if (!stillExists(app, file)) return fail<LogEntry>(t("notes.log.sessionGone", { path: file.path }));
		let planned: ReturnType<LogRewrite["plan"]> | undefined;
		// The entry that records the rewrite is the plugin's own, so it is sealed (the entries rewritten are not: they were not).
		const key = await sealingKey();
		const written = (plan: { entry: LogEntry; before?: string }): string => {
			const entry = serializeSealedEntry(plan.entry, sealOf(key, plan.entry));
			return plan.before === undefined || plan.before === "" ? entry : `${plan.before}\n\n${entry}`;
		};
		try {
			const editor = openEditorFor(app, file);
			if (editor) {
				const before = editor.getValue();
				planned = rewrite.plan(before);
				if (planned.ok) {
					// The rewrites as one editor change (so the editor's own undo takes it back in one step), then the entry.
					const scan = scanMarkdown(before);
					const changes = planned.value.rewrites.map((item) => rewriteRange(scan, item)).reverse();
					if (changes.length > 0) editor.transaction({ changes: changes.map(({ from, to, text }) => ({ from: editor.offsetToPos(from), to: editor.offsetToPos(to), text })) });
					const insertion = planInsertion(editor.getValue(), written(planned.value));
					editor.replaceRange(insertion.text, editor.offsetToPos(insertion.offset));
				}
			} else {
				await app.vault.process(file, (text) => {
					planned = rewrite.plan(text);
					if (!planned.ok) return text;
					const rewritten = applyRewrites(scanMarkdown(text), text, planned.value.rewrites);
					return applyInsertion(rewritten, planInsertion(rewritten, written(planned.value)));
				});
			}
		} catch (error) {
			return fail<LogEntry>(t("notes.log.notRewritten", { path: file.path, error: errorText(error) }));
		}
		if (!planned) return fail<LogEntry>(t("notes.log.nothingRewritten"));
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

/** Adds callout copies of the note's fenced entries, logging the conversion; says so when there are none. */
export function convertSessionLog(app: App, file: TFile, options: ConvertOptions): Promise<Result<LogEntry>> {
	const id = options.newId();
	return rewriteLog(app, file, {
		plan: (text) => {
			const scan = scanMarkdown(text);
			const log = entriesOfScan(scan);
			const { copies, left } = conversionCopies(scan, log, id);
			if (copies.length === 0) {
				return fail(left > 0 ? t("notes.log.convert.onlyNested", { note: file.basename, count: left }) : t("notes.log.convert.nothing", { note: file.basename }));
			}
			const system = copies.find((entry) => entry.system !== "")?.system ?? "";
			const entry = makeEntry({
				id,
				time: options.now().toISOString(),
				kind: "convert",
				system,
				actor: "",
				title: t("notes.log.convert.title", { count: copies.length }),
				inputs: [{ key: "entries", value: copies.length }],
				explanation: [
					t("notes.log.convert.copied", { count: copies.length }),
					t("notes.log.convert.blocksStay"),
					...(left > 0 ? [t("notes.log.convert.leftNested", { count: left })] : []),
					t("notes.log.convert.undo"),
				],
			});
			return ok({ rewrites: [], entry, before: copiesMarkdown(copies) });
		},
	});
}

/** The undo of a conversion: its copies taken out (or, for one made in place, the entries back in the fenced form), and the undo entry naming it. */
export function revertConversion(app: App, file: TFile, conversion: LogEntry, undo: LogEntry): Promise<Result<LogEntry>> {
	return rewriteLog(app, file, {
		plan: (text) => {
			const scan = scanMarkdown(text);
			return ok({ rewrites: revertRewrites(scan, entriesOfScan(scan), conversion.id), entry: undo });
		},
	});
}
