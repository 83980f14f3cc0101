import { describe, expect, it } from "vitest";
import { readCypherCharacter, readCypherNpc } from "../../../src/notes/schema";
import { designPcFrontmatter } from "../../helpers/cypher-sheet";

/** The example PC of docs/ARCHITECTURE.md, Notes as the database, as a user would type it (with the damage track key). */
const pc = (): Record<string, unknown> => ({ ...designPcFrontmatter(), "damage-track": "hale" });

describe("Cypher character schema: good notes", () => {
	it("reads every key of the example PC into the engine model", () => {
		const r = readCypherCharacter(pc(), { name: "Aria" });
		expect(r.ok).toBe(true);
		if (!r.ok) return;
		const c = r.value.character;
		expect(c.name).toBe("Aria");
		expect(c.pools.might).toEqual({ current: 9, max: 12, edge: 1 });
		expect(c.pools.speed).toEqual({ current: 10, max: 10, edge: 0 });
		expect(c.pools.intellect).toEqual({ current: 11, max: 11, edge: 1 });
		expect(c.skills).toEqual({ climbing: "trained", stealth: "trained", perception: "specialized", persuasion: "inability" });
		expect(c.armor).toBe("light");
		expect(c.recoveriesUsed).toBe(1);
		expect(c.cyphers).toEqual(["[[Detonation]]"]);
		expect(r.value.abilities).toEqual(["[[Bash]]", "[[Onslaught]]"]);
		expect(r.value.campaign).toBe("The Ninth Gate");
	});

	it("fills defaults for every optional key; only the three Pool maxima are required", () => {
		const r = readCypherCharacter({ "might-max": 10, "speed-max": 9, "intellect-max": 8 });
		expect(r.ok).toBe(true);
		if (!r.ok) return;
		const c = r.value.character;
		expect(c.pools.might).toEqual({ current: 10, max: 10, edge: 0 });
		expect([c.tier, c.effort, c.xp, c.recoveriesUsed, c.cypherLimit]).toEqual([1, 1, 0, 0, 2]);
		expect(c.wounds).toEqual({ minor: 0, moderate: 0, major: 0 });
		expect(c.damageTrack).toBe("hale");
		expect(c.armor).toBe("none");
		expect(r.value.advancementSteps).toBe(0);
	});

	it("reports each missing Pool maximum by key", () => {
		const r = readCypherCharacter({ "might-max": 10 });
		expect(r.ok).toBe(false);
		if (r.ok) return;
		expect(r.problems.map((p) => p.key)).toEqual(["speed-max", "intellect-max"]);
	});

	it("keeps unknown keys (never dropped) and ignores them", () => {
		const r = readCypherCharacter({ ...pc(), "favourite-colour": "teal", tags: ["pc"] });
		expect(r.ok && r.unknown).toEqual({ "favourite-colour": "teal", tags: ["pc"] });
	});

	it("accepts numbers typed as text and single names where lists are expected", () => {
		const r = readCypherCharacter({ ...pc(), "might-max": "12", trained: "climbing" });
		expect(r.ok && r.value.character.pools.might.max).toBe(12);
		expect(r.ok && r.value.character.skills["climbing"]).toBe("trained");
	});
});

