/**
 * Cyphers on the Cypher sheet: the list of cyphers carried against the cypher limit, each linking
 * its page when written as a wikilink, with "Use" on each line and "Add cypher".
 *
 * A line of `cyphers` is a name or a link, then optionally its level and "occultic" in one
 * parenthesis: `"[[Detonation]] (level 4)"`, `"Stim (level 2, occultic)"` (see readCypher).
 * Seed 001's cypher limit: "If character is carrying more cyphers than their cypher limit, random
 * cyphers disappear instantly until they have cyphers equal to their maximum", and "Occultic
 * Cyphers count as 2 cyphers against limit". The Add dialog warns before it happens; adding then
 * applies it (enforceCypherLimit draws the random ones).
 */
import type { LogEntry } from "../../engine/log";
import { ok, type Result } from "../../engine/result";
import type { Explanation } from "../../engine/explain";
import type { StateChange } from "../../engine/state";
import { addCypher, cypherLine, readCypher, sheetLoad, useCypher, type CypherCarrier } from "../../engine/systems/cypher/party";
import { cypherEntry } from "../../engine/systems/cypher/log-entries";
import { choiceField, countChoices, toggleField } from "../frame/fields";
import { refusedPreview, type Field, type PreviewLine, type ResolveContext, type SheetListItem } from "../frame/game";
import type { CypherAction } from "./action";
import { dialogTitle } from "./character";
import { buttonLine, nameField, typedName } from "./listed-lines";
import type { CypherPc } from "./task-game";
import { formatList, t } from "../../lang";

/** Button ids: "cypher:add", "cypher:use:<index in the list>". */
export const ADD_CYPHER = "cypher:add";
export const USE_CYPHER = "cypher:use:";
/** 000: levels are "rated on a scale from 1 (lowest) to 10 (highest)". */
const MAX_LEVEL = 10;

/** The sheet line for a cypher: its name (linking its page), then "(level 4, occultic)" when written. */
export function cypherItem(text: string): SheetListItem {
	const { name, link, level, occultic } = readCypher(text);
	const item: SheetListItem = { text: name };
	if (link !== undefined) item.link = link;
	// The note's line says "(level 4, occultic)" in English, as the parser reads it; the sheet says it in the user's language.
	if (level !== undefined) item.detail = occultic ? t("cypher.cyphers.levelOccultic", { level }) : t("cypher.cyphers.level", { level });
	else if (occultic) item.detail = t("cypher.cyphers.occultic");
	return item;
}

/** A cypher's line as a player reads it: "Detonation (level 4)" for "[[Detonation]] (level 4)". */
function shownCypher(line: string): string {
	const { text, detail } = cypherItem(line);
	return detail === undefined ? text : t("cypher.cyphers.shown", { name: text, detail });
}

/** Use: the cypher's place and line when the dialog opened. Add: the name typed, the level ("" unwritten), occultic. */
export type CyphersForm = { use: true; index: number; line: string } | { use: false; name: string; level: string; occultic: boolean };

const carrier = (pc: CypherPc): CypherCarrier => pc.note.sheet.character;
/** The load and the limit, for a message saying what is carried. */
const load = (pc: CypherPc, cyphers: readonly string[]): { load: number; limit: number } => ({ load: sheetLoad(cyphers), limit: carrier(pc).cypherLimit });

/** The line an Add form writes, or what to type while no name is. */
function addedLine(form: CyphersForm & { use: false }): Result<string> {
	const name = typedName(form.name, t("cypher.cyphers.typeName"));
	return name.ok ? ok(cypherLine(name.value, form.level === "" ? undefined : Number(form.level), form.occultic)) : name;
}

/** A cypher entry: kind "cypher", one change to `cyphers` (aimed at the note), the limit's steps when it applied. */
function entry(meta: ResolveContext["meta"], title: string, text: string, changes: StateChange[], explanation: Explanation = []): LogEntry {
	return cypherEntry(meta, "cypher", title, explanation, { outcome: { text, code: "cypher" }, changes });
}

