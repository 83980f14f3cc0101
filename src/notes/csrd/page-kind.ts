/**
 * A page's kind by evidence, not by one vault's habits (issue 23 §1). Four witnesses, in the order
 * they are believed:
 * 1. content: the entry that opens the page (an ability's marker, cost or closing sentence; a
 *    creature's header or stat block), or the page's stat block (a rolled level, a depletion,
 *    equipment's value and features), a focus's tier lists, a type's roles, a descriptor's sections;
 *    a note that holds entries among other words (a chapter, a descriptor's abilities) is a page of
 *    a kind only when a witness below says so;
 * 2. properties (`type`, `kind`, `category` naming a kind; `cost`, `points`, `pool`; `level` with
 *    `health` or `armor`; `depletion`…, keys in any case);
 * 3. tags, read by their hierarchy (see tags.ts: `Cypher/Abilities/B` is an ability's tag);
 * 4. the folder (`CSRD/en/Abilities/`, or a folder named for a kind, such as `Creatures/`).
 * Where they disagree the first wins, and the reading says what it overruled, so a panel can say
 * what it assumed. A note of the plugin's own (`ledger:` in its properties) is no compendium page.
 */
import { readAbilityContent, readCost } from "./ability";
import { leadEntry, findEntriesInBody, mayHoldEntries } from "./entries";
import { propertyOf, propertyText, type CsrdPage } from "./page";
import type { OtherWitness, ReadingReason } from "./reasons";
import { hasValue, readStatBlock } from "./stat-block";
import { readsAsCreatureBlock } from "./creature";
import { KIND_WORDS, tagKind } from "./tags";

export type CsrdPageKind = "creature" | "ability" | "cypher" | "artifact" | "equipment" | "descriptor" | "focus" | "type" | "rule" | "other";

/**
 * What decided a page's kind, and what it overruled, as reasons the panel words when it shows them
 * (reasons.ts: the reading is cached, the words follow the language of the moment they are shown).
 */
export interface PageKindReading {
	kind: CsrdPageKind;
	/** Where the kind was read: "content", "properties", "tags", "folder", or "nothing" for an ordinary note. */
	source: "content" | OtherWitness | "nothing";
	/** The forms that said so: "cost line", "closing 'Action.'", "the type property", "tag Cypher/Abilities/B". */
	because: ReadingReason[];
	/** Witnesses that said another kind: "the tags say cypher". */
	overruled: ReadingReason[];
}

interface Verdict {
	kind: CsrdPageKind;
	because: ReadingReason[];
	/** A verdict that yields to any other witness: a note holding entries is a page of a kind only by its properties, tags or folder. */
	weak?: boolean;
}

const DICE_LEVEL = /^\+?\s*\d*\s*d\s*\d+|^\+\s*\d+/i;
/** A descriptor's sections: what it grants, and how the character came to the first adventure. */
const DESCRIPTOR_HEADING = /^#{2,6}[^\n]*\b(?:following characteristics|Initial Link)\b/im;
const POOL_BONUS = /^\s*>\s*\+\d+ to your (?:Might|Speed|Intellect) Pool/im;

// Detection reads the same page several times in a row (the panel, then the parser): the last reading is kept.
let last: { page: CsrdPage; reading: PageKindReading } | undefined;

export function readPageKind(page: CsrdPage): PageKindReading {
	if (last?.page === page) return last.reading;
	const reading = weigh(page);
	last = { page, reading };
	return reading;
}

export function detectPageKind(page: CsrdPage): CsrdPageKind {
	return readPageKind(page).kind;
}

/** The kinds a compendium page's panel shows (ui/csrd/panel.ts). */
export const PANEL_KINDS: ReadonlySet<CsrdPageKind> = new Set<CsrdPageKind>(["creature", "ability", "cypher", "artifact", "equipment"]);

/** Words an item's stat block needs beside an entry's: a cypher's or artifact's level, a depletion, equipment's value or features. */
const ITEM_SIGNS = /level|depletion|value|features/i;

