/**
 * Which language Campaign Ledger speaks: the language setting when it names one, else Obsidian's.
 * Obsidian's language is `getLanguage()` (Obsidian 1.8.7 and later); before it, moment's locale,
 * which Obsidian sets to its own language at startup.
 *
 * Commands are registered before data.json is read (onload must not wait on the disk), so the
 * language chosen in the setting is also kept in this vault's localStorage (Obsidian 1.8.7+): at the
 * next start the commands get their names in it. Without that storage, command names follow
 * Obsidian's language.
 */
import * as obsidian from "obsidian";
import type { App, Plugin } from "obsidian";
import { languageFor, setLanguage, unpackActiveLanguage, type LanguageCode } from "../lang";

/** App's per-vault storage (Obsidian 1.8.7+): typed as possibly missing, since minAppVersion is 1.5.7. */
interface VaultStorage {
	loadLocalStorage?: (key: string) => unknown;
	saveLocalStorage?: (key: string, data: unknown) => void;
}

/** The localStorage key (per vault) holding the language chosen in the setting, read at startup. */
export const REMEMBERED = "campaign-ledger-language";

/** Obsidian's language code as it reports it ("de", "pt-BR", "en"). */
export function obsidianLanguage(): string {
	// getLanguage is missing before Obsidian 1.8.7 (minAppVersion is 1.5.7), so it is looked up, not imported by name.
	const getLanguage = (obsidian as { getLanguage?: () => string }).getLanguage;
	if (typeof getLanguage === "function") return getLanguage();
	const moment = (obsidian as { moment?: { locale?: () => string } }).moment;
	return typeof moment?.locale === "function" ? moment.locale() : "en";
}

/** The language for a setting's value: "" follows Obsidian. */
export function languageOf(setting: string): LanguageCode {
	return languageFor(setting === "" ? obsidianLanguage() : setting);
}

/** At the start of onload, before anything is registered: the language remembered from the setting, else Obsidian's. */
export function startLanguage(app: App): void {
	const storage = app as unknown as VaultStorage;
	const remembered = typeof storage.loadLocalStorage === "function" ? storage.loadLocalStorage(REMEMBERED) : null;
	setLanguage(languageOf(typeof remembered === "string" ? remembered : ""));
}

/** The setting read or changed: every message drawn from now on is in its language, and the next start's command names too. */
export function useLanguage(app: App, setting: string): void {
	setLanguage(languageOf(setting));
	const storage = app as unknown as VaultStorage;
	if (typeof storage.saveLocalStorage === "function") storage.saveLocalStorage(REMEMBERED, setting === "" ? null : setting);
}

/** How long the unpacking may wait for an idle moment, and the wait where there is no idle callback (iOS's WebView). */
const IDLE_TIMEOUT_MS = 5000;
const NO_IDLE_CALLBACK_WAIT_MS = 1000;

/**
 * Once the workspace is ready, in the first idle moment: the active language's packed messages are
 * unpacked (src/lang), so the first note with sheets or roll blocks does not pay for it while it
 * draws (some 8 ms on an idle laptop, 50–90 ms measured on a loaded 2-core machine). Onload still
 * unpacks nothing (test/dom/ui/language-startup.test.ts), and a plugin unloaded before then cancels it.
 */
export function unpackWhenIdle(plugin: Plugin): void {
	plugin.app.workspace.onLayoutReady(() => {
		const idle = window as Window & {
			requestIdleCallback?: (callback: () => void, options: { timeout: number }) => number;
			cancelIdleCallback?: (handle: number) => void;
		};
		if (typeof idle.requestIdleCallback === "function") {
			const handle = idle.requestIdleCallback(unpackActiveLanguage, { timeout: IDLE_TIMEOUT_MS });
			plugin.register(() => idle.cancelIdleCallback?.(handle));
			return;
		}
		const handle = window.setTimeout(unpackActiveLanguage, NO_IDLE_CALLBACK_WAIT_MS);
		plugin.register(() => window.clearTimeout(handle));
	});
}
