/**
 * Random sessions: rolls that change several notes, undos (some forced over later changes), and hand
 * edits to the session text and to frontmatter keys the plugin does not own. Whatever happens, no
 * unowned key is lost, no log entry is lost, and the notes end in the state the log implies.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseEntries } from "../../../src/engine/log";
import { applyOutcome } from "../../../src/notes/apply-outcome";
import { readFrontmatter } from "../../../src/notes/frontmatter";
import { undoEntry } from "../../../src/notes/log/undo";
import { vaultWith, type TestVault } from "../helpers/vault";
import { entry, ids, KIRA, ORU, SESSION, sessionNote } from "./fixtures";

const NOTES = { "[[Kira]]": KIRA, "[[Oru]]": ORU } as const;
type Target = keyof typeof NOTES;
const OWNED = ["might", "xp"] as const;

type Action =
	| { type: "roll"; changes: { target: Target; key: (typeof OWNED)[number]; delta: number }[] }
	| { type: "undo"; pick: number; force: boolean }
	| { type: "edit-text"; text: string }
	| { type: "edit-unowned"; target: Target; value: string };

const action: fc.Arbitrary<Action> = fc.oneof(
	{ weight: 4, arbitrary: fc.record({ type: fc.constant("roll" as const), changes: fc.array(fc.record({ target: fc.constantFrom<Target>("[[Kira]]", "[[Oru]]"), key: fc.constantFrom(...OWNED), delta: fc.integer({ min: -3, max: 3 }) }), { minLength: 1, maxLength: 3 }) }) },
	{ weight: 2, arbitrary: fc.record({ type: fc.constant("undo" as const), pick: fc.nat(), force: fc.boolean() }) },
	{ weight: 1, arbitrary: fc.record({ type: fc.constant("edit-text" as const), text: fc.constantFrom("The GM adds a note.", "```\nunclosed", "> [!info] aside", "## Loot\n\n- rope") }) },
	{ weight: 1, arbitrary: fc.record({ type: fc.constant("edit-unowned" as const), target: fc.constantFrom<Target>("[[Kira]]", "[[Oru]]"), value: fc.string({ maxLength: 8 }) }) },
);

async function frontmatter(vault: TestVault, path: string): Promise<Record<string, unknown>> {
	const result = await readFrontmatter(vault.app, vault.file(path));
	if (!result.ok) throw new Error(result.error);
	return result.value;
}

describe("random sessions", () => {
	it("never lose an unowned key or an entry, and end in the state the log implies", async () => {
		await fc.assert(
			fc.asyncProperty(fc.array(action, { maxLength: 12 }), async (actions) => {
				const initial: Record<Target, Record<string, unknown>> = {
					"[[Kira]]": { ledger: "character", might: 9, xp: 3, player: "Ana" },
					"[[Oru]]": { ledger: "character", might: 7, xp: 0, homeland: "Navarene" },
				};
				const vault = vaultWith({
					[SESSION]: sessionNote,
					[KIRA]: `---\nledger: character\nmight: 9\nxp: 3\nplayer: Ana\n---\n# Kira\n`,
					[ORU]: `---\nledger: character\nmight: 7\nxp: 0\nhomeland: Navarene\n---\n# Oru\n`,
				});
				const session = vault.file(SESSION);
				const model = structuredClone(initial);
				const logged: string[] = [];
				const newId = ids();
				let counter = 0;

				for (const step of actions) {
					if (step.type === "roll") {
						// The engine computes before/after from the current sheet, as a real roll would.
						const running = structuredClone(model);
						const changes = step.changes.map(({ target, key, delta }) => {
							const before = running[target][key] as number;
							running[target][key] = before + delta;
							return { target, key, before, after: before + delta };
						});
						const id = `r${String(++counter).padStart(3, "0")}`;
						const result = await applyOutcome(vault.app, { sessionFile: session, entry: entry({ id, changes }) });
						expect(result.ok).toBe(true);
						Object.assign(model, running);
						logged.push(id);
					} else if (step.type === "undo") {
						const open = parseEntries(await vault.read(SESSION)).entries.filter((item) => item.entry.kind !== "undo" && item.entry.undone === undefined);
						const target = open[step.pick % Math.max(open.length, 1)];
						if (!target) continue;
						const result = await undoEntry(vault.app, session, target.entry.id, { newId, force: step.force });
						expect(result.ok).toBe(true);
						if (result.ok && result.value.status === "undone") {
							// Undo restores each key to what the original entry found before its first change to it.
							for (const change of [...target.entry.changes].reverse()) model[change.target as Target][change.key] = change.before;
							logged.push(result.value.undoEntry.id);
						}
					} else if (step.type === "edit-text") {
						await vault.app.vault.process(session, (text) => `${text}\n${step.text}\n`);
					} else {
						await vault.app.fileManager.processFrontMatter(vault.file(NOTES[step.target]), (fm: Record<string, unknown>) => {
							fm.mood = step.value;
						});
						model[step.target].mood = step.value;
					}
				}

				const log = parseEntries(await vault.read(SESSION));
				expect(log.entries.map((item) => item.entry.id)).toEqual(logged);
				// Replaying every recorded change from the start gives the notes' final state.
				const implied = structuredClone(initial);
				for (const { entry: logEntry } of log.entries) {
					for (const change of logEntry.changes) implied[change.target as Target][change.key] = change.after;
				}
				for (const target of Object.keys(NOTES) as Target[]) {
					const actual = await frontmatter(vault, NOTES[target]);
					expect(actual).toEqual(model[target]);
					for (const key of OWNED) expect(actual[key]).toBe(implied[target][key]);
				}
			}),
			{ numRuns: 60 },
		);
	});
});
