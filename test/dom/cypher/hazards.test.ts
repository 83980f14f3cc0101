/**
 * 001's hazard table in Apply damage: a hazard chosen in the dialog sets the damage by the engine's
 * table (per round, per 10 feet fallen, or once), ambient hazards ignore Armor, and the damage is
 * applied and logged like any other (Undo puts the Pool back). Kira (fixtures.ts): Might 9, light armor.
 */
import { describe, expect, it } from "vitest";
import { parseEntries } from "../../../src/engine/log";
import { undoEntry } from "../../../src/notes/log/undo";
import { DAMAGE_ACTION } from "../../../src/games/cypher/damage-action";
import { seedQuoter } from "../../helpers/seeds";
import type { TestVault } from "../campaign/helpers";
import { cypherDialog, KIRA, SESSION, table } from "./fixtures";

const q001 = seedQuoter("001");
const entries = async (v: TestVault) => parseEntries(await v.read(SESSION)).entries.map((e) => e.entry);
const track = { "damage-model": "damage-track" };

describe("hazards in Apply damage (001)", () => {
	q001("Acid, splash Acid, bath Cold Cold, severe Collision");
	q001("Ambient Damage: Not affected by armor.");

	it("a 35-foot fall: 1 point per 10 feet is 3 Might, Armor no help; logged and undone", async () => {
		const v = await table({}, track);
		const { modal, lines, labels } = await cypherDialog(v, DAMAGE_ACTION, { hazard: "falling" });
		expect(labels()).toContain("Feet fallen");
		modal.setField("exposure", 35);
		expect(lines("rule")).toContain("Falling: 1 point per 10 feet for 35 feet = 3 damage (ambient: Armor does not help).");
		await modal.roll();
		expect(v.frontmatter(KIRA)?.["might"]).toBe(6);
		const [entry] = await entries(v);
		expect(entry?.inputs).toContainEqual({ key: "hazard", value: "Falling" });
		await undoEntry(v.app, v.file(SESSION), entry?.id ?? "");
		expect(v.frontmatter(KIRA)?.["might"]).toBe(9);
	});

	it("major fire for 2 rounds: 6 a round, 12 in all, from Speed", async () => {
		const v = await table({}, track);
		const { modal } = await cypherDialog(v, DAMAGE_ACTION, { hazard: "fire-major", exposure: 2, stat: "speed" });
		await modal.roll();
		// Speed 10 empties (10), the 2 left come off Might (9 → 7).
		expect(v.frontmatter(KIRA)?.["speed"]).toBe(0);
		expect(v.frontmatter(KIRA)?.["might"]).toBe(7);
	});

	it("a collision is a blow, not ambient: light armor's 1 comes off its 6", async () => {
		const v = await table({}, track);
		const { modal, labels } = await cypherDialog(v, DAMAGE_ACTION, { hazard: "collision" });
		expect(labels()).not.toContain("Rounds exposed");
		await modal.roll();
		expect(v.frontmatter(KIRA)?.["might"]).toBe(4);
	});

	it("a fall shorter than 10 feet does nothing, and says so", async () => {
		const v = await table({}, track);
		const { modal } = await cypherDialog(v, DAMAGE_ACTION, { hazard: "falling", exposure: 8 });
		expect(modal.contentEl.textContent).toContain("a fall shorter than 10 feet does no damage");
	});

	it("under the wounds rules a hazard's points come off a Pool: cold for 3 rounds is 3 Might", async () => {
		const v = await table();
		const { modal } = await cypherDialog(v, DAMAGE_ACTION, { hazard: "cold", exposure: 3 });
		await modal.roll();
		expect(v.frontmatter(KIRA)?.["might"]).toBe(6);
	});
});
