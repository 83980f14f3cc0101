import { afterEach, describe, expect, it } from "vitest";
import { setLanguage } from "../../../src/lang";
import { BUILT_IN_PACKS } from "../../../src/games/pack/built-in";
import { describeRule, readRuleNote, unplacedNotes } from "../../../src/games/pack/pack";
import { seedQuoter } from "../../helpers/seeds";
import { builtIn, cypherCondition, packOf, vaultNote } from "./helpers";

const q000 = seedQuoter("000");
const q001 = seedQuoter("001");
const q003 = seedQuoter("003");
const q004 = seedQuoter("004");

describe("the built-in packs", () => {
	it.each(["cypher", "pool", "d20"] as const)("%s: every note reads without a problem, and the pack uses each one", (system) => {
		const pack = packOf(system);
		expect(pack.problems).toEqual([]);
		expect(pack.conditions.size + pack.effects.size).toBe(BUILT_IN_PACKS[system].length);
		for (const note of builtIn(system)) expect(readRuleNote(note).problems, note.from.kind === "built-in" ? note.from.file : "").toEqual([]);
	});

	it("Cypher: dazed, stunned and paralysis hold the seeds' values", () => {
		const pack = packOf("cypher");
		// 000: "Being dazed hinders all your tasks"; 001: "Dazed: +1 difficulty on all tasks"
		q000("Being dazed hinders all your tasks");
		q001("Dazed: +1 difficulty on all tasks");
		expect(pack.conditions.get("dazed")?.rule).toMatchObject({ system: "cypher", label: "Dazed", taskSteps: 1, meleeAttackSteps: 1, rangedAttackSteps: 1, lasts: "next-turn-end" });
		// 000: "Being stunned means you lose your turn; you can't take any actions except to defend yourself."
		// 001: "Stunned: Lose turn, defend at +1 difficulty"
		q000("Being stunned means you lose your turn; you can't take any actions except to defend yourself.");
		q001("Stunned: Lose turn, defend at +1 difficulty");
		expect(pack.conditions.get("stunned")?.rule).toMatchObject({ losesTurn: true, defenseSteps: 1, taskSteps: 0 });
		// 001: "Paralysis: Unable to move, cannot take physical actions"; 000: "Target paralyzed or unconscious" (Automatic Hit)
		q001("Paralysis: Unable to move, cannot take physical actions");
		q000("Target paralyzed or unconscious");
		expect(pack.conditions.get("paralyzed")?.rule).toMatchObject({ noPhysicalActions: true, attacksHit: true });
		// 000: "Melee attack on prone target" eases; "Ranged attack on prone target" hinders
		q000("Melee attack on prone target");
		q000("Ranged attack on prone target");
		expect(pack.conditions.get("prone")?.rule).toMatchObject({ meleeAttackSteps: 1, rangedAttackSteps: -1 });
		// 001: "MAJOR EFFECTS (increase task difficulties by 1 step for encounter)" … "Impair"
		q001("MAJOR EFFECTS (increase task difficulties by 1 step for encounter)");
		expect(pack.conditions.get("hampered")?.rule).toMatchObject({ taskSteps: 1, lasts: "encounter" });
		expect(pack.effects.get("impair")?.rule).toMatchObject({ roll: "major", applies: "hampered" });
		expect(pack.effects.get("knock-down")?.rule).toMatchObject({ roll: "major", applies: "prone" });
		expect(pack.effects.get("stun")?.rule).toMatchObject({ roll: "major", applies: "stunned" });
		expect(pack.effects.get("distract")?.rule).toMatchObject({ roll: "minor", applies: "distracted" });
	});

	it("the pool game: Stunned and Impaired hold 003's Combat Complications", () => {
		const pack = packOf("pool");
		q003("Stunned means the character loses their next action (even stunned characters get a Defense Roll, however)");
		expect(pack.conditions.get("stunned")?.rule).toMatchObject({ system: "pool", losesTurn: true, dice: 0 });
		q003("Impaired means the character gets -1 die to all actions until the end of combat");
		expect(pack.conditions.get("impaired")?.rule).toMatchObject({ dice: -1, lasts: "encounter" });
		expect([...pack.effects.values()].map((e) => e.rule.roll)).toEqual(["complication", "complication", "complication"]);
	});

	it("the d20 game: flat-footed and prone hold 004's values", () => {
		const pack = packOf("d20");
		q004("You can't use your Dexterity bonus to Defence (if any) while flat-footed");
		q004("unless you succeed a Reflex save, DC 15");
		expect(pack.conditions.get("flat-footed")?.rule).toMatchObject({ system: "d20", noDexToDefence: true, woundsUnlessSave: 15, lasts: "next-turn-start" });
		q004("Lying prone - bonus to Defence against ranged attacks, penalty against melee");
		expect(pack.conditions.get("prone")?.rule).toMatchObject({
			adjustments: [
				{ level: "minor", direction: "penalty", applies: "defence", against: "melee" },
				{ level: "minor", direction: "bonus", applies: "defence", against: "ranged" },
			],
		});
		expect(pack.effects.get("trip")?.rule).toMatchObject({ roll: "manoeuvre", applies: "prone" });
	});

	it("says what each rule does in a sentence", () => {
		const pack = packOf("cypher");
		const dazed = pack.conditions.get("dazed")?.rule;
		expect(dazed && describeRule("condition", dazed, pack)).toBe("All its tasks one step harder and attacks on it one step easier.");
		const stun = pack.effects.get("stun")?.rule;
		expect(stun && describeRule("effect", stun, pack)).toBe("A choice of a major effect (a natural 20): the target becomes Stunned, until the end of its next turn.");
		const pool = packOf("pool");
		const impaired = pool.conditions.get("impaired")?.rule;
		expect(impaired && describeRule("condition", impaired, pool)).toBe("−1 die on every roll.");
	});
});