/**
 * Whether the page may read as a kind with a panel, decided without cutting its text into sections:
 * from its properties, tags and folder (what Obsidian's metadata cache already knows), and one
 * search of its text for the words its content would need to say such a kind (see mayHoldEntries).
 * False only where readPageKind would say no such kind: a Campaign Ledger note, or a page whose
 * properties, tags and folder name no such kind and whose words could not say one either (a note
 * of roll blocks). The page is read in full only when this says it may be one.
 */
export function mayBePanelPage(page: CsrdPage): boolean {
	if (propertyOf(page, "ledger") !== undefined) return false;
	// The first of them to say a kind is the one believed after the content (see weigh).
	const outside = propertyVerdict(page) ?? tagVerdict(page.tags) ?? folderVerdict(page.path);
	if (outside && PANEL_KINDS.has(outside.kind)) return true;
	// Else only the content can say a panel's kind (overruling a descriptor's or focus's tags, say).
	return mayHoldEntries(page.body) || ITEM_SIGNS.test(page.body);
}

function weigh(page: CsrdPage): PageKindReading {
	if (propertyOf(page, "ledger") !== undefined) return { kind: "other", source: "nothing", because: [{ id: "kind.ledgerNote" }], overruled: [] };
	const witnesses: [PageKindReading["source"], Verdict | undefined][] = [
		["content", contentVerdict(page.body)],
		["properties", propertyVerdict(page)],
		["tags", tagVerdict(page.tags)],
		["folder", folderVerdict(page.path)],
	];
	const first = witnesses.find(([, verdict]) => verdict !== undefined && !verdict.weak) ?? witnesses.find(([, verdict]) => verdict !== undefined);
	if (!first) return { kind: "other", source: "nothing", because: [], overruled: [] };
	const [source, verdict] = first as [PageKindReading["source"], Verdict];
	const overruled: ReadingReason[] = [];
	const agreeing: ReadingReason[] = [];
	for (const [other, said] of witnesses) {
		if (other === source || !said) continue;
		if (said.weak) {
			agreeing.push(...said.because);
			continue;
		}
		// Content is never overruled (it is believed first, or only weak): the others are "the properties", "the tags", "the folder".
		const witness = other as OtherWitness;
		if (said.kind === verdict.kind) agreeing.push({ id: "kind.agrees", source: witness });
		else overruled.push({ id: "kind.says", source: witness, kind: said.kind });
	}
	return { kind: verdict.kind, source, because: [...verdict.because, ...agreeing], overruled };
}

/** The page's kind from its content alone: "other" when its words say none, or it holds several entries. */
export function kindByContent(body: string): CsrdPageKind {
	return contentVerdict(body)?.kind ?? "other";
}

