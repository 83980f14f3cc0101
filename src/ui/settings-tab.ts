/**
 * The settings tab. One table of rows drives both the classic display() (Obsidian before 1.13,
 * which minAppVersion 1.5.7 still supports) and getSettingDefinitions() (1.13+, which also makes
 * every row findable in the settings search). Values are validated by loadSettings, the same
 * function that reads saved data, so a typed value is either saved as valid or refused with why.
 */
import { normalizePath, Notice, PluginSettingTab, Setting, type App, type Plugin, type SettingDefinitionItem, type TFile } from "obsidian";
import { MAX_DIE_SIZE, MIN_DIE_SIZE } from "../engine/systems/pool/settings";
import { DEFAULT_SETTINGS, loadSettings, type LedgerSettings } from "../settings";
import { FolderSuggest, NOTE_FIELDS, NoteSuggest, type NoteFieldOptions } from "./note-suggest";

/** Where the tab reads and writes settings (main.ts owns the stored copy). */
export interface SettingsHost {
	getSettings(): LedgerSettings;
	saveSettings(settings: LedgerSettings): Promise<void>;
}

type Key = "defaultCampaign" | "campaignsFolder" | "sessionTemplate" | "sessionNameFormat" | "logHeading" | "poolDieSize" | "d20Minor" | "d20Major" | "d20Extreme" | "logFreeRolls" | "gmLogHeading" | "peerDice" | "rulePackFolder";

interface Row {
	key: Key;
	name: string;
	desc: string;
	kind: "text" | "number" | "file" | "folder" | "toggle";
	placeholder?: string;
	min?: number;
	max?: number;
}

interface Group {
	heading: string;
	rows: Row[];
}

/** The three d20 bonus sizes: whole numbers from 1 to 100 (loadSettings checks they grow). */
const D20_SIZE = { kind: "number", min: 1, max: 100 } as const;

export const SETTING_GROUPS: readonly Group[] = [
	{
		heading: "Campaigns and sessions",
		rows: [
			{ key: "defaultCampaign", name: "Default campaign", desc: "Rolls with no session note and no campaign of their own are logged to this campaign's current session.", kind: "file", placeholder: "Campaigns/The Ninth Gate/The Ninth Gate.md" },
			{ key: "campaignsFolder", name: "Campaigns folder", desc: "New campaigns are created as <folder>/<name>/<name>.md.", kind: "folder", placeholder: DEFAULT_SETTINGS.campaignsFolder },
			{ key: "sessionTemplate", name: "Session template", desc: "A note whose body and properties start each new session. {{session}}, {{campaign}}, {{title}}, {{date}}, {{time}} and {{date:FORMAT}} are filled in. Leave empty for a plain session note.", kind: "file", placeholder: "Templates/Session.md" },
			{ key: "sessionNameFormat", name: "Session name", desc: "Name of new session notes; {{n}} is the session number.", kind: "text", placeholder: DEFAULT_SETTINGS.sessionNameFormat },
			{ key: "logHeading", name: "Log heading", desc: "The heading in a session note under which results are appended.", kind: "text", placeholder: DEFAULT_SETTINGS.logHeading },
			{ key: "gmLogHeading", name: "GM log heading", desc: "The heading under which results marked GM only are appended. The recap leaves this section out.", kind: "text", placeholder: DEFAULT_SETTINGS.gmLogHeading },
			{ key: "logFreeRolls", name: "Log free rolls", desc: "Rolls from dice blocks and inline roll code are appended to the session log, and reopening a note shows their last result. Turn off to never log them.", kind: "toggle" },
		],
	},
	{
		heading: "Dice defaults",
		rows: [
			{ key: "poolDieSize", name: "Dice pool die size", desc: "Sides of each die in the dice-pool game, when a campaign does not set pool-die-size. The rules do not state it; six fits every number they use.", kind: "number", min: MIN_DIE_SIZE, max: MAX_DIE_SIZE },
			{ key: "d20Minor", name: "Minor bonus (d20)", desc: "Size of a minor bonus or penalty, when a campaign does not set d20-minor.", ...D20_SIZE },
			{ key: "d20Major", name: "Major bonus (d20)", desc: "Size of a major bonus or penalty (two minor ones make a major one).", ...D20_SIZE },
			{ key: "d20Extreme", name: "Extreme bonus (d20)", desc: "Size of an extreme bonus or penalty (two major ones make an extreme one).", ...D20_SIZE },
		],
	},
	{
		heading: "Rule packs",
		rows: [
			{ key: "rulePackFolder", name: "Rule pack folder", desc: "\"Write the rule pack\" puts each game's rule notes in a folder of its own here (Rules/Cypher System…). Rule notes count wherever they are moved.", kind: "folder", placeholder: DEFAULT_SETTINGS.rulePackFolder },
		],
	},
	{
		heading: "Other plugins' notes",
		rows: [
			{ key: "peerDice", name: "Roll dice: code", desc: "Which plugin rolls inline dice: code written for Dice Roller. On: Campaign Ledger rolls it, with exact odds and the session log, whenever Dice Roller is not enabled (while it is, dice: code stays Dice Roller's). Off: dice: code is always left to Dice Roller.", kind: "toggle" },
		],
	},
];

