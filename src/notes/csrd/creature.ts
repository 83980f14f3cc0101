import { pageName, type CsrdPage } from "./page";
import { readStatBlock } from "./stat-block";
import { tagValue, wholeNumber } from "./tags";

export interface CsrdCreature {
	name: string;
	level: number;
	/** Target number to affect it: 3 × level. */
	targetNumber: number;
	health: number;
	/** "page" when the page gives health; "level" when it is 3 × level because the page gives none. */
	healthSource: "page" | "level";
	armor: number;
	/** Damage it inflicts, when the stat block states a number. */
	damage?: number;
	movement?: string;
	/** Where tags and stat block disagree, or a value had to be derived; shown to the GM, never fatal. */
	notes: string[];
}

export type CreatureParse = { ok: true; creature: CsrdCreature } | { ok: false; error: string };

/**
 * A creature's numbers from its tags (`Creature/Level/5`, `Creature/Health/22`,
 * `Creature/Armor/2`) and, where a tag is missing, its stat block. Health is
 * authored on most pages and not always 3 × level; only a page without any
 * health value gets 3 × level (the Cypher rule for NPC health).
 */
export function parseCreature(page: CsrdPage): CreatureParse {
	const block = readStatBlock(page.body);
	const notes: string[] = [];
	const pick = (tagPrefix: string, label: string): number | undefined => {
		const fromTag = wholeNumber(tagValue(page.tags, tagPrefix));
		const fromBlock = wholeNumber(block.get(label));
		if (fromTag !== undefined && fromBlock !== undefined && fromTag !== fromBlock) {
			notes.push(`The ${label} tag says ${fromTag} but the stat block says ${fromBlock}; using the tag.`);
		}
		return fromTag ?? fromBlock;
	};

	const level = pick("creature/level", "level");
	if (level === undefined) return { ok: false, error: `${pageName(page)}: no level in its tags or stat block.` };
	const authoredHealth = pick("creature/health", "health");
	const health = authoredHealth ?? level * 3;
	if (authoredHealth === undefined) notes.push(`No health on the page; using 3 × level = ${health}.`);
	const armor = pick("creature/armor", "armor") ?? 0;
	const damage = wholeNumber(block.get("damage") ?? block.get("damage inflicted"));
	const movement = block.get("movement");

	const creature: CsrdCreature = {
		name: pageName(page),
		level,
		targetNumber: level * 3,
		health,
		healthSource: authoredHealth === undefined ? "level" : "page",
		armor,
		notes,
	};
	if (damage !== undefined) creature.damage = damage;
	if (movement) creature.movement = movement;
	return { ok: true, creature };
}