function contentVerdict(body: string): Verdict | undefined {
	const lead = leadEntry(body);
	if (lead) return { kind: lead.kind, because: lead.forms };
	const entries = findEntriesInBody(body).filter((entry) => !entry.nested);
	const block = readStatBlock(body);
	const has = (label: string) => hasValue(block, label);
	if (entries.length === 0) {
		// A page whose only sign is a marker or field line under a title that opens with other words.
		const opening = readAbilityContent(body);
		if (opening.lineOrField === true) return { kind: "ability", because: opening.forms };
		if (readsAsCreatureBlock(block)) return { kind: "creature", because: [{ id: "kind.statBlock" }] };
	}
	// Pages that describe abilities inside them (a descriptor, a type) are still read by their own sections.
	if (has("depletion")) return { kind: "artifact", because: [{ id: "kind.depletionLine" }] };
	if (DICE_LEVEL.test((block.get("level") ?? "").trim())) return { kind: "cypher", because: [{ id: "kind.rolledLevel" }] };
	if ((has("value") && has("options")) || /\b(?:light|medium|heavy)\s+(?:weapon|armor)\b/i.test(block.get("features") ?? "")) return { kind: "equipment", because: [{ id: "kind.valueAndFeatures" }] };
	if (/^(?:\s*>\s*\[![\w-]+\][-+]?|#{2,6})\s*Tier 1 Abilities/im.test(body)) return { kind: "focus", because: [{ id: "kind.tierLists" }] };
	if (/\*\*\s*Individual Role\b/.test(body) && /\*\*\s*Group Role\b/.test(body)) return { kind: "type", because: [{ id: "kind.roles" }] };
	if (DESCRIPTOR_HEADING.test(body) || POOL_BONUS.test(body)) return { kind: "descriptor", because: [{ id: "kind.descriptorSections" }] };
	if (entries.length > 0) return { kind: "other", because: [{ id: "kind.entriesInside", count: entries.length }], weak: true };
	return undefined;
}

const WEIGHT = /^(?:light|medium|heavy)$/i;

function propertyVerdict(page: CsrdPage): Verdict | undefined {
	if (!page.properties) return undefined;
	const named = (propertyText(page, "type", "kind", "category") ?? "").toLowerCase();
	const kind = KIND_WORDS[named] ?? KIND_WORDS[named.replace(/\s+/g, "-")];
	if (kind) return { kind, because: [{ id: "kind.property", key: propertyKey(page, "type", "kind", "category") }] };
	const cost = propertyText(page, "cost", "points");
	const priced = cost !== undefined && (readCost(cost) !== undefined || (/^\d{1,2}\+?$/.test(cost) && propertyText(page, "pool") !== undefined));
	const marked = /^(?:action|enabler)\b/.test(named);
	if (priced || (marked && (cost !== undefined || propertyText(page, "pool", "tier") !== undefined))) return { kind: "ability", because: [{ id: "kind.costAndType" }] };
	if (propertyText(page, "depletion") !== undefined) return { kind: "artifact", because: [{ id: "kind.depletionProperty" }] };
	const level = propertyText(page, "level");
	if (level !== undefined && DICE_LEVEL.test(level)) return { kind: "cypher", because: [{ id: "kind.rolledLevelProperty" }] };
	const armor = propertyText(page, "armor");
	if (level !== undefined && /^\d/.test(level) && (propertyText(page, "health") !== undefined || (armor !== undefined && /^\d/.test(armor)))) return { kind: "creature", because: [{ id: "kind.levelAndHealth" }] };
	if ((armor !== undefined && WEIGHT.test(armor)) || WEIGHT.test(propertyText(page, "weapon") ?? "")) return { kind: "equipment", because: [{ id: "kind.weaponOrArmor" }] };
	return undefined;
}

/** The property's key as the page writes it ("Type"), for the reading's words. */
function propertyKey(page: CsrdPage, ...keys: string[]): string {
	for (const key of Object.keys(page.properties ?? {})) if (keys.includes(key.toLowerCase())) return key;
	return keys[0] as string;
}

/** The first tag that names a kind; a bare game root (`#cypher` alone) only when no other tag names one. */
function tagVerdict(tags: readonly string[]): Verdict | undefined {
	let bare: Verdict | undefined;
	for (const tag of tags) {
		const kind = tagKind(tag);
		if (!kind) continue;
		const verdict: Verdict = { kind, because: [{ id: "kind.tag", tag: tag.replace(/^#/, "") }] };
		if (!tag.includes("/") && /^#?cypher$/i.test(tag.trim())) bare ??= verdict;
		else return verdict;
	}
	return bare;
}

/** The compendium's folder (`CSRD/en/Abilities/`), else the nearest folder named for a kind in the plural (`Creatures/`, `Abilities/B/`). */
function folderVerdict(path: string): Verdict | undefined {
	const folders = path.split("/").slice(0, -1);
	for (let i = folders.length - 1; i >= 0; i--) {
		const name = (folders[i] as string).toLowerCase();
		const kind = /s$|^foci$|^equipment$|^creatures-npcs$/.test(name) ? KIND_WORDS[name] : undefined;
		if (kind) return { kind, because: [{ id: "kind.folder", folder: folders[i] as string }] };
	}
	return undefined;
}
