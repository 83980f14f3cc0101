import { describe, expect, it } from "vitest";
import type { Explanation } from "../../../../src/engine/explain";
import { scriptedRng } from "../../../../src/engine/rng";
import { CITATIONS } from "../../../../src/engine/systems/cypher/citations";
import * as experience from "../../../../src/engine/systems/cypher/experience";
import * as health from "../../../../src/engine/systems/cypher/health";
import * as party from "../../../../src/engine/systems/cypher/party";
import * as task from "../../../../src/engine/systems/cypher/task";
import * as turns from "../../../../src/engine/systems/cypher/turns";
import { describeQuotingSeeds, seedText } from "../../../helpers/seeds";
import { citedWords, isCitationId } from "../citations";
import { character, veteran } from "./fixtures";

// The seeds mix straight and curly apostrophes; footnote marks ("invisible1") are not part of the words.
const normalize = (text: string): string => text.replace(/’/g, "'").replace(/invisible1/g, "invisible").replace(/\s+/g, " ").trim();

/** Every `"…"` quotation in a citation, split at the ellipses that join its parts. */
function quotations(source: string): Array<{ seed: string; words: string }> {
	const seed = /^(000|001|002)\b/.exec(source)?.[1];
	if (!seed) return [];
	return [...source.matchAll(/"([^"]+)"/g)].flatMap((m) =>
		(m[1] as string)
			.split("…")
			.map((part) => part.trim())
			.filter((part) => part.length >= 6)
			.map((words) => ({ seed, words })),
	);
}

const ok = <T>(result: { ok: true; value: T } | { ok: false; error: string }): T => {
	if (!result.ok) throw new Error(result.error);
	return result.value;
};

