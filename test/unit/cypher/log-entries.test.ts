import { describe, expect, it } from "vitest";
import { parseEntries, serializeEntry } from "../../../src/engine/log";
import { scriptedRng } from "../../../src/engine/rng";
import type { CypherCharacter } from "../../../src/engine/systems/cypher/character";
import { gmIntrusion, refuseIntrusion } from "../../../src/engine/systems/cypher/experience";
import {
	costText,
	damageEntry,
	intrusionEntry,
	pagesOf,
	recoveryEntry,
	taskEntry,
	taskOutcomeText,
	type EntryMeta,
} from "../../../src/engine/systems/cypher/log-entries";
import { applyRecovery, rollRecovery } from "../../../src/engine/systems/cypher/recovery";
import { resolveTask, type TaskRequest, type TaskResult } from "../../../src/engine/systems/cypher/task";

/** Kira of the worked example (docs/ARCHITECTURE.md): Might 9 of 12 with Edge 1, Effort 1, trained in climbing. */
function kira(overrides: Partial<CypherCharacter> = {}): CypherCharacter {
	return {
		name: "Kira",
		tier: 1,
		effort: 1,
		xp: 3,
		pools: { might: { current: 9, max: 12, edge: 1 }, speed: { current: 10, max: 10, edge: 0 }, intellect: { current: 11, max: 11, edge: 1 } },
		skills: { climbing: "trained", perception: "specialized", persuasion: "inability" },
		armor: "light",
		recoveriesUsed: 0,
		wounds: { minor: 0, moderate: 0, major: 0 },
		damageTrack: "hale",
		cypherLimit: 2,
		cyphers: [],
		...overrides,
	};
}

const META: EntryMeta = { id: "mhz3k2a1b-x7q2ka", time: "2026-11-21T02:30:00.000Z", actor: "[[Kira]]", target: "[[Kira]]" };

function resolved(request: TaskRequest, faces: number[], pc = kira()): TaskResult {
	const result = resolveTask(pc, request, scriptedRng(faces));
	if (!result.ok) throw new Error(result.error);
	return result.value;
}

describe("taskEntry: the climb of the worked example", () => {
	// 000: "Using Effort costs 3 Pool points and eases the task by one step"
	// 000: "The target number is always three times the task's difficulty"
	// 000: "If the roll is equal to or higher than the target number, you succeed."
	const request: TaskRequest = { stat: "might", difficulty: 4, skills: ["climbing"], effort: 1 };
	const result = resolved(request, [14]);
	const entry = taskEntry(META, kira(), request, result, { label: "Climb" });

	it("names the actor, the task and the skill level", () => {
		expect(entry).toMatchObject({ kind: "task", system: "cypher", actor: "[[Kira]]", title: "Climb (Might, trained)" });
	});

	it("records the inputs a player checks: difficulty 4, trained, one Effort → difficulty 2, target 6, cost 3 − 1 Edge = 2", () => {
		const inputs = Object.fromEntries(entry.inputs.map((i) => [i.key, i.value]));
		expect(inputs).toMatchObject({
			stat: "Might",
			difficulty: 4,
			skill: "climbing (trained)",
			assets: 0,
			effort: 1,
			steps: 2,
			"final difficulty": 2,
			target: 6,
			cost: "1 level of Effort: 3 Might − 1 Edge = 2",
		});
	});

	it("shows the d20 face and the outcome in words and as a code", () => {
		expect(entry.dice).toEqual([{ notation: "d20", dice: [{ value: 14, kept: true }], total: 14 }]);
		expect(entry.outcome).toEqual({ text: "Success (14)", code: "success" });
	});

	it("writes Kira's Might 9 → 7 to her note", () => {
		expect(entry.changes).toEqual([{ target: "[[Kira]]", key: "might", before: 9, after: 7 }]);
	});

	it("explains every step and links the CSRD pages it cites, once each", () => {
		expect(entry.explanation).toEqual(result.explanation.map((s) => s.text));
		expect(entry.links).toEqual(pagesOf(result.explanation));
		expect(entry.links).toEqual(expect.arrayContaining(["Task-Difficulty", "Effort", "Rolling-Dice"]));
		expect(new Set(entry.links).size).toBe(entry.links.length);
	});

	it("survives the round trip through the session note's Markdown", () => {
		const parsed = parseEntries(`# Session\n\n${serializeEntry(entry)}\n`);
		expect(parsed.entries.map((e) => e.entry)).toEqual([entry]);
	});
});

