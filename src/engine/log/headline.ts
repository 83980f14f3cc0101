/**
 * An entry said in a few words without saying anything twice. Titles are written to stand alone
 * ("Rust Hound: 4 damage", "16 damage"), so beside the actor's link or before an outcome that starts
 * with the same words ("16 damage; Health 14 to 0") they would repeat: these drop the repeat.
 */
import type { LogEntry } from "./entry";

/** The name an actor reference shows: a link's alias, else its note's name; plain text as it is. */
export function actorName(actor: string): string {
	const link = /^\[\[([^\]|#^]+)(?:[#^][^\]|]*)?(?:\|([^\]]+))?\]\]$/.exec(actor.trim());
	if (!link) return actor.trim();
	if (link[2] !== undefined) return link[2].trim();
	const path = (link[1] ?? "").trim();
	return path.slice(path.lastIndexOf("/") + 1).replace(/\.md$/i, "");
}

/** Whether `text` starts with `words` as whole words ("16 damage; …" starts with "16 damage", "16 damaged" does not). */
function startsWithWords(text: string, words: string): boolean {
	if (words === "" || !text.startsWith(words)) return false;
	const next = text.charAt(words.length);
	return next === "" || /[\s;:,.(]/.test(next);
}

/** The title as shown after its actor: without a leading "Actor: " the actor's link already says. */
export function titleAfterActor(entry: Pick<LogEntry, "actor" | "title">): string {
	const name = actorName(entry.actor);
	const prefix = `${name}: `;
	return name !== "" && entry.title.startsWith(prefix) && entry.title.length > prefix.length ? entry.title.slice(prefix.length) : entry.title;
}

/** Whether the outcome already begins with the title's words, so the title need not be said too. */
export function outcomeRepeatsTitle(title: string, outcome: string | undefined): boolean {
	return outcome !== undefined && startsWithWords(outcome, title);
}

/** A notice's line for a logged entry: "Title: outcome", or the outcome alone when it starts with the title. */
export function entryNotice(entry: Pick<LogEntry, "title" | "outcome">): string {
	const outcome = entry.outcome?.text;
	if (outcome === undefined || outcome === "") return `${entry.title}: logged`;
	return outcomeRepeatsTitle(entry.title, outcome) ? outcome : `${entry.title}: ${outcome}`;
}
