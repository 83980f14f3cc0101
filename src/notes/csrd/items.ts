/**
 * Cypher, artifact and equipment pages: the numbers a GM rolls or looks up (a cypher's level
 * formula and the table its effect is rolled on, an artifact's depletion chance, a weapon's or
 * armor's weight), read from the page's stat block and tags. Each parser returns a Result whose
 * message names the page and what is missing; the page's long effect text is left on the page.
 */
import { readDepletionChance } from "../../engine/systems/cypher/party/artifacts";
import { t } from "../../lang";
import { fail, ok, type Result } from "../../engine/result";
import { findMarkdownTables, judgeTable, type RollTable } from "../../engine/roll-tables/index";
import { pageName, propertyText, type CsrdPage } from "./page";
import { openingLines } from "./ability";
import { pageValue, readStatBlock, saysNotApplicable, type StatBlock } from "./stat-block";
import { tagValue, wholeNumber } from "./tags";

/** "1d6+4", "1d6 + 2", "1d10", "5": a level rolled or fixed when the item is found. */
export interface LevelFormula {
	text: string;
	dice?: { count: number; sides: number };
	/** Added to the dice (or the whole level when there are none). */
	bonus: number;
}

export function readLevelFormula(text: string): LevelFormula | undefined {
	const compact = text.replace(/\s+/g, "").toLowerCase();
	const match = /^(?:(\d*)d(\d+))?(?:\+?(\d+))?$/.exec(compact);
	if (!match || (match[2] === undefined && match[3] === undefined)) return undefined;
	const formula: LevelFormula = { text: text.trim().replace(/\s+/g, " "), bonus: Number(match[3] ?? 0) };
	if (match[2] !== undefined) formula.dice = { count: Number(match[1] || 1), sides: Number(match[2]) };
	return formula;
}

/**
 * A cypher or an artifact: its level, rolled or fixed when it is found, its kind and form, and the
 * table its effect is rolled on (the page's first die table, read as the table roller reads it).
 */
export interface CsrdCypher {
	name: string;
	level: LevelFormula;
	/** "Fantastic", "Subtle", "Manifest"…: the page's Kind line, else its tag. */
	kind?: string;
	form?: string;
	table?: RollTable;
	notes: string[];
}

/** The level line, or a bare formula opening the page under its title (a corpus quirk: ">1d6 +2" without its label). */
const levelWords = (page: CsrdPage, block: StatBlock): string | undefined => {
	const labelled = pageValue(page, block, "level");
	if (labelled) return labelled;
	const first = openingLines(page.body)[0];
	return first !== undefined && readLevelFormula(first)?.dice ? first : undefined;
};

/** The tag under `root/` that is not a sub-list ("Cypher/Fantastic" → "Fantastic"). */
const tagKind = (page: CsrdPage, root: string): string | undefined => {
	const value = tagValue(page.tags, root);
	return value && !value.includes("/") ? value.replace(/-/g, " ").replace(/\b\w/g, (c) => c.toUpperCase()) : undefined;
};

/** What cypher and artifact pages both give; `root` is the kind's tag ("cypher", "artifact"), `what` its name in a message. */
function readFoundItem(page: CsrdPage, block: StatBlock, root: "cypher" | "artifact"): Result<CsrdCypher> {
	const words = levelWords(page, block);
	if (words === undefined || words === "") return fail(t("notes.csrd.item.noLevel", { name: pageName(page), kind: root, example: "Level: 1d6 + 2" }));
	const level = readLevelFormula(words);
	if (!level) return fail(t("notes.csrd.item.badLevel", { name: pageName(page), level: words, example: "1d6 + 2" }));
	const item: CsrdCypher = { name: pageName(page), level, notes: level.dice || !words.trim().startsWith("+") ? [] : [t("notes.csrd.item.levelNoDice", { level: words.trim(), bonus: level.bonus })] };
	const kind = pageValue(page, block, "kind") || tagKind(page, root);
	if (kind) item.kind = kind;
	const form = pageValue(page, block, "form");
	if (form) item.form = form;
	const table = findMarkdownTables(page.body)
		.map(judgeTable)
		.find((verdict) => verdict.kind === "rollable" || verdict.kind === "broken");
	if (table) item.table = table.table;
	return ok(item);
}

export function parseCypher(page: CsrdPage): Result<CsrdCypher> {
	return readFoundItem(page, readStatBlock(page.body), "cypher");
}

/** "1 in 1d20", "1-3 in 1d6": depletes when the die shows `low` to `high`. */
export interface Depletion {
	text: string;
	/** "never" for "-", "automatic" for a single use; "roll" with the numbers when they read plainly. */
	kind: "roll" | "never" | "automatic" | "other";
	low?: number;
	high?: number;
	sides?: number;
}

