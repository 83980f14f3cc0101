import { readdirSync } from "node:fs";
import { basename, join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import {
	applyDefendedWound,
	applyPoolDamage,
	applyTrackDamage,
	armorWearingCost,
	costWithWeakness,
	damageNpc,
	damageObject,
	defenseSteps,
	HAZARDS,
	hazardDamage,
	lastingDamageDays,
	moveOnTrack,
	newObject,
	newShield,
	npcStartingHealth,
	PAGE,
	poisonOrDisease,
	speedTaskArmorPenalty,
	takeWound,
	trackStepEffects,
	type Hazard,
} from "../../../../src/engine/systems/cypher/health";
import { applyRecovery, healPoints, rally, recoverWithoutRest, rollRecovery, startNewDay, treatWound } from "../../../../src/engine/systems/cypher/recovery";
import type { Explanation } from "../../../../src/engine/explain";
import { CSRD_DIR, describeQuotingSeeds, describeReadingCompendium, seedText } from "../../../helpers/seeds";
import { citedWords, isCitationId } from "../citations";
import { must, pc } from "./fixtures";

const normalize = (text: string): string => text.replace(/\s+/g, " ").trim();

/** Every explanation step these rules can produce, from a spread of calls. */
function allExplanations(): Explanation[] {
	const hurt = pc({ wounds: { minor: 3, moderate: 3, major: 2 }, armor: "heavy" });
	const out: Explanation[] = [
		must(takeWound(pc({ wounds: { minor: 3, moderate: 3, major: 2 } }), "minor")).explanation,
		must(takeWound(pc({ wounds: { minor: 0, moderate: 3, major: 1 } }), "moderate")).explanation,
		must(applyPoolDamage(pc(), "intellect", 14)).explanation,
		must(applyTrackDamage(pc({ armor: "light" }), 25, { takingTheAttack: true })).explanation,
		must(applyTrackDamage(pc(), 3, { kind: "ambient", armor: 2 })).explanation,
		must(moveOnTrack(pc(), 1, "Poison")).explanation,
		must(npcStartingHealth(3)).explanation,
		must(damageNpc({ name: "Crab", level: 3, health: 9, armor: 3 }, 20)).explanation,
		must(damageNpc({ name: "Crab", level: 3, health: 9, armor: 3 }, 2, "mental")).explanation,
		must(damageNpc({ name: "Crab", level: 3, health: 9, armor: 3 }, 2, "bypass")).explanation,
		must(damageObject(newObject("Door", 3), 7)).explanation,
		must(damageObject({ ...newObject("Door", 3), level: 0 }, 3)).explanation,
		defenseSteps(hurt, "block", { includeWounds: true }).explanation,
		defenseSteps(pc({ armor: "light" }), "dodge", { areaAttack: true }).explanation,
		defenseSteps(pc({ armor: "medium" }), "dodge").explanation,
		speedTaskArmorPenalty(pc({ armor: "heavy" })).explanation,
		must(applyDefendedWound(pc(), "major", { kind: "block", succeeded: true })).explanation,
		must(applyDefendedWound(pc(), "major", { kind: "dodge", succeeded: true })).explanation,
		must(applyDefendedWound(pc(), "major", { kind: "dodge", succeeded: false })).explanation,
		must(applyDefendedWound(pc(), "major", { kind: "take-the-attack" })).explanation,
		must(applyDefendedWound(pc(), "minor", { kind: "block", succeeded: true, useShield: true }, { minor: 3, moderate: 2, broken: false })).explanation,
		must(applyDefendedWound(pc(), "major", { kind: "block", succeeded: true, useShield: true }, newShield())).explanation,
		must(costWithWeakness(2, 1)).explanation,
		...(Object.keys(HAZARDS) as Hazard[]).map((h) => must(hazardDamage(h, 20)).explanation),
		poisonOrDisease("poison"),
		poisonOrDisease("disease"),
		must(lastingDamageDays(2, true)).explanation,
		armorWearingCost("medium", false).explanation,
		armorWearingCost("medium", true).explanation,
		...(["hale", "impaired", "debilitated", "dead"] as const).map((s) => trackStepEffects(s).explanation),
		must(rollRecovery(pc(), { face: 2 }, { lastAction: true })).explanation,
		must(applyRecovery(pc({ recoveriesUsed: 3, wounds: { minor: 1, moderate: 2, major: 1 }, pools: { ...pc().pools, might: { current: 2, max: 10, edge: 0 } } }), { model: "wounds", points: 4, split: { might: 4 }, majorWoundTask: { roll: 20 } })).explanation,
		must(applyRecovery(pc({ recoveriesUsed: 1, wounds: { minor: 1, moderate: 2, major: 1 } }), { model: "wounds", points: 0, split: {} })).explanation,
		must(recoverWithoutRest(pc({ recoveriesUsed: 2, wounds: { minor: 1, moderate: 2, major: 1 } }), { model: "wounds" })).explanation,
		must(applyRecovery(pc({ recoveriesUsed: 2, wounds: { minor: 1, moderate: 2, major: 1 } }), { model: "wounds", points: 0, split: {} })).explanation,
		startNewDay(pc()).explanation,
		must(rally(pc({ wounds: { minor: 1, moderate: 0, major: 0 } }), "minor")).explanation,
		must(treatWound(pc({ wounds: { minor: 0, moderate: 1, major: 0 } }), "moderate", { roll: 12 })).explanation,
		must(treatWound(pc({ wounds: { minor: 1, moderate: 0, major: 0 } }), "minor")).explanation,
		must(healPoints(pc({ pools: { ...pc().pools, speed: { current: 0, max: 10, edge: 0 } }, damageTrack: "impaired" }), "speed", 2, { roll: 10 })).explanation,
	];
	return out;
}

describeQuotingSeeds("explanations quote the seeds word for word", () => {
	const seeds: Record<string, string> = { "000": normalize(seedText("000")), "001": normalize(seedText("001")) };
	const quoted = allExplanations()
		.flat()
		.flatMap((step) => {
			// A step names its citation by id; the words are in the citations table.
			// Citations may keep only the opening words and end in "…"; every part between ellipses is the seed's own words.
			const match = /^(000|001): "(.*)"$/.exec(step.source === undefined ? "" : citedWords(step.source));
			if (!match) return [];
			const parts = (match[2] as string).split("…").map((part) => part.trim()).filter((part) => part.length > 0);
			return parts.map((words) => ({ seed: match[1] as string, words }));
		});

	it("covers many quotations", () => {
		expect(quoted.length).toBeGreaterThan(60);
	});

	it.each([...new Map(quoted.map((q) => [`${q.seed}${q.words}`, q])).values()])("$seed: $words", ({ seed, words }) => {
		expect(seeds[seed]).toContain(normalize(words));
	});
});

describe("explanation steps", () => {
	it("every step says something and most name their rule", () => {
		const steps = allExplanations().flat();
		for (const step of steps) expect(step.text.trim().length).toBeGreaterThan(3);
		expect(steps.filter((s) => s.source).length / steps.length).toBeGreaterThan(0.8);
	});

	it("every step names its rule by an id of the citations table", () => {
		const sources = allExplanations()
			.flat()
			.flatMap((step) => (step.source === undefined ? [] : [step.source]));
		expect(sources.length).toBeGreaterThan(60);
		for (const source of sources) expect(isCitationId(source), source).toBe(true);
	});

	// The hazard rows cite 001's damage cell; the rate the rule computes from the row must be those words.
	it.each(Object.keys(HAZARDS) as Hazard[])("the %s step cites its own row's damage", (hazard) => {
		const [step] = must(hazardDamage(hazard, 20)).explanation;
		const words = /^001: "(.*)"$/.exec(citedWords(step?.source))?.[1] ?? "";
		const rate = words.replace(/ \(ambient damage\)$/, "");
		// The rate is followed by the exposure (" for 20 rounds") or the total (" = 6 damage").
		expect(step?.text.includes(`: ${rate} for `) || step?.text.includes(`: ${rate} = `)).toBe(true);
		expect(words.endsWith(" (ambient damage)")).toBe(HAZARDS[hazard].ambient);
	});
});

describeReadingCompendium("explanation steps link to real CSRD pages", () => {
	// The compendium sits beside the seeds (../shared/csrd-vault); page names are file names without ".md".
	const vault = join(CSRD_DIR, "Compendiums", "CSRD", "en");
	let pages = new Set<string>();
	beforeAll(() => {
		pages = new Set(
			readdirSync(vault, { recursive: true, encoding: "utf8" })
				.filter((path) => path.endsWith(".md"))
				.map((path) => basename(path, ".md")),
		);
	});
	it.each(Object.values(PAGE))("%s is a page of the compendium", (page) => {
		expect(pages.has(page)).toBe(true);
	});
});
