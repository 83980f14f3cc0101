import { changeForm } from "../../../src/games/frame/form-change";
import { d20Game } from "../../../src/games/d20/game";
import { describe, expect, it } from "vitest";
import { scriptedRng } from "../../../src/engine/rng";
import { attackOdds } from "../../../src/engine/systems/d20/combat";
import { chanceVsDc, opposedOdds } from "../../../src/engine/systems/d20/odds";
import { d20Resolve } from "../../../src/games/d20/actions";
import { d20Fields, d20Form, d20Preview, planAttack, planCheck, type AttackForm, type CheckForm, type D20Form } from "../../../src/games/d20/form";
import type { D20Note } from "../../../src/games/d20/model";
import { context, FIGHTER, noteOf, SCOUT, THUG, unwrap } from "./table-fixtures";
import { seedQuoter } from "../../helpers/seeds";

/** Rules quoted from seed 004: the words must be the seed's own. */
const quote = seedQuoter("004");

const FACES = Array.from({ length: 20 }, (_, i) => i + 1);
const fighter = () => noteOf(FIGHTER, { others: [THUG, SCOUT] });

function form<F extends D20Form>(note: D20Note, action: string, changes: Record<string, string | number | boolean> = {}): F {
	let f = d20Form(note, action) as D20Form;
	for (const [key, value] of Object.entries(changes)) f = changeForm(d20Game, note, f, key, value);
	return f as F;
}

