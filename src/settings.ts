/**
 * Plugin settings. Pure (no Obsidian import) so loading and validating saved data is unit tested.
 * Saved data may come from an older or newer version of the plugin, or be hand-edited: every field
 * is checked, a bad one falls back to its default, and keys we do not know are kept so a newer
 * version's settings survive a round trip through an older one.
 */
import { DEFAULT_DIE_SIZE, MAX_DIE_SIZE, MIN_DIE_SIZE } from "./engine/systems/pool/settings";
import { D20_BONUS_DEFAULTS } from "./notes/schema/campaign";
import { formatList, formatNumber, LANGUAGE_CODES, LANGUAGE_NAMES, t } from "./lang";

export interface LedgerSettings {
	/** Path of the campaign note used when a roll has no session or campaign of its own ("" = none). */
	defaultCampaign: string;
	/** Folder new campaigns are created in: `<folder>/<Name>/<Name>.md`. */
	campaignsFolder: string;
	/** Path of the user's session template note ("" = the built-in layout). */
	sessionTemplate: string;
	/** Name of a new session note; `{{n}}` is its number. */
	sessionNameFormat: string;
	/** Pool game die size when a campaign does not say (seed 003 does not state it; d6 fits its numbers). */
	poolDieSize: number;
	/** d20 bonus sizes when a campaign does not say (seed 004 does not state them). */
	d20Minor: number;
	d20Major: number;
	d20Extreme: number;
	/** The heading in a session note under which log entries are appended. */
	logHeading: string;
	/** Whether rolls from dice blocks and inline `roll:` code are appended to the session log. */
	logFreeRolls: boolean;
	/** The heading in a session note under which GM-only results are appended (the recap leaves it out). */
	gmLogHeading: string;
	/**
	 * The keys entries are sealed with (notes/log/seal-keys.ts), the first sealing new ones: made once
	 * per vault, kept here and never in a note. Not a setting a user edits; it travels with data.json.
	 */
	logKeys: string[];
	/** Whether inline `dice:` code (the Dice Roller plugin's) rolls here while Dice Roller itself is not enabled. */
	peerDice: boolean;
	/** Folder "Write the rule pack" writes each game's rule notes into (a folder per game inside it). */
	rulePackFolder: string;
	/**
	 * The language of the plugin's words: "" follows Obsidian's, else a shipped language's code
	 * ("de", "pt-BR"), or "en-XA", the pseudo-language of the layout tests (not offered in the tab).
	 */
	language: string;
	/** Keys saved by other versions, kept as they are. */
	[other: string]: unknown;
}

export const DEFAULT_SETTINGS: Readonly<LedgerSettings> = Object.freeze({
	defaultCampaign: "",
	campaignsFolder: "Campaigns",
	sessionTemplate: "",
	sessionNameFormat: "Session {{n}}",
	poolDieSize: DEFAULT_DIE_SIZE,
	d20Minor: D20_BONUS_DEFAULTS.minor,
	d20Major: D20_BONUS_DEFAULTS.major,
	d20Extreme: D20_BONUS_DEFAULTS.extreme,
	logHeading: "Log",
	logFreeRolls: true,
	gmLogHeading: "GM log",
	logKeys: Object.freeze([]) as unknown as string[],
	peerDice: true,
	rulePackFolder: "Rules",
	language: "",
});

/** The most seal keys kept (one per device that made its own before the vault's data reached it). */
export const MAX_LOG_KEYS = 16;
const LOG_KEY = /^[0-9a-f]{64}$/;

/** Two lists of keys as one: the first list's order first, each key once, at most MAX_LOG_KEYS. */
export function mergeLogKeys(first: readonly string[], second: readonly string[]): string[] {
	return [...new Set([...first, ...second])].slice(0, MAX_LOG_KEYS);
}

export interface LoadedSettings {
	settings: LedgerSettings;
	/** One problem per field that was bad and replaced by its default (said with describeSettingProblem). */
	problems: SettingProblem[];
}

/** The settings a problem can name (logKeys is no setting a user edits; d20Sizes is the three d20 bonuses together). */
type ProblemSetting =
	| "defaultCampaign" | "campaignsFolder" | "sessionTemplate" | "sessionNameFormat" | "poolDieSize" | "d20Minor" | "d20Major" | "d20Extreme"
	| "logHeading" | "logFreeRolls" | "gmLogHeading" | "logKeys" | "peerDice" | "rulePackFolder" | "language" | "d20Sizes";

