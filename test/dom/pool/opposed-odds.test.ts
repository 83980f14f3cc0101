/**
 * Issue 28: the pool game's opposed odds in a dialog. 100 dice against 100 on d20 took 272 ms in one
 * go on every change of the dialog. Now the preview answers at once with "working out the odds…",
 * the work goes through the page's odds queue a slice at a time, and the panel is drawn again with
 * the exact figure, remembered for the next change.
 */
import { describe, expect, it } from "vitest";
import { opposedChance, rememberedPoolDistribution } from "../../../src/engine/systems/pool/odds";
import { formatPercent } from "../../../src/games/dice/format";
import { poolForm, poolPreview, type CheckForm } from "../../../src/games/pool/form";
import { readPoolModel } from "../../../src/games/pool/model";
import { workingOut } from "../../../src/games/pool/opposed-odds";
import { poolGame } from "../../../src/games/pool/game";
import { RollModal } from "../../../src/ui/frame/roll-modal";
import { testVault } from "../campaign/helpers";

/** A hero on d20 whose check pool is 100 dice (2 + 98 situational dice, set on the form as the issue measured it). */
const hero = readPoolModel({ ledger: "character", system: "pool", "health-max": 30, "endurance-max": 60 }, { name: "Hero", dieSize: 20 });

function opposedForm(opposingPool: number): CheckForm {
	const form = poolForm(hero, "check") as CheckForm;
	return { ...form, bonus: 98, against: "opposed", opposingPool };
}

function lineOf(preview: ReturnType<typeof poolPreview>, start: string): string | undefined {
	return preview.odds.map((line) => (typeof line === "string" ? line : line.text)).find((line) => line.startsWith(start));
}

describe("opposed odds of big pools in the dialog", () => {
	it("100 dice against 100 on d20: at once a line saying the odds are on the way, then the exact figure", async () => {
		const form = opposedForm(100);
		const first = poolPreview(hero, form);
		expect(lineOf(first, "Pool: ")).toMatch(/^Pool: 100 dice \(d20\)/);
		expect(lineOf(first, "Beat the opposing 100 dice")).toBe(`Beat the opposing 100 dice: ${workingOut()}`);
		expect(first.pending).toBeInstanceOf(Promise);
		// Nothing was worked out while the preview was drawn.
		expect(rememberedPoolDistribution(100, 20)).toBeUndefined();
		await first.pending;
		const second = poolPreview(hero, form);
		expect(second.pending).toBeUndefined();
		const exact = opposedChance(100, 100, 20);
		if (!exact.ok) throw new Error(exact.error);
		expect(lineOf(second, "Beat the opposing 100 dice")).toBe(
			`Beat the opposing 100 dice: ${formatPercent(exact.value.actorWins)} (a tie is no success: ${formatPercent(exact.value.tie)})`,
		);
	}, 30_000);

	it("small pools answer at once, as before: 2 dice against 2", () => {
		const small = readPoolModel({ ledger: "character", system: "pool", "health-max": 30, "endurance-max": 60 }, { name: "Kid" });
		const form = { ...(poolForm(small, "check") as CheckForm), against: "opposed" as const, opposingPool: 2 };
		const preview = poolPreview(small, form);
		expect(preview.pending).toBeUndefined();
		expect(lineOf(preview, "Beat the opposing 2 dice")).toMatch(/^Beat the opposing 2 dice: \d/);
	});

	it("the dialog draws its panel again when the odds are ready: 100 dice against 99 on d20", async () => {
		const form = opposedForm(99);
		const modal = new RollModal(testVault().app, poolGame, hero, form, () => Promise.resolve({ ok: false }));
		modal.onOpen();
		const panel = (): string => modal.contentEl.querySelector(".cl-dialog-result")?.textContent ?? "";
		expect(panel()).toContain(`Beat the opposing 99 dice: ${workingOut()}`);
		for (let i = 0; i < 3000 && panel().includes(workingOut()); i++) await new Promise((resolve) => setTimeout(resolve, 1));
		const exact = opposedChance(100, 99, 20);
		if (!exact.ok) throw new Error(exact.error);
		expect(panel()).toContain(`Beat the opposing 99 dice: ${formatPercent(exact.value.actorWins)}`);
		modal.close();
	}, 30_000);
});
