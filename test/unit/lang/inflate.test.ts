/**
 * The translations ship compressed in main.js and are unpacked by the plugin's own DEFLATE decoder
 * (src/lang/inflate.ts). What a user would notice if it were wrong: a translated word garbled, or
 * German falling back to English. So every kind of block zlib writes is decoded back to the exact
 * bytes, and each shipped catalogue unpacks to the file in the repository.
 */
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { constants, deflateRawSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { catalogueModule } from "../../../scripts/text-loaders.mjs";
import { LANGUAGE_CODES, shippedMessage } from "../../../src/lang";
import { fromZ85, inflateRaw } from "../../../src/lang/inflate";

/** A reproducible stream of bytes (a small linear congruential generator). */
function seededBytes(length: number, seed: number, alphabet = 256): Uint8Array {
	const bytes = new Uint8Array(length);
	let state = seed >>> 0;
	for (let i = 0; i < length; i++) {
		state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
		bytes[i] = (state >>> 24) % alphabet;
	}
	return bytes;
}

/** Where two byte arrays first differ (-1: they are the same), so a failure says where. */
function firstDifference(actual: Uint8Array, expected: Uint8Array): number {
	const shorter = Math.min(actual.length, expected.length);
	for (let i = 0; i < shorter; i++) if (actual[i] !== expected[i]) return i;
	return actual.length === expected.length ? -1 : shorter;
}

function roundTrip(input: Uint8Array, options: Parameters<typeof deflateRawSync>[1]): Uint8Array {
	return inflateRaw(new Uint8Array(deflateRawSync(input, options)));
}

describe("inflateRaw reads what zlib writes", () => {
	const text = new TextEncoder().encode("Kessa spends a level of Effort: the task is eased by one step. ".repeat(200) + "Anstrengung · Esfuerzo · Effort · Esforço");
	it("stored blocks (level 0), longer than one block's 65,535 bytes", () => {
		const big = seededBytes(150_000, 7);
		expect(firstDifference(roundTrip(big, { level: 0 }), big)).toBe(-1);
	});
	it("fixed Huffman blocks", () => {
		expect(firstDifference(roundTrip(text, { strategy: constants.Z_FIXED }), text)).toBe(-1);
	});
	it("dynamic Huffman blocks, with long runs and overlapping copies", () => {
		const runs = new Uint8Array(70_000).fill(65);
		expect(firstDifference(roundTrip(runs, { level: 9 }), runs)).toBe(-1);
		expect(firstDifference(roundTrip(text, { level: 9 }), text)).toBe(-1);
	});
	it("many seeded inputs at every level", () => {
		for (let seed = 1; seed <= 40; seed++) {
			const input = seededBytes(1 + ((seed * 977) % 20_000), seed, 2 + (seed % 30));
			const level = seed % 10;
			expect(firstDifference(roundTrip(input, { level }), input), `seed ${seed}`).toBe(-1);
		}
	});
	it("an empty input", () => {
		expect(roundTrip(new Uint8Array(0), {}).length).toBe(0);
	});
	it("refuses a damaged or cut stream instead of inventing bytes", () => {
		const packed = new Uint8Array(deflateRawSync(text, { level: 9 }));
		expect(() => inflateRaw(packed.subarray(0, packed.length >> 1))).toThrow();
		expect(() => inflateRaw(new Uint8Array([0xff, 0xff, 0xff]))).toThrow();
		// A stored block whose length and its complement disagree.
		expect(() => inflateRaw(new Uint8Array([0x01, 0x05, 0x00, 0x00, 0x00, 1, 2, 3, 4, 5]))).toThrow(/length/);
	});
});

describe("each shipped catalogue holds the file in the repository", () => {
	const dir = "src/lang/catalogues";
	for (const file of readdirSync(dir).filter((name) => name.endsWith(".catalogue"))) {
		const code = file.replace(".catalogue", "") as (typeof LANGUAGE_CODES)[number];
		it(file, () => {
			const text = readFileSync(join(dir, file), "utf8");
			const messages = JSON.parse(text) as Record<string, string>;
			// Read back through the plugin's own reader, from the module every build ships (vitest's loader is the same).
			const wrong = Object.entries(messages).filter(([id, message]) => shippedMessage(code, id) !== message);
			expect(wrong).toEqual([]);
			const module = catalogueModule(join(dir, file).replace(/\\/g, "/"));
			const shipped = JSON.parse(module.replace(/^export default /, "").replace(/;$/, "")) as { atLoad: string; packed: string };
			const atLoad = JSON.parse(shipped.atLoad) as Record<string, string>;
			// What onload reads is plain (a start in this language unpacks nothing): command names and the ribbon's title.
			expect(Object.keys(atLoad).length).toBeGreaterThan(20);
			const readAtLoad = ["commands.", "sidebar.", "print.", "pack.", "log.command.", "frame.sheet.command.", "csrd.command.", "encounter.players.command", "pool.action.", "d20.action.", "cypher.command.", "cypher.procedureCommand."];
			expect(Object.keys(atLoad).every((id) => readAtLoad.some((prefix) => id.startsWith(prefix)))).toBe(true);
			// The rest is packed, well under half its text.
			expect(shipped.packed.length + shipped.atLoad.length).toBeLessThan(text.length * 0.5);
		});
	}
});

describe("Z85, the text the packed catalogues are written in (ZeroMQ RFC 32)", () => {
	it("reads the RFC's own example: the 8 bytes 86 4F D2 6F B5 59 F7 5B are HelloWorld", async () => {
		const { toZ85 } = await import("../../../scripts/catalogue-pack.mjs");
		const bytes = Uint8Array.from([0x86, 0x4f, 0xd2, 0x6f, 0xb5, 0x59, 0xf7, 0x5b]);
		// The first character says no zero bytes were added (8 is a whole number of groups of four).
		expect(toZ85(bytes)).toBe("0HelloWorld");
		expect([...fromZ85("0HelloWorld")]).toEqual([...bytes]);
	});

	it("gives back every length of bytes exactly, the last group padded and the padding taken off", async () => {
		const { toZ85 } = await import("../../../scripts/catalogue-pack.mjs");
		for (let length = 0; length <= 41; length++) {
			const bytes = seededBytes(length, length + 1);
			const text = toZ85(bytes);
			expect(text).not.toMatch(/["\\]/);
			expect(firstDifference(fromZ85(text), bytes), `${length} bytes`).toBe(-1);
		}
	});

	it("refuses what is not a packed text, so a broken catalogue falls back to English", () => {
		expect(() => fromZ85("0Hell")).toThrow(/not a packed text/);
		expect(() => fromZ85("0Hello Worl")).toThrow(/outside Z85/);
		expect(() => fromZ85("0#####")).toThrow(/past four bytes/);
	});
});