/** Why a saved value was not understood. */
type Why =
	| { why: "text" | "path" | "sessionNumber" | "oneLine" | "onOff" | "language" | "gmSame" | "d20Grow" | "sealKeys" }
	| { why: "tooLong"; max: number }
	| { why: "sessionCharacters"; characters: string }
	| { why: "range"; min: number; max: number };

/**
 * A saved value that was not understood and what is used instead, kept as data so it is said in the
 * language active when it is shown (the settings are read before the language setting in them applies).
 */
export type SettingProblem = Why & { setting: ProblemSetting; kept?: string | number | boolean | readonly number[] };

/** Build settings from saved data (`await plugin.loadData()`, which may be null). */
export function loadSettings(data: unknown): LoadedSettings {
	const saved = typeof data === "object" && data !== null && !Array.isArray(data) ? (data as Record<string, unknown>) : {};
	const settings: LedgerSettings = { ...saved, ...DEFAULT_SETTINGS };
	const problems: SettingProblem[] = [];
	const take = <K extends Exclude<ProblemSetting, "logKeys" | "d20Sizes">>(key: K, check: (v: unknown) => Why | undefined): void => {
		if (!(key in saved)) return;
		const v = saved[key];
		const problem = check(v);
		if (problem === undefined) (settings as Record<string, unknown>)[key] = typeof v === "string" ? v.trim() : v;
		else problems.push({ ...problem, setting: key, kept: DEFAULT_SETTINGS[key] });
	};
	for (const key of ["defaultCampaign", "campaignsFolder", "sessionTemplate", "rulePackFolder"] as const) take(key, pathCheck);
	take("sessionNameFormat", (v) => {
		const p = textCheck(v);
		if (p !== undefined) return p;
		const s = (v as string).trim();
		if (!s.includes("{{n}}")) return { why: "sessionNumber" };
		return /[\\/:*?"<>|#^[\]]/.test(s.replace(/\{\{n\}\}/g, "")) ? { why: "sessionCharacters", characters: '\\ / : * ? " < > | # ^ [ ]' } : undefined;
	});
	take("poolDieSize", intCheck(MIN_DIE_SIZE, MAX_DIE_SIZE));
	for (const key of ["d20Minor", "d20Major", "d20Extreme"] as const) take(key, intCheck(1, 100));
	const headingCheck = (v: unknown): Why | undefined => {
		const p = textCheck(v);
		if (p !== undefined) return p;
		return (v as string).trim() === "" || (v as string).includes("\n") ? { why: "oneLine" } : undefined;
	};
	take("logHeading", headingCheck);
	take("gmLogHeading", headingCheck);
	take("logFreeRolls", (v) => (typeof v === "boolean" ? undefined : { why: "onOff" }));
	// The seal keys: only well-formed ones are used (a key is 64 hex digits); a broken list is said, never silently emptied.
	settings.logKeys = [];
	if ("logKeys" in saved) {
		const keys = Array.isArray(saved["logKeys"]) ? (saved["logKeys"] as unknown[]) : [];
		const good = keys.filter((key): key is string => typeof key === "string" && LOG_KEY.test(key));
		settings.logKeys = mergeLogKeys(good, []);
		if (good.length !== keys.length || !Array.isArray(saved["logKeys"])) problems.push({ setting: "logKeys", why: "sealKeys" });
	}
	take("peerDice", (v) => (typeof v === "boolean" ? undefined : { why: "onOff" }));
	take("language", (v) => (v === "" || v === "en-XA" || (LANGUAGE_CODES as readonly unknown[]).includes(v) ? undefined : { why: "language" }));
	if (settings.gmLogHeading.toLowerCase() === settings.logHeading.toLowerCase()) {
		problems.push({ setting: "gmLogHeading", why: "gmSame", kept: DEFAULT_SETTINGS.gmLogHeading });
		settings.gmLogHeading = DEFAULT_SETTINGS.gmLogHeading === settings.logHeading ? `${settings.logHeading} (GM)` : DEFAULT_SETTINGS.gmLogHeading;
	}
	if (!(settings.d20Minor < settings.d20Major && settings.d20Major < settings.d20Extreme)) {
		problems.push({ setting: "d20Sizes", why: "d20Grow", kept: [DEFAULT_SETTINGS.d20Minor, DEFAULT_SETTINGS.d20Major, DEFAULT_SETTINGS.d20Extreme] });
		settings.d20Minor = DEFAULT_SETTINGS.d20Minor;
		settings.d20Major = DEFAULT_SETTINGS.d20Major;
		settings.d20Extreme = DEFAULT_SETTINGS.d20Extreme;
	}
	return { settings, problems };
}

function textCheck(v: unknown): Why | undefined {
	if (typeof v !== "string") return { why: "text" };
	return v.length > 500 ? { why: "tooLong", max: 500 } : undefined;
}

/** Vault paths: relative, no `..` climbing out of the vault. Empty means "none". */
function pathCheck(v: unknown): Why | undefined {
	const p = textCheck(v);
	if (p !== undefined) return p;
	const s = (v as string).trim();
	if (s.startsWith("/") || s.split("/").includes("..")) return { why: "path" };
	return undefined;
}

function intCheck(min: number, max: number): (v: unknown) => Why | undefined {
	return (v) => (typeof v === "number" && Number.isInteger(v) && v >= min && v <= max ? undefined : { why: "range", min, max });
}

/** A setting's name as the settings tab shows it. */
function settingLabel(setting: ProblemSetting): string {
	switch (setting) {
		case "defaultCampaign": return t("settings.defaultCampaign.name");
		case "campaignsFolder": return t("settings.campaignsFolder.name");
		case "sessionTemplate": return t("settings.sessionTemplate.name");
		case "sessionNameFormat": return t("settings.sessionNameFormat.name");
		case "poolDieSize": return t("settings.poolDieSize.name");
		case "d20Minor": return t("settings.d20Minor.name");
		case "d20Major": return t("settings.d20Major.name");
		case "d20Extreme": return t("settings.d20Extreme.name");
		case "logHeading": return t("settings.logHeading.name");
		case "logFreeRolls": return t("settings.logFreeRolls.name");
		case "gmLogHeading": return t("settings.gmLogHeading.name");
		case "peerDice": return t("settings.peerDice.name");
		case "rulePackFolder": return t("settings.rulePackFolder.name");
		case "language": return t("settings.language.name");
		default: return setting;
	}
}

/** What is wrong, in the user's language, naming the setting by its label: "“Log heading” should be one line of heading text." */
export function describeSettingProblem(problem: SettingProblem): string {
	const setting = settingLabel(problem.setting);
	switch (problem.why) {
		case "text": return t("settings.problem.text", { setting });
		case "tooLong": return t("settings.problem.tooLong", { setting, max: problem.max });
		case "path": return t("settings.problem.path", { setting });
		case "sessionNumber": return t("settings.problem.sessionNumber", { setting, marker: "{{n}}" });
		case "sessionCharacters": return t("settings.problem.sessionCharacters", { setting, characters: problem.characters });
		case "range": return t("settings.problem.range", { setting, min: problem.min, max: problem.max });
		case "oneLine": return t("settings.problem.oneLine", { setting });
		case "onOff": return t("settings.problem.onOff", { setting });
		case "language": return t("settings.problem.language", { setting, languages: formatList([t("settings.language.followObsidian"), ...LANGUAGE_CODES.map((code) => LANGUAGE_NAMES[code])], "disjunction") });
		case "gmSame": return t("settings.problem.gmSame", { setting, other: settingLabel("logHeading") });
		case "d20Grow": return t("settings.problem.d20Grow");
		case "sealKeys": return t("settings.problem.sealKeys");
	}
}

/** What the plugin uses instead, as words: `"GM log"`, `6`, on, Obsidian's language, none. */
function keptText(problem: SettingProblem): { kind: string; kept: string } {
	const kept = problem.kept;
	if (typeof kept === "boolean") return { kind: kept ? "on" : "off", kept: "" };
	if (typeof kept === "number") return { kind: "value", kept: formatNumber(kept) };
	if (Array.isArray(kept)) return { kind: "value", kept: formatList(kept.map((n: number) => formatNumber(n))) };
	if (problem.setting === "language") return { kind: "value", kept: t("settings.language.followObsidian") };
	if (kept === "") return { kind: "none", kept: "" };
	return { kind: "value", kept: t("settings.problem.quoted", { text: String(kept) }) };
}

/** A problem and what is used instead, as the notice says it: "“Log heading” should be one line of heading text. Using “Log” instead." */
export function describeSettingProblemAndKept(problem: SettingProblem): string {
	const text = describeSettingProblem(problem);
	if (problem.kept === undefined) return text;
	return t("settings.problem.using", { problem: text, ...keptText(problem) });
}

/** The notice shown when saved settings were not understood, in the active language. */
export function settingsProblemsNotice(problems: readonly SettingProblem[]): string {
	return t("settings.problem.notice", { problems: problems.map(describeSettingProblemAndKept).join(" ") });
}

/** The name of session number n, from the settings' format. */
export function sessionName(settings: Pick<LedgerSettings, "sessionNameFormat">, n: number): string {
	return settings.sessionNameFormat.replace(/\{\{n\}\}/g, String(n));
}