describe("the d20 check dialog", () => {
	it("d20 + ability modifier + ranks against a DC; the shown chance is the engine's and what rolling every face gives", () => {
		// 004: "1d20 + ability modifier + skill ranks or combat bonus (+ other modifiers)"; "Unopposed action: match or beat fixed DC"
		const note = fighter();
		const f = form<CheckForm>(note, "check:athletics", { dc: 15 });
		expect(f).toMatchObject({ ability: "str", skill: "athletics" });
		const plan = unwrap(planCheck(note, f));
		expect(plan.actor.modifier).toBe(3 + 4);
		expect(plan.odds).toEqual(chanceVsDc(7, 15));
		const preview = d20Preview(note, f);
		expect(preview.odds).toEqual(["Chance to match or beat DC 15: 65% (13 in 20)"]);
		expect(preview.dice).toEqual([{ count: 1, sides: 20, label: "d20" }]);
		const successes = FACES.filter((face) => unwrap(d20Resolve(note, f, context({ entered: [[face]], extra: [] }))).outcome?.code === "success").length;
		expect(successes).toBe(13);
	});

	it("BCB instead of ranks for a combat check", () => {
		const note = fighter();
		const f = form<CheckForm>(note, "check", { skill: "bcb", ability: "dex" });
		expect(unwrap(planCheck(note, f)).actor.modifier).toBe(3 + 2);
	});

	it("an opposed roll: match or beat, the exact chance over 400 pairs equals the engine's and every pair rolled", () => {
		// 004: "Opposed action: match or beat the GM's opposed check"
		const note = fighter();
		const f = form<CheckForm>(note, "check:perception", { mode: "opposed", opponentModifier: 4 });
		const plan = unwrap(planCheck(note, f));
		expect(plan.odds).toEqual(opposedOdds({ label: "a", modifier: 1, player: true }, { label: "b", modifier: 4, player: false }));
		expect(d20Preview(note, f).odds[0]).toBe("Chance to match or beat the opposed roll (+4): 38.3% (153 in 400)");
		let wins = 0;
		for (const a of FACES) for (const b of FACES) if (unwrap(d20Resolve(note, f, context({ entered: [[a], [b]], extra: [] }))).outcome?.code === "success") wins++;
		expect(wins).toBe(plan.odds.successes);
	});

	it("an Easy task is not rolled, except under Extreme conditions", () => {
		// 004: "For Easy tasks, don't roll except under Extreme conditions"
		const note = fighter();
		const easy = form<CheckForm>(note, "check", { easy: true });
		expect(d20Preview(note, easy)).toMatchObject({ odds: ["An Easy task succeeds without a roll: 100%"] });
		const entry = unwrap(d20Resolve(note, easy, context({ rng: scriptedRng([]) })));
		expect(entry.dice).toEqual([]);
		const extreme = changeForm(d20Game, note, easy, "extremeConditions", true);
		expect(d20Preview(note, extreme).dice).toHaveLength(1);
	});

	it("bonuses and penalties picked as named sources combine on the track, with the result and the reason shown", () => {
		// 004: "Minor + Minor = Major"; "Major + Minor + Minor = Extreme"; "Penalties cancel out bonuses of the same type"
		const note = fighter();
		let f = form<CheckForm>(note, "check:athletics", { pick1: "minor-bonus", source1: "good rope", pick2: "minor-bonus", source2: "a friend's boost" });
		expect(d20Fields(note, f).map((field) => field.key)).toEqual(["ability", "skill", "mode", "dc", "easy", "circumstance:improvised-tools", "circumstance:allies-attacking", "pick1", "source1", "pick2", "source2", "pick3"]);
		let preview = d20Preview(note, f);
		expect(preview.notes).toContain("Bonuses to check: Minor + Minor = Major.");
		expect(preview.notes).toContain("Major bonus to check: +4.");
		expect(unwrap(planCheck(note, f)).actor.modifier).toBe(7 + 4);
		f = changeForm(d20Game, note, f, "pick3", "minor-penalty") as CheckForm;
		preview = d20Preview(note, f);
		expect(preview.notes).toContain("Penalties cancel bonuses to check: a Major bonus against a Minor penalty leaves a Minor bonus.");
		expect(unwrap(planCheck(note, f)).actor.modifier).toBe(7 + 2);
		// 004: "modifiers from the same source are usually not combined (e.g.: if you put a laser sight on your rifle, it doesn't help to add another one)"
		const sights = form<CheckForm>(note, "check", { pick1: "minor-bonus", source1: "laser sight", pick2: "minor-bonus", source2: "laser sight" });
		expect(d20Preview(note, sights).notes).toContain("Another bonus from laser sight does not combine.");
		expect(unwrap(planCheck(note, sights)).adjustment.value).toBe(2);
	});

	it("the sizes come from the campaign's settings (d20-minor …)", () => {
		const note = noteOf(FIGHTER, { campaign: { ledger: "campaign", system: "d20", "d20-minor": 1, "d20-major": 3, "d20-extreme": 5 } });
		const f = form<CheckForm>(note, "check", { pick1: "major-penalty", source1: "darkness" });
		expect(unwrap(planCheck(note, f)).adjustment.value).toBe(-3);
	});

	it("a crippling injury's Minor penalty to skills counts on every check", () => {
		const note = noteOf({ ...FIGHTER, crippling: ["skills", "skills"] });
		const f = form<CheckForm>(note, "check:athletics");
		// Two Minor penalties: "Minor + Minor = Major" (−4).
		expect(unwrap(planCheck(note, f)).actor.modifier).toBe(7 - 4);
	});

	it("a note with problems refuses to roll and writes nothing", () => {
		const note = noteOf({ ...FIGHTER, str: 200 });
		const f = d20Form(note, "check") as D20Form;
		expect(d20Preview(note, f).refusal).toContain("str: expected a whole number from 1 to 60, got 200");
		const result = d20Resolve(note, f, context({ rng: scriptedRng([]) }));
		expect(result.ok).toBe(false);
	});
});

