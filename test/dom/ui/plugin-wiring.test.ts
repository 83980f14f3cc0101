import { afterEach, describe, expect, it, vi } from "vitest";
import { App, Plugin as MockPlugin } from "obsidian-test-mocks/obsidian";
import type { MarkdownPostProcessorContext } from "obsidian";
import CampaignLedgerPlugin from "../../../src/main";
import { scriptedRng } from "../../../src/engine/rng";
import { InlineRollChild, inlineRollExpression, mountInlineRolls } from "../../../src/ui/dice/inline-roll";
import { RollBlockChild } from "../../../src/ui/dice/roll-block";

const MANIFEST = { id: "campaign-ledger", name: "Campaign Ledger", version: "0.1.0", minAppVersion: "1.4.10", author: "", description: "" };

function loadedPlugin(): MockPlugin {
	const app = App.createConfigured__();
	const plugin = new CampaignLedgerPlugin(app.asOriginalType__(), MANIFEST) as unknown as MockPlugin;
	plugin.load();
	return plugin;
}

afterEach(() => document.body.empty());

/** Inline code as a note would contain it (note text, not UI text). */
function noteCode(parent: HTMLElement, text: string): HTMLElement {
	const code = parent.createEl("code");
	code.textContent = text;
	return code;
}

describe("plugin wiring", () => {
	it("registers the ledger-roll block, which mounts a RollBlockChild through ctx.addChild", () => {
		const plugin = loadedPlugin();
		const processor = plugin.markdownCodeBlockProcessors__.get("ledger-roll");
		expect(processor).toBeDefined();
		const addChild = vi.fn();
		const el = createDiv();
		processor?.("1d6", el, { addChild } as unknown as MarkdownPostProcessorContext);
		expect(addChild).toHaveBeenCalledTimes(1);
		expect(addChild.mock.calls[0]?.[0]).toBeInstanceOf(RollBlockChild);
		plugin.unload();
	});

	it("registers a post-processor that turns inline `roll: …` code into a roll button", () => {
		const plugin = loadedPlugin();
		// The mock lists code block processors here too; exactly one processor turns the code into a roll.
		const el = createDiv();
		const p = el.createEl("p");
		p.appendText("Damage: ");
		noteCode(p, "roll: 1d6+2");
		const children: unknown[] = [];
		const ctx = { addChild: (child: unknown) => children.push(child), sourcePath: "Note.md", getSectionInfo: () => null } as unknown as MarkdownPostProcessorContext;
		for (const processor of plugin.markdownPostProcessors__) {
			if (el.querySelector("code")) void processor(el, ctx);
		}
		expect(children).toHaveLength(1);
		expect(children[0]).toBeInstanceOf(InlineRollChild);
		expect(el.querySelector("code")).toBeNull();
		plugin.unload();
	});
});

describe("inline roll", () => {
	it.each([
		{ code: "roll: 2d6+1", expression: "2d6+1" },
		{ code: "Roll:1d20", expression: "1d20" },
		{ code: "roll:", expression: undefined },
		{ code: "2d6", expression: undefined },
	])("`$code` → $expression", ({ code, expression }) => {
		expect(inlineRollExpression(code)).toBe(expression);
	});

	it("rolls and shows the total with its dice", () => {
		const el = createDiv();
		noteCode(el.createEl("p"), "roll: 2d6+1");
		const children: InlineRollChild[] = [];
		mountInlineRolls(el, (child) => children.push(child as InlineRollChild), scriptedRng([2, 6]));
		for (const child of children) child.load();
		el.querySelector<HTMLButtonElement>(".cl-inline-roll-button")?.click();
		expect(el.querySelector(".cl-inline-roll-result")?.textContent).toBe("9 (2, 6; 8 + 1)");
		for (const child of children) child.unload();
	});

	it("leaves code that is not valid dice untouched, and code blocks alone", () => {
		const el = createDiv();
		noteCode(el.createEl("p"), "roll: banana");
		noteCode(el.createEl("pre"), "roll: 1d6");
		const added: unknown[] = [];
		mountInlineRolls(el, (child) => added.push(child), scriptedRng([]));
		expect(added).toHaveLength(0);
		expect(el.querySelectorAll("code")).toHaveLength(2);
	});
});
