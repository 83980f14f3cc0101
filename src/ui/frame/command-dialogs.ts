/**
 * The palette commands every game answers ("Roll for this character", "Apply damage", "Recover")
 * for a game whose commands open sheet actions' roll dialogs: each reads the open note fresh and
 * opens the dialog, or tells the user why it cannot (the note cannot be read, or must be fixed
 * first), where they are looking.
 */
import type { TFile } from "obsidian";
import type { SheetKind, TableCommand, TableHost } from "./registry";
import { openRollDialog } from "./roll-dialog";
import { t } from "../../lang";

/** Why a note's dialogs cannot open (a note to fix first), or undefined when they can. */
export type NoteRefusal<Model> = (model: Model) => string | undefined;

/** Reads the note fresh and opens the dialog of `actionId` on it, or says why not. */
export async function openFromCommand<Model, Form>(host: TableHost, kind: SheetKind<Model, Form>, file: TFile, actionId: string, refusal?: NoteRefusal<Model>): Promise<void> {
	const read = await kind.read(file, "");
	const why = read.ok ? refusal?.(read.value) : read.error;
	if (why !== undefined) host.deps.tell(why);
	else if (read.ok && !openRollDialog(host, kind, file, read.value, actionId)) host.deps.tell(t("frame.sheet.actionNothingToOpen"));
}

/** The shared commands, each opening the sheet action `actions` names for it. */
export function commandDialogs<Model, Form>(
	host: TableHost,
	kind: SheetKind<Model, Form>,
	actions: Readonly<Record<TableCommand, string>>,
	refusal?: NoteRefusal<Model>,
): Record<TableCommand, (file: TFile) => void> {
	const open = (command: TableCommand) => (file: TFile) => void openFromCommand(host, kind, file, actions[command], refusal);
	return { roll: open("roll"), damage: open("damage"), recover: open("recover") };
}
