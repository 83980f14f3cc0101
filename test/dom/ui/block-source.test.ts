import { describe, expect, it } from "vitest";
import { MAX_LABEL_LENGTH, readRollBlock } from "../../../src/games/dice/block-source";
import { formatPercent, formatStat } from "../../../src/games/dice/format";

describe("reading a ledger-roll block body", () => {
	it.each([
		{ source: "2d6+1", expression: "2d6+1", target: undefined, label: undefined },
		{ source: "  2d6+1  \n", expression: "2d6+1", target: undefined, label: undefined },
		{ source: "1d20 # Climb the wall\nvs 12", expression: "1d20", target: 12, label: "Climb the wall" },
		{ source: "1d20\ntarget: 15", expression: "1d20", target: 15, label: undefined },
		{ source: "1d20 vs 15 # Attack", expression: "1d20", target: 15, label: "Attack" },
		{ source: "# Recovery\n1d6+1", expression: "1d6+1", target: undefined, label: "Recovery" },
		{ source: "VS 6\n1d20", expression: "1d20", target: 6, label: undefined },
		{ source: "1d20-2\nvs -3", expression: "1d20-2", target: -3, label: undefined },
	])("$source", ({ source, expression, target, label }) => {
		const read = readRollBlock(source);
		expect(read).toEqual({ ok: true, spec: { expression, ...(target !== undefined && { target }), ...(label !== undefined && { label }) } });
	});

	it("cuts very long labels", () => {
		const read = readRollBlock(`1d6 # ${"x".repeat(5000)}`);
		expect(read.ok && read.spec.label?.length).toBe(MAX_LABEL_LENGTH);
	});
});

describe("formatting odds", () => {
	it.each([
		{ p: 0, text: "0%" },
		{ p: 1, text: "100%" },
		{ p: 0.75, text: "75%" },
		{ p: 7 / 12, text: "58.33%" },
		{ p: 1e-9, text: "<0.01%" },
		{ p: 1 - 1e-9, text: ">99.99%" },
	])("$p → $text", ({ p, text }) => {
		expect(formatPercent(p)).toBe(text);
	});

	it.each([
		{ value: 7, text: "7" },
		{ value: 3.5, text: "3.5" },
		{ value: Math.sqrt(35 / 6), text: "2.42" },
		{ value: -0.001, text: "0" },
	])("$value → $text", ({ value, text }) => {
		expect(formatStat(value)).toBe(text);
	});
});
