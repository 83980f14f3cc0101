/**
 * Shared helpers of the browser tests: launch Debian's Chromium through
 * playwright-core and collect every page error and console error, so a test can
 * fail on them.
 */
import { existsSync } from "node:fs";
import process from "node:process";
import { chromium, type Browser, type Page } from "playwright-core";

export const CHROMIUM_ARGS = [
	"--no-sandbox",
	"--disable-gpu",
	"--disable-background-networking",
	"--disable-component-update",
	"--disable-sync",
	"--no-first-run",
];

export function chromiumPath(): string {
	const found = [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"].find(
		(path): path is string => path !== undefined && path !== "" && existsSync(path),
	);
	if (!found) throw new Error("Chromium not found; set CHROMIUM_PATH or apt-get install -y chromium.");
	return found;
}

export function launch(): Promise<Browser> {
	return chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
}

/**
 * Records page errors, console errors and jargon where a user reads (see watchJargon); `problems` is
 * checked at the end of each test, so every dialog, notice, card and tracker the suite opens is scanned.
 */
export function watchProblems(page: Page): string[] {
	const problems: string[] = [];
	page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
	page.on("console", (message) => {
		if (message.type() === "error") problems.push(`console error: ${message.text()}`);
	});
	watchJargon(page, problems);
	return problems;
}

/**
 * Words a player does not use (issue 24): a seed's number ("(004)", "004: …"), a raw `[[link]]`, a
 * frontmatter key with its dashes ("crypt-ghoul-1-wound-points"), a recovery's id ("ten-minutes"),
 * "null". The rule's source belongs in an entry's folded details and in Rules interpretations.
 */
export const JARGON: readonly { pattern: string; what: string }[] = [
	// Not the thousands of a number ("1,000 feet", "1.000"): a seed's number stands on its own.
	{ pattern: String.raw`(?:^|[^\d,.\u202f\u00a0])\b00[0-4]\b`, what: "a seed's number" },
	{ pattern: String.raw`\[\[`, what: "a raw link" },
	{ pattern: String.raw`\bnull\b`, what: '"null"' },
	{ pattern: String.raw`\b[a-z][a-z0-9]*(?:-[a-z0-9]+){2,}\b`, what: "a property key" },
	{ pattern: String.raw`\bten-(?:minutes|hours)\b`, what: "a recovery's id" },
];

/**
 * Where a user reads what the plugin says: dialogs, notices, menus, the tracker, and entries' summary
 * lines (not their folded details). Not the settings window: a setting's description names the
 * property a campaign note may set instead (`pool-die-size`), which is what the user types there.
 */
export const READ_BY_USERS = ".modal:not(.mod-settings), .notice, .menu, .cl-encounter, .cl-entry-callout > .callout-title, .cl-entry .cl-entry-header";

/**
 * Scans the page for JARGON in READ_BY_USERS as it changes (a MutationObserver installed before the
 * page's own scripts), and adds each finding to `problems` once: "jargon (a raw link) in .notice: …".
 */
export function watchJargon(page: Page, problems: string[]): void {
	// Both are asked for before the test's first navigation, but neither is awaited (the callers are
	// synchronous), so a navigation can overtake the init script: each loaded page then gets the scanner
	// again, which installs itself once. The scan looks the binding up when it reports.
	void page.exposeBinding("__clJargonFound", (_source, finding: string) => {
		if (!problems.includes(finding)) problems.push(finding);
	});
	const options = { rules: [...JARGON], where: READ_BY_USERS };
	void page.addInitScript(installJargonScan, options);
	page.on("domcontentloaded", () => {
		page.evaluate(installJargonScan, options).catch(() => undefined);
	});
}

/** In the page: scans where users read, once per frame after any change, and reports what it finds. Installs once per document. */
function installJargonScan({ rules, where }: { rules: { pattern: string; what: string }[]; where: string }): void {
	const flagged = window as unknown as { __clJargonScan?: boolean; __clJargonFound?: (finding: string) => void };
	if (flagged.__clJargonScan) return;
	flagged.__clJargonScan = true;
	const compiled = rules.map((rule) => ({ regex: new RegExp(rule.pattern), what: rule.what }));
	const report = (finding: string): void => flagged.__clJargonFound?.(finding);
	const scan = (): void => {
		for (const el of document.querySelectorAll<HTMLElement>(where)) {
			const text = el.innerText;
			for (const rule of compiled) {
				const hit = rule.regex.exec(text);
				if (hit) report(`jargon (${rule.what}: "${hit[0]}") in .${el.className.split(" ")[0] ?? ""}: ${text.replace(/\s+/g, " ").slice(0, 160)}`);
			}
		}
	};
	let queued = false;
	new MutationObserver(() => {
		if (queued) return;
		queued = true;
		// Once per frame at most: a redraw touches many nodes at once.
		requestAnimationFrame(() => {
			queued = false;
			scan();
		});
	}).observe(document, { childList: true, subtree: true, characterData: true });
}

/**
 * Waits until the note has finished drawing: the plugin's blocks read their notes and fill in over
 * the next tasks after the page says it is ready, so this waits for the browser to go idle twice in
 * a row with nothing changed in #note in between (the event the checks need, not a fixed pause).
 */
export async function whenNoteSettled(page: Page, timeout = 15_000): Promise<void> {
	await page.evaluate(
		(limit) =>
			new Promise<void>((resolve, reject) => {
				const note = document.querySelector("#note") ?? document.body;
				let changed = false;
				const observer = new MutationObserver(() => (changed = true));
				observer.observe(note, { subtree: true, childList: true, attributes: true, characterData: true });
				const gaveUp = window.setTimeout(() => {
					observer.disconnect();
					reject(new Error(`#note kept changing for ${limit} ms`));
				}, limit);
				let quiet = 0;
				const check = (): void => {
					quiet = changed ? 0 : quiet + 1;
					changed = false;
					if (quiet >= 2) {
						observer.disconnect();
						window.clearTimeout(gaveUp);
						resolve();
					} else window.requestIdleCallback(check);
				};
				window.requestIdleCallback(check);
			}),
		timeout,
	);
}
