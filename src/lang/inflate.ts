/**
 * A raw DEFLATE decoder (RFC 1951), so the translations can ship in main.js compressed: each
 * language's catalogue is packed at build time (scripts/text-loaders.mjs) and unpacked here the
 * first time that language is used. Browsers' DecompressionStream would do it, but it is
 * asynchronous and missing on iOS 15's WebView, and `t()` must answer at once.
 *
 * Written for the catalogues this plugin builds itself; malformed input throws (the caller then
 * falls back to English), and the output is bounded so a broken stream cannot grow without end.
 */

/** At most this many bytes out: the largest catalogue is a small fraction of it. */
const MAX_OUTPUT = 16 * 1024 * 1024;

/**
 * A canonical Huffman code as a lookup table: indexed by the next `bits` bits of input (least
 * significant first, as DEFLATE packs them), each entry is `symbol << 4 | code length` (0: no code).
 * One lookup per symbol rather than one step per bit: the catalogue is unpacked while Obsidian
 * starts, before the JIT has compiled anything, so fewer steps is what makes it fast.
 */
interface HuffmanTable {
	readonly entries: Int32Array;
	readonly bits: number;
}

// RFC 1951 §3.2.5: the base value and extra bits of each length code (257–285) and distance code (0–29).
const LENGTH_BASE = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258];
const LENGTH_EXTRA = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0];
const DISTANCE_BASE = [
	1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577,
];
const DISTANCE_EXTRA = [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13];
// RFC 1951 §3.2.7: the order in which a dynamic block lists the code lengths of its code-length code.
const CODE_LENGTH_ORDER = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15];

const MAX_BITS = 15;

/** The lookup table of the canonical code whose symbol `s` has `lengths[s]` bits (0: not used); RFC 1951 §3.2.2. */
function huffmanTable(lengths: ArrayLike<number>): HuffmanTable {
	const counts = new Uint16Array(MAX_BITS + 1);
	let longest = 0;
	for (let symbol = 0; symbol < lengths.length; symbol++) {
		const bits = lengths[symbol] ?? 0;
		if (bits === 0) continue;
		counts[bits] = (counts[bits] ?? 0) + 1;
		if (bits > longest) longest = bits;
	}
	// The first code of each length: codes of one length are consecutive, after the shorter ones.
	const nextCode = new Uint16Array(MAX_BITS + 2);
	let code = 0;
	for (let bits = 1; bits <= MAX_BITS; bits++) {
		code = (code + (counts[bits - 1] ?? 0)) << 1;
		nextCode[bits] = code;
	}
	const size = 1 << longest;
	const entries = new Int32Array(size);
	for (let symbol = 0; symbol < lengths.length; symbol++) {
		const bits = lengths[symbol] ?? 0;
		if (bits === 0) continue;
		const assigned = nextCode[bits] ?? 0;
		nextCode[bits] = assigned + 1;
		// Codes are written most significant bit first, the input read least significant first: reverse.
		let reversed = 0;
		for (let i = 0; i < bits; i++) reversed |= ((assigned >> i) & 1) << (bits - 1 - i);
		// Every index whose low `bits` bits are this code, whatever the bits after it.
		for (let index = reversed; index < size; index += 1 << bits) entries[index] = (symbol << 4) | bits;
	}
	return { entries, bits: longest };
}

let fixedTables: { literals: HuffmanTable; distances: HuffmanTable } | undefined;

/** RFC 1951 §3.2.6: the fixed codes of a block of type 1, built once. */
function fixed(): { literals: HuffmanTable; distances: HuffmanTable } {
	if (fixedTables === undefined) {
		const literalLengths = new Uint8Array(288);
		literalLengths.fill(8, 0, 144);
		literalLengths.fill(9, 144, 256);
		literalLengths.fill(7, 256, 280);
		literalLengths.fill(8, 280, 288);
		fixedTables = { literals: huffmanTable(literalLengths), distances: huffmanTable(new Uint8Array(30).fill(5)) };
	}
	return fixedTables;
}

