import { describe, expect, it } from "vitest";
import { useHarness } from "./preview-harness";

/**
 * Obsidian's Markdown beyond CommonMark in the preview's reading view: block ids are not drawn and
 * links to blocks lead to their note; `%%comments%%` are hidden, inline and across blank lines; math is
 * Obsidian's `.math` elements holding the TeX (no MathJax); raw HTML keeps CommonMark's block
 * boundaries but is shown as text, never made into elements. Drawn without the plugin's processors.
 */

const BLOCKS = [
	"A paragraph with an id. ^para-1",
	"",
	"- first item ^item-1",
	"- second item",
	"",
	"> [!note] A callout with its id below",
	"> body",
	"",
	"^callout-1",
	"",
	"Links: [[Blocks#^item-1]], [[#^callout-1]], [[Other#^x|aliased]] and [[Missing#^y]].",
].join("\n");

const COMMENTS = [
	"Before %%an inline comment%% after.",
	"",
	"%%",
	"A block comment",
	"",
	"that spans a blank line, with [[Other]] and **bold**",
	"%%",
	"",
	"Visible again, then a comment opened mid-line %%runs on",
	"",
	"over a blank line%% and closes.",
	"",
	"Inline $x^2 + 1$ math, a price of $5 and $10, and display $$\\sum_i i$$ inline.",
	"",
	"$$",
	"E = mc^2",
	"",
	"\\int f",
	"$$",
	"",
	"`%%not a comment%%` in code",
].join("\n");

const HTML = [
	"<div class=\"x\" onclick=\"alert(1)\">",
	"  a block tag",
	"</div>",
	"",
	"Text with <b>bold tag</b>, <img src=x onerror=alert(1)>, a line<br>break and <!-- an inline comment --> end.",
	"",
	"<!-- a comment",
	"",
	"over a blank line -->",
	"",
	"<script>",
	"document.title = 'hacked';",
	"",
	"</script>",
	"",
	"<?php echo 1; ?>",
	"",
	"<!DOCTYPE html>",
	"",
	"<![CDATA[ raw ]]>",
	"",
	"<style>",
	"body { display: none }",
	"</style>",
	"",
	"<textarea>",
	"text",
	"</textarea>",
	"",
	"<custom-tag>",
	"lone tag block",
	"",
	"After the blocks.",
	"",
	"<pre>",
	"an unclosed pre",
	"",
	"swallows what follows, as in Obsidian: [[Other]]",
].join("\n");

const UNCLOSED_COMMENT = ["Before.", "", "<!-- never closed", "", "# Hidden heading", "", "hidden text"].join("\n");

const h = useHarness([
	{ path: "Blocks.md", text: BLOCKS },
	{ path: "Comments.md", text: COMMENTS },
	{ path: "Html.md", text: HTML },
	{ path: "Unclosed.md", text: UNCLOSED_COMMENT },
	{ path: "Other.md", text: "# Other\n" },
]);

async function open(path: string): Promise<string> {
	await h.page.evaluate((note) => window.ledgerHarness.openNote(note, { plugin: false }), path);
	return (await h.page.locator(".markdown-preview-section").textContent()) ?? "";
}

describe("block ids and links to blocks", () => {
	it("draws no ^id at the end of a paragraph or list item, and nothing for a paragraph holding only ^id", async () => {
		const text = await open("Blocks.md");
		expect(text).not.toContain("^para-1");
		expect(text).not.toContain("item ^");
		expect(await h.page.locator("p").first().textContent()).toBe("A paragraph with an id.");
		expect(await h.page.locator("li").first().textContent()).toBe("first item");
		// The section of `^callout-1` is there (it is a paragraph of the note) but draws nothing.
		const afterCallout = h.page.locator(".cl-preview-sections > div").nth(3);
		expect(await afterCallout.textContent()).toBe("");
		expect(await afterCallout.locator("*").count()).toBe(0);
	});

	it("resolves [[Note#^id]] and [[#^id]] to the note, showing the block link as Obsidian does", async () => {
		await open("Blocks.md");
		const links = h.page.locator("p a.internal-link");
		expect(await links.evaluateAll((all) => all.map((a) => [a.textContent, a.getAttribute("href"), a.getAttribute("data-href"), a.classList.contains("is-unresolved")]))).toEqual([
			["Blocks > ^item-1", "#note=Blocks.md", "Blocks#^item-1", false],
			["^callout-1", "#note=Blocks.md", "#^callout-1", false],
			["aliased", "#note=Other.md", "Other#^x", false],
			["Missing > ^y", "#", "Missing#^y", true],
		]);
	});
});