describe("the d20 attack dialog", () => {
	it("attack against Defence; the NPC takes 10; the odds are the engine's and what rolling every face gives", () => {
		// 004: "Non-player characters, i.e., those controlled by the GM, don't roll - instead we assume they rolled a 10, and add their bonuses."
		const note = fighter();
		const f = form<AttackForm>(note, "attack", { target: "[[Gate Thug]]" });
		const plan = unwrap(planAttack(note, f));
		expect(plan.input.attacker.modifier).toBe(3 + 3);
		expect(plan.input.defender.modifier).toBe(1);
		expect({ hit: plan.hit, critical: plan.critical }).toEqual(unwrap(attackOdds(plan.input)));
		const preview = d20Preview(note, f);
		expect(preview.odds).toEqual(["Chance to hit Gate Thug: 80% (16 in 20)", "Chance of a critical hit: 5% (1 in 20)"]);
		expect(preview.dice?.map((d) => d.label)).toEqual(["Attack d20", "Damage (1d8) if it hits", "Gate Thug's Fortitude save d20 (only on a critical)"]);
		let hits = 0;
		let crits = 0;
		for (const face of FACES) {
			// The critical's follow-up (a crippling injury's save) is rolled by the NPC: give it a 20.
			const entry = unwrap(d20Resolve(note, f, context({ entered: [[face], [1]], extra: [20] })));
			if (entry.outcome?.code !== "failure") hits++;
			if (entry.outcome?.code === "critical-success") crits++;
		}
		expect([hits, crits]).toEqual([plan.hit.successes, plan.critical.successes]);
	});

	it("a player defending rolls too: odds over 400 pairs; a natural 1 on Defence is a critical for the NPC", () => {
		// 004: "Your opponents score Critical hits on you when you roll a 1 for Defence"
		const thug = noteOf(THUG, { others: [FIGHTER] });
		const f = form<AttackForm>(thug, "attack", { target: "[[Mara Quell]]" });
		const plan = unwrap(planAttack(thug, f));
		expect(plan.hit.outOf).toBe(20);
		expect(d20Preview(thug, f).dice?.map((d) => d.label)).toEqual(["Mara Quell's Defence d20", "Damage (1d8) if it hits", "Mara Quell's Fortitude save d20 (only on a critical)"]);
		const entry = unwrap(d20Resolve(thug, f, context({ entered: [[1], [5]], extra: [20], actor: "[[Gate Thug]]" })));
		expect(entry.outcome).toEqual({ text: "Critical hit: 5 damage, the save holds", code: "critical-success" });
	});

	it("damage goes to Vitality, then Wound Points, on the target's note", () => {
		// 004: "When your Vitality runs out, additional damage is applied to your Wound Points."
		const note = fighter();
		const f = form<AttackForm>(note, "attack", { target: "[[Gate Thug]]", damageDice: 2, damageSides: "6", damageBonus: 3 });
		const entry = unwrap(d20Resolve(note, f, context({ entered: [[12], [6, 5]] })));
		expect(entry.outcome).toEqual({ text: "Hit: 14 damage", code: "success" });
		expect(entry.changes).toEqual([
			{ target: "[[Gate Thug]]", key: "vitality", before: 10, after: 0 },
			{ target: "[[Gate Thug]]", key: "wound-points", before: 14, after: 10 },
		]);
		expect(entry.dice.map((d) => `${d.notation} → ${d.dice.map((x) => x.value).join(" ")} = ${d.total}`)).toEqual(["d20+6 → 12 = 18", "2d6+3 → 6 5 = 14"]);
		expect(entry.inputs).toContainEqual({ key: "defence", value: "takes 10 + 1 = 11" });
	});

	it("a natural 20 is a critical hit with the chosen option: crippling injury (Fortitude against STR, DC 15) puts a Minor penalty on the target's note", () => {
		// 004: "The target must make a Fortitude save (against Strength attacks …) … with a target DC of 15, or take a Minor penalty to Attack, Damage, Defence, Skills or Speed."
		const note = fighter();
		const f = form<AttackForm>(note, "attack", { target: "[[Gate Thug]]", critical: "crippling-injury", crippleTo: "defence" });
		const entry = unwrap(d20Resolve(note, f, context({ entered: [[20], [4]], extra: [3] })));
		expect(entry.outcome).toEqual({ text: "Critical hit: 4 damage, a Minor penalty to defence", code: "critical-success" });
		expect(entry.explanation).toContain("A natural 20 to hit: a critical hit.");
		expect(entry.explanation).toContain("Gate Thug makes a Fortitude save: rolls 3 + 2 = 5.");
		// The list as read; the pipeline records it as absent when the note has none (the demo session, test/dom/d20/demo-session.test.ts).
		expect(entry.changes).toContainEqual({ target: "[[Gate Thug]]", key: "crippling", before: [], after: ["defence"] });
	});

	it("critical option: an Opportunity attack with the same bonuses, using one of the round's", () => {
		// 004: "Roll to hit with the same bonuses, and deal the additional damage if successful."
		const note = fighter();
		const f = form<AttackForm>(note, "attack", { target: "[[Gate Thug]]", critical: "opportunity-attack" });
		const entry = unwrap(d20Resolve(note, f, context({ entered: [[20], [6]], extra: [15, 3] })));
		expect(entry.outcome?.text).toBe("Critical hit: 9 damage (Opportunity attack hits)");
		expect(entry.changes).toContainEqual({ target: "[[Mara Quell]]", key: "opportunity-attacks-used", before: 0, after: 1 });
		expect(entry.changes).toContainEqual({ target: "[[Gate Thug]]", key: "vitality", before: 10, after: 1 });
	});

	it("critical option: the Opportunity attack is not open with a ranged weapon", () => {
		// 004: "You can't make an Opportunity attack with a ranged weapon."
		const note = fighter();
		const f = form<AttackForm>(note, "attack", { target: "[[Gate Thug]]", critical: "opportunity-attack", attackType: "ranged" });
		const entry = unwrap(d20Resolve(note, f, context({ entered: [[20], [2]], extra: [] })));
		expect(entry.explanation).toContain("The opportunity attack is not open: You can't make an Opportunity attack with a ranged weapon.");
	});

	it("critical option: a combat manoeuvre rolled in the usual way", () => {
		const note = fighter();
		const f = form<AttackForm>(note, "attack", { target: "[[Gate Thug]]", critical: "combat-manoeuvre" });
		const entry = unwrap(d20Resolve(note, f, context({ entered: [[20], [2]], extra: [5] })));
		// CMA +6 (BCB 3 + STR 3) rolls 5 = 11 against the thug's CMD 2 + 2 + 0 + 10 = 14.
		expect(entry.outcome?.text).toBe("Critical hit: 2 damage, manoeuvre fails");
	});

	it("Opportunity attacks: as many per round as the DEX bonus, at least 1", () => {
		// 004: "Each round, you can make as many Opportunity attacks as your Dexterity bonus (but always at least 1)."
		const used = noteOf({ ...FIGHTER, "opportunity-attacks-used": 2 }, { others: [THUG] });
		const f = form<AttackForm>(used, "opportunity", { target: "[[Gate Thug]]" });
		expect(d20Preview(used, f).refusal).toBe("No Opportunity attacks left this round (2 per round, 2 made): set the sheet's count back to 0 at the next round.");
		const fresh = fighter();
		const g = form<AttackForm>(fresh, "opportunity", { target: "[[Gate Thug]]" });
		expect(d20Preview(fresh, g).cost).toBe("One Opportunity attack (1 left this round after it)");
		const entry = unwrap(d20Resolve(fresh, g, context({ entered: [[2], [1]] })));
		expect(entry.changes).toEqual([{ target: "[[Mara Quell]]", key: "opportunity-attacks-used", before: 0, after: 1 }]);
	});

	it("stances through the BCB stance table: reckless trades Defence for attack, and the target's stance counts on its Defence", () => {
		// 004: "You choose to take a bonus to one, and an equal penalty to another. The size of the adjustment is determined by your Base Combat Bonus."
		const note = noteOf({ ...FIGHTER, stance: "reckless" }, { others: [{ ...THUG, stance: "defensive" }] });
		const f = form<AttackForm>(note, "attack", { target: "[[Gate Thug]]" });
		const plan = unwrap(planAttack(note, f));
		// +2 reckless on the attack; but the thug is not Heroic with BCB 2: the default table allows it a Minor defensive stance (+2 Defence).
		expect(plan.input.attacker.modifier).toBe(6 + 2);
		expect(plan.input.defender.modifier).toBe(1 + 2);
	});

	it("picked adjustments go to the roll they name: cover on the target's Defence, flanking on the attack", () => {
		// 004: "Taking cover - bonus to Defence"; "Flanking an opponent - bonus to Attack"
		const note = fighter();
		const f = form<AttackForm>(note, "attack", { target: "[[Gate Thug]]", pick1: "minor-bonus", source1: "flanking", on1: "attack", pick2: "major-bonus", source2: "cover", on2: "defence" });
		const plan = unwrap(planAttack(note, f));
		expect([plan.input.attacker.modifier, plan.input.defender.modifier]).toEqual([6 + 2, 1 + 4]);
	});

	it("a flat-footed target saves (Reflex DC 15) or takes the damage straight to Wound Points", () => {
		quote("Any damage you take while flat-footed is applied directly to your Wound Points instead of your Vitality Points, unless you succeed a Reflex save, DC 15.");
		const note = noteOf(FIGHTER, { others: [{ ...THUG, "flat-footed": true }] });
		const f = form<AttackForm>(note, "attack", { target: "[[Gate Thug]]" });
		const entry = unwrap(d20Resolve(note, f, context({ entered: [[15], [7]], extra: [9] })));
		expect(entry.changes).toEqual([{ target: "[[Gate Thug]]", key: "wound-points", before: 14, after: 7 }]);
	});
});

