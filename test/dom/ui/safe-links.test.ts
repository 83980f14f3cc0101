/**
 * One safe-link check for every link the plugin draws (issue 28). A link target is note text anyone
 * can write: a rolled table row linking `[[javascript:…]]` got that href, because the table bar copied
 * `data-href` without the check the log cards use.
 * - Every view: the source of every module that draws a link (an <a>, an href, a data-href) must
 *   go through ui/safe-link.ts. A new view that draws links without it fails here.
 * - The roll-table bar: hostile row links are copied as text, with no href and no follow-up roll.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import type { MarkdownPostProcessorContext, Plugin } from "obsidian";
import { Plugin as MockPlugin } from "obsidian-test-mocks/obsidian";
import { scriptedRng } from "../../../src/engine/rng";
import { isSafeHref } from "../../../src/ui/safe-link";
import { registerRollTables } from "../../../src/ui/roll-tables/register";
import { testVault } from "../campaign/helpers";

function sourceFiles(dir: string): string[] {
	return readdirSync(dir).flatMap((name) => {
		const path = join(dir, name);
		return statSync(path).isDirectory() ? sourceFiles(path) : path.endsWith(".ts") ? [path] : [];
	});
}

/** Code that puts a link on the page: an <a> element, an href or data-href written. */
const DRAWS_LINK = /createEl\(\s*["']a["']|createElement\(\s*["']a["']|\bhref\s*:|dataset\.href\s*=|\.href\s*=|setAttr(?:ibute)?\(\s*["'](?:data-)?href["']|["']data-href["']\s*:/;

describe("every view draws its links through the one safe-link check", () => {
	const files = sourceFiles("src").filter((path) => !path.endsWith(join("ui", "safe-link.ts")));
	const drawing = files.filter((path) => DRAWS_LINK.test(readFileSync(path, "utf8")));

	it("finds the views that draw links (the scan is not empty)", () => {
		expect(drawing.map((path) => path.split(/[\\/]/).slice(-2).join("/"))).toEqual(expect.arrayContaining(["log/links.ts"]));
	});

	it.each(drawing.map((path) => [path]))("%s checks every link with ui/safe-link.ts", (path) => {
		const text = readFileSync(path, "utf8");
		expect(text).toMatch(/from "(?:\.\.\/)*(?:ui\/)?safe-link"|from "\.\.\/safe-link"|from "\.\/safe-link"/);
		expect(text).toMatch(/\bisSafeHref\(|\bnoteLink\(/);
	});

	it.each(["javascript:alert(1)", "vbscript:msgbox(1)", "java\tscript:alert(1)", " JavaScript:alert(1)", "data:text/html,x", "//evil.example/x"])("refuses %j", (href) => {
		expect(isSafeHref(href)).toBe(false);
	});
});

const MANIFEST = { id: "campaign-ledger", name: "Campaign Ledger", version: "0.1.0", minAppVersion: "1.4.10", author: "", description: "" };
class TablesPlugin extends MockPlugin {}
const unloads: (() => void)[] = [];
afterEach(() => {
	for (const unload of unloads.splice(0)) unload();
	document.body.empty();
});

/** A rendered table whose rows link where the note says, as Obsidian renders [[…]] (internal-link, data-href, href). */
function hostileTable(targets: string[]): HTMLElement {
	const el = createDiv();
	const table = el.createEl("table");
	const head = table.createEl("thead").createEl("tr");
	head.createEl("th", { text: `d${targets.length}` });
	head.createEl("th", { text: "Omen" });
	const body = table.createEl("tbody");
	targets.forEach((target, i) => {
		const tr = body.createEl("tr");
		tr.createEl("td", { text: String(i + 1) });
		const cell = tr.createEl("td");
		cell.createEl("a", { cls: "internal-link", text: `Omen ${i + 1}`, attr: { "data-href": target, href: target } });
	});
	return el;
}

describe("a rolled table row never gets an unsafe href", () => {
	const targets = ["javascript:alert(1)", "vbscript:msgbox(1)", "java\tscript:alert(1)", "Cyphers/Hollow Key"];
	it.each(targets.map((target, i) => [target, i + 1]))("a row linking %j (face %i)", async (target, face) => {
		const v = testVault();
		await v.note("Tables/Omens.md", {}, "Omens.\n");
		const el = hostileTable(targets);
		const plugin = new TablesPlugin(v.app as never, MANIFEST);
		registerRollTables(plugin as unknown as Plugin, () => v.settings({}), scriptedRng([face]));
		document.body.appendChild(el);
		const ctx = {
			sourcePath: "Tables/Omens.md",
			getSectionInfo: () => null,
			addChild: (child: { load(): void; unload(): void }) => {
				child.load();
				unloads.push(() => child.unload());
			},
		} as unknown as MarkdownPostProcessorContext;
		for (const processor of plugin.markdownPostProcessors__) void processor(el, ctx);
		el.querySelector<HTMLButtonElement>("button.cl-table-roll-button")?.click();
		for (let i = 0; i < 20; i++) await new Promise((resolve) => setTimeout(resolve, 1));
		const bar = el.querySelector(".cl-table-roll") as HTMLElement;
		expect(bar.querySelector(".cl-table-roll-text")?.textContent).toBe(`Omen ${face}`);
		for (const node of Array.from(bar.querySelectorAll("[href], [data-href]"))) {
			expect(isSafeHref(node.getAttribute("href") ?? "")).toBe(true);
			expect(isSafeHref(node.getAttribute("data-href") ?? "")).toBe(true);
		}
		const link = bar.querySelector(".cl-table-roll-text a");
		if (isSafeHref(target)) expect(link?.getAttribute("data-href")).toBe(target);
		else expect(link).toBeNull();
	});
});
