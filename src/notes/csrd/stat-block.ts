/**
 * Reads the `> **Label :** value` lines of a compendium stat block. Labels come
 * with irregular spacing and colons inside or outside the bold (`**Level :**`,
 * `**Environment: **`, `**Health**:`); values may be empty or "-".
 */
export function readStatBlock(body: string): Map<string, string> {
	const fields = new Map<string, string>();
	for (const line of body.split(/\r?\n/)) {
		const match = /^\s*>\s*\*\*\s*([A-Za-z][A-Za-z ]{0,40}?)\s*:?\s*\*\*\s*:?\s*(.*?)\s*$/.exec(line);
		if (!match) continue;
		const label = (match[1] as string).trim().toLowerCase();
		if (!fields.has(label)) fields.set(label, (match[2] as string).trim());
	}
	return fields;
}
