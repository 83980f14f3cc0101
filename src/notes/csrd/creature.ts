import { pageName, type CsrdPage } from "./page";
import { readAmount, readStatBlock, saysNotApplicable } from "./stat-block";
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

export const CANNOT_BE_HARMED = "cannot be harmed this way";

/** "## Ghoul 4 (12)": the book's heading form, level and target number after the name. */
const HEADING_LEVEL = /^#{1,3}\s+\S.*?\s(\d{1,2})\s*\((?:\d{1,3}|∞|infinite)\)\s*$/im;

/**
 * A creature's numbers from its tags (`Creature/Level/5`, `Creature/Health/22`, `Creature/Armor/2`),
 * its stat block, and for the level also a "Name 5 (15)" heading; the tag wins where they disagree,
 * with a note. Health is authored on most pages and not always 3 × level; only a page without any
 * health value gets 3 × level (the Cypher rule for NPC health), and a page whose health is "NA"
 * gets none at all.
 */
export function parseCreature(page: CsrdPage): CreatureParse {
	const block = readStatBlock(page.body);
	const notes: string[] = [];
	const pick = (tagPrefix: string, label: string, fromBlock: number | undefined): number | undefined => {
		const fromTag = wholeNumber(tagValue(page.tags, tagPrefix));
		if (fromTag !== undefined && fromBlock !== undefined && fromTag !== fromBlock) {
			notes.push(`The ${label} tag says ${fromTag} but the stat block says ${fromBlock}; using the tag.`);
		}
		return fromTag ?? fromBlock;
	};
	const heading = HEADING_LEVEL.exec(page.body);
	const level = pick("creature/level", "level", wholeNumber(block.get("level")) ?? (heading ? Number(heading[1]) : undefined));
	if (level === undefined) return { ok: false, error: `${pageName(page)}: no level in its tags or stat block.` };

	const healthWords = block.get("health");
	const healthTag = tagValue(page.tags, "creature/health");
	const authoredHealth = pick("creature/health", "health", healthWords === undefined ? undefined : readAmount(healthWords).value);
	const unharmable = authoredHealth === undefined && (saysNotApplicable(healthWords) || saysNotApplicable(healthTag));
	if (authoredHealth !== undefined && healthWords && readAmount(healthWords).value === undefined) {
		notes.push(`The health tag says ${authoredHealth} but the stat block says "${healthWords}"; using the tag.`);
	}
	const health = unharmable ? undefined : (authoredHealth ?? level * 3);
	if (unharmable) notes.push(`Health is "${healthWords ?? healthTag}" on the page: it ${CANNOT_BE_HARMED}.`);
	else if (authoredHealth === undefined) notes.push(`No health on the page; using 3 × level = ${health}.`);

	const armorWords = block.get("armor");
	const armorAmount = armorWords === undefined || saysNotApplicable(armorWords) ? undefined : readAmount(armorWords);
	const armor = pick("creature/armor", "Armor", armorAmount?.value) ?? wholeNumber(armorWords) ?? 0;
	const damageWords = block.get("damage") ?? block.get("damage inflicted");
	const movement = block.get("movement");
	const modifications = (block.get("modifications") ?? "")
		.split("\n")
		.filter((item) => item !== "" && !saysNotApplicable(item));

	const creature: CsrdCreature = {
		name: pageName(page),
		level,
		targetNumber: level * 3,
		healthSource: unharmable ? "none" : authoredHealth === undefined ? "level" : "page",
		healthText: health === undefined ? CANNOT_BE_HARMED : String(health),
		armor,
		modifications,
		notes,
	};
	if (health !== undefined) creature.health = health;
	if (armorAmount && armorAmount.value === undefined) {
		creature.armorText = armorAmount.text;
		notes.push(`Armor is "${armorAmount.text}" on the page; using ${armor} in general.`);
	}
	if (damageWords && !saysNotApplicable(damageWords)) {
		creature.damageText = damageWords;
		const damage = readAmount(damageWords).value;
		if (damage !== undefined) creature.damage = damage;
	}
	if (movement && !saysNotApplicable(movement)) creature.movement = movement;
	return { ok: true, creature };
}
