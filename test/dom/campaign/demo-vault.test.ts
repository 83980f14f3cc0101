import { readFileSync, readdirSync, statSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { parseEntries } from "../../../src/engine/log";
import { resolveSessionNote, sessionsOf } from "../../../src/notes/campaign";
import { resolveTarget } from "../../../src/notes/log/targets";
import { noteKind, noteSystem, readCampaign, readSession } from "../../../src/notes/schema";
import { readActor } from "../../helpers/actor";
import { testVault } from "./helpers";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "../../../demo-vault");
const DIR = join(ROOT, "Campaigns");

function walk(dir: string): string[] {
	return readdirSync(dir).flatMap((name) => {
		const full = join(dir, name);
		return statSync(full).isDirectory() ? walk(full) : name.endsWith(".md") ? [full] : [];
	});
}

async function demoVault() {
	const v = testVault();
	for (const full of walk(DIR)) {
		const path = relative(ROOT, full).split("\\").join("/");
		const folder = path.split("/").slice(0, -1).join("/");
		let sofar = "";
		for (const part of folder.split("/")) {
			sofar = sofar === "" ? part : `${sofar}/${part}`;
			if (!v.app.vault.getAbstractFileByPath(sofar)) await v.app.vault.createFolder(sofar);
		}
		await v.app.vault.create(path, readFileSync(full, "utf8"));
	}
	return v;
}

describe("demo vault campaigns", () => {
	it("every note is a valid Campaign Ledger note of its kind", async () => {
		const v = await demoVault();
		const kinds: Record<string, number> = {};
		for (const file of v.app.vault.getMarkdownFiles()) {
			const fm = v.app.metadataCache.getFileCache(file)?.frontmatter;
			const kind = noteKind(fm);
			expect(kind, file.path).toBeDefined();
			kinds[kind ?? "?"] = (kinds[kind ?? "?"] ?? 0) + 1;
			const parsed = kind === "campaign" ? readCampaign(fm) : kind === "session" ? readSession(fm) : readActor(fm, { name: file.basename });
			expect(parsed.ok ? "ok" : parsed.error, file.path).toBe("ok");
		}
		// Cypher: 2 campaigns, 3 sessions, 4 characters, 3 NPCs (one an ally); the pool game's The Salt Road: 1, 1, 2, 1; the d20 campaign: 1, 1, 2, 1.
		expect(kinds).toEqual({ campaign: 4, session: 5, character: 8, npc: 5 });
	});

	it("one Cypher campaign uses wounds and the other the damage track", async () => {
		const v = await demoVault();
		const models = v.app.vault
			.getMarkdownFiles()
			.map((f) => v.app.metadataCache.getFileCache(f)?.frontmatter)
			// The damage model is a Cypher rule; the other games' campaigns have none.
			.filter((fm) => noteKind(fm) === "campaign" && noteSystem(fm) === "cypher")
			.map((fm) => readCampaign(fm))
			.flatMap((r) => (r.ok ? [r.value.damageModel] : []));
		expect(models.sort()).toEqual(["damage-track", "wounds"]);
	});

	it("each PC's rolls resolve to its campaign's current session", async () => {
		const v = await demoVault();
		const cases = [
			["Campaigns/The Ninth Gate/Characters/Kessa Varn.md", "Campaigns/The Ninth Gate/Session 2.md"],
			["Campaigns/The Ninth Gate/Characters/Oru Thale.md", "Campaigns/The Ninth Gate/Session 2.md"],
			["Campaigns/The Ninth Gate/NPCs/Rust Hound.md", "Campaigns/The Ninth Gate/Session 2.md"],
			["Campaigns/Ashen Crown/Characters/Ilse Marrow.md", "Campaigns/Ashen Crown/Ashen Crown - Session 1.md"],
		];
		for (const [actorPath, session] of cases) {
			const r = await resolveSessionNote(v.app, v.settings(), { actorPath, sourcePath: actorPath });
			expect(r.ok ? r.value.path : r.error).toBe(session);
		}
		expect(sessionsOf(v.app, v.file("Campaigns/The Ninth Gate/The Ninth Gate.md")).map((s) => s.number)).toEqual([1, 2]);
	});

	it("session notes have a log section for the log to fill", () => {
		for (const full of walk(DIR).filter((p) => /Session \d+\.md$/.test(p))) {
			expect(readFileSync(full, "utf8"), full).toMatch(/\n## Log\n/);
		}
	});

	it("Session 2's log (written by the plugin's own actions) reads back whole and agrees with the sheets, so any entry can be undone without a conflict", async () => {
		const v = await demoVault();
		const session = "Campaigns/The Ninth Gate/Session 2.md";
		const log = parseEntries(await v.read(session));
		expect(log.problems).toEqual([]);
		expect(log.entries.map((e) => e.entry.kind)).toEqual(["task", "task", "intrusion", "damage", "undo", "damage", "recovery"]);
		expect(log.entries.filter((e) => e.entry.undone !== undefined).map((e) => e.entry.title)).toEqual(["Major wound"]);
		// Replaying every recorded change in order must land on exactly what the notes hold now.
		const replayed = new Map<string, unknown>();
		for (const { entry } of log.entries) {
			for (const change of entry.changes) {
				const target = resolveTarget(v.app, change.target, entry.actor, session);
				expect(target.ok, change.target).toBe(true);
				if (target.ok) replayed.set(`${target.value.path}#${change.key}`, change.after);
			}
		}
		expect(replayed.size).toBeGreaterThan(0);
		for (const [where, value] of replayed) {
			const [path = "", key = ""] = where.split("#");
			expect(v.frontmatter(path)?.[key], where).toEqual(value);
		}
	});
});