describe("taskOutcomeText: the special rolls in words", () => {
	it.each([
		// 000: "rolling a 17 or higher means you get to add extra damage to the attack: +1 for a 17, +2 for an 18…"
		["an attack's 17 adds 1 damage", { stat: "might", difficulty: 2, attack: { weapon: "medium" } }, 17, "Success (17: +1 damage, 5 damage)"],
		// 000: "19: +3 damage bonus or minor effect."
		["a non-attack 19 is a minor effect", { stat: "intellect", difficulty: 2 }, 19, "Success (19: minor effect)"],
		// 000: "20: +4 damage bonus or major effect." and "the point cost for the action (if any) decreases to 0"
		["a 20 with Effort is a major effect and refunds the cost", { stat: "might", difficulty: 4, effort: 1 }, 20, "Success (20: major effect, points refunded)"],
		// 000: "If you roll a 1 on a task, the GM gets a “free” intrusion"
		["a 1 is a free GM intrusion", { stat: "speed", difficulty: 3 }, 1, "Failure (1: GM intrusion)"],
		// 000: "If the roll is equal to or higher than the target number, you succeed."
		["a 8 against 9 fails", { stat: "speed", difficulty: 3 }, 8, "Failure (8)"],
	] as [string, TaskRequest, number, string][])("%s", (_name, request, face, text) => {
		expect(taskOutcomeText(resolved(request, [face]))).toBe(text);
	});

	it("a routine task has no dice and says so", () => {
		// 000: "If you reduce the difficulty of a task to 0 or less, it's routine, and you automatically succeed without a roll."
		const request: TaskRequest = { stat: "might", difficulty: 1, skills: ["climbing"] };
		const entry = taskEntry(META, kira(), request, resolved(request, []));
		expect(entry.dice).toEqual([]);
		expect(entry.outcome).toEqual({ text: "Routine: success without a roll", code: "routine" });
		expect(entry.changes).toEqual([]);
	});

	it("an attack with a roll bonus shows it in the notation and the total", () => {
		const request: TaskRequest = { stat: "speed", difficulty: 3, rollBonus: 1, attack: { weapon: "light" } };
		const entry = taskEntry(META, kira(), request, resolved(request, [9]));
		expect(entry.kind).toBe("attack");
		expect(entry.title).toBe("Speed attack");
		expect(entry.dice).toEqual([{ notation: "d20+1", dice: [{ value: 9, kept: true }], total: 10 }]);
	});
});

describe("costText", () => {
	it.each([
		// 000: "Using Effort costs 3 Pool points" … Edge reduces it once
		[{ stat: "might", difficulty: 4, effort: 1 }, kira(), "1 level of Effort: 3 Might − 1 Edge = 2"],
		// 000: "each additional level costs 2 more points" → two levels cost 5
		[{ stat: "might", difficulty: 4, effort: 2 }, kira({ effort: 2 }), "2 levels of Effort: 5 Might − 1 Edge = 4"],
		[{ stat: "speed", difficulty: 4, effort: 1 }, kira(), "1 level of Effort: 3 Speed = 3"],
		[{ stat: "speed", difficulty: 4 }, kira(), "none"],
	] as [TaskRequest, CypherCharacter, string][])("%j", (request, pc, text) => {
		expect(costText(resolved(request, [10], pc))).toBe(text);
	});
});

