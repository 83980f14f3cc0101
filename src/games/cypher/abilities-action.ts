/**
 * "Add ability": a link to an ability page joins the sheet's `abilities`, so the sheet lists it
 * and the task dialog prices it from its page. Opened from an ability page's panel ("Add to
 * character"); the change is a log entry, so it can be undone.
 */
import { fail, ok, type Result } from "../../engine/result";
import { cypherEntry } from "../../engine/systems/cypher/log-entries";
import { MAX_ABILITIES } from "../../notes/schema/cypher";
import { linkpathOf, targetLabel } from "../../notes/schema/links";
import { textField } from "../frame/fields";
import { refusedPreview, type Field } from "../frame/game";
import type { CypherAction } from "./action";
import { dialogTitle } from "./character";
import { typedName } from "./listed-lines";
import type { CypherPc } from "./task-game";
import { t } from "../../lang";

export const ADD_ABILITY = "ability:add";
const ABILITIES_KEY = "abilities";

export interface AbilityForm {
	/** A link to the ability's page ("[[Bash]]"), or its name. */
	name: string;
}

/** The sheet's abilities after adding the form's line, or why it cannot be added. */
function added(pc: CypherPc, form: AbilityForm): Result<{ line: string; after: string[] }> {
	const typed = typedName(form.name, t("cypher.abilities.typeLink"));
	if (!typed.ok) return typed;
	const line = typed.value;
	const { abilities, character } = pc.note.sheet;
	// The same page however the link is written ("[[Bash]]", "[[Bash|Bash]]", "Bash").
	const page = linkpathOf(line).toLowerCase();
	if (abilities.some((have) => linkpathOf(have).toLowerCase() === page)) return fail(t("cypher.abilities.alreadyHas", { name: character.name, ability: targetLabel(line) }));
	if (abilities.length >= MAX_ABILITIES) return fail(t("cypher.abilities.tooMany", { max: MAX_ABILITIES }));
	return ok({ line, after: [...abilities, line] });
}

export const abilitiesAction: CypherAction<AbilityForm> = {
	form: (_pc, actionId) => (actionId === ADD_ABILITY ? { name: "" } : undefined),
	title: (pc) => dialogTitle(t("cypher.abilities.addTitle"), pc.note),
	fields: (_pc, form): Field[] => [textField("name", t("cypher.abilities.field"), form.name, "[[Bash]]", { description: t("cypher.abilities.fieldDesc") })],
	preview(pc, form) {
		const next = added(pc, form);
		if (!next.ok) return refusedPreview(next.error, { submit: t("cypher.abilities.submit") });
		return { odds: [{ text: t("cypher.abilities.adds", { ability: targetLabel(next.value.line), name: pc.note.sheet.character.name }), part: "ability" }], submit: t("cypher.abilities.submit") };
	},
	resolve(pc, form, { meta }) {
		const next = added(pc, form);
		if (!next.ok) return next;
		const { line, after } = next.value;
		const entry = cypherEntry(meta, "ability", t("cypher.abilities.added", { ability: targetLabel(line) }), [], {
			outcome: { text: t("cypher.abilities.onSheet", { count: after.length }), code: "ability" },
			changes: [{ target: meta.target, key: ABILITIES_KEY, before: [...pc.note.sheet.abilities], after }],
		});
		// The entry links the ability's page, as the rules' pages are linked.
		return ok({ ...entry, links: [linkpathOf(line)] });
	},
};
