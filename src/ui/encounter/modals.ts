/**
 * The tracker's dialogs that name notes: adding a combatant and creating an encounter, drawn by the
 * table's one dialog (ui/frame/roll-modal.ts) like damage, healing, initiative and the end
 * (dialogs.ts). Their name fields suggest notes as Obsidian's do. The button checks what was typed
 * and hands it to an action; a refusal shows in the dialog's footer. They write notes, not log
 * entries, so they have no "GM only" box.
 */
import type { App } from "obsidian";
import type { Result } from "../../engine/result";
import { MAX_COUNT } from "../../engine/encounter";
import { choiceField, formNumber, formText } from "../../games/frame/fields";
import { RollModal } from "../frame/roll-modal";
import { t } from "../../lang";

/** A list typed into one field (a party, creature lines) may run long: room for a large table or fight. */
export const MAX_LIST_TEXT = 2000;

const refuse = (error: string): Promise<{ ok: false; error: string }> => Promise.resolve({ ok: false, error });

export interface CombatantForm {
	/** A note or creature page, by name. */
	name: string;
	/** 0 for the note itself; 1 or more for numbered instances. */
	count: number;
}

/**
 * A note or creature page by name, with a count for several numbered instances. A creature page's
 * "Add to encounter" opens it with the page and one instance filled in, and the encounter in the title.
 */
export class AddCombatantModal extends RollModal<null, CombatantForm> {
	constructor(app: App, onAdd: (linkpath: string, count?: number) => Promise<Result<unknown>>, title = t("commands.tracker.add"), form: CombatantForm = { name: "", count: 0 }) {
		const dialog = {
			title: () => title,
			fields: (_: null, f: CombatantForm) => [
				formText(f, "name", t("encounter.addDialog.name"), t("encounter.addDialog.namePlaceholder"), { description: t("encounter.addDialog.nameHelp"), notes: "combatant" }),
				formNumber(f, "count", t("encounter.addDialog.count"), 0, MAX_COUNT, { description: t("encounter.addDialog.countHelp", { max: MAX_COUNT }) }),
			],
			preview: () => ({ odds: [], submit: t("encounter.addDialog.submit") }),
		};
		super(app, dialog, null, form, (f) => {
			const name = f.name.replace(/^\[\[|\]\]$/g, "").trim();
			return name === "" ? refuse(t("encounter.addDialog.noName")) : onAdd(name, f.count === 0 ? undefined : f.count);
		});
		this.logsEntry = false;
	}
}

export interface EncounterCandidate {
	linkpath: string;
	label: string;
}

export interface EncounterForm {
	name: string;
	/** The candidates (their link paths) who take part, in the order they were chosen. */
	taking: string[];
	/** Creature lines with a count, separated by commas: "3 × Rust Hound, Ghoul". */
	creatures: string;
}

/** Each candidate's choice is keyed by this and its link path. */
const TAKES_PART = "takes-part:";
const takingChoices = (): [string, string][] => [
	["out", t("encounter.createDialog.out")],
	["in", t("encounter.createDialog.in")],
];

/** A new encounter: its name, who of the campaign takes part, and creature lines with a count. */
export class CreateEncounterModal extends RollModal<EncounterCandidate[], EncounterForm> {
	constructor(app: App, campaignName: string, candidates: EncounterCandidate[], onCreate: (name: string, lines: string[]) => Promise<Result<unknown>>) {
		const dialog = {
			title: () => t("encounter.createDialog.title", { campaign: campaignName }),
			fields: (list: EncounterCandidate[], f: EncounterForm) => [
				formText(f, "name", t("commands.createCharacter.field"), t("encounter.createDialog.namePlaceholder")),
				...list.map((c) => choiceField(TAKES_PART + c.linkpath, c.label, f.taking.includes(c.linkpath) ? "in" : "out", takingChoices())),
				formText(f, "creatures", t("encounter.createDialog.creatures"), t("encounter.createDialog.creaturesPlaceholder"), {
					description: t("encounter.createDialog.creaturesHelp"),
					notes: "creatures",
					maxLength: MAX_LIST_TEXT,
				}),
			],
			update(_: EncounterCandidate[], f: EncounterForm, key: string, value: string | number | boolean): EncounterForm {
				if (!key.startsWith(TAKES_PART)) return f;
				const linkpath = key.slice(TAKES_PART.length);
				const others = f.taking.filter((p) => p !== linkpath);
				return { ...f, taking: value === "in" ? [...others, linkpath] : others };
			},
			preview: () => ({ odds: [], submit: t("commands.createEncounter.name") }),
		};
		super(app, dialog, candidates, { name: "", taking: [], creatures: "" }, (f) => {
			const lines = f.taking.map((p) => `[[${p}]]`);
			for (const part of f.creatures.split(",")) {
				const m = /^\s*(?:(\d+)\s*[×xX*]\s*)?(?:\[\[)?([^\]]+?)(?:\]\])?\s*$/.exec(part);
				if (part.trim() === "") continue;
				if (!m) return refuse(t("encounter.createDialog.badLine", { line: part.trim().slice(0, 60) }));
				lines.push(m[1] ? `${m[1]} × [[${m[2] as string}]]` : `[[${m[2] as string}]]`);
			}
			return onCreate(f.name, lines);
		});
		this.logsEntry = false;
	}
}