export function readDepletion(text: string): Depletion {
	const trimmed = text.trim();
	if (saysNotApplicable(trimmed)) return { text: trimmed, kind: "never" };
	if (/^automatic/i.test(trimmed)) return { text: trimmed, kind: "automatic" };
	// One reader of "1 in 1d6" for the page's panel and the sheet's artifacts (engine/systems/cypher/party/artifacts.ts).
	const roll = readDepletionChance(trimmed);
	if (!roll) return { text: trimmed, kind: "other" };
	return { text: trimmed, kind: "roll", low: roll.low, high: roll.high, sides: roll.sides };
}

export interface CsrdArtifact extends CsrdCypher {
	depletion?: Depletion;
}

export function parseArtifact(page: CsrdPage): Result<CsrdArtifact> {
	const block = readStatBlock(page.body);
	const read = readFoundItem(page, block, "artifact");
	if (!read.ok) return read;
	const artifact: CsrdArtifact = read.value;
	const depletion = pageValue(page, block, "depletion");
	if (depletion) artifact.depletion = readDepletion(depletion);
	else artifact.notes.push(t("notes.csrd.item.noDepletion"));
	return ok(artifact);
}

export type Weight = "light" | "medium" | "heavy";

export interface CsrdEquipment {
	name: string;
	weapon?: Weight;
	armor?: Weight;
	level?: number;
	/** "Moderate", "6 Gp": the price as the page writes it. */
	value?: string;
	/** "Long", "Short": a weapon's range, when given. */
	range?: string;
	/** The page's feature list ("Heavy weapon", "Long range", "Rapid-fire weapon"). */
	features: string[];
	notes: string[];
}

const WEIGHT = /\b(light|medium|heavy)\s+(weapon|armor)\b/i;

/**
 * An equipment page: the weight of a weapon or armor from its feature list ("Heavy weapon"), its
 * tags (`Equipment/Weapon/Heavy`), or failing both its description ("functions as medium armor");
 * level, value and range from the stat block or tags. A page with none of these cannot be read.
 */
export function parseEquipment(page: CsrdPage): Result<CsrdEquipment> {
	const block = readStatBlock(page.body);
	const features = (block.get("features") ?? "").split("\n").filter((item) => item !== "");
	const item: CsrdEquipment = { name: pageName(page), features, notes: [] };
	const fromFeatures: Partial<Record<"weapon" | "armor", Weight>> = {};
	for (const feature of features) {
		const match = WEIGHT.exec(feature);
		if (match) fromFeatures[(match[2] as string).toLowerCase() as "weapon" | "armor"] ??= (match[1] as string).toLowerCase() as Weight;
		const range = /^(immediate|short|long|very long)\s+range$/i.exec(feature);
		if (range) item.range ??= (range[1] as string).toLowerCase();
	}
	const description = WEIGHT.exec(page.body.split(/\r?\n/).find((line) => /^\s*>\s*[A-Za-z]/.test(line) && !/\*\*/.test(line)) ?? "");
	for (const slot of ["weapon", "armor"] as const) {
		const tag = propertyText(page, slot)?.toLowerCase() ?? tagValue(page.tags, `equipment/${slot}`);
		const fromTag = tag && /^(light|medium|heavy)$/.test(tag) ? (tag as Weight) : undefined;
		if (fromTag && fromFeatures[slot] && fromTag !== fromFeatures[slot]) item.notes.push(t("notes.csrd.item.weightDisagrees", { slot, from: propertyText(page, slot) ? "property" : "tag", said: fromTag, features: fromFeatures[slot] }));
		const fromText = description && (description[2] as string).toLowerCase() === slot ? ((description[1] as string).toLowerCase() as Weight) : undefined;
		const weight = fromFeatures[slot] ?? fromTag ?? fromText;
		if (weight) item[slot] = weight;
	}
	const level = wholeNumber(propertyText(page, "level")) ?? wholeNumber(block.get("level")) ?? wholeNumber(tagValue(page.tags, "equipment/level"));
	if (level !== undefined) item.level = level;
	const value = pageValue(page, block, "value");
	if (value) item.value = value;
	const rangeTag = propertyText(page, "range")?.toLowerCase().replace(" ", "-") ?? tagValue(page.tags, "equipment/range");
	if (!item.range && rangeTag && /^(immediate|short|long|very-long)$/.test(rangeTag)) item.range = rangeTag.replace("-", " ");
	if (!item.weapon && !item.armor && item.level === undefined && !item.value && features.length === 0) {
		return fail(t("notes.csrd.item.nothing", { name: item.name }));
	}
	return ok(item);
}
