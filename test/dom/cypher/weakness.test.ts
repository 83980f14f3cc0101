/**
 * 001's weakness on the Cypher sheet: the Weakness dialog writes a Pool's rating (logged, undone),
 * the sheet's Pool shows it, and every task spending from that Pool costs the rating more, in the
 * dialog's cost line and in the spend. Kira (fixtures.ts): Might 9 of 12, Might Edge 1, Effort 1.
 */
import { describe, expect, it } from "vitest";
import { parseEntries } from "../../../src/engine/log";
import { actionCost } from "../../../src/engine/systems/cypher/task/costs";
import { undoEntry } from "../../../src/notes/log/undo";
import { WEAKNESS_ACTION } from "../../../src/games/cypher/weakness-action";
import { taskAction } from "../../../src/games/cypher/task-game";
import { seedQuoter } from "../../helpers/seeds";
import type { TestVault } from "../campaign/helpers";
import { cypherDialog, KIRA, SESSION, settle, sheetChild, table } from "./fixtures";

const q001 = seedQuoter("001");
const entries = async (v: TestVault) => parseEntries(await v.read(SESSION)).entries.map((e) => e.entry);

describe("weakness (001)", () => {
	q001("Weakness: Increase spend on matching task’s pool by Weakness");

	it("the engine: a level of Effort (3) less Edge 1, with weakness 1, costs 3; a task that spends nothing stays free", () => {
		const cost = actionCost({ paidEffortLevels: 1, edge: 1, weakness: 1 });
		expect(cost.ok && cost.value.total).toBe(3);
		expect(cost.ok && cost.value.weakness).toBe(1);
		const free = actionCost({ paidEffortLevels: 0, edge: 1, weakness: 2 });
		expect(free.ok && free.value.total).toBe(0);
	});

	it("the Weakness dialog sets Might's weakness, the sheet shows it, and Undo clears it", async () => {
		const v = await table();
		const { modal, lines } = await cypherDialog(v, WEAKNESS_ACTION, { stat: "might", rating: 1 });
		expect(lines("weakness")).toEqual(["Every task that spends from Might costs 1 more, after Edge."]);
		await modal.roll();
		expect(v.frontmatter(KIRA)?.["might-weakness"]).toBe(1);
		const el = createDiv();
		sheetChild(v, el, "", KIRA, { openTask: () => undefined, openRecovery: () => undefined }).load();
		await settle();
		expect(el.textContent).toContain("Edge 1 · weakness 1");
		const [entry] = await entries(v);
		await undoEntry(v.app, v.file(SESSION), entry?.id ?? "");
		expect(v.frontmatter(KIRA)?.["might-weakness"]).toBeUndefined();
	});

	it("a Might task with a level of Effort costs 3 − 1 Edge + 1 weakness = 3 Might, and the roll spends it", async () => {
		const v = await table({ "might-weakness": 1 });
		const { modal, lines } = await cypherDialog(v, taskAction("might"), { effort: 1 }, [15]);
		expect(lines("cost").join(" ")).toContain("1 level of Effort: 3 Might − 1 Edge + 1 weakness = 3");
		await modal.roll();
		expect(v.frontmatter(KIRA)?.["might"]).toBe(6);
	});

	it("a Speed task is untouched by Might's weakness", async () => {
		const v = await table({ "might-weakness": 1 });
		const { lines } = await cypherDialog(v, taskAction("speed"), { effort: 1 });
		expect(lines("cost").join(" ")).not.toContain("weakness");
	});
});
