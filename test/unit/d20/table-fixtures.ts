/**
 * d20 notes for the table's model tests: a fighter and a scout (player characters) and a thug
 * (an NPC), as frontmatter, read through the same functions the plugin reads notes with.
 */
import { scriptedRng, seededRng, type Rng } from "../../../src/engine/rng";
import type { ResolveContext } from "../../../src/games/frame/game";
import { readCombatant, readD20NoteModel, type D20Kind, type D20Note } from "../../../src/games/d20/model";
import { packOf } from "../pack/helpers";

/** The d20 game's built-in rule pack: its conditions' rules (flat-footed, prone). */
export const D20_PACK = packOf("d20");

export const FIGHTER = {
	ledger: "character",
	system: "d20",
	name: "Mara Quell",
	level: 3,
	bcb: 3,
	str: 16,
	dex: 14,
	con: 12,
	int: 10,
	wis: 8,
	cha: 13,
	"vitality-max": 24,
	vitality: 24,
	"wound-points-max": 12,
	"wound-points": 12,
	"armor-bonus": 2,
	skills: { athletics: 4, perception: 2 },
};

export const SCOUT = {
	ledger: "character",
	system: "d20",
	name: "Tam Ashby",
	level: 2,
	bcb: 1,
	str: 10,
	dex: 18,
	con: 10,
	int: 12,
	wis: 14,
	cha: 10,
	"vitality-max": 14,
	"wound-points-max": 10,
	skills: { stealth: 5, acrobatics: 3 },
};

export const THUG = {
	ledger: "npc",
	system: "d20",
	name: "Gate Thug",
	level: 2,
	heroic: false,
	bcb: 2,
	str: 15,
	dex: 10,
	con: 14,
	int: 8,
	wis: 10,
	cha: 8,
	"vitality-max": 10,
	"wound-points-max": 14,
	"armor-bonus": 1,
};

export type Frontmatter = Record<string, unknown>;

/** A note model with the others of the campaign as targets. */
export function noteOf(fm: Frontmatter, options: { kind?: D20Kind; others?: Frontmatter[]; campaign?: Frontmatter } = {}): D20Note {
	const link = `[[${String(fm["name"])}]]`;
	const others = (options.others ?? []).flatMap((other) => {
		const c = readCombatant({ frontmatter: other, basename: String(other["name"]), link: `[[${String(other["name"])}]]` }, other["ledger"] === "npc" ? "npc" : "character", D20_PACK);
		return c ? [c] : [];
	});
	const kind = options.kind ?? (fm["ledger"] === "npc" ? "npc" : "character");
	return readD20NoteModel({ frontmatter: fm, basename: typeof fm["name"] === "string" ? fm["name"] : "Nameless", link }, kind, options.campaign ? { frontmatter: options.campaign } : undefined, others, D20_PACK);
}

/**
 * The context the table's frame gives resolve: with faces typed in, it plays them back in order
 * (scriptedRng over the flattened groups, as the frame does) and passes the groups; `extra` are
 * faces typed for later groups (a critical's follow-up). Without faces, a seeded Rng.
 */
export function context(options: { entered?: number[][]; extra?: number[]; rng?: Rng; actor?: string } = {}): ResolveContext {
	const actor = options.actor ?? "[[Mara Quell]]";
	const typed = options.entered === undefined ? undefined : [...options.entered, ...(options.extra ?? []).map((face) => [face])];
	const ctx: ResolveContext = {
		meta: { id: "0test-000001", time: "2026-04-02T19:00:00.000Z", actor, target: actor },
		rng: options.rng ?? (typed ? scriptedRng(typed.flat()) : seededRng(4)),
		sessionPath: "Campaigns/Iron Reach/Session 1.md",
	};
	if (typed) ctx.entered = typed;
	return ctx;
}

export function unwrap<T>(r: { ok: true; value: T } | { ok: false; error: string }): T {
	if (!r.ok) throw new Error(r.error);
	return r.value;
}