describe("comments and math", () => {
	it("hides %%comments%%: inline, a block across blank lines, and one opened mid-line that runs on", async () => {
		const text = await open("Comments.md");
		expect(await h.page.locator("p").first().textContent()).toBe("Before  after.");
		for (const hidden of ["an inline comment", "A block comment", "spans a blank line", "runs on", "over a blank line"]) expect(text).not.toContain(hidden);
		expect(text).toContain("Visible again, then a comment opened mid-line  and closes.");
		expect(await h.page.locator("a.internal-link").count()).toBe(0);
		expect(await h.page.locator("strong").count()).toBe(0);
		expect(await h.page.locator("code").textContent()).toBe("%%not a comment%%");
	});

	it("draws math as Obsidian's .math elements holding the TeX as text", async () => {
		await open("Comments.md");
		const inline = h.page.locator(".math.math-inline");
		expect(await inline.allTextContents()).toEqual(["x^2 + 1"]);
		// "$5 and $10" is money, not math: a closing $ before a digit or after a space does not close.
		expect(await h.page.locator("p", { hasText: "price" }).textContent()).toContain("a price of $5 and $10");
		expect(await h.page.locator("span.math.math-block").textContent()).toBe("\\sum_i i");
		// A $$ block runs to its closing $$, blank lines included.
		expect(await h.page.locator("div.math.math-block").textContent()).toBe("E = mc^2\n\n\\int f");
	});
});

describe("raw HTML", () => {
	it("keeps CommonMark's HTML blocks but shows them as text, hides comments, and makes no element from a note", async () => {
		const text = await open("Html.md");
		const html = h.page.locator(".cl-preview-html");
		expect(await html.allTextContents()).toEqual([
			'<div class="x" onclick="alert(1)">\n  a block tag\n</div>',
			"<script>\ndocument.title = 'hacked';\n\n</script>",
			"<?php echo 1; ?>",
			"<!DOCTYPE html>",
			"<![CDATA[ raw ]]>",
			"<style>\nbody { display: none }\n</style>",
			"<textarea>\ntext\n</textarea>",
			"<custom-tag>\nlone tag block",
			"<pre>\nan unclosed pre\n\nswallows what follows, as in Obsidian: [[Other]]",
		]);
		expect(await h.page.locator(".markdown-preview-section").evaluate((el) => el.querySelectorAll("div.x, b, img, script, style, textarea, custom-tag, pre").length)).toBe(0);
		expect(await h.page.locator("p", { hasText: "Text with" }).textContent()).toBe("Text with <b>bold tag</b>, <img src=x onerror=alert(1)>, a linebreak and  end.");
		expect(await h.page.locator("p br").count()).toBe(1);
		expect(text).not.toContain("a comment");
		expect(text).not.toContain("over a blank line");
		expect(await h.page.locator("p", { hasText: "After the blocks." }).count()).toBe(1);
		expect(await h.page.title()).not.toBe("hacked");
		expect(await h.page.locator("a.internal-link").count()).toBe(0);
	});

	it("lets an unclosed <!-- hide the rest of the note, as in Obsidian", async () => {
		const text = await open("Unclosed.md");
		expect(text).toBe("Before.");
		expect(await h.page.locator("h1").count()).toBe(0);
	});
});
