import { describe, expect, it } from "vitest";
import { d20Sheet } from "../../../src/games/d20/sheet";
import { FIGHTER, noteOf, SCOUT, THUG } from "./table-fixtures";

const items = (sheet: ReturnType<typeof d20Sheet>, title: string) => sheet.lists.find((l) => l.title === title)?.items ?? [];
const texts = (sheet: ReturnType<typeof d20Sheet>, title: string) => items(sheet, title).map((i) => `${i.text}${"detail" in i && typeof i.detail === "string" && i.detail !== "" ? ` ${i.detail}` : ""}`);

describe("the d20 sheet model (seed 004)", () => {
	it("shows the six scores with modifiers, skills with ranks, BCB, Defence, CMA/CMD", () => {
		const sheet = d20Sheet(noteOf(FIGHTER, { others: [THUG] }));
		expect(sheet.system).toBe("d20");
		expect(sheet.title).toBe("Mara Quell");
		expect(sheet.subtitle).toBe("Level 3 · Medium · Heroic");
		expect(texts(sheet, "Abilities")).toEqual([
			"STR 16 — modifier +3",
			"DEX 14 — modifier +2",
			"CON 12 — modifier +1",
			"INT 10 — modifier +0",
			"WIS 8 — modifier −1",
			"CHA 13 — modifier +1",
		]);
		expect(texts(sheet, "Skills")).toEqual(["Athletics — 4 ranks", "Perception — 2 ranks"]);
		expect(items(sheet, "Skills").map((i) => i.action?.id)).toEqual(["check:athletics", "check:perception"]);
		// 004: "Defence = 1d20 + Base Combat Bonus* + DEX modifier + Armour bonus + Shield bonus": 3 + 2 + 2.
		expect(texts(sheet, "Combat")).toEqual([
			"BCB +3 — Heroic: adds to Defence",
			"Defence +7 — +5 flat-footed; NPCs take 10: 17",
			// 004: "CMA = Base combat bonus + Strength modifier + special size modifier"; CMD adds DEX.
			"CMA +6 · CMD +8 — size medium",
			"Initiative +5 — BCB + DEX",
			"Opportunity attacks 2 per round — DEX bonus, at least 1",
		]);
		expect(sheet.problems).toEqual([]);
	});

	it("Vitality and Wound points are steppers with their maximum; flat-footed is a condition; the stance a track", () => {
		const sheet = d20Sheet(noteOf({ ...FIGHTER, vitality: 9, "flat-footed": true, stance: "reckless" }));
		expect(sheet.meters.map((m) => [m.label, m.key, m.value, m.max, m.editable])).toEqual([
			["Vitality", "vitality", 9, 24, true],
			["Wound points", "wound-points", 12, 12, true],
			["Opportunity attacks", "opportunity-attacks-used", 0, 2, true],
		]);
		// 004: "You can't use your Dexterity bonus to Defence (if any) while flat-footed": the Defence shown is the one that counts.
		expect(texts(sheet, "Combat")[1]).toBe("Defence +5 — flat-footed: no DEX bonus (+7 otherwise); NPCs take 10: 15");
		expect(sheet.conditions).toEqual([
			{ id: "flat-footed", label: "Flat-footed", detail: "No Dexterity bonus to Defence, damage goes to Wound Points unless a Reflex save (DC 15) succeeds." },
		]);
		expect(sheet.tracks).toEqual([
			// Default stance table: BCB 1 → Minor (BCB 3 allows Minor).
			{ label: "Stance (up to minor)", key: "stance", steps: ["neutral", "reckless", "aggressive", "defensive", "precision"], current: "reckless", editable: true },
			// With a stance taken, a second can be combined with it (any but the one taken).
			{ label: "Combined with", key: "second-stance", steps: ["neutral", "aggressive", "defensive", "precision"], current: "neutral", editable: true },
		]);
		expect(texts(sheet, "Stance and injuries")).toEqual(["Reckless: minor bonus to attack, minor penalty to defence"]);
		expect(sheet.actions.map((a) => a.id)).toEqual(["check", "attack", "manoeuvre", "intrigue", "opportunity", "damage", "recover"]);
	});

	it("the stance track follows the campaign's d20-stance-table setting", () => {
		const campaign = { ledger: "campaign", system: "d20", "d20-stance-table": { "1": "minor", "3": "major" } };
		expect(d20Sheet(noteOf(FIGHTER, { campaign })).tracks[0]?.label).toBe("Stance (up to major)");
		// BCB 0: "The size of the adjustment is determined by your Base Combat Bonus": none below the first row.
		const novice = d20Sheet(noteOf({ ...SCOUT, bcb: 0 }));
		expect(novice.tracks[0]).toMatchObject({ label: "Stance (none with BCB +0)", steps: ["neutral"], editable: false });
	});

	it("d20 NPC notes get a sheet like characters", () => {
		const sheet = d20Sheet(noteOf(THUG));
		expect(sheet.subtitle).toBe("NPC · Level 2 · Medium");
		// 004: "Only creatures with Heroic class levels add their BCB to Defence": 0 + 1 armour.
		expect(texts(sheet, "Combat")[1]).toBe("Defence +1 — +1 flat-footed; NPCs take 10: 11");
		expect(sheet.actions.length).toBe(7);
	});

	it("ability damage and drain show the worn score and its modifier", () => {
		const sheet = d20Sheet(noteOf({ ...FIGHTER, "str-damage": 3, "str-drain": 1 }));
		expect(texts(sheet, "Abilities")[0]).toBe("STR 16 (12 after 3 damage, 1 drain) — modifier +1");
	});

	it("bad input: a score of 0 or 200 and a missing Vitality are shown where they would be, and nothing can be written", () => {
		const broken: Record<string, unknown> = { ...FIGHTER, str: 0, dex: 200 };
		delete broken["vitality-max"];
		delete broken["vitality"];
		const sheet = d20Sheet(noteOf(broken));
		const abilities = items(sheet, "Abilities");
		expect(abilities[0]).toMatchObject({ text: "STR (Strength) 0", problem: true });
		expect(abilities[1]).toMatchObject({ text: "str: expected a whole number from 1 to 60, got 0", problem: true });
		expect(abilities[2]).toMatchObject({ text: "DEX (Dexterity) 200", problem: true });
		expect(abilities[3]).toMatchObject({ text: "dex: expected a whole number from 1 to 60, got 200", problem: true });
		expect(items(sheet, "Vitality and Wound points").map((i) => i.text)).toEqual(["Vitality: cannot be shown", "vitality-max: is required (a whole number from 0 to 9999)"]);
		expect(sheet.meters.map((m) => [m.label, m.editable])).toEqual([["Wound points", false]]);
		expect(sheet.tracks.every((t) => t.editable === false)).toBe(true);
		expect(sheet.actions).toEqual([]);
		expect(sheet.problems).toHaveLength(3);
	});

	it("a bad table key (stance) is a problem in place too", () => {
		const sheet = d20Sheet(noteOf({ ...FIGHTER, stance: "berserk" }));
		expect(texts(sheet, "Stance and injuries")[0]).toBe('stance: expected one of neutral | reckless | aggressive | defensive | precision, got "berserk"');
		expect(sheet.actions).toEqual([]);
	});

	it("hostile names stay text and are bounded by the schema", () => {
		const sheet = d20Sheet(noteOf({ ...FIGHTER, name: "<img src=x onerror=alert(1)>" }));
		expect(sheet.actions).toEqual([]);
		expect(sheet.problems.join(" ")).toContain("plain text without HTML");
	});
});
