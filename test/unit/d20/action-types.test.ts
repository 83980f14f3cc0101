import { describe, expect, it } from "vitest";
import { actionsLeft, leftText, opportunityAttacksIn, OPPORTUNITY, roundsTime, takeAction } from "../../../src/engine/systems/d20/action-types";
import { ATTACK_TYPES, checkReach, defaultReach } from "../../../src/engine/systems/d20/attack-types";
import { circumstanceAdjustments, circumstancesFor } from "../../../src/engine/systems/d20/circumstances";
import { seedQuoter } from "../../helpers/seeds";

const quoted = seedQuoter("004");

describe("the d20 game's actions in a round (004)", () => {
	it("a standard and a short action, or one full-round action, and free actions besides", () => {
		quoted("In a normal round, you can perform a standard action and a short action, or you can perform a full-round action. You can also perform one or more free actions.");
		expect(actionsLeft([])).toEqual({ standard: true, short: true, fullRound: true });
		expect(leftText([])).toBe("a standard and a short action, or a full-round action");
		expect(takeAction(["standard"], "short").ok).toBe(true);
		expect(leftText(["standard"])).toBe("a short action");
		expect(leftText(["standard", "short"])).toBe("free actions only");
		const refused = takeAction(["standard"], "full-round");
		expect(refused.ok).toBe(false);
		expect(!refused.ok && refused.error).toBe("No full-round action is left this round: a short action left.");
		expect(takeAction(["full-round"], "short").ok).toBe(false);
		expect(takeAction(["standard", "short"], "standard").ok).toBe(false);
		// Free actions take nothing from the round, however many.
		expect(takeAction(["full-round"], "free").ok).toBe(true);
		expect(takeAction(["standard", "short"], "free").ok).toBe(true);
	});

	it("a short action in place of the standard one: two short actions, and then nothing but free actions", () => {
		quoted("You can always take a short action in place of a standard action.");
		expect(takeAction(["short"], "short").ok).toBe(true);
		expect(leftText(["short"])).toBe("a standard or a short action");
		expect(leftText(["short", "short"])).toBe("free actions only");
		expect(takeAction(["short", "short"], "standard").ok).toBe(false);
	});

	it("restricted, and in the surprise round: a single standard or short action, never a full-round one", () => {
		quoted("you are restricted to taking only a single standard action or a single short action (plus free actions as normal). You can't take a full-round action.");
		quoted("participants who started the action aware of their opponents each take a standard or short action during the surprise round");
		for (const limits of [{ restricted: true }, { surprise: true }]) {
			expect(leftText([], limits)).toBe("a single standard or short action");
			expect(takeAction([], "short", limits).ok).toBe(true);
			expect(takeAction(["standard"], "short", limits).ok).toBe(false);
			expect(leftText(["short"], limits)).toBe("free actions only");
			const full = takeAction([], "full-round", limits);
			expect(!full.ok && full.error).toContain("a full-round action cannot be taken");
			expect(takeAction(["standard"], "free", limits).ok).toBe(true);
		}
	});

	it("an Opportunity attack is no action: it takes nothing from the round, and is counted on its own", () => {
		quoted("it doesn't count as an action at all");
		expect(takeAction(["standard", "short"], "none").ok).toBe(true);
		expect(leftText([OPPORTUNITY, "standard"])).toBe("a short action");
		expect(opportunityAttacksIn([OPPORTUNITY, "standard", OPPORTUNITY])).toBe(2);
	});

	it("a round is six seconds: ten rounds are a minute", () => {
		quoted("A round is 6 seconds long, so there are 10 rounds in one minute.");
		expect(roundsTime(1)).toBe("6 seconds");
		expect(roundsTime(3)).toBe("18 seconds");
		expect(roundsTime(10)).toBe("1 minute");
		expect(roundsTime(12)).toBe("1 minute 12 seconds");
		expect(roundsTime(20)).toBe("2 minutes");
	});
});

