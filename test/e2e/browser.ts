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

/** Records page errors and console errors; `problems` is checked at the end of each test. */
export function watchProblems(page: Page): string[] {
	const problems: string[] = [];
	page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
	page.on("console", (message) => {
		if (message.type() === "error") problems.push(`console error: ${message.text()}`);
	});
	return problems;
}
