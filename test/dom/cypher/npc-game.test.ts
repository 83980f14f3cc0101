/**
 * The Cypher NPC sheet from the GM's side: "Apply damage" (Armor subtracted unless the damage
 * ignores it, health down to 0) and objects (`object: true`), whose level is Armor and health,
 * through the one pipeline, logged and undoable. Numbers and words from seed 000.
 */
import { describe, expect, it, vi } from "vitest";
import { parseEntries } from "../../../src/engine/log";
import { undoEntry } from "../../../src/notes/log/undo";
import { cypherNpcGame, NPC_DAMAGE_ACTION, type CypherNpcModel, type NpcDamageForm, type NpcForm } from "../../../src/games/cypher/npc-game";
import { cypherTable, readNpcModel } from "../../../src/ui/cypher/table-entry";
import { registerTableFeatures } from "../../../src/ui/frame/register";
import type { TableHost } from "../../../src/ui/frame/registry";
import { resolveRoll } from "../../../src/ui/frame/roll-dialog";
import { RollModal } from "../../../src/ui/frame/roll-modal";
import type { TestVault } from "../campaign/helpers";
import { registered, testPlugin } from "../helpers/plugin";
import { seedQuoter } from "../../helpers/seeds";
import { deps, must, SESSION, settle, sheetChild, table } from "./fixtures";

const CRAB = "Gate/NPCs/Crab Mutant.md";
const DOOR = "Gate/Steel Door.md";
/** 000: "a strange crab mutant covered in a thick shell probably has 3 Armor". Level 4: health 12. */
const crab = { ledger: "npc", system: "cypher", campaign: "[[Gate]]", name: "Crab mutant", level: 4, health: 12, armor: 3, damage: 4 };
/** 000's "level 6 steel door", written as an object note: no level-max yet (it defaults to the level). */
const door = { ledger: "npc", system: "cypher", campaign: "[[Gate]]", name: "Steel door", object: true, level: 6 };

const texts = (el: Element, selector: string): string[] => [...el.querySelectorAll(selector)].map((e) => e.textContent ?? "");
const entries = async (v: TestVault) => parseEntries(await v.read(SESSION)).entries.map((e) => e.entry);

async function vault(): Promise<TestVault> {
	const v = await table();
	await v.note(CRAB, crab);
	await v.note(DOOR, door);
	return v;
}

/** The real "Apply damage" dialog on a freshly read note, wired to the real pipeline. */
async function dialog(v: TestVault, path: string, form: Partial<NpcDamageForm> = {}, d = deps(v)) {
	const host: TableHost = { app: v.app, settings: () => v.settings(), deps: d };
	const read = async (file: ReturnType<TestVault["file"]>) => {
		const model = await readNpcModel(host, file);
		return model.ok ? model : { ok: false as const, error: model.error };
	};
	const model = must(await read(v.file(path)));
	const start = cypherNpcGame.form(model, NPC_DAMAGE_ACTION) as NpcForm;
	const modal = new RollModal<CypherNpcModel, NpcForm>(v.app, cypherNpcGame, model, start, (f, entered) => resolveRoll(d, v.file(path), read, cypherNpcGame, f, entered));
	modal.onOpen();
	for (const [key, value] of Object.entries(form)) modal.setField(key, value);
	const lines = (part: string) => texts(modal.contentEl, `.cl-dialog-${part}`);
	return { modal, d, lines };
}

