/**
 * The Cypher table's dialogs, bound to one set of dependencies (the sheet's buttons and the
 * commands open them), and the "GM intrusion" command. main.ts calls registerCypherFeatures once.
 */
import { announcer } from "../announce";
import type { App, Plugin, TFile } from "obsidian";
import type { Stat } from "../../engine/systems/cypher/character";
import { cachedFrontmatter, campaignForContext, notesOfKind, readCampaignNote, resolveLink } from "../../notes/campaign";
import { readCharacterAbilities } from "../../notes/csrd/abilities";
import type { LedgerSettings } from "../../settings";
import { applyRecoveryRoll, gmIntrusion, intrusionFoes, recoverWithoutResting, rollRecoveryDie, rollTask, tableDeps, type IntrusionOptions, type TableDeps } from "./actions";
import { isCypherCharacter, readCharacterNote } from "./character-note";
import { intrusionDecision, intrusionDialog, intrusionFoe, intrusionForm, intrusionWords, recoverySplitDialog, type PartyMember } from "../../games/cypher/gm-dialogs";
import type { QuickTask } from "../../games/cypher/sheet-source";
import { TaskModal } from "./task-modal";
import { recoveryDialog, recoveryPlanForm } from "../../games/cypher/recovery-dialog";
import { RollModal } from "../frame/roll-modal";
import { submittedWith } from "../frame/pipeline";
import { t } from "../../lang";

/** The dialogs the sheet's buttons and the commands open, bound to one set of dependencies. */
export function tableActions(deps: TableDeps): {
	openTask(file: TFile, stat: Stat, quick?: QuickTask): void;
	openRecovery(file: TFile): void;
	openIntrusion(active: TFile | null, encounter?: TFile): void;
} {
	const { app } = deps;
	const withNote = (file: TFile, then: (note: Awaited<ReturnType<typeof readCharacterNote>> & { ok: true }) => void): void => {
		void readCharacterNote(app, deps.settings(), file).then((note) => {
			if (note.ok) then(note);
			else deps.tell(note.error);
		});
	};
	const openTask = (file: TFile, stat: Stat, quick?: QuickTask): void => {
		withNote(file, (note) => {
			// Ability pages are read as the dialog opens, so a page edited a moment ago prices the roll.
			void readCharacterAbilities(app, file, note.value.sheet.abilities).then(({ abilities }) => {
				new TaskModal(app, note.value, (f, form, label, entered, how) => rollTask(submittedWith(deps, how), f, form, label, entered), stat, quick?.label, quick?.skill ?? "", abilities, quick?.weapon ?? "").open();
			});
		});
	};
	return {
		openTask,
		openRecovery(file: TFile) {
			// First the choice (which recovery, a Last action) with its odds; Roll casts the d6 (or takes
			// the face typed in), then the split dialog places the points.
			withNote(file, (note) => {
				const choose = new RollModal(app, recoveryDialog, note.value, recoveryPlanForm(note.value), async (form, entered, chosen) => {
					if (form.withoutRest) {
						// 000's non-rest recovery: no d6; once it is logged, the defense against the effect is rolled again.
						const used = await recoverWithoutResting(submittedWith(deps, chosen), file, form.kind, form.effect);
						if (used.ok) openTask(file, "intellect", { label: form.effect.trim() === "" ? t("cypher.ui.intrusion.defense") : t("cypher.ui.intrusion.defenseAgainst", { effect: form.effect.trim().slice(0, 60) }), stat: "intellect", skill: "intellect defense" });
						return used;
					}
					const rolled = await rollRecoveryDie(deps, file, { kind: form.kind, lastAction: form.lastAction, face: entered?.[0]?.[0], effort: form.effort });
					if (!rolled.ok) {
						deps.tell(rolled.error);
						return rolled;
					}
					const { note: fresh, roll, suggested, how } = rolled.value;
					const place = new RollModal(app, recoverySplitDialog, { note: fresh, roll }, { ...suggested }, (split, _entered, submitted) => applyRecoveryRoll(submittedWith(deps, submitted), fresh.file, roll, split, how));
					// "GM only" ticked on the first dialog stays ticked on the one that logs the recovery.
					place.gmOnly = chosen.gmOnly;
					place.open();
					return { ok: true };
				});
				choose.open();
			});
		},
		openIntrusion(active: TFile | null, encounter?: TFile) {
			const party = partyFor(app, deps.settings(), active);
			void Promise.all([party, intrusionFoes(deps, encounter)]).then(([members, fight]) => {
				if (members.length === 0) {
					deps.tell(t("cypher.ui.noCharacters", { ledger: "ledger: character", system: "system: cypher" }));
					return;
				}
				const preselected = active !== null && members.some((m) => m.file.path === active.path) ? active : undefined;
				const model = { party: members, foes: fight?.foes ?? [] };
				new RollModal(app, intrusionDialog, model, intrusionForm(members, preselected), (form, _entered, how) => {
					const chosen = intrusionDecision(members, form);
					if (!chosen) return Promise.resolve({ ok: false, error: t("cypher.ui.intrusion.chooseCharacter") });
					const foe = intrusionFoe(model, form);
					const options: IntrusionOptions = { kind: form.kind ?? "", example: form.example ?? "" };
					if (foe && fight) options.foe = { encounter: fight.file, id: foe.id };
					return gmIntrusion(submittedWith(deps, how), chosen.file, chosen.decision, intrusionWords(form).slice(0, 200), options);
				}).open();
			});
		},
	};
}

/**
 * Who can be intruded on: the party of the campaign in context (the active note's campaign, the
 * default, or the only one); without a party, every Cypher character in the vault.
 */
export async function partyFor(app: App, settings: LedgerSettings, active: TFile | null): Promise<PartyMember<TFile>[]> {
	/** The Cypher characters among these notes (a party link that resolves to nothing is skipped). */
	const party = (files: readonly (TFile | undefined)[]): PartyMember<TFile>[] =>
		files.flatMap((file) => {
			if (!file || !isCypherCharacter(app, file)) return [];
			const name = (cachedFrontmatter(app, file) as Record<string, unknown>)["name"];
			return [{ file, name: typeof name === "string" && name.trim() !== "" ? name.trim().slice(0, 60) : file.basename }];
		});
	const campaign = campaignForContext(app, settings, active);
	if (campaign !== undefined) {
		const read = await readCampaignNote(app, campaign, settings);
		if (read.ok && read.value.campaign.party.length > 0) {
			const members = party(read.value.campaign.party.map((link) => resolveLink(app, link, campaign.path)));
			if (members.length > 0) return members;
		}
	}
	return party(notesOfKind(app, "character"));
}

/**
 * What only the Cypher System has: the "GM intrusion" command. The sheet block and the commands
 * every game shares ("Roll for this character", "Apply damage", "Recover") are the table's
 * (ui/frame/register.ts), which dispatches them to the Cypher game.
 */
export function registerCypherFeatures(plugin: Plugin, getSettings: () => LedgerSettings): void {
	const { app } = plugin;
	const actions = tableActions(tableDeps(app, getSettings, announcer(plugin)));
	plugin.addCommand({
		id: "gm-intrusion",
		// "GM intrusion" in the rules; the lint rule has no GM acronym, so the name is spelled out.
		name: "GM intrusion",
		callback: () => actions.openIntrusion(app.workspace.getActiveFile()),
	});
}