describe("Cypher character schema: bad values name the key, the value and what is expected", () => {
	const cases: { why: string; patch: Record<string, unknown>; key: string; message: string }[] = [
		{ why: "a word where a number goes", patch: { "might-max": "twelve" }, key: "might-max", message: 'might-max: expected a whole number from 0 to 99, got "twelve"' },
		{ why: "a fraction", patch: { xp: 2.5 }, key: "xp", message: "xp: expected a whole number ≥ 0, got 2.5" },
		{ why: "a negative Pool", patch: { speed: -3 }, key: "speed", message: "speed: expected a whole number from 0 to 99, got -3" },
		// 000: "More advanced characters can increase their Effort score (up to a maximum of six)"
		{ why: "Effort above six", patch: { effort: 7 }, key: "effort", message: "effort: expected a whole number from 1 to 6, got 7" },
		// 000: "you're starting a new day and have all four of your recoveries available again"
		{ why: "a fifth recovery", patch: { "recoveries-used": 5 }, key: "recoveries-used", message: "recoveries-used: expected a whole number from 0 to 4, got 5" },
		// 001: damage track "hale / impaired / debilitated / dead"
		{ why: "an unknown damage-track step", patch: { "damage-track": "bruised" }, key: "damage-track", message: 'damage-track: expected one of hale | impaired | debilitated | dead, got "bruised"' },
		{ why: "an unknown armor", patch: { armor: "plate" }, key: "armor", message: 'armor: expected one of none | light | medium | heavy, got "plate"' },
		{ why: "current above max", patch: { might: 14 }, key: "might", message: "might: 14 is above might-max 12" },
		{ why: "a skill in two lists", patch: { specialized: ["climbing"] }, key: "specialized", message: 'specialized: "climbing" is also listed under trained: keep it in one list' },
		{ why: "a list where a number goes", patch: { tier: [1, 2] }, key: "tier", message: "tier: expected a whole number from 1 to 6, got a list of 2 items" },
		{ why: "a campaign that is not a link", patch: { campaign: 42 }, key: "campaign", message: 'campaign: expected a link to a note, like "[[Session 3]]", got 42' },
		// 000: "A core character can take three minor wounds" (types may add more; 9 is our bound)
		{ why: "wounds beyond any sheet", patch: { "wounds-major": 12 }, key: "wounds-major", message: "wounds-major: expected a whole number from 0 to 9, got 12" },
	];
	it.each(cases)("$why", ({ patch, key, message }) => {
		const r = readCypherCharacter({ ...pc(), ...patch });
		expect(r.ok).toBe(false);
		if (r.ok) return;
		expect(r.problems).toContainEqual({ key, message });
		expect(r.error).toContain(message);
	});

	it("reads recoveries taken in any order as their names, and refuses a name it does not know or one taken twice", () => {
		// 000: "You can use your recoveries in any order"; each of the four once a day.
		const good = readCypherCharacter({ ...pc(), "recoveries-taken": ["one-hour", "one-action"] });
		expect(good.ok && good.value.character.recoveriesTaken).toEqual(["one-hour", "one-action"]);
		const unknown = readCypherCharacter({ ...pc(), "recoveries-taken": ["one-action", "nap"] });
		expect(!unknown.ok && unknown.problems).toContainEqual({ key: "recoveries-taken", message: 'recoveries-taken: expected a list of one-action | ten-minutes | one-hour | ten-hours, got "nap"' });
		const twice = readCypherCharacter({ ...pc(), "recoveries-taken": ["one-hour", "one-hour"] });
		expect(!twice.ok && twice.problems.map((p) => p.key)).toEqual(["recoveries-taken"]);
	});

	it("reports every problem at once, not just the first", () => {
		const r = readCypherCharacter({ ...pc(), tier: 0, effort: "lots", armor: 3 });
		expect(r.ok).toBe(false);
		if (r.ok) return;
		expect(r.problems.map((p) => p.key)).toEqual(["tier", "effort", "armor"]);
		expect(r.error).toMatch(/^Cypher character has 3 problems: /);
	});

	it("rejects frontmatter that is not a set of keys", () => {
		for (const fm of [null, "text", [1, 2], 5]) {
			const r = readCypherCharacter(fm);
			expect(r.ok).toBe(false);
		}
	});
});