/** Every explanation step the task, turn, experience and party rules give, from a spread of calls. */
function allExplanations(): Explanation[] {
	const pc = character();
	const resolve = (request: task.TaskRequest, faces: number[], who = pc, options: task.TaskOptions = {}): Explanation =>
		ok(task.resolveTask(who, request, scriptedRng(faces), options)).explanation;
	const player = { name: "Ayla", xp: 5, tier: 1, advancementSteps: 3 };
	const other = { name: "Brannoc", xp: 1 };
	return [
		// Tasks: skills, inability, assets over the limit, Effort (free, on damage, area), roll bonuses, weapons, special rolls.
		resolve({ stat: "might", difficulty: 4, skills: ["climbing", "persuasion"], assets: 3, effort: 1, rollBonus: 4 }, [19]),
		resolve({ stat: "might", difficulty: 3, rollBonus: 2 }, [1], pc),
		resolve({ stat: "speed", difficulty: 3, attack: { weapon: "light" }, effort: 1, effortOnDamage: 1 }, [17], pc, { lightWeaponsEase: true }),
		resolve({ stat: "speed", difficulty: 5, attack: { damage: 4, area: true }, effort: 2, freeEffort: 1, effortOnDamage: 1 }, [20], veteran()),
		resolve({ stat: "speed", difficulty: 2, attack: { weapon: "heavy" } }, [20], pc, {}),
		resolve({ stat: "speed", difficulty: 2, attack: { weapon: "medium" } }, [19]),
		resolve({ stat: "speed", difficulty: 6, attack: { weapon: "medium" } }, [18]),
		resolve({ stat: "speed", difficulty: 6, attack: { weapon: "medium" } }, [2]),
		resolve({ stat: "speed", difficulty: 3, defense: true }, [1]),
		resolve({ stat: "might", difficulty: 1, skills: ["climbing"] }, []),
		resolve({ stat: "might", difficulty: 10 }, []),
		resolve({ stat: "speed", difficulty: 3, attack: { weapon: "medium" }, circumstances: ["full-cover"] }, []),
		resolve({ stat: "speed", difficulty: 3, attack: { weapon: "medium" }, circumstances: ["target-paralyzed"] }, []),
		resolve({ stat: "speed", difficulty: 2, attack: { weapon: "medium" }, effort: 1 }, [19], character({ damageTrack: "impaired" }), { damageModel: "damage-track" }),
		resolve({ stat: "speed", difficulty: 2, attack: { weapon: "medium" } }, [20], character({ damageTrack: "impaired" }), { damageModel: "damage-track" }),
		resolve({ stat: "speed", difficulty: 9, skills: ["climbing"], assets: 2, effort: 6, circumstances: ["higher-ground", "surprise", "target-blinded"] }, [], veteran({ skills: { climbing: "expert" } })),
		...task.CIRCUMSTANCES.map((c) => ok(task.taskSteps(pc, { circumstances: [c.id] })).explanation),
		// A defense: the attack's circumstances turned round, surprise, the save, a natural 1 taken as damage.
		ok(task.taskSteps(pc, { againstAttack: ["higher-ground", "cover"] })).explanation,
		...(["partial", "full", "unaware"] as const).map((kind) => health.surpriseOnDefense(kind)?.explanation ?? []),
		[health.SAVE_STEPS.follows("might"), health.SAVE_STEPS.resisted(), health.SAVE_STEPS.failed(), task.defenseOneDamageStep(6)],
		ok(task.actionCost({ paidEffortLevels: 2, abilityCost: 1, edge: 1, impaired: true })).explanation,
		ok(task.costWithoutEdge(2)).explanation,
		...[1, 17, 18, 19, 20].flatMap((natural) => [
			task.readSpecialRoll(natural, { success: false, damagingAttack: true }).explanation,
			task.readSpecialRoll(natural, { success: true, damagingAttack: false }).explanation,
			task.readSpecialRoll(natural, { success: true, damagingAttack: true, effectChoice: "effect", impaired: true }).explanation,
		]),
		// Initiative and the round.
		ok(turns.rollInitiative(pc, { assets: 1, effort: 1 }, scriptedRng([12]))).explanation,
		ok(turns.initiativeOrder([{ name: "Ayla", initiative: 15 }], [{ name: "Crab", level: 3 }])).explanation,
		ok(turns.buildRound(["Ayla", "Brannoc", "Crab", "Dee", "Eli", "Fen", "Gil"], {
			Ayla: { kind: "first" },
			Brannoc: { kind: "first" },
			Crab: { kind: "wait", before: "Gil" },
			Dee: { kind: "wait" },
			Eli: { kind: "last" },
			Fen: { kind: "last" },
		})).explanation,
		ok(turns.buildRound(["Ayla", "Brannoc", "Crab", "Dee"], { Ayla: { kind: "first" }, Brannoc: { kind: "wait", after: "Crab" }, Dee: { kind: "last" } })).explanation,
		// Experience.
		ok(experience.gmIntrusion(player, other)).explanation,
		ok(experience.gmIntrusion(player)).explanation,
		experience.freeIntrusion().explanation,
		ok(experience.refuseIntrusion(player)).explanation,
		ok(experience.playerIntrusion(player)).explanation,
		ok(experience.playerIntrusion(player, false)).explanation,
		ok(experience.spendXp({ ...player, xp: 20 }, "short-term")).explanation,
		ok(experience.spendXp({ ...player, xp: 20 }, "advancement")).explanation,
		ok(experience.spendXp({ ...player, xp: 20, advancementSteps: 0 }, "advancement")).explanation,
		ok(experience.rerollKeepBetter(4, scriptedRng([15]))).explanation,
		// The party.
		party.distraction(2).explanation,
		party.drawTheAttack().explanation,
		party.drawTheAttack({ rule: "001" }).explanation,
		party.drawTheAttack({ drawers: 2 }).explanation,
		party.takeTheAttack("000").explanation,
		party.takeTheAttack("001").explanation,
		party.guarding().explanation,
		party.passGuardingNpc().explanation,
		ok(party.enforceCypherLimit({ name: "Ayla", cypherLimit: 2, cyphers: ["a", "b", "c"] }, scriptedRng([1, 1]), { occultic: ["a"] })).explanation,
		party.help("trained").explanation,
		party.help("inability").explanation,
		party.help("expert", "trained", "classic").explanation,
		party.help("trained", "expert", "classic").explanation,
		party.helpDefense("trained").explanation,
		party.helpDefense("inability").explanation,
		party.complementaryAction(true).explanation,
		party.complementaryAction(true, "classic").explanation,
		ok(party.followerHelp({ name: "Tam", level: 3, acquiredAtTier: 1, modifiers: { perception: 5 } }, 3, "perception")).explanation,
		ok(party.followerHelp({ name: "Tam", level: 3, acquiredAtTier: 1 }, 1, "climbing")).explanation,
		ok(party.followerHelp({ name: "Tam", level: 3, acquiredAtTier: 1, inabilities: ["swimming"] }, 1, "swimming")).explanation,
		party.npcAllyHelp("defense").explanation,
	];
}