export const cyphersAction: CypherAction<CyphersForm> = {
	sheet(pc) {
		const { cyphers, cypherLimit } = carrier(pc);
		const carried = sheetLoad(cyphers);
		const items: SheetListItem[] = [
			{ text: t("cypher.cyphers.count", { load: carried, limit: cypherLimit }), action: { id: ADD_CYPHER, label: t("cypher.cyphers.add") }, problem: carried > cypherLimit },
			...cyphers.map((line, index) => {
				const item = cypherItem(line);
				return { ...item, action: { id: `${USE_CYPHER}${index}`, label: t("csrd.button.use"), description: t("cypher.cyphers.useName", { name: item.text }) } };
			}),
		];
		return { lists: [{ title: t("cypher.cyphers.title"), items }] };
	},
	form(pc, actionId) {
		if (actionId === ADD_CYPHER) return { use: false, name: "", level: "", occultic: false };
		const listed = buttonLine(carrier(pc).cyphers, actionId, USE_CYPHER);
		return listed && { use: true, ...listed };
	},
	title: (pc, form) => (form.use ? t("cypher.cyphers.useName", { name: readCypher(form.line).name }) : dialogTitle(t("cypher.cyphers.addTitle"), pc.note)),
	fields: (_pc, form): Field[] =>
		form.use
			? []
			: [
					nameField(t("cypher.cyphers.field"), form.name, t("cypher.cyphers.placeholder")),
					choiceField("level", t("cypher.cyphers.levelField"), form.level, [["", t("cypher.cyphers.notWritten")], ...countChoices(MAX_LEVEL).slice(1)]),
					toggleField("occultic", t("cypher.cyphers.occulticField"), form.occultic, { description: t("cypher.cyphers.occulticDesc") }),
				],
	preview(pc, form) {
		const { cyphers, cypherLimit } = carrier(pc);
		if (form.use) {
			const used = useCypher(carrier(pc), form.index, form.line);
			if (!used.ok) return refusedPreview(used.error, { submit: t("csrd.button.use") });
			return { odds: [{ text: t("cypher.cyphers.usedUp", { name: cypherItem(form.line).text, ...load(pc, used.value.kept) }), part: "cypher" }], submit: t("csrd.button.use") };
		}
		const line = addedLine(form);
		if (!line.ok) return refusedPreview(line.error, { submit: t("cypher.cyphers.add") });
		const after = [...cyphers, line.value];
		const odds: PreviewLine[] = [{ text: t("cypher.cyphers.adds", { name: shownCypher(line.value), ...load(pc, after) }), part: "cypher" }];
		if (sheetLoad(after) > cypherLimit) {
			odds.push({
				text: t("cypher.cyphers.overLimit", { limit: cypherLimit, name: pc.note.sheet.character.name }),
				part: "limit",
			});
		}
		return { odds, submit: t("cypher.cyphers.add") };
	},
	resolve(pc, form, { meta, rng }) {
		if (form.use) {
			const used = useCypher(carrier(pc), form.index, form.line, meta.target);
			if (!used.ok) return used;
			return ok(entry(meta, t("cypher.cyphers.usedEntry", { name: cypherItem(form.line).text }), t("cypher.cyphers.carrying", load(pc, used.value.kept)), used.value.changes));
		}
		const line = addedLine(form);
		if (!line.ok) return line;
		const added = addCypher(carrier(pc), line.value, rng, meta.target);
		if (!added.ok) return added;
		const { lost, kept, changes, explanation } = added.value;
		const text = lost.length > 0 ? t("cypher.cyphers.disappeared", { count: lost.length, lost: formatList(lost.map((l) => readCypher(l).name)), ...load(pc, kept) }) : t("cypher.cyphers.carrying", load(pc, kept));
		return ok(entry(meta, t("cypher.cyphers.addedEntry", { name: readCypher(line.value).name }), text, changes, explanation));
	},
};