describe("Cypher character schema: hostile values are bounded and reported", () => {
	it("huge numbers", () => {
		const r = readCypherCharacter({ ...pc(), xp: 1e308, "might-max": Number.MAX_SAFE_INTEGER * 4 });
		expect(r.ok).toBe(false);
		if (r.ok) return;
		expect(r.problems.map((p) => p.key)).toEqual(["might-max", "xp"]);
	});

	it("infinity and NaN", () => {
		const r = readCypherCharacter({ ...pc(), xp: Infinity, tier: NaN });
		expect(!r.ok && r.problems.map((p) => p.key)).toEqual(["tier", "xp"]);
	});

	it("deep nesting is described, never walked", () => {
		let deep: unknown = 1;
		for (let i = 0; i < 100_000; i++) deep = { a: deep };
		const r = readCypherCharacter({ ...pc(), tier: deep, trained: [deep] });
		expect(r.ok).toBe(false);
		if (r.ok) return;
		expect(r.problems).toContainEqual({ key: "tier", message: "tier: expected a whole number from 1 to 6, got a nested object" });
		expect(r.problems).toContainEqual({ key: "trained", message: "trained: expected plain text, got a nested object" });
	});

	it("HTML in names is refused, and the quote of it is cut short", () => {
		const html = `<img src=x onerror="alert(1)">${"x".repeat(500)}`;
		const r = readCypherCharacter({ ...pc(), name: html, trained: ["<script>steal()</script>"] });
		expect(r.ok).toBe(false);
		if (r.ok) return;
		const name = r.problems.find((p) => p.key === "name");
		expect(name?.message.startsWith("name: expected")).toBe(true);
		expect(name?.message.length).toBeLessThan(120);
		expect(r.problems.some((p) => p.key === "trained" && p.message.includes("without HTML"))).toBe(true);
	});

	it("a thousand-item skill list is refused as a whole", () => {
		const r = readCypherCharacter({ ...pc(), trained: Array.from({ length: 1000 }, (_, i) => `skill ${i}`) });
		expect(!r.ok && r.problems[0]?.message).toBe("trained: expected a list of at most 200 names, got a list of 1000 items");
	});
});

describe("Cypher NPC schema", () => {
	// 000: "The target number is always three times the task's difficulty" and "that NPC's level is the difficulty"
	// 000: "health, which often is the same as their target number (three times their level)"
	const cases = [
		{ level: 2, targetNumber: 6 },
		{ level: 5, targetNumber: 15 },
		{ level: 0, targetNumber: 0 },
		{ level: 10, targetNumber: 30 },
	];
	it.each(cases)("level $level → target number $targetNumber, health defaults to it", ({ level, targetNumber }) => {
		const r = readCypherNpc({ ledger: "npc", level });
		expect(r.ok).toBe(true);
		if (!r.ok) return;
		expect(r.value.targetNumber).toBe(targetNumber);
		expect(r.value.health).toBe(targetNumber);
		expect(r.value.healthMax).toBe(targetNumber);
		expect(r.value.damage).toBe(level);
	});

	it("reads health, armor and damage when given", () => {
		// 000: "An NPC may have an Armor stat (usually 1, 2, or 3)"
		const r = readCypherNpc({ level: 4, health: 7, "health-max": 15, armor: 3, damage: 5 });
		expect(r.ok && r.value).toMatchObject({ level: 4, targetNumber: 12, health: 7, healthMax: 15, armor: 3, damage: 5 });
	});

	it.each([
		{ fm: {}, message: "level: is required (a whole number from 0 to 10)" },
		// 000: "Task difficulty 0–10" (seed README)
		{ fm: { level: 11 }, message: "level: expected a whole number from 0 to 10, got 11" },
		{ fm: { level: 3, health: 12, "health-max": 9 }, message: "health: 12 is above health-max 9" },
		{ fm: { level: 3, armor: "thick" }, message: 'armor: expected a whole number from 0 to 20, got "thick"' },
	])("refuses $message", ({ fm, message }) => {
		const r = readCypherNpc(fm);
		expect(!r.ok && r.problems.map((p) => p.message)).toContain(message);
	});
});
