import { describe, expect, it } from "vitest";
import { scriptedRng } from "../../../src/engine/rng";
import { blankD20Character } from "../../../src/engine/systems/d20/character";
import {
	attackModifier,
	criticalOptions,
	defenceModifier,
	opportunityAttacksPerRound,
	resolveAttack,
	resolveCripplingInjury,
	type AttackInput,
} from "../../../src/engine/systems/d20/combat";

const scores = (str: number, dex: number) => ({ str, dex, con: 10, int: 10, wis: 10, cha: 10 });

function attack(input: AttackInput, faces: number[]) {
	const result = resolveAttack(input, scriptedRng(faces));
	if (!result.ok) throw new Error(result.error);
	return result.value;
}

describe("d20 attack and defence", () => {
	// 004: "Attack = 1d20 + Base Combat Bonus + STR or DEX modifier (depending on weapon) (+ other modifiers)"
	it.each([
		["str", 3 + 3 + 1],
		["dex", 3 + 1 + 1],
	] as const)("attack with %s: BCB + ability modifier + other", (ability, expected) => {
		const fighter = blankD20Character({ bcb: 3, scores: scores(16, 12) });
		expect(attackModifier(fighter, ability, 1).modifier).toBe(expected);
	});

	// 004: "Defence = 1d20 + Base Combat Bonus* + DEX modifier + Armour bonus + Shield bonus (+ other modifiers)"
	// 004: "*Only creatures with Heroic class levels add their BCB to Defence"
	it.each([
		[true, 4 + 2 + 3 + 1],
		[false, 2 + 3 + 1],
	])("defence, heroic %s: BCB only for heroic classes", (heroic, expected) => {
		const guard = blankD20Character({ heroic, bcb: 4, scores: scores(10, 14), armorBonus: 3, shieldBonus: 1 });
		expect(defenceModifier(guard).modifier).toBe(expected);
	});

	// 004: "You can't use your Dexterity bonus to Defence (if any) while flat-footed."
	it("flat-footed loses a DEX bonus but keeps a DEX penalty", () => {
		const nimble = blankD20Character({ scores: scores(10, 16), armorBonus: 2 });
		const clumsy = blankD20Character({ scores: scores(10, 6), armorBonus: 2 });
		expect(defenceModifier(nimble, { flatFooted: true }).modifier).toBe(2);
		expect(defenceModifier(clumsy, { flatFooted: true }).modifier).toBe(2 - 2);
	});

	// 004: "Non-player characters ... don't roll - instead we assume they rolled a 10, and add their bonuses."
	it("a player attacks an NPC: the NPC's Defence takes 10", () => {
		const result = attack({ attacker: { label: "Ada", modifier: 5, player: true }, defender: { label: "Orc", modifier: 4, player: false } }, [9]);
		expect(result.defence).toEqual({ natural: 10, took10: true, total: 14 });
		expect(result.hit).toBe(true); // 14 matches 14
	});

	it("an NPC attacks a player: the NPC takes 10, the player rolls Defence and wins ties", () => {
		const tie = attack({ attacker: { label: "Orc", modifier: 4, player: false }, defender: { label: "Ada", modifier: 5, player: true } }, [9]);
		expect(tie.attack.took10).toBe(true);
		expect(tie.hit).toBe(false);
		const low = attack({ attacker: { label: "Orc", modifier: 4, player: false }, defender: { label: "Ada", modifier: 5, player: true } }, [8]);
		expect(low.hit).toBe(true);
	});

	// 004: "When you roll a 20 on the die to hit (or lower, depending on the weapon you're using), you have scored a critical hit."
	it.each([
		{ natural: 20, threat: 20, critical: true },
		{ natural: 19, threat: 20, critical: false },
		{ natural: 19, threat: 19, critical: true },
		{ natural: 18, threat: 19, critical: false },
	])("natural $natural with a threat range from $threat: critical $critical", ({ natural, threat, critical }) => {
		const result = attack({ attacker: { label: "Ada", modifier: 0, player: true, threat }, defender: { label: "Dragon", modifier: 40, player: false } }, [natural]);
		expect(result.critical).toBe(critical);
		expect(result.hit).toBe(critical); // a Defence of 50 is only hit by a critical
	});

	// 004: "Your opponents score Critical hits on you when you roll a 1 for Defence (or higher, depending on their weapon)."
	it.each([
		{ natural: 1, threat: 20, critical: true },
		{ natural: 2, threat: 20, critical: false },
		{ natural: 2, threat: 19, critical: true },
	])("player's Defence natural $natural against a weapon threatening from $threat: critical $critical", ({ natural, threat, critical }) => {
		const result = attack({ attacker: { label: "Orc", modifier: 0, player: false, threat }, defender: { label: "Ada", modifier: 40, player: true } }, [natural]);
		expect(result.critical).toBe(critical);
		expect(result.hit).toBe(critical);
	});

	it("an NPC taking 10 never scores a critical on its own die", () => {
		const result = attack({ attacker: { label: "Orc", modifier: 0, player: false, threat: 10 }, defender: { label: "Goblin", modifier: 0, player: false } }, []);
		expect(result.critical).toBe(false);
	});

	it("a threat range outside 2..20 is refused", () => {
		expect(resolveAttack({ attacker: { label: "a", modifier: 0, player: true, threat: 1 }, defender: { label: "b", modifier: 0, player: true } }, scriptedRng([5, 5])).ok).toBe(false);
	});
});

