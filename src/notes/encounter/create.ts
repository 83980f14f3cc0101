/**
 * Creating an encounter note: `<campaign folder>/Encounters/<name>.md` with flat properties the
 * Properties panel edits (ledger, campaign, combatants and their counts, round, turn) and a
 * `ledger-encounter` block.
 */
import type { App, TFile } from "obsidian";
import { expandCombatants, parseCombatantLine, type CombatantLine } from "../../engine/encounter";
import { fail, type Result } from "../../engine/result";
import { createNote } from "../campaign/create-campaign";
import { checkNoteName, joinPath, notePath } from "../campaign/names";
import { linkTo } from "../campaign/notes";
import { writeValue } from "../frontmatter";
import { frontmatterBlock } from "../new-note-text";
import { t } from "../../lang";

export async function createEncounter(app: App, campaign: TFile, rawName: string, lines: readonly string[]): Promise<Result<TFile>> {
	const name = checkNoteName(rawName, "encounter");
	if (!name.ok) return name;
	const parsed: CombatantLine[] = [];
	for (const line of lines) {
		const one = parseCombatantLine(line);
		if (!one.ok) return one;
		if (!app.metadataCache.getFirstLinkpathDest(one.value.linkpath, campaign.path)) return fail(t("notes.encounter.create.noNote", { name: one.value.linkpath.slice(0, 60) }));
		parsed.push(one.value);
	}
	const expanded = expandCombatants(parsed);
	if (!expanded.ok) return expanded;
	const folder = joinPath(campaign.parent?.path ?? "", "Encounters");
	const path = notePath(folder, name.value);
	if (app.vault.getAbstractFileByPath(path) !== null) return fail(t("notes.campaign.create.taken", { path, advice: t("notes.campaign.create.chooseName") }));
	// The newer form: combatants as links, a count in its own property (schema/list-forms.ts).
	const stored: Record<string, unknown> = {};
	writeValue(stored, "combatants", parsed.map((l) => l.line));
	const { combatants, ...counts } = stored;
	const block = frontmatterBlock({
		ledger: "encounter",
		campaign: linkTo(app, campaign, path),
		combatants,
		...counts,
		round: 0,
		turn: 0,
	});
	if (!block.ok) return block;
	return createNote(app, folder, path, `${block.value}\n# ${name.value}\n\n\`\`\`ledger-encounter\n\`\`\`\n`);
}
