/**
 * The API's functions (types.ts says what each offers): thin over what the widgets use, so a script
 * rolls, reads and logs exactly as a click would. Dice go through the notes layer's property
 * references and the engine; sheets through the table's registry; entries through the session log's
 * own append and index (notes/log), whose events are passed on as they are.
 */
import type { App, TFile } from "obsidian";
import { distributionInSlices, rollSizeProblem, sample, tryParse, type DiceAst, type Distribution } from "../engine/dice/index";
import { atLeastFraction, equallyLikelyRolls, reduced, rollCounts } from "../engine/dice/fraction";
import { makeEntry, type LogEntry } from "../engine/log";
import { resolveSessionNote } from "../notes/campaign/resolve-session";
import { cachedFrontmatter, fileAt, linkTo, resolveLink } from "../notes/campaign/notes";
import { logFreeRoll } from "../notes/dice/free-roll";
import { hasReferences, resolveReferences, type PropertyReference } from "../notes/dice/property-refs";
import { appendEntry } from "../notes/log/append";
import { onLogEvent, type LogEvent } from "../notes/log/log-events";
import { nextEntryId } from "../notes/log/undo";
import { linkPath } from "../notes/schema/fields";
import { noteKind } from "../notes/schema/kind";
import { readSheet, runSheetAction, sheetActions } from "../ui/commands/sheet-actions";
import { MAX_TARGET } from "../games/dice/block-source";
import { inlineRollExpression, inlineText } from "../ui/dice/inline-roll";
import { readNoteLog } from "../ui/log/note-log";
import type { GameRegistry, TableHost } from "../ui/frame/registry";
import type { CampaignLedgerApi, LedgerEventData, OddsAnswer, RollAnswer, RollOptions } from "./types";

/** The table's host (the vault, the settings, the dialogs' dice and notices), and what the API adds. */
export interface ApiHost extends TableHost {
	registry: GameRegistry;
	version: string;
	/** Runs `cleanup` when the plugin unloads. */
	onUnload(cleanup: () => void): void;
}

/** The note a path, a name or a [[link]] names; an Error that says which name found nothing. */
export function noteFile(app: App, name: string): TFile {
	const text = String(name).trim();
	const file = fileAt(app, text) ?? fileAt(app, `${text}.md`) ?? resolveLink(app, linkPath(text) ?? text, "");
	if (!file) throw new Error(`There is no note "${text.slice(0, 120)}" in the vault.`);
	return file;
}

const orThrow = <T>(result: { ok: true; value: T } | { ok: false; error: string }): T => {
	if (!result.ok) throw new Error(result.error);
	return result.value;
};

/** An expression read as the inline roll reads it: `roll:` optional, references from the note, parsed and size-checked. */
export function readExpression(app: App, expression: string, sourcePath: string | undefined): { text: string; ast: DiceAst; references: PropertyReference[] } {
	const text = inlineRollExpression(`roll: ${String(expression).replace(/^\s*roll:/i, "")}`) ?? "";
	if (text === "") throw new Error("Write the dice to roll, such as 2d6+1.");
	let plain = text;
	let references: PropertyReference[] = [];
	if (hasReferences(text)) {
		if (sourcePath === undefined) throw new Error(`${text.slice(0, 60)} reads note properties: say which note it is rolled from (note).`);
		const resolved = orThrow(resolveReferences(app, text, sourcePath));
		plain = resolved.expression;
		references = resolved.references;
	}
	const parsed = tryParse(plain);
	if (!parsed.ok) throw new Error(parsed.error.message);
	const refusal = rollSizeProblem(parsed.ast);
	if (refusal !== undefined) throw new Error(refusal);
	return { text, ast: parsed.ast, references };
}

/** A log event as the API reports it: the session by its path, the entry, and what the event adds. */
export function eventData(happened: LogEvent): LedgerEventData {
	const data: LedgerEventData = { type: happened.type, session: happened.file.path, entry: happened.entry };
	if (happened.type === "undone") data.undo = happened.undo;
	if (happened.type === "placed-elsewhere") data.message = happened.message;
	return data;
}

function checkTarget(target: number | undefined): void {
	if (target !== undefined && !(Number.isFinite(target) && Math.abs(target) <= MAX_TARGET)) throw new Error(`A target must be a number from ${-MAX_TARGET} to ${MAX_TARGET}.`);
}

async function oddsOf(ast: DiceAst): Promise<Distribution> {
	return orThrow(await distributionInSlices(ast));
}

/** A roll made and shown, not yet logged: `log` logs exactly this roll (once). */
export interface HeldRoll {
	answer: Omit<RollAnswer, "logged">;
	target?: number;
	log(): Promise<RollAnswer["logged"]>;
}

export interface ApiParts {
	api: CampaignLedgerApi;
	/** Rolls as api.roll does without logging; the roll can be logged afterwards, as it fell (a link's roll, when the user says so). */
	hold: (expression: string, options?: Omit<RollOptions, "log">) => Promise<HeldRoll>;
}

export function createApi(host: ApiHost): CampaignLedgerApi {
	return createApiParts(host).api;
}

