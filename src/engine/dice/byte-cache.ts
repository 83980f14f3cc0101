/**
 * A least-recently-used cache bounded by the bytes it holds, not by its count: one exact
 * distribution of a big pool weighs megabytes while a small one weighs a few hundred bytes, so a
 * count bound is either too tight for the small or far too loose for the large (512 large odds
 * were close to a gigabyte). Sizes are estimates of the heap each value keeps alive.
 */
export class ByteLruCache<K, V> {
	private readonly entries = new Map<K, { value: V; bytes: number }>();
	private held = 0;

	constructor(
		/** The most bytes held at once; a value larger than this is not kept at all. */
		readonly maxBytes: number,
		private readonly sizeOf: (value: V) => number,
	) {}

	/** The value, made the most recently used; undefined when not held. */
	get(key: K): V | undefined {
		const entry = this.entries.get(key);
		if (!entry) return undefined;
		this.entries.delete(key);
		this.entries.set(key, entry);
		return entry.value;
	}

	/** Whether the key is held, without making it the most recently used. */
	has(key: K): boolean {
		return this.entries.has(key);
	}

	set(key: K, value: V): void {
		this.delete(key);
		const bytes = this.sizeOf(value);
		if (bytes > this.maxBytes) return;
		this.entries.set(key, { value, bytes });
		this.held += bytes;
		for (const [oldest, entry] of this.entries) {
			if (this.held <= this.maxBytes) break;
			this.entries.delete(oldest);
			this.held -= entry.bytes;
		}
	}

	delete(key: K): void {
		const entry = this.entries.get(key);
		if (!entry) return;
		this.entries.delete(key);
		this.held -= entry.bytes;
	}

	/** The estimated bytes held now (never over maxBytes). */
	get bytes(): number {
		return this.held;
	}

	get size(): number {
		return this.entries.size;
	}
}

/** 1 MiB, for stating cache bounds in the units people read. */
export const MIB = 1024 * 1024;