describe("the d20 combat manoeuvre dialog", () => {
	it("CMA against CMD; odds are the engine's; a natural 20 always succeeds and a natural 1 always fails", () => {
		// 004: "Rolling a natural 20 while attempting a combat manoeuvre is always a success (except when attempting to escape from bonds), while rolling a natural 1 is always a failure."
		const note = noteOf({ ...SCOUT, size: "tiny" }, { others: [{ ...THUG, size: "large" }] });
		const f = form<D20Form>(note, "manoeuvre", { target: "[[Gate Thug]]" });
		const preview = d20Preview(note, f);
		// Tiny: DEX for CMA (+4) + BCB 1 − 2 size = +3; the large thug's CMD 2 + 2 + 0 + 1 = 5, takes 10: 15; 12..20 succeed.
		expect(preview.odds).toEqual(["Chance the manoeuvre on Gate Thug succeeds: 45% (9 in 20)"]);
		const codes = FACES.map((face) => unwrap(d20Resolve(note, f, context({ entered: [[face]], extra: [] }))).outcome?.code);
		expect(codes.filter((c) => c === "success")).toHaveLength(9);
		expect(codes[19]).toBe("success");
		const bonds = changeForm(d20Game, note, f, "escapingBonds", true);
		const huge = noteOf({ ...SCOUT, size: "fine" }, { others: [{ ...THUG, size: "colossal" }] });
		expect(d20Preview(huge, changeForm(d20Game, huge, form<D20Form>(huge, "manoeuvre", { target: "[[Gate Thug]]" }), "escapingBonds", false)).odds[0]).toContain("5% (1 in 20)");
		expect(d20Preview(huge, changeForm(d20Game, huge, bonds, "target", "[[Gate Thug]]")).odds[0]).toContain("0% (0 in 20)");
	});
});