describe("d20 critical hit options and Opportunity attacks", () => {
	// 004: "Each round, you can make as many Opportunity attacks as your Dexterity bonus (but always at least 1)."
	it.each([
		[8, 1],
		[10, 1],
		[12, 1],
		[14, 2],
		[18, 4],
	])("DEX %i gives %i Opportunity attacks per round", (dex, count) => {
		expect(opportunityAttacksPerRound(blankD20Character({ scores: scores(10, dex) })).count).toBe(count);
	});

	// 004: "You must have enough Opportunity attacks remaining in this round to make this attack. You can't make an Opportunity attack with a ranged weapon."
	it.each([
		[{ ranged: false, opportunityAttacksLeft: 1 }, true],
		[{ ranged: false, opportunityAttacksLeft: 0 }, false],
		[{ ranged: true, opportunityAttacksLeft: 3 }, false],
	])("opportunity attack option with %j: available %s", (context, available) => {
		const option = criticalOptions(context).find((o) => o.option === "opportunity-attack");
		expect(option?.available).toBe(available);
	});

	// 004: "The Combat manoeuvre must be feasible for your mode of attack"
	it("a manoeuvre the GM rules infeasible is not offered; crippling injury always is", () => {
		const options = criticalOptions({ ranged: true, opportunityAttacksLeft: 0, manoeuvreFeasible: false });
		expect(options.filter((o) => o.available).map((o) => o.option)).toEqual(["crippling-injury"]);
	});

	// 004: "The target must make a Fortitude save (against Strength attacks ...) or Reflex save (against Dexterity attacks ...) with a target DC of 15, or take a Minor penalty"
	it.each([
		{ ability: "str", face: 12, modifier: 3, save: "fortitude", saved: true },
		{ ability: "str", face: 11, modifier: 3, save: "fortitude", saved: false },
		{ ability: "dex", face: 14, modifier: 1, save: "reflex", saved: true },
		{ ability: "dex", face: 2, modifier: 1, save: "reflex", saved: false },
	] as const)("crippling injury by a $ability attack: $save save, d20 $face + $modifier, saved $saved", ({ ability, face, modifier, save, saved }) => {
		const result = resolveCripplingInjury({ attackAbility: ability, target: { label: "Orc", modifier, player: false }, penaltyTo: "speed" }, scriptedRng([face]));
		expect(result.ok && result.value.save).toBe(save);
		expect(result.ok && result.value.saved).toBe(saved);
		expect(result.ok && result.value.penalty).toEqual(saved ? null : { level: "minor", direction: "penalty", applies: "speed", source: "crippling injury" });
	});
});
