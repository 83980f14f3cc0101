/**
 * Plugin settings. Pure (no Obsidian import) so loading and validating saved data is unit tested.
 * Saved data may come from an older or newer version of the plugin, or be hand-edited: every field
 * is checked, a bad one falls back to its default, and keys we do not know are kept so a newer
 * version's settings survive a round trip through an older one.
 */
import { DEFAULT_DIE_SIZE, MAX_DIE_SIZE, MIN_DIE_SIZE } from "./engine/systems/pool/settings";
import { D20_BONUS_DEFAULTS } from "./notes/schema/campaign";
import { LANGUAGE_CODES } from "./lang";

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
	/** One message per field that was bad and replaced by its default. */
	problems: string[];
}

/** Build settings from saved data (`await plugin.loadData()`, which may be null). */
export function loadSettings(data: unknown): LoadedSettings {
	const saved = typeof data === "object" && data !== null && !Array.isArray(data) ? (data as Record<string, unknown>) : {};
	const settings: LedgerSettings = { ...saved, ...DEFAULT_SETTINGS };
	const problems: string[] = [];
	const take = <K extends keyof LedgerSettings & string>(key: K, check: (v: unknown) => string | undefined): void => {
		if (!(key in saved)) return;
		const v = saved[key];
		const problem = check(v);
		if (problem === undefined) (settings as Record<string, unknown>)[key] = typeof v === "string" ? v.trim() : v;
		else problems.push(`${key}: ${problem}; using ${JSON.stringify(DEFAULT_SETTINGS[key])}`);
	};
	for (const key of ["defaultCampaign", "campaignsFolder", "sessionTemplate", "rulePackFolder"] as const) take(key, pathCheck);
	take("sessionNameFormat", (v) => {
		const p = textCheck(v);
		if (p !== undefined) return p;
		const s = (v as string).trim();
		if (!s.includes("{{n}}")) return "expected a name containing {{n}}";
		return /[\\/:*?"<>|#^[\]]/.test(s.replace(/\{\{n\}\}/g, "")) ? "expected a name without \\ / : * ? \" < > | # ^ [ ]" : undefined;
	});
	take("poolDieSize", intCheck(MIN_DIE_SIZE, MAX_DIE_SIZE));
	for (const key of ["d20Minor", "d20Major", "d20Extreme"] as const) take(key, intCheck(1, 100));
	const headingCheck = (v: unknown): string | undefined => {
		const p = textCheck(v);
		if (p !== undefined) return p;
		return (v as string).trim() === "" || (v as string).includes("\n") ? "expected one line of heading text" : undefined;
	};
	take("logHeading", headingCheck);
	take("gmLogHeading", headingCheck);
	take("logFreeRolls", (v) => (typeof v === "boolean" ? undefined : "expected true or false"));
	// The seal keys: only well-formed ones are used (a key is 64 hex digits); a broken list is said, never silently emptied.
	settings.logKeys = [];
	if ("logKeys" in saved) {
		const keys = Array.isArray(saved["logKeys"]) ? (saved["logKeys"] as unknown[]) : [];
		const good = keys.filter((key): key is string => typeof key === "string" && LOG_KEY.test(key));
		settings.logKeys = mergeLogKeys(good, []);
		if (good.length !== keys.length || !Array.isArray(saved["logKeys"])) problems.push("logKeys: some keys are not 64 hex digits and are not used; entries sealed with them ask before Undo");
	}
	take("peerDice", (v) => (typeof v === "boolean" ? undefined : "expected true or false"));
	take("language", (v) => (v === "" || v === "en-XA" || (LANGUAGE_CODES as readonly unknown[]).includes(v) ? undefined : `expected "" (Obsidian's language) or one of ${LANGUAGE_CODES.join(", ")}`));
	if (settings.gmLogHeading.toLowerCase() === settings.logHeading.toLowerCase()) {
		problems.push(`gmLogHeading: must differ from the log heading; using ${JSON.stringify(DEFAULT_SETTINGS.gmLogHeading)}`);
		settings.gmLogHeading = DEFAULT_SETTINGS.gmLogHeading === settings.logHeading ? `${settings.logHeading} (GM)` : DEFAULT_SETTINGS.gmLogHeading;
	}
	if (!(settings.d20Minor < settings.d20Major && settings.d20Major < settings.d20Extreme)) {
		problems.push(`d20 sizes must grow (minor < major < extreme); using ${DEFAULT_SETTINGS.d20Minor}/${DEFAULT_SETTINGS.d20Major}/${DEFAULT_SETTINGS.d20Extreme}`);
		settings.d20Minor = DEFAULT_SETTINGS.d20Minor;
		settings.d20Major = DEFAULT_SETTINGS.d20Major;
		settings.d20Extreme = DEFAULT_SETTINGS.d20Extreme;
	}
	return { settings, problems };
}

function textCheck(v: unknown): string | undefined {
	if (typeof v !== "string") return "expected text";
	return v.length > 500 ? "expected at most 500 characters" : undefined;
}

/** Vault paths: relative, no `..` climbing out of the vault. Empty means "none". */
function pathCheck(v: unknown): string | undefined {
	const p = textCheck(v);
	if (p !== undefined) return p;
	const s = (v as string).trim();
	if (s.startsWith("/") || s.split("/").includes("..")) return "expected a path inside the vault";
	return undefined;
}

function intCheck(min: number, max: number): (v: unknown) => string | undefined {
	return (v) => (typeof v === "number" && Number.isInteger(v) && v >= min && v <= max ? undefined : `expected a whole number from ${min} to ${max}`);
}

/** The name of session number n, from the settings' format. */
export function sessionName(settings: Pick<LedgerSettings, "sessionNameFormat">, n: number): string {
	return settings.sessionNameFormat.replace(/\{\{n\}\}/g, String(n));
}