/** Reads the compressed bytes bit by bit (least significant bit first) and collects the output. */
class Inflater {
	private position = 0;
	private bitBuffer = 0;
	private bitCount = 0;
	private output: Uint8Array;
	private length = 0;

	constructor(private readonly input: Uint8Array) {
		// Text compresses about threefold: start near the final size, grow by doubling past it.
		this.output = new Uint8Array(Math.max(1024, input.length * 4));
	}

	run(): Uint8Array {
		let last = false;
		while (!last) {
			last = this.bits(1) === 1;
			const type = this.bits(2);
			if (type === 0) this.storedBlock();
			else if (type === 1) this.compressedBlock(fixed().literals, fixed().distances);
			else if (type === 2) this.dynamicBlock();
			else throw new Error("inflate: unknown block type");
		}
		return this.output.subarray(0, this.length);
	}

	/** Tops the bit buffer up to at least `count` bits, or to the end of the input. */
	private fill(count: number): void {
		while (this.bitCount < count && this.position < this.input.length) {
			this.bitBuffer |= (this.input[this.position++] ?? 0) << this.bitCount;
			this.bitCount += 8;
		}
	}

	private bits(count: number): number {
		this.fill(count);
		if (this.bitCount < count) throw new Error("inflate: the data ends early");
		const value = this.bitBuffer & ((1 << count) - 1);
		this.bitBuffer >>>= count;
		this.bitCount -= count;
		return value;
	}

	private decode(table: HuffmanTable): number {
		this.fill(table.bits);
		const entry = table.entries[this.bitBuffer & ((1 << table.bits) - 1)] ?? 0;
		const length = entry & 15;
		if (length === 0 || length > this.bitCount) throw new Error("inflate: a code no table holds, or the data ends early");
		this.bitBuffer >>>= length;
		this.bitCount -= length;
		return entry >> 4;
	}

	/** Room for `more` bytes of output. */
	private reserve(more: number): void {
		if (this.length + more <= this.output.length) return;
		if (this.length + more > MAX_OUTPUT) throw new Error("inflate: the output is too large");
		const grown = new Uint8Array(Math.max(this.output.length * 2, this.length + more));
		grown.set(this.output.subarray(0, this.length));
		this.output = grown;
	}

	private storedBlock(): void {
		// A stored block starts on a byte boundary: drop the bits left in the current byte.
		this.bitBuffer = 0;
		this.bitCount = 0;
		const size = this.bits(16);
		const complement = this.bits(16);
		if ((size ^ 0xffff) !== complement) throw new Error("inflate: a stored block's length is damaged");
		if (this.position + size > this.input.length) throw new Error("inflate: the data ends early");
		this.reserve(size);
		this.output.set(this.input.subarray(this.position, this.position + size), this.length);
		this.position += size;
		this.length += size;
	}

	private compressedBlock(literals: HuffmanTable, distances: HuffmanTable): void {
		for (;;) {
			const symbol = this.decode(literals);
			if (symbol < 256) {
				this.reserve(1);
				this.output[this.length++] = symbol;
			} else if (symbol === 256) return;
			else {
				const lengthCode = symbol - 257;
				if (lengthCode >= LENGTH_BASE.length) throw new Error("inflate: a length code out of range");
				const length = (LENGTH_BASE[lengthCode] ?? 0) + this.bits(LENGTH_EXTRA[lengthCode] ?? 0);
				const distanceCode = this.decode(distances);
				if (distanceCode >= DISTANCE_BASE.length) throw new Error("inflate: a distance code out of range");
				const distance = (DISTANCE_BASE[distanceCode] ?? 0) + this.bits(DISTANCE_EXTRA[distanceCode] ?? 0);
				if (distance > this.length) throw new Error("inflate: a distance before the start");
				this.reserve(length);
				// Byte by byte, since a copy may overlap what it writes (a run of one byte, for instance).
				const output = this.output;
				let at = this.length;
				const end = at + length;
				for (; at < end; at++) output[at] = output[at - distance] ?? 0;
				this.length = end;
			}
		}
	}

