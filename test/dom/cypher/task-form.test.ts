import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { scriptedRng, seededRng } from "../../../src/engine/rng";
import { resolveTask, CIRCUMSTANCES } from "../../../src/engine/systems/cypher/task";
import { buildTask, chanceText, defaultForm, previewTask, type TaskForm } from "../../../src/games/cypher/task-form";
import { KIRA, noteOf, table } from "./fixtures";

/** Every form the dialog can produce (its rows' ranges). */
const forms = fc.record<TaskForm>({
	stat: fc.constantFrom("might", "speed", "intellect"),
	difficulty: fc.integer({ min: 0, max: 10 }),
	skill: fc.constantFrom("", "climbing", "perception"),
	otherLevel: fc.constantFrom("", "inability", "trained", "specialized", "expert"),
	assets: fc.integer({ min: 0, max: 2 }),
	effort: fc.integer({ min: 0, max: 2 }),
	circumstance: fc.constantFrom("", ...CIRCUMSTANCES.map((c) => c.id)),
	extraEasing: fc.integer({ min: 0, max: 5 }),
	extraHindering: fc.integer({ min: 0, max: 5 }),
	rollBonus: fc.integer({ min: 0, max: 6 }),
	weapon: fc.constantFrom("", "light", "medium", "heavy"),
	effortOnDamage: fc.integer({ min: 0, max: 2 }),
	freeEffort: fc.integer({ min: 0, max: 2 }),
	retry: fc.boolean(),
	luckyShot: fc.boolean(),
	distinction: fc.constantFrom("", "crushing", "reaching", "slashing", "stabbing"),
	targetArmor: fc.integer({ min: 0, max: 3 }),
	reach: fc.constantFrom("", "foe-without-reach", "close-quarters"),
	trade: fc.constantFrom("", "hinder", "knock-down", "stun"),
});

describe("the dialog's odds are the roll's odds", () => {
	it("for every form: the chance shown equals the faces of a d20 that the roll itself counts as a success", async () => {
		const v = await table({ effort: 2, "wounds-moderate": 3 });
		const note = await noteOf(v, KIRA);
		fc.assert(
			fc.property(forms, (form) => {
				const preview = previewTask(note, form);
				const built = buildTask(note, form);
				if (!preview.ok) {
					// The dialog refuses exactly what the engine refuses.
					expect(resolveTask(built.character, built.request, scriptedRng([10]), built.options).ok).toBe(false);
					return;
				}
				// Brute force: roll each face through the engine and count the successes.
				let successes = 0;
				let damage = 0;
				for (let face = 1; face <= 20; face++) {
					const rolled = resolveTask(built.character, built.request, scriptedRng([face]), built.options);
					if (!rolled.ok) throw new Error(rolled.error);
					if (rolled.value.outcome === "success" || rolled.value.outcome === "routine") successes++;
					damage += rolled.value.damage?.total ?? 0;
				}
				// The average damage shown is the mean over the twenty faces of what the roll deals.
				if (preview.value.damage !== undefined && !preview.value.plan.routine && !preview.value.plan.impossible) {
					expect(preview.value.damage).toContain(`on average ${(damage / 20).toFixed(2)}`);
				}
				const { plan } = preview.value;
				if (plan.routine) expect(preview.value.chance).toBe("100% (routine)");
				else if (plan.impossible) expect(preview.value.chance).toBe("0% (impossible)");
				else expect(preview.value.chance).toBe(`${successes * 5}% (${successes} in 20)`);
			}),
			{ numRuns: 300 },
		);
	});

	it("seeded sampling of the worked example's climb lands near the 75% the dialog shows", async () => {
		const note = await noteOf(await table(), KIRA);
		const form: TaskForm = { ...defaultForm("might", "climbing"), difficulty: 4, effort: 1 };
		const preview = previewTask(note, form);
		if (!preview.ok) throw new Error(preview.error);
		expect(chanceText(preview.value.plan)).toBe("75% (15 in 20)");
		const built = buildTask(note, form);
		const rng = seededRng(2026);
		const runs = 20_000;
		let wins = 0;
		for (let i = 0; i < runs; i++) {
			const r = resolveTask(built.character, built.request, rng, built.options);
			if (r.ok && r.value.outcome === "success") wins++;
		}
		// Binomial standard deviation at n = 20,000, p = 0.75 is about 0.003; allow four.
		expect(Math.abs(wins / runs - 0.75)).toBeLessThan(0.012);
	});

	it("a level chosen for a skill the sheet does not list eases like the sheet's own", async () => {
		// 000: "Being specialized eases the task by two steps."
		const note = await noteOf(await table(), KIRA);
		const preview = previewTask(note, { ...defaultForm("speed"), difficulty: 5, otherLevel: "specialized" });
		if (!preview.ok) throw new Error(preview.error);
		expect(preview.value.difficulty).toBe("Difficulty 5 → 3 (Demanding): target 9");
		// A sheet skill, when chosen, wins over the other level.
		const sheetSkill = previewTask(note, { ...defaultForm("might", "climbing"), difficulty: 5, otherLevel: "expert" });
		if (!sheetSkill.ok) throw new Error(sheetSkill.error);
		expect(sheetSkill.value.difficulty).toBe("Difficulty 5 → 4 (Difficult): target 12");
	});

	it("armor the sheet does not list as practiced hinders Speed tasks; a sheet without practiced-armor is not guessed at", async () => {
		// 000: "If you cannot freely use the armor you are wearing, its dodge penalty also applies to all of your Speed tasks"
		const unpracticed = await noteOf(await table({ armor: "medium", "practiced-armor": ["light"] }), KIRA);
		const hindered = previewTask(unpracticed, { ...defaultForm("speed"), difficulty: 3 });
		if (!hindered.ok) throw new Error(hindered.error);
		expect(hindered.value.difficulty).toBe("Difficulty 3 → 5 (Challenging): target 15");
		const unknown = await noteOf(await table({ armor: "medium" }), KIRA);
		const plain = previewTask(unknown, { ...defaultForm("speed"), difficulty: 3 });
		if (!plain.ok) throw new Error(plain.error);
		expect(plain.value.difficulty).toBe("Difficulty 3 → 3 (Demanding): target 9");
	});

	it("an attack with Effort on damage shows the damage on a hit", async () => {
		// 000: "When you use Effort on an attack, you choose whether you're easing the roll by one step or increasing the damage by 3."
		const note = await noteOf(await table(), KIRA);
		const preview = previewTask(note, { ...defaultForm("might"), difficulty: 2, weapon: "medium", effort: 1, effortOnDamage: 1 });
		if (!preview.ok) throw new Error(preview.error);
		expect(preview.value.difficulty).toBe("Difficulty 2 → 2 (Standard): target 6");
		expect(preview.value.damage).toMatch(/^Damage on a hit: 7 \(4 weapon \+ 3 Effort\); on average \d+\.\d\d counting misses and special rolls$/);
	});

	it("wounds hinder the plan the same way they hinder the roll", async () => {
		// 000: "When you've taken all of your moderate wounds, all of your actions are hindered"
		const note = await noteOf(await table({ "wounds-moderate": 3 }), KIRA);
		const preview = previewTask(note, { ...defaultForm("intellect"), difficulty: 3 });
		if (!preview.ok) throw new Error(preview.error);
		expect(preview.value.difficulty).toBe("Difficulty 3 → 4 (Difficult): target 12");
	});
});
