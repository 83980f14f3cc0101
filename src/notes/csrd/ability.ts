/**
 * Ability entries in every form the CSRD and its copies use (issue 23 §2):
 * - the cost in parentheses after the name, in a heading or the CSRD's own paragraph
 *   (`**Bash (1 Might point):** … Action.`, `(2+ Intellect points)`, `(3 Might or 3 Speed points)`,
 *   `(4 Intellect points + 2 XP)`);
 * - a marker, cost or type line anywhere in the entry's opening lines, quoted or not, bold or plain
 *   (`>**Action**`, `>1 Might point`, `**Type**: Enabler`, `Cost: 3 Intellect`, `Pool: Speed`);
 * - the entry's closing sentence (`Action.`, `Enabler.`, `Action to initiate.`), as the CSRD ends each;
 * - the page's properties (`type`, `kind`, `cost`, `points`, `pool`, `tier`, keys in any case);
 * - its tags (`Ability/Cost/1`, `Cypher/Abilities/Enabler`), however rooted.
 * The page's own words win over properties and tags, with a note when they disagree.
 */
import { pageName, propertyText, type CsrdPage } from "./page";
import { t } from "../../lang";
import { sameReason, type ReadingReason } from "./reasons";
import type { Stat } from "../../engine/systems/cypher/character";
import { STAT_LABELS } from "./stat-block";
import { hasTag, tagValue } from "./tags";

export interface CsrdAbility {
	name: string;
	/** Points it costs; 0 for abilities without a cost ("NA" on the page, or no cost line). */
	cost: number;
	/** True when the page writes the cost with a "+" (more may be spent). */
	costOpenEnded: boolean;
	/** The Pool the cost comes from, when it has one (the first, when the page offers a choice). */
	pool?: Stat;
	/** Every Pool the cost may come from, only when the page offers a choice ("4 Might or Intellect points"). */
	pools?: Stat[];
	kind: "action" | "enabler" | "unknown";
	/** "low", "mid" or "high"; absent when the page gives none or "NA". */
	tier?: string;
	/** Where tags and the page's own lines disagree, or the cost says more than points; absent when there is nothing to say. */
	notes?: string[];
}

/** A failure says what is wrong twice: `error` with the page's name, `problem` without (for a caller that names the page its own way). */
export type AbilityParse = { ok: true; ability: CsrdAbility } | { ok: false; error: string; problem: string };

const POOL_WORD = "Might|Speed|Intellect";

/** A price in points: "1 Might point", "4+ Intellect points", "6 Might or 6 Speed points", "2 Intellect, Action", "6 Intellect points + 2 XP". */
const COST = new RegExp(`^(\\d{1,2})(\\+?)\\s+(${POOL_WORD})((?:\\s*(?:,|or|and/or)\\s*(?:\\d{1,2}\\+?\\s+)?(?:${POOL_WORD}))*)\\b(?:\\s+points?\\b)?\\s*(.*)$`, "i");
/** A cost that says there is none: "NA", "N/A", "none", "—", "0". */
const NO_COST = /^(?:n\/?a|none|-+|—|0)\.?$/i;
/** A line that is only the marker: "Action", "**Enabler**", "Action." */
const MARKER_LINE = /^(?:\*\*\s*)?(Action|Enabler)(?:\s*\*\*)?\.?$/i;
/** A field line: `Type: Enabler`, `**Type**: Enabler`, `**Cost:** 3 Intellect`, `Pool: Might`. */
const FIELD_LINE = /^(?:\*\*\s*)?(type|kind|cost|points|pool|tier)\s*(?::\s*\*\*|\*\*\s*:|:)\s*(.+?)\s*$/i;
/**
 * The head of an entry's paragraph in bold, the colon inside (`**Bash (1 Might point):**`,
 * `**Practiced With All Weapons:**`) or after it (`**Bash** (1 Might point):`, `**Bash (1 Might point)**:`).
 */
