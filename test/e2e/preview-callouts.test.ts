import { describe, expect, it } from "vitest";
import { useHarness } from "./preview-harness";

/**
 * Callouts in the preview's reading view, as Obsidian draws them (its help page "Callouts" and the
 * markup of its reading view): `div.callout` with the type and metadata as data attributes, the title
 * as inline Markdown, folding with `+` / `-` and a click on the title, nesting, title-only callouts
 * and the default title. Drawn without the plugin's processors: this is the preview's own Markdown.
 */

const NOTE = [
	"> [!NOTE|wide]- A [[Target]] with *emphasis* and `code`",
	"> Hidden body text",
	"",
	"> [!Tip]+ Open by default",
	"> Visible body",
	"",
	"> [!warning]",
	"> Not foldable",
	"",
	"> [!question] Title only",
	"",
	"> [!info]",
	"> Outer body",
	"> > [!example] Inner",
	"> > Inner body",
	"",
	"> A plain quote",
].join("\n");

const h = useHarness([
	{ path: "Callouts.md", text: NOTE },
	{ path: "Target.md", text: "# Target\n" },
]);

async function open(): Promise<void> {
	await h.page.evaluate(() => window.ledgerHarness.openNote("Callouts.md", { plugin: false }));
}

describe("callouts in the preview", () => {
	it("carry the type (lower-cased) and the metadata as Obsidian's data attributes, the title as inline Markdown", async () => {
		await open();
		const callout = h.page.locator(".callout").first();
		expect(await callout.getAttribute("data-callout")).toBe("note");
		expect(await callout.getAttribute("data-callout-metadata")).toBe("wide");
		expect(await callout.getAttribute("data-callout-fold")).toBe("-");
		const title = callout.locator(":scope > .callout-title > .callout-title-inner");
		expect(await title.textContent()).toBe("A Target with emphasis and code");
		const link = title.locator("a.internal-link");
		expect(await link.getAttribute("data-href")).toBe("Target");
		expect(await link.getAttribute("href")).toBe("#note=Target.md");
		expect(await link.getAttribute("class")).not.toContain("is-unresolved");
		expect(await title.locator("em").textContent()).toBe("emphasis");
		expect(await title.locator("code").textContent()).toBe("code");
		// The title line is the title, not body text; the quote markers and the [!…] head are not drawn.
		expect(await callout.locator(".callout-content").textContent()).toBe("Hidden body text");
		expect(await h.page.locator(".markdown-preview-section").textContent()).not.toContain("[!");
		expect(await h.page.locator("blockquote").count()).toBe(1);
	});

	it("folds with '-', opens with '+', and a click on the title toggles the content", async () => {
		await open();
		const folded = h.page.locator(".callout[data-callout='note']");
		const content = folded.locator(".callout-content");
		expect(await folded.getAttribute("class")).toContain("is-collapsible");
		expect(await folded.getAttribute("class")).toContain("is-collapsed");
		expect(await folded.locator(".callout-fold").count()).toBe(1);
		expect(await content.isVisible()).toBe(false);
		await folded.locator(".callout-title-inner").click({ position: { x: 2, y: 2 } });
		expect(await content.isVisible()).toBe(true);
		expect(await folded.getAttribute("class")).not.toContain("is-collapsed");
		await folded.locator(".callout-fold").click();
		expect(await content.isVisible()).toBe(false);
		expect(await folded.getAttribute("class")).toContain("is-collapsed");

		const unfolded = h.page.locator(".callout[data-callout='tip']");
		expect(await unfolded.getAttribute("class")).toContain("is-collapsible");
		expect(await unfolded.getAttribute("class")).not.toContain("is-collapsed");
		expect(await unfolded.locator(".callout-content").isVisible()).toBe(true);
		await unfolded.locator(".callout-title").click();
		expect(await unfolded.locator(".callout-content").isVisible()).toBe(false);
	});

	it("without a fold mark is not foldable: no fold control, a click changes nothing", async () => {
		await open();
		const plain = h.page.locator(".callout[data-callout='warning']");
		expect(await plain.getAttribute("class")).toBe("callout");
		expect(await plain.getAttribute("data-callout-fold")).toBe("");
		expect(await plain.locator(".callout-fold").count()).toBe(0);
		await plain.locator(".callout-title").click();
		expect(await plain.locator(".callout-content").isVisible()).toBe(true);
	});

	it("gives the type capitalised as the default title, draws a title-only callout, and nests callouts", async () => {
		await open();
		expect(await h.page.locator(".callout[data-callout='warning'] .callout-title-inner").textContent()).toBe("Warning");
		expect(await h.page.locator(".callout[data-callout='tip'] .callout-title-inner").textContent()).toBe("Open by default");
		const titleOnly = h.page.locator(".callout[data-callout='question']");
		expect(await titleOnly.locator(".callout-title-inner").textContent()).toBe("Title only");
		expect(await titleOnly.locator(".callout-content").count()).toBe(0);
		const outer = h.page.locator(".callout[data-callout='info']");
		expect(await outer.locator(":scope > .callout-title .callout-title-inner").textContent()).toBe("Info");
		const inner = outer.locator(":scope > .callout-content > .callout[data-callout='example']");
		expect(await inner.locator(".callout-title-inner").textContent()).toBe("Inner");
		expect(await inner.locator(".callout-content").textContent()).toBe("Inner body");
		expect(await h.page.locator("blockquote").textContent()).toBe("A plain quote");
	});
});
