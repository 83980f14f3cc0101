import { pageName, type CsrdPage } from "./page";
import type { Stat } from "../../engine/systems/cypher/character";
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

export type AbilityParse = { ok: true; ability: CsrdAbility } | { ok: false; error: string };

const POOL_WORD = "Might|Speed|Intellect";
/**
 * The cost line under an ability's title: "1 Might point", "4+ Intellect points", "6 Might or 6 Speed
 * points", "2 Intellect, Action", "6 Intellect points + 2 XP". Only read from the lines that open the
 * page (the marker block), never from the description, where "3 Might points" is about something else.
 */
const COST_LINE = new RegExp(`^(\\d{1,2})(\\+?)\\s+(${POOL_WORD})((?:\\s*(?:,|or|and/or)\\s*(?:\\d{1,2}\\+?\\s+)?(?:${POOL_WORD}))*)\\b(?:\\s+points?\\b)?\\s*(.*)$`, "i");
const MARKER = /^(?:\*\*\s*)?(Action|Enabler)(?:\s*\*\*)?\.?$/i;

/**
 * The quoted lines that open the body after its title (an ability's marker and cost line, a stat
 * block's first line). Reading starts after the first heading when there is one, so a page whose
 * frontmatter Obsidian could not read (stray text before its fence) still opens at its title.
 */
export function openingLines(body: string): string[] {
	const lines: string[] = [];
	const all = body.split(/\r?\n/);
	const title = all.findIndex((line) => /^#{1,6}\s/.test(line));
	for (const line of all.slice(title + 1)) {
		const trimmed = line.trim();
		if (trimmed === "" || (lines.length === 0 && /^#{1,6}\s/.test(trimmed))) continue;
		if (!trimmed.startsWith(">")) break;
		const rest = trimmed.replace(/^(?:>\s*)+/, "").trim();
		if (rest !== "") lines.push(rest);
	}
	return lines;
}

/** What the page's opening lines say: the marker, and the cost line's numbers. */
export interface AbilityLines {
	kind?: "action" | "enabler";
	cost?: number;
	costOpenEnded: boolean;
	pools: Stat[];
	/** Words after the cost that are part of the price ("+ 2 XP"). */
	extra: string;
}

// Detection and then parsing read the same page one after the other: the last reading is kept.
let last: { body: string; read: Readonly<AbilityLines> } | undefined;

export function readAbilityLines(body: string): Readonly<AbilityLines> {
	if (last?.body === body) return last.read;
	const read: AbilityLines = { costOpenEnded: false, pools: [], extra: "" };
	last = { body, read };
	for (const line of openingLines(body)) {
		const marker = MARKER.exec(line);
		if (marker) {
			read.kind ??= (marker[1] as string).toLowerCase() as "action" | "enabler";
			continue;
		}
		const cost = read.cost === undefined ? COST_LINE.exec(line) : null;
		if (!cost) continue;
		read.cost = Number(cost[1]);
		read.costOpenEnded = cost[2] === "+";
		const named = `${cost[3] as string} ${cost[4] as string}`.match(new RegExp(POOL_WORD, "gi")) ?? [];
		read.pools = [...new Set(named.map((pool) => pool.toLowerCase() as Stat))];
		// ", Action" after the Pool is the marker; anything else ("+ 2 XP") is part of the price.
		let rest = (cost[5] as string).trim();
		const inlineMarker = /^,?\s*(Action|Enabler)\b\.?\s*$/i.exec(rest);
		if (inlineMarker) {
			read.kind ??= (inlineMarker[1] as string).toLowerCase() as "action" | "enabler";
			rest = "";
		}
		read.extra = rest;
	}
	return read;
}

/**
 * An ability's kind, cost and Pool: from the marker and cost line that open its page ("**Action**",
 * "1 Might point") and from its tags (`Ability/Action`, `Ability/Cost/1`, `Ability/Pool/Might`).
 * The page's own line wins over a tag, with a note when they disagree. An ability with no cost
 * anywhere, or a cost of "NA", costs nothing and draws on no Pool.
 */
export function parseAbility(page: CsrdPage): AbilityParse {
	const name = pageName(page);
	const lines = readAbilityLines(page.body);
	const notes: string[] = [];
	const tagKind = hasTag(page.tags, "ability/action") ? "action" : hasTag(page.tags, "ability/enabler") ? "enabler" : undefined;
	if (tagKind && lines.kind && tagKind !== lines.kind) notes.push(`The tags say ${tagKind} but the page says ${lines.kind}; using the page.`);
	const kind = lines.kind ?? tagKind ?? "unknown";

	const costTag = tagValue(page.tags, "ability/cost");
	const tagCost = costTag === "na" ? 0 : costTag !== undefined && /^\d+$/.test(costTag) ? Number(costTag) : undefined;
	if (tagCost !== undefined && lines.cost !== undefined && tagCost !== lines.cost) {
		notes.push(`The cost tag says ${tagCost} but the page says ${lines.cost}; using the page.`);
	}
	if (kind === "unknown" && lines.cost === undefined && tagCost === undefined && !hasTag(page.tags, "ability")) {
		return { ok: false, error: `${name}: no Action or Enabler line and no cost.` };
	}
	const cost = lines.cost ?? tagCost ?? 0;
	if (lines.extra) notes.push(`The cost also says "${lines.extra}".`);

	const ability: CsrdAbility = { name, cost, costOpenEnded: lines.costOpenEnded, kind };
	// A free ability draws on no Pool, whatever its tags or description name.
	const tagPool = tagValue(page.tags, "ability/pool");
	const pools = cost === 0 ? [] : lines.pools.length > 0 ? lines.pools : tagPool && /^(might|speed|intellect)$/.test(tagPool) ? [tagPool as Stat] : [];
	if (pools[0]) ability.pool = pools[0];
	if (pools.length > 1) ability.pools = pools;
	const tier = tagValue(page.tags, "ability/tier");
	if (tier && tier !== "na") ability.tier = tier;
	if (notes.length > 0) ability.notes = notes;
	if (cost > 0 && !ability.pool) return { ok: false, error: `${name}: costs ${cost} points but names no Pool.` };
	return { ok: true, ability };
}
