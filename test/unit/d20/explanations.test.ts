import { describe, expect, it } from "vitest";
import type { Explanation } from "../../../src/engine/explain";
import { scriptedRng } from "../../../src/engine/rng";
import { combineAdjustments } from "../../../src/engine/systems/d20/adjustments";
import { blankD20Character } from "../../../src/engine/systems/d20/character";
import { rollCheck, rollOpposed } from "../../../src/engine/systems/d20/check";
import { criticalOptions, opportunityAttacksPerRound, resolveAttack, resolveCripplingInjury } from "../../../src/engine/systems/d20/combat";
import { applyAbilityLoss, applyDamage, applyFlatFootedDamage, recover } from "../../../src/engine/systems/d20/damage";
import { rollInitiative } from "../../../src/engine/systems/d20/initiative";
import { cma, cmd, resolveManoeuvre } from "../../../src/engine/systems/d20/manoeuvre";
import { DEFAULT_D20_SETTINGS } from "../../../src/engine/systems/d20/settings";
import { setupAttack, setupManoeuvre, type Combatant } from "../../../src/engine/systems/d20/setup";
import { adoptStances } from "../../../src/engine/systems/d20/stances";
import { citedWords } from "./helpers";

function unwrap<T>(r: { ok: true; value: T } | { ok: false; error: string }): T {
	if (!r.ok) throw new Error(r.error);
	return r.value;
}

const hero = () =>
	blankD20Character({ level: 3, bcb: 3, vitality: 12, vitalityMax: 20, woundPoints: 10, woundPointsMax: 14, scores: { str: 14, dex: 16, con: 14, int: 10, wis: 10, cha: 10 } });
const ada = (): Combatant => ({ label: "Ada", player: true, character: hero() });
const orc = (): Combatant => ({
	label: "Orc",
	player: false,
	character: blankD20Character({ heroic: false, bcb: 2, scores: { str: 16, dex: 12, con: 14, int: 8, wis: 10, cha: 8 }, armorBonus: 3 }),
});
const pc = { label: "Ada", modifier: 2, player: true };
const npc = { label: "Orc", modifier: 1, player: false, takes10: true };

// The steps a player reads name, by a citation id, the sentence of seed 004 they come from.
describe("explanation steps cite seed 004", () => {
	const cases: { name: string; steps: () => Explanation }[] = [
		{ name: "check against a DC", steps: () => unwrap(rollCheck({ label: "Climb", modifier: 2, dc: 12 }, scriptedRng([11]))).explanation },
		{ name: "an Easy task", steps: () => unwrap(rollCheck({ label: "Climb", modifier: 0, dc: 5, easy: true }, scriptedRng([]))).explanation },
		{ name: "opposed, tie to the player", steps: () => unwrap(rollOpposed({ ...npc, takes10: false }, pc, scriptedRng([9, 8]))).explanation },
		{
			name: "adjustments on the track, same source dropped",
			steps: () =>
				unwrap(
					combineAdjustments(
						[
							{ level: "major", direction: "bonus", applies: "attack" },
							{ level: "minor", direction: "bonus", applies: "attack", source: "sight" },
							{ level: "minor", direction: "bonus", applies: "attack", source: "sight" },
							{ level: "minor", direction: "bonus", applies: "attack" },
							{ level: "minor", direction: "penalty", applies: "attack" },
						],
						"attack",
						DEFAULT_D20_SETTINGS,
					),
				).explanation,
		},
		{ name: "stances pulling both ways", steps: () => unwrap(adoptStances(3, [{ stance: "aggressive" }, { stance: "defensive" }], DEFAULT_D20_SETTINGS)).explanation },
		{ name: "initiative with a tie and surprise", steps: () => unwrap(rollInitiative([{ id: "a", label: "Ada", bcb: 1, dexModifier: 2, aware: true }, { id: "o", label: "Orc", bcb: 2, dexModifier: 1, aware: false }], scriptedRng([10, 10, 1]))).explanation },
		{ name: "attack set-up", steps: () => unwrap(setupAttack(ada(), orc(), { ability: "dex" }, DEFAULT_D20_SETTINGS)).explanation },
		{ name: "a critical hit", steps: () => unwrap(resolveAttack(unwrap(setupAttack(ada(), orc(), { ability: "dex" }, DEFAULT_D20_SETTINGS)).input, scriptedRng([20]))).explanation },
		{ name: "Opportunity attacks per round", steps: () => opportunityAttacksPerRound(hero()).explanation },
		{ name: "a crippling injury", steps: () => unwrap(resolveCripplingInjury({ attackAbility: "str", target: pc, penaltyTo: "speed" }, scriptedRng([5]))).explanation },
		{ name: "CMA and CMD", steps: () => [...cma(hero()).explanation, ...cmd(hero()).explanation] },
		{ name: "a combat manoeuvre", steps: () => unwrap(resolveManoeuvre(unwrap(setupManoeuvre(ada(), orc(), {}, DEFAULT_D20_SETTINGS)).input, scriptedRng([1]))).explanation },
		{ name: "damage past Vitality", steps: () => unwrap(applyDamage(hero(), 30)).explanation },
		{ name: "flat-footed damage", steps: () => unwrap(applyFlatFootedDamage(hero(), 4, pc, scriptedRng([3]))).explanation },
		{ name: "ability damage to 0", steps: () => unwrap(applyAbilityLoss(hero(), "str", 30, "damage")).explanation },
		{ name: "recovery from damage", steps: () => unwrap(recover({ ...hero(), damage: { ...hero().damage, str: 2 } }, { minutes: 8 * 60, activity: "rest", kind: "damage" })).explanation },
		{ name: "recovery from drain", steps: () => unwrap(recover(hero(), { minutes: 7 * 24 * 60, activity: "rest", kind: "drain" })).explanation },
		{ name: "critical options", steps: () => criticalOptions({ ranged: true, opportunityAttacksLeft: 0 }).map((choice) => ({ text: choice.reason, source: choice.source })) },
	];

	it.each(cases)("$name", ({ steps }) => {
		const explanation = steps();
		expect(explanation.length).toBeGreaterThan(0);
		// Plain arithmetic steps ("12 damage to Vitality") may cite nothing; every citation is an id of seed 004's table.
		expect(explanation.some((step) => step.source !== undefined)).toBe(true);
		for (const step of explanation) {
			expect(step.text.length).toBeGreaterThan(0);
			if (step.source !== undefined) expect(citedWords(step), step.text).toMatch(/^004: /);
		}
	});
});
