/**
 * The rule tools as a user meets them in these tests: the plugin's own registration (the panel's
 * post-processor and the `ledger-rules` block) on a small Cypher table whose current session takes
 * the rolls, with the dice scripted; and what a user reads and does — a calculator's lines, a
 * dropdown chosen, a number typed, Roll pressed.
 */
import { afterEach, vi } from "vitest";
import type { MarkdownPostProcessorContext } from "obsidian";
import { parseEntries } from "../../../src/engine/log";
import { scriptedRng } from "../../../src/engine/rng";
import type { RuleTopic } from "../../../src/notes/csrd/rule-page";
import { registerRuleTools } from "../../../src/ui/rules/register";
import { RULES_BLOCK } from "../../../src/ui/rules/block";
import type { TestVault } from "../campaign/helpers";
import { CAMPAIGN, SESSION, settle, table } from "../cypher/fixtures";
import { registered, testPlugin } from "../helpers/plugin";

export { SESSION, settle };

const unloads: (() => void)[] = [];
afterEach(() => {
	for (const unload of unloads.splice(0)) unload();
	vi.restoreAllMocks();
	document.body.empty();
});

/** Unloads everything mounted so far, as closing the note does. */
export function unloadAll(): void {
	for (const unload of unloads.splice(0)) unload();
}

/** A Cypher table (campaign, current session, characters) with `notes` added, rolls going to its session. */
export async function rulesVault(notes: Record<string, string> = {}): Promise<TestVault> {
	const v = await table();
	for (const [path, text] of Object.entries(notes)) {
		const folder = path.split("/").slice(0, -1).join("/");
		if (folder !== "" && !v.app.vault.getAbstractFileByPath(folder)) await v.app.vault.createFolder(folder);
		await v.app.vault.create(path, text);
	}
	return v;
}

/** The plugin with the rule tools registered, the default campaign set, and the dice to roll. */
function plugin(v: TestVault, faces: number[]) {
	const p = testPlugin(v.app);
	registerRuleTools(p, () => v.settings({ defaultCampaign: CAMPAIGN }), scriptedRng(faces));
	return p;
}

function context(path: string, text: string, lineStart: number): MarkdownPostProcessorContext {
	return {
		sourcePath: path,
		getSectionInfo: () => ({ text, lineStart, lineEnd: lineStart }),
		addChild: (child: { load(): void; unload(): void }) => {
			child.load();
			unloads.push(() => child.unload());
		},
	} as unknown as MarkdownPostProcessorContext;
}

/** The section holding a note's first heading, post-processed as Obsidian does in reading view. */
export async function openPage(v: TestVault, path: string, faces: number[] = [], lineStart?: number): Promise<HTMLElement> {
	const text = await v.read(path);
	const first = text.split("\n").findIndex((line, i) => i > 0 && /^#{1,6} /.test(line));
	const el = document.body.createDiv();
	el.createEl("h2", { text: "A heading" });
	const p = plugin(v, faces);
	const processors = (p as unknown as { markdownPostProcessors__: ((el: HTMLElement, ctx: MarkdownPostProcessorContext) => unknown)[] }).markdownPostProcessors__;
	for (const processor of processors) void processor(el, context(path, text, lineStart ?? first));
	return el;
}

/** A `ledger-rules` block with this source, drawn in the note at `path`. */
export function drawBlock(v: TestVault, path: string, source: string, faces: number[] = []): HTMLElement {
	const el = document.body.createDiv();
	const processor = registered(plugin(v, faces)).processors.get(RULES_BLOCK);
	if (!processor) throw new Error(`${RULES_BLOCK} is not registered`);
	void processor(source, el, context(path, "", 0));
	return el;
}

/** The calculators shown, by topic, in order. */
export const topicsShown = (el: HTMLElement): string[] => Array.from(el.querySelectorAll(".cl-rules-calc"), (d) => d.getAttribute("data-topic") ?? "");

/** One calculator, opened as a reader opens it (a folded one is drawn on opening). */
export function calculator(el: HTMLElement, topic: RuleTopic): HTMLElement {
	const found = el.querySelector<HTMLDetailsElement>(`details.cl-rules-calc[data-topic="${topic}"]`);
	if (!found) throw new Error(`no ${topic} calculator`);
	if (!found.open) {
		found.open = true;
		found.dispatchEvent(new Event("toggle"));
	}
	return found;
}

/** The lines a calculator shows now. */
export const lines = (calc: HTMLElement): string[] => Array.from(calc.querySelectorAll(".cl-rules-line"), (p) => p.textContent ?? "");
/** The line of one part ("target", "chance"). */
export const line = (calc: HTMLElement, part: string): string => calc.querySelector(`.cl-rules-${part}`)?.textContent ?? "";
/** The message shown for a value the rules refuse, or "" when there is none. */
export const problem = (calc: HTMLElement): string => calc.querySelector(".cl-rules-problem")?.textContent ?? "";
/** The inputs drawn, by the names they are announced with. */
export const inputs = (calc: HTMLElement): string[] => Array.from(calc.querySelectorAll(".cl-rules-field :is(select, input)"), (c) => c.getAttribute("aria-label") ?? "");

/** Chooses a dropdown's value as a user does. */
export function choose(calc: HTMLElement, key: string, value: string): void {
	const select = calc.querySelector<HTMLSelectElement>(`[data-key="${key}"] select`);
	if (!select) throw new Error(`no dropdown ${key}`);
	select.value = value;
	select.dispatchEvent(new Event("change"));
}

/** Types into a number box as a user does. */
export function type(calc: HTMLElement, key: string, text: string): void {
	const input = calc.querySelector<HTMLInputElement>(`[data-key="${key}"] input`);
	if (!input) throw new Error(`no box ${key}`);
	input.value = text;
	input.dispatchEvent(new Event("input"));
}

/** Ticks or clears a toggle. */
export function tick(calc: HTMLElement, key: string, on: boolean): void {
	const box = calc.querySelector<HTMLInputElement>(`[data-key="${key}"] input[type="checkbox"]`);
	if (!box) throw new Error(`no toggle ${key}`);
	box.checked = on;
	box.dispatchEvent(new Event("change"));
}

/** The Roll button of a calculator, if it has one now. */
export const rollButton = (calc: HTMLElement): HTMLButtonElement | null => calc.querySelector<HTMLButtonElement>(".cl-rules-button");

/** Presses Roll and waits for the result and the record line. */
export async function roll(calc: HTMLElement): Promise<{ result: string; record: string }> {
	const button = rollButton(calc);
	if (!button) throw new Error("no Roll button");
	button.click();
	await settle();
	await settle();
	return { result: calc.querySelector(".cl-rules-result")?.textContent ?? "", record: calc.querySelector(".cl-rules-record")?.textContent ?? "" };
}

/** The session's log entries. */
export const entries = async (v: TestVault) => parseEntries(await v.read(SESSION)).entries.map((e) => e.entry);

/** A compendium rule page in the format of the CSRD vault, written for these tests (no compendium text). */
export const rulePage = (name: string, body: string): string => `---\naliases:\n- "${name}"\ntags:\n- Rule\n---\n## ${name}\n${body}\n`;
