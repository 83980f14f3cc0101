/**
 * The settings tab. One table of rows drives both the classic display() (Obsidian before 1.13,
 * which minAppVersion 1.5.7 still supports) and getSettingDefinitions() (1.13+, which also makes
 * every row findable in the settings search). Values are validated by loadSettings, the same
 * function that reads saved data, so a typed value is either saved as valid or refused with why.
 */
import { normalizePath, Notice, PluginSettingTab, Setting, type App, type Plugin, type SettingDefinitionItem, type TFile } from "obsidian";
import { MAX_DIE_SIZE, MIN_DIE_SIZE } from "../engine/systems/pool/settings";
import { LANGUAGE_CODES, LANGUAGE_NAMES, t } from "../lang";
import { DEFAULT_SETTINGS, describeSettingProblem, loadSettings, type LedgerSettings } from "../settings";
import { FolderSuggest, NOTE_FIELDS, NoteSuggest, type NoteFieldOptions } from "./note-suggest";

/** Where the tab reads and writes settings (main.ts owns the stored copy). */
export interface SettingsHost {
	getSettings(): LedgerSettings;
	saveSettings(settings: LedgerSettings): Promise<void>;
}

type Key = "defaultCampaign" | "campaignsFolder" | "sessionTemplate" | "sessionNameFormat" | "logHeading" | "poolDieSize" | "d20Minor" | "d20Major" | "d20Extreme" | "logFreeRolls" | "gmLogHeading" | "peerDice" | "rulePackFolder" | "language";

interface Row {
	key: Key;
	name: string;
	desc: string;
	kind: "text" | "number" | "file" | "folder" | "toggle" | "dropdown";
	placeholder?: string;
	min?: number;
	max?: number;
	/** A dropdown's choices, value → label, in order. */
	options?: Record<string, string>;
}

interface Group {
	heading: string;
	rows: Row[];
}

/** The three d20 bonus sizes: whole numbers from 1 to 100 (loadSettings checks they grow). */
const D20_SIZE = { kind: "number", min: 1, max: 100 } as const;

/** The template fields a session template may hold, as written in the note (never translated). */
const TEMPLATE_FIELDS = { session: "{{session}}", campaign: "{{campaign}}", title: "{{title}}", date: "{{date}}", time: "{{time}}", dateFormat: "{{date:FORMAT}}" } as const;

/** The language row's choices: Obsidian's language first, then each language named in its own words. */
function languageOptions(): Record<string, string> {
	const options: Record<string, string> = { "": t("settings.language.followObsidian") };
	for (const code of LANGUAGE_CODES) options[code] = LANGUAGE_NAMES[code];
	return options;
}

/** The tab's groups and rows, in the language active now (so a changed language shows at the next draw). */
export function settingGroups(): readonly Group[] {
	return [
		{
			heading: t("settings.group.campaigns"),
			rows: [
				{ key: "defaultCampaign", name: t("settings.defaultCampaign.name"), desc: t("settings.defaultCampaign.desc"), kind: "file", placeholder: "Campaigns/The Ninth Gate/The Ninth Gate.md" },
				{ key: "campaignsFolder", name: t("settings.campaignsFolder.name"), desc: t("settings.campaignsFolder.desc"), kind: "folder", placeholder: DEFAULT_SETTINGS.campaignsFolder },
				{ key: "sessionTemplate", name: t("settings.sessionTemplate.name"), desc: t("settings.sessionTemplate.desc", TEMPLATE_FIELDS), kind: "file", placeholder: t("settings.sessionTemplate.placeholder") },
				{ key: "sessionNameFormat", name: t("settings.sessionNameFormat.name"), desc: t("settings.sessionNameFormat.desc", { number: "{{n}}" }), kind: "text", placeholder: DEFAULT_SETTINGS.sessionNameFormat },
				{ key: "logHeading", name: t("settings.logHeading.name"), desc: t("settings.logHeading.desc"), kind: "text", placeholder: DEFAULT_SETTINGS.logHeading },
				{ key: "gmLogHeading", name: t("settings.gmLogHeading.name"), desc: t("settings.gmLogHeading.desc"), kind: "text", placeholder: DEFAULT_SETTINGS.gmLogHeading },
				{ key: "logFreeRolls", name: t("settings.logFreeRolls.name"), desc: t("settings.logFreeRolls.desc"), kind: "toggle" },
			],
		},
		{
			heading: t("settings.group.dice"),
			rows: [
				{ key: "poolDieSize", name: t("settings.poolDieSize.name"), desc: t("settings.poolDieSize.desc", { key: "pool-die-size" }), kind: "number", min: MIN_DIE_SIZE, max: MAX_DIE_SIZE },
				{ key: "d20Minor", name: t("settings.d20Minor.name"), desc: t("settings.d20Minor.desc", { key: "d20-minor" }), ...D20_SIZE },
				{ key: "d20Major", name: t("settings.d20Major.name"), desc: t("settings.d20Major.desc"), ...D20_SIZE },
				{ key: "d20Extreme", name: t("settings.d20Extreme.name"), desc: t("settings.d20Extreme.desc"), ...D20_SIZE },
			],
		},
		{
			heading: t("settings.group.rulePacks"),
			rows: [{ key: "rulePackFolder", name: t("settings.rulePackFolder.name"), desc: t("settings.rulePackFolder.desc", { example: "Rules/Cypher System…" }), kind: "folder", placeholder: DEFAULT_SETTINGS.rulePackFolder }],
		},
		{
			heading: t("settings.group.peers"),
			rows: [{ key: "peerDice", name: t("settings.peerDice.name"), desc: t("settings.peerDice.desc"), kind: "toggle" }],
		},
		{
			heading: t("settings.group.display"),
			rows: [{ key: "language", name: t("settings.language.name"), desc: t("settings.language.desc"), kind: "dropdown", options: languageOptions() }],
		},
	];
}

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
	const problem = problems.find((p) => p.setting === key || (key.startsWith("d20") && p.setting === "d20Sizes"));
	return problem === undefined ? { ok: true, settings } : { ok: false, error: describeSettingProblem(problem) };
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
		this.draw();
	}

	private draw(): void {
		const { containerEl } = this;
		containerEl.empty();
		// A group with no rows in this version draws no heading of its own.
		for (const group of settingGroups().filter((g) => g.rows.length > 0)) {
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
		if (row.kind === "dropdown") {
			setting.addDropdown((dropdown) => {
				dropdown.selectEl.setAttribute("aria-label", row.name);
				dropdown.addOptions(row.options ?? {});
				dropdown.setValue(String(this.host.getSettings()[row.key]));
				dropdown.onChange(async (value) => {
					const changed = this.change(row.key, value);
					if (!changed.ok) return;
					await this.host.saveSettings(changed.settings);
					// The tab itself is drawn again in the language just chosen.
					if (row.key === "language") this.draw();
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
		return settingGroups().filter((group) => group.rows.length > 0).map((group) => ({
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
							: row.kind === "dropdown"
								? { type: "dropdown" as const, key: row.key, options: row.options ?? {} }
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