/** The settings that hold a vault path the user types. */
const PATH_KEYS: ReadonlySet<Key> = new Set(["defaultCampaign", "campaignsFolder", "sessionTemplate", "rulePackFolder"]);

/**
 * Validate one changed value against all settings; returns the new settings or why not. A typed
 * path is saved as Obsidian's normalizePath writes it ("Games\Tabletop/" → "Games/Tabletop");
 * an empty one stays empty ("none").
 */
export function changeSetting(current: LedgerSettings, key: Key, value: unknown): { ok: true; settings: LedgerSettings } | { ok: false; error: string } {
	if (PATH_KEYS.has(key) && typeof value === "string" && value.trim() !== "") value = normalizePath(value.trim());
	const { settings, problems } = loadSettings({ ...current, [key]: value });
	const problem = problems.find((p) => p.startsWith(`${key}:`) || (key.startsWith("d20") && p.startsWith("d20 sizes")));
	return problem === undefined ? { ok: true, settings } : { ok: false, error: problem.replace(/; using .*$/, "") };
}

export class LedgerSettingTab extends PluginSettingTab {
	constructor(
		app: App,
		plugin: Plugin,
		private readonly host: SettingsHost,
	) {
		super(app, plugin);
	}

	/** Obsidian before 1.13 draws the tab from here. */
	override display(): void {
		const { containerEl } = this;
		containerEl.empty();
		// A group with no rows in this version draws no heading of its own.
		for (const group of SETTING_GROUPS.filter((g) => g.rows.length > 0)) {
			new Setting(containerEl).setName(group.heading).setHeading();
			for (const row of group.rows) this.drawRow(containerEl, row);
		}
	}

	private drawRow(containerEl: HTMLElement, row: Row): void {
		const setting = new Setting(containerEl).setName(row.name).setDesc(row.desc);
		if (row.kind === "toggle") {
			setting.addToggle((toggle) => {
				toggle.toggleEl.setAttribute("aria-label", row.name);
				toggle.setValue(this.host.getSettings()[row.key] === true);
				toggle.onChange(async (value) => {
					const changed = this.change(row.key, value);
					if (changed.ok) await this.host.saveSettings(changed.settings);
				});
			});
			return;
		}
		setting.addText((text) => {
			const current = this.host.getSettings()[row.key];
			text.inputEl.setAttribute("aria-label", row.name);
			text.setValue(String(current));
			if (row.placeholder !== undefined) text.setPlaceholder(row.placeholder);
			if (row.kind === "number") text.inputEl.type = "number";
			const apply = async (raw: string): Promise<void> => {
				const value = row.kind === "number" ? Number(raw) : raw;
				const changed = this.change(row.key, value);
				text.inputEl.toggleClass("campaign-ledger-invalid", !changed.ok);
				setting.setDesc(changed.ok ? row.desc : `${row.desc} ${changed.error}.`);
				if (changed.ok) await this.host.saveSettings(changed.settings);
			};
			text.onChange(apply);
			// Obsidian 1.13's own file and folder controls suggest; before it, these rows get the plugin's.
			if (row.kind === "folder") new FolderSuggest(this.app, text.inputEl, apply);
			if (row.kind === "file") new NoteSuggest(this.app, text.inputEl, this.noteField(row.key), apply);
		});
	}

	/** Obsidian 1.13+: the same rows, declaratively, so the settings search finds them. */
	override getSettingDefinitions(): SettingDefinitionItem[] {
		return SETTING_GROUPS.filter((group) => group.rows.length > 0).map((group) => ({
			type: "group" as const,
			heading: group.heading,
			items: group.rows.map((row) => {
				const validate = (v: unknown): string | undefined => {
					const changed = this.change(row.key, v);
					return changed.ok ? undefined : changed.error;
				};
				return {
					name: row.name,
					desc: row.desc,
					control:
						row.kind === "toggle"
							? { type: "toggle" as const, key: row.key }
							: row.kind === "number"
								? { type: "number" as const, key: row.key, min: row.min, max: row.max, validate }
								: row.kind === "file"
									? // Obsidian's file control suggests vault files; the filter keeps to the notes the row takes.
										{ type: "file" as const, key: row.key, placeholder: row.placeholder ?? "", validate, filter: (file: TFile) => file.extension === "md" && this.noteField(row.key).accepts(this.app, file) }
									: { type: row.kind, key: row.key, placeholder: row.placeholder ?? "", validate },
				};
			}),
		}));
	}

	/** The notes a file row takes: campaign notes for the default campaign, any note for a template. */
	private noteField(key: Key): NoteFieldOptions {
		return key === "defaultCampaign" ? NOTE_FIELDS.campaign : NOTE_FIELDS.anyNote;
	}

	override getControlValue(key: string): unknown {
		return this.host.getSettings()[key];
	}

	override async setControlValue(key: string, value: unknown): Promise<void> {
		const changed = this.change(key as Key, value);
		if (!changed.ok) {
			new Notice(changed.error);
			return;
		}
		await this.host.saveSettings(changed.settings);
	}

	/** One changed value checked against the settings as they are now. */
	private change(key: Key, value: unknown): ReturnType<typeof changeSetting> {
		return changeSetting(this.host.getSettings(), key, value);
	}
}