describe("the d20 damage and recovery dialogs", () => {
	it("Apply damage: Vitality, then Wound Points, with before and after", () => {
		const note = noteOf({ ...FIGHTER, vitality: 5 });
		const f = form<D20Form>(note, "damage", { amount: 8 });
		quote("When your Vitality runs out, additional damage is applied to your Wound Points.");
		// The preview says what is left after the hit, not what there was before it.
		expect(d20Preview(note, f).odds).toEqual(["8 damage: Vitality 5 → 0, Wound Points 12 → 9."]);
		const entry = unwrap(d20Resolve(note, f, context({ rng: scriptedRng([]) })));
		expect(entry.changes).toEqual([
			{ target: "[[Mara Quell]]", key: "vitality", before: 5, after: 0 },
			{ target: "[[Mara Quell]]", key: "wound-points", before: 12, after: 9 },
		]);
		expect(entry.outcome).toEqual({ text: "Vitality 0, Wound Points 9", code: "damage" });
	});

	it("Apply damage to a flat-footed character shows what is left either way the Reflex save goes", () => {
		quote("Any damage you take while flat-footed is applied directly to your Wound Points instead of your Vitality Points, unless you succeed a Reflex save, DC 15.");
		const note = noteOf({ ...FIGHTER, vitality: 20 });
		const f = form<D20Form>(note, "damage", { amount: 12, flatFooted: true });
		expect(d20Preview(note, f).odds).toEqual(["If the save holds: Vitality 20 → 8, Wound Points 12 → 12.", "If it fails: Vitality 20 → 20, Wound Points 12 → 0: unconscious."]);
	});

	it("Recover at the seed's rates: VP per 10 minutes of rest, WP per 8 hours, 1 / level + CON bonus (minimum 1)", () => {
		// 004: "VP - recover 1 / level + CON bonus (minimum 1) per 10 minutes rest, or per active hour"
		const note = noteOf({ ...FIGHTER, vitality: 2, "wound-points": 5, "str-damage": 2 });
		const rest = form<D20Form>(note, "recover", { periods: 3 });
		const entry = unwrap(d20Resolve(note, rest, context({ rng: scriptedRng([]) })));
		expect(entry.changes).toEqual([{ target: "[[Mara Quell]]", key: "vitality", before: 2, after: 2 + 3 * (3 + 1) }]);
		// 004: "WP - recover 1 / level + CON bonus (minimum 1) per 8 hours rest"; "Ability score damage - recover 1 per 8 hours rest"
		const night = form<D20Form>(note, "recover", { period: "8-hours-rest", periods: 1 });
		expect(unwrap(d20Resolve(note, night, context({ rng: scriptedRng([]) }))).changes).toEqual([
			{ target: "[[Mara Quell]]", key: "vitality", before: 2, after: 24 },
			{ target: "[[Mara Quell]]", key: "wound-points", before: 5, after: 9 },
			{ target: "[[Mara Quell]]", key: "str-damage", before: 2, after: 1 },
		]);
	});
});