const HEAD_BOLD = /^\*\*([^*\n]{1,80}?)\s*(?:\(([^()\n]{1,60})\))?\s*(?::\s*\*\*|\*\*\s*(?:\(([^()\n]{1,60})\))?\s*:)\s*/;
/** … plain, with a cost: `Bash (1 Might point):`. */
const HEAD_PLAIN = /^([A-Z][^():.*\n]{0,60}?)\s*\(([^()\n]{1,60})\)\s*:\s*/;
/** A closing marker sentence: "Action.", "Enabler.", "Action to initiate.", "Action for touch; enabler for weapon." */
const CLOSING_MARKER = /(?:^|[.!?)"”’]\s+)(Action|Enabler)\b([^.!?]{0,80})\.?\s*$/;

/** A cost phrase read: the number, its "+", the Pools it names, and what else the price says. */
export interface CostReading {
	cost: number;
	openEnded: boolean;
	pools: Stat[];
	/** Words after the cost that are part of the price ("+ 2 XP"). */
	extra: string;
	/** A marker written after the cost ("2 Intellect, Action"). */
	kind?: "action" | "enabler";
}

/** Reads a cost phrase, or undefined when the text is not one. */
export function readCost(text: string): CostReading | undefined {
	const trimmed = text.trim().replace(/^\(|\)$/g, "").trim();
	if (NO_COST.test(trimmed)) return { cost: 0, openEnded: false, pools: [], extra: "" };
	const match = COST.exec(trimmed);
	if (!match) return undefined;
	const named = `${match[3] as string} ${match[4] as string}`.match(new RegExp(POOL_WORD, "gi")) ?? [];
	const reading: CostReading = { cost: Number(match[1]), openEnded: match[2] === "+", pools: [...new Set(named.map((pool) => pool.toLowerCase() as Stat))], extra: "" };
	// ", Action" after the Pool is the marker; anything else ("+ 2 XP") is part of the price.
	const rest = (match[5] as string).trim();
	const marker = /^,?\s*(Action|Enabler)\b\.?\s*$/i.exec(rest);
	if (marker) reading.kind = markerWord(marker[1]);
	else reading.extra = rest;
	return reading;
}

/** A cost as a field or a property gives it: a cost phrase, or a bare number of points ("3", "2+") whose Pool is named apart. */
function readCostField(text: string): CostReading | undefined {
	return readCost(text) ?? (/^\d{1,2}\+?$/.test(text) ? { cost: Number(text.replace("+", "")), openEnded: text.endsWith("+"), pools: [], extra: "" } : undefined);
}

const POOL_ONLY = new RegExp(`^(${POOL_WORD})(?:\\s+pool)?$`, "i");

/** A Pool word ("Might", "speed"), or undefined. */
export const poolWord = (text: string | undefined): Stat | undefined => {
	const match = text === undefined ? null : POOL_ONLY.exec(text.trim());
	return match ? ((match[1] as string).toLowerCase() as Stat) : undefined;
};

const markerWord = (text: string | undefined): "action" | "enabler" | undefined => {
	const match = text === undefined ? null : /^(Action|Enabler)\b/i.exec(text.trim());
	return match ? ((match[1] as string).toLowerCase() as "action" | "enabler") : undefined;
};

/** The head of a paragraph entry: its name and the cost in its parentheses, when the line opens with one. */
export interface ParagraphHead {
	name: string;
	cost?: CostReading;
}

/** Labels beside a stat block's that name no ability: an ability's own fields, a creature's GM intrusions, a callout's kind. */
const OTHER_LABELS = /^(?:type|kind|cost|points|pool|tier|(?:gm )?intrusions?|note|tip|example|warning|important|info)$/i;

/** A label a stat block, an ability's fields or a callout use: `**Health:**` opens no ability entry. */
const isFieldLabel = (name: string): boolean => STAT_LABELS.has(name.toLowerCase()) || OTHER_LABELS.test(name);

/** A stat block's or callout's label ("Health", "Stats", "Tier 1 Abilities"), never an entry's name. */
export const isLabelName = (name: string): boolean => isFieldLabel(name.trim()) || /^(?:stats?|tier \d+ abilities|description)$/i.test(name.trim());

/** Reads `**Bash (1 Might point):** …` and its forms; a bold name without a cost is a head only when named like an ability, not a stat label. */
export function readParagraphHead(line: string): ParagraphHead | undefined {
	const match = HEAD_BOLD.exec(line) ?? HEAD_PLAIN.exec(line);
	if (!match) return undefined;
	const costText = match[2] ?? match[3];
	const name = (match[1] as string).trim();
	if (name === "" || isFieldLabel(name)) return undefined;
	const cost = costText === undefined ? undefined : readCost(costText);
	// Parentheses that hold no cost ("Note (see below):") make no head, and a plain name needs a cost.
	if (costText !== undefined && !cost) return undefined;
	return cost ? { name, cost } : { name };
}

/** A heading whose text carries a cost: "## Bash (1 Might point)". */
export function readHeadingCost(heading: string): { name: string; cost: CostReading } | undefined {
	const match = /^(.*?)\s*\(([^()]{1,60})\)\s*$/.exec(heading.replace(/\*\*/g, "").trim());
	const cost = match ? readCost(match[2] as string) : undefined;
	return match && cost ? { name: (match[1] as string).trim(), cost } : undefined;
}

/** The closing marker of a paragraph's text ("… Action to initiate."), or undefined. */
export function closingMarker(text: string): { kind: "action" | "enabler"; sentence: string } | undefined {
	const match = CLOSING_MARKER.exec(text.trim());
	if (!match) return undefined;
	return { kind: markerWord(match[1]) as "action" | "enabler", sentence: `${match[1] as string}${(match[2] as string).trimEnd()}.` };
}

/** What an entry's own words say about it as an ability, and which forms said it. */
export interface AbilityContent {
	kind?: "action" | "enabler";
	cost?: CostReading;
	/** A Pool given on its own line (`Pool: Might`), for a cost written as a bare number. */
	pool?: Stat;
	tier?: string;
	/** The forms read ("cost in parentheses", "closing 'Action.'" once worded); the first to say a kind or a cost is believed. */
	forms: ReadingReason[];
	/** Whether a line of its own among the opening lines said something (a marker, field or cost line), not only a heading's cost or the closing sentence. */
	lineOrField?: boolean;
	/** Whether a form other than the closing sentence said anything (its opening lines, its heading). */
	opening?: boolean;
}

/** At most this many lines open an entry: a broken frontmatter's lines, its title, its field lines. */
const HEAD_LINES = 60;

/** The first `count` lines of a text, without splitting the rest of it. */
function firstLines(text: string, count: number): string[] {
	const lines: string[] = [];
	for (let start = 0; lines.length < count && start <= text.length; ) {
		const end = text.indexOf("\n", start);
		lines.push(text.slice(start, end < 0 ? text.length : end));
		if (end < 0) break;
		start = end + 1;
	}
	return lines;
}

/** The body's title (the first heading, when only a preamble comes before it) and the lines after it. */
function headOf(body: string): { title?: string; after: string[] } {
	const lines = firstLines(body, HEAD_LINES);
	for (let i = 0; i < lines.length; i++) {
		const trimmed = (lines[i] as string).trim();
		if (trimmed === "" || isPreamble(trimmed)) continue;
		return /^#{1,6}\s/.test(trimmed) ? { title: trimmed, after: lines.slice(i + 1) } : { after: lines };
	}
	return { after: lines };
}

/** The body's lines after its title heading, quote marks removed: the opening lines that hold markers and fields. */
export function openingLines(body: string, limit = 8): string[] {
	return openingOf(headOf(body).after, limit);
}

function openingOf(after: readonly string[], limit = 8): string[] {
	const lines: string[] = [];
	for (const line of after) {
		const trimmed = line.trim();
		if (/^#{1,6}\s/.test(trimmed)) break;
		const rest = trimmed.replace(/^(?:>\s*)+/, "").trim();
		if (rest === "" || /^\[![\w-]+\][-+]?\s*(?:stats?)?\s*$/i.test(rest) || isTagLine(rest)) continue;
		lines.push(rest);
		if (lines.length >= limit) break;
	}
	return lines;
}

const isTagLine = (line: string): boolean => /^(?:#[^\s#]+\s*)+$/u.test(line);

/**
 * Lines that may come before a page's title or first entry without being its words: tag lines, and
 * a frontmatter block Obsidian could not read (stray text before its fence, a corpus quirk), whose
 * `---` fences (`zzz---` with the stray text), `key: value` lines and list items stay in the body.
 */
export function isPreamble(line: string): boolean {
	return isTagLine(line) || /^\S{0,20}-{3,}$/.test(line) || /^[a-z][\w-]*:(?:\s|$)/.test(line) || (/^-\s+\S/.test(line) && !line.includes("**"));
}

/** The last line of prose in the entry (not a table, heading, embed, or the empty end of a quote). */
function lastProse(body: string): string | undefined {
	// From the end backwards: the closing sentence is near it, and a long page need not be split.
	for (let end = body.length; end > 0; ) {
		const start = body.lastIndexOf("\n", end - 1) + 1;
		const line = body.slice(start, end);
		end = start - 1;
		const rest = line.trim().replace(/^(?:>\s*)+/, "").trim();
		if (rest === "" || rest.startsWith("|") || rest.startsWith("![[") || /^#{1,6}\s/.test(rest) || /^-{3,}$/.test(rest)) continue;
		return rest.replace(/^[-*]\s+/, "");
	}
	return undefined;
}

// Detection and then parsing read the same entry one after the other: the last reading is kept.
let last: { body: string; read: Readonly<AbilityContent> } | undefined;

/**
 * What an entry's own words say: its title's or paragraph head's cost in parentheses, the marker and
 * field lines among its opening lines, and its closing marker sentence. Only the opening lines are
 * read for costs, never the description, where "3 Might points" is about something else.
 */
export function readAbilityContent(body: string): Readonly<AbilityContent> {
	if (last?.body === body) return last.read;
	const read: AbilityContent = { forms: [] };
	last = { body, read };
	const form = (what: ReadingReason, closing = false) => {
		if (!closing) read.opening = true;
		if (!read.forms.some((known) => sameReason(known, what))) read.forms.push(what);
	};
	const setKind = (kind: "action" | "enabler", what: ReadingReason, closing = false) => {
		read.kind ??= kind;
		form(what, closing);
	};
	const setCost = (cost: CostReading, what: ReadingReason) => {
		read.cost ??= cost;
		if (cost.kind) setKind(cost.kind, what);
		form(what);
	};
	const head = headOf(body);
	const heading = head.title === undefined ? undefined : readHeadingCost(head.title.replace(/^#{1,6}\s+/, ""));
	if (heading) setCost(heading.cost, { id: "form.costInParentheses" });
	openingOf(head.after).forEach((line, index) => {
		if (index === 0) {
			const head = readParagraphHead(line);
			if (head?.cost) setCost(head.cost, { id: "form.costInParentheses" });
			if (head) return;
		}
		const marker = markerWord(MARKER_LINE.exec(line)?.[1]);
		if (marker) {
			read.lineOrField = true;
			return setKind(marker, { id: "form.markerLine", marker });
		}
		const field = FIELD_LINE.exec(line);
		if (field) {
			const label = (field[1] as string).toLowerCase();
			const value = (field[2] as string).replace(/\*\*/g, "").trim();
			if (label === "type" || label === "kind") {
				const kind = markerWord(value);
				if (kind) {
					read.lineOrField = true;
					setKind(kind, { id: "form.kindField", label });
				}
			} else if (label === "cost" || label === "points") {
				const cost = readCostField(value);
				if (cost) {
					read.lineOrField = true;
					setCost(cost, { id: "form.costField" });
				}
			} else if (label === "pool") {
				const pool = poolWord(value);
				if (pool) read.pool ??= pool;
			} else if (label === "tier") read.tier ??= value.toLowerCase();
			return;
		}
		const cost = readCost(line);
		if (cost && cost.cost > 0) {
			read.lineOrField = true;
			setCost(cost, { id: "form.costLine" });
		}
	});
	const closing = lastProse(body);
	const marker = closing === undefined ? undefined : closingMarker(closing);
	if (marker) setKind(marker.kind, closingForm(marker.sentence.length > 24 ? `${marker.sentence.slice(0, 22)}….` : marker.sentence), true);
	return read;
}

/** A failure naming the page: "Bash: no Action or Enabler line and no cost." */
function failed(name: string, problem: string): AbilityParse {
	return { ok: false, error: t("notes.csrd.named", { name, problem }), problem };
}

/** The form "closing 'Action.'": an entry's closing marker sentence, as the reading names it. */
export function closingForm(sentence: string): ReadingReason {
	return { id: "form.closing", sentence };
}

/** True when an entry's own words make it an ability: a marker (line, field or closing sentence) or a cost. */
export function readsAsAbility(content: Readonly<AbilityContent>): boolean {
	return content.kind !== undefined || (content.cost !== undefined && content.cost.cost > 0);
}

/**
 * An ability's kind, cost and Pool: from its own words (see readAbilityContent), then its properties
 * (`type: Enabler`, `cost: 3`, `pool: Intellect`, `points: 3 Intellect points`, `tier`), then its tags
 * (`Ability/Action`, `Ability/Cost/1`, `Ability/Pool/Might`, under any game root). The page's words win,
 * with a note when a property or tag disagrees. An ability with no cost anywhere, or a cost of "NA",
 * costs nothing and draws on no Pool.
 */
export function parseAbility(page: CsrdPage): AbilityParse {
	const name = pageName(page);
	const content = readAbilityContent(page.body);
	const notes: string[] = [];
	const tagKind: "action" | "enabler" | undefined = hasTag(page.tags, "ability/action") ? "action" : hasTag(page.tags, "ability/enabler") ? "enabler" : undefined;
	const propertyKind = markerWord(propertyText(page, "type", "kind"));
	const outside = propertyKind ? { kind: propertyKind, from: "properties" } : tagKind ? { kind: tagKind, from: "tags" } : undefined;
	if (outside && content.kind && outside.kind !== content.kind) notes.push(t("notes.csrd.ability.kindDisagrees", { from: outside.from, said: outside.kind, page: content.kind }));
	const kind: CsrdAbility["kind"] = content.kind ?? outside?.kind ?? "unknown";

	const costTag = tagValue(page.tags, "ability/cost");
	const tagCost = costTag === "na" ? 0 : costTag !== undefined && /^\d+$/.test(costTag) ? Number(costTag) : undefined;
	const propertyCostText = propertyText(page, "cost", "points");
	const propertyCost = propertyCostText === undefined ? undefined : readCostField(propertyCostText);
	const outsideCost = propertyCost ? { cost: propertyCost.cost, from: "property" } : tagCost !== undefined ? { cost: tagCost, from: "tag" } : undefined;
	if (outsideCost && content.cost && outsideCost.cost !== content.cost.cost) notes.push(t("notes.csrd.ability.costDisagrees", { from: outsideCost.from, said: outsideCost.cost, page: content.cost.cost }));
	const isAbility = hasTag(page.tags, "ability") || /^abilit(?:y|ies)$/i.test(propertyText(page, "type", "kind") ?? "");
	if (kind === "unknown" && content.cost === undefined && !outsideCost && !isAbility) {
		return failed(name, t("notes.csrd.ability.noMarker"));
	}
	const reading: CostReading = content.cost ?? propertyCost ?? { cost: tagCost ?? 0, openEnded: false, pools: [], extra: "" };
	if (reading.extra) notes.push(t("notes.csrd.ability.costExtra", { extra: reading.extra }));

	const ability: CsrdAbility = { name, cost: reading.cost, costOpenEnded: reading.openEnded, kind };
	// A free ability draws on no Pool, whatever its tags or description name.
	const tagPool = poolWord(tagValue(page.tags, "ability/pool"));
	const named = reading.pools.length > 0 ? reading.pools : [content.pool ?? poolWord(propertyText(page, "pool")) ?? tagPool].filter((p): p is Stat => p !== undefined);
	const pools = reading.cost === 0 ? [] : named;
	if (pools[0]) ability.pool = pools[0];
	if (pools.length > 1) ability.pools = pools;
	const tier = content.tier ?? propertyText(page, "tier")?.toLowerCase() ?? tagValue(page.tags, "ability/tier");
	if (tier && tier !== "na") ability.tier = tier;
	if (notes.length > 0) ability.notes = notes;
	if (reading.cost > 0 && !ability.pool) return failed(name, t("notes.csrd.ability.noPool", { cost: reading.cost }));
	return { ok: true, ability };
}
