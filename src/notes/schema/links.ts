/**
 * Reading the notes a wikilink names, as text: "[[People/Kira|Kira]]" leads to "People/Kira" and is
 * called "Kira". Pure (no vault): resolving a link to a file is the notes layer's (log/targets.ts).
 */

/** The path part of a wikilink ("[[People/Kira|Kira]]" → "People/Kira", "[[Salt and Reef#Salt Lash]]" → "Salt and Reef"); a bare path is itself. */
export function linkpathOf(target: string): string {
	const inner = /^\[\[([^\]]*)\]\]$/.exec(target.trim())?.[1] ?? target.trim();
	return (inner.split("|")[0] ?? "").split("#")[0]?.trim() ?? "";
}

/** The name a user reads in a message: "Kira" for "[[People/Kira|Kira]]", "Salt Lash" for "[[Salt and Reef#Salt Lash]]". */
export function targetLabel(target: string): string {
	const inner = /^\[\[([^\]]*)\]\]$/.exec(target.trim())?.[1];
	if (inner === undefined) return target;
	const [path = "", alias] = inner.split("|");
	// An entry of a longer note is known by its heading, the name its bar and the sheet show.
	const [page = "", heading] = path.split("#");
	return alias ?? (heading || page.split("/").pop() || inner);
}