describe("Apply damage to a Cypher NPC", () => {
	it("the NPC sheet has an Apply damage button", async () => {
		const v = await vault();
		const el = createDiv();
		sheetChild(v, el, "", CRAB).load();
		await settle();
		expect(texts(el, ".cl-sheet-actions button")).toEqual(["Apply damage"]);
	});

	it("Armor subtracts from physical damage: 6 damage − Armor 3 = 3, health 12 → 9, logged and undone", async () => {
		const quote = seedQuoter("000");
		quote("a strange crab mutant covered in a thick shell probably has 3 Armor, so damage from every physical attack against them is reduced by 3 points.");
		quote("When an NPC takes damage of any kind, they lose health (the GM tracks this).");
		const v = await vault();
		const { modal, lines } = await dialog(v, CRAB, { amount: 6 });
		expect(lines("damage")).toEqual(["6 damage − Armor 3 = 3: health 12 → 9"]);
		await modal.roll();
		expect(v.frontmatter(CRAB)?.["health"]).toBe(9);
		const [entry] = await entries(v);
		expect(entry).toMatchObject({
			kind: "damage",
			actor: "[[Crab Mutant]]",
			title: "Crab mutant: 6 physical damage",
			outcome: { text: "Health 12 → 9" },
			inputs: [{ key: "damage", value: 6 }, { key: "kind", value: "physical" }],
			changes: [{ target: "[[Crab Mutant]]", key: "health", before: 12, after: 9 }],
		});
		expect(entry?.explanation).toEqual(["Crab mutant's Armor 3 reduces 6 damage to 3.", "Crab mutant loses 3 health: 12 → 9."]);
		must(await undoEntry(v.app, v.file(SESSION), entry?.id ?? ""));
		expect(v.frontmatter(CRAB)?.["health"]).toBe(12);
	});

	it("Armor that reduces the damage to 0: no damage at all", async () => {
		seedQuoter("000")("If the NPC's Armor reduces the incoming damage to 0 or less, the NPC takes no damage at all.");
		const { lines } = await dialog(await vault(), CRAB, { amount: 2 });
		expect(lines("damage")).toEqual(["2 damage − Armor 3 = 0: health 12 → 12"]);
	});

	it("mental damage and damage that bypasses Armor ignore it", async () => {
		seedQuoter("000")("Mental attacks like a psychic blast ignore Armor, and some unusual physical attacks (such as poison on a blade) can bypass Armor.");
		const v = await vault();
		expect((await dialog(v, CRAB, { amount: 4, kind: "mental" })).lines("damage")).toEqual(["4 mental damage ignores Armor 3: health 12 → 8"]);
		expect((await dialog(v, CRAB, { amount: 4, kind: "bypass" })).lines("damage")).toEqual(["4 damage gets past Armor 3: health 12 → 8"]);
	});

	it("at 0 health the NPC is defeated; health stays at 0", async () => {
		seedQuoter("000")("When their health reaches 0 or lower, they're defeated.");
		const v = await vault();
		const { modal, lines } = await dialog(v, CRAB, { amount: 20 });
		expect(lines("damage")).toEqual(["20 damage − Armor 3 = 17: health 12 → 0, defeated"]);
		expect(lines("defeated")).toEqual(["Crab mutant is at 0 health: defeated (killed or knocked out, as the attacker chooses)."]);
		await modal.roll();
		expect(v.frontmatter(CRAB)?.["health"]).toBe(0);
	});

	it("no damage entered: the dialog says what to do and Roll is disabled", async () => {
		const { lines, modal } = await dialog(await vault(), CRAB);
		expect(lines("refusal")).toEqual(["Enter the damage the attack inflicted."]);
		expect(modal.rollButton?.disabled).toBe(true);
	});

	it("the Apply damage command opens the dialog on an open NPC note", async () => {
		const v = await vault();
		const plugin = testPlugin(v.app);
		registerTableFeatures(plugin, () => v.settings(), [cypherTable()]);
		const opened: string[] = [];
		const spy = vi.spyOn(RollModal.prototype, "onOpen").mockImplementation(function (this: RollModal<unknown, unknown>) {
			opened.push(this.game.title(this.model, this.form));
		});
		await v.app.workspace.getLeaf(false).openFile(v.file(CRAB));
		expect(registered(plugin).commands.get("apply-damage")?.checkCallback?.(false)).toBe(true);
		await settle();
		spy.mockRestore();
		expect(opened).toEqual(["Apply damage to Crab mutant"]);
	});
});