describe("a vault note over the built-in pack", () => {
	it("replaces the built-in rule with its id (a house rule: dazed hinders by two steps)", () => {
		const pack = packOf("cypher", [cypherCondition("Rules/Dazed.md", { id: "dazed", label: "Dazed", "task-steps": 2 })]);
		expect(pack.conditions.get("dazed")).toMatchObject({ rule: { taskSteps: 2, meleeAttackSteps: 0 }, from: { kind: "vault", path: "Rules/Dazed.md" } });
		expect(pack.problems).toEqual([]);
	});

	it("adds a rule with a new id, wherever the note lives", () => {
		const pack = packOf("cypher", [cypherCondition("Anywhere/deep/Shaken.md", { id: "shaken", label: "Shaken", "task-steps": 1, lasts: "round" })]);
		expect(pack.conditions.get("shaken")?.rule).toMatchObject({ label: "Shaken", lasts: "round" });
		expect(pack.conditions.has("dazed")).toBe(true);
	});

	it("a note of another game is not this pack's", () => {
		const pack = packOf("pool", [cypherCondition("Rules/Dazed.md", { id: "dazed", label: "Dazed" })]);
		expect(pack.conditions.has("dazed")).toBe(false);
	});

	it("a broken note with a built-in id: the problem says the built-in rule is used meanwhile", () => {
		const pack = packOf("cypher", [cypherCondition("Rules/Dazed.md", { id: "dazed", label: "Dazed", "task-steps": "two" })]);
		expect(pack.conditions.get("dazed")?.from.kind).toBe("built-in");
		expect(pack.problems).toEqual([
			{ path: "Rules/Dazed.md", id: "dazed", name: "Dazed", problems: ['task-steps: expected a whole number from -5 to 5, got "two"'], meanwhile: "Until it is fixed, the built-in Dazed is used." },
		]);
	});

	it("a broken note with a new id: the problem says the condition cannot be used", () => {
		const pack = packOf("cypher", [cypherCondition("Rules/Shaken.md", { id: "shaken", "task-steps": 1 })]);
		expect(pack.conditions.has("shaken")).toBe(false);
		expect(pack.problems[0]).toMatchObject({ name: "shaken", problems: ["label: is required: the name players read, like Dazed"], meanwhile: "This condition cannot be used until it is fixed." });
	});

	it("two notes with one id: the first by path is used, the other says so", () => {
		const pack = packOf("cypher", [cypherCondition("Rules/B.md", { id: "shaken", label: "Shaken B" }), cypherCondition("Rules/A.md", { id: "shaken", label: "Shaken A" })]);
		expect(pack.conditions.get("shaken")?.rule.label).toBe("Shaken A");
		expect(pack.problems).toEqual([
			{ path: "Rules/B.md", id: "shaken", name: "Shaken B", problems: ["Another note, Rules/A.md, already sets this condition (id shaken); this one is not used. Give it another id, or remove one of them."], meanwhile: "The condition of Rules/A.md is used." },
		]);
	});

	it("an effect whose condition the pack lacks cannot be chosen, and says why", () => {
		const pack = packOf("cypher", [vaultNote("Rules/Trip.md", { ledger: "rule", system: "cypher", rule: "effect", id: "trip", label: "Trip", roll: "minor", applies: "tripped" })]);
		expect(pack.effects.has("trip")).toBe(false);
		expect(pack.problems[0]?.problems).toEqual(["applies: the Cypher System has no usable condition tripped, so this effect cannot be chosen until it has one (check the id, or fix that condition's note)"]);
	});
});

