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
	const notes = cypherLine("", level, occultic).trim();
	if (notes !== "") item.detail = notes;
	return item;
}

/** A cypher's line as a player reads it: "Detonation (level 4)" for "[[Detonation]] (level 4)". */
function shownCypher(line: string): string {
	const { text, detail } = cypherItem(line);
	return detail === undefined ? text : `${text} ${detail}`;
}

/** Use: the cypher's place and line when the dialog opened. Add: the name typed, the level ("" unwritten), occultic. */
export type CyphersForm = { use: true; index: number; line: string } | { use: false; name: string; level: string; occultic: boolean };

const carrier = (pc: CypherPc): CypherCarrier => pc.note.sheet.character;
const carrying = (pc: CypherPc, cyphers: readonly string[]): string => `Carrying ${sheetLoad(cyphers)} of ${carrier(pc).cypherLimit}`;

/** The line an Add form writes, or what to type while no name is. */
function addedLine(form: CyphersForm & { use: false }): Result<string> {
	const name = typedName(form.name, "Type the cypher's name or a [[link]] to its page.");
	return name.ok ? ok(cypherLine(name.value, form.level === "" ? undefined : Number(form.level), form.occultic)) : name;
}

/** A cypher entry: kind "cypher", one change to `cyphers` (aimed at the note), the limit's steps when it applied. */
function entry(meta: ResolveContext["meta"], title: string, text: string, changes: StateChange[], explanation: Explanation = []): LogEntry {
	return cypherEntry(meta, "cypher", title, explanation, { outcome: { text, code: "cypher" }, changes });
}

const ADD_LABEL = "Add cypher";

export const cyphersAction: CypherAction<CyphersForm> = {
	sheet(pc) {
		const { cyphers, cypherLimit } = carrier(pc);
		const load = sheetLoad(cyphers);
		const items: SheetListItem[] = [
			{ text: `Cyphers ${load} of ${cypherLimit}`, action: { id: ADD_CYPHER, label: ADD_LABEL }, problem: load > cypherLimit },
			...cyphers.map((line, index) => {
				const item = cypherItem(line);
				return { ...item, action: { id: `${USE_CYPHER}${index}`, label: "Use", description: `Use ${item.text}` } };
			}),
		];
		return { lists: [{ title: "Cyphers", items }] };
	},
	form(pc, actionId) {
		if (actionId === ADD_CYPHER) return { use: false, name: "", level: "", occultic: false };
		const listed = buttonLine(carrier(pc).cyphers, actionId, USE_CYPHER);
		return listed && { use: true, ...listed };
	},
	title: (pc, form) => (form.use ? `Use ${readCypher(form.line).name}` : dialogTitle("Add a cypher", pc.note)),
	fields: (_pc, form): Field[] =>
		form.use
			? []
			: [
					nameField("Cypher", form.name, "[[Detonation]] or a name"),
					choiceField("level", "Level", form.level, [["", "Not written"], ...countChoices(MAX_LEVEL).slice(1)]),
					toggleField("occultic", "Occultic", form.occultic, { description: "An occultic cypher counts as two against the limit." }),
				],
	preview(pc, form) {
		const { cyphers, cypherLimit } = carrier(pc);
		if (form.use) {
			const used = useCypher(carrier(pc), form.index, form.line);
			if (!used.ok) return refusedPreview(used.error, { submit: "Use" });
			return { odds: [{ text: `${cypherItem(form.line).text} is used up and leaves the list: ${carrying(pc, used.value.kept).toLowerCase()}.`, part: "cypher" }], submit: "Use" };
		}
		const line = addedLine(form);
		if (!line.ok) return refusedPreview(line.error, { submit: ADD_LABEL });
		const after = [...cyphers, line.value];
		const odds: PreviewLine[] = [{ text: `Adds ${shownCypher(line.value)}: ${carrying(pc, after).toLowerCase()}.`, part: "cypher" }];
		if (sheetLoad(after) > cypherLimit) {
			odds.push({
				text: `Over the cypher limit of ${cypherLimit}: random cyphers (perhaps this one) disappear at once until ${pc.note.sheet.character.name} carries ${cypherLimit}. To choose what goes, use a cypher first.`,
				part: "limit",
			});
		}
		return { odds, submit: ADD_LABEL };
	},
	resolve(pc, form, { meta, rng }) {
		if (form.use) {
			const used = useCypher(carrier(pc), form.index, form.line, meta.target);
			if (!used.ok) return used;
			return ok(entry(meta, `Used cypher ${cypherItem(form.line).text}`, carrying(pc, used.value.kept), used.value.changes));
		}
		const line = addedLine(form);
		if (!line.ok) return line;
		const added = addCypher(carrier(pc), line.value, rng, meta.target);
		if (!added.ok) return added;
		const { lost, kept, changes, explanation } = added.value;
		const text = `${lost.length > 0 ? `${lost.map((l) => readCypher(l).name).join(", ")} disappeared; ` : ""}${carrying(pc, kept).toLowerCase()}`;
		return ok(entry(meta, `Added cypher ${readCypher(line.value).name}`, text.charAt(0).toUpperCase() + text.slice(1), changes, explanation));
	},
};