	private dynamicBlock(): void {
		const literalCount = this.bits(5) + 257;
		const distanceCount = this.bits(5) + 1;
		const lengthCodeCount = this.bits(4) + 4;
		const lengthCodeLengths = new Uint8Array(19);
		for (let i = 0; i < lengthCodeCount; i++) lengthCodeLengths[CODE_LENGTH_ORDER[i] ?? 0] = this.bits(3);
		const lengthCode = huffmanTable(lengthCodeLengths);

		// The literal and distance code lengths, run-length coded in one sequence.
		const lengths = new Uint8Array(literalCount + distanceCount);
		let filled = 0;
		while (filled < lengths.length) {
			const symbol = this.decode(lengthCode);
			if (symbol < 16) {
				lengths[filled++] = symbol;
				continue;
			}
			let repeated = 0;
			let times: number;
			if (symbol === 16) {
				if (filled === 0) throw new Error("inflate: a repeat with nothing before it");
				repeated = lengths[filled - 1] ?? 0;
				times = 3 + this.bits(2);
			} else if (symbol === 17) times = 3 + this.bits(3);
			else times = 11 + this.bits(7);
			if (filled + times > lengths.length) throw new Error("inflate: code lengths run past their table");
			lengths.fill(repeated, filled, filled + times);
			filled += times;
		}
		this.compressedBlock(huffmanTable(lengths.subarray(0, literalCount)), huffmanTable(lengths.subarray(literalCount)));
	}
}

/** The bytes a raw DEFLATE stream holds; throws on a malformed stream. */
export function inflateRaw(input: Uint8Array): Uint8Array {
	return new Inflater(input).run();
}

/** Z85's 85 digits (ZeroMQ RFC 32), in the order of their values; scripts/catalogue-pack.mjs writes with the same. */
const Z85_ALPHABET = "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ.-:+=^!/*?&<>()[]{}@%$#";
let z85Values: Int16Array | undefined;

/**
 * The bytes of a packed text (scripts/catalogue-pack.mjs's toZ85): its first character says how many
 * zero bytes end the last group of four, then each 5 Z85 digits are 4 bytes, most significant first.
 */
export function fromZ85(text: string): Uint8Array {
	const values = (z85Values ??= Int16Array.from({ length: 128 }, (_, code) => Z85_ALPHABET.indexOf(String.fromCharCode(code))));
	const padding = Number(text.charAt(0));
	const body = text.length - 1;
	if (!(padding >= 0 && padding <= 3) || body % 5 !== 0) throw new Error("unpack: not a packed text");
	const bytes = new Uint8Array((body / 5) * 4);
	for (let at = 1, out = 0; at < text.length; at += 5, out += 4) {
		let value = 0;
		for (let digit = 0; digit < 5; digit++) {
			const code = text.charCodeAt(at + digit);
			const digitValue = code < 128 ? (values[code] ?? -1) : -1;
			if (digitValue < 0) throw new Error("unpack: a character outside Z85");
			value = value * 85 + digitValue;
		}
		if (value > 0xffffffff) throw new Error("unpack: a group past four bytes");
		bytes[out] = value >>> 24;
		bytes[out + 1] = (value >>> 16) & 0xff;
		bytes[out + 2] = (value >>> 8) & 0xff;
		bytes[out + 3] = value & 0xff;
	}
	return bytes.subarray(0, bytes.length - padding);
}

/** The text a packed catalogue holds: the raw DEFLATE of its UTF-8, written in Z85 (scripts/catalogue-pack.mjs). */
export function unpackText(packed: string): string {
	return new TextDecoder("utf-8").decode(inflateRaw(fromZ85(packed)));
}
