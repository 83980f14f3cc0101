/**
 * The chance each combatant acts before each opponent, worked out before initiative is rolled, by
 * each game's own rule: Cypher PCs against the NPCs' target numbers (chanceToActBefore), d20
 * combatants by enumerating both d20s and the coin (initiativeOdds), pool combatants from both
 * pools' exact distributions (initiativeChance). Instances of one creature have the same numbers, so
 * they are counted once, under the creature's name.
 */
import { fail, ok, type Result } from "../result";
import { chanceToActBefore } from "../systems/cypher/turns";
import { initiativeOdds } from "../systems/d20/initiative";
import { initiativeChance } from "../systems/pool/initiative";

export type Side = "pc" | "npc";

/** One opponent in a combatant's line: the chance to act before it, and for pools the chance the GM decides. */
export interface ChanceAgainst {
	opponent: string;
	chance: number;
	/** Pools only: equal results on equal pools, which the rules leave to the GM. */
	gmDecides?: number;
}

export interface ActBeforeLine {
	who: string;
	side: Side;
	against: ChanceAgainst[];
}

/** Bounded so a dialog over a huge encounter stays quick: lines beyond this are not worked out. */
const MAX_LINES = 60;

/** The distinct rollers by name (instances of one creature named once), PCs first, each against the other side. */
function linesFor<T extends { who: string; side: Side }>(rollers: readonly T[], chance: (mine: T, theirs: T) => Result<Omit<ChanceAgainst, "opponent">>): Result<ActBeforeLine[]> {
	const seen = new Set<string>();
	const distinct = rollers.filter((r) => !seen.has(r.who) && seen.add(r.who) !== undefined).slice(0, MAX_LINES);
	const ordered = [...distinct.filter((r) => r.side === "pc"), ...distinct.filter((r) => r.side === "npc")];
	const lines: ActBeforeLine[] = [];
	for (const mine of ordered) {
		const against: ChanceAgainst[] = [];
		for (const theirs of distinct) {
			if (theirs.side === mine.side) continue;
			const c = chance(mine, theirs);
			if (!c.ok) return fail(`${mine.who}: ${c.error}`);
			against.push({ opponent: theirs.who, ...c.value });
		}
		if (against.length > 0) lines.push({ who: mine.who, side: mine.side, against });
	}
	return ok(lines);
}

/** Cypher (000): a PC acts before an NPC when the roll, eased by `netSteps` (+3 each), meets its target number. NPCs roll nothing. */
export function cypherActBefore(pcs: ReadonlyArray<{ who: string; netSteps: number; rollBonus: number }>, npcs: ReadonlyArray<{ who: string; level: number }>): Result<ActBeforeLine[]> {
	const rollers = [
		...pcs.map((p) => ({ who: p.who, side: "pc" as const, netSteps: p.netSteps, rollBonus: p.rollBonus, level: 0 })),
		...npcs.map((n) => ({ who: n.who, side: "npc" as const, netSteps: 0, rollBonus: 0, level: n.level })),
	];
	const lines = linesFor(rollers, (pc, npc) => {
		const c = chanceToActBefore(npc.level, pc.netSteps, pc.rollBonus);
		return c.ok ? ok({ chance: c.value }) : c;
	});
	return lines.ok ? ok(lines.value.filter((l) => l.side === "pc")) : lines;
}

/** d20 (004): both d20s enumerated; a higher modifier wins a tie, an exact tie is a coin toss (half). */
export function d20ActBefore(rollers: ReadonlyArray<{ who: string; side: Side; modifier: number }>): Result<ActBeforeLine[]> {
	return linesFor(rollers, (mine, theirs) => ok({ chance: initiativeOdds(mine, theirs).chance }));
}

/** The pool game (003): both pools' exact distributions; an equal result goes to the larger pool, equal pools to the GM. */
export function poolActBefore(rollers: ReadonlyArray<{ who: string; side: Side; pool: number }>, dieSize: number): Result<ActBeforeLine[]> {
	return linesFor(rollers, (mine, theirs) => {
		const c = initiativeChance(mine.pool, theirs.pool, dieSize);
		return c.ok ? ok(c.value.gmDecides > 0 ? { chance: c.value.before, gmDecides: c.value.gmDecides } : { chance: c.value.before }) : c;
	});
}
