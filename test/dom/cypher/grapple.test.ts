/**
 * The cheat sheet's grappling house rule on the Cypher sheet: Grapple starts one with a Might task
 * (a success makes Kira Grappled), the Grappled condition hinders her defense rolls by a step, and
 * Break free ends it with a Might task; each is one log entry that Undo takes back.
 * Kira (fixtures.ts): Might 9, Edge 1, Speed 10, light armor; wounds.
 */
import { describe, expect, it } from "vitest";
import { parseEntries } from "../../../src/engine/log";
import { undoEntry } from "../../../src/notes/log/undo";
import { GRAPPLE_ACTION } from "../../../src/games/cypher/grapple-action";
import { DEFEND_ACTION } from "../../../src/games/cypher/defend-action";
import { seedQuoter } from "../../helpers/seeds";
import type { TestVault } from "../campaign/helpers";
import { cypherDialog, KIRA, SESSION, table } from "./fixtures";

const q001 = seedQuoter("001");
const entries = async (v: TestVault) => parseEntries(await v.read(SESSION)).entries.map((e) => e.entry);

describe("grappling (001's house rule)", () => {
	q001("GRAPPLING: Might task to start or end grapple.");
	q001("+1 difficulty to defend in");

	it("a successful Might task against a level 3 creature makes Kira Grappled; Undo lets go", async () => {
		const v = await table();
		const { modal, lines } = await cypherDialog(v, GRAPPLE_ACTION, { level: 3 }, [12]);
		expect(lines("chance")).toEqual(["Chance: 60% (12 in 20)"]);
		expect(lines("success")).toEqual(["On a success: Kira is Grappled"]);
		await modal.roll();
		expect(v.frontmatter(KIRA)?.["conditions"]).toEqual(["grappled"]);
		const [entry] = await entries(v);
		expect(entry?.outcome?.text).toBe("Success (12): Kira is Grappled");
		await undoEntry(v.app, v.file(SESSION), entry?.id ?? "");
		expect(v.frontmatter(KIRA)?.["conditions"] ?? []).toEqual([]);
	});

	it("a failed task starts no grapple", async () => {
		const v = await table();
		const { modal } = await cypherDialog(v, GRAPPLE_ACTION, { level: 3 }, [3]);
		await modal.roll();
		expect(v.frontmatter(KIRA)?.["conditions"]).toBeUndefined();
	});

	it("Grappled: her Speed defense against a level 3 attacker is one step harder than without the grapple", async () => {
		const free = await cypherDialog(await table(), DEFEND_ACTION, { defense: "speed" });
		const held = await cypherDialog(await table({ conditions: ["grappled"] }), DEFEND_ACTION, { defense: "speed" });
		const level = (line: string | undefined): number => Number(/→ (\d+)/.exec(line ?? "")?.[1]);
		expect(level(held.lines("difficulty")[0])).toBe(level(free.lines("difficulty")[0]) + 1);
	});

	it("Break free: the dialog opens on it for a grappled Kira; a success ends Grappled", async () => {
		const v = await table({ conditions: ["grappled"] });
		const { modal, lines } = await cypherDialog(v, GRAPPLE_ACTION, {}, [18]);
		expect(lines("success")).toEqual(["On a success: breaks free"]);
		await modal.roll();
		expect(v.frontmatter(KIRA)?.["conditions"] ?? []).toEqual([]);
	});
});
