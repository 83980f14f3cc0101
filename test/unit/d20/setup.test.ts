import { describe, expect, it } from "vitest";
import { scriptedRng } from "../../../src/engine/rng";
import { blankD20Character } from "../../../src/engine/systems/d20/character";
import { attackOdds, resolveAttack } from "../../../src/engine/systems/d20/combat";
import { resolveManoeuvre } from "../../../src/engine/systems/d20/manoeuvre";
import { DEFAULT_D20_SETTINGS } from "../../../src/engine/systems/d20/settings";
import { setupAttack, setupManoeuvre, type Combatant } from "../../../src/engine/systems/d20/setup";
import { adoptStances } from "../../../src/engine/systems/d20/stances";

const ada = (): Combatant => ({
	label: "Ada",
	player: true,
	character: blankD20Character({ bcb: 3, scores: { str: 14, dex: 16, con: 12, int: 10, wis: 10, cha: 10 }, armorBonus: 2 }),
});
const orc = (): Combatant => ({
	label: "Orc",
	player: false,
	character: blankD20Character({ heroic: false, bcb: 2, scores: { str: 16, dex: 12, con: 14, int: 8, wis: 10, cha: 8 }, armorBonus: 3, size: "medium" }),
});

function unwrap<T>(r: { ok: true; value: T } | { ok: false; error: string }): T {
	if (!r.ok) throw new Error(r.error);
	return r.value;
}

describe("d20 attack set-up from two sheets", () => {
	// 004: "Attack = 1d20 + Base Combat Bonus + STR or DEX modifier" and "Defence = 1d20 + Base Combat Bonus* + DEX modifier + Armour bonus + Shield bonus"
	it("Ada (BCB 3, DEX 16) shoots an orc (non-heroic, DEX 12, armour 3)", () => {
		const setup = unwrap(setupAttack(ada(), orc(), { ability: "dex" }, DEFAULT_D20_SETTINGS));
		expect(setup.input.attacker.modifier).toBe(3 + 3);
		expect(setup.input.defender.modifier).toBe(1 + 3);
		// The orc takes 10: Defence 14, so Ada hits on 8 or better: 13 faces in 20.
		expect(unwrap(attackOdds(setup.input)).hit.successes).toBe(13);
		expect(unwrap(resolveAttack(setup.input, scriptedRng([8]))).hit).toBe(true);
	});

	// 004: "you may fight aggressively and reckless, taking a larger penalty to Defence and gaining a bonus to both attack and damage"
	it("stances and circumstances reach the rolls: reckless + flanking on attack, the orc's defensive stance on Defence", () => {
		const reckless = unwrap(adoptStances(3, [{ stance: "reckless" }], DEFAULT_D20_SETTINGS));
		const defensive = unwrap(adoptStances(2, [{ stance: "defensive" }], DEFAULT_D20_SETTINGS));
		const attacker = { ...ada(), adjustments: [...reckless.adjustments, { level: "minor" as const, direction: "bonus" as const, applies: "attack", source: "flanking" }] };
		const defender = { ...orc(), adjustments: defensive.adjustments };
		const setup = unwrap(setupAttack(attacker, defender, { ability: "str" }, DEFAULT_D20_SETTINGS));
		expect(setup.input.attacker.modifier).toBe(3 + 2 + 4); // Minor + Minor = Major: +4
		expect(setup.input.defender.modifier).toBe(1 + 3 + 2);
	});

	// 004: "You can't use your Dexterity bonus to Defence (if any) while flat-footed."
	it("a flat-footed defender loses the DEX bonus", () => {
		const setup = unwrap(setupAttack(orc(), ada(), { ability: "str", defenderFlatFooted: true }, DEFAULT_D20_SETTINGS));
		expect(setup.input.defender.modifier).toBe(3 + 2);
	});

	// 004: "Combat manoeuvres are attack rolls, so you take any penalties that would normally apply to an attack roll."
	it("a manoeuvre carries the attacker's attack adjustments", () => {
		const hurt = { ...ada(), adjustments: [{ level: "minor" as const, direction: "penalty" as const, applies: "attack", source: "crippling injury" }] };
		const setup = unwrap(setupManoeuvre(hurt, orc(), {}, DEFAULT_D20_SETTINGS));
		expect(setup.input.attacker.bonus).toBe(3 + 2 + 0 - 2);
		expect(setup.input.defender.bonus).toBe(2 + 3 + 1 + 0);
		// NPC CMD 10 + 6 = 16; CMA +3 needs a 13.
		expect(unwrap(resolveManoeuvre(setup.input, scriptedRng([13]))).success).toBe(true);
		expect(unwrap(resolveManoeuvre(setup.input, scriptedRng([12]))).success).toBe(false);
	});
});
