/**
 * Finding things in a note's Markdown the way other plugins' users place them: the lines under a
 * heading, and fenced blocks of a language (`statblock`, `encounter`). Pure, so it is unit tested.
 */

export interface FencedBlock {
	/** 0-based lines of the opening and closing fences (the closing one is the last line when never closed). */
	start: number;
	end: number;
	body: string;
}

/** The lines [from, to) under a heading (to the next heading of its level or higher), or undefined. */
export function headingRange(lines: readonly string[], heading: string): { from: number; to: number } | undefined {
	const wanted = heading.trim().toLowerCase();
	let from = -1;
	let level = 0;
	let fence = "";
	for (const [index, line] of lines.entries()) {
		const opened = /^ {0,3}(`{3,}|~{3,})/.exec(line)?.[1];
		if (opened !== undefined && (fence === "" || (opened[0] === fence[0] && opened.length >= fence.length))) fence = fence === "" ? opened : "";
		if (fence !== "") continue;
		const match = /^ {0,3}(#{1,6})\s+(.*?)\s*#*\s*$/.exec(line);
		if (!match) continue;
		const depth = (match[1] as string).length;
		if (from < 0 && (match[2] ?? "").toLowerCase() === wanted) {
			from = index;
			level = depth;
		} else if (from >= 0 && depth <= level) return { from, to: index };
	}
	return from < 0 ? undefined : { from, to: lines.length };
}

/** Every fenced block of a language (```statblock …```), in order. */
export function fencedBlocks(lines: readonly string[], language: string): FencedBlock[] {
	const blocks: FencedBlock[] = [];
	for (let index = 0; index < lines.length; index++) {
		const open = /^ {0,3}(`{3,}|~{3,})\s*(\S*)/.exec(lines[index] ?? "");
		if (!open) continue;
		const fence = open[1] as string;
		let end = index + 1;
		while (end < lines.length && !new RegExp(`^ {0,3}${fence[0] === "`" ? "`" : "~"}{${fence.length},}\\s*$`).test(lines[end] ?? "")) end++;
		if ((open[2] ?? "").toLowerCase() === language) blocks.push({ start: index, end: Math.min(end, lines.length - 1), body: lines.slice(index + 1, end).join("\n") });
		index = end;
	}
	return blocks;
}
