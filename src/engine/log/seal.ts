/**
 * The seal: a keyed checksum (HMAC-SHA-256, cut to 64 bits) of what undo acts on, written beside the
 * public checksum on an entry's `check:` line. The key lives with the plugin's data (data.json), never
 * in a note, so only the plugin in this vault (on any device its data reaches) can seal an entry:
 * an entry typed, pasted or forged, or one whose notes were swapped by hand, carries no seal that
 * matches, and undo shows what it would write and asks before it writes anything.
 *
 * Unlike the public checksum (checksum.ts), the seal covers the exact text of every note an entry
 * names and of every link inside a value: a rename that rewrites those links leaves the entry
 * unsealed too, so undo asks before writing to the renamed note (it never guesses which note a
 * rewritten link was).
 *
 * SHA-256 is written here (FIPS 180-4) because the engine stays free of platform APIs and the seal
 * is needed synchronously, while an entry is written and read; Web Crypto's digests are async.
 */
import type { LogEntry } from "./entry";

/** Hex digits of a seal as written: 64 bits. */
export const SEAL_LENGTH = 16;
export const SEAL_PATTERN = /^[0-9a-f]{16}$/;
/** A key as kept in the plugin's data: 256 bits in hex. */
export const SEAL_KEY_PATTERN = /^[0-9a-f]{64}$/;

const K = new Uint32Array([
	0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5, 0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe,
	0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da, 0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7,
	0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967, 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85, 0xa2bfe8a1, 0xa81a664b,
	0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070, 0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
	0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
]);

const rotr = (x: number, n: number): number => (x >>> n) | (x << (32 - n));

/** SHA-256 of bytes. */
export function sha256(data: Uint8Array): Uint8Array {
	const bitLength = data.length * 8;
	const padded = new Uint8Array(Math.ceil((data.length + 9) / 64) * 64);
	padded.set(data);
	padded[data.length] = 0x80;
	const view = new DataView(padded.buffer);
	// Lengths past 2^32 bits never occur here (an entry is at most 64 KiB).
	view.setUint32(padded.length - 4, bitLength >>> 0);
	view.setUint32(padded.length - 8, Math.floor(bitLength / 0x1_0000_0000));
	const h = new Uint32Array([0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19]);
	const w = new Uint32Array(64);
	for (let block = 0; block < padded.length; block += 64) {
		for (let t = 0; t < 16; t++) w[t] = view.getUint32(block + t * 4);
		for (let t = 16; t < 64; t++) {
			const a = w[t - 15] as number;
			const b = w[t - 2] as number;
			const s0 = rotr(a, 7) ^ rotr(a, 18) ^ (a >>> 3);
			const s1 = rotr(b, 17) ^ rotr(b, 19) ^ (b >>> 10);
			w[t] = ((w[t - 16] as number) + s0 + (w[t - 7] as number) + s1) >>> 0;
		}
		let [a, b, c, d, e, f, g, hh] = h as unknown as [number, number, number, number, number, number, number, number];
		for (let t = 0; t < 64; t++) {
			const t1 = (hh + (rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25)) + ((e & f) ^ (~e & g)) + (K[t] as number) + (w[t] as number)) >>> 0;
			const t2 = ((rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22)) + ((a & b) ^ (a & c) ^ (b & c))) >>> 0;
			hh = g;
			g = f;
			f = e;
			e = (d + t1) >>> 0;
			d = c;
			c = b;
			b = a;
			a = (t1 + t2) >>> 0;
		}
		h[0] = ((h[0] as number) + a) >>> 0;
		h[1] = ((h[1] as number) + b) >>> 0;
		h[2] = ((h[2] as number) + c) >>> 0;
		h[3] = ((h[3] as number) + d) >>> 0;
		h[4] = ((h[4] as number) + e) >>> 0;
		h[5] = ((h[5] as number) + f) >>> 0;
		h[6] = ((h[6] as number) + g) >>> 0;
		h[7] = ((h[7] as number) + hh) >>> 0;
	}
	const out = new Uint8Array(32);
	const outView = new DataView(out.buffer);
	for (let i = 0; i < 8; i++) outView.setUint32(i * 4, h[i] as number);
	return out;
}

/** HMAC-SHA-256 (RFC 2104) of a message under a key. */
export function hmacSha256(key: Uint8Array, message: Uint8Array): Uint8Array {
	const block = new Uint8Array(64);
	block.set(key.length > 64 ? sha256(key) : key);
	const inner = new Uint8Array(64 + message.length);
	const outer = new Uint8Array(64 + 32);
	for (let i = 0; i < 64; i++) {
		inner[i] = (block[i] as number) ^ 0x36;
		outer[i] = (block[i] as number) ^ 0x5c;
	}
	inner.set(message, 64);
	outer.set(sha256(inner), 64);
	return sha256(outer);
}

export function hexOf(bytes: Uint8Array): string {
	let out = "";
	for (const byte of bytes) out += byte.toString(16).padStart(2, "0");
	return out;
}

export function bytesOfHex(hex: string): Uint8Array {
	const out = new Uint8Array(hex.length >> 1);
	for (let i = 0; i < out.length; i++) out[i] = parseInt(hex.slice(i * 2, i * 2 + 2), 16);
	return out;
}

/**
 * What a seal covers, exactly as the entry holds it: its id, its kind, its actor, the entries it
 * names (undoes, converted by), and each change (note, key, before, after), links and all.
 */
export function sealedText(entry: Pick<LogEntry, "id" | "kind" | "actor" | "undoes" | "convertedBy" | "changes">): string {
	const changes = entry.changes.map((change) => [change.target, change.key, change.before, change.after]);
	return JSON.stringify(["ledger-seal-1", entry.id, entry.kind, entry.actor, entry.undoes ?? null, entry.convertedBy ?? null, changes]);
}

/** The seal of an entry under a key (hex, as kept in the plugin's data). */
export function sealOf(keyHex: string, entry: Parameters<typeof sealedText>[0]): string {
	return hexOf(hmacSha256(bytesOfHex(keyHex), new TextEncoder().encode(sealedText(entry)))).slice(0, SEAL_LENGTH);
}

/** Whether `seal` is the entry's seal under one of the keys (each tried in turn; a few at most). */
export function sealMatches(keysHex: readonly string[], entry: Parameters<typeof sealedText>[0], seal: string | undefined): boolean {
	if (seal === undefined || !SEAL_PATTERN.test(seal)) return false;
	return keysHex.some((key) => sealOf(key, entry) === seal);
}
