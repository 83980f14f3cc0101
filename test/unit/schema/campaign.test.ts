import { describe, expect, it } from "vitest";
import { noteKind, noteSystem, readCampaign, readEncounter, readSession } from "../../../src/notes/schema";
import { readActor } from "../../helpers/actor";

describe("noteKind and noteSystem", () => {
	it.each([
		[{ ledger: "campaign" }, "campaign"],
		[{ ledger: "Session" }, "session"],
		[{ ledger: " character " }, "character"],
		[{ ledger: "npc" }, "npc"],
		[{ ledger: "encounter" }, "encounter"],
		[{ ledger: "spaceship" }, undefined],
		[{ ledger: ["campaign"] }, undefined],
		[{}, undefined],
		[null, undefined],
		["ledger: campaign", undefined],
	])("%j → %s", (fm, kind) => {
		expect(noteKind(fm)).toBe(kind);
	});

	it.each([
		[{ system: "cypher" }, "cypher"],
		[{ system: "D20" }, "d20"],
		[{ system: "pool" }, "pool"],
		[{ system: "gurps" }, undefined],
	])("%j → %s", (fm, system) => {
		expect(noteSystem(fm)).toBe(system);
	});
});

describe("campaign schema", () => {
	it("reads system, variant rules, party and current session", () => {
		const r = readCampaign({
			ledger: "campaign",
			system: "cypher",
			"damage-model": "damage-track",
			party: ["[[Aria]]", "[[Characters/Bron|Bron the Bold]]"],
			"current-session": "[[Session 2]]",
			"advancement-steps-per-tier": 4,
		});
		expect(r.ok && r.value).toMatchObject({
			system: "cypher",
			damageModel: "damage-track",
			party: ["Aria", "Characters/Bron"],
			currentSession: "Session 2",
			advancementStepsPerTier: 4,
		});
	});

	it("defaults: wounds (seed 000), die size 6, d20 2/4/8, four steps per tier", () => {
		const r = readCampaign({ system: "cypher" });
		expect(r.ok && r.value).toEqual({
			system: "cypher",
			damageModel: "wounds",
			party: [],
			poolDieSize: 6,
			d20: { minor: 2, major: 4, extreme: 8 },
			advancementStepsPerTier: 4,
			lightWeaponsEase: false,
		});
	});

	// 004: "Minor + Minor = Major", "Major + Major = Extreme", "Major + Minor + Minor = Extreme"
	it("the default d20 sizes make each of 004's sums exact", () => {
		const r = readCampaign({ system: "d20" });
		if (!r.ok) throw new Error(r.error);
		const { minor, major, extreme } = r.value.d20;
		expect(minor + minor).toBe(major);
		expect(major + major).toBe(extreme);
		expect(major + minor + minor).toBe(extreme);
	});

	// 001: "Unarmed/Light Weapon: 2 damage, -1 attack difficulty" (000 is silent)
	it("light weapons ease attacks by default only with 001's damage track; the key overrides", () => {
		const track = readCampaign({ system: "cypher", "damage-model": "damage-track" });
		expect(track.ok && track.value.lightWeaponsEase).toBe(true);
		const wounds = readCampaign({ system: "cypher", "light-weapons-ease": true });
		expect(wounds.ok && wounds.value.lightWeaponsEase).toBe(true);
	});

	it("settings supply the defaults a campaign does not set", () => {
		const r = readCampaign({ system: "pool" }, { poolDieSize: 10, d20Minor: 1, d20Major: 3, d20Extreme: 6 });
		expect(r.ok && r.value).toMatchObject({ poolDieSize: 10, d20: { minor: 1, major: 3, extreme: 6 } });
	});

	it.each([
		{ fm: {}, message: "system: is required (one of cypher | pool | d20)" },
		{ fm: { system: "gurps" }, message: 'system: expected one of cypher | pool | d20, got "gurps"' },
		{ fm: { system: "cypher", "damage-model": "hit points" }, message: 'damage-model: expected one of wounds | damage-track, got "hit points"' },
		{ fm: { system: "cypher", party: "[[Aria]], [[Bron]]" }, message: 'party: expected links to notes, like "[[Aria]]", got "[[Aria]], [[Bron]]"' },
		{ fm: { system: "cypher", party: [{ a: 1 }] }, message: 'party: expected links to notes, like "[[Aria]]", got a nested object' },
		{ fm: { system: "cypher", "current-session": ["[[S1]]"] }, message: 'current-session: expected a link to a note, like "[[Session 3]]", got a list of 1 item' },
		{ fm: { system: "cypher", "current-session": [["Session 2"]] }, message: 'current-session: write the link in quotes, like "[[Session 2]]" (without quotes YAML reads [[…]] as a nested list)' },
		{ fm: { system: "cypher", party: [["Aria"]] }, message: 'party: write each link in quotes, like "[[Aria]]" (without quotes YAML reads [[…]] as a nested list)' },
		{ fm: { system: "cypher", party: [[["Aria"]]] }, message: 'party: write each link in quotes, like "[[Aria]]" (without quotes YAML reads [[…]] as a nested list)' },
		{ fm: { system: "pool", "pool-die-size": 1 }, message: "pool-die-size: expected a whole number from 2 to 20, got 1" },
		{ fm: { system: "d20", "d20-major": 1 }, message: "d20-major: sizes must grow: d20-minor 2 < d20-major 1 < d20-extreme 8" },
		{ fm: { system: "cypher", "light-weapons-ease": "yes" }, message: 'light-weapons-ease: expected true or false, got "yes"' },
	])("refuses: $message", ({ fm, message }) => {
		const r = readCampaign(fm);
		expect(!r.ok && r.problems.map((p) => p.message)).toContain(message);
	});

	it("keeps unknown keys", () => {
		const r = readCampaign({ system: "cypher", setting: "The Ninth World", tags: ["campaign"] });
		expect(r.ok && r.unknown).toEqual({ setting: "The Ninth World", tags: ["campaign"] });
	});
});

