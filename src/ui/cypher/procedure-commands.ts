/**
 * The GM's procedures from the palette: "Start a chase", "Craft an item", "Translate to a
 * recursion", and "GM procedure…" for any of them (games/cypher/procedures.ts). Each opens the
 * task dialog on the procedure for a Cypher character: the note open when it is one, else one of
 * the party picked. The roll goes through the one pipeline, like a task from the sheet.
 */
import type { Plugin, TFile } from "obsidian";
import { cypherGame, type CypherForm } from "../../games/cypher/game";
import { procedureAction, PROCEDURES } from "../../games/cypher/procedures";
import type { CypherPc } from "../../games/cypher/task-game";
import type { LedgerSettings } from "../../settings";
import { announcer } from "../announce";
import { tableDeps } from "../frame/pipeline";
import type { SheetKind, TableHost } from "../frame/registry";
import { openRollDialog } from "../frame/roll-dialog";
import { PickModal, pickOne } from "../pick-modal";
import { isCypherCharacter } from "./character-note";
import { partyFor } from "./register";
import { readCypherPc } from "./table-entry";
import { t } from "../../lang";

/** The commands with a procedure of their own. */
export const PROCEDURE_COMMANDS = [
	{ id: "start-chase", name: () => t("cypher.procedureCommand.startChase"), procedure: "chase" },
	{ id: "craft-item", name: () => t("cypher.procedureCommand.craftItem"), procedure: "craft" },
	{ id: "translate", name: () => t("cypher.procedureCommand.translate"), procedure: "translate" },
] as const;

/** Opens the task dialog on `procedure` for a Cypher character: the active note when it is one, else one picked from the party. */
export function openProcedure(host: TableHost, procedure: string, active: TFile | null): void {
	const { app } = host;
	const kind: SheetKind<CypherPc, CypherForm> = { game: cypherGame, read: (file, source) => readCypherPc(host, file, source) };
	const open = (file: TFile): void =>
		void readCypherPc(host, file, "").then((pc) => {
			if (!pc.ok) return host.deps.tell(pc.error);
			openRollDialog(host, kind, file, pc.value, procedureAction(procedure));
		});
	if (active !== null && isCypherCharacter(app, active)) return open(active);
	void partyFor(app, host.settings(), active).then((members) =>
		pickOne(app, members, t("cypher.ui.whichCharacter"), (m) => m.name, () => host.deps.tell(t("cypher.ui.noCharacters", { ledger: "ledger: character", system: "system: cypher" })), (m) => open(m.file)),
	);
}

export function registerProcedureCommands(plugin: Plugin, getSettings: () => LedgerSettings): void {
	const { app } = plugin;
	const host: TableHost = { app, settings: getSettings, deps: tableDeps(app, getSettings, announcer(plugin)) };
	for (const command of PROCEDURE_COMMANDS) {
		plugin.addCommand({ id: command.id, name: command.name(), callback: () => openProcedure(host, command.procedure, app.workspace.getActiveFile()) });
	}
	plugin.addCommand({
		id: "gm-procedure",
		name: t("cypher.procedureCommand.gmProcedure"),
		callback: () => {
			const active = app.workspace.getActiveFile();
			new PickModal(app, t("cypher.ui.whichProcedure"), [...PROCEDURES], (p) => p.label, (p) => openProcedure(host, p.id, active)).open();
		},
	});
}