describe("every problem a rule note can have, in the user's words", () => {
	const problems = (properties: Record<string, unknown>): string[] => readRuleNote({ properties, body: "" }).problems;
	const base = { ledger: "rule", system: "cypher", rule: "condition", id: "shaken", label: "Shaken" };

	it.each([
		["no game", { ...base, system: undefined }, ["system: expected cypher, pool or d20, got nothing"]],
		["an unknown game", { ...base, system: "gurps" }, ['system: expected cypher, pool or d20, got "gurps"']],
		["no kind", { ...base, rule: undefined }, ["rule: is required: condition or effect"]],
		["an unknown kind", { ...base, rule: "table" }, ['rule: expected one of condition | effect, got "table"']],
		["no id", { ...base, id: undefined }, ["id: is required: lower-case letters, digits and dashes, like dazed"]],
		["an id with capitals", { ...base, id: "Shaken!" }, ['id: expected lower-case letters, digits and dashes (like dazed), got "Shaken!"']],
		["no label", { ...base, label: undefined }, ["label: is required: the name players read, like Dazed"]],
		["a label with HTML", { ...base, label: "<b>Shaken</b>" }, ['label: expected plain text without HTML, got "<b>Shaken</b>"']],
		["a long label", { ...base, label: "x".repeat(61) }, [`label: expected a name of at most 60 characters, got "${"x".repeat(40)}…"`]],
		["steps out of bounds", { ...base, "task-steps": 9 }, ["task-steps: expected a whole number from -5 to 5, got 9"]],
		["an unknown duration", { ...base, lasts: "forever" }, ['lasts: expected one of next-turn-start | next-turn-end | round | encounter | until-removed, got "forever"']],
		["a yes/no that is not", { ...base, "loses-turn": "sometimes" }, ['loses-turn: expected true or false, got "sometimes"']],
		[
			"a pool-game key on a Cypher condition",
			{ ...base, dice: -1 },
			["dice: belongs to the pool game's rules, and the Cypher System has nothing it could change (the value -1 is not used). Remove it, or say in the note what the GM does instead"],
		],
	] as const)("%s", (_name, properties, expected) => {
		expect(problems(properties as Record<string, unknown>)).toEqual(expected);
	});

	it("the pool game has no rest to end a condition", () => {
		expect(problems({ ...base, system: "pool", "ends-on-rest": true })).toEqual([
			"ends-on-rest: the pool game has no rest or recovery that could end a condition; remove it, or give the condition another duration",
		]);
	});

	it("a d20 bonus or penalty names its level and direction", () => {
		expect(problems({ ...base, system: "d20", attack: "a bit worse" })).toEqual(['attack: expected a level and a direction, like minor penalty or major bonus, got "a bit worse"']);
		expect(problems({ ...base, system: "d20", "wounds-unless-save": 99 })).toEqual(["wounds-unless-save: expected a whole number from 0 to 40, got 99"]);
	});

	it("an effect names its menu, and a duration only with a condition", () => {
		const effect = { ledger: "rule", system: "cypher", rule: "effect", id: "trip", label: "Trip" };
		expect(problems(effect)).toEqual(["roll: is required: minor or major"]);
		expect(problems({ ...effect, roll: "critical" })).toEqual(['roll: expected one of minor | major, got "critical"']);
		expect(problems({ ...effect, roll: "minor", lasts: "round" })).toEqual(["lasts: says how long a condition lasts, but the effect applies none (add applies: and a condition's id)"]);
		expect(problems({ ...effect, roll: "minor", applies: "Prone" })).toEqual(['applies: expected lower-case letters, digits and dashes (like dazed), got "Prone"']);
	});

	it("a note without ledger: rule is not a rule note", () => {
		expect(problems({ ...base, ledger: "npc" })).toContain("ledger: must be rule for a rule note");
	});

	it("rule notes that name no game are listed apart", () => {
		expect(unplacedNotes([vaultNote("Rules/X.md", { ledger: "rule", rule: "condition", id: "x", label: "X" })])).toEqual([
			{ path: "Rules/X.md", name: "X", problems: ["system: expected cypher, pool or d20, got nothing"], meanwhile: "No game's pack uses it until it names one." },
		]);
	});
});

describe("the built-in labels in the user's language (issue 35: packs translate their labels, never their ids)", () => {
	afterEach(() => setLanguage("en"));

	it("a built-in label reads in German under the same id; a vault note's own label is shown as the GM wrote it", () => {
		setLanguage("de");
		const pack = packOf("cypher", [cypherCondition("Rules/Shaken.md", { id: "shaken", label: "Shaken", "task-steps": 1 })]);
		expect(pack.conditions.get("dazed")?.rule.label).toBe("Benommen");
		expect(pack.effects.get("knock-down")?.rule.label).toBe("Niederwerfen");
		expect(pack.conditions.get("shaken")?.rule.label).toBe("Shaken");
		// The vault's copy of a built-in note (as "Write the rule pack" writes it, label in English) reads translated too.
		const copy = packOf("cypher", [cypherCondition("Rules/Prone.md", { id: "prone", label: "Prone" })]);
		expect(copy.conditions.get("prone")?.rule).toMatchObject({ id: "prone", label: "Liegend" });
		expect(describeRule("effect", pack.effects.get("stun")?.rule as never, pack)).toBe("Eine Wahl bei einem großen Effekt (eine natürliche 20): Das Ziel wird Betäubt, bis zum Ende seines nächsten Zugs.");
	});
});
