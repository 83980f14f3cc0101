import { pageName, propertyText, type CsrdPage } from "./page";
import { hasValue, pageValue, readAmount, readStatBlock, saysNotApplicable, type StatBlock } from "./stat-block";
import { t } from "../../lang";
import { tagValue, wholeNumber } from "./tags";

export interface CsrdCreature {
	name: string;
	level: number;
	/** Target number to affect it: 3 × level. */
	targetNumber: number;
	/** Absent when the page's health is "NA" or "∞": it cannot be harmed this way (see healthText). */
	health?: number;
	/**
	 * "page" when the page gives health; "level" when it is 3 × level because the page gives none;
	 * "none" when the page says it has no health to lose ("NA", "∞").
	 */
	healthSource: "page" | "level" | "none";
	/** What to show for health: the number, or "cannot be harmed this way". */
	healthText: string;
	/** The Armor that applies in general (the first number of "1 (5 against poison)"; 0 when none). */
	armor: number;
	/** The page's Armor words, when they say more than one number. */
	armorText?: string;
	/** Damage it inflicts, only when one number applies ("6 points", "5 points; see Combat"). */
	damage?: number;
	/** The page's damage words, always kept ("6 to 12 points", "3 points (claw) or 5 points (ranged weapon)"). */
	damageText?: string;
	movement?: string;
	/** "Might defense as level 6", one entry per modification. */
	modifications: string[];
	/** Where tags and stat block disagree, or a value had to be derived; shown to the GM, never fatal. */
	notes: string[];
}

export type CreatureParse = { ok: true; creature: CsrdCreature } | { ok: false; error: string };

/** A creature's header in the book's form: its name, then its level and target number ("Ghoul 4 (12)"). */
export interface CreatureHeader {
	name: string;
	level: number;
}

const HEADER = /^(.+?)\s+(\d{1,2})\s*\((\d{1,3}|∞|infinite)\)$/i;

/**
 * Reads "Ghoul 4 (12)" as a heading (`## Ghoul 4 (12)`), a bold or plain line of its own, or a
 * callout's title (`> [!note] Ghoul 4 (12)`). The target number must be 3 × the level (or infinite),
 * so "Chapter 5 (2019)" is no creature.
 */
export function readCreatureHeader(line: string): CreatureHeader | undefined {
	if (!line.includes("(")) return undefined;
	const text = line
		.trim()
		.replace(/^(?:>\s*)+/, "")
		.replace(/^\[![\w-]+\][-+]?\s*/, "")
		.replace(/^#{1,6}\s+/, "")
		.replace(/^\*\*(.*)\*\*$/, "$1")
		.trim();
	const match = HEADER.exec(text);
	if (!match) return undefined;
	const level = Number(match[2]);
	const target = match[3] as string;
	if (/^\d+$/.test(target) && Number(target) !== level * 3) return undefined;
	return { name: (match[1] as string).replace(/\*+$/, "").trim(), level };
}

/** Under a 'Name 5 (15)' header, the stats that say "this is a creature", not a trap or a hazard with only a level and damage. */
export const hasCreatureStats = (block: StatBlock): boolean => ["health", "armor", "movement", "motive"].some((label) => hasValue(block, label));

/**
 * A stat block that is a creature's without a header: health or damage, and a level (or "NA"), or
 * Armor and movement. A rules page may define "Health" and "Damage" in bold; a creature gives more.
 */
export function readsAsCreatureBlock(block: StatBlock): boolean {
	const harm = ["health", "damage", "damage inflicted"].some((label) => hasValue(block, label));
	return harm && (/^(?:\d|n\/?a\b)/i.test((block.get("level") ?? "").trim()) || (hasValue(block, "armor") && hasValue(block, "movement")));
}

/** The first creature header of an entry, looked for only in its first lines (a heading, or the line that opens it). */
export function creatureHeaderOf(body: string): CreatureHeader | undefined {
	let seen = 0;
	for (let start = 0; start < body.length && seen < 3; ) {
		const end = body.indexOf("\n", start);
		const line = body.slice(start, end < 0 ? body.length : end);
		start = end < 0 ? body.length : end + 1;
		if (line.trim() === "") continue;
		const header = readCreatureHeader(line);
		if (header) return header;
		seen++;
	}
	return undefined;
}

export function parseCreature(page: CsrdPage): CreatureParse {
	const block = readStatBlock(page.body);
	const notes: string[] = [];
	const pick = (tagPrefix: string, label: "level" | "health" | "armor", fromBlock: number | undefined): number | undefined => {
		const fromTag = wholeNumber(tagValue(page.tags, tagPrefix));
		if (fromTag !== undefined && fromBlock !== undefined && fromTag !== fromBlock) {
			notes.push(t("notes.csrd.creature.tagDisagrees", { label, tag: fromTag, page: fromBlock }));
		}
		return fromTag ?? fromBlock;
	};
	const header = creatureHeaderOf(page.body);
	const level = pick("creature/level", "level", wholeNumber(propertyText(page, "level")) ?? wholeNumber(block.get("level")) ?? header?.level);
	if (level === undefined) return { ok: false, error: t("notes.csrd.creature.noLevel", { name: pageName(page) }) };

	const healthWords = pageValue(page, block, "health");
	const healthTag = tagValue(page.tags, "creature/health");
	const authoredHealth = pick("creature/health", "health", healthWords === undefined ? undefined : readAmount(healthWords).value);
	const unharmable = authoredHealth === undefined && (saysNotApplicable(healthWords) || saysNotApplicable(healthTag));
	if (authoredHealth !== undefined && healthWords && readAmount(healthWords).value === undefined) {
		notes.push(t("notes.csrd.creature.healthWords", { tag: authoredHealth, words: healthWords }));
	}
	const health = unharmable ? undefined : (authoredHealth ?? level * 3);
	if (unharmable) notes.push(t("notes.csrd.creature.unharmable", { words: healthWords ?? healthTag ?? "" }));
	else if (authoredHealth === undefined) notes.push(t("notes.csrd.creature.healthFromLevel", { health: health ?? 0 }));

	const armorWords = pageValue(page, block, "armor");
	const armorAmount = armorWords === undefined || saysNotApplicable(armorWords) ? undefined : readAmount(armorWords);
	const armor = pick("creature/armor", "armor", armorAmount?.value) ?? wholeNumber(armorWords) ?? 0;
	const damageWords = pageValue(page, block, "damage", "damage inflicted");
	const movement = pageValue(page, block, "movement");
	const modifications = (block.get("modifications") ?? "")
		.split("\n")
		.filter((item) => item !== "" && !saysNotApplicable(item));

	const creature: CsrdCreature = {
		name: pageName(page),
		level,
		targetNumber: level * 3,
		healthSource: unharmable ? "none" : authoredHealth === undefined ? "level" : "page",
		healthText: health === undefined ? t("notes.csrd.creature.cannotBeHarmed") : String(health),
		armor,
		modifications,
		notes,
	};
	if (health !== undefined) creature.health = health;
	if (armorAmount && armorAmount.value === undefined) {
		creature.armorText = armorAmount.text;
		notes.push(t("notes.csrd.creature.armorWords", { words: armorAmount.text, armor }));
	}
	if (damageWords && !saysNotApplicable(damageWords)) {
		creature.damageText = damageWords;
		const damage = readAmount(damageWords).value;
		if (damage !== undefined) creature.damage = damage;
	}
	if (movement && !saysNotApplicable(movement)) creature.movement = movement;
	return { ok: true, creature };
}
