/**
 * What the sheet's listed lines (cyphers, equipment) share: the Add dialog's field for a name or a
 * link and its check, and a line's button ("cypher:use:2") read back as the line's place and text.
 */
import { fail, ok, type Result } from "../../engine/result";
import { textField } from "../frame/fields";
import type { Field } from "../frame/game";
import { t } from "../../lang";

/** The Add dialog's "name" field: a link to the item's page or its name. */
export const nameField = (label: string, value: string, placeholder: string): Field => textField("name", label, value, placeholder, { description: t("cypher.sheet.linkOrName") });

/** The name or [[link]] typed, its spaces tidied; `missing` says what to type while it is empty. */
export function typedName(typed: string, missing: string): Result<string> {
	const name = typed.replace(/\s+/g, " ").trim();
	return name === "" ? fail(missing) : ok(name);
}

/** The line a button id names ("cypher:use:2" for the prefix "cypher:use:"), with its place; undefined when there is none. */
export function buttonLine(list: readonly string[], actionId: string, prefix: string): { index: number; line: string } | undefined {
	if (!actionId.startsWith(prefix)) return undefined;
	const index = Number(actionId.slice(prefix.length));
	const line = list[index];
	return line === undefined ? undefined : { index, line };
}