describe("objects: level as Armor and health", () => {
	it("the sheet shows the object's level and condition", async () => {
		const v = await vault();
		const el = createDiv();
		sheetChild(v, el, "", DOOR).load();
		await settle();
		expect(texts(el, ".cl-sheet-subtitle")).toEqual(["Object · level 6 · target number 18"]);
		expect(texts(el, ".cl-sheet-meter-label")).toEqual(["Level"]);
		expect(texts(el, '[data-list="Condition"] li')).toEqual(["Intact (level 6 of 6)"]);
		expect(texts(el, ".cl-sheet-actions button")).toEqual(["Apply damage"]);
	});

	it("000's steel door: 7 damage three times takes it 6 → 5 → 3 → 0, broken; 6 more destroys it; undo puts it back", async () => {
		const quote = seedQuoter("000");
		quote("If you attack a level 6 steel door and inflict 7 damage, 1 point gets through its Armor and reduces it o a level 5 door.");
		quote("Another hit for 7 damage means 4 points get through and reduce its level to 0. Now the door is broken and no longer an obstacle. If you inflict another 6 or more damage to it, you destroy it.");
		const v = await vault();
		// One set of deps, so each entry gets its own id.
		const d = deps(v);
		const hit = async (amount: number, expected: string) => {
			const { modal, lines } = await dialog(v, DOOR, { amount }, d);
			expect(lines("damage")).toEqual([expected]);
			await modal.roll();
		};
		await hit(7, "Level 6 → 5 (of 6)");
		// The first hit also writes the original level, so it is not lost as the level drops.
		expect(v.frontmatter(DOOR)).toMatchObject({ level: 5, "level-max": 6 });
		await hit(7, "Level 5 → 3 (of 6)");
		await hit(7, "Broken: another 6 damage destroys it");
		expect(v.frontmatter(DOOR)?.["level"]).toBe(0);
		await hit(6, "Destroyed");
		expect(v.frontmatter(DOOR)?.["damage-past-broken"]).toBe(6);
		const log = await entries(v);
		expect(log.map((e) => e.title)).toEqual(["Steel door: 7 damage", "Steel door: 7 damage", "Steel door: 7 damage", "Steel door: 6 damage"]);
		expect(log[3]?.explanation).toEqual(["6 more damage to the broken Steel door reaches its original level 6: destroyed."]);
		// Destroyed: nothing left to damage.
		expect((await dialog(v, DOOR, { amount: 3 })).lines("refusal")).toEqual(["Steel door is already destroyed: there is nothing left to damage."]);
		must(await undoEntry(v.app, v.file(SESSION), log[3]?.id ?? ""));
		expect(v.frontmatter(DOOR)).not.toHaveProperty("damage-past-broken");
		expect(v.frontmatter(DOOR)?.["level"]).toBe(0);
	});

	it("undo of the first hit gives back level 6 and removes the level-max it wrote", async () => {
		const v = await vault();
		const { modal } = await dialog(v, DOOR, { amount: 7 });
		await modal.roll();
		const [entry] = await entries(v);
		expect(entry?.changes).toEqual([
			{ target: "[[Steel Door]]", key: "level", before: 6, after: 5 },
			{ target: "[[Steel Door]]", key: "level-max", before: null, after: 6 },
		]);
		must(await undoEntry(v.app, v.file(SESSION), entry?.id ?? ""));
		expect(v.frontmatter(DOOR)).toMatchObject({ level: 6 });
		expect(v.frontmatter(DOOR)).not.toHaveProperty("level-max");
	});

	it("000's window: level 2, 4 damage breaks it", async () => {
		seedQuoter("000")("if you attack a level 2 window and inflict 4 damage, 2 points get through its Armor, reducing it from level 2 to level 0.");
		const v = await vault();
		await v.note("Gate/Window.md", { ...door, name: "Window", level: 2 });
		const { lines } = await dialog(v, "Gate/Window.md", { amount: 4 });
		expect(lines("damage")).toEqual(["Broken: another 2 damage destroys it"]);
		expect(lines("rule")).toEqual([
			"4 damage against level 2 (Armor 2): 2 get through, level 2 → 0.",
			"Window is broken and no longer works; another 2 damage destroys it.",
		]);
	});
});
