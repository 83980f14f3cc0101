/**
 * The d20 engine's explanation steps in the player's language (issue 35). Callers tell steps apart by
 * the engine's markers, never by their words: in German the flat-footed rule's own line is still left
 * out when the failed save already said where the damage goes, and the save's line (which names the
 * target) is not named twice.
 */
import { afterEach, describe, expect, it } from "vitest";
import { d20Resolve } from "../../../src/games/d20/actions";
import { applyDamage, applyFlatFootedDamage } from "../../../src/engine/systems/d20/damage";
import { blankD20Character } from "../../../src/engine/systems/d20/character";
import { scriptedRng } from "../../../src/engine/rng";
import { setLanguage } from "../../../src/lang";
import { d20Form, type AttackForm } from "../../../src/games/d20/form";
import { changeForm } from "../../../src/games/frame/form-change";
import { d20Game } from "../../../src/games/d20/game";
import type { D20Note } from "../../../src/games/d20/model";
import { context, FIGHTER, noteOf, THUG, unwrap } from "./table-fixtures";
import { d20Sheet } from "../../../src/games/d20/sheet";
import { adoptStances } from "../../../src/engine/systems/d20/stances";
import { rollInitiative } from "../../../src/engine/systems/d20/initiative";
import { DEFAULT_D20_SETTINGS } from "../../../src/engine/systems/d20/settings";

afterEach(() => setLanguage("en"));

function flatFootedAttack(): { note: D20Note; form: AttackForm } {
	const note = noteOf(FIGHTER, { others: [{ ...THUG, "flat-footed": true }] });
	let form = d20Form(note, "attack") as AttackForm;
	form = changeForm(d20Game, note, form, "target", "[[Gate Thug]]") as AttackForm;
	return { note, form };
}

describe("the d20 engine's steps in German", () => {
	it("damage to a flat-footed character reads in German, and its rule's line is marked, not matched by its words", () => {
		setLanguage("de");
		const character = blankD20Character({ vitality: 10, vitalityMax: 10, woundPoints: 14, woundPointsMax: 14 });
		const hit = unwrap(applyFlatFootedDamage(character, 7, { label: "Gate Thug", modifier: 1, player: false }, scriptedRng([5])));
		const texts = hit.explanation.map((s) => s.text);
		expect(texts).toEqual([
			"Reflexwurf von Gate Thug: würfelt 5 + 1 = 6.",
			"Misslungen: Der Schaden geht direkt auf die Wundpunkte.",
			"Auf dem falschen Fuß: Der Schaden geht direkt auf die Wundpunkte.",
			"7 Schaden an Wundpunkten (14 → 7).",
		]);
		expect(hit.explanation.map((s) => s.marker)).toEqual(["namesSide", undefined, "flatFootedToWounds", undefined]);
		expect(unwrap(applyDamage(character, 0)).explanation.map((s) => s.text)).toEqual(["Kein Schaden."]);
	});

	it("an attack on a flat-footed target: the failed save says where the damage goes, once, in German as in English", () => {
		for (const [language, rule, failed] of [
			["en", "Flat-footed: the damage goes straight to Wound Points.", "Gate Thug: Failed: the damage goes straight to Wound Points."],
			["de", "Auf dem falschen Fuß: Der Schaden geht direkt auf die Wundpunkte.", "Gate Thug: Misslungen: Der Schaden geht direkt auf die Wundpunkte."],
		] as const) {
			setLanguage(language);
			const { note, form } = flatFootedAttack();
			const entry = unwrap(d20Resolve(note, form, context({ entered: [[15], [7]], extra: [9] })));
			const why = entry.explanation;
			expect(entry.changes).toEqual([{ target: "[[Gate Thug]]", key: "wound-points", before: 14, after: 7 }]);
			expect(why, language).toContain(failed);
			expect(why, language).not.toContain(rule);
			// The save's roll already names the target: it is not prefixed with the name again.
			const save = why.find((text) => text.includes("Gate Thug") && (text.includes("Reflex save") || text.includes("Reflexwurf")));
			expect(save, language).toMatch(language === "de" ? /^Reflexwurf von Gate Thug: würfelt/ : /^Gate Thug's Reflex save: rolls/);
		}
	});

	it("the sheet's stance track and skills read in German; the note keeps the English stance ids and skill keys", () => {
		setLanguage("de");
		const note = noteOf({ ...FIGHTER, skills: { athletics: 4, "sense motive": 2, "basket weaving": 1 }, stance: "reckless" });
		const sheet = d20Sheet(note);
		const track = sheet.tracks.find((tr) => tr.key === "stance");
		expect(track?.steps).toEqual(["neutral", "reckless", "aggressive", "defensive", "precision"]);
		expect(track?.stepLabels).toEqual(["neutral", "rücksichtslos", "aggressiv", "defensiv", "präzise"]);
		expect(track?.current).toBe("reckless");
		const skills = sheet.lists.find((l) => l.title === "Fertigkeiten")?.items.map((i) => i.text);
		// A skill of the player's own stays their word.
		expect(skills).toEqual(["Athletik", "Motiv erkennen", "Basket weaving"]);
	});

	it("stances and initiative explain themselves in German", () => {
		setLanguage("de");
		const stances = unwrap(adoptStances(3, [{ stance: "reckless" }, { stance: { bonus: "damage", penalty: "attack" } }], DEFAULT_D20_SETTINGS));
		expect(stances.explanation.map((s) => s.text).slice(0, 3)).toEqual([
			"Haltung „Rücksichtslos“: kleiner Bonus auf Angriff, kleiner Malus auf Verteidigung.",
			"Haltung „Schaden statt Angriff“: kleiner Bonus auf Schaden, kleiner Malus auf Angriff.",
			"Die Haltungen werden entlang der Leiste kombiniert.",
		]);
		const order = unwrap(rollInitiative([{ id: "a", label: "Mara", bcb: 3, dexModifier: 2 }, { id: "b", label: "Thug", bcb: 1, dexModifier: 0, aware: false }], scriptedRng([10, 4])));
		expect(order.explanation.map((s) => s.text)).toEqual(["Mara würfelt 10 + 5 = 15.", "Thug würfelt 4 + 1 = 5.", "Überraschungsrunde: Mara handelt zuerst, je eine Standardaktion oder kurze Aktion."]);
	});
});
