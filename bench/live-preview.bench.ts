/**
 * Live Preview inline rolls: the text scanning that runs on every edit (which
 * lines are code blocks) and on every cursor move (inline code on visible lines).
 * Both must stay far below a frame (16 ms) on big or hostile notes.
 *
 * Run: npx tsx bench/live-preview.bench.ts [--check]
 */
import { Text } from "@codemirror/state";
import { blockLines, inlineCodeSpans } from "../src/ui/dice/inline-code-scan";
import { finish, medianMs, report } from "./lib";

// A 20,000-line campaign note: prose with inline rolls, a code block every 50 lines.
const lines: string[] = [];
for (let n = 0; n < 20_000; n++) {
	if (n % 50 === 0) lines.push("```ledger-roll", "1d20 vs 12", "```");
	else lines.push(`Line ${n}: the goblin attacks \`roll: 1d20+4\` and hits for \`roll: 1d6+2\` damage.`);
}
const note = Text.of(lines);
const blocksMs = medianMs(() => blockLines(note));
report({ name: "blockLines, 20k-line note", value: blocksMs, unit: "ms", budget: "< 16 ms", pass: blocksMs < 16 });

// A screenful of lines (what the view plugin scans on a cursor move).
const screen = lines.slice(1, 61);
const screenMs = medianMs(() => screen.map((line) => inlineCodeSpans(line)), 201);
report({ name: "inlineCodeSpans, 60 visible lines", value: screenMs, unit: "ms", budget: "< 1 ms", pass: screenMs < 1 });

// Hostile: 200,000 characters of backtick runs. Repeating widths 1..9 (each closes 9 runs on),
// then widths 1, 2, 3, … each used once, so no run ever closes.
let repeating = "";
for (let i = 0; repeating.length < 200_000; i++) repeating += "`".repeat((i % 9) + 1) + "x";
let growing = "";
for (let width = 1; growing.length < 200_000; width++) growing += "`".repeat(width) + "x";
for (const [name, line] of [
	["repeating widths", repeating],
	["growing widths, never closed", growing],
] as const) {
	const ms = medianMs(() => inlineCodeSpans(line), 11);
	report({ name: `inlineCodeSpans, 200k chars of ${name}`, value: ms, unit: "ms", budget: "< 16 ms", pass: ms < 16 });
}

finish("live-preview");