describe("intrusionEntry", () => {
	it("an accepted intrusion: 2 XP, one passed to another player, both notes changed", () => {
		// 000: "The GM awards 2 experience points (XP) to the player affected by the intrusion. The player then awards one of those XP to another player of their choosing"
		const xp = gmIntrusion({ name: "Kira", xp: 3, target: "[[Kira]]" }, { name: "Oru", xp: 0, target: "[[Oru]]" });
		if (!xp.ok) throw new Error(xp.error);
		const entry = intrusionEntry(META, { kind: "accept", passTo: "[[Oru]]" }, xp.value, "The rope frays");
		expect(entry).toMatchObject({ kind: "intrusion", title: "GM intrusion", outcome: { text: "Accepted: +2 XP, 1 passed to [[Oru]]", code: "accepted" } });
		expect(entry.changes).toEqual([
			{ target: "[[Kira]]", key: "xp", before: 3, after: 4 },
			{ target: "[[Oru]]", key: "xp", before: 0, after: 1 },
		]);
		expect(entry.inputs).toContainEqual({ key: "intrusion", value: "The rope frays" });
		expect(entry.links).toEqual(["Gm-Intrusion"]);
	});

	it("a hostile description (backticks, a fence, HTML, a line break) stays one escaped value through the round trip", () => {
		const xp = gmIntrusion({ name: "Kira", xp: 3, target: "[[Kira]]" });
		if (!xp.ok) throw new Error(xp.error);
		const description = "```\n<script>alert(1)</script>\n## Heading";
		const entry = intrusionEntry(META, { kind: "accept" }, xp.value, description);
		const text = serializeEntry(entry);
		// Every line stays in the callout: nothing in the description can end it, open a fence or a heading.
		const lines = text.split("\n");
		expect(lines.slice(0, lines.indexOf("")).every((line) => line.startsWith("> "))).toBe(true);
		expect(lines.some((line) => /^(```|#)/.test(line))).toBe(false);
		expect(parseEntries(text).entries.map((e) => e.entry)).toEqual([entry]);
	});

	it("a refused intrusion costs 1 XP", () => {
		// 001: "1 XP: Refuse the intrusion"
		const xp = refuseIntrusion({ name: "Kira", xp: 3, target: "[[Kira]]" });
		if (!xp.ok) throw new Error(xp.error);
		const entry = intrusionEntry(META, { kind: "refuse" }, xp.value);
		expect(entry.outcome).toEqual({ text: "Refused: 1 XP spent", code: "refused" });
		expect(entry.changes).toEqual([{ target: "[[Kira]]", key: "xp", before: 3, after: 2 }]);
	});
});

describe("damageEntry", () => {
	it("wounds: a minor wound with the minor boxes full rolls over to moderate", () => {
		// 000: "When you've taken all of your minor wounds, any other minor wounds you take become (“roll over to”) moderate wounds."
		const result = damageEntry(META, kira({ wounds: { minor: 3, moderate: 0, major: 0 } }), { model: "wounds", wound: "minor" });
		if (!result.ok) throw new Error(result.error);
		expect(result.value).toMatchObject({ kind: "damage", title: "Minor wound", outcome: { text: "Rolled over to a moderate wound" } });
		expect(result.value.changes).toEqual([{ target: "[[Kira]]", key: "wounds-moderate", before: 0, after: 1 }]);
	});

	it("wounds: the seed's Intellect example, 6 damage on a Pool of 3 → 0 and a minor wound", () => {
		// 000: "if your Intellect Pool has 3 points and you take 6 points of Intellect damage, your Intellect Pool drops to 0 and the remaining 3 points convert to a minor wound."
		const pc = kira({ pools: { ...kira().pools, intellect: { current: 3, max: 11, edge: 1 } } });
		const result = damageEntry(META, pc, { model: "wounds", stat: "intellect", amount: 6 });
		if (!result.ok) throw new Error(result.error);
		expect(result.value.outcome?.text).toBe("Pool emptied, minor wound");
		expect(result.value.changes).toEqual([
			{ target: "[[Kira]]", key: "intellect", before: 3, after: 0 },
			{ target: "[[Kira]]", key: "wounds-minor", before: 0, after: 1 },
		]);
	});

	it("damage track: damage comes off Might by default, after Armor", () => {
		// 001: "Damage to PC: Subtract from stat pool (default Might)." and "Damage: Damage rating - Armor"
		const result = damageEntry(META, kira(), { model: "damage-track", amount: 5, armor: 1 });
		if (!result.ok) throw new Error(result.error);
		expect(result.value.outcome?.text).toBe("4 taken");
		expect(result.value.changes).toEqual([{ target: "[[Kira]]", key: "might", before: 9, after: 5 }]);
	});

	it("damage track: emptying a Pool moves down the track and says so", () => {
		// 001: "1 stat pool = 0" is impaired
		const result = damageEntry(META, kira(), { model: "damage-track", amount: 9, armor: 0 });
		if (!result.ok) throw new Error(result.error);
		expect(result.value.outcome?.text).toBe("9 taken, now impaired");
		expect(result.value.changes).toContainEqual({ target: "[[Kira]]", key: "damage-track", before: "hale", after: "impaired" });
	});

	it.each([
		[{ model: "damage-track", amount: -3 }, "Damage"],
		[{ model: "damage-track", amount: 1e12 }, "Damage"],
		[{ model: "damage-track", amount: 2, kind: "<b>fire</b>" }, "Unknown damage kind"],
		[{ model: "wounds", wound: "grievous" }, "Unknown wound"],
	] as [Parameters<typeof damageEntry>[2], string][])("refuses %j with a message", (input, message) => {
		const result = damageEntry(META, kira(), input);
		expect(result.ok).toBe(false);
		if (!result.ok) expect(result.error).toContain(message);
	});
});

describe("recoveryEntry", () => {
	it("d6 + tier, placed in the Pools, the count moves on", () => {
		// 000: "When you take a recovery, roll a d6 and add your tier to see how many points you recover."
		const pc = kira({ tier: 2, pools: { ...kira().pools, might: { current: 5, max: 12, edge: 1 } } });
		const roll = rollRecovery(pc, { rng: scriptedRng([4]) });
		if (!roll.ok) throw new Error(roll.error);
		expect(roll.value.value.points).toBe(6);
		const applied = applyRecovery(pc, { model: "wounds", points: 6, split: { might: 6 } });
		if (!applied.ok) throw new Error(applied.error);
		const entry = recoveryEntry(META, pc, roll.value, applied.value, "wounds");
		expect(entry).toMatchObject({ kind: "recovery", title: "Recovery roll (one-action)", outcome: { text: "6 points recovered", code: "recovery" } });
		expect(entry.dice).toEqual([{ notation: "d6", dice: [{ value: 4, kept: true }], total: 4 }]);
		expect(entry.inputs).toContainEqual({ key: "might", value: 6 });
		expect(entry.changes).toEqual([
			{ target: "[[Kira]]", key: "might", before: 5, after: 11 },
			{ target: "[[Kira]]", key: "recoveries-used", before: 0, after: 1 },
		]);
	});
});

describe("every kind of entry survives the session note's Markdown", () => {
	const must = <T>(r: { ok: true; value: T } | { ok: false; error: string }): T => {
		if (!r.ok) throw new Error(r.error);
		return r.value;
	};
	const pc = kira({ pools: { ...kira().pools, might: { current: 5, max: 12, edge: 1 } } });
	const roll = must(rollRecovery(pc, { rng: scriptedRng([3]) }));
	const applied = must(applyRecovery(pc, { model: "wounds", points: 4, split: { might: 4 } }));
	it.each([
		["attack", taskEntry(META, pc, { stat: "might", difficulty: 3, attack: { weapon: "heavy" } }, resolved({ stat: "might", difficulty: 3, attack: { weapon: "heavy" } }, [18], pc))],
		["damage-track damage", must(damageEntry(META, pc, { model: "damage-track", amount: 7, kind: "ambient" }))],
		["pool damage", must(damageEntry(META, pc, { model: "wounds", stat: "speed", amount: 14 }))],
		["recovery", recoveryEntry(META, pc, roll, applied, "wounds")],
	])("%s", (_kind, entry) => {
		expect(parseEntries(serializeEntry(entry)).entries.map((e) => e.entry)).toEqual([entry]);
	});
});
