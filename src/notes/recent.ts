/**
 * Keeps the few most recently used things of a kind (a note's planner, a note's parsed log): each
 * holds a note's text, so only the last few notes used keep theirs in memory.
 */
export function keepRecent<K, V>(map: Map<K, V>, key: K, value: V, kept: number): V {
	map.delete(key);
	map.set(key, value);
	for (const oldest of map.keys()) {
		if (map.size <= kept) break;
		map.delete(oldest);
	}
	return value;
}
