import { mkdirSync } from "node:fs";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import { launch } from "./browser";
import { startDemo, type RunningDemo } from "./demo-server";

/** Where the browser tests leave their screenshots. */
export const SCREENSHOTS = "test-output/screenshots";

/** The demo preview and one Chromium, for the tests of one file. */
export interface DemoBrowser {
	/** The preview's address ("http://127.0.0.1:PORT/"). */
	readonly url: string;
	readonly browser: Browser;
}

/** Starts the demo preview and Chromium before the file's tests and stops both after them. */
export function useDemoBrowser(): DemoBrowser {
	let demo: RunningDemo | undefined;
	let browser: Browser | undefined;
	beforeAll(async () => {
		demo = await startDemo();
		browser = await launch();
		mkdirSync(SCREENSHOTS, { recursive: true });
	});
	afterAll(async () => {
		await browser?.close();
		demo?.stop();
	});
	return {
		get url() {
			return demo?.url ?? "";
		},
		get browser() {
			if (browser === undefined) throw new Error("Chromium is not running: useDemoBrowser's beforeAll has not run");
			return browser;
		},
	};
}