describe("faces typed at the table land where the dialog listed them", () => {
	it("a critical Opportunity-attack follow-up against a flat-footed player: every die in the listed order", () => {
		const thug = noteOf({ ...THUG, "opportunity-attacks-used": 0 }, { others: [{ ...FIGHTER, "flat-footed": true }] });
		const f = form<AttackForm>(thug, "attack", { target: "[[Mara Quell]]", critical: "opportunity-attack", damageDice: 1, damageSides: "6" });
		const dice = d20Preview(thug, f).dice ?? [];
		expect(dice.map((d) => d.label)).toEqual([
			"Mara Quell's Defence d20",
			"Damage (1d6) if it hits",
			"Mara Quell's Reflex save d20 (flat-footed) if it hits",
			"Mara Quell's Defence d20 (only on a critical)",
			"Damage (1d6) (only on a critical)",
			"Mara Quell's Reflex save d20 (flat-footed) (only on a critical)",
		]);
		// Mara rolls a 1 on Defence (a critical for the thug), damage 4, Reflex 19 (saved), then Defence 2, damage 3, Reflex 5 (failed).
		const entry = unwrap(d20Resolve(thug, f, context({ entered: [[1], [4], [19], [2], [3], [5]], actor: "[[Gate Thug]]" })));
		expect(entry.outcome?.text).toBe("Critical hit: 7 damage (Opportunity attack hits)");
		expect(entry.dice.map((d) => d.dice.map((x) => x.value).join(" "))).toEqual(["1", "4", "19", "2", "3", "5"]);
		expect(entry.changes).toEqual([
			{ target: "[[Gate Thug]]", key: "opportunity-attacks-used", before: 0, after: 1 },
			{ target: "[[Mara Quell]]", key: "vitality", before: 24, after: 20 },
			{ target: "[[Mara Quell]]", key: "wound-points", before: 12, after: 9 },
		]);
	});
});
