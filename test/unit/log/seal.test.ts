/**
 * The seal's hash (issue 33 §2): SHA-256 and HMAC-SHA-256 written in the engine, checked against the
 * standards' own test vectors (FIPS 180-4 examples, RFC 4231) and against Node's crypto on random
 * input; and what the seal covers (every note's link text and every link inside a value).
 */
import { createHash, createHmac } from "node:crypto";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { makeEntry } from "../../../src/engine/log";
import { bytesOfHex, hexOf, hmacSha256, sealMatches, sealOf, sha256 } from "../../../src/engine/log/seal";

const text = (s: string) => new TextEncoder().encode(s);

describe("SHA-256 and HMAC-SHA-256", () => {
	it.each([
		["", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"],
		["abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"],
		["abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq", "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"],
	])("FIPS 180-4's example %j", (message, digest) => {
		expect(hexOf(sha256(text(message)))).toBe(digest);
	});

	it.each([
		// RFC 4231, test cases 1, 2 and 6 (a key longer than a block).
		["0b".repeat(20), hexOf(text("Hi There")), "b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7"],
		[hexOf(text("Jefe")), hexOf(text("what do ya want for nothing?")), "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843"],
		["aa".repeat(131), hexOf(text("Test Using Larger Than Block-Size Key - Hash Key First")), "60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54"],
	])("RFC 4231's HMAC vectors (key %s…)", (key, message, mac) => {
		expect(hexOf(hmacSha256(bytesOfHex(key), bytesOfHex(message)))).toBe(mac);
	});

	it("agrees with Node's crypto on 300 random messages and keys (seeded)", () => {
		fc.assert(
			fc.property(fc.uint8Array({ maxLength: 300 }), fc.uint8Array({ minLength: 1, maxLength: 100 }), (message, key) => {
				expect(hexOf(sha256(message))).toBe(createHash("sha256").update(message).digest("hex"));
				expect(hexOf(hmacSha256(key, message))).toBe(createHmac("sha256", key).update(message).digest("hex"));
			}),
			{ numRuns: 300, seed: 33 },
		);
	});
});

describe("what the seal covers", () => {
	const key = "5e".repeat(32);
	const other = "a1".repeat(32);
	const climb = makeEntry({
		id: "e1",
		time: "2026-11-21T02:30:00.000Z",
		kind: "task",
		actor: "[[Kira]]",
		title: "Climb",
		changes: [
			{ target: "[[Oru]]", key: "might", before: 9, after: 7 },
			{ target: "[[Kira]]", key: "allies", before: ["[[Oru]]"], after: ["[[Oru]]", "[[Bex]]"] },
		],
	});
	const seal = sealOf(key, climb);

	it("is 16 hex digits, the same for the same entry and key, another under another key", () => {
		expect(seal).toMatch(/^[0-9a-f]{16}$/);
		expect(sealOf(key, { ...climb })).toBe(seal);
		expect(sealOf(other, climb)).not.toBe(seal);
		expect(sealMatches([other, key], climb, seal)).toBe(true);
		expect(sealMatches([other], climb, seal)).toBe(false);
	});

	it.each([
		["the note of a change ([[Oru]] → [[Bex]])", { ...climb, changes: [{ ...climb.changes[0]!, target: "[[Bex]]" }, climb.changes[1]!] }],
		["a link inside a list value", { ...climb, changes: [climb.changes[0]!, { ...climb.changes[1]!, after: ["[[Oru]]", "[[Secrets]]"] }] }],
		["a before-value's type (9 → \"9\")", { ...climb, changes: [{ ...climb.changes[0]!, before: "9" }, climb.changes[1]!] }],
		["the actor", { ...climb, actor: "[[Bex]]" }],
		["the kind", { ...climb, kind: "convert" }],
		["the id", { ...climb, id: "e2" }],
		["the entry it undoes", { ...climb, undoes: "e0" }],
	])("changes with %s", (_name, edited) => {
		expect(sealMatches([key], edited, seal)).toBe(false);
	});

	it("does not change with what undo never reads (title, dice, time)", () => {
		const { title: _title, time: _time, dice: _dice, ...undoReads } = climb;
		expect(sealMatches([key], undoReads, seal)).toBe(true);
	});
});
