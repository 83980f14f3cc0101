/**
 * "Roll a table…": every roll table of the vault in a picker (notes/roll-tables/vault-tables.ts);
 * the one picked is rolled and its row logged to the session of the note open now, with the table's
 * note linked, and said in a notice (and to whoever asked: the sidebar's tray keeps it).
 */
import type { App } from "obsidian";
import type { Rng } from "../../engine/rng";
import { rollTableRows, type RolledRows } from "../../notes/roll-tables/reference";
import { vaultTables, type VaultTable } from "../../notes/roll-tables/vault-tables";
import type { LedgerSettings } from "../../settings";
import { loggedText } from "../dice/free-roll-view";
import { PickModal } from "../pick-modal";
import { t } from "../../lang";

export interface TablePickDeps {
	app: App;
	settings: () => LedgerSettings;
	rng: Rng;
	tell: (message: string) => void;
	/** The note a roll is made from (its session gets the entry). */
	rolledIn: () => string;
}

/** Lists the vault's tables, rolls the one picked, tells the row; `rolled` hears of it too. */
export function pickAndRollTable(deps: TablePickDeps, rolled?: (table: VaultTable, rows: RolledRows) => void): void {
	void vaultTables(deps.app).then(({ tables, stopped }) => {
		if (tables.length === 0) return deps.tell(t("tables.picker.none"));
		const placeholder = stopped ? t("tables.picker.whichPartial") : t("tables.picker.which");
		new PickModal(deps.app, placeholder, tables, (table) => table.name, (table) => {
			void rollTableRows(deps.app, deps.settings(), table, 1, deps.rng, deps.rolledIn()).then((result) => {
				if (!result.ok) return deps.tell(result.error);
				const logged = result.value.rows[0]?.logged;
				deps.tell(`${table.name}: ${result.value.text}.${logged ? ` ${loggedText(logged)}` : ""}`);
				rolled?.(table, result.value);
			});
		}).open();
	});
}