describeQuotingSeeds("every seed quotation of the Cypher citations table is the seed's own words", () => {
	const seeds: Record<string, string> = { "000": normalize(seedText("000")), "001": normalize(seedText("001")), "002": normalize(seedText("002")) };
	const citations = Object.values(CITATIONS);
	const quoted = citations.flatMap(quotations);

	it("covers the rules' quotations", () => {
		// The task, turn, experience and party rules alone quoted more than 90; with the damage and recovery rules, 200.
		expect(quoted.length).toBeGreaterThan(200);
		// Every citation of a seed quotes it; only the CSRD's readings quote no seed.
		for (const citation of citations) {
			if (citation.startsWith("CSRD:")) expect(quotations(citation)).toEqual([]);
			else expect(quotations(citation).length, citation).toBeGreaterThan(0);
		}
	});

	it.each([...new Map(quoted.map((q) => [`${q.seed}${q.words}`, q])).values()])("$seed: $words", ({ seed, words }) => {
		expect(seeds[seed]).toContain(normalize(words));
	});
});

describe("the task, turn, experience and party rules name their citations", () => {
	it("every source a step gives is an id of the citations table", () => {
		const sources = allExplanations()
			.flat()
			.flatMap((step) => (step.source === undefined ? [] : [step.source]));
		expect(new Set(sources).size).toBeGreaterThan(90);
		for (const source of sources) expect(isCitationId(source), source).toBe(true);
	});

	// A table row's citation quotes the row, so the label a GM picks is the seed's own words (the
	// two circumstances from the prose, partial surprise and dazed, quote their sentence instead).
	it.each(task.CIRCUMSTANCES.map((c) => [c.id, c] as const))("%s cites its row of the seed's table", (_id, circumstance) => {
		const words = citedWords(circumstance.source);
		if (circumstance.id === "partial-surprise") expect(words).toBe('001: "Partial Surprise: -1 difficulty"');
		else if (circumstance.id === "dazed") expect(words).toBe('000: "Being dazed hinders all your tasks"');
		// 001's weapon range and terrain rows: our label, citing 001's line with the same number of steps.
		else if (circumstance.source.startsWith("weaponRange") || circumstance.source.startsWith("terrain")) expect(words).toMatch(new RegExp(`^001: ".*\\+${circumstance.steps} difficulty"$`));
		else {
			const label = circumstance.label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
			// 001's own rows quote the row and the side it favours ("Attacker": eased, "Target": hindered).
			const side = circumstance.effect === "ease" ? "Attacker" : "Target";
			expect(words).toMatch(new RegExp(`^(000(, combat modifiers that (ease|hinder) the attack|: "Easing Skill Tasks One Step"): "${label}"|001, attack and defense modifiers: "${label}" … "${side}")$`));
		}
	});
});
