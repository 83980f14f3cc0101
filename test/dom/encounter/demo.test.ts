import { readFileSync, readdirSync, statSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { readEncounterNote } from "../../../src/notes/encounter/read";
import { harm, nextTurn, rollInitiative } from "../../../src/ui/encounter/actions";
import { testVault } from "../campaign/helpers";
import { deps } from "./fixtures";
import { openInitiativeDialog } from "../../../src/ui/encounter/initiative-dialog";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "../../../demo-vault");

function walk(dir: string): string[] {
	return readdirSync(dir).flatMap((name) => {
		if (name.startsWith(".")) return [];
		const full = join(dir, name);
		return statSync(full).isDirectory() ? walk(full) : name.endsWith(".md") ? [full] : [];
	});
}

async function demoVault() {
	const v = testVault();
	for (const full of walk(ROOT)) {
		const path = relative(ROOT, full).split("\\").join("/");
		let sofar = "";
		for (const part of path.split("/").slice(0, -1)) {
			sofar = sofar === "" ? part : `${sofar}/${part}`;
			if (!v.app.vault.getAbstractFileByPath(sofar)) await v.app.vault.createFolder(sofar);
		}
		await v.app.vault.create(path, readFileSync(full, "utf8"));
	}
	return v;
}

const DEMOS = [
	["Encounters/Warm Well Ambush.md", "cypher", ["Kessa Varn", "Oru Thale", "Brisk Amwell", "Rust Hound", "Glass Moth 1", "Glass Moth 2"]],
	["Encounters/Dockside Brawl/Dockside Brawl.md", "pool", ["Wren Calloway", "Dock Tough 1", "Dock Tough 2", "Dock Tough 3"]],
	["Encounters/Crypt Door/Crypt Door.md", "d20", ["Tamsin Reed", "Crypt Ghoul 1", "Crypt Ghoul 2"]],
] as const;

describe("the demo vault's encounters, one per game", () => {
	it.each(DEMOS)("%s reads with every combatant usable, rolls initiative, runs a turn and takes damage", async (path, system, ids) => {
		const v = await demoVault();
		const read = await readEncounterNote(v.app, v.settings(), v.file(path));
		if (!read.ok) throw new Error(read.error);
		expect(read.value.system).toBe(system);
		expect(read.value.combatants.map((c) => c.ref.id)).toEqual(ids);
		expect(read.value.combatants.filter((c) => c.problem !== undefined).map((c) => c.problem)).toEqual([]);
		const d = deps(v, Array.from({ length: 40 }, (_, i) => (i % 5) + 1));
		const rolled = await rollInitiative(d, v.file(path));
		expect(rolled.ok ? "ok" : rolled.error).toBe("ok");
		expect((await nextTurn(d, v.file(path))).ok).toBe(true);
		const hit = await harm(d, v.file(path), { id: ids[ids.length - 1] as string, mode: "damage", amount: 2 });
		expect(hit.ok ? "ok" : hit.error).toBe("ok");
	});
});

describe("the demo encounters' initiative dialogs", () => {
	it.each(DEMOS)("%s shows the chance to act before each opponent and lists the dice to type in", async (path, system) => {
		const v = await demoVault();
		const read = await readEncounterNote(v.app, v.settings(), v.file(path));
		if (!read.ok) throw new Error(read.error);
		const modal = openInitiativeDialog(v.app, read.value, () => Promise.resolve({ ok: true }));
		const lines = [...modal.contentEl.querySelectorAll(".cl-dialog-act-before")].map((el) => el.textContent ?? "");
		expect(lines.length).toBeGreaterThan(0);
		for (const line of lines) expect(line).toMatch(/^.+ acts before .+ \d+(\.\d+)?%/);
		modal.setByHand(true);
		const dice = [...modal.contentEl.querySelectorAll(".cl-dialog-faces")].length;
		// Cypher: one d20 per PC (three); pool: Wren and three toughs; d20: Tamsin and two ghouls.
		expect(dice).toBe({ cypher: 3, pool: 4, d20: 3 }[system]);
		modal.close();
	});
});