export function createApiParts(host: ApiHost): ApiParts {
	const { app, settings, registry } = host;
	const { rng } = host.deps;
	const listeners = new Set<() => void>();
	host.onUnload(() => {
		for (const off of [...listeners]) off();
	});
	const sheetOf = async (note: string) => orThrow(await readSheet(app, registry, noteFile(app, note)));
	/** A call's expression read from the note it names (if any), its target checked first. */
	const expressionOf = (expression: string, options: { note?: string; target?: number }) => {
		const file = options.note === undefined ? undefined : noteFile(app, options.note);
		checkTarget(options.target);
		return { file, ...readExpression(app, expression, file?.path) };
	};

	const hold = async (expression: string, options: Omit<RollOptions, "log"> = {}): Promise<HeldRoll> => {
		const { file, text, ast, references } = expressionOf(expression, options);
		const result = sample(ast, rng);
		const target = options.target;
		const odds = target === undefined ? undefined : await oddsOf(ast);
		const rolls = equallyLikelyRolls(ast);
		const counts = odds && rollCounts(odds, rolls);
		let logging: Promise<RollAnswer["logged"]> | undefined;
		const log = async (): Promise<RollAnswer["logged"]> => {
			const logged = await logFreeRoll(app, settings(), { sourcePath: file?.path ?? "", via: "command", expression: text, ...(options.label ? { label: String(options.label) } : {}) }, { result, references, ...(target === undefined ? {} : { target }) });
			return logged.logged ? { session: logged.session.path, id: logged.entry.id } : { reason: logged.reason };
		};
		return {
			answer: {
				expression: text,
				total: result.total,
				dice: result.groups.map((group) => ({ notation: group.notation, total: group.value, dice: group.dice.map((die) => ({ value: die.value, kept: die.kept && !die.rerolled })) })),
				text: inlineText(result),
				...(odds && target !== undefined ? { chance: odds.atLeast(target), success: result.total >= target } : {}),
				...(counts && rolls !== undefined && target !== undefined ? { chanceFraction: atLeastFraction(counts, rolls, target) } : {}),
			},
			...(target === undefined ? {} : { target }),
			// Logged once however often it is asked (a double click).
			log: () => (logging ??= log()),
		};
	};

	const api: CampaignLedgerApi = {
		version: host.version,

		async roll(expression: string, options: RollOptions = {}) {
			const held = await hold(expression, options);
			const logged = options.log === false ? { reason: "Not logged: the call asked not to." } : await held.log();
			return { ...held.answer, logged };
		},

		async odds(expression, options = {}) {
			const { text, ast } = expressionOf(expression, options);
			const odds = await oddsOf(ast);
			const rolls = equallyLikelyRolls(ast);
			const counts = rollCounts(odds, rolls);
			const fractionOf = (value: number) => {
				const count = counts?.get(value);
				return count === undefined || rolls === undefined ? {} : { fraction: reduced(count, rolls) };
			};
			const answer: OddsAnswer = { expression: text, min: odds.min, max: odds.max, mean: odds.mean, stdDev: odds.stdDev, outcomes: odds.outcomes.map(({ value, p }) => ({ value, p, ...fractionOf(value) })) };
			if (counts && rolls !== undefined) answer.rolls = rolls;
			if (options.target !== undefined) {
				answer.atLeast = odds.atLeast(options.target);
				if (counts && rolls !== undefined) answer.atLeastFraction = atLeastFraction(counts, rolls, options.target);
			}
			return answer;
		},

		async sheet(note) {
			const read = await sheetOf(note);
			const actions = sheetActions(read.sheet).map(({ id, label, description }) => ({ id, label, ...(description ? { description } : {}) }));
			return { path: read.file.path, system: read.system, role: read.role, sheet: read.sheet, actions };
		},

		async runAction(note, actionId) {
			orThrow(runSheetAction(host, await sheetOf(note), String(actionId)));
		},

		async append(options) {
			const title = String(options?.title ?? "").trim();
			if (title === "") throw new Error("An entry needs a title.");
			const actor = options.note === undefined ? undefined : noteFile(app, options.note);
			let session: TFile;
			if (options.session !== undefined) {
				session = noteFile(app, options.session);
				if (noteKind(cachedFrontmatter(app, session)) !== "session") throw new Error(`"${session.basename}" is not a session note (it needs ledger: session).`);
			} else {
				session = orThrow(await resolveSessionNote(app, settings(), actor ? { sourcePath: actor.path, actorPath: actor.path } : {}));
			}
			const text = options.text === undefined ? [] : Array.isArray(options.text) ? options.text.map(String) : [String(options.text)];
			const entry: LogEntry = makeEntry({
				id: nextEntryId(),
				time: new Date().toISOString(),
				kind: options.kind?.trim() || "note",
				actor: actor ? linkTo(app, actor, session.path) : "",
				title,
				explanation: text.filter((line) => line.trim() !== ""),
			});
			orThrow(await appendEntry(app, session, entry));
			return entry;
		},

		async entries(session) {
			const file = noteFile(app, session);
			// A note that is not a session holds no log: say so, rather than answer with an empty list.
			if (noteKind(cachedFrontmatter(app, file)) !== "session") throw new Error(`"${file.basename}" is not a session note (it needs ledger: session), so it has no log entries.`);
			const index = await readNoteLog(app, file);
			return index.entries.map((parsed) => parsed.entry);
		},

		on(event, listener) {
			const off = onLogEvent((happened) => {
				if (happened.type === event) listener(eventData(happened));
			});
			const stop = (): void => {
				off();
				listeners.delete(stop);
			};
			listeners.add(stop);
			return stop;
		},
	};
	return { api, hold };
}