describe("the d20 game's attack types and reach (004)", () => {
	it("what each attack takes from the round, as the table of attack types says", () => {
		quoted("Multiple attack (2nd level warrior ability)");
		quoted("Two-weapon fighting (attacking with both weapons)");
		quoted("Extra attack (6th level warrior ability)");
		expect(ATTACK_TYPES.melee.action).toBe("standard");
		expect(ATTACK_TYPES.ranged.action).toBe("standard");
		expect(ATTACK_TYPES.psychic.action).toBe("standard");
		expect(ATTACK_TYPES.multiple.action).toBe("standard");
		expect(ATTACK_TYPES["two-weapon"].action).toBe("full-round");
		expect(ATTACK_TYPES.extra.action).toBe("full-round");
		// Two weapons: one roll each; a multiple or extra attack: two at least (Rules interpretations).
		expect(ATTACK_TYPES["two-weapon"].attacks).toBe(2);
		expect(ATTACK_TYPES.multiple.attacks).toBe(2);
	});

	it("5-foot reach for most weapons, 10 feet for long weapons and big creatures", () => {
		quoted("We simplify reach into 5ft reach, for most weapons, and 10ft reach, for long weapons like.");
		quoted("Big creatures have a long reach by default, so they'll be able to hit you when you're 10ft away");
		expect(defaultReach("medium")).toBe(5);
		expect(defaultReach("medium", true)).toBe(10);
		expect(defaultReach("large")).toBe(10);
		expect(checkReach(5, 5, false).ok).toBe(true);
		const far = checkReach(5, 10, false);
		expect(!far.ok && far.error).toBe("The target is 10 feet away, beyond a 5-foot reach: close in, or use a long weapon (10-foot reach).");
		expect(checkReach(10, 10, false).ok).toBe(true);
		expect(checkReach(10, 15, false).ok).toBe(false);
		// A ranged attack has no reach to check.
		expect(checkReach(5, 15, true).ok).toBe(true);
	});
});

describe("the d20 game's named circumstances (004)", () => {
	it("cover helps the Defence, flanking the attack; prone helps against ranged attacks and hurts against melee", () => {
		quoted("Taking cover - bonus to Defence");
		quoted("Flanking an opponent - bonus to Attack");
		quoted("Lying prone - bonus to Defence against ranged attacks, penalty against melee");
		expect(circumstancesFor("attack").map((c) => c.id)).toEqual(["cover", "flanking", "prone"]);
		expect(circumstanceAdjustments(["cover", "flanking"], "attack")).toEqual([
			{ level: "minor", direction: "bonus", applies: "defence", source: "the target is taking cover" },
			{ level: "minor", direction: "bonus", applies: "attack", source: "flanking the target" },
		]);
		expect(circumstanceAdjustments(["prone"], "attack", true).map((a) => `${a.direction} ${a.applies}`)).toEqual(["bonus defence"]);
		expect(circumstanceAdjustments(["prone"], "attack", false).map((a) => `${a.direction} ${a.applies}`)).toEqual(["penalty defence"]);
	});

	it("improvised tools and persuading while allies attack are penalties to a check", () => {
		quoted("Using improvised tools - penalty to Mechanical skill");
		quoted("Persuading someone while your allies are attacking them - penalty to Diplomacy skill");
		expect(circumstancesFor("check").map((c) => c.id)).toEqual(["improvised-tools", "allies-attacking"]);
		expect(circumstanceAdjustments(["improvised-tools"], "check")).toEqual([{ level: "minor", direction: "penalty", applies: "check", source: "using improvised tools" }]);
		// A check's circumstance does nothing to an attack, and an attack's nothing to a check.
		expect(circumstanceAdjustments(["improvised-tools"], "attack")).toEqual([]);
		expect(circumstanceAdjustments(["cover"], "check")).toEqual([]);
	});
});