describe("session schema", () => {
	it("reads campaign, number, date and party", () => {
		const r = readSession({ ledger: "session", campaign: "[[The Ninth Gate]]", session: 3, date: "2026-03-14", party: ["[[Aria]]"] });
		expect(r.ok && r.value).toEqual({ campaign: "The Ninth Gate", number: 3, date: "2026-03-14", party: ["Aria"] });
	});

	it("accepts a date YAML already parsed into a Date", () => {
		const r = readSession({ campaign: "[[C]]", session: 1, date: new Date(Date.UTC(2026, 2, 14)) });
		expect(r.ok && r.value.date).toBe("2026-03-14");
	});

	it.each([
		{ fm: { session: 1 }, message: 'campaign: is required (a link to the campaign note, like "[[The Ninth Gate]]")' },
		{ fm: { campaign: "[[C]]" }, message: "session: is required (a whole number from 0 to 100000)" },
		{ fm: { campaign: "[[C]]", session: 1, date: "2026-02-30" }, message: 'date: expected a date like 2026-03-14, got "2026-02-30"' },
		{ fm: { campaign: "[[C]]", session: 1, date: "14/03/2026" }, message: 'date: expected a date like 2026-03-14, got "14/03/2026"' },
		{ fm: { campaign: "[[C]]", session: "three" }, message: 'session: expected a whole number from 0 to 100000, got "three"' },
	])("refuses: $message", ({ fm, message }) => {
		const r = readSession(fm);
		expect(!r.ok && r.problems.map((p) => p.message)).toContain(message);
	});
});

describe("encounter schema", () => {
	it("reads campaign, combatants and round; a new encounter is round 0 with nobody", () => {
		const r = readEncounter({ campaign: "[[C]]", combatants: ["[[Aria]]", "[[Ghoul]]"], round: 2 });
		expect(r.ok && r.value).toEqual({ campaign: "C", combatants: ["Aria", "Ghoul"], round: 2 });
		const empty = readEncounter({ ledger: "encounter" });
		expect(empty.ok && empty.value).toEqual({ combatants: [], round: 0 });
	});

	it("refuses a negative round", () => {
		const r = readEncounter({ round: -1 });
		expect(!r.ok && r.problems[0]?.message).toBe("round: expected a whole number from 0 to 100000, got -1");
	});
});

describe("readActor dispatches on kind and system", () => {
	it("a Cypher PC, a Cypher NPC, a pool character and a d20 NPC", () => {
		const pc = readActor({ ledger: "character", system: "cypher", "might-max": 9, "speed-max": 9, "intellect-max": 9 });
		expect(pc.ok && pc.value.system === "cypher" && pc.value.kind).toBe("character");
		const npc = readActor({ ledger: "npc", level: 3 }, { system: "cypher" });
		expect(npc.ok && npc.value.kind === "npc" && npc.value.system === "cypher" && npc.value.npc.targetNumber).toBe(9);
		const pool = readActor({ ledger: "character", system: "pool", "health-max": 5, "endurance-max": 5 });
		expect(pool.ok && pool.value.system).toBe("pool");
		const d20 = readActor({ ledger: "npc", system: "d20", str: 10, dex: 10, con: 10, int: 10, wis: 10, cha: 10, "vitality-max": 1, "wound-points-max": 1 });
		expect(d20.ok && d20.value.system).toBe("d20");
	});

	it.each([
		[{ ledger: "campaign", system: "cypher" }, "Not a character or NPC note: set ledger: character or ledger: npc"],
		[{ ledger: "npc", level: 2 }, "system: expected one of cypher | pool | d20 (on the note or its campaign)"],
	])("refuses %j", (fm, error) => {
		const r = readActor(fm);
		expect(!r.ok && r.error).toBe(error);
	});
});
