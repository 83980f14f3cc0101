/**
 * The keys the plugin seals entries with (engine/log/seal.ts), and whether it can vouch for an entry.
 *
 * The keys live with the plugin's data (data.json, beside the settings), never in a note: main.ts
 * hands them over with useSealKeys. The first entry this vault's plugin writes creates one key, from
 * the crypto generator rolls use. The key travels with data.json (Obsidian Sync's plugin settings, a
 * git repository of the vault), so entries written on another device are vouched for too; where it
 * does not travel, that device makes its own, and when the two data.json meet, the keys are merged
 * (both kept, the first in the list seals). An entry sealed under a key this device does not have is
 * not refused: undo shows what it would write and asks.
 *
 * Until main.ts hands over the data's keys (and in tests), a key made for this run of the app only is used.
 */
import { sealMatches, sealOf, type LogEntry, type ParsedEntry } from "../../engine/log";
import { cryptoRng } from "../../engine/rng";

export interface SealKeySource {
	/** The keys this vault's plugin holds, the one that seals first. */
	keys(): readonly string[];
	/** Keeps a new key (the first entry written in a vault that has none). */
	create(key: string): Promise<void>;
}

/** A new key: 256 bits from the crypto generator, in hex. */
export function newSealKey(): string {
	const rng = cryptoRng();
	let key = "";
	for (let i = 0; i < 64; i++) key += rng.nextInt(16).toString(16);
	return key;
}

/** One key kept for this run of the app only, made when first asked for. */
export function memorySealKeys(): SealKeySource {
	const kept: string[] = [];
	return {
		keys: () => {
			if (kept.length === 0) kept.push(newSealKey());
			return kept;
		},
		create: (key) => {
			kept.unshift(key);
			return Promise.resolve();
		},
	};
}

let source: SealKeySource = memorySealKeys();
/** Whether each entry read was sealed under one of the keys; forgotten when the keys change. */
let vouched = new WeakMap<ParsedEntry, boolean>();
let creating: Promise<string> | undefined;

/** Where the keys are kept from now on (main.ts: the plugin's data). */
export function useSealKeys(next: SealKeySource): void {
	source = next;
	sealKeysChanged();
}

/** The keys changed (another device's data.json arrived): what was vouched for is checked again. */
export function sealKeysChanged(): void {
	vouched = new WeakMap();
}

/** The key new entries are sealed with, made (once) when the vault has none. */
export function sealingKey(): Promise<string> {
	const [first] = source.keys();
	if (first !== undefined) return Promise.resolve(first);
	creating ??= (async () => {
		const key = newSealKey();
		try {
			await source.create(key);
		} finally {
			creating = undefined;
		}
		sealKeysChanged();
		return source.keys()[0] ?? key;
	})();
	return creating;
}

/** The seal of an entry under the key new entries are sealed with, when there is one already (a test's entries "as the plugin wrote them"). */
export function sealNow(entry: LogEntry): string | undefined {
	const [key] = source.keys();
	return key === undefined ? undefined : sealOf(key, entry);
}

/** The seal of an entry the plugin is about to write. */
export async function sealFor(entry: LogEntry): Promise<string> {
	return sealOf(await sealingKey(), entry);
}

/** Whether the plugin wrote this entry in this vault (its seal matches one of the vault's keys). */
export function vouchedFor(item: ParsedEntry): boolean {
	const known = vouched.get(item);
	if (known !== undefined) return known;
	const result = item.form === "callout" && item.checksum === "ok" && sealMatches(source.keys(), item.entry, item.seal);
	vouched.set(item, result);
	return result;
}
