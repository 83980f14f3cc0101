import { afterEach, describe, expect, it } from "vitest";
import { armorWearingCost, costWithWeakness, hazardDamage, hazardLabel, hazardNote, HAZARDS, lastingDamageDays } from "../../../../src/engine/systems/cypher/health";
import { setLanguage } from "../../../../src/lang";
import { must } from "./fixtures";

describe("weakness (001)", () => {
	it("weakness raises the Pool cost", () => {
		// 001: "Weakness: Increase spend on matching task’s pool by Weakness"
		expect(must(costWithWeakness(3, 2)).value).toBe(5);
	});
});

describe("hazards (001)", () => {
	it.each([
		// 001: "Acid, splash" — "2 points per round (ambient damage)"
		{ hazard: "acid-splash", amount: 2, damage: 4, ambient: true },
		// 001: "Acid, bath" — "6 points per round (ambient damage)" — "Immersed in acid"
		{ hazard: "acid-bath", amount: 1, damage: 6, ambient: true },
		// 001: "Cold" — "1 point per round (ambient damage)"
		{ hazard: "cold", amount: 3, damage: 3, ambient: true },
		// 001: "Cold, severe" — "3 points per round (ambient damage)"
		{ hazard: "cold-severe", amount: 1, damage: 3, ambient: true },
		// 001: "Collision" — "6 points" — "Large, fast object strikes character"
		{ hazard: "collision", amount: 1, damage: 6, ambient: false },
		// 001: "Crush" — "3 points" — "Object or creature falls on character"
		{ hazard: "crush", amount: 1, damage: 3, ambient: false },
		// 001: "Crush, huge" — "6 points" — "Roof collapse; cave-in"
		{ hazard: "crush-huge", amount: 1, damage: 6, ambient: false },
		// 001: "Electric, shock" — "1 point per round (ambient damage)"
		{ hazard: "electric-shock", amount: 1, damage: 1, ambient: true },
		// 001: "Electric, electrocution" — "6 points per round (ambient damage)"
		{ hazard: "electrocution", amount: 2, damage: 12, ambient: true },
		// 001: "Falling" — "1 point per 10 feet (ambient damage)"
		{ hazard: "falling", amount: 30, damage: 3, ambient: true },
		{ hazard: "falling", amount: 25, damage: 2, ambient: true },
		// 001: "Fire, minor" — "3 points per round (ambient damage)" — "Torch"
		{ hazard: "fire-minor", amount: 1, damage: 3, ambient: true },
		// 001: "Fire, major" — "6 points per round (ambient damage)" — "Engulfed in flames; lava"
		{ hazard: "fire-major", amount: 2, damage: 12, ambient: true },
	] as const)("$hazard × $amount → $damage", ({ hazard, amount, damage, ambient }) => {
		expect(must(hazardDamage(hazard, amount)).value).toEqual({ damage, ambient });
	});

	it("refuses an unknown hazard and absurd amounts", () => {
		expect(hazardDamage("lava-<b>" as never).ok).toBe(false);
		expect(hazardDamage("cold", 1e12).ok).toBe(false);
	});

	it("lasting damage heals 1 point per day of full rest, per 3 days of regular activity", () => {
		// 001: "Lasting Damage: GM intrusion, heal at 1 point per day of full rest / 3 days of regular activity"
		expect(must(lastingDamageDays(4, true)).value).toBe(4);
		expect(must(lastingDamageDays(4, false)).value).toBe(12);
	});

	it.each([
		// 001: "WEARING ARMOR (being practiced in armor negates these costs)" Light 1 / 2, Medium 2 / 3, Heavy 3 / 5
		{ armor: "light", practiced: false, cost: { mightPerHour: 1, speedPoolReduction: 2 } },
		{ armor: "medium", practiced: false, cost: { mightPerHour: 2, speedPoolReduction: 3 } },
		{ armor: "heavy", practiced: false, cost: { mightPerHour: 3, speedPoolReduction: 5 } },
		{ armor: "heavy", practiced: true, cost: { mightPerHour: 0, speedPoolReduction: 0 } },
	] as const)("wearing $armor armor, practiced $practiced → $cost", ({ armor, practiced, cost }) => {
		expect(armorWearingCost(armor, practiced).value).toEqual(cost);
	});
});

describe("hazard names and notes, one catalogue message each", () => {
	afterEach(() => setLanguage("en"));

	it("names every hazard of the table, and gives a note only where the table has one", () => {
		// 001's hazard table: "Acid, bath" — "Immersed in acid"; "Falling" has no note.
		expect(hazardLabel("acid-bath", "Acid, bath")).toBe("Acid, bath");
		expect(hazardNote("acid-bath")).toBe("immersed in acid");
		expect(hazardNote("falling")).toBe("");
		// Each hazard has its own name, none falls back to the table's English label.
		for (const id of Object.keys(HAZARDS)) expect(hazardLabel(id, "fallback")).not.toBe("fallback");
		setLanguage("de");
		expect(hazardLabel("fire-major", "Fire, major")).toBe("Feuer, groß");
		expect(hazardNote("electrocution")).toBe("oft geht die nächste Aktion verloren");
		for (const id of Object.keys(HAZARDS)) expect(hazardLabel(id, "fallback")).not.toBe("fallback");
	});

	it("keeps a name the catalogue does not know (a rule pack's, or a hostile one) as given, with no note", () => {
		setLanguage("fr");
		expect(hazardLabel("quicksand", "Quicksand")).toBe("Quicksand");
		expect(hazardLabel("constructor", "<b>x</b>")).toBe("<b>x</b>");
		expect(hazardNote("constructor")).toBe("");
	});
});
