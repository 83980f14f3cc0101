/**
 * The corpora the CSRD conventions bench measures on (issue 23 §4), generated from the known vault
 * (../shared/csrd-vault) into a temporary folder, never into the project: the same pages kept the
 * ways other users keep them. Each variant rewrites the pages of the kinds it has a convention for
 * (abilities and creatures in every variant; cyphers, artifacts and equipment where the convention
 * applies to them) and carries every other page with its tags and folders removed, so a parser
 * that claims those pages wrongly is counted too.
 *
 * The generator reads the known vault with its own small, format-specific reading (the quoted lines
 * under a page's title, its `**Label :**` lines, its tags), never with the plugin's parsers: the
 * corpora must not inherit the parsers' mistakes. The pages' own words move from one layout to
 * another unchanged; nothing generated here is copied into the project.
 *
 * Variants:
 * - stripped: tags and folders removed (how an untagged copy looks);
 * - game-root-tags: tags rooted at the game's name (`Cypher/Abilities/Cost/1`, `CSRD/Creatures/Level/5`),
 *   folders by letter, and the ability and creature lines the tags repeat removed from the body;
 * - properties: the data in frontmatter properties only (`type`, `cost`, `pool`, `points`, `level`,
 *   `health`, `armor`…, keys in mixed case), the stat and cost lines removed;
 * - bold-fields: unquoted bold field lines (`**Type**: Enabler`, `**Cost**: 3 Intellect points`, `**Health:** 22`);
 * - plain-lines-tables: plain field lines (`Type: Action`, `Cost: 3 Intellect`), creatures' and items'
 *   numbers in Markdown tables;
 * - csrd-paragraph: the CSRD's own form, an ability as one `**Name (cost):** … Action.` paragraph with
 *   the marker last, a creature under a `Name 5 (15)` header with plain label lines, cyphers and
 *   artifacts with plain `Level:` lines;
 * - chapters: one note per folder, every page's body under its heading (a pasted chapter);
 * - csrd-chapters: one note per folder in the CSRD's own form (abilities as paragraphs one after another).
 *
 * Run alone: npx tsx bench/csrd-corpora.ts [out-folder]   (writes the corpora and prints their sizes)
 */
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import process from "node:process";
import { readCorpus, stripTagsAndFolders, type CorpusFile } from "../test/unit/csrd/corpus";
import { print } from "../scripts/print.mjs";

export const PAGE_VARIANTS = ["stripped", "game-root-tags", "properties", "bold-fields", "plain-lines-tables", "csrd-paragraph"] as const;
export const CHAPTER_VARIANTS = ["chapters", "csrd-chapters"] as const;
export type PageVariant = (typeof PAGE_VARIANTS)[number];
export type ChapterVariant = (typeof CHAPTER_VARIANTS)[number];

/** The kinds rewritten in each page variant (every other page is carried stripped). */
export const REWRITTEN: Readonly<Record<PageVariant, readonly SourceKind[]>> = {
	stripped: ["ability", "creature", "cypher", "artifact", "equipment"],
	"game-root-tags": ["ability", "creature", "cypher", "artifact", "equipment"],
	properties: ["ability", "creature", "cypher", "artifact", "equipment"],
	"bold-fields": ["ability", "creature", "cypher", "artifact", "equipment"],
	"plain-lines-tables": ["ability", "creature", "cypher", "artifact"],
	"csrd-paragraph": ["ability", "creature", "cypher", "artifact"],
};

export type SourceKind = "ability" | "creature" | "cypher" | "artifact" | "equipment";

const FOLDER_KIND: Record<string, SourceKind> = {
	Abilities: "ability",
	"Creatures-NPCs": "creature",
	Cyphers: "cypher",
	Artifacts: "artifact",
	Equipment: "equipment",
};

/** A generated page and the known vault's page it was made from. */
export interface GeneratedPage extends CorpusFile {
	original: string;
}

/** A generated chapter note and the known vault's pages it holds, in order, with the line each starts on. */
export interface GeneratedChapter extends CorpusFile {
	folder: string;
	originals: string[];
	starts: number[];
}

// ---------------------------------------------------------------------------------------------
// Reading the known vault (its own format only)

