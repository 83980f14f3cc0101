/**
 * "Print character sheet": the open character's sheet (or, from a campaign note, each of its party's)
 * drawn by the sheet frame into a page of its own and handed to the system's print dialog. The print
 * stylesheet (styles.css, `@media print`) keeps only those pages, one per character, black on white,
 * without buttons, the boxes left empty squares to tick by hand; the same rules make Obsidian's
 * Export to PDF of a character note a clean sheet. Printing needs Obsidian on a computer.
 */
import { Platform, type App, type Plugin, type TFile } from "obsidian";
import { cachedFrontmatter, resolveLink } from "../../notes/campaign/notes";
import { noteKind } from "../../notes/schema/kind";
import { addCommandFor } from "../commands/command-for";
import { t } from "../../lang";
import type { GameRegistry } from "../frame/registry";
import { drawSheetModel } from "../frame/sheet-view";

/** The notes whose sheets a print makes: the character or NPC itself, or a campaign's party. */
function sheetNotes(app: App, file: TFile): TFile[] {
	const fm = cachedFrontmatter(app, file) as Record<string, unknown> | undefined;
	const kind = noteKind(fm);
	if (kind === "character" || kind === "npc") return [file];
	const party = kind === "campaign" && Array.isArray(fm?.["party"]) ? fm["party"] : [];
	return party.flatMap((link) => {
		const member = typeof link === "string" ? resolveLink(app, link.replace(/^\[\[|\]\]$/g, "").split("|")[0] ?? "", file.path) : undefined;
		return member ? [member] : [];
	});
}

/** Draws each sheet on a page of its own in a print root; says which notes could not be drawn. */
export async function printPages(app: App, registry: GameRegistry, files: readonly TFile[], into: HTMLElement): Promise<string[]> {
	const problems: string[] = [];
	for (const file of files) {
		const found = registry.kindFor(app, file);
		const model = found.ok ? await found.value.kind.read(file, "") : found;
		if (!found.ok || !model.ok) {
			problems.push(`${file.basename}: ${model.ok ? "" : model.error}`);
			continue;
		}
		drawSheetModel(into.createDiv({ cls: "cl-print-page" }), found.value.kind.game.sheet(model.value), { edit: () => undefined, action: () => undefined, link: (parent, _target, text) => parent.setText(text) }, { headingLevel: 1 });
	}
	return problems;
}

export function registerPrintSheet(plugin: Plugin, registry: GameRegistry, tell: (message: string) => void): void {
	const { app } = plugin;
	addCommandFor(
		plugin,
		"print-character-sheet",
		t("print.command.name"),
		() => {
			const file = app.workspace.getActiveFile();
			const files = file ? sheetNotes(app, file) : [];
			return files.length > 0 ? files : undefined;
		},
		(files) => void print(app, registry, files, tell),
	);
}

async function print(app: App, registry: GameRegistry, files: TFile[], tell: (message: string) => void): Promise<void> {
	if (!Platform.isDesktopApp) return tell(t("print.needsComputer", { command: t("print.command.name") }));
	const root = activeDocument.body.createDiv({ cls: "cl-print-root" });
	const problems = await printPages(app, registry, files, root);
	if (problems.length > 0) tell(t("print.notPrinted", { problems: problems.join(" ") }));
	if (root.childElementCount > 0) {
		activeDocument.body.addClass("cl-printing");
		// The print dialog holds the page until it closes; the pages go with it.
		activeWindow.print();
		activeDocument.body.removeClass("cl-printing");
	}
	root.remove();
}
