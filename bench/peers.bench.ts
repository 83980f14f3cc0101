/**
 * What other plugins' notes cost in reading view (issue 26): the two post-processors it adds run on
 * every section of every note (Dice Roller's `dice:` code; the bar beside a `statblock` or `encounter`
 * block), so a long note that holds none must not pay for them. A note of 2,000 sections (prose with
 * inline code, and no block of theirs) is post-processed as Obsidian does, section by section, against
 * obsidian-test-mocks in happy-dom, and compared with the plugin's own inline-roll post-processor
 * over the same sections in the same run (it does the same kind of look at each section).
 *
 * Budget: both of ours together ≤ 2× the inline-roll post-processor alone, over the 2,000 sections.
 * Also printed: one statblock section (its YAML read, its bar drawn), for scale.
 *
 * Run: npx tsx bench/peers.bench.ts
 */
import process from "node:process";
import { finish, medianMs, report } from "./lib";
import { loadWithMocks } from "./with-mocks";

const SECTIONS = 2_000;
const RATIO_BUDGET = 2;

type Processor = (el: HTMLElement, ctx: unknown, deps: unknown) => unknown;

async function main(): Promise<void> {
	const bundle = await loadWithMocks<{
		mountPeerBlockBars: Processor;
		mountPeerDice: (el: HTMLElement, addChild: (child: unknown) => void, rng: unknown, context: unknown) => void;
		mountInlineRolls: (el: HTMLElement, addChild: (child: unknown) => void, rng: unknown, context?: unknown) => void;
		tableDeps: (app: unknown, settings: () => unknown, tell: () => void, rng: unknown) => unknown;
		seededRng: (seed: number) => unknown;
		DEFAULT_SETTINGS: unknown;
		App: { createConfigured__(): { asOriginalType__(): unknown } };
		setup: () => void;
	}>("peers", [
		'export { mountPeerBlockBars } from "./src/ui/peers/blocks";',
		'export { mountPeerDice } from "./src/ui/peers/dice";',
		'export { mountInlineRolls } from "./src/ui/dice/inline-roll";',
		'export { tableDeps } from "./src/ui/frame/pipeline";',
		'export { seededRng } from "./src/engine/rng";',
		'export { DEFAULT_SETTINGS } from "./src/settings";',
	]);
	bundle.setup();
	const app = bundle.App.createConfigured__().asOriginalType__();
	const rng = bundle.seededRng(1);
	const deps = bundle.tableDeps(app, () => bundle.DEFAULT_SETTINGS, () => undefined, rng);
	const context = { app, sourcePath: "Bench.md", settings: () => bundle.DEFAULT_SETTINGS, readLog: () => Promise.resolve({ entries: [], problems: [] }) };

	// A long note of prose: each paragraph a section with a little inline code, none of it Dice Roller's.
	const lines: string[] = [];
	for (let i = 0; i < SECTIONS; i++) lines.push(`Paragraph ${i} mentions \`code ${i}\` and more words.`, "");
	const text = lines.join("\n");
	const sections = Array.from({ length: SECTIONS }, (_, i) => {
		const el = document.createElement("div");
		const p = el.appendChild(document.createElement("p"));
		p.appendChild(document.createTextNode(`Paragraph ${i} mentions `));
		p.appendChild(document.createElement("code")).textContent = `code ${i}`;
		return { el, ctx: { sourcePath: "Bench.md", getSectionInfo: () => ({ text, lineStart: i * 2, lineEnd: i * 2 }), addChild: () => undefined } };
	});

	const ours = medianMs(() => {
		for (const { el, ctx } of sections) {
			bundle.mountPeerBlockBars(el, ctx, deps);
			bundle.mountPeerDice(el, () => undefined, rng, context);
		}
	}, 15, 3);
	const reference = medianMs(() => {
		for (const { el } of sections) bundle.mountInlineRolls(el, () => undefined, rng, context);
	}, 15, 3);
	report({ name: `${SECTIONS} prose sections: dice: code and block bars`, value: ours, unit: "ms" });
	report({ name: `${SECTIONS} prose sections: the inline-roll post-processor (reference)`, value: reference, unit: "ms" });
	report({ name: "other plugins' post-processors against the reference", value: ours / reference, unit: "×", budget: `≤ ${RATIO_BUDGET}×`, pass: ours / reference <= RATIO_BUDGET });

	// One statblock section, its bar drawn (YAML read by the mocks' parseYaml, the creature built).
	const block = ["```statblock", "name: Bench Rat", "ac: 12", "hp: 9", "stats: [9, 15, 12, 2, 10, 4]", "actions:", "  - name: Gnaw", '    desc: "Melee Weapon Attack: +4 to hit. Hit: 4 (1d4 + 2) piercing damage."', "```"].join("\n");
	const statblock = medianMs(() => {
		const el = document.createElement("div");
		bundle.mountPeerBlockBars(el, { sourcePath: "Bench.md", getSectionInfo: () => ({ text: block, lineStart: 0, lineEnd: 8 }), addChild: (child: { load(): void }) => child.load() }, deps);
	}, 21, 3);
	report({ name: "one statblock section (its bar started)", value: statblock, unit: "ms" });
	finish("peers");
}

main().catch((error: unknown) => {
	console.error(error);
	process.exit(1);
});