interface Source {
	file: CorpusFile;
	folder: string;
	kind?: SourceKind;
	name: string;
	tags: string[];
	/** Body lines after the frontmatter. */
	lines: string[];
	/** Index of the title heading in `lines`, or -1. */
	title: number;
}

function readSource(file: CorpusFile): Source {
	const all = file.text.split(/\r?\n/);
	let start = 0;
	const tags: string[] = [];
	let alias: string | undefined;
	if (/^-{3,}\s*$/.test(all[0] ?? "")) {
		const end = all.findIndex((line, i) => i > 0 && line.trim() === "---");
		if (end > 0) {
			let key = "";
			for (const line of all.slice(1, end)) {
				const field = /^([A-Za-z-]+):\s*(.*)$/.exec(line);
				if (field) {
					key = field[1] as string;
					const value = (field[2] as string).trim();
					if (key === "aliases" && value) alias ??= unquote(value);
					continue;
				}
				const item = /^\s*-\s*(.*)$/.exec(line);
				if (!item) continue;
				if (key === "tags") tags.push((item[1] as string).trim());
				if (key === "aliases") alias ??= unquote(item[1] as string);
			}
			start = end + 1;
		}
	}
	const lines = all.slice(start);
	const title = lines.findIndex((line) => /^#{1,6}\s/.test(line));
	const folder = /CSRD\/en\/([^/]+)\//.exec(file.path)?.[1] ?? "";
	const fileName = (file.path.split("/").pop() ?? "").replace(/\.md$/, "");
	const name = alias || (title >= 0 ? (lines[title] as string).replace(/^#+\s*/, "").trim() : fileName.replace(/-/g, " "));
	const source: Source = { file, folder, name, tags, lines, title };
	const kind = FOLDER_KIND[folder];
	if (kind) source.kind = kind;
	return source;
}

function unquote(value: string): string {
	const trimmed = value.trim();
	return /^(["']).*\1$/.test(trimmed) ? trimmed.slice(1, -1) : trimmed;
}

const unquoteLine = (line: string): string => line.replace(/^\s*(?:>\s?)+/, "");

/** The value of a tag under a prefix, as the vault writes it ("Creature/Level/5" → "5"; the `Heath` typo too). */
function tagValue(source: Source, ...prefixes: string[]): string | undefined {
	for (const tag of source.tags) {
		for (const prefix of prefixes) {
			if (tag.toLowerCase().startsWith(`${prefix.toLowerCase()}/`)) {
				const value = tag.slice(prefix.length + 1);
				if (value !== "") return value;
			}
		}
	}
	return undefined;
}

/** The quoted lines right under the title: an ability's marker and cost line. */
function leadBlock(source: Source): { indexes: number[]; lines: string[] } {
	const indexes: number[] = [];
	const lines: string[] = [];
	for (let i = source.title + 1; i < source.lines.length; i++) {
		const trimmed = (source.lines[i] as string).trim();
		if (trimmed === "") {
			if (indexes.length > 0) break;
			continue;
		}
		if (!trimmed.startsWith(">")) break;
		indexes.push(i);
		const rest = unquoteLine(trimmed).trim();
		if (rest) lines.push(rest);
	}
	return { indexes, lines };
}

interface AbilityData {
	marker?: "Action" | "Enabler";
	/** The cost line as the page writes it ("2+ Intellect points"), or one made from the tags. */
	cost?: string;
	/** The description: the body after the title and the lead block. */
	description: string[];
}

function abilityData(source: Source): AbilityData {
	const block = leadBlock(source);
	const data: AbilityData = { description: trimLines(source.lines.filter((_, i) => i > source.title && !block.indexes.includes(i))) };
	for (const line of block.lines) {
		const marker = /^\**\s*(Action|Enabler)\b/i.exec(line);
		if (marker) data.marker ??= capitalWord(marker[1] as string) as "Action" | "Enabler";
		else if (/^\d/.test(line)) data.cost ??= line.replace(/\s+$/, "");
	}
	if (!data.marker) {
		if (source.tags.some((tag) => /^ability\/action$/i.test(tag))) data.marker = "Action";
		else if (source.tags.some((tag) => /^ability\/enabler$/i.test(tag))) data.marker = "Enabler";
	}
	if (!data.cost) {
		const cost = tagValue(source, "Ability/Cost");
		const pool = tagValue(source, "Ability/Pool");
		if (cost && /^\d+$/.test(cost) && pool) data.cost = `${cost} ${pool} point${cost === "1" ? "" : "s"}`;
	}
	return data;
}

const capitalWord = (word: string): string => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase();

function trimLines(lines: string[]): string[] {
	let start = 0;
	let end = lines.length;
	while (start < end && (lines[start] as string).trim() === "") start++;
	while (end > start && (lines[end - 1] as string).trim() === "") end--;
	return lines.slice(start, end).map((line) => line.replace(/\s+$/, ""));
}

/** A stat line of the vault: `> **Level :** 5`, `>**Health:** 22`, `**Armor:** 3`, `>Damage Inflicted: 6 points`. */
const STAT_LINE = /^\s*(?:>\s*)*(?:\*\*\s*)?(Level|Health|Heath|Armor|Damage Inflicted|Damage|Movement|Form|Kind|Depletion|Value)\s*:?\s*(?:\*\*)?\s*:?\s*(.*?)\s*$/i;

interface StatLine {
	index: number;
	/** The line of its value, when the label is a heading with the value under it (`#### Level` then `>1d6`). */
	valueIndex?: number;
	label: string;
	value: string;
}

/** The lines a stat takes (its label line, and its value's line under a heading label). */
const statIndexes = (stats: readonly StatLine[]): number[] => stats.flatMap((s) => (s.valueIndex === undefined ? [s.index] : [s.index, s.valueIndex]));

function statLines(source: Source, labels: readonly string[]): StatLine[] {
	const found: StatLine[] = [];
	source.lines.forEach((line, index) => {
		if (index <= source.title) return;
		const heading = /^#{2,6}\s*([A-Za-z ]+?)\s*$/.exec(line);
		const titled = heading ? (heading[1] as string).toLowerCase() : "";
		if (heading && labels.includes(titled) && !found.some((f) => f.label === titled)) {
			const next = source.lines[index + 1] ?? "";
			if (/^\s*>/.test(next)) found.push({ index, valueIndex: index + 1, label: titled, value: unquoteLine(next).trim() });
			return;
		}
		const match = STAT_LINE.exec(line);
		if (!match || !/\*\*|^\s*>/.test(line)) return;
		let label = (match[1] as string).toLowerCase();
		if (label === "heath") label = "health";
		if (label === "damage inflicted") label = "damage";
		if (!labels.includes(label) || found.some((f) => f.label === label)) return;
		found.push({ index, label, value: (match[2] as string).replace(/\*\*/g, "").trim() });
	});
	return found;
}

interface CreatureData {
	level?: string;
	health?: string;
	armor?: string;
	damage?: string;
	movement?: string;
	/** Lines holding level, health, Armor, damage or movement (removed where the variant moves them). */
	stats: StatLine[];
}

function creatureData(source: Source): CreatureData {
	const stats = statLines(source, ["level", "health", "armor", "damage", "movement"]);
	const of = (label: string) => stats.find((s) => s.label === label)?.value || undefined;
	const data: CreatureData = { stats };
	const level = tagValue(source, "Creature/Level") ?? of("level");
	const health = tagValue(source, "Creature/Health", "Creature/Heath") ?? of("health");
	const armor = tagValue(source, "Creature/Armor") ?? of("armor");
	if (level) data.level = level;
	if (health) data.health = health;
	if (armor) data.armor = armor;
	const damage = of("damage");
	const movement = of("movement");
	if (damage) data.damage = damage;
	if (movement) data.movement = movement;
	return data;
}

interface ItemData {
	stats: StatLine[];
	/** The callout title line of a Stats box (`>[!info] Stats`), removed with its lines. */
	calloutTitle?: number;
	/** Feature list lines (`>> - Light weapon`) and their callout title, for equipment. */
	features: { indexes: number[]; items: string[] };
}

function itemData(source: Source): ItemData {
	const stats = statLines(source, ["level", "form", "kind", "depletion", "value"]);
	// A level written bare under the title, without its label (`>1d6 +2`, a corpus quirk).
	const lead = leadBlock(source);
	const first = lead.indexes[0];
	if (!stats.some((s) => s.label === "level") && first !== undefined && /^\d*d\d+\s*(?:\+\s*\d+)?$/i.test(lead.lines[0] ?? "")) stats.push({ index: first, label: "level", value: lead.lines[0] as string });
	const data: ItemData = { stats, features: { indexes: [], items: [] } };
	const callout = source.lines.findIndex((line, i) => i > source.title && /^\s*>\s*\[!\w+\][-+]?\s*Stats\b/i.test(line));
	if (callout >= 0) data.calloutTitle = callout;
	let inFeatures = false;
	source.lines.forEach((line, index) => {
		if (/^\s*(?:>\s*)+\[!\w+\][-+]?\s*Features\b/i.test(line)) {
			inFeatures = true;
			data.features.indexes.push(index);
			return;
		}
		if (!inFeatures) return;
		const item = /^\s*(?:>\s*)+[-*]\s+(.*?)\s*$/.exec(line);
		if (item) {
			data.features.indexes.push(index);
			data.features.items.push(item[1] as string);
		} else if (line.trim() !== "" && !/^\s*>+\s*$/.test(line)) inFeatures = false;
	});
	return data;
}

/** Weapon and armor weights of an equipment page: its features, else its tags. */
function equipmentWeights(source: Source, items: readonly string[]): { weapon?: string; armor?: string; range?: string } {
	const out: { weapon?: string; armor?: string; range?: string } = {};
	for (const item of items) {
		const weight = /\b(light|medium|heavy)\s+(weapon|armor)\b/i.exec(item);
		if (weight) out[(weight[2] as string).toLowerCase() as "weapon" | "armor"] ??= (weight[1] as string).toLowerCase();
		const range = /^(immediate|short|long|very long)\s+range$/i.exec(item);
		if (range) out.range ??= (range[1] as string).toLowerCase();
	}
	out.weapon ??= tagValue(source, "Equipment/Weapon")?.toLowerCase();
	out.armor ??= tagValue(source, "Equipment/Armor")?.toLowerCase();
	if (out.weapon === undefined) delete out.weapon;
	if (out.armor === undefined) delete out.armor;
	if (out.range === undefined) delete out.range;
	return out;
}

// ---------------------------------------------------------------------------------------------
// Writing pages

const fileName = (source: Source): string => source.file.path.split("/").pop() ?? source.file.path;

/** A frontmatter block of flat properties (strings quoted when YAML would misread them). */
function frontmatter(properties: Record<string, string | number | undefined>): string {
	const lines = Object.entries(properties)
		.filter((entry): entry is [string, string | number] => entry[1] !== undefined && entry[1] !== "")
		.map(([key, value]) => `${key}: ${typeof value === "number" || /^[A-Za-z][\w ]*$/.test(value) ? value : JSON.stringify(value)}`);
	return lines.length === 0 ? "" : `---\n${lines.join("\n")}\n---\n`;
}

/** The body without the lines at `drop`, its title kept as an H1 of the page's name. */
function bodyWithout(source: Source, drop: ReadonlySet<number>, unquote = false): string {
	const kept = source.lines
		.filter((_, i) => i > source.title && !drop.has(i))
		.map((line) => (unquote ? unquoteLine(line) : line));
	return `# ${source.name}\n\n${trimLines(kept).join("\n")}\n`;
}

/** Mixed-case keys on every other page: "in any case" (issue 23 §1). */
const keyCase = (index: number) => (key: string) => (index % 2 === 1 ? capitalWord(key) : key);

const numberOr = (text: string | undefined): string | number | undefined => (text !== undefined && /^\d+$/.test(text) ? Number(text) : text);

/** A trailing marker sentence the description already ends with ("Action.", "Enabler.", "Action to initiate."). */
const ENDS_WITH_MARKER = /(?:^|[.!?)"”]\s+)(?:Action|Enabler)\b[^.!?]{0,80}\.?\s*$/;

function asProperties(source: Source, index: number): string | undefined {
	const key = keyCase(index);
	switch (source.kind) {
		case "ability": {
			const a = abilityData(source);
			const lead = new Set(leadBlock(source).indexes);
			const props: Record<string, string | number | undefined> = { [key("type")]: a.marker ?? "Ability" };
			const simple = a.cost ? /^(\d+)(\+?)\s+(Might|Speed|Intellect)\s+points?$/i.exec(a.cost) : null;
			if (simple && index % 3 !== 2) {
				props[key("cost")] = simple[2] ? `${simple[1]}+` : Number(simple[1]);
				props[key("pool")] = simple[3];
			} else if (a.cost) props[key("points")] = a.cost;
			props[key("tier")] = tagValue(source, "Ability/Tier");
			return `${frontmatter(props)}${bodyWithout(source, lead)}`;
		}
		case "creature": {
			const c = creatureData(source);
			const props = { [key("type")]: "creature", [key("level")]: numberOr(c.level), [key("health")]: numberOr(c.health), [key("armor")]: numberOr(c.armor), [key("damage")]: c.damage, [key("movement")]: c.movement };
			return `${frontmatter(props)}${bodyWithout(source, new Set(statIndexes(c.stats)))}`;
		}
		case "cypher":
		case "artifact": {
			const item = itemData(source);
			const of = (label: string) => item.stats.find((s) => s.label === label)?.value;
			const drop = new Set(statIndexes(item.stats));
			if (item.calloutTitle !== undefined) drop.add(item.calloutTitle);
			const props = { [key("type")]: source.kind, [key("level")]: of("level"), [key("form")]: of("form"), [key("kind")]: of("kind"), [key("depletion")]: of("depletion") };
			return `${frontmatter(props)}${bodyWithout(source, drop)}`;
		}
		case "equipment": {
			const item = itemData(source);
			const weights = equipmentWeights(source, item.features.items);
			const of = (label: string) => item.stats.find((s) => s.label === label)?.value;
			const drop = new Set([...statIndexes(item.stats), ...item.features.indexes]);
			const level = of("level") ?? tagValue(source, "Equipment/Level");
			const props = { [key("type")]: "equipment", [key("weapon")]: weights.weapon, [key("armor")]: weights.armor, [key("range")]: weights.range, [key("level")]: numberOr(level), [key("value")]: of("value") };
			return `${frontmatter(props)}${bodyWithout(source, drop)}`;
		}
		default:
			return undefined;
	}
}

function asBoldFields(source: Source): string | undefined {
	switch (source.kind) {
		case "ability": {
			const a = abilityData(source);
			const fields = [...(a.marker ? [`**Type**: ${a.marker}`] : []), ...(a.cost ? [`**Cost**: ${a.cost}`] : [])];
			return `# ${source.name}\n\n${fields.join("\n")}\n\n${a.description.join("\n")}\n`;
		}
		case "creature":
		case "cypher":
		case "artifact":
		case "equipment": {
			// The stat lines lose their quote marks (bold labels stay); a Stats callout's title goes.
			const item = source.kind === "creature" ? undefined : itemData(source);
			const drop = new Set<number>(item?.calloutTitle === undefined ? [] : [item.calloutTitle]);
			source.lines.forEach((line, i) => {
				if (/^\s*(?:>\s*)+\[!\w+\][-+]?\s*$/.test(line)) drop.add(i);
			});
			const body = source.lines
				.filter((_, i) => i > source.title && !drop.has(i))
				.map((line) => unquoteLine(line).replace(/^\[!\w+\][-+]?\s*(Features|Modifications)\s*$/i, "**$1**"));
			return `# ${source.name}\n\n${trimLines(body).join("\n")}\n`;
		}
		default:
			return undefined;
	}
}

/** A Markdown table of label/value rows. */
function table(rows: [string, string | undefined][], header: [string, string] = ["Stat", "Value"]): string {
	const kept = rows.filter((row): row is [string, string] => row[1] !== undefined && row[1] !== "");
	return [`| ${header[0]} | ${header[1]} |`, "| --- | --- |", ...kept.map(([label, value]) => `| ${label} | ${value.replace(/\|/g, "/")} |`)].join("\n");
}

function asPlainLinesAndTables(source: Source, index: number): string | undefined {
	switch (source.kind) {
		case "ability": {
			const a = abilityData(source);
			// "Cost: 3 Intellect": the word "points" is often left out.
			const fields = [...(a.marker ? [`Type: ${a.marker}`] : []), ...(a.cost ? [`Cost: ${a.cost.replace(/\s+points?\b/i, "")}`] : [])];
			return `# ${source.name}\n\n${fields.join("\n")}\n\n${a.description.join("\n")}\n`;
		}
		case "creature": {
			const c = creatureData(source);
			const values: [string, string | undefined][] = [["Level", c.level], ["Health", c.health], ["Armor", c.armor], ["Damage", c.damage], ["Movement", c.movement]];
			// Every other page as one row under a header of labels, the others as label/value rows.
			const kept = values.filter((v): v is [string, string] => v[1] !== undefined);
			const wide = [`| ${kept.map((v) => v[0]).join(" | ")} |`, `|${kept.map(() => " --- |").join("")}`, `| ${kept.map((v) => v[1].replace(/\|/g, "/")).join(" | ")} |`].join("\n");
			const body = bodyWithout(source, new Set(statIndexes(c.stats)));
			return `${body}\n${index % 2 === 0 ? wide : table(values)}\n`;
		}
		case "cypher":
		case "artifact": {
			const item = itemData(source);
			const of = (label: string) => item.stats.find((s) => s.label === label)?.value;
			const drop = new Set(statIndexes(item.stats));
			if (item.calloutTitle !== undefined) drop.add(item.calloutTitle);
			const rows: [string, string | undefined][] = [["Level", of("level")], ["Form", of("form")], ["Kind", of("kind")], ["Depletion", of("depletion")]];
			const body = bodyWithout(source, drop);
			return `${body.replace(/\n$/, "")}\n\n${table(rows)}\n`;
		}
		default:
			return undefined;
	}
}

/** The page in the CSRD's own form, without frontmatter or folder. */
function asCsrdParagraph(source: Source): string | undefined {
	switch (source.kind) {
		case "ability": {
			const a = abilityData(source);
			const header = a.cost ? `**${source.name} (${a.cost.replace(/\s+$/, "")}):**` : `**${source.name}:**`;
			const paragraphs = a.description.length > 0 ? [...a.description] : [""];
			paragraphs[0] = `${header} ${paragraphs[0] as string}`.trimEnd();
			const last = paragraphs[paragraphs.length - 1] as string;
			if (a.marker && !ENDS_WITH_MARKER.test(unquoteLine(last))) {
				// The CSRD ends every entry with its marker sentence; a table or quote ends its own block first.
				if (/^\s*[|>!]/.test(last) || last.trim() === "") paragraphs.push("", `${a.marker}.`);
				else paragraphs[paragraphs.length - 1] = `${last.replace(/\s+$/, "")} ${a.marker}.`;
			}
			return `${paragraphs.join("\n")}\n`;
		}
		case "creature": {
			const c = creatureData(source);
			const level = c.level && /^\d+$/.test(c.level) ? Number(c.level) : undefined;
			const header = level === undefined ? `## ${source.name}` : `## ${source.name} ${level} (${level * 3})`;
			// Quote marks and bold go; the level lives in the header.
			const levelLine = c.stats.find((s) => s.label === "level")?.index;
			const body = source.lines
				.filter((line, i) => i > source.title && i !== levelLine && !/^\s*(?:>\s*)+\[!\w+\][-+]?\s*\w*\s*$/.test(line))
				.map((line) => unquoteLine(line).replace(/^\*\*\s*([A-Za-z][A-Za-z ]*?)\s*:?\s*\*\*\s*:?\s*/, "$1: ").replace(/^Heath:/, "Health:"));
			// A page whose health or Armor only its tags hold gets them as lines, as the book prints them.
			const has = (label: string) => c.stats.some((s) => s.label === label);
			const extra = [...(!has("health") && c.health ? [`Health: ${c.health}`] : []), ...(!has("armor") && c.armor ? [`Armor: ${c.armor}`] : [])];
			return `${header}\n${trimLines(body).join("\n")}\n${extra.length > 0 ? `${extra.join("\n")}\n` : ""}`;
		}
		case "cypher":
		case "artifact": {
			const item = itemData(source);
			const drop = new Set(statIndexes(item.stats));
			if (item.calloutTitle !== undefined) drop.add(item.calloutTitle);
			const lines = item.stats.map((s) => `${capitalWord(s.label)}: ${s.value}`);
			const description = trimLines(source.lines.filter((_, i) => i > source.title && !drop.has(i)));
			return `## ${source.name}\n${lines.join("\n")}\nEffect: ${description.join("\n")}\n`;
		}
		default:
			return undefined;
	}
}

/** `Ability/Cost/1` → `Cypher/Abilities/Cost/1`; the folder tag → `Cypher/Abilities` and a letter tag. */
const ROOTED: Record<string, string> = { ability: "Abilities", creature: "Creatures", cypher: "Cyphers", artifact: "Artifacts", equipment: "Equipment", descriptor: "Descriptors", focus: "Foci", type: "Types" };

function gameRootTags(source: Source, index: number): string[] {
	const root = index % 2 === 0 ? "Cypher" : "CSRD";
	const letter = source.name.charAt(0).toUpperCase();
	const out: string[] = [];
	for (const tag of source.tags) {
		const folder = /^Compendiums?\/CSRD\/en\/([^/]+)/i.exec(tag);
		if (folder) {
			const plural = (folder[1] as string).replace(/-NPCs$/i, "");
			out.push(`${root}/${plural}`, `${root}/${plural}/${letter}`);
			continue;
		}
		const [head = "", ...rest] = tag.split("/");
		const plural = ROOTED[head.toLowerCase()];
		out.push(plural ? [root, plural, ...rest].filter((s) => s !== "").join("/") : `${root}/${tag}`);
	}
	return [...new Set(out)];
}

function asGameRootTags(source: Source, index: number): string | undefined {
	if (!source.kind) return undefined;
	const drop = new Set<number>();
	if (source.kind === "ability") for (const i of leadBlock(source).indexes) drop.add(i);
	if (source.kind === "creature") for (const s of creatureData(source).stats) if (s.label === "level" || s.label === "health" || s.label === "armor") drop.add(s.index);
	const tags = gameRootTags(source, index);
	const body = source.lines.filter((_, i) => i > source.title && !drop.has(i));
	return `---\naliases:\n- ${JSON.stringify(source.name)}\ntags:\n${tags.map((t) => `- ${t}`).join("\n")}\n---\n\n## ${source.name}\n${trimLines(body).join("\n")}\n`;
}

// ---------------------------------------------------------------------------------------------
// The corpora

export interface Corpora {
	pages: Record<PageVariant, GeneratedPage[]>;
	chapters: Record<ChapterVariant, GeneratedChapter[]>;
}

/** Every variant of the known vault's pages, in memory. */
export function generateCorpora(files: readonly CorpusFile[]): Corpora {
	const sources = files.map(readSource);
	const stripped = files.map(stripTagsAndFolders);
	const pages = {} as Record<PageVariant, GeneratedPage[]>;
	const writers: Record<Exclude<PageVariant, "stripped">, (source: Source, index: number) => string | undefined> = {
		"game-root-tags": asGameRootTags,
		properties: asProperties,
		"bold-fields": asBoldFields,
		"plain-lines-tables": asPlainLinesAndTables,
		"csrd-paragraph": asCsrdParagraph,
	};
	// Flattened folders make some file names meet (Artifacts/Book.md, Equipment/Book.md): the later one is renamed.
	const taken = new Set<string>();
	const unique = (path: string): string => {
		let candidate = path;
		for (let n = 2; taken.has(candidate.toLowerCase()); n++) candidate = path.replace(/(\.md)$/, ` ${n}$1`);
		taken.add(candidate.toLowerCase());
		return candidate;
	};
	const flat = stripped.map((file) => unique(file.path));
	pages.stripped = stripped.map((file, i) => ({ ...file, path: flat[i] as string, original: (files[i] as CorpusFile).path }));
	for (const [variant, write] of Object.entries(writers) as [Exclude<PageVariant, "stripped">, (s: Source, i: number) => string | undefined][]) {
		pages[variant] = sources.map((source, i) => {
			const text = source.kind && REWRITTEN[variant].includes(source.kind) ? write(source, i) : undefined;
			const carried = { ...(stripped[i] as CorpusFile), path: flat[i] as string };
			if (text === undefined) return { ...carried, original: source.file.path };
			// Folders by letter for the tag-rooted vault; flat for the others.
			const path = variant === "game-root-tags" ? `${source.folder}/${source.name.charAt(0).toUpperCase()}/${fileName(source)}` : carried.path;
			return { path, text, original: source.file.path };
		});
	}
	const chapters = {} as Record<ChapterVariant, GeneratedChapter[]>;
	chapters.chapters = chapterNotes(sources, (source) => {
		const body = trimLines(source.lines.slice(Math.max(0, source.title))).map((line) => line.replace(/^#(?=\s)/, "##"));
		return body.join("\n");
	});
	const csrd = pages["csrd-paragraph"];
	chapters["csrd-chapters"] = chapterNotes(sources, (source, i) => {
		const page = csrd[i] as GeneratedPage;
		// Pages the CSRD form does not rewrite keep their own body (no frontmatter) under their heading.
		return page.text.startsWith("---") ? trimLines(source.lines.slice(Math.max(0, source.title))).join("\n") : page.text.trimEnd();
	});
	return { pages, chapters };
}

/** One note per folder, its pages one after another. */
function chapterNotes(sources: readonly Source[], entry: (source: Source, index: number) => string): GeneratedChapter[] {
	const byFolder = new Map<string, { parts: string[]; originals: string[]; starts: number[]; next: number }>();
	sources.forEach((source, i) => {
		if (!source.folder) return;
		let chapter = byFolder.get(source.folder);
		// The chapter's title and a blank line come first.
		if (!chapter) byFolder.set(source.folder, (chapter = { parts: [], originals: [], starts: [], next: 2 }));
		const part = entry(source, i);
		chapter.parts.push(part);
		chapter.originals.push(source.file.path);
		chapter.starts.push(chapter.next);
		chapter.next += part.split("\n").length + 1;
	});
	return [...byFolder].map(([folder, { parts, originals, starts }]) => ({ path: `${folder}.md`, folder, text: `# ${folder.replace(/-/g, " ")}\n\n${parts.join("\n\n")}\n`, originals, starts }));
}

/** Writes the corpora under `root` (one folder per variant) with a manifest of where each page came from. */
export function writeCorpora(root: string, corpora: Corpora): void {
	for (const [variant, files] of Object.entries(corpora.pages)) {
		for (const file of files) {
			const path = join(root, variant, file.path);
			mkdirSync(dirname(path), { recursive: true });
			writeFileSync(path, file.text);
		}
		writeFileSync(join(root, `${variant}.manifest.json`), JSON.stringify(files.map((f) => [f.path, f.original])));
	}
	for (const [variant, files] of Object.entries(corpora.chapters)) {
		for (const file of files) {
			const path = join(root, variant, file.path);
			mkdirSync(dirname(path), { recursive: true });
			writeFileSync(path, file.text);
		}
		writeFileSync(join(root, `${variant}.manifest.json`), JSON.stringify(files.map((f) => [f.path, f.folder, f.originals, f.starts])));
	}
}

/** A fresh temporary folder for the corpora. */
export const corporaFolder = (): string => mkdtempSync(join(tmpdir(), "csrd-corpora-"));

if (process.argv[1]?.endsWith("csrd-corpora.ts")) {
	const vault = process.env.CSRD_VAULT ?? join("..", "shared", "csrd-vault");
	const out = process.argv[2] ?? corporaFolder();
	const corpora = generateCorpora(readCorpus(vault));
	writeCorpora(out, corpora);
	for (const [variant, files] of Object.entries(corpora.pages)) print(`${variant}: ${files.length} pages`);
	for (const [variant, files] of Object.entries(corpora.chapters)) print(`${variant}: ${files.length} chapter notes`);
	print(`written to ${out}`);
}
