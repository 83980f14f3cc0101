/**
 * Which computable rules a page is about, read from what it says: its headings and the density of a
 * topic's words in its body. Never its tags or folder: other vaults of the same compendium are
 * organised differently, and a user's own house-rules note has neither. No Obsidian import here.
 *
 * A heading naming the topic settles it ("## Experience Points", "#### The Damage Track"); without
 * one, the topic's words must recur through the page (at least MIN_MENTIONS, and one per
 * CHARS_PER_MENTION characters), so a long chapter that mentions recovery rolls once in passing is
 * not taken for a page about recovery.
 */
import { propertiesBlock } from "../../engine/properties-block";
import { readPageText, type CsrdPage } from "./page";
import { detectPageKind, type CsrdPageKind } from "./page-kind";

export const RULE_TOPICS = ["task", "effort", "damage", "recovery", "xp", "travel"] as const;
export type RuleTopic = (typeof RULE_TOPICS)[number];

/** Kinds whose pages have their own panel, and character options: never rule pages. */
const NOT_RULES: ReadonlySet<CsrdPageKind> = new Set(["creature", "ability", "cypher", "artifact", "equipment", "descriptor", "focus", "type"]);

const MIN_MENTIONS = 3;
const CHARS_PER_MENTION = 1000;

interface TopicWords {
	/** Matched against each heading's text (global). */
	heading: RegExp;
	/** Counted over the body (global). A match whose first group took part is about something else, and not counted. */
	mention: RegExp;
}

/** The matches of a global pattern in `text` that count: those whose first group (a disqualifier) did not take part. */
function* counted(pattern: RegExp, text: string): Generator<RegExpExecArray> {
	pattern.lastIndex = 0;
	for (let match = pattern.exec(text); match !== null; match = pattern.exec(text)) if (match[1] === undefined) yield match;
}

const WORDS: Readonly<Record<RuleTopic, TopicWords>> = {
	task: {
		heading: /\b(?:difficulty|difficulties|target numbers?|defen[cs]e tasks?|special rolls|when do you roll|retrying a task)\b/gi,
		mention: /\btarget numbers?\b|\b(?:eases?|eased|easing|hinders?|hindered|hindering)\b[^.\n]{0,40}?\bsteps?\b|\bdifficulty (?:of )?\d+\b|\blevel \d+ task\b|\broll(?:s|ing)? (?:a |the )?d20\b/gi,
	},
	effort: {
		heading: /\b(?:effort|edge)\b/gi,
		// Capitalised: the game terms, not "a cutting edge" or "the effort it takes".
		mention: /\blevels? of Effort\b|\b(?:apply|applies|applying|use|uses|using|spend|spends|spending) Effort\b|\b(?:Might|Speed|Intellect) Edge\b/g,
	},
	damage: {
		// A ship's or vehicle's "damage track" is another table, not a character's: such a match
		// captures its vessel (group 1) and is not counted (no look-behind: iOS 15 has none).
		heading: /\b(?:(collision|ship|spacecraft|vehicle)\s)?damage track\b|\btaking damage\b|\bimpaired\b|\bdebilitated\b|\b(?:minor|moderate|major) wounds\b/gi,
		mention: /\b(?:(collision|ship|spacecraft|vehicle)\s)?damage track\b|\bimpaired\b|\bdebilitated\b|\b(?:minor|moderate|major) wounds?\b/gi,
	},
	recovery: {
		// "Recovery" alone, or recovery rolls and points; not "Damage and recovery" in another game's notes.
		heading: /^recovery$|\brecovery rolls?\b|\brecovering (?:points|pools?)\b|\brestoring the damage track\b/gi,
		mention: /\brecovery rolls?\b|\b(?:1?d6|one six-sided die) ?\+ ?(?:your )?tier\b/gi,
	},
	xp: {
		heading: /\bexperience points?\b|\bXP\b|\bcharacter advancement\b|\bcharacter tiers\b/gi,
		mention: /\bXP\b|\bexperience points?\b/g,
	},
	travel: {
		// The chapters on distances and moving; not a vehicle's movement (its own speeds), nor "Movement Expertise".
		heading: /\brange and speed\b|\blong[- ]term movement\b|\bmovement modifiers\b/gi,
		mention: /\bmiles? (?:per|an|a|each) (?:hour|day)\b/gi,
	},
};

/** The text of a page's headings, outside code fences, with links read as their text. */
export function pageHeadings(body: string): string[] {
	const headings: string[] = [];
	let fenced = false;
	for (const line of body.split(/\r?\n/)) {
		if (/^\s*(?:>\s*)*(?:```|~~~)/.test(line)) fenced = !fenced;
		if (fenced) continue;
		const heading = /^\s*#{1,6}\s+(.*)$/.exec(line);
		if (heading) headings.push(linkText(heading[1] as string).replace(/[*_]/g, "").replace(/-/g, " ").trim());
	}
	return headings;
}

/** "[[Task-Difficulty|Task Difficulty table]]" → "Task Difficulty table"; "[[Special-Rolls]]" → "Special Rolls". */
const linkText = (text: string): string =>
	text.replace(/!?\[\[([^\]|#]*)(?:#[^\]|]*)?(?:\|([^\]]*))?\]\]/g, (_, target: string, alias?: string) => alias ?? target.replace(/-/g, " "));

/** The body without fenced code (a query or a log entry quoted in a block is not the page's prose). */
const prose = (body: string): string => (body.includes("```") ? body.replace(/^\s*```[\s\S]*?^\s*```/gm, "") : body);

/** The topics a page's content is about, in RULE_TOPICS order. */
export function ruleTopics(body: string): RuleTopic[] {
	const headings = pageHeadings(body);
	const text = prose(body);
	const needed = Math.max(MIN_MENTIONS, text.length / CHARS_PER_MENTION);
	return RULE_TOPICS.filter((topic) => {
		const words = WORDS[topic];
		if (headings.some((heading) => !counted(words.heading, heading).next().done)) return true;
		// Counted only as far as needed: a long chapter about the rule stops early.
		let count = 0;
		for (const mention = counted(words.mention, text); !mention.next().done; ) if (++count >= needed) return true;
		return false;
	});
}

/**
 * The rule topics of a page, or none when the page is a creature, ability, cypher, artifact or
 * equipment page (those have their own panel; a creature's "Damage Inflicted" is not the damage
 * track), or a descriptor, focus or type (character options: their abilities mention Effort and
 * tasks in passing, not as the rule).
 */
export function rulePageTopics(page: CsrdPage): RuleTopic[] {
	return NOT_RULES.has(detectPageKind(page)) ? [] : ruleTopics(page.body);
}

/**
 * A note the plugin already works in: Ledger frontmatter (a campaign, session or character note,
 * whose log entries are full of difficulties and Effort) or a Ledger code block. Such a note gets
 * the tools where its author puts a `ledger-rules` block, not on top of it.
 */
export function isLedgerNote(text: string): boolean {
	const head = propertiesBlock(text);
	return (head !== undefined && /^ledger[ \t]*:/m.test(head.yaml)) || /^[ \t>]*(?:```|~~~)[ \t]*ledger-/m.test(text);
}

/** The rule topics of a note in the vault, from its path and whole text (frontmatter included), its tags read from the text (tests and benchmarks). */
export function readRulePage(path: string, text: string): RuleTopic[] {
	return readRulePageOf(readPageText(path, text), text);
}

/** The rule topics of a note read by Obsidian (its tags and properties from the metadata cache), and its whole text. */
export function readRulePageOf(page: CsrdPage, text: string): RuleTopic[] {
	return isLedgerNote(text) ? [] : rulePageTopics(page);
}
