/**
 * Editor commands for rolls: "Insert roll" writes `` `roll: 1d20` `` at the cursor (or around the
 * selected dice) with the dice selected, ready to type over; "Roll selection" rolls the selected
 * dice, or the `roll:` code the cursor is in, with the note's properties, logs it as any roll from
 * the note, and says the result in a notice. Both go through the API, as a script's call would.
 */
import { Notice, type Editor, type Plugin } from "obsidian";
import type { CampaignLedgerApi } from "../../api/types";
import { t } from "../../lang";

/** Replaces the selection with an inline roll of it (or of 1d20) and selects the dice. */
export function insertRoll(editor: Editor): void {
	const selected = editor.getSelection().trim().replace(/^`*\s*(?:roll:)?\s*|\s*`*$/gi, "");
	const dice = selected === "" || selected.includes("\n") ? "1d20" : selected;
	const from = editor.getCursor("from");
	editor.replaceSelection(`\`roll: ${dice}\``);
	const start = { line: from.line, ch: from.ch + "`roll: ".length };
	editor.setSelection(start, { line: start.line, ch: start.ch + dice.length });
}

/** The dice to roll: the selection, else the `roll:` code the cursor is in; undefined when neither. */
export function diceAtCursor(editor: Editor): string | undefined {
	const selected = editor.getSelection().trim();
	if (selected !== "") return selected.includes("\n") ? undefined : selected.replace(/^`+|`+$/g, "");
	const cursor = editor.getCursor();
	const line = editor.getLine(cursor.line);
	for (const match of line.matchAll(/(`+)\s*roll:([^`]+)\1/gi)) {
		const at = match.index ?? 0;
		if (cursor.ch >= at && cursor.ch <= at + match[0].length) return (match[2] ?? "").trim();
	}
	return undefined;
}

export function registerEditorCommands(plugin: Plugin, api: CampaignLedgerApi): void {
	plugin.addCommand({ id: "insert-roll", name: t("commands.insertRoll.name"), editorCallback: (editor) => insertRoll(editor) });
	plugin.addCommand({
		id: "roll-selection",
		name: t("commands.rollSelection.name"),
		editorCheckCallback: (checking, editor, context) => {
			const dice = diceAtCursor(editor);
			if (dice === undefined) return false;
			if (checking) return true;
			const note = context.file?.path;
			api.roll(dice, note === undefined ? {} : { note }).then(
				(rolled) =>
					new Notice(
						"reason" in rolled.logged
							? t("commands.rollSelection.notLogged", { expression: rolled.expression, result: rolled.text, reason: rolled.logged.reason })
							: t("commands.rollSelection.logged", { expression: rolled.expression, result: rolled.text }),
					),
				(error: unknown) => new Notice(error instanceof Error ? error.message : String(error)),
			);
			return true;
		},
	});
}
